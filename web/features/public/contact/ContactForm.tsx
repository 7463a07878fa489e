import { zodResolver } from "@hookform/resolvers/zod";
import { CircleCheck, Send } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { type Path, useForm } from "react-hook-form";
import { formatBrazilianPhone } from "../../../../common/brazilianPhone";
import { CONTACT_BUSINESS_TYPES, CONTACT_SUBJECTS } from "../../../../common/constants";
import {
  CONTACT_BUSINESS_TYPE_LABELS,
  CONTACT_LIMITS,
  CONTACT_SUBJECT_LABELS,
  type ContactMessage,
  type ContactMessageInput,
  contactMessageSchema,
} from "../../../../common/contact";
import type { ErrorBody } from "../../../../common/errors";
import { SUPPORT_ANSWER_TIME } from "../../../../common/support";
import { ApiError } from "../../../lib/api";
import { Button } from "../../../ui/Button";
import { Field, fieldA11y } from "../../../ui/Field";
import { Input, Select, Textarea } from "../../../ui/Input";
import { toast } from "../../../ui/useToast";
import { sendContactMessage } from "./api/sendContactMessage";

const EMPTY: ContactMessageInput = {
  name: "",
  email: "",
  phone: "",
  company: "",
  subject: "" as ContactMessageInput["subject"],
  message: "",
  businessType: "",
};

const FIELDS = new Set<string>(Object.keys(EMPTY));

/** The server's field issues, when it refused the message (a 400 with `issues`). */
function serverIssues(error: unknown): ErrorBody["issues"] {
  if (!(error instanceof ApiError) || error.status !== 400) return undefined;
  try {
    return (JSON.parse(error.bodyText) as ErrorBody).issues;
  } catch {
    return undefined;
  }
}

const optional = <span className="font-normal text-muted">(opcional)</span>;

