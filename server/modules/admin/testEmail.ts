import { TEST_EMAIL_DEFAULTS, type TestEmail, type TestEmailSent } from "../../../common/admin";
import { AppError } from "../../http/errors";
import type { Mailer, MailMessage } from "../../mail/mailer";
import { singleLine } from "../../mail/templates/userText";

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

/** The test message: the admin's text, plainly, in both parts. */
export function buildTestEmail(input: TestEmail, sentAt: Date): MailMessage {
  const subject = singleLine(input.subject || TEST_EMAIL_DEFAULTS.subject);
  const message = input.message || TEST_EMAIL_DEFAULTS.message;
  const footer = `Enviado pelo painel de administração do Prato Cheio em ${sentAt.toISOString()}.`;
  const paragraphs = message
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p).replaceAll("\n", "<br>")}</p>`)
    .join("");
  return {
    to: input.email,
    subject,
    text: `${message}\n\n--\n${footer}\n`,
    html: `<!doctype html><html lang="pt-BR"><body style="font-family:sans-serif;color:#1F2933">${paragraphs}<hr><p style="color:#6B7280;font-size:12px">${escapeHtml(footer)}</p></body></html>`,
  };
}

/**
 * Sends through the app's mailer. A failure is the answer the admin came for,
 * so its reason (connection refused, login refused…) is passed on, shortened.
 */
export async function sendTestEmail(mailer: Mailer, input: TestEmail, now: Date): Promise<TestEmailSent> {
  const mail = buildTestEmail(input, now);
  try {
    const sent = await mailer.send(mail);
    return {
      message:
        sent.transport === "smtp"
          ? "Email de teste enviado com sucesso"
          : "Email de teste guardado na caixa de saída (SMTP_URL não configurado)",
      to: mail.to,
    };
  } catch (error) {
    const reason = error instanceof Error ? error.message.slice(0, 300) : "erro desconhecido";
    throw new AppError(502, "MAIL_FAILED", `Não foi possível enviar o email: ${reason}`);
  }
}
