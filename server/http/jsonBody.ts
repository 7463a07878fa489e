import type { FastifyReply } from "fastify";

/**
 * Answers with JSON text the database already wrote (server/db/jsonText.ts).
 * Fastify sends a string whose content type names JSON as is: no parse, no
 * second serialisation. The route's response schema still documents it, and
 * the tests hold the bytes to what the serializer wrote before.
 */
export const sendJsonText = (reply: FastifyReply, text: string) =>
  reply.type("application/json; charset=utf-8").send(text);
