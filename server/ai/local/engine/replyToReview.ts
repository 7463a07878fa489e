import { GENERATOR_LIMITS } from "../../../../common/generators";
import type { ModerationReason, ReviewPoint, ReviewTopic } from "../../../../common/reviewPoints";
import type { ReplyToReviewInput, RestaurantContext } from "../../engine";
import {
  CANCELLED_LINES,
  CLOSINGS_WHILE_OPEN,
  COMPLAINT_GREETINGS,
  COMPLAINT_LINES,
  COURIER_DELAY_LINES,
  COURIER_ROUTE_LINES,
  CUSTOMISATION_LINES,
  FLAT_DRINK_LINES,
  FORGIVEN_WAIT_LINES,
  GREETINGS,
  INVITES_AFTER_COMPLAINT,
  INVITES_AFTER_PRAISE,
  LUKEWARM_LINES,
  NEUTRAL_LINES,
  PACKAGING_LINES,
  PRAISE_EXTRAS,
  PRAISE_OPENERS,
  PREPARED_LINES,
  PRICE_LINES,
  PUT_RIGHT_LINES,
  SIGN_OFFS,
  TASTE_LINES,
  type TopicLines,
  WARM_FLAT_DRINK_LINES,
} from "../data/replySentences";
import {
  APP_LINES,
  FEE_LINES,
  FILLING_LINES,
  OTHER_LINES,
  OTHER_UNQUOTED,
  REFUND_LINES,
  SILENT_CHAT_LINES,
  SLOW_ANSWER_LINES,
  UNWARNED_DELAY_LINES,
} from "../data/reviews/extraLines";
import { type Noun, possessive } from "./grammar";
import type { Rng } from "./random";
import { analyseReview, type ReviewAnalysis, withOwnerPoints } from "./reviews/analyse";
import { contactsOf, openDoorPt, privateContactPt } from "./reviews/contact";
import { writeEnglishModeratedReply, writeEnglishReply } from "./reviews/englishReply";
import { DOUBLE_CHARGE_LABEL } from "./reviews/ownWordsComplaints";
import { praiseSentence } from "./reviews/praise";
import { writeSafetyReply } from "./reviews/safetyReply";
import {
  NEW_TOPIC_LINES,
  writeModeratedReply,
  writeSpanishModeratedReply,
  writeSpanishReply,
  wrongItemLines,
} from "./reviews/specialReplies";
import type { Complaint, TasteIssue } from "./reviewTopics";
import { render } from "./template";
import { capitalize, fold, sentences } from "./text";

/** Points that need a private conversation rather than an open door. */
const SERIOUS: readonly ReviewTopic[] = [
  "notDelivered",
  "general",
  "courier",
  "service",
  "other",
  "app",
  "paidExtra",
  "diet",
  "unanswered",
];
/**
 * The same slip again, said: "de novo", "dnv", "terceira vez", "toda vez", "sempre esquecem". "faltou o ovo frito q
 * sempre vem" is what always comes, not a slip that always happens.
 */
const RECURRING =
  /(?<!\b(pedir|pedirei|pediria|pedi|peco|voltar|volto|voltaria|comprar|comprei|compraria|quero|vou|tentar|tento|tentaria|tentamos|experimentar|provar|arriscar|arrisco|chance|pedindo|pedimos) )\b(de novo|denovo|dnv|outra vez|novamente|mais uma vez|(segunda|terceira|quarta|quinta) vez|toda vez|todas as vezes|(?<!\b(que|q) )sempre (vem|veio|vinha|esquecem|erram|atrasa\w*|chega\w*|falta\w*))\b/;

/** "nem avisaram do atraso", "sem avisar nada": a wait nobody warned of. */
const UNWARNED =
  /\b(nem|sem|ninguem|nao (me )?(avisaram|avisou|informaram|informou))\b[^.!?]{0,12}\b(avis\w*|inform\w*|satisfacao)\b[^.!?]{0,25}\b(atras\w*|demor\w*)|\b(atras\w*|demor\w*)\b[^.!?]{0,40}\b(nem|sem|ninguem) (me |nos )?(avis\w*|inform\w*|deu satisfacao|deram satisfacao)/;

