import {
  CONTACT_BUSINESS_TYPE_LABELS,
  CONTACT_SUBJECT_LABELS,
  type ContactMessage,
} from "../../../common/contact";
import type { MailMessage } from "../../mail/mailer";
import { singleLine } from "../../mail/templates/userText";

const escapeHtml = (value: string): string =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

/** The team's copy of a contact message; "reply" goes straight to the sender. */
export function contactMail(to: string, message: ContactMessage, receivedAt: Date): MailMessage {
  const subjectLabel = CONTACT_SUBJECT_LABELS[message.subject];
  const when = new Intl.DateTimeFormat("pt-BR", {
    dateStyle: "short",
    timeStyle: "short",
    timeZone: "America/Sao_Paulo",
  }).format(receivedAt);
  // Each field typed by the sender is one line: a line break would forge a labelled line
  // ("Email: …") in the plain text, or a header in the subject. Only the message has lines.
  const rows: [string, string][] = [
    ["Nome", singleLine(message.name)],
    ["Email", singleLine(message.email)],
    ["Telefone", singleLine(message.phone ?? "") || "—"],
    ["Empresa", singleLine(message.company ?? "") || "—"],
    ["Tipo de negócio", message.businessType ? CONTACT_BUSINESS_TYPE_LABELS[message.businessType] : "—"],
    ["Assunto", subjectLabel],
    ["Recebida em", `${when} (horário de Brasília)`],
  ];
  const text = [
    "Nova mensagem pelo formulário de contato do Prato Cheio.",
    "",
    ...rows.map(([label, value]) => `${label}: ${value}`),
    "",
    "Mensagem:",
    message.message,
    "",
    "Responda este email para falar direto com a pessoa. Prometemos resposta em até 24 horas.",
  ].join("\n");
  const html = `<p>Nova mensagem pelo formulário de contato do Prato Cheio.</p>
<table cellpadding="4">${rows
    .map(([label, value]) => `<tr><th align="left">${label}</th><td>${escapeHtml(value)}</td></tr>`)
    .join("")}</table>
<p><strong>Mensagem:</strong></p>
<p style="white-space:pre-wrap">${escapeHtml(message.message)}</p>
<p>Responda este email para falar direto com a pessoa. Prometemos resposta em até 24 horas.</p>`;
  return {
    to,
    subject: `[Contato] ${subjectLabel} — ${singleLine(message.name)}`,
    text,
    html,
    replyTo: singleLine(message.email),
  };
}
