import { createHash } from "node:crypto";
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import { sql } from "drizzle-orm";
import type { Db } from "../db/open";
import { rateLimitHits } from "../db/schema";

/** Expired counters are deleted at most this often, by whichever request comes next. */
const PURGE_EVERY_MS = 10 * 60_000;
const MAX_KEY_LENGTH = 400;

type Counter = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Counter) => void;

/**
 * A `@fastify/rate-limit` store that counts in the app's own database
 * (RATE_LIMIT_STORE=database): several instances behind a load balancer then
 * share every limit, with no Redis to run. One upsert per limited request,
 * atomic in PostgreSQL, so two instances never both see the same count.
 */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  let lastPurge = 0;
  const purge = () => {
    const now = Date.now();
    if (now - lastPurge < PURGE_EVERY_MS) return;
    lastPurge = now;
    db.delete(rateLimitHits)
      .where(sql`${rateLimitHits.resetAt} < now()`)
      .catch(() => {
        lastPurge = 0; // try again with the next request
      });
  };

  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = "",
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      purge();
      increment(db, storedKey(this.prefix + key), timeWindow).then(
        (counter) => callback(null, counter),
        (error: Error) => callback(error),
      );
    }

    /** The counter as it stands, without counting (the admin gate peeks before it checks). */
    read(key: string, callback: Callback): void {
      current(db, storedKey(this.prefix + key)).then(
        (counter) => callback(null, counter),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore["child"]>[0]): FastifyRateLimitStore {
      // createRateLimit() hands an empty routeInfo: its callers give keys a purpose
      // ("login-email:", "ai-demo:", "admin-wrong:") so no two limits share a counter.
      const route =
        (routeOptions as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo ?? {};
      const method = [route.method ?? ""].flat().join(",");
      return new DatabaseRateLimitStore(routeOptions, `${this.prefix}${method}${route.url ?? ""}-`);
    }
  }
  return DatabaseRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}

/** Long keys (an email in the key) are hashed so they fit the column and stay distinct. */
function storedKey(key: string): string {
  return key.length <= MAX_KEY_LENGTH ? key : `sha256:${createHash("sha256").update(key).digest("hex")}`;
}

/** Milliseconds left in a counter's window, as the store answers them. */
const TTL_MS = sql.raw("greatest(0, ceil(extract(epoch from (reset_at - now())) * 1000))::int as ttl");

async function increment(db: Db, key: string, timeWindowMs: number): Promise<Counter> {
  const result = (await db.execute(sql`
    insert into rate_limit_hits (key, hits, reset_at)
    values (${key}, 1, now() + make_interval(secs => ${timeWindowMs / 1000}))
    on conflict (key) do update set
      hits = case when rate_limit_hits.reset_at <= now() then 1 else rate_limit_hits.hits + 1 end,
      reset_at = case when rate_limit_hits.reset_at <= now() then excluded.reset_at else rate_limit_hits.reset_at end
    returning hits, ${TTL_MS}
  `)) as unknown as { rows: { hits: number; ttl: number }[] };
  const row = result.rows[0];
  if (!row) throw new Error("rate limit: the upsert answered no row");
  return { current: Number(row.hits), ttl: Number(row.ttl) };
}

async function current(db: Db, key: string): Promise<Counter> {
  const result = (await db.execute(sql`
    select hits, ${TTL_MS}
    from rate_limit_hits where key = ${key} and reset_at > now()
  `)) as unknown as { rows: { hits: number; ttl: number }[] };
  const row = result.rows[0];
  return row ? { current: Number(row.hits), ttl: Number(row.ttl) } : { current: 0, ttl: 0 };
}
