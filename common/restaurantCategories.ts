import { RESTAURANT_CATEGORIES, type RestaurantCategory } from "./constants";

/** Readable Portuguese names of SPEC §9's restaurant categories. */
export const CATEGORY_LABELS: Record<RestaurantCategory, string> = {
  pizzaria: "Pizzaria",
  hamburgueria: "Hamburgueria",
  marmitex: "Marmitex",
  japonesa: "Japonesa",
  italiana: "Italiana",
  mexicana: "Mexicana",
  churrasqueira: "Churrasqueira",
  lanchonete: "Lanchonete",
  sorveteria: "Sorveteria",
  acai: "Açaí",
  cafe: "Café",
  padaria: "Padaria",
  doces: "Doces",
  saudavel: "Saudável",
  vegetariana: "Vegetariana",
  outro: "Outro",
};

export const CATEGORY_OPTIONS = RESTAURANT_CATEGORIES.map((value) => ({
  value,
  label: CATEGORY_LABELS[value],
}));

/** The label of a stored category; an unknown value (older data) shows as stored. */
export function categoryLabel(type: string): string {
  return (CATEGORY_LABELS as Record<string, string>)[type] ?? type;
}
