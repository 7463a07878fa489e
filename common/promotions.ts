import { rowIdSchema, z } from "./zod";

/** How long each part of a saved promotion may be (the generator's parts fit with room to edit). */
export const PROMOTION_LIMITS = {
  title: 120,
  description: 1000,
  discount: 60,
  period: 120,
} as const;

export const promotionSchema = z
  .object({
    id: z.number().int(),
    restaurantId: z.number().int(),
    title: z.string(),
    description: z.string().nullable(),
    /** Free text as the owner reads it: "20% off", "Frete grátis", "R$ 10 de desconto". */
    discount: z.string().nullable(),
    /** Free text: "Todos os dias, das 15h às 17h". */
    period: z.string().nullable(),
    isActive: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: "Promotion" });
export type Promotion = z.infer<typeof promotionSchema>;

/** GET /api/promotions: the saved promotions, newest first. */
export const promotionListSchema = z.array(promotionSchema);

/** Optional free text: trimmed, blank or null means absent. */
const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => (v ? v : undefined));

/** POST /api/promotions: a promotion the owner keeps (a generated one, as is). */
export const newPromotionSchema = z.object({
  title: z
    .string({ error: "Informe o título da promoção." })
    .trim()
    .min(1, "Informe o título da promoção.")
    .max(PROMOTION_LIMITS.title, `O título pode ter até ${PROMOTION_LIMITS.title} caracteres.`),
  description: optionalText(
    PROMOTION_LIMITS.description,
    `A descrição pode ter até ${PROMOTION_LIMITS.description} caracteres.`,
  ),
  discount: optionalText(
    PROMOTION_LIMITS.discount,
    `O desconto pode ter até ${PROMOTION_LIMITS.discount} caracteres.`,
  ),
  period: optionalText(
    PROMOTION_LIMITS.period,
    `O período pode ter até ${PROMOTION_LIMITS.period} caracteres.`,
  ),
  /**
   * A saved promotion waits, inactive, until the owner turns it on ("Ative a que
   * está no ar"): saving is keeping, not publishing.
   */
  isActive: z.boolean({ error: "Informe se a promoção está ativa (true ou false)." }).default(false),
});
export type NewPromotion = z.input<typeof newPromotionSchema>;
export type NewPromotionInput = z.output<typeof newPromotionSchema>;

/** PATCH /api/promotions/{id}: turns a promotion on or off. */
export const promotionStatusSchema = z.object({
  isActive: z.boolean({ error: "Informe se a promoção está ativa (true ou false)." }),
});
export type PromotionStatus = z.infer<typeof promotionStatusSchema>;

export const promotionIdParamsSchema = z.object({
  // Ids are PostgreSQL integers: anything larger cannot exist and must not reach the query.
  id: rowIdSchema("Promoção inválida."),
});
