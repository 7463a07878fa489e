import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEAM_INVITE_LIMITS, TEAM_MAX_MEMBERS } from "../../../common/team";
import { mailOutbox, teamInviteMails } from "../../db/schema";
import { registerAccount, uniqueEmail } from "../../testing/accounts";
import { call } from "../../testing/call";
import { teamKit } from "../../testing/team";
import { createTestApp, type TestApp } from "../../testing/testApp";

/**
 * Limits that must hold when requests arrive together (on PostgreSQL with
 * TEST_DATABASE_URL, each request on its own pooled connection): the
 * transaction locks the owner's row, and the unique index backs it.
 */
let t: TestApp;
let kit: ReturnType<typeof teamKit>;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_SCALE: "100" } });
  kit = teamKit(t);
});
afterAll(async () => {
  await t.close();
});

const statuses = (responses: { statusCode: number }[]) => responses.map((r) => r.statusCode).sort();
const quotaRows = (ownerId: string) =>
  t.database.db.select().from(teamInviteMails).where(eq(teamInviteMails.ownerId, ownerId));

describe("team limits under concurrent requests", () => {
  it("12 parallel invites of distinct addresses create exactly the team maximum, one mail each", async () => {
    const boss = await kit.owner();
    const emails = Array.from({ length: 12 }, () => uniqueEmail("junto"));
    const answers = await Promise.all(emails.map((email) => kit.invite(boss.cookie, email)));
    const created = answers.filter((r) => r.statusCode === 201);
    expect(created).toHaveLength(TEAM_MAX_MEMBERS);
    for (const r of answers.filter((a) => a.statusCode !== 201)) {
      expect(r.statusCode).toBe(409);
      expect(r.json().code).toBe("TEAM_FULL");
    }
    expect(await kit.memberRows(boss.restaurantId)).toHaveLength(TEAM_MAX_MEMBERS);
    expect(await quotaRows(boss.userId)).toHaveLength(TEAM_MAX_MEMBERS);
    const mails = await Promise.all(emails.map((email) => kit.inviteMails(email)));
    expect(mails.flat()).toHaveLength(TEAM_MAX_MEMBERS);
  });

  it("8 parallel invites of one address give one invitation and one mail", async () => {
    const boss = await kit.owner();
    const email = uniqueEmail("mesmo");
    const answers = await Promise.all(Array.from({ length: 8 }, () => kit.invite(boss.cookie, email)));
    expect(statuses(answers)).toEqual([201, 429, 429, 429, 429, 429, 429, 429]);
    expect(await kit.memberRows(boss.restaurantId)).toHaveLength(1);
    expect(await kit.inviteMails(email)).toHaveLength(1);
    expect(await quotaRows(boss.userId)).toHaveLength(1);
  });

  it("the hourly quota holds when the invite-and-delete flood comes in parallel", async () => {
    const boss = await kit.owner();
    // Full teams would stop the flood first, so each invite is deleted as soon as it answers.
    const answers = await Promise.all(
      Array.from({ length: 16 }, async () => {
        const res = await kit.invite(boss.cookie, uniqueEmail("enxurrada"));
        if (res.statusCode === 201) await call(t.app, "DELETE", `/api/team/${res.json().id}`, { as: boss });
        return res;
      }),
    );
    const sent = answers.filter((r) => r.statusCode === 201).length;
    expect(sent).toBeLessThanOrEqual(TEAM_INVITE_LIMITS.perHour);
    for (const r of answers.filter((a) => a.statusCode !== 201)) expect([409, 429]).toContain(r.statusCode);
    const rows = await quotaRows(boss.userId);
    expect(rows).toHaveLength(sent);
    const queued = await t.database.db
      .select()
      .from(mailOutbox)
      .innerJoin(teamInviteMails, eq(teamInviteMails.email, mailOutbox.to))
      .where(and(eq(mailOutbox.kind, "team_invite"), eq(teamInviteMails.ownerId, boss.userId)));
    expect(queued).toHaveLength(sent);
  });

  it("one token sent four times at once: one joins, the others find it used", async () => {
    const boss = await kit.owner();
    const email = uniqueEmail("duplo");
    await kit.invite(boss.cookie, email);
    const token = await kit.tokenFor(email);
    const person = await registerAccount(t.app, { email, verified: true, db: t.database.db });
    const answers = await Promise.all(Array.from({ length: 4 }, () => kit.accept(person.cookie, token)));
    expect(statuses(answers)).toEqual([200, 404, 404, 404]);
  });
});
