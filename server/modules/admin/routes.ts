import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  ADMIN_LIMITS,
  adminAuditListSchema,
  adminSearchQuerySchema,
  adminSearchResultSchema,
  adminStatsSchema,
  adminUserParamsSchema,
  adminUserSchema,
  adminUsersPageSchema,
  adminUsersQuerySchema,
  subscriptionToggleSchema,
  testEmailSchema,
  testEmailSentSchema,
} from "../../../common/admin";
import type { AppContext } from "../../context";
import { AppError, errorResponses, notFound } from "../../http/errors";
import { securityLimit } from "../../http/rateLimits";
import { requireAdmin } from "../../http/requireAdmin";
import { recentAudit, recordAudit, recordPanelVisit, recordUsersListed } from "./audit";
import { getAdminStats, listAdminUsers, searchAdminUsers, setSubscriptionActive } from "./service";
import { sendTestEmail } from "./testEmail";

/** Test emails per IP and window: enough to debug SMTP, too few to make the app a mail cannon. */
export const TEST_EMAIL_LIMIT = { max: 10, windowMs: 15 * 60_000 } as const;

const tags = ["admin"];
const security = [{ admin: [] }];

/**
 * The admin panel's calls (SPEC §7), every one behind the x-admin-password
 * gate, POST /api/test-email included (docs/decisions/002). Changes and sends
 * are written to admin_audit with the caller's IP.
 */
export function adminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const db = ctx.database.db;
    app.addHook(
      "onRequest",
      requireAdmin(app, ctx, async (request, reason) => {
        await recordAudit(db, { action: "access.denied", detail: { reason }, ip: request.ip, at: ctx.now() });
      }),
    );

    app.get(
      "/api/admin/stats",
      {
        schema: {
          tags,
          security,
          summary: "Totais de usuários e assinaturas; um 200 também confirma a senha",
          response: { 200: adminStatsSchema, ...errorResponses(401) },
        },
      },
      async (request) => {
        const stats = await getAdminStats(db);
        await recordPanelVisit(db, request.ip, ctx.now());
        return stats;
      },
    );

    app.get(
      "/api/admin/users",
      {
        schema: {
          tags,
          security,
          summary: "Usuários, mais novos primeiro, paginados (page limitado a 1…totalPages, limit a 1…100)",
          querystring: adminUsersQuerySchema,
          response: { 200: adminUsersPageSchema, ...errorResponses(401) },
        },
      },
      async (request) => {
        const page = await listAdminUsers(db, request.query);
        await recordUsersListed(db, page.pagination, request.ip, ctx.now());
        return page;
      },
    );

    app.get(
      "/api/admin/users/search",
      {
        schema: {
          tags,
          security,
          summary: "Busca parcial por email, nome ou sobrenome (até 50); vazio é a primeira página",
          querystring: adminSearchQuerySchema,
          response: { 200: adminSearchResultSchema, ...errorResponses(401) },
        },
      },
      async (request) => {
        const result = await searchAdminUsers(db, request.query.q);
        if (request.query.q === "") {
          // A blank search answers the list's first page: the same read, recorded the same way.
          const first = { page: 1, limit: ADMIN_LIMITS.pageSizeDefault };
          await recordUsersListed(db, first, request.ip, ctx.now());
        } else {
          await recordAudit(db, {
            action: "users.search",
            target: request.query.q,
            detail: { results: result.users.length },
            ip: request.ip,
            at: ctx.now(),
          });
        }
        return result;
      },
    );

    app.put(
      "/api/admin/users/:id/subscription",
      {
        schema: {
          tags,
          security,
          summary: "Ativa ou desativa a assinatura de um usuário",
          params: adminUserParamsSchema,
          body: subscriptionToggleSchema,
          response: { 200: adminUserSchema, ...errorResponses(401, 404) },
        },
      },
      async (request) => {
        const { subscriptionActive } = request.body;
        const { before, after } = await setSubscriptionActive(db, request.params.id, subscriptionActive);
        await recordAudit(db, {
          action: subscriptionActive ? "subscription.activate" : "subscription.deactivate",
          target: after.email,
          detail: { userId: after.id, from: before.subscriptionActive, to: after.subscriptionActive },
          ip: request.ip,
          at: ctx.now(),
        });
        return after;
      },
    );

    app.get(
      "/api/admin/audit",
      {
        schema: {
          tags,
          security,
          summary: "As 20 ações de administração mais recentes e as tentativas negadas nas últimas 24 h",
          response: { 200: adminAuditListSchema, ...errorResponses(401) },
        },
      },
      async () => recentAudit(db, ctx.now()),
    );

    // Any other /api/admin address, or another method on a known one, goes through the
    // gate too: without the password it is a 401, never a 404 that maps the admin API.
    for (const url of ["/api/admin", "/api/admin/*"]) {
      app.all(url, { schema: { hide: true } }, async () => {
        throw notFound("Esse endereço da API não existe.");
      });
    }

    app.post(
      "/api/test-email",
      {
        config: { rateLimit: securityLimit(ctx.config, TEST_EMAIL_LIMIT.max, TEST_EMAIL_LIMIT.windowMs) },
        schema: {
          tags,
          security,
          summary: "Envia um email de teste pelo servidor de email configurado (exige a senha de admin)",
          body: testEmailSchema,
          response: { 200: testEmailSentSchema, ...errorResponses(401, 502) },
        },
      },
      async (request) => {
        const at = ctx.now();
        try {
          const sent = await sendTestEmail(ctx.mailer, request.body, at);
          await recordAudit(db, { action: "email.test", target: sent.to, ip: request.ip, at });
          return sent;
        } catch (error) {
          if (error instanceof AppError) {
            await recordAudit(db, {
              action: "email.test_failed",
              target: request.body.email,
              detail: { error: error.message },
              ip: request.ip,
              at,
            });
          }
          throw error;
        }
      },
    );
  };
}
