import type { ReviewTopic } from "../../../../../common/reviewPoints";

/*
 * The fixed sentences of a food-safety reply (engine/reviews/safetyReply.ts):
 * serious, no cheer, no admission of fault, no compensation. Lines that
 * quote the review (the allergen, the meat, the object found) stay beside
 * their logic in the engine.
 */

/** Meats a review may name, as the reply says them, with their gender. */
export const MEATS: Record<string, [string, "m" | "f"]> = {
  frango: ["frango", "m"],
  galinha: ["frango", "m"],
  porco: ["carne de porco", "f"],
  suino: ["carne de porco", "f"],
  linguica: ["linguiça", "f"],
  hamburguer: ["hambúrguer", "m"],
  peixe: ["peixe", "m"],
  salmao: ["salmão", "m"],
  camarao: ["camarão", "m"],
  bife: ["bife", "m"],
  costela: ["costela", "f"],
  salsicha: ["salsicha", "f"],
  bacon: ["bacon", "m"],
  carne: ["carne", "f"],
};

/** Other points of the same review, acknowledged soberly in one sentence. */
export const ALSO_NAMED: Partial<Record<ReviewTopic, string>> = {
  delay: "o atraso",
  notDelivered: "a frustração de não receber o pedido",
  cold: "a comida fria",
  warmDrink: "a bebida sem estar gelada",
  melted: "a sobremesa derretida",
  wrongItem: "o item errado",
  // Said as the customer's account, not as a fact: a safety reply admits no fault.
  customisation: "o que você contou sobre a observação do pedido",
  missingItem: "o item que faltou",
  portion: "a porção",
  packaging: "o problema na embalagem",
  taste: "o sabor e o ponto da comida",
  courier: "o que você contou sobre a entrega",
  price: "o valor cobrado",
  app: "o problema no app de delivery",
  service: "o atendimento",
  general: "a sua insatisfação com a experiência",
  paidExtra: "o que você contou sobre o adicional pago",
  pricePortion: "o preço e a porção",
  unanswered: "o que você contou sobre a ligação sem resposta",
};

/** How the restaurant will look into it, by the kind of safety problem. */
export const SAFETY_INVESTIGATION: Record<"foreignBody" | "allergy" | "other", readonly string[]> = {
  foreignBody: [
    "Levamos a higiene e a segurança dos alimentos muito a sério e vamos apurar com a equipe o preparo e a manipulação desse pedido.",
    "A higiene e a segurança dos alimentos vêm em primeiro lugar aqui: vamos rever com a equipe cada etapa do preparo e da manipulação desse pedido.",
    "Vamos verificar com a equipe, passo a passo, o preparo, a manipulação e a embalagem desse pedido, porque a higiene e a segurança dos alimentos são prioridade para nós.",
    "Vamos apurar com a equipe, ainda hoje, como esse pedido foi preparado, manipulado e embalado: a higiene e a segurança dos alimentos não admitem falhas.",
    "A segurança dos alimentos é prioridade para nós, e vamos rever com a cozinha a higiene, o preparo e a embalagem desse pedido.",
  ],
  allergy: [
    "Avisos de alergia e de restrição alimentar são tratados com toda a seriedade, e vamos apurar com a cozinha como esse pedido foi montado, pela segurança dos alimentos de todos os clientes.",
    "Um aviso de alergia ou de restrição precisa ser seguido à risca, e vamos apurar com a cozinha como esse pedido foi montado, pela segurança dos alimentos de todos os clientes.",
  ],
  other: [
    "Levamos a segurança dos alimentos muito a sério e vamos verificar imediatamente o preparo, os ingredientes e o lote desse pedido.",
    "A segurança dos alimentos é prioridade para nós: vamos apurar com a cozinha o preparo e os ingredientes desse pedido.",
  ],
};

export const SAFETY_OPENINGS: readonly string[] = [
  "Olá.",
  "Olá, obrigado por nos avisar.",
  "Olá, recebemos a sua avaliação e a lemos com toda a atenção.",
  "Olá, agradecemos por nos contar o que aconteceu.",
  "Olá, lemos o seu relato com atenção.",
];
