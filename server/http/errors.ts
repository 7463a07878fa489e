import { errorBodySchema } from "../../common/errors";

/** An error whose message is meant for people; thrown by services and routes. */
export class AppError extends Error {
  override name = "AppError";
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const notFound = (message = "Não encontrado.") => new AppError(404, "NOT_FOUND", message);
export const unauthorized = (message = "Faça login para continuar.") =>
  new AppError(401, "UNAUTHORIZED", message);
export const forbidden = (message = "Você não tem permissão para isso.") =>
  new AppError(403, "FORBIDDEN", message);
export const conflict = (code: string, message: string) => new AppError(409, code, message);
export const badRequest = (code: string, message: string) => new AppError(400, code, message);

/** Seconds a client is told to wait when the database is out of reach. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** The database is out of reach for now (connectionErrors.ts): a 503 the client may retry. */
export const databaseUnavailable = () =>
  new AppError(
    503,
    "DATABASE_UNAVAILABLE",
    "Serviço temporariamente indisponível. Tente de novo em instantes.",
    { "retry-after": String(DATABASE_RETRY_AFTER_SECONDS) },
  );

/** The error answers every route declares for its OpenAPI entry, beside its own codes. */
export function errorResponses<const C extends readonly number[]>(...codes: C) {
  const all = [400, 429, 500, 503, ...codes] as const;
  return Object.fromEntries(all.map((c) => [c, errorBodySchema])) as Record<
    C[number] | 400 | 429 | 500 | 503,
    typeof errorBodySchema
  >;
}
