import { parseReviews28 as parseReviews } from "./parse28";

/**
 * Issue 28's development set, fourth part (decision 041): typos and missing
 * accents, slang, sarcasm, contrast, several complaints in one sentence,
 * "ninguém atendeu", Spanish and English, offensive and fake reviews, the
 * marketplace's courier, app and refund. Labelled by hand; tuned on.
 */
export const DEV_28_WAVE = parseReviews(
  "dev28",
  `
delay | demorou dimais, nunca mais peço
delay | atrazou muito hoje
delay | o pedido demorol quase duas horas
delay | esperei 1h15 e nada do lanche chegar
delay | previsao era 30 min e levou 1h20
delay | entregaram 40 minutos depois do prometido
delay | a demora foi absurda
delay | mais de uma hora pra uma marmita
delay | demorouuu demais
delay | demoro pra caramba
cold | xegou tudo frio
cold | a comida chegou gelada, tive que esquentar
cold | pizza fria e dura
cold | batata fritta fria
cold | o lanche tava frio
cold | a marmita chegou morna
cold; delay | demorou e chegou friaa
cold; delay | atrasou 40 min e veio gelado
cold; taste | esfiha fria e sem sabor
cold; missingItem | o hambúrguer veio frio e faltou a batata
wrongItem | pedi pizza de frango e veio de calabresa
wrongItem | pedi coca zero e veio normal
wrongItem | pedi o combo 1 e mandaram o combo 4
wrongItem | pedi x-egg e chegou x-salada
wrongItem | pedi açaí de 500 e veio de 300
wrongItem | pedi sabor morango e veio chocolate
wrongItem | veio outro pedido, não era o meu
wrongItem | mandaram o pedido errado
wrongItem | pedi suco de maracujá, veio de acerola
wrongItem; delay | demorou e ainda veio o sabor errado
missingItem | esqueceram o refrigerante
missingItem | nao veio o molho
missingItem | faltou a sobremesa do combo
missingItem | faltou o talher
missingItem | esqueseram o guardanapo e os talheres
missingItem | cade o refri q eu pedi
missingItem | veio sem a farofa
missingItem | não mandaram a batata
missingItem; taste | faltou o molho e a carne tava seca
paidExtra | paguei bacon extra e nao veio bacon
paidExtra | paguei o adicional de queijo e veio sem
paidExtra | cobraram borda recheada e a pizza veio sem borda
paidExtra | paguei 2 coxinhas extras e vieram só as do combo
paidExtra | o adicional de cheddar eu paguei e não colocaram
customisation | pedi sem cebola e veio cheio de cebola
customisation | pedi sem picles e veio com picles
customisation | escrevi na observação tirar o tomate e não tiraram
customisation | pedi o ponto mal passado e veio bem passado
portion | porção pequena demais
portion | a porção de batata veio minúscula
portion | veio pouca carne
portion | a marmita veio pela metade
pricePortion | caro demais pra tão pouca comida
pricePortion | a marmita tá cada vez menor e o preço subindo
pricePortion | pagar 45 reais nisso? porção ridícula
pricePortion | diminuíram a porção e aumentaram o preço
price | preço muito alto
price | taxa de entrega cara
price | cobraram duas vezes
taste | sem sal nenhum
taste | comida sem tempero nenhum
taste | o hamburguer tava seco
taste | a pizza veio queimada
taste | a batata veio murcha
taste | o arroz estava empapado
taste | carne dura, não deu pra comer
taste | salgado demais, intragável
taste | massa crua no meio da pizza
taste | o arroz veio cru e duro
taste | o feijao tava sem gosto
taste; cold | lasanha queimada por cima e fria no meio
taste; cold | queimado em cima e frio embaixo
taste; delay | a pizza veio queimada e demorou muito
packaging | a embalagem veio rasgada
packaging | o caldo vazou todo na sacola
packaging | a caixa chegou toda amassada
packaging | o copo veio aberto e derramou
courier | o entregador foi muito grosso
courier | motoboy mal educado e sem paciência
courier | entregador não quis subir no prédio
courier | o motoboy jogou a sacola no portão
notDelivered | meu pedido não chegou
notDelivered | o pedido nunca chegou e marcaram como entregue
unanswered | liguei na loja e ninguém atendeu
unanswered | tentei ligar umas 5 vezes e ninguém atende
unanswered | ninguém atendeu o telefone
unanswered | liguei e ninguem atendeu
unanswered | ninguém atende o telefone dessa loja
unanswered; delay | o pedido atrasou e liguei e ninguém atendeu
unanswered; missingItem | faltou a coca e liguei e ninguém atendeu
service | atendente grossa no whatsapp
service | ninguém respondeu minhas mensagens no chat
service | cancelaram o pedido sem avisar
service | mandei mensagem e me ignoraram
raw | o frango tava cru por dentro
raw | a carne de porco veio crua
raw | o hambúrguer estava cru no meio, sangrando
spoiled | a salada estava estragada
spoiled | o molho tava azedo
spoiled | o peixe tinha cheiro de podre
foreignBody | achei um cabelo no arroz
foreignBody | tinha um pedaço de plástico na comida
foreignBody | encontrei uma barata dentro da marmita
poisoning | passei mal depois de comer aqui
poisoning | tive diarreia a noite inteira depois do pedido
poisoning | meu filho vomitou depois do lanche
allergy | sou alérgico a camarão e veio camarão
allergy | avisei que tenho alergia a amendoim e mandaram com amendoim
allergy | sou intolerante a lactose e veio com queijo mesmo pedindo sem
diet | sou vegetariano e tinha carne no meu prato
diet | sou diabético e veio refrigerante normal
diet | pedi sem açúcar, sou diabética, e veio adoçado
diet | pedi a opção low carb e veio com arroz
general | horrível
general | não gostei de nada
praise | comida maravilhosa, chegou quentinha
praise | tudo perfeito, recomendo
praise | a melhor pizza da região
praise | entrega super rápida, parabéns
praise | bem servido e muito saboroso
praise | amei o atendimento
cold; praise | a pizza é ótima, mas chegou fria
delay; praise | comida boa, só que demorou demais
missingItem; praise | tudo gostoso mas faltou o refrigerante
portion; praise | saboroso porém a porção é pequena
taste; praise | entrega rápida mas o lanche tava sem sal
delay | nota 10 pela rapidez, só 2 horas de espera 👏
taste | parabéns pelo hambúrguer de isopor
taste | que maravilha, carne de borracha
cold | adorei a pizza gelada, muito criativo
delay; cold; missingItem | demorou 1h, chegou frio e faltou a batata
delay; wrongItem; missingItem | atrasou, veio o sabor errado e faltou o refri
cold; taste; packaging | veio frio, sem sal e a embalagem amassada
delay | Tardó mucho el pedido
delay | el pedido tardó más de una hora
cold | la comida llegó fría
cold | la hamburguesa llegó helada
wrongItem | pedí una pizza de pollo y me mandaron otra
missingItem | faltó la bebida en el pedido
missingItem | no vino la salsa
taste | la carne estaba muy salada
praise | todo muy rico, gracias
delay; cold | tardó mucho y la comida llegó fría
courier | el repartidor fue muy grosero
cold | The food was cold when it arrived
delay | Delivery took almost two hours
wrongItem | I got the wrong pizza
missingItem | My drink was missing
praise | Delicious, will order again
mod:hate | motoboy macaco
mod:hate | a atendente é uma retardada
mod:hate | entregador favelado
mod:offensive | lixo de lugar, vão se ferrar
mod:offensive | bando de idiota
mod:offensive; cold | comida fria, seus babacas
mod:offensive | que merda de pizza
mod:threat | vou aí resolver pessoalmente
mod:threat | vocês vão me pagar caro
mod:threat | sei onde fica a loja
mod:noOrder | me contaram que a cozinha é suja
mod:noOrder | ouvi dizer que usam carne estragada
mod:noOrder | minha vizinha disse que achou barata aí
mod:noOrder | peçam na pizzaria da frente, bem melhor
mod:refund | cadê meu reembolso
mod:refund | o estorno até agora não caiu
mod:refund | quero meu dinheiro de volta
mod:refund | pedi reembolso no app e não resolveram
`,
);

