import type { MenuCuisine, MenuFamily } from "../menuTypes";
import { PLATED_MAINS } from "./plated";
import { PLATED_PREPARATIONS, PLATED_SIDES, side } from "./shared";

const MARMITA: MenuFamily = {
  id: "marmita",
  course: "principal",
  prefix: "Marmita de ",
  mains: PLATED_MAINS.filter((main) => main.price[0] < 40),
  preparations: PLATED_PREPARATIONS,
  sides: [...PLATED_SIDES, side("Arroz e Batata Palha", "arroz e batata palha", 1)],
  sideChance: 0.9,
  intro: (p) => {
    const main = p.prep ? `${p.main} ${p.prep}` : p.main;
    if (!p.side) return `Marmita de ${main}, caprichada.`;
    return `Marmita com ${main}${p.side.includes(" e ") ? "," : " e"} ${p.side}.`;
  },
  lines: [
    "Almoço completo numa marmita só.",
    "Tempero caseiro, daqueles que lembram a casa da gente.",
    "Porção que sustenta até o fim da tarde.",
    "Chega quentinha na hora do almoço.",
    "Comida de verdade para o dia corrido.",
    "Bem servida, do jeito que a fome pede.",
    "Feita para o almoço de segunda a sexta.",
    "O prato do dia sem sair do trabalho.",
  ],
};

export const MARMITEX: MenuCuisine = { families: [{ family: MARMITA, weight: 1 }] };
