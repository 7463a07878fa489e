import { zodResolver } from "@hookform/resolvers/zod";
import { MailCheck } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { type ForgotPasswordInput, forgotPasswordSchema } from "../../../common/auth";
import { messageFor } from "../../lib/api";
import { Button } from "../../ui/Button";
import { Field, fieldA11y } from "../../ui/Field";
import { Input } from "../../ui/Input";
import { toast } from "../../ui/useToast";
import { requestPasswordReset } from "./api/requestPasswordReset";

/** Asks for the email and mails a reset link (the same answer for any email), then says where it went. */
export function ForgotPasswordForm() {
  const [sentTo, setSentTo] = useState<{ email: string; message: string } | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: "" },
  });

  const onSubmit = async (input: ForgotPasswordInput) => {
    try {
      const { message } = await requestPasswordReset(input);
      setSentTo({ email: input.email, message });
    } catch (error) {
      toast({
        title: "Não foi possível enviar o link",
        description: messageFor(error, "Tente de novo em alguns minutos."),
        variant: "destructive",
      });
    }
  };

  return sentTo ? (
    <div role="status" className="mt-4 grid gap-4">
      <p className="flex items-start gap-2 rounded-xl bg-leaf-soft p-3 text-sm text-ink">
        <MailCheck className="mt-0.5 size-5 shrink-0 text-leaf" aria-hidden />
        {sentTo.message}
      </p>
      <p className="text-sm text-muted">
        O link vale por 1 hora. Não chegou em alguns minutos? Confira se <strong>{sentTo.email}</strong> está
        certo e peça de novo.
      </p>
      <Button variant="outline" onClick={() => setSentTo(null)}>
        Pedir outro link
      </Button>
    </div>
  ) : (
    <>
      <p className="mt-1 text-sm text-muted">
        Informe o email da sua conta. Enviaremos um link para você criar uma nova senha.
      </p>
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="mt-6 grid gap-4">
        <Field id="forgot-email" label="Email" error={errors.email?.message}>
          <Input
            type="email"
            autoComplete="email"
            inputMode="email"
            {...fieldA11y("forgot-email", errors.email?.message)}
            {...register("email")}
          />
        </Field>
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? "Enviando..." : "Enviar link"}
        </Button>
      </form>
    </>
  );
}
