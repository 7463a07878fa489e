import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  boardSchema,
  competitionSettingsSchema,
  dishHistorySchema,
  foodCostSchema,
  menuCsvSchema,
  menuPasteSchema,
  menuPreviewSchema,
  menuSaveResultSchema,
  menuSaveSchema,
  newObservationSchema,
  newRivalSchema,
  observationIdParamsSchema,
  observationSchema,
  ourDishIdParamsSchema,
  rivalDetailSchema,
  rivalDishIdParamsSchema,
  rivalDishPatchSchema,
  rivalDishSchema,
  rivalIdParamsSchema,
  rivalListSchema,
  rivalSchema,
} from "../../../common/competition";
import { MENU_PASTE_MESSAGES } from "../../../common/competitionMenu";
import { z } from "../../../common/zod";
import type { AppContext } from "../../context";
import { errorResponses } from "../../http/errors";
import { requireRestaurant } from "../../requestContext/requireRestaurant";
import { readBoard, readDishHistory, readSettings, saveFoodCost, saveSettings } from "./board";
import { patchRivalDish, previewCsv, previewPaste, removeRivalDish, saveMenu } from "./menu";
import {
  addObservation,
  addRival,
  listRivals,
  removeObservation,
  removeRival,
  rivalDetail,
  updateRival,
} from "./rivals";

const tags = ["concorrência"];
const security = [{ session: [] }];
/** A 2 MB paste is refused by the body limit with the paste's own message, never a transport error. */
const pasteTooLarge = { code: "MENU_TOOLONG", message: MENU_PASTE_MESSAGES.tooLong, status: 413 };

