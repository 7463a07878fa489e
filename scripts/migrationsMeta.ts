import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { generateDrizzleJson, generateMigration } from "drizzle-kit/api";
import * as schema from "../server/db/schema";

/*
 * Drizzle's bookkeeping of server/db/migrations (issue 26): `npm run
 * db:generate` diffs server/db/schema.ts against the newest snapshot in
 * meta/, so that snapshot must be schema.ts as the migrations leave it, and
 * the migrator (drizzle-orm) applies an entry only when its journal `when`
 * is later than the last one applied, so `when` must grow entry by entry.
 * scripts/migrationsMeta.test.ts holds both; scripts/dbGenerate.ts
 * (`npm run db:generate`) fixes a `when` drizzle-kit took from a
 * clock earlier than the previous entry's.
 */

export const MIGRATIONS = path.join(import.meta.dirname, "..", "server", "db", "migrations");
const META = path.join(MIGRATIONS, "meta");
export const JOURNAL = path.join(META, "_journal.json");

export type JournalEntry = { idx: number; version: string; when: number; tag: string; breakpoints: boolean };
export type Journal = { version: string; dialect: string; entries: JournalEntry[] };
type Snapshot = Parameters<typeof generateMigration>[0];

export function readJournal(): Journal {
  return JSON.parse(readFileSync(JOURNAL, "utf8")) as Journal;
}

/** The snapshot files, as drizzle-kit orders them (it diffs against the last). */
export function snapshotFiles(): string[] {
  return readdirSync(META)
    .filter((name) => name.endsWith("_snapshot.json"))
    .sort();
}

export function readSnapshot(file: string): Snapshot & { id: string; prevId: string } {
  return JSON.parse(readFileSync(path.join(META, file), "utf8"));
}

/** The snapshot of the journal's last migration, the one drizzle-kit must diff against. */
export function latestSnapshotFile(journal: Journal = readJournal()): string {
  const last = journal.entries.at(-1);
  if (!last) throw new Error("migrations: journal is empty");
  const file = `${last.tag.slice(0, 4)}_snapshot.json`;
  if (!existsSync(path.join(META, file))) {
    throw new Error(
      `migrations: ${last.tag} has no meta/${file}; write migrations with npm run db:generate (a hand-written one: npx tsx scripts/migrationSnapshot.ts)`,
    );
  }
  return file;
}

/**
 * The SQL `npm run db:generate` would write now: empty when schema.ts and the
 * latest snapshot agree.
 */
export async function pendingSchemaStatements(): Promise<string[]> {
  const previous = readSnapshot(latestSnapshotFile());
  const current = generateDrizzleJson(schema as Record<string, unknown>, previous.id);
  return generateMigration(previous, current);
}

/**
 * Entries whose `when` is not after the previous entry's get the previous
 * one plus this step (the step every hand-written entry of this folder took),
 * so an existing database applies them.
 */
export const WHEN_STEP = 100_000_000;

export function orderedJournal(journal: Journal): { journal: Journal; moved: string[] } {
  const moved: string[] = [];
  let previous = Number.NEGATIVE_INFINITY;
  const entries = journal.entries.map((entry) => {
    const when = entry.when > previous ? entry.when : previous + WHEN_STEP;
    if (when !== entry.when) moved.push(entry.tag);
    previous = when;
    return { ...entry, when };
  });
  return { journal: { ...journal, entries }, moved };
}

/**
 * The snapshot of today's schema.ts for the journal's last migration, chained
 * to the newest snapshot there is: for a migration written by hand (SQL that
 * already does what schema.ts now says), so db:generate diffs against it.
 */
export function snapshotOfSchemaForLatest(): { file: string; snapshot: Record<string, unknown> } {
  const journal = readJournal();
  const last = journal.entries.at(-1);
  if (!last) throw new Error("migrations: journal is empty");
  const file = `${last.tag.slice(0, 4)}_snapshot.json`;
  const previous = snapshotFiles().filter((name) => name < file);
  const parent =
    previous.length > 0 ? readSnapshot(previous.at(-1)!).id : "00000000-0000-0000-0000-000000000000";
  const { id, prevId, ...rest } = generateDrizzleJson(schema as Record<string, unknown>, parent);
  return { file, snapshot: { id, prevId, ...rest } };
}

export function writeSnapshot(file: string, snapshot: Record<string, unknown>): void {
  writeFileSync(path.join(META, file), `${JSON.stringify(snapshot, null, 2)}\n`);
}
