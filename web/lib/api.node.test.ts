import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "../../common/zod";
import { ApiError, getQueryFn, messageFor, noContent, request, UnexpectedAnswerError } from "./api";

// A real server on loopback: api.ts is tested against real HTTP answers, not a fake fetch.
let base = "";
let lastCookie: string | undefined;
let received: string[] = [];
const server = http.createServer((req, res) => {
  lastCookie = req.headers.cookie;
  received.push(req.url ?? "");
  if (req.url === "/json-error") {
    res.writeHead(409, { "content-type": "application/json" });
    res.end(JSON.stringify({ error: "Este email já está cadastrado.", code: "EMAIL_TAKEN" }));
  } else if (req.url === "/empty-error") {
    res.writeHead(503, "Service Unavailable");
    res.end();
  } else if (req.url === "/api/user") {
    res.writeHead(401, { "content-type": "application/json" });
    res.end(JSON.stringify({ error: "Faça login para continuar.", code: "UNAUTHORIZED" }));
  } else if (req.url === "/no-content") {
    res.writeHead(204);
    res.end();
  } else if (req.url === "/api/items/7") {
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify({ id: 7 }));
  } else {
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify({ ok: true }));
  }
});

beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
});

describe("api.ts", () => {
  it("a non-OK answer throws 'status: body'", async () => {
    const error = await request(z.unknown(), "GET", `${base}/json-error`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(
      '409: {"error":"Este email já está cadastrado.","code":"EMAIL_TAKEN"}',
    );
    expect(messageFor(error, "Algo deu errado.")).toBe("Este email já está cadastrado.");
  });

  it("an empty non-OK answer throws 'status: statusText'", async () => {
    const error = await request(z.unknown(), "GET", `${base}/empty-error`).catch((e: unknown) => e);
    expect((error as Error).message).toBe("503: Service Unavailable");
    expect(messageFor(error, "Tente de novo.")).toBe("Tente de novo.");
  });

  it("the query reader joins the key with '/' and can answer null on 401", async () => {
    const read = getQueryFn<{ id: number }>({ on401: "returnNull" });
    expect(await read({ queryKey: [`${base}/api`, "items", 7] })).toEqual({ id: 7 });
    expect(await read({ queryKey: [`${base}/api/user`] })).toBeNull();
    const strict = getQueryFn({ on401: "throw" });
    await expect(strict({ queryKey: [`${base}/api/user`] })).rejects.toThrow(/^401: /);
  });

  it("sends JSON bodies", async () => {
    expect(await request(z.unknown(), "POST", `${base}/echo`, { a: 1 })).toEqual({ ok: true });
    expect(lastCookie).toBeUndefined();
  });

  it("request parses the answer with its schema and refuses one that does not match", async () => {
    const item = z.object({ id: z.number() });
    expect(await request(item, "GET", `${base}/api/items/7`)).toEqual({ id: 7 });
    const wrong = await request(item, "GET", `${base}/echo`).catch((e: unknown) => e);
    expect(wrong).toBeInstanceOf(UnexpectedAnswerError);
    expect(messageFor(wrong, "Algo deu errado.")).toBe("Algo deu errado.");
  });

  it("request sends the call while a schema still loads, then parses with it", async () => {
    // A public page passes import(…).then(…): the answer must not wait for the schema's chunk to start.
    received = [];
    let loaded: (schema: z.ZodType<{ id: number }>) => void = () => {};
    const loading = new Promise<z.ZodType<{ id: number }>>((resolve) => {
      loaded = resolve;
    });
    const answer = request(loading, "GET", `${base}/api/items/7`);
    await vi.waitFor(() => expect(received).toContain("/api/items/7"));
    loaded(z.object({ id: z.number() }));
    expect(await answer).toEqual({ id: 7 });
    await expect(
      request(Promise.resolve(z.object({ id: z.string() })), "GET", `${base}/api/items/7`),
    ).rejects.toBeInstanceOf(UnexpectedAnswerError);
  });

  it("request keeps SPEC §8's error message and reads a 204 with noContent", async () => {
    const error = await request(z.unknown(), "POST", `${base}/json-error`, { a: 1 }).catch((e: unknown) => e);
    expect((error as ApiError).status).toBe(409);
    expect((error as Error).message).toMatch(/^409: \{"error"/);
    expect(await request(noContent, "DELETE", `${base}/no-content`)).toBeUndefined();
    await expect(request(noContent, "GET", `${base}/api/items/7`)).rejects.toBeInstanceOf(
      UnexpectedAnswerError,
    );
  });
});
