import type { MenuCuisine, MenuFamily, MenuMain, MenuSide } from "../menuTypes";
import { side } from "./shared";

const m = (
  name: string,
  word: string,
  gender: "m" | "f",
  price: [number, number],
  more: Partial<MenuMain> = {},
): MenuMain => ({
  name,
  word,
  gender,
  price,
  preparations: [],
  ...more,
});

const FILLINGS = (base: [number, number]): MenuMain[] => [
  m("Carne", "carne", "f", base),
  m("Frango", "frango", "m", [base[0] - 2, base[1] - 2]),
  m("Carne Suína", "carne suína", "f", base),
  m("Chili", "chili com carne", "m", [base[0] + 2, base[1] + 2], {
    lines: ["Chili com carne temperado com pimenta na medida."],
  }),
  m("Feijão e Queijo", "feijão e queijo", "m", [base[0] - 4, base[1] - 4], {
    sides: ["Guacamole", "Pimenta Jalapeño"],
  }),
  m("Camarão", "camarão", "m", [base[0] + 8, base[1] + 10]),
];

const SIDES: readonly MenuSide[] = [
  side("Guacamole", "guacamole", 4, ["Guacamole de abacate amassado na hora."]),
  side("Cheddar", "cheddar", 3),
  side("Milho", "milho", 2),
  side("Pimenta Jalapeño", "pimenta jalapeño", 2, ["Jalapeño para quem gosta de ardência."]),
  side("Feijão", "feijão", 2),
];

const LINES = [
  "Sabor mexicano com tempero na medida.",
  "Chega quentinho e bem fechado.",
  "Para quem gosta de comer com as mãos.",
  "Pede uma bebida gelada para acompanhar.",
  "Colorido e bem recheado.",
  "Tempero que lembra as ruas da Cidade do México.",
  "Serve bem uma pessoa com fome.",
  "Para uma noite diferente em casa.",
];

const family = (
  id: string,
  prefix: string,
  base: [number, number],
  intro: MenuFamily["intro"],
  course: MenuFamily["course"] = "principal",
  lines: readonly string[] = LINES,
): MenuFamily => ({
  id,
  course,
  prefix,
  preparations: [],
  sideChance: 0.6,
  sides: SIDES,
  mains: FILLINGS(base),
  intro,
  lines,
});

const withSide = (side?: string) => (side ? ` e ${side}` : "");

export const MEXICANA: MenuCuisine = {
  families: [
    {
      family: family(
        "tacos",
        "Tacos de ",
        [30, 40],
        (p) => `Três tortilhas de milho com ${p.main}${withSide(p.side)}.`,
      ),
      weight: 3,
    },
    {
      family: family(
        "burrito",
        "Burrito de ",
        [32, 44],
        (p) => `Tortilha de trigo enrolada com ${p.main}${withSide(p.side)}.`,
      ),
      weight: 3,
    },
    {
      family: family(
        "quesadilla",
        "Quesadilla de ",
        [28, 36],
        (p) => `Tortilha dourada com queijo derretido e ${p.main}${withSide(p.side)}.`,
      ),
      weight: 2,
    },
    {
      family: family(
        "nachos",
        "Nachos com ",
        [30, 40],
        (p) => `Nachos crocantes cobertos de ${p.main}${withSide(p.side)}.`,
        "entrada",
        ["Para dividir antes do prato principal.", "Crocância em cada pedaço."],
      ),
      weight: 1,
    },
    {
      family: {
        id: "sobremesa",
        course: "sobremesa",
        prefix: "Churros ",
        preparations: [],
        sideChance: 0,
        sides: [],
        mains: [
          m("com Doce de Leite", "doce de leite", "m", [16, 24]),
          m("com Chocolate", "chocolate", "m", [16, 24]),
          m("com Açúcar e Canela", "açúcar e canela", "m", [14, 20]),
        ],
        intro: (p) => `Churros crocantes com ${p.main}.`,
        lines: ["Para fechar com um doce."],
      },
      weight: 1,
    },
  ],
};