/** Harder voices of the same wave: run-on sentences, contrast, slang, typos, sarcasm. */
export const DEV_28_WAVE_HARD = parseReviews(
  "dev28",
  `
delay; cold; wrongItem | demorou uma hora veio frio e ainda mandaram o sabor errado
missingItem; delay | faltou o guarana e demorou uns 50 min
cold; missingItem; taste | batata fria faltou o cheddar e o pão tava duro
delay; courier | atrasou muito e o entregador ainda foi grosso comigo
taste; portion | a carne tava seca e veio pouquinha
cold; packaging | veio tudo frio e a sacola rasgada
wrongItem; cold | mandaram calabresa no lugar da marguerita e ainda veio fria
delay | demoro d+
delay | pedi 20h chegou 21h30
delay | q demora hein
cold | chego frio dnv
cold | tava tudo gelado, nem deu vontade de comer
missingItem | esqueceram meu refri dnv
missingItem | n veio a batata
missingItem | nao mandaram o molho que eu paguei
wrongItem | pedi coca zero e veio coca normal, sou diabetico
wrongItem | pedi calabresa e veio frango
wrongItem | PEDI CALABRESA VEIO PORTUGUESA
paidExtra | paguei por 2 coxinhas extras e vieram so as do combo
paidExtra | paguei o extra de bacon e nao tinha bacon nenhum
pricePortion | marmita ta cada vez menor e o preço so sobe
pricePortion | 40 reais numa porção minúscula
pricePortion | ta caro pra quantidade que vem
taste | sem gosto nenhum, tudo insosso
taste | o frango tava seco e borrachudo
taste | pizza com pouco recheio e massa dura
taste | o pastel veio encharcado de oleo
taste | a esfiha tava crua no meio
cold; praise | a pizza veio fria mas o sabor ótimo
delay; praise | a comida é boa demais, só que o atraso hoje foi feio
cold; praise | o sabor tava top mas chegou frio
missingItem; praise | tudo delicioso, porém esqueceram o molho
packaging; praise | gostoso mas a embalagem veio toda melada
courier; praise | comida boa, entregador mal educado
taste | nota 10 pro carvão que vocês chamam de pizza
taste | parabéns pelo hambúrguer de sola de sapato 👏
delay | que rapidez, só 1h30 🙄
other | obrigado por nada
cold | adorei comer pizza gelada, só que não
unanswered | liguei varias vezes e so dava caixa postal
unanswered; missingItem | faltou o refri, liguei pra loja e ninguém atendeu
unanswered; delay | o pedido atrasou, tentei ligar e ninguem atendeu
unanswered | ninguem atende esse telefone
service | mandei mensagem no chat e ninguém respondeu
service | atendente me tratou mal no telefone
raw | frango cru por dentro, que perigo
raw | a linguiça veio crua
spoiled | o leite do açaí tava azedo
foreignBody | tinha um fio de cabelo no lanche
poisoning | comi e passei mal a noite toda
allergy | sou celíaca e veio pão comum
allergy | tenho alergia a lactose e veio com queijo
diet | sou vegetariana e pedi sem bacon mas veio com bacon
diet | sou diabético e mandaram o suco com açúcar
delay | Tardaron una hora y media
cold; delay | la pizza llegó fría y tarde
missingItem | faltaron las papas
wrongItem | me trajeron otro sabor de pizza
taste | la hamburguesa estaba quemada
praise | excelente servicio, muy rico todo
delay | The delivery was super late
cold | Everything was cold
missingItem | Missing the fries
taste | The pizza was burnt
mod:hate | o motoqueiro era um macaco
mod:hate | atendente retardada
mod:offensive | seus lixos
mod:offensive | bando de incompetentes, vão tomar no cu
mod:offensive; delay | atrasou de novo seus fdp
mod:threat; delay | se demorar de novo eu vou aí quebrar tudo
mod:threat | vocês vão se arrepender disso
mod:noOrder | ouvi falar que a cozinha é cheia de rato
mod:noOrder | dizem que o dono maltrata os funcionários
mod:noOrder | nunca comprei aí mas sei que é ruim
mod:noOrder | meu primo disse que passou mal com a comida daí
mod:refund | o ifood não devolveu meu dinheiro
mod:refund | estorno não caiu até agora
mod:refund | quero reembolso
`,
);

