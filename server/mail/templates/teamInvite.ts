import { escapeHtml, htmlMail, type MailContent } from "./layout";

/** The mail that tells someone a restaurant owner invited them to the team. */
export function teamInviteMail(options: {
  invitedByName: string;
  restaurantName: string;
  email: string;
  link: string;
}): MailContent {
  const who = `${options.invitedByName} convidou você para a equipe do restaurante ${options.restaurantName} no Prato Cheio.`;
  const how = `Entre ou crie sua conta com este email (${options.email}), confirme o email e aceite o convite no painel.`;
  const footnote = "Se você não esperava este convite, ignore este email: nada muda sem o seu aceite.";
  return {
    subject: `Convite para a equipe do restaurante ${options.restaurantName}`,
    text: ["Olá!", "", who, "", how, "", options.link, "", footnote, "", "Equipe Prato Cheio"].join("\n"),
    html: htmlMail({
      title: "Você foi convidado para uma equipe",
      paragraphs: ["Olá!", escapeHtml(who), escapeHtml(how)],
      button: { label: "Entrar no Prato Cheio", href: options.link },
      footnote,
    }),
  };
}
