import { GENERATOR_LIMITS } from "../../../common/generators";
import type { ReplyToReviewInput, RestaurantContext } from "../engine";
import { type Noun, possessive } from "./grammar";
import type { Rng } from "./random";
import {
  COMPLAINT_LINES,
  CONTACT,
  COUPON,
  GREETINGS,
  INVITES_AFTER_COMPLAINT,
  INVITES_AFTER_PRAISE,
  LUKEWARM_LINES,
  NEUTRAL_LINES,
  PACKAGING_LINES,
  PRAISE_EXTRAS,
  PRAISE_OPENERS,
  PRAISE_PHRASES,
  PRICE_LINES,
  SIGN_OFFS,
  TASTE_LINES,
  type TopicLines,
} from "./replySentences";
import { type Complaint, type ReviewReading, readReview } from "./reviewTopics";
import { render } from "./template";
import { capitalize, joinList, sentences } from "./text";

/** Problems that need a private conversation; a coupon would sound like a bribe. */
const SERIOUS: readonly Complaint[] = ["health", "foreignBody", "notDelivered", "general", "courier", "service"];
/** Problems a coupon for the next order can make up for. */
const COUPON_FITS: readonly Complaint[] = ["delay", "cold", "melted", "wrongItem", "missingItem", "packaging", "portion", "taste"];

const ORDER: Noun = { text: "seu pedido", gender: "m", number: "s" };

function linesFor(topic: Exclude<Complaint, "taste">, reading: ReviewReading): TopicLines {
  if (topic === "price") return reading.billing ? PRICE_LINES.billing : PRICE_LINES.price;
  if (topic === "packaging") return reading.leak ? PACKAGING_LINES.leak : PACKAGING_LINES.damaged;
  return COMPLAINT_LINES[topic];
}

function signature(rng: Rng, restaurant: RestaurantContext | undefined): string {
  const name = restaurant?.name?.trim();
  return name ? `${rng.pick(SIGN_OFFS)},\nEquipe ${name}` : `${rng.pick(SIGN_OFFS)},\nNossa equipe`;
}

/** "Que bom saber que a pizza agradou e a entrega foi rápida!" */
function praiseSentence(reading: ReviewReading, dish: Noun | undefined): string | undefined {
  const shown = reading.praises.filter((p) => p !== "general" || reading.praises.length === 1).slice(0, 3);
  if (shown.length === 0) return undefined;
  const subject = dish ?? { text: "comida", gender: "f", number: "s" };
  const phrases = shown.map((p) => render(PRAISE_PHRASES[p], { subject }));
  return `Que bom saber que ${joinList(phrases)}!`;
}

const LEAD_VARIANTS: [RegExp, string][] = [
  [/^Sentimos muito /, "Também lamentamos muito "],
  [/^Lamentamos /, "Também sentimos muito "],
  [/^Pedimos desculpas /, "Também pedimos desculpas "],
];

/** Two apologies in a row that open alike read like a form letter: the second one says "também". */
function varyLead(apology: string, leads: string[]): string {
  const lead = apology.split(" ").slice(0, 2).join(" ");
  const repeated = leads.includes(lead);
  leads.push(lead);
  if (!repeated) return apology;
  for (const [re, replacement] of LEAD_VARIANTS) if (re.test(apology)) return apology.replace(re, replacement);
  return apology;
}

export function replyToReview(input: ReplyToReviewInput, rng: Rng, restaurant?: RestaurantContext): string {
  const reading = readReview(input.reviewText);
  const dish = reading.dish;
  // "a sua pizza", "os seus pastéis"; "o seu pedido" when no single dish is named.
  const yours: Noun = dish ? { ...dish, text: `${possessive(dish, "seu")} ${dish.text}` } : ORDER;
  const sign = signature(rng, restaurant);
  const finish = (body: string[]) => `${sentences(body)}\n\n${sign}`;

  if (reading.complaints.length === 0) {
    const praise = praiseSentence(reading, dish);
    if (praise) {
      return finish([rng.pick(PRAISE_OPENERS), praise, rng.pick(PRAISE_EXTRAS), rng.pick(INVITES_AFTER_PRAISE)]);
    }
    const middle = reading.lukewarm ? rng.pick(LUKEWARM_LINES) : rng.pick(NEUTRAL_LINES);
    return finish([rng.pick(GREETINGS), middle, rng.pick(INVITES_AFTER_PRAISE)]);
  }

  const opening = [rng.pick(GREETINGS), praiseSentence(reading, dish)].filter((s): s is string => Boolean(s));
  const points: { apology: string; action?: string }[] = [];
  const actions = new Set<string>();
  const topicLines = reading.complaints.flatMap((topic) =>
    topic === "taste"
      ? reading.tasteIssues.map((issue) => ({ lines: TASTE_LINES[issue], dishSafe: reading.tasteIssues.length === 1 }))
      : [{ lines: linesFor(topic, reading), dishSafe: true }],
  );
  const leads: string[] = [];
  for (const { lines, dishSafe } of topicLines) {
    // With two taste problems the dish named may not be the one each is about.
    const apology = varyLead(render(rng.pick(lines.apologies), { subject: dishSafe ? yours : ORDER }), leads);
    const fresh = !actions.has(lines.action.id);
    actions.add(lines.action.id);
    points.push(fresh ? { apology, action: rng.pick(lines.action.lines) } : { apology });
  }

  const closing: string[] = [];
  const serious = reading.complaints.some((c) => SERIOUS.includes(c)) || reading.billing;
  if (serious) closing.push(rng.pick(CONTACT));
  else if (reading.complaints.every((c) => COUPON_FITS.includes(c)) && rng.chance(0.5)) closing.push(rng.pick(COUPON));
  closing.push(rng.pick(INVITES_AFTER_COMPLAINT));

  // A review with many problems: every apology stays; the least urgent actions go first.
  const compose = () => finish([...opening, ...points.flatMap((p) => [p.apology, p.action]), ...closing].filter(Boolean) as string[]);
  let text = compose();
  for (let i = points.length - 1; i >= 0 && text.length >= GENERATOR_LIMITS.reviewResponse; i--) {
    const point = points[i];
    if (point) delete point.action;
    text = compose();
  }
  return capitalize(text);
}
