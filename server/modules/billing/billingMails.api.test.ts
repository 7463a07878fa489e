import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PLAN_IDS } from "../../../common/plans";
import { mailOutbox } from "../../db/schema";
import { trialStartedMail } from "../../mail/templates/billingMails";
import { registerAccount, type SignedIn } from "../../testing/accounts";
import { TEST_CARD } from "../../testing/billingTestApp";
import { call } from "../../testing/call";
import { queuedMailKinds, readOutbox, waitForMail } from "../../testing/outbox";
import { RecordingGateway } from "../../testing/recordingGateway";
import { teamKit } from "../../testing/team";
import { createTestApp, type TestApp } from "../../testing/testApp";
import { NO_CARD_TRIAL_MAIL_HOLD_MS } from "./billingMails";
import { processDueSubscriptions, remindEndingTrials } from "./renewals";

/*
 * Issue 30 (decision 043): one trial mail that says what is true (card or
 * not), none for an invited team member, a Reply-To that reaches a person,
 * a mail for every plan change and reactivation, and a cancelled trial told
 * it is never charged. Through HTTP, the outbox rows and the delivered .eml.
 */

const SUPPORT = "suporte@pratocheio.app";
const START = new Date("2026-11-22T12:00:00Z");
const DAY = 86_400_000;
let now = START;
const gateway = new RecordingGateway();
let app: TestApp | undefined;
beforeAll(async () => {
  app = await createTestApp({
    now: () => now,
    gateway,
    env: { RATE_LIMIT_SCALE: "100", SUPPORT_EMAIL: SUPPORT },
  });
});
afterAll(async () => {
  await app?.close();
});
beforeEach(() => {
  now = START;
});
const t = () => {
  if (!app) throw new Error("the app starts in beforeAll");
  return app;
};
const deps = () => ({
  db: t().database.db,
  gateway,
  now: () => now,
  appUrl: t().config.appUrl,
  supportEmail: SUPPORT,
});

const kinds = (to: string) => queuedMailKinds(t().database.db, to);
const pay = (u: SignedIn, planId: number) =>
  call(t().app, "POST", "/api/billing/checkout", { as: u, body: { planId, ...TEST_CARD } });
const changePlan = (u: SignedIn, planId: number) =>
  call(t().app, "PUT", "/api/billing/plan", { as: u, body: { planId } });
const post = (u: SignedIn, url: string) => call(t().app, "POST", url, { as: u, body: {} });

describe("trial mails", () => {
  it("/register then checkout: one trial mail, with the card and the first charge, replying to support", async () => {
    const u = await registerAccount(t().app, { planId: PLAN_IDS.starter });
    expect((await pay(u, PLAN_IDS.starter)).statusCode).toBe(200);
    // The no-card mail held at /register was dropped by the card's mail.
    expect(await kinds(u.email)).toEqual(["verify_email", "trial_card_saved"]);
    const mail = await waitForMail(t().dataDir, u.email, /primeira cobrança em 29\/11\/2026/);
    expect(mail.text).toContain("A primeira cobrança, de US$ 19, será feita em 29/11/2026 no cartão");
    expect(mail.text).not.toMatch(/sem cartão/i);
    expect(mail.text).toContain(`Dúvidas? Responda a este email ou escreva para ${SUPPORT}`);
    expect(mail.replyTo).toBe(SUPPORT);
    // Long after the hold, still one trial mail delivered.
    now = new Date(START.getTime() + 2 * NO_CARD_TRIAL_MAIL_HOLD_MS);
    const verify = await waitForMail(t().dataDir, u.email, /confirm/i);
    expect(verify.replyTo).toBe(SUPPORT);
    const delivered = (await readOutbox(t().dataDir)).filter((m) => m.to === u.email.toLowerCase());
    expect(delivered.filter((m) => /teste grátis/i.test(m.subject))).toHaveLength(1);
  });

  it("a trial without a card: the no-card mail waits for the checkout, then goes alone", async () => {
    const u = await registerAccount(t().app, { planId: PLAN_IDS.pro });
    const [held] = await t()
      .database.db.select({ sendAfter: mailOutbox.sendAfter, status: mailOutbox.status })
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, "trial_started"))
      .orderBy(sql`${mailOutbox.id} desc`)
      .limit(1);
    expect(held).toEqual({
      sendAfter: new Date(START.getTime() + NO_CARD_TRIAL_MAIL_HOLD_MS),
      status: "pending",
    });
    now = new Date(START.getTime() + NO_CARD_TRIAL_MAIL_HOLD_MS + 1000);
    const mail = await waitForMail(t().dataDir, u.email, /^Seu teste grátis do plano Pro começou$/);
    expect(mail.text).toContain("Para continuar depois de 29/11/2026, cadastre um cartão em Minha conta.");
    expect(mail.text).toContain("http://127.0.0.1:5000/dashboard/conta");
    expect(mail.replyTo).toBe(SUPPORT);
    expect(await kinds(u.email)).toEqual(["verify_email", "trial_started"]);
  });

  it("an invited team member gets no trial mails of their own; the owner still gets theirs", async () => {
    const kit = teamKit(t());
    const { boss, member } = await kit.teamWithMember();
    expect(await kinds(member.email)).toEqual(["team_invite", "verify_email"]);
    // Two days before the trials end, then after: reminders and "access ended" go to the owner only.
    now = new Date(START.getTime() + 5.5 * DAY);
    await remindEndingTrials(deps(), now);
    now = new Date(START.getTime() + 8 * DAY);
    await processDueSubscriptions(deps());
    expect(await kinds(member.email)).toEqual(["team_invite", "verify_email"]);
    expect(await kinds(boss.email)).toEqual(
      expect.arrayContaining(["trial_started", "trial_ending", "access_ended"]),
    );
  });

  it("without a support inbox the mails do not ask for a reply, they point at the contact page", () => {
    const mail = trialStartedMail(
      {
        firstName: "Ana",
        accountUrl: "https://app.example/dashboard/conta",
        contactUrl: "https://app.example/contact",
      },
      { planName: "Starter", price: 1900, trialEndsAt: START, card: null },
    );
    expect(mail.text).not.toMatch(/Responda/);
    expect(mail.text).toContain("Dúvidas? Fale com a gente em https://app.example/contact");
  });
});

