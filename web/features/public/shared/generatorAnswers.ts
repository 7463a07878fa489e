/**
 * Readers for the generators' answers (SPEC §7). The endpoints belong to the
 * AI module; these read only the fields the SPEC names and refuse anything
 * else, so a changed answer shows the error state instead of "undefined".
 * Hand-written rather than zod so the landing's chunk stays small.
 */
export type GeneratedPromotion = { title: string; description: string; discount?: string; period?: string };
export type GeneratedDish = { name: string; description: string; price: string };

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);
const text = (v: unknown): string | undefined => {
  if (typeof v === "string" && v.trim() !== "") return v.trim();
  if (typeof v === "number" && Number.isFinite(v)) return String(v);
  return undefined;
};

export class UnexpectedAnswer extends Error {
  override name = "UnexpectedAnswer";
}

/** POST /api/generate-content → { content } */
export function readContent(answer: unknown): string {
  const content = isObj(answer) ? text(answer.content) : undefined;
  if (!content) throw new UnexpectedAnswer("resposta sem o campo content");
  return content;
}

/** POST /api/generate-response → { response } */
export function readResponse(answer: unknown): string {
  const response = isObj(answer) ? text(answer.response) : undefined;
  if (!response) throw new UnexpectedAnswer("resposta sem o campo response");
  return response;
}

function promotionFrom(value: Obj): GeneratedPromotion | undefined {
  const title = text(value.title);
  const description = text(value.description);
  if (!title || !description) return undefined;
  const discount = text(value.discount);
  const period = text(value.period);
  return { title, description, ...(discount ? { discount } : {}), ...(period ? { period } : {}) };
}

/** POST /api/generate-promotion → { title, description, discount, period }, also accepted inside `promotion`. */
export function readPromotion(answer: unknown): GeneratedPromotion {
  if (!isObj(answer)) throw new UnexpectedAnswer("resposta vazia");
  const found =
    promotionFrom(answer) ?? (isObj(answer.promotion) ? promotionFrom(answer.promotion) : undefined);
  if (!found) throw new UnexpectedAnswer("resposta sem promoção");
  return found;
}

/** The promotion as one text to paste into a delivery app. */
export function promotionToText(promotion: GeneratedPromotion): string {
  const extra = [promotion.discount, promotion.period].filter(Boolean).join(" · ");
  return [promotion.title, promotion.description, extra].filter(Boolean).join("\n");
}

/** The landing demo reads the one-line `promotion` field (SPEC §7), else writes one from the fields. */
export function readPromotionSummary(answer: unknown): string {
  const summary = isObj(answer) ? text(answer.promotion) : undefined;
  return summary ?? promotionToText(readPromotion(answer));
}

/** POST /api/generate-menu → { dishes: [{ name, description, price }] }; a missing list is empty. */
export function readMenu(answer: unknown): GeneratedDish[] {
  if (!isObj(answer) || !Array.isArray(answer.dishes)) return [];
  return answer.dishes.flatMap((d) => {
    if (!isObj(d)) return [];
    const name = text(d.name);
    if (!name) return [];
    return [{ name, description: text(d.description) ?? "", price: text(d.price) ?? "" }];
  });
}
