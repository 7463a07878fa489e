import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  birthdayAudienceQuerySchema,
  birthdayAudienceSchema,
  CAMPAIGN_RETURN_DAYS,
  CUSTOMER_IMPORT_CHUNK_BYTES,
  CUSTOMER_IMPORT_MESSAGES,
  campaignListSchema,
  consentHistorySchema,
  customerIdParamsSchema,
  customerImportResultSchema,
  customerImportSchema,
  customerListQuerySchema,
  customerListSchema,
  customerPatchSchema,
  customerSchema,
  messageIdParamsSchema,
  messageListQuerySchema,
  messageListSchema,
  messagePatchSchema,
  messageSchema,
  newCampaignSchema,
  newCustomerSchema,
  segmentCountsSchema,
  segmentRulesInputSchema,
} from "../../../common/customers";
import { z } from "../../../common/zod";
import type { AppContext } from "../../context";
import { errorResponses } from "../../http/errors";
import { sendJsonText } from "../../http/jsonBody";
import { requireRestaurant } from "../../requestContext/requireRestaurant";
import {
  birthdayAudience,
  campaignMessages,
  createCampaign,
  listCampaigns,
  updateMessage,
} from "./campaigns";
import { consentHistory } from "./consent";
import { exportCustomersCsv } from "./exportCsv";
import { importCustomers } from "./importCustomers";
import { prepareCustomerListRead } from "./listRead";
import { saveSegmentRules } from "./segmentRules";
import {
  addCustomer,
  customerScope,
  recordOrder,
  removeCustomer,
  segmentCounts,
  updateCustomer,
} from "./service";

const tags = ["clientes"];
const security = [{ session: [] }];