/** Chat shorthand an owner would not write back: "q", "cmg", "vc", "mt", "dnv", "kkk". */
const CHAT_SHORTHAND =
  /\b(q|cmg|mt|mto|vc|vcs|tb|tbm|pq|kk+\w*|mds|dnv|blz|vlw|msm|hj|agr|qnd|td|tds|oq|sla|pfv|mn|vei|vey|tlg|krl|pqp|ngm|fds|dps|obg)\b/;

/** What a courier did or said, as the customer tells it: the manner a "respeito e cordialidade" line answers. */
const COURIER_MANNER =
  /\b(gross[oa]s?|grosseir\w*|mal[- ]?educad\w*|sem educacao|estupid\w*|grit\w*|xing\w*|rude|ignorant\w*|arrogant\w*|debochad\w*|deboch\w*|atitude|jog\w*|resmung\w*|reclam\w*|cara feia|mal[- ]?humorad\w*|desrespeit\w*|ameac\w*|assedi\w*|cantad\w*|fuman\w*|bebad\w*|comeu|abriu|mexeu|violou|chut\w*|empurr\w*|bateu|ofend\w*|humilh\w*|seco|seca|impacien\w*|ironi\w*|recusou|nao quis|se negou|exigiu|cobrou|pediu (gorjeta|dinheiro|pix))\b/;

/** Reviews answered short and neutral, beside the moderation request (issue 28, item 4). */
const LEGAL_THREAT =
  /\b(procon|processo|processar|advogad\w*|justica|pequenas causas|vigilancia sanitaria)\b/;
const MODERATED: readonly ModerationReason[] = ["hate", "threat", "offensive", "noOrder"];

const ORDER: Noun = { text: "seu pedido", gender: "m", number: "s" };
const DRINK: Noun = { text: "sua bebida", gender: "f", number: "s" };
/** The filling of a dish: "quase não achei o recheio", "pouco catupiry", "podia vir mais queijo". */
const FILLING = /\b(recheio|catupiry|cheddar|cobertura|creme)\b|\b(pouco|mais|sem) queijo\b/;
/** The delivery fee: "taxa", "frete", "pagar R$ 12 de entrega". */
const FEE =
  /\b(taxa|frete)\b|\b(r\$ ?\d+([.,]\d+)?|\d+ reais|\d+ conto\w*) (de|da|na|pela|pra|para a) entrega\b/;

type Lines = { lines: TopicLines; subject: Noun; excerpt?: string };

/** Taste issues of one kind, the texture: said together ("murcha e borrachuda"), they are one point. */
const TEXTURE: readonly TasteIssue[] = ["dry", "soggy", "watery"];

/** A late order and a courier point that names no manner: the courier's route made the wait. */
const routeDelay = (a: ReviewAnalysis) =>
  !a.reading.forgivenWait &&
  a.points.some((p) => p.topic === "delay") &&
  a.points.some((p) => p.topic === "courier" && !COURIER_MANNER.test(fold(p.excerpt)));

/** "só responderam duas horas depois", "demoraram horas pra responder": an answer that came, late. */
const SLOW_ANSWER =
  /\b(so )?(responderam|respondeu|retornaram|retornou|atenderam|deram retorno)\b.{0,20}\b(\d+|uma|duas|tres|horas?|dias?|minutos?) ?(\w+ )?depois\b|\b(demoraram|demorou|levaram|levou) (\w+ ){0,2}(pra|para) (responder|atender|retornar)\b/;

/** Words of flavour: a taste point told in none of them is answered about its making, not its taste. */
const FLAVOUR_WORDS =
  /\b(sabor\w*|gosto\w*|gostos\w*|tempero\w*|temperad\w*|sal|salgad\w*|doce|adocicad\w*|azed\w*|amarg\w*|insoss\w*|sem graca|ruim|horrivel|pessim\w*|nojent\w*|intragavel|comivel|apimentad\w*|picante|ardid\w*|enjoativ\w*|forte|fraco|aguad\w*|gordurent\w*|oleos\w*|ranco)\b/;

