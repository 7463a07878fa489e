import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type ModelServer, type ModelServerMode, startModelServer } from "../testing/modelServer";
import { createContentEngine } from "./createContentEngine";
import type { RestaurantContext } from "./engine";
import { createLocalEngine } from "./local";
import { createOpenAiEngine, type EngineLogger } from "./openai";
import { checkReply } from "./replyCheck";

/**
 * A small OpenAI-compatible server on loopback stands in for the model, so
 * the real SDK, HTTP, timeouts and retries are exercised without the internet.
 */
let model: ModelServer;
let baseUrl: string;

beforeAll(async () => {
  model = await startModelServer();
  baseUrl = model.baseUrl;
});

afterAll(async () => {
  await model.close();
});

let warnings: { obj: Record<string, unknown>; msg: string }[] = [];
const logger: EngineLogger = { warn: (obj, msg) => warnings.push({ obj, msg }), info: () => {} };

beforeEach(() => {
  model.reset();
  warnings = [];
});

/**
 * A model call waits 2 s in these tests: a busy CI machine once took longer than 300 ms to answer a
 * good reply, and the retry that followed made the request count flaky. Only the hanging model waits less.
 */
const engine = (timeoutMs = 2_000) =>
  createOpenAiEngine({
    baseUrl,
    apiKey: "chave-teste",
    model: "modelo-teste",
    timeoutMs,
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
    model.answer = {
      content: "Pizza de Calabresa com massa crocante e calabresa fatiada. Peça já pelo app!",
    };
    const result = await engine().describeDish({ dishName: "Pizza de Calabresa" }, { restaurant });
    expect(result).toEqual({ ...(model.answer as object), source: "modelo-teste" });
    expect(model.requests).toHaveLength(1);
    const [request] = model.requests;
    expect(request?.path).toBe("/v1/chat/completions");
    expect(request?.body).toMatchObject({ model: "modelo-teste", response_format: { type: "json_object" } });
    const prompt = JSON.stringify(request?.body.messages);
    expect(prompt).toContain("português do Brasil");
    expect(prompt).toContain("Pizza de Calabresa (R$ 49,90");
    expect(prompt).toContain("Cantina da Nona");
  });

  it("checks each kind of answer against the same schemas, tidying prices and adding the demo's summary", async () => {
    model.answer = {
      dishes: Array.from({ length: 6 }, (_, i) => ({
        name: `Pizza ${i + 1}`,
        description: "Massa fina e crocante.",
        price: 42.9,
      })),
    };
    const menu = await engine().suggestMenu({ restaurantType: "pizzaria" });
    expect(menu.source).toBe("modelo-teste");
    expect(menu.dishes.map((d) => d.price)).toEqual(Array(6).fill("R$ 42,90"));

    model.answer = {
      title: "Sextou com 15%",
      description: "Use o cupom SEXTOU15.",
      discount: "15%",
      period: "Sexta a domingo",
    };
    const promotion = await engine().createPromotion({ goal: "vendas-finais-de-semana" });
    expect(promotion).toMatchObject({ title: "Sextou com 15%", source: "modelo-teste" });
    expect(promotion.promotion).toBe("Sextou com 15%! Use o cupom SEXTOU15.");

    model.answer = { response: "Olá! Sentimos muito pela demora. Equipe Cantina da Nona" };
    const reply = await engine().replyToReview({ reviewText: "Demorou muito" }, { restaurant });
    expect(reply).toEqual({
      response: "Olá! Sentimos muito pela demora. Equipe Cantina da Nona",
      source: "modelo-teste",
    });
  });

  it.each<[ModelServerMode, string]>([
    ["malformed", "answer"],
    ["http500", "http"],
    ["hang", "timeout"],
  ])("falls back to the built-in engine after a retry when the model gives %s", async (failure, reason) => {
    model.mode = failure;
    const result = await engine(300).replyToReview(
      { reviewText: "A pizza chegou fria, meu nome é Joana e moro na Rua das Flores" },
      { restaurant },
    );
    expect(result.source).toBe("local");
    expect(result.response).toMatch(/fria|temperatura/);
    expect(result.response).toMatch(/Equipe Cantina da Nona$/);
    expect(model.requests).toHaveLength(2);
    expect(warnings.map((w) => w.obj.reason)).toEqual([reason, reason]);
    // The logs say what failed, never what the customer wrote or who the restaurant is.
    const logged = JSON.stringify(warnings);
    expect(logged).not.toMatch(/Joana|Flores|Cantina|fria/);
  });

  describe("a reply to a review, checked before it is used", () => {
    const allergy =
      "Sou alérgica a camarão, avisei na observação e veio camarão no risoto. Tive que tomar antialérgico.";

    it("a model that answers 'Volte sempre!' to an allergy review is asked again, then the built-in engine answers safely", async () => {
      model.answer = { response: "Volte sempre!" };
      const result = await engine().replyToReview({ reviewText: allergy }, { restaurant });
      expect(result.source).toBe("local");
      expect(result.response).not.toMatch(/volte|!/i);
      expect(result.response).toMatch(/camarão|alergi/i);
      expect(checkReply(allergy, result.response)).toEqual([]);
      expect(model.requests).toHaveLength(2);
      // The prompt carried the safety rules both times; the logs name the broken rules, not the review.
      for (const r of model.requests)
        expect(JSON.stringify(r.body.messages)).toContain("segurança alimentar");
      expect(warnings.map((w) => w.obj.reason)).toEqual(["check", "check"]);
      expect(warnings[0]?.obj.rules).toEqual(
        expect.arrayContaining(["point:allergy", "invitation", "cheer"]),
      );
      expect(JSON.stringify(warnings)).not.toMatch(/camar|risoto/i);
    });

    it("a reply that misses a point gets one more try; a second answer that covers everything is used", async () => {
      const review = "Demorou quase duas horas e a pizza chegou fria.";
      model.queue = [
        { response: "Olá! Sentimos muito pela demora. Equipe Cantina da Nona" },
        { response: "Olá! Sentimos muito pela demora e pela pizza fria. Equipe Cantina da Nona" },
      ];
      const result = await engine().replyToReview({ reviewText: review }, { restaurant });
      expect(result).toEqual({
        response: "Olá! Sentimos muito pela demora e pela pizza fria. Equipe Cantina da Nona",
        source: "modelo-teste",
      });
      expect(model.requests).toHaveLength(2);
      expect(warnings.map((w) => w.obj.rules)).toEqual([["point:cold"]]);
    });

    it("is checked against the owner's own points when given", async () => {
      const review = "Demorou quase duas horas e a pizza chegou fria.";
      model.answer = { response: "Olá! Sentimos muito pela demora. Equipe Cantina da Nona" };
      const result = await engine().replyToReview(
        { reviewText: review, points: [{ topic: "delay", excerpt: "Demorou quase duas horas" }] },
        { restaurant },
      );
      expect(result.source).toBe("modelo-teste");
      expect(model.requests).toHaveLength(1);
    });
  });

  it("falls back when the JSON does not fit the schema or leaves a template hole", async () => {
    model.answer = { dishes: [{ name: "Só uma", description: "Curta.", price: "R$ 10,00" }] };
    const menu = await engine().suggestMenu({ restaurantType: "japonesa" });
    expect(menu.source).toBe("local");
    expect(menu.dishes.length).toBeGreaterThanOrEqual(5);

    model.answer = { content: "Experimente a {nome do prato}, feita com carinho!" };
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
    model.answer = { content: "Esfiha de carne quentinha. Peça já!" };
    const configured = createContentEngine(
      { ai: { baseUrl, apiKey: "chave", model: "modelo-teste" } },
      logger,
      { timeoutMs: 300 },
    );
    expect(configured.name).toBe("modelo-teste");
    expect((await configured.describeDish({ dishName: "Esfiha" })).source).toBe("modelo-teste");
  });
});
