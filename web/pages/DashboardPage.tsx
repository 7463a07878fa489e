import { lazy, Suspense } from "react";
import { useRoute } from "wouter";
import { EmailReminder } from "../features/auth/EmailReminder";
import { RequireAuth } from "../features/auth/RequireAuth";
import { AccountPage } from "../features/billing/AccountPage";
import { ReactivatePlan } from "../features/billing/ReactivatePlan";
import { ReceiptPage } from "../features/billing/ReceiptPage";
import { useNeedsReactivation } from "../features/billing/useNeedsReactivation";
import { StoreSwitcher } from "../features/restaurants/StoreSwitcher";
import { DashboardShell } from "../layout/DashboardShell";
import { useAuth } from "../lib/auth";
import { PageSpinner } from "../ui/Spinner";
import { DashboardHome } from "./DashboardHome";

/** The unconfirmed-email reminder for whoever is signed in (the shell only places it). */
function SignedInReminder() {
  const { user } = useAuth();
  return user ? <EmailReminder user={user} /> : null;
}

const NotFoundPage = lazy(() => import("./NotFoundPage"));
// Customer management is its own chunk: the dashboard home does not ship it.
const CustomersPage = lazy(() => import("../features/customers/CustomersPage"));
// Competition analysis too (issue 29).
const CompetitionPage = lazy(() => import("../features/competition/CompetitionPage"));
// The review inbox too (issue 28).
const ReviewsPage = lazy(() => import("./ReviewsPage"));
// The weekly report (issue 27) brings recharts: its own chunk too.
const ReportsPage = lazy(() => import("../features/reports/ReportsPage"));

/**
 * The dashboard's own pages, each its own chunk, in the shell with the store
 * switcher: each shows the acting store's data, so the owner sees and changes
 * which one it is where they read it.
 */
const SECTION_PAGES = {
  clientes: CustomersPage,
  concorrencia: CompetitionPage,
  avaliacoes: ReviewsPage,
  relatorios: ReportsPage,
} as const;

/** SPEC §2 /dashboard: protected; the auth screen for visitors, a spinner while the session loads. */
export default function DashboardPage() {
  const [, params] = useRoute<{ section: string }>("/dashboard/:section");
  const section = params?.section;
  if (section && section !== "conta" && section !== "recibo" && !(section in SECTION_PAGES))
    return <NotFoundPage />;
  if (section === "recibo") {
    // A receipt prints on its own: no panel header around it.
    return (
      <RequireAuth>
        <ReceiptPage />
      </RequireAuth>
    );
  }
  if (section && section in SECTION_PAGES) {
    const SectionPage = SECTION_PAGES[section as keyof typeof SECTION_PAGES];
    return (
      <RequireAuth>
        <DashboardShell storeSwitcher={<StoreSwitcher />}>
          <Suspense fallback={<PageSpinner />}>
            <SectionPage />
          </Suspense>
        </DashboardShell>
      </RequireAuth>
    );
  }
  return (
    <RequireAuth>
      <DashboardShell storeSwitcher={<StoreSwitcher />} reminder={<SignedInReminder />}>
        {section === "conta" ? <AccountPage /> : <DashboardMain />}
      </DashboardShell>
    </RequireAuth>
  );
}

/**
 * The dashboard itself, or, for an account whose trial ended or plan is
 * inactive, the page to reactivate (issue 4: they can sign in but not generate).
 */
function DashboardMain() {
  const needsReactivation = useNeedsReactivation();
  if (needsReactivation === undefined) return <PageSpinner />;
  return needsReactivation ? <ReactivatePlan /> : <DashboardHome />;
}