/** The sentences for one point; a taste point may hold two problems ("salgado e frio por dentro"). */
function linesFor(point: ReviewPoint, a: ReviewAnalysis, yours: (c: Complaint) => Noun): Lines[] {
  const r = a.reading;
  const topic = point.topic;
  const one = (lines: TopicLines, subject: Noun = ORDER): Lines[] => [{ lines, subject }];
  if (a.putRight?.includes(topic) && topic in PUT_RIGHT_LINES)
    return one(PUT_RIGHT_LINES[topic as keyof typeof PUT_RIGHT_LINES]);
  switch (topic) {
    case "taste": {
      const texture = r.tasteIssues.find((i) => TEXTURE.includes(i));
      const issues = r.tasteIssues.filter(
        (i) =>
          (i !== "raw" || !a.points.some((p) => p.topic === "raw")) &&
          // "murcha e borrachuda": one texture, answered once, not as two problems.
          (!TEXTURE.includes(i) || i === texture),
      );
      const shown = issues.length > 0 ? issues : (["other"] as const);
      const flavourSaid = FLAVOUR_WORDS.test(fold(point.excerpt));
      return shown.map((issue) => ({
        lines: issue === "other" && !flavourSaid ? PREPARED_LINES : TASTE_LINES[issue],
        subject: shown.length === 1 ? yours("taste") : ORDER,
      }));
    }
    case "customisation":
      return one(r.leftOut ? CUSTOMISATION_LINES.known : CUSTOMISATION_LINES.unknown);
    case "price":
      // "cobraram a taxa de entrega 2x": a charge to check first, whatever it was for.
      return one(r.billing ? PRICE_LINES.billing : FEE.test(a.text) ? FEE_LINES : PRICE_LINES.price);
    case "packaging":
      return one(r.leak ? PACKAGING_LINES.leak : PACKAGING_LINES.damaged);
    case "service":
      return one(
        r.cancelled ? CANCELLED_LINES : a.failed.length > 0 ? SILENT_CHAT_LINES : COMPLAINT_LINES.service,
      );
    case "delay":
      if (r.forgivenWait) return one(FORGIVEN_WAIT_LINES, yours("delay"));
      if (routeDelay(a)) return one(COURIER_DELAY_LINES);
      return one(UNWARNED.test(a.text) ? UNWARNED_DELAY_LINES : COMPLAINT_LINES.delay, yours("delay"));
    case "warmDrink":
      if (!r.flat && /\bsem gas\b/.test(a.text)) return one(WARM_FLAT_DRINK_LINES);
      return one(r.flat ? FLAT_DRINK_LINES : COMPLAINT_LINES.warmDrink, yours("warmDrink"));
    case "courier":
      // "grosso", "jogou a sacola": the courier's manner, regretted as such; anything else is the delivery's, and
      // beside a late order the delay's line says it ("o motoboy rodou o bairro inteiro").
      if (routeDelay(a)) return [];
      return one(COURIER_MANNER.test(fold(point.excerpt)) ? COMPLAINT_LINES.courier : COURIER_ROUTE_LINES);
    case "app":
      return one(a.moderation?.reason === "refund" ? REFUND_LINES : APP_LINES);
    case "other":
      // "cobrou duas vezes": the charge's own line ("problema na cobrança") answers it; quoted too, it is said twice.
      if (point.label === DOUBLE_CHARGE_LABEL && a.points.some((p) => p.topic === "price")) return [];
      return point.excerpt
        ? [{ lines: OTHER_LINES, subject: ORDER, excerpt: point.excerpt }]
        : one(OTHER_UNQUOTED);
    case "praise":
      return [];
    case "wrongItem": {
      const named = wrongItemLines(point.label);
      if (named) return one(named);
      return one(COMPLAINT_LINES.wrongItem, yours("wrongItem"));
    }
    case "portion":
      if (FILLING.test(fold(point.excerpt))) return one(FILLING_LINES);
      return one(COMPLAINT_LINES.portion, yours("portion"));
    case "unanswered":
      return one(SLOW_ANSWER.test(a.text) ? SLOW_ANSWER_LINES : NEW_TOPIC_LINES.unanswered);
    case "paidExtra":
    case "pricePortion":
    case "diet":
      return one(NEW_TOPIC_LINES[topic]);
    default:
      if (topic in COMPLAINT_LINES) {
        const key = topic as keyof typeof COMPLAINT_LINES;
        return one(COMPLAINT_LINES[key], yours(key as Complaint));
      }
      return [];
  }
}

