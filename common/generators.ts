import {
  MENU_RESTAURANT_TYPES,
  PROMOTION_BUSINESS_TYPES,
  PROMOTION_GOALS,
  PROMOTION_OBJECTIVES,
  RESTAURANT_CATEGORIES,
} from "./constants";
import {
  MAX_REVIEW_POINTS,
  moderationSchema,
  reviewPointRequestSchema,
  reviewPointSchema,
} from "./reviewPoints";
import { MAX_ROW_ID, z } from "./zod";

/**
 * The four generate calls of SPEC §7: payloads and answers, shared by the
 * forms, the routes and the content engine (which adds `source`).
 */

export const GENERATOR_LIMITS = {
  dishName: 120,
  reviewText: 2000,
  businessType: 60,
  /** What a marketplace accepts as a dish description; the engine stays under it. */
  dishDescription: 400,
  /** A social post (emojis, line breaks and hashtags) may run longer than a description. */
  socialPost: 900,
  menuDishDescription: 200,
  promotionTitle: 80,
  promotionDescription: 400,
  promotionDiscount: 40,
  promotionPeriod: 80,
  promotionSummary: 220,
  promotionSetup: 300,
  reviewResponse: 1200,
  menuMinDishes: 5,
  menuMaxDishes: 8,
} as const;

export const GENERATOR_MESSAGES = {
  dishNameRequired: "Informe o nome do prato.",
  dishNameTooLong: `O nome do prato pode ter até ${GENERATOR_LIMITS.dishName} caracteres.`,
  reviewRequired: "Cole o texto da avaliação.",
  reviewTooLong: `A avaliação pode ter até ${GENERATOR_LIMITS.reviewText} caracteres.`,
  goalRequired: "Escolha um objetivo para a promoção.",
  goalInvalid: "Escolha um objetivo da lista.",
  restaurantTypeInvalid: "Escolha um tipo de restaurante da lista.",
  businessTypeTooLong: "Tipo de negócio inválido.",
  tooManyPoints: "Escolha no máximo 8 pontos para a resposta.",
  dishIdInvalid: "Escolha um dos seus pratos.",
} as const;

/** Every business or restaurant type a generator understands (SPEC §9 lists, merged). */
export const GENERATOR_BUSINESS_TYPES = [
  ...new Set<string>([...RESTAURANT_CATEGORIES, ...PROMOTION_BUSINESS_TYPES, ...MENU_RESTAURANT_TYPES]),
] as readonly string[];

/** Dashboard goals and Resources objectives: both reach generate-promotion. */
export const PROMOTION_GOALS_AND_OBJECTIVES = [...PROMOTION_GOALS, ...PROMOTION_OBJECTIVES] as const;
export type PromotionGoalOrObjective = (typeof PROMOTION_GOALS_AND_OBJECTIVES)[number];

/** Accepted menu types: SPEC §9's menu types plus every restaurant category (the dashboard sends its own). */
export const MENU_TYPES = [
  ...new Set<string>([...MENU_RESTAURANT_TYPES, ...RESTAURANT_CATEGORIES, "lanches"]),
] as [string, ...string[]];

/** Optional free text kept short; blank means absent. */
const businessTypeField = z
  .string()
  .trim()
  .max(GENERATOR_LIMITS.businessType, GENERATOR_MESSAGES.businessTypeTooLong)
  .optional()
  .transform((v) => (v ? v : undefined));

export const dishContentFormatSchema = z
  .enum(["description", "post"])
  .describe(
    "description: texto para o cardápio do app (até 400 caracteres); post: legenda com emojis e hashtags",
  );
export type DishContentFormat = z.infer<typeof dishContentFormatSchema>;

// ---- POST /api/generate-content ------------------------------------------------

