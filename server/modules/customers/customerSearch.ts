/* What a customer search looks for (decision 025): the one-statement list (listRead.ts) reads it. */

/** `%text%` for LIKE, with the user's own % and _ taken literally. */
export const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The digits a search looks for in phones, or undefined when it is not typed like a phone. */
export function phoneDigits(search: string): string | undefined {
  const digits = search.replace(/\D/g, "");
  // "souza12" is an email: its "12" would make the phone index read every entry
  // (a pattern under 3 characters has no trigram), ~60 ms among 50,000 customers for nothing.
  return digits.length >= 2 && !/\p{L}/u.test(search) ? digits : undefined;
}
