import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A small OpenAI-compatible chat server on loopback that stands in for the
 * model, so the real SDK, HTTP, timeouts, retries and answer checks are
 * exercised without the internet. Each request takes the next queued answer
 * (then `answer` once the queue is empty) and is recorded.
 */
export type ModelServerMode = "good" | "malformed" | "http500" | "hang";

export type ModelServer = {
  /** The base URL to configure (AI_BASE_URL), ending in /v1. */
  baseUrl: string;
  mode: ModelServerMode;
  /** The JSON object the model answers when the queue is empty. */
  answer: unknown;
  /** Answers for the next requests, in order. */
  queue: unknown[];
  requests: { path: string; body: Record<string, unknown> }[];
  /** Back to "good", empty queue and no recorded requests. */
  reset(): void;
  close(): Promise<void>;
};

export async function startModelServer(): Promise<ModelServer> {
  const state = {
    mode: "good" as ModelServerMode,
    answer: {} as unknown,
    queue: [] as unknown[],
    requests: [] as ModelServer["requests"],
  };
  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => {
      raw += chunk;
    });
    req.on("end", () => {
      state.requests.push({ path: req.url ?? "", body: JSON.parse(raw || "{}") });
      if (state.mode === "hang") return; // never answers: the client's timeout must fire
      if (state.mode === "http500") {
        res.writeHead(500, { "content-type": "application/json" });
        res.end(JSON.stringify({ error: { message: "falha interna" } }));
        return;
      }
      const next = state.queue.length > 0 ? state.queue.shift() : state.answer;
      const content = state.mode === "malformed" ? '{"content": "Pizza sem fim' : JSON.stringify(next);
      res.writeHead(200, { "content-type": "application/json" });
      res.end(
        JSON.stringify({
          id: "cmpl-1",
          object: "chat.completion",
          created: 0,
          model: "modelo-teste",
          choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return Object.assign(state, {
    baseUrl,
    reset() {
      state.mode = "good";
      state.queue = [];
      state.requests = [];
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  });
}
