/**
 * Kept at its old path for code written before the split into data/ and
 * engine/ (issue 12, item 10): new code imports ./engine/random.
 */
export * from "./engine/random";