export const generateContentRequestSchema = z.object({
  dishName: z
    .string({ error: GENERATOR_MESSAGES.dishNameRequired })
    .trim()
    .min(1, GENERATOR_MESSAGES.dishNameRequired)
    .max(GENERATOR_LIMITS.dishName, GENERATOR_MESSAGES.dishNameTooLong)
    // Markup pasted into the name would come back inside the copy the owner pastes.
    .transform((v) =>
      v
        .replace(/<[^>]*>/g, " ")
        .replace(/\s+/g, " ")
        .trim(),
    )
    // "!!!" or "123" is not a dish anyone can describe.
    .pipe(z.string().regex(/\p{L}/u, GENERATOR_MESSAGES.dishNameRequired)),
  businessType: businessTypeField,
  format: dishContentFormatSchema.optional(),
});
export type GenerateContentRequest = z.input<typeof generateContentRequestSchema>;
export type GenerateContentInput = z.output<typeof generateContentRequestSchema>;

export const generateContentResponseSchema = z
  .object({ content: z.string().min(1).max(GENERATOR_LIMITS.socialPost) })
  .meta({ id: "GeneratedContent" });
export type GenerateContentResponse = z.infer<typeof generateContentResponseSchema>;

// ---- POST /api/generate-promotion ----------------------------------------------

export const promotionGoalSchema = z.enum(PROMOTION_GOALS_AND_OBJECTIVES, {
  error: GENERATOR_MESSAGES.goalInvalid,
});

export const generatePromotionRequestSchema = z
  .object({
    goal: z
      .string()
      .trim()
      .optional()
      .transform((v) => (v ? v : undefined))
      .pipe(promotionGoalSchema.optional()),
    businessType: businessTypeField,
    dishId: z
      .number({ error: GENERATOR_MESSAGES.dishIdInvalid })
      .int(GENERATOR_MESSAGES.dishIdInvalid)
      .positive(GENERATOR_MESSAGES.dishIdInvalid)
      // Ids are PostgreSQL integers: anything larger cannot exist and must not reach the query.
      .max(MAX_ROW_ID, GENERATOR_MESSAGES.dishIdInvalid)
      .optional()
      .describe(
        "O prato do restaurante a promover (com o objetivo promover-prato-especifico); sem ele, o mais vendido",
      ),
  })
  // The dashboard sends a goal; the landing demo sends only a business type.
  .refine((v) => v.goal !== undefined || v.businessType !== undefined, {
    message: GENERATOR_MESSAGES.goalRequired,
    path: ["goal"],
  });
export type GeneratePromotionRequest = z.input<typeof generatePromotionRequestSchema>;
export type GeneratePromotionInput = z.output<typeof generatePromotionRequestSchema>;

export const generatedPromotionSchema = z
  .object({
    title: z.string().min(1).max(GENERATOR_LIMITS.promotionTitle),
    description: z.string().min(1).max(GENERATOR_LIMITS.promotionDescription),
    discount: z.string().min(1).max(GENERATOR_LIMITS.promotionDiscount),
    period: z.string().min(1).max(GENERATOR_LIMITS.promotionPeriod),
    promotion: z
      .string()
      .min(1)
      .max(GENERATOR_LIMITS.promotionSummary)
      .optional()
      .describe("Resumo em uma linha (lido pela demonstração da página inicial)"),
    setup: z
      .string()
      .max(GENERATOR_LIMITS.promotionSetup)
      .optional()
      .describe(
        "O que o dono faz antes de divulgar, como criar o cupom no app de delivery (não vai no texto para o cliente)",
      ),
  })
  .meta({ id: "GeneratedPromotion" });
export type GeneratedPromotion = z.infer<typeof generatedPromotionSchema>;

// ---- POST /api/generate-menu ---------------------------------------------------

export const generateMenuRequestSchema = z.object({
  restaurantType: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(z.enum(MENU_TYPES, { error: GENERATOR_MESSAGES.restaurantTypeInvalid }).optional()),
});
/**
 * Sent as "automatic" with a menu generated without the owner asking (the
 * dashboard's first menu, 2 s after it loads): answered as usual but not kept
 * in the history, which would otherwise fill with a menu per visit. A header,
 * so the call's body stays SPEC §7's.
 */
export const GENERATION_TRIGGER_HEADER = "x-generation-trigger";

export type GenerateMenuRequest = z.input<typeof generateMenuRequestSchema>;
export type GenerateMenuInput = z.output<typeof generateMenuRequestSchema>;

export const MENU_PRICE_PATTERN = /^R\$ \d{1,3}(\.\d{3})*,\d{2}$/;

