import { parseReviews28 as parseReviews } from "./parse28";

/**
 * Issue 28, decisions 046 and 047: the last sets written by others, never tuned on and
 * never learnt by the topic model. `eval:content` prints their figures only, never their
 * misses; a set read after a miss moves to `byOthers.ts` and a fresh one takes its place here.
 */

/** Set T: dictated or typed by people who write little: no punctuation or accents, homophones, regional words. */
export const HELD_OUT_BY_OTHERS_T = parseReviews(
  "blindT",
  `
packaging | a caixa da pizza veio amassada e a pizza toda grudada na tampa
raw | espetinho de frango cru por dentro sangue escorrendo
raw | o frango da marmita tava cru por dentro rosinha ainda minha filha quase comeu
missingItem; unanswered | faltou o acai da sobremesa mandei msg no chat 3 vezes e ate agora ninguem respondeu
taste; portion; service | lasanha queimada e pequena e o dono no whats ainda foi debochado
wrongItem | pedi x tudo mas mandaram x salada
praise; customisation | pastel otimo so a azeitona que eu tinha tirado no app veio mesmo assim
customisation; cold; delay | pedi sem maionese veio cheio de maionese chegou frio e 1 hora atrasado
packaging | marmitex veio aberto a tampa soltou e o feijao espalhou
| vcs abrem no domingo
taste | o lanche veio murcho e o pao todo molhado
taste | nossa senhora o frango da marmita seco e sem tempero nenhum
poisoning | comi o sushi as 20h de madrugada tava todo mundo aqui em casa vomitando e com diarreia
service | a atendente do whats me tratou com ignorancia so pq perguntei se tinha troco
other=nao mandaram maquininha de cartao; delay; cold | a loja disse que aceitava cartao na entrega e nao mandaram maquininha tive que correr no caixa eletronico e a comida chegou atrasada e fria
customisation | falei no obs sem pimenta que era pra crianca e veio ardendo
portion; wrongItem; unanswered | tapioca de queijo coalho veio de presunto pequenininha e o chat da loja ta mudo ate agora
mod:refund | o pedido foi cancelado e o estorno do ifood ate hj nao caiu ja faz 15 dias
cold | a marmita chego fria parecia q tinha saido da geladeira agora
allergy; customisation | sou celiaca escrevi no pedido SEM GLUTEN POR FAVOR e o lanche veio no pao comum
paidExtra | borda recheada de cheddar paga e veio a borda normal sem nada
spoiled; taste | o vinagrete tava azedo a carne salgada e o arroz queimado
pricePortion; taste; delay | churrasquinho de 25 reais vem dois pedaco de carne sem sal e ainda demorou 1h
delay | entrega relampago so levou 2 hora parabens
praise | melhor feijoada de bh concerteza
delay | pedi as 19h30 e so foi chega 21h10 quase duas hora as criancas chorando de fome
praise; missingItem | marmita deliciosa comida caseira de verdade so faltou a farofa
wrongItem | paguei a grande e veio media
foreignBody | tinha um pedaco de plastico duro no hamburguer quase quebrei o dente
missingItem; paidExtra; service | nao veio a batata nem o cheddar adicional que paguei e a moca no telefone riu da minha cara
cold; packaging; courier | pizza fria caixa toda de lado amassada e o motoboy nem pediu desculpa so entregou e virou as costa
mod:noOrder | minha vizinha falou que pegou infeccao com o sushi de vcs fica a dica pra todo mundo
taste | tapioca dura e borrachuda parecia chiclete
missingItem | o refri de 2 litro que eu paguei nao veio
mod:app; app | o cupom de desconto nao funcionou no app e cobrou o valor cheio
praise | o entregador foi muito educado e a comida chegou quentinha
mod:threat; notDelivered | se meu pedido nao chegar vou ai na loja e quebro tudo ta avisado
mod:noOrder | nunca comprei ai mas dizem que a cozinha e cheia de rato
other=nota fiscal nao enviada | pedi nota fiscal e nao mandaram
delay | duas hora pra chegar uma marmita que fica a 3 quadra daqui
mod:hate; service | atendente viadinho cheio de frescura nao quis trocar meu pedido
mod:offensive; wrongItem | a cozinheira e uma anta errou meu pedido de novo
wrongItem; packaging; unanswered | marmita de frango virou marmita de carne tava td derramado na sacola liguei e ninguem atendeu
praise | trem bao demais esse pao de queijo uai
customisation | eu avisei hamburguer sem tomate e veio com tomate
customisation | pedi o molho separado e veio td jogado em cima da salada
delay; courier; cold | motoboy chegou 50 min atrasado mal humorado jogou a sacola no portao e a comida ja tava fria
notDelivered | esperei ate 23h e nada o pedido nunca veio fui dormir sem janta
portion | tapioca de carne de sol com tres fiapo de carne
delay; cold; missingItem | demoro quase 2h a pizza veio fria e ainda faltou o guarana que eu paguei
general | pessimo nunca mais
wrongItem | era pra ser frango com catupiry mandaram de atum e aqui em casa ninguem come atum
courier; delay; missingItem | o entrgador errou o endereco 3 vez demorou uma vida e quando chegou faltava a coca
spoiled | peixe do sushi com cheiro forte estragado joguei td fora
praise; taste | o temaki tava otimo mas o hot roll veio encharcado de oleo
general | horrivel
warmDrink | suco de laranja chegou quente
| comida normal
foreignBody | achei um cabelo enorme no meio da lasanha perdi a fome
price | concerteza o mais caro da cidade 38 reais num x bacon simples
delay; unanswered; cold | 1h40 esperando tentei ligar umas 5 vez ninguem atendeu e derrepente chega o strogonoff frio
paidExtra | paguei 6 reais de bacon adicional e nao tinha um pedacinho de bacon no hamburguer
taste; portion; missingItem | feijoada sem sabor so osso e pele quase nada de carne arroz empapado e a laranja nao veio
taste | massa da pizza crua no meio e a borda queimada
unanswered | to tentando falar com vcs desde ontem e nada ninguem atende
delay | pedido da festa do meu pai era pra 18h chegou 19h40 agente ja tinha jantado
praise | muy rica la feijoada y llego rapido gracias
wrongItem; packaging; delay | o bolo do aniversario da minha neta veio com o sabor errado todo amassado e 1 hora atrasado
pricePortion | o marmitex era 30 agora ta 45 e vem menas comida
allergy; poisoning | sou intolerante a lactose perguntei no chat se o molho tinha leite falaram que nao passei mal a noite toda
diet | meu marido e vegetariano pedi a marmita vegetariana e tinha pedaco de bacon no feijao
portion | porcao de macaxeira veio com 6 pedaco contado
| pedido recebido
other=troco faltando 15 reais | o troco veio errado faltou 15 reais
cold | bah o xis chegou gelado tche
allergy; customisation | meu filho e alergico a camarao avisei no pedido e o acaraje veio com camarao gracas a deus eu vi antes
delay | uai so pra fazer um pao de queijo demorou 1 hora
pricePortion | 60 conto numa barca com 16 pecinha de sushi nao vale o que cobra
praise; delay | a pizza e muito boa mais demorou um pouco mais que o normal hj
missingItem; wrongItem; delay | aniversario da minha sogra pedi 100 salgados vieram 70 metade de queijo que ninguem pediu e ainda atrasou 40 min
pricePortion; taste; missingItem | acai de 28 reais veio pouquinho com gosto de gelo e esqueceram a pacoca
taste; portion | feijoada salgada demais e com pouca carne tive que jogar metade fora
missingItem; paidExtra; unanswered | faltou a farofa o ovo adicional que eu paguei nao veio e no chat so vacuo
mod:courier; courier | o entrgador do app abriu a sacola e comeu batata eu vi o lacre rompido
customisation | pedi sin cebolla y vino con mucha cebolla
praise | barbaridade que xis bom tche tri bagual
praise | acai top chegou rapidinho e bem servido
| chegou
portion | pastel de carne quase sem recheio so massa
| ok
customisation; missingItem; taste | acai sem banana eu pedi veio com banana faltou o leite ninho e tava aguado
foreignBody | no meio do arroz tinha uma formiga
mod:courier; courier | entregador do ifood quis que eu descesse 4 andar e ainda reclamou da gorjeta
melted | o sorvete da sobremesa chegou derretido virou sopa
taste | oxe acaraje sem gosto e o vatapa aguado nunca vi isso
warmDrink; melted; delay | cerveja quente sorvete derretido 1h30 de espera
general | terrible experience never again
missingItem | nao veio os sache de ketchup nem de maionese
praise | oxe que acaraje arretado visse mainha adorou
praise; portion | great burger but the fries portion was tiny
packaging; taste; price | pastel amassado na caixa massa crua e custando 18 reais cada
| primeira vez que peco vamos ver
praise; price | tapioca uma delicia mas ta ficando salgado o preco 22 reais
packaging | copo de acai com a tampa mal fechada melou a sacola toda
wrongItem | veio o pedido de outra pessoa ate o nome na comanda era outro
notDelivered; unanswered; app | o app diz entregue nao chegou nada liguei na loja ninguem atende e o suporte do ifood so manda mensagem automatica
portion | acai de 500ml veio pela metade do copo mo mixaria
missingItem | ordered 2 cokes only one came
customisation | coloquei na observacao sem cebola pq minha filha nao come e veio cheio de cebola
taste; portion | acai aguado e quase sem granola
delay; cold | la comida llego fria y tardo mas de una hora
wrongItem; missingItem; service | sushi trocado faltou o temaki e quando reclamei a atendente falou que eu tava mentindo
praise | comida maravilhosa minha mae amou o aniversario dela foi um sucesso obrigada de coracao
portion; cold; packaging | marmita pequena fria e com a tampa aberta
wrongItem | I ordered pepperoni pizza and got a veggie one
delay; service; wrongItem | demorou demais liguei e o rapaz disse que se nao quisesse esperar era so cancelar e no fim ainda veio o sabor errado
cold; delay | pizza chegou morna quase fria depois de 1h10 esperando
service | liguei na loja e a moca foi grossa disse que o problema nao era dela
customisation; taste; delay | pedi o ovo bem passado veio mole a batata encharcada e ainda demorou uma eternidade
mod:threat; foreignBody | achei cabelo na comida vou expor vcs no grupo do bairro e na tv ate fechar
packaging | o caldo da feijoada vazou td dentro da sacola chegou tudo melado
praise | sempre peco e nunca decepciona parabens a equipe toda
delay; warmDrink; cold | 1h20 de espera refrigerante quente e as esfiha fria
notDelivered | o pedido nunca chego e no aplicativo ta como entregue
taste | o cacetinho do lanche duro que nem pedra e a carne queimada
taste; cold | pastel encharcado de oleo pingando gordura e frio ainda
taste | carne do churrasco dura igual sola de sapato
mod:offensive; general | lixo de restaurante comida de porco vcs sao uns merda
portion | churrasco com 4 pedacinho de carne o resto era farofa e vinagrete
price | 12 reais de taxa de entrega pra dois km ta de brincadeira ne
missingItem | o pedido era 2 marmita e so veio 1
praise; packaging | hamburguer otimo so que o molho vazou todo na caixa
taste | arroz do sushi duro parece que era de ontem
diet; wrongItem | sou diabetica pedi coca zero mandaram coca normal se eu nao olho tinha tomado
delay | marcava 40 minuto e levou 1h50 o aniversario do meu guri ja tinha acabado quando os salgado chegaram
missingItem | nao mandaram talher nem guardanapo vou comer a marmita com a mao e
warmDrink | hj o guarana veio quente e sem gas nenhum
mod:offensive; delay | bando de incompetente demoraram 2 hora pra entregar um lanche vao se fude
wrongItem | no lugar da coxinha de frango veio de carne seca
cold; taste; price | yakisoba frio grudado e caro pra caramba 52 reais
`,
);

/** Set U: office lunch orders: polite and precise, curt star-screen lines, irony and understatement. */
export const HELD_OUT_BY_OTHERS_U = parseReviews(
  "blindU",
  `
cold | frio.
missingItem | faltou o suco
praise | ótimo como sempre
delay | pedi às 11h40 pra comer antes da reunião das 13h, chegou 13h25. Comi com a câmera desligada.
portion | marmita anunciada com 500g, pesei na balança da copa: 380g.
customisation | escrevi "sem cebola" na observação, em letra de forma. Veio cebola em cima, embaixo e no meio.
wrongItem | no lugar do executivo de frango grelhado mandaram parmegiana.
pricePortion | mês passado o poke médio era R$ 36 e vinha cheio, hoje paguei R$ 42 e veio metade da tigela.
price | taxa de entrega de R$ 12,90 pra um endereço a 1,5 km. Complicado.
other=nota fiscal | coloquei o CNPJ da empresa na observação pedindo nota fiscal e não veio nota nenhuma. Preciso pra prestar contas.
taste | arroz empapado e feijão sem sal nenhum.
packaging | o molho da salada vazou na sacola inteira, chegou tudo melado.
missingItem | pedido da equipe, 8 marmitas, e vieram 7. Alguém ficou sem almoço, adivinha quem.
delay; app | o rastreio mostrava "saiu para entrega" desde 12h10 e parado no mesmo lugar, só chegou 13h.
service | perguntei no chat se a marmita fit continuava com a mesma gramatura e a resposta foi "é o que tem". Ok então.
taste | frango grelhado seco, parecia papelão.
cold | a marmita chegou morna puxando pra fria, tive que encarar a fila do micro-ondas do escritório.
delay | 1h15 pra um executivo. A reunião começou sem mim, obrigado.
missingItem | não mandaram talher nem guardanapo. Comi salada com a tampa.
wrongItem | veio o pedido de outra pessoa, um tal de Rodrigo. Eu nem gosto de strogonoff.
customisation | molho à parte, eu pedi. A salada chegou afogada.
paidExtra | paguei adicional de frango (+R$ 8) no poke e não veio frango nenhum.
portion | a proteína do executivo está ridícula, umas três tirinhas de carne.
warmDrink | o refri veio quente e sem gás.
price | R$ 58 num combo de salada com suco. Tá puxado.
taste | o arroz do poke estava duro e sem tempero nenhum.
packaging | a tampa da marmita abriu no caminho e o feijão foi parar dentro da salada do colega.
delay; cold | chegou 40 minutos depois do previsto e frio. Combo completo.
wrongItem; unanswered | liguei três vezes pra avisar que o pedido veio trocado e ninguém atendeu.
service | a atendente do telefone foi grossa quando perguntei do pedido da empresa.
missingItem | faltou a sobremesa que vinha no combo.
general | decepcionante. Já foi melhor.
taste | sal demais na carne, passei a tarde tomando água.
other=foto diferente do prato | a foto do cardápio mostra um prato colorido e farto, o que chega não tem nada a ver com a foto.
delay | pedido agendado pra 12h, justamente pra não atrasar. Chegou 12h50.
wrongItem | suco de laranja virou maracujá no caminho, aparentemente.
cold | sopa fria. Sopa.
taste | a massa da lasanha estava crua no meio.
customisation | bife pedido bem passado, entregue ao ponto.
packaging | caixa amassada, a marmita virou de lado e misturou tudo.
missingItem | não veio o sachê de shoyu do poke.
pricePortion | R$ 34 por uma marmita que antes vinha com duas conchas de feijão e agora vem uma colher.
delay | 2 horas. Duas. Pra um almoço de terça-feira.
taste | batata doce dura, mal cozida.
portion | o "executivo grande" deve ser grande pra criança.
service | pedi no chat pra trocar a bebida, responderam "não dá" e encerraram a conversa.
wrongItem | o grande veio pequeno. Cobraram o grande, claro.
other=nota fiscal no CPF | a nota veio no CPF mesmo eu informando o CNPJ da empresa. Agora o financeiro não aceita o reembolso.
customisation | pedi sem pimenta porque ia apresentar à tarde. Apresentei ardendo.
missingItem | cadê o ovo do executivo? No cardápio tem ovo.
packaging | o suco veio sem lacre e metade dele ficou no fundo da sacola.
taste | comida fit com cara de hospital: sem tempero, sem graça.
missingItem; unanswered | mandei mensagem pra loja às 12h falando que faltou uma salada e até agora, 15h, nada.
portion | poke grande com 8 cubinhos de salmão. Contei.
delay | mais de uma hora. O estagiário ficou de sentinela na portaria.
wrongItem | das duas caesar que pedi, uma chegou caprese.
price | o preço no cardápio subiu R$ 6 em um mês, sem aviso nenhum.
other=cardápio indisponível | metade do cardápio aparece indisponível todo dia ao meio-dia. Atualizem, por favor.
cold; warmDrink | tudo frio. Menos o suco, que era pra ser gelado e estava mais quente que a comida.
taste | salgado.
wrongItem | veio errado.
missingItem | sem talher de novo
delay; cold; missingItem | pedido pra reunião de 12h30: chegou 13h10, frio e sem os refrigerantes. Ótima impressão com o cliente.
pricePortion; price; taste | R$ 45 de marmita + R$ 9,90 de taxa por 350g de comida, e o frango borrachudo. Mês passado a mesma marmita era R$ 39.
wrongItem; missingItem; unanswered | veio poke de atum no lugar do de salmão, faltou o edamame e o telefone da loja só chama.
customisation; taste; packaging | pedi sem cebola e veio com cebola, o arroz estava salgado e a tampa chegou aberta.
delay; service | atrasou 50 min e no chat me disseram "já saiu" umas quatro vezes. Spoiler: não tinha saído.
missingItem; paidExtra; other=nota fiscal | faltou o suco, o adicional de queijo que paguei não veio e nada de nota fiscal. Uma coleção.
cold; taste; portion | frio, sem sal e pouco. Pelo menos é coerente.
delay; wrongItem; app | o rastreio travou no app, o pedido atrasou 40 minutos e quando chegou era o almoço de outra empresa do prédio.
packaging; missingItem; service | sacola rasgada, faltou uma das 8 marmitas da equipe e a resposta do chat foi "confere de novo". Conferimos. Quatro vezes.
price; portion | taxa de entrega mais cara que o suco, e a porção de arroz cabe numa colher de sopa.
taste; cold; delay | carne dura, fria e 35 minutos atrasada. A reunião de alinhamento ficou bem alinhada com a fome.
customisation; missingItem; warmDrink | o molho à parte veio misturado, esqueceram o pão e o chá gelado chegou morno.
wrongItem; delay; unanswered | o pedido das 11h30 chegou 12h40 com duas saladas trocadas, e ninguém atende no número da loja.
pricePortion; taste; other=nota fiscal valor errado | pagamos R$ 320 no pedido da equipe, a gramatura caiu visivelmente, a farofa estava sem gosto e a nota fiscal veio com valor diferente do cobrado.
delay; courier; cold | o entregador ligou dizendo que não ia subir, desci 8 andares, esperei mais 15 minutos na portaria e a comida já estava fria. 1h10 de espera no total.
missingItem; packaging; taste | sem talher, o caldo vazou e a carne estava dura feito sola.
portion; price; service | marmita "G" com 400g, taxa de R$ 11, e quando reclamei no chat me ofereceram um cupom de R$ 2. Generosíssimo.
wrongItem; customisation; delay | executivo de peixe com salada no lugar da batata: veio frango, com batata, 25 minutos depois do horário.
cold; missingItem; app | chegou frio, faltou o refri e o app cobrou duas vezes no cartão corporativo.
taste; portion; delay | feijão aguado, metade da carne de sempre e 30 min de atraso. Dia ruim na cozinha?
wrongItem; service; other=marmitas sem etiqueta | as marmitas vieram sem etiqueta, duas estavam trocadas e o atendente disse que a culpa era nossa por não saber qual era qual.
delay; missingItem; unanswered | chegou 13h05 pra uma reunião às 13h, sem as duas águas, e o WhatsApp da loja visualizou e não respondeu.
pricePortion; taste; customisation | R$ 39 numa salada com quatro folhas, frango sem tempero e o molho que pedi à parte veio por cima.
cold; melted; delay | a marmita chegou fria e o pudim da sobremesa derretido. 55 minutos pra 2 km.
paidExtra; portion; taste | paguei adicional de abacate e não veio, a porção de salmão encolheu e o arroz estava grudento.
warmDrink; missingItem; delay | refrigerante quente, faltaram os guardanapos e 45 minutos de atraso. Nota dois.
wrongItem; taste; price | veio escondidinho de frango em vez de carne, salgado demais, e ainda paguei R$ 14 de taxa.
delay; cold; service; other=nota fiscal | almoço da diretoria, 8 pessoas: 40 min de atraso, pratos mornos, a atendente disse que "horário de pico é assim" e a nota fiscal nunca chegou no e-mail.
delay; wrongItem; missingItem | pedido de 6 pokes para o treinamento: 1 hora de atraso, dois vieram com molho trocado e faltaram os hashis.
missingItem; price; other=nota fiscal | sem os sucos do combo, com taxa de serviço que não aparecia no cardápio e sem nota fiscal. Assim fica difícil justificar o gasto pro RH.
praise | marmita fit perfeita, gramatura certinha (pesei: 452g de 450g anunciados). Virei cliente.
praise; delay | comida excelente, mas chegou 20 min depois do horário da reunião.
praise; missingItem | pedido da equipe chegou certinho e quentinho, só que faltou um dos sucos.
praise | o poke de salmão é o melhor da região. Sem exagero.
praise; pricePortion | muito saboroso, porém o preço subiu e a porção diminuiu em relação ao mês passado.
praise | entrega antes do previsto, tudo bem embalado, nota fiscal no e-mail. Raro ver isso.
praise; customisation | salada fresquinha, porém pedi sem tomate e veio tomate.
praise | salvou a reunião das 12h. Obrigado!
praise; price | bem temperado, mas a taxa de entrega tá alta demais.
praise; packaging | comida boa, só que a embalagem do caldo veio vazando.
praise | o chat respondeu rápido e resolveram a troca na hora. Assim dá gosto.
praise | 10/10, a equipe toda elogiou.
praise; cold | sabor impecável, só chegou um pouco frio.
praise | atendimento atencioso, mandaram até um bilhetinho desejando boa reunião 😅
praise; pricePortion | gostoso demais, mas a porção do executivo podia ser maior por esse preço.
praise | pedimos o combo pra 8 pessoas no aniversário da gerente e todo mundo repetiu. Nota fiscal certinha, inclusive.
raw | o frango do executivo estava cru por dentro, rosado e mole. Foi direto pro lixo.
foreignBody | um fio de cabelo no meio do arroz. Justo no almoço com o cliente.
spoiled | o molho da salada estava azedo, claramente vencido.
poisoning | comi o poke ao meio-dia e passei a tarde toda no banheiro. Perdi duas reuniões.
allergy | sou alérgica a camarão, o cardápio não dizia nada e o arroz da casa veio com camarão. Antialérgico no meio do expediente.
diet | pedi a marmita vegetariana e o feijão veio com pedaços de bacon.
foreignBody; service | um pedaço de plástico na salada, e o chat respondeu "deve ser da embalagem". Deve ser, mas estava DENTRO da comida.
raw; poisoning | salmão grelhado cru no centro. Dois colegas passaram mal à noite.
diet | sou diabético e o "suco natural sem açúcar" do cardápio veio adoçado. Descobri no primeiro gole.
allergy; customisation | tenho intolerância à lactose, pedi o executivo sem queijo e veio gratinado. Tarde difícil.
mod:offensive; delay | bando de incompetentes, 1h20 pra entregar uma marmita. Vão se f****.
mod:offensive; wrongItem | cozinheiro analfabeto, não sabe ler "frango"? Veio carne de novo.
mod:hate; service | o atendente viadinho do chat fica de frescura e não resolve nada.
mod:threat; missingItem | se faltar marmita de novo eu vou aí pessoalmente e quebro essa loja.
mod:noOrder | nunca pedi aí, mas o pessoal do andar diz que a cozinha é imunda. Fiquem longe.
mod:noOrder | dizem que vocês reaproveitam a comida do dia anterior nas marmitas. Alguém confirma?
mod:refund; notDelivered | o pedido não chegou e o iFood até hoje não estornou no cartão da empresa. 12 dias.
mod:courier; courier | o motoboy abriu a sacola e comeu batata na minha frente. Da comida em si não tenho o que reclamar.
mod:app; app | o cupom EMPRESA20 não funcionou no app e paguei o valor cheio.
mod:courier; mod:app; courier; app | o app trocou de entregador três vezes e o último foi grosso comigo no interfone.
mod:offensive; general | que porcaria de lugar, vocês são uns lixos.
delay; cold | Lunch for a team meeting at 12:30, arrived at 1:15 and stone cold. Not ideal.
praise | Great poke bowl, generous salmon, arrived on time. Will order again.
missingItem; other=nota fiscal | The drinks were missing from our office order, and the receipt (nota fiscal) was nowhere to be found.
wrongItem; diet | Pedí el bowl vegano y me mandaron uno de atún; soy vegana, no pude comer nada.
portion; price | La porción es muy pequeña y el envío carísimo para una distancia tan corta.
taste | Chicken was dry and the rice way too salty.
praise; delay | La comida muy rica, pero tardó casi una hora.
| pedido do almoço de sexta da equipe.
| ok
| ainda não comi, guardei pra depois da reunião.
| entregue.
`,
);

