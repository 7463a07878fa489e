import { mkdtemp, rm, writeFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { connect } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NOT_FOUND_META, PAGE_META } from "../../common/pageMeta";
import { call } from "../testing/call";
import { createTestApp, type TestApp } from "../testing/testApp";
import { escapeHtml, withHeadMeta } from "./spa";

const APP_URL = "https://pratocheio.example";

/** A built index.html in miniature: the generic tags the server must replace. */
const INDEX_HTML = `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="UTF-8" />
    <title>Prato Cheio — genérico</title>
    <meta name="description" content="Descrição genérica." />
    <meta property="og:type" content="website" />
    <meta property="og:site_name" content="Prato Cheio" />
    <meta property="og:title" content="Título genérico" />
    <meta property="og:description" content="Descrição genérica do og." />
  </head>
  <body><div id="root"></div></body>
</html>
`;

let t: TestApp;
let webRoot: string;

beforeAll(async () => {
  webRoot = await mkdtemp(path.join(os.tmpdir(), "pc-spa-"));
  await writeFile(path.join(webRoot, "index.html"), INDEX_HTML);
  t = await createTestApp({ webRoot, env: { APP_URL } });
});

afterAll(async () => {
  await t.close();
  await rm(webRoot, { recursive: true, force: true });
});

/** The head's tags as [tag, attribute or text] pairs, in order. */
function headTags(html: string) {
  const head = /<head>([\s\S]*)<\/head>/.exec(html)?.[1] ?? "";
  const title = [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => ["title", m[1]]);
  const metas = [...head.matchAll(/<meta (name|property)="([^"]+)" content="([^"]*)"/g)].map((m) => [
    m[2],
    m[3],
  ]);
  return { title, metas: Object.fromEntries(metas), metaCount: metas.length };
}

describe("the page served for a route carries its own title and Open Graph tags", () => {
  it("GET /pricing has the pricing title, description, og:title, og:description, og:url and og:type", async () => {
    const res = await call(t.app, "GET", "/pricing");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/html");
    expect(res.headers["cache-control"]).toBe("no-cache");
    const { title, metas, metaCount } = headTags(res.body);
    expect(title).toEqual([["title", "Preços | Prato Cheio"]]);
    expect(metas).toEqual({
      description: PAGE_META["/pricing"].description,
      "og:type": "website",
      "og:site_name": "Prato Cheio",
      "og:title": "Preços | Prato Cheio",
      "og:description": PAGE_META["/pricing"].description,
      "og:url": `${APP_URL}/pricing`,
    });
    // The generic copies are gone, not left beside the page's own.
    expect(metaCount).toBe(6);
    expect(res.body).not.toContain("genéric");
    expect(res.body).toContain('<div id="root"></div>');
  });

  it("gives each page its own tags, the landing's title once with the site name", async () => {
    const landing = headTags((await call(t.app, "GET", "/")).body);
    expect(landing.title).toEqual([["title", PAGE_META["/"].title]]);
    expect(landing.metas["og:url"]).toBe(`${APP_URL}/`);
    const contact = headTags((await call(t.app, "GET", "/contact")).body);
    expect(contact.metas["og:title"]).toBe("Contato | Prato Cheio");
    expect(contact.metas.description).toBe(PAGE_META["/contact"].description);
  });

  it("names the page in og:url without its query string or trailing slash", async () => {
    const withQuery = headTags((await call(t.app, "GET", "/checkout/4?from=whatsapp")).body);
    expect(withQuery.metas["og:url"]).toBe(`${APP_URL}/checkout/4`);
    expect(withQuery.metas["og:title"]).toBe("Checkout | Prato Cheio");
    const slash = await call(t.app, "GET", "/solutions/");
    expect(slash.statusCode).toBe(200);
    expect(headTags(slash.body).metas["og:url"]).toBe(`${APP_URL}/solutions`);
  });

  it("escapes what comes from the address", async () => {
    // inject percent-encodes quotes and angle brackets, but "&" and "'" reach the page as typed.
    const res = await call(t.app, "GET", "/checkout/a&b'c");
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`content="${APP_URL}/checkout/a&amp;b&#39;c"`);
    expect(res.body).not.toContain("a&b'c");
  });

  it("escapes every character that could end an attribute or open a tag", () => {
    expect(escapeHtml(`"><script>alert('x')</script>&`)).toBe(
      "&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;",
    );
  });

  it("an unknown path is a 404 with the 404 page's title and no og:url", async () => {
    const res = await call(t.app, "GET", "/nada/aqui");
    expect(res.statusCode).toBe(404);
    const { title, metas } = headTags(res.body);
    expect(title).toEqual([["title", `${NOT_FOUND_META.title} | Prato Cheio`]]);
    expect(metas.description).toBe(NOT_FOUND_META.description);
    expect(metas).not.toHaveProperty("og:url");
    expect(res.body).toContain('<div id="root"></div>');
  });

  it("answers HEAD like GET, without a body", async () => {
    // On a real socket: what leaves the server is the status and headers, nothing after them.
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = t.app.server.address() as AddressInfo;
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, "127.0.0.1", () =>
        socket.write("HEAD /resources HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n"),
      );
      let data = "";
      socket.on("data", (chunk) => {
        data += chunk.toString("utf8");
      });
      socket.on("end", () => resolve(data));
      socket.on("error", reject);
    });
    const [head, body] = raw.split("\r\n\r\n");
    expect(head).toMatch(/^HTTP\/1\.1 200/);
    expect(head).toMatch(/content-type: text\/html/i);
    expect(body).toBe("");
  });
});

describe("withHeadMeta", () => {
  const meta = {
    title: 'Promoção "2 por 1" <hoje> & já',
    description: "Pizza por $19 — $& e $1 ficam como estão",
    url: "https://x.test/a?b=1&c=2",
    type: "website",
  };

  it("escapes the text and keeps $ patterns literal", () => {
    const html = withHeadMeta("<html><head><title>x</title></head></html>", meta);
    expect(html).toContain("<title>Promoção &quot;2 por 1&quot; &lt;hoje&gt; &amp; já</title>");
    expect(html).toContain('content="Pizza por $19 — $&amp; e $1 ficam como estão"');
    expect(html).toContain('<meta property="og:url" content="https://x.test/a?b=1&amp;c=2" />');
  });

  it("adds the tags before </head> when there is no title, or at the top when there is no head", () => {
    const inHead = withHeadMeta('<html><head><meta charset="UTF-8"></head><body></body></html>', meta);
    expect(inHead.indexOf("<title>")).toBeGreaterThan(inHead.indexOf("charset"));
    expect(inHead.indexOf("<title>")).toBeLessThan(inHead.indexOf("</head>"));
    const bare = withHeadMeta("<!doctype html><div id=root></div>", { ...meta, url: null });
    expect(bare.startsWith("<!doctype html><title>")).toBe(true);
    expect(bare).not.toContain("og:url");
    expect(bare.endsWith("<div id=root></div>")).toBe(true);
  });
});
