import {
  dishContentResultSchema,
  menuResultSchema,
  promotionResultSchema,
  reviewReplyResultSchema,
} from "../../../common/generators";
import { type ContentEngine, LOCAL_ENGINE_SOURCE } from "../engine";
import { LAST_RESORT } from "./data/lastResort";
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
      return safely(
        () =>
          dishContentResultSchema.parse({ content: describeDish(input, rng, options.restaurant), source }),
        () => ({ content: LAST_RESORT.content(input.dishName), source }),
      );
    },
    async createPromotion(input, options = {}) {
      const rng = rngFor(options.seed, `promotion|${input.goal ?? ""}|${input.businessType ?? ""}`);
      return safely(
        () => promotionResultSchema.parse({ ...createPromotion(input, rng, options.restaurant), source }),
        () => ({ ...LAST_RESORT.promotion, source }),
      );
    },
    async suggestMenu(input, options = {}) {
      const rng = rngFor(options.seed, `menu|${input.restaurantType ?? ""}`);
      return safely(
        () => menuResultSchema.parse({ dishes: suggestMenu(input, rng, options.restaurant), source }),
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
