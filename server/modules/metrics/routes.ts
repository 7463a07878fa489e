import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  dayMetricsInputSchema,
  dayMetricsSchema,
  metricDateParamsSchema,
  metricsOverviewSchema,
  weeklySummarySchema,
} from "../../../common/metrics";
import { z } from "../../../common/zod";
import type { AppContext } from "../../context";
import { errorResponses } from "../../http/errors";
import { requireRestaurant } from "../restaurants/requireRestaurant";
import { deleteDay, metricsOverview, saveDay, weeklySummary } from "./service";

export function metricRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const db = ctx.database.db;
  const tags = ["métricas"];
  const security = [{ session: [] }];
  return async (app) => {
    app.get(
      "/api/metrics",
      {
        schema: {
          tags,
          security,
          summary: "Números das últimas 8 semanas e esta semana contra a anterior (dinheiro em centavos)",
          response: { 200: metricsOverviewSchema, ...errorResponses(401, 409) },
        },
      },
      async (request) => {
        const { restaurant } = await requireRestaurant(ctx, request);
        return metricsOverview(db, restaurant.id, ctx.now());
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
          body: dayMetricsInputSchema,
          response: { 200: dayMetricsSchema, ...errorResponses(401, 409) },
        },
      },
      async (request) => {
        const { restaurant } = await requireRestaurant(ctx, request);
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
        schema: {
          tags,
          security,
          summary: "Resumo da semana: promoções ativas, pratos sem descrição, pedidos e vendas",
          response: { 200: weeklySummarySchema, ...errorResponses(401, 409) },
        },
      },
      async (request) => {
        const { restaurant } = await requireRestaurant(ctx, request);
        return weeklySummary(db, restaurant.id, ctx.now());
      },
    );
  };
}
