import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  currentRestaurantSchema,
  LOGO_BODY_LIMIT_BYTES,
  logoParamsSchema,
  restaurantIdParamsSchema,
  restaurantListSchema,
  restaurantSchema,
  saveRestaurantSchema,
} from "../../../common/restaurant";
import { z } from "../../../common/zod";
import type { AppContext } from "../../context";
import { errorResponses, notFound } from "../../http/errors";
import { requireUserId, updateSession } from "../../http/session";
import { readContext } from "../../requestContext/contextRead";
import { LOGO_TOO_LARGE, readLogo } from "./logo";
import { prepareRestaurantRead, prepareRestaurantsRead, restaurantListOf } from "./restaurantsRead";
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

    app.get(
      "/api/logos/:file",
      {
        schema: {
          tags: ["restaurante"],
          summary: "O logo de um restaurante: WebP quadrado de 256 px, em cache para sempre",
          description:
            "O endereço vem no logoUrl do restaurante e leva o SHA-256 da imagem: não muda e não se adivinha.",
          params: logoParamsSchema,
          response: errorResponses(404),
        },
      },
      async (request, typedReply) => {
        // Bytes, not JSON: the typed reply only knows the error bodies.
        const reply = typedReply as FastifyReply;
        const hash = /^([0-9a-f]{64})\.webp$/.exec(request.params.file)?.[1];
        const etag = `"${hash}"`;
        // Named by its content: a cached copy is always the right one.
        const cached = { "cache-control": "public, max-age=31536000, immutable", etag };
        if (hash && request.headers["if-none-match"] === etag)
          return reply.status(304).headers(cached).send();
        const bytes = hash ? await readLogo(db, hash) : null;
        if (!bytes) throw notFound("Logo não encontrado.");
        return reply.headers({ ...cached, "content-type": "image/webp" }).send(bytes);
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
