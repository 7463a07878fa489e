import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { AI_BREAKER, callBudget } from "./callBudget";
import { createLocalEngine } from "./local";
import { createOpenAiEngine, type EngineLogger } from "./openai";

/*
 * A model endpoint that accepts connections and never answers (a hung
 * server, a black-holed proxy): people must get the built-in engine's text
 * within the budget, and after a few such failures the engine must stop
 * asking for a minute instead of paying the wait on every call.
 */
let requests = 0;
let answering = false;
let server: http.Server;
let baseUrl: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      requests++;
      if (!answering) return;
      const content = JSON.stringify({ content: "Esfiha de carne quentinha, feita na hora. Peça já!" });
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ choices: [{ index: 0, message: { role: "assistant", content } }] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

let logs: { level: string; msg: string }[] = [];
const logger: EngineLogger = {
  warn: (_obj, msg) => logs.push({ level: "warn", msg }),
  info: (_obj, msg) => logs.push({ level: "info", msg }),
};
beforeEach(() => {
  requests = 0;
  answering = false;
  logs = [];
});

let clock = 0;
const engine = (options: { budgetMs?: number; timeoutMs?: number }) =>
  createOpenAiEngine({
    baseUrl,
    apiKey: "x",
    model: "modelo-teste",
    retries: 1,
    now: () => clock,
    fallback: createLocalEngine(),
    logger,
    ...options,
  });

it("waits at most the budget in all, however long each attempt may be", async () => {
  const started = performance.now();
  const result = await engine({ budgetMs: 400, timeoutMs: 5_000 }).describeDish({ dishName: "Esfiha" });
  const elapsed = performance.now() - started;
  expect(result.source).toBe("local");
  expect(requests).toBe(1); // the one attempt used the budget up; no retry past it
  // Loose bound: the point is one budget (0.4 s), not two 5 s attempts.
  expect(elapsed).toBeLessThan(3_000);
});

it("answers in under 8 s by default, retries included", () => {
  const defaults = callBudget({});
  expect(defaults.totalMs).toBeLessThanOrEqual(7_000);
  expect(defaults.attemptMs).toBeLessThanOrEqual(defaults.totalMs);
  // A longer per-attempt timeout never stretches the total.
  expect(callBudget({ timeoutMs: 15_000 }).attemptMs).toBeLessThanOrEqual(defaults.totalMs);
});

it("skips the model for a minute after three failures, then tries once, logging only the changes", async () => {
  clock = 1_000_000;
  const e = engine({ budgetMs: 300 });
  const ask = () => e.describeDish({ dishName: "Esfiha" });
  for (let i = 0; i < 3; i++) expect((await ask()).source).toBe("local");
  expect(requests).toBe(3);
  for (let i = 0; i < 5; i++) expect((await ask()).source).toBe("local");
  expect(requests).toBe(3); // open: nothing goes out

  clock += AI_BREAKER.openMs - 1;
  await ask();
  expect(requests).toBe(3);
  clock += 1;
  await ask(); // half-open: one trial, which hangs too
  expect(requests).toBe(4);
  await ask();
  expect(requests).toBe(4);

  answering = true;
  clock += AI_BREAKER.openMs;
  expect((await ask()).source).toBe("modelo-teste");
  expect((await ask()).source).toBe("modelo-teste");
  expect(requests).toBe(6);

  const opened = logs.filter((l) => l.msg.includes("fora do ar"));
  const closed = logs.filter((l) => l.msg.includes("voltou a responder"));
  expect(opened).toEqual([{ level: "warn", msg: expect.any(String) }]);
  expect(closed).toEqual([{ level: "info", msg: expect.any(String) }]);
});
