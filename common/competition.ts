/**
 * Competition analysis (issue 29): the rivals the owner follows, what was
 * seen on their pages (observations), their menus with price history, the
 * matches to our dishes and the price board. Nothing is fetched from a
 * marketplace: every figure is typed or pasted by the owner or the team.
 */
import { FEE_PRESETS } from "./feePresets";
import { parseMoneyToCents } from "./pricing";
import { rowIdSchema, z } from "./zod";

export const MARKETPLACES = ["iFood", "99Food", "Keeta", "Rappi", "site próprio"] as const;
export const marketplaceSchema = z.enum(MARKETPLACES, {
  error: "Escolha o marketplace: iFood, 99Food, Keeta, Rappi ou site próprio.",
});
export type Marketplace = z.infer<typeof marketplaceSchema>;

/** How many rivals each plan follows per store. */
export const RIVAL_LIMITS = { starter: 3, pro: 20 } as const;

export const COMPETITION_MESSAGES = {
  starterLimit: `O plano Starter acompanha até ${RIVAL_LIMITS.starter} concorrentes. Para acompanhar até ${RIVAL_LIMITS.pro} por loja, mude para o plano Pro em Minha conta.`,
  proLimit: `Seu plano acompanha até ${RIVAL_LIMITS.pro} concorrentes por loja. Exclua um para incluir outro.`,
  rivalNotFound: "Concorrente não encontrado.",
  dishNotFound: "Prato do concorrente não encontrado.",
  ourDishNotFound: "Esse prato não é do seu cardápio.",
  observationNotFound: "Observação não encontrada.",
  csvEmpty:
    "O arquivo CSV está vazio ou sem preços. Use as colunas nome, preço (e, se quiser, seção, tamanho, descrição).",
  csvUnreadable:
    "Não conseguimos ler esse CSV. Salve a planilha como CSV (separado por vírgula ou ponto e vírgula) e tente de novo.",
} as const;

const idMessage = "Concorrente inválido.";
export const rivalIdParamsSchema = z.object({ id: rowIdSchema(idMessage) });
export const rivalDishIdParamsSchema = z.object({ id: rowIdSchema("Prato do concorrente inválido.") });
export const observationIdParamsSchema = z.object({ id: rowIdSchema("Observação inválida.") });
export const ourDishIdParamsSchema = z.object({ dishId: rowIdSchema("Prato inválido.") });

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => (v ? v : null));

/** Money typed as "29,90" or sent as integer cents: cents, or null when blank. */
const optionalMoney = (message: string) =>
  z
    .union([
      z.number().int(message).min(0, message).max(1_000_000, message),
      z.string().trim().max(20, message),
    ])
    .nullish()
    .transform((v, ctx) => {
      if (v === null || v === undefined || v === "") return null;
      if (typeof v === "number") return v;
      const cents = parseMoneyToCents(v);
      if (cents === null || cents > 1_000_000) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return cents;
    });

/** A calendar day, AAAA-MM-DD. */
const daySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Data inválida. Use AAAA-MM-DD.");