/** Set V: late-night orders: internet slang, emojis, mock praise, caps; tourists in Spanish and English. */
export const HELD_OUT_BY_OTHERS_V = parseReviews(
  "blindV",
  `
delay | mds 1h40 esperando um hot dog, ja to dormindo em pé
cold | pizza chegou 🥶🥶🥶
delay | 🐢🐢🐢 a tartaruga trouxe meu pedido
wrongItem | açaí era pra ser com morango, mandaram com banana. eu ODEIO banana slk
missingItem | cadê meu guaraná??? pedi 2 latas e veio 1
portion | esfiha do tamanho de uma moeda de 1 real kkkkk
taste | yakisoba mt salgado, tomei 2 litros de água dps
taste | melhor pizza de isopor da minha vida, nota 10 pro sabor papelão 👏
customisation | SEM CEBOLA. escrevi em caps. hambúrguer lotado de cebola. to chorando e n é de emoção
packaging | milk-shake vazou tudo na sacola, virou piscina de ovomaltine
melted | açaí chegou em estado líquido kkkk tomei de canudo
warmDrink | coca quente e sem gás, pprt 😒
delay; cold | La pizza tardó casi dos horas y llegó helada, che. Una vergüenza.
wrongItem | ordered pepperoni, got some chicken pizza with cream cheese. not what I asked for
paidExtra | paguei 8 conto de bacon extra e cadê o bacon? só se for invisível
paidExtra | borda recheada de cheddar que eu paguei à parte: vazia. oca. nada.
price | 18 reais de taxa de entrega de madrugada, tá de sacanagem
pricePortion | 40 conto num temaki que cabe na palma da mão, n vale
notDelivered | pedido marcado como entregue e nada chegou, to aqui olhando pro portão até agora
notDelivered | nunca chegou. fui dormir com fome. obg
taste | pastel encharcado de óleo, pingando gordura no teclado kkkk
delay | pedi 0h30, chegou 2h10. amanhã tenho prova 💀
cold | hot dog gelado, salsicha parecendo que saiu da geladeira agora
missingItem | não mandaram os sachês de ketchup e maionese, batata seca sem nada
missingItem | sem talher nenhum, comi yakisoba com a mão igual homem das cavernas
wrongItem | veio o pedido de outra pessoa, um tal de "Júlio", 3 esfihas de queijo. o meu era um lanche natural
customisation | molho à parte, eu disse. à parte. veio tudo afogado kkkk
customisation | observação dizia bem passado, o burger veio ao ponto. alguém lê obs nesse lugar?
packaging | caixa da pizza amassada, recheio todo grudado na tampa
portion | milk-shake de 500ml veio pela metade, copo meio vazio
taste | açaí aguado, mais gelo que açaí
delay | 1H E MEIA PRA CHEGAR UMA COXINHA. UMA!!!
general | horrível, nunca mais
general | oq dizer? experiência zoada do início ao fim, nem vou explicar
unanswered | liguei 4x pra loja pra saber do pedido e ngm atendeu
service | atendente no chat foi mt grossa, respondeu "se não gostou não pede" 🙄
taste | Los hot dogs bien simples, sin nada de sabor, nada que ver con los de México jaja
delay | took almost 2 hours for a burger. at 3am. come on
missingItem | Pedí la coca y no llegó po, igual la cobraron
cold; taste | fries were stone cold and limp
price | Carísimo el envío, pagué más de delivery que de la esfiha, una locura
wrongItem; praise | trocaram meu shake de morango por um de chocolate... pelo menos tava gostoso kkk
taste | temaki com arroz duro, parecia q n tinha cozinhado
delay | meu pedido deve ter vindo de outro estado, 1h50 pra atravessar 3 quarteirões
packaging | sacola do yakisoba aberta, molho escorrendo pela bag toda
taste | burger queimado, gosto de carvão
pricePortion | aumentaram o preço da esfiha e diminuíram o tamanho, tá de brincadeira né
portion | pastel de vento, abri e só tinha ar e 3 pedacinhos de carne
delay; app | app ficou mostrando "saiu pra entrega" por 40 min e nem tinha saído, chegou 1h depois
other=troco faltando | pedi troco pra 100 e veio faltando 20 reais
other=nota fiscal com cpf | pedi nota fiscal com cpf e não mandaram
taste | coxinha requentada, massa dura igual pedra
warmDrink | guaraná veio quente, parecia chá
delay | jogando ranked, fiz o pedido no começo da partida e terminei mais 3 antes dele chegar 💀 perdi todas de fome
other=bilhete pedindo 5 estrelas em troca de cupom | veio um bilhetinho pedindo 5 estrelas em troca de cupom, achei meio forçado
portion | 6 batatas. eu contei. SEIS. porção "grande" kkkk
other=loja cancelou pedido sem explicação | loja cancelou meu pedido 1h depois sem explicação nenhuma
cold | n sei como mas o pastel conseguiu chegar mais gelado q meu coração 🥶
taste | hambúrguer seco demais, pão esfarelando, desceu rasgando
delay; cold; missingItem | 2h pra chegar, pizza fria e esqueceram a coca. trio perfeito 🏆
wrongItem; cold; unanswered | hambúrguer errado, frio ainda por cima, e liguei 3 vezes e ninguém atende
packaging; portion; price | açaí vazou pela tampa, veio só metade do copo, e ainda paguei 12 de entrega
customisation; missingItem | lanche natural COM tomate (pedi sem) e o suco nem veio
delay; service | atraso de 1h e quando reclamei no chat o cara mandou "paciência" kkkk
taste; portion | yakisoba sem gosto nenhum e quase sem legume, só macarrão
portion; taste | coxinha só massa, quase nada de frango, e a massa crua por dentro
courier; delay | motoboy se perdeu, não quis subir, tive q descer de pijama no frio, e ainda atrasou 1h
delay; unanswered; packaging; paidExtra; warmDrink | galera deixa eu contar a saga. pedi 23h40 uma pizza grande meia calabresa meia frango + borda de catupiry + coca 2L. 0h50 nada. liguei, ngm atendeu. 1h20 chega o motoboy, a caixa toda torta, pizza grudada na tampa, a borda SEM catupiry nenhum (paguei 9 reais nela) e a coca quente. comi pq tava com fome mas sinceramente, 3 da manhã e eu ainda to com raiva
pricePortion; taste | trabalho de vigia, 12x36, peço quase toda noite aqui. antigamente era outra coisa. hoje o x-tudo veio com metade do recheio, pão dormido, e o preço subiu 5 reais desde o mês passado. triste pq era meu lugar preferido
delay; wrongItem | Tardaron una hora y media y encima me mandaron la hamburguesa equivocada. Pedí la doble con cheddar y vino una simple. Cualquiera.
missingItem; cold | my order came without the fries and the burger was cold. ruined my night
taste; pricePortion | El yakisoba estaba saladísimo y carísimo para lo poquito que viene, güey
cold; melted; delay | hot dog e milk-shake: o dog chegou frio e o shake derretido, depois de 1h20. exatamente o contrário do que deveria kkkk
missingItem; unanswered | 10 coxinhas no pedido, vieram 8. mandei msg no chat e me deixaram no vácuo
packaging; taste | pastel veio todo amassado e murcho
wrongItem; service | temaki de salmão no lugar do skin, e a atendente ainda disse que "é tudo igual"
app; missingItem | cupom não aplicou no app e ainda faltou o refri
courier; delay | entregador parou pra abastecer e tomar café com meu pedido na bag, 50min atrasado
cold; portion | batata fria e pouquinha, meio saco vazio
customisation; taste | queria a pizza bem assadinha, tá escrito na obs. massa crua no meio 🤡
taste; packaging; missingItem | esfiha dura, caixa aberta, e sem o limão que eu pedi
praise; delay; missingItem | Visiting from Texas, ordered late after a long flight. The acai was honestly amazing, best thing I had in Rio. Only issues: delivery took over an hour and the granola that was supposed to come on the side never showed up.
pricePortion | lanche natural de 28 reais: pão, duas folhas de alface e um fiapo de frango
warmDrink; missingItem | mate veio quente e esqueceram o canudo
delay; cold; service | demorou horrores, chegou frio, e quando liguei a moça desligou na minha cara
wrongItem; paidExtra | smash duplo + adicional de ovo virou smash simples sem ovo. mágica
cold; taste | La pizza llegó fría y la masa cruda, terrible po
delay; portion; taste | 1h10 pra receber um hot dog com meia salsicha e pão murcho, nem o cachorro quis
price; wrongItem | paguei 22 de taxa de madrugada e ainda veio a esfiha de carne em vez da de frango
praise | melhor coxinha da madrugada, salvou meu plantão ❤️
praise | brabo demais esse burger, tmj 🔥🔥
praise | pizza top, chegou quentinha as 2 da manhã, vcs são heróis
praise; delay | temaki mt bom mas demorou 1h. vale a pena esperar? vale kkk
praise; cold | esfiha deliciosa, mas chegou meio fria. se chegasse quente era 10/10
praise | Best late-night pastel I've ever had. crispy, hot, loads of cheese
praise | Riquísimo el açaí, lo mejor del viaje, gracias!
praise; price | hot dog completão, mt bom, só a taxa que tá salgada
praise | yakisoba bem servido e saboroso, deu pra mim e meu irmão depois da live kkk
praise; missingItem | milk-shake divino 😍 só esqueceram o canudo
praise | 5 estrelas pq o motoboy foi gente boa e a batata veio sequinha
praise | Muy buena la hamburguesa, llegó rápido y calentita. 10/10 güey
praise; portion | lanche natural gostoso e leve, mas podia ter mais recheio
praise | vdd, melhor açaí da zona norte, sem exagero
praise; packaging | coxinha perfeita mas a embalagem veio toda engordurada e rasgada
praise | o atendente do chat foi mt atencioso quando pedi pra trocar o sabor, obrigado
praise | gg ez, pedido chegou antes da minha partida acabar 🎮
raw | o frango do yakisoba tava cru, rosado por dentro, n comi
raw | burger sangrando, carne crua no meio, e eu nem pedi mal passado
foreignBody | achei um cabelo na minha esfiha 🤢🤢
foreignBody | tinha um pedaço de plástico no meio da coxinha, quase engoli
poisoning | comi o temaki de madrugada e passei o resto da noite abraçado no vaso. 3 vômitos
spoiled | maionese da batata azeda, cheiro de estragado, joguei fora
allergy; customisation | avisei na obs que sou intolerante a lactose e pedi sem queijo, o lanche natural veio com requeijão. sorte que vi antes
diet; wrongItem | sou vegetariano e o pastel de palmito era de carne. mordi e senti 🤢
foreignBody | Found a bug in my acai. A literal bug. I'm done
spoiled; poisoning | salsicha do hot dog com gosto azedo, passei mal o dia todo depois
diet; wrongItem | diabético aqui. coca zero no pedido, chegou a normal com açúcar. quase tomei sem ver
allergy; poisoning | Soy celíaca y pedí la pizza sin gluten, claramente no lo era, me sentí mal toda la noche
mod:offensive; delay | VCS SÃO UNS INCOMPETENTES DO CARALHO, 1H E MEIA PRA UM HOT DOG
mod:offensive; wrongItem | bando de animal, nem ler o pedido sabem, veio tudo trocado
mod:offensive; service | atendente lixo, respondeu "ok" e sumiu, vai tnc
mod:hate; wrongItem | só tem viado trabalhando aí, por isso minha pizza veio errada
mod:hate; taste | coisa de paraíba mesmo, cozinham tudo salgado, yakisoba intragável
mod:threat; wrongItem | errou meu pedido de novo. da próxima eu vou aí pessoalmente e quebro essa loja inteira, sei onde vcs ficam
mod:threat; notDelivered | pedido nunca chegou. vou expor vcs em todo grupo do bairro até fechar essa birosca
mod:noOrder | nunca pedi aí mas meu primo disse q acharam barata na cozinha, cuidado gente
mod:noOrder | dizem que a carne do hot dog é de gato kkkkk n testei e nem vou
mod:refund | loja nem tem culpa mas o ifood até agora não estornou meus 47 reais
mod:refund | Cancelaron mi pedido hace 5 días y todavía nada del reembolso
mod:courier; courier | motoboy chegou fumando e jogou a sacola por cima do portão, a comida em si tava de boa
mod:app; app | app travou na hora de pagar e cobrou 2x no cartão 😡
mod:courier; courier | the delivery guy was super rude, yelled at me because I took 2 min to come down. food was fine though
mod:offensive; taste | PIZZA DE MERDA, COZINHEIRO BURRO Q N SABE NEM ASSAR UMA MASSA
mod:app; app | cupom de 20 reais sumiu do app na hora de finalizar, bagulho bugado
| pedi pra minha vó, ela q vai dizer se tava bom
| primeira vez pedindo aqui, veremos
| ok
| First time ordering in Brazil, the app was in Portuguese so I just pointed at pictures lol
| pedi o mesmo de sempre
| kkkkkkkkkk
`,
);

/** Set AD: a consultant's restaurants over two weeks: every kind of kitchen, short and long, emojis and caps. */
export const HELD_OUT_BY_OTHERS_AD = parseReviews(
  "blindAD",
  `
delay | Pedido demorou 1h40 pra chegar. Fiz às 19h pensando em jantar cedo porque acordo 5h da manhã, acabei comendo quase 21h. A fome já tinha até passado, comi por obrigação
cold | esfiha chegou gelada
wrongItem | pedi calabresa acebolada e veio marguerita. nem leram a comanda
missingItem | cade o guaraná?? paguei e não veio
customisation | Escrevi SEM CEBOLA em letra maiúscula na observação, com 3 exclamações ainda. Adivinha o que tinha em cima do lanche? Cebola roxa, bastante. Não é alergia não, só não gosto, mas custa ler?? 🙃
portion | marmita P parece amostra grátis kkk
price | taxa de entrega de 12 reais pra 2km, fala sério
pricePortion | subiram o preço do combinado e ainda tiraram peça, antes vinha 20 agora vem 16. achando q a gente não conta?
packaging | O caldo do yakisoba vazou todo na sacola, chegou tudo melado e o saco de papel desmanchando na minha mão. Tive que lavar o tapete da entrada. Coloquem um plástico filme nessa tampa pelo menos
taste | arroz da marmita tava empapado, uma papa
warmDrink | coca quente e sem gás, ninguém merece
melted | açaí chegou virando vitamina 😒
paidExtra | paguei adicional de bacon e cadê o bacon? nem sinal
delay; cold | 50 min de atraso e o x-tudo chegou frio
taste | picanha passou muito do ponto, dura feito sola de sapato. Quem pede picanha espera uma carne macia né, essa aí nem o cachorro quis muito
service | liguei pra saber do pedido e a moça me atendeu com uma grosseria q nossa senhora
unanswered | mandei msg 4x no chat da loja e nada de resposta até agora
notDelivered | No app tá como entregue desde as 20:12, mas aqui em casa não chegou nada. Perguntei pro porteiro, olhamos a câmera da portaria juntos e nenhum entregador apareceu nesse horário. Quero minha comida ou meu dinheiro
general | horrivel. nunca mais
missingItem | veio sem hashi, comi sushi de garfo kkkk
wrongItem | o misto quente que chegou não tem nada a ver com o pão na chapa com requeijão do meu pedido
taste | kibe salgado demais, tomei 2 litros de água depois
packaging | caixa da pizza chegou amassada, o queijo todo grudado na tampa
portion | 3 pedacinhos de carne no espetinho, o resto é cebola e pimentão. Espetinho misto de churrascaria era pra ter carne né, não uma salada no palito
customisation | molho à parte foi o que eu pedi. o lanche veio afogado no molho
delay | previsão era 40 min, chegou com 1h30
taste | shoyu aguado e temaki sem graça nenhuma
cold; taste | batata frita murcha e fria
missingItem | faltou o molho de alho da esfiha 😤
paidExtra | Borda de catupiry cobrada na nota, 9 reais a mais, mas a pizza veio com a borda normal, sem recheio nenhum. Abri a borda inteira procurando e nada. Paguei por uma coisa que não recebi
price | R$ 38 num hambúrguer simples? caro demaaais
taste | pão francês borrachudo, parece que tiraram do forno antes da hora
wrongItem | Chegou o pedido de outra pessoa, na comanda tava escrito Juliana e eu sou o Marcos. Era um prato de kafta com arroz, eu tinha pedido shawarma e esfihas. Coitada da Juliana também deve ter recebido o meu
delay | mais de 2h esperando um açaí. DUAS HORAS
taste | massa da pizza crua no meio, a beirada ok mas o centro puro grude
general | decepcionante, ja foi bem melhor
pricePortion | 45 conto num executivo com essa quantidade de comida é assalto a mão armada
service | A atendente desligou na minha cara quando fui reclamar. Eu nem levantei a voz, só expliquei o que aconteceu com o pedido e ela disse 'não posso fazer nada' e tu tu tu. Que tipo de atendimento é esse?
cold | espetinhos chegaram frios, a gordura já tinha até endurecido
missingItem | 2 refri no pedido, 1 na sacola
portion | pote de 500 veio pela metade, dava pra ver o fundo do copo
customisation | de novo o hambúrguer ao ponto, sendo que marco bem passado TODA vez
courier | entregador não quis subir, tive que descer 8 andares de pijama no frio. o elevador tava funcionando normal, ele só disse que 'não sobe' e ficou buzinando lá embaixo
delay; warmDrink | demorou uma eternidade e o suco de laranja chegou quente
taste | O hambúrguer veio encharcado de gordura, o papel pingando óleo e o pão desmanchando de tão molhado. Deu pra torcer o guardanapo. Não sei se a chapa tava suja ou se fritaram a carne no óleo, mas não desceu
wrongItem | coxinha de carne no lugar da de frango com catupiry
unanswered | tentei ligar na loja pra avisar que o número da casa tava errado e ninguém atende
missingItem | Esqueceram o pão sírio do meu prato de homus. Homus sem pão é o quê? Comi de colher, parecendo criança comendo papinha. Confiram a sacola antes de mandar por favor
packaging | tampa da marmita veio aberta, feijão espalhado na sacola toda
customisation | na observação: sem leite condensado. no açaí: leite condensado por cima de tudo
portion | poucas rodelas de calabresa, dava pra contar nos dedos de uma mão. contei 7 numa pizza grande, fiz até foto
delay; unanswered | 1h de atraso e o chat da loja ignorando minhas mensagens
service | o dono respondeu minha avaliação passada com deboche, que falta de educação
pricePortion | O combo ficou mais caro e o hambúrguer encolheu, percebi na hora que abri. Mês passado paguei 34 e o blend era alto, hoje paguei 39 e a carne tava fininha, menor que o pão. Não é assim que se fideliza cliente
wrongItem | mandaram temaki de atum, eu pedi salmão
cold; taste | O churrasco veio frio e sem sal nenhum. Fraldinha sem sal, linguiça sem sal, até a farofa tava sem gosto. E como tava gelado a gordura ficou aquela película branca em cima. Pedi pra um aniversário, fiquei sem graça com os convidados
other=pedido cancelado | a loja cancelou meu pedido sem explicação nenhuma, tava contando com esse jantar
taste | Pedi o parmegiana na marmitaria porque um colega indicou e olha, que decepção. O empanado tava mole, o molho de tomate tinha gosto de extrato puro de lata, ácido demais, e o queijo parecia borracha. Comi porque tava com fome mas não peço mais
delay | Gente, eu entendo que sábado à noite é movimentado, mas 1h50 pra entregar uma pizza média é demais. O app foi aumentando a previsão de 10 em 10 minutos e eu ali esperando com as crianças reclamando de fome. Quando chegou a pizza até tava boa, mas a espera estragou a noite.
wrongItem | Pedido numero 4521: era um combinado de 30 peças só de salmão. Veio um misto com kani, atum e polvo, que eu nem como. Quem monta os pedidos precisa prestar mais atenção, porque não é a primeira vez que acontece comigo aqui.
portion | Olha, o prato árabe é saboroso, não tenho o que reclamar do tempero, mas a porção do prato "família" dá pra duas pessoas no máximo. Veio pouquíssimo arroz com lentilha e umas 4 kaftas pequenas. Família de quem? kkkkk
missingItem | Pedi 12 pães de queijo, 6 croissants e um bolo de fubá pro café da firma. O bolo não veio. Só fui perceber quando abri tudo na copa na frente de todo mundo. Fiquei com cara de tacho
courier | O rapaz da entrega chegou falando alto no celular, jogou a sacola na minha mão sem nem olhar na minha cara e ainda reclamou que o prédio não tinha elevador. Não precisava disso, educação é o mínimo
taste | não sei o que aconteceu com o açaí de vcs, antes era cremoso, agora vem cheio de cristal de gelo e aguado, parece raspadinha. mudaram o fornecedor? 😕
delay; cold; missingItem; unanswered | Pedi às 20h e chegou 21h35, pizza fria e o refri de 2L que eu paguei simplesmente não veio. Tentei ligar na pizzaria 3 vezes, ninguém atendeu. Sexta-feira à noite com visita em casa, passei vergonha.
wrongItem; portion; taste | marmita de frango grelhado veio com frango empanado, pouquíssima salada e o feijão sem sal. tamanho G no pedido e o que chegou foi uma P, tá difícil
packaging; missingItem; taste | O molho do combinado vazou e molhou tudo, o gengibre não veio e o hot roll tava encharcado de óleo. 3 problemas num pedido só, parabéns 👏👏
customisation; paidExtra; delay | pedi sem picles, com cheddar extra. veio COM picles e SEM cheddar. e ainda 1h10 de espera
pricePortion; service | açaí de 700ml por 32 reais e os complementos eram uma colherzinha de cada. perguntei no chat e a resposta foi "é o padrão" com a maior má vontade
cold; taste | esfiha fria, massa dura, kafta sem gosto nenhum. nunca mais peço dessa loja
delay; courier | O entregador ficou rodando o bairro por 40 minutos, me ligou me xingando porque não achava a casa, sendo que o endereço tava certinho e o pino no mapa também. O pedido chegou com 1h50. Se fosse a primeira vez eu relevava
taste; pricePortion; packaging | Sonho murcho, com recheio só na pontinha, 8 reais cada um. E a caixa veio toda amassada com o açúcar espalhado pra todo lado. Padaria desse nível cobrando preço de confeitaria francesa, não dá
wrongItem; missingItem | O uramaki veio trocado, skin no lugar do filadélfia, e o sunomono que eu paguei nem veio. Moro sozinha e pedi justamente o que gosto, acabei comendo o que deu. Pela primeira vez saí com fome de um japonês
delay; melted; unanswered | 1h20 de espera, o sorvete de acompanhamento do petit gateau virou creme e ninguém responde o chat pra eu pelo menos reclamar. Mandei foto e tudo, visualizaram e sumiram
delay; cold; warmDrink | Demorou quase 2 horas, beirute gelado e a cerveja quente. Se era pra tomar cerveja quente eu deixava no armário mesmo 🙄
cold; portion; taste; pricePortion | marmitex de churrasco: 4 pedaços de carne dura, arroz frio, farofa pouquinha. 29,90 pra isso. Antigamente vinha a marmita transbordando e a carne macia, não sei o que mudou aí mas mudou pra pior
service; unanswered; wrongItem | Veio o sabor errado de pizza (era pra ser frango com catupiry, veio 4 queijos). Liguei, a atendente disse que eu devo ter marcado errado e desligou. Mandei print do pedido no chat e até agora ninguém respondeu. Eu marquei certo, tá no print!
notDelivered; unanswered; app | o pedido nunca chegou, a loja não atende o telefone e o app só me manda mensagem automática. to sem janta e sem dinheiro
packaging; taste; missingItem | hambúrguer desmontado dentro da caixa, pão encharcado de molho, e a maionese verde que eu adoro não veio. antes era bem melhor
delay; wrongItem; cold | 1h de atraso, veio o combo de outra pessoa (tinha milkshake de ovomaltine que eu não pedi e faltava meu smash duplo) e a batata que sobrou de mim fria. Dia de folga estragado
paidExtra; portion; taste | Paguei 2 adicionais de queijo no x-salada e veio uma fatia fininha só. A carne tava sem sal e a porção de batata era metade da foto do cardápio. Hamburgueria artesanal só no nome
courier; packaging; cold | entregador chegou com a bag aberta, pizza de lado toda escorregada pra um canto e fria
delay; price; portion | Taxa de entrega de 14 reais, 1h15 de espera, e o espeto de picanha era do tamanho do meu dedo. Tem coisa errada nessa conta aí
customisation; taste; service | Na esfiha aberta era pra ser SEM tomate, óbvio que veio com tomate. Tirei, tudo bem, mas a massa tava crua por baixo. Mandei mensagem e o atendente respondeu "é só tirar o tomate" 🤡
wrongItem; diet | Sou vegetariana há 12 anos e a esfiha de espinafre que eu pedi veio de carne moída. Mordi sem perceber, só senti quando já tava na boca. Fiquei muito chateada, isso não é só um erro de sabor pra quem não come carne
missingItem; warmDrink; delay | o suco não veio, a coca veio quente e o lanche demorou 1h. combo completo de frustração, parabéns pela criatividade
portion; taste; packaging | O yakisoba grande tinha mais repolho que macarrão, carne contada (achei 5 pedaços) e o molho doce demais, enjoativo. A embalagem ainda veio furada e vazou no banco do carro quando fui buscar na portaria.
delay; service | Pedido atrasado 50 min, mandei mensagem educadamente perguntando e me responderam "tá saindo" umas 3 vezes em meia hora. Mentira tem perna curta hein
price; taste | 30 reais num hot dog prensado com gosto de papelão, pelo amor. A salsicha parecia de pacote de mercado e o purê era pó com água. Prefiro o carrinho da esquina por 12
melted; packaging; delay | açaí derreteu, vazou pela tampa e melou a sacola toda, também pudera, 1h10 pra chegar
wrongItem; customisation | Meia calabresa meia portuguesa SEM azeitona, foi isso que eu pedi. Chegou inteira de calabresa e com azeitona por cima. Duas coisas erradas numa pizza só é talento
taste; portion; delay | O shawarma tava seco, pouco recheio e muito pão, e levou 1h20. Já fui cliente fiel, hoje fiquei com dó do dinheiro
cold; service; unanswered | costela veio gelada. liguei e disseram pra eu esquentar no micro-ondas. depois mandei mensagem pedindo outra solução e me deixaram no vácuo até agora
praise | melhor esfiha da região, sempre quentinha 😍
praise | pizza perfeita, massa fininha e borda crocante. e chegou antes do previsto!
praise; delay | comida maravilhosa como sempre, só demorou um pouquinho mais hoje
praise | marmita caprichada, tempero de mãe ❤️
praise; missingItem | açaí top, mas esqueceram a colher
praise | o sushi é fresquinho, bem montado, vale cada centavo
praise | atendimento nota 10, a moça do chat resolveu meu problema rapidinho
praise; cold | o burger é sensacional mas a batata chegou fria
praise | Padaria de bairro com qualidade de padaria chique. O pão de fermentação natural é incrível, casquinha crocante e miolo úmido. Chegou inteiro, bem embalado, até com um guardanapo de papel bonito. Virei cliente
praise; portion | picanha no ponto certinho, só achei a farofa pouca
praise | 10/10
praise | Já é o 5º pedido essa semana kkk viciei no shawarma de vcs
praise; packaging | tudo gostoso, só a tampinha do molho que abriu um pouco
praise | entregador super educado e a comida chegou quentinha, parabéns pra equipe
praise; price | excelente, só um pouco salgado o preço 😅
praise | obrigada pelo bilhetinho escrito à mão e pela balinha, detalhe que faz diferença
praise | Eu tinha desistido de pedir hambúrguer por delivery porque sempre chega murcho, mas esse aqui me fez mudar de ideia. Pão brioche firme, carne suculenta no ponto que pedi, cheddar derretido de verdade e a batata ainda crocante depois de 30 minutos. Podem continuar assim!!!
praise; customisation | tudo ótimo, só que eu tinha pedido sem gergelim e o uramaki veio cheio
praise | nem parece delivery, parece que comi na churrascaria
praise | bom demaaais 🤤🤤
praise; taste | hambúrguer perfeito, só o pão que tava meio seco
praise | açaí cremoso de verdade, não é aquele cheio de gelo. a granola é crocante e vem bastante leite ninho
praise; wrongItem | Minha família pede aqui todo domingo e sempre foi impecável. Hoje veio uma esfiha de queijo no lugar de uma de carne, mas de resto tudo gostoso e quentinho como sempre. Só avisando pra prestarem atenção
foreignBody | achei um cabelo enorme no meio do arroz da marmita. perdi a fome na hora
raw | o frango assado da marmita de churrasco tava rosado e com sangue perto do osso
spoiled | Salmão com cheiro forte, meio azedo, e a cor tava meio acinzentada nas bordas. Quem come japonês sabe que salmão fresco não tem esse cheiro. Não tive coragem de comer nem uma peça, foi tudo pro lixo
poisoning | Meu filho passou a madrugada inteira no banheiro depois do yakisoba de vcs. Ele foi o único que comeu o yakisoba, o resto da família comeu pizza de outro lugar e tá todo mundo bem. Tive que levar ele no pronto-socorro de manhã
allergy | sou alérgica a camarão, tava escrito no pedido em destaque, e tinha camarão no hot roll. tive que tomar antialérgico às pressas
raw | hambúrguer cru no meio, a carne ainda vermelha e mole por dentro, dá pra ver na foto
spoiled | O pão de forma veio com pontinhos verdes de mofo. Fui olhar a etiqueta e a validade tinha vencido fazia 3 dias. Como é que uma padaria manda isso pro cliente? Joguei tudo fora
foreignBody | tinha um bichinho preto se mexendo no meio do açaí 🤢🤢🤢
spoiled; poisoning | A maionese da casa tava com um gosto meio azedo, achei estranho mas comi pouco com a batata. No dia seguinte todo mundo lá em casa acordou passando mal, eu, meu marido e minha filha. Só o que todos comemos foi o lanche de vocês
allergy | Meu filho é celíaco. Perguntei no chat se a esfiha de massa especial era sem glúten, disseram que sim. Era massa de trigo normal, ele teve crise na mesma noite. Isso é muito sério, não dá pra responder qualquer coisa só pra vender.
diet; customisation | sou diabético, o suco era pra ser sem açúcar, tá na observação, e veio adoçado. senti no primeiro gole
foreignBody | mastiguei uma coisa dura no feijão e quando fui ver era uma pedrinha. sorte que não quebrou meu dente
poisoning | comi o temaki no almoço e de tarde tava no banheiro sem parar. coincidência né?
mod:offensive; delay | seus incompetentes do c*****, 2 horas pra entregar uma pizza
mod:hate; delay | demorou de novo, tbm né, loja cheia de baiano preguiçoso, não podia dar certo
mod:threat; wrongItem | Já é a terceira vez que vem pedido errado. Se vier errado de novo eu vou aí pessoalmente e quebro essa loja inteira, anota meu recado que eu sei onde fica
mod:threat; service | vou espalhar a foto da cara daquela atendente grossa no grupo do bairro com nome e tudo, aguardem
mod:noOrder | nunca comprei aí mas dizem que a carne do kibe é de gato 🐱
mod:noOrder | minha vizinha falou que achou barata na comida desse restaurante, fica a dica pra quem pede
mod:refund | pedi reembolso faz 10 dias e o ifood não devolveu meu dinheiro até hoje
mod:courier; courier | o motoboy do ifood abriu minha sacola no caminho, o lacre veio rompido e a embalagem mexida. o pessoal da loja não tem culpa, mas o app precisa ver isso
mod:app; app | o app travou na hora de pagar e cobrou duas vezes no cartão
mod:offensive; service | atendente mal educada e burra, vai estudar
mod:offensive; taste | que merda de hambúrguer, pão de borracha, vsf
delay; cold | The order took over an hour and the burger was cold when it arrived.
praise | Best sushi I've had in São Paulo, super fresh and beautifully presented!
wrongItem | Pedí una pizza de muzzarella y me llegó de pepperoni 😕
missingItem | No vino la salsa de ajo con el shawarma, sin salsa no es lo mismo
praise; delay | Great açaí bowl, took a bit long though
taste | La carne estaba durísima y muy salada, casi no se podía comer
foreignBody | Found a hair in my rice. Gross.
portion | Small portion for a "large" marmita honestly, I was still hungry after
| ok
| pedi pela primeira vez, vamos ver
`,
);

