import {
  BarChart3,
  FileText,
  type LucideIcon,
  Megaphone,
  MessageSquareReply,
  Sparkles,
  Users,
} from "lucide-react";

/** The landing's six feature cards (SPEC §2); each leads to /resources. */
export type Feature = { icon: LucideIcon; title: string; description: string };

export const FEATURES: readonly Feature[] = [
  {
    icon: Sparkles,
    title: "Gerador automático de posts",
    description:
      "Descrições de pratos e posts prontos para colar no app de delivery e nas redes, em segundos.",
  },
  {
    icon: Megaphone,
    title: "Gerador inteligente de promoções",
    description: "Promoções com desconto, horário e texto certos para o seu objetivo da semana.",
  },
  {
    icon: MessageSquareReply,
    title: "Gerador de respostas profissionais",
    description: "Respostas educadas para avaliações ruins e reclamações, que trazem o cliente de volta.",
  },
  {
    icon: BarChart3,
    title: "Análise de vendas",
    description:
      "Vendas, pedidos, ticket médio, cancelamentos e atrasos, tirados dos pedidos que você importa.",
  },
  {
    icon: FileText,
    title: "Relatórios de desempenho",
    description:
      "A semana comparada com a anterior, para ver o que funcionou e o que ajustar nos próximos dias.",
  },
  {
    icon: Users,
    title: "Gestão de clientes",
    description: "Saiba quem pede sempre e quem sumiu, e mande a mensagem certa para cada um.",
  },
];
