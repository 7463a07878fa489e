import {
  dishContentResultSchema,
  menuResultSchema,
  promotionResultSchema,
  reviewReplyResultSchema,
} from "../../../common/generators";
import { type ContentEngine, LOCAL_ENGINE_SOURCE } from "../engine";
import { LAST_RESORT } from "./data/lastResort";
import { withoutUnconfirmedClaims } from "./engine/claims";
import { createPromotion } from "./engine/createPromotion";
import { describeDish } from "./engine/describeDish";
import { rngFor } from "./engine/random";
import { replyToReview } from "./engine/replyToReview";
import { suggestMenu } from "./engine/suggestMenu";

/**
 * Runs a generator; if it ever throws (a bug: the tests call the generators
 * directly, so they do see it), answers a plain, correct text instead, so no
 * input can turn into a 500 for the owner.
 */
function safely<T>(generate: () => T, lastResort: () => T): T {
  try {
    return generate();
  } catch {
    return lastResort();
  }
}

/**
 * The built-in Portuguese engine: no network, well under a millisecond a
 * call, deterministic for a given seed. Every answer is checked against the
 * same schemas as the HTTP answers, so a bug shows up here and not in a page.
 */
export function createLocalEngine(): ContentEngine {
  const source = LOCAL_ENGINE_SOURCE;
  return {
    name: source,
    async describeDish(input, options = {}) {
      const rng = rngFor(options.seed, `content|${input.format ?? ""}|${input.dishName}`);
      const claims = options.restaurant?.facts?.confirmedClaims ?? [];
      return safely(
        () =>
          dishContentResultSchema.parse({
            // The writer already avoids unconfirmed claims; this catches a hashtag or a line that slips.
            content: withoutUnconfirmedClaims(
              describeDish(input, rng, options.restaurant),
              claims,
              input.dishName,
            ),
            source,
          }),
        () => ({ content: LAST_RESORT.content(input.dishName), source }),
      );
    },
    async createPromotion(input, options = {}) {
      const rng = rngFor(options.seed, `promotion|${input.goal ?? ""}|${input.businessType ?? ""}`);
      const claims = options.restaurant?.facts?.confirmedClaims ?? [];
      return safely(
        () => {
          const p = createPromotion(input, rng, options.restaurant);
          const dish = input.dish?.name ?? "";
          return promotionResultSchema.parse({
            ...p,
            description: withoutUnconfirmedClaims(p.description, claims, dish) || p.title,
            source,
          });
        },
        () => ({ ...LAST_RESORT.promotion, source }),
      );
    },
    async suggestMenu(input, options = {}) {
      const rng = rngFor(options.seed, `menu|${input.restaurantType ?? ""}`);
      const claims = options.restaurant?.facts?.confirmedClaims ?? [];
      return safely(
        () =>
          menuResultSchema.parse({
            dishes: suggestMenu(input, rng, options.restaurant).map((d) => ({
              ...d,
              description: withoutUnconfirmedClaims(d.description, claims, d.name),
            })),
            source,
          }),
        () => ({ dishes: [...LAST_RESORT.menu], source }),
      );
    },
    async replyToReview(input, options = {}) {
      const rng = rngFor(options.seed, `response|${input.reviewText}`);
      return safely(
        () =>
          reviewReplyResultSchema.parse({ response: replyToReview(input, rng, options.restaurant), source }),
        () => ({ response: LAST_RESORT.response(options.restaurant?.name), source }),
      );
    },
  };
}
