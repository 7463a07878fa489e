import { formatBRL, formatCount, formatPercent } from "../../../../common/format";

/**
 * The Resources page's preview dashboard is static (SPEC §2): fixed sample
 * figures, not live data. Numbers go through common/format.ts (BRAND.md).
 */

export type SummaryCard = {
  title: string;
  value: string;
  detail: string;
  tone: "leaf" | "amber" | "primary";
};

export const WEEKLY_SUMMARY: readonly SummaryCard[] = [
  {
    title: "Promoção ativa",
    value: "Happy Hour da Tarde",
    detail: "20% de desconto das 15:00 às 17:00",
    tone: "leaf",
  },
  {
    title: "Fotos para atualizar",
    value: "3 pratos",
    detail: "Fotos antigas vendem menos no app",
    tone: "amber",
  },
  {
    title: "Alcance no WhatsApp",
    value: `${formatCount(342)} clientes`,
    detail: "receberam sua última mensagem",
    tone: "primary",
  },
];

export type PreviewChecklistItem = {
  id: string;
  text: string;
  completed: boolean;
  priority: "Alta" | "Média";
};

export const PREVIEW_CHECKLIST: readonly PreviewChecklistItem[] = [
  { id: "avaliacoes", text: "Responder as avaliações da semana", completed: true, priority: "Alta" },
  { id: "fotos", text: "Atualizar as fotos de 3 pratos", completed: false, priority: "Alta" },
  { id: "promocao", text: "Ativar a promoção de terça", completed: false, priority: "Média" },
  {
    id: "whatsapp",
    text: "Mandar mensagem para quem não pede há 30 dias",
    completed: true,
    priority: "Média",
  },
  { id: "precos", text: "Revisar os preços com a calculadora", completed: false, priority: "Média" },
];

export type PromotionPreview = {
  title: string;
  description: string;
  schedule: string;
  hours?: string;
  discount: number;
  active: boolean;
};

/** SPEC §2: happy hour 15:00–17:00 at 20%; family combo every day at 25%; Tuesday special at 30%, inactive. */
export const PROMOTION_PREVIEWS: readonly PromotionPreview[] = [
  {
    title: "Happy Hour da Tarde",
    description: "Desconto no horário mais fraco do dia",
    schedule: "Todos os dias",
    hours: "15:00 - 17:00",
    discount: 20,
    active: true,
  },
  {
    title: "Combo Família",
    description: "Pizza grande, refrigerante 2 L e sobremesa",
    schedule: "Todos os dias",
    discount: 25,
    active: true,
  },
  {
    title: "Terça Especial",
    description: "Para movimentar o dia mais parado da semana",
    schedule: "Às terças",
    discount: 30,
    active: false,
  },
];

export type MetricCard = { title: string; value: string; detail: string };

/** SPEC §9: ticket R$ 45,80; 1.247 customers; 856 messages in 7 days; 23,5% conversion. */
export const PREVIEW_METRICS: readonly MetricCard[] = [
  { title: "Ticket médio", value: formatBRL(45.8), detail: "+8% que o mês passado" },
  { title: "Clientes ativos", value: formatCount(1247), detail: "pediram nos últimos 90 dias" },
  { title: "Mensagens enviadas", value: formatCount(856), detail: "nos últimos 7 dias" },
  { title: "Conversão", value: formatPercent(23.5), detail: "de visitas que viram pedido" },
];