/** "o motoboy ligou 5 vezes": a quote that reads inside a sentence. */
function inSentence(excerpt: string): string {
  const t = excerpt.replace(/[.!?…\s]+$/, "");
  return /^\p{Lu}\p{Ll}/u.test(t) ? t.charAt(0).toLocaleLowerCase("pt-BR") + t.slice(1) : t;
}

/** Two apologies in a row that open alike read like a form letter: the second one says "também". */
function varyLead(apology: string, leads: string[]): string {
  const lead = apology.split(" ")[0] ?? "";
  const repeated = leads.includes(lead);
  leads.push(lead);
  if (!repeated || !/^(Sentimos|Lamentamos|Pedimos)\b/.test(apology)) return apology;
  return `Também ${apology.charAt(0).toLowerCase()}${apology.slice(1)}`;
}

function signature(rng: Rng, restaurant: RestaurantContext | undefined, sober: boolean): string {
  const name = restaurant?.name?.trim();
  const off = sober ? "Atenciosamente" : rng.pick(SIGN_OFFS);
  return name ? `${off},\nEquipe ${name}` : `${off},\nNossa equipe`;
}

export function replyToReview(input: ReplyToReviewInput, rng: Rng, restaurant?: RestaurantContext): string {
  const read = analyseReview(input.reviewText);
  const a = input.points ? withOwnerPoints(read, input.points) : read;
  // The owner's own points: a quoted clause could bring back one they removed.
  return writeReply(a, rng, restaurant, { quote: !input.points });
}

/** Words that name a complaint (folded), and the chips that may hold it: never quoted without one of them. */
const STRICT_WORDS: [ReviewTopic[], RegExp][] = [
  [["missingItem", "paidExtra", "notDelivered", "portion"], /\bfalt(ou|aram|ando|a)\b/],
  [["wrongItem", "customisation", "allergy", "diet"], /\berrad|\btrocad/],
  [["delay", "notDelivered", "courier"], /\bdemor|\batras/],
  [["cold", "melted", "warmDrink"], /\bfri[oa]s?\b/],
];
/** A channel named in the customer's words: offered only by its value, never quoted. */
const CHANNEL_WORDS = /\btelefone\b|\bligue|whatsapp|\be-?mail\b|\bphone\b/;
/** Words of a food-safety case (folded): quoted back only when the reply treats the review as one. */
const SAFETY_WORDS =
  /\bcru[as]?\b|mal passad|estragad|\bazed|alergi|alergen|cabelo|inseto|barata|passou mal|passei mal|intoxica/;

/**
 * Openings that take up the customer's own words ("…quando você diz
 * “cadê o refri”"): a short excerpt only, and never one the marketplace
 * could find offensive (those reviews carry no quotable point).
 */
function quotingGreetings(a: ReviewAnalysis, complaints: readonly ReviewPoint[]): string[] {
  if (a.moderation?.reason === "offensive") return [];
  // Short, and not a word said twice in a row ("frio frio frio") that would read like a slip of ours.
  const quotable = complaints.find(
    (p) =>
      // An "other" point is quoted in its own line already: the opening would say it twice.
      p.topic !== "other" &&
      // A wait forgiven, or a slip already put right, is thanked, not quoted back as if it were the complaint.
      !(p.topic === "delay" && a.reading.forgivenWait) &&
      !a.putRight?.includes(p.topic) &&
      p.excerpt &&
      p.excerpt.length >= 8 &&
      p.excerpt.length <= 60 &&
      // Its own clause only: "Demorou muito e a embalagem veio aberta" also holds the packaging point.
      !a.points.some((o) => o !== p && o.excerpt && p.excerpt?.includes(o.excerpt)) &&
      !/(^|[^\p{L}])(\p{L}+)\s+\2(?!\p{L})/iu.test(p.excerpt) &&
      // "parabéns pela pizza de papelão 👏👏", "foi grosso cmg": an emoji or chat shorthand quoted back by the
      // owner reads as mockery.
      !/\p{Extended_Pictographic}/u.test(p.excerpt) &&
      !CHAT_SHORTHAND.test(fold(p.excerpt)) &&
      // "pediu 2 esfihas de carne, veio 2 de queijo", "o seu açaí… derretido": the point's own line says it again.
      !(p.topic === "wrongItem" && p.label.startsWith("Item errado: pediu")) &&
      !(["melted", "cold", "warmDrink"].includes(p.topic) && p.topic in a.reading.dishes) &&
      // "a esfiha tava crua no meio" (dough, not meat): a quote never brings a safety word the chips do not hold.
      (a.safety || !SAFETY_WORDS.test(fold(p.excerpt))) &&
      // "liguei várias vezes…" quoted would read as if we offered the phone.
      !CHANNEL_WORDS.test(fold(p.excerpt)) &&
      // "faltou o troco" quoted would name a missing item the chips do not hold.
      !STRICT_WORDS.some(
        ([topics, re]) => re.test(fold(p.excerpt)) && !a.points.some((o) => topics.includes(o.topic)),
      ),
  );
  if (!quotable) return [];
  // "só que demorou quase duas horas": the joint to the praise before is no part of the complaint quoted.
  const words = inSentence(
    quotable.excerpt.replace(/^(só que|so que|mas|porém|porem|e|aí|ai|daí|dai)\s+/i, ""),
  );
  // Never "Obrigado por contar que “esperei 1h40”": a thank-you for a complaint, in the customer's own words,
  // reads as if we were glad of it.
  return [`Olá, lemos com atenção a sua avaliação, em especial quando você diz “${words}”.`];
}

