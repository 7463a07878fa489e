import type { FastifyInstance } from "fastify";
import { AppError } from "./errors";

/*
 * PostgreSQL text cannot hold the NUL character: a "\u0000" inside any field
 * would fail the query and answer 500. Input is refused here, once, before
 * validation, for every route: body, query string and path.
 */

const MAX_DEPTH = 64;

/** True when any string in the value (keys included) holds a NUL character. */
export function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (depth > MAX_DEPTH || value === null || typeof value !== "object") return false;
  // Bytes are not text: an uploaded file (the order import's octet-stream body) is read
  // by its own parser. Walked as an object, a 10 MB Buffer held the event loop 37 s.
  if (ArrayBuffer.isView(value)) return false;
  if (Array.isArray(value)) return value.some((item) => holdsNul(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes("\u0000") || holdsNul(item, depth + 1));
}

export function refuseNulInput(app: FastifyInstance): void {
  app.addHook("preValidation", async (request) => {
    if (holdsNul(request.body) || holdsNul(request.query) || holdsNul(request.params)) {
      throw new AppError(
        400,
        "INVALID_CHARACTERS",
        "O texto enviado tem um caractere inválido. Confira e envie de novo.",
      );
    }
  });
}