describe("plan change and reactivation mails", () => {
  it("a trial's plan change mails the new monthly price and when it is first charged", async () => {
    const u = await registerAccount(t().app, { planId: PLAN_IDS.starter });
    expect((await pay(u, PLAN_IDS.starter)).statusCode).toBe(200);
    expect((await changePlan(u, PLAN_IDS.pro)).statusCode).toBe(200);
    const mail = await waitForMail(t().dataDir, u.email, /^Seu plano agora é o Pro: US\$ 39\/mês$/);
    expect(mail.text).toContain("Você mudou do plano Starter para o plano Pro, que vale a partir de agora.");
    expect(mail.text).toContain("O novo preço é US$ 39 por mês.");
    expect(mail.text).toContain("Você está no teste grátis: nada foi cobrado.");
    expect(mail.text).toContain(
      "A próxima cobrança, de US$ 39, será em 29/11/2026 no cartão Visa final 4242.",
    );
    expect(mail.replyTo).toBe(SUPPORT);
    expect(await kinds(u.email)).toEqual(["verify_email", "trial_card_saved", "plan_changed"]);
  });

  it("a paid upgrade mails the receipt and the change, with today's prorated charge", async () => {
    const u = await registerAccount(t().app, { planId: PLAN_IDS.starter });
    expect((await pay(u, PLAN_IDS.starter)).statusCode).toBe(200);
    now = new Date(START.getTime() + 7 * DAY + 1000);
    await processDueSubscriptions(deps());
    now = new Date(START.getTime() + 22 * DAY);
    expect((await changePlan(u, PLAN_IDS.pro)).statusCode).toBe(200);
    expect((await kinds(u.email)).slice(-3)).toEqual(["charge_receipt", "charge_receipt", "plan_changed"]);
    // The outbox row's text is blanked once sent: read the delivered mail.
    const change = await waitForMail(t().dataDir, u.email, /^Seu plano agora é o Pro: US\$ 39\/mês$/);
    expect(change.text).toMatch(/Hoje cobramos US\$ \d+(,\d\d)?, a diferença proporcional/);
    expect(change.text).toContain("A próxima cobrança, de US$ 39, será em 29/12/2026");
  });

  it("reactivating a cancelled trial mails that nothing was charged and when the first charge comes", async () => {
    const u = await registerAccount(t().app, { planId: PLAN_IDS.starter });
    expect((await pay(u, PLAN_IDS.starter)).statusCode).toBe(200);
    expect((await post(u, "/api/billing/cancel")).statusCode).toBe(200);
    expect((await kinds(u.email)).at(-1)).toBe("cancellation");
    const cancelled = await waitForMail(
      t().dataDir,
      u.email,
      /^Sua assinatura do Prato Cheio foi cancelada$/,
    );
    expect(cancelled.text).toContain("Nada foi nem será cobrado.");
    expect(cancelled.text).not.toContain("de novo");
    expect((await post(u, "/api/billing/reactivate")).statusCode).toBe(200);
    const mail = await waitForMail(t().dataDir, u.email, /^Sua assinatura do plano Starter foi reativada$/);
    expect(mail.text).toContain("Nada foi cobrado agora.");
    expect(mail.text).toContain(
      "Seu teste grátis segue até 29/11/2026. A primeira cobrança, de US$ 19, será nesse dia no cartão Visa final 4242.",
    );
    expect(await kinds(u.email)).toEqual(["verify_email", "trial_card_saved", "cancellation", "reactivated"]);
  });

  it("cancelling a trial before checkout drops the held no-card mail", async () => {
    const u = await registerAccount(t().app, { planId: PLAN_IDS.starter });
    expect((await post(u, "/api/billing/cancel")).statusCode).toBe(200);
    expect(await kinds(u.email)).toEqual(["verify_email", "cancellation"]);
  });
});
