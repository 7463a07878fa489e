import type { ReviewPoint, ReviewPointRequest, ReviewTopic } from "../../common/reviewPoints";
import { analyseReview, withOwnerPoints } from "./local/engine/reviews/analyse";
import { type OwnerContacts, offeredChannels } from "./local/engine/reviews/contact";
import { fold } from "./local/engine/text";

/**
 * Checks a reply to a review (the built-in engine's or a model's) the way an
 * owner would before pasting it: every point the review raises is answered,
 * and a food-safety review gets a safe answer (serious, private, no cheer, no
 * invitation back, no compensation, not the chat the customer said failed).
 * Pure: no I/O, a few milliseconds. An empty list means the reply may go out.
 */

export type ReplyProblem = {
  rule:
    | "point"
    | "language"
    | "invitation"
    | "emoji"
    | "cheer"
    | "contact"
    | "failedChannel"
    | "compensation"
    | "fault"
    | "invented"
    | "channel"
    | "quotedInsult";
  /** The point's topic for "point"; what was found otherwise. */
  detail: string;
};

/** Words that show a point was answered (folded: no accents, lowercase), in Portuguese, English or Spanish. */
export const ANSWERS: Record<Exclude<ReviewTopic, "other">, RegExp> = {
  delay: /demor|atras|espera|tempo de entrega|took so long|delay|late\b|wait/,
  notDelivered:
    /nao (tenha )?cheg|nao receb|nao foi entregue|never (arrived|reached)|not delivered|no haya llegado/,
  cold: /\bfri[oa]s?\b|temperatura|quent|\bcold\b|temperature/,
  warmDrink: /gelad|sem gas|bebida|\bdrink/,
  melted: /derret|melted|frozen/,
  wrongItem: /errad|troca|diferente do que|\bwrong\b|equivocad/,
  customisation:
    /observac|\bsem [a-z]+|\bnote\b|request|nota de su pedido|\baviso (de|da|do|que)\b|\bo que (voce )?pediu\b/,
  missingItem: /faltou|falt[ao]|incomplet|missing/,
  portion: /porc(ao|oes|ionamento|ion)|quantidade|portion|cantidad/,
  packaging: /embala|vaz|amassad|packag|spill|packed|empaque/,
  taste: /sabor|tempero|ponto|textura|crocancia|fritura|preparo|\btaste|flavou?r|kitchen/,
  raw: /\bcru[as]?\b|cozimento|mal passad|undercooked|\braw\b|cook|coccion/,
  spoiled: /estragad|estado da comida|estado de la comida|validade|spoil|rotten/,
  foreignBody: /encontr|cabelo|inseto|barata|corpo estranho|higiene|found|hair/,
  poisoning:
    /mal-estar|mal estar|passou mal|se sentir|saude|unwell|sick|feeling better|sentido mal|este mejor/,
  allergy: /alergi|restricao|allerg|dietary|restriccion/,
  courier: /entrega|entregador|courier|driver|delivery/,
  price: /preco|precio|valor|cobran|taxa|price|fee|charge/,
  app: /\bapp\b|aplicativo|aplicacion/,
  service: /atendimento|mensage|resposta|cancelamento|service|message|repl(y|ied)|answer|atencion/,
  general: /experiencia|expectativa|experience/,
  praise: /obrigad|que bom|feliz|alegria|agrad|thank|glad|delighted|gracias/,
  paidExtra: /adicion|extra|pag[oa]u? (a mais|por)|cobrad|added|paid|pago/,
  pricePortion: /porc(ao|oes)|quantidade|tamanho|portion|porcion/,
  diet: /restric|dieta|diabet|vegetarian|vegan|gluten|acucar|zero|diet/,
  unanswered: /atend|ligac|telefone|mensage|resposta|sem retorno|answer|call|contest|llamada|mensaje/,
};

const INVITATION =
  /volte|voltar|proximo pedido|nova chance|nova oportunidade|ver voce de novo|esperamos (ver|receber) voce|te esperamos|ate a proxima|em breve|come back|next (order|time)|see you|hope to (see|serve|cook)/;