export const generatedMenuDishSchema = z
  .object({
    name: z.string().min(1).max(80),
    description: z.string().min(1).max(GENERATOR_LIMITS.menuDishDescription),
    price: z.string().regex(MENU_PRICE_PATTERN, "Preço no formato R$ 42,90"),
  })
  .meta({ id: "GeneratedMenuDish" });
export type GeneratedMenuDish = z.infer<typeof generatedMenuDishSchema>;

export const generateMenuResponseSchema = z
  .object({
    dishes: z
      .array(generatedMenuDishSchema)
      .min(GENERATOR_LIMITS.menuMinDishes)
      .max(GENERATOR_LIMITS.menuMaxDishes),
  })
  .meta({ id: "GeneratedMenu" });
export type GenerateMenuResponse = z.infer<typeof generateMenuResponseSchema>;

// ---- POST /api/generate-response -----------------------------------------------

export const generateResponseRequestSchema = z.object({
  reviewText: z
    .string({ error: GENERATOR_MESSAGES.reviewRequired })
    .trim()
    .min(1, GENERATOR_MESSAGES.reviewRequired)
    .max(GENERATOR_LIMITS.reviewText, GENERATOR_MESSAGES.reviewTooLong),
  businessType: businessTypeField,
  points: z
    .array(reviewPointRequestSchema)
    .max(MAX_REVIEW_POINTS, GENERATOR_MESSAGES.tooManyPoints)
    .optional()
    .describe(
      "Os pontos que a resposta deve responder, como o dono os deixou (sem eles, os que o motor leu na avaliação)",
    ),
});
export type GenerateResponseRequest = z.input<typeof generateResponseRequestSchema>;
export type GenerateResponseInput = z.output<typeof generateResponseRequestSchema>;

export const generateResponseResponseSchema = z
  .object({ response: z.string().min(1).max(GENERATOR_LIMITS.reviewResponse) })
  .meta({ id: "GeneratedResponse" });
export type GenerateResponseResponse = z.infer<typeof generateResponseResponseSchema>;

/**
 * What POST /api/generate-response answers: SPEC's `response` plus what the
 * engine read in the review, so the owner can check it and write again.
 */
export const generatedReviewReplySchema = generateResponseResponseSchema
  .extend({
    points: z.array(reviewPointSchema).max(MAX_REVIEW_POINTS),
    safety: z
      .boolean()
      .describe("A avaliação relata um risco à saúde: a resposta é séria e pede contato privado"),
    moderation: moderationSchema,
    recognised: z
      .boolean()
      .optional()
      .describe(
        "false quando o motor não identificou nenhum ponto: o cartão mostra “Não identifiquei a reclamação: escolha os pontos”",
      ),
  })
  .meta({ id: "GeneratedReviewReply" });
export type GeneratedReviewReply = z.infer<typeof generatedReviewReplySchema>;

// ---- What the engine returns: the answer plus where it came from ----------------

/** "local" for the built-in engine, else the model's name. */
export const generationSourceSchema = z.string().min(1).max(120);

export const dishContentResultSchema = generateContentResponseSchema.extend({
  source: generationSourceSchema,
});
export const promotionResultSchema = generatedPromotionSchema.extend({ source: generationSourceSchema });
export const menuResultSchema = generateMenuResponseSchema.extend({ source: generationSourceSchema });
export const reviewReplyResultSchema = generateResponseResponseSchema.extend({
  source: generationSourceSchema,
});

export type DishContentResult = z.infer<typeof dishContentResultSchema>;
export type PromotionResult = z.infer<typeof promotionResultSchema>;
export type MenuResult = z.infer<typeof menuResultSchema>;
export type ReviewReplyResult = z.infer<typeof reviewReplyResultSchema>;
export const reviewReplyAnswerSchema = generatedReviewReplySchema.extend({ source: generationSourceSchema });
export type ReviewReplyAnswer = z.infer<typeof reviewReplyAnswerSchema>;

/** The generation kinds, as saved in the generations table. */
export const GENERATION_KINDS = ["content", "promotion", "menu", "response"] as const;
export type GenerationKind = (typeof GENERATION_KINDS)[number];
