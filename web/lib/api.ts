/**
 * The one way the SPA talks to the server (SPEC §7, §8): cookies always sent,
 * JSON in and out, and any non-OK answer becomes an ApiError whose message is
 * "status: body" (or "status: statusText" when the body is empty).
 */
export class ApiError extends Error {
  override name = "ApiError";
  constructor(
    readonly status: number,
    readonly bodyText: string,
    statusText: string,
    /** From `Retry-After` (seconds), when the server says how long to wait (429). */
    readonly retryAfterSeconds?: number,
  ) {
    super(`${status}: ${bodyText || statusText}`);
  }

  /** The message meant for people: the `error` field of our JSON error body. */
  get userMessage(): string | undefined {
    try {
      const parsed: unknown = JSON.parse(this.bodyText);
      if (parsed && typeof parsed === "object" && "error" in parsed && typeof parsed.error === "string") {
        return parsed.error;
      }
    } catch {
      // not JSON: no message for people
    }
    return undefined;
  }
}

/** The people-facing message of any error, or the fallback the SPEC gives for that place. */
export function messageFor(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.userMessage ?? fallback;
  return fallback;
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (!res.ok) {
    const text = await res.text().catch(() => "");
    const retryAfter = Number.parseInt(res.headers.get("retry-after") ?? "", 10);
    throw new ApiError(
      res.status,
      text,
      res.statusText,
      Number.isFinite(retryAfter) && retryAfter >= 0 ? retryAfter : undefined,
    );
  }
}

/** Sends a request with cookies; a body is sent as JSON. Answers the raw Response when OK. */
async function apiRequest(
  method: string,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
  /** keepalive: the request outlives the page (a deletion sent as the owner leaves). */
  init: { keepalive?: boolean } = {},
): Promise<Response> {
  const res = await fetch(url, {
    ...init,
    method,
    credentials: "include",
    headers: body === undefined ? headers : { ...headers, "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await throwIfNotOk(res);
  return res;
}

/** Thrown when an OK answer does not match its common/ schema: a bug between server and web, never shown raw. */
export class UnexpectedAnswerError extends Error {
  override name = "UnexpectedAnswerError";
  constructor(
    readonly path: string,
    readonly issues: unknown,
  ) {
    super(`Resposta inesperada do servidor em ${path}.`);
  }
}

type ParseResult<T> = { success: true; data: T } | { success: false; error: { issues: unknown } };

/**
 * What `request` needs of a schema: any common/ zod schema fits. Typed this
 * way (not `z.ZodType`) so the file pulls no zod runtime into the bundle. A
 * parse may also answer later (a schema that loads zod only for the answers
 * that need it: lib/auth's session).
 */
export type AnswerSchema<T> = {
  safeParse(value: unknown): ParseResult<T> | PromiseLike<ParseResult<T>>;
};

export type RequestOptions = {
  headers?: Record<string, string>;
  /** The request outlives the page (a deletion sent as the owner leaves). */
  keepalive?: boolean;
};

/**
 * The typed call every feature's `api/<endpoint>.ts` makes: sends the request
 * (cookies, JSON body), throws ApiError on a non-OK answer (SPEC §8's
 * "status: body"), and parses the answer with its common/ zod schema, so a
 * screen never reads a field the server did not send. An empty body reads as
 * null (a 204 pairs with `noContent`).
 *
 * The schema may also be a promise of it (`import("…/common/plans").then((m) =>
 * m.planListSchema)`): a public page that should paint without zod's chunk
 * gets it loaded while the request is under way, not before the page.
 */
export async function request<T>(
  schema: AnswerSchema<T> | PromiseLike<AnswerSchema<T>>,
  method: string,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const [answerSchema, res] = await Promise.all([
    schema,
    apiRequest(method, path, body, options.headers, { keepalive: options.keepalive }),
  ]);
  const text = await res.text();
  const parsed = await answerSchema.safeParse(text ? JSON.parse(text) : null);
  if (!parsed.success) throw new UnexpectedAnswerError(path, parsed.error.issues);
  return parsed.data;
}

/** The schema of an answer without a body (204): `request(noContent, "DELETE", …)`. */
export const noContent: AnswerSchema<void> = {
  safeParse: (value) =>
    value === null
      ? { success: true, data: undefined }
      : { success: false, error: { issues: [{ message: "esperava uma resposta vazia" }] } },
};

export type On401 = "returnNull" | "throw";

/** The answer, or null when the server says nobody is signed in (401); any other failure still throws. */
export async function nullOn401<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** The default reader knows a path, not its schema: the answer is taken as sent. */
const unchecked: AnswerSchema<unknown> = { safeParse: (value) => ({ success: true, data: value }) };

/**
 * The default query reader of SPEC §7: joins the query key with "/" into a path,
 * GETs it through `request`, and on 401 either answers null or throws, as configured.
 */
export function getQueryFn<T>(options: { on401: On401 }) {
  return async ({ queryKey }: { queryKey: readonly unknown[] }): Promise<T | null> => {
    const read = request(unchecked, "GET", queryKey.join("/")) as Promise<T>;
    return options.on401 === "returnNull" ? nullOn401(read) : read;
  };
}
