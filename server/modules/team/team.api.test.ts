import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PLAN_IDS } from "../../../common/plans";
import { TEAM_MESSAGES } from "../../../common/team";
import { generations, restaurants, teamMembers, users } from "../../db/schema";
import { registerAccount, uniqueAddress, uniqueEmail } from "../../testing/accounts";
import { readOutbox, waitForMail } from "../../testing/outbox";
import { onboard } from "../../testing/signUp";
import { createTestApp, type TestApp } from "../../testing/testApp";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_SCALE: "100" } });
});
afterAll(async () => {
  await t.close();
});

type Method = "GET" | "POST" | "DELETE";
const call = (method: Method, url: string, cookie?: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload ? { payload } : method === "POST" ? { payload: {} } : {}),
    remoteAddress: uniqueAddress(),
  });
const invite = (cookie: string, email: string) => call("POST", "/api/team", cookie, { email });
const accept = (cookie: string, id: number) => call("POST", `/api/team/invites/${id}/accept`, cookie);
const restaurantIds = async (cookie: string) =>
  (await call("GET", "/api/restaurants", cookie)).json().restaurants.map((r: { id: number }) => r.id);
const memberRow = async (id: number) =>
  (await t.database.db.select().from(teamMembers).where(eq(teamMembers.id, id)))[0];

/** An owner (7-day trial from the sign-up) with an onboarded restaurant. */
async function owner(planId: number = PLAN_IDS.pro, name = "Cantina da Rosa") {
  const account = await registerAccount(t.app, { planId, firstName: "Rosa", lastName: "Lima" });
  await onboard(t.app, account.cookie, name, "pizzaria");
  const [restaurant] = await t.database.db
    .select()
    .from(restaurants)
    .where(eq(restaurants.userId, account.userId));
  return { ...account, restaurantId: restaurant!.id, restaurantName: name };
}

/** Confirms an address through the real link of its verification mail. */
async function verify(email: string): Promise<void> {
  const mail = await waitForMail(t.dataDir, email, /Confirme seu email/);
  const link = mail.text.match(/https?:\/\/\S+\/api\/verify-email\?token=\S+/)?.[0];
  if (!link) throw new Error("sem link no email");
  const url = new URL(link);
  const res = await call("GET", `${url.pathname}${url.search}`);
  expect(res.statusCode).toBeLessThan(400);
}

/** A Pro owner with one member who signed up, confirmed the email and accepted. */
async function teamWithMember() {
  const boss = await owner();
  const email = uniqueEmail("garcom");
  const invited = await invite(boss.cookie, email);
  expect(invited.statusCode).toBe(201);
  const member = await registerAccount(t.app, { email, firstName: "Caio", lastName: "Reis" });
  await verify(email);
  const accepted = await accept(member.cookie, invited.json().id);
  expect(accepted.statusCode).toBe(200);
  return { boss, member, memberId: invited.json().id as number };
}

describe("team: signed out", () => {
  it("every route answers 401", async () => {
    for (const [method, url] of [
      ["GET", "/api/team"],
      ["POST", "/api/team"],
      ["DELETE", "/api/team/1"],
      ["GET", "/api/team/invites"],
      ["POST", "/api/team/invites/1/accept"],
    ] as const) {
      const res = await call(method, url, undefined, method === "POST" ? { email: "a@b.com" } : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().code).toBe("UNAUTHORIZED");
    }
  });
});

