import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  checklistItemParamsSchema,
  checklistSchema,
  toggleChecklistItemSchema,
} from "../../../common/checklist";
import { brazilDate, weekStartOf } from "../../../common/week";
import type { AppContext } from "../../context";
import { errorResponses } from "../../http/errors";
import { readActingContext } from "../../requestContext/contextRead";
import { requireRestaurant } from "../../requestContext/requireRestaurant";
import { checklistOf, prepareChecklistRead, toggleItem } from "./service";

export function checklistRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const db = ctx.database.db;
  const checklistRead = prepareChecklistRead(db);
  return async (app) => {
    app.get(
      "/api/checklist",
      {
        config: { sessionInQuery: true },
        schema: {
          tags: ["checklist"],
          security: [{ session: [] }],
          summary: "O checklist desta semana do restaurante atual",
          response: { 200: checklistSchema, ...errorResponses(401, 409) },
        },
      },
      async (request, reply) => {
        const week = weekStartOf(brazilDate(ctx.now()));
        const { rows } = await readActingContext(request, reply, checklistRead, { week });
        return checklistOf(week, rows[0]?.items);
      },
    );

    app.patch(
      "/api/checklist/items/:id",
      {
        schema: {
          tags: ["checklist"],
          security: [{ session: [] }],
          summary: "Marca ou desmarca um item do checklist desta semana",
          params: checklistItemParamsSchema,
          body: toggleChecklistItemSchema,
          response: { 200: checklistSchema, ...errorResponses(401, 404, 409) },
        },
      },
      async (request) => {
        const { restaurant } = await requireRestaurant(ctx, request);
        return toggleItem(db, restaurant.id, ctx.now(), request.params.id, request.body.completed);
      },
    );
  };
}
