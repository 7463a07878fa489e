import { calculatorHref } from "../../../common/competition";
import {
  type DishCostProfile,
  foodCostPercent,
  netAfterFoodCostCents,
  thinnestDish,
} from "../../../common/dishCosts";
import { formatCents, formatPercent } from "../../../common/format";
import {
  ORDER_FIGURE_KEYS,
  ORDER_FIGURES,
  type OrderFigureKey,
  SUPER_CANCELLATION_TARGET_PERCENT,
  WEEKDAY_NAMES,
} from "../../../common/orderFigures";
import {
  CHECKLIST_HREF,
  promotionDraftHref,
  type ReportAction,
  type ReportFigure,
  type WeekReport,
} from "../../../common/reports";
import { addDays } from "../../../common/week";
import type { WeekTotals } from "./weekFigures";

/*
 * From the summed orders to what the owner reads: each figure with its two
 * comparisons, the sentence, the Super gauge and up to three actions, each
 * drawn from a number of the week (never a fixed tip).
 */

const round = (n: number, places: number) => Math.round(n * 10 ** places) / 10 ** places;
const rate = (part: number, whole: number) => (whole > 0 ? round((part * 100) / whole, 2) : null);

/**
 * Every figure of a week's totals; a week without orders has none (null).
 * `costPercent` is the food cost share of sales (common/dishCosts.ts), the
 * same for the three weeks compared: today's dish costs.
 */
export function figureValues(
  t: WeekTotals | undefined,
  costPercent: number | null,
): Record<OrderFigureKey, number | null> {
  if (!t || t.total === 0) {
    return Object.fromEntries(ORDER_FIGURE_KEYS.map((k) => [k, null])) as Record<OrderFigureKey, null>;
  }
  return {
    grossSales: Math.round(t.gross),
    orders: t.orders,
    averageTicket: t.orders > 0 ? Math.round(t.gross / t.orders) : null,
    cancelledOrders: t.cancelled,
    cancelledValue: Math.round(t.cancelledValue),
    cancellationRate: rate(t.cancelled, t.total),
    storeCancellationRate: rate(t.cancelStore, t.total),
    customerCancellationRate: rate(t.cancelCustomer, t.total),
    logisticsCancellationRate: rate(t.cancelLogistics, t.total),
    storeDiscounts: t.storeDiscounts == null ? null : Math.round(t.storeDiscounts),
    marketplaceDiscounts: t.marketplaceDiscounts == null ? null : Math.round(t.marketplaceDiscounts),
    fees: t.fees == null ? null : Math.round(t.fees),
    net: t.net == null ? null : Math.round(t.net),
    netAfterFoodCost: netAfterFoodCostCents(t.net == null ? null : Math.round(t.net), t.gross, costPercent),
    avgPrepMinutes: t.avgPrep == null ? null : round(t.avgPrep, 1),
    lateRate: rate(t.late, t.timed),
    avgDelayMinutes: t.avgDelay == null ? null : round(t.avgDelay, 1),
  };
}

function change(value: number | null, before: number | null, points: boolean): number | null {
  if (value == null || before == null) return null;
  if (points) return round(value - before, 2);
  if (before === 0) return null;
  return round(((value - before) * 100) / Math.abs(before), 1);
}

export function compareFigures(
  current: Record<OrderFigureKey, number | null>,
  previous: Record<OrderFigureKey, number | null>,
  fourWeeks: Record<OrderFigureKey, number | null>,
): ReportFigure[] {
  return ORDER_FIGURE_KEYS.map((key) => {
    const points = ORDER_FIGURES[key].unit === "percent";
    return {
      key,
      value: current[key],
      previous: previous[key],
      fourWeeksBefore: fourWeeks[key],
      changeVsPrevious: change(current[key], previous[key], points),
      changeVsFourWeeks: change(current[key], fourWeeks[key], points),
      changeUnit: points ? "points" : "percent",
    };
  });
}

const wholePercent = (n: number) => formatPercent(Math.abs(Math.round(n)));

/** "Vendas 12% acima da semana passada; o cancelamento pela loja subiu para 2,1%." */
export function reportSentence(figures: ReportFigure[]): string {
  const get = (k: OrderFigureKey) => figures.find((f) => f.key === k);
  const sales = get("grossSales");
  const store = get("storeCancellationRate");
  const parts: string[] = [];
  if (sales?.value == null) return "Nenhum pedido nesta semana.";
  const salesChange = sales.changeVsPrevious;
  if (salesChange == null) parts.push(`Vendas de ${formatCents(sales.value)} nesta semana`);
  else if (Math.round(salesChange) === 0) parts.push("Vendas iguais às da semana passada");
  else
    parts.push(
      `Vendas ${wholePercent(salesChange)} ${salesChange > 0 ? "acima" : "abaixo"} da semana passada`,
    );
  if (store?.value != null) {
    const now = formatPercent(store.value);
    if (store.previous == null || store.value === store.previous)
      parts.push(`o cancelamento pela loja ficou em ${now}`);
    else
      parts.push(`o cancelamento pela loja ${store.value > store.previous ? "subiu" : "caiu"} para ${now}`);
  }
  const net = get("net");
  if (net?.value != null) parts.push(`líquido recebido de ${formatCents(net.value)}`);
  return `${parts.join("; ")}.`;
}

type Day = { date: string; salesCents: number; orders: number };

