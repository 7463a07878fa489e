import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { healthSchema } from "../../../common/health";
import type { AppContext } from "../../context";
import { AppError, errorResponses } from "../../http/errors";

export function healthRoutes(ctx: AppContext): FastifyPluginAsyncZod {
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
          await ctx.database.ping();
        } catch {
          throw new AppError(503, "DATABASE_UNAVAILABLE", "O banco de dados não está respondendo.");
        }
        return { status: "ok" as const, database: "ok" as const };
      },
    );
  };
}
