import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { contactMessageSchema, contactSentSchema } from "../../../common/contact";
import type { AppContext } from "../../context";
import { errorResponses } from "../../http/errors";
import { securityLimit } from "../../http/rateLimits";
import { hasPrioritySupport, receiveContactMessage } from "./service";

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
          description:
            "Aberto a visitantes. Enviada com a sessão de uma conta Pro (com acesso pago ou em teste), a mensagem chega à equipe marcada como prioridade.",
          body: contactMessageSchema,
          response: { 200: contactSentSchema, ...errorResponses() },
        },
      },
      async (request) => {
        // The form stays public; signed in, the account's plan decides the priority.
        const priority = await hasPrioritySupport(ctx.database.db, request.session?.userId, ctx.now());
        const { mailed } = await receiveContactMessage(ctx.database.db, {
          message: request.body,
          ip: request.ip,
          to: ctx.config.contactTo,
          log: request.log,
          priority,
        });
        if (mailed) ctx.outbox.wake();
        return { ok: true as const, priority };
      },
    );
  };
}
