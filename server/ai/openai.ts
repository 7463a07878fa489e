import {
  GENERATOR_LIMITS,
  generateContentResponseSchema,
  generatedPromotionSchema,
  generateMenuResponseSchema,
  generateResponseResponseSchema,
} from "../../common/generators";
import { createModelAsker, type ModelOptions } from "./askModel";
import type { ContentEngine, EngineCallOptions } from "./engine";
import { contactsOf } from "./local/engine/reviews/contact";
import { fitSentences } from "./local/engine/text";
import { tidyMenu } from "./modelAnswer";
import { createPromotionPrompt, describeDishPrompt, replyToReviewPrompt, suggestMenuPrompt } from "./prompts";
import { checkedReply } from "./replyCheck";

export type { EngineLogger } from "./askModel";

export type OpenAiEngineOptions = ModelOptions & {
  /** Answers when the model cannot: timeout, HTTP error, malformed or invalid JSON. */
  fallback: ContentEngine;
};

/**
 * The content engine backed by any OpenAI-compatible chat endpoint (OpenAI,
 * Ollama, vLLM, llama.cpp server). Each call gets one time budget for all its
 * attempts; any failure falls back to the local engine, so the user never
 * sees a 5xx. An endpoint that stops answering is skipped for a minute after
 * three failed attempts in a row (circuit breaker), so a down model costs
 * nothing while it is down. Logs say what failed, never the prompt (it holds
 * reviews and restaurant data). A reply to a review is also checked the way
 * an owner would read it (checkedReply): one that misses a point or breaks a
 * food-safety rule counts as a failed attempt, so the model gets one more try
 * within the budget and then the built-in engine answers.
 */
export function createOpenAiEngine(options: OpenAiEngineOptions): ContentEngine {
  const { model, fallback } = options;
  const ask = createModelAsker(options);
  // The landing demo reads a one-line `promotion`; models are not asked for it.
  const withSummary = (value: unknown) => {
    const v = value as { title?: unknown; description?: unknown; promotion?: unknown };
    if (typeof v?.title !== "string" || typeof v.description !== "string" || v.promotion) return value;
    const summary = `${v.title}! ${v.description}`;
    return { ...v, promotion: summary.length <= GENERATOR_LIMITS.promotionSummary ? summary : v.title };
  };

  return {
    name: model,
    describeDish: (input, opts: EngineCallOptions = {}) => {
      const max = input.format === "post" ? GENERATOR_LIMITS.socialPost : GENERATOR_LIMITS.dishDescription;
      const fit = (value: unknown) => {
        const content = (value as { content?: unknown })?.content;
        return typeof content === "string" && content.length > max
          ? { content: fitSentences(content.split(/(?<=[.!?])\s+/), max) }
          : value;
      };
      return ask(
        "content",
        describeDishPrompt(input, opts.restaurant),
        generateContentResponseSchema,
        fit,
        () => fallback.describeDish(input, opts),
      );
    },
    createPromotion: (input, opts: EngineCallOptions = {}) =>
      ask(
        "promotion",
        createPromotionPrompt(input, opts.restaurant),
        generatedPromotionSchema,
        withSummary,
        () => fallback.createPromotion(input, opts),
      ),
    suggestMenu: (input, opts: EngineCallOptions = {}) =>
      ask("menu", suggestMenuPrompt(input, opts.restaurant), generateMenuResponseSchema, tidyMenu, () =>
        fallback.suggestMenu(input, opts),
      ),
    replyToReview: (input, opts: EngineCallOptions = {}) =>
      ask(
        "response",
        replyToReviewPrompt(input, opts.restaurant),
        generateResponseResponseSchema,
        checkedReply(input, contactsOf(opts.restaurant)),
        () => fallback.replyToReview(input, opts),
      ),
  };
}
