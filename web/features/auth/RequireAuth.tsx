import type { ReactNode } from "react";
import { useAuth } from "../../lib/auth";
import { PageSpinner } from "../../ui/Spinner";
import { AuthScreen } from "./AuthScreen";

/** SPEC §4 route guard: a spinner while the session loads, then the page or the auth screen. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  if (isLoading) return <PageSpinner />;
  if (!user) return <AuthScreen />;
  return <>{children}</>;
}
