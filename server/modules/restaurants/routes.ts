import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  currentRestaurantSchema,
  LOGO_BODY_LIMIT_BYTES,
  restaurantIdParamsSchema,
  restaurantListSchema,
  restaurantSchema,
  saveRestaurantSchema,
} from "../../../common/restaurant";
import { z } from "../../../common/zod";
import type { AppContext } from "../../context";
import { errorResponses } from "../../http/errors";
import { requireUserId, updateSession } from "../../http/session";
import { prepareRestaurantRead, readContext } from "./contextRead";
import { LOGO_TOO_LARGE } from "./logo";
import { prepareRestaurantsRead, restaurantListOf } from "./restaurantsRead";
import { accessibleRestaurant, addRestaurant, saveCurrentRestaurant } from "./service";

export function restaurantRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const db = ctx.database.db;
  const restaurantRead = prepareRestaurantRead(db);
  const restaurantsRead = prepareRestaurantsRead(db);
  return async (app) => {
    app.get(
      "/api/restaurant",
      {
        config: { sessionInQuery: true },
        schema: {
          tags: ["restaurante"],
          summary: "O restaurante atual do usuário; corpo vazio antes do cadastro (SPEC §7)",
          security: [{ session: [] }],
          response: { 200: currentRestaurantSchema, ...errorResponses(401) },
        },
      },
      async (request, reply) => {
        const restaurant = (await readContext(request, reply, restaurantRead)).acting?.restaurant;
        // SPEC §7: "the restaurant or an empty body" (our client reads an empty body as null).
        // The typed reply wants a body of the schema; an empty one is sent untyped.
        return restaurant ?? (reply as FastifyReply).send();
      },
    );

    app.post(
      "/api/restaurant",
      {
        bodyLimit: LOGO_BODY_LIMIT_BYTES,
        config: { bodyTooLarge: LOGO_TOO_LARGE },
        schema: {
          tags: ["restaurante"],
          summary: "Salva o restaurante atual (cria o primeiro); marca como configurado",
          security: [{ session: [] }],
          body: saveRestaurantSchema,
          response: { 200: restaurantSchema, ...errorResponses(401, 402, 403, 413) },
        },
      },
      async (request) => {
        const userId = requireUserId(request);
        const saved = await saveCurrentRestaurant(
          db,
          userId,
          request.session?.currentRestaurantId,
          request.body,
          ctx.now(),
        );
        await updateSession(request, { currentRestaurantId: saved.id });
        return saved;
      },
    );

    app.get(
      "/api/restaurants",
      {
        config: { sessionInQuery: true },
        schema: {
          tags: ["restaurante"],
          summary: "Os restaurantes do usuário, o atual e o limite do plano",
          security: [{ session: [] }],
          response: { 200: restaurantListSchema, ...errorResponses(401) },
        },
      },
      async (request, reply) => {
        const { acting, rows } = await readContext(request, reply, restaurantsRead);
        return restaurantListOf(rows, acting?.restaurant.id ?? null);
      },
    );

    app.post(
      "/api/restaurants",
      {
        bodyLimit: LOGO_BODY_LIMIT_BYTES,
        config: { bodyTooLarge: LOGO_TOO_LARGE },
        schema: {
          tags: ["restaurante"],
          summary: "Cadastra mais um restaurante (até o limite do plano) e o torna o atual",
          security: [{ session: [] }],
          body: saveRestaurantSchema,
          response: { 201: restaurantSchema, ...errorResponses(401, 402, 403, 413) },
        },
      },
      async (request, reply) => {
        const created = await addRestaurant(db, requireUserId(request), request.body, ctx.now());
        await updateSession(request, { currentRestaurantId: created.id });
        return reply.status(201).send(created);
      },
    );

    app.post(
      "/api/restaurants/:id/select",
      {
        schema: {
          tags: ["restaurante"],
          summary: "Escolhe o restaurante em que o painel trabalha nesta sessão",
          security: [{ session: [] }],
          params: restaurantIdParamsSchema,
          body: z.object({}).optional(),
          response: { 200: restaurantSchema, ...errorResponses(401, 404) },
        },
      },
      async (request) => {
        const picked = await accessibleRestaurant(db, requireUserId(request), request.params.id);
        await updateSession(request, { currentRestaurantId: picked.id });
        return picked;
      },
    );
  };
}
