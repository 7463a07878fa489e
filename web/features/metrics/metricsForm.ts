import { dayMetricsInputSchema, metricDateParamsSchema, salesHaveOrders } from "../../../common/metrics";
import { parseMoneyToCents } from "../../../common/pricing";
import { z } from "../../../common/zod";

/**
 * The day's figures as typed ("1.234,56", "42", "4,5"), turned into the API's
 * numbers and then checked by the very rules the server applies
 * (dayMetricsInputSchema), so form and server agree on every message.
 */
const rules = dayMetricsInputSchema.shape;

function money(text: string, ctx: z.RefinementCtx): number {
  const negative = text.startsWith("-");
  const cents = parseMoneyToCents(negative ? text.slice(1) : text);
  if (cents === null) {
    ctx.addIssue({ code: "custom", message: "Valor inválido. Use o formato 1.234,56." });
    return z.NEVER;
  }
  return negative ? -cents : cents;
}

function whole(text: string, ctx: z.RefinementCtx): number {
  if (!/^-?\d+$/.test(text)) {
    ctx.addIssue({ code: "custom", message: "Use um número inteiro, sem vírgula." });
    return z.NEVER;
  }
  return Number(text);
}

function decimal(text: string, ctx: z.RefinementCtx): number {
  if (!/^-?\d+([.,]\d+)?$/.test(text)) {
    ctx.addIssue({ code: "custom", message: "Use um número como 4,5." });
    return z.NEVER;
  }
  return Number(text.replace(",", "."));
}

const text = z.string().trim();
// Typed wider than it returns so that it pipes into the API's nullish rules.
const optional = <T>(parse: (t: string, ctx: z.RefinementCtx) => T) =>
  text.transform((t, ctx): T | null | undefined => (t === "" ? null : parse(t, ctx)));

export const metricsFormSchema = z
  .object({
    date: metricDateParamsSchema.shape.date,
    totalSales: text.min(1, "Informe as vendas do dia.").transform(money).pipe(rules.totalSales),
    orderCount: text.min(1, "Informe o número de pedidos.").transform(whole).pipe(rules.orderCount),
    averageTicket: optional(money).pipe(rules.averageTicket),
    repeatCustomers: optional(whole)
      .transform((n): number | undefined => n ?? 0)
      .pipe(rules.repeatCustomers),
    rating: optional(decimal).pipe(rules.rating),
  })
  .refine(salesHaveOrders.check, salesHaveOrders.issue);

export type MetricsFormInput = z.input<typeof metricsFormSchema>;
export type MetricsFormOutput = z.output<typeof metricsFormSchema>;
