import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { ADMIN_PASSWORD_HEADER, adminStatsSchema } from "../../../../common/admin";
import { z } from "../../../../common/zod";
import { ApiError, UnexpectedAnswerError } from "../../../lib/api";
import { adminRequest } from "./adminRequest";

// A real server on loopback: the admin calls are tested against real HTTP answers.
let base = "";
let lastPassword: string | undefined;
const server = http.createServer((req, res) => {
  lastPassword = req.headers[ADMIN_PASSWORD_HEADER] as string | undefined;
  if (req.url === "/refused") {
    res.writeHead(401, { "content-type": "application/json" });
    res.end(JSON.stringify({ error: "Senha de administrador incorreta.", code: "UNAUTHORIZED" }));
  } else if (req.url === "/down") {
    res.writeHead(503, "Service Unavailable");
    res.end();
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

it("sends the password in its header and answers the parsed body", async () => {
  let locked = 0;
  const access = { password: "segredo", onUnauthorized: () => locked++ };
  const answer = await adminRequest(access, z.object({ ok: z.literal(true) }), "GET", `${base}/ok`);
  expect(answer).toEqual({ ok: true });
  expect(lastPassword).toBe("segredo");
  expect(locked).toBe(0);
});

it("a 401 locks the page and still fails with SPEC §8's 'status: body'", async () => {
  let locked = 0;
  const access = { password: "velha", onUnauthorized: () => locked++ };
  const error = await adminRequest(access, adminStatsSchema, "GET", `${base}/refused`).catch(
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  expect((error as ApiError).message).toBe(
    '401: {"error":"Senha de administrador incorreta.","code":"UNAUTHORIZED"}',
  );
  expect(locked).toBe(1);
});

it("another failure, or an answer of the wrong shape, does not lock the page", async () => {
  let locked = 0;
  const access = { password: "segredo", onUnauthorized: () => locked++ };
  const down = await adminRequest(access, adminStatsSchema, "GET", `${base}/down`).catch((e: unknown) => e);
  expect((down as ApiError).message).toBe("503: Service Unavailable");
  const odd = await adminRequest(access, adminStatsSchema, "GET", `${base}/ok`).catch((e: unknown) => e);
  expect(odd).toBeInstanceOf(UnexpectedAnswerError);
  expect(locked).toBe(0);
});
