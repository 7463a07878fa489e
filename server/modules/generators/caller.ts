import type { FastifyInstance, FastifyRequest } from "fastify";
import { ACCESS_REQUIRED_MESSAGE } from "../../../common/generations";
import type { Restaurant } from "../../../common/restaurant";
import type { ContentEngine, RestaurantContext } from "../../ai/engine";
import type { AppContext } from "../../context";
import { clientNetworkKey } from "../../http/clientNetwork";
import { AppError } from "../../http/errors";
import { actingRestaurant, assertStoreWritable } from "../../requestContext/actingStore";
import { modelGate } from "./modelGate";
import { restaurantContext, userHasAccess } from "./service";

export type Caller = {
  engine: ContentEngine;
  /** Present for signed-in users with a restaurant: context for the engine and where history goes. */
  restaurant?: Restaurant;
  context?: RestaurantContext;
};

const MINUTE_MS = 60_000;

/**
 * Who is asking decides the engine and the limit (issue 6): visitors (the
 * landing demo, Resources) get the built-in engine under a tight per-IP limit;
 * signed-in users with a running trial or plan get their restaurant's context
 * and history under a per-user limit, and the configured model while their
 * email is confirmed and the model budgets last (modelGate); others get a 402.
 * A team member working in the owner's restaurant is covered by the owner's plan.
 */
export function callerResolver(app: FastifyInstance, ctx: AppContext) {
  // Keys name their purpose: a shared store (RATE_LIMIT_STORE=database) keeps every limit's counters apart.
  const demoLimit = app.createRateLimit({
    max: ctx.config.aiDemoRateLimitPerMinute,
    timeWindow: MINUTE_MS,
    keyGenerator: (request) => `ai-demo:${clientNetworkKey(request.ip)}`,
  });
  const userLimit = app.createRateLimit({
    max: ctx.config.aiRateLimitPerMinute,
    timeWindow: MINUTE_MS,
    keyGenerator: (request) => `ai-user:${request.session?.userId ?? clientNetworkKey(request.ip)}`,
  });

  const chooseEngine = modelGate(app, ctx);

  async function enforce(limit: typeof demoLimit, request: FastifyRequest): Promise<void> {
    const result = await limit(request);
    if (!result.isAllowed && result.isExceeded) {
      throw new AppError(
        429,
        "RATE_LIMITED",
        "Muitas gerações em pouco tempo. Espere um minuto e tente de novo.",
        {
          "retry-after": String(result.ttlInSeconds),
        },
      );
    }
  }

  return async (request: FastifyRequest): Promise<Caller> => {
    const userId = request.session?.userId;
    const db = ctx.database.db;
    const now = ctx.now();
    if (!userId) {
      await enforce(demoLimit, request);
      return { engine: ctx.engines.local };
    }
    const acting = await actingRestaurant(db, userId, request.session?.currentRestaurantId);
    // In a team's restaurant the owner's plan pays for the work; everywhere else the user's own.
    if (!(await userHasAccess(db, acting?.ownerId ?? userId, now))) {
      throw new AppError(402, "SUBSCRIPTION_REQUIRED", ACCESS_REQUIRED_MESSAGE);
    }
    // A store beyond its owner's plan is read-only: a generation would write to its history (decision 030).
    if (acting) assertStoreWritable(acting);
    await enforce(userLimit, request);
    const engine = await chooseEngine(request, userId, acting?.restaurant.id);
    if (!acting) return { engine };
    const { restaurant } = acting;
    return {
      engine,
      restaurant,
      context: await restaurantContext(db, restaurant, now),
    };
  };
}
