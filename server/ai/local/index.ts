import {
  dishContentResultSchema,
  menuResultSchema,
  promotionResultSchema,
  reviewReplyResultSchema,
} from "../../../common/generators";
import { type ContentEngine, LOCAL_ENGINE_SOURCE } from "../engine";
import { describeDish } from "./describeDish";
import { createPromotion } from "./createPromotion";
import { rngFor } from "./random";
import { replyToReview } from "./replyToReview";
import { suggestMenu } from "./suggestMenu";

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
      return dishContentResultSchema.parse({ content: describeDish(input, rng, options.restaurant), source });
    },
    async createPromotion(input, options = {}) {
      const rng = rngFor(options.seed, `promotion|${input.goal ?? ""}|${input.businessType ?? ""}`);
      return promotionResultSchema.parse({ ...createPromotion(input, rng, options.restaurant), source });
    },
    async suggestMenu(input, options = {}) {
      const rng = rngFor(options.seed, `menu|${input.restaurantType ?? ""}`);
      return menuResultSchema.parse({ dishes: suggestMenu(input, rng, options.restaurant), source });
    },
    async replyToReview(input, options = {}) {
      const rng = rngFor(options.seed, `response|${input.reviewText}`);
      return reviewReplyResultSchema.parse({ response: replyToReview(input, rng, options.restaurant), source });
    },
  };
}
