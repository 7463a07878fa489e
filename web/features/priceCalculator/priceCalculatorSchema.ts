import { MARGIN_MAX, MARGIN_MIN, parseMoneyToCents } from "../../../common/pricing";
import { z } from "../../../common/zod";

/**
 * The calculator's rules (SPEC §5): each ingredient needs a name and a
 * non-zero cost, at least one row stays. Typed text becomes integer cents.
 */
const toCents = (text: string, ctx: z.RefinementCtx): number => {
  const cents = parseMoneyToCents(text);
  if (cents === null) {
    ctx.addIssue({ code: "custom", message: "Valor inválido. Use o formato 3,50." });
    return z.NEVER;
  }
  return cents;
};

export const ingredientSchema = z.object({
  name: z.string().trim().min(1, "Dê um nome ao ingrediente.").max(80, "Use até 80 caracteres."),
  cost: z
    .string()
    .trim()
    .min(1, "Informe o custo.")
    .transform(toCents)
    .pipe(z.number().positive("O custo precisa ser maior que zero.")),
});

export const ingredientsSchema = z.array(ingredientSchema).min(1, "Mantenha pelo menos um ingrediente.");

export const packagingSchema = z
  .string()
  .trim()
  .transform((text, ctx) => (text === "" ? 0 : toCents(text, ctx)));

const percentText = z
  .string()
  .trim()
  .transform((text, ctx) => {
    const clean = text.replace(/%$/, "").trim();
    if (!/^\d+([.,]\d{1,2})?$/.test(clean)) {
      ctx.addIssue({ code: "custom", message: "Use um número como 3,2." });
      return z.NEVER;
    }
    return Number(clean.replace(",", "."));
  })
  .pipe(z.number().max(100, "No máximo 100%."));

const feesBelowTotal = {
  check: (f: { commission: number; payment: number }) => f.commission + f.payment < 100,
  issue: { message: "As taxas somadas precisam ficar abaixo de 100%.", path: ["payment"] },
};

export const feesSchema = z
  .object({ commission: percentText, payment: percentText })
  .refine(feesBelowTotal.check, feesBelowTotal.issue);

/** The whole form; the results are computed part by part so one bad field does not hide the rest. */
export const priceCalculatorSchema = z
  .object({
    ingredients: ingredientsSchema,
    marginPercent: z.number().min(MARGIN_MIN).max(MARGIN_MAX),
    packaging: packagingSchema,
    presetId: z.string(),
    commission: percentText,
    payment: percentText,
  })
  .refine(feesBelowTotal.check, feesBelowTotal.issue);

export type PriceCalculatorInput = z.input<typeof priceCalculatorSchema>;
export type PriceCalculatorOutput = z.output<typeof priceCalculatorSchema>;