/** Set AE: roundabout, polite or passive-aggressive customers who rarely name the problem. */
export const HELD_OUT_BY_OTHERS_AE = parseReviews(
  "blindAE",
  `
warmDrink | O refri estava na temperatura do dia, e hoje fez 34 graus aqui em Cuiabá.
missingItem | Acho que esqueceram de alguém aqui: pedimos três x-saladas e vieram dois.
delay | Da próxima vez vou pedir pra retirar, pelo menos assim eu mesmo decido quando a comida chega. Foram quase duas horas.
cold | A pizza parecia ter feito uma viagem longa, chegou mais fria que a geladeira lá de casa.
taste | Fiquei na dúvida se era frango, de tão borrachudo. Mastiguei uns cinco minutos cada pedaço.
other=valor cobrado diferente do cardápio | Só não entendi a conta: no cardápio o combo estava R$ 38,90 e no resumo do pedido apareceu R$ 46,90, sem adicional nenhum.
packaging | Esperava um pouco mais de cuidado com a tampa do caldo, que chegou passeando pela sacola inteira.
customisation | Deixei escrito "sem cebola, por favor". O "por favor" pelo visto não convenceu ninguém.
paidExtra | O cheddar adicional deve ter ficado com saudade da cozinha, porque não veio junto. Os R$ 5 vieram na fatura, esses sim.
portion | O açaí de 500 ml veio com cara de 300. Vai ver o copo é que é grande demais.
pricePortion | Pelo que cobram, imaginei que a parmegiana viesse um pouquinho maior que a palma da minha mão.
wrongItem | Pedi calabresa e chegou uma de atum. Nada contra o atum, mas não era ele que eu estava esperando.
courier; mod:courier | O motoboy achou que o portão era longe demais e me fez descer três andares de muleta. Enfim.
app; mod:app | O cupom aparecia lindo na tela e sumiu na hora de pagar. Coisa do aplicativo, imagino.
delay | Chegou rapidíssimo, só uma hora e cinquenta pra atravessar quatro quarteirões.
notDelivered | O app jura que o pedido foi entregue às 20h12. Eu estava na porta às 20h12 e não vi ninguém.
service | A moça do telefone me atendeu como se eu estivesse atrapalhando o dia dela.
unanswered | Mandei três mensagens no chat da loja perguntando pelo pedido. Devem estar muito ocupados, porque até agora nada.
taste | O arroz estava com um salzinho... digamos que generoso. Bebi dois litros de água depois.
melted | O sorvete chegou em estado líquido, virou milk-shake sem eu pedir.
missingItem | Comi o yakisoba com garfinho de sobremesa que achei na gaveta, porque os hashis não vieram.
price | A taxa de entrega estava mais cara que o próprio refrigerante. Acho que vou começar a buscar a pé.
general | Não sei nem por onde começar. Melhor nem começar.
portion | No primeiro pedido a coxinha era do tamanho da mão; nesse terceiro parecia salgadinho de festa infantil.
wrongItem | Acho que o meu pedido foi parar na casa de outra pessoa e o dela veio pra mim: recebi um temaki que eu nunca pedi.
packaging | A caixa da pizza chegou dobrada igual origami. A pizza, coitada, ficou toda grudada na tampa.
delay | Fiz o pedido pro almoço e acabei comendo no café da tarde.
taste | A massa estava meio crua no meio, parecia que o forno estava com pressa de ir embora.
other=nota fiscal com CPF | Pedi a nota fiscal com CPF três vezes e sigo aguardando, com toda a calma do mundo.
warmDrink | A Coca veio sem gás nenhum, com cara de que já tinha sido aberta e fechada de novo.
service | Perguntei com educação se dava pra trocar a batata por salada e recebi um "não" bem seco, sem nem um boa noite.
pricePortion | Segunda vez que peço: o preço subiu quatro reais e o pote ficou menor. Deve ser a inflação dos potes.
cold | Morno seria um elogio pra temperatura em que esse caldo chegou.
taste | Gordura tinha bastante. Pastel, nem tanto.
missingItem | O molho especial que dá nome ao lanche não veio. Ficou só o lanche, sem o especial.
paidExtra | Paguei borda de catupiry. Recebi borda de... borda.
notDelivered | Três horas depois o pedido foi cancelado sem explicação e eu fiquei sem janta.
courier; mod:courier | O entregador abriu a sacola pra conferir sei lá o quê, e o lacre chegou rasgado. Não gostei nada disso.
general | Esperava bem mais, sinceramente. Fica a decepção.
portion | Vieram seis camarões contados no camarão na moranga. A moranga estava farta, o camarão nem tanto.
wrongItem | O refrigerante era pra ser zero e veio o normal. Detalhe, mas faz diferença.
taste | O feijão tinha aquele gostinho de fundo de panela queimado.
customisation | Pedi o molho à parte justamente pra batata não murchar. Adivinha onde o molho veio.
delay | Não sei se o pedido veio de bicicleta ou a pé, mas demorou como se fosse a pé.
app; mod:app | Cobraram duas vezes no cartão pelo mesmo pedido. Já sei que é coisa do aplicativo, mas fica o registro.
price | R$ 14 numa lata de refrigerante. Confesso que fiquei curioso pra saber de onde vem essa lata.
other=troco para 50 | Avisei que precisava de troco pra cinquenta. O rapaz chegou sem troco nenhum e eu tive que sair pedindo pros vizinhos.
packaging | O suco veio com a tampa meio solta e metade dele ficou no saquinho.
taste | Da primeira vez o strogonoff tinha sabor de strogonoff. Dessa vez tinha sabor de creme de leite e só.
service | O atendente respondeu minha reclamação com um "é o que tem". Anotado.
missingItem | Faltou o pão de alho que vinha no combo. Quem ficou com ele, espero que tenha gostado.
cold | A lasanha chegou com o meio gelado, e não era pra ser sobremesa.
portion | Pedi a porção "família" e acho que a família em questão era de duas pessoas bem econômicas.
delay | Quando o lanche chegou eu já tinha jantado um miojo.
taste | O peixe tinha mais empanado do que peixe, e o empanado estava encharcado de óleo.
general | Já tive noites melhores com a comida de vocês. Hoje não foi uma delas.
wrongItem | Pedi a pizza grande. A que veio tinha certidão de nascimento de média.
courier; mod:courier | O rapaz da entrega falou comigo aos gritos porque o interfone demorou a atender. Entendo a pressa, mas precisava?
customisation | "Bem passado", pelo visto, quer dizer outra coisa aí na cozinha. O hambúrguer veio no ponto que vocês acharam melhor.
price | Bonito cobrar R$ 9 de embalagem. Não sabia que a caixa vinha banhada a ouro.
taste | O arroz do sushi estava duro, com jeito de ter sido feito ontem.
melted | A torta de sorvete chegou numa versão mais... fluida. Quase tomei de canudinho.
notDelivered | Fico imaginando quem jantou o meu yakisoba, porque aqui ele não chegou, apesar do status de "entregue".
warmDrink | Suco de laranja natural quente é uma experiência que eu não pretendo repetir.
portion | Pouquíssimo recheio: a empada era bem mais massa do que frango.
service | Quando liguei pra reclamar, a pessoa riu. Não sei do quê, mas riu.
taste | A carne de sol estava tão salgada que parecia carne de mar.
delay | Tudo chegou direitinho, só que com 40 minutos de atraso em relação ao prometido. Vai que foi o trânsito.
missingItem | Cadê o guardanapo, gente? E o garfo? Tive que improvisar com o que tinha em casa.
other=excesso de plástico | Quinze potinhos de plástico pra uma refeição só. O planeta agradece, só que não.
wrongItem | Não sei quem pediu açaí com granola e leite em pó, mas foi isso que chegou aqui em vez do meu, com morango e leite condensado.
unanswered | Deixei recado no Instagram de vocês faz três dias. Acho que a mensagem se perdeu no caminho.
missingItem | Drinks were missing from the bag, and we did pay for them. Maybe next time.
cold; taste | Segunda vez que peço e a diferença da primeira é grande: antes vinha quente e bem temperado, agora chegou morno e sem sal.
customisation; taste | Pedi a carne mal passada, escrevi duas vezes na observação. Veio cinza por dentro e dura feito sola.
missingItem; unanswered | Faltou a batata do combo. Liguei três vezes pra loja e o telefone tocou até cair.
delay; unanswered | O pedido atrasou quase uma hora e o WhatsApp da loja visualizou minhas mensagens e ficou por isso mesmo.
praise; courier; mod:courier | A comida sem defeito, parabéns pra cozinha. Já o entregador deixou a sacola no chão da portaria e foi embora sem avisar.
praise; app; mod:app | O lanche estava excelente. O problema foi o aplicativo, que travou três vezes na hora do pagamento.
praise; service | Cozinha nota dez, o hambúrguer estava perfeito. A atendente do telefone, porém, parecia estar me fazendo um favor.
delay; cold | Entre a hora do pedido e a da entrega deu pra assistir um filme inteiro. A pizza, claro, chegou fria.
wrongItem; missingItem | Veio frango no lugar da carne e o refrigerante ficou em algum lugar pelo caminho.
packaging; cold | A marmita chegou virada de lado, com o feijão misturado em tudo, e fria ainda por cima.
praise; delay | Estava tudo delicioso, como sempre, mas dessa vez demorou bem mais que das outras vezes.
packaging; taste | O molho vazou no saco e o macarrão que sobrou estava todo empapado.
paidExtra; customisation | Paguei o adicional de ovo e ele não veio. O "sem tomate" também ficou só na intenção.
warmDrink; missingItem | A cerveja chegou numa temperatura de chá, e os sachês de maionese resolveram não vir.
praise; portion | O sabor continua impecável, igual ao do primeiro pedido. Só a quantidade que não é mais a mesma, encolheu bastante.
delay; courier | Demorou uma hora e meia, e quando chegou o entregador ainda reclamou que eu morava longe.
wrongItem; service | Veio o sabor errado, e quando avisei a loja a resposta foi "come assim mesmo".
praise; missingItem | A comida estava ótima, mas acho que esqueceram de alguém aqui: o suco do meu filho não veio.
pricePortion; taste | Pelo preço de restaurante chique, esperava no mínimo um tempero. Veio pouco e sem graça.
customisation; service | Combinei pelo chat que viria sem pimentão. Veio com. Quando reclamei, ouvi que "é só tirar com o garfo".
delay; cold; warmDrink | Uma hora e meia de espera, comida morna e refrigerante quente. Acho que nem preciso falar mais nada.
praise; price | Gostoso é, ninguém discute. Mas R$ 70 num hambúrguer com batata já está passando um pouco do limite.
portion; missingItem | O temaki veio quase só arroz e o shoyu ficou por aí na loja.
praise; courier; mod:courier | Tudo quentinho e gostoso, nenhuma queixa da comida. Só o motoboy que achou melhor buzinar vinte vezes às 23h em vez de ligar.
delay; cold | El pedido tardó casi dos horas y las papas llegaron frías. Esperaba un poco más, la verdad.
praise; app; mod:app | Food was great, but the app charged me a service fee that wasn't shown before checkout.
praise; taste | O pão de queijo é maravilhoso, mas o café que veio junto estava bem aguado.
service | Foi a última vez. Não pelo lanche, mas pela forma como a atendente falou comigo quando perguntei do pedido.
praise; service | Cozinha caprichou muito. Pena que a pessoa do caixa não sabia nem dizer se o pedido já tinha saído, e ainda falou comigo de má vontade.
praise; packaging | Os doces estavam divinos, só chegaram meio amassados, um grudado no outro dentro da caixinha.
praise | Terceiro pedido e continua igualzinho ao primeiro: quentinho, bem servido e gostoso. Virei freguês.
praise | Não costumo escrever avaliação, mas o escondidinho de vocês merece. Que coisa boa.
praise | Chegou antes do previsto e ainda veio um bilhetinho agradecendo. Fiquei até sem jeito.
praise | A melhor coxinha do bairro, e olha que eu já provei quase todas.
praise | Tudo certinho, bem embalado, sem vazar uma gota. Dá gosto.
praise | Minha mãe, que não elogia nem a própria comida, pediu o telefone de vocês.
praise | Perfect burger, and the fries were still crispy when they arrived. Will order again.
praise | La pizza llegó caliente y muy rica, con el borde crujiente. ¡Vuelvo a pedir seguro!
praise | Atendimento no chat super atencioso, tiraram todas as minhas dúvidas sobre o cardápio sem glúten.
praise | O primeiro pedido foi bom, o segundo melhor ainda. Vocês estão de parabéns.
praise | O marmitex é honesto: bem servido, tempero de casa e preço justo.
praise | O feijão tropeiro estava igual ao da minha avó, e isso pra mim é o maior elogio que existe.
praise | Pedi às 23h achando que ia vir qualquer coisa e veio um lanche caprichado. Obrigado!
praise | O açaí veio cheinho, com todos os acompanhamentos separados. Perfeito.
praise | Impressionante como a pizza chega sempre no ponto, mesmo em dia de chuva.
praise | Could not be happier, the sushi was fresh and nicely packed. Thank you!
praise | Dessa vez vocês acertaram em tudo, viu? Até o ponto da carne.
praise | Tudo muito gostoso. O único defeito é que acabou rápido.
praise | A atendente Camila foi um amor, resolveu a troca do sabor em dois minutos.
praise | Chegou tudo direitinho, e o motoboy ainda foi super educado.
praise | Pedi pela segunda vez só pra confirmar que a primeira não tinha sido sorte. Não foi.
praise | Bem temperadinho, chegou quentinho, e a moça ainda mandou mensagem avisando que tinha saído. Coisa rara.
| Pedido recebido.
| Normal, dentro do esperado.
raw | O frango estava com um rosado por dentro que me deixou pensativo. Preferi não arriscar.
spoiled | A maionese tinha um cheirinho azedo que não combina muito com maionese.
foreignBody | Veio um brinde no meu arroz: um fio de cabelo bem comprido. Não era meu, garanto.
poisoning | Passei a madrugada em reunião com o banheiro depois do yakisoba. Coincidência, talvez.
allergy | Avisei na observação que tenho intolerância à lactose, e o risoto veio coberto de parmesão. Por sorte reparei antes de comer.
diet | Pedi o lanche vegetariano e encontrei uns pedacinhos de bacon escondidos. Acho que alguém se confundiu.
spoiled; poisoning | O camarão tinha um gosto estranho, meio passado. Eu e meu marido passamos mal a noite inteira.
foreignBody | Achei um pedacinho de plástico duro no meio da carne moída. Por pouco não fiquei sem um dente.
diet | Sou diabética e pedi o suco sem açúcar. Pelo gosto, alguém caprichou no açúcar.
allergy | Soy alérgico al maní y lo avisé en el pedido; el pad thai vino con maní encima. Menos mal que me di cuenta.
raw | The chicken was pink in the middle. Not what I expect from a fried chicken place.
mod:offensive; service | Com todo o respeito, a pessoa que atende o telefone aí é uma anta. Perguntei três vezes a mesma coisa e nada.
mod:offensive; taste | Parabéns ao gênio da cozinha, que conseguiu queimar até o arroz. Deve ter um neurônio só, e ainda emprestado.
mod:hate; service | O atendente, um viadinho cheio de frescura, me tratou com o maior pouco caso.
mod:hate; customisation | Pedi sem cebola e veio com. Só podia ser paraíba na cozinha, não sabe nem ler.
mod:threat; notDelivered | Se o meu pedido não aparecer até amanhã, eu sei muito bem onde fica a loja de vocês.
mod:threat; foreignBody | Tenho foto do cabelo na comida. Ou vocês me devolvem o dinheiro ou ela vai parar em todos os grupos do bairro.
mod:noOrder | Nunca pedi aqui, mas uma amiga disse que acharam barata na cozinha deles. Só repassando.
mod:noOrder | Trabalhei na pizzaria aqui do lado e todo mundo sabe que essa massa é comprada pronta no atacado.
courier; mod:courier | Nada contra o restaurante. Quem estragou a noite foi o entregador do app, que me respondeu com palavrão quando pedi pra ele subir.
app; mod:app | O restaurante não tem culpa, mas esse aplicativo não aceita o vale-refeição de jeito nenhum. Três tentativas.
mod:refund | The order was cancelled and I'm still waiting for my refund after two weeks. The app just keeps saying "processing".
notDelivered; mod:refund | O pedido nunca chegou, o app cancelou e o reembolso que prometeram em 48 horas já vai pra duas semanas.
`,
);

