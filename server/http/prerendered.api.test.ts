import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAGE_META } from "../../common/pageMeta";
import { PRERENDERED_ATTRIBUTE } from "../../common/prerenderedPages";
import { call } from "../testing/call";
import { createTestApp, type TestApp } from "../testing/testApp";

const APP_URL = "https://pratocheio.example";

/** index.html as the build leaves it: the boot shell (the logo) in #root. */
const INDEX_HTML = `<!doctype html>
<html lang="pt-BR">
  <head>
    <title>Prato Cheio — genérico</title>
    <meta name="description" content="Descrição genérica." />
  </head>
  <body><div id="root"><header>Prato Cheio (shell)</header></div></body>
</html>
`;

/** A page the build prerendered: the same head, the page's HTML in #root. */
const page = (heading: string) => `<!doctype html>
<html lang="pt-BR">
  <head>
    <title>Prato Cheio — genérico</title>
    <meta name="description" content="Descrição genérica." />
  </head>
  <body><div id="root" ${PRERENDERED_ATTRIBUTE}><h1>${heading}</h1><p>${"Textos prontos para o seu delivery. ".repeat(60)}</p></div></body>
</html>
`;

let t: TestApp;
let webRoot: string;

beforeAll(async () => {
  webRoot = await mkdtemp(path.join(os.tmpdir(), "pc-prerendered-"));
  await writeFile(path.join(webRoot, "index.html"), INDEX_HTML);
  await mkdir(path.join(webRoot, "prerendered"));
  await writeFile(path.join(webRoot, "prerendered", "index.html"), page("Venda mais no app de delivery"));
  await writeFile(path.join(webRoot, "prerendered", "pricing.html"), page("Planos simples para vender mais"));
  // No file for /contact: a build without it still serves the page (index.html).
  t = await createTestApp({ webRoot, env: { APP_URL } });
});

afterAll(async () => {
  await t.close();
  await rm(webRoot, { recursive: true, force: true });
});

describe("a visitor gets the prerendered public page (decision 040)", () => {
  it("GET /pricing without a session cookie answers the page's HTML with its own head tags", async () => {
    const res = await call(t.app, "GET", "/pricing");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/html");
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.headers.vary).toContain("Cookie");
    expect(res.body).toContain("<h1>Planos simples para vender mais</h1>");
    expect(res.body).toContain(PRERENDERED_ATTRIBUTE);
    expect(res.body).toContain("<title>Preços | Prato Cheio</title>");
    expect(res.body).toContain(`<meta property="og:url" content="${APP_URL}/pricing" />`);
    expect(res.body).not.toContain("genéric");
    // Strict as everywhere: no inline script allowed.
    expect(res.headers["content-security-policy"]).toContain("script-src 'self';");
  });

  it("GET / and a trailing slash or a query string get the same page", async () => {
    expect((await call(t.app, "GET", "/")).body).toContain("<h1>Venda mais no app de delivery</h1>");
    expect((await call(t.app, "GET", "/pricing/")).body).toContain(
      "<h1>Planos simples para vender mais</h1>",
    );
    expect((await call(t.app, "GET", "/pricing?plano=4")).body).toContain(
      "<h1>Planos simples para vender mais</h1>",
    );
    const head = await call(t.app, "HEAD", "/pricing", { headers: { "accept-encoding": "br" } });
    expect(head.statusCode).toBe(200);
    expect(head.headers.vary).toContain("Cookie");
    expect(head.headers["content-encoding"]).toBe("br");
    expect(head.body).toBe("");
  });

  it("another cookie (not the session's) still gets the prerendered page", async () => {
    const res = await call(t.app, "GET", "/", { headers: { cookie: "tema=claro; pc_session_x=1" } });
    expect(res.body).toContain(PRERENDERED_ATTRIBUTE);
  });
});

describe("the pages go compressed, as the built assets do", () => {
  it("with Accept-Encoding br the prerendered page comes as brotli, the same HTML once decoded", async () => {
    const plain = await call(t.app, "GET", "/pricing");
    const res = await call(t.app, "GET", "/pricing", { headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers.vary).toContain("Accept-Encoding");
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString("utf8")).toBe(plain.body);
    // Asked again: the same bytes (kept, not compressed anew).
    const again = await call(t.app, "GET", "/pricing", { headers: { "accept-encoding": "br" } });
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
  });

  it("gzip when brotli is not taken, plain when nothing is", async () => {
    const plain = await call(t.app, "GET", "/");
    const gz = await call(t.app, "GET", "/", { headers: { "accept-encoding": "gzip, br;q=0" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gz.rawPayload).toString("utf8")).toBe(plain.body);
    const none = await call(t.app, "GET", "/", { headers: { "accept-encoding": "identity" } });
    expect(none.headers["content-encoding"]).toBeUndefined();
    expect(none.body).toBe(plain.body);
  });
});

describe("a request with a session cookie gets the app's shell, as before prerendering", () => {
  it("GET / with pc_session answers index.html (the logo shell), so a signed-in owner never sees the landing first", async () => {
    const res = await call(t.app, "GET", "/", { cookie: "tema=claro; pc_session=qualquer" });
    expect(res.statusCode).toBe(200);
    expect(res.headers.vary).toContain("Cookie");
    expect(res.body).toContain("Prato Cheio (shell)");
    expect(res.body).not.toContain(PRERENDERED_ATTRIBUTE);
    expect(res.body).toContain(`<title>${PAGE_META["/"].title}</title>`);
  });

  it("GET /pricing with pc_session answers index.html with the pricing page's tags", async () => {
    const res = await call(t.app, "GET", "/pricing", { cookie: "pc_session=qualquer" });
    expect(res.body).toContain("Prato Cheio (shell)");
    expect(res.body).toContain("<title>Preços | Prato Cheio</title>");
  });
});

describe("pages that are not prerendered keep the shell", () => {
  it("GET /dashboard answers index.html without Vary, the same for everyone", async () => {
    const res = await call(t.app, "GET", "/dashboard");
    expect(res.statusCode).toBe(200);
    expect(res.headers.vary ?? "").not.toContain("Cookie");
    expect(res.body).toContain("Prato Cheio (shell)");
  });

  it("a prerendered route whose file the build did not write falls back to index.html", async () => {
    const res = await call(t.app, "GET", "/contact");
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("Prato Cheio (shell)");
    expect(res.body).toContain("<title>Contato | Prato Cheio</title>");
  });

  it("an unknown path is still the 404 page with status 404", async () => {
    const res = await call(t.app, "GET", "/nao-existe");
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain(PRERENDERED_ATTRIBUTE);
  });
});
