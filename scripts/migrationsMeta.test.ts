import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  latestSnapshotFile,
  MIGRATIONS,
  orderedJournal,
  pendingSchemaStatements,
  readJournal,
  readSnapshot,
  snapshotFiles,
  WHEN_STEP,
} from "./migrationsMeta";
import { driftedRowJsonTables } from "./rowJsonDrift";

/*
 * `npm run db:generate` must find nothing to do on a clean clone (issue 26):
 * the newest snapshot is schema.ts as the migrations leave it, snapshots
 * chain without two children of one parent (drizzle-kit stops on that), and
 * every journal entry comes after the previous one (or the migrator skips it).
 */

describe("server/db/migrations", () => {
  it("schema.ts and the latest migration's snapshot agree: db:generate has nothing to write", async () => {
    const pending = await pendingSchemaStatements();
    expect(
      pending,
      "schema.ts changed without a migration: `npm run db:generate`, or for a hand-written migration `npx tsx scripts/migrationSnapshot.ts` (docs/architecture.md)",
    ).toEqual([]);
  });

  it("every list trigger the migrations leave is the one its declaration writes: db:generate has nothing to add", () => {
    expect(driftedRowJsonTables().map((t) => t.table)).toEqual([]);
  });

  it("the newest snapshot is the last migration's (the one drizzle-kit diffs against)", () => {
    expect(snapshotFiles().at(-1)).toBe(latestSnapshotFile());
  });

  it("snapshots chain: unique ids, each parent an earlier snapshot, no parent with two children", () => {
    const snapshots = snapshotFiles().map(readSnapshot);
    const ids = snapshots.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    snapshots.forEach((snapshot, i) => {
      expect(i === 0 ? "00000000-0000-0000-0000-000000000000" : snapshots[i - 1]!.id).toBe(snapshot.prevId);
    });
  });

  it("the journal lists every .sql file once, in order, each `when` after the previous one", () => {
    const journal = readJournal();
    const files = readdirSync(MIGRATIONS)
      .filter((name) => name.endsWith(".sql"))
      .sort();
    expect(journal.entries.map((e) => `${e.tag}.sql`)).toEqual(files);
    expect(journal.entries.map((e) => e.idx)).toEqual(files.map((_, i) => i));
    expect(orderedJournal(journal).moved, "run `npx tsx scripts/dbGenerate.ts`").toEqual([]);
  });

  it("an entry stamped before the previous one is moved after it", () => {
    const entry = (tag: string, when: number) => ({ idx: 0, version: "7", when, tag, breakpoints: true });
    const { journal, moved } = orderedJournal({
      version: "7",
      dialect: "postgresql",
      entries: [entry("a", 1000), entry("b", 500), entry("c", 1000 + WHEN_STEP), entry("d", 9 * WHEN_STEP)],
    });
    expect(journal.entries.map((e) => e.when)).toEqual([
      1000,
      1000 + WHEN_STEP,
      1000 + 2 * WHEN_STEP,
      9 * WHEN_STEP,
    ]);
    expect(moved).toEqual(["b", "c"]);
  });
});
