import type { MenuCuisine, MenuFamily, MenuMain } from "../menuTypes";
import { prep, side } from "./shared";

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
  ...more,
});

const FISH = [
  m("Salmão", "salmão", "m", [0, 0], { lines: ["Salmão fresco, cortado na hora."] }),
  m("Atum", "atum", "m", [2, 4], { preparations: [] }),
  m("Camarão", "camarão", "m", [4, 6], { preparations: [] }),
  m("Kani", "kani", "m", [-4, -2], { preparations: [] }),
  m("Skin", "pele de salmão", "f", [-4, -2], { preparations: [] }),
];

const withPrice = (base: [number, number]) =>
  FISH.map((f) => ({ ...f, price: [base[0] + f.price[0], base[1] + f.price[1]] as const }));

const TEMAKI: MenuFamily = {
  id: "temaki",
  course: "principal",
  prefix: "Temaki de ",
  preparations: [prep("grelhado", "Grelhado")],
  prepChance: 0.3,
  sideChance: 0.6,
  sides: [
    side("Cream Cheese", "cream cheese", 3, ["Cream cheese para deixar tudo mais cremoso."]),
    side("Cebolinha", "cebolinha", 0),
    side("Pepino", "pepino", 0, ["Pepino para dar frescor."]),
    side("Manga", "manga", 2),
    side("Cream Cheese e Cebolinha", "cream cheese e cebolinha", 3),
  ],
  mains: withPrice([26, 34]),
  intro: (p) => {
    const main = `${p.main}${p.prep ? ` ${p.prep}` : ""}`;
    return p.side ? `Cone de alga com arroz, ${main} e ${p.side}.` : `Cone de alga com arroz e ${main}.`;
  },
  lines: [
    "Bem recheado até a ponta.",
    "Chega fechado para manter a alga crocante.",
    "Para comer com as mãos.",
    "O favorito de quem pede japonês à noite.",
  ],
};

const ROLL: MenuFamily = {
  id: "uramaki",
  course: "principal",
  prefix: "Uramaki de ",
  preparations: [prep("grelhado", "Grelhado")],
  prepChance: 0.3,
  sideChance: 0.7,
  sides: [
    side("Cream Cheese", "cream cheese", 3),
    side("Pepino", "pepino", 0),
    side("Manga", "manga", 2, ["Manga para um toque adocicado."]),
    side("Cebolinha", "cebolinha", 0),
    side("Pepino e Cream Cheese", "pepino e cream cheese", 3),
  ],
  mains: withPrice([28, 38]),
  intro: (p) =>
    `Oito peças de arroz por fora, com ${p.main}${p.prep ? ` ${p.prep}` : ""}${p.side ? ` e ${p.side}` : ""} no recheio.`,
  lines: [
    "Peças firmes, que não desmancham no hashi.",
    "Bom para dividir no jantar.",
    "Vai bem com shoyu e gengibre.",
    "Montado na hora do pedido.",
  ],
};

const HOT: MenuFamily = {
  id: "hot",
  course: "entrada",
  prefix: "Hot Roll de ",
  preparations: [],
  sideChance: 0.5,
  sides: [side("Cream Cheese", "cream cheese", 3)],
  mains: withPrice([26, 34]).filter((f) => f.name !== "Skin"),
  intro: (p) => `Dez peças empanadas e crocantes, com ${p.main}${p.side ? ` e ${p.side}` : ""} no recheio.`,
  lines: ["Quentinho por dentro.", "Vai bem com molho tarê."],
};

const SASHIMI: MenuFamily = {
  id: "sashimi",
  course: "principal",
  prefix: "Sashimi de ",
  preparations: [],
  sideChance: 0,
  sides: [],
  mains: withPrice([40, 54]).filter((f) => ["Salmão", "Atum"].includes(f.name)),
  intro: (p) => `Dez fatias de ${p.main} cru, só o peixe e o corte.`,
  lines: ["Para quem gosta do sabor puro do peixe."],
};

const NIGUIRI: MenuFamily = {
  id: "niguiri",
  course: "principal",
  prefix: "Niguiri de ",
  preparations: [prep("maçaricado", "Maçaricado")],
  prepChance: 0.4,
  sideChance: 0,
  sides: [],
  mains: [
    m("Salmão", "salmão", "m", [24, 32]),
    m("Atum", "atum", "m", [26, 34]),
    m("Peixe Branco", "peixe branco", "m", [22, 30]),
    m("Camarão", "camarão", "m", [28, 36], { preparations: [] }),
    m("Polvo", "polvo", "m", [30, 40], { preparations: [] }),
  ],
  intro: (p) => `Seis peças de arroz cobertas com uma lâmina de ${p.main}${p.prep ? ` ${p.prep}` : ""}.`,
  lines: ["Simples, do jeito japonês.", "Para quem gosta do sabor puro do mar."],
};

const YAKISOBA: MenuFamily = {
  id: "yakisoba",
  course: "principal",
  prefix: "Yakisoba de ",
  preparations: [],
  sideChance: 0,
  sides: [],
  mains: [
    m("Frango", "frango", "m", [36, 46]),
    m("Carne", "carne", "f", [38, 48]),
    m("Legumes", "legumes", "m", [32, 42], {
      number: "p",
      intro: "Macarrão com legumes salteados no molho shoyu.",
    }),
    m("Camarão", "camarão", "m", [48, 60]),
    m("Frango e Carne", "frango e carne", "m", [40, 50]),
  ],
  intro: (p) => `Macarrão com legumes salteados e ${p.main} no molho shoyu.`,
  lines: [
    "Serve bem uma pessoa com fome.",
    "Chega quentinho, pronto para o hashi.",
    "Uma refeição inteira numa caixa só.",
  ],
};

const STARTERS: MenuFamily = {
  id: "entrada",
  course: "entrada",
  prefix: "",
  preparations: [],
  sideChance: 0,
  sides: [],
  mains: [
    m("Guioza de Carne (6 unidades)", "guioza", "m", [24, 32], { intro: "Seis guiozas recheados de carne." }),
    m("Harumaki de Queijo (4 unidades)", "harumaki", "m", [18, 26], {
      intro: "Quatro harumakis de queijo, sequinhos.",
    }),
    m("Combinado 20 Peças", "combinado", "m", [64, 84], {
      intro: "Combinado de 20 peças sortidas, bom para dividir.",
    }),
  ],
  intro: (p) => `${p.main}.`,
  lines: ["Para abrir o pedido."],
};

export const JAPONESA: MenuCuisine = {
  families: [
    { family: TEMAKI, weight: 3 },
    { family: ROLL, weight: 3 },
    { family: HOT, weight: 1 },
    { family: SASHIMI, weight: 0.5 },
    { family: NIGUIRI, weight: 1 },
    { family: YAKISOBA, weight: 1 },
    { family: STARTERS, weight: 0.5 },
  ],
};
