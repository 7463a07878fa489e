import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PLAN_IDS } from "../../../common/plans";
import { TEAM_MESSAGES } from "../../../common/team";
import { generations, mailOutbox, restaurants, teamInviteMails, teamMembers, users } from "../../db/schema";
import { onboard, registerAccount, uniqueEmail } from "../../testing/accounts";
import { call } from "../../testing/call";
import { teamKit } from "../../testing/team";
import { createTestApp, type TestApp } from "../../testing/testApp";

/** The app's clock runs with real time plus this offset, so a test can move it hours ahead. */
let offsetMs = 0;
const HOUR = 60 * 60_000;
let t: TestApp;
let kit: ReturnType<typeof teamKit>;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_SCALE: "100" }, now: () => new Date(Date.now() + offsetMs) });
  kit = teamKit(t);
});
afterAll(async () => {
  await t.close();
});

const invite = (cookie: string, email: string) => kit.invite(cookie, email);
const accept = (cookie: string, token: string) => kit.accept(cookie, token);
const restaurantIds = async (cookie: string) =>
  (await call(t.app, "GET", "/api/restaurants", { cookie }))
    .json()
    .restaurants.map((r: { id: number }) => r.id);
const memberRow = async (id: number) =>
  (await t.database.db.select().from(teamMembers).where(eq(teamMembers.id, id)))[0];
const quotaRows = (ownerId: string) =>
  t.database.db.select().from(teamInviteMails).where(eq(teamInviteMails.ownerId, ownerId));
/** Invites and at once deletes the invitation: the loop that flooded mailboxes (issue 11, item 1). */
async function inviteAndDelete(cookie: string) {
  const res = await invite(cookie, uniqueEmail("alvo"));
  if (res.statusCode === 201) {
    expect((await call(t.app, "DELETE", `/api/team/${res.json().id}`, { cookie })).statusCode).toBe(204);
  }
  return res;
}

describe("team: signed out", () => {
  it("every team route but the lookup answers 401", async () => {
    for (const [method, url] of [
      ["GET", "/api/team"],
      ["POST", "/api/team"],
      ["DELETE", "/api/team/1"],
      ["GET", "/api/team/invites"],
      ["POST", "/api/team/invites/accept"],
    ] as const) {
      const payload = method === "POST" ? { email: "a@b.com", token: "x" } : undefined;
      const res = await call(t.app, method, url, { body: payload });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().code).toBe("UNAUTHORIZED");
    }
  });

  it("accepting by id is gone", async () => {
    const { member } = await kit.teamWithMember();
    expect((await call(t.app, "POST", "/api/team/invites/1/accept", { as: member })).statusCode).toBe(404);
  });
});

