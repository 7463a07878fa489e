import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CONSENT_MESSAGES,
  type ConsentEvent,
  type Customer,
  type CustomerMessage,
} from "../../../common/customers";
import { addDays, brazilDate } from "../../../common/week";
import { call } from "../../testing/call";
import { type Caller, type CustomerTestSetup, customerTestSetup } from "../../testing/customerTestSetup";

/**
 * LGPD through HTTP: withdrawing consent and leaving the campaigns are one
 * outcome; a withdrawal is sticky (a member never turns consent back on, the
 * owner only with where the customer agreed again); the customer's history
 * shows each answer with its source and date.
 */
let clock = new Date("2026-11-26T15:00:00Z");
let s: CustomerTestSetup;
const today = () => brazilDate(clock);

beforeAll(async () => {
  s = await customerTestSetup(() => clock);
});
afterAll(() => s.close());

let phoneCounter = 0;
const phone = () => `11 97777-${String(++phoneCounter).padStart(4, "0")}`;

async function consentingCustomer(who: Caller, name: string): Promise<Customer> {
  const res = await call(s.t.app, "POST", "/api/customers", {
    as: who,
    body: {
      name,
      phone: phone(),
      lastOrderDate: addDays(today(), -40),
      consent: true,
      consentSource: "balcão",
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
const customerOf = async (who: Caller, id: number): Promise<Customer> => {
  const list = await call(s.t.app, "GET", `/api/customers?search=${encodeURIComponent("Cliente LGPD")}`, {
    as: who,
  });
  expect(list.statusCode).toBe(200);
  return (list.json().customers as Customer[]).find((c) => c.id === id)!;
};
const patch = (who: Caller, id: number, body: object) =>
  call(s.t.app, "PATCH", `/api/customers/${id}`, { as: who, body });
const pendingOf = async (who: Caller, campaignId: number, customerId: number) => {
  const res = await call(s.t.app, "GET", `/api/messages?campaignId=${campaignId}`, { as: who });
  expect(res.statusCode).toBe(200);
  return (res.json().messages as CustomerMessage[]).filter(
    (m) => m.customerId === customerId && m.status === "pending",
  );
};
const history = async (who: Caller, id: number): Promise<ConsentEvent[]> => {
  const res = await call(s.t.app, "GET", `/api/customers/${id}/consent-history`, { as: who });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().events;
};
let templateCounter = 0;
async function campaignFor(who: Caller): Promise<number> {
  const res = await call(s.t.app, "POST", "/api/messages", {
    as: who,
    body: {
      segment: "Em risco",
      goal: "come-back",
      template: `Oi {nome}, saudade! (${++templateCounter})`,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().campaign.id;
}

describe("withdrawing consent is one outcome", () => {
  it("a withdrawal that fails after the consent write changes nothing: consent and the pending message stay", async () => {
    const boss = s.team.boss;
    const ana = await consentingCustomer(boss, "Cliente LGPD Ana");
    const campaignId = await campaignFor(boss);
    expect(await pendingOf(boss, campaignId, ana.id)).toHaveLength(1);

    // The connection ends right after the consent is written, as when PostgreSQL restarts mid-request.
    const db = s.t.database.db;
    await db.execute(
      sql.raw(`create function lgpd_test_fail() returns trigger language plpgsql as $$
        begin raise exception 'terminating connection due to administrator command' using errcode = '57P01'; end $$`),
    );
    await db.execute(
      sql.raw(`create trigger lgpd_test_fail before delete on messages for each row
        when (old.customer_id = ${ana.id}) execute function lgpd_test_fail()`),
    );
    try {
      const failed = await patch(boss, ana.id, { consent: false });
      expect(failed.statusCode).toBe(503);
    } finally {
      await db.execute(sql.raw("drop trigger lgpd_test_fail on messages"));
      await db.execute(sql.raw("drop function lgpd_test_fail()"));
    }
    expect(await customerOf(boss, ana.id)).toMatchObject({ consent: true, consentSource: "balcão" });
    expect(await pendingOf(boss, campaignId, ana.id)).toHaveLength(1);
    expect((await history(boss, ana.id)).map((e) => e.consent)).toEqual([true]);

    // Tried again, it succeeds whole: no consent, and gone from the campaign screen.
    const done = await patch(boss, ana.id, { consent: false });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ consent: false, consentDate: today() });
    expect(await pendingOf(boss, campaignId, ana.id)).toEqual([]);
    expect((await history(boss, ana.id)).map((e) => e.consent)).toEqual([true, false]);
  });

  it("a member may withdraw; the message leaves the campaign screen", async () => {
    const bia = await consentingCustomer(s.team.member, "Cliente LGPD Bia");
    const campaignId = await campaignFor(s.team.member);
    expect(await pendingOf(s.team.member, campaignId, bia.id)).toHaveLength(1);
    expect((await patch(s.team.member, bia.id, { consent: false })).statusCode).toBe(200);
    expect(await pendingOf(s.team.boss, campaignId, bia.id)).toEqual([]);
  });
});

describe("a withdrawal is sticky", () => {
  it("a member can never turn consent back on: 403 with a clear message, nothing changes", async () => {
    const { boss, member } = s.team;
    const caio = await consentingCustomer(boss, "Cliente LGPD Caio");
    expect((await patch(member, caio.id, { consent: false })).statusCode).toBe(200);

    for (const body of [
      { consent: true },
      { consent: true, consentSource: "pedido pelo WhatsApp" },
      { consent: true, consentSource: "WhatsApp", consentDate: today(), name: "Caio" },
    ]) {
      const refused = await patch(member, caio.id, body);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        code: "CONSENT_WITHDRAWN",
        error: CONSENT_MESSAGES.memberMayNotGrant,
      });
    }
    expect(await customerOf(boss, caio.id)).toMatchObject({ consent: false, name: "Cliente LGPD Caio" });
    // The member still edits everything else, the form sending the unchanged "não" along.
    const edited = await patch(member, caio.id, { notes: "Prefere retirar", consent: false });
    expect(edited.statusCode).toBe(200);
    expect((await history(boss, caio.id)).map((e) => e.consent)).toEqual([true, false]);
  });

  it("the owner turns it back on only saying where; the history shows source and date of each answer", async () => {
    const { boss, member } = s.team;
    const dora = await consentingCustomer(boss, "Cliente LGPD Dora");
    clock = new Date("2026-11-20T15:00:00Z");
    expect((await patch(member, dora.id, { consent: false })).statusCode).toBe(200);
    clock = new Date("2026-11-26T15:00:00Z");

    const noSource = await patch(boss, dora.id, { consent: true });
    expect(noSource.statusCode).toBe(400);
    expect(noSource.json()).toEqual({
      code: "CONSENT_SOURCE_REQUIRED",
      error: CONSENT_MESSAGES.sourceRequired,
    });
    expect((await patch(boss, dora.id, { consent: true, consentSource: "  " })).statusCode).toBe(400);
    expect(await customerOf(boss, dora.id)).toMatchObject({ consent: false });

    const again = await patch(boss, dora.id, { consent: true, consentSource: "pedido pelo WhatsApp" });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({
      consent: true,
      consentSource: "pedido pelo WhatsApp",
      consentDate: "2026-11-26",
    });
    const events = await history(member, dora.id);
    expect(
      events.map(({ consent, source, givenOn, byOwner }) => ({ consent, source, givenOn, byOwner })),
    ).toEqual([
      { consent: true, source: "balcão", givenOn: "2026-11-26", byOwner: true },
      { consent: false, source: null, givenOn: "2026-11-20", byOwner: false },
      { consent: true, source: "pedido pelo WhatsApp", givenOn: "2026-11-26", byOwner: true },
    ]);
    // Back on, a member saving the form (consent still "sim") is no new answer.
    expect((await patch(member, dora.id, { consent: true, notes: "ok" })).statusCode).toBe(200);
    expect(await history(boss, dora.id)).toHaveLength(3);
  });

  it("a customer who never withdrew may be given consent by a member, recorded in the history", async () => {
    const created = await call(s.t.app, "POST", "/api/customers", {
      as: s.team.member,
      body: {
        name: "Cliente LGPD Edu",
        phone: phone(),
      },
    });
    expect(created.statusCode).toBe(201);
    const edu = created.json() as Customer;
    const yes = await patch(s.team.member, edu.id, { consent: true, consentSource: "balcão" });
    expect(yes.statusCode).toBe(200);
    expect((await history(s.team.boss, edu.id)).map((e) => [e.consent, e.source, e.byOwner])).toEqual([
      [true, "balcão", false],
    ]);
  });

  it("another restaurant's customer has no history to read", async () => {
    const fabi = await consentingCustomer(s.team.boss, "Cliente LGPD Fabi");
    const res = await call(s.t.app, "GET", `/api/customers/${fabi.id}/consent-history`, { as: s.other });
    expect(res.statusCode).toBe(404);
  });
});
