// The authenticated GET /api/metrics read as ONE statement, for the bench's
// baselines: the session row, its user, the acting restaurant
// (ACTING_RESTAURANT_JOIN) and its days since the overview's first day, oldest
// first; the weekly totals are added up here, as any server would. The answer
// carries the same bytes as ours (common/week.ts and the metrics service's
// rules: weeks from Monday in Brazil's time, 8 of them, this week so far
// against the same days of last week).
import { ACTING_RESTAURANT_JOIN, contextStatus } from "./dishesRead.mjs";
import { itemBuilder, itemColumns, itemPresent } from "./listShapes.mjs";

const BRAZIL_OFFSET_MS = -3 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const CHART_WEEKS = 8;

const brazilDate = (now) => new Date(now + BRAZIL_OFFSET_MS).toISOString().slice(0, 10);
const addDays = (date, days) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const weekStartOf = (date) => addDays(date, -((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7));

/** The overview's first day at `now`: the Monday CHART_WEEKS - 1 weeks before this week's. */
export const overviewStart = (now) => addDays(weekStartOf(brazilDate(now)), -7 * (CHART_WEEKS - 1));

export const METRICS_READ_SQL = `
select s.sess, s.expire, r.id as restaurant_id, ${itemColumns("analytics", "a")}
from sessions s
${ACTING_RESTAURANT_JOIN}
left join analytics a on a.restaurant_id = r.id and a.date >= $2::date
where s.sid = $1
order by a.date`;

/** A day row (selected with itemColumns) as the API writes it. */
export const toDay = itemBuilder("analytics");
const dayPresent = itemPresent("analytics");

function totals(weekStart, days, length = 7) {
  const end = addDays(weekStart, length);
  let totalSales = 0;
  let orderCount = 0;
  for (const d of days) {
    if (d.date >= weekStart && d.date < end) {
      totalSales += d.totalSales;
      orderCount += d.orderCount;
    }
  }
  return {
    weekStart,
    totalSales,
    orderCount,
    averageTicket: orderCount > 0 ? Math.round(totalSales / orderCount) : null,
  };
}

/** The metrics overview of the days since overviewStart(now), as the API answers it. */
export function metricsOverview(days, now) {
  const today = brazilDate(now);
  const thisWeek = weekStartOf(today);
  const daysSoFar = Math.round((Date.parse(today) - Date.parse(thisWeek)) / DAY_MS) + 1;
  const from = overviewStart(now);
  const weeks = Array.from({ length: CHART_WEEKS }, (_, i) => totals(addDays(from, 7 * i), days));
  return {
    days,
    weeks,
    thisWeek: weeks[CHART_WEEKS - 1],
    lastWeek: weeks[CHART_WEEKS - 2],
    comparison: {
      days: daysSoFar,
      thisWeek: totals(thisWeek, days, daysSoFar),
      lastWeek: totals(addDays(thisWeek, -7), days, daysSoFar),
    },
  };
}

/** The rows of METRICS_READ_SQL as the API's JSON, or a status when there is no answer. */
export function metricsAnswer(rows, now = Date.now()) {
  const refused = contextStatus(rows[0], now);
  if (refused) return refused;
  const days = rows.filter(dayPresent).map(toDay);
  return { status: 200, body: JSON.stringify(metricsOverview(days, now)) };
}
