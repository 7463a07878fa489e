import { ORDER_FIGURE_KEYS } from "./orderFigures";
import { z } from "./zod";

/*
 * The weekly report read from the imported orders (issue 27 items 3–5, 7).
 * Money in integer cents, percents 0–100, weeks Monday to Sunday in
 * America/Sao_Paulo (common/week.ts).
 */

export const REPORT_MESSAGES = {
  weekNotMonday: "Escolha a semana pela segunda-feira (AAAA-MM-DD).",
  starterHistory:
    "No plano Starter o relatório mostra as últimas 4 semanas. Com o Pro você vê todo o histórico.",
  comparisonRequiresPro: "A comparação entre lojas faz parte do plano Pro.",
  xlsxRequiresPro: "A exportação em Excel (XLSX) faz parte do plano Pro. No Starter, exporte em CSV.",
  emailRequiresPro: "O relatório semanal por email faz parte do plano Pro.",
  emailOwnerOnly: "O relatório semanal por email vai para o dono do restaurante.",
  storeNotFound: "Loja não encontrada.",
  badUnsubscribeLink: "Este link de cancelamento não vale. Desative o email na página Relatórios.",
} as const;

/** How many weeks Starter sees (the number lives in ./constants, zod-free, for the pricing page). */
export { STARTER_REPORT_WEEKS } from "./constants";

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, REPORT_MESSAGES.weekNotMonday)
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v && d.getUTCDay() === 1;
  }, REPORT_MESSAGES.weekNotMonday);

const restaurantIdQuery = z.coerce
  .number(REPORT_MESSAGES.storeNotFound)
  .int(REPORT_MESSAGES.storeNotFound)
  .positive(REPORT_MESSAGES.storeNotFound)
  .max(2_147_483_647, REPORT_MESSAGES.storeNotFound);

export const reportWeekQuerySchema = z.object({
  week: isoDate.describe("Segunda-feira da semana, AAAA-MM-DD"),
  restaurantId: restaurantIdQuery.optional().describe("Uma das suas lojas (padrão: a loja atual)"),
});
export type ReportWeekQuery = z.infer<typeof reportWeekQuerySchema>;

export const reportExportQuerySchema = reportWeekQuerySchema.extend({
  what: z.enum(["figures", "orders"], "Escolha o que exportar: figures ou orders."),
  format: z.enum(["csv", "xlsx"], "Escolha o formato: csv ou xlsx."),
});

export const reportPlanSchema = z.object({
  fullHistory: z.boolean(),
  comparison: z.boolean(),
  xlsx: z.boolean(),
  weeklyEmail: z.boolean(),
});
export type ReportPlan = z.infer<typeof reportPlanSchema>;

export const reportWeeksSchema = z
  .object({
    restaurantId: z.number().int(),
    weeks: z.array(z.object({ weekStart: z.string(), orders: z.number().int() })),
    /** Weeks with orders that the plan does not show (Starter: older than 4 weeks). */
    hiddenWeeks: z.number().int(),
    plan: reportPlanSchema,
    weeklyEmail: z.boolean(),
    stores: z.array(z.object({ id: z.number().int(), name: z.string() })),
  })
  .meta({ id: "ReportWeeks" });
export type ReportWeeks = z.infer<typeof reportWeeksSchema>;

export const orderFigureKeySchema = z.enum(ORDER_FIGURE_KEYS);

export const reportFigureSchema = z.object({
  key: orderFigureKeySchema,
  value: z.number().nullable(),
  previous: z.number().nullable(),
  fourWeeksBefore: z.number().nullable(),
  /** Percent change for money, counts and minutes; percentage points for rates. */
  changeVsPrevious: z.number().nullable(),
  changeVsFourWeeks: z.number().nullable(),
  changeUnit: z.enum(["percent", "points"]),
});
export type ReportFigure = z.infer<typeof reportFigureSchema>;

export const reportActionSchema = z.object({
  kind: z.enum(["weakWeekday", "storeCancellations", "lateDeliveries", "dishMargin"]),
  title: z.string(),
  detail: z.string(),
  href: z.string(),
  linkLabel: z.string(),
});
export type ReportAction = z.infer<typeof reportActionSchema>;

export const weekReportSchema = z
  .object({
    restaurantId: z.number().int(),
    restaurantName: z.string(),
    weekStart: z.string(),
    weekEnd: z.string(),
    previousWeekStart: z.string(),
    fourWeeksBeforeStart: z.string(),
    totalOrders: z.number().int().describe("Todos os pedidos recebidos, cancelados inclusive"),
    figures: z.array(reportFigureSchema),
    cancellationsByOrigin: z.object({
      store: z.number().int(),
      customer: z.number().int(),
      logistics: z.number().int(),
      other: z.number().int(),
    }),
    topCancelReasons: z.array(z.object({ reason: z.string(), count: z.number().int() })),
    byWeekday: z.array(
      z.object({ date: z.string(), salesCents: z.number().int(), orders: z.number().int() }),
    ),
    byShift: z.array(z.object({ shift: z.string(), salesCents: z.number().int(), orders: z.number().int() })),
    sentence: z.string(),
    superGauge: z.object({
      cancellationRate: z.number().nullable(),
      targetPercent: z.number(),
      met: z.boolean().nullable(),
      /** The average grade of the 90 days ending on the week's Sunday against the Super target (4,7). */
      rating: z.object({
        average: z.number().nullable(),
        graded: z.number().int(),
        target: z.number(),
        met: z.boolean().nullable(),
      }),
    }),
    /** The food cost share applied to gross sales (costed dishes' costs over their prices), null without costs. */
    foodCostPercent: z.number().nullable(),
    actions: z.array(reportActionSchema),
  })
  .meta({ id: "WeekReport" });
export type WeekReport = z.infer<typeof weekReportSchema>;

export const storeComparisonSchema = z
  .object({
    weekStart: z.string(),
    stores: z.array(
      z.object({
        restaurantId: z.number().int(),
        name: z.string(),
        totalOrders: z.number().int(),
        figures: z.array(reportFigureSchema),
      }),
    ),
  })
  .meta({ id: "StoreComparison" });
export type StoreComparison = z.infer<typeof storeComparisonSchema>;

export const weeklyEmailBodySchema = z.object({ enabled: z.boolean("Diga se quer o email: true ou false.") });
export const weeklyEmailSchema = z.object({ enabled: z.boolean() }).meta({ id: "WeeklyReportEmail" });

export const unsubscribeQuerySchema = z.object({
  token: z.string(REPORT_MESSAGES.badUnsubscribeLink).min(1, REPORT_MESSAGES.badUnsubscribeLink).max(300),
});

/** The dashboard's promotion generator prefilled with "aumentar vendas" for a weekday (the weak-weekday action). */
export const promotionDraftHref = (weekday: string) =>
  `/dashboard?objetivo=aumentar-vendas&dia=${encodeURIComponent(weekday)}#promocoes`;

/** The dashboard's weekly checklist (the store-cancellation and late-delivery actions). */
export const CHECKLIST_HREF = "/dashboard#checklist";
