/**
 * `npm run db:generate [-- --custom --name=x]`: `drizzle-kit generate` with
 * the arguments given, then the journal put in order. The migrator applies an
 * entry only when its `when` is later than the last applied one's, and
 * drizzle-kit stamps a new entry with the clock, which may be earlier than the
 * previous entries' (they were numbered ahead by hand): such an entry gets the
 * previous `when` plus 100000000 (scripts/migrationsMeta.ts).
 */
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { JOURNAL, orderedJournal, readJournal } from "./migrationsMeta";

const bin = path.join(import.meta.dirname, "..", "node_modules", ".bin", "drizzle-kit");
const generated = spawnSync(bin, ["generate", ...process.argv.slice(2)], { stdio: "inherit" });
if (generated.status !== 0) process.exit(generated.status ?? 1);

const { journal, moved } = orderedJournal(readJournal());
if (moved.length > 0) {
  writeFileSync(JOURNAL, `${JSON.stringify(journal, null, 2)}\n`);
  console.log(`meta/_journal.json: "when" moved after the previous entry's for ${moved.join(", ")}`);
}
