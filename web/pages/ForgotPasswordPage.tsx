import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowLeft, MailCheck } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "wouter";
import { type ForgotPasswordInput, forgotPasswordSchema } from "../../common/auth";
import { PAGE_META } from "../../common/pageMeta";
import { AuthLayout } from "../features/auth/AuthLayout";
import { requestPasswordReset } from "../features/auth/api/requestPasswordReset";
import { messageFor } from "../lib/api";
import { usePageMeta } from "../lib/usePageMeta";
import { Button } from "../ui/Button";
import { Card } from "../ui/Card";
import { Field, fieldA11y } from "../ui/Field";
import { Input } from "../ui/Input";
import { toast } from "../ui/useToast";

/** The page /login links to: asks for the email and mails a reset link (same answer for any email). */
export default function ForgotPasswordPage() {
  usePageMeta(PAGE_META["/forgot-password"]);
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

  return (
    <AuthLayout>
      <Card className="p-6">
        <Link
          href="/login"
          className="-mt-2 -ml-2 inline-flex min-h-11 items-center gap-1 px-2 text-sm text-muted hover:text-ink"
        >
          <ArrowLeft className="size-4" aria-hidden />
          Voltar para o login
        </Link>
        <h1 className="mt-2 text-2xl font-bold text-ink">Esqueceu sua senha?</h1>
        {sentTo ? (
          <div role="status" className="mt-4 grid gap-4">
            <p className="flex items-start gap-2 rounded-xl bg-leaf-soft p-3 text-sm text-ink">
              <MailCheck className="mt-0.5 size-5 shrink-0 text-leaf" aria-hidden />
              {sentTo.message}
            </p>
            <p className="text-sm text-muted">
              O link vale por 1 hora. Não chegou em alguns minutos? Confira se <strong>{sentTo.email}</strong>{" "}
              está certo e peça de novo.
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
        )}
      </Card>
    </AuthLayout>
  );
}
