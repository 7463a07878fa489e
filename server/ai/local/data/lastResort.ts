import {
  GENERATOR_LIMITS,
  type GeneratedMenuDish,
  type GeneratedPromotion,
} from "../../../../common/generators";
import { displayName } from "../engine/text";

/** Plain, always-correct answers for when a generator fails on an input nobody foresaw. */
export const LAST_RESORT = {
  content: (dishName: string) =>
    `${displayName(dishName).slice(0, GENERATOR_LIMITS.dishName)}: preparo caprichado e sabor de verdade. Peça agora pelo app e receba em casa.`,
  promotion: {
    title: "15% de desconto no primeiro pedido",
    description:
      "Ainda não pediu com a gente? Use o cupom BEMVINDO15 e ganhe 15% de desconto no seu primeiro pedido. Estamos esperando por você!",
    discount: "15%",
    period: "Válida por 30 dias, só para novos clientes",
    promotion: "15% de desconto no primeiro pedido! Use o cupom BEMVINDO15.",
  } satisfies GeneratedPromotion,
  menu: [
    {
      name: "Feijoada Completa",
      description: "Feijão preto encorpado e carnes macias, com sabor de almoço de sábado.",
      price: "R$ 49,90",
    },
    {
      name: "Filé à Parmegiana",
      description: "Empanado sequinho, molho de tomate caseiro e queijo gratinado.",
      price: "R$ 52,90",
    },
    {
      name: "Escondidinho de Carne Seca",
      description: "Purê cremoso, carne seca desfiada e casquinha gratinada.",
      price: "R$ 42,90",
    },
    {
      name: "Baião de Dois",
      description: "Arroz, feijão e queijo coalho no tempero nordestino.",
      price: "R$ 39,90",
    },
    {
      name: "Pudim de Leite Condensado",
      description: "Textura lisinha e calda de caramelo brilhante.",
      price: "R$ 14,90",
    },
  ] satisfies GeneratedMenuDish[],
  response: (restaurantName: string | undefined) =>
    `Olá! Obrigado pela sua avaliação. Cada comentário nos ajuda a melhorar, e queremos ouvir você: se puder, fale com a gente por aqui. Esperamos ver você de novo em breve!\n\nUm abraço,\n${restaurantName ? `Equipe ${restaurantName}` : "Nossa equipe"}`,
};
