import { and, asc, desc, eq, gte, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dishListSchema } from "../../../common/dishes";
import { generationSchema } from "../../../common/generations";
import { dayMetricsSchema } from "../../../common/metrics";
import { promotionSchema } from "../../../common/promotions";
import { restaurantListSchema } from "../../../common/restaurant";
import { TEAM_MAX_MEMBERS, teamInvitationSchema, teamSchema } from "../../../common/team";
import { z } from "../../../common/zod";
import { analytics, dishes, generations, promotions, teamMembers, users } from "../../db/schema";
import { registerAccount } from "../../testing/accounts";
import { answerBytes } from "../../testing/answerBytes";
import { call } from "../../testing/call";
import { teamKit } from "../../testing/team";
import { createTestApp, type TestApp } from "../../testing/testApp";
import { DISH_JSON } from "../dishes/service";
import { GENERATION_JSON } from "../generators/service";
import { DAY_JSON, overviewStart } from "../metrics/service";
import { PROMOTION_JSON } from "../promotions/service";
import { TEAM_MEMBER_JSON } from "../team/service";
import { restaurantList } from "./service";

/*
 * The hot reads build their lists in PostgreSQL (one row per request:
 * decisions 023 and 027). Their answers must be byte for byte what the
 * schema's serializer writes for the rows read plainly here, each turned into
 * its answer by the list's declaration (rowShape's toAnswer): the same
 * fields, values, timestamps (microseconds dropped like a JS Date does),
 * filter and order, ties included.
 */

const NOW = new Date("2026-11-25T15:00:00.000Z"); // a Wednesday, noon in Brazil
let t: TestApp;
let kit: ReturnType<typeof teamKit>;
let rosa: Awaited<ReturnType<ReturnType<typeof teamKit>["owner"]>>;
let other: Awaited<ReturnType<ReturnType<typeof teamKit>["owner"]>>;

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  kit = teamKit(t);
  rosa = await kit.owner({ name: "Cantina da Rosa" });
  other = await kit.owner({ name: "Cantina Vizinha" });
});
afterAll(async () => {
  await t.close();
});

/** Timestamps with microseconds, ties and a text that JSON must escape. */
const at = (iso: string) => new Date(iso);
const tricky = 'Meia "pizza" grátis\ncom ção, \\ barra e 🍕';

async function getBody(url: string) {
  const res = await call(t.app, "GET", url, { as: rosa });
  expect(res.statusCode, url).toBe(200);
  return res.body;
}

