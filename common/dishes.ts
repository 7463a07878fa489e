import { GENERATOR_LIMITS } from "./generators";
import { parseMoneyToCents } from "./pricing";
import { rowIdSchema, z } from "./zod";

/** What a marketplace accepts as a dish description: the same limit the content engine writes under. */
export const DISH_DESCRIPTION_MAX = GENERATOR_LIMITS.dishDescription;
const descriptionTooLong = `A descrição pode ter até ${DISH_DESCRIPTION_MAX} caracteres.`;

export const dishSchema = z
  .object({
    id: z.number().int(),
    restaurantId: z.number().int(),
    name: z.string(),
    description: z.string().nullable(),
    /** Text like the SPEC, always normalised to "29.90". */
    price: z.string().nullable(),
    category: z.string().nullable(),
    views: z.number().int(),
    sales: z.number().int(),
    isActive: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: "Dish" });
export type Dish = z.infer<typeof dishSchema>;

/** GET /api/dishes: the restaurant's dishes, newest first. */
export const dishListSchema = z.array(dishSchema);

const dishNameField = z
  .string({ error: "Informe o nome do prato." })
  .trim()
  .min(1, "Informe o nome do prato.")
  .max(120, "O nome pode ter até 120 caracteres.");
const dishPriceField = z
  .string({ error: "Informe o preço do prato." })
  .trim()
  .min(1, "Informe o preço do prato.")
  .max(20, "Preço inválido.")
  .refine((v) => {
    const cents = parseMoneyToCents(v);
    return cents !== null && cents > 0 && cents <= 10_000_00;
  }, "Preço inválido. Use o formato 29,90.")
  .transform((v) => ((parseMoneyToCents(v) ?? 0) / 100).toFixed(2));

/** POST /api/dishes: name and price (SPEC §5); price accepts "29,90" or "29.90". */
export const newDishSchema = z.object({
  name: dishNameField,
  price: dishPriceField,
  description: z.string().trim().max(DISH_DESCRIPTION_MAX, descriptionTooLong).optional(),
  category: z.string().trim().max(60).optional(),
});
export type NewDish = z.input<typeof newDishSchema>;
/** What POST /api/dishes hands the server, validated and normalised. */
export type NewDishInput = z.output<typeof newDishSchema>;

export const dishIdParamsSchema = z.object({
  // Ids are PostgreSQL integers: anything larger cannot exist and must not reach the query.
  id: rowIdSchema("Prato inválido."),
});

export const DISH_EDIT_MESSAGES = {
  empty: "Envie ao menos um campo para alterar: nome, preço, descrição, categoria ou custo dos ingredientes.",
  description: "Envie a descrição do prato (vazia para apagar).",
  category: "A categoria pode ter até 60 caracteres.",
  foodCost: "O custo dos ingredientes é um valor em centavos, maior que zero (ou vazio para apagar).",
} as const;

const blankAsNull = (v: string | null) => (v ? v : null);

/**
 * PATCH /api/dishes/{id}: edits a dish (an extension of SPEC §5's routes).
 * Any of name, price, description and category; a blank (or null)
 * description or category clears it. `foodCostCents` is the food cost the
 * price calculator computed: it is kept where the competition board reads
 * it (competition_settings.food_costs), null forgets it.
 */
export const dishPatchSchema = z
  .object({
    name: dishNameField.optional(),
    price: dishPriceField.optional(),
    description: z
      .string({ error: DISH_EDIT_MESSAGES.description })
      .trim()
      .max(DISH_DESCRIPTION_MAX, descriptionTooLong)
      .nullable()
      .transform(blankAsNull)
      .optional(),
    category: z
      .string({ error: DISH_EDIT_MESSAGES.category })
      .trim()
      .max(60, DISH_EDIT_MESSAGES.category)
      .nullable()
      .transform(blankAsNull)
      .optional(),
    foodCostCents: z
      .number({ error: DISH_EDIT_MESSAGES.foodCost })
      .int(DISH_EDIT_MESSAGES.foodCost)
      .min(1, DISH_EDIT_MESSAGES.foodCost)
      .max(1_000_000, DISH_EDIT_MESSAGES.foodCost)
      .nullable()
      .optional(),
  })
  .refine((p) => Object.values(p).some((v) => v !== undefined), { message: DISH_EDIT_MESSAGES.empty });
export type DishPatch = z.input<typeof dishPatchSchema>;
export type DishPatchInput = z.output<typeof dishPatchSchema>;

/**
 * How a typed dish name is compared with the saved ones: case, accents and
 * spacing do not count ("  lasanha a BOLONHESA" is "Lasanha à bolonhesa").
 */
export function dishNameKey(name: string): string {
  return name.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase("pt-BR").replace(/\s+/g, " ").trim();
}
