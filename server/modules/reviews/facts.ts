import { eq } from "drizzle-orm";
import {
  RESTAURANT_CLAIM_KEYS,
  type RestaurantClaim,
  type RestaurantFacts,
} from "../../../common/restaurantFacts";
import type { restaurantFactsInputSchema } from "../../../common/restaurantFactsInput";
import type { z } from "../../../common/zod";
import type { Db } from "../../db/open";
import { restaurants } from "../../db/schema";
import { notFound } from "../../http/errors";
import { type Actor, assertOwnerMay } from "../team/public";

const factColumns = {
  contactWhatsapp: restaurants.contactWhatsapp,
  contactPhone: restaurants.contactPhone,
  contactEmail: restaurants.contactEmail,
  confirmedClaims: restaurants.confirmedClaims,
  reviewReplyDays: restaurants.reviewReplyDays,
};

/** The owner's facts of the acting restaurant; a claim no longer offered is dropped from the answer. */
export async function readFacts(db: Db, restaurantId: number): Promise<RestaurantFacts> {
  const [row] = await db.select(factColumns).from(restaurants).where(eq(restaurants.id, restaurantId));
  if (!row) throw notFound();
  return {
    ...row,
    confirmedClaims: row.confirmedClaims.filter((c): c is RestaurantClaim =>
      (RESTAURANT_CLAIM_KEYS as readonly string[]).includes(c),
    ),
  };
}

/** Only the owner changes them (a member gets the 403 saying so). */
export async function saveFacts(
  db: Db,
  restaurantId: number,
  actor: Actor,
  input: z.output<typeof restaurantFactsInputSchema>,
  now: Date,
): Promise<RestaurantFacts> {
  assertOwnerMay(actor, "editRestaurantFacts");
  await db
    .update(restaurants)
    .set({ ...input, updatedAt: now })
    .where(eq(restaurants.id, restaurantId));
  return readFacts(db, restaurantId);
}
