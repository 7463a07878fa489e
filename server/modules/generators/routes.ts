import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { customerMessageReplySchema, customerMessageRequestSchema } from "../../../common/customers";
import { generationListQuerySchema, generationSchema } from "../../../common/generations";
import {
  dishContentResultSchema,
  GENERATION_TRIGGER_HEADER,
  type GenerationKind,
  generateContentRequestSchema,
  generateMenuRequestSchema,
  generatePromotionRequestSchema,
  generateResponseRequestSchema,
  menuResultSchema,
  promotionResultSchema,
  reviewReplyAnswerSchema,
} from "../../../common/generators";
import { z } from "../../../common/zod";
import { createCustomerMessageWriter } from "../../ai/customerMessageModel";
import type { EngineCallOptions } from "../../ai/engine";
import { promotionSetup } from "../../ai/promotionSetup";
import { reviewPoints } from "../../ai/reviewPoints";
import type { AppContext } from "../../context";
import { errorResponses } from "../../http/errors";
import { sendJsonText } from "../../http/jsonBody";
import { readActingContext } from "../../requestContext/contextRead";
import { requireRestaurant } from "../../requestContext/requireRestaurant";
import { customerScope } from "../customers/public";
import { type Caller, callerResolver } from "./caller";
import { generationsOf, prepareGenerationsRead, restaurantDish, saveGeneration } from "./service";

export function generatorRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const db = ctx.database.db;
  const generationsRead = prepareGenerationsRead(db);
  const tags = ["geradores"];
  const errors = errorResponses(402);
  return async (app) => {
    const resolveCaller = callerResolver(app, ctx);
    /** Every generate call: who asks picks the engine; a signed-in owner's result is kept in the history. */
    async function generate<T extends Record<string, unknown> & { source: string }>(
      request: FastifyRequest,
      kind: GenerationKind,
      input: Record<string, unknown>,
      run: (engine: Caller["engine"], options: EngineCallOptions, caller: Caller) => Promise<T>,
      keep = true,
    ): Promise<T> {
      const caller = await resolveCaller(request);
      const result = await run(caller.engine, { restaurant: caller.context }, caller);
      if (caller.restaurant && keep) await saveGeneration(db, caller.restaurant.id, kind, input, result);
      return result;
    }

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
      async (request) =>
        generate(request, "content", request.body, (engine, options) =>
          engine.describeDish(request.body, options),
        ),
    );

    app.post(
      "/api/generate-promotion",
      {
        schema: {
          tags,
          summary:
            "Promoção com título, descrição, desconto e período para o objetivo escolhido (e o prato escolhido, com dishId); setup diz o que o dono cria no app antes de divulgar, como o cupom",
          body: generatePromotionRequestSchema,
          response: { 200: promotionResultSchema, ...errorResponses(402, 404) },
        },
      },
      async (request) =>
        generate(request, "promotion", request.body, async (engine, options, caller) => {
          const { dishId, ...rest } = request.body;
          // Only a dish of the caller's own restaurant: any other id is a 404, as everywhere.
          const dish = dishId === undefined ? undefined : await restaurantDish(db, caller.restaurant, dishId);
          const promotion = await engine.createPromotion({ ...rest, dish }, options);
          const setup = promotionSetup(promotion);
          return setup ? { ...promotion, setup } : promotion;
        }),
    );

    const writeCustomerMessage = createCustomerMessageWriter(ctx.config.ai, app.log);
    // The model only where the caller may spend it (modelGate: a confirmed address within its budgets).
    const writeCustomerMessageLocally = createCustomerMessageWriter(undefined, app.log);
    app.post(
      "/api/generate-customer-message",
      {
        schema: {
          tags,
          summary:
            "Mensagem de WhatsApp para uma campanha (segmento e objetivo), com {nome} onde vai o nome de cada cliente; sem promessas que o dono não fez",
          description: "Plano Pro (gestão de clientes); conta no mesmo limite de gerações por minuto.",
          body: customerMessageRequestSchema,
          response: { 200: customerMessageReplySchema, ...errorResponses(401, 402, 403, 409) },
        },
      },
      async (request) => {
        const acting = await requireRestaurant(ctx, request);
        await customerScope(db, { restaurantId: acting.restaurant.id, ownerId: acting.ownerId }, ctx.now());
        const caller = await resolveCaller(request);
        // No dish named: which one is new is the owner's to say, when editing the text.
        const write =
          caller.engine === ctx.engines.local ? writeCustomerMessageLocally : writeCustomerMessage;
        const { content } = await write({
          ...request.body,
          restaurantName: caller.context?.name ?? acting.restaurant.name,
        });
        return { content };
      },
    );

    app.post(
      "/api/generate-menu",
      {
        schema: {
          tags,
          summary:
            "Sugestão de cardápio (5 a 8 pratos com descrição e preço em R$); com o cabeçalho x-generation-trigger: automatic não entra no histórico",
          body: generateMenuRequestSchema,
          response: { 200: menuResultSchema, ...errors },
        },
      },
      async (request) => {
        const automatic = request.headers[GENERATION_TRIGGER_HEADER] === "automatic";
        return generate(
          request,
          "menu",
          request.body,
          (engine, options) => engine.suggestMenu(request.body, options),
          !automatic,
        );
      },
    );

    app.post(
      "/api/generate-response",
      {
        schema: {
          tags,
          summary:
            "Resposta profissional a uma avaliação, assinada pelo restaurante, com os pontos lidos na avaliação (o dono pode mandar a sua própria lista), o aviso de segurança alimentar e o motivo de moderação",
          body: generateResponseRequestSchema,
          response: { 200: reviewReplyAnswerSchema, ...errors },
        },
      },
      async (request) =>
        generate(request, "response", request.body, async (engine, options) => {
          const { reviewText, points } = request.body;
          const reply = await engine.replyToReview(request.body, options);
          return { response: reply.response, ...reviewPoints(reviewText, points), source: reply.source };
        }),
    );

    app.get(
      "/api/generations",
      {
        config: { sessionInQuery: true },
        schema: {
          tags,
          security: [{ session: [] }],
          summary: "Os textos gerados recentemente para o restaurante atual",
          querystring: generationListQuerySchema,
          response: { 200: z.array(generationSchema), ...errorResponses(401, 409) },
        },
      },
      async (request, reply) => {
        const { kind, limit } = request.query;
        const { rows } = await readActingContext(request, reply, generationsRead, {
          kind: kind ?? null,
          limit,
        });
        return sendJsonText(reply, generationsOf(rows));
      },
    );
  };
}
