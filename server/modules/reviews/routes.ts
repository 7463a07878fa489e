import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { restaurantFactsSchema } from "../../../common/restaurantFacts";
import { restaurantFactsInputSchema } from "../../../common/restaurantFactsInput";
import {
  REVIEW_LIMITS,
  REVIEW_MESSAGES,
  reviewDigestSettingSchema,
  reviewIdParamsSchema,
  reviewImportResultSchema,
  reviewImportSchema,
  reviewListQuerySchema,
  reviewListSchema,
  reviewPatchSchema,
  reviewSchema,
  reviewSummarySchema,
} from "../../../common/reviews";
import { z } from "../../../common/zod";
import type { AppContext } from "../../context";
import { errorResponses } from "../../http/errors";
import { requireUserId } from "../../http/session";
import { requireRestaurant } from "../../requestContext/requireRestaurant";
import { digestSetting, saveDigestSetting, unsubscribeDigest } from "./digestSetting";
import { readFacts, saveFacts } from "./facts";
import { importReviews } from "./importReviews";
import { deleteReview, getReview, listReviews, reviewScope, reviewSummary, updateReview } from "./service";

const tags = ["avaliações"];
const security = [{ session: [] }];

/** The review inbox (issue 28): every plan; members answer, only the owner deletes or changes settings. */
export function reviewRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const db = ctx.database.db;

  async function scoped(request: FastifyRequest) {
    const acting = await requireRestaurant(ctx, request);
    return {
      actor: { userId: acting.userId, ownerId: acting.ownerId },
      scope: await reviewScope(db, acting.restaurant.id),
    };
  }

  return async (app) => {
    app.get(
      "/api/reviews",
      {
        schema: {
          tags,
          summary:
            "Caixa de avaliações do restaurante atual, com filtros (status, nota, assunto) e contagens",
          description:
            "As abertas (novas e rascunhos) primeiro, pelo prazo; depois as outras, mais recentes primeiro (até 500). " +
            "O prazo é o dia da avaliação mais o prazo de resposta do restaurante, até 23:59 no horário de Brasília.",
          security,
          querystring: reviewListQuerySchema,
          response: { 200: reviewListSchema, ...errorResponses(401, 403, 409) },
        },
      },
      async (request) => {
        const { scope } = await scoped(request);
        return listReviews(db, scope, request.query, ctx.now());
      },
    );

    app.get(
      "/api/reviews/summary",
      {
        schema: {
          tags,
          summary:
            "Sem resposta e prazos (o cartão do painel) e a nota dos últimos 90 dias contra a meta Super (4,7)",
          security,
          response: { 200: reviewSummarySchema, ...errorResponses(401, 403, 409) },
        },
      },
      async (request) => reviewSummary(db, (await scoped(request)).scope, ctx.now()),
    );

    app.post(
      "/api/reviews/import",
      {
        // A 2 MB file in base64 plus JSON: anything bigger is refused before it is read.
        bodyLimit: Math.ceil((REVIEW_LIMITS.fileBytes * 4) / 3) + 64 * 1024,
        config: {
          bodyTooLarge: { code: "REVIEW_FILE_TOO_LARGE", message: REVIEW_MESSAGES.fileTooLarge, status: 413 },
        },
        schema: {
          tags,
          summary: "Traz avaliações coladas ou de um arquivo (prévia com dryRun, depois salva)",
          description:
            "kind paste: texto colado, uma ou várias avaliações (separadas por linha em branco, ou a lista copiada do app). " +
            "kind file: a planilha de Avaliações do iFood (.xlsx ou .csv) ou o nosso modelo CSV, em base64, até 2 MB. " +
            `Até ${REVIEW_LIMITS.perImport} avaliações por vez (senão 400). Uma avaliação que já está na caixa não é duplicada.`,
          security,
          body: reviewImportSchema,
          response: { 200: reviewImportResultSchema, ...errorResponses(401, 403, 409, 413) },
        },
      },
      async (request) => importReviews(db, (await scoped(request)).scope, request.body, ctx.now()),
    );

    app.get(
      "/api/reviews/digest",
      {
        schema: {
          tags,
          summary: "Se quem está logado recebe o email diário com as avaliações a vencer",
          security,
          response: { 200: reviewDigestSettingSchema, ...errorResponses(401) },
        },
      },
      async (request) => digestSetting(db, requireUserId(request)),
    );

    app.put(
      "/api/reviews/digest",
      {
        schema: {
          tags,
          summary: "Liga ou desliga o email diário das avaliações de quem está logado",
          security,
          body: reviewDigestSettingSchema,
          response: { 200: reviewDigestSettingSchema, ...errorResponses(401) },
        },
      },
      async (request) => saveDigestSetting(db, requireUserId(request), request.body.enabled),
    );

    app.get(
      "/api/reviews/digest/unsubscribe",
      {
        schema: {
          tags,
          summary: "Desliga o email diário pelo link do próprio email, sem login",
          querystring: z.object({ token: z.string().max(300).default("") }),
          description: "Responde uma página HTML (200, ou 404 para um link que não é nosso).",
          response: { 200: z.string(), 404: z.string() },
        },
      },
      async (request, reply) => {
        const answer = await unsubscribeDigest(
          db,
          ctx.secrets.sessionSecret,
          request.query.token,
          ctx.config.appUrl,
        );
        return reply.status(answer.status).type("text/html; charset=utf-8").send(answer.html);
      },
    );

    app.get(
      "/api/reviews/:id",
      {
        schema: {
          tags,
          summary: "Uma avaliação do restaurante atual",
          security,
          params: reviewIdParamsSchema,
          response: { 200: reviewSchema, ...errorResponses(401, 403, 404, 409) },
        },
      },
      async (request) => getReview(db, (await scoped(request)).scope, request.params.id, ctx.now()),
    );

    app.patch(
      "/api/reviews/:id",
      {
        schema: {
          tags,
          summary:
            "Rascunho, respondida (a resposta copiada), moderação pedida, arquivada ou de volta a nova",
          description:
            "Nada é publicado por nós: o dono cola a resposta no app de delivery. Membros da equipe podem.",
          security,
          params: reviewIdParamsSchema,
          body: reviewPatchSchema,
          response: { 200: reviewSchema, ...errorResponses(401, 403, 404, 409) },
        },
      },
      async (request) => {
        const { scope, actor } = await scoped(request);
        return updateReview(db, scope, actor, request.params.id, request.body, ctx.now());
      },
    );

    app.delete(
      "/api/reviews/:id",
      {
        schema: {
          tags,
          summary: "Exclui uma avaliação (só o dono)",
          security,
          params: reviewIdParamsSchema,
          response: { 204: z.null(), ...errorResponses(401, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        const { scope, actor } = await scoped(request);
        await deleteReview(db, scope, actor, request.params.id);
        return reply.status(204).send(null);
      },
    );

    app.get(
      "/api/restaurant/facts",
      {
        schema: {
          tags: ["restaurante"],
          summary: "Os contatos, as informações confirmadas e o prazo de resposta do restaurante atual",
          security,
          response: { 200: restaurantFactsSchema, ...errorResponses(401, 403, 409) },
        },
      },
      async (request) => {
        const acting = await requireRestaurant(ctx, request);
        return readFacts(db, acting.restaurant.id);
      },
    );

    app.put(
      "/api/restaurant/facts",
      {
        schema: {
          tags: ["restaurante"],
          summary: "Muda os contatos, as informações confirmadas e o prazo de resposta (só o dono)",
          description:
            "Telefones brasileiros com DDD (guardados só com os dígitos); campo vazio: o restaurante não tem esse canal. " +
            "As respostas às avaliações só oferecem os canais informados aqui.",
          security,
          body: restaurantFactsInputSchema,
          response: { 200: restaurantFactsSchema, ...errorResponses(401, 403, 409) },
        },
      },
      async (request) => {
        const acting = await requireRestaurant(ctx, request);
        return saveFacts(
          db,
          acting.restaurant.id,
          { userId: acting.userId, ownerId: acting.ownerId },
          request.body,
          ctx.now(),
        );
      },
    );
  };
}
