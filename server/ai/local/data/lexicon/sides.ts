/**
 * What is served beside a dish rather than in it, by the words a side starts
 * with (folded: no accents, lower case; a trailing "?" allows the plural).
 * "Costela Assada com Mandioca" is a costela with mandioca beside it.
 */
const SIDE_STARTS = [
  "sorvete",
  "chantilly",
  "calda",
  "fritas?",
  "batatas?",
  "salada",
  "arroz",
  "farofa",
  "mandioca",
  "aipim",
  "macaxeira",
  "pure",
  "vinagrete",
  "feijao",
  "legumes",
  "brocolis",
  "polenta",
  "pao",
  "paes",
  "torradas?",
  "pirao",
  "couve",
  "acompanhamentos?",
];

export const SIDE_WORDS = new RegExp(`^(${SIDE_STARTS.join("|")})\\b`);
