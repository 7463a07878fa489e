import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { type RegisterInput, registerSchema } from "../../../common/auth";
import { TermsConsent } from "../../layout/TermsConsent";
import { ApiError, messageFor } from "../../lib/api";
import { useAuth } from "../../lib/auth";
import { withPasswordEstimator } from "../../lib/loadPasswordEstimator";
import { Button } from "../../ui/Button";
import { toast } from "../../ui/useToast";
import { AccountFields } from "./AccountFields";

/** Step 2 for someone new: the account is created (and signed in) before the payment. */
export function RegisterStep({
  planId,
  onRegistered,
  onWantsLogin,
}: {
  planId: number;
  onRegistered: () => void;
  onWantsLogin: () => void;
}) {
  const auth = useAuth();
  const form = useForm<RegisterInput>({
    resolver: withPasswordEstimator(zodResolver(registerSchema)),
    defaultValues: { firstName: "", lastName: "", email: "", password: "", planId },
  });
  const { errors, isSubmitting } = form.formState;

  async function create(input: RegisterInput) {
    try {
      await auth.register({ ...input, planId });
      toast({
        title: "Conta criada com sucesso!",
        description: "Verifique seu email para confirmar sua conta.",
        variant: "success",
      });
      onRegistered();
    } catch (error) {
      const message = messageFor(error, "Algo deu errado. Tente novamente.");
      if (error instanceof ApiError && error.status === 409) form.setError("email", { message });
      toast({ title: "Erro ao criar conta", description: message, variant: "destructive" });
    }
  }

  return (
    <div className="grid gap-4">
      <div>
        <h2 className="text-xl font-bold text-ink">Crie sua conta</h2>
        <p className="text-sm text-muted">Depois disso, só falta o cartão.</p>
      </div>
      <form noValidate onSubmit={form.handleSubmit(create)} className="grid gap-4">
        <AccountFields idPrefix="checkout-register" register={form.register} errors={errors} />
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? "Criando Conta..." : "Criar conta e continuar"}
        </Button>
        <TermsConsent />
      </form>
      <p className="text-center text-sm text-muted">
        Já tem conta?{" "}
        <button
          type="button"
          onClick={onWantsLogin}
          className="min-h-11 font-semibold text-primary-dark underline underline-offset-2"
        >
          Entrar
        </button>
      </p>
    </div>
  );
}
