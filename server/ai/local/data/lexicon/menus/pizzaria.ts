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

const PIZZA: MenuFamily = {
  id: "pizza",
  course: "principal",
  prefix: "Pizza ",
  preparations: [],
  sideChance: 0.85,
  sides: [
    side("Parmesão", "parmesão", 4),
    side("Cream Cheese", "cream cheese", 5),
    side("Alho Frito", "alho frito", 2, ["Alho frito por cima, para quem gosta de sabor marcante."]),
    side("Pimenta Biquinho", "pimenta biquinho", 3),
    side("Catupiry", "catupiry", 4, ["O catupiry cremoso abraça cada fatia."]),
    side("Cheddar", "cheddar", 4, ["Cheddar derretido por cima de tudo."]),
    side("Cebola", "cebola", 0),
    side("Bacon", "bacon", 5, ["Bacon em pedaços para quem gosta de crocância."]),
    side("Milho", "milho", 2),
    side("Azeitonas", "azeitonas", 2),
    side("Tomate Seco", "tomate seco", 5, ["Tomate seco dá o toque adocicado."]),
    side("Rúcula", "rúcula", 4, ["Rúcula fresca por cima, para equilibrar."]),
  ],
  mains: [
    m("de Calabresa", "calabresa", "f", [42, 54], {
      sides: ["Cebola", "Catupiry", "Cheddar", "Azeitonas", "Cream Cheese", "Pimenta Biquinho", "Bacon"],
      lines: ["Calabresa com aquele sabor defumado que não sai de moda."],
    }),
    m("de Frango", "frango", "m", [44, 56], {
      sides: ["Catupiry", "Cheddar", "Milho", "Bacon", "Cream Cheese", "Parmesão"],
    }),
    m("de Lombo", "lombo", "m", [48, 60], {
      sides: ["Catupiry", "Cebola", "Cheddar", "Cream Cheese", "Pimenta Biquinho"],
    }),
    m("de Atum", "atum", "m", [48, 60], { sides: ["Cebola", "Azeitonas", "Catupiry", "Parmesão"] }),
    m("de Palmito", "palmito", "m", [48, 60], {
      sides: ["Catupiry", "Azeitonas", "Tomate Seco", "Parmesão"],
    }),
    m("de Pepperoni", "pepperoni", "m", [52, 66], {
      sides: ["Cheddar", "Cebola", "Cream Cheese", "Parmesão"],
      lines: ["Pepperoni levemente picante em cada pedaço."],
    }),
    m("de Carne Seca", "carne seca", "f", [54, 68], {
      sides: ["Catupiry", "Cebola", "Cream Cheese", "Pimenta Biquinho"],
    }),
    m("de Bacon", "bacon", "m", [46, 58], { sides: ["Cheddar", "Milho", "Catupiry", "Cebola"] }),
    m("de Brócolis", "brócolis", "m", [44, 56], {
      sides: ["Catupiry", "Bacon", "Tomate Seco", "Alho Frito"],
    }),
    m("de Muçarela", "muçarela", "f", [38, 50], {
      sides: ["Tomate Seco", "Rúcula", "Azeitonas", "Parmesão", "Alho Frito"],
    }),
    m("de Escarola", "escarola", "f", [44, 56], { sides: ["Bacon", "Catupiry", "Alho Frito", "Parmesão"] }),
    m("de Costela", "costela", "f", [54, 68], { sides: ["Catupiry", "Cebola", "Cheddar", "Cream Cheese"] }),
    m("de Camarão", "camarão", "m", [62, 78], { sides: ["Catupiry", "Cream Cheese", "Parmesão"] }),
    m("de Milho", "milho", "m", [40, 52], { sides: ["Catupiry", "Bacon", "Cheddar"] }),
    m("Portuguesa", "portuguesa", "f", [48, 62], {
      sides: [],
      intro: "A portuguesa clássica: presunto, ovo, cebola e azeitona.",
    }),
    m("Margherita", "margherita", "f", [44, 56], {
      sides: [],
      intro: "A margherita de sempre: muçarela, tomate e manjericão.",
    }),
    m("Quatro Queijos", "quatro queijos", "m", [50, 64], { sides: [], number: "p" }),
  ],
  intro: (p) => (p.side ? `Cobertura de ${p.main} com ${p.side}.` : `Cobertura generosa de ${p.main}.`),
  lines: [
    "Sai do forno direto para a sua mesa.",
    "Boa para dividir com a turma.",
    "Fatias bem servidas, do centro até a borda.",
    "Daquelas que fazem a noite de sexta.",
    "Chega quentinha, pronta para a primeira fatia.",
    "Recheio que vai até a borda.",
    "Pede uma bebida gelada e está feita a noite.",
    "Um clássico da casa.",
    "Perfeita para a noite de filme.",
    "Sabor de pizzaria de bairro, do jeito que a gente gosta.",
    "A pedida certa para o fim de semana.",
  ],
};

const SWEET_PIZZA: MenuFamily = {
  id: "pizza-doce",
  course: "sobremesa",
  prefix: "Pizza ",
  preparations: [],
  sideChance: 0.7,
  sides: [
    side("Morango", "morango", 4),
    side("Banana", "banana", 2),
    side("Granulado", "granulado", 2),
    side("Leite em Pó", "leite em pó", 3),
    side("Coco Ralado", "coco ralado", 2),
  ],
  mains: [
    m("de Chocolate", "chocolate", "m", [40, 52], {
      sides: ["Morango", "Banana", "Coco Ralado", "Granulado", "Leite em Pó"],
    }),
    m("de Chocolate Branco", "chocolate branco", "m", [42, 54], {
      sides: ["Morango", "Coco Ralado", "Leite em Pó"],
    }),
    m("de Doce de Leite", "doce de leite", "m", [40, 52], { sides: ["Banana", "Coco Ralado"] }),
    m("Romeu e Julieta", "goiabada com queijo", "f", [40, 50], {
      sides: [],
      intro: "Romeu e Julieta: goiabada com queijo derretido.",
    }),
    m("de Brigadeiro", "brigadeiro", "m", [42, 54], { sides: ["Morango", "Coco Ralado"] }),
  ],
  intro: (p) => (p.side ? `Cobertura de ${p.main} com ${p.side}.` : `Cobertura de ${p.main} até a borda.`),
  lines: [
    "Para fechar a noite com um doce.",
    "A sobremesa que a mesa divide.",
    "Doce na medida para depois da salgada.",
  ],
};

export const PIZZARIA: MenuCuisine = {
  families: [
    { family: PIZZA, weight: 6 },
    { family: SWEET_PIZZA, weight: 1 },
  ],
};
