import { and, asc, eq } from "drizzle-orm";
import { PLAN_IDS } from "../../common/plans";
import { mailOutbox, restaurants, teamMembers } from "../db/schema";
import { registerAccount, uniqueAddress, uniqueEmail } from "./accounts";
import { call } from "./call";
import { type OutboxMail, readOutbox } from "./outbox";
import type { TestApp } from "./testApp";

/** Team journeys through the real HTTP layer of one test app. */
export function teamKit(t: TestApp) {
  // Each from a client address of its own: a file invites and accepts many times a second.
  const invite = (cookie: string, email: string) =>
    call(t.app, "POST", "/api/team", { cookie, body: { email }, remoteAddress: uniqueAddress() });
  const lookup = (token: string) =>
    call(t.app, "POST", "/api/team/invites/lookup", { body: { token }, remoteAddress: uniqueAddress() });
  const accept = (cookie: string, token: string) =>
    call(t.app, "POST", "/api/team/invites/accept", {
      cookie,
      body: { token },
      remoteAddress: uniqueAddress(),
    });

  /** The invitation mails queued for an address, oldest first (read from mail_outbox). */
  const inviteMails = (email: string) =>
    t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, email.toLowerCase()), eq(mailOutbox.kind, "team_invite")))
      .orderBy(asc(mailOutbox.id));

  /** Waits until the worker delivered `count` invitation mails to `email`; answers them, oldest first. */
  async function delivered(email: string, count = 1, timeoutMs = 20_000): Promise<OutboxMail[]> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mails = (await readOutbox(t.dataDir)).filter(
        (m) => m.to === email.toLowerCase() && /^Convite para a equipe/.test(m.subject),
      );
      if (mails.length >= count) return mails;
      if (Date.now() > deadline) throw new Error(`${mails.length} de ${count} convites para ${email}`);
      await new Promise((r) => setTimeout(r, 25));
    }
  }

  /** The token of the `nth` (1-based) invitation mail delivered to `email`, from its link as the person would. */
  async function tokenFor(email: string, nth = 1): Promise<string> {
    const mail = (await delivered(email, nth))[nth - 1];
    const token = mail?.text.match(/\/convite#token=([A-Za-z0-9_-]+)/)?.[1];
    if (!token) throw new Error(`sem link de convite para ${email}`);
    return token;
  }

  /** An owner (7-day trial from the sign-up) with an onboarded restaurant; confirmed unless told. */
  async function owner(options: { planId?: number; name?: string; verified?: boolean } = {}) {
    const name = options.name ?? "Cantina da Rosa";
    const account = await registerAccount(t.app, {
      planId: options.planId ?? PLAN_IDS.pro,
      firstName: "Rosa",
      lastName: "Lima",
      onboarded: { name, type: "pizzaria" },
      verified: options.verified !== false,
      db: t.database.db,
    });
    const [restaurant] = await t.database.db
      .select()
      .from(restaurants)
      .where(eq(restaurants.userId, account.userId));
    return { ...account, restaurantId: restaurant!.id, restaurantName: name };
  }

  /** A Pro owner with one member (email confirmed) who joined through the link of the invitation mail. */
  async function teamWithMember(memberPlanId: number = PLAN_IDS.starter) {
    const boss = await owner();
    const email = uniqueEmail("garcom");
    const invited = await invite(boss.cookie, email);
    if (invited.statusCode !== 201) throw new Error(`convite falhou: ${invited.body}`);
    // Accepting needs the member's own email confirmed (issue 25).
    const member = await registerAccount(t.app, {
      email,
      firstName: "Caio",
      lastName: "Reis",
      planId: memberPlanId,
      verified: true,
      db: t.database.db,
    });
    const accepted = await accept(member.cookie, await tokenFor(email));
    if (accepted.statusCode !== 200) throw new Error(`aceite falhou: ${accepted.body}`);
    return { boss, member, memberId: invited.json().id as number };
  }

  const memberRows = (restaurantId: number) =>
    t.database.db.select().from(teamMembers).where(eq(teamMembers.restaurantId, restaurantId));

  return {
    invite,
    lookup,
    accept,
    inviteMails,
    delivered,
    tokenFor,
    owner,
    teamWithMember,
    memberRows,
  };
}
