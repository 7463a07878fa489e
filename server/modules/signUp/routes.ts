import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  loginResponseSchema,
  planIdSchema,
  registerResponseSchema,
  registerSchema,
} from "../../../common/auth";
import { trialSchema } from "../../../common/billing";
import { DEFAULT_PLAN_ID } from "../../../common/constants";
import type { AppContext } from "../../context";
import { errorResponses } from "../../http/errors";
import { limitByKey } from "../../http/keyedLimit";
import { securityLimit } from "../../http/rateLimits";
import { startDecoySession, startSession } from "../../http/session";
import { toPublicUser } from "../auth/public";
import { signUpWithTrial } from "./signUp";

const MINUTE = 60_000;

/** The email a validated body names, as the per-email limits key it. */
const bodyEmail = (request: FastifyRequest) =>
  String((request.body as { email?: unknown } | undefined)?.email ?? "").toLowerCase();

/**
 * The two doors of the one sign-up (signUp.ts): POST /api/register (/register
 * and /auth, the card asked next on /checkout) and POST /api/billing/trial
 * (the /trial form, with the card). Both create the account with its 7-day
 * trial and sign it in; an email that has an account answers the same (a
 * decoy id, a cookie naming no session: issue 25, no account enumeration).
 */
export function signUpRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      "/api/register",
      {
        config: { rateLimit: securityLimit(ctx.config, 15, MINUTE) },
        preHandler: limitByKey(app, ctx.config, "register-email", 5, MINUTE, bodyEmail),
        schema: {
          tags: ["contas"],
          summary:
            "Cria a conta com 7 dias grátis do plano (sem cobrança), abre a sessão e envia a confirmação do email",
          body: registerSchema.extend({ planId: planIdSchema.default(DEFAULT_PLAN_ID) }),
          response: { 201: registerResponseSchema, ...errorResponses(403, 409) },
        },
      },
      async (request, reply) => {
        // The same sign-up as /trial (signUpWithTrial): the account and its 7-day trial of
        // the chosen plan, the card asked next, on /checkout (docs/decisions/022-honest-trial.md).
        const outcome = await signUpWithTrial(ctx, request.body);
        if ("decoy" in outcome) {
          await startDecoySession(reply, request);
          return reply.status(201).send({ userId: outcome.decoy.id });
        }
        await startSession(reply, request, outcome.created.id);
        return reply.status(201).send({ userId: outcome.created.id });
      },
    );

    app.post(
      "/api/billing/trial",
      {
        config: { rateLimit: securityLimit(ctx.config, 10, MINUTE) },
        schema: {
          tags: ["assinatura"],
          summary: "Cria a conta e começa os 7 dias grátis do plano; o cartão é verificado sem cobrança",
          body: trialSchema.extend({ planId: planIdSchema.default(DEFAULT_PLAN_ID) }),
          response: { 200: loginResponseSchema, ...errorResponses(402, 409) },
        },
      },
      async (request, reply) => {
        const { firstName, lastName, email, password, planId, ...card } = request.body;
        const outcome = await signUpWithTrial(ctx, { firstName, lastName, email, password, planId }, card);
        if ("decoy" in outcome) {
          await startDecoySession(reply, request);
          return { user: outcome.decoy };
        }
        await startSession(reply, request, outcome.created.id);
        return { user: toPublicUser(outcome.created) };
      },
    );
  };
}
