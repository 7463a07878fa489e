import { RequireAuth } from "../features/auth/RequireAuth";
import { DashboardShell } from "../features/dashboard/DashboardShell";

/** SPEC §2 /dashboard: protected; the auth screen for visitors, a spinner while the session loads. */
export default function DashboardPage() {
  return (
    <RequireAuth>
      <DashboardShell />
    </RequireAuth>
  );
}
