import type { Gender } from "../engine/grammar";
import { fold } from "../engine/text";
import type { DishGroup } from "./lexicon";

/** A dish a menu of this type usually has, with a typical delivery price range in reais. */
export type MenuEntry = {
  name: string;
  min: number;
  max: number;
  course: "entrada" | "principal" | "sobremesa";
};

/**
 * What the engine knows about each kind of business (SPEC §9 lists): what it
 * sells, its usual ticket and busy hours, and a menu to suggest from.
 */
export type BusinessProfile = {
  id: string;
  /** The unit the promotions talk about: "pizza", "marmita". */
  product: { singular: string; plural: string; gender: Gender };
  /** A typical delivery ticket in cents, when the restaurant has no metrics. */
  ticketCents: number;
  /** Its busy hours, e.g. "das 18h às 23h". */
  peak: string;
  /** Quiet hours a promotion can fill. */
  quiet: string;
  emoji: string;
  /** What people feel like having: "fim de semana pede {craving}". */
  craving: string;
  /** The kinds of dish it is known for: its hashtag ("#pizzaria") goes only on posts about these. */
  groups: readonly DishGroup[];
  menu: readonly MenuEntry[];
};

const e = (name: string, min: number, max: number, course: MenuEntry["course"] = "principal"): MenuEntry => ({
  name,
  min,
  max,
  course,
});

