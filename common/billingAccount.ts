import { accountStatusSchema, cardSchema } from "./billing";
import { z } from "./zod";

/*
 * The "Minha conta" and checkout contract of issue 17 (honest billing):
 * charges and receipts, the checkout preview, the card on file and plan
 * changes. See docs/decisions/022-honest-trial.md.
 */

/**
 * A charge as the owner reads it. A refund is not a row of its own: the
 * refunded charge reads "refunded" (with refundedAt). Card verifications
 * (zero-amount authorisations) are not charges and never appear.
 */
export const chargeStatusSchema = z.enum(["paid", "refunded", "failed"]);
export type ChargeStatus = z.infer<typeof chargeStatusSchema>;

export const chargeSchema = z
  .object({
    id: z.number().int(),
    receiptNumber: z.string().describe("Número do recibo, como nos emails (PC-000123)"),
    createdAt: z.iso.datetime(),
    amount: z.number().int().describe("Centavos"),
    currency: z.string(),
    status: chargeStatusSchema,
    cardBrand: z.string().nullable(),
    cardLast4: z.string().nullable(),
    planName: z.string(),
    periodStart: z.iso.datetime().nullable(),
    periodEnd: z.iso.datetime().nullable(),
    refundedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: "Charge" });
export type Charge = z.infer<typeof chargeSchema>;

export const chargesSchema = z.array(chargeSchema).meta({ id: "Charges" });

/** The receipt number of a payment row, the same in mails, the list and the receipt page. */
export function receiptNumberOf(paymentId: number): string {
  return `PC-${String(paymentId).padStart(6, "0")}`;
}

export const checkoutPreviewQuerySchema = z.object({
  planId: z.coerce
    .number({ error: "Escolha um plano." })
    .int("Escolha um plano.")
    .min(1, "Escolha um plano."),
});

/** What /checkout and /trial show the signed-in account before it pays. */
export const checkoutPreviewSchema = z
  .object({
    planId: z.number().int(),
    planName: z.string(),
    amount: z.number().int().describe("Preço do plano por mês, em centavos"),
    currency: z.string(),
    chargeToday: z.number().int().describe("Centavos cobrados hoje: 0 durante o teste grátis"),
    firstChargeAt: z.iso.datetime().nullable().describe("Primeira cobrança; null quando a cobrança é hoje"),
    alreadyOnPlan: z
      .object({ planName: z.string(), status: accountStatusSchema })
      .nullable()
      .describe("A conta já paga um plano ou tem teste com cartão: o checkout responderia 409"),
    trialUsed: z
      .string()
      .nullable()
      .optional()
      .describe("Por que esta conta não tem teste grátis (o email já usou um): a cobrança é hoje"),
  })
  .meta({ id: "CheckoutPreview" });
export type CheckoutPreview = z.infer<typeof checkoutPreviewSchema>;

/** PUT /api/billing/card: the same card fields as the checkout. */
export const cardUpdateSchema = cardSchema;
export const cardOnFileSchema = z
  .object({ cardBrand: z.string(), cardLast4: z.string() })
  .meta({ id: "CardOnFile" });
export type CardOnFile = z.infer<typeof cardOnFileSchema>;

/** PUT /api/billing/plan: the plan of the trial or of the next charge. */
export const planChangeSchema = z.object({
  planId: z.number({ error: "Escolha um plano." }).int("Escolha um plano.").min(1, "Escolha um plano."),
});

/**
 * What PUT /api/billing/plan would do now (docs/decisions/030-plan-changes.md):
 * - "now": during the trial (nothing paid) or between plans of the same price, the plan changes at once, no charge;
 * - "upgrade": to a dearer plan while paying, the prorated difference is charged now (chargeToday) and the plan changes at once;
 * - "downgrade": to a cheaper plan while paying, the change is scheduled for effectiveAt (the end of the paid period), when the renewal charges the new price;
 * - "keep": back to the plan being paid while a downgrade is scheduled, the scheduled change is dropped.
 */
export const planChangeKindSchema = z.enum(["now", "upgrade", "downgrade", "keep"]);
export type PlanChangeKind = z.infer<typeof planChangeKindSchema>;

export const planChangePreviewSchema = z
  .object({
    planId: z.number().int(),
    planName: z.string(),
    kind: planChangeKindSchema,
    chargeToday: z
      .number()
      .int()
      .describe("Centavos cobrados agora: a diferença proporcional numa subida de plano"),
    currency: z.string(),
    effectiveAt: z.iso.datetime().nullable().describe("Quando o novo plano vale; null quando vale agora"),
    nextChargeAt: z.iso.datetime().nullable(),
    nextChargeAmount: z.number().int().nullable().describe("Centavos da próxima cobrança depois da mudança"),
  })
  .meta({ id: "PlanChangePreview" });
export type PlanChangePreview = z.infer<typeof planChangePreviewSchema>;

export const planChangePreviewQuerySchema = checkoutPreviewQuerySchema;
