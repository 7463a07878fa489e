import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { planListSchema } from "../../../common/plans";
import type { AppContext } from "../../context";
import { errorResponses } from "../../http/errors";
import { listActivePlans } from "./service";

export function planRoutes(ctx: AppContext): FastifyPluginAsyncZod {
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
      async () => listActivePlans(ctx.database.db),
    );
  };
}
