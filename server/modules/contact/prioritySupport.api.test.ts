import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PLAN_IDS } from "../../../common/plans";
import { SUPPORT_ANSWER_TIME } from "../../../common/support";
import { contactMessages } from "../../db/schema";
import { registerAccount, uniqueAddress, uniqueEmail } from "../../testing/accounts";
import { call } from "../../testing/call";
import { waitForMail } from "../../testing/outbox";
import { createTestApp, type TestApp } from "../../testing/testApp";

/*
 * Pro's "Suporte prioritário" (issue 30): a contact message sent signed in to
 * an account whose plan has priority support, while it has paid access (a
 * running trial counts), is stored as priority and reaches the team marked so.
 * A visitor, a Starter account, an ended Pro trial or a typed Pro email are not.
 */

const TEAM = "suporte@pratocheio.test";
let clock = new Date("2026-11-20T12:00:00Z");
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock, env: { CONTACT_TO: TEAM, RATE_LIMIT_SCALE: "100" } });
});
afterAll(async () => {
  await t.close();
});

const message = (email: string) => ({
  name: "Carla Mendes",
  email,
  subject: "suporte-tecnico",
  message: "O relatório da semana não abre.",
});
const send = (email: string, cookie?: string) =>
  call(t.app, "POST", "/api/contact", { body: message(email), cookie, remoteAddress: uniqueAddress() });
const stored = async (email: string) =>
  (await t.database.db.select().from(contactMessages).where(eq(contactMessages.email, email)))[0];

describe("priority support on the contact form", () => {
  it("a signed-in Pro account's message is priority: answer, row and the team's mail say so", async () => {
    const pro = await registerAccount(t.app, { planId: PLAN_IDS.pro });
    const res = await send(pro.email, pro.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, priority: true });
    expect(await stored(pro.email)).toMatchObject({ priority: true });
    const mail = await waitForMail(
      t.dataDir,
      TEAM,
      /^\[Contato · PRIORIDADE Pro\] Suporte técnico — Carla Mendes$/,
    );
    expect(mail.text.split("\n")[0]).toBe(
      `PRIORIDADE: enviada por uma conta Pro com sessão aberta. Responda primeiro, ${SUPPORT_ANSWER_TIME.pro}.`,
    );
    expect(mail.text).toContain(`Prometemos resposta ${SUPPORT_ANSWER_TIME.pro}.`);
  });

  it("a visitor, a Starter account and a visitor typing a Pro owner's email are not", async () => {
    const starter = await registerAccount(t.app, { planId: PLAN_IDS.starter });
    const pro = await registerAccount(t.app, { planId: PLAN_IDS.pro });
    const visitorEmail = uniqueEmail("visitante");
    for (const [email, cookie] of [
      [visitorEmail, undefined],
      [starter.email, starter.cookie],
    ] as const) {
      const res = await send(email, cookie);
      expect(res.json()).toEqual({ ok: true, priority: false });
      expect(await stored(email)).toMatchObject({ priority: false });
    }
    await waitForMail(t.dataDir, TEAM, /^\[Contato\] Suporte técnico — Carla Mendes$/);

    // The form's email is not the account: typing a Pro owner's address without the session gets no priority.
    const typed = await send(pro.email);
    expect(typed.json()).toEqual({ ok: true, priority: false });
  });

  it("an ended Pro trial is no longer priority", async () => {
    const pro = await registerAccount(t.app, { planId: PLAN_IDS.pro });
    clock = new Date(clock.getTime() + 8 * 24 * 60 * 60 * 1000);
    try {
      const res = await send(pro.email, pro.cookie);
      expect(res.json()).toEqual({ ok: true, priority: false });
      expect(await stored(pro.email)).toMatchObject({ priority: false });
    } finally {
      clock = new Date("2026-11-20T12:00:00Z");
    }
  });
});
