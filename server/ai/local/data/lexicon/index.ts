import { DRINK_KINDS } from "./drinkKinds";
import { SAVOURY_KINDS } from "./savouryKinds";
import { SNACK_KINDS } from "./snackKinds";
import { SWEET_KINDS } from "./sweetKinds";
import type { Container, DishKind } from "./types";

export const DISH_KINDS: readonly DishKind[] = [
  ...SAVOURY_KINDS,
  ...SNACK_KINDS,
  ...SWEET_KINDS,
  ...DRINK_KINDS,
];

export const CONTAINERS: readonly Container[] = [
  { keys: ["combo", "combao", "combinho"], singular: "combo", gender: "m", pluralizes: false },
  {
    keys: ["porcao", "meia porcao", "porcao grande", "porcao media"],
    singular: "porção",
    gender: "f",
    pluralizes: true,
  },
  { keys: ["barca", "barco"], singular: "barca", gender: "f", pluralizes: true },
  { keys: ["balde"], singular: "balde", gender: "m", pluralizes: true },
  { keys: ["kit"], singular: "kit", gender: "m", pluralizes: true },
  { keys: ["caixa", "caixinha", "box"], singular: "caixa", gender: "f", pluralizes: true },
  { keys: ["bandeja"], singular: "bandeja", gender: "f", pluralizes: true },
  { keys: ["cento", "meio cento"], singular: "cento", gender: "m", pluralizes: true },
  { keys: ["duzia", "meia duzia"], singular: "dúzia", gender: "f", pluralizes: true },
  { keys: ["taca"], singular: "taça", gender: "f", pluralizes: false },
  { keys: ["copo", "copao"], singular: "copo", gender: "m", pluralizes: false },
  { keys: ["lata", "latinha"], singular: "lata", gender: "f", pluralizes: false },
  { keys: ["garrafa", "garrafinha"], singular: "garrafa", gender: "f", pluralizes: false },
  { keys: ["long neck"], singular: "long neck", gender: "f", pluralizes: false },
  { keys: ["jarra"], singular: "jarra", gender: "f", pluralizes: false },
];

/** Words that may open a name before the dish itself: "Super X-Tudo", "Mini Pizza". */
export const NAME_MODIFIERS = new Set([
  "super",
  "mega",
  "mini",
  "maxi",
  "novo",
  "nova",
  "especial",
  "tradicional",
  "classico",
  "classica",
  "gourmet",
  "premium",
  "artesanal",
  "caseiro",
  "caseira",
  "duplo",
  "dupla",
  "triplo",
  "big",
  "monster",
  "o",
  "a",
  "nosso",
  "nossa",
]);

export { INGREDIENTS, PREPARATION_WORDS } from "./ingredients";
export type { Container, DishGroup, DishKind, Ingredient, Taste } from "./types";
