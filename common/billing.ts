import {
  emailSchema,
  firstNameSchema,
  lastNameSchema,
  passwordSchema,
  subscriptionStatusSchema,
} from "./auth";
import { z } from "./zod";

/** Card messages of SPEC §5/§8, word for word. */
export const CARD_MESSAGES = {
  invalidNumber: "Número de cartão inválido. Use 4242 4242 4242 4242 para teste.",
  declined: "Cartão recusado pelo banco. Verifique os dados ou use outro cartão.",
  expired: "Cartão expirado. Verifique a data de validade.",
  cvc: "Código de segurança (CVC) incorreto.",
  badExpiry: "Data de validade inválida ou no passado. Use MM/AA.",
  /** An empty field is not a wrong date: ask for it. */
  missingExpiry: "Informe a validade do cartão (MM/AA).",
  badCvc: "O CVC tem 3 dígitos.",
} as const;

/** Masks of SPEC §5: number grouped by 4 up to 19 characters, MM/AA, CVC 3 digits. */
export function maskCardNumber(value: string): string {
  const digits = value.replace(/\D/g, "").slice(0, 16);
  return digits.replace(/(\d{4})(?=\d)/g, "$1 ").slice(0, 19);
}
export function maskExpiry(value: string): string {
  const digits = value.replace(/\D/g, "").slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}
export function maskCvc(value: string): string {
  return value.replace(/\D/g, "").slice(0, 3);
}

/** Longest card number (spaces included) the API reads; anything longer is a 400. */
export const CARD_NUMBER_MAX_CHARS = 30;
export const CARD_NUMBER_REQUIRED = "Informe o número do cartão.";

/**
 * SPEC §5/§8: spaces are stripped and any number other than the test cards
 * gets the invalid-number message. So the schema only asks for something to
 * check; the gateway decides (a 402 CARD_INVALID_NUMBER, recorded in payments).
 */
export const cardSchema = z.object({
  cardNumber: z
    .string()
    .max(CARD_NUMBER_MAX_CHARS, CARD_MESSAGES.invalidNumber)
    .transform((v) => v.replace(/\s/g, ""))
    .pipe(z.string().min(1, CARD_NUMBER_REQUIRED)),
  cardExpiry: z
    .string()
    .trim()
    .min(1, CARD_MESSAGES.missingExpiry)
    .regex(/^(0[1-9]|1[0-2])\/\d{2}$/, CARD_MESSAGES.badExpiry),
  cardCvc: z
    .string()
    .trim()
    .regex(/^\d{3}$/, CARD_MESSAGES.badCvc),
  cardholderName: z.string().trim().min(1, "Informe o nome impresso no cartão.").max(100),
});
export type CardInput = z.input<typeof cardSchema>;
export type Card = z.output<typeof cardSchema>;

export const checkoutSchema = cardSchema.extend({
  planId: z.number().int().min(1),
  /**
   * Subscribe now, without the trial: charged at once even while a trial
   * runs. What a refused trial (409 TRIAL_USED, this card or email already had
   * one) offers next (issue 25).
   */
  payNow: z.boolean().optional(),
});

/** POST /api/billing/trial: the trial form (SPEC §5: every field required, password 'Mínimo 8 caracteres'). */
export const trialSchema = cardSchema.extend({
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  email: emailSchema,
  password: passwordSchema,
  planId: z.number().int().min(1),
});

/** Every billing amount is in cents of this currency (plans are priced in USD, SPEC §9). */
export const BILLING_CURRENCY = "USD";

/**
 * POST /api/billing/checkout's answer. During a trial that has not ended the
 * card is verified and kept, nothing is charged (chargeToday 0) and the first
 * charge comes on firstChargeAt (docs/decisions/022-honest-trial.md); after
 * the trial, the plan is charged at once (firstChargeAt null).
 */
export const paymentResultSchema = z
  .object({
    payment: z.object({ status: z.enum(["approved"]), last4: z.string() }),
    chargeToday: z.number().int().describe("Centavos cobrados agora: 0 durante o teste grátis"),
    firstChargeAt: z.iso
      .datetime()
      .nullable()
      .describe("Data da primeira cobrança; null quando cobrado hoje"),
    currency: z.string(),
  })
  .meta({ id: "CheckoutAnswer" });
export type PaymentResult = z.infer<typeof paymentResultSchema>;

/**
 * The account's situation as people read it ("Minha conta", admin):
 * trialing (7 days free), active (paying, or an admin grant), cancelled
 * (access until accessUntil, never charged again), deactivated (no access:
 * the trial or plan ended, a charge was refused, or the admin switched it
 * off), none (never had a plan).
 */
