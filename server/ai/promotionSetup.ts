/**
 * A coupon code only works once the owner has created it in the delivery
 * app: a promotion whose text hands customers a code comes with that step,
 * "Crie o cupom BEMVINDO15 no app de delivery…", whichever engine wrote it.
 * Nothing when the promotion needs no code.
 */
export function promotionSetup(promotion: {
  description: string;
  discount: string;
  period: string;
}): string | undefined {
  const codes = [
    ...new Set([...promotion.description.matchAll(/\bcupom\s+([A-Z][A-Z0-9]{2,19})\b/g)].map((m) => m[1])),
  ].slice(0, 3);
  if (codes.length === 0) return undefined;
  const list = codes.length === 1 ? `o cupom ${codes[0]}` : `os cupons ${codes.join(" e ")}`;
  return `Crie ${list} no app de delivery antes de divulgar a promoção (${promotion.discount}, ${lowerFirst(promotion.period)}).`;
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLocaleLowerCase("pt-BR") + text.slice(1);
}
