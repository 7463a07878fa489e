import { SIDE_WORDS } from "../data/lexicon/sides";
import { analyseDish } from "./recognise";
import { fold } from "./text";

/**
 * A dish name read as a person reads a menu line: "Combo 2 X-Bacon + fritas
 * + refri 2 L" is a burger with fries and a drink, not a burger filled with
 * fries and soda; "Pizza G meia calabresa meia portuguesa" is two halves, not
 * one topping list; "Petit gâteau com sorvete" and "Costela Assada com
 * Mandioca" are a dish and what comes beside it. Parts keep the owner's words
 * (sizes and quantities as written).
 */
export type DishParts = {
  /** The name's main dish, whose ingredients the text may describe. */
  main: string;
  /** Food that comes with it ("fritas", "sorvete", "arroz integral"). */
  sides: string[];
  /** Drinks in the combo ("refri 2 L"). */
  drinks: string[];
  /** The two flavours of a half-and-half pizza. */
  halves: [string, string] | undefined;
  combo: boolean;
};

const HALVES = /^(.*?)\b(?:meia|1\/2|metade)\s+(.+?)\s+(?:e\s+)?(?:meia|1\/2|metade)\s+(.+)$/i;

/** A side read in a sentence: "Costela com Mandioca" → "mandioca"; brands and "X-Salada" keep their capitals. */
function asSide(part: string): string {
  return part.replace(
    /(^|\s)(\p{Lu})(\p{Ll}+)(?=\s|$)/gu,
    (_m, space: string, first: string, rest: string) => `${space}${first.toLocaleLowerCase("pt-BR")}${rest}`,
  );
}

export function dishParts(displayed: string): DishParts {
  const combo = /^combo\b/i.test(displayed);
  const pieces = displayed
    .replace(/^combo\s*(?:de\s+|:\s*)?/i, "")
    .split(/\s*\+\s*/)
    .map((p) => p.trim())
    .filter(Boolean);
  let [main = displayed, ...rest] = pieces;
  const sides: string[] = [];
  const drinks: string[] = [];
  // "Petit gâteau com sorvete": what follows "com" is a side when it is one by name.
  const withSide = /^(.+?)\s+com\s+(.+)$/i.exec(main);
  if (withSide?.[1] && withSide[2] && SIDE_WORDS.test(fold(withSide[2]))) {
    main = withSide[1];
    rest = [withSide[2], ...rest];
  }
  for (const part of rest) {
    if (analyseDish(part).group === "bebida") drinks.push(part);
    else sides.push(asSide(part));
  }
  const half = HALVES.exec(main);
  const halves: [string, string] | undefined =
    half?.[2] && half[3] ? [half[2].trim(), half[3].trim()] : undefined;
  return { main, sides, drinks, halves, combo: combo || drinks.length > 0 };
}
