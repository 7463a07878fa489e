import type {
  DishContentFormat,
  DishContentResult,
  MenuResult,
  PromotionGoalOrObjective,
  PromotionResult,
  ReviewReplyResult,
} from "../../common/generators";
import type { RestaurantFacts } from "../../common/restaurantFacts";
import type { ReviewPointRequest } from "../../common/reviewPoints";

/**
 * The content engine: the four generators behind SPEC §7's generate calls.
 * Two implementations: the built-in Portuguese engine (local/, the default and
 * the fallback) and an OpenAI-compatible model (openai.ts). Routes pick one with
 * createContentEngine(config, logger) and never care which answered, except to
 * save `source` beside the generation.
 */

/** What the engine may know about the caller's restaurant; every part is optional. */
export type RestaurantContext = {
  name: string;
  /** The restaurant's category (SPEC §9), e.g. "pizzaria". */
  type?: string | undefined;
  /** Its real dishes; price as stored ("29.90") or typed ("R$ 29,90"). */
  dishes?: readonly RestaurantDish[] | undefined;
  metrics?: RestaurantMetrics | undefined;
  /**
   * The owner's own facts (issue 28): replies offer only these contact
   * channels, and texts make only the confirmed claims. Absent: none of either.
   */
  facts?: RestaurantFacts | undefined;
};

export type RestaurantDish = {
  name: string;
  price?: string | null | undefined;
  description?: string | null | undefined;
  /** Units sold, when known; the best seller is the natural dish to promote. */
  sales?: number | undefined;
};

/** Recent figures (e.g. the last 4 weeks); money in integer cents of R$. */
export type RestaurantMetrics = {
  averageTicketCents?: number | null | undefined;
  orderCount?: number | undefined;
  repeatCustomers?: number | undefined;
  rating?: number | null | undefined;
};

export type EngineCallOptions = {
  restaurant?: RestaurantContext | undefined;
  /**
   * Same seed and same input give the same text (the local engine); without
   * one every call draws a fresh seed, so "Gerar outra" gives another text.
   */
  seed?: number | undefined;
};

export type DescribeDishInput = {
  dishName: string;
  businessType?: string | undefined;
  /** Defaults to "description" (fits a marketplace's dish description). */
  format?: DishContentFormat | undefined;
};

export type CreatePromotionInput = {
  goal?: PromotionGoalOrObjective | undefined;
  businessType?: string | undefined;
  /** The restaurant dish the owner chose to promote; without it, the best seller. */
  dish?: RestaurantDish | undefined;
};

export type SuggestMenuInput = {
  /** Empty: the restaurant's own type, else a Brazilian home-cooking menu. */
  restaurantType?: string | undefined;
};

export type ReplyToReviewInput = {
  reviewText: string;
  businessType?: string | undefined;
  /** The points to answer as the owner left them; without them, the points read in the review. */
  points?: readonly ReviewPointRequest[] | undefined;
};

export type ContentEngine = {
  /** "local" or the model's name; the same value the results carry as `source`. */
  readonly name: string;
  describeDish(input: DescribeDishInput, options?: EngineCallOptions): Promise<DishContentResult>;
  createPromotion(input: CreatePromotionInput, options?: EngineCallOptions): Promise<PromotionResult>;
  suggestMenu(input: SuggestMenuInput, options?: EngineCallOptions): Promise<MenuResult>;
  replyToReview(input: ReplyToReviewInput, options?: EngineCallOptions): Promise<ReviewReplyResult>;
};

export const LOCAL_ENGINE_SOURCE = "local";
