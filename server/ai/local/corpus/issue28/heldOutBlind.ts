import { parseReviews28 as parseReviews } from "./parse28";

/**
 * Held out, blind (decision 041): written before the wave of typo, Spanish
 * and "ninguém atendeu" work, measured at its start and its end and never
 * tuned on — `eval:content` prints only its figures, not its misses, so
 * nobody fixes the engine against these lines. Add no line here after the
 * engine was changed for it; new reviews to tune on go to `devWave.ts`.
 */
export const HELD_OUT_28_BLIND = parseReviews(
  "blind28",
  `
delay | pedi as 19h e só chegou 21h, ridículo
delay | demorô uma vida pra chegar
delay; cold | atrazou uns 50 minutos e o caldo chegou gelado
cold | a lasanha veio fria no meio
cold; taste | pastel frio e borrachudo
wrongItem | pedi x-salada e veio x-bacon
wrongItem | pedi açaí de morango e mandaram de banana
wrongItem | pedi guaraná, veio soda
wrongItem | pedido trocado, veio o de outro cliente
missingItem | esqueceram o arroz da marmita
missingItem | faltou o sachê de ketchup e os talheres
missingItem; delay | demorou demais e ainda faltou a batata
missingItem | esqueseram o refri dnv
paidExtra | paguei catupiry extra e nao veio
paidExtra | cobraram o adicional de cheddar mas o lanche veio sem
customisation | escrevi sem maionese na observação e veio lotado de maionese
portion | a porção de arroz era minúscula
pricePortion | o preço subiu e a porção diminuiu
pricePortion | 50 conto numa pizza desse tamanho? encolheu muito
price | taxa de entrega cara demais
taste | o bife veio duro que nem sola
taste | batata murcha e encharcada
taste | pizza queimada embaixo
taste | macarrão grudento e sem sal
taste | o arroz tava cru e o feijão sem sal
taste; cold | a lasanha tava queimada em cima e fria no meio
packaging | o suco vazou e molhou tudo
packaging | caixa amassada e a pizza toda revirada
courier | motoboy grosso, jogou a sacola em cima de mim
notDelivered | o pedido nem chegou e já cobraram
unanswered | liguei 3 vezes pra loja e ninguém atendeu
unanswered; delay | atrasou e tentei ligar mas ninguém atende
service | a atendente foi seca e mal educada no chat
raw | frango cru no meio, tive que jogar fora
spoiled | a maionese tava com gosto de estragada
foreignBody | achei um pedaço de plástico no hambúrguer
poisoning | passei a noite no banheiro depois da marmita
allergy | avisei que sou alérgica a amendoim e veio amendoim na sobremesa
diet | sou diabética e o suco veio adoçado
praise | tudo perfeito, chegou quentinho
praise | melhor esfiha do bairro, sem exagero
cold; praise | lanche top mas chegou frio
delay; praise | gostoso, só que demorou bastante
taste | parabéns pela pizza de borracha 👏
delay | entrega relâmpago, só 2 horas 🙄
delay; missingItem; cold | demorou, faltou o refri e a comida veio fria
mod:hate | o entregador era um macaco
mod:offensive | bando de ladrões
mod:offensive; delay | demorou pra porra, bando de incompetente
mod:threat | vou aí quebrar essa loja
mod:noOrder | soube que a cozinha tem rato, nunca vou pedir
mod:refund | cancelaram e o reembolso não caiu até hoje
cold | la pizza llegó helada
delay | tardaron casi dos horas en traer el pedido
wrongItem | pedí pollo y me trajeron carne
missingItem | no vino la bebida que pagué
praise | muy rica la comida, volveré
taste; delay | la carne estaba quemada y además tardó mucho
cold; taste | my fries were cold and soggy
delay | delivery took 90 minutes
missingItem | the sauce was missing from my order
praise | Amazing burger, will order again
`,
);
