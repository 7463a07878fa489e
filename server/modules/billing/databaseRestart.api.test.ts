import { expect, it, vi } from "vitest";
import { openDatabase } from "../../db/open";
import { registerAccount, type SignedIn, uniqueAddress, uniqueEmail } from "../../testing/accounts";
import { TEST_CARD } from "../../testing/billingTestApp";
import { call } from "../../testing/call";
import { RecordingGateway } from "../../testing/recordingGateway";
import { startTcpProxy } from "../../testing/tcpProxy";
import { createTestApp } from "../../testing/testApp";
import { openTestDatabase, testDatabaseUrl } from "../../testing/testDatabase";
import { reconcileCharges } from "./reconcile";

/*
 * PostgreSQL going down and coming back under write load, as a fast restart,
 * a failover or a pooler restart does: every connection cut mid-flight, new
 * ones refused for a while. Played by a TCP relay between the app and the
 * shared cluster (which no test restarts). The process stays up, every write
 * answers 2xx or 503, the app serves again once the database is back, and
 * after reconciliation every account has paid once and has its plan, or
 * neither.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

it.skipIf(!onPostgres)(
  "a database restart during sign-ups and checkouts: no exit, 2xx or 503, then all is well and money matches access",
  async () => {
    const base = await openTestDatabase();
    const url = new URL(testDatabaseUrl(base)!);
    const proxy = await startTcpProxy(url.hostname, Number(url.port || 5432));
    url.host = `127.0.0.1:${proxy.port}`;
    const database = await openDatabase({ databaseUrl: url.toString() });
    let now = new Date("2026-11-22T12:00:00Z");
    const gateway = new RecordingGateway();
    const t = await createTestApp({ database, gateway, now: () => now, env: { RATE_LIMIT_SCALE: "100" } });
    try {
      const people = await Promise.all(
        Array.from({ length: 6 }, () => registerAccount(t.app, { trial: "over", db: database.db })),
      );
      const pay = (u: SignedIn) =>
        call(t.app, "POST", "/api/billing/checkout", { as: u, body: { planId: 3, ...TEST_CARD } });
      const signUp = () =>
        call(t.app, "POST", "/api/register", {
          body: {
            email: uniqueEmail("reinicio"),
            password: "Feijoada-de-Sabado-42",
            firstName: "Marta",
            lastName: "Queiroz",
            planId: 3,
          },
          remoteAddress: uniqueAddress(),
        });
      // The database goes down the moment the second charge is approved, with the rest in flight.
      let charges = 0;
      gateway.afterCharge = async () => {
        if (++charges === 2) proxy.drop();
      };
      const answers = await Promise.all([...people.map(pay), ...Array.from({ length: 6 }, signUp)]);
      gateway.afterCharge = undefined;
      for (const res of answers) {
        expect([200, 201, 503], res.body).toContain(res.statusCode);
        if (res.statusCode === 503) expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
      }
      expect(answers.filter((res) => res.statusCode === 503).length).toBeGreaterThan(0);

      proxy.restore();
      await vi.waitFor(async () => expect((await call(t.app, "GET", "/api/health")).statusCode).toBe(200), {
        timeout: 5_000,
        interval: 100,
      });
      expect((await signUp()).statusCode).toBe(201);

      now = new Date(now.getTime() + 10 * 60_000);
      const deps = { db: database.db, gateway, now: () => now };
      await reconcileCharges(deps);
      expect(await reconcileCharges(deps)).toEqual({
        activated: 0,
        refunded: 0,
        failed: 0,
        void: 0,
        left: 0,
      });
      for (const u of people) {
        const res = await call(t.app, "GET", "/api/billing/charges", { as: u });
        const paid = (res.json() as { status: string }[]).filter((c) => c.status === "paid").length;
        const sub = await call(t.app, "GET", "/api/billing/subscription", { as: u });
        const active = sub.json().subscriptionStatus === "active";
        expect({ paid, active }).toEqual(paid ? { paid: 1, active: true } : { paid: 0, active: false });
      }
    } finally {
      await t.close();
      await database.close();
      await proxy.close();
      await base.close();
    }
  },
);
