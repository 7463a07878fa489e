import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { generationListQuerySchema, generationSchema } from "../../../common/generations";
import {
  dishContentResultSchema,
  generateContentRequestSchema,
  generateMenuRequestSchema,
  generatePromotionRequestSchema,
  generateResponseRequestSchema,
  menuResultSchema,
  promotionResultSchema,
  reviewReplyResultSchema,
} from "../../../common/generators";
import { z } from "../../../common/zod";
import type { AppContext } from "../../context";
import { errorResponses } from "../../http/errors";
import { requireRestaurant } from "../restaurants/requireRestaurant";
import { callerResolver } from "./caller";
import { recentGenerations, saveGeneration } from "./service";

export function generatorRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const db = ctx.database.db;
  const tags = ["geradores"];
  const errors = errorResponses(402);
  return async (app) => {
    const resolveCaller = callerResolver(app, ctx);

    app.post(
      "/api/generate-content",
      {
        schema: {
          tags,
          summary: "Descrição de prato (ou legenda de post) pronta para colar",
          body: generateContentRequestSchema,
          response: { 200: dishContentResultSchema, ...errors },
        },
      },
      async (request) => {
        const caller = await resolveCaller(request);
        const result = await caller.engine.describeDish(request.body, { restaurant: caller.context });
        if (caller.restaurant)
          await saveGeneration(db, caller.restaurant.id, "content", request.body, result);
        return result;
      },
    );

    app.post(
      "/api/generate-promotion",
      {
        schema: {
          tags,
          summary: "Promoção com título, descrição, desconto e período para o objetivo escolhido",
          body: generatePromotionRequestSchema,
          response: { 200: promotionResultSchema, ...errors },
        },
      },
      async (request) => {
        const caller = await resolveCaller(request);
        const result = await caller.engine.createPromotion(request.body, { restaurant: caller.context });
        if (caller.restaurant)
          await saveGeneration(db, caller.restaurant.id, "promotion", request.body, result);
        return result;
      },
    );

    app.post(
      "/api/generate-menu",
      {
        schema: {
          tags,
          summary: "Sugestão de cardápio (5 a 8 pratos com descrição e preço em R$)",
          body: generateMenuRequestSchema,
          response: { 200: menuResultSchema, ...errors },
        },
      },
      async (request) => {
        const caller = await resolveCaller(request);
        const result = await caller.engine.suggestMenu(request.body, { restaurant: caller.context });
        if (caller.restaurant) await saveGeneration(db, caller.restaurant.id, "menu", request.body, result);
        return result;
      },
    );

    app.post(
      "/api/generate-response",
      {
        schema: {
          tags,
          summary: "Resposta profissional a uma avaliação, assinada pelo restaurante",
          body: generateResponseRequestSchema,
          response: { 200: reviewReplyResultSchema, ...errors },
        },
      },
      async (request) => {
        const caller = await resolveCaller(request);
        const result = await caller.engine.replyToReview(request.body, { restaurant: caller.context });
        if (caller.restaurant)
          await saveGeneration(db, caller.restaurant.id, "response", request.body, result);
        return result;
      },
    );

    app.get(
      "/api/generations",
      {
        schema: {
          tags,
          security: [{ session: [] }],
          summary: "Os textos gerados recentemente para o restaurante atual",
          querystring: generationListQuerySchema,
          response: { 200: z.array(generationSchema), ...errorResponses(401, 409) },
        },
      },
      async (request) => {
        const { restaurant } = await requireRestaurant(ctx, request);
        return recentGenerations(db, restaurant.id, request.query.kind, request.query.limit);
      },
    );
  };
}
