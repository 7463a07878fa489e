/** Testimonials shown on the landing and pricing pages (SPEC §1: static marketing text). */
export type Testimonial = { name: string; business: string; city: string; quote: string };

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    name: "Carla Mendes",
    business: "Pizzaria Forno da Vila",
    city: "Campinas, SP",
    quote:
      "Eu passava a noite escrevendo descrição de pizza. Agora colo o texto pronto no app e ainda sobra tempo para a massa. Os pedidos de sexta subiram 40%.",
  },
  {
    name: "Rafael Oliveira",
    business: "Marmitas do Rafa",
    city: "Belo Horizonte, MG",
    quote:
      "A calculadora me mostrou que eu perdia dinheiro na marmita grande depois da taxa do app. Ajustei o preço e o lucro do mês dobrou.",
  },
  {
    name: "Juliana Costa",
    business: "Açaí da Ju",
    city: "Recife, PE",
    quote:
      "As respostas para avaliação ruim são educadas e resolvem. Dois clientes que reclamaram voltaram a pedir na mesma semana.",
  },
];