/** SPEC §2/§5 contact form → POST /api/contact, with the SPEC §8 toasts. */
export function ContactForm() {
  const id = useId();
  const form = useForm<ContactMessageInput, unknown, ContactMessage>({
    resolver: zodResolver(contactMessageSchema),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = form.formState;
  const err = (name: keyof ContactMessageInput) => errors[name]?.message;
  const fid = (name: keyof ContactMessageInput) => `${id}-${name}`;
  const [sent, setSent] = useState<{ message: ContactMessage; priority: boolean } | null>(null);
  const phone = form.register("phone");

  async function send(message: ContactMessage) {
    try {
      const answer = await sendContactMessage(message);
      toast({
        title: "Mensagem enviada com sucesso!",
        description: "Entraremos em contato em até 24 horas.",
        variant: "success",
      });
      form.reset(EMPTY);
      setSent({ message, priority: answer.priority });
    } catch (error) {
      for (const issue of serverIssues(error) ?? []) {
        if (FIELDS.has(issue.path)) {
          form.setError(issue.path as Path<ContactMessageInput>, { message: issue.message });
        }
      }
      toast({
        title: "Erro ao enviar mensagem",
        description: "Tente novamente mais tarde.",
        variant: "destructive",
      });
    }
  }

  if (sent) return <ContactSentSummary {...sent} onAnother={() => setSent(null)} />;

  return (
    <form
      onSubmit={form.handleSubmit(send)}
      noValidate
      className="grid gap-4"
      aria-label="Formulário de contato"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={fid("name")} label="Nome" error={err("name")}>
          <Input
            {...fieldA11y(fid("name"), err("name"))}
            {...form.register("name")}
            autoComplete="name"
            aria-required
            maxLength={CONTACT_LIMITS.name}
          />
        </Field>
        <Field id={fid("email")} label="Email" error={err("email")}>
          <Input
            {...fieldA11y(fid("email"), err("email"))}
            {...form.register("email")}
            type="email"
            inputMode="email"
            autoComplete="email"
            aria-required
            maxLength={CONTACT_LIMITS.email}
          />
        </Field>
        <Field id={fid("phone")} label={<>Telefone {optional}</>} error={err("phone")}>
          <Input
            {...fieldA11y(fid("phone"), err("phone"))}
            {...phone}
            onChange={(event) => {
              // Masked as typed; a deletion is left alone, or a backspace over ")" or "-" would be undone.
              const native = event.nativeEvent as InputEvent;
              if (!native.inputType?.startsWith("delete")) {
                event.target.value = formatBrazilianPhone(event.target.value);
              }
              return phone.onChange(event);
            }}
            onBlur={(event) => {
              event.target.value = formatBrazilianPhone(event.target.value);
              return phone.onBlur(event);
            }}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="(11) 98765-4321"
            maxLength={CONTACT_LIMITS.phone}
          />
        </Field>
        <Field id={fid("company")} label={<>Empresa {optional}</>} error={err("company")}>
          <Input
            {...fieldA11y(fid("company"), err("company"))}
            {...form.register("company")}
            autoComplete="organization"
            placeholder="Nome do seu restaurante"
            maxLength={CONTACT_LIMITS.company}
          />
        </Field>
        <Field id={fid("businessType")} label={<>Tipo de negócio {optional}</>} error={err("businessType")}>
          <Select {...fieldA11y(fid("businessType"), err("businessType"))} {...form.register("businessType")}>
            <option value="">Selecione</option>
            {CONTACT_BUSINESS_TYPES.map((type) => (
              <option key={type} value={type}>
                {CONTACT_BUSINESS_TYPE_LABELS[type]}
              </option>
            ))}
          </Select>
        </Field>
        <Field id={fid("subject")} label="Assunto" error={err("subject")}>
          <Select {...fieldA11y(fid("subject"), err("subject"))} {...form.register("subject")} aria-required>
            <option value="">Selecione um assunto</option>
            {CONTACT_SUBJECTS.map((subject) => (
              <option key={subject} value={subject}>
                {CONTACT_SUBJECT_LABELS[subject]}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <Field id={fid("message")} label="Mensagem" error={err("message")}>
        <Textarea
          {...fieldA11y(fid("message"), err("message"))}
          {...form.register("message")}
          rows={6}
          aria-required
          maxLength={CONTACT_LIMITS.message}
          placeholder="Conte como podemos ajudar o seu delivery"
        />
      </Field>
      <Button type="submit" size="lg" disabled={isSubmitting} className="sm:justify-self-start">
        <Send aria-hidden />
        {isSubmitting ? "Enviando..." : "Enviar mensagem"}
      </Button>
    </form>
  );
}

/**
 * After sending: what was sent, where the answer will go, and a way to write
 * again (issue 16: an emptied form and a toast alone left people unsure).
 */
function ContactSentSummary({
  message,
  priority,
  onAnother,
}: {
  message: ContactMessage;
  /** Sent from a Pro account: the team sees it marked priority. */
  priority: boolean;
  onAnother: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const rows: [string, string | undefined][] = [
    ["Nome", message.name],
    ["Email", message.email],
    ["Telefone", message.phone || undefined],
    ["Empresa", message.company || undefined],
    [
      "Tipo de negócio",
      message.businessType ? CONTACT_BUSINESS_TYPE_LABELS[message.businessType] : undefined,
    ],
    ["Assunto", CONTACT_SUBJECT_LABELS[message.subject]],
  ];
  return (
    <section
      aria-labelledby="contato-enviado"
      className="grid gap-4 rounded-xl border border-leaf/40 bg-leaf/5 p-4"
    >
      <div className="flex items-start gap-3">
        <CircleCheck aria-hidden className="mt-0.5 size-6 shrink-0 text-leaf" />
        <div className="min-w-0">
          <h2
            id="contato-enviado"
            ref={heading}
            tabIndex={-1}
            className="text-lg font-semibold text-ink outline-none"
          >
            Mensagem enviada!
          </h2>
          <p className="text-sm text-muted">
            {priority
              ? `Sua conta Pro tem suporte prioritário: respondemos primeiro, ${SUPPORT_ANSWER_TIME.pro}, no email `
              : `Respondemos ${SUPPORT_ANSWER_TIME.everyone} no email `}
            <strong className="inline-block max-w-full wrap-anywhere text-ink">{message.email}</strong>.
          </p>
        </div>
      </div>
      <dl
        aria-label="O que você enviou"
        className="grid gap-2 text-sm sm:grid-cols-[max-content_1fr] sm:gap-x-4"
      >
        {rows.map(([label, value]) =>
          value ? (
            <div key={label} className="contents">
              <dt className="font-medium text-muted">{label}</dt>
              <dd className="wrap-anywhere text-ink">{value}</dd>
            </div>
          ) : null,
        )}
        <div className="contents">
          <dt className="font-medium text-muted">Mensagem</dt>
          <dd className="whitespace-pre-line wrap-anywhere text-ink">{message.message}</dd>
        </div>
      </dl>
      <Button variant="outline" onClick={onAnother} className="sm:justify-self-start">
        Enviar outra mensagem
      </Button>
    </section>
  );
}
