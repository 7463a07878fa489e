/** What pino and our serializers write in place of a secret. */
export const CENSOR = "[oculto]";

/** Query parameters whose value is a secret by their name: passwords, tokens, keys. */
const SECRET_NAME = /pass(word|wd)?|senha|token|secret|key/i;

function decodedName(raw: string): string {
  try {
    return decodeURIComponent(raw.replaceAll("+", " "));
  } catch {
    return raw; // a malformed escape is logged as sent; the name check still runs on the raw text
  }
}

/**
 * The URL with every secret-named query value replaced, for the access log:
 * a password sent as `?x-admin-password=` is refused, but the refused request
 * is still logged, and logs travel further than the database.
 */
export function redactUrl(url: string): string {
  const at = url.indexOf("?");
  if (at < 0) return url;
  const pairs = url
    .slice(at + 1)
    .split("&")
    .map((pair) => {
      const eq = pair.indexOf("=");
      const name = eq < 0 ? pair : pair.slice(0, eq);
      return SECRET_NAME.test(name) || SECRET_NAME.test(decodedName(name)) ? `${name}=${CENSOR}` : pair;
    });
  return `${url.slice(0, at + 1)}${pairs.join("&")}`;
}
