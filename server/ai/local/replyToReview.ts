import { GENERATOR_LIMITS } from "../../../common/generators";
import type { ReplyToReviewInput, RestaurantContext } from "../engine";
import { type Noun, possessive } from "./grammar";
import type { Rng } from "./random";
import {
  CANCELLED_LINES,
  COMPLAINT_LINES,
  CONTACT,
  CUSTOMISATION_LINES,
  FLAT_DRINK_LINES,
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
  SPOILED_LINES,
  TALK_TO_US,
  TASTE_LINES,
  type TopicLines,
} from "./replySentences";
import { type Complaint, type ReviewReading, readReview } from "./reviewTopics";
import { render } from "./template";
import { capitalize, joinList, sentences } from "./text";

/** Problems that need a private conversation. */
const SERIOUS: readonly Complaint[] = [
  "health",
  "foreignBody",
  "notDelivered",
  "general",
  "courier",
  "service",
];

const ORDER: Noun = { text: "seu pedido", gender: "m", number: "s" };
const DRINK: Noun = { text: "sua bebida", gender: "f", number: "s" };

function linesFor(topic: Exclude<Complaint, "taste">, reading: ReviewReading): TopicLines {
  if (topic === "price") return reading.billing ? PRICE_LINES.billing : PRICE_LINES.price;
  if (topic === "packaging") return reading.leak ? PACKAGING_LINES.leak : PACKAGING_LINES.damaged;
  if (topic === "health" && !reading.sick) return SPOILED_LINES;
  if (topic === "service" && reading.cancelled) return CANCELLED_LINES;
  if (topic === "wrongItem" && reading.customisation)
    return reading.leftOut ? CUSTOMISATION_LINES.known : CUSTOMISATION_LINES.unknown;
  if (topic === "warmDrink" && reading.flat) return FLAT_DRINK_LINES;
  return COMPLAINT_LINES[topic];
}

function signature(rng: Rng, restaurant: RestaurantContext | undefined): string {
  const name = restaurant?.name?.trim();
  return name ? `${rng.pick(SIGN_OFFS)},\nEquipe ${name}` : `${rng.pick(SIGN_OFFS)},\nNossa equipe`;
}

/** "Que bom saber que a pizza agradou e a entrega foi rápida!" */
function praiseSentence(reading: ReviewReading): string | undefined {
  const dish = reading.praisedDish;
  const shown = reading.praises.filter((p) => p !== "general" || reading.praises.length === 1).slice(0, 3);
  if (shown.length === 0) return undefined;
  const subject = dish ?? { text: "comida", gender: "f", number: "s" };
  const phrases = shown.map((p) => render(PRAISE_PHRASES[p], { subject }));
  return `Que bom saber que ${joinList(phrases)}!`;
}

/** Two apologies in a row that open alike read like a form letter: the second one says "também". */
function varyLead(apology: string, leads: string[]): string {
  const lead = apology.split(" ")[0] ?? "";
  const repeated = leads.includes(lead);
  leads.push(lead);
  if (!repeated || !/^(Sentimos|Lamentamos|Pedimos)\b/.test(apology)) return apology;
  return `Também ${apology.charAt(0).toLowerCase()}${apology.slice(1)}`;
}

export function replyToReview(input: ReplyToReviewInput, rng: Rng, restaurant?: RestaurantContext): string {
  const reading = readReview(input.reviewText);
  // "a sua pizza", "os seus pastéis"; "o seu pedido" when the sentence names no single dish.
  const yours = (topic: Complaint): Noun => {
    const dish = reading.dishes[topic];
    if (dish) return { ...dish, text: `${possessive(dish, "seu")} ${dish.text}` };
    return topic === "warmDrink" ? DRINK : ORDER;
  };
  const sign = signature(rng, restaurant);
  const finish = (body: string[]) => `${sentences(body)}\n\n${sign}`;

  if (reading.complaints.length === 0) {
    const praise = praiseSentence(reading);
    if (praise) {
      return finish([
        rng.pick(PRAISE_OPENERS),
        praise,
        rng.pick(PRAISE_EXTRAS),
        rng.pick(INVITES_AFTER_PRAISE),
      ]);
    }
    const middle = reading.lukewarm ? rng.pick(LUKEWARM_LINES) : rng.pick(NEUTRAL_LINES);
    return finish([rng.pick(GREETINGS), middle, rng.pick(INVITES_AFTER_PRAISE)]);
  }

  const opening = [rng.pick(GREETINGS), praiseSentence(reading)].filter((s): s is string => Boolean(s));
  const points: { apology: string; action?: string }[] = [];
  const actions = new Set<string>();
  const topicLines = reading.complaints.flatMap((topic) =>
    topic === "taste"
      ? reading.tasteIssues.map((issue) => ({
          lines: TASTE_LINES[issue],
          // With two taste problems the dish named may not be the one each is about.
          subject: reading.tasteIssues.length === 1 ? yours(topic) : ORDER,
        }))
      : [{ lines: linesFor(topic, reading), subject: yours(topic) }],
  );
  const leads: string[] = [];
  for (const { lines, subject } of topicLines) {
    const apology = varyLead(
      render(rng.pick(lines.apologies), { subject, values: { item: reading.leftOut } }),
      leads,
    );
    const fresh = !actions.has(lines.action.id);
    actions.add(lines.action.id);
    points.push(fresh ? { apology, action: rng.pick(lines.action.lines) } : { apology });
  }

  const closing: string[] = [];
  const serious = reading.complaints.some((c) => SERIOUS.includes(c)) || reading.billing;
  if (serious) closing.push(rng.pick(CONTACT));
  else if (rng.chance(0.5)) closing.push(rng.pick(TALK_TO_US));
  closing.push(rng.pick(INVITES_AFTER_COMPLAINT));

  // A review with many problems: every apology stays; the least urgent actions go first.
  const compose = () =>
    finish(
      [...opening, ...points.flatMap((p) => [p.apology, p.action]), ...closing].filter(Boolean) as string[],
    );
  let text = compose();
  for (let i = points.length - 1; i >= 0 && text.length >= GENERATOR_LIMITS.reviewResponse; i--) {
    const point = points[i];
    if (point) delete point.action;
    text = compose();
  }
  return capitalize(text);
}
