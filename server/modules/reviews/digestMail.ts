import { escapeHtml, htmlMail, type MailContent } from "../../mail/templates/layout";
import { helloLine, userText } from "../../mail/templates/userText";

export type DigestItem = { restaurant: string; stars: number | null; text: string; when: string };

/** "★★☆☆☆ · vence hoje · Pizzaria X: “A pizza chegou fria…”" — the customer's words, short and inert. */
function itemLine(item: DigestItem): string {
  const stars = item.stars === null ? "sem nota" : `${"★".repeat(item.stars)}${"☆".repeat(5 - item.stars)}`;
  const excerpt = userText(item.text.replace(/\s+/g, " "), 90);
  return `${stars} · ${item.when} · ${userText(item.restaurant, 60)}: “${excerpt}”`;
}

/** The daily list of reviews due (plain text and HTML), with the inbox and the one-tap unsubscribe. */
export function reviewDigestMail(options: {
  firstName: string | null;
  items: DigestItem[];
  total: number;
  inboxLink: string;
  unsubscribeLink: string;
}): MailContent {
  const hello = helloLine(options.firstName);
  const count = `${options.total} ${options.total === 1 ? "avaliação precisa" : "avaliações precisam"} de resposta`;
  const intro = `${count} até amanhã (ou já passaram do prazo) no app de delivery:`;
  const more =
    options.total > options.items.length ? `…e mais ${options.total - options.items.length}.` : null;
  const footnote = `Você recebe este resumo porque ligou o aviso na caixa de avaliações. Para não receber mais: ${options.unsubscribeLink}`;
  return {
    subject: `${count} hoje`,
    text: [
      hello,
      "",
      intro,
      "",
      ...options.items.map((i) => `- ${itemLine(i)}`),
      ...(more ? [more] : []),
      "",
      `Responder agora: ${options.inboxLink}`,
      "",
      footnote,
      "",
      "Equipe Prato Cheio",
    ].join("\n"),
    html: htmlMail({
      title: count,
      paragraphs: [
        escapeHtml(hello),
        escapeHtml(intro),
        options.items.map((i) => escapeHtml(itemLine(i))).join("<br>") +
          (more ? `<br>${escapeHtml(more)}` : ""),
      ],
      button: { label: "Abrir a caixa de avaliações", href: options.inboxLink },
      footnote,
    }),
  };
}