/** Set AK: three restaurants' month in a mid-sized city: pizzaria, marmitaria, hamburgueria. */
export const HELD_OUT_BY_OTHERS_AK = parseReviews(
  "blindAK",
  `
praise; price | gostoso mas a taxa ta salgada
portion; missingItem; packaging | pouco frango, sem o ovo que vem na marmita e a embalagem vazando
delay | pedi 19:40 chegou 21:15. fala serio
delay; cold | The burger took over an hour and arrived cold. Not worth it.
praise; delay | muy rica la comida casera, pero tardó bastante
service | atendente no whats super grossa, me mandou um "ue, problema seu"
taste | massa da pizza crua no meio, grudava no dente
portion; taste; delay | Vou ser sincera: sou cliente ha mais de um ano, sempre pedi a executiva toda segunda. Nos ultimos pedidos a quantidade de carne diminuiu muito, a salada vem murcha e hoje pra completar chegou meia hora depois do meu horario de almoço. Fica a dica pq vcs tao perdendo cliente fiel
general | decepcionada. esperava bem mais
praise | custo beneficio otimo, marmita G serve 2 pessoas tranquilo
customisation | odeio picles, deixei claro na obs, e mandaram picles em dobro. parece ate provocação
wrongItem; packaging; unanswered | sabor errado, caixa toda torta e quando liguei pra reclamar ninguem atendeu
missingItem; unanswered | faltou a lata, mandei msg, liguei, nada. ninguem dá satisfação
praise | smash perfeito, crocante nas bordas, voltarei
taste | hamburguer encharcado de oleo, o pão desmanchou na mão
mod:offensive; taste | que merda de hamburguer, pão velho duro igual pedra
missingItem | da proxima vez manda o garfo junto ne
cold | ainda bem que existe microondas né
delay | entrega relampago, so 2 horas 🙄
delay; wrongItem | demorou uma eternidade e ainda por cima o sabor errado
praise | entregador educadissimo e pizza chegou pelando
praise | melhor pizza da cidade sem exagero
pricePortion | 45 reais numa pizza media que mais parece brotinho
praise; portion | a pizza é uma delicia mas ja foi mais recheada
service; delay | perguntei a previsao e a atendente mandou eu "ter calma". chegou 1h depois
poisoning | comi a marmita no almoço e passei a tarde no banheiro. so comi isso hoje
notDelivered | o pedido simplesmente nunca chegou. nem msg nem nada
praise; missingItem | comida muito boa so esqueceram a farofa
app; delay; cold | cupom nao funcionou, paguei cheio, e ainda demorou e chegou frio
mod:noOrder | to sabendo que vcs reaproveitam comida do dia anterior. todo mundo no bairro comenta
wrongItem | portuguesa? nao. chegou uma pizza de banana com canela kkkkk
service | pedi pra trocar e a moça do telefone falou "nao é assim nao querida" e desligou na minha cara
pricePortion; taste | 60 reais num combo com hamburguer pequeno e sem gosto
cold | marmita chegou gelada, tive q esquentar no microondas do trabalho
pricePortion | ja foi melhor. agora ta mais caro e vem metade
praise | peço toda semana, nunca me decepcionou
praise | feijoada de sabado sensacional, igual da minha vó
foreignBody | tinha um pedaço de plastico na pizza, quase engoli
diet | marmita veggie com bacon no feijao. sou vegetariana ha 10 anos, obrigada por nada
praise; service | comida boa mas a menina do telefone é mal educada
customisation | escrevi SEM CEBOLA em maiusculo na observação e o lanche veio lotado de cebola
wrongItem | trocaram meu pedido, veio marmita de peixe e a minha era de carne de panela
price | marmita a 32 reais?? no restaurante da esquina é 22, ta caro demais
raw | frango cru por dentro, rosa e molenga
foreignBody | achei um cabelo enorme no meio do arroz
praise; delay | lanche top mas demorou 1h10
paidExtra | adicional de bacon cobrado e nem sinal do bacon no lanche
| chegou
customisation; taste; cold | ao ponto foi o q eu pedi, veio passada do ponto e seca, e a batata gelada
missingItem | faltou a farofa, faltou o vinagrete, faltou a banana. basicamente so veio arroz e feijao
wrongItem; diet | I ordered the vegetarian marmita and got the chicken one. I don't eat meat.
courier | o motoqueiro de vcs abriu o lacre da sacola na minha frente pra "conferir". nao gostei nada
cold; taste; packaging | hamburguer frio, pão esfarelando, caixa amassada
wrongItem | chegou a pizza de outra pessoa, atum com cebola, sendo que a minha era frango com catupiry
service | tentei resolver por telefone e a moça riu da minha cara
allergy | meu filho é alergico a amendoim, avisei na obs, e a sobremesa veio com paçoca por cima. ainda bem que eu vi antes dele comer
praise | marmita caprichada, tempero de mae. chegou quentinha
unanswered | mandei msg no chat 3x perguntando do pedido, visualizaram e nao responderam
price | a taxa de entrega ta mais cara que o refri
missingItem | cade a coca??? paguei e nao veio
packaging | a marmita veio aberta, feijao espalhado pela sacola toda
mod:threat; wrongItem | se errarem meu pedido de novo eu vou ai e quebro essa loja inteira
wrongItem | x-salada era o que eu queria, recebi um x-egg
wrongItem; cold; unanswered | mandaram calabresa no lugar da marguerita, fria, e ninguem atende o telefone
delay | quando chegou ja era hora do cafe da manha kkk
delay; cold | 1h30 de espera pra receber hamburguer gelado
taste | excesso de oregano, queijo borrachento e borda torrada. nao desceu
missingItem | nao mandaram nenhum sache, nem ketchup nem maionese
| comida ok
delay; cold; missingItem | demorou quase 2h, veio frio e sem o guarana
praise | Gente que hamburguer é esse. Duplo com cheddar e cebola caramelizada, veio montadinho, quente, batata sequinha e crocante, o entregador super simpatico. Ja virou meu favorito da cidade, parabens a equipe!!
mod:refund | cancelaram o pedido e o estorno do app ainda nao caiu no cartao
taste | frango seco parecendo papelão
spoiled | o molho tinha aquele cheirinho de geladeira velha sabe
taste | comida sem tempero nenhum, parece comida de hospital
melted; missingItem | o sorvete do brownie chegou uma poça e a calda nem veio
portion; taste; delay | marmita pequena, sem sal e ainda atrasou 40 min
packaging; warmDrink; courier | suco derramado na sacola, refri quente e o entregador de vcs jogou a sacola por cima do portao
raw; customisation | bem passado tava escrito na obs e o hamburguer veio vermelho por dentro, quase mugindo
taste | arroz empapado e feijao sem sal nenhum
foreignBody | found a hair in my rice. gross.
mod:noOrder | nunca pedi aqui mas dizem que a cozinha é cheia de barata, cuidado pessoal
mod:app; app | o app cobrou duas vezes no meu cartao, nada a ver com o restaurante mas fica o registro
courier | el repartidor no quiso subir y me hizo bajar con lluvia
warmDrink | suco de laranja chegou quente
taste | parabens pela pizza de papelão, ta de parabens mesmo
praise; packaging | o hamburguer é sensacional, so a embalagem que deixa vazar o molho
other=pedido cancelado loja fechada | fiz o pedido 22:50, vcs aceitaram e meia hora depois cancelaram dizendo que ja tinham fechado
portion | o recheio da pizza ta cada vez mais ralo, da pra ver a massa por baixo
mod:courier; courier; praise | o entregador do ifood foi super grosseiro comigo. a comida ta otima, o problema é so ele
customisation; missingItem; cold | sem tomate era o combinado, veio com tomate. esqueceram a batata. e o lanche frio. 3 erros num pedido so
mod:offensive; service | a atendente é uma anta, nao sabe nem anotar pedido
portion | precisei pedir outra pra matar a fome
packaging | caixa toda amassada e o queijo da pizza grudado na tampa
portion; price | porção de batata minuscula e taxa de entrega absurda
price | 12 conto de taxa pra 3 km??
warmDrink; melted; delay | refri quente, sorvete derretido, 1h20 de espera. combo completo
pricePortion | o burguer subiu pra 38 e o blend ta cada vez mais fino
taste; price; service | hamburguer sem graça, caro, e quando falei no chat a resposta foi seca e mal educada
packaging; taste; missingItem | tampa mal fechada, arroz misturado com a salada, carne dura e cade o talher?
taste | la pizza muy salada y la masa cruda
delay; unanswered | mais de uma hora de atraso e ninguem respondia no chat
praise | Best pizza I've had in Brazil, crispy crust and generous toppings.
delay; missingItem; service | atrasou 1h, veio sem o refri e quando reclamei a resposta foi "acontece"
praise; wrongItem | fanta ao inves de guarana, mas o resto impecavel
spoiled | o queijo do lanche com gosto estranho, meio azedo, acho q ja tava vencido
melted | milkshake chegou derretido, virou leite batido
mod:hate; service | o atendente viadinho ficou de gracinha comigo no telefone
customisation; taste | suco sem gelo, coloquei na obs. veio cheio de gelo e aguado
praise | obrigada pelo bilhetinho e pelo bombom, fofos demais ❤️
spoiled | a maionese tava azeda
delay | previsao 50 min, chegou em 1h40
allergy; poisoning | sou celiaca e a "massa sem gluten" claramente nao era, to com o intestino destruido
raw | o frango tava meio esquisito por dentro, rosadinho... nem comi
delay; courier; cold | motoboy de vcs ficou rodando o bairro 40 min, chegou grosso dizendo q meu endereço tava errado (nao tava) e a pizza obvio fria
missingItem | la hamburguesa llegó sin las papas que pagué
other=nota fiscal cpf | pedi nota fiscal com cpf e nao mandaram
customisation | molho a parte, foi o que eu pedi. veio tudo afogado no molho
mod:threat; courier | vou expor o nome e a cara do motoboy de vcs em todo grupo da cidade, ele foi grosso comigo
praise | atendimento no whats nota mil, resolveram na hora
paidExtra; wrongItem; service | paguei adicional de cheddar q nao veio, o lanche nem era o meu e no whats disseram "foi o que saiu da cozinha"
paidExtra | 9 reais na borda de catupiry pra chegar borda seca. obrigado pelo presente
cold; taste | batata murcha e fria
portion | 3 colheradas de arroz e um pedacinho de frango, essa é a marmita media de vcs kkkkk
packaging | o refri veio com a tampa frouxa e vazou no lanche
notDelivered; unanswered; app | pedido nunca chegou, restaurante nao responde e o rastreio no app travado em "saiu pra entrega" desde as 20h
taste; pricePortion | pouco recheio, massa borrachuda e o preço subiu de novo
mod:offensive; delay | bando de incompetente do caralho, 2h pra entregar uma pizza
diet; wrongItem | diabetico aqui. coca zero no pedido, chegou coca normal
wrongItem | era pra ser a grande, mandaram a media
courier | o motoboy de vcs nao quis entrar no condominio e ainda reclamou q eu demorei pra descer
praise | chegou antes do previsto, tudo certinho
portion | batata "grande" que da pra contar nos dedos
taste | acho que o cozinheiro tava apaixonado hoje 🧂🧂🧂
unanswered | liguei 4x pra saber do pedido. chama chama e nada
praise; customisation | muito bom! a cebola veio mesmo eu pedindo sem, mas tirei e comi feliz
praise | batata rustica viciante
customisation; taste | carne era pra vir mal passada, chegou uma sola de sapato
packaging | o caldo do strogonoff vazou e melou a sacola inteira
other=troco dinheiro | paguei em dinheiro, avisei troco pra 50 e chegou sem troco nenhum
poisoning | meu marido comeu a pizza e agora ta la no banheiro faz 2h. coincidencia né
notDelivered | no app ta como entregue e eu nao recebi nada ate agora
delay; notDelivered | primeiro atrasou, depois ligaram dizendo que a moto quebrou e o pedido nunca chegou
taste | pizza salgada demais, tomei 2 litros de agua depois
mod:refund; notDelivered | pedido nao chegou e o ifood ate agora nao estornou meu dinheiro, 10 dias ja
general | pessimo
warmDrink | guarana quente e sem gas, da pra usar de xarope
praise; cold | sabor nota 10, so chegou meio morno
missingItem | a promo era lanche + batata + refri, so veio o lanche
wrongItem; paidExtra | veio fitness no lugar da executiva e a salada extra que eu paguei sumiu
`,
);

/** Set AL: a product tester's held-out set: everyday, hard, safety, moderation and look-alikes. */
export const HELD_OUT_BY_OTHERS_AL = parseReviews(
  "blindAL",
  `
delay; cold | fiz o pedido 19h e só chegou 20h40, tudo gelado
wrongItem | mandaram x-egg no lugar do x-salada, ninguém confere nada?
missingItem | cadê a coca que eu paguei?? não veio
paidExtra | paguei adicional de bacon e o lanche não tinha bacon nenhum
customisation | escrevi SEM CEBOLA em letra maiúscula na observação. adivinha o que tinha no lanche
portion | açaí de 500ml veio pela metade do copo
pricePortion | 45 reais numa marmita que não enche nem criança
price | taxa de entrega de 12 reais pra dois quilômetros, absurdo
packaging | o caldo vazou todo dentro da sacola, chegou tudo melado
taste | arroz empapado e feijão sem sal
raw | frango rosado por dentro e soltando sangue quando cortei
spoiled | maionese com gosto azedo, claramente estragada
foreignBody | tinha um fio de cabelo enorme no meio do yakisoba
poisoning | passei a madrugada toda no banheiro depois desse hambúrguer
allergy | avisei na observação que sou alérgica a camarão e o risoto veio com camarão
diet; wrongItem | sou vegetariana, o burger era pra ser de grão de bico e chegou de carne
mod:courier; courier | o entregador se recusou a subir e ficou buzinando lá embaixo, tive que descer de pijama na chuva
mod:app; app | o cupom não aplicou de jeito nenhum e acabei pagando o valor cheio
service | a moça do whatsapp foi super grossa, disse que o erro era meu
unanswered | liguei quatro vezes na loja e ninguém atendeu
general | horrível. nunca mais
praise | melhor esfiha da região, chegou quentinha e rápido
delay | parabéns pela pontualidade, só 1h50 de espera 👏👏
taste | adorei o sal com um pouquinho de batata
missingItem | a pizza não chegou fria não, até que quentinha, o problema é que esqueceram o guaraná
pricePortion | da última vez a marmita vinha cheia, agora vem a metade pelo mesmo preço
pricePortion | na pizzaria do lado vem o dobro de recheio e custa menos
missingItem | vocês esqueceram o hashi ou agora é cobrado à parte?
delay; cold; missingItem; wrongItem | atrasou, veio frio, faltou a batata e o lanche nem era o meu
taste | o pastel tava um borrachudo, parecia que tinha sido frito ontem
warmDrink | o refri veio choco, zero gás
melted | o sorvete virou sopa
customisation | o ponto era bem passado, veio ao ponto
notDelivered | app diz entregue e eu aqui sem comida até agora
praise | a atendente Ana é um anjo, resolveu tudo em 2 minutos
praise | que pizza do caralho, melhor da cidade disparado
delay | porra, 2 horas pra chegar um açaí
missingItem | que merda, esqueceram minha batata de novo
mod:offensive; wrongItem | bando de incompetente do caralho, veio errado DE NOVO
mod:offensive; service | a atendente é uma vaca, me tratou igual lixo no telefone
mod:offensive; foreignBody | cozinheiro porco, achei cabelo na comida
mod:offensive; delay | vai tomar no cu, duas horas esperando
mod:hate; service | atendente bicha que não sabe nem anotar um pedido direito
mod:hate; mod:courier; courier | o motoboy macaco ainda abriu minha sacola no caminho
mod:threat; wrongItem | se vier errado mais uma vez eu vou aí e quebro essa loja inteira
mod:threat; raw | veio frango cru. ou devolvem meu dinheiro ou vou expor a cara do dono em todos os grupos da cidade
mod:threat | sei onde o motoboy de vocês mora, ele que me aguarde
mod:noOrder | dizem que essa cozinha tem rato, alguém confirma?
mod:noOrder | nunca pedi aqui mas meu cunhado passou mal com a comida de vocês
mod:noOrder | tenho lanchonete aqui perto e sei muito bem que vocês usam carne de segunda
mod:noOrder | vi no grupo do bairro que a vigilância sanitária interditou essa loja
mod:refund | cancelaram meu pedido e o estorno até hoje não caiu, já são 15 dias
mod:refund; notDelivered | o pedido nunca chegou e o ifood não me devolve o dinheiro
mod:app; app | o app travou na hora do pagamento e cobrou duas vezes
mod:courier; courier | entregador chegou com a sacola aberta e o lacre rasgado
praise | meu amigo indicou e não mentiu, tudo muito bom
praise; cold | o motoboy foi super educado, mas a comida chegou fria
praise | nunca comi um pastel tão bom na vida
praise | vou divulgar pra todo mundo de tão bom que é
missingItem; praise | faltou o refri mas a loja resolveu rapidinho e mandou outro, obrigado
spoiled | o peixe tava com um cheiro forte estranho, nem tive coragem de comer
raw | o frango por dentro ainda tava rosinha e molenga, é normal isso?
poisoning | meu estômago não perdoou, passei o dia seguinte inteiro deitada
foreignBody | tinha uma coisinha preta com perninhas no meio da salada
spoiled | o queijo do sanduíche tinha umas manchinhas verdes
allergy; poisoning | sou celíaca, escolhi a opção sem glúten e passei mal a noite toda, acho que mandaram o pão comum
allergy | meu filho tem intolerância a lactose e o suco veio batido com leite
foreignBody | quase quebrei o dente numa pedrinha no feijão
spoiled | o leite do café veio talhado
spoiled | iogurte com validade do mês passado, sério isso?
raw | hambúrguer sangrando no meio, carne crua mesmo
spoiled | salmão esbranquiçado, mole e com gosto de geladeira velha
diet; wrongItem | sou diabético!! coca normal no lugar da zero, querem me matar?
diet | prato vegano com queijo ralado por cima, sério?
diet; customisation | pedi sem glúten porque tô de dieta e veio empanado na farinha
packaging | a pizza escorregou toda pro canto da caixa, virou um tapete
melted | era pra ser milkshake, bebi um leitinho
warmDrink | guaraná quente que nem chá
taste | pão puro chiclete, massa crua por dentro
taste | batata murcha parecendo minhoca
cold | a marmita chegou "morna", pra não dizer gelada
wrongItem | veio o pedido de outra pessoa, com o nome Marcos na comanda
mod:courier; courier; notDelivered | o motoca sumiu com meu lanche
other=nota fiscal | não mandaram nota fiscal e eu preciso pra pedir reembolso na empresa
other=isopor sustentável | embalagem de isopor em 2024? podiam usar algo mais sustentável
other=foto do cardápio | a foto do cardápio não tem nada a ver com o que chega
other=fechou antes do horário | a loja fechou uma hora antes do horário que aparece no app
other=troco errado | o troco veio errado, faltaram 10 reais
wrongItem; service | veio trocado, solicitei a troca e disseram que não era problema deles
unanswered | mandei mensagem no chat da loja, visualizaram e ficaram quietos
| ok
| comida ok, entrega ok
| primeira vez pedindo aqui, vamos ver
cold; taste; delay | the burger was cold and soggy, took over an hour
allergy; customisation | asked for no peanuts because I'm allergic and the pad thai came covered in them
praise | great food, fast delivery, will definitely order again
notDelivered | never got my order but the app says delivered
cold; delay | la pizza llegó fría y tardó casi dos horas
customisation | pedí sin cebolla y vino llena de cebolla
mod:courier; courier | el repartidor fue muy grosero conmigo en la puerta
praise | riquísimo todo, la mejor hamburguesa que probé en Brasil
foreignBody | found a piece of plastic in my salad
poisoning | my kid got sick after the nuggets, vomiting all night
mod:app; app; mod:refund | la app me cobró dos veces y nadie me devuelve el dinero
pricePortion | overpriced for such a tiny portion
warmDrink | la coca vino caliente y sin gas
praise; delay | comida maravilhosa como sempre, só a entrega que demorou bem mais que o normal
praise; taste | o hambúrguer é bom mas a batata veio encharcada de óleo
portion | a porção de fritas dá pra contar nos dedos
wrongItem | era pra ser coca de 2 litros, chegou lata
paidExtra | paguei borda recheada de catupiry e a borda veio vazia
paidExtra; customisation | queijo extra cobrado e não colocado, e o tomate que era pra tirar tava lá
missingItem | não veio talher nem guardanapo, comi com a mão
missingItem | mandaram o lanche sem os sachês de ketchup e maionese
packaging; taste | a caixa veio amassada e o lanche todo desmontado, pão encharcado
general | experiência péssima do começo ao fim
praise | dizem que é a melhor pizza do bairro e é mesmo
delay | o app dizia 40 min, chegou em 1h30
delay; unanswered | demorou uma eternidade e quando liguei pra saber ninguém atendeu
notDelivered; unanswered | meu pedido não chegou e a loja não responde no chat
taste | a pizza tava queimada embaixo, gosto de carvão
taste | sem tempero nenhum, parecia comida de hospital
taste | o molho tava doce demais, enjoativo
cold; courier | comida fria e ainda por cima o motoboy foi grosso
price | os preços daqui são bem salgados comparados com o resto do app
taste | o frango tava seco igual papelão
praise | atendimento nota 10, o dono até mandou um bilhetinho agradecendo
praise | a marmita veio caprichada, dá pra duas refeições
praise | molho de matar, vou voltar sempre
wrongItem | sabor frango? abri e era carne moída. de novo.
notDelivered | esperei até meia-noite e nada de comida
customisation | falei pra mandar o molho separado, veio tudo afogado
portion; taste | o strogonoff era só molho, três pedacinhos de carne boiando, e ainda salgado
delay | a loja levou 30 min só pra aceitar o pedido
service | o dono respondeu minha avaliação anterior com ironia, péssima postura
general | já foi bom, hoje em dia não presta mais
wrongItem; missingItem | trocaram o suco de laranja por limão e esqueceram a sobremesa
cold; warmDrink | sopa fria e refri quente, inverteram tudo kkk
packaging | o copo do açaí chegou sem tampa direito, escorreu calda pela sacola toda
melted; packaging | o pote do sorvete veio aberto e derretido
foreignBody | mastigando achei um pedaço de plástico duro no arroz
spoiled; poisoning | o camarão tava com cheiro de amônia e eu e minha esposa vomitamos depois
mod:offensive | vocês são uns lixos
mod:noOrder | não pedi e nem vou pedir, todo mundo sabe que esse lugar é sujo
mod:app; app | o rastreamento do app ficou travado no "saiu para entrega" o tempo todo
mod:refund | a loja até aceitou o reembolso mas o ifood segura meu dinheiro faz 3 semanas
praise | não sei por que reclamam tanto, o meu veio perfeito
praise | entrega relâmpago de verdade, 15 minutos e tava aqui pelando
delay | rapidinho né, só perdi meu horário de almoço esperando 🙄
mod:offensive; taste | esse cozinheiro é um jumento, a carne parecia sola de sapato
`,
);

/** Set AO: a dark kitchen's month on two marketplaces: burgers, pizza, açaí and marmitas. */
export const HELD_OUT_BY_OTHERS_AO = parseReviews(
  "blindAO",
  `
service | liguei pra avisar do problema e a moça foi super grossa comigo
raw | frango da marmita cru por dentro, rosado mesmo
delay | pedido feito 19h40 e chegou 21h10. a fome até passou
mod:noOrder | nunca comprei aí mas dizem que a cozinha é cheia de rato, cuidado gente
other=troco faltando | o troco veio faltando 10 reais
cold | marmita morna puxando pra fria
mod:threat; wrongItem | se mandarem errado mais uma vez eu vou aí e quebro essa cozinha inteira
notDelivered | esperei 2 horas e o pedido simplesmente nunca chegou
missingItem; unanswered | faltou o açaí da minha filha, mandei msg pro restaurante e até agora silêncio
missingItem | cadê a farofa da feijoada gente
portion; packaging | copo do açaí meio vazio e a tampa rachada, escorreu na mão
delay | demorou demais
portion | dava pra contar as rodelas de calabresa da pizza: 7. SETE
foreignBody | achei um fio de cabelo no meio da pizza 🤢
praise | obrigada pelo bilhetinho de aniversário, fiquei emocionada 🥹
praise; packaging | açaí perfeito. a tampa que veio meio solta e escorreu um pouco, mas nada grave
other=nota fiscal CPF | pedi nota fiscal com CPF na observação e não veio
cold; warmDrink | hamburguer frio e coca quente, inverteram tudo kkkk
customisation | pedi sem picles. tinha picles. simples assim
warmDrink | o suco de laranja chegou quente, parecia chá
mod:courier; courier | a loja não tem culpa, o problema foi o motoboy do iFood que largou o pacote no portão e nem tocou o interfone
taste | batata murcha com gosto de óleo velho
taste | açaí aguado, mais parecia suco
spoiled | o leite condensado do açaí tava azedo e o potinho vencido desde o mês passado
notDelivered; service | o pedido não chegou e quando liguei a loja disse que "não é problema nosso"
foreignBody | um pedaço de plástico duro no arroz, quase quebrei o dente
spoiled | o queijo da pizza tava com umas manchinhas verdes... nem comi
portion | açaí de 500 que veio pela metade do copo
missingItem | pedi 2 marmitas e chegou 1
praise | peço toda semana e nunca me decepcionou
praise | marmita com gostinho de comida de vó ❤️
delay; courier | demorou 1h e o motoboy se recusou a subir, desci 8 andares de chinelo
melted | o sorvete que vai em cima do açaí derreteu todo, virou lavagem
 | normal, nada demais
paidExtra | cobraram adicional de cheddar e o lanche veio sem cheddar
taste | frango seco, duro, igual papelão
customisation | era pra ser metade sem azeitona... tinha azeitona nos dois lados
delay; warmDrink; portion | Vou ser sincera: pedi pizza grande de calabresa + refri 2L pro aniversário do meu filho. Demorou 1h40, o refri chegou quente e a pizza veio com metade da calabresa que costuma vir. Criança chorando. Não dá.
poisoning | todo mundo aqui de casa que comeu a maionese passou mal. coincidência né
delay | "entrega expressa" né... 1h15 pra uma marmita 🙄
price | taxa de entrega de 12 reais pra 2km, absurdo
mod:offensive; service | a atendente é uma anta, burra, não sabe nem anotar um endereço
praise; missingItem | lanche top mas esqueceram o molho da casa 😢
praise | 10/10
delay; cold; missingItem | 1h30 de espera, pizza fria e o guaraná nem veio
praise; portion | feijoada deliciosa, mas podia vir um pouco mais de carne
delay; cold | Pedí una pizza y tardó casi dos horas, llegó fría. Una lástima
mod:hate; delay | 2 horas de espera, só podia ser loja de viadinho mesmo
delay; wrongItem | uma hora esperando pra receber o lanche errado
praise | a de 4 queijos é surreal, não mudem essa receita nunca
customisation; taste; cold | molho à parte foi ignorado, o pão virou papa e ainda tava frio
wrongItem | pedi calabresa e veio marguerita, eu nem gosto de tomate
praise; delay | pizza maravilhosa, só demorou um pouquinho
taste | o pão ficou encharcado e desmanchou na mão
price; portion | taxa de 9,99 e a marmita ainda vem pequena
poisoning | comi o x-tudo ontem à noite e passei a madrugada no banheiro
praise | tudo certinho, quentinho e bem embalado. parabéns equipe
customisation; raw | pedi bem passado e o hamburguer veio sangrando no meio
general | horrivel. nunca mais
praise | strogonoff muito bom e a porção é bem generosa
praise | batata sequinha e crocante do jeito que eu gosto
praise; price | muito gostoso! porém o preço tá meio salgado né
praise | Best smash burger I've had in São Paulo, seriously
packaging | o refri veio aberto e vazou na sacola toda
missingItem; service | faltou a batata, reclamei e o atendente respondeu "fica pra próxima"
spoiled | feijão azedo, dava pra sentir o cheiro quando abri
praise; taste | a pizza de vcs é ótima, mas dessa vez a borda passou do ponto, meio queimada
app; delay | o cupom não funcionou no app e ainda por cima demorou uma eternidade
paidExtra | R$6 de bacon extra cobrado e zero bacon no lanche
foreignBody | tinha um bichinho andando no açaí, acho que formiga. perdi a fome
delay; app | demorou 1h10 e o rastreio do app não atualizava nunca
allergy; customisation | intolerante a lactose, pedi o burger SEM QUEIJO justamente por isso e veio cheio de cheddar. tô pagando até agora
pricePortion | 45 reais numa broto que mais parece esfiha
praise; delay | Great food but delivery took over an hour
cold | hamburguer chegou gelado, o queijo já tinha endurecido
praise | entregador educadíssimo e a comida ótima
portion; taste | açaí com pouquíssimo acompanhamento e o leite ninho todo empedrado
general | decepcionada. já foi bem melhor, hoje não dá mais
wrongItem; unanswered | mandaram marmita de carne em vez de frango, liguei 4x e ninguém atendeu
taste | gordurento demais, o papel ficou transparente de tanto óleo
taste | way too salty, couldn't finish it
unanswered | mandei mensagem no chat da loja 3 vezes e nada de resposta
allergy | sou alérgica a amendoim, o açaí que escolhi não leva nada disso e mesmo assim tinha pedaço de amendoim no meio. tive que tomar antialérgico
missingItem | não mandaram talher nem guardanapo, vou comer feijoada com a mão?
taste | pizza salgada demais, tomei 2 litros de água depois
wrongItem; customisation | smash duplo sem cebola virou smash simples com cebola
delay | 50 min de atraso e nenhum aviso
cold | vou ter que esquentar no micro de novo né, como sempre
mod:app; app | o 99Food cobrou duas vezes no meu cartão. nada contra o restaurante, só deixando registrado
melted; delay | claro que o açaí derreteu, ficou 1h rodando na rua
wrongItem; missingItem | mandaram frango com catupiry no lugar da 4 queijos e esqueceram a coca
praise | chegou antes do previsto e bem quentinho 👏
taste | fundo da pizza todo preto, gosto de queimado
notDelivered | consta como entregue mas ninguém aqui recebeu nada, a portaria confirmou
praise; customisation | hamburguer muito bom, mas o tomate que era pra tirar continuou lá
warmDrink | guaraná quente e sem gás nenhum
mod:noOrder | meu vizinho jura que essa pizzaria usa carne de cavalo 👀 fica a dica
wrongItem | escolhi morango no açaí e veio banana
mod:threat; missingItem | faltou metade do pedido. se não me devolverem o dinheiro vou expor o nome do dono em todo grupo do bairro
price | 58 conto num smash simples? vcs tão doidos
delay | "chega em 30-40 min" mentira, foi 1h20
missingItem | faltou a batata do combo
pricePortion; taste | 39,90 numa marmita pequena e a comida sem tempero nenhum
taste; price | pizza massuda, sem gosto e ainda caríssima
customisation | escrevi SEM CEBOLA em letra maiúscula e adivinha? cebola
packaging; missingItem | marmita tombada dentro da sacola e sem talher
packaging | caixa amassada, a pizza grudou toda na tampa
wrongItem | o X-salada veio no lugar do X-bacon
missingItem | esqueceram os sachês de ketchup e maionese
portion | 3 pedacinhos de frango na marmita, pra um adulto não dá
paidExtra | a borda recheada de catupiry que eu paguei não veio, borda seca normal
paidExtra; delay | borda de cheddar paga e não entregue, fora 1h20 de espera
customisation | pedi o molho à parte e veio tudo despejado em cima
melted | o açaí chegou virado sopa kkkkk
mod:offensive; cold | bando de incompetente do caralho, pizza gelada DE NOVO
mod:refund | pedi reembolso há 10 dias e o estorno ainda não caiu no cartão
foreignBody | encontré un pelo en la hamburguesa, qué asco
customisation; delay; service | sem tomate, eu pedi. veio com tomate. levou 1h. e no chat me trataram com grosseria
wrongItem | veio o pedido de outra pessoa, na comanda tava "Juliana" e eu sou o Marcos
portion | vinte minutos procurando o bacon no x-bacon 🔍
packaging; taste | pizza toda amassada e a massa dura de doer o maxilar
delay | ficou 40 min "em preparo" e mais 40 "saiu para entrega"
delay; unanswered | 1h e meia e ninguém atende o telefone da loja pra dar notícia
packaging | o açaí vazou todo dentro da sacola, melecou tudo
taste | parabéns pelo hamburguer de carvão 👏👏
cold; portion | marmita fria e com meia concha de feijão
praise | bom dmss kkkk virei cliente
wrongItem; diet | ordered the chicken marmita and got beef. I don't eat red meat
praise; cold | sabor excelente, pena que chegou morno
pricePortion | o preço subiu de novo e a marmita ficou menor, reparei na hora
taste | strogonoff sem sal nenhum, comida de hospital
taste | massa da pizza crua no meio, parecia chiclete
diet; wrongItem | sou diabético, pedi coca zero e veio coca normal
portion | el vaso de açaí venía por la mitad
taste; cold; delay | pão duro, carne fria e 70 min de espera
cold | pizza fria. de novo.
delay | levou 1h40 e eu moro a 5 minutos da loja
praise | achei que ia ser só mais uma dark kitchen qualquer mas surpreendeu, bom de verdade
missingItem | cadê a coca?? paguei e não veio
 | ok
wrongItem | meu açaí era de 500ml, mandaram o de 300
missingItem | the fries were missing from my combo and I paid for them
packaging; cold | pizza chegou de lado, queijo todo escorrido pro canto da caixa, e fria ainda por cima
mod:refund; missingItem | veio sem o refri, o iFood prometeu estornar e até hoje nada
paidExtra; taste | o ovo adicional não veio e a carne passou do ponto, seca
praise | açaí caprichado, cremosinho e chegou rapidinho
packaging | a tampa da marmita veio aberta e o feijão derramou na sacola
service | o atendente do whats ainda debochou quando eu reclamei
taste; service | carne borrachuda e quando reclamei disseram que é "o ponto da casa" 🙄
praise | melhor smash da região, sem exagero 🔥🔥
`,
);

