import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { generationSchema } from "../../../common/generations";
import { reviewReplyAnswerSchema } from "../../../common/generators";
import { z } from "../../../common/zod";
import { checkReply } from "../../ai/replyCheck";
import { registerAccount, uniqueAddress } from "../../testing/accounts";
import { call } from "../../testing/call";
import { type ModelServer, startModelServer } from "../../testing/modelServer";
import { createTestApp, type TestApp } from "../../testing/testApp";

/*
 * With a model configured (AI_BASE_URL/AI_MODEL), an owner's reply to a
 * review comes from the model only when it answers every point and keeps the
 * food-safety rules; otherwise the model is asked once more and then the
 * built-in engine answers. A loopback OpenAI-compatible server is the model.
 */
let model: ModelServer;
let t: TestApp;
beforeAll(async () => {
  model = await startModelServer();
  t = await createTestApp({
    env: { AI_BASE_URL: model.baseUrl, AI_MODEL: "modelo-teste", RATE_LIMIT_SCALE: "100" },
  });
});
afterAll(async () => {
  await t.close();
  await model.close();
});
beforeEach(() => model.reset());

async function ownerReply(cookie: string, reviewText: string) {
  const res = await call(t.app, "POST", "/api/generate-response", {
    cookie,
    body: { reviewText },
    remoteAddress: uniqueAddress(),
  });
  expect(res.statusCode, res.body).toBe(200);
  return reviewReplyAnswerSchema.parse(res.json());
}

async function ownerWithRestaurant() {
  // The configured model serves confirmed addresses only (issue 25).
  const owner = await registerAccount(t.app, { verified: true, db: t.database.db });
  const res = await call(t.app, "POST", "/api/restaurant", {
    as: owner,
    body: { name: "Cantina da Nona", type: "pizzaria", isOnboarded: true },
  });
  expect(res.statusCode, res.body).toBe(200);
  return owner;
}

async function lastSource(cookie: string) {
  const res = await call(t.app, "GET", "/api/generations?kind=response", { cookie });
  expect(res.statusCode, res.body).toBe(200);
  const [latest] = z.array(generationSchema).parse(res.json());
  return latest?.source;
}

describe("the reply to a review with a model configured", () => {
  it("a model that answers 'Volte sempre!' to an allergy review leads to a safe reply", async () => {
    const owner = await ownerWithRestaurant();
    model.answer = { response: "Volte sempre!" };
    const reviewText =
      "Sou alérgica a camarão, avisei na observação e veio camarão… tive que tomar antialérgico";
    const answer = await ownerReply(owner.cookie, reviewText);
    expect(answer.safety).toBe(true);
    expect(answer.response).not.toMatch(/volte|!/i);
    expect(answer.response).toMatch(/camarão|alergi/i);
    expect(checkReply(reviewText, answer.response)).toEqual([]);
    expect(model.requests).toHaveLength(2);
    expect(await lastSource(owner.cookie)).toBe("local");
  });

  it("a model reply that answers every point is kept", async () => {
    const owner = await ownerWithRestaurant();
    const response = "Olá! Sentimos muito pela demora e por a pizza ter chegado fria. Equipe Cantina da Nona";
    model.answer = { response };
    const answer = await ownerReply(owner.cookie, "Demorou quase duas horas e a pizza chegou fria.");
    expect(answer.response).toBe(response);
    expect(model.requests).toHaveLength(1);
    expect(await lastSource(owner.cookie)).toBe("modelo-teste");
  });

  it("a model reply that adds a complaint or offers a channel the owner never gave is replaced by the engine's", async () => {
    const owner = await ownerWithRestaurant();
    model.answer = {
      response:
        "Olá, sentimos muito pela demora e pelo item que faltou. Chame a gente pelo WhatsApp da loja. Equipe Cantina da Nona",
    };
    const reviewText = "Demorou quase duas horas.";
    const answer = await ownerReply(owner.cookie, reviewText);
    expect(answer.response).not.toMatch(/faltou|WhatsApp/);
    expect(answer.response).toMatch(/demora|atraso/i);
    expect(model.requests).toHaveLength(2);
    expect(await lastSource(owner.cookie)).toBe("local");
  });

  it("a model reply is held to the owner's chips: a point dropped is refused", async () => {
    const owner = await ownerWithRestaurant();
    model.answer = { response: "Olá! Sentimos muito pela demora. Equipe Cantina da Nona" };
    const res = await call(t.app, "POST", "/api/generate-response", {
      cookie: owner.cookie,
      body: { reviewText: "Demorou e veio frio", points: [{ topic: "delay" }, { topic: "cold" }] },
      remoteAddress: uniqueAddress(),
    });
    expect(res.statusCode, res.body).toBe(200);
    const answer = reviewReplyAnswerSchema.parse(res.json());
    expect(answer.points.map((p) => p.topic)).toEqual(["delay", "cold"]);
    expect(answer.response).toMatch(/fri[oa]|temperatura/);
    expect(model.requests).toHaveLength(2);
    expect(await lastSource(owner.cookie)).toBe("local");
  });
});
