/** SPEC §3 success story: avatar, restaurantName, location, owner, quote, results. Static marketing text. */
export type SuccessStory = {
  /** Initials drawn in a circle: no image request, nothing to lazy-load. */
  avatar: string;
  restaurantName: string;
  location: string;
  owner: string;
  quote: string;
  results: { salesIncrease: string; timeFrame: string; mainStrategy: string };
};

export const SUCCESS_STORIES: readonly SuccessStory[] = [
  {
    avatar: "CM",
    restaurantName: "Pizzaria Forno da Vila",
    location: "Campinas, SP",
    owner: "Carla Mendes",
    quote: "A promoção de terça virou o segundo melhor dia da semana. Nunca imaginei.",
    results: { salesIncrease: "+127%", timeFrame: "em 3 meses", mainStrategy: "Promoção de meio de semana" },
  },
  {
    avatar: "RO",
    restaurantName: "Marmitas do Rafa",
    location: "Belo Horizonte, MG",
    owner: "Rafael Oliveira",
    quote: "Ajustei o preço da marmita grande com a calculadora e o lucro do mês dobrou.",
    results: {
      salesIncrease: "+85%",
      timeFrame: "em 2 meses",
      mainStrategy: "Preço certo depois da taxa do app",
    },
  },
  {
    avatar: "JC",
    restaurantName: "Açaí da Ju",
    location: "Recife, PE",
    owner: "Juliana Costa",
    quote: "O happy hour das 15h às 17h encheu o horário que era o mais fraco do dia.",
    results: { salesIncrease: "+64%", timeFrame: "em 6 semanas", mainStrategy: "Happy hour da tarde" },
  },
  {
    avatar: "DM",
    restaurantName: "Smash do Bairro",
    location: "Curitiba, PR",
    owner: "Diego Martins",
    quote: "Respondo toda avaliação ruim em um minuto. A nota subiu e os pedidos vieram junto.",
    results: { salesIncrease: "+52%", timeFrame: "em 2 meses", mainStrategy: "Respostas a avaliações" },
  },
  {
    avatar: "PL",
    restaurantName: "Cozinha da Pati",
    location: "Porto Alegre, RS",
    owner: "Patrícia Lima",
    quote: "Gero a descrição uma vez e colo no cardápio de todos os apps. Ganhei horas por semana.",
    results: { salesIncrease: "+73%", timeFrame: "em 4 meses", mainStrategy: "Descrições novas no cardápio" },
  },
  {
    avatar: "BA",
    restaurantName: "Sabor de Casa",
    location: "Salvador, BA",
    owner: "Bruno Alves",
    quote: "Abri no app sem saber nada de marketing. O checklist me guiou semana a semana.",
    results: { salesIncrease: "+210%", timeFrame: "em 5 meses", mainStrategy: "Checklist semanal" },
  },
];
