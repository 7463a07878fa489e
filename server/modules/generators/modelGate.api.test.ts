import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { reviewReplyAnswerSchema } from "../../../common/generators";
import { users } from "../../db/schema";
import { registerAccount, type TestAccount, uniqueAddress } from "../../testing/accounts";
import { call } from "../../testing/call";
import { type ModelServer, startModelServer } from "../../testing/modelServer";
import { waitForMail } from "../../testing/outbox";
import { teamKit } from "../../testing/team";
import { createTestApp, type TestApp } from "../../testing/testApp";

/*
 * Issue 25: the configured model (AI_BASE_URL) serves only confirmed
 * addresses, within daily budgets per person, restaurant and network (IPv6
 * by /64). Everyone else gets the built-in engine: a 200 like any other, and
 * not one request reaches the model (a loopback stand-in here).
 */
let model: ModelServer;
let t: TestApp;
beforeAll(async () => {
  model = await startModelServer();
  t = await createTestApp({
    env: {
      AI_BASE_URL: model.baseUrl,
      AI_MODEL: "modelo-teste",
      RATE_LIMIT_SCALE: "100",
      AI_MODEL_DAILY_CALLS_PER_USER: "3",
      AI_MODEL_DAILY_CALLS_PER_RESTAURANT: "5",
      AI_MODEL_DAILY_CALLS_PER_NETWORK: "4",
    },
  });
});
afterAll(async () => {
  await t.close();
  await model.close();
});
beforeEach(() => {
  model.reset();
  model.answer = { response: REPLY };
});

const REVIEW = "Demorou quase duas horas e a pizza chegou fria.";
const REPLY = "Olá! Sentimos muito pela demora e por a pizza ter chegado fria. Equipe Cantina da Nona";

async function reply(account: { cookie: string }, remoteAddress = uniqueAddress()) {
  const res = await call(t.app, "POST", "/api/generate-response", {
    as: account,
    body: { reviewText: REVIEW },
    remoteAddress,
  });
  expect(res.statusCode, res.body).toBe(200);
  return reviewReplyAnswerSchema.parse(res.json()).response;
}

const owner = (confirmed: boolean) =>
  registerAccount(t.app, {
    onboarded: { name: "Cantina da Nona", type: "pizzaria" },
    ...(confirmed ? { verified: true, db: t.database.db } : {}),
  });

/** Opens the verification link the sign-up mailed, as the owner would. */
async function confirmByMail(account: TestAccount) {
  const mail = await waitForMail(t.dataDir, account.email, /Confirme seu email/);
  const link = /https?:\/\/\S+\/api\/verify-email\?token=[\w-]+/.exec(mail.text)?.[0];
  expect(link).toBeDefined();
  const res = await call(t.app, "GET", new URL(link!).pathname + new URL(link!).search);
  expect(res.statusCode).toBeLessThan(400);
}

describe("the configured model and confirmed addresses", () => {
  it("an unconfirmed account gets the built-in engine, and the model once the mailed link is opened", async () => {
    const fresh = await owner(false);
    const text = await reply(fresh);
    expect(text.length).toBeGreaterThan(20);
    expect(model.requests).toHaveLength(0);

    await confirmByMail(fresh);
    expect(await reply(fresh)).toBe(REPLY);
    expect(model.requests).toHaveLength(1);
  });

  it("a paid checkout's verify-email-after-payment does not open the model either", async () => {
    const payer = await registerAccount(t.app, { trial: "over", db: t.database.db });
    const paid = await call(t.app, "POST", "/api/billing/checkout", {
      as: payer,
      body: {
        planId: 3,
        cardNumber: "4242424242424242",
        cardExpiry: "12/30",
        cardCvc: "123",
        cardholderName: "ANA",
      },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const verified = await call(t.app, "POST", "/api/verify-email-after-payment", {
      as: payer,
      body: { userId: payer.userId },
    });
    expect(verified.statusCode).toBe(200);
    await reply(payer);
    expect(model.requests).toHaveLength(0);
  });

  it("the campaign message writer follows the same rule", async () => {
    const kit = teamKit(t);
    const message = "Oi, {nome}! Sentimos sua falta por aqui. Quando quiser, é só chamar.";
    model.answer = { content: message };
    const ask = (cookie: string) =>
      call(t.app, "POST", "/api/generate-customer-message", {
        cookie,
        body: { segment: "Em risco", goal: "come-back" },
      });
    const unconfirmed = await kit.owner({ verified: false });
    const local = await ask(unconfirmed.cookie);
    expect(local.statusCode, local.body).toBe(200);
    expect(local.json().content).toContain("{nome}");
    expect(model.requests).toHaveLength(0);
    const confirmed = await kit.owner();
    const fromModel = await ask(confirmed.cookie);
    expect(fromModel.json().content).toBe(message);
    expect(model.requests).toHaveLength(1);
  });
});

describe("model budgets", () => {
  it("past the person's daily budget the built-in engine answers, with no error", async () => {
    const confirmed = await owner(true);
    for (let i = 0; i < 3; i += 1) expect(await reply(confirmed)).toBe(REPLY);
    expect(model.requests).toHaveLength(3);
    const fourth = await reply(confirmed);
    expect(fourth).not.toBe(REPLY);
    expect(model.requests).toHaveLength(3);
  });

  it("a restaurant's budget is shared by its owner and team", async () => {
    const { boss, member } = await teamKit(t).teamWithMember();
    await t.database.db.update(users).set({ isEmailVerified: true }).where(eq(users.id, member.userId));
    for (let i = 0; i < 3; i += 1) expect(await reply(boss)).toBe(REPLY);
    for (let i = 0; i < 2; i += 1) expect(await reply(member)).toBe(REPLY);
    expect(model.requests).toHaveLength(5);
    // The member's own budget has room; the restaurant's has not.
    expect(await reply(member)).not.toBe(REPLY);
    expect(model.requests).toHaveLength(5);
  });

  it("one IPv6 /64 shares one network budget, whichever address and account in it", async () => {
    const [a, b, c] = [await owner(true), await owner(true), await owner(true)];
    await reply(a, "2001:db8:25:1::1");
    await reply(a, "2001:db8:25:1::2");
    await reply(b, "2001:db8:25:1:aaaa::3");
    await reply(b, "2001:db8:25:1:ffff:ffff:ffff:ffff");
    expect(model.requests).toHaveLength(4);
    expect(await reply(c, "2001:db8:25:1::99")).not.toBe(REPLY);
    expect(model.requests).toHaveLength(4);
    // Another /64 is another network.
    expect(await reply(c, "2001:db8:25:2::1")).toBe(REPLY);
    expect(model.requests).toHaveLength(5);
  });

  it("a visitor (the landing demo) never reaches the model", async () => {
    const res = await call(t.app, "POST", "/api/generate-response", {
      body: { reviewText: REVIEW },
      remoteAddress: uniqueAddress(),
    });
    expect(res.statusCode).toBe(200);
    expect(model.requests).toHaveLength(0);
  });
});
