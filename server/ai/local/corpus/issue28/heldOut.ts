import { parseReviews28 as parseReviews } from "./parse28";

/**
 * Held out: written before the engine was tuned and never tuned on. The
 * eval prints its figures beside the development set's, honestly; it does
 * not gate the build (a miss here is a finding, not a failing build).
 */
export const HELD_OUT_28 = parseReviews(
  "heldout28",
  `
wrongItem | pedi pizza de 4 queijos e chegou de atum
wrongItem | eu pedi o combo 2 e veio o combo 3
wrongItem | pedi suco de laranja, veio de uva
paidExtra | paguei borda recheada e a borda veio vazia
pricePortion | tá caro demais pra essa quantidade de comida, diminuíram a porção
delay | 1h20 de espera, fala sério
delay; cold | chegou depois de uma hora e tudo frio
missingItem | não veio o talher nem o guardanapo
taste | arroz empapado e feijão sem gosto
other | obrigado por nada, comida de plástico
praise | amei tudo, virei cliente
mod:hate | o motoboy, um favelado, jogou o pedido no chão
mod:threat | se atrasar de novo vou aí tirar satisfação
mod:noOrder | uma amiga disse que acharam barata aí, vou avisar todo mundo
mod:refund | pedi estorno no app e até agora nada
cold | la comida llegó fría, muy mal
allergy | sou vegetariano e pedi o hambúrguer de grão de bico mas veio de carne
service; delay | liguei e ninguém atendeu, demorou 1 hora
`,
);
