import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE" | "HEAD" | "OPTIONS";

export type CallOptions = {
  /** Who calls: a signed-in account (registerAccount, teamKit…); its session cookie goes with the request. */
  as?: { cookie: string };
  /** A Cookie header of the test's own (an old, forged or foreign session); not with `as`. */
  cookie?: string;
  /**
   * The body, sent as JSON like the web client does (web/lib/api.ts). Left
   * out, a POST sends `{}` (the web's bodiless actions do, and the routes
   * validate a JSON object); other methods send none.
   */
  body?: object;
  headers?: Record<string, string>;
  /** The client's address (per-IP limits, logs); light-my-request's 127.0.0.1 when left out. */
  remoteAddress?: string;
};

/**
 * The one way API tests send a request: through the real HTTP layer of the
 * app (`app.inject`, no port), as a client would. Answers the inject
 * response. Tests that need what a client would never send (a malformed or
 * raw body, a missing content-type) call `app.inject` themselves and say why.
 */
export function call(
  app: FastifyInstance,
  method: Method,
  url: string,
  options: CallOptions = {},
): Promise<LightMyRequestResponse> {
  const { as, cookie, body, headers, remoteAddress } = options;
  if (as && cookie !== undefined) throw new Error("call: `as` or `cookie`, not both");
  const sessionCookie = as?.cookie ?? cookie;
  const request: InjectOptions = {
    method,
    url,
    headers: sessionCookie === undefined ? { ...headers } : { ...headers, cookie: sessionCookie },
    ...(body !== undefined ? { payload: body } : method === "POST" ? { payload: {} } : {}),
    ...(remoteAddress === undefined ? {} : { remoteAddress }),
  };
  return app.inject(request);
}
