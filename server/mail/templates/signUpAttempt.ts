import { escapeHtml, htmlMail, type MailContent } from "./layout";
import { helloLine } from "./userText";

/**
 * To the owner of an address someone tried to sign up with again (issue 25):
 * the sign-up answered as for a new address, so only the mailbox learns it.
 * Carries a password-reset link in case the owner forgot they had an account.
 */
export function signUpAttemptMail(options: { firstName: string | null; resetLink: string }): MailContent {
  const hello = helloLine(options.firstName);
  const told =
    "Alguém tentou criar uma conta no Prato Cheio com este email, que já é da sua conta. Nenhuma conta nova foi criada e nada mudou na sua.";
  const ifYou =
    "Se foi você, entre com sua senha. Se não lembra dela, escolha uma nova pelo link abaixo (vale por 1 hora e funciona uma vez só).";
  const footnote = "Se não foi você, ignore este email: sua conta e sua senha continuam como estavam.";
  return {
    subject: "Tentaram criar uma conta com o seu email",
    text: [hello, "", told, "", ifYou, "", options.resetLink, "", footnote, "", "Equipe Prato Cheio"].join(
      "\n",
    ),
    html: htmlMail({
      title: "Tentaram criar uma conta com o seu email",
      paragraphs: [escapeHtml(hello), told, ifYou],
      button: { label: "Escolher nova senha", href: options.resetLink },
      footnote,
    }),
  };
}
