/**
 * Marketplace fee profiles for the price calculator. These are data, not
 * rules: marketplaces change their fees, so the calculator lets the owner
 * edit every figure. Sources: the plans' public pages as of 2026; check yours.
 */
export type FeePreset = {
  id: string;
  /** Short enough to show whole in the select on a 390 px phone; the fields below give the detail. */
  label: string;
  /** The profile's name alone ("iFood Básico"), where the percentages are said apart (the competition page). */
  name: string;
  /** Commission on each order, percent. */
  commissionPercent: number;
  /** Online payment fee, percent. */
  paymentPercent: number;
};

export const FEE_PRESETS: readonly FeePreset[] = [
  {
    id: "ifood-basico",
    name: "iFood Básico",
    label: "iFood Básico: 12% + 3,2%",
    commissionPercent: 12,
    paymentPercent: 3.2,
  },
  {
    id: "ifood-entrega",
    name: "iFood Entrega",
    label: "iFood Entrega: 23% + 3,2%",
    commissionPercent: 23,
    paymentPercent: 3.2,
  },
  {
    id: "venda-direta",
    name: "Venda direta",
    label: "Venda direta: 0%",
    commissionPercent: 0,
    paymentPercent: 0,
  },
  {
    id: "personalizado",
    name: "Personalizado",
    label: "Personalizado",
    commissionPercent: 20,
    paymentPercent: 0,
  },
];

export const feePercentOf = (preset: Pick<FeePreset, "commissionPercent" | "paymentPercent">): number =>
  preset.commissionPercent + preset.paymentPercent;

/** The name people read for a stored profile id; an id no longer offered reads as the owner's own figures. */
export const feePresetName = (id: string): string =>
  FEE_PRESETS.find((p) => p.id === id)?.name ?? "Personalizado";
