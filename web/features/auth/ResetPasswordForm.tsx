import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { CircleCheck } from "lucide-react";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "wouter";
import { type ResetPasswordForm as FormValues, resetPasswordFormSchema } from "../../../common/auth";
import { NEW_PASSWORD_HINT } from "../../../common/passwordRule";
import { ApiError, messageFor } from "../../lib/api";
import { USER_QUERY_KEY } from "../../lib/auth";
import { withPasswordEstimator } from "../../lib/loadPasswordEstimator";
import { Button } from "../../ui/Button";
import { Field, fieldA11y } from "../../ui/Field";
import { PasswordInput } from "../../ui/PasswordInput";
import { toast } from "../../ui/useToast";
import { resetPassword } from "./api/resetPassword";

/**
 * The mailed link's token rides in the fragment (#token=…), which never
 * reaches a server. Read without side effects: React may render twice.
 */
function tokenFromUrl(): string | null {
  return (
    new URLSearchParams(window.location.hash.slice(1)).get("token") ??
    new URLSearchParams(window.location.search).get("token")
  );
}

/**
 * The reset link's form (under the page's heading): choose a new password;
 * every session of the account ends. A missing or dead token offers a new link.
 */
export function ResetPasswordForm() {
  const [token] = useState(tokenFromUrl);
  useEffect(() => {
    // Once read, the token leaves the address bar (and the history).
    if (tokenFromUrl()) window.history.replaceState(window.history.state, "", window.location.pathname);
  }, []);
  const [done, setDone] = useState<string | null>(null);
  const [linkDead, setLinkDead] = useState(false);
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({
    resolver: withPasswordEstimator(zodResolver(resetPasswordFormSchema)),
    defaultValues: { password: "", confirmPassword: "" },
  });

  const onSubmit = async ({ password }: FormValues) => {
    // The form is only shown with a token; this narrows the type.
    if (!token) return;
    try {
      const { message } = await resetPassword({ token, password });
      // The server ended every session of the account, this browser's included.
      queryClient.setQueryData(USER_QUERY_KEY, null);
      setDone(message);
      toast({ title: "Senha alterada!", description: "Entre com a nova senha.", variant: "success" });
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && error.bodyText.includes("INVALID_TOKEN")) {
        setLinkDead(true);
      }
      toast({
        title: "Não foi possível trocar a senha",
        description: messageFor(error, "Tente de novo em alguns minutos."),
        variant: "destructive",
      });
    }
  };

  return done ? (
    <div role="status" className="mt-4 grid gap-4">
      <p className="flex items-start gap-2 rounded-xl bg-leaf-soft p-3 text-sm font-medium text-leaf">
        <CircleCheck className="mt-0.5 size-5 shrink-0" aria-hidden />
        {done}
      </p>
      <Button asChild size="lg">
        <Link href="/login">Entrar</Link>
      </Button>
    </div>
  ) : !token || linkDead ? (
    <div className="mt-4 grid gap-4">
      <p role="alert" className="rounded-xl bg-danger-soft p-3 text-sm text-danger">
        {token
          ? "Este link é inválido, já foi usado ou venceu (ele vale por 1 hora)."
          : "Este link está incompleto. Abra de novo o link do email ou peça um novo."}
      </p>
      <Button asChild size="lg">
        <Link href="/forgot-password">Pedir um novo link</Link>
      </Button>
    </div>
  ) : (
    <>
      <p className="mt-1 text-sm text-muted">
        Depois da troca, você sai da conta em todos os aparelhos e entra de novo com a nova senha.
      </p>
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="mt-6 grid gap-4">
        <Field
          id="reset-password"
          label="Nova senha"
          error={errors.password?.message}
          hint={NEW_PASSWORD_HINT}
        >
          <PasswordInput
            autoComplete="new-password"
            showLabel="Mostrar senha"
            hideLabel="Ocultar senha"
            {...fieldA11y("reset-password", errors.password?.message)}
            {...register("password")}
          />
        </Field>
        <Field id="reset-confirm" label="Repita a nova senha" error={errors.confirmPassword?.message}>
          <PasswordInput
            autoComplete="new-password"
            showLabel="Mostrar senha"
            hideLabel="Ocultar senha"
            {...fieldA11y("reset-confirm", errors.confirmPassword?.message)}
            {...register("confirmPassword")}
          />
        </Field>
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? "Salvando..." : "Salvar nova senha"}
        </Button>
      </form>
    </>
  );
}
