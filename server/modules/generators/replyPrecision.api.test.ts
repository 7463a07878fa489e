import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dishContentResultSchema, reviewReplyAnswerSchema } from "../../../common/generators";
import { NOTHING_RECOGNISED } from "../../../common/reviewPoints";
import { restaurants } from "../../db/schema";
import { registerAccount, type TestAccount, uniqueAddress } from "../../testing/accounts";
import { call } from "../../testing/call";
import { createTestApp, type TestApp } from "../../testing/testApp";

/*
 * Issue 28 through POST /api/generate-response and /api/generate-content:
 * points with the customer's specifics, nothing invented, moderation, and the
 * owner's own facts (channels by value, confirmed claims) read from the
 * restaurant. The facts are written straight to the columns: the settings
 * form that writes them belongs to the review inbox.
 */

let t: TestApp;
let owner: TestAccount;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_SCALE: "100" } });
  owner = await registerAccount(t.app, { onboarded: { name: "Cantina da Nona", type: "pizzaria" } });
});
afterAll(async () => {
  await t.close();
});

async function setFacts(values: Partial<typeof restaurants.$inferInsert>) {
  await t.database.db.update(restaurants).set(values).where(eq(restaurants.userId, owner.userId));
}

async function reply(reviewText: string, as?: TestAccount, points?: unknown) {
  const res = await call(t.app, "POST", "/api/generate-response", {
    ...(as ? { as } : {}),
    body: { reviewText, ...(points ? { points } : {}) },
    remoteAddress: uniqueAddress(),
  });
  expect(res.statusCode, res.body).toBe(200);
  return reviewReplyAnswerSchema.parse(res.json());
}

describe("replies that never invent (issue 28)", () => {
  it("reads the wrong item with the customer's words and answers it", async () => {
    const a = await reply("PEDI CALABRESA VEIO PORTUGUESA");
    expect(a.points.map((p) => p.label)).toEqual(["Item errado: pediu calabresa, veio portuguesa"]);
    expect(a.response).toMatch(/calabresa e (recebeu|chegou) portuguesa/);
    expect(a.recognised).toBe(true);
  });

  it("does not confirm a rumour, answers it seriously in private and flags it for moderation with a ready request", async () => {
    const a = await reply("Ouvi dizer que a cozinha de vocês é cheia de rato, nunca vou pedir aí");
    // Decision 062: a rumour of a food-safety case is one for the reply's tone, with no point confirmed.
    expect(a.safety).toBe(true);
    expect(a.response).toMatch(/em particular/);
    expect(a.response).not.toMatch(/!|carinho|abraço|volte|próximo pedido/i);
    expect(a.points).toEqual([]);
    expect(a.moderation?.reason).toBe("noOrder");
    expect(a.moderation?.request).toMatch(/Solicitamos/);
    expect(a.response).not.toMatch(/barata|rato|higiene|contamin/i);
  });

  it("flags a slur at the courier, never quotes it and signs soberly", async () => {
    const a = await reply("o entregador era um macaco, demorou demais");
    expect(a.moderation?.reason).toBe("hate");
    expect(a.response).not.toMatch(/macaco/i);
    expect(a.response).not.toMatch(/carinho|abraço|!/i);
    expect(a.response).toMatch(/demora/);
    for (const p of a.points) expect(p.excerpt).not.toMatch(/macaco/i);
  });

  it("reads sarcasm as a complaint, not as praise nor as cold food", async () => {
    const a = await reply("Nota 10 pro forno 👏");
    expect(a.points.map((p) => p.topic)).toEqual(["other"]);
    expect(a.response).not.toMatch(/fri[oa]|elogio|felizes/i);
  });

  it("answers a Spanish review in Spanish", async () => {
    const a = await reply("La pizza llegó fría y tardó más de una hora, muy mal");
    expect(a.response).toMatch(/Hola|Lamentamos/);
    expect(a.response).not.toMatch(/Sentimos|pedido chegou/);
  });

  it("says when it recognised nothing", async () => {
    const a = await reply("hmm");
    expect(a.points).toEqual([]);
    expect(a.recognised).toBe(false);
    expect(NOTHING_RECOGNISED).toBe("Não identifiquei a reclamação: escolha os pontos");
  });

  it("writes from the owner's chips only", async () => {
    const a = await reply("Demorou 1h e a pizza veio fria", undefined, [{ topic: "cold" }]);
    expect(a.points.map((p) => p.topic)).toEqual(["cold"]);
    expect(a.response).toMatch(/fri[oa]|temperatura/);
    expect(a.response).not.toMatch(/demor|atras/i);
  });
});

describe("the owner's facts", () => {
  it("offer no channel by name when the owner gave none, and the owner's own by value", async () => {
    const serious = "Achei um cabelo na pizza";
    const before = await reply(serious, owner);
    expect(before.response).not.toMatch(/WhatsApp|telefone|chat do app/i);
    expect(before.response).toMatch(/por aqui/);

    await setFacts({ contactWhatsapp: "11987654321", contactEmail: "oi@cantina.com.br" });
    const after = await reply(serious, owner);
    expect(after.response).toMatch(/WhatsApp \(11\) 98765-4321/);
    expect(after.response).toMatch(/oi@cantina\.com\.br/);
    expect(after.response).not.toMatch(/telefone/);
  });

  it("keep unconfirmed claims out of dish texts, correct the name's typo and leak no category slug", async () => {
    await setFacts({ confirmedClaims: [], type: "outro" });
    for (const format of ["description", "post"] as const) {
      for (let i = 0; i < 4; i++) {
        const res = await call(t.app, "POST", "/api/generate-content", {
          as: owner,
          body: { dishName: "Pastel de qeijo", format },
          remoteAddress: uniqueAddress(),
        });
        expect(res.statusCode, res.body).toBe(200);
        const text = dishContentResultSchema.parse(res.json()).content;
        expect(text).toMatch(/Pastel de queijo/i);
        expect(text).not.toMatch(/qeijo/);
        expect(text).not.toMatch(/#outro\b/);
        expect(text).not.toMatch(/feit[oa] na hora|caseir|fresc|artesana|molho da casa/i);
      }
    }
  });
});
