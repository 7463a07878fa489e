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
} as const;
export type ModerationReason = keyof typeof MODERATION_REASONS;

export const moderationSchema = z
  .object({
    reason: z.enum(Object.keys(MODERATION_REASONS) as [ModerationReason, ...ModerationReason[]]),
    explanation: z.string().max(200),
  })
  .nullable()
  .describe("Quando a avaliação pode ser contestada na moderação do app de delivery, e por quê");
export type Moderation = z.infer<typeof moderationSchema>;
