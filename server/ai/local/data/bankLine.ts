/**
 * A sentence of a bank, with what a dish must have for it to fit. Typed
 * fields instead of the old flag prefixes ("FHW1|…"), so `tsc` catches a
 * misspelt need and a line cannot leak its flags into a text.
 */

/** What a dish must have for a line to fit it. */
export type LineNeed =
  /** A food, never a drink: no "feito na hora" for a can of soda, no "Bateu a fome?" for a beer. */
  | "food"
  /** Spoken of by a common noun, not a brand such as "Coca-Cola". */
  | "commonNoun"
  /** The name's gender is known, so the line may agree with the name. */
  | "headKnown"
  /** The name is singular. */
  | "singular"
  /** The name is short enough (≤ 4 words) to take an adjective after it. */
  | "shortName"
  /** More than one ingredient. */
  | "severalIngredients"
  /** A recognised dish kind. */
  | "kindKnown"
  /** Spoken of in the number of its name (not "Uramaki (8 peças)… Preparados com kani"). */
  | "sameNumber"
  /** A dish people crave by name ("vontade de {craving}"). */
  | "craved"
  /** Sold by the unit (a salgado or a doce). */
  | "soldByUnit";

export type BankLine = string | { readonly text: string; readonly needs: readonly LineNeed[] };

/** A line that fits only dishes with all of `needs`. */
export const when = (needs: readonly LineNeed[], text: string): BankLine => ({ text, needs });

/** A kind's line for its sweet or savoury versions only (a pizza or a crepe can be either). */
export type TasteLine = string | { readonly text: string; readonly taste: "sweet" | "savoury" };

export const savoury = (text: string): TasteLine => ({ text, taste: "savoury" });
export const sweet = (text: string): TasteLine => ({ text, taste: "sweet" });