const PROFILES: readonly BusinessProfile[] = [
  {
    id: "pizzaria",
    groups: ["pizza"],
    craving: "pizza",
    product: { singular: "pizza", plural: "pizzas", gender: "f" },
    ticketCents: 6500,
    peak: "das 18h às 23h",
    quiet: "de segunda a quarta",
    emoji: "🍕",
    menu: [
      e("Pizza Margherita", 44, 56),
      e("Pizza de Calabresa", 42, 54),
      e("Pizza Portuguesa", 48, 62),
      e("Pizza Quatro Queijos", 50, 64),
      e("Pizza de Frango com Catupiry", 48, 62),
      e("Pizza de Pepperoni", 52, 66),
      e("Pizza Napolitana", 46, 58),
      e("Pizza de Palmito", 48, 60),
      e("Pizza de Chocolate com Morango", 44, 58, "sobremesa"),
      e("Pizza Romeu e Julieta", 40, 52, "sobremesa"),
    ],
  },
  {
    id: "hamburgueria",
    groups: ["lanche", "porcao"],
    craving: "hambúrguer",
    product: { singular: "hambúrguer", plural: "hambúrgueres", gender: "m" },
    ticketCents: 4500,
    peak: "das 18h às 23h",
    quiet: "de segunda a quarta",
    emoji: "🍔",
    menu: [
      e("X-Burger", 22, 30),
      e("X-Bacon", 27, 36),
      e("X-Salada", 24, 32),
      e("X-Tudo", 32, 42),
      e("Hambúrguer Duplo com Cheddar", 34, 44),
      e("Hambúrguer de Costela com Cebola Caramelizada", 36, 46),
      e("Hambúrguer de Frango Empanado", 28, 36),
      e("Hambúrguer de Grão-de-Bico", 28, 36),
      e("Batata Frita com Cheddar e Bacon", 24, 34, "entrada"),
      e("Milk-shake de Chocolate", 18, 26, "sobremesa"),
    ],
  },
  {
    id: "marmitex",
    groups: ["prato"],
    craving: "comida caseira",
    product: { singular: "marmita", plural: "marmitas", gender: "f" },
    ticketCents: 2600,
    peak: "das 11h às 14h",
    quiet: "das 14h às 16h",
    emoji: "🍱",
    menu: [
      e("Marmita de Frango Grelhado", 20, 27),
      e("Marmita de Bife Acebolado", 23, 30),
      e("Marmita de Estrogonofe de Frango", 22, 28),
      e("Marmita de Frango à Parmegiana", 24, 31),
      e("Marmita de Carne de Panela", 23, 30),
      e("Marmita Fit de Tilápia com Legumes", 25, 32),
      e("Marmita de Feijoada", 25, 32),
      e("Marmita de Costela com Mandioca", 26, 34),
      e("Pudim de Leite Condensado", 8, 12, "sobremesa"),
    ],
  },
  {
    id: "lanches",
    groups: ["lanche", "salgado", "porcao", "cafe"],
    craving: "lanche",
    product: { singular: "lanche", plural: "lanches", gender: "m" },
    ticketCents: 3200,
    peak: "das 17h às 22h",
    quiet: "das 14h às 17h",
    emoji: "🥪",
    menu: [
      e("X-Burger", 20, 28),
      e("X-Salada", 22, 30),
      e("Misto-Quente", 12, 18),
      e("Cachorro-Quente Completo", 16, 24),
      e("Bauru de Rosbife", 24, 32),
      e("Pastel de Carne", 10, 15, "entrada"),
      e("Coxinha de Frango com Catupiry", 8, 12, "entrada"),
      e("Esfiha de Carne", 7, 11, "entrada"),
      e("Batata Frita", 16, 24, "entrada"),
      e("Milk-shake de Morango", 16, 24, "sobremesa"),
    ],
  },
  {
    id: "acai",
    groups: ["gelado"],
    craving: "açaí",
    product: { singular: "açaí", plural: "açaís", gender: "m" },
    ticketCents: 2800,
    peak: "das 14h às 20h",
    quiet: "das 10h às 13h",
    emoji: "🍇",
    menu: [
      e("Açaí 300 ml Tradicional", 14, 19),
      e("Açaí 500 ml com Morango e Banana", 20, 27),
      e("Açaí 700 ml com Leite em Pó e Paçoca", 26, 34),
      e("Açaí na Tigela com Granola e Mel", 22, 29),
      e("Açaí com Creme de Avelã", 24, 32),
      e("Creme de Cupuaçu 500 ml", 20, 27),
      e("Barca de Açaí para Dois", 44, 58),
      e("Milk-shake de Açaí", 18, 24),
    ],
  },
  {
    id: "sorveteria",
    groups: ["gelado", "doce"],
    craving: "sorvete",
    product: { singular: "sorvete", plural: "sorvetes", gender: "m" },
    ticketCents: 2500,
    peak: "das 14h às 20h",
    quiet: "das 10h às 13h",
    emoji: "🍨",
    menu: [
      e("Sorvete de Chocolate Belga", 14, 20),
      e("Sorvete de Doce de Leite", 14, 20),
      e("Taça de Sorvete com Calda de Morango", 20, 28),
      e("Sundae de Chocolate com Castanhas", 18, 25),
      e("Milk-shake de Ovomaltine", 18, 25),
      e("Açaí 500 ml com Granola", 20, 27),
      e("Petit Gâteau com Sorvete", 24, 32),
      e("Brownie com Sorvete", 20, 28),
    ],
  },
  {
    id: "japonesa",
    groups: ["japones"],
    craving: "comida japonesa",
    product: { singular: "combinado", plural: "combinados", gender: "m" },
    ticketCents: 8500,
    peak: "das 18h às 23h",
    quiet: "de segunda a quarta",
    emoji: "🍣",
    menu: [
      e("Combinado 20 Peças", 64, 84),
      e("Combinado 40 Peças", 110, 140),
      e("Temaki de Salmão", 28, 38),
      e("Temaki Califórnia", 24, 32),
      e("Uramaki Filadélfia (8 peças)", 30, 40),
      e("Sashimi de Salmão (10 fatias)", 42, 56),
      e("Niguiri de Salmão (6 peças)", 26, 34),
      e("Yakisoba de Frango", 38, 48),
      e("Guioza de Carne (6 unidades)", 24, 32, "entrada"),
      e("Harumaki de Queijo (4 unidades)", 18, 26, "entrada"),
    ],
  },
  {
    id: "italiana",
    groups: ["massa", "pizza"],
    craving: "massa",
    product: { singular: "massa", plural: "massas", gender: "f" },
    ticketCents: 7500,
    peak: "das 19h às 23h",
    quiet: "de segunda a quarta",
    emoji: "🍝",
    menu: [
      e("Lasanha à Bolonhesa", 42, 56),
      e("Espaguete ao Sugo com Manjericão", 36, 48),
      e("Nhoque ao Molho Quatro Queijos", 44, 58),
      e("Fettuccine ao Molho Alfredo", 44, 58),
      e("Risoto de Cogumelos", 52, 68),
      e("Ravióli de Ricota com Espinafre", 46, 60),
      e("Talharim à Carbonara", 46, 60),
      e("Canelone de Presunto e Queijo", 42, 56),
      e("Pudim de Leite", 14, 19, "sobremesa"),
      e("Mousse de Maracujá", 14, 19, "sobremesa"),
    ],
  },
  {
    id: "brasileira",
    groups: ["prato"],
    craving: "comida caseira",
    product: { singular: "prato", plural: "pratos", gender: "m" },
    ticketCents: 4800,
    peak: "das 11h às 15h",
    quiet: "das 15h às 18h",
    emoji: "🍽️",
    menu: [
      e("Feijoada Completa", 42, 56),
      e("Filé à Parmegiana", 46, 60),
      e("Escondidinho de Carne Seca", 36, 48),
      e("Moqueca de Peixe", 58, 76),
      e("Baião de Dois", 34, 46),
      e("Arroz Carreteiro", 34, 44),
      e("Galinhada", 32, 42),
      e("Bife Acebolado com Fritas", 36, 46),
      e("Pudim de Leite Condensado", 12, 17, "sobremesa"),
      e("Mousse de Maracujá", 12, 17, "sobremesa"),
    ],
  },
  {
    id: "mexicana",
    groups: ["mexicano"],
    craving: "comida mexicana",
    product: { singular: "burrito", plural: "burritos", gender: "m" },
    ticketCents: 5500,
    peak: "das 18h às 23h",
    quiet: "de segunda a quarta",
    emoji: "🌮",
    menu: [
      e("Tacos de Carne (3 unidades)", 32, 42),
      e("Burrito de Frango", 34, 44),
      e("Burrito de Carne com Feijão", 36, 46),
      e("Nachos com Guacamole e Cheddar", 32, 42, "entrada"),
      e("Quesadilla de Queijo", 28, 36),
      e("Fajitas de Frango", 46, 58),
      e("Tacos de Frango (3 unidades)", 30, 40),
      e("Churros com Doce de Leite", 16, 24, "sobremesa"),
    ],
  },
  {
    id: "vegetariana",
    groups: ["saudavel"],
    craving: "comida leve",
    product: { singular: "prato", plural: "pratos", gender: "m" },
    ticketCents: 4500,
    peak: "das 11h às 15h",
    quiet: "das 15h às 18h",
    emoji: "🥗",
    menu: [
      e("Hambúrguer de Grão-de-Bico", 30, 40),
      e("Lasanha de Berinjela", 38, 50),
      e("Risoto de Cogumelos", 42, 56),
      e("Moqueca de Banana-da-Terra", 38, 50),
      e("Estrogonofe de Palmito", 34, 46),
      e("Salada Completa com Quinoa", 28, 38),
      e("Escondidinho de Mandioca com Legumes", 32, 42),
      e("Quibe de Abóbora (6 unidades)", 24, 32, "entrada"),
      e("Mousse de Maracujá", 12, 17, "sobremesa"),
    ],
  },
  {
    id: "churrasqueira",
    groups: ["prato", "porcao"],
    craving: "churrasco",
    product: { singular: "espetinho", plural: "espetinhos", gender: "m" },
    ticketCents: 6000,
    peak: "das 11h às 15h",
    quiet: "de segunda a quarta",
    emoji: "🥩",
    menu: [
      e("Picanha Acebolada com Farofa", 64, 84),
      e("Costela Assada com Mandioca", 54, 70),
      e("Fraldinha com Vinagrete", 52, 68),
      e("Espetinho de Carne", 12, 18),
      e("Espetinho de Frango com Bacon", 12, 18),
      e("Linguiça Toscana com Pão de Alho", 28, 38, "entrada"),
      e("Churrasco Misto para Dois", 89, 119),
      e("Mandioca Frita", 20, 28, "entrada"),
    ],
  },
  {
    id: "cafe",
    groups: ["cafe", "doce"],
    craving: "um café caprichado",
    product: { singular: "lanche", plural: "lanches", gender: "m" },
    ticketCents: 3000,
    peak: "das 7h às 10h",
    quiet: "das 14h às 17h",
    emoji: "☕",
    menu: [
      e("Cappuccino Cremoso", 10, 15),
      e("Pão de Queijo (6 unidades)", 12, 18, "entrada"),
      e("Misto-Quente na Chapa", 14, 20),
      e("Pão na Chapa com Requeijão", 9, 14),
      e("Tapioca de Queijo Coalho", 14, 20),
      e("Croissant de Presunto e Queijo", 14, 20),
      e("Bolo de Cenoura com Chocolate", 10, 15, "sobremesa"),
      e("Torta de Limão", 12, 18, "sobremesa"),
    ],
  },
  {
    id: "padaria",
    groups: ["cafe", "salgado", "doce"],
    craving: "um café caprichado",
    product: { singular: "lanche", plural: "lanches", gender: "m" },
    ticketCents: 2800,
    peak: "das 7h às 10h",
    quiet: "das 14h às 17h",
    emoji: "🥖",
    menu: [
      e("Pão na Chapa", 7, 11),
      e("Misto-Quente", 12, 17),
      e("Pão de Queijo (6 unidades)", 12, 17, "entrada"),
      e("Coxinha de Frango", 7, 10, "entrada"),
      e("Esfiha de Carne", 6, 9, "entrada"),
      e("Sonho de Creme", 7, 10, "sobremesa"),
      e("Bolo de Fubá", 9, 14, "sobremesa"),
      e("Café com Leite", 6, 9),
    ],
  },
  {
    id: "doces",
    groups: ["doce", "gelado"],
    craving: "um docinho",
    product: { singular: "doce", plural: "doces", gender: "m" },
    ticketCents: 3500,
    peak: "das 14h às 20h",
    quiet: "das 10h às 13h",
    emoji: "🍰",
    menu: [
      e("Brigadeiro Gourmet (caixa com 6)", 18, 26),
      e("Bolo de Pote de Ninho com Morango", 14, 20),
      e("Brownie de Chocolate", 10, 15),
      e("Torta de Limão", 14, 20),
      e("Pudim de Leite Condensado", 12, 18),
      e("Cheesecake de Frutas Vermelhas", 16, 22),
      e("Mousse de Maracujá", 10, 15),
      e("Palha Italiana", 8, 12),
    ],
  },
  {
    id: "saudavel",
    groups: ["saudavel"],
    craving: "comida leve",
    product: { singular: "refeição", plural: "refeições", gender: "f" },
    ticketCents: 4200,
    peak: "das 11h às 14h",
    quiet: "das 15h às 18h",
    emoji: "🥗",
    menu: [
      e("Poke de Salmão", 42, 56),
      e("Salada Caesar com Frango Grelhado", 32, 42),
      e("Marmita Fit de Frango com Batata-Doce", 26, 34),
      e("Wrap de Frango com Legumes", 24, 32),
      e("Tapioca de Frango com Queijo", 18, 24),
      e("Omelete de Espinafre com Queijo", 20, 27),
      e("Salada Completa com Quinoa", 28, 38),
      e("Suco Verde", 10, 14),
    ],
  },
];

