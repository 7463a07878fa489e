import type { Gender } from "../../engine/grammar";
import type { TasteLine } from "../bankLine";

/** Families of dishes that share sentences (occasion, bite, closing). */
export type DishGroup =
  | "pizza"
  | "lanche"
  | "prato"
  | "massa"
  | "japones"
  | "salgado"
  | "porcao"
  | "doce"
  | "gelado"
  | "saudavel"
  | "mexicano"
  | "bebida"
  | "cafe";

export type Taste = "sweet" | "savoury" | "neutral";

/**
 * A dish the engine recognises by name. Texts are Portuguese templates (see
 * ../../engine/template.ts); `savoury(line)` keeps a line for savoury
 * versions only, `sweet(line)` for sweet ones (a pizza or a crepe can be
 * either; see ../bankLine.ts).
 */
export type DishKind = {
  id: string;
  /** Folded keys (no accents, lowercase), matched as whole words; plural keys make the noun plural. */
  keys: readonly string[];
  pluralKeys?: readonly string[];
  singular: string;
  plural: string;
  gender: Gender;
  group: DishGroup;
  taste: Taste | "either";
  /** Sold by the unit: a "porção de coxinha" is about the coxinhas, in the plural. */
  countable?: boolean;
  /** What a mouthful is called when the group's word does not fit ("fatia" of cake). */
  bite?: string;
  /** What people crave ("vontade de {craving}"); null when the noun does not read well there. */
  craving?: string | null;
  /**
   * The noun a name starting with one of these keys is spoken of by, when it
   * is not the kind's own noun: "Espaguete…" is "o espaguete", not "a massa".
   */
  headNouns?: Readonly<Record<string, { text: string; gender: Gender; plural?: boolean }>>;
  /** Only ever plural ("os nachos", "os churros"). */
  pluralOnly?: boolean;
  /** Higher wins when a name holds two kinds ("Filé à Parmegiana" is a parmegiana). */
  priority?: number;
  /** Adjectives in the masculine singular, agreed with the kind's noun. */
  textures?: readonly string[];
  /** Noun phrases that can follow "{Name}: ". */
  taglines?: readonly TasteLine[];
  /** Full sentences about this kind. */
  details?: readonly TasteLine[];
  /** Classic versions whose ingredients are part of the name's meaning. */
  variants?: readonly { keys: readonly string[]; ingredients: readonly string[] }[];
  emoji?: string;
  hashtags?: readonly string[];
  /** How it should arrive when the group's word does not fit ("pronto para servir" for wine, not "geladinho"). */
  arrives?: string;
  /** When to have it, when the group's occasions do not fit. */
  occasions?: readonly string[];
  /** An alcoholic drink: its copy ends with "Beba com moderação." */
  alcoholic?: boolean;
};

export type Ingredient = {
  id: string;
  keys: readonly string[];
  text: string;
  gender: Gender;
  plural?: boolean;
  taste: Taste;
  /** Adjectives in the masculine singular; agreed with the ingredient ("calabresa fatiada"). */
  descriptors?: readonly string[];
  /** A meat, fish or other protein a dish is named after ("Costela Assada"): it gets its own opening. */
  meat?: boolean;
};

/** Words that open a name and hold other dishes: "Porção de Coxinha", "Combo X-Bacon". */
export type Container = {
  keys: readonly string[];
  singular: string;
  gender: Gender;
  /** The dish inside is then spoken of in the plural. */
  pluralizes: boolean;
};
