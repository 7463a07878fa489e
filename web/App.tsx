import { type ComponentType, lazy, Suspense } from "react";
import { Route, Switch, useLocation } from "wouter";
import { ChunkLoaded, ErrorBoundary } from "./ui/ErrorBoundary";
import { HydratedMark } from "./ui/HydratedMark";
import { PageSpinner } from "./ui/Spinner";
import { Toaster } from "./ui/Toaster";

/** Every page is its own chunk, so the landing ships only what it needs. */
const page = (load: () => Promise<{ default: ComponentType }>) => lazy(load);

const HomePage = page(() => import("./pages/HomePage"));
const LoginPage = page(() => import("./pages/LoginPage"));
const RegisterPage = page(() => import("./pages/RegisterPage"));
const AuthPage = page(() => import("./pages/AuthPage"));
const RegisterSuccessPage = page(() => import("./pages/RegisterSuccessPage"));
const PricingPage = page(() => import("./pages/PricingPage"));
const SolutionsPage = page(() => import("./pages/SolutionsPage"));
const ContactPage = page(() => import("./pages/ContactPage"));
const ResourcesPage = page(() => import("./pages/ResourcesPage"));
const AdminPage = page(() => import("./pages/AdminPage"));
const TrialPage = page(() => import("./pages/TrialPage"));
const CheckoutPage = page(() => import("./pages/CheckoutPage"));
const DashboardPage = page(() => import("./pages/DashboardPage"));
const ForgotPasswordPage = page(() => import("./pages/ForgotPasswordPage"));
const ResetPasswordPage = page(() => import("./pages/ResetPasswordPage"));
const InvitePage = page(() => import("./pages/InvitePage"));
const OrdersImportPage = page(() => import("./pages/OrdersImportPage"));
const TermsPage = page(() => import("./pages/TermsPage"));
const PrivacyPage = page(() => import("./pages/PrivacyPage"));
const NotFoundPage = page(() => import("./pages/NotFoundPage"));

/** The route table of SPEC §2 (keep in step with common/routes.ts). */
export function App() {
  const [location] = useLocation();
  return (
    <>
      <ErrorBoundary variant="page" resetKey={location}>
        <Suspense fallback={<PageSpinner />}>
          <ChunkLoaded />
          <HydratedMark />
          <Switch>
            <Route path="/" component={HomePage} />
            <Route path="/login" component={LoginPage} />
            <Route path="/register" component={RegisterPage} />
            <Route path="/auth" component={AuthPage} />
            <Route path="/register-success" component={RegisterSuccessPage} />
            <Route path="/pricing" component={PricingPage} />
            <Route path="/solutions" component={SolutionsPage} />
            <Route path="/contact" component={ContactPage} />
            <Route path="/resources" component={ResourcesPage} />
            <Route path="/admin" component={AdminPage} />
            <Route path="/trial" component={TrialPage} />
            <Route path="/checkout" component={CheckoutPage} />
            <Route path="/checkout/:planId" component={CheckoutPage} />
            <Route path="/dashboard" component={DashboardPage} />
            <Route path="/dashboard/:section" component={DashboardPage} />
            <Route path="/dashboard/relatorios/importar" component={OrdersImportPage} />
            <Route path="/forgot-password" component={ForgotPasswordPage} />
            <Route path="/reset-password" component={ResetPasswordPage} />
            <Route path="/convite" component={InvitePage} />
            <Route path="/termos" component={TermsPage} />
            <Route path="/privacidade" component={PrivacyPage} />
            <Route component={NotFoundPage} />
          </Switch>
        </Suspense>
      </ErrorBoundary>
      <Toaster />
    </>
  );
}
