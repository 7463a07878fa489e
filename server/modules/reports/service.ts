import { foodCostPercent } from "../../../common/dishCosts";
import type { ReportWeeks, StoreComparison, WeekReport } from "../../../common/reports";
import { REPORT_MESSAGES } from "../../../common/reports";
import { addDays } from "../../../common/week";
import type { Db } from "../../db/open";
import { dishCostProfile } from "../competition/public";
import { ratingUntil } from "../reviews/public";
import { assertPro, assertWeekVisible, type ReportScope } from "./access";
import { buildWeekReport, compareFigures, figureValues } from "./buildReport";
import { dailySales, shiftSales, topCancelReasons, weeksWithOrders, weekTotals } from "./weekFigures";

/** The weeks with orders the plan shows, newest first, and how many it hides. */
export async function reportWeeks(db: Db, scope: ReportScope): Promise<ReportWeeks> {
  const all = await weeksWithOrders(db, scope.restaurantId);
  const first = scope.firstWeek;
  const weeks = first ? all.filter((w) => w.weekStart >= first) : all;
  return {
    restaurantId: scope.restaurantId,
    weeks,
    hiddenWeeks: all.length - weeks.length,
    plan: scope.plan,
    weeklyEmail: scope.weeklyEmail,
    stores: scope.stores,
  };
}

/** One store's week: its totals beside the previous week's and those of four weeks before. */
export async function weekReport(db: Db, scope: ReportScope, weekStart: string): Promise<WeekReport> {
  assertWeekVisible(scope, weekStart);
  return readWeekReport(db, scope.restaurantId, scope.restaurantName, weekStart);
}

/** The report of any store by id, no plan check (the weekly email and the exports after their checks). */
export async function readWeekReport(
  db: Db,
  restaurantId: number,
  restaurantName: string,
  weekStart: string,
): Promise<WeekReport> {
  const [totals, days, shifts, reasons, costs, rating] = await Promise.all([
    weekTotals(db, restaurantId, [weekStart, addDays(weekStart, -7), addDays(weekStart, -28)]),
    dailySales(db, restaurantId, weekStart),
    shiftSales(db, restaurantId, weekStart),
    topCancelReasons(db, restaurantId, weekStart),
    dishCostProfile(db, restaurantId),
    ratingUntil(db, restaurantId, addDays(weekStart, 6)),
  ]);
  return buildWeekReport({
    restaurantId,
    restaurantName,
    weekStart,
    totals,
    days,
    shifts,
    reasons,
    costs,
    rating,
  });
}

/** Pro: every store of the owner, the same week, side by side. */
export async function storeComparison(
  db: Db,
  scope: ReportScope,
  weekStart: string,
): Promise<StoreComparison> {
  assertPro(scope, REPORT_MESSAGES.comparisonRequiresPro);
  const weeks = [weekStart, addDays(weekStart, -7), addDays(weekStart, -28)] as const;
  const stores = await Promise.all(
    scope.stores.map(async (store) => {
      const [totals, costs] = await Promise.all([
        weekTotals(db, store.id, [...weeks]),
        dishCostProfile(db, store.id),
      ]);
      const costPercent = foodCostPercent(costs.dishes);
      return {
        restaurantId: store.id,
        name: store.name,
        totalOrders: totals.get(weekStart)?.total ?? 0,
        figures: compareFigures(
          figureValues(totals.get(weeks[0]), costPercent),
          figureValues(totals.get(weeks[1]), costPercent),
          figureValues(totals.get(weeks[2]), costPercent),
        ),
      };
    }),
  );
  return { weekStart, stores };
}
