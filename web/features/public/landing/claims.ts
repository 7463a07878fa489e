/**
 * The marketing claims of SPEC §1, written the Brazilian way (BRAND.md):
 * 2.500+ restaurants, $2M+ revenue, 150K+ contents, 98% satisfaction.
 */
const number = new Intl.NumberFormat("pt-BR");
const percent = new Intl.NumberFormat("pt-BR", { style: "percent" });

export type Claim = { value: string; label: string };

export const CLAIMS: readonly Claim[] = [
  { value: `${number.format(2500)}+`, label: "restaurantes ativos" },
  { value: "$2M+", label: "em vendas geradas" },
  { value: "150K+", label: "conteúdos criados" },
  { value: percent.format(0.98), label: "de clientes satisfeitos" },
];
