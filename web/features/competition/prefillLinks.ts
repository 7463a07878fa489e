import { PREFILL_PARAMS } from "../../../common/competition";

/** "Criar promoção": the dashboard's promotion generator with the dish and the lowest price that keeps the margin. */
export function promotionLink(dishId: number, floorPriceCents: number | null): string {
  const query = new URLSearchParams({ [PREFILL_PARAMS.promoDish]: String(dishId) });
  if (floorPriceCents !== null) query.set(PREFILL_PARAMS.promoPrice, String(floorPriceCents));
  return `/dashboard?${query}#gerador-promocao`;
}
