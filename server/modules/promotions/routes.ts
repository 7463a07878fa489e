import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  newPromotionSchema,
  promotionIdParamsSchema,
  promotionListSchema,
  promotionSchema,
  promotionStatusSchema,
} from "../../../common/promotions";
import { z } from "../../../common/zod";
import type { AppContext } from "../../context";
import { errorResponses } from "../../http/errors";
import { sendJsonText } from "../../http/jsonBody";
import { readActingContext } from "../../requestContext/contextRead";
import { requireRestaurant } from "../../requestContext/requireRestaurant";
import {
  addPromotion,
  preparePromotionsRead,
  promotionsOf,
  removePromotion,
  setPromotionActive,
} from "./service";

export function promotionRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const db = ctx.database.db;
  const promotionsRead = preparePromotionsRead(db);
  const tags = ["promoções"];
  const security = [{ session: [] }];
  return async (app) => {
    app.get(
      "/api/promotions",
      {
        config: { sessionInQuery: true },
        schema: {
          tags,
          security,
          summary: "As promoções salvas do restaurante atual, mais novas primeiro",
          response: { 200: promotionListSchema, ...errorResponses(401, 409) },
        },
      },
      async (request, reply) =>
        sendJsonText(reply, promotionsOf((await readActingContext(request, reply, promotionsRead)).rows)),
    );

    app.post(
      "/api/promotions",
      {
        schema: {
          tags,
          security,
          summary:
            "Salva uma promoção (inativa, salvo isActive true); a mesma promoção de novo em 1 minuto devolve a já salva (200)",
          body: newPromotionSchema,
          response: { 200: promotionSchema, 201: promotionSchema, ...errorResponses(401, 409) },
        },
      },
      async (request, reply) => {
        const { restaurant } = await requireRestaurant(ctx, request);
        const { promotion, created } = await addPromotion(db, restaurant.id, request.body);
        return reply.status(created ? 201 : 200).send(promotion);
      },
    );

    app.patch(
      "/api/promotions/:id",
      {
        schema: {
          tags,
          security,
          summary: "Ativa ou desativa uma promoção do restaurante atual",
          params: promotionIdParamsSchema,
          body: promotionStatusSchema,
          response: { 200: promotionSchema, ...errorResponses(401, 404, 409) },
        },
      },
      async (request) => {
        const { restaurant } = await requireRestaurant(ctx, request);
        return setPromotionActive(db, restaurant.id, request.params.id, request.body.isActive);
      },
    );

    app.delete(
      "/api/promotions/:id",
      {
        schema: {
          tags,
          security,
          summary: "Exclui uma promoção do restaurante atual (só o dono)",
          params: promotionIdParamsSchema,
          response: { 204: z.null(), ...errorResponses(401, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        await removePromotion(db, await requireRestaurant(ctx, request), request.params.id);
        return reply.status(204).send(null);
      },
    );
  };
}