/** Up to three actions for next week, each one only when the week's numbers call for it. */
export function suggestedActions(
  figures: ReportFigure[],
  week: Day[],
  costs: DishCostProfile,
): ReportAction[] {
  const actions: ReportAction[] = [];
  const value = (k: OrderFigureKey) => figures.find((f) => f.key === k)?.value ?? null;
  const storeRate = value("storeCancellationRate");
  if (storeRate != null && storeRate > SUPER_CANCELLATION_TARGET_PERCENT) {
    actions.push({
      kind: "storeCancellations",
      title: "Reduzir os cancelamentos pela loja",
      detail: `A loja cancelou ${formatPercent(storeRate)} dos pedidos, acima da meta de ${formatPercent(SUPER_CANCELLATION_TARGET_PERCENT)} do Super. Antes de abrir, confira estoque, horário e itens pausados.`,
      href: CHECKLIST_HREF,
      linkLabel: "Abrir o checklist da semana",
    });
  }
  const weak = weakestDay(week);
  if (weak) {
    const name = WEEKDAY_NAMES[weak.index] ?? "dia";
    actions.push({
      kind: "weakWeekday",
      title: `Uma promoção para ${name}`,
      detail: `${name.charAt(0).toUpperCase()}${name.slice(1)} vendeu ${formatCents(weak.salesCents)}, bem abaixo da média de ${formatCents(weak.average)} por dia.`,
      href: promotionDraftHref(name),
      linkLabel: `Criar promoção de ${name}`,
    });
  }
  const thin = thinnestDish(costs);
  if (thin) {
    actions.push({
      kind: "dishMargin",
      title: `Rever o preço de ${thin.name}`,
      detail: `${thin.name} sai por ${formatCents(thin.priceCents)}. Depois das taxas (${formatPercent(costs.feePercent)}) e do custo de ${formatCents(thin.foodCostCents)}, sobram ${formatCents(thin.leftCents)}: ${formatPercent(thin.marginPercent)} sobre o custo, abaixo da sua meta de ${formatPercent(costs.marginPercent)}. O preço que mantém a meta é ${formatCents(thin.floorPriceCents)}.`,
      href: calculatorHref(thin.id, thin.foodCostCents),
      linkLabel: `Abrir a calculadora com ${thin.name}`,
    });
  }
  const late = value("lateRate");
  if (late != null && late > 10) {
    actions.push({
      kind: "lateDeliveries",
      title: "Entregar no tempo prometido",
      detail: `${formatPercent(late)} dos pedidos chegaram depois do prometido. Revise o tempo de preparo e o tempo de entrega informado no iFood.`,
      href: CHECKLIST_HREF,
      linkLabel: "Abrir o checklist da semana",
    });
  }
  return actions.slice(0, 3);
}

/** The day with the lowest sales when it sold under 70% of the week's daily average (days with no orders count as zero). */
function weakestDay(week: Day[]) {
  if (week.filter((d) => d.orders > 0).length < 3) return undefined;
  const average = week.reduce((s, d) => s + d.salesCents, 0) / 7;
  let index = 0;
  const all = fullWeek(week);
  all.forEach((d, i) => {
    if (d.salesCents < (all[index]?.salesCents ?? Number.POSITIVE_INFINITY)) index = i;
  });
  const day = all[index];
  if (!day || day.salesCents >= average * 0.7) return undefined;
  return { index, salesCents: day.salesCents, average: Math.round(average) };
}

/** The seven days Monday to Sunday, those without orders at zero. */
export function fullWeek(days: Day[], weekStart?: string): Day[] {
  const start = weekStart ?? days.map((d) => d.date).sort()[0];
  if (!start) return [];
  const monday = mondayOf(start);
  return Array.from({ length: 7 }, (_, i) => {
    const date = addDays(monday, i);
    return days.find((d) => d.date === date) ?? { date, salesCents: 0, orders: 0 };
  });
}

function mondayOf(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  return addDays(date, -((d.getUTCDay() + 6) % 7));
}

export function buildWeekReport(input: {
  restaurantId: number;
  restaurantName: string;
  weekStart: string;
  totals: Map<string, WeekTotals>;
  days: Day[];
  shifts: WeekReport["byShift"];
  reasons: WeekReport["topCancelReasons"];
  costs: DishCostProfile;
  rating: { average: number | null; graded: number; target: number };
}): WeekReport {
  const { weekStart, totals, costs } = input;
  const costPercent = foodCostPercent(costs.dishes);
  const previousWeekStart = addDays(weekStart, -7);
  const fourWeeksBeforeStart = addDays(weekStart, -28);
  const current = totals.get(weekStart);
  const figures = compareFigures(
    figureValues(current, costPercent),
    figureValues(totals.get(previousWeekStart), costPercent),
    figureValues(totals.get(fourWeeksBeforeStart), costPercent),
  );
  const week = current ? fullWeek(input.days, weekStart) : [];
  const cancellationRate = figures.find((f) => f.key === "cancellationRate")?.value ?? null;
  return {
    restaurantId: input.restaurantId,
    restaurantName: input.restaurantName,
    weekStart,
    weekEnd: addDays(weekStart, 6),
    previousWeekStart,
    fourWeeksBeforeStart,
    totalOrders: current?.total ?? 0,
    figures,
    cancellationsByOrigin: {
      store: current?.cancelStore ?? 0,
      customer: current?.cancelCustomer ?? 0,
      logistics: current?.cancelLogistics ?? 0,
      other: current?.cancelOther ?? 0,
    },
    topCancelReasons: input.reasons,
    byWeekday: week,
    byShift: input.shifts,
    sentence: reportSentence(figures),
    superGauge: {
      cancellationRate,
      targetPercent: SUPER_CANCELLATION_TARGET_PERCENT,
      met: cancellationRate == null ? null : cancellationRate <= SUPER_CANCELLATION_TARGET_PERCENT,
      rating: {
        ...input.rating,
        met: input.rating.average == null ? null : input.rating.average >= input.rating.target,
      },
    },
    foodCostPercent: costPercent,
    actions: current ? suggestedActions(figures, week, costs) : [],
  };
}
