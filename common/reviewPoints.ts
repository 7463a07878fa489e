import { z } from "./zod";

/**
 * What a review can be about, as the reply card shows it to the owner: the
 * points the engine read (each answered in the reply), which the owner may
 * remove or add before writing the reply again.
 */
export const REVIEW_TOPIC_LABELS = {
  delay: "Atraso",
  notDelivered: "Pedido não entregue",
  cold: "Comida fria",
  warmDrink: "Bebida quente ou sem gás",
  melted: "Sobremesa derretida",
  wrongItem: "Item errado",
  customisation: "Observação não seguida",
  missingItem: "Item faltando",
  portion: "Porção pequena",
  packaging: "Embalagem ou vazamento",
  taste: "Sabor, ponto ou textura",
  raw: "Carne crua ou mal cozida",
  spoiled: "Comida estragada",
  foreignBody: "Corpo estranho na comida",
  poisoning: "Mal-estar depois de comer",
  allergy: "Alergia ou restrição alimentar",
  courier: "Entregador",
  price: "Preço ou taxa",
  app: "Problema no app de delivery",
  service: "Atendimento ou chat",
  general: "Experiência ruim",
  // Issue 28: points of their own, added at the end so older clients keep their order.
  paidExtra: "Adicional pago e não entregue",
  pricePortion: "Preço alto para a porção",
  diet: "Dieta ou restrição (diabético, vegetariano, sem glúten)",
  unanswered: "Ligaram ou escreveram e ninguém atendeu",
  other: "Outra reclamação",
  praise: "Elogio",
} as const;

export type ReviewTopic = keyof typeof REVIEW_TOPIC_LABELS;
export const REVIEW_TOPICS = Object.keys(REVIEW_TOPIC_LABELS) as [ReviewTopic, ...ReviewTopic[]];

/** Topics that make a review a food-safety case: a private, serious reply and a warning to the owner. */
export const SAFETY_TOPICS: readonly ReviewTopic[] = [
  "raw",
  "spoiled",
  "foreignBody",
  "poisoning",
  "allergy",
];

/** What the reply card shows when the engine read no point: the owner chooses them (issue 28, item 2). */
export const NOTHING_RECOGNISED = "Não identifiquei a reclamação: escolha os pontos";

/** At most this many points per review: a reply answering more reads like a form. */
export const MAX_REVIEW_POINTS = 8;
const EXCERPT_MAX = 200;

export const reviewPointSchema = z
  .object({
    topic: z.enum(REVIEW_TOPICS, { error: "Escolha um assunto da lista." }),
    label: z.string().max(80).describe("O assunto em português, como o cartão mostra"),
    excerpt: z
      .string()
      .max(EXCERPT_MAX)
      .describe("O trecho da avaliação em que o cliente fala disso; vazio quando o dono acrescentou o ponto"),
  })
  .meta({ id: "ReviewPoint" });
export type ReviewPoint = z.infer<typeof reviewPointSchema>;

/** What the owner sends back: a topic and, when the engine read it, its excerpt; the label is ours. */
export const reviewPointRequestSchema = z.object({
  topic: z.enum(REVIEW_TOPICS, { error: "Escolha um assunto da lista." }),
  excerpt: z.string().trim().max(EXCERPT_MAX).optional(),
});
export type ReviewPointRequest = z.infer<typeof reviewPointRequestSchema>;

export const MODERATION_REASONS = {
  offensive: "A avaliação tem palavras ofensivas.",
  notInOrder: "A avaliação fala de um item que não fazia parte do pedido.",
  courier: "A reclamação é sobre o entregador do app de delivery, não sobre a loja.",
  app: "A reclamação é sobre o app de delivery (pagamento, cupom, rastreio), não sobre a loja.",
  // Issue 28, item 4: added at the end; the reasons above keep their keys and words.
  hate: "A avaliação tem uma ofensa preconceituosa contra alguém da equipe ou o entregador.",
  threat: "A avaliação traz uma ameaça.",
  noOrder: "A avaliação acusa a loja sem um pedido por trás (boato ou ataque de concorrente).",
  refund: "A reclamação é sobre reembolso ou estorno, que quem decide é o app de delivery.",
} as const;
export type ModerationReason = keyof typeof MODERATION_REASONS;

export const moderationSchema = z
  .object({
    reason: z.enum(Object.keys(MODERATION_REASONS) as [ModerationReason, ...ModerationReason[]]),
    explanation: z.string().max(200),
    request: z
      .string()
      .max(600)
      .optional()
      .describe("Texto pronto para o pedido de moderação no app de delivery (sem repetir ofensas)"),
  })
  .nullable()
  .describe("Quando a avaliação pode ser contestada na moderação do app de delivery, e por quê");
export type Moderation = z.infer<typeof moderationSchema>;