/** Set AP: an evaluator's held-out set across Brazil's regions and ages, look-alikes included. */
export const HELD_OUT_BY_OTHERS_AP = parseReviews(
  "blindAP",
  `
delay | pedi às 19h e só chegou 20h40, muita demora
notDelivered | aparece como entregue no app mas não recebi nada, ninguém tocou a campainha
wrongItem | era pra ser x-salada, mandaram x-egg
customisation | escrevi SEM TOMATE em letra maiúscula e o lanche chegou lotado de tomate
missingItem | faltou a coca de 2 litros que vinha no combo
paidExtra | paguei 6 reais de cheddar extra e não veio uma gota
portion | marmita com três colheradas de arroz e um pedacinho de frango, pouquíssima comida
price | taxa de entrega de 14 reais pra 2 km não dá
pricePortion | o açaí de 500 ml subiu de 18 pra 24 e o copo agora vem pela metade
packaging | o caldo vazou todo dentro da sacola, mano
warmDrink | guaraná quente e sem gás
melted | o sorvete virou sopa no caminho
service | liguei pra saber do pedido e a moça me atendeu com a maior má vontade
unanswered | mandei cinco mensagens no chat da loja e ninguém respondeu
general | experiência horrível, não peço mais
diet | opção vegetariana com bacon picado no meio?? sou vegetariana
other=nota fiscal com CPF | pedi nota fiscal com CPF e não mandaram
missingItem | não mandaram talher nem guardanapo
packaging | caixa da pizza amassada, a cobertura ficou toda grudada na tampa
courier; taste | o entregador foi grosso comigo e a batata veio murcha
wrongItem | recebi o pedido de outra pessoa, tinha o nome de um tal de Rogério na comanda
notDelivered | a janta nunca chegou, fui dormir com fome
taste | pizza queimada embaixo, gosto de carvão
customisation | molho à parte, eu disse. Chegou tudo afogado no molho
cold; missingItem | Meu neto fez o pedido pra mim pelo celular. A sopa chegou fria e não mandaram a torradinha.
paidExtra | paguei borda recheada de catupiry e a borda veio vazia
delay | parabéns pela entrega expressa de 1h50, deu pra assistir um filme inteiro 👏
cold | adorei o hambúrguer "quentinho", só faltou vir com gelo 🙃
missingItem | não tô reclamando da comida, o problema é que o suco não veio
wrongItem | é tão difícil assim diferenciar frango de carne? de novo mandaram de frango no lugar da de carne
pricePortion | na hamburgueria da esquina pago o mesmo e vem o dobro
delay; cold; missingItem | atrasou, chegou frio e sem o refrigerante
taste | pastel borrachudo e caldo de cana aguado
taste | oxe, o baião de dois tava insosso, sem sal e sem coentro
portion | não é questão de demora nem de sabor, é que a porção de mandioca dava pra um passarinho
customisation | carne ao ponto sendo que marquei bem passada
cold; warmDrink | bah, o xis chegou frio e o refri quente, tudo ao contrário tchê
wrongItem; missingItem | veio a pizza errada e ainda faltou a esfiha que pedi junto
price | 12 reais de taxa pra atravessar a rua, que pechincha 🙄
packaging | o açaí chegou parecendo arte abstrata, espalhado pela sacola inteira
delay | uai, pedi o almoço e chegou na hora da janta, sô
service | perguntei se tinha opção sem lactose e me responderam "lê o cardápio"
unanswered; missingItem | liguei três vezes pra avisar que faltou o molho e o telefone só chamava
taste | o peixe frito veio encharcado de óleo, pingando
cold | morno seria elogio, o prato tava é frio
taste; portion | pouco recheio, e o pouco que tinha era sem gosto nenhum
customisation; wrongItem | troquei pro pão australiano sem maionese; chegou pão comum lotado de maionese
delay | "tempo estimado 30-40 min"... estimado por quem? chegou com 1h30
pricePortion | a coxinha diminuiu de tamanho mas o preço não diminuiu, engraçado né
missingItem | cadê o sachê de ketchup? a batata veio sozinha
other=loja fechada no horário | o cardápio diz que abre às 18h, fui retirar 18h30 e a porta tava fechada
delay; unanswered | mermão, 1h10 esperando e ninguém atende o telefone pra dar uma satisfação
wrongItem | a pizza grande que eu paguei virou média no caminho, dá pra ver pelo tamanho da caixa
delay; melted | o milk-shake demorou tanto que chegou líquido
general | Nota 10. De 100.
taste | já foi o melhor hambúrguer do bairro; hoje o pão vem seco e a carne sem suculência
taste | a tapioca veio dura que nem papelão, arretado de ruim, visse
delay; portion; price | demorou uma eternidade, veio pouca comida e ainda cobraram 15 de entrega
raw | o frango estava cru por dentro, rosado perto do osso
spoiled | maionese azeda
foreignBody | achei um cabelo no meio do arroz, que nojo
poisoning | comi o sushi ontem e passei a madrugada vomitando
allergy | avisei que tenho alergia a camarão e mesmo assim tinha camarão no risoto
foreignBody | tinha um pedaço de plástico duro dentro do hambúrguer
spoiled | o iogurte do bowl tava vencido, a data da tampa era da semana passada
allergy; customisation | intolerante a lactose aqui. Deixei claro: sem queijo. Resultado: queijo por todo lado
poisoning | a família inteira teve diarreia depois da feijoada de sábado
raw | a tilápia veio crua no meio, ainda translúcida
raw | a coxa tava com aquele vermelhinho por dentro, não tive coragem de comer
spoiled | o peixe tinha um cheiro estranho, forte demais, acabei jogando fora
poisoning | passei o dia seguinte inteiro indo ao banheiro, e só tinha comido isso
foreignBody | mordi uma coisa dura que estalou no dente, era uma pedrinha no feijão
foreignBody | tinha uma "companhia" de seis patas passeando na salada
allergy; wrongItem | meu filho é celíaco; o pão que devia ser sem glúten veio o comum, sorte que vi antes de ele comer
spoiled | a vitamina veio com o leite talhado, cheia de grumos
diet | sou diabética e deixei isso anotado, mesmo assim o suco veio adoçado
poisoning | depois do strogonoff minha barriga virou escola de samba, fiquei dois dias de molho
taste | pão de queijo cru por dentro, a massa grudando no dente
praise | passei mal de tanto comer, a culpa é desse escondidinho maravilhoso kkkk
praise | picanha mal passada exatamente como pedi, perfeita
taste | sei que sushi é peixe cru, não é isso, mas o arroz tava empapado
praise | achei um bilhetinho escrito à mão dentro da sacola, que fofura
price | dor de barriga só de ver o valor do combo 😂
praise | o queijo coalho tem aquele cheiro forte de queijo de verdade, coisa boa demais
mod:offensive; delay | bando de incompetentes, duas horas pra fazer um lanche
mod:offensive; wrongItem | seus imbecis, erraram meu pedido de novo
mod:offensive; service | a dona é uma grossa do caralho, me tratou feito lixo no telefone
mod:offensive; cold | vão se foder, pizza gelada pela terceira vez
mod:hate; service | atendente viado, não sabe nem anotar um pedido
mod:hate; wrongItem | só podia ser baianada, trocaram tudo no meu pedido
mod:threat; taste | depois dessa pizza queimada vou aí pessoalmente quebrar a cara do pizzaiolo
mod:threat; service | sei onde a atendente mora, ela que se cuide
mod:threat; foreignBody | achei uma barata na marmita e vou espalhar o nome e a foto do dono em todo grupo do bairro
mod:noOrder | nunca pedi daqui mas dizem que a carne é de cavalo
mod:noOrder | meu primo falou que pegou intoxicação aí, fiquem espertos
mod:noOrder | nem provei, todo mundo no bairro sabe que essa cozinha é imunda
mod:refund; app | cancelaram meu pedido e o iFood até hoje não devolveu o dinheiro
mod:refund; app | estorno prometido em 5 dias úteis, já passaram 20 e nada no cartão
mod:courier; courier | o motoboy abriu a sacola no caminho, o lacre chegou rompido
mod:courier; courier | o entregador se recusou a vir até a portaria e me fez descer dez andares
mod:app; app | o cupom não aplicou e o app cobrou o valor cheio
mod:app; app | rastreamento travado em "saiu para entrega" e o mapa mostrando o motoboy no meio do rio
mod:courier; courier | entregador mal educado, gritou comigo pelo interfone
mod:offensive; unanswered | porra, atende esse telefone, caralho, já liguei dez vezes
mod:offensive; portion | palhaçada, seus ladrões, isso é porção de criança
mod:offensive; general | lixo de restaurante, vão todos à merda
notDelivered; mod:refund; app | o pedido não chegou e o app não quer me reembolsar, diz que foi entregue
praise | puta merda, que coxinha boa do caralho
praise | vou matar quem comer o último pedaço desse bolo kkkk
praise | minha vizinha falou que era bom e ela tinha razão, pedi e amei
price | dizem que é caro e é mesmo, paguei 60 reais num combo
praise; cold | o motoboy foi um amor, mas a comida já saiu fria da loja
missingItem | pedi reembolso do refri que faltou, mas o problema é que faltou, né
delay | o entregador não tem culpa nenhuma, a loja que segurou o pedido 50 minutos
praise | o lanche se chama X-Desgraçado e faz jus ao nome, enorme e delicioso
praise | fui pedir pra provar que meu cunhado tava errado falando mal de vocês, e ele tava mesmo
delay | o app mostrava "em preparo" havia 40 minutos e nada de sair
praise | melhor acarajé que comi fora de Salvador, vatapá caprichado
praise | bah, xis tri bom, chegou pelando
praise | uai, trem bão demais esse pão de queijo
praise | égua, açaí grosso de verdade, pai d'égua mesmo
praise | Prezados, venho parabenizar a equipe pelo cuidado com meu pedido. Tudo impecável. Att., Dona Lurdes
praise | mds que hambúrguer é esse 😍 slk
praise | pedi pra minha mãe de 80 anos e ela disse que o feijão tem gosto de comida de casa
praise | vina do cachorro-quente no capricho, o piá aqui de casa adorou
praise | o tacacá veio bem quente e com bastante jambu, tremeu a boca
praise | caraca, a parmegiana é do tamanho da mesa, comi por dois dias
praise | a pamonha de Goiânia que eu sentia falta, igualzinha, parabéns
praise; delay | Demorou mais que o normal hoje. Vale a espera, comida deliciosa como sempre.
praise; missingItem | strogonoff divino, mas esqueceram a batata palha
praise; packaging | sabor nota 10, embalagem nota 2: o molho vazou
praise; price | a taxa de entrega tá salgada, a comida não, essa tá perfeita
praise; portion | tempero maravilhoso; pena que a porção encolheu
praise; customisation | moqueca uma delícia, só que ardendo, e eu tinha marcado sem pimenta
praise; service | Atendente do telefone bem seca comigo. Já a comida, impecável.
| pedi pela primeira vez, ainda não abri
| ok
| pedido pro meu pai, depois ele fala o que achou
cold; delay | La pizza llegó fría y tardó más de una hora
missingItem | Ordered the combo with fries and a soda, the soda never came
praise | The feijoada was amazing, best meal of my trip
praise | La picanha llegó perfecta, muy rica, vamos a volver a pedir
raw | The chicken was still pink inside, I didn't eat it
mod:offensive; wrongItem | Wrong order AGAIN, you useless idiots
mod:refund; app | Pedí el reembolso en la app hace dos semanas y nada
allergy | Told them I'm allergic to peanuts and the sauce had peanuts anyway
delay | Loved the "fast delivery", only 90 minutes 🙄
pricePortion | Muy caro para lo poco que viene
praise; cold | Los pasteles estaban riquísimos pero llegaron medio fríos
foreignBody | Encontré un pelo en la ensalada
`,
);

/** Set AQ: a burger-and-pizza store's month of its review export: all ages, abbreviations, negatives that are no complaint. */
export const HELD_OUT_BY_OTHERS_AQ = parseReviews(
  "blindAQ",
  `
delay; cold; taste | pedi as 20h e chegou 21h35, o x-bacon tava frio e a batata murcha
praise | muito bom
wrongItem | Pedi uma pizza grande de frango com catupiry e veio de calabresa. Não como calabresa, fiquei sem jantar.
praise; delay | lanche muito bom, mas demorou 1h10
missingItem | faltou a coca 2L do combo
 | ok
paidExtra | paguei R$ 6,00 de bacon extra e o lanche veio sem bacon nenhum
praise | Melhor hambúrguer da região!! Chegou quentinho e bem embalado.
customisation | Pedi SEM CEBOLA, escrevi na observação em letra maiúscula e veio cheio de cebola roxa.
praise; cold | sabor top so q chegou morno
raw; customisation | hamburguer cru por dentro, sangrando. pedi bem passado
 | vcs entregam no bairro Jardim das Flores?
notDelivered | O app mostra entregue mas o pedido nunca chegou aqui. Porteiro confirmou que ninguém deixou nada.
praise; missingItem | Pizza maravilhosa, porém esqueceram o guaraná.
 | normal
packaging | caixa amassada e a pizza toda grudada na tampa, recheio tudo de um lado
praise | nada de atraso, chegou antes do previsto e o lanche tava ótimo
foreignBody | achei um cabelo no meio do queijo da pizza. nojo
praise; price | gostoso mas caro, 48 reais num lanche
poisoning | comi o x tudo ontem a noite e passei a madrugada inteira vomitando
 | dentro do esperado
price | R$ 12 de taxa de entrega pra 3 km é sacanagem
praise; packaging | hamburguer exelente, pena que a embalagem veio toda aberta e o molho espalhado
pricePortion | a pizza media agora vem com 6 fatias fininhas e custa 54 reais. ja foi melhor
praise | achei que ia vir frio pq moro longe mas veio quentinho
portion | hamburguer do tamanho de um pão de queijo, muito pequeno
other=mais opção vegetariana | poderiam ter mais opção vegetariana no cardapio, so tem um lanche
taste | pizza mto salgada nao deu pra comer
praise; portion | bom sabor mas a porção de batata é minuscula
praise | top
taste | massa crua no meio e borda queimada. como consegue?
praise; customisation | carne no ponto certinho, só que pedi sem picles e veio com picles
spoiled | o molho da batata tava azedo, cheiro estranho
praise | sem reclamações, tudo perfeito
general | horrível. nunca mais peço
app; mod:app | o app do ifood travou 3 vezes na hora de pagar, nada a ver com a loja
delay; unanswered | Já tinha passado 1h do horário previsto, liguei na loja 3 vezes e ninguém atendeu.
praise; taste | a pizza tava otmia mas a batata veio encharcda de oleo
praise | pizza de calabresa perfeita, massa fininha
service | a atendente do chat foi super grossa quando perguntei do troco
praise; wrongItem | entrega rapida mas veio coca zero em vez da normal
courier; mod:courier | o entregador nao quis subir, tive que descer 8 andares de muleta
praise | chegou em 25 minutos, super rapido
app; mod:app | o cupom de 15 reais não aplicou no pagamento e o app cobrou o valor cheio
praise; paidExtra | o burger é bom mas paguei cheddar extra e nao veio
mod:refund | pedido cancelado dia 3 e até hoje não caiu o estorno de R$ 78,90
praise | tudo certo, obrigado
allergy; customisation | Sou intolerante a lactose, pedi o burger sem queijo e escrevi que era alergia. Veio com cheddar derretido por cima. Sorte que vi antes de comer.
praise; courier; mod:courier | comida boa, entregador mal educado
 | avaliei a loja errada, desculpa, meu pedido era da farmacia
diet; wrongItem | pedi o burguer vegetariano e veio com carne de boi. sou vegetariana ha 10 anos, que decepção
praise | amei o smash duplo, voltarei a pedir
warmDrink | guarana quente e sem gas
praise; delay | Chegou 40 minutos depois do previsto, porém a pizza estava quentinha e muito saborosa.
melted | o sorvete da sobremesa chegou derretido, virou sopa
praise | nunca decepciona
delay | 1h50 de espera. Absurdo.
 | razoável
mod:offensive; delay | bando de incompetente, 2 horas pra entregar um lanche
praise; pricePortion | gostei do sabor, mas o lanche diminuiu mt e o preço subiu pra 32
mod:offensive; wrongItem | vcs sao uns burros? pedi calabresa veio mussarela
praise | não tenho do que reclamar, sempre peço aqui
mod:threat; foreignBody | achei um pedaço de plástico duro no lanche. se não devolverem meu dinheiro vou expor vcs em todos os grupos do bairro
missingItem | o açai de 500ml veio sem granola e sem leite ninho
praise; taste | massa boa, recheio bom, mas dessa vez veio salgada demais
 | Pedido ok.
mod:noOrder | nunca pedi aqui mas dizem que a cozinha é imunda, cuidado gente
cold; taste | batata chegou fria e murcha, pingando oleo
praise | a batata rústica é sensacional
praise; missingItem | tudo certo menos os talheres q n vieram
notDelivered; delay | esperei 2 horas e o pedido nunca chegou. fui dormir com fome
praise | mt bom, entrega rapida, vlw
 | qual horario vcs abrem no domingo?
missingItem | veio sem os sachês de ketchup e maionese e sem guardanapo
praise; app; mod:app | a comida é nota 10, o problema é o app que não deixa usar o cupom
praise | Pedi a pizza de 4 queijos tamanho família pra reunião de domingo e todo mundo elogiou. Vale cada centavo dos 79 reais.
wrongItem | recebi o pedido de outra pessoa, com nome de Carla na comanda. o meu nem sei onde foi parar
praise; service | comida boa mas a atendente no whatsapp foi seca comigo
customisation; taste | pedi o molho a parte e veio tudo encharcado, pão virou papa
praise | nao veio nada errado, tudo como pedi
paidExtra | paguei borda recheada de catupiry (+R$ 9) e veio borda normal
praise; delay; cold | Adoro o smash daqui, mas hoje demorou 1h e veio frio. Espero que tenha sido só hoje.
packaging | o refri veio vazando e molhou tudo dentro da sacola
praise | tava com medo de vir amassado mas veio tudo inteirinho
portion | pouquíssimo recheio na pizza, dava pra contar as rodelas de calabresa: 7
 | comum, nada demais
praise; portion | sabor nota 10, porção nota 4
other=retirada no balcão desconto | sugestão: deixar retirar no balcão com desconto na taxa
taste | carne seca e dura, parece sola de sapato
praise | o x-salada é simples mas muito bem feito
praise; raw | o bacon tava crocante mas o hamburguer veio cru no meio
raw | frango do lanche rosado por dentro, nao tive coragem de comer
praise | atendimento nota 10, a moça do chat resolveu rapidinho a troca do refri
general | pessimo
praise; foreignBody | sempre peço e amo, mas dessa ves veio um fio de cabelo na batata. fiquei chateada
praise | sem atraso, sem erro, sem frio. perfeito
cold | pizza gelada. sem condiçoes
 | entregue
praise; warmDrink | lanche otimo mas a coca veio quente
app; mod:app | o rastreamento ficou parado em "preparando" até o lanche chegar, o app é que nao atualiza
mod:offensive; delay; cold | porra, 1h40 pra chegar e tudo frio. vão se f*der
praise | 👍
praise; wrongItem | pizza boa mas pedi grande e veio média
pricePortion | 39,90 num combo com uma batata q cabe na palma da mão. caro demais pro que vem
praise | 10/10
wrongItem; service | pedi pra trocar o refri que veio errado e a moça no telefone falou "problema seu"
praise; packaging | gostoso porem o molho vazou e sujou a sacola toda
mod:noOrder | meu vizinho disse que achou barata no lanche daqui, nem vou arriscar
praise | bom e barato. combo de 29,90 com refri vale a pena
missingItem; unanswered | mandei mensagem no chat avisando que faltou um lanche e ninguém respondeu até agora
praise; customisation | pedi a carne mal passada e veio bem passada, mas mesmo assim tava gostosa
 | mediano
spoiled | a alface tava podre, escura e mole
praise; price | comida excelente, só a taxa de entrega de 9,99 que pesa
praise | nem demorou, 30 min e tava aqui
foreignBody | tinha um pedaço de papel aluminio dentro do hamburguer
 | a pizza era pro meu irmao, ele que comeu, nao sei dizer
delay | demorou demaisss
praise; missingItem | veio td certinho menos a maionese verde q eh a melhor parte
praise | pizza chegou quente, nao amassou, nada faltando. parabens
taste | pizza sem gosto nenhum, molho aguado
praise; taste | o hamburguer ta bom mas o pao tava duro, parecia de ontem
praise | o hamburguer artesanal de 180g é suculento demais
missingItem; wrongItem | pedi 2 lanches, veio 1 só e ainda era o errado
 | certo
praise; melted | pizza ótima, mas o sorvete do petit gateau veio todo derretido
other=cardápio desatualizado milkshake | o cardapio mostra milkshake mas toda vez que peço dizem q acabou. atualizem o cardapio
mod:hate; missingItem | o atendente viadinho esqueceu o refri de novo
praise | Sempre peço às sextas e nunca tive problema.
praise; delay | lanche chegou bem embalado e quente, pena que levou 1h15
courier; mod:courier | o motoboy abriu a sacola, dava pra ver que mexeram na batata
praise; paidExtra | boa pizza. porem a borda de cheddar q paguei a parte nao veio
delay; cold; unanswered | Pedi às 19h40 um combo casal (2 smash + batata grande + 2 refri), previsão de 50 min. Chegou 21h10. A batata estava fria e o hambúrguer morno. Tentei falar com a loja pelo chat e ninguém respondeu. Muito decepcionante pra um pedido de R$ 96.
praise | a borda recheada de cheddar vale muito a pena, veio bem cheia
 | vcs aceitam cartão na entrega? queria pagar na maquininha
praise; portion | bom, mas vem pouca batata pra duas pessoas
 | igual sempre
praise; other=nota fiscal | gostei muito, mas a nota fiscal nao veio e eu preciso pro reembolso da empresa
praise | não é caro pelo tamanho, a grande serve 3 pessoas tranquilo
courier; mod:courier | A comida não tive problema, mas o entregador foi muito grosso comigo no interfone.
praise; courier; mod:courier | A comida veio perfeita, mas o entregador ficou buzinando e gritando no portão às 23h.
praise; service | pizza boa, mas liguei pra pedir um ajuste no pedido e fui mal atendido
 | pedi pela primeira vez, normal, talvez peça de novo
praise; cold | o sabor é bom mas chegou fria, ja é a segunda vez
praise; other=combo família | sugestão: um combo família com 4 lanches. de resto amo vcs
praise | meu filho amou o lanche kids
praise; delay; wrongItem | Sou cliente há mais de um ano e a qualidade sempre foi ótima. Mas esse mês já é a terceira vez que atrasa mais de uma hora. Hoje ainda veio o refri de laranja no lugar do de uva. Ainda gosto do lanche, mas assim fica difícil. Revejam a logística de vocês.
mod:noOrder | essa hamburgueria copiou o nome da nossa, não caiam nessa
praise | quentinho, crocante e bem temperado
 | lanche ok, refri ok
`,
);

