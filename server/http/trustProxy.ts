import { isIP } from "node:net";

/**
 * How much of X-Forwarded-For the app believes: a number of proxy hops in
 * front of it (0: none), or the proxies' own addresses and ranges.
 */
export type TrustProxy = number | string[];

/** proxy-addr's named ranges, accepted in the list as they are in Fastify's. */
const NAMED_RANGES = new Set(["loopback", "linklocal", "uniquelocal"]);
const MAX_HOPS = 20;

function isAddressOrRange(item: string): boolean {
  if (NAMED_RANGES.has(item)) return true;
  const [address = "", prefix, ...rest] = item.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/** TRUST_PROXY's text as a TrustProxy, or the Portuguese reason it is not one. */
export function parseTrustProxy(
  raw: string,
): { ok: true; value: TrustProxy } | { ok: false; message: string } {
  const text = raw.trim().toLowerCase();
  if (text === "" || text === "false") return { ok: true, value: 0 };
  // "true" used to make Fastify believe the left-most address, which the client
  // itself writes. The setup it stood for is one reverse proxy: one hop, so a
  // forged left part is never believed. More proxies must be said by number.
  if (text === "true") return { ok: true, value: 1 };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops <= MAX_HOPS) return { ok: true, value: hops };
    return { ok: false, message: `deve ser no máximo ${MAX_HOPS} proxies` };
  }
  const items = text.split(",").map((item) => item.trim());
  if (items.every((item) => item !== "" && isAddressOrRange(item))) return { ok: true, value: items };
  return {
    ok: false,
    message:
      'deve ser o número de proxies na frente do app (0, 1, 2…) ou a lista dos seus endereços/faixas (ex.: "10.0.0.5,192.168.0.0/16")',
  };
}

/**
 * Fastify's trustProxy for our setting. Fastify 5 ignores a bare number (its
 * hop count cannot check who connected), so hops become a function: the
 * socket's peer and the next N-1 addresses from the right are proxies, and
 * the client is the address the outermost trusted proxy saw. That is only
 * sound when the app is reachable through those proxies alone (README).
 */
export function fastifyTrustProxy(
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (Array.isArray(trust)) return trust;
  if (trust === 0) return false;
  return (_address, hop) => hop < trust;
}
