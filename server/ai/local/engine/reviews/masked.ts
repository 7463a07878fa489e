/**
 * Swear words and slurs written half-hidden ("m*caco", "v1ado", "c@ralho",
 * "sapat*o"): the masked word is read as the word it hides, so moderation
 * sees it; only words of this list are unmasked, never a price ("r$25"), a
 * size ("700ml") or a time ("12x36").
 */
const HIDDEN = `viado viados viadinho boiola boiolas bicha bichas traveco travecos sapatao sapatoes
macaco macacos macaca macacas crioulo crioula retardado retardada judeu judeus
caralho porra cacete puta puto merda bosta buceta cu foda fodido fodida foder
arrombado arrombada arrombados vagabundo vagabunda vagabundos otario otaria otarios
idiota idiotas imbecil desgracado desgracada filho filhos da mongoloide mongoloides
gorda gordo paraiba baiano baiana nordestino nordestina negro negra negros negras boliviano bolivianos
jumento jumenta cuzao cuzoes pendejo pendejos maricon maricones retard retards shit mierda pelotudo pelotudos`.split(
  /\s+/,
);

/** Digits and signs people put for letters. */
const FOR_LETTER: Record<string, string> = {
  "0": "o",
  "1": "i",
  "3": "e",
  "4": "a",
  "5": "s",
  "@": "a",
  $: "s",
};

/** The hidden word a masked token stands for, or the token unchanged. */
export function unmaskWord(token: string): string {
  if (!/[a-z]/.test(token) || !/[*#@$0-9]/.test(token) || /^\d/.test(token)) return token;
  const source = [...token]
    // A token holds only letters, digits and the signs above: a digit with no letter of its own stays a digit.
    .map((c) => (c === "*" || c === "#" ? "[a-z]{1,2}" : (FOR_LETTER[c] ?? c)))
    .join("");
  const letters = token.replace(/[^a-z]/g, "").length;
  if (letters < 1 || (letters < 2 && token.length > 2)) return token;
  const pattern = new RegExp(`^${source}$`);
  return HIDDEN.find((word) => pattern.test(word)) ?? token;
}

/** Folded text with every masked swear word or slur written out. */
export function unmasked(folded: string): string {
  return folded.replace(/[a-z0-9*#@$]+/g, unmaskWord);
}