export const newRivalSchema = z.object({
  name: z
    .string({ error: "Informe o nome do concorrente." })
    .trim()
    .min(1, "Informe o nome do concorrente.")
    .max(120, "O nome pode ter até 120 caracteres."),
  marketplace: marketplaceSchema,
  /** Kept as text and shown as a link; never fetched. */
  link: z
    .string()
    .trim()
    .max(500, "O link pode ter até 500 caracteres.")
    .refine((v) => v === "" || /^https?:\/\/[^\s<>"]+$/i.test(v), "Use um link que comece com https://.")
    .nullish()
    .transform((v) => (v ? v : null)),
  neighbourhood: optionalText(120, "O bairro pode ter até 120 caracteres."),
});
export type NewRival = z.input<typeof newRivalSchema>;
export type NewRivalInput = z.output<typeof newRivalSchema>;

export const newObservationSchema = z.object({
  /** The day the page was seen; today when absent. */
  observedOn: daySchema.nullish().transform((v) => v ?? null),
  rating: z
    .number({ error: "A nota vai de 0 a 5." })
    .min(0, "A nota vai de 0 a 5.")
    .max(5, "A nota vai de 0 a 5.")
    .nullish()
    .transform((v) => v ?? null),
  deliveryFee: optionalMoney("Taxa de entrega inválida. Use o formato 5,99."),
  deliveryMinutes: z
    .number({ error: "Tempo de entrega inválido." })
    .int("Tempo de entrega em minutos inteiros.")
    .min(0, "Tempo de entrega inválido.")
    .max(600, "Tempo de entrega inválido.")
    .nullish()
    .transform((v) => v ?? null),
  minimumOrder: optionalMoney("Pedido mínimo inválido. Use o formato 20,00."),
  promotions: optionalText(1000, "As promoções podem ter até 1000 caracteres."),
  /** Where the price was seen: a CEP or a neighbourhood (prices change with distance). */
  place: optionalText(120, "O CEP ou bairro pode ter até 120 caracteres."),
  /** Seen with Clube iFood or a coupon: such prices are not everyone's. */
  withClub: z.boolean().default(false),
});
export type NewObservation = z.input<typeof newObservationSchema>;
export type NewObservationInput = z.output<typeof newObservationSchema>;

export const observationSchema = z
  .object({
    id: z.number().int(),
    rivalId: z.number().int(),
    observedOn: z.string(),
    rating: z.number().nullable(),
    deliveryFeeCents: z.number().int().nullable(),
    deliveryMinutes: z.number().int().nullable(),
    minimumOrderCents: z.number().int().nullable(),
    promotions: z.string().nullable(),
    place: z.string().nullable(),
    withClub: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: "CompetitionObservation" });
export type Observation = z.infer<typeof observationSchema>;

export const rivalSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    marketplace: marketplaceSchema,
    link: z.string().nullable(),
    neighbourhood: z.string().nullable(),
    dishCount: z.number().int(),
    latest: observationSchema.nullable(),
    createdAt: z.string(),
  })
  .meta({ id: "Rival" });
export type Rival = z.infer<typeof rivalSchema>;

export const pricePointSchema = z.object({ priceCents: z.number().int(), seenOn: z.string() });

export const matchStateSchema = z.enum(["pendente", "confirmado", "sem equivalente"]);
export type MatchState = z.infer<typeof matchStateSchema>;

export const rivalDishSchema = z
  .object({
    id: z.number().int(),
    rivalId: z.number().int(),
    name: z.string(),
    section: z.string().nullable(),
    size: z.string().nullable(),
    description: z.string().nullable(),
    priceCents: z.number().int(),
    priceNote: z.string().nullable(),
    /** Our dish this one is (confirmed or suggested), null for none. */
    ourDishId: z.number().int().nullable(),
    matchState: matchStateSchema,
    /** Every price seen, oldest first (the first one included). */
    history: z.array(pricePointSchema),
  })
  .meta({ id: "RivalDish" });
export type RivalDish = z.infer<typeof rivalDishSchema>;

export const rivalDetailSchema = z.object({
  rival: rivalSchema,
  observations: z.array(observationSchema),
  dishes: z.array(rivalDishSchema),
});
export type RivalDetail = z.infer<typeof rivalDetailSchema>;

export const rivalListSchema = z.object({
  rivals: z.array(rivalSchema),
  limit: z.number().int(),
});
export type RivalList = z.infer<typeof rivalListSchema>;

// ---- menu paste -----------------------------------------------------------------

export const menuPasteSchema = z.object({
  text: z.string({ error: "Cole o texto do cardápio do concorrente." }),
});

export const menuCsvSchema = z.object({
  csv: z
    .string({ error: "Envie o conteúdo do arquivo CSV." })
    .max(500_000, "O CSV pode ter até 500 mil caracteres."),
});

export const menuDishInputSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, "Cada prato precisa de um nome.")
    .max(160, "O nome do prato pode ter até 160 caracteres."),
  section: optionalText(120, "A seção pode ter até 120 caracteres."),
  size: optionalText(40, "O tamanho pode ter até 40 caracteres."),
  description: optionalText(600, "A descrição pode ter até 600 caracteres."),
  priceCents: z
    .number({ error: "Cada prato precisa de um preço." })
    .int("Preço em centavos inteiros.")
    .min(1, "O preço precisa ser maior que zero.")
    .max(1_000_000, "Preço alto demais."),
  priceNote: z
    .enum(["a partir de", "combo", "promoção"])
    .nullish()
    .transform((v) => v ?? null),
  /** Our dish the owner confirmed in the preview; undefined keeps the current match. */
  ourDishId: z.number().int().positive().nullish(),
  /** True when the owner said "sem equivalente" in the preview. */
  noEquivalent: z.boolean().optional(),
});
export type MenuDishInput = z.input<typeof menuDishInputSchema>;

