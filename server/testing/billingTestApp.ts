import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { payments, users } from "../db/schema";
import type { SignedIn } from "./accounts";
import { call } from "./call";
import type { RecordingGateway } from "./recordingGateway";
import { createTestApp, type TestApp } from "./testApp";

export const TEST_CARD = {
  cardNumber: "4242 4242 4242 4242",
  cardExpiry: "12/30",
  cardCvc: "123",
  cardholderName: "ANA SOUZA",
};

/**
 * A billing test file's app: the real app on a clean database with the given
 * recording gateway (its calls forgotten before each test) and clock, plus the
 * reads and the checkout call these files all make.
 */
export function billingTestApp(gateway: RecordingGateway, now: () => Date) {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp({ now, gateway, env: { RATE_LIMIT_SCALE: "100" } });
  });
  afterAll(async () => {
    await app?.close();
  });
  beforeEach(() => {
    gateway.calls.length = 0;
  });
  const t = () => {
    if (!app) throw new Error("billingTestApp: the app starts in beforeAll");
    return app;
  };
  return {
    t,
    userRow: async (id: string) => (await t().database.db.select().from(users).where(eq(users.id, id)))[0]!,
    paymentsOf: (id: string) => t().database.db.select().from(payments).where(eq(payments.userId, id)),
    pay: (u: SignedIn, planId: number, card: Partial<typeof TEST_CARD> = {}) =>
      call(t().app, "POST", "/api/billing/checkout", { as: u, body: { planId, ...TEST_CARD, ...card } }),
  };
}
