import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { healthSchema } from "../../../common/health";
import type { AppContext } from "../../context";
import { cachedFor } from "../../http/cachedFor";
import { databaseUnavailable, errorResponses } from "../../http/errors";

/** A poll storm (load balancers, uptime checks) costs at most one database ping a second. */
const PING_TTL_MS = 1000;

export function healthRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const ping = cachedFor(PING_TTL_MS, () => ctx.database.ping());
  return async (app) => {
    app.get(
      "/api/health",
      {
        schema: {
          tags: ["sistema"],
          summary: "O servidor e o banco de dados respondem",
          response: { 200: healthSchema, ...errorResponses() },
        },
      },
      async () => {
        try {
          await ping();
        } catch {
          throw databaseUnavailable();
        }
        return { status: "ok" as const, database: "ok" as const };
      },
    );
  };
}