export const menuSaveSchema = z.object({
  dishes: z
    .array(menuDishInputSchema)
    .min(1, "Confirme pelo menos um prato.")
    .max(500, "Até 500 pratos por vez."),
  /** The day the prices were seen; today when absent. */
  seenOn: daySchema.nullish().transform((v) => v ?? null),
});
export type MenuSave = z.input<typeof menuSaveSchema>;

export const menuPreviewDishSchema = z.object({
  name: z.string(),
  section: z.string().nullable(),
  size: z.string().nullable(),
  description: z.string().nullable(),
  priceCents: z.number().int(),
  oldPriceCents: z.number().int().nullable(),
  priceNote: z.enum(["a partir de", "combo", "promoção"]).nullable(),
  quantity: z.number().int(),
  /** Already saved for this rival: its current price (the paste may change it). */
  currentPriceCents: z.number().int().nullable(),
  suggestedDishId: z.number().int().nullable(),
});
export const menuPreviewSchema = z.object({
  dishes: z.array(menuPreviewDishSchema),
  notUnderstood: z.array(z.string()),
});
export type MenuPreview = z.infer<typeof menuPreviewSchema>;

export const menuSaveResultSchema = z.object({
  added: z.number().int(),
  changed: z.number().int(),
  unchanged: z.number().int(),
});
export type MenuSaveResult = z.infer<typeof menuSaveResultSchema>;

export const rivalDishPatchSchema = z.object({
  /** Our dish, or null with matchState "sem equivalente". */
  ourDishId: z.number().int().positive().nullish(),
  matchState: z.enum(["confirmado", "sem equivalente"]).optional(),
  /** A price fixed by hand (recorded in the history like a paste). */
  priceCents: z
    .number()
    .int()
    .min(1, "O preço precisa ser maior que zero.")
    .max(1_000_000, "Preço alto demais.")
    .optional(),
  name: z
    .string()
    .trim()
    .min(1, "Informe o nome.")
    .max(160, "O nome pode ter até 160 caracteres.")
    .optional(),
});
export type RivalDishPatch = z.input<typeof rivalDishPatchSchema>;

// ---- settings (fee profile, threshold) --------------------------------------------

export const competitionSettingsSchema = z
  .object({
    /** "Mais caro" alerts when we pass the cheapest rival by more than this percent. */
    thresholdPercent: z.number().min(0, "Use de 0% a 100%.").max(100, "Use de 0% a 100%."),
    presetId: z.string().max(40),
    commissionPercent: z.number().min(0, "Use de 0% a 99%.").max(99, "Use de 0% a 99%."),
    paymentPercent: z.number().min(0, "Use de 0% a 99%.").max(99, "Use de 0% a 99%."),
    /** The margin the lowest suggested price keeps over the food cost (the calculator's). */
    marginPercent: z.number().int().min(0, "Use de 0% a 300%.").max(300, "Use de 0% a 300%."),
    ourDeliveryFeeCents: z.number().int().min(0).max(100_000).nullable(),
  })
  .meta({ id: "CompetitionSettings" });
export type CompetitionSettings = z.infer<typeof competitionSettingsSchema>;

const defaultPreset = FEE_PRESETS[0]!;
export const DEFAULT_COMPETITION_SETTINGS: CompetitionSettings = {
  thresholdPercent: 10,
  presetId: defaultPreset.id,
  commissionPercent: defaultPreset.commissionPercent,
  paymentPercent: defaultPreset.paymentPercent,
  marginPercent: 60,
  ourDeliveryFeeCents: null,
};

export const foodCostSchema = z.object({
  costCents: z.number().int().min(1, "O custo precisa ser maior que zero.").max(1_000_000).nullable(),
});

// ---- the board --------------------------------------------------------------------

export const positionSchema = z.enum(["mais barato", "na média", "mais caro"]);

