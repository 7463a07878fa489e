import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ContentEngine } from "../../ai/engine";
import type { AppContext } from "../../context";
import { users } from "../../db/schema";
import { clientNetworkKey } from "../../http/clientNetwork";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Who may spend the configured model (issue 25): only a signed-in person
 * whose email is confirmed (the mailed link), within daily budgets per
 * person, per restaurant and per client network (IPv6 by /64). Everyone
 * else, and anyone past a budget, gets the built-in engine: the same answer
 * shape, never an error, so a fresh sign-up still works, it just does not
 * cost money. The budgets count in the rate-limit store (memory, or the
 * database shared by instances), one key per purpose.
 */
export function modelGate(app: FastifyInstance, ctx: AppContext) {
  const budget = ctx.config.aiModelDailyBudget;
  const restaurantOf = new WeakMap<FastifyRequest, number>();
  const perUser = app.createRateLimit({
    max: budget.user,
    timeWindow: DAY_MS,
    keyGenerator: (request) => `ai-model-user:${request.session?.userId ?? ""}`,
  });
  const perRestaurant = app.createRateLimit({
    max: budget.restaurant,
    timeWindow: DAY_MS,
    keyGenerator: (request) => `ai-model-restaurant:${restaurantOf.get(request) ?? ""}`,
  });
  const perNetwork = app.createRateLimit({
    max: budget.network,
    timeWindow: DAY_MS,
    keyGenerator: (request) => `ai-model-network:${clientNetworkKey(request.ip)}`,
  });
  const within = async (limit: typeof perUser, request: FastifyRequest) => {
    const result = await limit(request);
    return result.isAllowed || !result.isExceeded;
  };

  return async (request: FastifyRequest, userId: string, restaurantId?: number): Promise<ContentEngine> => {
    const { configured, local } = ctx.engines;
    if (configured === local) return local;
    const [person] = await ctx.database.db
      .select({ confirmed: users.isEmailVerified })
      .from(users)
      .where(eq(users.id, userId));
    if (!person?.confirmed) return local;
    if (restaurantId !== undefined) restaurantOf.set(request, restaurantId);
    // Each budget counts only calls the ones before it let through.
    if (!(await within(perUser, request))) return local;
    if (restaurantId !== undefined && !(await within(perRestaurant, request))) return local;
    if (!(await within(perNetwork, request))) return local;
    return configured;
  };
}
