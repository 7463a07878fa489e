import { performance } from "node:perf_hooks";
import type { FastifyInstance, FastifyRequest } from "fastify";

/** Milestones of one request, in performance.now() milliseconds. */
type Marks = { start: number; handler: number; returned: number; hooksDb: number; handlerDb: number };
const marks = new WeakMap<FastifyRequest, Marks>();

/**
 * Runs a database call and, when SERVER_TIMING is on, adds its time to the
 * request's database share. Off, it costs one WeakMap lookup.
 */
export async function timedDb<T>(request: FastifyRequest, run: () => Promise<T>): Promise<T> {
  const m = marks.get(request);
  if (!m) return run();
  const begin = performance.now();
  try {
    return await run();
  } finally {
    const spent = performance.now() - begin;
    if (m.handler === 0) m.hooksDb += spent;
    else m.handlerDb += spent;
  }
}

const ms = (n: number) => Math.max(0, n).toFixed(3);

/**
 * SERVER_TIMING=1: every answer says where its time went, so `npm run bench`
 * can choose the next optimisation by numbers. `hooks` is everything before
 * the route's handler (cookie, session, security headers) less its database
 * time; `db` is the database calls made through timedDb; `handler` is the
 * route's own work less its database time; `serialize` is turning the answer
 * into JSON (response schema included). Register before the session plugin.
 */
export function registerServerTiming(app: FastifyInstance): void {
  app.addHook("onRequest", async (request) => {
    marks.set(request, { start: performance.now(), handler: 0, returned: 0, hooksDb: 0, handlerDb: 0 });
  });
  app.addHook("preHandler", async (request) => {
    const m = marks.get(request);
    if (m) m.handler = performance.now();
  });
  app.addHook("preSerialization", async (request, _reply, payload) => {
    const m = marks.get(request);
    if (m) m.returned = performance.now();
    return payload;
  });
  app.addHook("onSend", async (request, reply, payload) => {
    const m = marks.get(request);
    if (!m) return payload;
    const sent = performance.now();
    const handler = m.handler || sent;
    const returned = m.returned || sent;
    reply.header(
      "server-timing",
      [
        `hooks;dur=${ms(handler - m.start - m.hooksDb)}`,
        `db;dur=${ms(m.hooksDb + m.handlerDb)}`,
        `handler;dur=${ms(returned - handler - m.handlerDb)}`,
        `serialize;dur=${ms(sent - returned)}`,
        `total;dur=${ms(sent - m.start)}`,
      ].join(", "),
    );
    return payload;
  });
}
