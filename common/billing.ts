import {
  emailSchema,
  firstNameSchema,
  lastNameSchema,
  subscriptionStatusSchema,
  trialPasswordSchema,
} from "./auth";
import { z } from "./zod";

/** Card messages of SPEC §5/§8, word for word. */
export const CARD_MESSAGES = {
  invalidNumber: "Número de cartão inválido. Use 4242 4242 4242 4242 para teste.",
  declined: "Cartão recusado pelo banco. Verifique os dados ou use outro cartão.",
  expired: "Cartão expirado. Verifique a data de validade.",
  cvc: "Código de segurança (CVC) incorreto.",
  badExpiry: "Data de validade inválida ou no passado. Use MM/AA.",
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

export const cardSchema = z.object({
  cardNumber: z
    .string()
    .max(30, CARD_MESSAGES.invalidNumber)
    .transform((v) => v.replace(/\s/g, ""))
    .pipe(z.string().regex(/^\d{12,19}$/, CARD_MESSAGES.invalidNumber)),
  cardExpiry: z
    .string()
    .trim()
    .regex(/^(0[1-9]|1[0-2])\/\d{2}$/, CARD_MESSAGES.badExpiry),
  cardCvc: z
    .string()
    .trim()
    .regex(/^\d{3}$/, CARD_MESSAGES.badCvc),
  cardholderName: z.string().trim().min(1, "Informe o nome impresso no cartão.").max(100),
});
export type CardInput = z.input<typeof cardSchema>;
export type Card = z.output<typeof cardSchema>;

export const checkoutSchema = cardSchema.extend({ planId: z.number().int().min(1) });

/** POST /api/billing/trial: the trial form (SPEC §5: every field required, password 'Mínimo 8 caracteres'). */
export const trialSchema = cardSchema.extend({
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  email: emailSchema,
  password: trialPasswordSchema,
  planId: z.number().int().min(1),
});

export const paymentResultSchema = z.object({
  payment: z.object({ status: z.enum(["approved"]), last4: z.string() }),
});

export const subscriptionSchema = z
  .object({
    plan: z
      .object({ id: z.number().int(), name: z.string(), type: z.string(), price: z.number().int() })
      .nullable(),
    status: subscriptionStatusSchema,
    subscriptionActive: z.boolean(),
    trialEndsAt: z.string().nullable(),
    currentPeriodEnd: z.string().nullable(),
    last4: z.string().nullable(),
    cardBrand: z.string().nullable(),
    refundableUntil: z.string().nullable(),
  })
  .meta({ id: "Subscription" });
export type Subscription = z.infer<typeof subscriptionSchema>;

/** Card expiry MM/AA still valid at `now` (a card works through the last day of its month). */
export function expiryInFuture(expiry: string, now: Date): boolean {
  const [mm, yy] = expiry.split("/").map(Number);
  if (!mm || yy === undefined) return false;
  const endOfMonth = Date.UTC(2000 + yy, mm, 1);
  return endOfMonth > now.getTime();
}

/** Whether the account may use the paid features (generators) at `now`. */
export function hasPaidAccess(
  user: {
    subscriptionActive: boolean;
    subscriptionStatus: string;
    trialEndsAt: Date | string | null;
    currentPeriodEnd: Date | string | null;
  },
  now: Date,
): boolean {
  if (!user.subscriptionActive) return false;
  if (user.subscriptionStatus === "trialing") return !!user.trialEndsAt && new Date(user.trialEndsAt) > now;
  if (user.subscriptionStatus === "cancelled")
    return !!user.currentPeriodEnd && new Date(user.currentPeriodEnd) > now;
  return true;
}
