import { agree } from "../../../engine/grammar";
import { capitalize } from "../../../engine/text";
import type { IntroParts, MenuPreparation, MenuSide } from "../menuTypes";

/** "acompanhado" agreed with the main: "Tilápia grelhada, acompanhada de purê." */
export const served = (p: IntroParts, word = "acompanhado") =>
  agree(word, { text: p.main, gender: p.gender, number: p.number });

/** "Frango grelhado, acompanhado de arroz e feijão." — the plated dish's opening. */
export const platedIntro = (p: IntroParts) => {
  const main = p.prep ? `${p.main} ${p.prep}` : p.main;
  return p.side ? `${capitalize(main)}, ${served(p)} de ${p.side}.` : `${capitalize(main)} no capricho.`;
};

/** "calabresa", "frango grelhado": the main with its preparation after it. */
export const mainWithPrep = (p: IntroParts) => (p.prep ? `${p.main} ${p.prep}` : p.main);

export const prep = (id: string, name: string, invariable = false): MenuPreparation => ({
  id,
  name,
  invariable,
});

export const side = (name: string, word: string, add: number, lines?: readonly string[]): MenuSide => ({
  name,
  word,
  add,
  lines,
});

/** The preparations plated dishes share (Brazilian home cooking, marmitas). */
export const PLATED_PREPARATIONS = [
  prep("grelhado", "Grelhado"),
  prep("assado", "Assado"),
  prep("acebolado", "Acebolado"),
  prep("parmegiana", "à Parmegiana", true),
  prep("empanado", "Empanado"),
  prep("frito", "Frito"),
] as const;

/** The sides plated dishes share. */
export const PLATED_SIDES = [
  side("Arroz e Feijão", "arroz e feijão", 0, ["Arroz soltinho e feijão temperado, o par de todo dia."]),
  side("Arroz, Feijão e Salada", "arroz, feijão e salada", 1, ["Com salada fresca para equilibrar o prato."]),
  side("Purê de Batata", "purê de batata", 2, ["Purê cremoso, daqueles que pedem mais uma garfada."]),
  side("Farofa", "farofa", 1, ["Farofa soltinha para dar crocância a cada garfada."]),
  side("Mandioca", "mandioca", 2, ["Mandioca macia por dentro."]),
  side("Fritas", "fritas", 3, ["Fritas sequinhas para acompanhar."]),
  side("Legumes no Vapor", "legumes no vapor", 2, ["Legumes no vapor, leves e coloridos."]),
  side("Arroz e Vinagrete", "arroz e vinagrete", 1, ["Vinagrete fresquinho para dar aquele contraste."]),
] as const;

/**
 * Lines true of any dish, said when a dish's own banks are spent in this menu
 * (a long menu of one family): never naming an ingredient, never gendered.
 */
export const ANY_DISH_LINES = [
  "Sai da cozinha em embalagem que segura o calor.",
  "Uma escolha certeira para hoje.",
  "Sabor caprichado do começo ao fim.",
  "Daqueles que deixam vontade de repetir.",
  "Para quem gosta de comer bem.",
  "Bom para o almoço ou para o jantar.",
  "Uma das escolhas mais pedidas da casa.",
  "Feito com o cuidado de sempre.",
] as const;
