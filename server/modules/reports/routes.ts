import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  REPORT_MESSAGES,
  reportExportQuerySchema,
  reportWeekQuerySchema,
  reportWeeksSchema,
  storeComparisonSchema,
  unsubscribeQuerySchema,
  weeklyEmailBodySchema,
  weeklyEmailSchema,
  weekReportSchema,
} from "../../../common/reports";
import { z } from "../../../common/zod";
import type { AppContext } from "../../context";
import { AppError, errorResponses } from "../../http/errors";
import { requireRestaurant } from "../../requestContext/requireRestaurant";
import { assertPro, assertWeekVisible, reportScope } from "./access";
import { figuresTable, ordersTable, toCsv, toXlsx } from "./exports";
import { readWeekReport, reportWeeks, storeComparison, weekReport } from "./service";
import { setWeeklyEmail, verifyUnsubscribeToken } from "./weeklyEmail";

const tags = ["relatórios"];
const security = [{ session: [] }];

/** The weekly report from the imported orders (issue 27): members read, Pro opens the rest. */
export function reportRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const db = ctx.database.db;

  async function scoped(request: FastifyRequest, restaurantId?: number) {
    const acting = await requireRestaurant(ctx, request);
    const scope = await reportScope(db, acting, ctx.now(), restaurantId);
    return { acting, scope };
  }

  return async (app) => {
    app.get(
      "/api/reports/weeks",
      {
        schema: {
          tags,
          security,
          summary:
            "Semanas com pedidos importados da loja (Starter: as últimas 4), o que o plano abre e as lojas",
          querystring: z.object({ restaurantId: reportWeekQuerySchema.shape.restaurantId }),
          response: { 200: reportWeeksSchema, ...errorResponses(401, 403, 404, 409) },
        },
      },
      async (request) => reportWeeks(db, (await scoped(request, request.query.restaurantId)).scope),
    );

    app.get(
      "/api/reports/week",
      {
        schema: {
          tags,
          security,
          summary: "O relatório de uma semana (segunda a domingo, horário de Brasília) de uma loja",
          description:
            "Cada indicador com a semana anterior e a de 4 semanas antes; dinheiro em centavos, taxas em % (0–100).",
          querystring: reportWeekQuerySchema,
          response: { 200: weekReportSchema, ...errorResponses(401, 403, 404, 409) },
        },
      },
      async (request) => {
        const { scope } = await scoped(request, request.query.restaurantId);
        return weekReport(db, scope, request.query.week);
      },
    );

    app.get(
      "/api/reports/compare",
      {
        schema: {
          tags,
          security,
          summary: "Pro: todas as lojas do dono na mesma semana, lado a lado",
          querystring: reportWeekQuerySchema.pick({ week: true }),
          response: { 200: storeComparisonSchema, ...errorResponses(401, 403, 404, 409) },
        },
      },
      async (request) => storeComparison(db, (await scoped(request)).scope, request.query.week),
    );

    app.get(
      "/api/reports/export",
      {
        schema: {
          tags,
          security,
          summary: "Os indicadores ou os pedidos da semana em CSV (todos os planos) ou XLSX (Pro)",
          querystring: reportExportQuerySchema,
          response: { 200: z.string().describe("text/csv ou XLSX"), ...errorResponses(401, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        const { week, what, format, restaurantId } = request.query;
        const { scope } = await scoped(request, restaurantId);
        assertWeekVisible(scope, week);
        if (format === "xlsx") assertPro(scope, REPORT_MESSAGES.xlsxRequiresPro);
        const table =
          what === "figures"
            ? figuresTable(await readWeekReport(db, scope.restaurantId, scope.restaurantName, week))
            : await ordersTable(db, scope.restaurantId, week);
        const name = `${what === "figures" ? "indicadores" : "pedidos"}-${week}.${format}`;
        reply
          .header("content-disposition", `attachment; filename="${name}"`)
          .header("cache-control", "no-store");
        if (format === "csv")
          return reply.header("content-type", "text/csv; charset=utf-8").send(toCsv(table));
        return (
          reply
            .header("content-type", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet")
            // A Buffer is sent as is (Fastify serialises no Buffer); the schema's string documents the body.
            .send((await toXlsx(table, what === "figures" ? "Indicadores" : "Pedidos")) as unknown as string)
        );
      },
    );

    app.put(
      "/api/reports/email",
      {
        schema: {
          tags,
          security,
          summary: "Liga ou desliga o relatório semanal por email (Pro) para quem está conectado",
          body: weeklyEmailBodySchema,
          response: { 200: weeklyEmailSchema, ...errorResponses(401, 403, 404, 409) },
        },
      },
      async (request) => {
        const { acting, scope } = await scoped(request);
        if (request.body.enabled && !scope.plan.weeklyEmail) {
          const message = scope.plan.fullHistory
            ? REPORT_MESSAGES.emailOwnerOnly
            : REPORT_MESSAGES.emailRequiresPro;
          throw new AppError(403, "REPORT_EMAIL_NOT_INCLUDED", message);
        }
        return setWeeklyEmail(db, acting.userId, request.body.enabled);
      },
    );

    app.get(
      "/api/reports/email/unsubscribe",
      {
        schema: {
          tags,
          summary: "Cancela o relatório semanal por email com o link assinado do próprio email (sem login)",
          querystring: unsubscribeQuerySchema,
          response: { 200: z.string().describe("text/html"), ...errorResponses(400) },
        },
      },
      async (request, reply) => {
        const userId = verifyUnsubscribeToken(ctx.secrets.sessionSecret, request.query.token);
        if (!userId) {
          return reply
            .code(400)
            .send({ error: REPORT_MESSAGES.badUnsubscribeLink, code: "BAD_UNSUBSCRIBE_LINK" });
        }
        await setWeeklyEmail(db, userId, false);
        return reply
          .header("content-type", "text/html; charset=utf-8")
          .header("cache-control", "no-store")
          .send(unsubscribedPage(ctx.config.appUrl));
      },
    );
  };
}

function unsubscribedPage(appUrl: string): string {
  const href = `${appUrl.replace(/\/$/, "")}/dashboard/relatorios`;
  return `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Email cancelado · Prato Cheio</title></head>
<body style="font-family:Inter,Arial,sans-serif;background:#FFFAF5;color:#1F2933;padding:24px">
<main style="max-width:480px;margin:0 auto;background:#fff;border:1px solid #eadfd6;border-radius:12px;padding:24px">
<h1 style="font-size:22px">Pronto, email cancelado</h1>
<p>Você não vai mais receber o relatório semanal por email. Ele continua na página Relatórios, e dá para religar quando quiser.</p>
<p><a href="${href}" style="color:#1F7A4D">Abrir Relatórios</a></p>
</main></body></html>`;
}
