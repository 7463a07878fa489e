import { escapeHtml, htmlMail, type MailContent } from "./layout";
import { helloLine } from "./userText";

/** The mail with the link to choose a new password (valid 1 h, single use). */
export function resetPasswordMail(options: { firstName: string | null; link: string }): MailContent {
  const hello = helloLine(options.firstName);
  const footnote =
    "Se você não pediu para trocar a senha, ignore este email: sua senha atual continua valendo.";
  return {
    subject: "Redefina sua senha do Prato Cheio",
    text: [
      hello,
      "",
      "Recebemos um pedido para redefinir a senha da sua conta no Prato Cheio. Para escolher uma nova senha, abra o link abaixo:",
      "",
      options.link,
      "",
      "O link vale por 1 hora e funciona uma vez só. Depois da troca, você sai da conta em todos os aparelhos e entra de novo com a nova senha.",
      "",
      footnote,
      "",
      "Equipe Prato Cheio",
    ].join("\n"),
    html: htmlMail({
      title: "Redefina sua senha",
      paragraphs: [
        escapeHtml(hello),
        "Recebemos um pedido para redefinir a senha da sua conta no Prato Cheio. Para escolher uma nova senha, toque no botão abaixo.",
        "O link vale por 1 hora e funciona uma vez só. Depois da troca, você sai da conta em todos os aparelhos e entra de novo com a nova senha.",
      ],
      button: { label: "Escolher nova senha", href: options.link },
      footnote,
    }),
  };
}
