import type { MenuCuisine, MenuFamily, MenuMain } from "../menuTypes";
import { PLATED_MAINS } from "./plated";
import { PLATED_PREPARATIONS, PLATED_SIDES, platedIntro, side } from "./shared";

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
  sides: [],
  ...more,
});

const PLATED: MenuFamily = {
  id: "prato",
  course: "principal",
  prefix: "",
  mains: PLATED_MAINS,
  preparations: PLATED_PREPARATIONS,
  sides: [...PLATED_SIDES, side("Arroz e Batata Palha", "arroz e batata palha", 1)],
  sideChance: 0.9,
  intro: platedIntro,
  lines: [
    "Prato feito com cara de almoço de domingo.",
    "Serve bem uma pessoa com fome.",
    "Tempero de casa, sem pressa.",
    "Um clássico da cozinha brasileira.",
    "Chega quentinho, pronto para o almoço.",
    "Daqueles pratos que a gente pede de novo.",
    "Almoço caprichado sem sair de casa.",
    "Porção para quem chega com fome.",
  ],
};

/** Dishes known by name: the opening says what they are made of. */
const CLASSIC: MenuFamily = {
  id: "classico",
  course: "principal",
  prefix: "",
  preparations: [],
  sides: [],
  sideChance: 0,
  mains: [
    m("Feijoada Completa", "feijoada", "f", [42, 56], {
      intro: "Feijoada completa: feijão-preto com carnes, acompanhada de arroz, couve, farofa e laranja.",
    }),
    m("Baião de Dois", "baião de dois", "m", [34, 46], {
      intro: "Baião de dois: arroz e feijão-de-corda com queijo coalho.",
    }),
    m("Arroz Carreteiro", "arroz carreteiro", "m", [34, 44], {
      intro: "Arroz carreteiro com carne seca, do jeito gaúcho.",
    }),
    m("Galinhada", "galinhada", "f", [32, 42], { intro: "Galinhada: arroz cozido com frango e açafrão." }),
    m("Vaca Atolada", "vaca atolada", "f", [38, 50], { intro: "Vaca atolada: costela cozida com mandioca." }),
    m("Escondidinho de Carne Seca", "carne seca", "m", [36, 48], {
      intro: "Escondidinho de carne seca sob purê de mandioca gratinado.",
    }),
    m("Escondidinho de Frango", "frango", "m", [32, 44], {
      intro: "Escondidinho de frango sob purê de mandioca gratinado.",
    }),
    m("Moqueca de Peixe", "peixe", "f", [58, 76], { intro: "Moqueca de peixe no leite de coco e dendê." }),
    m("Moqueca de Camarão", "camarão", "f", [64, 84], {
      intro: "Moqueca de camarão no leite de coco e dendê.",
    }),
  ],
  intro: (p) => `${p.main}.`,
  lines: [
    "Receita de família, do jeito que tem que ser.",
    "Serve bem uma pessoa com fome.",
    "Um clássico da cozinha brasileira.",
    "Sabor de casa de vó.",
  ],
};

const DESSERT: MenuFamily = {
  id: "sobremesa",
  course: "sobremesa",
  prefix: "",
  preparations: [],
  sides: [],
  sideChance: 0,
  mains: [
    m("Pudim de Leite Condensado", "pudim", "m", [12, 17], {
      intro: "Pudim de leite condensado com calda de caramelo.",
    }),
    m("Mousse de Maracujá", "maracujá", "f", [12, 17], { intro: "Mousse de maracujá, aerada e azedinha." }),
    m("Doce de Leite com Queijo", "doce de leite", "m", [12, 16], {
      intro: "Doce de leite com queijo, a dupla mineira.",
    }),
  ],
  intro: (p) => `${p.main}.`,
  lines: ["Para fechar o almoço com um doce.", "Sobremesa caseira."],
};

export const BRASILEIRA: MenuCuisine = {
  families: [
    { family: PLATED, weight: 4 },
    { family: CLASSIC, weight: 2 },
    { family: DESSERT, weight: 1 },
  ],
};
