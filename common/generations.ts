import { GENERATION_KINDS } from "./generators";
import { z } from "./zod";

/** A saved generation (issue 6: nothing an owner liked is lost). */
export const generationSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(GENERATION_KINDS),
    input: z.record(z.string(), z.unknown()),
    output: z.record(z.string(), z.unknown()),
    source: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: "Generation" });
export type Generation = z.infer<typeof generationSchema>;

export const generationListQuerySchema = z.object({
  kind: z.enum(GENERATION_KINDS).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

export const ACCESS_REQUIRED_MESSAGE =
  "Seu teste grátis ou plano terminou. Reative seu plano para voltar a usar os geradores.";
