import { CircleAlert, CircleCheck } from "lucide-react";
import { useState } from "react";
import { Link, useSearch } from "wouter";
import type { LoginInput, RegisterInput } from "../../../common/auth";
import { PAGE_META } from "../../../common/pageMeta";
import { AuthLayout } from "../../layout/AuthLayout";
import { messageFor } from "../../lib/api";
import { useAuth } from "../../lib/auth";
import { useNavigateAfter } from "../../lib/useNavigateAfter";
import { usePageMeta } from "../../lib/usePageMeta";
import { Card } from "../../ui/Card";
import { PageSpinner } from "../../ui/Spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../ui/Tabs";
import { toast } from "../../ui/useToast";
import { LoginForm } from "./LoginForm";
import { LOGIN_COPY_PT } from "./loginCopy";
import { QuickRegisterForm } from "./QuickRegisterForm";
import { SignedInVerified } from "./SignedInVerified";
import { useSignedInRedirect } from "./useSignedInRedirect";

export const VERIFIED_MESSAGE = "Email verificado com sucesso! Agora você pode fazer login.";

/**
 * SPEC §2 /auth: login and sign-up tabs. A signed-in visitor goes to
 * /dashboard; ?verified=true opens the login tab with the SPEC's message.
 * The /dashboard guard shows this same screen to signed-out visitors.
 */
export function AuthScreen() {
  usePageMeta(PAGE_META["/auth"]);
  const verified = new URLSearchParams(useSearch()).get("verified");
  const { login, register } = useAuth();
  const later = useNavigateAfter();
  // Someone already signed in who opens the confirmation link is told it worked, not to log in (issue 30).
  const { handledByForm, isLoading, signedIn } = useSignedInRedirect(
    "/dashboard",
    undefined,
    verified !== "true",
  );
  // The login tab is the default, which is also what ?verified=true asks for.
  const [tab, setTab] = useState("login");

  if (isLoading) return <PageSpinner />;
  if (signedIn && !handledByForm.current) return verified === "true" ? <SignedInVerified /> : <PageSpinner />;

  const onLogin = async (input: LoginInput) => {
    handledByForm.current = true;
    try {
      const user = await login(input);
      toast({
        title: "Login realizado com sucesso!",
        description: user.firstName ? `Bem-vindo de volta, ${user.firstName}!` : "Bem-vindo de volta!",
        variant: "success",
      });
      later("/", 1000);
    } catch (error) {
      handledByForm.current = false;
      toast({
        title: "Erro no login",
        description: messageFor(error, "Credenciais inválidas"),
        variant: "destructive",
      });
    }
  };

  const onRegister = async (input: RegisterInput) => {
    handledByForm.current = true;
    try {
      await register(input);
      toast({
        title: "Conta criada com sucesso! 🎉",
        description: "Redirecionando para escolher seu plano...",
        variant: "success",
      });
      later("/pricing", 1000);
    } catch (error) {
      handledByForm.current = false;
      toast({
        title: "Erro no cadastro",
        description: messageFor(error, "Erro ao criar conta"),
        variant: "destructive",
      });
    }
  };

  return (
    <AuthLayout>
      <Card className="p-6">
        <h1 className="text-2xl font-bold text-ink">Sua conta no Prato Cheio</h1>
        <p className="mt-1 text-sm text-muted">Entre para ver seu painel ou crie sua conta grátis.</p>
        {verified === "true" ? (
          <p
            role="status"
            className="mt-4 flex items-start gap-2 rounded-xl bg-leaf-soft p-3 text-sm font-medium text-leaf"
          >
            <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden />
            {VERIFIED_MESSAGE}
          </p>
        ) : null}
        {verified === "invalid" ? (
          <p
            role="alert"
            className="mt-4 flex items-start gap-2 rounded-xl bg-danger-soft p-3 text-sm text-danger"
          >
            <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
            Este link de confirmação é inválido, já foi usado ou venceu. Entre na sua conta e peça um novo
            link no painel.
          </p>
        ) : null}
        <Tabs value={tab} onValueChange={setTab} className="mt-5">
          <TabsList aria-label="Entrar ou criar conta">
            <TabsTrigger value="login">Entrar</TabsTrigger>
            <TabsTrigger value="register">Criar conta</TabsTrigger>
          </TabsList>
          <TabsContent value="login" className="mt-5">
            <LoginForm
              copy={LOGIN_COPY_PT}
              idPrefix="auth-login"
              onLogin={onLogin}
              belowPassword={
                <Link
                  href="/forgot-password"
                  className="-mt-2 flex min-h-11 w-fit items-center text-sm font-medium text-primary-dark underline"
                >
                  Esqueceu sua senha?
                </Link>
              }
            />
          </TabsContent>
          <TabsContent value="register" className="mt-5">
            <QuickRegisterForm onRegister={onRegister} />
          </TabsContent>
        </Tabs>
      </Card>
    </AuthLayout>
  );
}
