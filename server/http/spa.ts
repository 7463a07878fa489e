import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { isPageRoute } from "../../common/routes";
import { notFound } from "./errors";

/**
 * Serves the built SPA: hashed assets with a year of cache (precompressed
 * .br/.gz written at build time), index.html for every page path. Unknown
 * paths still get index.html, which renders the 404 page, with status 404.
 */
export async function registerSpa(app: FastifyInstance, webRoot: string | null): Promise<void> {
  const indexFile = webRoot ? path.join(webRoot, "index.html") : null;
  const hasBuild = indexFile !== null && existsSync(indexFile);
  const indexHtml = hasBuild ? await readFile(indexFile, "utf8") : null;

  if (hasBuild && webRoot) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header("cache-control", hashed ? "public, max-age=31536000, immutable" : "public, max-age=3600");
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split("?")[0] ?? "/";
    if (pathname === "/api" || pathname.startsWith("/api/")) {
      throw notFound("Esse endereço da API não existe.");
    }
    if ((request.method !== "GET" && request.method !== "HEAD") || !indexHtml) {
      throw notFound("Página não encontrada.");
    }
    return reply
      .status(isPageRoute(pathname) ? 200 : 404)
      .header("cache-control", "no-cache")
      .type("text/html; charset=utf-8")
      .send(indexHtml);
  });
}