describe("team: invites", () => {
  it("a Starter owner sees the team as Pro-only and cannot invite (402)", async () => {
    const starter = await kit.owner({ planId: PLAN_IDS.starter });
    expect((await call(t.app, "GET", "/api/team", { as: starter })).json()).toEqual({
      members: [],
      teamPlan: false,
      emailVerified: true,
      canInvite: false,
      max: 5,
    });
    const res = await invite(starter.cookie, uniqueEmail("amigo"));
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ code: "TEAM_REQUIRES_PRO", error: TEAM_MESSAGES.requiresPro });
    expect(await kit.memberRows(starter.restaurantId)).toEqual([]);
  });

  it("a Pro owner whose access ended cannot invite (402)", async () => {
    const boss = await kit.owner();
    await t.database.db
      .update(users)
      .set({ subscriptionStatus: "expired", subscriptionActive: false })
      .where(eq(users.id, boss.userId));
    const res = await invite(boss.cookie, uniqueEmail("amigo"));
    expect(res.statusCode).toBe(402);
    expect(res.json().code).toBe("TEAM_REQUIRES_PRO");
  });

  it("an owner whose email is not confirmed cannot invite (403): no invitation, no mail", async () => {
    const boss = await kit.owner({ verified: false });
    const team = (await call(t.app, "GET", "/api/team", { as: boss })).json();
    expect(team).toMatchObject({ teamPlan: true, emailVerified: false, canInvite: false });
    const email = uniqueEmail("amigo");
    const res = await invite(boss.cookie, email);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: "EMAIL_NOT_VERIFIED", error: TEAM_MESSAGES.ownerVerifyFirst });
    expect(await kit.memberRows(boss.restaurantId)).toEqual([]);
    expect(await kit.inviteMails(email)).toEqual([]);
    expect(await quotaRows(boss.userId)).toEqual([]);
  });

  it("a Pro owner invites: pending row with a hashed token, one mail with the link, then duplicates, self and a 6th refused", async () => {
    const boss = await kit.owner();
    const email = uniqueEmail("cozinha");
    const res = await invite(boss.cookie, `  ${email.toUpperCase()} `);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      email,
      role: "member",
      status: "pending",
      joinedAt: null,
      createdAt: expect.any(String),
    });
    const token = await kit.tokenFor(email);
    const row = await memberRow(res.json().id);
    expect(row).toMatchObject({ restaurantId: boss.restaurantId, invitedBy: boss.userId, status: "pending" });
    // Only the SHA-256 of the mailed token is kept; it lasts 7 days.
    expect(row?.inviteToken).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.inviteToken).not.toContain(token);
    const days = ((row?.inviteExpiresAt?.getTime() ?? 0) - (row?.inviteSentAt?.getTime() ?? 0)) / (24 * HOUR);
    expect(days).toBe(7);

    expect(await kit.inviteMails(email)).toHaveLength(1);
    const [mail] = await kit.delivered(email);
    expect(mail?.subject).toBe(`Convite para a equipe do restaurante ${boss.restaurantName}`);
    expect(mail?.text).toContain(
      `Rosa Lima convidou você para a equipe do restaurante ${boss.restaurantName}`,
    );
    expect(mail?.text).toContain(`${t.config.appUrl}/convite#token=${token}`);
    expect(mail?.html).toContain(`href="${t.config.appUrl}/convite#token=${token}"`);

    const again = await invite(boss.cookie, email.replace("cozinha", "COZINHA"));
    expect(again.statusCode).toBe(429);
    expect(again.json().code).toBe("TEAM_INVITE_LIMIT");

    const self = await invite(boss.cookie, boss.email.toUpperCase());
    expect(self.statusCode).toBe(400);
    expect(self.json().code).toBe("TEAM_SELF_INVITE");

    for (const bad of ["", "nao-e-email", `${"a".repeat(250)}@x.com`]) {
      expect((await invite(boss.cookie, bad)).statusCode, bad).toBe(400);
    }

    for (let i = 0; i < 4; i++) expect((await invite(boss.cookie, uniqueEmail("time"))).statusCode).toBe(201);
    const sixth = await invite(boss.cookie, uniqueEmail("time"));
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().code).toBe("TEAM_FULL");

    const team = (await call(t.app, "GET", "/api/team", { as: boss })).json();
    expect(team).toMatchObject({ teamPlan: true, canInvite: false, max: 5 });
    expect(team.members).toHaveLength(5);
    expect(team.members[0]).toEqual(res.json());

    // Removing one makes room again.
    expect((await call(t.app, "DELETE", `/api/team/${team.members[4].id}`, { as: boss })).statusCode).toBe(
      204,
    );
    expect((await call(t.app, "GET", "/api/team", { as: boss })).json().canInvite).toBe(true);
  });

  it("an active member invited again stays a 409", async () => {
    const { boss, member } = await kit.teamWithMember();
    const res = await invite(boss.cookie, member.email);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: "TEAM_MEMBER_EXISTS", error: TEAM_MESSAGES.duplicate });
  });

  it("the names typed by the owner never become links in the mail: subject, text and html", async () => {
    const name = "Banco XYZ: acesse http://banco.xyz/x ou WWW.SITE.COM";
    const account = await registerAccount(t.app, {
      planId: PLAN_IDS.pro,
      firstName: "Suporte www.banco-xyz.com",
      lastName: "<b>Lima</b>",
      onboarded: { name, type: "pizzaria" },
      verified: true,
      db: t.database.db,
    });
    const email = uniqueEmail("vitima");
    expect((await invite(account.cookie, email)).statusCode).toBe(201);
    const [mail] = await kit.delivered(email);
    if (!mail) throw new Error("sem email");
    for (const part of [mail.subject, mail.text, mail.html]) {
      expect(part).not.toMatch(/http:\/\/banco|banco\.xyz|www\.site\.com|www\.banco-xyz\.com/i);
    }
    expect(mail.subject).toBe(
      "Convite para a equipe do restaurante Banco XYZ: acesse banco[.]xyz/x ou WWW[.]SITE[.]COM",
    );
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.text).toContain("Suporte www[.]banco-xyz[.]com <b>Lima</b> convidou você");
    expect(mail.text).toContain("banco[.]xyz/x ou WWW[.]SITE[.]COM");
    expect(mail.html).toContain("Suporte www[.]banco-xyz[.]com &lt;b&gt;Lima&lt;/b&gt; convidou você");
    expect(mail.html).not.toContain("<b>Lima");
    // The only links in the mail are ours.
    const hrefs = [...mail.html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]);
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href?.startsWith(`${t.config.appUrl}/convite#token=`)).toBe(true);
    const urls = mail.text.match(/https?:\/\/\S+/g) ?? [];
    expect(urls).toEqual([expect.stringMatching(new RegExp(`^${t.config.appUrl}/convite#token=`))]);
  });
});

