/**
 * `npx tsx scripts/migrationSnapshot.ts [--write]`: for a migration written by
 * hand (or merged from a branch that wrote one), the Drizzle snapshot its SQL
 * should leave: today's schema.ts, saved as the journal's last entry's
 * snapshot and chained to the newest one there is. Without --write it prints
 * what the snapshot adds over the previous one (what the hand-written SQL must
 * do); with --write it saves it. scripts/migrationsMeta.test.ts then holds
 * schema.ts, snapshots and journal together (decision 033).
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { generateMigration } from "drizzle-kit/api";
import {
  MIGRATIONS,
  readSnapshot,
  snapshotFiles,
  snapshotOfSchemaForLatest,
  writeSnapshot,
} from "./migrationsMeta";

const { file, snapshot } = snapshotOfSchemaForLatest();
const exists = existsSync(path.join(MIGRATIONS, "meta", file));
const parent = snapshotFiles()
  .filter((name) => name < file)
  .at(-1);
const statements = parent
  ? await generateMigration(readSnapshot(parent), snapshot as Parameters<typeof generateMigration>[1])
  : [];
console.log(
  `meta/${file}${exists ? " (exists: replaced on --write)" : ""}, after meta/${parent ?? "nothing"}:`,
);
console.log(statements.length > 0 ? statements.join("\n") : "(no schema change)");
if (process.argv.includes("--write")) {
  writeSnapshot(file, snapshot);
  console.log(`meta/${file} written`);
}