/** Customer management (issue 15), Pro plan of the acting restaurant's owner. */
export function customerRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const db = ctx.database.db;
  const customerListRead = prepareCustomerListRead(db);

  /** The signed-in actor and the acting restaurant's customer scope (401, 409, 403 for Starter). */
  async function scoped(request: FastifyRequest) {
    const acting = await requireRestaurant(ctx, request);
    const scope = await customerScope(
      db,
      { restaurantId: acting.restaurant.id, ownerId: acting.ownerId },
      ctx.now(),
    );
    return { actor: { userId: acting.userId, ownerId: acting.ownerId }, scope };
  }

  return async (app) => {
    app.get(
      "/api/customers",
      {
        config: { sessionInQuery: true },
        schema: {
          tags,
          summary: "Clientes do restaurante atual: busca (nome, telefone, email), segmento, página",
          description: "Ordenados pelo último pedido, mais recente primeiro; 25 por página.",
          security,
          querystring: customerListQuerySchema,
          response: { 200: customerListSchema, ...errorResponses(401, 403, 409) },
        },
      },
      async (request, reply) => {
        const answer = await customerListRead(request, reply, request.query, ctx.now());
        return typeof answer === "string" ? sendJsonText(reply, answer) : answer;
      },
    );

    app.get(
      "/api/customers/segments",
      {
        schema: {
          tags,
          summary: "Quantos clientes em cada segmento (Novo, Recorrente, VIP, Em risco, Inativo)",
          security,
          response: { 200: segmentCountsSchema, ...errorResponses(401, 403, 409) },
        },
      },
      async (request) => segmentCounts(db, (await scoped(request)).scope),
    );

    app.put(
      "/api/customers/segment-rules",
      {
        schema: {
          tags,
          summary: "Muda as regras dos segmentos do restaurante (só o dono) e responde as contagens refeitas",
          description:
            "Pedidos para Recorrente e VIP, dias sem pedido para Em risco e Inativo; todos os clientes são reclassificados.",
          security,
          body: segmentRulesInputSchema,
          response: { 200: segmentCountsSchema, ...errorResponses(401, 403, 409) },
        },
      },
      async (request) => {
        const { scope, actor } = await scoped(request);
        return saveSegmentRules(db, scope, actor, request.body);
      },
    );

    app.post(
      "/api/customers/import",
      {
        // One chunk of the page's (CUSTOMER_IMPORT_CHUNK_BYTES of CSV, checked by the
        // service), with room for JSON escaping (a quote takes two bytes, a tab too).
        bodyLimit: 3 * CUSTOMER_IMPORT_CHUNK_BYTES,
        config: {
          bodyTooLarge: {
            code: "IMPORT_CHUNK_TOO_LARGE",
            message: CUSTOMER_IMPORT_MESSAGES.chunkTooLarge,
            status: 413,
          },
        },
        schema: {
          tags,
          summary: "Importa um pedaço de um CSV (prévia com dryRun, depois salva)",
          description:
            "Separado por ';' ou ',', cabeçalho em português ou inglês em qualquer ordem, datas dd/mm/aaaa. " +
            "Duplicados (mesmo telefone ou email, no arquivo ou já cadastrados) viram um cliente só. " +
            "Com consent: true o dono confirma que os clientes aceitaram receber mensagens. " +
            "Os erros dizem a linha do arquivo (firstLine: a linha da primeira linha de dados deste pedaço). " +
            "Cada pedido leva até 1.000 linhas e 256 KB (a página divide o arquivo), senão 413; " +
            "a resposta lista os 100 primeiros problemas e errorCount diz quantos há. " +
            "Quem recusou mensagens continua sem recebê-las, mesmo que o arquivo diga sim (keptOptedOut).",
          security,
          body: customerImportSchema,
          response: { 200: customerImportResultSchema, ...errorResponses(401, 403, 409, 413) },
        },
      },
      async (request) => importCustomers(db, (await scoped(request)).scope, request.body),
    );

    app.get(
      "/api/customers/export",
      {
        schema: {
          tags,
          summary: "Exporta os clientes (ou um só, com ?id=, para um pedido LGPD) em CSV",
          description: "Separado por ';', UTF-8 com BOM (abre certo no Excel em português).",
          security,
          querystring: z.object({ id: customerIdParamsSchema.shape.id.optional() }),
          response: { 200: z.string().describe("text/csv"), ...errorResponses(401, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        const csv = await exportCustomersCsv(db, (await scoped(request)).scope, request.query.id);
        const name = request.query.id ? `cliente-${request.query.id}.csv` : "clientes.csv";
        return reply
          .header("content-type", "text/csv; charset=utf-8")
          .header("content-disposition", `attachment; filename="${name}"`)
          .header("cache-control", "no-store")
          .send(csv);
      },
    );

    app.post(
      "/api/customers",
      {
        schema: {
          tags,
          summary: "Cadastra um cliente (telefone com DDD, guardado como +55)",
          security,
          body: newCustomerSchema,
          response: { 201: customerSchema, ...errorResponses(401, 403, 409) },
        },
      },
      async (request, reply) => {
        const { scope, actor } = await scoped(request);
        return reply.status(201).send(await addCustomer(db, scope, actor, request.body));
      },
    );

    app.patch(
      "/api/customers/:id",
      {
        schema: {
          tags,
          summary: "Altera um cliente (os campos enviados; null apaga)",
          description:
            "Tirar o consentimento (consent: false) tira o cliente das mensagens pendentes das campanhas, tudo junto. " +
            "Depois disso só o dono pode registrar um novo consentimento, com a origem (consentSource); " +
            "um membro da equipe recebe 403 CONSENT_WITHDRAWN.",
          security,
          params: customerIdParamsSchema,
          body: customerPatchSchema,
          response: { 200: customerSchema, ...errorResponses(401, 403, 404, 409) },
        },
      },
      async (request) => {
        const { scope, actor } = await scoped(request);
        return updateCustomer(db, scope, actor, request.params.id, request.body);
      },
    );

    app.get(
      "/api/customers/:id/consent-history",
      {
        schema: {
          tags,
          summary:
            "O histórico de consentimento de um cliente (LGPD): quando aceitou, onde, e quando pediu para sair",
          security,
          params: customerIdParamsSchema,
          response: { 200: consentHistorySchema, ...errorResponses(401, 403, 404, 409) },
        },
      },
      async (request) => consentHistory(db, (await scoped(request)).scope, request.params.id),
    );

    app.delete(
      "/api/customers/:id",
      {
        schema: {
          tags,
          summary: "Exclui um cliente e as mensagens dele (só o dono)",
          security,
          params: customerIdParamsSchema,
          response: { 204: z.null(), ...errorResponses(401, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        const { scope, actor } = await scoped(request);
        await removeCustomer(db, scope, actor, request.params.id);
        return reply.status(204).send(null);
      },
    );

    app.post(
      "/api/customers/:id/orders",
      {
        schema: {
          tags,
          summary: "Registra um pedido hoje: total de pedidos + 1, último pedido hoje, segmento recalculado",
          security,
          params: customerIdParamsSchema,
          response: { 200: customerSchema, ...errorResponses(401, 403, 404, 409) },
        },
      },
      async (request) => recordOrder(db, (await scoped(request)).scope, request.params.id),
    );

    const campaignTags = ["campanhas"];

    app.get(
      "/api/campaigns",
      {
        schema: {
          tags: campaignTags,
          summary:
            "Campanhas de WhatsApp do restaurante atual, com enviadas, pendentes e clientes que voltaram",
          description: `Voltou: o dono marcou, ou o cliente pediu até ${CAMPAIGN_RETURN_DAYS} dias depois do envio.`,
          security,
          response: { 200: campaignListSchema, ...errorResponses(401, 403, 409) },
        },
      },
      async (request) => listCampaigns(db, (await scoped(request)).scope),
    );

    app.get(
      "/api/customers/birthdays",
      {
        schema: {
          tags: campaignTags,
          summary:
            "Quantos clientes têm aniversário cadastrado e quantos do segmento uma campanha de aniversário alcança no período",
          description:
            "window: 7-dias (hoje e os próximos 6, no horário de Brasília) ou mes (o mês corrente). Alcança: aceitou mensagens, tem celular e o aniversário cai no período.",
          security,
          querystring: birthdayAudienceQuerySchema,
          response: { 200: birthdayAudienceSchema, ...errorResponses(401, 403, 409) },
        },
      },
      async (request) => birthdayAudience(db, (await scoped(request)).scope, request.query),
    );

    app.post(
      "/api/messages",
      {
        schema: {
          tags: campaignTags,
          summary:
            "Cria uma campanha: uma mensagem pendente para cada cliente do segmento que aceitou receber",
          description:
            "{nome} vira o primeiro nome de cada cliente. Só clientes com consentimento e celular entram (um fixo não tem WhatsApp); " +
            "400 NO_CONSENTING_CUSTOMERS quando não há nenhum. Objetivo birthday: só quem faz aniversário no período " +
            "(birthdayWindow 7-dias, o padrão, ou mes); 400 NO_BIRTHDAYS quando nenhum cliente tem aniversário cadastrado, " +
            "NO_BIRTHDAYS_IN_WINDOW quando nenhum cai no período. A mesma campanha (segmento, objetivo e texto) " +
            "enviada de novo em até 10 minutos responde 200 com a que já existe, sem criar outra.",
          security,
          body: newCampaignSchema,
          response: { 201: messageListSchema, 200: messageListSchema, ...errorResponses(401, 403, 409) },
        },
      },
      async (request, reply) => {
        const { scope } = await scoped(request);
        const { created, list } = await createCampaign(db, scope, request.body, ctx.now());
        return reply.status(created ? 201 : 200).send(list);
      },
    );

    app.get(
      "/api/messages",
      {
        schema: {
          tags: campaignTags,
          summary: "As mensagens de uma campanha (pendentes primeiro, depois por nome)",
          security,
          querystring: messageListQuerySchema,
          response: { 200: messageListSchema, ...errorResponses(401, 403, 404, 409) },
        },
      },
      async (request) => campaignMessages(db, (await scoped(request)).scope, request.query.campaignId),
    );

    app.patch(
      "/api/messages/:id",
      {
        schema: {
          tags: campaignTags,
          summary:
            "Marca a mensagem como enviada (toque no link do WhatsApp) e/ou que o cliente voltou a pedir",
          security,
          params: messageIdParamsSchema,
          body: messagePatchSchema,
          response: { 200: messageSchema, ...errorResponses(401, 403, 404, 409) },
        },
      },
      async (request) =>
        updateMessage(db, (await scoped(request)).scope, request.params.id, request.body, ctx.now()),
    );
  };
}
