import { AuthScreen } from "../features/auth/AuthScreen";

/** SPEC §2 /auth: login and sign-up tabs. */
export default function AuthPage() {
  return <AuthScreen />;
}
