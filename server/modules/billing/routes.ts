import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { loginResponseSchema } from "../../../common/auth";
import {
  checkoutSchema,
  paymentResultSchema,
  subscriptionSchema,
  trialSchema,
} from "../../../common/billing";
import { z } from "../../../common/zod";
import type { AppContext } from "../../context";
import { users } from "../../db/schema";
import { errorResponses, forbidden } from "../../http/errors";
import { securityLimit } from "../../http/rateLimits";
import { requireUserId, startSession, updateSession } from "../../http/session";
import { enqueueVerificationMail } from "../auth/mails";
import { hashPassword } from "../auth/passwords";
import { assertCanRegister, findUserById, registerUser, toPublicUser } from "../auth/service";
import { checkout } from "./checkout";
import { cancel, subscriptionOf, verifyTrialCard } from "./service";
import { startTrial } from "./trial";

/** How long after an approved checkout the same session may confirm its email without the link (SPEC §4). */
export const VERIFY_AFTER_PAYMENT_WINDOW_MS = 10 * 60 * 1000;

export function billingRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const deps = { db: ctx.database.db, gateway: ctx.gateway, now: ctx.now };
  const tags = ["assinatura"];
  const security = [{ session: [] }];
  return async (app) => {
    app.post(
      "/api/billing/trial",
      {
        config: { rateLimit: securityLimit(ctx.config, 10, 60_000) },
        schema: {
          tags,
          summary: "Cria a conta com o cartão verificado (sem cobrança) e começa os 7 dias grátis",
          body: trialSchema,
          response: { 200: loginResponseSchema, ...errorResponses(402, 409) },
        },
      },
      async (request, reply) => {
        const { firstName, lastName, email, password, planId, ...card } = request.body;
        const now = ctx.now();
        // A taken email or a plan that does not exist is said before the card goes to the gateway.
        await assertCanRegister(ctx.database.db, { email, planId });
        // Then the card: a refused card creates nothing.
        const kept = await verifyTrialCard(deps, card, { email, name: `${firstName} ${lastName}` });
        const passwordHash = await hashPassword(password);
        // The account, its trial with the kept card and the verification mail are
        // one transaction; the mail leaves through the outbox, never in the request.
        const user = await ctx.database.db.transaction(async (tx) => {
          const { user, verificationToken } = await registerUser(
            tx,
            { email, passwordHash, firstName, lastName, planId },
            now,
          );
          await startTrial(tx, user.id, now, kept);
          await enqueueVerificationMail(tx, ctx, user, verificationToken);
          return user;
        });
        ctx.outbox.wake();
        await startSession(reply, request, user.id);
        const fresh = await findUserById(ctx.database.db, user.id);
        return { user: toPublicUser(fresh ?? user) };
      },
    );

    app.post(
      "/api/billing/checkout",
      {
        config: { rateLimit: securityLimit(ctx.config, 10, 60_000) },
        schema: {
          tags,
          security,
          summary: "Cobra o plano no cartão e ativa a assinatura (cartões de teste no sandbox)",
          body: checkoutSchema,
          response: { 200: paymentResultSchema, ...errorResponses(401, 402, 404, 409, 502) },
        },
      },
      async (request) => {
        const userId = requireUserId(request);
        const { planId, ...card } = request.body;
        const result = await checkout({ ...deps, log: request.log }, userId, planId, card);
        // Lets this session, and only it, confirm the email right after paying (SPEC §4).
        await updateSession(request, { paidUserId: userId, paidAt: ctx.now().getTime() });
        return result;
      },
    );

    app.get(
      "/api/billing/subscription",
      {
        schema: {
          tags,
          security,
          summary: "Plano, situação (trialing, active, cancelled, expired), datas e final do cartão",
          response: { 200: subscriptionSchema, ...errorResponses(401, 404) },
        },
      },
      async (request) => subscriptionOf(deps, requireUserId(request)),
    );

    app.post(
      "/api/billing/cancel",
      {
        schema: {
          tags,
          security,
          summary: "Cancela a assinatura; até 30 dias da primeira cobrança, devolve o valor",
          body: z.object({}).optional(),
          response: {
            200: z.object({ refunded: z.boolean(), subscription: subscriptionSchema }),
            ...errorResponses(401, 404, 409),
          },
        },
      },
      async (request) => cancel(deps, requireUserId(request)),
    );

    app.post(
      "/api/verify-email-after-payment",
      {
        schema: {
          tags,
          security,
          summary: "Confirma o email da conta cujo pagamento acabou de ser aprovado nesta sessão",
          body: z.object({ userId: z.string().uuid("Conta inválida.") }),
          response: { 200: z.object({ verified: z.literal(true) }), ...errorResponses(401, 403) },
        },
      },
      async (request) => {
        const userId = requireUserId(request);
        const paidAt = request.session?.paidAt;
        if (request.body.userId !== userId || request.session?.paidUserId !== userId) {
          throw forbidden("Só é possível confirmar o email da conta que acabou de pagar.");
        }
        // Used once, and only right after paying: a session that paid months ago proves nothing now.
        await updateSession(request, { paidUserId: undefined, paidAt: undefined });
        const age = typeof paidAt === "number" ? ctx.now().getTime() - paidAt : Number.POSITIVE_INFINITY;
        if (!(age >= 0 && age <= VERIFY_AFTER_PAYMENT_WINDOW_MS)) {
          throw forbidden(
            "O prazo para confirmar o email depois do pagamento acabou. Use o link que enviamos por email.",
          );
        }
        await ctx.database.db.update(users).set({ isEmailVerified: true }).where(eq(users.id, userId));
        return { verified: true as const };
      },
    );
  };
}
