import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { planListSchema } from "../../../common/plans";
import type { AppContext } from "../../context";
import { cachedFor } from "../../http/cachedFor";
import { errorResponses } from "../../http/errors";
import { listActivePlans } from "./service";

/** Plans change only with a deploy (seeded at start): a minute's cache spares the database. */
const PLAN_LIST_TTL_MS = 60_000;

export function planRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const activePlans = cachedFor(PLAN_LIST_TTL_MS, () => listActivePlans(ctx.database.db));
  return async (app) => {
    app.get(
      "/api/plans",
      {
        schema: {
          tags: ["planos"],
          summary: "Planos ativos, do mais barato ao mais caro (preço em centavos de USD)",
          response: { 200: planListSchema, ...errorResponses() },
        },
      },
      async () => activePlans(),
    );
  };
}
