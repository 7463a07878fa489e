import { ArrowLeft } from "lucide-react";
import { Link, useLocation } from "wouter";
import type { RegisterInput } from "../../common/auth";
import { PAGE_META } from "../../common/pageMeta";
import { TRIAL_CARD_SHORT } from "../../common/trialCopy";
import { checkoutUrl } from "../features/auth/checkoutUrl";
import { RegisterForm } from "../features/auth/RegisterForm";
import { useSignedInRedirect } from "../features/auth/useSignedInRedirect";
import { AuthLayout } from "../layout/AuthLayout";
import { TermsConsent } from "../layout/TermsConsent";
import { messageFor } from "../lib/api";
import { useAuth } from "../lib/auth";
import { usePageMeta } from "../lib/usePageMeta";
import { Card } from "../ui/Card";
import { PageSpinner } from "../ui/Spinner";
import { toast } from "../ui/useToast";

/** SPEC §2 /register: plan, personal data, then checkout. A signed-in visitor goes to /. */
export default function RegisterPage() {
  usePageMeta(PAGE_META["/register"]);
  const { register } = useAuth();
  const [, navigate] = useLocation();
  const { handledByForm, isLoading, signedIn } = useSignedInRedirect("/");
  if (isLoading || (signedIn && !handledByForm.current)) return <PageSpinner />;

  const onRegister = async (input: RegisterInput) => {
    handledByForm.current = true;
    try {
      const { userId } = await register(input);
      toast({
        title: "Conta criada com sucesso!",
        description: "Verifique seu email para confirmar sua conta.",
        variant: "success",
      });
      navigate(checkoutUrl(userId, input));
    } catch (error) {
      handledByForm.current = false;
      toast({
        title: "Falha no cadastro",
        description: messageFor(error, "Algo deu errado. Tente novamente."),
        variant: "destructive",
      });
    }
  };

  return (
    <AuthLayout>
      <Card className="p-6">
        <Link
          href="/"
          className="-mt-2 -ml-2 inline-flex min-h-11 items-center gap-1 px-2 text-sm text-muted hover:text-ink"
        >
          <ArrowLeft className="size-4" aria-hidden />
          Voltar ao início
        </Link>
        <h1 className="mt-2 text-2xl font-bold text-ink">Crie sua conta</h1>
        <p className="mt-1 text-sm text-muted">{TRIAL_CARD_SHORT}</p>
        <div className="mt-6">
          <RegisterForm onRegister={onRegister} />
        </div>
        <TermsConsent className="mt-4" />
        <div className="mt-4 border-t border-line pt-4 text-center text-sm">
          Já tem conta?{" "}
          <Link href="/login" className="inline-flex min-h-11 items-center font-semibold text-primary-dark">
            Entrar na Sua Conta
          </Link>
        </div>
      </Card>
    </AuthLayout>
  );
}
