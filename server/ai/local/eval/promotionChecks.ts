import { priceToCents } from "../engine/money";

/**
 * What an owner checks in a promotion before running it (issue 12, item 7),
 * as a test oracle: the percentage shown is the real cut between the prices
 * the text gives, the verb agrees with the dish ("as Coxinhas saem"), the
 * text and the period speak of the same weeks, a coupon code comes with the
 * step of creating it, and a dish the owner chose is named.
 */
export type CheckedPromotion = {
  title: string;
  description: string;
  discount: string;
  period: string;
  setup?: string | undefined;
};

const MONEY = "R\\$ [\\d.]+,\\d{2}";
const cents = (money: string) => priceToCents(money.replace("R$ ", "")) ?? 0;

/** Every (before, after) pair of prices the text states: "de R$ 34,90 por R$ 29,90", combos "por R$ Y (…sairiam por R$ X)". */
export function statedPrices(text: string): { before: number; after: number }[] {
  const pairs: { before: number; after: number }[] = [];
  for (const m of text.matchAll(new RegExp(`\\bde (${MONEY}) por (${MONEY})`, "g")))
    pairs.push({ before: cents(m[1] ?? ""), after: cents(m[2] ?? "") });
  for (const m of text.matchAll(new RegExp(`por (${MONEY}) \\(separados, sairiam por (${MONEY})\\)`, "g")))
    pairs.push({ before: cents(m[2] ?? ""), after: cents(m[1] ?? "") });
  return pairs;
}

export function promotionProblems(p: CheckedPromotion, options: { chosenDish?: string } = {}): string[] {
  const problems: string[] = [];
  for (const { before, after } of statedPrices(p.description)) {
    const real = Math.round((1 - after / before) * 100);
    const shown = [...`${p.title} ${p.discount}`.matchAll(/(\d+)%/g)].map((m) => Number(m[1]));
    if (shown.length === 0 || shown.some((n) => n !== real))
      problems.push(`percentual ${shown.join("/") || "ausente"} % para um corte real de ${real} %`);
  }
  // A plural name with a singular verb, or the other way round.
  const text = `${p.title}. ${p.description}`;
  const plural =
    /\b(?:as|os) (?:\p{Lu}[\p{L}-]*|[\p{Ll}-]+s)(?: (?:de|da|do|das|dos|com|e|à|ao|\p{Lu}[\p{L}-]*|[\p{Ll}-]+s|\([^)]*\)))* sai\b/u;
  const singular = /\b(?:a|o) \p{Lu}[\p{L}-]*(?: (?:de|da|do|com|e|à|ao|\p{Lu}[\p{L}-]*|\([^)]*\)))* saem\b/u;
  const agreement = plural.exec(text) ?? singular.exec(text);
  if (agreement) problems.push(`concordância: "${agreement[0]}"`);
  const standing = /toda semana/i.test(p.description) || /toda semana/i.test(p.period);
  const thisWeek =
    /nesta semana|por 7 dias/i.test(p.description) || /nesta semana|por 7 dias/i.test(p.period);
  if (standing && thisWeek) problems.push(`período: "${p.period}" com "${p.description.slice(0, 40)}…"`);
  for (const [, code] of p.description.matchAll(/\bcupom ([A-Z][A-Z0-9]{2,19})\b/g)) {
    if (!new RegExp(`crie o cupom ${code} no app de delivery`, "i").test(p.setup ?? ""))
      problems.push(`cupom ${code} sem o passo de criá-lo no app de delivery`);
  }
  if (options.chosenDish && !text.includes(options.chosenDish))
    problems.push(`não cita o prato escolhido (${options.chosenDish})`);
  return problems;
}
