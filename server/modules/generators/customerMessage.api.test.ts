import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CUSTOMER_MESSAGES } from "../../../common/customers";
import { PLAN_IDS } from "../../../common/plans";
import { customerMessageProblems } from "../../ai/local/engine/customerMessage";
import { call } from "../../testing/call";
import { type ModelServer, startModelServer } from "../../testing/modelServer";
import { teamKit } from "../../testing/team";
import { createTestApp, type TestApp } from "../../testing/testApp";

/**
 * POST /api/generate-customer-message (issue 15): the built-in engine, and a
 * configured model (a loopback OpenAI-compatible server) whose answer is kept
 * only when it has {nome} and promises nothing.
 */
let model: ModelServer;
let t: TestApp;
let kit: ReturnType<typeof teamKit>;
let team: Awaited<ReturnType<ReturnType<typeof teamKit>["teamWithMember"]>>;
let starter: { cookie: string };
beforeAll(async () => {
  model = await startModelServer();
  t = await createTestApp({
    env: { AI_BASE_URL: model.baseUrl, AI_MODEL: "modelo-teste", RATE_LIMIT_SCALE: "100" },
  });
  kit = teamKit(t);
  team = await kit.teamWithMember(PLAN_IDS.starter);
  starter = await kit.owner({ planId: PLAN_IDS.starter, name: "Lanche do Starter" });
});
afterAll(async () => {
  await t.close();
  await model.close();
});
beforeEach(() => model.reset());

const ask = (cookie: string | undefined, body: object = { segment: "Em risco", goal: "come-back" }) =>
  call(t.app, "POST", "/api/generate-customer-message", { cookie, body });

describe("generate-customer-message", () => {
  it("answers the model's text when it keeps {nome} and promises nothing", async () => {
    model.answer = { content: "Oi, {nome}! Sentimos sua falta por aqui. Quando quiser, é só chamar." };
    const res = await ask(team.boss.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      content: "Oi, {nome}! Sentimos sua falta por aqui. Quando quiser, é só chamar.",
    });
    const prompt = JSON.stringify(model.requests[0]!.body);
    expect(prompt).toContain("Voltar a pedir");
    expect(prompt).toContain("{nome}");
  });

  it("a model text that loses {nome} or promises a discount is refused: the built-in engine answers", async () => {
    model.queue = [
      { content: "Oi! Volte a pedir com a gente." },
      { content: "Oi, {nome}! Volte hoje com 20% de desconto e frete grátis!" },
    ];
    const res = await ask(team.boss.cookie, { segment: "VIP", goal: "thank-you" });
    expect(res.statusCode).toBe(200);
    const { content } = res.json();
    expect(content).toContain("{nome}");
    expect(customerMessageProblems(content)).toEqual([]);
    expect(content).not.toMatch(/desconto|grátis/);
    expect(model.requests).toHaveLength(2);
  });

  it("a model that is down: the built-in engine answers, warm and short, with {nome}", async () => {
    model.mode = "http500";
    const res = await ask(team.member.cookie, { segment: "Novo", goal: "weekend" });
    expect(res.statusCode).toBe(200);
    expect(res.json().content).toMatch(/\{nome\}/);
    expect(res.json().content.length).toBeLessThanOrEqual(400);
  });

  it("Pro only (a member of a Pro owner may), a session and valid input first", async () => {
    const byStarter = await ask(starter.cookie);
    expect(byStarter.statusCode).toBe(403);
    expect(byStarter.json()).toMatchObject({
      code: "CUSTOMERS_REQUIRE_PRO",
      error: CUSTOMER_MESSAGES.requiresPro,
    });
    expect((await ask(undefined)).statusCode).toBe(401);
    const bad = await ask(team.boss.cookie, { segment: "Em risco", goal: "sorteio" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/objetivo da campanha/);
  });
});

describe("the generation limit", () => {
  it("counts with the other generators: after the per-minute limit, a 429 in Portuguese", async () => {
    const small = await createTestApp({ env: { AI_RATE_LIMIT_PER_MINUTE: "2", RATE_LIMIT_SCALE: "1" } });
    try {
      const smallKit = teamKit(small);
      const owner = await smallKit.owner({ name: "Cantina Limitada" });
      expect((await call(small.app, "POST", "/api/generate-menu", { as: owner, body: {} })).statusCode).toBe(
        200,
      );
      const one = await call(small.app, "POST", "/api/generate-customer-message", {
        as: owner,
        body: { segment: "VIP", goal: "thank-you" },
      });
      expect(one.statusCode).toBe(200);
      const refused = await call(small.app, "POST", "/api/generate-customer-message", {
        as: owner,
        body: { segment: "VIP", goal: "thank-you" },
      });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({
        code: "RATE_LIMITED",
        error: expect.stringMatching(/Espere um minuto/),
      });
    } finally {
      await small.close();
    }
  });
});
