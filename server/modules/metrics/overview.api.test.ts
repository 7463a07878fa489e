import { afterAll, beforeAll, expect, it } from "vitest";
import type { DayMetrics, MetricsOverview, WeekTotals } from "../../../common/metrics";
import { analytics } from "../../db/schema";
import { call } from "../../testing/call";
import { teamKit } from "../../testing/team";
import { createTestApp, type TestApp } from "../../testing/testApp";

/*
 * GET /api/metrics adds up the weeks in its one statement (issue 26): the
 * answer is checked against sums worked out here by hand, byte for byte in
 * metricsOverviewSchema's key order.
 */

const NOW = new Date("2026-11-25T15:00:00.000Z"); // a Wednesday in Brazil: the overview starts on 2026-10-05
let t: TestApp;
let kit: ReturnType<typeof teamKit>;

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  kit = teamKit(t);
});
afterAll(async () => {
  await t.close();
});

const day = (
  date: string,
  totalSales: number,
  orderCount: number,
  rating: number | null = 4.5,
): DayMetrics => ({
  date,
  totalSales,
  orderCount,
  averageTicket: orderCount ? Math.round(totalSales / orderCount) : null,
  repeatCustomers: 1,
  rating,
  source: "manual",
});
const week = (
  weekStart: string,
  totalSales = 0,
  orderCount = 0,
  averageTicket: number | null = null,
): WeekTotals => ({
  weekStart,
  totalSales,
  orderCount,
  averageTicket,
});

it("answers the days and adds up each week and the days so far, a later day in no week", async () => {
  const rosa = await kit.owner({ name: "Cantina das Semanas" });
  const days = [
    day("2026-10-05", 100, 1), // the first day of the first week
    day("2026-10-11", 250, 2, null), // its Sunday
    day("2026-11-16", 1000, 4), // last week, within "so far" (Monday to Wednesday)
    day("2026-11-20", 7000, 9), // last week, after it
    day("2026-11-23", 300, 3),
    day("2026-11-25", 0, 0), // today
    day("2026-11-27", 5000, 5), // later this week: in the week, not in "so far"
    day("2026-12-01", 9999, 9), // after the 8 weeks: in the days, in no week
  ];
  await t.database.db.insert(analytics).values([
    { ...day("2026-10-04", 777, 7), restaurantId: rosa.restaurantId }, // before the overview
    ...days.map((d) => ({ ...d, restaurantId: rosa.restaurantId })),
  ]);
  const other = await kit.owner({ name: "Vizinha" });
  await t.database.db
    .insert(analytics)
    .values({ ...day("2026-11-24", 123, 1), restaurantId: other.restaurantId });

  const expected: MetricsOverview = {
    days,
    weeks: [
      week("2026-10-05", 350, 3, 117),
      week("2026-10-12"),
      week("2026-10-19"),
      week("2026-10-26"),
      week("2026-11-02"),
      week("2026-11-09"),
      week("2026-11-16", 8000, 13, 615),
      week("2026-11-23", 5300, 8, 663), // 662.5: rounded up, as Math.round does
    ],
    thisWeek: week("2026-11-23", 5300, 8, 663),
    lastWeek: week("2026-11-16", 8000, 13, 615),
    comparison: {
      days: 3,
      thisWeek: week("2026-11-23", 300, 3, 100),
      lastWeek: week("2026-11-16", 1000, 4, 250),
    },
  };
  const res = await call(t.app, "GET", "/api/metrics", { as: rosa });
  expect(res.statusCode).toBe(200);
  expect(JSON.parse(res.body)).toEqual(expected);
  expect(res.body).toBe(JSON.stringify(expected));
});

it("answers eight empty weeks for a restaurant without days; on a Monday, one day against one", async () => {
  const monday = new Date("2026-11-23T12:00:00.000Z");
  const t2 = await createTestApp({ now: () => monday });
  try {
    const empty = await teamKit(t2).owner({ name: "Cantina Nova" });
    const res = await call(t2.app, "GET", "/api/metrics", { as: empty });
    expect(res.statusCode).toBe(200);
    const starts = ["10-05", "10-12", "10-19", "10-26", "11-02", "11-09", "11-16", "11-23"].map(
      (d) => `2026-${d}`,
    );
    expect(res.body).toBe(
      JSON.stringify({
        days: [],
        weeks: starts.map((s) => week(s)),
        thisWeek: week("2026-11-23"),
        lastWeek: week("2026-11-16"),
        comparison: { days: 1, thisWeek: week("2026-11-23"), lastWeek: week("2026-11-16") },
      }),
    );
  } finally {
    await t2.close();
  }
});