/** Precision traps of the same wave: negations, other times, questions, words in another sense. */
export const DEV_28_WAVE_TRAPS = parseReviews(
  "dev28",
  `
praise | não demorou nada, chegou quentinho
praise | nada de atraso, tudo certinho
praise | da outra vez veio frio, mas hoje veio perfeito
praise | sem nenhum problema, tudo certo
praise | não faltou nada, caprichado
praise | a cerveja veio bem gelada, perfeito
praise | coca geladinha e lanche quentinho
praise | o entregador foi super educado
praise | muito bom, sem defeitos
praise | nem demorou, parabéns
praise | chegou antes do previsto
praise | pizza crocante, massa fininha
praise | frango com catupiry delicioso
praise | carne no ponto certinho
praise | a carne mal passada veio do jeito que pedi
praise | sushi fresquinho, recomendo
praise | achei que ia demorar mas chegou rapidinho
praise | primeira vez que peço e amei
praise | atendimento pelo whatsapp muito rápido
 | vocês têm opção sem glúten?
 | qual o horário de funcionamento?
 | pedido de hoje
delay | não foi culpa do motoboy, a loja que demorou pra liberar o pedido
cold | nem a bebida veio gelada e a comida veio fria
praise | não achei nada de errado
praise | sem reclamações, voltarei
taste | não tava ruim, mas o arroz veio sem sal
praise | o preço é justo e a porção generosa
praise | porção enorme, dá pra duas pessoas
praise | tudo muito bem embalado
price | gostei da comida, só achei a taxa de entrega cara
delay | se não fosse a demora seria nota 10
cold | seria perfeito se não tivesse chegado frio
taste | podia ter mais recheio
portion | podia vir um pouco mais de batata
praise | veio tudo que pedi
praise | nenhum item faltando, obrigado
praise | amei, o molho à parte chegou sem vazar
praise | comida barata e boa, recomendo
praise | num dia frio desses a sopa chegou quentinha
cold | num dia frio desses a sopa chegou fria
foreignBody | achei uma barata na marmita
cold | comida barata mas veio fria
praise | sou celíaca e vocês acertaram, obrigada
praise | sou alérgico a camarão e vocês respeitaram, tudo certo
allergy | sou celíaca e veio pão comum
raw | o ovo veio cru
taste | o bolo tava meio cru
taste; praise | pizza meio queimadinha mas gostosa
wrongItem | Pedi 2 pizzas grandes, uma veio de calabresa certinha e a outra era pra ser frango e veio portuguesa
wrongItem | era pra ser de chocolate e veio de morango
wrongItem; cold | mandaram calabresa no lugar da marguerita e ainda veio fria
courier | paguei a taxa de entrega e tive que buscar na portaria
price | faltou o troco
price; missingItem | faltou o troco e a coca
price | cobraram a embalagem a parte, absurdo
taste; praise | El repartidor fue muy amable pero la pizza llegó quemada
price | Muy caro para lo que es
cold; wrongItem | I ordered a pepperoni pizza and got a margherita, and it was cold
courier | o pedido veio certo mas o motoboy tava fumando
portion | o açaí veio com pouco creme e muito gelo
other | nunca mais peço, a comida ta cada vez pior
taste | o peixe parecia velho
missingItem; unanswered | Nobody answered the phone when I called about my missing order
unanswered | I called twice and nobody picked up
taste; praise | Great pizza, a bit salty though
courier; praise | The food was good but the delivery guy was rude
spoiled | a calabresa tava com gosto de ranço
packaging | refri veio aberto
packaging; praise | tava ótimo como sempre, só faltou o capricho no embrulho
taste | faltou sal no feijão
courier | faltou educação do entregador
mod:offensive; cold | el repartidor es un pendejo, la comida llegó fría
mod:offensive | qué mierda de comida, ustedes son unos ladrones
mod:offensive | Your staff are idiots
mod:noOrder | mi vecino me dijo que la cocina está sucia
praise | achei que ia chegar frio mas chegou quente
delay | pedi às 20h e chegou 22h30
delay | pedi meio dia e veio uma e meia da tarde
`,
);

