import { parseReviews28 as parseReviews } from "./parse28";

/**
 * Issue 28's development set: reviews in other voices (typos, slang,
 * sarcasm, several complaints, Spanish, offensive and fake). Labels are
 * the points a person reads; "mod" marks a review that belongs to the
 * marketplace's moderation (the gate reads it from the kind, see gates28.ts).
 */
export const DEV_28 = parseReviews(
  "dev28",
  `
wrongItem | pedi calabresa e veio de frango
wrongItem | PEDI CALABRESA VEIO PORTUGUESA
wrongItem | pedi x-salada e me mandaram x-bacon
wrongItem | pedi guaraná e veio fanta
wrongItem; diet | pedi coca zero e veio normal, sou diabético
wrongItem | Pedi açaí de morango e veio de banana
wrongItem | pedi a marmita de frango e chegou de carne
paidExtra | paguei por 2 coxinhas extras e vieram só as do combo
paidExtra | paguei bacon extra e não veio nada de bacon
paidExtra | paguei adicional de cheddar e não colocaram
pricePortion | a marmita tá cada vez menor e o preço subindo
pricePortion | preço aumentou e a porção diminuiu, triste
pricePortion | R$ 45 numa porção pequena dessas? nunca mais
delay | demorou 1h30 pra chegar
delay | esperei 50 minutos
delay; cold | atrasou 40 min e chegou frio
delay; missingItem | demorou demais e faltou o refri
service; delay | Liguei 3 vezes e ninguém atendeu, o pedido atrasou 40 min
missingItem | esqueceram a batata
missingItem | cade o molho? nao veio
cold | comida chegou gelada
cold | tava tudo frio
taste | a pizza veio queimada
taste | hamburguer sem sal nenhum
delay; taste; missingItem | Demorou 1h, a pizza veio queimada e faltou o guaraná
packaging | embalagem veio toda aberta, vazou o molho
other | Nota 10 pro forno 👏
taste | parabéns pela pizza de papelão
delay | rapidíssimo, só que não
praise | Tudo perfeito, chegou quentinho, parabéns!
praise | melhor pizza da região, entrega rápida
praise | comida boa demais, obrigado
allergy | Sou intolerante a lactose, pedi sem queijo e veio cheio de queijo
allergy | sou celíaco e o pão não era sem glúten como dizia
foreignBody | achei um cabelo no arroz
raw | o frango veio cru por dentro
spoiled | a maionese tava azeda
poisoning | passei mal a noite toda depois do yakisoba
cold; delay | La pizza llegó fría y tardó más de una hora
delay | El pedido tardó muchísimo, más de una hora esperando y nadie avisó
praise | Muy rica la comida, llegó rápido, gracias
missingItem | Faltó la bebida y el repartidor fue muy amable pero el pedido estaba incompleto
cold | The fries were cold
delay | It took almost two hours to arrive
mod:hate; delay | o entregador era um macaco, demorou demais
mod:offensive | bando de vagabundo, comida lixo
mod:offensive; delay | atendente idiota, demorou uma eternidade
mod:threat | Vocês vão ver, vou aí quebrar tudo
mod:threat | sei onde fica a loja, vai ter volta
mod:noOrder | Ouvi dizer que a cozinha de vocês é cheia de rato
mod:noOrder | me contaram que usam carne vencida, não peçam
mod:noOrder | nunca pedi aí mas dizem que é horrível
mod:noOrder | peçam na pizzaria do lado, essa aqui é fraca, todo mundo sabe
mod:refund | o app não me devolveu o dinheiro do pedido cancelado
mod:refund | cadê meu reembolso? já faz 10 dias
price | taxa de entrega de 15 reais é um absurdo
portion | veio pouca batata
courier | entregador grosso
`,
);