/** Set AR: Japanese, Arabic, marmita, açaí, bakery and health food across five regions; safety cases and look-alikes. */
export const HELD_OUT_BY_OTHERS_AR = parseReviews(
  "blindAR",
  `
delay; cold; taste | mano demorou 1h15 o combinado chegou morno o arroz do sushi duro e sem tempero e o hot parecia borracha nunca mais meu
app; mod:app | o app ficou mostrando "saiu para entrega" por 1 hora sem o motoboy sair do lugar no mapa, esse rastreamento não funciona
courier; mod:courier | o entregador do iFood não quis entrar no condomínio, tive que descer 8 andares de chinelo e ainda ouvi reclamação dele
wrongItem | pedi tapioca de frango com catupiry e veio de carne seca com queijo coalho, égua maninho
courier | o motoboy foi grosso, jogou a sacola na minha mão e saiu xingando, bah
melted; delay | açaí de 1 litro chegou derretido, virou sopa roxa, levou 50 minutos pra andar 2 km, mano
mod:threat; delay | se meu pedido não chegar em 10 minutos eu vou aí na loja e quebro tudo, já são 2 horas esperando
mod:offensive; wrongItem | cozinheiro analfabeto, não sabe ler a comanda? pedi poke de atum e veio de salmão porra
pricePortion | aumentaram o combinado de 20 peças de R$ 59 pra R$ 69 e agora vem 16 peças, tá de brincadeira meu
packaging; missingItem | o copo do açaí veio com a tampa mal fechada, vazou leite condensado pra todo lado e faltou o creme de cupuaçu que eu pedi, égua
taste | o falafel tava seco, duro por fora e farinhento por dentro, e o homus sem gosto nenhum
warmDrink | o suco verde chegou morno e a coca veio sem gás nenhum, égua
price | taxa de serviço de R$ 2,99 mais entrega de R$ 9,90 pra pedir um sonho de R$ 8, pesado demais meu
customisation | pedi o ovo da marmita com a gema dura, escrevi na observação, e veio gema mole de novo sô
customisation; taste | pedi o shawarma sem molho de alho porque não gosto e veio encharcado de alho, e ainda salgado demais
general | decepcionante, já fui cliente fiel e hoje foi a pior experiência, uai
unanswered; delay | atrasou 50 min, liguei no número do perfil e dá caixa postal, mandei whatsapp e visualizaram sem responder
unanswered | mandei 4 mensagens no chat perguntando se o tabule levava trigo antes de pedir e ninguém respondeu, desisti e pedi em outro lugar
delay; portion; taste | bah demorou uma hora a marmita de churrasco veio com três pedacinho de carne dura que nem sola de sapato e o arroz sem sal nunca mais tchê
other=troco errado | paguei em dinheiro, nota de 100 pra um pedido de R$ 67, e veio troco de 23, o motoboy disse que foi o que a loja mandou
delay; cold | uai, 1h40 pra chegar um pão de queijo e um café, sô, o café eu tomei frio
cold | o café com leite e o misto quente chegaram frios, e a padaria fica a 5 quadras daqui
paidExtra | paguei o adicional de frango grelhado (R$ 8) no tabule e veio só a salada, uai
mod:offensive; delay | bando de incompetente do caralho, 2 horas pra entregar uma marmita
taste | o sushi veio com o arroz quente e empapado e a alga molenga, não tem condição mano
app; mod:refund | o app cobrou duas vezes no meu cartão e até agora o estorno não caiu, ninguém do suporte resolve
taste | o yakisoba tava doce demais, parecia que caiu açúcar no molho, e o macarrão mole que desmanchava
portion | açaí tão bem servido que dava pra ver o fundo do copo 🙄 metade do copo de 500ml
mod:offensive; general | lixo de restaurante, vão se foder
taste; spoiled | o arroz da marmita tava empapado e o feijão azedo, com cheiro de estragado, joguei fora
delay; service | atrasou 1 hora e quando liguei a atendente disse que a culpa era minha por pedir no horário de pico, como assim
delay; packaging | o bolo de aniversário chegou 40 min atrasado e todo amassado de um lado, a cobertura grudou na tampa
other=muito plástico na embalagem | um bowl vem em 5 potinhos de plástico diferentes, muito lixo pra uma loja que se diz saudável
customisation | pedi o molho à parte na salada caesar e veio tudo misturado
delay; courier | o entregador parou pra pegar outros 3 pedidos antes do meu e chegou 1h depois
taste | açaí com gosto de congelador, todo cristalizado, cheio de gelo
delay; courier | o entregador ficou rodando no bairro 40 minutos, eu via no mapa, e quando chegou ainda reclamou que eu demorei pra descer
packaging | a marmita veio com a tampa aberta e o caldo do feijão espalhou pela sacola toda, égua
praise; delay | bah a esfiha é a melhor da cidade, tri boa, mas demorou 1h10 pra chegar tchê
mod:offensive; service | atendente mal educada e burra, aprende a falar com cliente
pricePortion | R$ 27 por 6 esfihas mini, menor que a palma da mão, tá caro pro tamanho uai
praise; cold | comida caseira gostosa igual de vó, só que chegou fria, sô
praise; price | açaí top, cremoso, mas R$ 35 no de 500 tá salgado mano
missingItem; unanswered | faltou o charuto de folha de uva, mandei msg pra loja e nada de resposta até agora visse
wrongItem; missingItem | pedi 1 combinado de 30 peças e 2 temakis, veio um combinado de 20 e nenhum temaki
praise; customisation | a marmita fit é boa, bem temperada, só que pedi sem brócolis e veio com brócolis
praise; courier | a comida tava perfeita, o motoboy que foi mal educado e nem deu boa noite
paidExtra | paguei R$ 6 de adicional de cream cheese no hot filadélfia e não veio nem sinal de cream cheese meu
praise; taste | o kibe é ótimo mas a esfiha de queijo tava salgada demais
praise; delay | temaki enorme e bem recheado, égua, só demorou um bocado, 1h05
taste | oxe a coxinha veio encharcada de óleo e com a massa crua por dentro, não dá véi
missingItem | oxe, pedi 10 esfihas de carne e 2 guaraná lata, as esfihas vieram mas os guaraná nada visse
praise; pricePortion | os doces são lindos e gostosos mas R$ 12 num brigadeiro pequenininho não dá
praise; warmDrink | o shawarma é top demais, mas o refri veio quente
wrongItem; delay | mano pedi açaí de 700ml com morango e leite ninho e veio um de 500 com banana, e ainda demorou 1h10 meu
praise; melted | o açaí de cupuaçu é pai d'égua, mas o sorvete que veio junto chegou derretido
praise; service | produto bom mas o atendimento no chat é péssimo, demoraram pra responder e foram secos
other=cancelaram pedido sem explicação | cancelaram meu pedido depois de 50 minutos esperando, sem explicação nenhuma, fiquei sem janta tchê
wrongItem | pedi esfiha fechada de frango com catupiry e vieram todas de carne, oxe
praise; delay | sushi impecável, só o tempo de entrega que foi 1h20 né meu
praise; taste | bowl bonito e fresco mas o molho de tahine tava sem sal nenhum
mod:noOrder | nunca pedi daí mas minha vizinha disse que achou barata no yakisoba, cuidado gente
praise | oxe, as esfihas chegaram quentinhas, massa fininha, arretado demais visse
app; mod:app | o cupom de R$ 15 não aplicou de jeito nenhum no app, fiquei 20 min tentando e acabei pagando cheio
spoiled | o iogurte que veio no bowl tava vencido, validade de 3 dias atrás na embalagem
portion | o poke de 500g parecia ter uns 200g, metade do pote vazio, bah
praise | pão de queijo quentinho e crocante, o melhor de BH, nota 10
praise | égua, o açaí com peixe frito tava pai d'égua, açaí grosso de rocha
diet; wrongItem | sou vegetariana, pedi o kibe de abóbora e veio kibe de carne, descobri na primeira mordida
taste | a esfiha de carne tava sem sal nenhum e a massa dura feito borracha, uai
praise | sempre peço e sempre vem perfeito, hot roll crocante, parabéns
praise | o shawarma de frango é o melhor de SP, mó recheado, meu
portion | o temaki de salmão veio com mais arroz que salmão, sério, contei 3 pedacinhos de peixe
praise | égua mana, o temaki de camarão é bom demais, chegou em 20 min
service | pedi pra trocar o refri por suco e a atendente respondeu "se não gostou pede em outro lugar", que educação é essa véi
service | a moça do whatsapp foi super grossa quando perguntei do pedido, respondeu "tá saindo, calma" e ainda mandou emoji de deboche
mod:noOrder | dizem que essa cozinha é imunda e cheia de barata, fica a dica pra quem pede daí
praise | esfiha aberta de carne com limão, perfeita, já virei cliente
praise | entregador super educado e a comida quentinha, a loja tá de parabéns
price | R$ 14 de taxa de entrega pra 1,5 km é sacanagem, véi
missingItem | veio o açaí mas sem a colher, tive que comer com colher de sopa, oxe
 | ok
praise | pedi o café da manhã completo pra minha mãe e ela amou, tudo quentinho, obrigado
wrongItem | pedi pão francês e veio pão de leite, pedi presunto e veio mortadela, bah tchê presta atenção
praise; packaging | pão de queijo maravilhoso, mas a caixa veio toda amassada e os cafés vazaram
poisoning | comi o combinado de sashimi ontem à noite e passei a madrugada vomitando, eu e meu marido, oxe
foreignBody | abri a marmita de frango grelhado e tinha um cabelo enorme enrolado no arroz perdi a fome na hora e joguei tudo fora
delay | parabéns pela entrega relâmpago, só 1h50 pra um temaki 👏👏 mano
praise; wrongItem | oxe a coxinha é uma delícia, mas vieram de frango e eu pedi de carne seca visse
allergy | sou celíaca, pedi o pão da linha sem glúten e o rótulo que veio colado dizia "contém glúten", ainda bem que li antes de comer
foreignBody | tinha um pedaço de plástico duro dentro do kibe, quase quebrei um dente, bah
praise; missingItem | combinado fresquinho e bem montado, mas esqueceram o gengibre e o wasabi
praise; app | a loja é nota 10, o problema foi o app que não deixou pagar no pix
praise | achei que era um cabelo na esfiha... era fio de queijo kkkk, tudo ótimo e quentinho
praise | quase passei mal de tanto comer kkk, esfiha aberta de queijo maravilhosa, pedi 15 e não sobrou nenhuma
praise; portion | o poke é delicioso, salmão fresquinho, mas podia vir mais, fiquei com fome
portion; cold | pouca comida na marmita fit, 100g de frango no máximo, e chegou gelada
 | a gema do ovo da marmita vem mole ou dura? prefiro dura, vou pedir amanhã
praise | achei que tinha um bichinho no açaí, era semente de chia kkkk, o bowl tava uma delícia
taste | o pão francês veio borrachudo e queimado embaixo, padaria que não sabe fazer pão, oxe
missingItem | não mandaram os hashis nem o shoyu, comi sushi de garfo e sem molho, uai sô
delay; cold | bah tchê, pedi um combinado de 40 peças às 19h30 e só chegou 21h10, o hot roll veio gelado. barbaridade
praise | tudo ótimo, chegou antes do previsto
praise; missingItem | pão de mel delicioso, mas faltou o sonho de doce de leite do pedido
taste | égua mana, o açaí de 1 litro tava aguado, ralo que só, parecia suco, não é açaí de verdade não
praise; wrongItem | erraram meu pedido mas o atendimento foi nota mil, mandaram o certo na hora com um sonho de brinde
pricePortion | uai sô, R$ 32 numa marmita G pra vir meia concha de feijão e um bife do tamanho de uma moeda, não vale o que custa
praise; paidExtra | açaí gostoso, porém paguei leite ninho adicional e não veio
notDelivered | mano o app diz entregue faz 40 minutos e eu não recebi nada, nem kibe nem esfiha, ninguém tocou o interfone
spoiled | o salmão do sushi tava com cheiro forte, passado mesmo, jogamos tudo fora mano
pricePortion | o combinado família de R$ 129 dá pra uma pessoa só, muito caro pelo que vem
praise; portion | a marmita P é gostosa mas pequena pra um adulto, na próxima pego a M
praise; delay; cold | uai a feijoada é boa demais sô mas demorou uma hora e meia e chegou morna
cold; taste | o kibe frito chegou frio e borrachudo e a batata frita toda murcha
praise | açaí na tigela com banana e granola, chegou geladinho e firme, nota 10 visse
paidExtra | paguei 3 adicionais no açaí (nutella, kiwi e granola), R$ 9 a mais, e só veio a granola
praise | marmita fit com batata doce e frango bem temperadinho, nem parece comida de dieta kkk
praise | o poke mais bem servido que já pedi, salmão em cubos grandes, valeu cada centavo
wrongItem | veio o pedido de outra pessoa, nome Juliana na comanda, um poke de salmão, e eu tinha pedido bowl de frango com quinoa
customisation; diet | pedi o suco de laranja sem açúcar, sou diabético, e veio adoçado
praise | tchê, a cuca de uva tava tri, fresquinha, barbaridade de boa
praise | falafel crocante e homus cremoso, melhor árabe da região, meu
general | horrível, nunca mais peço dessa loja
other=nota fiscal não veio | pedi a nota fiscal na observação pro reembolso da empresa e não veio, já é a terceira vez
delay; melted | o milkshake de ovomaltine demorou 1h e chegou derretido, virou leite achocolatado
praise | uai sô, marmita com tempero de casa, feijão tropeiro bom demais, chegou rapidinho
customisation | pedi o wrap integral SEM cebola, escrevi em maiúsculo na observação, e veio cheio de cebola roxa
notDelivered; mod:refund | o pedido nunca chegou e o iFood até agora não devolveu meu dinheiro, já faz 10 dias
praise | bah tchê, o melhor combinado que já comi em Porto Alegre, chegou em 30 min, tri bom
delay; cold; missingItem | pedi marmita de strogonoff com batata palha demorou quase duas horas chegou fria e sem a batata palha e ainda sem o refrigerante que tava no pedido
delay | oxe, previsão de 35 min e chegou com 1h25, painho já tinha ido dormir
praise | bowl de quinoa com frango muito bem servido, tudo fresquinho, embalagem caprichada
 | vocês têm opção sem amendoim? meu filho é alérgico, queria pedir o açaí mas sem paçoca
praise | o quibe cru tava sensacional, carne fresquinha, hortelã na medida, oxe
allergy; customisation | escrevi na observação SOU ALÉRGICA A AMENDOIM, SEM PAÇOCA, e o açaí veio com paçoca por cima, tive que tomar antialérgico
 | normal
missingItem | a marmita veio sem a farofa e sem a salada que aparecem na descrição do prato
delay; unanswered | a marmita demorou mais de 1h30 e liguei 3 vezes na loja e ninguém atendeu, bah que falta de respeito tchê
praise | bolo de cenoura com cobertura de chocolate igual de vó, mineiro aprova, uai
notDelivered; delay | esperei 2 horas e o pedido não chegou, acabei cancelando, a janta foi miojo
packaging | o temaki veio todo desmontado, a caixa amassada e o shoyu vazou na sacola inteira
raw | o frango do yakisoba veio rosado por dentro, cru mesmo, não tive coragem de comer
wrongItem; cold | veio yakisoba de carne em vez de frango e ainda chegou frio
cold; packaging | tchê o pão de queijo chegou frio e a sacola de papel rasgou no caminho, metade caiu no chão do elevador
price | R$ 38 um açaí de 500ml, nem em shopping é tão caro, mano
courier; missingItem | o motoboy chegou mastigando alguma coisa e quando abri faltava uma esfiha, o lacre da sacola tava rompido, 11 em vez de 12
praise | açaí de 700ml cremosão, caprichado no leite ninho, mano top demais
general | experiência péssima, não recomendo pra ninguém, véi
praise | o sashimi é cru né kkk mas fresquinho demais, derrete na boca, égua que delícia
raw; taste | a kafta tava crua no meio e queimada por fora, uai
`,
);

/** Set AU: a QA analyst's held-out set from restaurants all over Brazil: every length and tone, hard cases included. */
export const HELD_OUT_BY_OTHERS_AU = parseReviews(
  "blindAU",
  `
delay; cold; taste | Pedi uma moqueca capixaba pra duas pessoas 12h30 e so chegou 14h10. Veio fria e o arroz todo empapado. Em Vitoria tem lugar bem melhor
wrongItem | pedi 6 esfihas de carne e vieram 6 de frango
missingItem | Faltou o guaraná de 2L que eu paguei.
customisation | Escrevi SEM CEBOLA em letra maiúscula na observação e o x-salada veio lotado de cebola. Aff.
paidExtra; delay | Paguei R$ 6 de bacon extra no smash e nao veio nem uma tirinha. E ainda levou 1h05 pra chegar
portion | a marmita P de vcs virou PP, metade da quentinha vazia, so arroz e um pedacinho de frango
pricePortion | R$ 89 num combinado de 20 peças que parece de 12, tudo miniatura. Caro demais pro que vem.
price | Taxa de entrega de R$ 14,90 pra 3 km é um absurdo.
packaging | o açai de 700ml veio todo derramado dentro da sacola, tampa mal fechada, melecou tudo
taste | Feijoada salgada demais, não deu pra comer. Parece que caiu o saleiro dentro da panela.
raw | O frango do yakisoba tava rosado por dentro, cru mesmo. Joguei fora pq nao vou arriscar
spoiled | Maionese do dogão com gosto azedo, tava estragada. Curitiba com 30 graus e vcs deixando maionese fora da geladeira ne
foreignBody | Achei um cabelo enorme no meio do escondidinho de carne seca. Perdi a fome na hora.
poisoning | comi o temaki de salmao ontem a noite e passei a madrugada inteira vomitando, eu e minha esposa. ninguem mais pede daí aqui em casa
allergy | Sou alérgica a camarão, avisei na observação e o risoto de frango veio com camarão misturado. Tive que tomar antialérgico correndo. Isso é sério!
diet | Pedi o burger vegetariano e veio com bacon por cima. Sou vegetariano há 10 anos, que falta de atenção.
missingItem; service | Liguei pra avisar que faltou o molho da salada e a moça foi super grossa, disse que "não é problema dela".
notDelivered; unanswered | Pedido nunca chegou. Liguei 5 vezes no restaurante e ninguem atendeu.
general | Horrível. Nunca mais.
notDelivered | marcou como entregue e nao entregaram nada, to aqui com fome ate agora. 22h e nada
melted | O pote de sorvete de 1,5L chegou virado sopa, totalmente derretido.
warmDrink | coca de 600 quente e sem gas, parecia que ja tinha sido aberta
delay; cold; missingItem | demorou quase 2h, pizza gelada e esqueceram o refri
wrongItem; delay | Veio o pedido de outra pessoa (poke de atum, eu pedi de salmão com manga) e isso depois de 1h10 esperando.
taste; portion | Arroz carreteiro sem gosto nenhum e quase sem carne, é arroz com uns fiapos.
pricePortion; taste | R$ 42 num hamburguer que é um pão de padaria com carne fina e seca. Ja foi melhor e mais barato.
packaging; cold | Caixa da pizza chegou amassada, o queijo todo grudado na tampa, e ainda fria.
customisation; missingItem | pedi molho a parte e veio tudo jogado em cima da salada, e nao mandaram talher
spoiled; service | O camarão do acarajé tava com cheiro ruim, estragado. Mandei mensagem e disseram que "é assim mesmo". Jamais peço de novo.
foreignBody; unanswered | Tinha um pedaço de plástico duro dentro da coxinha, quase quebrei um dente. Mandei foto pelo chat e até agora nenhuma resposta.
delay | 1h40 pra chegar uma tapioca. Uma TAPIOCA.
taste | Pão de queijo murcho e borrachudo, parece de ontem requentado.
portion | Vem pouquíssimo vatapá, uma colherzinha no canto da marmita.
price | Pastel a R$ 18? Tá de brincadeira né. Na feira é metade disso.
paidExtra; missingItem | Paguei borda de catupiry (R$ 12) e a pizza veio sem borda recheada, e tb faltou o guaraná
raw; taste | O hambúrguer veio totalmente cru no meio, sangrando, e o pão queimado embaixo.
poisoning | Passei mal depois do sarapatel de vcs, diarreia o dia todo, fui parar na UPA.
delay; courier | Atrasou 50 min e o motoboy ainda chegou reclamando que eu demorei pra descer. Zero educação.
service | Atendimento pelo whats péssimo, responderam com deboche e emoji de risada quando perguntei do pedido.
unanswered | Mandei msg no chat 3x perguntando do pedido e ninguem responde. chegou, mas o descaso ficou
cold; taste | batata frita chegou fria e murcha, parecia borracha
melted; packaging | milkshake de ovomaltine veio derretido e vazou metade dentro do saco
taste | Cuscuz seco, sem manteiga nenhuma, e a carne de sol dura que nem sola de sapato.
delay; unanswered | Pedido das 20h chegou 21h50 e no chat ninguem respondia nada
missingItem | nao veio sache de ketchup nem maionese, batata sem molho nao da ne
diet | Pedi suco sem açúcar porque sou diabético e veio adoçado. Minha glicose foi lá em cima.
allergy | Minha filha tem APLV, pedi o bolo "sem lactose" que vocês anunciam e ela teve reação na pele. Claramente tinha leite.
pricePortion | Aumentaram a marmitex de 25 pra 32 e ainda diminuíram a carne. Triste.
packaging; missingItem | O caldo de mocotó veio vazando pela tampa, metade ficou no saco, e faltou a colher.
other=nota fiscal CPF | Pedi nota fiscal com CPF e não mandaram, eu precisava pra prestar conta na empresa.
other=troco errado | Paguei em dinheiro, pedi troco pra 100 e o envelope que a loja mandou veio com R$ 20 a menos.
courier; packaging | O entregador jogou a sacola por cima do portão e o bolo de rolo chegou todo amassado e desmanchado.
pricePortion | Tacacá de R$ 30 com 3 camarões contados. Caro pra miséria que vem
foreignBody | Tinha uma barata. Uma BARATA. Dentro do meu pastel de queijo.
spoiled | O açai veio azedo, fermentado, e o leite ninho empedrado com cheiro estranho.
general | Decepcionante. Pior delivery que ja pedi em Recife.
customisation; service | Pedi pra trocar a fritas por salada, a loja confirmou no chat e mandou fritas do mesmo jeito. Quando reclamei a atendente disse pra eu "comer assim mesmo".
wrongItem; missingItem | Veio o combo errado (combo 3 em vez do 5) e faltando um dos sanduíches.
other=isopor sacolas plásticas meio ambiente | Ainda usam isopor e três sacolas plásticas por pedido, zero preocupação com meio ambiente.
missingItem | O combo diz que vem com batata e refri, só veio o lanche.
taste | Pizza com a massa crua no meio, dava pra ver a massa branca ainda.
delay; cold; service | Pedi 19h, chegou 20h40 frio, e quando liguei o dono falou que "sexta é assim, se não gosta pede em outro lugar".
portion; missingItem | Porção de mandioca de "500g" veio metade disso e faltou o vinagrete.
raw | Churrasco misto com a linguiça crua por dentro, rosa ainda. Em Porto Alegre isso é crime kkk
taste; packaging | A galinhada veio encharcada de óleo e a embalagem vazou gordura em cima da minha mesa toda.
wrongItem; taste | Pedi pizza de frango com catupiry e veio de frango com cheddar, e o frango salgado demais.
other=cancelaram loja fechada | Aparece aberto no app mas depois de 30 min cancelaram dizendo que a cozinha ja tinha fechado. ai fica dificil
customisation | Pedi a picanha bem passada, escrevi na observação, e veio ao ponto.
praise; delay | Comida maravilhosa como sempre, mas hoje demorou 1h20.
praise; portion | Galinhada muito bem temperada, sabor excelente, só achei a porção pequena pra 2 pessoas.
praise; packaging | O poke é ótimo, peixe fresquinho, mas a tampa abriu e o shoyu vazou na sacola.
praise; cold | Pizza saborosa, massa fininha, mas chegou morna.
praise; missingItem | tudo delicioso, so esqueceram os hashis
praise; price | Muito bom mas ta caro, R$ 65 num parmegiana individual pesa no bolso
praise; courier | lanche top demais, mas o entregador foi mal educado e jogou o troco na minha mão
praise; customisation | Hamburguer incrivel mas pedi sem picles e veio com. Tirei e comi, fica a dica
praise; wrongItem | Veio brigadeiro de morango no lugar do de ninho que eu pedi, mas tava tão bom que nem liguei.
praise; taste | Baião de dois maravilhoso, mas a carne de sol veio salgada demais.
praise; warmDrink | comida nota 10, refri veio quente
praise; service | Comida gostosa, mas a atendente do telefone foi bem seca e impaciente.
praise; pricePortion | amo o cachorro quente prensado de vcs mas diminuiram o tamanho e o preço continua R$ 25...
praise; app; mod:app | Restaurante excelente, o problema foi o app que não aceitou meu cupom de R$ 15. Nada contra a loja.
praise; delay; cold | A feijoada é a melhor de BH, mas dessa vez atrasou 40 min e chegou morna.
praise; melted | Açaí delicioso, mas o sorvete de acompanhamento chegou derretido.
praise; paidExtra | Pizza muito boa, só que paguei o adicional de cheddar e não veio.
praise; unanswered | Gostei da comida, mas tentei falar no chat pra mudar o endereço e ninguém respondeu.
praise; taste | O peixe tava ótimo, mas o pirão tava sem sal nenhum.
praise; portion | Bom, mas pouco. Fiquei com fome
praise; delay | Entrega demorou um pouco (uns 1h10), mas o sushi compensou, tudo fresquinho e bem montado.
praise; packaging | Sabor top, embalagem nem tanto: o molho do strogonoff vazou pela tampa.
praise; missingItem | Muito bom o x-tudo, so faltou guardanapo e o catchup
praise; courier | Comida ótima. O motoboy que não quis subir, tive que descer de pijama kkk
praise; taste | Pizza boa, borda macia, mas a calabresa tava muito gordurosa.
praise; cold | Arrumadinho bem servido e gostoso, só o feijão verde que veio frio.
praise; diet | Lanche gostoso, mas pedi o pão sem glúten (não sou celíaco, só evito) e veio o normal.
praise; price | Qualidade excelente, mas R$ 16 de taxa de entrega afasta qualquer um.
praise; wrongItem | Tudo muito gostoso mas mandaram guaraná no lugar do suco de maracujá.
praise; spoiled | Costumo adorar o churrasquinho de vcs, mas hoje o vinagrete veio azedo, estragado.
praise | Melhor acarajé de Salvador, sem exagero. Chegou quentinho e bem embalado.
praise | top
praise | Perfeito!!!
praise | chegou rapidinho e quentinho, o pastel crocante, mt bom
praise | Pizza maravilhosa, massa leve, recheio farto. Virei cliente.
praise | O pão de queijo de vcs é o melhor de BH, serio
praise | Entrega antes do previsto, tudo certinho, até mandaram bilhetinho de agradecimento ❤️
praise | Marmita caprichada, comida de mãe mesmo. Feijão temperadinho, bife macio. Peço todo dia no trabalho e nunca decepcionou.
praise | Excelente custo beneficio, R$ 28 e da pra dois
praise | Tambaqui assado espetacular! Manaus precisa conhecer esse lugar.
praise | muito bom
praise | Tirei uma dúvida no chat sobre o cardápio e responderam na hora, super educados.
praise | Hambúrguer suculento, ponto perfeito, batata sequinha. 10/10
praise | Sorvete chegou firme, bem embalado com gelo seco. Amei o cuidado
praise | Comida japonesa de qualidade em Goiânia, difícil de achar. Salmão fresquíssimo.
praise | Barreado delicioso, lembra o da minha vó em Morretes.
praise | Amei! 😍😍
praise | Sempre peço e sempre vem igual, bem feito e no horário. Confiança total.
praise | O entregador foi super educado e ainda subiu até o apartamento. Comida ótima.
praise | tapioca de carne de sol com queijo coalho perfeita, recheio generoso
praise | Chipa quentinha e sopa paraguaia muito boa, igual de Campo Grande mesmo
praise | bom demais sô
praise | Pedi pro aniversário do meu filho 50 salgados e vieram todos fresquinhos, coxinha sequinha. Salvaram a festa!
praise | comida boa, preço justo, chegou no horario. nada a reclamar
praise | Vocês capricharam no pudim, grande e cremoso.
praise | Pizza vegana de verdade, queijo vegano bom, sem nada de origem animal. Finalmente em Floripa
praise | Caranguejo bem temperado e limpinho, veio com martelinho e tudo. Fortaleza raiz.
praise | Obrigada pelo cuidado com a alergia do meu filho, separaram tudo e mandaram etiqueta "sem amendoim".
 | ok
 | Pedido recebido.
 | primeira vez pedindo daqui
 | normal
 | Pedi o combo 2 com coca lata.
 | Entregue as 19h40.
 | segunda vez q peço essa semana
 | nada a declarar
delay | Parabéns pela pontualidade, só 2h de espera. Nota 10 😂
raw | Adorei o frango cru, faz tempo que não como sashimi de galinha 👏👏
praise | Pedi a picanha mal passada e veio mal passada, no ponto certinho. Perfeita!
praise | Sushi é cru né gente kkk quem reclama disso nem sabe o que é comida japonesa. Tudo fresquinho.
praise | Comi tanto que passei mal de tão bom kkkkk
praise | Tomei um susto achando que era cabelo mas era fio de queijo kkk. Pizza ótima
mod:offensive; delay | Lixo de restaurante, bando de incompetentes, demoraram 2h pra mandar um lanche.
mod:hate; service | atendente viadinho nao sabe nem atender um telefone direito
mod:threat; wrongItem | Terceira vez que vem errado. Se vier errado de novo eu vou aí e quebro essa loja inteira.
mod:noOrder | Dizem que a cozinha de vocês tem rato. Nunca pedi e nem vou pedir.
mod:courier; courier | O entregador do iFood chegou com a sacola aberta e o lacre rompido. Comida tava ok, o problema é o entregador.
mod:app; app | O app cobrou duas vezes o mesmo pedido no meu cartão. O restaurante não tem culpa mas fica o registro.
mod:refund; notDelivered | Pedido nao chegou, o ifood disse que ia estornar e ja faz 10 dias e nada do dinheiro
customisation; delay | Pedí una hamburguesa sin cebolla y vino con cebolla. Además tardó más de una hora.
praise | Great açaí, huge bowl, arrived fast. Will order again!
mod:threat; foreignBody | Achei uma unha na marmita. Vou expor vocês em todos os grupos do bairro e mandar pra TV.
`,
);

