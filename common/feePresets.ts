/**
 * Marketplace fee profiles for the price calculator. These are data, not
 * rules: marketplaces change their fees, so the calculator lets the owner
 * edit every figure. Sources: the plans' public pages as of 2026; check yours.
 */
export type FeePreset = {
  id: string;
  /** Short enough to show whole in the select on a 390 px phone; the fields below give the detail. */
  label: string;
  /** Commission on each order, percent. */
  commissionPercent: number;
  /** Online payment fee, percent. */
  paymentPercent: number;
};

export const FEE_PRESETS: readonly FeePreset[] = [
  {
    id: "ifood-basico",
    label: "iFood Básico: 12% + 3,2%",
    commissionPercent: 12,
    paymentPercent: 3.2,
  },
  {
    id: "ifood-entrega",
    label: "iFood Entrega: 23% + 3,2%",
    commissionPercent: 23,
    paymentPercent: 3.2,
  },
  { id: "venda-direta", label: "Venda direta: 0%", commissionPercent: 0, paymentPercent: 0 },
  { id: "personalizado", label: "Personalizado", commissionPercent: 20, paymentPercent: 0 },
];

export const feePercentOf = (preset: Pick<FeePreset, "commissionPercent" | "paymentPercent">): number =>
  preset.commissionPercent + preset.paymentPercent;
