import { lazy, Suspense } from "react";
import { useRoute } from "wouter";
import { EmailReminder } from "../features/auth/EmailReminder";
import { RequireAuth } from "../features/auth/RequireAuth";
import { AccountPage } from "../features/billing/AccountPage";
import { ReactivatePlan } from "../features/billing/ReactivatePlan";
import { ReceiptPage } from "../features/billing/ReceiptPage";
import { StoreSwitcher } from "../features/billing/StoreSwitcher";
import { useNeedsReactivation } from "../features/billing/useNeedsReactivation";
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
// The weekly report (issue 27) brings recharts: its own chunk too.
const ReportsPage = lazy(() => import("../features/reports/ReportsPage"));

/** SPEC §2 /dashboard: protected; the auth screen for visitors, a spinner while the session loads. */
export default function DashboardPage() {
  const [, params] = useRoute<{ section: string }>("/dashboard/:section");
  const section = params?.section;
  if (
    section &&
    section !== "conta" &&
    section !== "recibo" &&
    section !== "clientes" &&
    section !== "relatorios"
  )
    return <NotFoundPage />;
  if (section === "recibo") {
    // A receipt prints on its own: no panel header around it.
    return (
      <RequireAuth>
        <ReceiptPage />
      </RequireAuth>
    );
  }
  if (section === "relatorios") {
    return (
      <RequireAuth>
        <DashboardShell storeSwitcher={<StoreSwitcher />}>
          <Suspense fallback={<PageSpinner />}>
            <ReportsPage />
          </Suspense>
        </DashboardShell>
      </RequireAuth>
    );
  }
  if (section === "clientes") {
    return (
      <RequireAuth>
        <DashboardShell>
          <Suspense fallback={<PageSpinner />}>
            <CustomersPage />
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
