import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CAMPAIGN_MESSAGES,
  type CampaignSummary,
  CUSTOMER_MESSAGES,
  type CustomerMessage,
  whatsAppLink,
} from "../../../common/customers";
import { addDays, brazilDate } from "../../../common/week";
import { messages } from "../../db/schema";
import { call } from "../../testing/call";
import { type Caller, type CustomerTestSetup, customerTestSetup } from "../../testing/customerTestSetup";

/**
 * WhatsApp campaigns (issue 15) through HTTP: POST/GET /api/messages,
 * GET /api/campaigns, PATCH /api/messages/:id, and the opt-out that takes a
 * customer out of every campaign. The clock moves to age the campaign.
 */
let clock = new Date("2026-11-23T15:00:00Z");
let s: CustomerTestSetup;
const today = () => brazilDate(clock);

beforeAll(async () => {
  s = await customerTestSetup(() => clock);
});
afterAll(() => s.close());

const addCustomer = async (who: Caller, body: object) => {
  const res = await call(s.t.app, "POST", "/api/customers", { as: who, body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; name: string };
};
const template = "Oi, {nome}! Faz tempo que você não pede com a gente. Bateu saudade? 😊";
const start = (who: Caller, body: object = { segment: "Em risco", goal: "come-back", template }) =>
  call(s.t.app, "POST", "/api/messages", { as: who, body });
const read = (who: Caller, campaignId: number | string) =>
  call(s.t.app, "GET", `/api/messages?campaignId=${campaignId}`, { as: who });
const mark = (who: Caller, id: number | string, body: object) =>
  call(s.t.app, "PATCH", `/api/messages/${id}`, { as: who, body });

describe("campaigns", () => {
  let campaignId: number;
  let ana: { id: number };
  let bruno: { id: number };

  it("a campaign gets one pending message per customer of the segment with consent and a phone, {nome} filled", async () => {
    const boss = s.team.boss;
    const idle = addDays(today(), -40);
    ana = await addCustomer(boss, {
      name: "Ana Paula Souza",
      phone: "11 98888-0001",
      lastOrderDate: idle,
      totalOrders: 3,
      consent: true,
    });
    bruno = await addCustomer(boss, {
      name: "bruno",
      phone: "11 98888-0002",
      lastOrderDate: idle,
      consent: true,
    });
    await addCustomer(boss, { name: "Sem consentimento", phone: "11 98888-0003", lastOrderDate: idle });
    await addCustomer(boss, { name: "Só email", email: "so@email.com", lastOrderDate: idle, consent: true });
    await addCustomer(boss, {
      name: "Recente",
      phone: "11 98888-0004",
      lastOrderDate: today(),
      consent: true,
    });

    const res = await start(boss);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json() as { campaign: CampaignSummary; messages: CustomerMessage[] };
    campaignId = body.campaign.id;
    expect(body.campaign).toMatchObject({
      segment: "Em risco",
      goal: "come-back",
      template,
      total: 2,
      sent: 0,
      pending: 2,
      orderedAgain: 0,
    });
    expect(body.messages.map((m) => [m.customerName, m.customerPhone, m.content, m.status])).toEqual([
      ["Ana Paula Souza", "+5511988880001", template.replace("{nome}", "Ana"), "pending"],
      ["bruno", "+5511988880002", template.replace("{nome}", "bruno"), "pending"],
    ]);
    expect(body.messages[0]).toMatchObject({
      type: "come-back",
      template,
      sentAt: null,
      orderedAgain: false,
    });
    // What the page turns into the link: the number with 55 and the text of this customer.
    expect(whatsAppLink(body.messages[0]!.customerPhone!, body.messages[0]!.content)).toBe(
      `https://wa.me/5511988880001?text=${encodeURIComponent(template.replace("{nome}", "Ana"))}`,
    );
    expect((await read(boss, campaignId)).json()).toEqual(body);
  });

  it("the owner taps each link: sent with its time, pending first; +1 pedido within 14 days counts as ordered again", async () => {
    const boss = s.team.boss;
    const list = (await read(boss, campaignId)).json().messages as CustomerMessage[];
    const toAna = list.find((m) => m.customerId === ana.id)!;
    const toBruno = list.find((m) => m.customerId === bruno.id)!;

    const sent = await mark(boss, toAna.id, { status: "sent" });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ status: "sent", sentAt: clock.toISOString(), orderedAgain: false });
    const after = (await read(boss, campaignId)).json();
    expect(after.messages.map((m: CustomerMessage) => m.customerId)).toEqual([bruno.id, ana.id]);
    expect(after.campaign).toMatchObject({ sent: 1, pending: 1, orderedAgain: 0 });

    const saved = clock;
    try {
      clock = new Date(saved.getTime() + 3 * 86_400_000);
      // A second tap keeps the first time.
      expect((await mark(boss, toAna.id, { status: "sent" })).json().sentAt).toBe(saved.toISOString());
      expect((await call(s.t.app, "POST", `/api/customers/${ana.id}/orders`, { as: boss })).statusCode).toBe(
        200,
      );
      const won = (await read(boss, campaignId)).json();
      expect(won.campaign).toMatchObject({ sent: 1, pending: 1, orderedAgain: 1 });
      expect(won.messages.find((m: CustomerMessage) => m.id === toAna.id).orderedAgain).toBe(true);

      // Marked by hand, and unmarked.
      expect((await mark(boss, toBruno.id, { orderedAgain: true })).json()).toMatchObject({
        status: "pending",
        orderedAgain: true,
      });
      expect((await call(s.t.app, "GET", "/api/campaigns", { as: boss })).json().campaigns[0]).toMatchObject({
        id: campaignId,
        orderedAgain: 2,
      });
      expect((await mark(boss, toBruno.id, { orderedAgain: false })).json().orderedAgain).toBe(false);
      expect((await mark(boss, toBruno.id, { status: "sent" })).json().status).toBe("sent");
      expect((await mark(boss, toBruno.id, { status: "pending" })).json()).toMatchObject({
        status: "pending",
        sentAt: null,
      });
    } finally {
      clock = saved;
    }
  });

  it("an order more than 14 days after the message does not count", async () => {
    const boss = s.team.boss;
    const c = await addCustomer(boss, {
      name: "Carla Tardia",
      phone: "11 98888-0010",
      lastOrderDate: addDays(today(), -70),
      consent: true,
    });
    const res = await start(boss, {
      segment: "Inativo",
      goal: "weekend",
      template: "Oi {nome}, bom fim de semana!",
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    const msg = created.messages.find((m: CustomerMessage) => m.customerId === c.id);
    expect(msg.content).toBe("Oi Carla, bom fim de semana!");
    // Sent 15 days ago (the trial of this owner would end before a clock moved 15 days ahead).
    const saved = clock;
    try {
      clock = new Date(saved.getTime() - 15 * 86_400_000);
      expect((await mark(boss, msg.id, { status: "sent" })).statusCode).toBe(200);
    } finally {
      clock = saved;
    }
    expect((await call(s.t.app, "POST", `/api/customers/${c.id}/orders`, { as: boss })).statusCode).toBe(200);
    const again = (await read(boss, created.campaign.id)).json();
    expect(again.messages.find((m: CustomerMessage) => m.id === msg.id).orderedAgain).toBe(false);
    expect(again.campaign.orderedAgain).toBe(0);
  });

  it("'não quer mais receber' takes the customer out of every campaign's pending messages; sent ones stay", async () => {
    const boss = s.team.boss;
    // Ana ordered again since: she is in another segment now, and gets this campaign too.
    const anaNow = (await call(s.t.app, "GET", "/api/customers?search=Ana%20Paula", { as: boss })).json()
      .customers[0];
    const second = (
      await start(boss, { segment: anaNow.category, goal: "thank-you", template: "Obrigado, {nome}!" })
    ).json();
    expect(second.messages.map((m: CustomerMessage) => m.customerId)).toContain(ana.id);
    const first = (await read(boss, campaignId)).json();
    expect(first.messages.find((m: CustomerMessage) => m.customerId === ana.id).status).toBe("sent");

    const optOut = await call(s.t.app, "PATCH", `/api/customers/${ana.id}`, {
      as: boss,
      body: { consent: false },
    });
    expect(optOut.statusCode).toBe(200);
    expect(optOut.json()).toMatchObject({ consent: false, consentDate: today() });

    const secondAfter = (await read(boss, second.campaign.id)).json();
    expect(secondAfter.messages.map((m: CustomerMessage) => m.customerId)).not.toContain(ana.id);
    expect(secondAfter.campaign.total).toBe(second.campaign.total - 1);
    const firstAfter = (await read(boss, campaignId)).json();
    expect(firstAfter.messages.find((m: CustomerMessage) => m.customerId === ana.id)?.status).toBe("sent");

    // And is not offered to the next campaign.
    const third = await start(boss, { segment: anaNow.category, goal: "new-dish", template: "Oi {nome}" });
    expect(
      third.statusCode === 400 ||
        third.json().messages.every((m: CustomerMessage) => m.customerId !== ana.id),
    ).toBe(true);

    // Deleting a customer deletes their messages in every campaign.
    expect((await call(s.t.app, "DELETE", `/api/customers/${bruno.id}`, { as: boss })).statusCode).toBe(204);
    expect(await s.t.database.db.select().from(messages).where(eq(messages.customerId, bruno.id))).toEqual(
      [],
    );
  });

  it("no consenting customer in the segment: 400 in Portuguese and no campaign; bad input 400", async () => {
    const boss = s.team.boss;
    const before = (await call(s.t.app, "GET", "/api/campaigns", { as: boss })).json().campaigns.length;
    const none = await start(boss, {
      segment: "VIP",
      goal: "birthday",
      template: "Feliz aniversário, {nome}!",
    });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({
      code: "NO_CONSENTING_CUSTOMERS",
      error: CAMPAIGN_MESSAGES.noCustomers,
    });
    expect((await call(s.t.app, "GET", "/api/campaigns", { as: boss })).json().campaigns).toHaveLength(
      before,
    );

    const cases: [object, RegExp][] = [
      [{ segment: "Ouro", goal: "come-back", template }, /Segmento inválido/],
      [{ segment: "VIP", goal: "sorteio", template }, /objetivo da campanha/],
      [{ segment: "VIP", goal: "come-back", template: "  " }, /Escreva a mensagem/],
      [{ segment: "VIP", goal: "come-back", template: "x".repeat(1001) }, /até 1000 caracteres/],
    ];
    for (const [body, message] of cases) {
      const res = await start(boss, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error).toMatch(message);
    }
    expect((await read(boss, "abc")).statusCode).toBe(400);
    expect((await mark(boss, 1, { status: "lido" })).statusCode).toBe(400);
    expect((await mark(boss, 1, {})).json().error).toMatch(/status ou orderedAgain/);
  });

  it("a member of the Pro owner's team runs campaigns; Starter 403; another account's ids answer 404", async () => {
    await addCustomer(s.team.member, {
      name: "Cliente do garçom",
      phone: "11 98888-0020",
      lastOrderDate: addDays(today(), -35),
      consent: true,
    });
    const byMember = await start(s.team.member, {
      segment: "Em risco",
      goal: "come-back",
      template: "Oi {nome}, do garçom",
    });
    expect(byMember.statusCode).toBe(201);
    const memberMessage = byMember.json().messages[0] as CustomerMessage;
    expect((await mark(s.team.member, memberMessage.id, { status: "sent" })).statusCode).toBe(200);
    expect((await call(s.t.app, "GET", "/api/campaigns", { as: s.team.member })).statusCode).toBe(200);

    for (const [method, url] of [
      ["GET", "/api/campaigns"],
      ["GET", "/api/messages?campaignId=1"],
      ["POST", "/api/messages"],
      ["PATCH", "/api/messages/1"],
    ] as const) {
      const res = await call(s.t.app, method, url, {
        as: s.starter,
        body: method === "GET" ? undefined : { segment: "VIP", goal: "come-back", template, status: "sent" },
      });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toMatchObject({
        code: "CUSTOMERS_REQUIRE_PRO",
        error: CUSTOMER_MESSAGES.requiresPro,
      });
    }

    const foreignRead = await read(s.other, campaignId);
    expect(foreignRead.statusCode).toBe(404);
    expect(foreignRead.json().error).toBe(CAMPAIGN_MESSAGES.campaignNotFound);
    const foreignMark = await mark(s.other, memberMessage.id, { status: "pending", orderedAgain: true });
    expect(foreignMark.statusCode).toBe(404);
    expect(foreignMark.json().error).toBe(CAMPAIGN_MESSAGES.messageNotFound);
    expect((await call(s.t.app, "GET", "/api/campaigns", { as: s.other })).json().campaigns).toEqual([]);
    const [row] = await s.t.database.db.select().from(messages).where(eq(messages.id, memberMessage.id));
    expect(row).toMatchObject({ status: "sent", orderedAgainAt: null });
  });
});

describe("OpenAPI", () => {
  it("documents the customer, import, segment-rule and campaign calls with their answers and errors", async () => {
    const doc = (await call(s.t.app, "GET", "/api/openapi.json")).json();
    const calls: [string, string, string, string[]][] = [
      ["/api/customers/segment-rules", "put", "200", ["400", "401", "403", "409"]],
      ["/api/customers/import", "post", "200", ["400", "401", "403", "409", "413"]],
      ["/api/campaigns", "get", "200", ["401", "403", "409"]],
      ["/api/messages", "post", "201", ["400", "401", "403", "409"]],
      ["/api/messages", "get", "200", ["400", "401", "403", "404", "409"]],
      ["/api/messages/{id}", "patch", "200", ["400", "401", "403", "404", "409"]],
      ["/api/generate-customer-message", "post", "200", ["400", "401", "402", "403", "409", "429"]],
    ];
    for (const [path, method, ok, errors] of calls) {
      const op = doc.paths[path]?.[method];
      expect(op, `${method} ${path}`).toBeDefined();
      expect(Object.keys(op.responses), `${method} ${path}`).toEqual(expect.arrayContaining([ok, ...errors]));
      if (method !== "get") expect(op.requestBody, `${method} ${path}`).toBeDefined();
    }
  });
});
