import { PassThrough } from "node:stream";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  ORDER_IMPORT_LIMITS,
  ORDER_IMPORT_MESSAGES,
  type OrderImportLine,
  orderImportConfirmSchema,
  orderImportIdParamsSchema,
  orderImportListSchema,
  orderImportPreviewQuerySchema,
  orderImportSchema,
} from "../../../common/orders";
import { z } from "../../../common/zod";
import type { AppContext } from "../../context";
import { AppError, errorResponses } from "../../http/errors";
import { requireRestaurant } from "../../requestContext/requireRestaurant";
import {
  confirmImport,
  getImport,
  type ImportScope,
  listImports,
  type Progress,
  previewImport,
} from "./service";
import { PreviewStaging } from "./staging";

const tags = ["pedidos"];
const security = [{ session: [] }];
const NDJSON = "application/x-ndjson; charset=utf-8";

const streamDescription =
  "Responde linhas JSON (application/x-ndjson): {type:'progress', phase, done, total} enquanto trabalha " +
  "(a barra mostra o trabalho feito de verdade: bytes lidos, pedidos conferidos, gravados, dias refeitos), " +
  "e por fim uma linha {type:'preview'|'result', …} ou {type:'error', error, code}. " +
  "Um arquivo recusado antes de começar (não é planilha, bomba de zip, sem colunas de pedido) é um 4xx comum.";

/**
 * Runs a long import step and answers it as NDJSON progress lines then its
 * last line. A failure before the first progress line is an ordinary error
 * answer (400/403/404/413); one after it is the stream's last line.
 */
async function streamed(
  request: FastifyRequest,
  reply: FastifyReply,
  run: (progress: Progress) => Promise<OrderImportLine>,
) {
  let stream: PassThrough | null = null;
  let startStream!: () => void;
  const started = new Promise<null>((resolve) => {
    startStream = () => resolve(null);
  });
  let last = { phase: "", at: -1 };
  const progress: Progress = (phase, done, total) => {
    if (!stream) {
      stream = new PassThrough();
      startStream();
    }
    // Every 1% of a phase (and its end): a truthful bar without a line per order.
    const step = Math.floor((done / Math.max(1, total)) * 100);
    if (phase === last.phase && step === last.at) return;
    last = { phase, at: step };
    stream.write(`${JSON.stringify({ type: "progress", phase, done, total })}\n`);
  };
  const work = run(progress).then(
    (line) => ({ line }),
    (error: unknown) => ({ error }),
  );
  const first = await Promise.race([started, work]);
  reply.header("cache-control", "no-store");
  if (first !== null) {
    if ("error" in first) throw first.error;
    return reply.type(NDJSON).send(`${JSON.stringify(first.line)}\n`);
  }
  const out = stream as unknown as PassThrough;
  void work.then((r) => {
    if ("error" in r) {
      const e = r.error;
      if (!(e instanceof AppError)) request.log.error({ err: e }, "order import failed");
      const line: OrderImportLine =
        e instanceof AppError
          ? { type: "error", error: e.message, code: e.code }
          : {
              type: "error",
              error: "A importação parou por um erro nosso. Nada foi perdido: envie de novo.",
              code: "IMPORT_FAILED",
            };
      out.end(`${JSON.stringify(line)}\n`);
    } else {
      out.end(`${JSON.stringify(r.line)}\n`);
    }
  });
  return reply.type(NDJSON).send(out);
}

/** Importing the owner's order reports (issue 27): preview, confirm, the list of imports. */
export function orderRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const db = ctx.database.db;
  const staging = new PreviewStaging(ctx.now);

  async function scoped(request: FastifyRequest): Promise<ImportScope> {
    const acting = await requireRestaurant(ctx, request);
    return {
      restaurantId: acting.restaurant.id,
      actor: { userId: acting.userId, ownerId: acting.ownerId },
    };
  }

  return async (app) => {
    // The file itself, as sent by the page: bytes, no JSON (an .xlsx is binary). A browser
    // form cannot send this type across sites, and crossSite.ts checks the Origin anyway.
    app.addContentTypeParser(
      "application/octet-stream",
      { parseAs: "buffer", bodyLimit: ORDER_IMPORT_LIMITS.maxBytes },
      (_request, body, done) => done(null, body),
    );

    app.post(
      "/api/orders/imports/preview",
      {
        bodyLimit: ORDER_IMPORT_LIMITS.maxBytes,
        compress: false,
        config: {
          bodyTooLarge: { code: "FILE_TOO_LARGE", message: ORDER_IMPORT_MESSAGES.tooLarge, status: 413 },
        },
        schema: {
          tags,
          summary:
            "Prévia de um relatório de pedidos (.xlsx ou .csv do iFood, ou o nosso modelo CSV); só o dono",
          description:
            "Corpo: os bytes do arquivo (Content-Type: application/octet-stream), até 40 MB e 150 mil pedidos. " +
            "Nada é gravado: a prévia fica guardada 30 minutos sob o token, para o POST /api/orders/imports. " +
            streamDescription,
          security,
          querystring: orderImportPreviewQuerySchema,
          response: { 200: z.string().describe(NDJSON), ...errorResponses(401, 403, 409, 413, 415) },
        },
      },
      async (request, reply) => {
        const scope = await scoped(request);
        const file = request.body as unknown;
        if (!Buffer.isBuffer(file)) {
          throw new AppError(
            415,
            "UNSUPPORTED_MEDIA_TYPE",
            "Envie o arquivo como Content-Type: application/octet-stream.",
          );
        }
        return streamed(request, reply, async (progress) => ({
          type: "preview",
          preview: await previewImport(db, staging, scope, file, request.query.fileName, progress),
        }));
      },
    );

    app.post(
      "/api/orders/imports",
      {
        compress: false,
        schema: {
          tags,
          summary:
            "Confirma uma prévia: grava os pedidos e refaz os números dos dias que eles cobrem; só o dono",
          description:
            "O pedido (ID do pedido) é a chave: importar de novo ou um período que se sobrepõe nunca conta um pedido duas vezes, " +
            "e um status que mudou (um cancelamento depois) atualiza o pedido. manualDays: 'keep' deixa como estão os dias " +
            "que o dono digitou; 'replace' troca pelos números dos pedidos. " +
            streamDescription,
          security,
          body: orderImportConfirmSchema,
          response: { 200: z.string().describe(NDJSON), ...errorResponses(401, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        const scope = await scoped(request);
        return streamed(request, reply, async (progress) => ({
          type: "result",
          result: await confirmImport(db, staging, scope, request.body, progress),
        }));
      },
    );

    app.get(
      "/api/orders/imports",
      {
        schema: {
          tags,
          summary: "As importações de pedidos do restaurante atual, mais recentes primeiro (até 50)",
          security,
          response: { 200: orderImportListSchema, ...errorResponses(401, 403, 409) },
        },
      },
      async (request) => listImports(db, (await scoped(request)).restaurantId),
    );

    app.get(
      "/api/orders/imports/:id",
      {
        schema: {
          tags,
          summary: "Uma importação de pedidos do restaurante atual",
          security,
          params: orderImportIdParamsSchema,
          response: { 200: orderImportSchema, ...errorResponses(401, 403, 404, 409) },
        },
      },
      async (request) => getImport(db, (await scoped(request)).restaurantId, request.params.id),
    );
  };
}
