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

/** A pasta with its sauce: the sauce is the "preparation", said as the name says it. */
const PASTA: MenuFamily = {
  id: "massa",
  course: "principal",
  prefix: "",
  preparations: [
    prep("bolonhesa", "à Bolonhesa", true),
    prep("sugo", "ao Sugo", true),
    prep("branco", "ao Molho Branco", true),
    prep("carbonara", "à Carbonara", true),
    prep("pesto", "ao Pesto", true),
    prep("queijos", "ao Molho Quatro Queijos", true),
    prep("alho", "ao Alho e Óleo", true),
  ],
  sideChance: 0.55,
  sides: [
    side("Frango", "frango", 6),
    side("Cogumelos", "cogumelos", 8, ["Cogumelos salteados dão um sabor terroso."]),
    side("Camarão", "camarão", 16),
    side("Brócolis", "brócolis", 4),
    side("Bacon", "bacon", 6),
    side("Calabresa", "calabresa", 6),
    side("Tomate Seco", "tomate seco", 5),
    side("Almôndegas", "almôndegas", 10, ["Almôndegas bem temperadas no meio da massa."]),
  ],
  mains: [
    m("Espaguete", "espaguete", "m", [34, 46], { lines: ["Espaguete no ponto, al dente."] }),
    m("Talharim", "talharim", "m", [36, 48]),
    m("Fettuccine", "fettuccine", "m", [38, 50]),
    m("Penne", "penne", "m", [34, 46]),
    m("Rigatone", "rigatone", "m", [36, 48]),
    m("Linguine", "linguine", "m", [38, 50]),
    m("Nhoque de Batata", "nhoque de batata", "m", [38, 50], {
      preparations: ["bolonhesa", "sugo", "branco", "queijos", "pesto"],
      lines: ["Nhoque macio, que derrete na boca."],
    }),
    m("Ravióli de Ricota", "ravióli de ricota", "m", [42, 56], {
      preparations: ["sugo", "branco", "queijos", "pesto"],
    }),
    m("Lasanha", "lasanha", "f", [40, 54], {
      preparations: ["bolonhesa", "branco", "queijos"],
      sides: ["Frango", "Brócolis", "Calabresa"],
      lines: ["Camadas de massa e molho, gratinada por cima."],
    }),
    m("Canelone de Presunto e Queijo", "canelone de presunto e queijo", "m", [40, 54], {
      preparations: ["sugo", "branco", "queijos"],
      sides: [],
    }),
  ],
  intro: (p) => `${cap(p.main)} ${p.prep ?? "da casa"}${p.side ? ` com ${p.side}` : ""}.`,
  lines: [
    "Massa que chega no ponto, pronta para o garfo.",
    "Molho que pede um pedaço de pão.",
    "Porção que serve bem uma pessoa.",
    "Um clássico da cantina.",
    "Para o jantar de quarta ou o almoço de domingo.",
    "Vai bem com um queijo ralado por cima.",
    "Comida de cantina para matar a saudade.",
    "Serve bem quem chega com fome.",
    "Jantar italiano sem sair de casa.",
  ],
};
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const RISOTTO: MenuFamily = {
  id: "risoto",
  course: "principal",
  prefix: "Risoto de ",
  preparations: [],
  sideChance: 0,
  sides: [],
  mains: [
    m("Cogumelos", "cogumelos", "m", [48, 62], { number: "p" }),
    m("Camarão", "camarão", "m", [58, 76]),
    m("Limão-Siciliano", "limão-siciliano", "m", [44, 58]),
    m("Abóbora com Carne Seca", "abóbora com carne seca", "f", [46, 60]),
    m("Parmesão", "parmesão", "m", [42, 56]),
  ],
  intro: (p) => `Risoto cremoso de ${p.main}.`,
  lines: [
    "Arroz arbóreo no ponto, do jeito italiano.",
    "Para um jantar caprichado em casa.",
    "Serve bem uma pessoa.",
  ],
};

const DOLCE: MenuFamily = {
  id: "sobremesa",
  course: "sobremesa",
  prefix: "",
  preparations: [],
  sideChance: 0,
  sides: [],
  mains: [
    m("Tiramisù", "tiramisù", "m", [16, 22], { intro: "Tiramisù de café com mascarpone e cacau." }),
    m("Panna Cotta com Calda de Frutas Vermelhas", "panna cotta", "f", [14, 20], {
      intro: "Panna cotta com calda de frutas vermelhas.",
    }),
    m("Cannoli de Ricota", "cannoli", "m", [14, 20], { intro: "Cannoli crocante recheado de ricota." }),
  ],
  intro: (p) => `${p.main}.`,
  lines: ["Para fechar o jantar à italiana.", "Doce na medida."],
};

export const ITALIANA: MenuCuisine = {
  families: [
    { family: PASTA, weight: 5 },
    { family: RISOTTO, weight: 1 },
    { family: DOLCE, weight: 1 },
  ],
};
