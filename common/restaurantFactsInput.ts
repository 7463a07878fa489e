import { RESTAURANT_CLAIM_KEYS, REVIEW_REPLY_DAYS_MAX } from "./restaurantFacts";
import { z } from "./zod";

/*
 * PUT /api/restaurant/facts (issue 28 item 5): what the owner types in the
 * settings form. Phones are kept as digits with the DDD (10 for a landline,
 * 11 for a mobile starting with 9); a blank field means "I do not have it".
 */

const PHONE_MESSAGE = "Informe o número com DDD, como (11) 98765-4321.";

/** Digits of a Brazilian phone with its DDD, or null when it is no such number. */
export function brazilianPhoneDigits(typed: string): string | null {
  let digits = typed.replace(/\D/g, "");
  if (typed.trim().startsWith("+55") || (digits.startsWith("55") && digits.length > 11))
    digits = digits.slice(2);
  if (digits.startsWith("0")) digits = digits.slice(1); // "011 ..." long-distance prefix
  if (!/^[1-9][1-9]\d{8,9}$/.test(digits)) return null;
  if (digits.length === 11 && digits[2] !== "9") return null;
  if (digits.length === 10 && !/[2-5]/.test(digits[2]!)) return null;
  return digits;
}

const optionalPhone = z
  .string({ error: PHONE_MESSAGE })
  .trim()
  .max(30, PHONE_MESSAGE)
  .nullable()
  .optional()
  .transform((v, ctx) => {
    if (!v) return null;
    const digits = brazilianPhoneDigits(v);
    if (!digits) {
      ctx.addIssue({ code: "custom", message: PHONE_MESSAGE });
      return z.NEVER;
    }
    return digits;
  });

export const restaurantFactsInputSchema = z.object({
  contactWhatsapp: optionalPhone,
  contactPhone: optionalPhone,
  contactEmail: z
    .string()
    .trim()
    .max(254, "Informe um email válido, como contato@restaurante.com.")
    .nullable()
    .optional()
    .transform((v) => (v ? v.toLowerCase() : null))
    .pipe(z.email("Informe um email válido, como contato@restaurante.com.").nullable()),
  confirmedClaims: z
    .array(z.enum(RESTAURANT_CLAIM_KEYS, { error: "Escolha as informações da lista." }))
    .max(RESTAURANT_CLAIM_KEYS.length)
    .default([])
    .transform((v) => [...new Set(v)]),
  reviewReplyDays: z
    .number({ error: "O prazo de resposta vai de 1 a 30 dias." })
    .int("O prazo de resposta é um número inteiro de dias.")
    .min(1, "O prazo de resposta vai de 1 a 30 dias.")
    .max(REVIEW_REPLY_DAYS_MAX, "O prazo de resposta vai de 1 a 30 dias."),
});
export type RestaurantFactsInput = z.input<typeof restaurantFactsInputSchema>;
