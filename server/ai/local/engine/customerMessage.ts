import { randomInt } from "node:crypto";
import type { CampaignGoal, CustomerSegment } from "../../../../common/customers";
import { CAMPAIGN_LINES_BY_GOAL, CAMPAIGN_LINES_BY_SEGMENT } from "../data/campaignLines";
import { createRng } from "./random";

/**
 * The built-in writer of campaign messages (issue 15): a short WhatsApp text
 * with `{nome}` where each customer's first name goes, warm and in the
 * restaurant's own voice. It promises nothing the owner did not decide: no
 * discount, no free delivery, no coupon, no price, no date. The owner edits
 * the text once before it goes out.
 */
export type CustomerMessageInput = {
  segment: CustomerSegment;
  goal: CampaignGoal;
  /** The restaurant's name, to sign; without it the text is not signed. */
  restaurantName?: string | undefined;
  /** A dish of the restaurant to name (a "prato novo" goal names it when there is one). */
  dishName?: string | undefined;
};

/** The same seed gives the same text (tests); without one, a new text each time. */
export function writeCustomerMessage(input: CustomerMessageInput, seed?: number): string {
  const rng = createRng(seed ?? randomInt(2 ** 31));
  const parts = CAMPAIGN_LINES_BY_GOAL[input.goal];
  const dish = input.dishName?.trim();
  const naming = parts.bodies.filter((b) => b.includes("{prato}"));
  const body = rng.pick(
    dish && naming.length > 0 ? naming : parts.bodies.filter((b) => !b.includes("{prato}")),
  );
  const lines = [rng.pick(parts.openings), body.replace("{prato}", dish ?? "")];
  if (input.goal !== "birthday" && rng.chance(0.6))
    lines.push(rng.pick(CAMPAIGN_LINES_BY_SEGMENT[input.segment]));
  lines.push(rng.pick(parts.closings));
  const name = input.restaurantName?.trim();
  const signed = name
    ? `${lines.join(" ")}\n${rng.pick(["Equipe", "Um abraço,", "Com carinho,"])} ${name}`
    : lines.join(" ");
  return signed.replace(/\s+([!?.,])/g, "$1");
}

/**
 * What a campaign text must never do, for the model's answer: lose `{nome}`
 * or promise what the owner did not decide (a discount, free delivery, a
 * coupon, a price, a gift, a date or a deadline). Answers the problems found.
 */
const PROMISES: [string, RegExp][] = [
  ["desconto", /\bdesconto|\d+\s*%|por cento|\boff\b/i],
  ["entrega grátis", /gr[aá]tis|frete|taxa de entrega|de gra[çc]a|gratuit/i],
  ["cupom", /\bcupo(m|ns)\b|\bc[oó]digo\b/i],
  ["preço", /R\$\s*\d|\breais\b/i],
  ["brinde", /\bbrinde|\bpresente\b|\bsobremesa por nossa conta|\bcortesia/i],
  [
    "prazo ou data",
    /\bs[oó] hoje\b|\bat[eé] (amanh[aã]|domingo|sexta|s[aá]bado|o fim)|\d{1,2}\/\d{1,2}|\b[uú]ltim[oa]s? (dia|hora|chance)|\bpromo[çc][aã]o\b/i,
  ],
];
export function customerMessageProblems(text: string): string[] {
  const problems = PROMISES.filter(([, pattern]) => pattern.test(text)).map(([what]) => what);
  if (!text.includes("{nome}")) problems.unshift("sem {nome}");
  if (text.length > 700) problems.push("longa demais");
  return problems;
}
