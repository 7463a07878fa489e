import {
  CONTACT_BUSINESS_TYPE_LABELS,
  CONTACT_SUBJECT_LABELS,
  type ContactMessage,
} from "../../../common/contact";
import { SUPPORT_ANSWER_TIME } from "../../../common/support";
import type { MailMessage } from "../../mail/mailer";
import { singleLine } from "../../mail/templates/userText";

const PRIORITY_LINE = `PRIORIDADE: enviada por uma conta Pro com sessão aberta. Responda primeiro, ${SUPPORT_ANSWER_TIME.pro}.`;

const escapeHtml = (value: string): string =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

/** The team's copy of a contact message; "reply" goes straight to the sender. A Pro account's says so first. */
export function contactMail(
  to: string,
  message: ContactMessage,
  receivedAt: Date,
  priority = false,
): MailMessage {
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
  const answerIn = priority ? SUPPORT_ANSWER_TIME.pro : SUPPORT_ANSWER_TIME.everyone;
  const text = [
    ...(priority ? [PRIORITY_LINE, ""] : []),
    "Nova mensagem pelo formulário de contato do Prato Cheio.",
    "",
    ...rows.map(([label, value]) => `${label}: ${value}`),
    "",
    "Mensagem:",
    message.message,
    "",
    `Responda este email para falar direto com a pessoa. Prometemos resposta ${answerIn}.`,
  ].join("\n");
  const html = `${priority ? `<p><strong>${PRIORITY_LINE}</strong></p>\n` : ""}<p>Nova mensagem pelo formulário de contato do Prato Cheio.</p>
<table cellpadding="4">${rows
    .map(([label, value]) => `<tr><th align="left">${label}</th><td>${escapeHtml(value)}</td></tr>`)
    .join("")}</table>
<p><strong>Mensagem:</strong></p>
<p style="white-space:pre-wrap">${escapeHtml(message.message)}</p>
<p>Responda este email para falar direto com a pessoa. Prometemos resposta ${answerIn}.</p>`;
  return {
    to,
    subject: `[Contato${priority ? " · PRIORIDADE Pro" : ""}] ${subjectLabel} — ${singleLine(message.name)}`,
    text,
    html,
    replyTo: singleLine(message.email),
  };
}
