import OpenAI from "openai";
import {
  GENERATOR_LIMITS,
  generateContentResponseSchema,
  generatedPromotionSchema,
  generateMenuResponseSchema,
  generateResponseResponseSchema,
} from "../../common/generators";
import type { z } from "../../common/zod";
import type { ContentEngine, EngineCallOptions } from "./engine";
import { formatBrl, priceToCents } from "./local/money";
import { fitSentences } from "./local/text";
import {
  type ChatMessage,
  createPromotionPrompt,
  describeDishPrompt,
  replyToReviewPrompt,
  suggestMenuPrompt,
} from "./prompts";

/** The part of a pino/Fastify logger the engine uses. */
export type EngineLogger = { warn(obj: Record<string, unknown>, msg: string): void };

export type OpenAiEngineOptions = {
  baseUrl: string;
  apiKey: string;
  model: string;
  /** Per attempt; 15 s by default. */
  timeoutMs?: number;
  /** Extra attempts after the first failure; 1 by default. */
  retries?: number;
  /** Answers when the model cannot: timeout, HTTP error, malformed or invalid JSON. */
  fallback: ContentEngine;
  logger: EngineLogger;
};

export const DEFAULT_AI_TIMEOUT_MS = 15_000;

class ModelAnswerError extends Error {
  override name = "ModelAnswerError";
}

/** The JSON object in a model's answer, tolerating the ```json fences some models add. */
function parseJsonAnswer(text: string | null | undefined): unknown {
  if (!text) throw new ModelAnswerError("resposta vazia");
  const unfenced = text.replace(/^\s*```(?:json)?\s*/i, "").replace(/\s*```\s*$/, "");
  const start = unfenced.indexOf("{");
  const end = unfenced.lastIndexOf("}");
  if (start < 0 || end <= start) throw new ModelAnswerError("sem objeto JSON");
  try {
    return JSON.parse(unfenced.slice(start, end + 1));
  } catch {
    throw new ModelAnswerError("JSON malformado");
  }
}

/** Text a model may leave unfinished: a template hole is worse than the local engine's answer. */
function assertNoHoles(value: unknown): void {
  const text = JSON.stringify(value);
  if (
    /\bundefined\b|\bnull\b|\{[^}"]*\}|\[(nome|produto|prato|restaurante)[^\]]*\]/i.test(
      text.replace(/\\"/g, ""),
    )
  ) {
    throw new ModelAnswerError("texto com lacunas");
  }
}

/** What people would fix by hand before validation rejects it: an overlong description, "42.9" as a price. */
function tidyMenu(value: unknown): unknown {
  if (typeof value !== "object" || value === null || !Array.isArray((value as { dishes?: unknown }).dishes))
    return value;
  const dishes = ((value as { dishes: unknown[] }).dishes as Record<string, unknown>[])
    .slice(0, GENERATOR_LIMITS.menuMaxDishes)
    .map((d) => {
      const cents =
        typeof d.price === "number" ? Math.round(d.price * 100) : priceToCents(String(d.price ?? ""));
      const description = String(d.description ?? "");
      return {
        name: d.name,
        description: fitSentences([description], GENERATOR_LIMITS.menuDishDescription),
        price: cents ? formatBrl(cents) : d.price,
      };
    });
  return { dishes };
}

function reason(error: unknown): Record<string, unknown> {
  if (error instanceof OpenAI.APIConnectionTimeoutError) return { reason: "timeout" };
  if (error instanceof OpenAI.APIError) return { reason: "http", status: error.status };
  if (error instanceof ModelAnswerError) return { reason: "answer", detail: error.message };
  if (error instanceof Error && error.name === "ZodError") return { reason: "schema" };
  return { reason: error instanceof Error ? error.name : "unknown" };
}

/**
 * The content engine backed by any OpenAI-compatible chat endpoint (OpenAI,
 * Ollama, vLLM, llama.cpp server). Each call gets a timeout and one retry;
 * any failure falls back to the local engine, so the user never sees a 5xx.
 * Logs say what failed, never the prompt (it holds reviews and restaurant data).
 */
export function createOpenAiEngine(options: OpenAiEngineOptions): ContentEngine {
  const { model, fallback, logger } = options;
  const timeout = options.timeoutMs ?? DEFAULT_AI_TIMEOUT_MS;
  const attempts = 1 + (options.retries ?? 1);
  const client = new OpenAI({ baseURL: options.baseUrl, apiKey: options.apiKey, timeout, maxRetries: 0 });

  async function ask<S extends z.ZodType>(
    kind: string,
    messages: ChatMessage[],
    schema: S,
    adjust: (value: unknown) => unknown,
    local: () => Promise<z.infer<S> & { source: string }>,
  ): Promise<z.infer<S> & { source: string }> {
    for (let attempt = 1; attempt <= attempts; attempt++) {
      try {
        const completion = await client.chat.completions.create(
          { model, messages, response_format: { type: "json_object" }, temperature: 0.8 },
          { timeout, maxRetries: 0 },
        );
        const value = adjust(parseJsonAnswer(completion.choices[0]?.message?.content));
        assertNoHoles(value);
        const parsed = schema.parse(value) as z.infer<S> & object;
        return { ...parsed, source: model };
      } catch (error) {
        logger.warn(
          { kind, model, attempt, ...reason(error) },
          "modelo de IA falhou; usando outra tentativa ou o motor embutido",
        );
      }
    }
    return local();
  }

  const keep = (value: unknown) => value;
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
      ask("response", replyToReviewPrompt(input, opts.restaurant), generateResponseResponseSchema, keep, () =>
        fallback.replyToReview(input, opts),
      ),
  };
}
