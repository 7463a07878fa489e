import type { MenuCuisine, MenuFamily, MenuMain } from "../menuTypes";
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

const LINES = [
  "Sem carne e sem perder o sabor.",
  "Leve, colorido e bem servido.",
  "Para o almoço de quem quer comer bem.",
  "Comida de verdade, feita de vegetais.",
  "Sustenta sem pesar.",
  "Um prato que agrada até quem come carne.",
  "Sabor que vem dos vegetais e do tempero.",
  "Boa pedida para a segunda sem carne.",
  "Nutritivo e cheio de cor.",
];

const SIDES = [
  side("Arroz Integral", "arroz integral", 2),
  side("Legumes Assados", "legumes assados", 3),
  side("Salada Verde", "salada verde", 2, ["Salada verde para deixar tudo fresco."]),
  side("Quinoa", "quinoa", 4),
];

const dish = (
  id: string,
  prefix: string,
  mains: MenuMain[],
  intro: MenuFamily["intro"],
  sideChance = 0.6,
  course: MenuFamily["course"] = "principal",
): MenuFamily => ({
  id,
  course,
  prefix,
  preparations: [],
  sideChance,
  sides: SIDES,
  mains,
  intro,
  lines: LINES,
});

const withSide = (side?: string) => (side ? `, com ${side}` : "");

export const VEGETARIANA: MenuCuisine = {
  families: [
    {
      family: dish(
        "hamburguer",
        "Hambúrguer de ",
        [
          m("Grão-de-Bico", "grão-de-bico", "m", [30, 40]),
          m("Lentilha", "lentilha", "f", [30, 40]),
          m("Cogumelos", "cogumelos", "m", [32, 42], { number: "p" }),
          m("Feijão-Preto", "feijão-preto", "m", [28, 38]),
          m("Quinoa", "quinoa", "f", [30, 40]),
          m("Abóbora", "abóbora", "f", [28, 38]),
        ],
        (p) => `Hambúrguer de ${p.main} no pão macio${withSide(p.side)}.`,
        0.7,
      ),
      weight: 2,
    },
    {
      family: dish(
        "estrogonofe",
        "Estrogonofe de ",
        [
          m("Palmito", "palmito", "m", [34, 46]),
          m("Cogumelos", "cogumelos", "m", [36, 48], { number: "p" }),
          m("Grão-de-Bico", "grão-de-bico", "m", [32, 44]),
          m("Shimeji", "shimeji", "m", [38, 50]),
          m("Tofu", "tofu", "m", [34, 46]),
        ],
        (p) => `Estrogonofe cremoso de ${p.main}${withSide(p.side)}.`,
      ),
      weight: 2,
    },
    {
      family: dish(
        "moqueca",
        "Moqueca de ",
        [
          m("Banana-da-Terra", "banana-da-terra", "f", [38, 50]),
          m("Palmito", "palmito", "m", [38, 50]),
          m("Caju", "caju", "m", [40, 52]),
          m("Grão-de-Bico", "grão-de-bico", "m", [36, 48]),
          m("Tofu", "tofu", "m", [38, 50]),
        ],
        (p) => `Moqueca de ${p.main} no leite de coco${withSide(p.side)}.`,
      ),
      weight: 2,
    },
    {
      family: dish(
        "lasanha",
        "Lasanha de ",
        [
          m("Berinjela", "berinjela", "f", [38, 50]),
          m("Abobrinha", "abobrinha", "f", [36, 48]),
          m("Espinafre com Ricota", "espinafre com ricota", "m", [38, 50]),
        ],
        (p) => `Lasanha em camadas de ${p.main}${withSide(p.side)}.`,
        0.6,
      ),
      weight: 2,
    },
    {
      family: dish(
        "escondidinho",
        "Escondidinho de ",
        [
          m("Palmito", "palmito", "m", [34, 46]),
          m("Cogumelos", "cogumelos", "m", [36, 48], { number: "p" }),
          m("Legumes", "legumes", "m", [32, 42], { number: "p" }),
          m("Jaca", "jaca", "f", [36, 48]),
        ],
        (p) => `Escondidinho de ${p.main} coberto de purê${withSide(p.side)}.`,
      ),
      weight: 2,
    },
    {
      family: dish(
        "panqueca",
        "Panqueca de ",
        [
          m("Espinafre com Ricota", "espinafre com ricota", "m", [30, 40]),
          m("Palmito", "palmito", "m", [30, 40]),
          m("Cogumelos", "cogumelos", "m", [32, 42], { number: "p" }),
          m("Abobrinha", "abobrinha", "f", [28, 38]),
        ],
        (p) => `Panqueca recheada de ${p.main}${withSide(p.side)}.`,
      ),
      weight: 2,
    },
    {
      family: dish(
        "risoto",
        "Risoto de ",
        [
          m("Cogumelos", "cogumelos", "m", [42, 56], { number: "p" }),
          m("Abóbora", "abóbora", "f", [40, 54]),
          m("Aspargos", "aspargos", "m", [46, 60], { number: "p" }),
          m("Alho-Poró", "alho-poró", "m", [42, 56]),
          m("Palmito", "palmito", "m", [42, 56]),
        ],
        (p) => `Risoto cremoso de ${p.main}.`,
        0,
      ),
      weight: 1,
    },
    {
      family: dish(
        "quibe",
        "Quibe de ",
        [m("Abóbora", "abóbora", "f", [24, 32]), m("Quinoa", "quinoa", "f", [26, 34])],
        (p) => `Quibe de ${p.main}, para abrir o almoço.`,
        0,
        "entrada",
      ),
      weight: 1,
    },
  ],
};
