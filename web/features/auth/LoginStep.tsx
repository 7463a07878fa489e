import type { LoginInput } from "../../../common/auth";
import { messageFor } from "../../lib/api";
import { useAuth } from "../../lib/auth";
import { toast } from "../../ui/useToast";
import { LoginForm } from "./LoginForm";
import { LOGIN_COPY_PT } from "./loginCopy";

/** Step 2 for someone with an account: sign in, then pay. */
export function LoginStep({
  email,
  onSignedIn,
  onWantsRegister,
}: {
  email: string | undefined;
  onSignedIn: () => void;
  onWantsRegister: () => void;
}) {
  const { login } = useAuth();

  async function signIn(input: LoginInput) {
    try {
      await login(input);
      onSignedIn();
    } catch (error) {
      toast({
        title: "Erro no login",
        description: messageFor(error, "Credenciais inválidas"),
        variant: "destructive",
      });
    }
  }

  return (
    <div className="grid gap-4">
      <div>
        <h2 className="text-xl font-bold text-ink">Entre na sua conta</h2>
        <p className="text-sm text-muted">
          {email ? `Use a conta ${email} para continuar o pagamento.` : "Para pagar, entre na sua conta."}
        </p>
      </div>
      <LoginForm copy={LOGIN_COPY_PT} idPrefix="checkout-login" onLogin={signIn} />
      <p className="text-center text-sm text-muted">
        Ainda não tem conta?{" "}
        <button
          type="button"
          onClick={onWantsRegister}
          className="min-h-11 font-semibold text-primary-dark underline underline-offset-2"
        >
          Criar conta
        </button>
      </p>
    </div>
  );
}
