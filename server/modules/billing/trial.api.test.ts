import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CARD_MESSAGES, CARD_NUMBER_REQUIRED } from "../../../common/billing";
import { payments, users } from "../../db/schema";
import { call } from "../../testing/call";
import { RecordingGateway } from "../../testing/recordingGateway";
import { createTestApp, type TestApp } from "../../testing/testApp";
import { processDueSubscriptions } from "./renewals";
import { SandboxGateway } from "./sandboxGateway";

let now = new Date("2026-11-22T12:00:00Z");
let t: TestApp;
beforeAll(async () => {
  // Each trial here is another person with a card of their own (RecordingGateway).
  t = await createTestApp({
    now: () => now,
    gateway: new RecordingGateway(),
    env: { RATE_LIMIT_SCALE: "100" },
  });
});
afterAll(async () => {
  await t.close();
});

let n = 0;
const form = (extra: object = {}) => ({
  firstName: "Carla",
  lastName: "Mendes",
  email: `carla${++n}@exemplo.com.br`,
  password: "Feijoada-de-Sabado",
  planId: 3,
  cardNumber: "4242 4242 4242 4242",
  cardExpiry: "08/29",
  cardCvc: "321",
  cardholderName: "CARLA MENDES",
  ...extra,
});
const trial = (body: object) => call(t.app, "POST", "/api/billing/trial", { body });
const userByEmail = async (email: string) =>
  (await t.database.db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`))[0];

describe("POST /api/billing/trial", () => {
  it("creates the account, starts 7 days, signs in, keeps only the last four", async () => {
    const body = form();
    const res = await trial(body);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      email: body.email,
      subscriptionStatus: "trialing",
      subscriptionActive: true,
    });
    expect(res.json().user.trialEndsAt).toBe("2026-11-29T12:00:00.000Z");
    const cookie = String(res.headers["set-cookie"]).split(";")[0]!;
    const me = await call(t.app, "GET", "/api/user", { cookie });
    expect(me.json().email).toBe(body.email);
    const row = await userByEmail(body.email);
    expect(row).toMatchObject({ cardLast4: "4242", cardBrand: "visa" });
    expect(JSON.stringify(row)).not.toContain("4242424242424242");
    // As a JSON value: the digits alone can occur by chance inside a random hex token.
    expect(JSON.stringify(row)).not.toContain('"321"');
  });

  it.each([
    ["4000000000000002", CARD_MESSAGES.declined],
    ["4000000000000069", CARD_MESSAGES.expired],
    ["4000000000000127", CARD_MESSAGES.cvc],
    ["1234123412341234", CARD_MESSAGES.invalidNumber],
    ["1234", CARD_MESSAGES.invalidNumber],
    ["abc def", CARD_MESSAGES.invalidNumber],
  ])("a refused card (%s) creates nothing", async (cardNumber, message) => {
    const body = form({ cardNumber });
    const res = await trial(body);
    expect(res.statusCode).toBe(402);
    expect(res.json().error).toBe(message);
    expect(await userByEmail(body.email)).toBeUndefined();
  });

  it("an empty card number is a 400 in Portuguese and creates nothing", async () => {
    const body = form({ cardNumber: "  " });
    const res = await trial(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(`Confira o campo "cardNumber": ${CARD_NUMBER_REQUIRED}`);
    expect(await userByEmail(body.email)).toBeUndefined();
  });

  it("password under 8 is refused with 'Mínimo 8 caracteres'", async () => {
    const res = await trial(form({ password: "abc1234" }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain("Mínimo 8 caracteres");
  });

  it("a guessable password of 8 or more is refused with why and how to fix it", async () => {
    const res = await trial(form({ password: "flamengo" }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/Senha fácil de adivinhar\. Palavras simples são fáceis de adivinhar\./);
  });

  it("converts to a paid period on its end date when a card is on file", async () => {
    const body = form({ planId: 4 });
    await trial(body);
    now = new Date("2026-11-29T13:00:00Z");
    await processDueSubscriptions({ db: t.database.db, gateway: new SandboxGateway(), now: () => now });
    const row = await userByEmail(body.email);
    expect(row).toMatchObject({ subscriptionStatus: "active", subscriptionActive: true });
    expect(row?.currentPeriodEnd?.toISOString()).toBe("2026-12-29T12:00:00.000Z");
    const charged = await t.database.db.select().from(payments).where(eq(payments.userId, row!.id));
    expect(charged.map((p) => [p.kind, p.status, p.amountCents])).toEqual([
      ["trial_conversion", "approved", 3900],
    ]);
    now = new Date("2026-11-22T12:00:00Z");
  });

  it("a trial without a card (made through /register) expires on its end date", async () => {
    const reg = await call(t.app, "POST", "/api/register", {
      body: {
        email: "sem-cartao@exemplo.com.br",
        password: "Moqueca-2026",
        firstName: "Rui",
        lastName: "Lima",
        planId: 3,
      },
    });
    expect(reg.statusCode).toBe(201);
    expect((await userByEmail("sem-cartao@exemplo.com.br"))?.subscriptionStatus).toBe("trialing");
    now = new Date("2026-11-30T12:00:00Z");
    await processDueSubscriptions({ db: t.database.db, gateway: new SandboxGateway(), now: () => now });
    expect(await userByEmail("sem-cartao@exemplo.com.br")).toMatchObject({
      subscriptionStatus: "expired",
      subscriptionActive: false,
    });
    now = new Date("2026-11-22T12:00:00Z");
  });
});
