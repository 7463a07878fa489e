import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createContentEngine } from "./createContentEngine";
import type { RestaurantContext } from "./engine";
import { createLocalEngine } from "./local";
import { createOpenAiEngine, type EngineLogger } from "./openai";

/**
 * A small OpenAI-compatible server on loopback stands in for the model, so
 * the real SDK, HTTP, timeouts and retries are exercised without the internet.
 */
type Mode = "good" | "malformed" | "http500" | "hang" | "invalid";

let mode: Mode = "good";
let answer: unknown = {};
let requests: { path: string; body: Record<string, unknown> }[] = [];
let server: http.Server;
let baseUrl: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => {
      raw += chunk;
    });
    req.on("end", () => {
      requests.push({ path: req.url ?? "", body: JSON.parse(raw || "{}") });
      if (mode === "hang") return; // never answers: the client's timeout must fire
      if (mode === "http500") {
        res.writeHead(500, { "content-type": "application/json" });
        res.end(JSON.stringify({ error: { message: "falha interna" } }));
        return;
      }
      const content = mode === "malformed" ? '{"content": "Pizza sem fim' : JSON.stringify(answer);
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
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

let warnings: { obj: Record<string, unknown>; msg: string }[] = [];
const logger: EngineLogger = { warn: (obj, msg) => warnings.push({ obj, msg }), info: () => {} };

beforeEach(() => {
  mode = "good";
  requests = [];
  warnings = [];
});

const engine = () =>
  createOpenAiEngine({
    baseUrl,
    apiKey: "chave-teste",
    model: "modelo-teste",
    timeoutMs: 300,
    retries: 1,
    fallback: createLocalEngine(),
    logger,
  });

const restaurant: RestaurantContext = {
  name: "Cantina da Nona",
  type: "pizzaria",
  dishes: [{ name: "Pizza de Calabresa", price: "49.90", sales: 12 }],
  metrics: { averageTicketCents: 6800 },
};

describe("OpenAI-compatible model provider", () => {
  it("uses a good answer, asking in Portuguese for JSON with the restaurant's context", async () => {
    answer = { content: "Pizza de Calabresa com massa crocante e calabresa fatiada. Peça já pelo app!" };
    const result = await engine().describeDish({ dishName: "Pizza de Calabresa" }, { restaurant });
    expect(result).toEqual({ ...(answer as object), source: "modelo-teste" });
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.path).toBe("/v1/chat/completions");
    expect(request?.body).toMatchObject({ model: "modelo-teste", response_format: { type: "json_object" } });
    const prompt = JSON.stringify(request?.body.messages);
    expect(prompt).toContain("português do Brasil");
    expect(prompt).toContain("Pizza de Calabresa (R$ 49,90");
    expect(prompt).toContain("Cantina da Nona");
  });

  it("checks each kind of answer against the same schemas, tidying prices and adding the demo's summary", async () => {
    answer = {
      dishes: Array.from({ length: 6 }, (_, i) => ({
        name: `Pizza ${i + 1}`,
        description: "Massa fina e crocante.",
        price: 42.9,
      })),
    };
    const menu = await engine().suggestMenu({ restaurantType: "pizzaria" });
    expect(menu.source).toBe("modelo-teste");
    expect(menu.dishes.map((d) => d.price)).toEqual(Array(6).fill("R$ 42,90"));

    answer = {
      title: "Sextou com 15%",
      description: "Use o cupom SEXTOU15.",
      discount: "15%",
      period: "Sexta a domingo",
    };
    const promotion = await engine().createPromotion({ goal: "vendas-finais-de-semana" });
    expect(promotion).toMatchObject({ title: "Sextou com 15%", source: "modelo-teste" });
    expect(promotion.promotion).toBe("Sextou com 15%! Use o cupom SEXTOU15.");

    answer = { response: "Olá! Sentimos muito pela demora. Equipe Cantina da Nona" };
    const reply = await engine().replyToReview({ reviewText: "Demorou muito" }, { restaurant });
    expect(reply).toEqual({
      response: "Olá! Sentimos muito pela demora. Equipe Cantina da Nona",
      source: "modelo-teste",
    });
  });

  it.each<[Mode, string]>([
    ["malformed", "answer"],
    ["http500", "http"],
    ["hang", "timeout"],
  ])("falls back to the built-in engine after a retry when the model gives %s", async (failure, reason) => {
    mode = failure;
    const result = await engine().replyToReview(
      { reviewText: "A pizza chegou fria, meu nome é Joana e moro na Rua das Flores" },
      { restaurant },
    );
    expect(result.source).toBe("local");
    expect(result.response).toMatch(/fria|temperatura/);
    expect(result.response).toMatch(/Equipe Cantina da Nona$/);
    expect(requests).toHaveLength(2);
    expect(warnings.map((w) => w.obj.reason)).toEqual([reason, reason]);
    // The logs say what failed, never what the customer wrote or who the restaurant is.
    const logged = JSON.stringify(warnings);
    expect(logged).not.toMatch(/Joana|Flores|Cantina|fria/);
  });

  it("falls back when the JSON does not fit the schema or leaves a template hole", async () => {
    answer = { dishes: [{ name: "Só uma", description: "Curta.", price: "R$ 10,00" }] };
    const menu = await engine().suggestMenu({ restaurantType: "japonesa" });
    expect(menu.source).toBe("local");
    expect(menu.dishes.length).toBeGreaterThanOrEqual(5);

    answer = { content: "Experimente a {nome do prato}, feita com carinho!" };
    const content = await engine().describeDish({ dishName: "Coxinha" });
    expect(content.source).toBe("local");
    expect(content.content).toContain("Coxinha");
  });

  it("falls back when nothing listens at the configured address", async () => {
    const offline = createOpenAiEngine({
      baseUrl: "http://127.0.0.1:9/v1",
      apiKey: "x",
      model: "modelo-teste",
      timeoutMs: 300,
      fallback: createLocalEngine(),
      logger,
    });
    const result = await offline.createPromotion({ goal: "atrair-novos-clientes" });
    expect(result.source).toBe("local");
    expect(result.title).toMatch(/primeiro pedido/i);
  });

  it("is chosen by createContentEngine only when the model is configured", async () => {
    expect(createContentEngine({ ai: undefined }, logger).name).toBe("local");
    answer = { content: "Esfiha de carne quentinha. Peça já!" };
    const configured = createContentEngine(
      { ai: { baseUrl, apiKey: "chave", model: "modelo-teste" } },
      logger,
      { timeoutMs: 300 },
    );
    expect(configured.name).toBe("modelo-teste");
    expect((await configured.describeDish({ dishName: "Esfiha" })).source).toBe("modelo-teste");
  });
});
