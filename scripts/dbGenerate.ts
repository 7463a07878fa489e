/**
 * `npm run db:generate [-- --custom --name=x]`: `drizzle-kit generate` with
 * the arguments given, then each list trigger that drifted from its
 * declaration replaced, then the journal put in order.
 *
 * A list's `api_json` trigger (decision 027) is generated from its
 * declaration (rowShape): when a change to schema.ts or to a list's schema
 * makes it write another text, the same migration gets the trigger function's
 * replacement and the backfill (scripts/rowJsonDrift.ts); when only the
 * declaration changed, a migration of its own is made for them. The migrator applies an
 * entry only when its `when` is later than the last applied one's, and
 * drizzle-kit stamps a new entry with the clock, which may be earlier than the
 * previous entries' (they were numbered ahead by hand): such an entry gets the
 * previous `when` plus 100000000 (scripts/migrationsMeta.ts).
 */
import { spawnSync } from "node:child_process";
import { appendFileSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { rowJsonReplacementSql } from "../server/db/rowJson";
import { JOURNAL, MIGRATIONS, orderedJournal, readJournal } from "./migrationsMeta";
import { driftedRowJsonTables } from "./rowJsonDrift";

const bin = path.join(import.meta.dirname, "..", "node_modules", ".bin", "drizzle-kit");
const drizzleKit = (args: string[]) => {
  const run = spawnSync(bin, ["generate", ...args], { stdio: "inherit" });
  if (run.status !== 0) process.exit(run.status ?? 1);
};

const before = readJournal().entries.length;
drizzleKit(process.argv.slice(2));
const drifted = driftedRowJsonTables();
if (drifted.length > 0) {
  const names = drifted.map((t) => t.table);
  if (readJournal().entries.length === before) drizzleKit(["--custom", `--name=${names.join("_")}_api_json`]);
  const migration = path.join(MIGRATIONS, `${readJournal().entries.at(-1)!.tag}.sql`);
  const replacement = drifted.map(rowJsonReplacementSql).join("--> statement-breakpoint\n");
  // A breakpoint only after SQL: a statement of nothing but comments is not sent.
  const hasSql = readFileSync(migration, "utf8")
    .split("\n")
    .some((line) => line.trim() !== "" && !line.trim().startsWith("--"));
  appendFileSync(
    migration,
    `\n${hasSql ? "--> statement-breakpoint\n" : ""}-- The list triggers as their declarations now write them, and every row rewritten (decision 027).\n${replacement}\n`,
  );
  console.log(`${path.relative(process.cwd(), migration)}: api_json de ${names.join(", ")} refeito`);
}

const { journal, moved } = orderedJournal(readJournal());
if (moved.length > 0) {
  writeFileSync(JOURNAL, `${JSON.stringify(journal, null, 2)}\n`);
  console.log(`meta/_journal.json: "when" moved after the previous entry's for ${moved.join(", ")}`);
}
