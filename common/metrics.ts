import { z } from "./zod";

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Data inválida. Use AAAA-MM-DD.")
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  }, "Data inválida.");

export const metricDateParamsSchema = z.object({ date: isoDate });

/** Sales need orders: a day of R$ 2.000 in 0 pedidos would inflate the ticket médio. */
/** A day after today in Brazil: its figures cannot exist yet, and "this week" would count them. */
export const FUTURE_DAY_MESSAGE =
  "Esse dia ainda não chegou: registre os números de hoje ou de dias anteriores.";
export const SALES_WITHOUT_ORDERS_MESSAGE =
  "Há vendas sem pedidos: informe quantos pedidos fizeram essas vendas (ou deixe as vendas em zero).";

/** The rule shared by the API and the dashboard's form: sales above zero need at least one order. */
export const salesHaveOrders = {
  // Only this mistake: a negative count already has its own message.
  check: (d: { totalSales: number; orderCount: number }) => !(d.totalSales > 0 && d.orderCount === 0),
  issue: { message: SALES_WITHOUT_ORDERS_MESSAGE, path: ["orderCount"] },
};

/** A day's figures as the owner types them; money in integer cents. */
export const dayMetricsInputSchema = z.object({
  totalSales: z
    .number()
    .int("Use centavos inteiros.")
    .min(0, "As vendas não podem ser negativas.")
    .max(100_000_000_00),
  orderCount: z.number().int().min(0, "O número de pedidos não pode ser negativo.").max(1_000_000),
  averageTicket: z.number().int().min(0, "O ticket médio não pode ser negativo.").max(100_000_00).nullish(),
  repeatCustomers: z
    .number()
    .int()
    .min(0, "Clientes recorrentes não podem ser negativos.")
    .max(1_000_000)
    .default(0),
  rating: z.number().min(0, "A nota vai de 0 a 5.").max(5, "A nota vai de 0 a 5.").nullish(),
});
/** PUT /api/metrics/{date}: the day's figures, with sales only where there were orders. */
export const dayMetricsBodySchema = dayMetricsInputSchema.refine(
  salesHaveOrders.check,
  salesHaveOrders.issue,
);
export type DayMetricsInput = z.input<typeof dayMetricsInputSchema>;

export const dayMetricsSchema = z
  .object({
    date: z.string(),
    totalSales: z.number().int(),
    orderCount: z.number().int(),
    averageTicket: z.number().int().nullable(),
    repeatCustomers: z.number().int(),
    rating: z.number().nullable(),
    /** "manual": typed by the owner; "orders": summed from an imported order report. */
    source: z.enum(["manual", "orders"]),
  })
  .meta({ id: "DayMetrics" });
export type DayMetrics = z.infer<typeof dayMetricsSchema>;

export const weekTotalsSchema = z.object({
  weekStart: z.string(),
  totalSales: z.number().int(),
  orderCount: z.number().int(),
  averageTicket: z.number().int().nullable(),
});
export type WeekTotals = z.infer<typeof weekTotalsSchema>;

export const metricsOverviewSchema = z
  .object({
    days: z.array(dayMetricsSchema),
    weeks: z.array(weekTotalsSchema).describe("As últimas 8 semanas, da mais antiga à atual"),
    thisWeek: weekTotalsSchema,
    lastWeek: weekTotalsSchema,
    comparison: z
      .object({
        days: z.number().int().min(1).max(7).describe("Dias comparados: de segunda (1) até hoje"),
        thisWeek: weekTotalsSchema.describe("De segunda até hoje"),
        lastWeek: weekTotalsSchema.describe("De segunda passada até o mesmo dia da semana passada"),
      })
      .describe("Os mesmos dias das duas semanas, para comparar o que é comparável"),
  })
  .meta({ id: "MetricsOverview" });
export type MetricsOverview = z.infer<typeof metricsOverviewSchema>;

export const weeklySummarySchema = z
  .object({
    activePromotions: z.number().int(),
    dishesWithoutDescription: z.number().int(),
    dishCount: z.number().int(),
    ordersThisWeek: z.number().int(),
    salesThisWeek: z.number().int(),
    hasMetrics: z.boolean(),
  })
  .meta({ id: "WeeklySummary" });
export type WeeklySummary = z.infer<typeof weeklySummarySchema>;

/** Average ticket in cents when the owner did not type one. */
export function averageTicketOf(totalSales: number, orderCount: number): number | null {
  return orderCount > 0 ? Math.round(totalSales / orderCount) : null;
}

/** Percent change from `before` to `now`; null when there is nothing to compare with. */
export function deltaPercent(now: number, before: number): number | null {
  if (before === 0) return null;
  return Math.round(((now - before) / before) * 1000) / 10;
}
