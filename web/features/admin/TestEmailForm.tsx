import { Mail } from "lucide-react";
import { type FormEvent, useState } from "react";
import { TEST_EMAIL_DEFAULTS, testEmailSchema } from "../../../common/admin";
import { ApiError } from "../../lib/api";
import { cn } from "../../lib/cn";
import { Button } from "../../ui/Button";
import { Card, CardDescription, CardTitle } from "../../ui/Card";
import { Field } from "../../ui/Field";
import { Input, Textarea } from "../../ui/Input";
import type { AdminAccess } from "./api/adminRequest";
import { useSendTestEmail } from "./api/sendTestEmail";

type Result = { ok: boolean; text: string };

/**
 * SPEC §2/§4/§5/§8: the email test. Destination required ("❌ Email é
 * obrigatório"), "Enviando..." while sending, then the server's answer in
 * green or red, exactly as the catalogue words it.
 */
export function TestEmailForm({ access }: { access: AdminAccess }) {
  const send = useSendTestEmail(access);
  const [email, setEmail] = useState("");
  const [subject, setSubject] = useState<string>(TEST_EMAIL_DEFAULTS.subject);
  const [message, setMessage] = useState<string>(TEST_EMAIL_DEFAULTS.message);
  const [touched, setTouched] = useState(false);
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  const blank = email.trim() === "";

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    const parsed = testEmailSchema.safeParse({ email, subject, message });
    if (!parsed.success) {
      setResult({ ok: false, text: `❌ ${parsed.error.issues[0]?.message ?? "Confira os campos"}` });
      return;
    }
    setSending(true);
    setResult(null);
    try {
      const sent = await send.mutateAsync({ email, subject, message });
      setResult({ ok: true, text: `✅ ${sent.message} - Enviado para: ${sent.to}` });
    } catch (error) {
      setResult({
        ok: false,
        text:
          error instanceof ApiError ? `❌ Erro: ${error.userMessage ?? error.message}` : "❌ Erro de conexão",
      });
    } finally {
      setSending(false);
    }
  }

  const showRequired = touched && blank;

  return (
    <Card>
      <div className="mb-4 flex items-start gap-3">
        <Mail className="mt-1 size-5 shrink-0 text-primary" aria-hidden />
        <div>
          <CardTitle className="text-base">Testar envio de email</CardTitle>
          <CardDescription>Confira se o servidor de email está entregando as mensagens.</CardDescription>
        </div>
      </div>
      <form onSubmit={submit} className="grid gap-3" noValidate>
        <Field id="test-email-to" label="Email de destino">
          <Input
            id="test-email-to"
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder="voce@restaurante.com"
            required
            aria-invalid={showRequired ? true : undefined}
            aria-describedby={showRequired ? "test-email-required" : undefined}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            onBlur={() => setTouched(true)}
          />
        </Field>
        {showRequired ? (
          <p id="test-email-required" role="alert" className="text-sm font-medium text-danger">
            ❌ Email é obrigatório
          </p>
        ) : null}
        <Field id="test-email-subject" label="Assunto">
          <Input id="test-email-subject" value={subject} onChange={(e) => setSubject(e.target.value)} />
        </Field>
        <Field id="test-email-message" label="Mensagem">
          <Textarea
            id="test-email-message"
            rows={3}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
          />
        </Field>
        <Button type="submit" disabled={blank || sending}>
          {sending ? "Enviando..." : "Enviar email de teste"}
        </Button>
        {result ? (
          <p
            role={result.ok ? "status" : "alert"}
            className={cn(
              "rounded-xl border px-3 py-2 text-sm font-medium break-words",
              result.ok
                ? "border-leaf/30 bg-leaf-soft text-leaf"
                : "border-danger/30 bg-danger-soft text-danger",
            )}
          >
            {result.text}
          </p>
        ) : null}
      </form>
    </Card>
  );
}
