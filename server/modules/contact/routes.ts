import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { contactMessageSchema, contactSentSchema } from "../../../common/contact";
import type { AppContext } from "../../context";
import { errorResponses } from "../../http/errors";
import { securityLimit } from "../../http/rateLimits";
import { receiveContactMessage } from "./service";

/** Contact messages per IP per minute, before RATE_LIMIT_SCALE. */
export const CONTACT_LIMIT_PER_MINUTE = 5;

export function contactRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      "/api/contact",
      {
        config: { rateLimit: securityLimit(ctx.config, CONTACT_LIMIT_PER_MINUTE, 60_000) },
        schema: {
          tags: ["contato"],
          summary: "Envia uma mensagem pelo formulário de contato (guardada e enviada à equipe)",
          body: contactMessageSchema,
          response: { 200: contactSentSchema, ...errorResponses() },
        },
      },
      async (request) => {
        const { mailed } = await receiveContactMessage(ctx.database.db, {
          message: request.body,
          ip: request.ip,
          to: ctx.config.contactTo,
          log: request.log,
        });
        if (mailed) ctx.outbox.wake();
        return { ok: true as const };
      },
    );
  };
}
