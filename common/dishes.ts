import { parseMoneyToCents } from "./pricing";
import { z } from "./zod";

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
  description: z.string().trim().max(1000, "A descrição pode ter até 1000 caracteres.").optional(),
  category: z.string().trim().max(60).optional(),
});
export type NewDish = z.input<typeof newDishSchema>;

export const dishIdParamsSchema = z.object({ id: z.coerce.number().int().positive("Prato inválido.") });