describe("team: invites", () => {
  it("a Starter owner sees the team as Pro-only and cannot invite (402)", async () => {
    const starter = await owner(PLAN_IDS.starter);
    expect((await call("GET", "/api/team", starter.cookie)).json()).toEqual({
      members: [],
      teamPlan: false,
      canInvite: false,
      max: 5,
    });
    const res = await invite(starter.cookie, uniqueEmail("amigo"));
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ code: "TEAM_REQUIRES_PRO", error: TEAM_MESSAGES.requiresPro });
    expect(
      await t.database.db
        .select()
        .from(teamMembers)
        .where(eq(teamMembers.restaurantId, starter.restaurantId)),
    ).toEqual([]);
  });

  it("a Pro owner whose access ended cannot invite (402)", async () => {
    const boss = await owner();
    await t.database.db
      .update(users)
      .set({ subscriptionStatus: "expired", subscriptionActive: false })
      .where(eq(users.id, boss.userId));
    const res = await invite(boss.cookie, uniqueEmail("amigo"));
    expect(res.statusCode).toBe(402);
    expect(res.json().code).toBe("TEAM_REQUIRES_PRO");
  });

  it("a Pro owner invites: pending row, mail to the invited address, then duplicates, self and a 6th refused", async () => {
    const boss = await owner();
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
    expect(await memberRow(res.json().id)).toMatchObject({
      restaurantId: boss.restaurantId,
      invitedBy: boss.userId,
      status: "pending",
    });

    const mail = await waitForMail(t.dataDir, email, /Convite para a equipe/);
    expect(mail.subject).toContain(boss.restaurantName);
    expect(mail.text).toContain(
      `Rosa Lima convidou você para a equipe do restaurante ${boss.restaurantName}`,
    );
    expect(mail.text).toContain(`${t.config.appUrl}/auth`);
    expect(mail.html).toContain(`${t.config.appUrl}/auth`);

    const again = await invite(boss.cookie, email.replace("cozinha", "COZINHA"));
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe("TEAM_MEMBER_EXISTS");

    const self = await invite(boss.cookie, boss.email.toUpperCase());
    expect(self.statusCode).toBe(400);
    expect(self.json().code).toBe("TEAM_SELF_INVITE");

    for (const bad of ["", "nao-e-email", `${"a".repeat(250)}@x.com`]) {
      const res400 = await invite(boss.cookie, bad);
      expect(res400.statusCode, bad).toBe(400);
    }

    for (let i = 0; i < 4; i++) expect((await invite(boss.cookie, uniqueEmail("time"))).statusCode).toBe(201);
    const sixth = await invite(boss.cookie, uniqueEmail("time"));
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().code).toBe("TEAM_FULL");

    const team = (await call("GET", "/api/team", boss.cookie)).json();
    expect(team).toMatchObject({ teamPlan: true, canInvite: false, max: 5 });
    expect(team.members).toHaveLength(5);
    expect(team.members[0]).toEqual(res.json());

    // Removing one makes room again.
    expect((await call("DELETE", `/api/team/${team.members[4].id}`, boss.cookie)).statusCode).toBe(204);
    expect((await call("GET", "/api/team", boss.cookie)).json().canInvite).toBe(true);
  });

  it("a failed invite mail is logged, the invite still stands", async () => {
    const broken = await createTestApp({ env: { SMTP_URL: "smtp://127.0.0.1:9", RATE_LIMIT_SCALE: "100" } });
    try {
      const account = await registerAccount(broken.app, { planId: PLAN_IDS.pro });
      await onboard(broken.app, account.cookie, "Sushi do Jorge", "japonesa");
      const res = await broken.app.inject({
        method: "POST",
        url: "/api/team",
        headers: { cookie: account.cookie },
        payload: { email: uniqueEmail("sushiman") },
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().status).toBe("pending");
    } finally {
      await broken.close();
    }
  });
});

describe("team: accepting", () => {
  it("only the invited address accepts, once its email is confirmed; accepting again changes nothing", async () => {
    const boss = await owner();
    const email = uniqueEmail("caixa");
    const { id } = (await invite(boss.cookie, email)).json();
    const invited = await registerAccount(t.app, { email: email.toUpperCase() });
    const stranger = await registerAccount(t.app);

    expect((await call("GET", "/api/team/invites", invited.cookie)).json()).toEqual([
      { id, restaurantName: boss.restaurantName, invitedByName: "Rosa Lima", createdAt: expect.any(String) },
    ]);
    expect((await call("GET", "/api/team/invites", stranger.cookie)).json()).toEqual([]);

    const unverified = await accept(invited.cookie, id);
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json().error).toBe(TEAM_MESSAGES.verifyFirst);
    expect((await memberRow(id))?.status).toBe("pending");

    await t.database.db.update(users).set({ isEmailVerified: true }).where(eq(users.id, stranger.userId));
    const foreign = await accept(stranger.cookie, id);
    expect(foreign.statusCode).toBe(404);
    expect((await memberRow(id))?.status).toBe("pending");
    expect((await accept(invited.cookie, 2_000_000_000)).statusCode).toBe(404);
    expect((await accept(invited.cookie, 0)).statusCode).toBe(400);

    await verify(invited.email.toLowerCase());
    const ok = await accept(invited.cookie, id);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ id, email, status: "active", joinedAt: expect.any(String) });
    const twice = await accept(invited.cookie, id);
    expect(twice.statusCode).toBe(200);
    expect(twice.json()).toEqual(ok.json());
    expect((await call("GET", "/api/team/invites", invited.cookie)).json()).toEqual([]);

    const team = (await call("GET", "/api/team", boss.cookie)).json();
    expect(team.members).toEqual([ok.json()]);
  });
});

