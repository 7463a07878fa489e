import type { Gender, GrammaticalNumber } from "../../engine/grammar";

/**
 * The pieces a composed menu dish is built from (issue 12, item 8): a main
 * item, a preparation the name carries and a side, per cuisine. The
 * description says only what the name says: the main item (always named),
 * its preparation and its side, plus lines that are true of them.
 */

/** How a main item is cooked, as the name says it. Agreed with the main: "Grelhado" → "Tilápia Grelhada". */
export type MenuPreparation = {
  id: string;
  /** Masculine singular as written in a name: "Grelhado", "à Parmegiana". */
  name: string;
  /** True when the words do not change with the main ("à Parmegiana", "ao Sugo"). */
  invariable?: boolean;
};

export type MenuSide = {
  /** As written in a name, after "com": "Arroz e Feijão". */
  name: string;
  /** As the description says it: "arroz e feijão". */
  word: string;
  /** Reais it adds to the main's price. */
  add: number;
  /** Lines true of this side, whatever the main ("Farofa soltinha…"): one may describe the dish. */
  lines?: readonly string[];
};

export type MenuMain = {
  /** As written in the name, after the family's prefix: "de Calabresa", "Frango", "Salmão". */
  name: string;
  /** How the description names it; the eval checks every description contains it. */
  word: string;
  gender: Gender;
  number?: GrammaticalNumber;
  /** Price range in reais before the side. */
  price: readonly [number, number];
  /** Preparation ids that fit this main; none given: the family's; empty: none. */
  preparations?: readonly string[];
  /** Side names (of the family's sides) that fit this main; none given: all; empty: none. */
  sides?: readonly string[];
  /** Lines true of this main item. */
  lines?: readonly string[];
  /** An opening sentence of its own (a classic whose name says its toppings: "Portuguesa"). */
  intro?: string;
};

/** What the opening sentence is built from: the main as said (with its preparation) and its side. */
export type IntroParts = {
  /** The main as said: "frango", "calabresa". */
  main: string;
  /** Its preparation, agreed and in lower case: "grelhado", "à parmegiana". */
  prep?: string;
  side?: string;
  gender: Gender;
  number: GrammaticalNumber;
};

export type MenuFamily = {
  id: string;
  course: "entrada" | "principal" | "sobremesa";
  /** Written before the main's name: "Pizza ", "Marmita de ", "". */
  prefix: string;
  mains: readonly MenuMain[];
  preparations: readonly MenuPreparation[];
  sides: readonly MenuSide[];
  /** The preparation comes before the main in the name ("Hambúrguer Duplo de Costela"). */
  prepFirst?: boolean;
  /** What the preparation agrees with when it is not the main ("Duplo" goes with the hambúrguer). */
  prepAgreesWith?: { gender: Gender; number: GrammaticalNumber };
  /** How often a preparation is named when the main has any (1 when omitted: a plated main is always cooked some way). */
  prepChance?: number;
  /** How often a side is added when the main has any. */
  sideChance: number;
  /** The opening sentence: always names the main item. */
  intro: (p: IntroParts) => string;
  /** Lines true of any dish of the family, none naming an ingredient the name does not carry. */
  lines: readonly string[];
};

/** A cuisine: the families its dishes are composed from, and how often each is drawn. */
export type MenuCuisine = {
  families: readonly { family: MenuFamily; weight: number }[];
};
