/**
 * `npm run build:review-words` (decision 041): from Hunspell's pt dictionary
 * (node_modules/dictionary-pt), the real Portuguese words one slip (two from
 * ten letters) from a word the review rules look for (`TYPO_TARGETS`),
 * folded, written to server/ai/local/data/reviews/dictionaryWords.ts, which
 * is committed. Loading the whole dictionary into nspell took more than
 * 300 s and about 1 GB; the engine only needs to know whether a token close
 * to its vocabulary is a real word of its own, so only those words are kept.
 * Run it again after changing `TYPO_TARGETS` (the engine test
 * `dictionaryWords.test.ts` fails while the list is stale).
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { TYPO_TARGETS } from "../../server/ai/local/data/reviews/typos";
import { dictionaryWordsNear, renderWordsFile } from "./expand";

const dir = join(process.cwd(), "node_modules/dictionary-pt");
const started = Date.now();
const words = dictionaryWordsNear(
  readFileSync(join(dir, "index.aff"), "utf8"),
  readFileSync(join(dir, "index.dic"), "utf8"),
  TYPO_TARGETS,
);
const out = join(process.cwd(), "server/ai/local/data/reviews/dictionaryWords.ts");
writeFileSync(out, renderWordsFile(words, TYPO_TARGETS));
console.log(
  `${words.length} palavras do dicionário perto do vocabulário, em ${Date.now() - started} ms: ${out}`,
);
