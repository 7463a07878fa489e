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

/** POST /api/dishes: name and price (SPEC §5); price accepts "29,90" or "29.90". */
export const newDishSchema = z.object({
  name: z.string().trim().min(1, "Informe o nome do prato.").max(120, "O nome pode ter até 120 caracteres."),
  price: z
    .string()
    .trim()
    .min(1, "Informe o preço do prato.")
    .max(20, "Preço inválido.")
    .refine((v) => {
      const cents = parseMoneyToCents(v);
      return cents !== null && cents > 0 && cents <= 10_000_00;
    }, "Preço inválido. Use o formato 29,90.")
    .transform((v) => ((parseMoneyToCents(v) ?? 0) / 100).toFixed(2)),
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

/** PATCH /api/dishes/{id}: the dish's description; blank (or null) clears it. */
export const dishDescriptionSchema = z.object({
  description: z
    .string({ error: "Envie a descrição do prato (vazia para apagar)." })
    .trim()
    .max(DISH_DESCRIPTION_MAX, descriptionTooLong)
    .nullable()
    .transform((v) => (v ? v : null)),
});
export type DishDescription = z.input<typeof dishDescriptionSchema>;

/**
 * How a typed dish name is compared with the saved ones: case, accents and
 * spacing do not count ("  lasanha a BOLONHESA" is "Lasanha à bolonhesa").
 */
export function dishNameKey(name: string): string {
  return name.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase("pt-BR").replace(/\s+/g, " ").trim();
}
