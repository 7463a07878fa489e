import type { AppConfig } from "../config";
import type { ModelOptions } from "./askModel";
import type { ContentEngine } from "./engine";
import { createLocalEngine } from "./local";
import { createOpenAiEngine, type EngineLogger } from "./openai";

/** Time budget, retries and the breaker's clock; the defaults suit production. */
export type ModelCallOptions = Pick<ModelOptions, "budgetMs" | "timeoutMs" | "retries" | "now">;

export type ContentEngines = {
  /** The engine chosen by config: the model when AI_BASE_URL/AI_MODEL are set, else the built-in one. */
  engine: ContentEngine;
  /** Always the built-in engine (anonymous callers such as the landing demo get only this). */
  local: ContentEngine;
};

/**
 * Picks the content engine from the configuration. The built-in Portuguese
 * engine is always there: it answers on its own when no model is configured
 * and takes over whenever the model fails.
 */
export function createContentEngine(
  config: Pick<AppConfig, "ai">,
  logger: EngineLogger,
  options: ModelCallOptions = {},
): ContentEngine {
  return createContentEngines(config, logger, options).engine;
}

/** Both engines at once, for routes that give anonymous callers the built-in one only. */
export function createContentEngines(
  config: Pick<AppConfig, "ai">,
  logger: EngineLogger,
  options: ModelCallOptions = {},
): ContentEngines {
  const local = createLocalEngine();
  if (!config.ai) return { engine: local, local };
  return {
    engine: createOpenAiEngine({ ...config.ai, ...options, fallback: local, logger }),
    local,
  };
}
