import type { MenuMain } from "../menuTypes";

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

/** Mains of Brazilian plated dishes and marmitas: what each can be cooked as, and lines true of it. */
export const PLATED_MAINS: readonly MenuMain[] = [
  m("Frango", "frango", "m", [22, 30], {
    preparations: ["grelhado", "assado", "acebolado", "parmegiana", "empanado"],
  }),
  m("Filé de Frango", "filé de frango", "m", [24, 32], {
    preparations: ["grelhado", "parmegiana", "empanado"],
  }),
  m("Bife", "bife", "m", [26, 34], { preparations: ["acebolado", "parmegiana", "grelhado"] }),
  m("Filé Mignon", "filé mignon", "m", [42, 56], {
    preparations: ["grelhado", "parmegiana", "acebolado"],
    lines: ["Filé mignon macio, corte nobre da casa."],
  }),
  m("Picanha", "picanha", "f", [44, 58], {
    preparations: ["grelhado", "acebolado", "assado"],
    lines: ["Picanha com a capa de gordura que dá o sabor."],
  }),
  m("Tilápia", "tilápia", "f", [28, 38], { preparations: ["grelhado", "frito", "parmegiana", "empanado"] }),
  m("Costela", "costela", "f", [32, 44], {
    preparations: ["assado"],
    lines: ["Costela que se solta do osso."],
  }),
  m("Linguiça Toscana", "linguiça toscana", "f", [22, 30], {
    preparations: ["acebolado", "assado", "grelhado"],
  }),
  m("Lombo", "lombo", "m", [26, 34], { preparations: ["assado", "acebolado"] }),
  m("Fígado", "fígado", "m", [20, 26], { preparations: ["acebolado"] }),
  m("Carne de Panela", "carne de panela", "f", [26, 34], {
    preparations: [],
    lines: ["Carne de panela cozida devagar, desmanchando no garfo."],
  }),
  m("Estrogonofe de Frango", "estrogonofe de frango", "m", [24, 32], {
    preparations: [],
    sides: ["Arroz e Batata Palha", "Purê de Batata", "Arroz, Feijão e Salada"],
    lines: ["Estrogonofe cremoso, com o molho que pede arroz."],
  }),
  m("Estrogonofe de Carne", "estrogonofe de carne", "m", [28, 36], {
    preparations: [],
    sides: ["Arroz e Batata Palha", "Purê de Batata"],
  }),
  m("Frango ao Molho", "frango ao molho", "m", [22, 30], { preparations: [] }),
];