export const boardRivalPriceSchema = z.object({
  rivalId: z.number().int(),
  rivalName: z.string(),
  rivalDishId: z.number().int(),
  rivalDishName: z.string(),
  priceCents: z.number().int(),
  priceNote: z.string().nullable(),
  gapCents: z.number().int(),
  gapPercent: z.number(),
  /** What we would receive at their price after our fees, and keep after the food cost. */
  receivedCents: z.number().int(),
  leftCents: z.number().int().nullable(),
  sentence: z.string(),
  /** A customer's typical order there: the dish + their delivery fee; below their minimum order or not. */
  deliveryFeeCents: z.number().int().nullable(),
  orderTotalCents: z.number().int(),
  belowMinimum: z.boolean(),
  withClub: z.boolean(),
});

export const boardRowSchema = z.object({
  dishId: z.number().int(),
  dishName: z.string(),
  category: z.string().nullable(),
  ourPriceCents: z.number().int(),
  foodCostCents: z.number().int().nullable(),
  receivedCents: z.number().int(),
  leftCents: z.number().int().nullable(),
  ourOrderTotalCents: z.number().int(),
  position: positionSchema.nullable(),
  rivals: z.array(boardRivalPriceSchema),
  cheapestRivalCents: z.number().int().nullable(),
  /** The lowest price that keeps the margin over the food cost after fees (null without a cost). */
  floorPriceCents: z.number().int().nullable(),
  /** We are the most expensive by more than the owner's threshold. */
  overThreshold: z.boolean(),
});
export type BoardRow = z.infer<typeof boardRowSchema>;

export const competitionAlertSchema = z.object({
  kind: z.enum(["mais caro", "preço mudou", "nova promoção"]),
  text: z.string(),
  dishId: z.number().int().nullable(),
  rivalId: z.number().int().nullable(),
});
export type CompetitionAlert = z.infer<typeof competitionAlertSchema>;

export const boardSchema = z
  .object({
    settings: competitionSettingsSchema,
    feePercent: z.number(),
    rows: z.array(boardRowSchema),
    /** Our dishes without a price: the board cannot place them. */
    unpricedDishes: z.array(z.string()),
    alerts: z.array(competitionAlertSchema),
    rivalCount: z.number().int(),
  })
  .meta({ id: "CompetitionBoard" });
export type Board = z.infer<typeof boardSchema>;

// ---- a dish over time --------------------------------------------------------------

export const dishHistorySchema = z.object({
  dishId: z.number().int(),
  dishName: z.string(),
  ourPriceCents: z.number().int().nullable(),
  series: z.array(
    z.object({
      rivalId: z.number().int(),
      rivalName: z.string(),
      points: z.array(pricePointSchema),
    }),
  ),
});
export type DishHistory = z.infer<typeof dishHistorySchema>;

/** The query the dashboard's promotion generator and price calculator read when opened from the board. */
export const PREFILL_PARAMS = {
  promoDish: "promoDish",
  promoPrice: "promoPrice",
  calcDish: "calcDish",
  calcCost: "calcCost",
} as const;

/** The dashboard's price calculator opened with a dish and, when known, its food cost ("Ajustar preço", the report's dish-margin action). */
export function calculatorHref(dishId: number, foodCostCents: number | null): string {
  const query = new URLSearchParams({ [PREFILL_PARAMS.calcDish]: String(dishId) });
  if (foodCostCents !== null) query.set(PREFILL_PARAMS.calcCost, String(foodCostCents));
  return `/dashboard?${query}#calculadora`;
}

export type CompetitionPrefill = {
  promotion?: { dishId: number; priceCents: number | null };
  calculator?: { dishId: number; costCents: number | null };
};

const positiveInt = (value: string | null): number | null => {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 ? n : null;
};

/** What the dashboard opens prefilled from the board's "Criar promoção" / "Ajustar preço" (a query string). */
export function readPrefill(search: string): CompetitionPrefill {
  const query = new URLSearchParams(search);
  const promoDish = positiveInt(query.get(PREFILL_PARAMS.promoDish));
  const calcDish = positiveInt(query.get(PREFILL_PARAMS.calcDish));
  return {
    ...(promoDish
      ? { promotion: { dishId: promoDish, priceCents: positiveInt(query.get(PREFILL_PARAMS.promoPrice)) } }
      : {}),
    ...(calcDish
      ? { calculator: { dishId: calcDish, costCents: positiveInt(query.get(PREFILL_PARAMS.calcCost)) } }
      : {}),
  };
}
