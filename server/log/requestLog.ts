import { type FastifyReply, type FastifyRequest, LogController } from "fastify";

/*
 * One access-log line per request, written when the answer is done: the
 * request (method, redacted URL, address), the status and the time taken.
 * Fastify's default writes two ("incoming request" and "request completed"),
 * which at `info` level doubled the logging cost of every read for a line
 * that says nothing the second one does not (decision 026). A request that
 * never completes is still seen: Fastify logs aborts and stream errors itself.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = { req: request, res: { statusCode: reply.statusCode }, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, "request errored");
    else reply.log.info(line, "request completed");
  }
}