describe("team: invitation mail limits", () => {
  it("re-inviting a pending address resends at most once an hour, with a new token that replaces the old", async () => {
    const boss = await kit.owner();
    const email = uniqueEmail("reenvio");
    const first = await invite(boss.cookie, email);
    expect(first.statusCode).toBe(201);
    const oldToken = await kit.tokenFor(email);

    offsetMs += 30 * 60_000;
    const early = await invite(boss.cookie, email);
    expect(early.statusCode).toBe(429);
    expect(early.json()).toEqual({
      code: "TEAM_INVITE_LIMIT",
      error: TEAM_MESSAGES.resendWait("30 minutos"),
    });
    expect(Number(early.headers["retry-after"])).toBeGreaterThan(29 * 60);
    expect(Number(early.headers["retry-after"])).toBeLessThanOrEqual(30 * 60);
    expect(await kit.inviteMails(email)).toHaveLength(1);

    offsetMs += 30 * 60_000 + 1000;
    const resent = await invite(boss.cookie, email);
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toEqual(first.json());
    expect(await kit.inviteMails(email)).toHaveLength(2);
    const newToken = await kit.tokenFor(email, 2);
    expect(newToken).not.toBe(oldToken);
    expect((await kit.lookup(oldToken)).statusCode).toBe(404);
    expect((await kit.lookup(newToken)).statusCode).toBe(200);
    expect(await kit.memberRows(boss.restaurantId)).toHaveLength(1);
    expect(await quotaRows(boss.userId)).toHaveLength(2);
  });

  it("10 mails an hour and 30 a day per account, across its restaurants; deleting does not give them back", async () => {
    const boss = await kit.owner();
    const second = await call(t.app, "POST", "/api/restaurants", {
      as: boss,
      body: {
        name: "Pizzaria Filial",
        type: "pizzaria",
      },
    });
    expect(second.statusCode).toBe(201);
    const pick = (id: number) => call(t.app, "POST", `/api/restaurants/${id}/select`, { as: boss });

    for (let hour = 0; hour < 3; hour++) {
      // Half from each restaurant: the account's quota counts both.
      for (let i = 0; i < 10; i++) {
        if (i === 0) expect((await pick(boss.restaurantId)).statusCode).toBe(200);
        if (i === 5) expect((await pick(second.json().id)).statusCode).toBe(200);
        expect((await inviteAndDelete(boss.cookie)).statusCode, `hora ${hour}, convite ${i}`).toBe(201);
      }
      const over = await inviteAndDelete(boss.cookie);
      expect(over.statusCode).toBe(429);
      expect(over.json().code).toBe("TEAM_INVITE_LIMIT");
      if (hour < 2) {
        expect(over.json().error).toBe(TEAM_MESSAGES.quotaHour("1 hora"));
        const retry = Number(over.headers["retry-after"]);
        expect(retry).toBeGreaterThan(0);
        expect(retry).toBeLessThanOrEqual(3600);
      }
      expect((await pick(boss.restaurantId)).statusCode).toBe(200);
      expect((await inviteAndDelete(boss.cookie)).statusCode).toBe(429);
      offsetMs += HOUR + 1000;
    }
    // 30 in the last 24 hours: the next hour does not help.
    const daily = await inviteAndDelete(boss.cookie);
    expect(daily.statusCode).toBe(429);
    expect(daily.json().error).toBe(TEAM_MESSAGES.quotaDay("21 horas"));
    const retry = Number(daily.headers["retry-after"]);
    expect(retry).toBeGreaterThan(20 * 3600);
    expect(retry).toBeLessThanOrEqual(21 * 3600);

    expect(await quotaRows(boss.userId)).toHaveLength(30);
    expect(await kit.memberRows(boss.restaurantId)).toEqual([]);
    const mails = await t.database.db
      .select({ to: mailOutbox.to })
      .from(mailOutbox)
      .innerJoin(teamInviteMails, eq(teamInviteMails.email, mailOutbox.to))
      .where(and(eq(mailOutbox.kind, "team_invite"), eq(teamInviteMails.ownerId, boss.userId)));
    expect(mails).toHaveLength(30);

    // Another owner is not affected.
    const other = await kit.owner();
    expect((await invite(other.cookie, uniqueEmail("livre"))).statusCode).toBe(201);

    // A day after the first mails, room again.
    offsetMs += 21 * HOUR;
    expect((await inviteAndDelete(boss.cookie)).statusCode).toBe(201);
  });
});

