import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { healthSchema } from "../../../common/health";
import type { AppContext } from "../../context";
import { cachedFor } from "../../http/cachedFor";
import { AppError, errorResponses } from "../../http/errors";

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
          response: { 200: healthSchema, ...errorResponses(503) },
        },
      },
      async () => {
        try {
          await ping();
        } catch {
          throw new AppError(503, "DATABASE_UNAVAILABLE", "O banco de dados não está respondendo.");
        }
        return { status: "ok" as const, database: "ok" as const };
      },
    );
  };
}
