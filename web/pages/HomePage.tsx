import { lazy } from "react";
import { useAuth } from "../lib/auth";
import { PageSpinner } from "../ui/Spinner";

const loadLanding = () => import("./LandingPage");
// Most people opening "/" are visitors: fetch the landing while the session check runs, not after it.
void loadLanding();
const LandingPage = lazy(loadLanding);
const DashboardPage = lazy(() => import("./DashboardPage"));

/** SPEC §2 "/": the dashboard for a signed-in user, the landing page for a visitor. */
export default function HomePage() {
  const { user, isLoading } = useAuth();
  if (isLoading) return <PageSpinner />;
  return user ? <DashboardPage /> : <LandingPage />;
}