/** Competition analysis (issue 29): every call scoped to the acting restaurant; members record, the owner deletes. */
export function competitionRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const db = ctx.database.db;
  async function acting(request: FastifyRequest) {
    const a = await requireRestaurant(ctx, request);
    return { userId: a.userId, ownerId: a.ownerId, restaurantId: a.restaurant.id };
  }
  return async (app) => {
    app.get(
      "/api/competition/rivals",
      {
        schema: {
          tags,
          security,
          summary: "Os concorrentes acompanhados, com a última observação de cada um, e o limite do plano",
          response: { 200: rivalListSchema, ...errorResponses(401, 409) },
        },
      },
      async (request) => listRivals(db, await acting(request)),
    );

    app.post(
      "/api/competition/rivals",
      {
        schema: {
          tags,
          security,
          summary:
            "Inclui um concorrente (Starter: até 3; Pro: até 20 por loja). O link só é guardado, nunca acessado.",
          body: newRivalSchema,
          response: { 201: rivalSchema, ...errorResponses(401, 403, 409) },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await addRival(db, await acting(request), request.body)),
    );

    app.get(
      "/api/competition/rivals/:id",
      {
        schema: {
          tags,
          security,
          summary: "Um concorrente: observações (mais novas primeiro) e pratos com o histórico de preços",
          params: rivalIdParamsSchema,
          response: { 200: rivalDetailSchema, ...errorResponses(401, 404, 409) },
        },
      },
      async (request) => rivalDetail(db, await acting(request), request.params.id),
    );

    app.put(
      "/api/competition/rivals/:id",
      {
        schema: {
          tags,
          security,
          summary: "Corrige nome, marketplace, link ou bairro de um concorrente",
          params: rivalIdParamsSchema,
          body: newRivalSchema,
          response: { 200: rivalSchema, ...errorResponses(401, 404, 409) },
        },
      },
      async (request) => updateRival(db, await acting(request), request.params.id, request.body),
    );

    app.delete(
      "/api/competition/rivals/:id",
      {
        schema: {
          tags,
          security,
          summary: "Exclui um concorrente com suas observações e pratos (só o dono)",
          params: rivalIdParamsSchema,
          response: { 204: z.null(), ...errorResponses(401, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        await removeRival(db, await acting(request), request.params.id);
        return reply.status(204).send(null);
      },
    );

    app.post(
      "/api/competition/rivals/:id/observations",
      {
        schema: {
          tags,
          security,
          summary:
            "Registra o que se viu na página do concorrente num dia (nota, taxa, tempo, pedido mínimo, promoções, contexto)",
          params: rivalIdParamsSchema,
          body: newObservationSchema,
          response: { 201: observationSchema, ...errorResponses(401, 404, 409) },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await addObservation(db, await acting(request), request.params.id, request.body, ctx.now())),
    );

    app.delete(
      "/api/competition/observations/:id",
      {
        schema: {
          tags,
          security,
          summary: "Exclui uma observação (só o dono)",
          params: observationIdParamsSchema,
          response: { 204: z.null(), ...errorResponses(401, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        await removeObservation(db, await acting(request), request.params.id);
        return reply.status(204).send(null);
      },
    );

    app.post(
      "/api/competition/rivals/:id/menu/preview",
      {
        config: { bodyTooLarge: pasteTooLarge },
        schema: {
          tags,
          security,
          summary:
            "Lê o cardápio colado: pratos, preços, sugestão do nosso prato equivalente e o que não foi entendido. Nada é salvo.",
          params: rivalIdParamsSchema,
          body: menuPasteSchema,
          response: { 200: menuPreviewSchema, ...errorResponses(401, 404, 409, 413) },
        },
      },
      async (request) => previewPaste(db, await acting(request), request.params.id, request.body.text),
    );

    app.post(
      "/api/competition/rivals/:id/menu/csv",
      {
        config: { bodyTooLarge: pasteTooLarge },
        schema: {
          tags,
          security,
          summary:
            "Lê um CSV do cardápio (nome, preço, seção, tamanho, descrição) como uma colagem. Nada é salvo.",
          params: rivalIdParamsSchema,
          body: menuCsvSchema,
          response: { 200: menuPreviewSchema, ...errorResponses(401, 404, 409, 413) },
        },
      },
      async (request) => previewCsv(db, await acting(request), request.params.id, request.body.csv),
    );

    app.post(
      "/api/competition/rivals/:id/menu",
      {
        schema: {
          tags,
          security,
          summary:
            "Salva os pratos confirmados: novos entram, os já salvos mudam de preço e a mudança fica no histórico",
          params: rivalIdParamsSchema,
          body: menuSaveSchema,
          response: { 200: menuSaveResultSchema, ...errorResponses(401, 404, 409) },
        },
      },
      async (request) => saveMenu(db, await acting(request), request.params.id, request.body, ctx.now()),
    );

    app.patch(
      "/api/competition/dishes/:id",
      {
        schema: {
          tags,
          security,
          summary: "Confirma ou muda o prato equivalente (ou “sem equivalente”), corrige preço ou nome",
          params: rivalDishIdParamsSchema,
          body: rivalDishPatchSchema,
          response: { 200: rivalDishSchema, ...errorResponses(401, 404, 409) },
        },
      },
      async (request) =>
        patchRivalDish(db, await acting(request), request.params.id, request.body, ctx.now()),
    );

    app.delete(
      "/api/competition/dishes/:id",
      {
        schema: {
          tags,
          security,
          summary: "Exclui um prato do concorrente com seu histórico (só o dono)",
          params: rivalDishIdParamsSchema,
          response: { 204: z.null(), ...errorResponses(401, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        await removeRivalDish(db, await acting(request), request.params.id);
        return reply.status(204).send(null);
      },
    );

    app.get(
      "/api/competition/board",
      {
        schema: {
          tags,
          security,
          summary: "O quadro de preços por prato, com o que sobra depois das taxas, e os alertas",
          response: { 200: boardSchema, ...errorResponses(401, 409) },
        },
      },
      async (request) => readBoard(db, await acting(request), ctx.now()),
    );

    app.get(
      "/api/competition/dishes/:dishId/history",
      {
        schema: {
          tags,
          security,
          summary: "Um prato nosso ao longo do tempo: o nosso preço e os dos concorrentes",
          params: ourDishIdParamsSchema,
          response: { 200: dishHistorySchema, ...errorResponses(401, 404, 409) },
        },
      },
      async (request) => readDishHistory(db, await acting(request), request.params.dishId),
    );

    app.get(
      "/api/competition/settings",
      {
        schema: {
          tags,
          security,
          summary: "O perfil de taxas, a margem e o limite de alerta da página de concorrência",
          response: { 200: competitionSettingsSchema, ...errorResponses(401, 409) },
        },
      },
      async (request) => readSettings(db, (await acting(request)).restaurantId),
    );

    app.put(
      "/api/competition/settings",
      {
        schema: {
          tags,
          security,
          summary: "Guarda o perfil de taxas, a margem, a nossa taxa de entrega e o limite de alerta",
          body: competitionSettingsSchema,
          response: { 200: competitionSettingsSchema, ...errorResponses(401, 409) },
        },
      },
      async (request) => saveSettings(db, (await acting(request)).restaurantId, request.body),
    );

    app.put(
      "/api/competition/food-costs/:dishId",
      {
        schema: {
          tags,
          security,
          summary: "O custo dos ingredientes de um prato nosso (null apaga)",
          params: ourDishIdParamsSchema,
          body: foodCostSchema,
          response: { 204: z.null(), ...errorResponses(401, 404, 409) },
        },
      },
      async (request, reply) => {
        await saveFoodCost(
          db,
          (await acting(request)).restaurantId,
          request.params.dishId,
          request.body.costCents,
        );
        return reply.status(204).send(null);
      },
    );
  };
}
