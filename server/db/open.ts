import { mkdir } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import type { Logger } from "../logger";
import { asStartupError } from "../startupErrors";
import { lockDataDir } from "./lock";
import { pgliteExtensions } from "./pgliteExtensions";
import { withNamedStatements } from "./pgliteStatements";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  /** PostgreSQL's pool, for work that must hold one connection (the migration lock). */
  pool?: pg.Pool;
  /** Resolves when the database answers a trivial query. */
  ping: () => Promise<void>;
  close: () => Promise<void>;
};

export type OpenOptions = {
  /** PostgreSQL URL; when absent, PGlite persisted under dataDir/db. */
  databaseUrl?: string | undefined;
  dataDir?: string;
  /** An already-made PGlite (tests load a migrated snapshot into memory). */
  pglite?: PGlite;
  logger?: Logger;
};

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.logger);
  if (options.pglite) return wrapPglite(options.pglite, async () => {});
  if (!options.dataDir) throw new Error("openDatabase: dataDir or databaseUrl is required");
  const lock = await lockDataDir(options.dataDir);
  try {
    const dir = path.join(options.dataDir, "db");
    await mkdir(dir, { recursive: true });
    // PGlite's own file errors carry no folder and no message (`ErrnoError { errno: 51 }`).
    const client = await PGlite.create({ dataDir: dir, extensions: pgliteExtensions }).catch(
      asStartupError({ action: "abrir o banco", folder: dir }, true),
    );
    return wrapPglite(client, lock.release);
  } catch (error) {
    await lock.release();
    throw error;
  }
}

function wrapPglite(client: PGlite, release: () => Promise<void>): Database {
  // Drizzle's SELECTs reuse named statements (pgliteStatements.ts); the rest of the client is PGlite's own.
  const db = drizzlePglite({ client: withNamedStatements(client), schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    ping: async () => {
      await client.query("select 1");
    },
    close: async () => {
      if (!client.closed) await client.close();
      await release();
    },
  };
}

function openPostgres(url: string, logger?: Logger): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 5_000,
  });
  survivesLostConnections(pool, logger);
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return {
    db,
    kind: "postgres",
    pool,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}

/**
 * A client whose server ends its backend (pg_terminate_backend, a restart, a
 * failover, a pooler restart) emits `error`; with no listener, Node ends the
 * whole process. pg-pool listens only while a client is idle, so a client
 * checked out between two statements of a transaction had none. Every client
 * gets its own listener for life: the statement under way (or the next one)
 * fails with a connection error, which answers 503 with Retry-After
 * (connectionErrors.ts), and pg-pool drops the client on release because it
 * is no longer queryable, so later requests get fresh connections.
 */
function survivesLostConnections(pool: pg.Pool, logger: Logger | undefined): void {
  pool.on("connect", (client) => {
    client.on("error", (error) => {
      logger?.warn({ err: error }, "conexão com o PostgreSQL perdida; o pool abre outra");
    });
  });
  // pg-pool re-emits an idle client's error here and throws when nobody listens;
  // the client's own listener above has logged it already.
  pool.on("error", () => {});
  // Drizzle's transaction checks a client out and sends `begin` outside its
  // try/finally: when `begin` meets a connection that just died, the client is
  // never released, and each such loss would take a place in the pool for
  // good (and `pool.end()` would wait forever). A checked-out client whose
  // connection ends goes back to the pool, which drops it; the holder's own
  // release afterwards does nothing.
  const connect = pool.connect.bind(pool);
  pool.connect = ((callback?: Parameters<typeof connect>[0]) =>
    callback ? connect(callback) : connect().then(releasedWhenEnded)) as typeof pool.connect;
}

function releasedWhenEnded(client: pg.PoolClient): pg.PoolClient {
  const release = client.release.bind(client);
  let released = false;
  const onEnd = () => client.release(new Error("conexão encerrada pelo servidor"));
  client.release = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    client.removeListener("end", onEnd);
    release(error);
  };
  client.once("end", onEnd);
  return client;
}
