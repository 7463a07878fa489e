import OpenAI from "openai";
import type { z } from "../../common/zod";
import { AI_BREAKER, callBudget, MIN_ATTEMPT_MS } from "./callBudget";
import { createCircuitBreaker } from "./circuitBreaker";
import { assertNoHoles, ModelAnswerError, parseJsonAnswer } from "./modelAnswer";
import type { ChatMessage } from "./prompts";
import { ReplyCheckError } from "./replyCheck";

/** The part of a pino/Fastify logger the engine uses. */
export type EngineLogger = {
  warn(obj: Record<string, unknown>, msg: string): void;
  info(obj: Record<string, unknown>, msg: string): void;
};

export type ModelOptions = {
  baseUrl: string;
  apiKey: string;
  model: string;
  /** Total wait for the model per generation, retries included; DEFAULT_AI_BUDGET_MS by default. */
  budgetMs?: number;
  /** Longest single attempt, within the budget; the whole budget by default. */
  timeoutMs?: number;
  /** Extra attempts after a failure, while the budget lasts; 1 by default. */
  retries?: number;
  /** The circuit breaker's clock (ms); tests move it instead of waiting a minute. */
  now?: () => number;
  logger: EngineLogger;
};

function reason(error: unknown): Record<string, unknown> {
  if (error instanceof OpenAI.APIConnectionTimeoutError || error instanceof OpenAI.APIUserAbortError)
    return { reason: "timeout" };
  if (error instanceof OpenAI.APIError) return { reason: "http", status: error.status };
  if (error instanceof ModelAnswerError) return { reason: "answer", detail: error.message };
  // Rules and topics only: the matched words may quote the review.
  if (error instanceof ReplyCheckError)
    return {
      reason: "check",
      rules: error.problems.map((p) => (p.rule === "point" ? `point:${p.detail}` : p.rule)),
    };
  if (error instanceof Error && error.name === "ZodError") return { reason: "schema" };
  return { reason: error instanceof Error ? error.name : "unknown" };
}

/**
 * One question to the model, as a function: a time budget shared by the
 * attempts, a circuit breaker that skips an unreachable endpoint for a
 * minute, and `local()` (the built-in engine) whenever no valid answer came.
 */
export function createModelAsker(options: ModelOptions) {
  const { model, logger } = options;
  const budget = callBudget(options);
  const attempts = 1 + (options.retries ?? 1);
  const client = new OpenAI({
    baseURL: options.baseUrl,
    apiKey: options.apiKey,
    timeout: budget.attemptMs,
    maxRetries: 0,
  });
  const breaker = createCircuitBreaker({
    ...AI_BREAKER,
    now: options.now ?? Date.now,
    onOpen: () =>
      logger.warn(
        { model, skipForMs: AI_BREAKER.openMs },
        "modelo de IA fora do ar; o motor embutido responde sozinho por enquanto",
      ),
    onClose: () => logger.info({ model }, "modelo de IA voltou a responder"),
  });

  return async function ask<S extends z.ZodType>(
    kind: string,
    messages: ChatMessage[],
    schema: S,
    adjust: (value: unknown) => unknown,
    local: () => Promise<z.infer<S> & { source: string }>,
  ): Promise<z.infer<S> & { source: string }> {
    const deadline = performance.now() + budget.totalMs;
    for (let attempt = 1; attempt <= attempts; attempt++) {
      const left = deadline - performance.now();
      if (left < MIN_ATTEMPT_MS || !breaker.allows()) break;
      const wait = Math.floor(Math.min(budget.attemptMs, left));
      try {
        const completion = await client.chat.completions
          .create(
            { model, messages, response_format: { type: "json_object" }, temperature: 0.8 },
            // The SDK's timeout stops at the headers; the signal also cuts a body that never ends.
            { timeout: wait, signal: AbortSignal.timeout(wait), maxRetries: 0 },
          )
          .then(
            (answer) => {
              breaker.success();
              return answer;
            },
            // No answer at all (timeout, connection, HTTP error) counts against the endpoint;
            // an answer that fails our checks below does not: the endpoint is up.
            (error: unknown) => {
              breaker.failure();
              throw error;
            },
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
  };
}