/** The marketplace's side and long reviews of the same wave. */
export const DEV_28_WAVE_MARKET = parseReviews(
  "dev28",
  `
courier | o entregador do app demorou pra achar meu prédio e foi grosso
courier | o motoboy do ifood tava com pressa e jogou a sacola
app | o aplicativo não deixou usar o cupom
app | o app cobrou e depois cancelou sozinho
app | o rastreio do app mostrava que já tinha chegado
mod:refund | pedido cancelado pelo app e o reembolso não veio
mod:refund | estornaram só metade do valor
notDelivered | o pedido não chegou e o app fala que foi entregue
delay; cold; missingItem; courier | demorou quase 2h, chegou frio, faltou a coca e o motoboy ainda reclamou da gorjeta
wrongItem; missingItem | veio x-bacon no lugar do x-tudo e não veio a batata
taste; cold; delay | pizza queimada, fria e atrasada, pior pedido da vida
packaging | a sacola veio rasgada e perdi o refri no caminho
delay; unanswered | uma hora e meia de espera, liguei duas vezes e ninguém atendeu
paidExtra; cold | paguei bacon extra e não veio, e o lanche tava frio
pricePortion; taste | preço subiu, porção diminuiu e o tempero piorou
delay | o pedido demoro mt
cold | comida xegou fria
missingItem | faltô o refri
wrongItem | mandaram o sabor errdo
taste | o hamburgue tava cru de sal e sem gosto
delay | demorarm demais
customisation | pedi sem cebola e mandaram com muita cebola
delay; cold | Tardó una hora y la pizza llegó fría, qué pena
missingItem; delay | faltó la bebida y tardaron mucho
praise | muy rico todo, llegó calentito
cold; missingItem | The burger was cold and they forgot the fries
delay; courier | Took ages and the driver was rude
mod:hate | o motoboy era um neguinho folgado
mod:offensive | atendente burra do caralho
mod:threat | vocês não sabem com quem mexeram, vou aí
mod:noOrder | não pedi mas vi no instagram que acharam cabelo
mod:noOrder | sou do restaurante do lado e a comida daqui é ruim
`,
);