describe("team: joining with the mailed token", () => {
  it("lookup shows who invited which address to which restaurant; no session needed", async () => {
    const boss = await kit.owner();
    const email = uniqueEmail("caixa");
    await invite(boss.cookie, email);
    const res = await kit.lookup(await kit.tokenFor(email));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ restaurantName: boss.restaurantName, invitedByName: "Rosa Lima", email });
    for (const token of ["nao-existe", "a".repeat(43)]) {
      const unknown = await kit.lookup(token);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ code: "INVITE_INVALID", error: TEAM_MESSAGES.inviteInvalid });
    }
    expect((await kit.lookup("")).statusCode).toBe(400);
  });

  it("the attack of issue 11: owning the address's account, even confirmed by a payment, does not join without the token", async () => {
    const boss = await kit.owner();
    await call(t.app, "POST", "/api/dishes", { as: boss, body: { name: "Pizza secreta", price: "59,90" } });
    const email = uniqueEmail("alvo");
    const { id } = (await invite(boss.cookie, email)).json();
    const attacker = await registerAccount(t.app, { email });
    const paid = await call(t.app, "POST", "/api/billing/checkout", {
      as: attacker,
      body: {
        planId: PLAN_IDS.starter,
        cardNumber: "4242 4242 4242 4242",
        cardExpiry: "12/30",
        cardCvc: "123",
        cardholderName: "INTRUSO",
      },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const verified = await call(t.app, "POST", "/api/verify-email-after-payment", {
      as: attacker,
      body: {
        userId: attacker.userId,
      },
    });
    expect(verified.statusCode).toBe(200);

    // A payment confirms no address (issue 25), so the unconfirmed account is not even shown the invitation.
    expect((await call(t.app, "GET", "/api/team/invites", { as: attacker })).json()).toEqual([]);
    expect((await call(t.app, "POST", `/api/team/invites/${id}/accept`, { as: attacker })).statusCode).toBe(
      404,
    );
    for (const token of ["x", String(id), (await memberRow(id))?.inviteToken ?? ""]) {
      expect((await accept(attacker.cookie, token)).statusCode).toBe(404);
    }
    expect((await memberRow(id))?.status).toBe("pending");
    expect(await restaurantIds(attacker.cookie)).toEqual([]);
    expect((await call(t.app, "GET", "/api/dishes", { as: attacker })).statusCode).toBe(409);
  });

  it("another account with the token gets the 403 naming the invited address; nothing changes", async () => {
    const boss = await kit.owner();
    const email = uniqueEmail("certo");
    const { id } = (await invite(boss.cookie, email)).json();
    const stranger = await registerAccount(t.app);
    const res = await accept(stranger.cookie, await kit.tokenFor(email));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: "INVITE_OTHER_ACCOUNT", error: TEAM_MESSAGES.wrongAccount(email) });
    expect(res.json().error).toBe(
      `Este convite foi enviado para outro email. Entre com a conta de ${email}.`,
    );
    expect((await memberRow(id))?.status).toBe("pending");
    expect(await restaurantIds(stranger.cookie)).toEqual([]);
  });

  it("the invited account accepts once (any case), after confirming its email: joins, the dashboard acts on that restaurant", async () => {
    const boss = await kit.owner();
    const email = uniqueEmail("novo");
    const { id } = (await invite(boss.cookie, email)).json();
    const token = await kit.tokenFor(email);
    const invited = await registerAccount(t.app, { email: email.toUpperCase(), planId: PLAN_IDS.pro });
    await onboard(t.app, invited.cookie, "Lanche Próprio", "lanchonete");

    // Not confirmed yet (issue 25): nothing about the invitation, and the token alone does not join.
    const invitesBefore = await call(t.app, "GET", "/api/team/invites", { as: invited });
    expect(invitesBefore.json()).toEqual([]);
    expect(invitesBefore.body).not.toContain(boss.restaurantName);
    const early = await accept(invited.cookie, token);
    expect(early.statusCode).toBe(403);
    expect(early.json()).toEqual({
      code: "EMAIL_NOT_VERIFIED",
      error: expect.stringMatching(/^Confirme seu email/),
    });
    expect(early.body).not.toContain(boss.restaurantName);
    expect((await memberRow(id))?.status).toBe("pending");
    await t.database.db.update(users).set({ isEmailVerified: true }).where(eq(users.id, invited.userId));
    expect((await call(t.app, "GET", "/api/team/invites", { as: invited })).json()).toEqual([
      expect.objectContaining({ id, restaurantName: boss.restaurantName }),
    ]);

    const ok = await accept(invited.cookie, token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({
      id,
      email,
      role: "member",
      status: "active",
      joinedAt: expect.any(String),
      createdAt: expect.any(String),
      restaurantId: boss.restaurantId,
      restaurantName: boss.restaurantName,
    });
    expect((await call(t.app, "GET", "/api/restaurant", { as: invited })).json().id).toBe(boss.restaurantId);
    expect((await memberRow(id))?.inviteToken).toBeNull();

    const twice = await accept(invited.cookie, token);
    expect(twice.statusCode).toBe(404);
    expect((await kit.lookup(token)).statusCode).toBe(404);
    expect((await call(t.app, "GET", "/api/team/invites", { as: invited })).json()).toEqual([]);
    const team = (await call(t.app, "GET", "/api/team", { as: boss })).json();
    expect(team.members).toEqual([expect.objectContaining({ id, status: "active" })]);
  });

  it("an expired token does not join, nor a token of a removed invitation", async () => {
    const boss = await kit.owner();
    const email = uniqueEmail("tarde");
    const { id } = (await invite(boss.cookie, email)).json();
    const token = await kit.tokenFor(email);
    const invited = await registerAccount(t.app, { email, verified: true, db: t.database.db });
    expect((await call(t.app, "GET", "/api/team/invites", { as: invited })).json()).toHaveLength(1);
    offsetMs += 7 * 24 * HOUR + 60_000;
    expect((await call(t.app, "GET", "/api/team/invites", { as: invited })).json()).toEqual([]);
    expect((await kit.lookup(token)).statusCode).toBe(404);
    expect((await accept(invited.cookie, token)).statusCode).toBe(404);
    expect((await memberRow(id))?.status).toBe("pending");

    const fresh = await kit.owner();
    const email2 = uniqueEmail("removido");
    const removed = (await invite(fresh.cookie, email2)).json();
    const token2 = await kit.tokenFor(email2);
    expect((await call(t.app, "DELETE", `/api/team/${removed.id}`, { as: fresh })).statusCode).toBe(204);
    const person = await registerAccount(t.app, { email: email2 });
    expect((await accept(person.cookie, token2)).statusCode).toBe(404);
  });
});

