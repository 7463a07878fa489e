import { formatCount, formatPercent } from "../../../../common/format";

/**
 * The marketing claims of SPEC §1, written the Brazilian way (BRAND.md):
 * 2.500+ restaurants, $2M+ revenue, 150K+ contents, 98% satisfaction.
 */
export type Claim = { value: string; label: string };

export const CLAIMS: readonly Claim[] = [
  { value: `${formatCount(2500)}+`, label: "restaurantes ativos" },
  { value: "$2M+", label: "em vendas geradas" },
  { value: "150K+", label: "conteúdos criados" },
  { value: formatPercent(98), label: "de clientes satisfeitos" },
];
