import path from "node:path";

/**
 * The app's data folder (DATA_DIR/db) opened as the app opens it: the database
 * has pg_trgm and btree_gin (migration 0007), and a PGlite without them cannot
 * use it. Shared by the bench's seeders and its one-query limit server.
 */
export async function openBenchPglite() {
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const { btree_gin } = await import("@electric-sql/pglite/contrib/btree_gin");
  return PGlite.create({
    dataDir: path.join(process.env.DATA_DIR ?? "", "db"),
    extensions: { pg_trgm, btree_gin },
  });
}

/** Runs seed statements in order on DATABASE_URL (BENCH_DRIVER=pg) or on the data folder's PGlite. */
export async function runStatements(statements) {
  if (process.env.BENCH_DRIVER === "pg") {
    const { default: pg } = await import("pg");
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      for (const s of statements) await client.query(s);
    } finally {
      await client.end();
    }
    return;
  }
  const db = await openBenchPglite();
  try {
    for (const s of statements) await db.exec(s);
  } finally {
    await db.close();
  }
}

/** Empties the bench's own PostgreSQL database; refuses any database not named for the bench. */
export async function emptyBenchDatabase(url) {
  const name = new URL(url).pathname.slice(1);
  if (!/bench/i.test(name)) {
    throw new Error(
      `BENCH_DATABASE_URL deve apontar para um banco só do benchmark (nome com "bench"), não "${name}"`,
    );
  }
  await onPostgres(
    url,
    "drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public",
  );
}

/**
 * VACUUM ANALYZE on the bench's PostgreSQL once its rows are in: a database
 * just created and filled has no statistics yet, and autovacuum would gather
 * them in the middle of whichever server is being measured then (first ours,
 * then the limit), skewing that one's numbers. A running production database
 * has its statistics.
 */
export const settleBenchDatabase = (url) => onPostgres(url, "vacuum analyze");

async function onPostgres(url, statement) {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