describe("team: a member in the owner's restaurant", () => {
  it("sees and works in it: restaurant, dishes, generators (history kept in the owner's restaurant)", async () => {
    const { boss, member } = await teamWithMember();
    expect(await restaurantIds(member.cookie)).toEqual([boss.restaurantId]);
    const list = (await call("GET", "/api/restaurants", member.cookie)).json();
    expect(list).toMatchObject({ currentId: boss.restaurantId, ownedCount: 0 });
    expect((await call("GET", "/api/restaurant", member.cookie)).json()).toMatchObject({
      id: boss.restaurantId,
      name: boss.restaurantName,
    });

    const dish = await call("POST", "/api/dishes", member.cookie, {
      name: "Pizza de rúcula",
      price: "49,90",
    });
    expect(dish.statusCode).toBe(201);
    const ownerDishes = (await call("GET", "/api/dishes", boss.cookie)).json();
    expect(ownerDishes.map((d: { name: string }) => d.name)).toEqual(["Pizza de rúcula"]);
    expect((await call("GET", "/api/dishes", member.cookie)).json()).toEqual(ownerDishes);

    const generated = await call("POST", "/api/generate-content", member.cookie, {
      dishName: "Pizza de rúcula",
      businessType: "pizzaria",
    });
    expect(generated.statusCode).toBe(200);
    const kept = await t.database.db
      .select()
      .from(generations)
      .where(eq(generations.restaurantId, boss.restaurantId));
    expect(kept).toHaveLength(1);
  });

  it("generators follow the owner's plan, not the member's", async () => {
    const { boss, member } = await teamWithMember();
    const generate = () =>
      call("POST", "/api/generate-content", member.cookie, { dishName: "Calzone", businessType: "pizzaria" });
    const setAccess = (userId: string, on: boolean) =>
      t.database.db
        .update(users)
        .set(
          on
            ? { subscriptionStatus: "none", subscriptionActive: true }
            : { subscriptionStatus: "expired", subscriptionActive: false },
        )
        .where(eq(users.id, userId));

    await setAccess(member.userId, false);
    expect((await generate()).statusCode).toBe(200);
    await setAccess(boss.userId, false);
    await setAccess(member.userId, true);
    const refused = await generate();
    expect(refused.statusCode).toBe(402);
    expect(refused.json().code).toBe("SUBSCRIPTION_REQUIRED");
  });

  it("cannot manage the team, edit the restaurant or add one to the owner's account", async () => {
    const { boss, member, memberId } = await teamWithMember();
    for (const res of [
      await call("GET", "/api/team", member.cookie),
      await invite(member.cookie, uniqueEmail("intruso")),
      await call("DELETE", `/api/team/${memberId}`, member.cookie),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe(TEAM_MESSAGES.ownerOnly);
    }
    expect(await memberRow(memberId)).toBeDefined();

    const edit = await call("POST", "/api/restaurant", member.cookie, { name: "Tomada", type: "pizzaria" });
    expect(edit.statusCode).toBe(403);
    expect((await call("GET", "/api/restaurant", boss.cookie)).json().name).toBe(boss.restaurantName);

    // A new store goes to the member's own account, under the member's own plan.
    const added = await call("POST", "/api/restaurants", member.cookie, {
      name: "Lanche do Caio",
      type: "lanchonete",
    });
    expect(added.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(restaurants).where(eq(restaurants.id, added.json().id));
    expect(row?.userId).toBe(member.userId);
    expect(await restaurantIds(boss.cookie)).toEqual([boss.restaurantId]);
    // Own first, then the team's; picking the team's works.
    expect(await restaurantIds(member.cookie)).toEqual([added.json().id, boss.restaurantId]);
    const pick = await call("POST", `/api/restaurants/${boss.restaurantId}/select`, member.cookie);
    expect(pick.statusCode).toBe(200);
    expect((await call("GET", "/api/restaurant", member.cookie)).json().id).toBe(boss.restaurantId);
  });

  it("loses access as soon as the owner removes them", async () => {
    const { boss, member, memberId } = await teamWithMember();
    await call("POST", "/api/dishes", boss.cookie, { name: "Lasanha", price: "39,90" });
    expect((await call("GET", "/api/dishes", member.cookie)).statusCode).toBe(200);

    expect((await call("DELETE", `/api/team/${memberId}`, boss.cookie)).statusCode).toBe(204);
    expect(await memberRow(memberId)).toBeUndefined();

    const dishes = await call("GET", "/api/dishes", member.cookie);
    expect(dishes.statusCode).toBe(409);
    expect(dishes.json().code).toBe("RESTAURANT_REQUIRED");
    expect((await call("POST", "/api/dishes", member.cookie, { name: "X", price: "1" })).statusCode).toBe(
      409,
    );
    expect(await restaurantIds(member.cookie)).toEqual([]);
    expect((await call("GET", "/api/restaurant", member.cookie)).body).toBe("");
    expect(
      (await call("POST", `/api/restaurants/${boss.restaurantId}/select`, member.cookie)).statusCode,
    ).toBe(404);
    // Generating still works for the member's own trial, but nothing lands in the owner's history.
    await call("POST", "/api/generate-content", member.cookie, {
      dishName: "Lasanha",
      businessType: "pizzaria",
    });
    expect(
      await t.database.db.select().from(generations).where(eq(generations.restaurantId, boss.restaurantId)),
    ).toEqual([]);
  });
});

describe("team: people with no relation", () => {
  it("never see or touch another owner's team, invites or restaurant (IDOR)", async () => {
    const { boss, member, memberId } = await teamWithMember();
    const pendingId = (await invite(boss.cookie, uniqueEmail("pendente"))).json().id as number;
    const other = await owner(PLAN_IDS.pro, "Pastelaria da Cida");
    await t.database.db.update(users).set({ isEmailVerified: true }).where(eq(users.id, other.userId));

    expect(await restaurantIds(other.cookie)).toEqual([other.restaurantId]);
    expect((await call("GET", "/api/team", other.cookie)).json().members).toEqual([]);
    expect((await call("GET", "/api/team/invites", other.cookie)).json()).toEqual([]);
    for (const id of [memberId, pendingId]) {
      expect((await call("DELETE", `/api/team/${id}`, other.cookie)).statusCode).toBe(404);
      expect((await accept(other.cookie, id)).statusCode).toBe(404);
      expect(await memberRow(id)).toBeDefined();
    }
    expect((await memberRow(pendingId))?.status).toBe("pending");
    expect((await call("DELETE", "/api/team/2000000000", boss.cookie)).statusCode).toBe(404);
    expect((await call("DELETE", "/api/team/abc", boss.cookie)).statusCode).toBe(400);

    const pick = await call("POST", `/api/restaurants/${boss.restaurantId}/select`, other.cookie);
    expect(pick.statusCode).toBe(404);
    expect((await call("GET", "/api/restaurant", other.cookie)).json().id).toBe(other.restaurantId);
    expect((await call("GET", "/api/dishes", other.cookie)).json()).toEqual([]);

    // The member of one team sees nothing of another.
    expect(await restaurantIds(member.cookie)).toEqual([boss.restaurantId]);
    const mails = (await readOutbox(t.dataDir)).filter((m) => m.to === other.email.toLowerCase());
    expect(mails.every((m) => !/Convite/.test(m.subject))).toBe(true);
  });
});
