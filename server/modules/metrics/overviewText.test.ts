import { expect, it } from "vitest";
import type { DayMetrics } from "../../../common/metrics";
import { overviewFrame, overviewJsonText, overviewOf } from "./service";

const NOW = new Date("2026-11-25T15:00:00.000Z"); // a Wednesday in Brazil; the overview starts on 2026-10-05
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

it("adds up the weeks from the days' text as overviewOf does from the days", () => {
  const text = overviewJsonText(overviewFrame(NOW), NOW, [{ days: JSON.stringify(days) }]);
  expect(text).toBe(JSON.stringify(overviewOf(NOW, days)));
  expect(JSON.parse(text).comparison.thisWeek).toMatchObject({ totalSales: 300, orderCount: 3 });
  expect(JSON.parse(text).comparison.lastWeek).toMatchObject({ totalSales: 1000, orderCount: 4 });
});

it("parses a days text it cannot read off (not the database's compact form) and answers the same", () => {
  const spaced = JSON.stringify(days, null, 1);
  expect(overviewJsonText(overviewFrame(NOW), NOW, [{ days: spaced }])).toBe(
    JSON.stringify(overviewOf(NOW, days)),
  );
});

it("answers an empty overview for a restaurant without days", () => {
  const text = overviewJsonText(overviewFrame(NOW), NOW, [{ days: "[]" }]);
  expect(text).toBe(JSON.stringify(overviewOf(NOW, [])));
});
