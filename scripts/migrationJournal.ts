/**
 * Second half of `npm run db:generate` (after `drizzle-kit generate`): the
 * migrator applies a journal entry only when its `when` is later than the last
 * applied one's, and drizzle-kit stamps a new entry with the clock, which may be
 * earlier than the previous entries' (they were numbered ahead by hand). Such
 * an entry gets the previous `when` plus 100000000 (scripts/migrationsMeta.ts).
 */
import { writeFileSync } from "node:fs";
import { JOURNAL, orderedJournal, readJournal } from "./migrationsMeta";

const { journal, moved } = orderedJournal(readJournal());
if (moved.length > 0) {
  writeFileSync(JOURNAL, `${JSON.stringify(journal, null, 2)}\n`);
  console.log(`meta/_journal.json: "when" moved after the previous entry's for ${moved.join(", ")}`);
}
