import { z } from "./zod";

/*
 * The owner's own facts (issue 28): the contact channels a reply may offer the
 * customer (by value: a channel the owner has not given is never offered) and
 * the claims a text may make about the food. Without a confirmed claim, no
 * generated text says it: precision comes before recall.
 */

/** What an owner may confirm about the food or the service, and the words each allows in generated texts. */
export const RESTAURANT_CLAIMS = {
  madeToOrder: { label: "Preparado na hora do pedido", allows: ["feito na hora", "preparado na hora"] },
  homemadeDough: { label: "Massa feita na casa", allows: ["massa caseira", "massa feita na casa"] },
  homemadeSauce: { label: "Molho feito na casa", allows: ["molho caseiro", "molho da casa"] },
  freshIngredients: { label: "Ingredientes frescos todo dia", allows: ["fresco", "frescos", "fresquinho"] },
  homemade: { label: "Comida caseira", allows: ["caseiro", "caseira", "caseirinho"] },
  ownDelivery: { label: "Entrega própria", allows: ["entrega própria", "nossos entregadores"] },
  noPreservatives: { label: "Sem conservantes", allows: ["sem conservantes"] },
  artisanal: { label: "Produção artesanal", allows: ["artesanal", "artesanais"] },
} as const;
export type RestaurantClaim = keyof typeof RESTAURANT_CLAIMS;
export const RESTAURANT_CLAIM_KEYS = Object.keys(RESTAURANT_CLAIMS) as [
  RestaurantClaim,
  ...RestaurantClaim[],
];

/** The marketplace's window to answer a review (iFood's review API: 5 days); the owner may change it. */
export const DEFAULT_REVIEW_REPLY_DAYS = 5;
export const REVIEW_REPLY_DAYS_MAX = 30;

export const restaurantFactsSchema = z
  .object({
    contactWhatsapp: z.string().nullable().describe("WhatsApp da loja, só dígitos com DDD"),
    contactPhone: z.string().nullable().describe("Telefone da loja, só dígitos com DDD"),
    contactEmail: z.string().nullable(),
    confirmedClaims: z.array(z.enum(RESTAURANT_CLAIM_KEYS)),
    reviewReplyDays: z.number().int().min(1).max(REVIEW_REPLY_DAYS_MAX),
  })
  .meta({ id: "RestaurantFacts" });
export type RestaurantFacts = z.infer<typeof restaurantFactsSchema>;

/** Facts of a restaurant that has given none: no channel, no claim, the marketplace's window. */
export const NO_FACTS: RestaurantFacts = {
  contactWhatsapp: null,
  contactPhone: null,
  contactEmail: null,
  confirmedClaims: [],
  reviewReplyDays: DEFAULT_REVIEW_REPLY_DAYS,
};
