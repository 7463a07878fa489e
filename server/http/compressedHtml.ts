import { promisify } from "node:util";
import zlib from "node:zlib";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export type Encoding = "br" | "gzip";

/** The encoding to answer in: brotli when the client takes it, else gzip, else none. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Set(
    acceptEncoding
      .toLowerCase()
      .split(",")
      .map((part) => part.trim().split(";"))
      .filter(([, q]) => q === undefined || !/^\s*q=0(?:\.0*)?\s*$/.test(q))
      .map(([name]) => name?.trim()),
  );
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip")) return "gzip";
  return null;
}

/**
 * The pages the SPA fallback answers are a fixed set of strings made at
 * start (a prerendered public page is 50–90 KB): each is compressed once, at
 * its first ask, off the main thread, at the highest level, and kept.
 * @fastify/compress does not reach the not-found handler that sends them.
 * Only fixed strings may come here: a string made per request would grow the
 * cache without end.
 */
export function compressedHtml() {
  // Keyed by the page's own string (V8 keeps its hash), one map per encoding.
  const caches: Record<Encoding, Map<string, Promise<Buffer>>> = { br: new Map(), gzip: new Map() };
  return async (html: string, encoding: Encoding | null): Promise<Buffer | null> => {
    if (encoding === null || html.length < 1024) return null;
    const cache = caches[encoding];
    let body = cache.get(html);
    if (!body) {
      body =
        encoding === "br"
          ? brotli(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } })
          : gzip(html, { level: 9 });
      cache.set(html, body);
    }
    return body.catch(() => {
      cache.delete(html);
      return null;
    });
  };
}
