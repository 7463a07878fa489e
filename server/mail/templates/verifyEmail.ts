import { escapeHtml, htmlMail, type MailContent } from "./layout";
import { helloLine } from "./userText";

/** The mail that confirms a new account's address (link valid 48 h, single use). */
export function verifyEmailMail(options: { firstName: string | null; link: string }): MailContent {
  const hello = helloLine(options.firstName);
  const footnote = "Se você não criou uma conta no Prato Cheio, ignore este email: nada será feito.";
  return {
    subject: "Confirme seu email no Prato Cheio",
    text: [
      hello,
      "",
      "Sua conta no Prato Cheio foi criada. Para confirmar que este email é seu, abra o link abaixo:",
      "",
      options.link,
      "",
      "O link vale por 48 horas e funciona uma vez só.",
      "",
      footnote,
      "",
      "Equipe Prato Cheio",
    ].join("\n"),
    html: htmlMail({
      title: "Confirme seu email",
      paragraphs: [
        escapeHtml(hello),
        "Sua conta no Prato Cheio foi criada. Para confirmar que este email é seu, toque no botão abaixo.",
        "O link vale por 48 horas e funciona uma vez só.",
      ],
      button: { label: "Confirmar meu email", href: options.link },
      footnote,
    }),
  };
}