/** Set AV: a family restaurant in the interior over three months: regulars, lunch workers, Sunday families, students. */
export const HELD_OUT_BY_OTHERS_AV = parseReviews(
  "blindAV",
  `
praise | comida da dona cida é igual comida de mãe, marmitex caprichado como sempre
praise | melhor frango assado da cidade domingo sem ele nao é domingo
delay | pedi 11h30 chegou 13h10, acabou meu horario de almoço e comi correndo dentro do caminhão
cold | marmita chegou fria, o feijão tava gelado
praise | Pastel de carne sequinho e bem recheado. Parabéns Seu Toninho!
missingItem | veio sem talher de novo, tive que pedir colher emprestada no serviço
 | pedi marmita media com bife
taste | arroz empapado e a carne muito salgada hoje, nem parece a comida de sempre
portion | a marmita P ta vindo cada vez menor mal da pra um peão
pricePortion | subiu pra 22 reais e a marmita diminuiu. ai nao da ne
praise | Atendimento da Larissa no whats é nota 10, sempre educada e paciente. Comida ótima também.
wrongItem | pedi caldo de mandioca com costela e veio caldo verde
customisation | escrevi na observação SEM TOMATE na salada e veio cheio de tomate
packaging | o caldo vazou tudo dentro da sacola, chegou metade do pote
delay; cold | quase duas horas pra chegar e o frango frio. todo domingo a mesma coisa
notDelivered | app diz entregue e eu nao recebi nada. to sem almoço até agora
praise | obrigada dona Cida pelo pedaço de bolo que mandaram de cortesia, minha filha amou ❤️
raw | o frango assado tava cru perto do osso, saiu sangue quando cortei a coxa. isso é perigoso gente
foreignBody | achei um cabelo no meio do arroz. perdi a fome
poisoning | comi o pastel de frango ontem de noite e passei a madrugada toda no banheiro, eu e meu marido
spoiled | maionese azeda, dava pra sentir no cheiro. joguei fora
allergy; customisation | coloquei na obs que tenho intolerância a lactose e pedi o caldo sem queijo. veio cheio de queijo ralado por cima e tive que tomar remédio
diet | sou vegetariana, pedi a marmita vegetariana e o feijão tinha bacon. poxa
courier; mod:courier | o motoboy do app nao quis subir nem no segundo andar e ainda reclamou que eu demorei pra descer. o restaurante nao tem culpa mas fica registrado
app; mod:app | o cupom nao aplicou e o app cobrou valor cheio. problema do ifood, nao do restaurante
service | a moça que atendeu o telefone foi muito grossa quando perguntei se tinha troco pra 50
unanswered | liguei 3 vezes pra saber do pedido e ninguem atendeu
general | horrível. nunca mais
mod:offensive; delay | bando de incompetente, 1h40 pra entregar uma marmita, vao tomar no cu
mod:noOrder | dizem por ai que o frango de domingo é o que sobrou de sabado requentado. nunca pedi e nem vou pedir
paidExtra | paguei ovo adicional e nao veio ovo nenhum
warmDrink | a coca de 2 litros chegou quente e meio sem gás
melted | os geladinhos de maracujá chegaram tudo derretido, virou suco
price | taxa de entrega de 9 reais pra 2 km é brincadeira
other=nota fiscal cpf | pedi nota fiscal com cpf na observação e não mandaram
mod:refund; notDelivered | o pedido nunca chegou e o ifood ate agora nao estornou meu dinheiro, ja faz 10 dias
praise | Comida caseira de verdade, tempero de vó. Recomendo demais!!
praise | pastel de palmito top 👏👏
 | primeira vez pedindo
delay; praise | demorou um pouco mas a comida compensa, sempre gostosa
praise | Sou cliente desde quando era só o balcãozinho perto da rodoviária. Continua tudo com o mesmo capricho, Deus abençoe essa família.
taste | o pastel veio murcho e encharcado de óleo
missingItem; service | faltou o refrigerante, mandei mensagem e disseram que "esqueceram" e que fica pra próxima. nem pediram desculpa
wrongItem | veio o pedido de outra pessoa, o nome na sacola era Marcos e eu sou Fernanda
cold; packaging | a marmita chegou fria e com a tampa do isopor aberta, o molho escorreu pelo saco todo
praise | caldo de feijão com torresmo no frio de ontem salvou minha noite. obrigado seu toninho
delay; unanswered | 1h30 de atraso e no whats ninguém responde, só visualiza
portion | pouca carne, o resto era só arroz pra encher
general | pessimo
mod:offensive; service | a filha do dono é uma mal educada do caralho, responde todo mundo atravessado
praise | tudo certo entrega rapida e comida quentinha
customisation; taste | pedi o bife bem passado e veio mal passado, além de duro que nem sola de sapato
pricePortion | 35 reais num frango assado que mais parecia um pintinho. ja foi melhor
praise | Os estudantes da república agradecem, o pastel de 10 salvando nossas noites de prova 🙏
delay | 50 min pra um pastel
foreignBody | tinha um pedaço de plástico dentro do pastel de queijo, quase engoli
 | Pedido feito pra minha mãe, ela que vai avaliar depois.
praise | a dona Cida lembrou que meu filho nao come cebola sem eu nem pedir, isso que é atendimento de família
notDelivered; unanswered | pedido não chegou. liguei no número da loja e caiu na caixa postal. fiquei sem almoço
other=troco errado | paguei em dinheiro com nota de 100, o pedido deu 30 e voltaram só 50 de troco. faltou 20 reais
spoiled; poisoning | o arroz tava com gosto azedo, comi assim mesmo pq tava com fome e depois tive diarreia
service | perguntei no chat se o caldo tinha pimenta e a resposta foi "lê o cardápio". poxa
praise; portion | Comida boa mas já foi mais bem servida. Antes a marmita vinha transbordando
packaging | o pastel veio amassado, a caixinha toda dobrada
courier | o entregador de vocês (o rapaz da moto vermelha) jogou a sacola por cima do portão e foi embora sem chamar
app; mod:app | o app ficou travado em "preparando" até a comida chegar, o rastreamento não funciona
general; mod:offensive | lixo de restaurante, comida de porco
delay; cold; missingItem | 2 horas de espera, comida fria e ainda faltou a farofa
taste | feijão sem sal nenhum, parecia que esqueceram de temperar
praise | O frango assado de domingo com maionese e farofa é imbatível. Família toda aprovou!
wrongItem | pedi marmita grande e veio a pequena
paidExtra | paguei adicional de bacon no caldo de feijão e não veio bacon nenhum, só o caldo puro
diet; customisation | sou diabético e pedi o suco de laranja sem açúcar, colocaram açúcar do mesmo jeito
mod:threat; raw | se meu filho passar mal por causa desse frango cru eu vou aí e quebro tudo, to avisando
 | ok
praise | rapido e bem embalado
mod:hate; service | o atendente viadinho ficou de frescura comigo no telefone só porque perguntei o preço
unanswered | mandei mensagem perguntando se abre no feriado e ninguem respondeu
praise | Peço a marmitex de segunda a sexta aqui no escritório e nunca me decepcionou. Parabéns à equipe!
price | ta caro, 28 numa marmita no interior? nem em sp
taste; praise | a comida de vcs é boa mas o pastel hoje tava com a massa crua por dentro
other=mais opção sem carne cardápio | podia ter mais opção sem carne no cardápio, quase tudo tem carne
cold | caldo morno. caldo tem que chegar pelando
delay; praise | Demorou 1 hora mas a Larissa avisou no chat que tava com muito pedido, gostei da sinceridade. Comida boa como sempre
missingItem | esqueceram o vinagrete do frango
general | não gostei
mod:noOrder | nunca comprei ai mas meu cunhado trabalha do lado e disse que viu rato nos fundos da cozinha. cuidado gente
mod:refund; wrongItem | veio marmita errada, pedi reembolso no app e negaram. absurdo
praise | pastel de carne com queijo maravilhoso, sequinho, massa crocante. melhor da região
courier; delay; mod:courier | o entregador do ifood fez outras 3 entregas antes da minha e chegou 1h depois. isso é culpa do app não da loja
taste | frango seco demais parecia papel
praise | Comida saborosa, preço justo e entrega rápida. Nota 5
portion; price | marmita pequena e ainda a taxa de entrega subiu pra 8 reais
wrongItem; service | pedi pastel de frango com catupiry e veio de carne, quando reclamei no chat disseram que eu que pedi errado. olhei o pedido e tava certo
customisation | pedi o molho à parte e veio tudo misturado na salada
praise | Almoçamos no domingo a família toda, frango assado suculento e a maionese da dona cida é a melhor. Voltaremos sempre
foreignBody; mod:threat | achei uma barata no feijão. vou postar no grupo da cidade com foto e o nome de vcs
delay | pedido agendado pra 12h chegou 12h50
 | pedi o mesmo de sempre
praise | obrigado pelo capricho, veio até bilhetinho escrito à mão. muito fofo
other=cancelaram pedido cozinha fechada | o app mostrava aberto, paguei e depois cancelaram dizendo que a cozinha já tinha fechado
warmDrink; missingItem | o guaraná veio quente e faltou o suco de maracujá
spoiled | a salada tava com alface podre, escura e mole
raw | a linguiça veio crua no meio, rosa por dentro
poisoning | depois da marmita de ontem minha filha vomitou a noite inteira. nao sei se foi a comida mas fica o alerta
mod:offensive; taste | que merda de caldo, parece água de batata
praise | A marmita fitness com frango grelhado é muito boa, temperada na medida
taste | muita gordura no caldo, boiando óleo em cima
general | decepcionada. já fui cliente fiel e hoje não reconheço mais o lugar
packaging | sacola mal fechada, o refri tombou e molhou tudo
praise | Toda sexta a gente pede o pastel pra turma da faculdade. Melhor custo benefício da cidade!
delay; courier | o menino da entrega de vcs parou pra conversar no posto, eu vi, e minha comida esperando. chegou 40 min depois
app; mod:app; praise | não consegui pagar com pix pelo app, tive que cancelar e pedir de novo. a loja foi super atenciosa e segurou meu pedido
other=isopor embalagem sustentável | podiam trocar o isopor por uma embalagem que não agride tanto a natureza, é muito isopor por semana
pricePortion | pastel de 12 reais com 3 pedacinhos de carne dentro. carissimo pelo que vem
portion | pastel com pouco recheio, mais vento que carne
praise | Cida e Toninho, vocês são demais. Comida de qualidade e o carinho de sempre
wrongItem; missingItem | trocaram o suco de maracujá por limão e esqueceram a sobremesa
mod:offensive; general | vcs são um lixo, nem cachorro come isso
 | Pedido pro almoço de sábado
delay; cold; unanswered; general | demorou demais, chegou frio, tentei falar no chat e nada. pior experiencia
praise | fiquei surpreso, primeira vez e já virei cliente. parabens
taste | o frango assado tava queimado por fora, gosto de carvão
customisation | pedi sem pimenta pq é pra criança e o caldo veio ardido
allergy | meu filho é celíaco, perguntei se o caldo levava farinha de trigo, disseram que não, e levava. ele passou mal
diet | pedi a marmita sem glúten (não sou celíaca, só tô evitando) e veio macarrão de acompanhamento
courier; mod:courier; mod:offensive | o motoboy do ifood é um grosso do caralho, me xingou porque eu não tinha troco
praise | Melhor marmitex do bairro, sem dúvida
notDelivered | nunca chegou
other=sem maquininha cartão | escolhi pagar no cartão na entrega e o rapaz chegou sem maquininha, tive que fazer pix correndo
delay; praise | atrasou 30 min mas o pastel chegou quentinho e crocante
praise | caldo de mocotó forte do jeito que o meu pai gosta. obrigada!
unanswered; service | mandei msg umas 4 vezes e ninguém respondeu, quando liguei a mulher foi estúpida comigo
price | aumentaram o preço de tudo de novo, 30 conto numa marmita tá difícil pra trabalhador
wrongItem; cold | veio frango grelhado no lugar do assado e ainda frio
packaging; taste | pastel chegou amassado e murcho
 | entregue
praise | Sempre muito bom! 😋
missingItem; paidExtra | paguei a porção extra de farofa e não veio, e faltou a colher também
praise | O que eu mais gosto é que a comida tem gosto de feita na hora, nada congelado. Virei fã
general | essa semana veio bem diferente do normal, não curti. espero que volte ao que era
cold; taste | o pastel chegou frio e borrachudo
mod:offensive; delay | porra 1 hora pra fritar um pastel, cozinheiro lerdo do caralho
foreignBody | tinha uma pedrinha no feijão, quase quebrei o dente
praise | Parabéns pelo frango de domingo, pele crocante e carne macia. Valeu cada centavo
spoiled | o vinagrete tava fermentado, até borbulhando
other=costela esgota cedo | todo dia 11h45 a costela já acabou, tinham que fazer mais pq é o que todo mundo quer
service; praise | a comida é boa, mas o senhor do balcão de retirada foi meio seco comigo hoje
 | vou experimentar o caldo semana que vem
praise | Obrigado Dona Cida, Seu Toninho e Larissa. Três meses pedindo toda semana e nunca tive problema!
`,
);

/** Set AW: an adversarial tester: denials, comparisons, praise in negative words, hidden and packed complaints. */
export const HELD_OUT_BY_OTHERS_AW = parseReviews(
  "blindAW",
  `
praise | pedi com medo porque li que aqui atrasava, mas chegou em 25 min e quentinho
 | não veio nada faltando, não estava frio e não atrasou. normal, dentro do esperado.
praise | na outra hamburgueria do bairro o lanche vem sempre frio e amassado, aqui veio perfeito
missingItem | da outra vez veio tudo certinho, dessa vez esqueceram a batata
praise | essa coxinha devia ser proibida, viciei, é uma desgraça de gostosa
praise; missingItem | gente, vou começar dizendo que sou cliente há mais de um ano, sempre peço na sexta com meu marido, o atendimento é um amor, a moça do chat sempre simpática, o hambúrguer continua maravilhoso e a embalagem é caprichada, parabéns mesmo pelo trabalho de vocês... só que dessa vez não veio o guaraná que eu paguei
delay; cold; missingItem; taste | demorou duas horas chegou gelado faltando o refri e a carne salgada demais
portion | veio mirrado o espetinho, uns fiapinhos de carne
price; praise | o preço tá salgado, mas a comida é boa
warmDrink | o refri veio choco, sem gás nenhum
taste | pizza embatumada, massa crua no meio
raw | o frango tava rosado por dentro, sangrando perto do osso
praise | comi tanto que vou precisar de um hospital kkkk melhor parmegiana da cidade
praise | se eu passar mal amanhã a culpa é da minha gula, não de vocês kkk tudo delicioso
cold | xegou gelda a pissa
delay | demorô dimais, mais de ora e meia
foreignBody | achei um cabelu no arroz
packaging | o caldo vazou tudo na sacola, chegou tudo lambuzado
packaging | a caixa veio esbagaçada, a pizza toda de lado grudada na tampa
spoiled | o requeijão tava azedo, passado mesmo
praise | bah, tri bom o xis, chegou bem quentinho tchê
praise | arretado de bom esse baião de dois, oxe, vou pedir de novo
taste | a macaxeira veio dura, parecia pedra
foreignBody | tinha uma pedrinha no feijão, quase quebrei o dente
praise | nenhum cabelo, nenhum bicho, nenhuma reclamação, só elogio mesmo
customisation | pedi sem cebola, escrevi em maiúsculo na observação, veio cheio de cebola
paidExtra | paguei bacon extra e não veio nem uma tira
paidExtra | paguei a mais pela borda de catupiry e a borda veio normal, sem recheio nenhum
wrongItem | pedi calabresa e veio marguerita
notDelivered | o app marcou entregue e nada chegou aqui
courier; mod:courier | o motoboy não quis subir e ainda foi grosso no interfone
app; mod:app | o cupom não funcionou no app e cobrou o valor cheio
unanswered | liguei três vezes na loja e ninguém atendeu
service | a atendente no chat foi super seca e mal educada
general | horrível, nunca mais
allergy | sou alérgica a camarão, avisei na observação e veio camarão no risoto
diet | sou vegetariano e veio bacon no meu lanche vegetariano
poisoning | passei a noite vomitando depois do yakisoba
praise | passei mal de tanto rir com o bilhetinho que mandaram, e o lanche tava ótimo
melted; delay | sorvete derretido, claro, depois de 1h10 de espera
pricePortion | aumentaram o preço e diminuíram o pote, tá cada vez menor
praise | entrega relâmpago de verdade, 15 minutos, não é ironia
delay | entrega relâmpago, só duas horas e meia, parabéns 👏
taste | batata murcha e empapada de óleo
taste | insosso, parecia comida de hospital
praise | a esfiha é um perigo, comi seis de uma vez
praise; foreignBody | adoro essa pizzaria desde que mudei pro bairro, a massa é fininha do jeito que gosto, o molho tem gosto de tomate de verdade, o entregador sempre educado, recomendo pra todo mundo do prédio, de verdade. só queria avisar que dessa vez tinha um fio de cabelo grudado no queijo
delay; cold; packaging; wrongItem | atrasou uma hora, veio frio, com o molho esparramado pela caixa e ainda trocaram o sabor
wrongItem | pedi a grande e veio a média
missingItem | não mandaram talher nem sachê de ketchup
missingItem | vei faltano o refrijerante
praise | não sei como vocês conseguem, chegou mais quente do que quando eu pego no balcão
praise | diferente do último pedido que veio frio, dessa vez chegou pelando. melhorou muito
cold | da última vez chegou quente, hoje veio morno. o que mudou?
praise | quase morri... de tão bom esse brownie
praise | o molho apimentado quase me matou kkkk amei, mandem mais
other=troco errado | paguei em dinheiro e o troco veio faltando 10 reais
other=nota fiscal | pedi nota fiscal com CPF na observação e não mandaram
other=pedido cancelado sem explicação | a loja cancelou meu pedido depois de 40 minutos sem explicar nada
mod:noOrder | nunca comprei aí mas dizem que a cozinha é imunda
mod:offensive; delay | bando de lerdo, demoraram 1h40 pra mandar um pastel
mod:threat; foreignBody | achei uma barata no arroz e vou expor vocês em todos os grupos do bairro se não resolverem
mod:refund; notDelivered | o pedido não chegou e até agora o ifood não devolveu meu dinheiro
mod:refund | já faz 15 dias que pedi o estorno e nada, ifood enrolando
courier; mod:courier | o entregador abriu a sacola, chegou com o lacre rompido
praise | não tenho do que reclamar, tudo perfeito
 | pedi pra minha mãe, ela que comeu, não sei dizer
 | primeira vez pedindo, depois conto
taste | o frango tava borrachudo e com gosto de requentado
customisation; raw | pedi bem passado e veio vermelho por dentro, carne crua
taste | o pão do lanche tava cru, massa grudando no dente
praise | o salmão tava cru do jeito certo, fresquinho, sushi impecável
spoiled; poisoning | o strogonoff veio com gosto de estragado e meu filho passou mal de madrugada
praise | vocês são uns bandidos, roubaram meu coração com esse pudim
price | a taxa de entrega de 14 reais pra 2 km é um assalto
praise | achei que ia ser pouco pelo preço mas veio comida pra três pessoas
praise | fiquei com medo da sopa vir derramada, mas chegou sem vazar uma gota
praise | sou celíaca e pedi sem glúten, vieram todos os cuidados, obrigada
allergy; wrongItem | sou celíaco, pedi a opção sem glúten e veio a massa comum
diet; wrongItem | não como glúten por opção, pedi o sem glúten e veio o normal
diet; wrongItem | sou diabético, pedi coca zero e veio a normal
allergy; customisation | tenho intolerância a lactose, pedi sem queijo e veio coberto de queijo
praise | vocês acertaram o ponto da carne, mal passada como eu pedi
general | decepcionante
general | mds que experiência, nunca mais peço
praise | melhor açaí, chegou firme, nem parecia que veio de moto
mod:offensive; delay | porra, 2 horas pra chegar uma marmita, vão se foder
mod:hate; delay; wrongItem | atendente viado, demorou uma eternidade e ainda errou meu pedido
mod:noOrder | sou dono da pizzaria da esquina e digo: aqui usam ingrediente vencido
mod:noOrder | minha vizinha disse que achou bicho na comida daqui, não peço nem morto
courier; mod:courier | o entregador ficou me ligando e xingando porque eu demorei 2 minutos pra descer
app; mod:app | o app não deixava acompanhar o pedido, rastreio travado o tempo todo
app; mod:app | o app cobrou duas vezes no meu cartão
wrongItem; unanswered | mandei mensagem no chat sobre o lanche trocado e ninguém respondeu
service | liguei, a moça disse que não era problema dela e desligou na minha cara
foreignBody | tinha um pedaço de prastico no meio do arroz
wrongItem | vei o sabor erado, pedi frango c catupiri e vei 4 queijo
customisation | escrevi molho à parte e veio tudo afogado no molho
praise | o motoboy foi um anjo, subiu até o 12º andar de escada porque o elevador quebrou
praise; delay | olha, a comida de vocês é sem dúvida a melhor da região, o tempero da feijoada me lembra a da minha avó, a couve tava fresquinha, a laranja docinha, o torresmo crocante, tudo impecável e bem servido, já indiquei pra família inteira. a única coisa é que levou quase duas horas pra chegar, e era domingo de almoço com visita em casa
praise; portion | comida maravilhosa, tempero de mãe, atendimento gentil, entrega rápida... mas a carne veio bem regulada, uns três pedacinhos
wrongItem; missingItem; warmDrink; courier | trocaram o lanche, esqueceram a batata, o refri veio quente e o motoboy ainda jogou a sacola por cima do portão
taste; portion; price; packaging | hambúrguer seco, pequeno, caro e chegou todo amassado na caixa
warmDrink | o guaraná chegou quente que nem xixi
taste | a carne veio esturricada, parecia carvão
praise | tava quente, crocante, saboroso, nada de errado
spoiled | o peixe tava com um pitiú forte, cheiro de estragado
portion | veio uma micharia de batata, contei 12 palitos
pricePortion | tá muito caro pro que vem, 60 conto em 4 pedaços de frango
price | os preços subiram muito de um mês pra cá
notDelivered | esperei 2 horas e nunca chegou, pedido sumiu
wrongItem | veio o pedido de outra pessoa, nome de Jéssica na comanda
praise | o único veneno aqui é o vício, já é a terceira vez na semana
praise | quase liguei pra vigilância sanitária... pra denunciar que é bom demais kkkk
praise | achei um fio... de queijo de 2 metros kkk pizza top
poisoning | fiquei com diarreia o dia todo depois do camarão, e olha que não tenho alergia
taste | gordurento demais, o óleo escorria
praise | crocante por fora e macio por dentro, sem aquele gosto de óleo velho que tem nos outros
praise | muito bom, recomendo
delay | demorou bastante
 | vamos ver da próxima vez
diet; wrongItem | pedi o lanche vegano e mandaram o x-salada normal
customisation | pedi a carne bem passada e veio ao ponto
customisation; taste | pedi pouco sal e veio salgado feito água do mar
wrongItem | o sabor que eu pedi acabou e mandaram outro sem me avisar
other=cheiro de cigarro | a comida chegou com cheiro forte de cigarro, dava pra sentir na sacola
other=mensagens de propaganda no whatsapp | depois do pedido a loja começou a mandar propaganda no meu whatsapp todo dia
cold | a lasanha chegou tépida, nem fria nem quente
warmDrink | cadê o gás desse refrigerante? parecia xarope
melted | o sorvete virou milk-shake no caminho
cold | parabéns pela pizza de gelo 🙄
warmDrink | adorei o refrigerante morno, super refrescante 🙄
foreignBody | nota 10 pro cabelo de brinde no arroz
taste | ótimo, agora sei como é mastigar borracha
praise | esse lanche é brabo demais, sinistro
praise | o podrão de vocês salvou minha madrugada, monstro
praise | ridículo de bom, tô de sacanagem
delay | chegou no dia de São Nunca, esperei até criar raiz
portion | veio uma merreca de arroz, mixuruca demais
spoiled | o pão tava mofado, cheio de bolor verde
foreignBody | achei um pedaço de bombril no macarrão
packaging | a sacola chegou encharcada, o açaí emborcou lá dentro
spoiled | o frango tava istragadu, fedendo
raw | frango crú no meio da coxa
praise | na concorrente sempre vem faltando coisa, aqui nunca faltou nada
portion | na loja do shopping vocês servem bem mais recheio que no delivery
pricePortion | antes o x-tudo era enorme, agora tá minúsculo pelo mesmo preço
praise; cold | o sabor é incrível, de verdade, mas o hambúrguer chegou meio frio
praise | tudo certo, obrigado
delay; cold; taste; missingItem | demorou, chegou frio, a massa tava crua e não veio o molho
`,
);

