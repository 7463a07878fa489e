/** "Visa final 4242": the only things we keep of a card (brand and last four). */
export function cardLabel(brand: string | null | undefined, last4: string | null | undefined): string | null {
  if (!last4) return null;
  const name = brand ? `${brand.charAt(0).toUpperCase()}${brand.slice(1).toLowerCase()} ` : "Cartão ";
  return `${name}final ${last4}`;
}