const CHEER =
  /!|alegria|\bfeliz|ótimo|\botimo|delici|maravilh|que bom|adoramos|carinho|abraco|surpreend|great|glad|delighted|happy|awesome|enjoy/;
const EMOJI = /\p{Extended_Pictographic}/u;
const PRIVATE = /chat|whatsapp|telefone|ligu|em particular|privad|phone|privately|direct message/;
const COMPENSATION =
  /cupom|cupons|desconto|reembols|estorn|devolucao do dinheiro|dinheiro de volta|ressarc|brinde|cortesia|por nossa conta|gratis|de graca|voucher|refund|discount|free of charge|on the house/;
const FAULT =
  /culpa (foi )?nossa|nosso erro|erramos|falha nossa|foi culpa|negligen|contaminad|our fault|we made a mistake|our mistake|negligen/;

/**
 * Issue 28, item 3: a reply that names a complaint the chips do not hold
 * invents it. Strict words per topic (not ANSWERS, which is generous on
 * purpose), for the complaints that hurt most when made up.
 */
export const INVENTED: Partial<Record<ReviewTopic, RegExp>> = {
  allergy: /alergi|alergen|allerg/,
  foreignBody: /cabelo|inseto|barata|corpo estranho|\bhair\b|insect|cockroach/,
  spoiled: /estragad|\bazed|spoil|rotten/,
  raw: /\bcru[as]?\b|mal passad|undercooked|\braw\b/,
  poisoning: /mal-estar|mal estar|passou mal|intoxica|unwell|\bsick\b/,
  wrongItem: /errad|trocad|\bwrong\b|equivocad/,
  missingItem: /faltou|faltando|falta de item|\bmissing\b|\bfalto\b/,
  delay: /demor|atras|\blate\b|delay|retraso|tardanza/,
  cold: /\bfri[oa]s?\b|\bcold\b/,
  notDelivered: /nao (foi entregue|chegou)|never arrived|no llego/,
};
/** Topics whose words may stand for another chip ("o pedido errado" is a wrong item, also read as "other"). */
const COVERS: Partial<Record<ReviewTopic, readonly ReviewTopic[]>> = {
  wrongItem: ["wrongItem", "customisation", "allergy", "diet"],
  missingItem: ["missingItem", "paidExtra", "notDelivered", "portion"],
  delay: ["delay", "notDelivered", "courier"],
  cold: ["cold", "melted", "warmDrink"],
  allergy: ["allergy", "diet"],
  spoiled: ["spoiled"],
  raw: ["raw"],
  foreignBody: ["foreignBody"],
  poisoning: ["poisoning"],
  notDelivered: ["notDelivered"],
};

/** The complaints a reply names that none of the chips holds. */
export function inventedTopics(reply: string, topics: readonly ReviewTopic[]): ReviewTopic[] {
  const text = fold(reply);
  return (Object.keys(INVENTED) as ReviewTopic[]).filter((t) => {
    if ((COVERS[t] ?? [t]).some((c) => topics.includes(c))) return false;
    // An "other" chip may be about anything: its own words are the customer's.
    return INVENTED[t]?.test(text) ?? false;
  });
}

/** The customer's own words of the "other" points, folded: quoted back, they name no complaint of their own. */
export const otherWords = (points: readonly ReviewPoint[]) =>
  fold(points.map((p) => (p.topic === "other" ? p.excerpt : "")).join(" "));