describe("team: a member in the owner's restaurant", () => {
  it("sees and works in it: restaurant, dishes, generators (history kept in the owner's restaurant)", async () => {
    const { boss, member } = await kit.teamWithMember();
    expect(await restaurantIds(member.cookie)).toEqual([boss.restaurantId]);
    const list = (await call(t.app, "GET", "/api/restaurants", { as: member })).json();
    expect(list).toMatchObject({ currentId: boss.restaurantId, ownedCount: 0 });

    const dish = await call(t.app, "POST", "/api/dishes", {
      as: member,
      body: {
        name: "Pizza de rúcula",
        price: "49,90",
      },
    });
    expect(dish.statusCode).toBe(201);
    const ownerDishes = (await call(t.app, "GET", "/api/dishes", { as: boss })).json();
    expect(ownerDishes.map((d: { name: string }) => d.name)).toEqual(["Pizza de rúcula"]);

    const generated = await call(t.app, "POST", "/api/generate-content", {
      as: member,
      body: {
        dishName: "Pizza de rúcula",
        businessType: "pizzaria",
      },
    });
    expect(generated.statusCode).toBe(200);
    const kept = await t.database.db
      .select()
      .from(generations)
      .where(eq(generations.restaurantId, boss.restaurantId));
    expect(kept).toHaveLength(1);
  });

  it("loses access as soon as the owner removes them", async () => {
    const { boss, member, memberId } = await kit.teamWithMember();
    expect((await call(t.app, "GET", "/api/dishes", { as: member })).statusCode).toBe(200);
    expect((await call(t.app, "DELETE", `/api/team/${memberId}`, { as: boss })).statusCode).toBe(204);
    expect(await memberRow(memberId)).toBeUndefined();
    const dishes = await call(t.app, "GET", "/api/dishes", { as: member });
    expect(dishes.statusCode).toBe(409);
    expect(dishes.json().code).toBe("RESTAURANT_REQUIRED");
    expect(await restaurantIds(member.cookie)).toEqual([]);
  });
});