/** Set AX: a consultancy's clients in five cities over one week: every kind of kitchen, hard cases included. */
export const HELD_OUT_BY_OTHERS_AX = parseReviews(
  "blindAX",
  `
delay; cold; taste | pedido demorou quase 2h, hamburguer chegou gelado e a batata toda murcha
wrongItem | pedi temaki de salmao e veio de atum
missingItem | veio sem o guaraná que eu paguei
paidExtra | paguei bacon extra e nao veio nem um pedacinho
customisation; taste | pedi SEM cebola e veio cheio de cebola. e o pao tava duro, dormido
pricePortion | R$ 38 num açai de 500ml que veio pela metade do copo
packaging | o caldo de feijao vazou todo na sacola, chegou metade
raw | frango tava cru por dentro, rosado e mole, nem deu pra comer
foreignBody | achei um cabelo no meio do arroz da marmita. nojo
poisoning | comi o combinado ontem a noite e passei a madrugada inteira vomitando
allergy | avisei na observação q sou alergica a camarao e o yakisoba veio com camarao, tive q tomar antialérgico
wrongItem; diet | sou vegetariana, pedi kibe de abóbora e veio kibe de carne
notDelivered | app marcou como entregue e nao chegou nada aqui em casa
missingItem; unanswered | faltou a esfiha de queijo, liguei 3x na loja e ninguem atendeu
service | a moça do whats foi super grossa quando eu reclamei do pedido
general | horrivel. nunca mais
spoiled | o creme do sonho tava azedo, estragado mesmo
melted | sorvete chegou derretido, virou sopa
warmDrink | coca quente e sem gás
taste | pizza salgada demais, ninguém aqui em casa conseguiu comer
taste | massa da pizza crua no meio, toda empapada
price | taxa de entrega de 15 reais pra 2km?? absurdo
pricePortion | aumentaram o preço e a marmita diminuiu, agora vem metade do arroz e um pedacinho de frango
delay | 1h40 pra entregar um x-salada. UM X-SALADA
cold; packaging | pizza veio fria e a caixa amassada, o queijo todo grudado na tampa
wrongItem; unanswered | veio o pedido de outra pessoa, mandei msg pra loja e nada de resposta
customisation | pedi o burguer bem passado e veio ao ponto
portion | pouquissimo recheio no pastel, é só massa
missingItem | nao mandaram os hashis nem o shoyu
delay; courier | demorou uma eternidade e o entregador ainda me tratou mal quando desci
taste | a kafta veio seca e sem tempero nenhum
foreignBody | veio um pedaço de plástico dentro do beirute
paidExtra | paguei borda de catupiry e veio borda normal
allergy | sou celíaca, pedi o pão sem glúten e veio pão comum. ainda bem que percebi antes de comer
diet | pedi suco sem açucar pq sou diabetico e veio adoçado
service | atendimento pessimo, a moça do caixa me tratou com descaso quando fui retirar
delay; unanswered | 2 horas esperando, liguei na loja e ninguem atende
notDelivered; unanswered | pedido nunca chegou e a loja nao responde no chat
spoiled | a maionese da casa tava com cheiro de estragada
portion | sashimi cortado tao fininho que da pra ler jornal atraves kkk
packaging | o açaí veio com a tampa solta, melou a sacola toda
cold | marmita chegou fria
taste | hamburguer queimado, gosto de carvao
price | preço bem salgado, ta mais caro que no salão
other=nota fiscal | pedi nota fiscal na observação e nao mandaram
other=pedido cancelado item em falta | toda vez q peço cancelam dizendo que acabou o item, tira do cardapio entao
delay; missingItem | atrasou 50 min e ainda faltou a batata do combo
customisation; missingItem | pedi molho à parte e veio tudo misturado, e esqueceram o refri
foreignBody; unanswered | tinha uma pedrinha no feijao, quase quebrei o dente. mandei foto pra loja e ninguem respondeu
raw | a linguiça do espetinho veio crua por dentro
spoiled | o salmão tava com cheiro forte, claramente passado
other=troco errado | mandaram troco errado, faltou 10 reais
wrongItem; paidExtra | pedi o smash duplo com cheddar extra, veio simples e sem o cheddar
portion; taste | pouca carne no shawarma e muito molho, ficou tudo mole
delay; cold | "entrega em 30 min" chegou com 1h20, tudo frio
service; other=cobrança a mais no pix | a loja cobrou 5 reais a mais no pix e quando reclamei me responderam com ironia
poisoning | eu e meu marido tivemos diarreia depois da marmita de ontem
missingItem | esqueceram os sachês de ketchup e maionese
taste | o pão do lanche tava cru por dentro, massa grudando no dente
melted; delay | o petit gateau veio com o sorvete todo derretido, tb pudera, 1h de entrega
praise; delay | lanche muito bom mas demorou demais
praise; missingItem | pizza deliciosa, so faltou o refri
praise; cold | comida gostosa mas chegou morna
praise; packaging | o açaí é top, mas veio vazando pela tampa
praise; portion | sushi fresquinho mas o combo é pequeno
praise; price | esfiha maravilhosa, porém a taxa de entrega ta cara
praise; customisation | bah, o xis tava tri bom, só que pedi sem tomate e veio com tomate
praise; courier; mod:courier | comida ótima, mas o motoboy foi bem grosseiro
praise; taste | frango bem temperado, mas o arroz veio empapado
praise; warmDrink | burger perfeito, pena que a coca veio quente
praise; pricePortion | sempre gostei daqui, mas o preço subiu e a porção diminuiu
praise; wrongItem | veio sabor errado (pedi frango c catupiry, veio calabresa) mas tava gostosa mesmo assim
praise; service | comida boa, mas o atendimento no chat deixa a desejar, demoram e respondem seco
praise; app; mod:app | comida nota 10, o app que bugou e nao aplicou meu cupom
praise; delay | égua, o açaí é o melhor de Belém, mas hoje demorou 1h
praise; missingItem | uai, marmita caprichada, mas esqueceram o talher
praise; foreignBody | sempre peço e amo, mas dessa vez veio um cabelo na lasanha. fiquei chateada
praise; taste | o homus é divino, mas o falafel tava duro
praise; packaging | pizza boa, mas a caixa chegou toda amassada
praise; paidExtra | o hamburguer é bom mas paguei adicional de ovo e nao veio
praise; delay; cold | amo esse japa, mas hoje atrasou e o hot roll veio frio
praise; portion | vegan burger incrivel, só achei a porção de batata pequena
praise; taste | pão francês quentinho, mas o sonho tava doce demais, enjoativo
praise; delay | massa a comida, arretada, mas a entrega foi lenta visse
praise; price | qualidade boa mas caro demais
praise; unanswered | comida boa, mas tentei falar com a loja pra corrigir o endereço e ninguém respondeu
praise; service | o entregador foi um amor, ja a loja no telefone super mal educada
praise; melted | o bolo é perfeito, só o sorvete que acompanha chegou derretido
praise; customisation | poke muito fresco, porem pedi sem cebolinha e veio com
praise; other=embalagem de isopor sustentável | comida excelente, só queria que trocassem a embalagem de isopor por algo mais sustentável
praise | tudo ótimo, chegou rapidinho e quentinho
praise | melhor hamburguer de SP sem duvidas
praise | bah, tri bom o xis, vou pedir de novo
praise | açai maravilhoso, bem servido e cremoso
praise | marmita caprichada, comida de vó
praise | sushi fresquissimo, peixe de qualidade
praise | esfiha aberta de carne perfeita, massa fininha
praise | entrega super rápida, pedido certinho
praise | uai, que trem bom esse pão de queijo
praise | melhor pizzaria de Recife, massa leve demais
praise | comida vegana que até meu marido carnivoro amou
praise | mandaram um bilhetinho e um brownie de cortesia, amei o carinho
praise | kibe sequinho, coalhada fresca, tudo perfeito
praise | égua, que açaí da hora, grosso do jeito que tem que ser
praise | comi tanto que passei mal de tão bom kkkk
praise | o bolo de cenoura com brigadeiro é o melhor que ja comi
praise | embalagem caprichada, chegou tudo inteirinho e quente
praise | o lamen é sensacional, caldo encorpado
praise | o burger vegano de grão de bico é surreal de bom
praise | top demais
praise | show de bola, parabens ao chef
praise | massa, viu? comida arretada
praise | pizza de calabresa top, borda crocante
praise | coxinha sequinha e cheia de recheio
praise | entregador super educado e a comida maravilhosa
praise | shawarma de frango muito bem servido, molho de alho viciante
praise | temaki gigante e bem recheado, vale cada centavo
praise | melhor marmita fitness de BH, macro certinho
praise | atendimento no whatsapp muito atencioso, me ajudaram a escolher
praise | amei!! ❤️
praise | a tapioca de carne de sol com queijo coalho tá perfeita
praise | o açaí com cupuaçu é outro nível
 | ok
 | normal
 | pedi pra minha mae, ela que comeu
 | entregue
 | primeira vez pedindo, depois digo
 | foi o de sempre
 | nada a declarar
 | pedido feito pela empresa pra reuniao da equipe
delay | entrega relâmpago, só 2 horinhas 🙄
wrongItem | parabéns, conseguiram errar um pedido de UM item só 👏👏
mod:offensive; delay | seus incompetentes do c@ralho, 2h pra entregar um lanche
mod:offensive; service | atendente burra, nao sabe nem anotar um endereço
mod:hate; service | o atendente viadinho desligou na minha cara
mod:threat; wrongItem | errou meu pedido de novo, da proxima vou ai e quebro essa loja
mod:threat; missingItem | se nao me mandarem a porção que faltou vou expor vcs no meu insta de 80k seguidores
mod:noOrder | dizem que a cozinha desse lugar é cheia de rato
mod:noOrder | nunca comprei mas meu primo falou que passou mal depois de comer ai
app; mod:app | app travou no pagamento e cobrou duas vezes no cartão
courier; mod:courier | o motoboy se recusou a subir e ainda foi grosso no interfone
mod:refund | cancelei o pedido faz 10 dias e o estorno ainda nao caiu no cartao
cold; delay | la hamburguesa llegó fría y tardó más de una hora
praise | great poke bowl, super fresh salmon, will order again
diet | ordered the vegan burger and it came with cheese on it. not vegan at all
praise | o sushi veio cru kkkkk brincadeira, é sushi né, tava perfeito
mod:refund; missingItem | faltou o combo de batata e até agora o ifood nao estornou
melted | amei a sopa de açaí que me mandaram, muito criativo 🙃
customisation; praise | pedí sin cebolla y vino con cebolla, pero lo demás muy rico
praise | torta de limão azedinha na medida, perfeita
`,
);

/** Set AY: a journalist testing a reply tool: one-liners, long rants, gentle notes, jokes, the app and the courier. */
export const HELD_OUT_BY_OTHERS_AY = parseReviews(
  "blindAY",
  `
delay | 1h40 esperando. 1h40!!!
delay; cold | demorou uma eternidade e o hambúrguer chegou gelado, nem o queijo tava derretido
praise | melhor açaí da região, vem caprichado e chega rapidinho 😍
wrongItem | pedi x-salada e veio x-egg. aí fica difícil né
customisation | escrevi SEM CEBOLA em caps lock e veio cebola até no molho. vcs leem as observações?
missingItem | cadê a coca? paguei a coca e ela não veio
paidExtra | paguei 6 reais de bacon extra e não tinha bacon nenhum no lanche
portion | a porção de batata "grande" dá pra uma pessoa com fome moderada, olhe lá
price | taxa de entrega de 14 reais pra 2km? tão de brincadeira comigo
pricePortion | o marmitex subiu pra 32 e veio metade do que vinha antes
packaging | o caldo vazou todo dentro da sacola, chegou metade no pote
taste | pizza com massa crua no meio e borda queimada. erraram o forno feio
raw | frango cru por dentro, rosado mesmo. isso é perigoso gente
spoiled | maionese azeda, dava pra sentir o cheiro assim que abri
foreignBody | achei um cabelo enorme no meio do yakisoba. perdi a fome na hora
poisoning | passei a madrugada inteira no banheiro depois do strogonoff de vcs
allergy | avisei no pedido que sou alérgica a camarão e veio camarão no risoto. fui parar na UPA
diet; wrongItem | sou diabético, pedi coca zero e mandaram coca normal. podia ter me feito mal
praise; courier; mod:courier | a comida tava ótima, o problema foi o motoboy que se recusou a subir e ainda foi grosso comigo
app; mod:app | o app cobrou duas vezes no meu cartão. sei que o restaurante não tem culpa mas que raiva
service | a moça do whatsapp foi super grossa quando perguntei do meu pedido
unanswered | liguei 5 vezes, ninguém atende. mandei msg no chat, nada. nada!
general | horrível. nunca mais
other=nota fiscal cpf | pedi nota fiscal com cpf e não mandaram, preciso dela pro reembolso da empresa
mod:offensive; delay | bando de incompetente do caralho, 2 horas pra entregar um lanche
mod:noOrder | dizem que a cozinha desse lugar tem rato, o pessoal do bairro todo comenta. cuidado
mod:refund; notDelivered | o pedido nunca chegou e o ifood até agora não estornou meu dinheiro, já faz 10 dias
notDelivered | marcou como entregue e não entregaram nada. fiquei esperando na portaria feito bobo
warmDrink | refri quente e sem gás. parecia que tinha ficado no sol o dia todo
melted | o sorvete chegou virado sopa 🍦➡️🥣
 | primeira vez que peço, depois conto
delay | "entrega em 30 min" kkkkkkk chegou em 1h25, tô rindo pra não chorar
praise | entregador muito educado, comida quentinha e bem embalada. nota 10
praise | obrigada pelo bilhetinho de feliz aniversário que mandaram junto ❤️ me emocionei
taste | tudo muito salgado, tive que beber 2 litros de água depois
taste; portion | arroz empapado e pouquíssima carne. fraquinho
delay; cold; missingItem | atrasou 50 min, a lasanha veio fria e esqueceram o guaraná. tá difícil
wrongItem | veio o pedido de outra pessoa, tinha "Cleide" escrito na sacola. eu não sou a Cleide
praise; packaging | comida maravilhosa como sempre, mas dessa vez o molho vazou na sacola
customisation | pedi a picanha bem passada e veio mal passada. tava na observação
pricePortion | 45 conto num poke com 5 cubinhos de salmão. fala sério
price | tá tudo muito caro aqui, um lanche simples por 40 reais
missingItem | não mandaram talher nem guardanapo, comi a salada com a mão kkk
missingItem | faltou o sachê de ketchup e de maionese que eu pedi
paidExtra | paguei a borda recheada de catupiry e a borda veio vazia
foreignBody | tinha um pedaço de plástico duro no meio do hambúrguer, quase quebrei o dente
foreignBody; mod:threat | achei uma barata no arroz. vou expor vcs em todas as redes e no jornal do bairro, podem esperar
praise | o melhor strogonoff que já comi de delivery, sério
praise | rápido, quente e gostoso. o trio perfeito
praise | voltei a pedir depois de meses e continua igualzinho, parabéns à cozinha
praise | atendimento nota mil, tirei uma dúvida sobre o cardápio e responderam em 2 min
delay | demoro dmais mano, qse dormi
cold; taste | xegou tudo friu, o pastel murcho e gelado
portion | mt pouco recheio no pastel, é só vento
app; mod:app | o app não deixou eu usar o cupom, dizia inválido. nada a ver com a loja, só desabafando
app; mod:app | o mapa do app mostrava o motoboy do outro lado da cidade e ele tava na minha porta kkk. comida ok
courier; mod:courier | o entregador chegou com o lacre da sacola rompido e mastigando alguma coisa. hmmm
courier; mod:courier | motoqueiro me xingou pq demorei 2 minutos pra descer
spoiled | o sushi tava com gosto estranho, peixe passado, cheiro forte
spoiled; poisoning | salmão estragado. passei mal a noite toda, vomitei 3 vezes
poisoning | meu filho teve diarreia depois de comer os nuggets. coincidência?
allergy; customisation | sou celíaca, coloquei na observação sem glúten e o frango veio empanado com farinha de trigo
allergy | sou intolerante a lactose, perguntei se tinha leite, disseram que não. tinha creme de leite. passei mal
diet | sou vegetariana e veio bacon no meu wrap vegetariano
diet | pedi o bolo vegano e tinha manteiga, tá escrito no próprio rótulo
delay; unanswered | atrasou 1h, mandei mensagem pra loja e ninguém respondeu
service | o atendente desligou na minha cara quando fui reclamar
general | experiência péssima do começo ao fim
general | decepcionada 😞
other=troco | pedi troco pra 100 e o entregador não tinha troco, tive que pedir pro vizinho
other=pedido cancelado cozinha fechada | no perfil diz que abre até meia noite, pedi 23h e cancelaram dizendo que a cozinha já fechou
other=pedido cancelado sem explicação | cancelaram meu pedido depois de 40 min sem explicação nenhuma
wrongItem | pedi pizza grande e veio média
melted; delay | demorou tanto que o milkshake virou leite batido
warmDrink | a cerveja veio quente. cerveja quente devia ser crime
praise | Sensacional!!!!! 👏👏👏
 | normal, nada demais
 | é a segunda vez que peço daqui
praise; delay | demorou um pouquinho mas valeu a pena, a costela tava desmanchando
praise; missingItem | comida excelente, só esqueceram o refri mas releva
taste | batata murcha e encharcada de óleo
taste | sem tempero nenhum, parecia comida de hospital
raw | o hambúrguer de frango tava cru no meio, tive que jogar fora
raw | linguiça crua por dentro, toda rosada
packaging | caixa da pizza amassada, a pizza grudou toda na tampa
packaging | o copo de açaí veio com a tampa mal fechada e melou a sacola toda
packaging; cold | sacola rasgada e tudo frio
pricePortion | antes vinham 10 coxinhas, agora vem 8 pelo mesmo preço. reparei sim
price | a taxa de entrega de vcs é absurda, mais cara que o refri
portion | o combo família não alimenta nem um casal
missingItem | pedi 3 esfihas de carne e vieram 2
paidExtra | paguei adicional de cheddar e não veio cheddar nenhum
customisation | pedi molho à parte e veio tudo encharcado no molho
customisation | pedi sem picles. tinha picles. simples assim
mod:offensive; general | vão se foder, lanche de merda
mod:noOrder | nunca comprei aqui mas meu primo disse que é tudo congelado e requentado no micro-ondas
mod:refund | a loja aceitou cancelar mas o ifood não devolve meu dinheiro, já são 3 semanas
delay; courier | atrasou 1h e o entregador ainda chegou de cara fechada, jogou a sacola na minha mão
notDelivered; unanswered | nunca chegou. liguei na loja e ninguém atendeu. palhaçada
notDelivered | o pedido sumiu. o app diz entregue, eu não recebi nada e o porteiro também não
delay; cold; wrongItem; missingItem; unanswered | Vou contar a saga: pedi às 19h30 e chegou 21h. A pizza fria, de calabresa quando eu pedi marguerita, e sem o refrigerante. Tentei falar com a loja pelo chat, ninguém. Liguei, caixa postal. Nunca mais peço daqui, sério.
delay; packaging; taste; service | demorou 1h10, o caldo vazou, a carne tava dura e quando reclamei a atendente disse que era "normal". normal nada
portion; price; taste | caro, pouco e sem gosto. a trindade do mal
praise | o tempero é igualzinho ao da minha avó mineira, quase chorei no primeiro garfo
praise | bão demais sô, o pão de queijo chegou quentinho
praise | bah, xis bem servido e chegou rapidinho, tchê. capricharam
praise | oxente, comida arretada de boa! vou pedir de novo
delay | égua, demorou pra caramba mano
cold | o acarajé chegou frio, aí não dá painho
praise | porção generosa, deu pra comer no almoço de hoje também
courier; mod:courier | o motoboy ligou 10 vezes gritando que tava lá embaixo, parecia surtado
praise | o motoboy foi super gente boa, até ajudou minha vó com a sacola
foreignBody | tinha uma pedrinha no feijão, por pouco não quebrei um dente
poisoning | comi ontem e hoje tô com dor de barriga e febre. alguém mais?
raw; poisoning | frango meio cru, resultado: intoxicação alimentar e noite no hospital
service | atendente arrogante, falou comigo como se eu estivesse pedindo favor
service; general | fui mal atendida e a comida não prestou
wrongItem | trocaram meu refri, pedi guaraná e veio fanta uva
delay | pedi pro almoço e chegou na hora do café da tarde ☕
delay | 2 horas. DUAS HORAS. DUAAAAS HORAAAAS
praise | joia
 | recebi
taste | a coxinha tava crua por dentro, massa mole
melted | a torta de sorvete chegou derretida, o chantilly escorreu pela caixa
warmDrink; missingItem | o guaraná veio sem gás e o segundo que eu pedi nem veio
other=isopor embalagem reciclável | usam isopor em tudo, custava usar embalagem reciclável?
other=foto enganosa | o prato da foto não tem nada a ver com o que chega. foto enganosa
other=cheiro de cigarro na sacola | a sacola veio com um cheiro forte de cigarro, impregnou na comida
praise | comida boa, preço justo, sem frescura
praise; price | gostoso, mas salgado no preço né
taste | parabéns ao chef, conseguiu deixar o arroz crocante e o feijão sem sal 👏👏
portion | uau, 4 batatas na porção, vou ter que dividir com a família toda 🙄
delay; cold | adorei a lasanha gelada, novidade da casa? só levou 1h30 pra chegar
praise | se eu pudesse casava com esse parmegiana 💍
praise; delay | o entregador merece medalha, veio na chuva. mas a loja demorou 40 min só pra liberar o pedido
spoiled | o leite do café veio talhado, vencido com certeza
pricePortion; taste | paguei preço de picanha e veio uma carne de segunda cheia de nervo
delay; cold; customisation; missingItem; service | pedido às 20h, chegou 21h15 frio. pedi sem tomate, veio com tomate. a batata não veio. liguei e a mulher falou "o motoboy que se vira". ridículo
praise | embalagem impecável, nem uma gota vazou. dá pra ver o cuidado
praise | sushi fresquinho, arroz no ponto. top demais
wrongItem; missingItem | mandaram yakisoba de carne em vez de frango e o rolinho primavera não veio
taste | o açaí parecia aguado, gosto de gelo
delay; melted | o açaí levou 1h e chegou todo derretido
packaging; missingItem | o pote de molho abriu e vazou, e faltou o talher
general | lixo
app; mod:app | o app ficou mostrando "pedido em preparo" até depois de eu ter comido kkkk sem problema com a loja
cold | a pizza chegou morna pra fria, triste
notDelivered; mod:refund | o pedido não chegou e o ifood só me deu cupom em vez de devolver o dinheiro. quero meu estorno
delay; service | demorou 1h e no chat disseram que "já saiu" sendo que nem tinha saído. mentiram pra mim
praise | muito obrigado pela paciência no telefone, a moça foi um amor
`,
);
