import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  dayMetricsBodySchema,
  dayMetricsSchema,
  FUTURE_DAY_MESSAGE,
  metricDateParamsSchema,
  metricsOverviewSchema,
  weeklySummarySchema,
} from "../../../common/metrics";
import { brazilDate, weekStartOf } from "../../../common/week";
import { z } from "../../../common/zod";
import type { AppContext } from "../../context";
import { badRequest, errorResponses } from "../../http/errors";
import { sendJsonText } from "../../http/jsonBody";
import { readActingContext } from "../../requestContext/contextRead";
import { requireRestaurant } from "../../requestContext/requireRestaurant";
import {
  deleteDay,
  overviewFrame,
  overviewOf,
  prepareMetricsRead,
  prepareSummaryRead,
  saveDay,
} from "./service";

export function metricRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const db = ctx.database.db;
  const tags = ["métricas"];
  const security = [{ session: [] }];
  const metricsRead = prepareMetricsRead(db);
  const summaryRead = prepareSummaryRead(db);
  return async (app) => {
    app.get(
      "/api/metrics",
      {
        config: { sessionInQuery: true },
        schema: {
          tags,
          security,
          summary: "Números das últimas 8 semanas e esta semana contra a anterior (dinheiro em centavos)",
          response: { 200: metricsOverviewSchema, ...errorResponses(401, 409) },
        },
      },
      async (request, reply) => {
        const now = ctx.now();
        const frame = overviewFrame(now);
        const { rows } = await readActingContext(request, reply, metricsRead, {
          from: frame.from,
          soFar: frame.daysSoFar,
        });
        return sendJsonText(reply, overviewOf(rows, frame));
      },
    );

    app.put(
      "/api/metrics/:date",
      {
        schema: {
          tags,
          security,
          summary: "Registra ou corrige os números de um dia",
          params: metricDateParamsSchema,
          body: dayMetricsBodySchema,
          response: { 200: dayMetricsSchema, ...errorResponses(401, 409) },
        },
      },
      async (request) => {
        const { restaurant } = await requireRestaurant(ctx, request);
        if (request.params.date > brazilDate(ctx.now())) throw badRequest("FUTURE_DAY", FUTURE_DAY_MESSAGE);
        return saveDay(db, restaurant.id, request.params.date, request.body);
      },
    );

    app.delete(
      "/api/metrics/:date",
      {
        schema: {
          tags,
          security,
          summary: "Apaga os números de um dia (só o dono)",
          params: metricDateParamsSchema,
          response: { 204: z.null(), ...errorResponses(401, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        await deleteDay(db, await requireRestaurant(ctx, request), request.params.date);
        return reply.status(204).send(null);
      },
    );

    app.get(
      "/api/dashboard/summary",
      {
        config: { sessionInQuery: true },
        schema: {
          tags,
          security,
          summary: "Resumo da semana: promoções ativas, pratos sem descrição, pedidos e vendas",
          response: { 200: weeklySummarySchema, ...errorResponses(401, 409) },
        },
      },
      async (request, reply) => {
        const week = weekStartOf(brazilDate(ctx.now()));
        const { rows } = await readActingContext(request, reply, summaryRead, { week });
        const r = rows[0]!;
        return {
          activePromotions: r.activePromotions,
          dishesWithoutDescription: r.dishes.missing,
          dishCount: r.dishes.total,
          ordersThisWeek: r.sales.orders,
          salesThisWeek: r.sales.sales,
          hasMetrics: r.sales.days > 0,
        };
      },
    );
  };
}
