import { formatCount, formatPercent } from "../../../../common/format";

/**
 * The marketing claims of SPEC §1, written the Brazilian way (BRAND.md):
 * 2.500+ restaurants, $2M+ revenue, 150K+ contents, 98% satisfaction. The
 * revenue is in the plans' one money convention ("US$", common/format) and
 * says whose sales they are; "150K" is "150 mil" in Portuguese (issue 30).
 */
export type Claim = { value: string; label: string };

export const CLAIMS: readonly Claim[] = [
  { value: `${formatCount(2500)}+`, label: "restaurantes ativos" },
  // No-break spaces: the figure never wraps inside its narrow column at 390 px.
  { value: "US$\u00a02\u00a0mi+", label: "em vendas dos restaurantes clientes" },
  { value: "150\u00a0mil+", label: "textos criados com a IA" },
  { value: formatPercent(98), label: "de clientes satisfeitos" },
];
