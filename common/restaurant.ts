import { RESTAURANT_CATEGORIES } from "./constants";
import { pausedTeamSchema } from "./team";
import { rowIdSchema, z } from "./zod";

export const LOGO_MAX_BYTES = 5 * 1024 * 1024;
/** A 5 MB image grows by a third in base64, plus the data-URL prefix. */
export const LOGO_BODY_LIMIT_BYTES = 7 * 1024 * 1024;
/** The side of the square WebP every logo is re-encoded to. */
export const LOGO_SIZE_PX = 256;
/** Where a stored logo is served (restaurant_logos, by the SHA-256 of its bytes): what logoUrl carries. */
export const logoUrlOf = (hash: string) => `/api/logos/${hash}.webp`;
export const STORED_LOGO_URL = /^\/api\/logos\/([0-9a-f]{64})\.webp$/;
export const LOGO_FORMAT_MESSAGE = "O logo deve ser uma imagem PNG, JPG ou WebP.";
const LOGO_DATA_URL_PREFIX = /^data:image\/(?:png|jpeg|webp);base64,/;
/** One character out of place is searched for, never the payload matched whole (see logoPayloadOf). */
const NOT_BASE64 = /[^A-Za-z0-9+/=]/;

/**
 * The base64 payload of a PNG, JPEG or WebP data URL, or null. The prefix is
 * matched on its own and the payload sliced off: an anchored pattern run over
 * a 7 MB payload backtracked deep enough to overflow V8's regex stack in a
 * busy process, a 500 where the answer is "too big" (decision 059).
 */
export function logoPayloadOf(url: string): string | null {
  const prefix = LOGO_DATA_URL_PREFIX.exec(url.slice(0, 32));
  if (!prefix) return null;
  const payload = url.slice(prefix[0].length);
  return payload && !NOT_BASE64.test(payload) ? payload : null;
}

export const ONBOARDING_MESSAGE = "Por favor, preencha nome e categoria do restaurante";

export const restaurantSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    type: z.string(),
    /** The logo's own URL (/api/logos/<hash>.webp), never its bytes. */
    logoUrl: z.string().nullable(),
    isOnboarded: z.boolean(),
  })
  .meta({ id: "Restaurant" });
export type Restaurant = z.infer<typeof restaurantSchema>;

/** GET /api/restaurant: the acting restaurant, or null before onboarding. */
export const currentRestaurantSchema = restaurantSchema.nullable();

export const restaurantCategorySchema = z.enum(RESTAURANT_CATEGORIES, {
  error: "Escolha uma categoria da lista.",
});

/** POST /api/restaurant and POST /api/restaurants (SPEC §7). */
export const saveRestaurantSchema = z.object({
  name: z.string().trim().min(1, ONBOARDING_MESSAGE).max(120, "O nome pode ter até 120 caracteres."),
  type: z.string().trim().min(1, ONBOARDING_MESSAGE).pipe(restaurantCategorySchema),
  /** A new image as a data URL (SPEC), or the URL of the logo already saved (what GET answered). */
  logoUrl: z
    .string()
    .max(LOGO_BODY_LIMIT_BYTES)
    .refine((url) => STORED_LOGO_URL.test(url) || logoPayloadOf(url) !== null, LOGO_FORMAT_MESSAGE)
    .nullish()
    .or(z.literal("")),
  isOnboarded: z.boolean().optional(),
});
export type SaveRestaurant = z.infer<typeof saveRestaurantSchema>;

export const restaurantListSchema = z.object({
  restaurants: z.array(restaurantSchema),
  currentId: z.number().int().nullable(),
  maxRestaurants: z.number().int(),
  /** The user's own stores, what the plan's limit counts (team stores are listed, not counted). */
  ownedCount: z.number().int(),
  planName: z.string().nullable(),
  /** The user's own stores beyond the plan (oldest stays writable): they read, but do not change (decision 030). */
  readOnlyIds: z.array(z.number().int()),
  /** Teams the user joined whose owner's plan no longer includes the team: access paused. */
  pausedTeams: z.array(pausedTeamSchema),
});
export type RestaurantList = z.infer<typeof restaurantListSchema>;

export const restaurantIdParamsSchema = z.object({
  id: rowIdSchema("Restaurante inválido."),
});

/** GET /api/logos/:file */
export const logoParamsSchema = z.object({ file: z.string().max(100) });
