import { randomInt } from "node:crypto";

/**
 * A small seeded generator (mulberry32): the same seed gives the same text,
 * which makes outputs reproducible in tests and "Gerar outra" a new seed.
 */
export type Rng = {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  shuffle<T>(items: readonly T[]): T[];
  /** Up to n distinct items, in random order. */
  sample<T>(items: readonly T[], n: number): T[];
};

export function createRng(seed: number): Rng {
  // Scramble the seed first so that nearby seeds (1, 2, 3…) start far apart.
  let state = seed >>> 0;
  state = Math.imul(state ^ (state >>> 16), 0x85ebca6b);
  state = Math.imul(state ^ (state >>> 13), 0xc2b2ae35);
  state = (state ^ (state >>> 16)) >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = int(0, i);
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  };
  return {
    next,
    int,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new Error("pick from an empty list");
      return items[int(0, items.length - 1)] as T;
    },
    chance: (probability) => next() < probability,
    shuffle,
    sample: (items, n) => shuffle(items).slice(0, n),
  };
}

/** FNV-1a: folds the input into the seed so different dishes differ under one seed. */
export function hashText(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** The rng for one call: deterministic for (seed, input), fresh when no seed is given. */
export function rngFor(seed: number | undefined, input: string): Rng {
  const base = seed ?? randomInt(0, 2 ** 31);
  return createRng((base ^ hashText(input)) >>> 0);
}