describe("team: people with no relation", () => {
  it("never see or touch another owner's team, invites or restaurant (IDOR)", async () => {
    const { boss, member, memberId } = await kit.teamWithMember();
    const pendingEmail = uniqueEmail("pendente");
    const pendingId = (await invite(boss.cookie, pendingEmail)).json().id as number;
    const other = await kit.owner({ name: "Pastelaria da Cida" });

    expect(await restaurantIds(other.cookie)).toEqual([other.restaurantId]);
    expect((await call(t.app, "GET", "/api/team", { as: other })).json().members).toEqual([]);
    expect((await call(t.app, "GET", "/api/team/invites", { as: other })).json()).toEqual([]);
    for (const id of [memberId, pendingId]) {
      expect((await call(t.app, "DELETE", `/api/team/${id}`, { as: other })).statusCode).toBe(404);
      expect(await memberRow(id)).toBeDefined();
    }
    expect((await memberRow(pendingId))?.status).toBe("pending");
    expect((await call(t.app, "DELETE", "/api/team/2000000000", { as: boss })).statusCode).toBe(404);
    expect((await call(t.app, "DELETE", "/api/team/abc", { as: boss })).statusCode).toBe(400);

    const pick = await call(t.app, "POST", `/api/restaurants/${boss.restaurantId}/select`, { as: other });
    expect(pick.statusCode).toBe(404);
    expect((await call(t.app, "GET", "/api/restaurant", { as: other })).json().id).toBe(other.restaurantId);
    expect((await call(t.app, "GET", "/api/dishes", { as: other })).json()).toEqual([]);
    expect(await restaurantIds(member.cookie)).toEqual([boss.restaurantId]);
    const [row] = await t.database.db.select().from(restaurants).where(eq(restaurants.id, boss.restaurantId));
    expect(row?.userId).toBe(boss.userId);
  });
});
