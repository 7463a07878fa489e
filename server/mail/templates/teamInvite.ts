import { escapeHtml, htmlMail, type MailContent } from "./layout";
import { MAIL_NAME_MAX as NAME_MAX, userText } from "./userText";

/**
 * The mail that invites someone to a restaurant's team. The restaurant's and
 * the owner's names are typed by the owner, so they go in one line, capped,
 * with links neutralised (userText): the only link is ours, with the token.
 * The invited address is not repeated: the mail reached it.
 */
export function teamInviteMail(options: {
  invitedByName: string;
  restaurantName: string;
  link: string;
  validDays: number;
}): MailContent {
  const restaurant = userText(options.restaurantName, NAME_MAX);
  const owner = userText(options.invitedByName, NAME_MAX);
  const who = `${owner} convidou você para a equipe do restaurante ${restaurant} no Prato Cheio.`;
  const how =
    "Abra o link abaixo, entre ou crie sua conta com o email em que você recebeu este convite e toque em “Aceitar convite”.";
  const validity = `O link vale por ${options.validDays} dias e funciona uma vez só.`;
  const footnote = "Se você não esperava este convite, ignore este email: nada muda sem o seu aceite.";
  return {
    subject: `Convite para a equipe do restaurante ${restaurant}`,
    text: [
      "Olá!",
      "",
      who,
      "",
      how,
      "",
      options.link,
      "",
      validity,
      "",
      footnote,
      "",
      "Equipe Prato Cheio",
    ].join("\n"),
    html: htmlMail({
      title: "Você foi convidado para uma equipe",
      paragraphs: ["Olá!", escapeHtml(who), escapeHtml(how), escapeHtml(validity)],
      button: { label: "Abrir o convite", href: options.link },
      footnote,
    }),
  };
}
