/**
 * A count with its words in the right number (issue 30: "1 já cadastrados"):
 * `countOf(1, "cliente novo", "clientes novos")` is "1 cliente novo",
 * `countOf(0, …)` "0 clientes novos". Not Intl.PluralRules: its "pt" puts 0
 * in "one" (European usage), and in Brazil zero takes the plural.
 */
export const pluralOf = (count: number, one: string, many: string): string =>
  Math.abs(count) === 1 ? one : many;

export const countOf = (count: number, one: string, many: string): string =>
  `${count.toLocaleString("pt-BR")} ${pluralOf(count, one, many)}`;
