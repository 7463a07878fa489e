import { describe, expect, it } from "vitest";
import { targetsHash } from "../../../../../scripts/reviewWords/expand";
import {
  DICTIONARY_TARGETS_HASH,
  DICTIONARY_WORDS_NEAR_VOCABULARY,
} from "../../data/reviews/dictionaryWords";
import { TYPO_TARGETS } from "../../data/reviews/typos";
import { normaliseReview } from "./normalise";
import { correctWord } from "./typos";

describe("typo tolerance from the pt dictionary (decision 041)", () => {
  it("was built for today's TYPO_TARGETS (else run `npm run build:review-words`)", () => {
    expect(DICTIONARY_TARGETS_HASH).toBe(targetsHash(TYPO_TARGETS));
    expect(DICTIONARY_WORDS_NEAR_VOCABULARY.length).toBeGreaterThan(1000);
  });

  it("corrects a slip only when the dictionary says it is no word", () => {
    expect(correctWord("atrazou")).toBe("atrasou");
    expect(correctWord("demorol")).toBe("demorou");
    expect(correctWord("esqueseram")).toBe("esqueceram");
    expect(correctWord("entrgador")).toBe("entregador");
    // Real words one slip from a target stay as typed: "barato" is not "barata", "cobrarem" not "cobraram".
    const words = new Set(DICTIONARY_WORDS_NEAR_VOCABULARY);
    for (const real of ["cobrarem", "pedindo", "absurdos", "alegria"]) {
      expect(words.has(real)).toBe(true);
      expect(correctWord(real)).toBe(real);
    }
  });

  it("reads a word typed with accents no real word has as a slip ('entregadô' is not 'entregado')", () => {
    expect(normaliseReview("o entregadô foi grosso")).toContain("entregador");
    expect(normaliseReview("foi entregado")).toContain("entregado");
  });

  it("reads stretched and unaccented words", () => {
    expect(normaliseReview("chegou friaa e demorouu")).toBe("chegou fria e demorou");
    expect(normaliseReview("Atrazou e xegou tudo gelado")).toContain("atrasou");
  });

  // Its speed is part of replyToReview's in `npm run bench`, never timed here (a loaded machine fails a timed test).
  it("keeps a thousand unseen words with digits as they were: no guess from the dictionary", () => {
    for (let i = 0; i < 1000; i++)
      expect(correctWord(`palavr${i.toString(36)}x`)).toBe(`palavr${i.toString(36)}x`);
  });
});
