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

const BURGER: MenuFamily = {
  id: "hamburguer",
  course: "principal",
  prefix: "Hambúrguer ",
  preparations: [prep("duplo", "Duplo"), prep("artesanal", "Artesanal")],
  prepFirst: true,
  prepChance: 0.5,
  prepAgreesWith: { gender: "m", number: "s" },
  sideChance: 0.85,
  sides: [
    side("Cheddar e Bacon", "cheddar e bacon", 5, ["Cheddar cremoso e bacon crocante, a dupla certa."]),
    side("Cebola Caramelizada", "cebola caramelizada", 4, ["A cebola caramelizada traz um fundo adocicado."]),
    side("Queijo e Salada", "queijo, alface e tomate", 2, ["Alface e tomate para deixar tudo fresco."]),
    side("Catupiry", "catupiry", 4),
    side("Ovo e Bacon", "ovo e bacon", 5),
    side("Queijo Coalho", "queijo coalho", 5, ["Queijo coalho, com seu sabor levemente salgado."]),
    side("Picles e Mostarda", "picles e mostarda", 3),
    side("Barbecue", "molho barbecue", 3),
    side("Cebola Crispy", "cebola crispy", 4),
    side("Abacaxi", "abacaxi", 3, ["Abacaxi para um toque adocicado."]),
  ],
  mains: [
    m("de Costela", "costela", "f", [32, 42], { lines: ["Blend de costela, suculento e cheio de sabor."] }),
    m("de Picanha", "picanha", "f", [34, 44], { lines: ["Blend de picanha com a gordura na medida certa."] }),
    m("de Fraldinha", "fraldinha", "f", [32, 42]),
    m("Bovino", "carne bovina", "f", [26, 34]),
    m("de Frango", "frango", "m", [24, 32], { preparations: ["artesanal"] }),
    m("de Cordeiro", "cordeiro", "m", [38, 48], { preparations: ["artesanal"] }),
    m("de Maminha", "maminha", "f", [32, 42]),
  ],
  intro: (p) =>
    `Hambúrguer${p.prep ? ` ${p.prep}` : ""} de ${p.main}${p.side ? ` com ${p.side}` : ""}, no pão macio.`,
  lines: [
    "Montado na hora, do jeito que tem que ser.",
    "Para comer com as duas mãos.",
    "Suculento da primeira à última mordida.",
    "Chega fechado e quentinho.",
    "Vai bem com uma bebida bem gelada.",
    "O queridinho da casa.",
    "Daqueles que matam a fome de verdade.",
  ],
};

const X: MenuFamily = {
  id: "x",
  course: "principal",
  prefix: "X-",
  preparations: [],
  sideChance: 0,
  sides: [],
  mains: [
    m("Burger", "hambúrguer com queijo", "m", [20, 28], { intro: "Hambúrguer com queijo derretido no pão." }),
    m("Bacon", "bacon", "m", [26, 34], { intro: "Hambúrguer, queijo e bacon crocante no pão." }),
    m("Salada", "alface e tomate", "f", [22, 30], { intro: "Hambúrguer, queijo, alface e tomate no pão." }),
    m("Egg", "ovo", "m", [24, 32], { intro: "Hambúrguer, queijo e ovo no pão." }),
    m("Tudo", "tudo", "m", [32, 42], {
      intro: "Tem de tudo: hambúrguer, queijo, bacon, ovo, presunto, alface e tomate.",
    }),
    m("Calabresa", "calabresa", "f", [26, 34], { intro: "Hambúrguer, queijo e calabresa no pão." }),
    m("Frango", "frango", "m", [24, 32], { intro: "Frango e queijo derretido no pão." }),
  ],
  intro: (p) => `${capital(p.main)} no pão.`,
  lines: [
    "Um clássico da lanchonete.",
    "Lanche completo, sem erro.",
    "Simples e caprichado.",
    "Do jeito que a lanchonete da esquina faz.",
    "Para matar a fome a qualquer hora.",
  ],
};

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const FRIES: MenuFamily = {
  id: "batata",
  course: "entrada",
  prefix: "Batata Frita ",
  preparations: [],
  sideChance: 1,
  sides: [
    side("Cheddar e Bacon", "cheddar e bacon", 8),
    side("Queijo Ralado", "queijo ralado", 4),
    side("Catupiry", "catupiry", 6),
  ],
  mains: [m("Rústica", "batata rústica", "f", [18, 24]), m("Canoa", "batata canoa", "f", [18, 24])],
  intro: (p) => `Porção de ${p.main} com ${p.side ?? "sal na medida"}.`,
  lines: ["Para dividir enquanto o lanche não acaba.", "Sequinha e bem servida."],
};

export const HAMBURGUERIA: MenuCuisine = {
  families: [
    { family: BURGER, weight: 5 },
    { family: X, weight: 1.5 },
    { family: FRIES, weight: 1 },
  ],
};
