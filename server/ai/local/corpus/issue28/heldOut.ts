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
diet | sou vegetariano e pedi o hambúrguer de grão de bico mas veio de carne
service; delay | liguei e ninguém atendeu, demorou 1 hora
`,
);

/** More held-out reviews, written before any tuning on them. */
export const HELD_OUT_28_MORE = parseReviews(
  "heldout28",
  `
delay | levou uma eternidade, quase duas horas
cold | comida chegou morna pra fria
missingItem | não veio o molho de alho que paguei no combo
wrongItem | pedi a de frango com catupiry e chegou a de calabresa
customisation | pedi sem pimenta e veio ardendo
taste | a lasanha estava queimada por cima e crua embaixo
portion | porção de fritas ridícula
pricePortion | preço de restaurante chique pra uma marmita minúscula
paidExtra | paguei bacon extra e o lanche veio sem bacon
courier | o entregador foi ignorante
service | o chat nunca responde
notDelivered | o pedido não chegou e o app diz entregue
packaging | o copo do açaí vazou tudo
praise | comida caseira deliciosa, parabéns
cold; delay | atrasou e esfriou tudo
delay; taste | demorou e o arroz veio duro
allergy | tenho alergia a camarão e veio camarão no risoto
foreignBody | achei um cabelo na salada
poisoning | passei mal a madrugada toda depois do sushi
mod:offensive | seus lixos, comida horrível
mod:hate | aquela atendente macaca
mod:noOrder | não pedi mas meu primo disse que é ruim
mod:refund | o reembolso do app nunca veio
delay | La comida tardó dos horas
praise | The food was delicious
`,
);