/** The folded reply says the insult as a word of its own ("cu" is not in "cuidado"). */
export function quotesInsult(foldedReply: string, insult: string): boolean {
  const word = fold(insult).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(^|[^a-z0-9])${word}($|[^a-z0-9])`).test(foldedReply);
}

/** Most of the customer's own words of an "other" point are in the reply (a model may paraphrase a little). */
function quotes(reply: string, excerpt: string): boolean {
  const words = fold(excerpt)
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 4);
  if (words.length === 0) return true;
  const said = words.filter((w) => reply.includes(w)).length;
  return said / words.length >= 0.5;
}

export function checkReply(
  reviewText: string,
  reply: string,
  options: { points?: readonly ReviewPointRequest[] | undefined; contacts?: OwnerContacts | undefined } = {},
): ReplyProblem[] {
  const read = analyseReview(reviewText);
  const a = options.points ? withOwnerPoints(read, options.points) : read;
  const text = fold(reply);
  const problems: ReplyProblem[] = [];
  const chips = a.points.map((p) => p.topic);
  const others = otherWords(a.points);
  // An "other" chip's own words may say it ("o pedido veio trocado" quoted back).
  for (const t of inventedTopics(reply, chips))
    if (!INVENTED[t]?.test(others)) problems.push({ rule: "invented", detail: t });
  // A channel is offered only by its value: no "WhatsApp da loja" without the number the owner gave.
  const offered = offeredChannels(a.failed, options.contacts).map((o) => o.channel);
  if (/whatsapp/.test(text) && !offered.includes("whatsapp"))
    problems.push({ rule: "channel", detail: "whatsapp" });
  if (/\btelefone\b|\bligue|\bphone\b/.test(text) && !offered.includes("phone"))
    problems.push({ rule: "channel", detail: "telefone" });
  if (/\be-?mail\b/.test(text) && !offered.includes("email"))
    problems.push({ rule: "channel", detail: "e-mail" });
  for (const word of a.insults)
    if (quotesInsult(text, word)) problems.push({ rule: "quotedInsult", detail: "***" });
  for (const p of a.points) {
    const ok = p.topic === "other" ? quotes(text, p.excerpt) : ANSWERS[p.topic].test(text);
    // Praise needs no answer in a safety reply: thanking for it would be the cheer the rules forbid.
    if (!ok && !(p.topic === "praise" && a.safety)) problems.push({ rule: "point", detail: p.topic });
  }
  const found = (rule: ReplyProblem["rule"], re: RegExp, source = text) => {
    const m = re.exec(source);
    if (m) problems.push({ rule, detail: m[0] });
  };
  found("compensation", COMPENSATION);
  const english =
    /\b(sorry|thank|we|your|order)\b/.test(text) && !/\b(pedido|voce|sentimos|obrigad)\b/.test(text);
  if ((a.language === "en") !== english) problems.push({ rule: "language", detail: a.language });
  if (!a.safety) return problems;
  found("invitation", INVITATION);
  found("emoji", EMOJI, reply);
  // The customer's own words quoted back ("“infelizmente me fez mal”") are not the reply cheering.
  found("cheer", CHEER, text.replace(/[“"][^”"]*[”"]/g, " "));
  found("fault", FAULT);
  if (!PRIVATE.test(text)) problems.push({ rule: "contact", detail: "nenhum contato privado" });
  if (a.failed.includes("chat") && /\bchat\b/.test(text))
    problems.push({ rule: "failedChannel", detail: "chat" });
  if (a.failed.includes("whatsapp") && /whatsapp/.test(text))
    problems.push({ rule: "failedChannel", detail: "whatsapp" });
  return problems;
}

/** Thrown by `checkedReply` so the model engine retries, then answers with the built-in engine. */
export class ReplyCheckError extends Error {
  override name = "ReplyCheckError";
  constructor(readonly problems: ReplyProblem[]) {
    super(`resposta reprovada: ${problems.map((p) => `${p.rule} (${p.detail})`).join(", ")}`);
  }
}

/**
 * For openai.ts's `ask(…, adjust, …)`: passes a model's `{ response }` through
 * when checkReply finds nothing, throws ReplyCheckError otherwise (a retry,
 * then the built-in engine's reply). Anything that is not `{ response: string }`
 * is left for the schema to refuse.
 */
export function checkedReply(
  input: {
    reviewText: string;
    points?: readonly ReviewPointRequest[] | undefined;
  },
  contacts?: OwnerContacts,
): (value: unknown) => unknown {
  return (value) => {
    const response = (value as { response?: unknown } | null)?.response;
    if (typeof response !== "string") return value;
    const problems = checkReply(input.reviewText, response, { points: input.points, contacts });
    if (problems.length > 0) throw new ReplyCheckError(problems);
    return value;
  };
}
