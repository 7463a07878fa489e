import { Link, useLocation } from "wouter";
import type { LoginInput } from "../../common/auth";
import { PAGE_META } from "../../common/pageMeta";
import { LoginForm } from "../features/auth/LoginForm";
import { LOGIN_COPY_EN } from "../features/auth/loginCopy";
import { useSignedInRedirect } from "../features/auth/useSignedInRedirect";
import { AuthLayout } from "../layout/AuthLayout";
import { ApiError, messageFor } from "../lib/api";
import { useAuth } from "../lib/auth";
import { usePageMeta } from "../lib/usePageMeta";
import { Card } from "../ui/Card";
import { PageSpinner } from "../ui/Spinner";
import { toast } from "../ui/useToast";

/** The server's words for a refused login are Portuguese; this page speaks English (SPEC §2). */
function loginFailure(error: unknown): string {
  if (error instanceof ApiError && error.status === 401) return "Invalid email or password";
  if (error instanceof ApiError && error.status === 429)
    return "Too many attempts. Wait a minute and try again.";
  return messageFor(error, "Invalid email or password");
}

/** SPEC §2 /login, in English: sign in, then go to /. A signed-in visitor goes straight to /. */
export default function LoginPage() {
  usePageMeta(PAGE_META["/login"]);
  const { login } = useAuth();
  const [, navigate] = useLocation();
  const { handledByForm, isLoading, signedIn } = useSignedInRedirect("/");
  if (isLoading || (signedIn && !handledByForm.current)) return <PageSpinner />;

  const onLogin = async (input: LoginInput) => {
    handledByForm.current = true;
    try {
      await login(input);
      toast({ title: "Login successful!", description: "Welcome back to Prato Cheio!", variant: "success" });
      navigate("/");
    } catch (error) {
      handledByForm.current = false;
      toast({ title: "Login failed", description: loginFailure(error), variant: "destructive" });
    }
  };

  return (
    <AuthLayout lang="en">
      <Card className="p-6">
        <h1 className="text-2xl font-bold text-ink">Sign in to your account</h1>
        <p className="mt-1 text-sm text-muted">Welcome back! Enter your email and password.</p>
        <div className="mt-6">
          <LoginForm
            copy={LOGIN_COPY_EN}
            idPrefix="login"
            onLogin={onLogin}
            belowPassword={
              <Link
                href="/forgot-password"
                className="-mt-2 flex min-h-11 w-fit items-center text-sm font-medium text-primary-dark underline"
              >
                Forgot your password?
              </Link>
            }
          />
        </div>
        <div className="mt-6 grid gap-2 border-t border-line pt-4 text-center text-sm">
          <Link
            href="/register"
            className="flex min-h-11 items-center justify-center font-semibold text-primary-dark"
          >
            Create New Account
          </Link>
          <Link href="/" className="flex min-h-11 items-center justify-center text-muted hover:text-ink">
            Back to Home
          </Link>
        </div>
      </Card>
    </AuthLayout>
  );
}