export function writeReply(
  read: ReviewAnalysis,
  rng: Rng,
  restaurant?: RestaurantContext,
  options: { quote?: boolean } = {},
): string {
  const a: ReviewAnalysis = { ...read, contacts: contactsOf(restaurant) };
  // An insult, a slur, a threat or a rumour gets the short neutral reply in every language (safety first).
  // A rumour, of a food-safety case too, is never answered point by point: nothing in it is confirmed.
  const rumour = a.moderation?.reason === "noOrder";
  const moderated = rumour || (!a.safety && a.moderation !== null && MODERATED.includes(a.moderation.reason));
  if (a.language === "en")
    return moderated
      ? writeEnglishModeratedReply(a, restaurant?.name)
      : writeEnglishReply(a, rng, restaurant?.name);
  if (a.language === "es")
    return moderated
      ? writeSpanishModeratedReply(a, restaurant?.name)
      : writeSpanishReply(a, rng, restaurant?.name);
  // A review for moderation is signed soberly: no "Com carinho" under an insult.
  // "Vou no Procon": a serious, private, non-committal reply: no cheer, no invitation back.
  const legal = LEGAL_THREAT.test(a.text);
  const sign = signature(rng, restaurant, a.safety || legal || a.moderation !== null);
  if (moderated) return writeModeratedReply(a, sign);
  if (a.safety) return writeSafetyReply(a, a.points, rng, sign);
  const finish = (body: (string | undefined)[]) => `${sentences(body)}\n\n${sign}`;
  const complaints = a.points.filter((p) => p.topic !== "praise");
  const praised = a.points.some((p) => p.topic === "praise");
  // Only a praise-only reply varies its lead: in a mixed one the praise line stays short and plain.
  const praise = praised ? praiseSentence(a.reading, complaints.length === 0 ? rng : undefined) : undefined;

  // "vou denunciar pra vigilância sanitária": a legal threat with no point read is answered seriously, in private,
  // never with the neutral reply's cheer and invitation back.
  if (complaints.length === 0 && legal)
    return finish([
      "Olá.",
      "Recebemos a sua avaliação e levamos muito a sério o que você relata.",
      privateContactPt(rng, a.failed, a.contacts),
    ]);
  if (complaints.length === 0) {
    if (praise) {
      // "Que alegria ler isso! Que alegria ler que…": the opener never starts as the praise line does.
      const lead = (s: string) => s.split(/\s+/).slice(0, 2).join(" ").toLowerCase();
      const openers = PRAISE_OPENERS.filter((o) => lead(o) !== lead(praise));
      return finish([
        rng.pick(openers.length > 0 ? openers : PRAISE_OPENERS),
        praise,
        rng.pick(PRAISE_EXTRAS),
        rng.pick(INVITES_AFTER_PRAISE),
      ]);
    }
    const middle = a.reading.lukewarm ? rng.pick(LUKEWARM_LINES) : rng.pick(NEUTRAL_LINES);
    return finish([rng.pick(GREETINGS), middle, rng.pick(INVITES_AFTER_PRAISE)]);
  }

  // "a sua pizza", "os seus pastéis"; "o seu pedido" when the sentence names no single dish.
  const yours = (topic: Complaint): Noun => {
    const dish = a.reading.dishes[topic];
    if (dish) return { ...dish, text: `${possessive(dish, "seu")} ${dish.text}` };
    return topic === "warmDrink" ? DRINK : ORDER;
  };
  const points: { apology: string; action?: string }[] = [];
  const actions = new Set<string>();
  const leads: string[] = [];
  for (const { lines, subject, excerpt } of complaints.flatMap((p) => linesFor(p, a, yours))) {
    const values = { item: a.reading.leftOut, excerpt: excerpt ? inSentence(excerpt) : undefined };
    const apology = varyLead(render(rng.pick(lines.apologies), { subject, values }), leads);
    const fresh = !actions.has(lines.action.id);
    actions.add(lines.action.id);
    points.push(fresh ? { apology, action: rng.pick(lines.action.lines) } : { apology });
  }

  const serious =
    complaints.some((p) => SERIOUS.includes(p.topic)) || a.reading.billing || a.failed.length > 0;
  // Closings by situation: a problem still open asks for contact and offers help more than a next order.
  const open = a.reading.billing || a.failed.length > 0 || complaints.some((p) => p.topic === "missingItem");
  // A legal threat, or a diet the customer declared and we broke (meat for a vegetarian): a private
  // conversation and nothing more (no invitation back, no next order).
  // Every slip already put right and thanked for: the door left open as after praise, no trust "to win back".
  const allPutRight = complaints.every((p) => a.putRight?.includes(p.topic));
  const closing = allPutRight
    ? [rng.pick(INVITES_AFTER_PRAISE)]
    : legal || complaints.some((p) => p.topic === "diet")
      ? [privateContactPt(rng, a.failed, a.contacts)]
      : [
          serious
            ? privateContactPt(rng, a.failed, a.contacts)
            : rng.chance(0.5)
              ? openDoorPt(rng, a.failed, a.contacts)
              : undefined,
          rng.pick(open && rng.chance(0.6) ? CLOSINGS_WHILE_OPEN : INVITES_AFTER_COMPLAINT),
        ];
  const opening = [
    rng.pick([
      ...GREETINGS,
      ...COMPLAINT_GREETINGS,
      ...(options.quote === false ? [] : quotingGreetings(a, complaints)),
    ]),
    praise,
  ];
  // Several points in the order the customer wrote them, or the other way round: not always one shape.
  if (points.length > 1 && rng.chance(0.4)) {
    points.reverse();
    // "Também sentimos muito…" belongs to the second apology of the same lead, in the new order too.
    const reversedLeads: string[] = [];
    for (const p of points)
      p.apology = varyLead(
        p.apology.startsWith("Também ") ? capitalize(p.apology.slice("Também ".length)) : p.apology,
        reversedLeads,
      );
  }
  // "Olá, obrigado por compartilhar… Obrigado por nos avisar sobre a quantidade": one thank-you, not two in a row.
  const thanks = /obrigad|agradec/i;
  if (thanks.test(opening[0] ?? "") && !praise && /^Obrigad/.test(points[0]?.apology ?? ""))
    opening[0] = GREETINGS.find((g) => !thanks.test(g)) ?? opening[0];
  // A review with many problems: every apology stays; the least urgent actions go first.
  // "de novo. terceira vez", "vcs erram TODA vez": the same slip again is owned as such, not as a first one.
  const again =
    !allPutRight && RECURRING.test(a.text)
      ? "Sabemos que não é a primeira vez, e isso torna tudo mais sério para nós."
      : undefined;
  const compose = () =>
    finish([...opening, ...points.flatMap((p) => [p.apology, p.action]), again, ...closing]);
  let text = compose();
  for (let i = points.length - 1; i >= 0 && text.length >= GENERATOR_LIMITS.reviewResponse; i--) {
    const point = points[i];
    if (point) delete point.action;
    text = compose();
  }
  return capitalize(text);
}
