import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { buildApp } from "../../app";
import { users } from "../../db/schema";
import { loggerOptions } from "../../logger";
import { registerAccount } from "../../testing/accounts";
import { TEST_CARD } from "../../testing/billingTestApp";
import { call } from "../../testing/call";
import { logLineStream } from "../../testing/logLines";
import { RecordingGateway } from "../../testing/recordingGateway";
import { createTestApp, TEST_ADMIN_PASSWORD } from "../../testing/testApp";
import { openTestDatabase } from "../../testing/testDatabase";

/*
 * The subscription check runs as soon as the app is ready. An app stopped
 * right then (a deploy that fails its health check, a Ctrl+C after start)
 * must let that run finish before the database closes: cut off, the trial
 * that was being converted was logged as failed and left for the next start.
 */

/** A gateway whose renewal charge takes a moment, as a real one's round trip does. */
class SlowGateway extends RecordingGateway {
  override async chargeCustomer(customerId: string, amountCents: number, idempotencyKey: string) {
    await new Promise((resolve) => setTimeout(resolve, 300));
    return super.chargeCustomer(customerId, amountCents, idempotencyKey);
  }
}

it("closing the app right after it is ready waits for the subscription check under way", async () => {
  const gateway = new SlowGateway();
  const database = await openTestDatabase();
  // A trial with a card, ended a minute ago: the check's first job is its first charge.
  const setup = await createTestApp({ database, gateway });
  const owner = await registerAccount(setup.app, { planId: 3 });
  const checkout = await call(setup.app, "POST", "/api/billing/checkout", {
    as: owner,
    body: { planId: 3, ...TEST_CARD },
  });
  expect(checkout.statusCode, checkout.body).toBe(200);
  await database.db
    .update(users)
    .set({ trialEndsAt: new Date(Date.now() - 60_000) })
    .where(eq(users.id, owner.userId));
  await setup.close();

  const lines: string[] = [];
  const stream = logLineStream(lines);
  const config = { ...setup.config, logLevel: "info" };
  const app = await buildApp({
    config,
    database,
    gateway,
    secrets: { adminPassword: TEST_ADMIN_PASSWORD, sessionSecret: "s".repeat(40) },
    logger: { ...loggerOptions(config), stream },
    webRoot: null,
  });
  await app.ready();
  await app.close();
  const [row] = await database.db.select().from(users).where(eq(users.id, owner.userId));
  await database.close();
  expect(row).toMatchObject({ subscriptionStatus: "active", subscriptionActive: true });
  expect(gateway.calls).toContainEqual(expect.stringMatching(/^chargeCustomer /));
  expect(lines.filter((line) => JSON.parse(line).level >= 50)).toEqual([]);
});
