/**
 * Text someone typed (a restaurant's name, a person's name) going into a mail
 * we send. Mail clients turn anything that looks like an address into a
 * link, so a name such as "Banco XYZ: acesse http://banco.xyz" would make our
 * mail carry a phishing link. These helpers keep the words and break the link.
 */

/** Dots that some clients read as the dot of a domain ("banco。xyz"). */
const LOOKALIKE_DOTS = /[\u3002\uFF0E\uFF61]/g;
/** Controls, line and paragraph separators, and bidi overrides (which can disguise a word). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
const INVISIBLE = /[\u0000-\u001F\u007F-\u009F\u200B-\u200F\u2028-\u202E\u2060-\u2069\uFEFF]/g;
/** "http://", "https://", "javascript:", "mailto:"…: the part that makes a word a link by itself. */
const SCHEME = /\b(?:https?|ftps?|file|javascript|data|mailto|tel|sms|wss?):(?:\/\/)?/gi;
/** A word with dots whose last part has a letter: "www.site.com", "banco.xyz", "x.co". */
const DOMAIN_LIKE = /[\p{L}\p{N}_-]+(?:\.[\p{L}\p{N}_-]+)+/gu;
const IPV4 = /\b\d{1,3}(?:\.\d{1,3}){3}\b/g;

/**
 * The text with every URL and domain-like word made inert: the scheme goes
 * and the dots of a domain become "[.]" ("http://banco.xyz/x" → "banco[.]xyz/x",
 * "www.site.com" → "www[.]site[.]com"). Prices ("29.90") and ordinary
 * sentences ("Sr. João") stay as typed.
 */
export function neutralizeLinks(value: string): string {
  return value
    .replace(LOOKALIKE_DOTS, ".")
    .replace(SCHEME, "")
    .replace(IPV4, (ip) => ip.replaceAll(".", "[.]"))
    .replace(DOMAIN_LIKE, (word) => {
      const last = word.slice(word.lastIndexOf(".") + 1);
      return /\p{L}/u.test(last) ? word.replaceAll(".", "[.]") : word;
    });
}

/**
 * A single-line field (a name, an email, a subject, a company) as one line:
 * line breaks, other controls and invisible characters become one space, so
 * typed text can neither add a mail header nor forge a labelled line
 * ("Ana\nEmail: forjado@x") in a plain-text mail.
 */
export function singleLine(value: string): string {
  return value.replace(INVISIBLE, " ").replace(/\s+/g, " ").trim();
}

/**
 * Typed text for a mail's subject or body: one line (no header injection, no
 * hidden characters), links neutralised, at most `maxLength` characters.
 * HTML-escape it separately when it goes into the HTML part.
 */
export function userText(value: string, maxLength: number): string {
  const line = neutralizeLinks(singleLine(value));
  const chars = Array.from(line);
  return chars.length <= maxLength
    ? line
    : `${chars
        .slice(0, maxLength - 1)
        .join("")
        .trimEnd()}…`;
}

/** The longest typed name a subject or greeting carries. */
export const MAIL_NAME_MAX = 60;

/** "Olá, Ana!" from the first name the person typed (one line, links neutralised), or "Olá!". */
export function helloLine(firstName: string | null): string {
  const name = firstName ? userText(firstName, MAIL_NAME_MAX) : "";
  return name ? `Olá, ${name}!` : "Olá!";
}