describe("hot reads built by the database answer what the row-by-row reads answered", () => {
  it("GET /api/promotions: every field, newest first, ties by id", async () => {
    const tie = at("2026-11-20T10:00:00.000Z");
    await t.database.db.insert(promotions).values([
      { restaurantId: rosa.restaurantId, title: "Combo", isActive: true, createdAt: tie },
      {
        restaurantId: rosa.restaurantId,
        title: tricky,
        description: tricky,
        period: "Sexta a domingo, 18h às 23h",
        discountValue: "20%",
        discountType: "percentual",
        createdAt: tie,
      },
      { restaurantId: rosa.restaurantId, title: "Velha", createdAt: at("2025-01-01T00:00:00Z") },
      { restaurantId: rosa.restaurantId, title: "Nova", discountValue: "R$ 10", createdAt: NOW },
      { restaurantId: other.restaurantId, title: "Da vizinha" },
    ]);
    await t.database.db.execute(
      sql`update ${promotions} set created_at = '2026-11-21 08:30:15.999999+00' where title = 'Velha'`,
    );
    const expected = (
      await t.database.db
        .select()
        .from(promotions)
        .where(eq(promotions.restaurantId, rosa.restaurantId))
        .orderBy(desc(promotions.createdAt), desc(promotions.id))
    ).map(PROMOTION_JSON.toAnswer);
    expect(expected.map((p) => p.title)).toEqual(["Nova", "Velha", tricky, "Combo"]);
    expect(expected[1]!.createdAt).toBe("2026-11-21T08:30:15.999Z");
    expect(await getBody("/api/promotions")).toBe(answerBytes(z.array(promotionSchema), expected, "fast"));
  });

  it("GET /api/dishes: the database's own JSON text, JSON.stringify's bytes for every field, escapes and ties", async () => {
    const tie = at("2026-11-19T12:00:00.000Z");
    // Every character JSON must escape, and some it must not (/, U+2028, DEL, emoji).
    const escapes = `${tricky} \u0001\u001f\b\f\r\t / \u2028 \u007f fim`;
    await t.database.db.insert(dishes).values([
      { restaurantId: rosa.restaurantId, name: "Pizza", price: "49.90", createdAt: tie },
      {
        restaurantId: rosa.restaurantId,
        name: escapes,
        description: escapes,
        category: "Pizzas",
        price: null,
        views: 2_147_483_647,
        sales: 0,
        isActive: false,
        createdAt: tie,
      },
      {
        restaurantId: rosa.restaurantId,
        name: "Antiga",
        description: "",
        createdAt: at("2025-01-01T00:00:00Z"),
      },
      { restaurantId: other.restaurantId, name: "Da vizinha" },
    ]);
    await t.database.db.execute(
      sql`update ${dishes} set created_at = '2026-11-21 08:30:15.999999+00' where name = 'Antiga'`,
    );
    const expected = (
      await t.database.db
        .select()
        .from(dishes)
        .where(eq(dishes.restaurantId, rosa.restaurantId))
        .orderBy(desc(dishes.createdAt), desc(dishes.id))
    ).map(DISH_JSON.toAnswer);
    expect(expected.map((d) => d.name)).toEqual(["Antiga", escapes, "Pizza"]);
    expect(expected[0]!.createdAt).toBe("2026-11-21T08:30:15.999Z");
    const res = await call(t.app, "GET", "/api/dishes", { as: rosa });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(res.body).toBe(JSON.stringify(expected));
    expect(res.body).toBe(answerBytes(dishListSchema, expected, "fast"));
    expect(JSON.parse(res.body)).toEqual(expected);
  });

  it("GET /api/generations: every field (the stored JSON as it is), with kind and limit", async () => {
    const tie = at("2026-11-22T12:00:00.000Z");
    const input = { dishName: tricky, points: ["um", "dois"], z: 1, a: { n: 2.5, ok: true, none: null } };
    const output = { text: tricky, hashtags: ["#pizza"], score: 0.1, nested: { b: [1, { c: "d" }] } };
    await t.database.db.insert(generations).values([
      { restaurantId: rosa.restaurantId, kind: "content", input, output, source: "local", createdAt: tie },
      {
        restaurantId: rosa.restaurantId,
        kind: "promotion",
        input: {},
        output,
        source: "model",
        createdAt: tie,
      },
      {
        restaurantId: rosa.restaurantId,
        kind: "content",
        input,
        output: {},
        source: "local",
        createdAt: NOW,
      },
      {
        restaurantId: rosa.restaurantId,
        kind: "menu",
        input,
        output,
        source: "local",
        createdAt: at("2026-01-01"),
      },
      { restaurantId: other.restaurantId, kind: "content", input, output, source: "local" },
    ]);
    await t.database.db.execute(
      sql`update ${generations} set created_at = '2026-11-23 23:59:59.000500+00' where kind = 'menu'`,
    );
    const schema = z.array(generationSchema);
    const recentGenerations = async (kind: string | undefined, limit: number) =>
      (
        await t.database.db
          .select()
          .from(generations)
          .where(
            and(
              eq(generations.restaurantId, rosa.restaurantId),
              kind ? eq(generations.kind, kind) : undefined,
            ),
          )
          .orderBy(desc(generations.createdAt), desc(generations.id))
          .limit(limit)
      ).map(GENERATION_JSON.toAnswer);
    for (const [url, kind, limit] of [
      ["/api/generations", undefined, 20],
      ["/api/generations?kind=content", "content", 20],
      ["/api/generations?limit=2", undefined, 2],
      ["/api/generations?kind=promotion&limit=1", "promotion", 1],
    ] as const) {
      const expected = await recentGenerations(kind, limit);
      // input and output in jsonb's own spacing: the same JSON, keys in the same order, once compacted.
      expect(JSON.stringify(JSON.parse(await getBody(url))), url).toBe(answerBytes(schema, expected, "fast"));
    }
    const all = await recentGenerations(undefined, 20);
    expect(all.map((g) => g.kind)).toEqual(["content", "menu", "promotion", "content"]);
  });

  it("GET /api/team: pending and active members, oldest first, ties by id, joinedAt null or not", async () => {
    const tie = at("2026-11-10T09:00:00.000Z");
    await t.database.db.insert(teamMembers).values([
      {
        restaurantId: rosa.restaurantId,
        email: "b@example.com",
        status: "active",
        joinedAt: NOW,
        createdAt: tie,
      },
      { restaurantId: rosa.restaurantId, email: "a@example.com", status: "pending", createdAt: tie },
      {
        restaurantId: rosa.restaurantId,
        email: "Old@Example.com",
        status: "active",
        createdAt: at("2026-01-01"),
      },
      {
        restaurantId: rosa.restaurantId,
        email: "gone@example.com",
        status: "removed",
        createdAt: at("2026-02-01"),
      },
      { restaurantId: other.restaurantId, email: "c@example.com", status: "active" },
    ]);
    await t.database.db.execute(
      sql`update ${teamMembers} set joined_at = '2026-01-02 03:04:05.678901+00' where email = 'Old@Example.com'`,
    );
    const members = (
      await t.database.db
        .select()
        .from(teamMembers)
        .where(
          and(
            eq(teamMembers.restaurantId, rosa.restaurantId),
            inArray(teamMembers.status, ["pending", "active"]),
          ),
        )
        .orderBy(asc(teamMembers.createdAt), asc(teamMembers.id))
    ).map(TEAM_MEMBER_JSON.toAnswer);
    // A Pro trial with its email confirmed and 3 of 5 places taken: may invite.
    const team = { members, teamPlan: true, emailVerified: true, canInvite: true, max: TEAM_MAX_MEMBERS };
    expect(team.members.map((m) => m.email)).toEqual(["Old@Example.com", "b@example.com", "a@example.com"]);
    expect(team.members[0]!.joinedAt).toBe("2026-01-02T03:04:05.678Z");
    expect(await getBody("/api/team")).toBe(answerBytes(teamSchema, team, "fast"));
  });

  it("GET /api/metrics: every day of the 8 weeks, oldest first, nulls and fractional ratings", async () => {
    const day = (date: string, rest: Partial<typeof analytics.$inferInsert> = {}) => ({
      restaurantId: rosa.restaurantId,
      date,
      totalSales: 12345,
      orderCount: 7,
      repeatCustomers: 2,
      ...rest,
    });
    await t.database.db.insert(analytics).values([
      day("2026-11-24", { rating: 4.7, averageTicket: 1764 }),
      day("2026-11-25", { rating: 3.3333333, totalSales: 0, orderCount: 0 }),
      day("2026-11-17", { rating: 5 }),
      // Later in both weeks than today (Wednesday): in the weeks' totals, not in "so far".
      day("2026-11-20", { totalSales: 5000, orderCount: 2 }),
      day("2026-11-27", { totalSales: 7000, orderCount: 3 }),
      day("2026-10-06", { rating: 0.1 }),
      // Ratings whose float4 text has an exponent (1e-05, 1.5e-06, 1e-07) or none (0, 0.0001).
      day("2026-10-07", { rating: 0 }),
      day("2026-10-08", { rating: 0.00001 }),
      day("2026-10-09", { rating: 0.0000015 }),
      day("2026-10-10", { rating: 0.0000001 }),
      day("2026-10-11", { rating: 0.0001 }),
      day("2026-10-14", { rating: 1 }), // set to -0 below: JSON.stringify writes 0
      day("2026-09-01"), // before the 8 weeks
      { ...day("2026-11-24"), restaurantId: other.restaurantId },
    ]);
    await t.database.db.execute(sql`update ${analytics} set rating = '-0' where date = '2026-10-14'`);
    const days = (
      await t.database.db
        .select()
        .from(analytics)
        .where(and(eq(analytics.restaurantId, rosa.restaurantId), gte(analytics.date, overviewStart(NOW))))
        .orderBy(asc(analytics.date))
    ).map(DAY_JSON.toAnswer);
    expect(days.map((d) => d.date)).toEqual([
      "2026-10-06",
      "2026-10-07",
      "2026-10-08",
      "2026-10-09",
      "2026-10-10",
      "2026-10-11",
      "2026-10-14",
      "2026-11-17",
      "2026-11-20",
      "2026-11-24",
      "2026-11-25",
      "2026-11-27",
    ]);
    expect(days.map((d) => d.rating)).toEqual(expect.arrayContaining([1e-7, -0]));
    const body = await getBody("/api/metrics");
    // The days first, as the serializer writes them (the weeks: metrics/overview.api.test.ts).
    expect(body.startsWith(`{"days":${answerBytes(z.array(dayMetricsSchema), days, "fast")},"weeks":`)).toBe(
      true,
    );
    expect(JSON.parse(body).comparison.thisWeek).toMatchObject({ totalSales: 12345, orderCount: 7 });
    expect(JSON.parse(body).weeks[7]).toMatchObject({ totalSales: 12345 + 7000, orderCount: 10 });
  });

  it("GET /api/team/invites: the person's pending, unexpired invites, newest first, who invited by name or email", async () => {
    const invited = await registerAccount(t.app, {
      email: `Convidada-${Date.now()}@Exemplo.com`,
      verified: true,
      db: t.database.db,
    });
    const email = invited.email.toLowerCase();
    await t.database.db
      .update(users)
      .set({ firstName: null, lastName: "" })
      .where(eq(users.id, other.userId));
    const later = at("2027-01-01T00:00:00Z");
    const tie = at("2026-11-24T10:00:00.000Z");
    await t.database.db.insert(teamMembers).values([
      { restaurantId: rosa.restaurantId, email: email.toUpperCase(), inviteExpiresAt: later, createdAt: tie },
      { restaurantId: other.restaurantId, email, inviteExpiresAt: later, createdAt: tie },
      { restaurantId: rosa.restaurantId, email: `x${email}`, inviteExpiresAt: later },
    ]);
    const third = (await kit.owner({ name: tricky })).restaurantId;
    const fourth = (await kit.owner({ name: "Expirou" })).restaurantId;
    await t.database.db.insert(teamMembers).values([
      { restaurantId: third, email, inviteExpiresAt: later, createdAt: at("2026-11-01T00:00:00Z") },
      { restaurantId: fourth, email, inviteExpiresAt: at("2026-11-25T14:59:59Z"), createdAt: NOW },
    ]);
    await t.database.db.execute(
      sql`update ${teamMembers} set created_at = '2026-11-01 00:00:00.000999+00' where restaurant_id = ${third}`,
    );
    // Hers, unexpired and pending, newest first, ties by id; who invited by name, else by email.
    const inviteOf = async (restaurantId: number, restaurantName: string, invitedByName: string) => {
      const [row] = await t.database.db
        .select()
        .from(teamMembers)
        .where(and(eq(teamMembers.restaurantId, restaurantId), sql`lower(${teamMembers.email}) = ${email}`));
      return { id: row!.id, restaurantName, invitedByName, createdAt: row!.createdAt.toISOString() };
    };
    const expected = [
      await inviteOf(other.restaurantId, "Cantina Vizinha", other.email),
      await inviteOf(rosa.restaurantId, "Cantina da Rosa", "Rosa Lima"),
      await inviteOf(third, tricky, "Rosa Lima"),
    ];
    expect(expected[0]!.id).toBeGreaterThan(expected[1]!.id); // the tie on createdAt: the later id first
    expect(expected[2]!.createdAt).toBe("2026-11-01T00:00:00.000Z");
    const res = await call(t.app, "GET", "/api/team/invites", { as: invited });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(answerBytes(z.array(teamInvitationSchema), expected, "fast"));
  });

  it("GET /api/restaurants: own first then teams, the current one, the plan's limit (as zod answered it before)", async () => {
    const zodAnswer = (value: unknown) => answerBytes(restaurantListSchema, value, "zod");
    const { boss, member } = await kit.teamWithMember();
    const created = await call(t.app, "POST", "/api/restaurants", {
      as: member,
      body: {
        name: tricky,
        type: "lanchonete",
      },
    });
    expect(created.statusCode).toBe(201);
    const ids = async (cookie: string) =>
      (await call(t.app, "GET", "/api/restaurants", { cookie }))
        .json()
        .restaurants.map((r: { id: number }) => r.id);
    for (const [who, picked] of [
      [member, created.json().id as number],
      [boss, undefined],
    ] as const) {
      const expected = await restaurantList(t.database.db, who.userId, picked);
      const res = await call(t.app, "GET", "/api/restaurants", { as: who });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(zodAnswer(expected));
    }
    const [own, team] = await ids(member.cookie);
    expect(team).toBe(boss.restaurantId);
    // The member picks the team's restaurant: the list's currentId follows.
    expect((await call(t.app, "POST", `/api/restaurants/${team}/select`, { as: member })).statusCode).toBe(
      200,
    );
    const res = await call(t.app, "GET", "/api/restaurants", { as: member });
    expect(res.json().currentId).toBe(team);
    expect(res.body).toBe(zodAnswer(await restaurantList(t.database.db, member.userId, team)));
    expect(own).not.toBe(team);
  });
});