const ALIASES: Record<string, string> = {
  lanchonete: "lanches",
  lanche: "lanches",
  hamburgeria: "hamburgueria",
  hamburguer: "hamburgueria",
  cafeteria: "cafe",
  "restaurante-tradicional": "brasileira",
  restaurante: "brasileira",
  outro: "brasileira",
  japones: "japonesa",
  sushi: "japonesa",
  pizza: "pizzaria",
  marmita: "marmitex",
  marmitaria: "marmitex",
  churrascaria: "churrasqueira",
  doceria: "doces",
  confeitaria: "doces",
  fit: "saudavel",
  vegana: "vegetariana",
  acaiteria: "acai",
  mexicano: "mexicana",
  italiano: "italiana",
};

/** The profile for a business or restaurant type as people send it ("Pizzaria", "acai"); null when unknown. */
export function findProfile(type: string | undefined): BusinessProfile | null {
  if (!type) return null;
  const key = fold(type).trim().replace(/\s+/g, "-");
  const id = ALIASES[key] ?? key;
  return PROFILES.find((p) => p.id === id) ?? null;
}

/** A neutral profile for when nothing is known: a Brazilian kitchen. */
export const DEFAULT_PROFILE = findProfile("brasileira") as BusinessProfile;

export const BUSINESS_PROFILES = PROFILES;
