import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  dishIdParamsSchema,
  dishListSchema,
  dishPatchSchema,
  dishSchema,
  newDishSchema,
} from "../../../common/dishes";
import { z } from "../../../common/zod";
import type { AppContext } from "../../context";
import { errorResponses } from "../../http/errors";
import { sendJsonText } from "../../http/jsonBody";
import { readActingContext } from "../../requestContext/contextRead";
import { requireRestaurant } from "../../requestContext/requireRestaurant";
import { addDish, dishesOf, prepareDishesRead, removeDish, updateDish } from "./service";

export function dishRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const db = ctx.database.db;
  const dishesRead = prepareDishesRead(db);
  return async (app) => {
    app.get(
      "/api/dishes",
      {
        config: { sessionInQuery: true },
        schema: {
          tags: ["pratos"],
          summary: "Os pratos do restaurante atual, mais novos primeiro",
          security: [{ session: [] }],
          response: { 200: dishListSchema, ...errorResponses(401, 409) },
        },
      },
      async (request, reply) =>
        sendJsonText(reply, dishesOf((await readActingContext(request, reply, dishesRead)).rows)),
    );

    app.post(
      "/api/dishes",
      {
        schema: {
          tags: ["pratos"],
          summary: "Adiciona um prato (nome e preço; aceita 29,90 ou 29.90)",
          security: [{ session: [] }],
          body: newDishSchema,
          response: { 201: dishSchema, ...errorResponses(401, 409) },
        },
      },
      async (request, reply) => {
        const { restaurant } = await requireRestaurant(ctx, request);
        return reply.status(201).send(await addDish(db, restaurant.id, request.body));
      },
    );

    app.patch(
      "/api/dishes/:id",
      {
        schema: {
          tags: ["pratos"],
          summary:
            "Edita um prato do restaurante atual: nome, preço, descrição, categoria (vazias apagam) e o custo dos ingredientes que a concorrência usa (extensão das rotas do SPEC)",
          security: [{ session: [] }],
          params: dishIdParamsSchema,
          body: dishPatchSchema,
          response: { 200: dishSchema, ...errorResponses(401, 404, 409) },
        },
      },
      async (request) => {
        const { restaurant } = await requireRestaurant(ctx, request);
        return updateDish(db, restaurant.id, request.params.id, request.body);
      },
    );

    app.delete(
      "/api/dishes/:id",
      {
        schema: {
          tags: ["pratos"],
          summary: "Remove um prato do restaurante atual (só o dono)",
          security: [{ session: [] }],
          params: dishIdParamsSchema,
          response: { 204: z.null(), ...errorResponses(401, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        await removeDish(db, await requireRestaurant(ctx, request), request.params.id);
        return reply.status(204).send(null);
      },
    );
  };
}
