import { CakeSlice, Layers, type LucideIcon, Pizza, Rocket, Sandwich, Soup } from "lucide-react";

/**
 * The six segments of SPEC §2 Solutions, each with features, typical results
 * and a case. A feature line names only what the product does (issue 30): the
 * content generator writes "Descrição no app" and "Post no Instagram", the
 * calculator has iFood's fees and a custom one, campaigns have no birthdays.
 */
export type Segment = {
  id: string;
  icon: LucideIcon;
  title: string;
  pitch: string;
  features: readonly string[];
  results: readonly string[];
  quote: { text: string; author: string; business: string };
  cta: string;
};

export const SEGMENTS: readonly Segment[] = [
  {
    id: "pizzarias",
    icon: Pizza,
    title: "Pizzarias",
    pitch: "Noites de sexta cheias e terças que não ficam paradas.",
    features: [
      "Descrições que dão água na boca para cada sabor",
      "Promoções de meio a meio e pizza grande no meio da semana",
      "Combos família com preço que mantém a margem",
    ],
    results: ["+40% de pedidos às terças e quartas", "Ticket médio até 18% maior com combos"],
    quote: {
      text: "A promoção de terça virou o segundo melhor dia da semana.",
      author: "Carla Mendes",
      business: "Pizzaria Forno da Vila",
    },
    cta: "Quero vender mais pizza",
  },
  {
    id: "marmitas",
    icon: Soup,
    title: "Marmitas",
    pitch: "Cardápio da semana pronto e cliente fiel pedindo todo dia.",
    features: [
      "Cardápio semanal gerado em minutos",
      "Preço certo por tamanho depois da taxa do app",
      "Mensagens de recompra para quem pede no almoço",
    ],
    results: [
      "+30% de clientes que voltam em 30 dias",
      "Lucro por marmita até 2x maior com o preço ajustado",
    ],
    quote: {
      text: "Descobri que a marmita grande me dava prejuízo. Ajustei e o mês fechou no azul.",
      author: "Rafael Oliveira",
      business: "Marmitas do Rafa",
    },
    cta: "Quero vender mais marmitas",
  },
  {
    id: "lanches",
    icon: Sandwich,
    title: "Lanches e hambúrgueres",
    pitch: "Do smash ao X-tudo, textos que fazem o cliente escolher o seu.",
    features: [
      "Nomes e descrições que destacam o seu diferencial",
      "Combos com batata e bebida que aumentam o ticket",
      "Respostas rápidas para reclamação de atraso",
    ],
    results: ["+25% de conversão nas fotos com descrição nova", "Nota média de 4,3 para 4,7 em 2 meses"],
    quote: {
      text: "Respondo toda avaliação ruim em um minuto, e a nota subiu.",
      author: "Diego Martins",
      business: "Smash do Bairro",
    },
    cta: "Quero vender mais lanches",
  },
  {
    id: "acai-sobremesas",
    icon: CakeSlice,
    title: "Açaí e sobremesas",
    pitch: "Vendas o ano todo, não só no calor.",
    features: [
      "Promoções para dias frios e fins de tarde",
      "Descrições de adicionais que aumentam o copo",
      "Mensagens para chamar de volta quem parou de pedir",
    ],
    results: ["+35% de pedidos nos meses frios", "+22% de receita com adicionais"],
    quote: {
      text: "O happy hour das 15h às 17h encheu o horário que era o mais fraco.",
      author: "Juliana Costa",
      business: "Açaí da Ju",
    },
    cta: "Quero vender mais açaí",
  },
  {
    id: "multi-apps",
    icon: Layers,
    title: "Quem vende em vários apps",
    pitch: "Um lugar para cuidar do marketing de todos os apps de delivery.",
    features: [
      "Descrição para o cardápio do app e post para o Instagram do mesmo prato",
      "Preço calculado com a taxa do iFood ou a taxa que você informar de cada app",
      "Painel único com vendas e clientes",
    ],
    results: ["3 horas por semana a menos copiando textos", "Margem igual em todos os apps"],
    quote: {
      text: "Antes eu escrevia cada descrição do zero. Hoje gero uma vez e colo em todos os apps.",
      author: "Patrícia Lima",
      business: "Cozinha da Pati",
    },
    cta: "Quero organizar meus apps",
  },
  {
    id: "iniciantes",
    icon: Rocket,
    title: "Quem está começando",
    pitch: "Entre no delivery já com cara de restaurante grande.",
    features: [
      "Checklist semanal do que fazer primeiro",
      "Cardápio inicial sugerido para o seu tipo de cozinha",
      "Preços que cobrem custo, taxa e lucro desde o primeiro pedido",
    ],
    results: ["Primeiros 100 pedidos em 6 semanas", "Cardápio completo no app em um dia"],
    quote: {
      text: "Abri no app sem saber nada de marketing. O checklist me guiou semana a semana.",
      author: "Bruno Alves",
      business: "Sabor de Casa",
    },
    cta: "Quero começar certo",
  },
];