export const accountStatusSchema = z.enum(["trialing", "active", "cancelled", "deactivated", "none"]);
export type AccountStatus = z.infer<typeof accountStatusSchema>;

export const subscriptionSchema = z
  .object({
    plan: z
      .object({ id: z.number().int(), name: z.string(), type: z.string(), price: z.number().int() })
      .nullable(),
    status: accountStatusSchema,
    /** The stored state (what hasPaidAccess reads, like the user's subscriptionStatus). */
    subscriptionStatus: subscriptionStatusSchema,
    subscriptionActive: z.boolean(),
    trialEndsAt: z.string().nullable().describe("Fim do teste grátis, enquanto ele vale"),
    currentPeriodEnd: z.string().nullable(),
    accessUntil: z.string().nullable().describe("Até quando a conta usa o app sem nova cobrança"),
    nextChargeAt: z.string().nullable().describe("Próxima cobrança; null quando nenhuma está marcada"),
    nextChargeAmount: z.number().int().nullable().describe("Valor da próxima cobrança, em centavos"),
    currency: z.string(),
    last4: z.string().nullable(),
    cardBrand: z.string().nullable(),
    cardLast4: z.string().nullable(),
    refundableUntil: z.string().nullable().describe("Fim da garantia de 30 dias; null quando não se aplica"),
    scheduledPlan: z
      .object({ id: z.number().int(), name: z.string(), price: z.number().int() })
      .nullable()
      .describe("Plano mais barato marcado para o fim do período pago (decisão 030)"),
    scheduledPlanAt: z.string().nullable().describe("Quando o plano marcado passa a valer"),
  })
  .meta({ id: "Subscription" });
export type Subscription = z.infer<typeof subscriptionSchema>;

/** POST /api/billing/cancel's answer: whether the last charge came back (30-day guarantee) and the account now. */
export const cancelResultSchema = z.object({ refunded: z.boolean(), subscription: subscriptionSchema });
export type CancelResult = z.infer<typeof cancelResultSchema>;

/** POST /api/verify-email-after-payment's answer (SPEC §4). */
export const emailVerifiedAfterPaymentSchema = z.object({ verified: z.literal(true) });

/** Card expiry MM/AA still valid at `now` (a card works through the last day of its month). */
export function expiryInFuture(expiry: string, now: Date): boolean {
  const [mm, yy] = expiry.split("/").map(Number);
  if (!mm || yy === undefined) return false;
  const endOfMonth = Date.UTC(2000 + yy, mm, 1);
  return endOfMonth > now.getTime();
}

/** What the access rule reads: the users row and the subscription answer both fit (status under either name). */
export type AccessFacts = {
  subscriptionActive: boolean;
  trialEndsAt: Date | string | null;
  currentPeriodEnd: Date | string | null;
} & ({ subscriptionStatus: string } | { status: string });

/** How long a paid month that ended keeps access while its renewal is charged. */
export const RENEWAL_GRACE_MS = 24 * 60 * 60 * 1000;

const inFuture = (date: Date | string | null, now: Date) =>
  !!date && new Date(date).getTime() > now.getTime();

/**
 * THE access rule (docs/decisions/010-billing.md), used by the generators'
 * gate, the restaurants service and the dashboard's reactivation page:
 * subscriptionActive (the admin panel's switch) and one of
 * - a trial whose end date has not come,
 * - a paid period (active) not past its end by more than a day's grace,
 * - a cancelled period not yet over,
 * - an admin grant: status none or expired switched on by the admin.
 * Admin deactivation (subscriptionActive false) always wins.
 */
export function hasPaidAccess(facts: AccessFacts, now: Date): boolean {
  if (!facts.subscriptionActive) return false;
  const status = "subscriptionStatus" in facts ? facts.subscriptionStatus : facts.status;
  switch (status) {
    case "trialing":
      return inFuture(facts.trialEndsAt, now);
    case "cancelled":
      return inFuture(facts.currentPeriodEnd, now);
    case "active":
      // The hourly job renews a paid month; a day's grace covers the hour and a retry.
      return (
        !facts.currentPeriodEnd ||
        new Date(facts.currentPeriodEnd).getTime() + RENEWAL_GRACE_MS > now.getTime()
      );
    case "none":
    case "expired":
      return true;
    default:
      return false;
  }
}

/** Last four digits to keep for a card number, or null when the number is not card-shaped (nothing to show). */
export function lastFourOf(cardNumber: string): string | null {
  return /^\d{12,19}$/.test(cardNumber) ? cardNumber.slice(-4) : null;
}
