import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import type { ErrorBody, FieldIssue } from "../../common/errors";
import { isConnectionError } from "../db/connectionErrors";
import { isDataException } from "../db/dataErrors";
import { AppError, databaseUnavailable } from "./errors";

/** Fastify's own client errors, worded for people. */
const FASTIFY_CLIENT_ERRORS: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: "INVALID_JSON",
    message: "O conteúdo enviado não é um JSON válido.",
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: "EMPTY_BODY",
    message: "O conteúdo enviado está vazio. Envie os dados em JSON.",
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: "BODY_TOO_LARGE",
    message: "O conteúdo enviado é grande demais.",
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: "UNSUPPORTED_MEDIA_TYPE",
    message: "Envie os dados em JSON (Content-Type: application/json).",
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: "INVALID_CONTENT_LENGTH",
    message: "O tamanho informado não confere com o conteúdo enviado.",
  },
  FST_ERR_CTP_INVALID_TYPE: { status: 400, code: "INVALID_BODY", message: "Conteúdo inválido." },
};

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * What an oversized body means on this route, said as a 400 (the logo
     * routes: the only big field is the image, so people read "logo too big",
     * not a transport error). `status` defaults to 400 (the customer import
     * says 413: the page splits the file, so only other clients see it).
     */
    bodyTooLarge?: { code: string; message: string; status?: number };
  }
}

const WHERE: Record<string, string> = { body: "", querystring: "parâmetro ", params: "endereço " };

function toIssues(error: { validation: { instancePath: string; message?: string }[] }): FieldIssue[] {
  return error.validation.map((v) => ({
    path: v.instancePath.replace(/^\//, "").replaceAll("/", "."),
    message: v.message ?? "valor inválido",
  }));
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let status = 500;
    let body: ErrorBody;
    const unreachable = !(error instanceof AppError) && isConnectionError(error);
    const appError = error instanceof AppError ? error : unreachable ? databaseUnavailable() : null;
    if (appError) {
      status = appError.statusCode;
      body = { error: appError.message, code: appError.code };
      reply.headers(appError.headers);
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      status = 400;
      const issues = toIssues(error);
      const first = issues[0];
      const where = WHERE[error.validationContext ?? "body"] ?? "";
      body = {
        error: first?.path
          ? `Confira o ${where}campo "${first.path}": ${first.message}`
          : `Dados inválidos: ${first?.message ?? "confira o que foi enviado"}`,
        code: "VALIDATION_FAILED",
        issues,
      };
    } else if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE" && request.routeOptions.config?.bodyTooLarge) {
      const { code, message, status: given } = request.routeOptions.config.bodyTooLarge;
      status = given ?? 400;
      body = { error: message, code };
    } else if (error.code && FASTIFY_CLIENT_ERRORS[error.code]) {
      const known = FASTIFY_CLIENT_ERRORS[error.code]!;
      status = known.status;
      body = { error: known.message, code: known.code };
    } else if (isDataException(error)) {
      // A value the database itself refuses (out of range, bad encoding): the input's fault, never a 500.
      status = 400;
      body = { error: "Algum valor enviado não é válido. Confira e envie de novo.", code: "INVALID_VALUE" };
    } else if (error.statusCode === 429) {
      status = 429;
      body = { error: "Muitas tentativas. Aguarde um pouco e tente de novo.", code: "RATE_LIMITED" };
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      status = error.statusCode;
      body = { error: "Requisição inválida.", code: "BAD_REQUEST" };
    } else {
      body = {
        error: "Algo deu errado do nosso lado. Tente de novo em instantes.",
        code: "INTERNAL",
        requestId: String(request.id),
      };
    }
    // Once per request, through the err serializer (no bound values).
    if (unreachable) request.log.error({ err: error }, "banco de dados indisponível");
    else if (status >= 500) request.log.error({ err: error }, "erro interno");
    else if (body.code === "INVALID_VALUE")
      request.log.warn({ err: error }, "valor recusado pelo banco: falta uma regra no schema");
    else request.log.info({ code: body.code, status }, "requisição recusada");
    return reply.status(status).send(body);
  });
}
