import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  cancelResultSchema,
  checkoutSchema,
  emailVerifiedAfterPaymentSchema,
  paymentResultSchema,
  subscriptionSchema,
} from "../../../common/billing";
import {
  cardOnFileSchema,
  cardUpdateSchema,
  chargesSchema,
  checkoutPreviewQuerySchema,
  checkoutPreviewSchema,
  planChangePreviewQuerySchema,
  planChangePreviewSchema,
  planChangeSchema,
} from "../../../common/billingAccount";
import { z } from "../../../common/zod";
import type { AppContext } from "../../context";
import { errorResponses, forbidden } from "../../http/errors";
import { securityLimit } from "../../http/rateLimits";
import { requireUserId, updateSession } from "../../http/session";
import { reactivate } from "./accountChanges";
import { replaceCard } from "./cardOnFile";
import { chargesOf } from "./charges";
import { checkout } from "./checkout";
import { checkoutPreview } from "./checkoutPreview";
import { cancelScheduledChange, changePlan, planChangePreview } from "./planChange";
import { type BillingDeps, cancel, subscriptionOf } from "./service";

/** How long after an approved checkout the same session may confirm its email without the link (SPEC §4). */
export const VERIFY_AFTER_PAYMENT_WINDOW_MS = 10 * 60 * 1000;

export function billingRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const deps: BillingDeps = {
    db: ctx.database.db,
    gateway: ctx.gateway,
    now: ctx.now,
    appUrl: ctx.config.appUrl,
    supportEmail: ctx.config.supportEmail,
    wake: () => ctx.outbox.wake(),
  };
  const tags = ["assinatura"];
  const security = [{ session: [] }];
  return async (app) => {
    app.post(
      "/api/billing/checkout",
      {
        config: { rateLimit: securityLimit(ctx.config, 10, 60_000) },
        schema: {
          tags,
          security,
          summary:
            "Durante o teste: verifica e guarda o cartão, R$ 0 hoje. Depois do teste: cobra o plano na hora",
          body: checkoutSchema,
          response: { 200: paymentResultSchema, ...errorResponses(401, 402, 404, 409, 502) },
        },
      },
      async (request) => {
        const userId = requireUserId(request);
        const { planId, payNow, ...card } = request.body;
        const result = await checkout({ ...deps, log: request.log }, userId, planId, card, { payNow });
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

    app.get(
      "/api/billing/charges",
      {
        schema: {
          tags,
          security,
          summary: "Cobranças da conta, da mais nova à mais antiga (estornadas e recusadas incluídas)",
          response: { 200: chargesSchema, ...errorResponses(401) },
        },
      },
      async (request, reply) => {
        reply.header("cache-control", "no-store");
        return chargesOf(ctx.database.db, requireUserId(request));
      },
    );

    app.get(
      "/api/billing/checkout-preview",
      {
        schema: {
          tags,
          security,
          summary: "O que o checkout deste plano faria nesta conta: quanto hoje, quando a primeira cobrança",
          querystring: checkoutPreviewQuerySchema,
          response: { 200: checkoutPreviewSchema, ...errorResponses(401, 404) },
        },
      },
      async (request, reply) => {
        reply.header("cache-control", "no-store");
        return checkoutPreview(deps, requireUserId(request), request.query.planId);
      },
    );

    app.put(
      "/api/billing/card",
      {
        config: { rateLimit: securityLimit(ctx.config, 10, 60_000) },
        schema: {
          tags,
          security,
          summary: "Troca o cartão: verificado no gateway sem cobrança; guardamos só bandeira e final",
          body: cardUpdateSchema,
          response: { 200: cardOnFileSchema, ...errorResponses(401, 402, 404, 409) },
        },
      },
      async (request) => replaceCard({ ...deps, log: request.log }, requireUserId(request), request.body),
    );

    app.post(
      "/api/billing/cancel",
      {
        schema: {
          tags,
          security,
          summary:
            "Cancela: no teste, grátis; até 30 dias da primeira cobrança, devolve a última; depois, acesso até o fim do mês",
          body: z.object({}).optional(),
          response: { 200: cancelResultSchema, ...errorResponses(401, 404, 409) },
        },
      },
      async (request) => cancel(deps, requireUserId(request)),
    );

    app.put(
      "/api/billing/plan",
      {
        schema: {
          tags,
          security,
          summary:
            "Muda o plano: no teste, na hora e sem cobrança; pagando, subir cobra a diferença proporcional agora e descer vale no fim do período pago",
          body: planChangeSchema,
          response: { 200: subscriptionSchema, ...errorResponses(401, 402, 404, 409) },
        },
      },
      async (request) =>
        changePlan({ ...deps, log: request.log }, requireUserId(request), request.body.planId),
    );

    app.get(
      "/api/billing/plan-change-preview",
      {
        schema: {
          tags,
          security,
          summary: "O que a mudança para este plano faria agora: quanto cobra hoje e quando vale",
          querystring: planChangePreviewQuerySchema,
          response: { 200: planChangePreviewSchema, ...errorResponses(401, 404, 409) },
        },
      },
      async (request, reply) => {
        reply.header("cache-control", "no-store");
        return planChangePreview(deps, requireUserId(request), request.query.planId);
      },
    );

    app.delete(
      "/api/billing/plan/scheduled",
      {
        schema: {
          tags,
          security,
          summary: "Desfaz a mudança para um plano menor marcada para o fim do período",
          response: { 200: subscriptionSchema, ...errorResponses(401, 404, 409) },
        },
      },
      async (request) => cancelScheduledChange(deps, requireUserId(request)),
    );

    app.post(
      "/api/billing/reactivate",
      {
        schema: {
          tags,
          security,
          summary: "Desfaz o cancelamento enquanto o acesso ainda vale, sem cobrar agora",
          body: z.object({}).optional(),
          response: { 200: subscriptionSchema, ...errorResponses(401, 404, 409) },
        },
      },
      async (request) => reactivate(deps, requireUserId(request)),
    );

    app.post(
      "/api/verify-email-after-payment",
      {
        schema: {
          tags,
          security,
          summary:
            "Passo do checkout (SPEC §4) depois do pagamento aprovado nesta sessão; não confirma o email: só o link enviado por email confirma",
          body: z.object({ userId: z.string().uuid("Conta inválida.") }),
          response: { 200: emailVerifiedAfterPaymentSchema, ...errorResponses(401, 403) },
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
        // The answer the checkout flow expects, but the address stays unconfirmed: paying
        // proves a card, not a mailbox. Only the mailed link confirms (issue 25, decision 031).
        return { verified: true as const };
      },
    );
  };
}
