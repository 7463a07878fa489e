import { parseReviews28 as parseReviews } from "./parse28";

/**
 * The sets written by others read and tuned on after `byOthersMore.ts` neared the formatter's size limit
 * (decision 054); the same rules as `byOthers.ts`: measured before reading, learnt by the topic model.
 */

/** Set EV: families in the outskirts of São Paulo and Rio on a budget: pizza, burgers, esfihas and combos, mothers ordering for children, coupons that did not apply, every real checked. */
export const BY_OTHERS_EV = parseReviews(
  "othersEV",
  `
delay; cold | pedi a pizza as 19h pro aniversario do meu filho e chegou 21h30, fria, as criança tudo chorando de fome. aqui em guaianases sempre demora mas hoje passou dos limites
praise | Esfiha de carne maravilhosa, meus filhos amaram. Chegou quentinha e bem embalada. Nota 10!
missingItem | pedi 20 esfihas e vieram 18. contei duas vezes pq aqui em casa cada real faz falta
app; mod:app | o cupom de R$15 nao aplicou de jeito nenhum, o app dizia valido e na hora de finalizar sumiu. tive que pagar cheio
price | o banner da loja dizia combo familia 49,90 e no final cobraram 57,90. conferi item por item, nao tinha adicional nenhum. quero explicação
taste; praise | hamburguer muito salgado, meu pai de 78 anos nem conseguiu terminar. o pão é bom, macio, mas a carne parecia bacalhau de tanto sal
 | pedi pra minha mae que ta sem internet, depois ela me fala se gostou
raw | O frango do combo veio cru por dentro, rosado mesmo. Minha filha de 6 anos deu uma mordida e eu tirei da boca dela. Absurdo.
foreignBody | achei um cabelo enorme no meio da pizza de calabresa. perdi a fome na hora e era a janta da familia toda
poisoning | comemos o x-tudo ontem a noite e hoje eu e meu marido amanhecemos com diarreia, passamos o dia no banheiro. so comemos isso ontem
allergy | Escrevi na observação EM MAIÚSCULO que meu filho tem alergia a amendoim e a esfiha doce veio com amendoim triturado por cima. Graças a Deus eu vi antes dele comer
diet | pedi coca zero pq sou diabetica e veio coca normal. segunda vez que isso acontece
customisation | pedi o lanche do meu filho SEM cebola, ta escrito na observação, e veio cheio de cebola. ele tirou chorando uma por uma
wrongItem | pedi frango com catupiry e veio portuguesa. as crianças nao comem ovo nem azeitona, ficaram sem janta
courier; mod:courier | o motoboy do ifood nao quis entrar na viela e mandou minha mae de 80 anos descer a escadaria de bengala pra pegar o lanche. falta de respeito
packaging | o refri veio mal fechado e vazou tudo dentro da sacola, as batatas ficaram boiando em guaraná
warmDrink; praise | guarana chegou quente e sem gás, parecia chá. o lanche em si tava uma delicia
melted | o milkshake de ovomaltine chegou virado sopa, derretido total. era o mimo de aniversário da minha filha 😔
notDelivered; unanswered | app diz entregue mas nao chegou nada aqui. liguei 4 vezes na loja e ninguem atendeu. 72 reais de esfiha que eu nem vi
portion | a batata do combo kids é minúscula, dava pra contar as batatinhas. meu filho comeu em 2 minutos e ficou pedindo mais
pricePortion | 38 reais num hamburguer que cabe na palma da mão. pra quem ganha um salario minimo isso é desaforo
paidExtra | paguei 4 reais de bacon extra e nao veio nem um pedacinho. abri o lanche todo procurando
missingItem; service | mandei msg avisando que faltou o refri e a atendente respondeu "confere na hora da entrega, problema seu". grosseria pura
general | horrivel. nunca mais peço daqui
spoiled | o molho da pizza tava azedo, cheiro de coisa estragada. joguei a pizza inteira fora, 45 reais no lixo
praise | Minha vó de 82 anos pediu sozinha pela primeira vez no app (com muita paciência kkk) e a loja ligou pra confirmar o endereço. Atendimento nota mil e as esfihas deliciosas
delay | entrega relampago, so 1h50 pra andar 3km aqui em campo grande 🙄
praise | da outra vez veio frio mas hoje veio tudo quentinho e certinho. parabens pela melhora
praise | tava com medo de demorar por ser sabado a noite mas chegou em 30 min. pizza top demais
delay; mod:offensive | bando de incompetente do caralho, 2 horas esperando a porra de um lanche
wrongItem; mod:hate | pedi x-salada e veio x-egg, tambem né, atendente paraíba que nao sabe ler da nisso
notDelivered; unanswered; mod:threat | meu pedido nao chegou e ninguem responde. eu sei onde fica essa loja, amanha passo ai e quebro tudo, podem esperar
mod:noOrder | nunca pedi aqui mas a vizinha falou que achou barata na esfiha deles. fiquem longe dessa espelunca
missingItem; service | faltou metade do pedido e a loja disse que não ia fazer nada. vou no Procon sim, guardei todos os prints
missingItem; mod:refund | faltou a pizza doce, abri reclamação e o ifood negou o reembolso dizendo que a loja confirmou o envio. 35 reais que evaporaram
cold; taste | esfiha fria e com a massa crua no meio, parecia feita de manhã e requentada
delay; praise | demorou 1h20, bem mais que os 40 min que o app prometeu, mas a pizza chegou quente e tava muito boa. só melhorem o tempo
cold; courier; mod:courier | o entregador do app ficou parado uns 25 minutos na esquina mexendo no celular, eu vendo tudo pelo mapa. chegou tudo frio
customisation; missingItem | pedi o molho separado pra minha filha e veio tudo misturado, e o sachê de ketchup nem veio
praise | Pedimos o combo de aniversário pra festinha do Davi, 40 esfihas + 2 pizzas + refri, chegou tudo certinho e no horário combinado. A criançada amou!
price | taxa de entrega de 12 reais pra Itaquera? a loja fica a 4km daqui. ta loucura
diet | avisei que sou vegetariana e o lanche vegetariano veio com bacon picado misturado. tive que jogar fora
wrongItem | veio o pedido de outra pessoa, nome "Jéssica" no saco. eu sou o Roberto e pedi hambúrguer, veio pizza de atum. ninguém aqui come atum
 | primeira vez pedindo, ainda não comi, vou deixar pro almoço de amanhã
taste | a pizza parece de papelão, massa dura e sem gosto, queijo borrachudo. meus filhos deixaram metade
praise; price | lanche muito gostoso mas achei caro pra região, 32 conto num x-bacon aqui na brasilandia pesa
delay; unanswered | mais de 2h e o pedido ainda "em preparo". liguei, mandei whats, nada. cancelei e fui fazer miojo pras crianças
other=cancelaram o pedido | cancelaram meu pedido 40 minutos depois sem explicar nada, com os 3 filhos esperando a janta
spoiled | a maionese do combo tava com gosto de estragada, passada mesmo. ainda bem que provei antes de dar pro pequeno
foreignBody; service | veio um pedaço de plástico duro dentro do hambúrguer, quase quebrei o dente. mandei foto e a loja só respondeu "acontece"
praise | perfeito do começo ao fim. esfiha aberta de queijo é a melhor de São Gonçalo, sem exagero
missingItem | nao veio talher nem guardanapo e o combo era pra comer no serviço. tive que comer com a mão
cold; packaging | pizza chegou fria e toda amassada de lado, o queijo grudado na tampa da caixa
portion; praise | gostoso mas a porção de frango frito tá cada vez menor. antes vinha 10 pedaços, hoje veio 6
paidExtra; taste | paguei borda de catupiry e veio borda vazia, e ainda a massa queimada embaixo
app; mod:app | o app cobrou duas vezes no meu cartão e o pedido foi um só. a loja não tem culpa mas fica o registro
praise | Obrigada pela cartinha de feliz aniversário que vocês mandaram junto! Meu filho ficou todo bobo. Lanche delicioso
delay; cold; taste; missingItem | 1h40 de espera, batata mole e fria e o nuggets da promoção não veio. era o aniversário do meu moleque, estragaram a noite
price | promoção de terça: pizza grande 39,90 na foto do insta. no app cobraram 54,90. propaganda enganosa
diet | pedi a pizza sem lactose pra minha filha e veio com mussarela comum, tava escrito na etiqueta. ela ficou só olhando os irmãos comerem
courier | o entregador da própria pizzaria chegou gritando meu nome no portão e ainda ficou bufando porque eu paguei com nota de 50. grosso demais
other=troco errado | paguei em dinheiro com 100 reais, pedido de 63, me voltaram 27. conferi na hora e o motoboy disse que foi o que a loja mandou
praise | atendimento pelo whats muito atencioso, a moça teve paciência com minha mãe que digita devagar e errou o endereço 3 vezes. esfihas chegaram quentinhas. obrigada
general | decepcionante.
taste; cold | tudo frio e sem sal, o hamburguer parecia de isopor
poisoning; service | minha filha vomitou a noite toda depois da esfiha de frango. avisei a loja e disseram que ninguém mais reclamou. vou na Vigilância Sanitária
raw; customisation | a carne do x-burguer veio sangrando e eu pedi bem passada. criança não come carne assim
praise | Demorou um pouquinho porque choveu muito aqui em Nova Iguaçu, mas entendo. Pizza maravilhosa como sempre
missingItem; unanswered | o refrigerante de 2 litros do combo não veio. mandei msg no chat e até agora nada de resposta
pricePortion | 65 reais numa pizza "grande" que parece broto. família de 5 passou fome
taste; mod:offensive | hamburguer torrado, preto embaixo. o chapeiro de vocês é um jumento
packaging; missingItem | a sacola chegou rasgada, caixa de esfiha aberta e faltando 3. não sei se foi a loja ou o motoboy mas alguém comeu
praise | pizza meio a meio calabresa e frango, massa fininha, borda crocante. virou tradição de sexta aqui em casa
praise | BOA NOITE. A PIZZA ESTAVA MUITO BOA E CHEGOU QUENTE. OBRIGADA. ASS DONA CIDA VÓ DO KAUÃ
app; mod:app | o rastreio ficou parado em "saiu para entrega" por uma hora e o motoboy já tava no meu portão. fiquei perdida sem saber
customisation | pedi pra cortar a pizza em 12 pedaços pras crianças, tava na observação, e veio em 8 como sempre
delay; service | atrasou 1h e quando liguei o rapaz falou "se quiser cancela". atendimento péssimo
praise | Meu neto fez o pedido pra mim, sou da época do telefone. Chegou ligeiro e o lanche tava gostoso. Deus abençoe
taste | esfiha de carne sem tempero nenhum, só massa e carne moída seca. já foi melhor
wrongItem; missingItem | pedi 2 x-salada e 1 x-bacon: vieram 2 x-bacon e nenhum x-salada. faltou um lanche e o que veio tava errado
delay; cold | SO CHEGOU DEPOIS DE DUAS HORAS E AS ESFIHA TUDO FRIA. MEU NETO QUE ESTA DIGITANDO PRA MIM
cold | pizza fria. moro a 5 minutos da loja, não tem explicação
other=nota fiscal | pedi nota fiscal com CPF pra reembolso da empresa, falam que vão mandar e nunca mandam
notDelivered; mod:refund | pedido não chegou, o ifood disse que devolveria o dinheiro em 24h e já faz 10 dias. 58 reais pra quem tá desempregada é muito
delay; cold; mod:offensive | esses lixo demoraram 2h e mandaram tudo gelado. vão tomar no cu
warmDrink | suco de laranja chegou morno e a coca sem gas nenhum
praise | 5 estrelas! a promoção de segunda (2 pizzas por 59) vale muito a pena pra família grande. tudo gostoso
app; price | o cupom de primeira compra não funcionou e a taxa de entrega que tava grátis virou 9,90 na hora de pagar
pricePortion; praise | sabor bom, mas 12 reais numa esfiha pequenininha não dá. a gente conta cada centavo aqui
allergy; customisation | avisei que meu marido tem alergia a leite, pedi o lanche sem queijo e veio com cheddar. ele começou a se coçar todo e teve que tomar antialérgico
delay; courier; mod:courier | o motoboy do ifood entregou em outro bairro primeiro, depois voltou, quase 1h de atraso. e ainda me chamou de "tia" com deboche
praise | Comida de vó! Esfiha de escarola igual a que minha avó fazia. Chorei kkkk
taste; portion | frango frito encharcado de óleo e só 5 pedaços no balde "família"
general | Péssima experiência, não recomendo pra ninguém 👎
mod:noOrder | o dono dessa pizzaria é caloteiro, não paga os funcionários. não peçam!
foreignBody | tinha um grampo de cabelo no meio da esfiha de queijo. minha filha de 4 anos quase engoliu
praise | Entregador super educado, subiu até o 4º andar pra minha avó que não desce escada. Pizza 10
spoiled; poisoning | o catupiry tava com gosto azedo e umas 2 horas depois eu e as crianças começamos a vomitar. fomos parar na UPA
customisation; taste | pedi pizza BEM assada e veio branquela, massa mole. aqui todo mundo gosta tostadinha
missingItem | cadê a coca do combo? combo é lanche + batata + refri, veio só o lanche e a batata
notDelivered | nunca chegou. esperei até meia noite com as crianças acordadas
delay | 55 minutos. pra um lanche. da lanchonete do lado.
praise | Sábado de pizza com a família, tudo certinho, quentinho e o atendente ainda mandou um brinde de chocolate pras crianças 🥰
cold; warmDrink | pizza gelada e refrigerante quente. inverteram kkkkk
taste | pão do hamburguer veio duro, parece de ontem. o resto ok
price | cobraram 3 reais de embalagem?? isso nunca teve. cada vez inventam uma taxa nova
service; other=cancelaram o pedido | a loja cancelou meu pedido porque "acabou o frango" depois de 1h, e quando reclamei a moça desligou na minha cara
praise | muito bom
 | alguém sabe se eles abrem domingo de manhã? queria encomendar esfiha pro almoço de dia das mães
wrongItem | veio pizza média em vez de grande, e paguei a grande. conferi no tamanho da caixa e no comprovante
delay; missingItem; unanswered | demorou 1h30, faltou 2 esfihas e o telefone da loja só dá ocupado
praise; delay | tudo delicioso, sempre peço, só que dessa vez demorou quase duas horas. espero que tenha sido só hoje
courier | o motoboy da pizzaria abriu a caixa na minha frente pra "conferir" e meteu o dedo na pizza. nojo
service; mod:threat | se aquela atendente me tratar daquele jeito de novo eu espero ela sair do serviço, ela que se cuide
taste; mod:hate | pizza sem gosto nenhum. também, loja de baiano, o que eu esperava
app; mod:app | não consigo pagar com pix no app, fica carregando e dá erro. tive que pedir por telefone. nada contra a loja
diet | pedi o suco sem açúcar do combo pq sou diabético e veio adoçado, senti na primeira golada
melted | sorvete do combo kids chegou líquido, a casquinha toda mole. criança ficou triste
raw; spoiled | hambúrguer de frango cru no meio e o molho com um cheiro ruim de azedo
praise | o combo de 10 esfihas + refri de 2L por 39,90 salva o fim do mês. obrigado por existirem kkk
packaging | a caixa da pizza veio de cabeça pra baixo, toda a cobertura ficou grudada na tampa
delay; app | o app mostrava "chegando em 10 min" por uma hora inteira. chegou 1h15 depois do previsto
taste; praise | borda tava queimada mas o recheio estava excelente
price; pricePortion | 13 reais de taxa + 45 numa pizza pequena que mal dá pra dois. Bangu não é tão longe assim
other=sem maquininha de cartão | escolhi pagar no cartão na entrega e o motoboy chegou sem maquininha. tive que correr no caixa eletrônico deixando as crianças sozinhas
praise | nunca achei cabelo, nunca veio frio, nunca atrasou. 3 anos pedindo toda sexta. respeito
 | vi gente reclamando de demora aqui mas o meu ainda nem saiu, vamos ver
general; mod:offensive | que lixo de lugar, vocês são uns porcos
praise | puta que pariu que pizza boa, caralho. melhor do bairro
delay | a previsão era 30-40 min e chegou com 1h10. as criança tavam subindo pelas paredes de fome
paidExtra; missingItem | paguei cheddar extra na batata e não veio, e o molho barbecue do combo também não veio
wrongItem; customisation | pedi esfiha de queijo sem orégano pra minha mãe e veio de carne cheia de orégano
praise; service | a esfiha é muito boa mas o atendimento no telefone é sempre de mal humor, parece que a gente tá incomodando
courier; mod:courier | o entregador do iFood pediu pra eu confirmar o código de entrega antes de me dar a sacola e ainda ficou me apressando. achei muito suspeito
notDelivered; courier; mod:courier | o motoboy do app marcou como entregue e sumiu com meu pedido, a câmera do prédio mostra que ninguém veio
poisoning | depois do hamburguer passei a madrugada com dor de barriga e febre. foi a única coisa diferente que comi
missingItem | boa tarde minha filha.pedi 2 pizza de mussarela veio uma so.o rapaz da entrega nao sabia de nada.obrigado
pricePortion | 89,90 no combo família e veio comida pra 2 pessoas. somos 5
taste | pizza muito gordurosa, a caixa ficou transparente de tanto óleo
praise | a dona respondeu minha reclamação da outra vez e mandou um pedido novo. isso é respeito com o cliente. voltei e veio tudo perfeito
price | conferi o extrato e cobraram R$ 2,00 a mais do que o valor que apareceu no app. pode parecer pouco mas pra mim faz diferença
delay; courier; mod:offensive | motoboy lerdo do caralho, 1h pra chegar de moto numa distância que eu faço a pé em 15 min
customisation | pedi sem picles e veio com picles. é tão difícil ler a observação?
praise | Hambúrguer suculento, ponto certinho, batata sequinha. Vale cada centavo 👏👏
praise | achei que ia vir pouco pelo preço baixo mas veio bem servido, sobrou até pro almoço
mod:noOrder | soube que a vigilância sanitária fechou a cozinha deles mês passado por causa de rato. alguém confirma? eu não peço nem morto
missingItem; cold | pedido de aniversario: faltou o bolo de pote que era surpresa pra minha filha e as esfihas chegaram frias. chateada
warmDrink; delay | guaraná quente que nem sopa depois de 1h20 de espera
app; praise; mod:app | o app não aceita o número da minha casa, aqui na rua não tem CEP certinho e o motoboy rodou o bairro todo. a loja até ligou pra ajudar, isso foi legal
 | pedi o combo 2 de novo
`,
);

/** Set EX: workers ordering lunch on a short break: marmitas, prato feito, executivos; short blunt reviews, price and portion, the break over before the food came. */
export const BY_OTHERS_EX = parseReviews(
  "othersEX",
  `
delay | pedi 11h40 pra comer no intervalo do meio dia, chegou 12h55. ja tava de volta na obra, a marmita ficou no armario ate as 17h
pricePortion | 28 reais numa marmita P que nao enche nem o olho. peão não vive de vento nao
praise | PF top, arroz soltinho, feijao com caldo grosso, bife macio. salvou meu plantao
cold; delay | demorou 1h10 e o strogonoff chegou gelado. intervalo de 1h, faz a conta ne
missingItem | cade a farofa?? pedi feijoada completa e veio sem farofa e sem couve
praise | chegou em 20 min, deu tempo de comer e ainda cochilar 10 min no vestiario kkkk valeu
portion | parmegiana pequena demais, o file parece de crianca
wrongItem | pedi parmegiana de frango e veio de carne. nao como carne vermelha, fiquei so no arroz e fritas
customisation | escrevi SEM CEBOLA em maiusculo na observacao. veio cebola ate no arroz
 | pedi o executivo de frango de novo
delay; cold; mod:offensive | bando de lerdo, 1h20 pra mandar um pf frio. vão se fuder
foreignBody | achei um cabelo enorme no meio do feijao. perdi a fome e o almoco
packaging | a marmita de aluminio veio amassada e o caldo do feijao vazou todo na sacola, molhou ate meu uniforme
taste | arroz empapado, feijao sem sal e o bife duro que nem sola de bota
raw | frango do executivo tava rosado por dentro, cru mesmo perto do osso. nao comi
poisoning | comi a feijoada no almoço e passei a tarde inteira no banheiro do call center, tive que pedir pra sair mais cedo
praise | melhor marmita da regiao e preco justo, 22 conto com suco. todo dia pedimos pra equipe toda
delay | tenho 20 min de pausa no telemarketing, pedi com 40 min de antecedencia e mesmo assim chegou quando eu ja tava logada de novo
price | taxa de entrega de 9,90 pra 1 km? eu trabalho na mesma rua, serio
app; mod:app | o app ficou travado em "preparando" o tempo todo, nao dava pra saber se ia chegar antes do fim do meu intervalo. chegou, mas que nervoso
courier; mod:courier | motoboy nao quis entrar no hospital, mandou eu descer 4 andares no meio do plantao pra buscar na portaria. falei que tava com paciente e ele disse "problema seu"
notDelivered | pedido marcado como entregue e nunca chegou. fiquei sem almoço num turno de 12h
missingItem | veio sem talher. comi strogonoff com a tampinha da marmita sentado no saco de cimento
diet | pedi o PF vegetariano e veio com bacon no feijao. sou vegetariano ha 8 anos, poxa
allergy | avisei na obs que tenho alergia a camarao e o executivo de peixe veio com molho de camarao. tive que tomar antialergico no meio do turno
spoiled | o feijao tava azedo, cheiro de estragado. joguei fora e fiquei no pão da maquininha
paidExtra | paguei 6 reais de ovo adicional no pf e nao veio ovo nenhum
general | horrivel. nunca mais
praise; delay | comida excelente mas 50 min pra chegar num intervalo de 1h fica dificil
unanswered | liguei 3x pra saber do pedido, ninguem atendeu. mandei msg no chat tb e nada
service | perguntei no chat se ia demorar e a moça respondeu "ta saindo, tenha paciencia" com a maior grosseria
other=cancelaram o pedido | cancelaram meu pedido 12h20 sem explicacao nenhuma, ai nao dava mais tempo de pedir em outro lugar. fiquei sem almoço
praise | da ultima vez demorou, mas hoje chegou antes do meu horario de almoco e a marmita veio quentinha
 | pedi 5 marmitas pro pessoal da loja, depois conto o que acharam
pricePortion; mod:offensive | 35 pila numa feijoada que cabe na palma da mao. ladroes safados
cold | executivo chegou frio, o bife com a gordura branca ja endurecida por cima
warmDrink | coca veio quente, parecia que tinha ficado no sol da obra junto com a gente
melted | pedi acai de sobremesa junto com a marmita e chegou virado sopa roxa
taste; praise | strogonoff bom, mas a batata palha veio murcha e o arroz sem sal nenhum
delay; courier; mod:courier | entregador rodou meia hora no bairro errado, eu acompanhando no mapa. cheguei atrasada no plantao de tanto esperar
wrongItem | veio o pedido de outra pessoa, uma salada com frango grelhado. eu pedi feijoada, to com fome ate agora
praise | a tia do caixa sempre manda um docinho de brinde pros enfermeiros. amamos ❤️❤️
portion; taste | pouco arroz, feijao aguado e a carne só nervo
price | aumentaram o pf de 18 pra 25 do nada, sem melhorar nada
app; mod:app | o cupom de almoço nao aplicou na hora de pagar e o app cobrou o valor cheio
notDelivered; mod:refund | pedido nao chegou e o ifood negou o reembolso. to sem almoço e sem dinheiro
delay; mod:threat | se atrasar mais uma vez eu vou ai e quebro essa cozinha toda. 1h15 pra uma marmita
delay; mod:hate | so pode ser coisa de baiano essa lerdeza, 1 hora pra fazer um pf
mod:noOrder | nunca pedi ai mas o pessoal da obra do lado falou que acharam barata na marmita. fica o alerta
customisation | pedi o feijão separado do arroz na obs pq vou comer em dois horarios, veio tudo misturado
delay | chegou 13h10, meu almoço é de 12h às 13h. comi escondido no estoque igual bandido
praise | parmegiana gigante, dividi com o colega da portaria e ainda sobrou pra janta
taste | feijoada muito salgada, tomei 2 litros de agua a tarde toda
foreignBody | tinha um pedaço de plastico duro no strogonoff, quase quebrei o dente
missingItem | pedi 4 marmitas e vieram 3. um da equipe ficou sem almoço
cold; packaging | isopor rachado, comida fria e a salada toda escorrida no arroz
service; missingItem | faltou o suco, liguei e o cara disse que eu devia ter conferido na hora. conferir como se eu tava atendendo fila no caixa?
praise | rapido e bem servido. nota 10
 | segunda vez que peço o executivo de peixe
delay; cold; missingItem | 1h30, frio e sem o refri. parabens
delay | entrega expressa: so 1h40 pra uma marmita atravessar a rua
pricePortion | 32 reais num executivo com 4 batatas fritas contadas e um file fininho. nao compensa
praise; price | comida boa mas ta salgado o preço pra quem ganha salario minimo
praise | feijoada bem temperada, nada salgada como em outros lugares
raw; customisation | bife cru por dentro, vermelho vivo, e eu tinha pedido bem passado
spoiled | salada com alface preta e tomate mole, passado. o resto ok
poisoning; mod:offensive | vomitei o plantao inteiro depois dessa marmita, seus porcos imundos
diet | pedi coca zero pq sou diabetico e veio coca normal. so vi depois de tomar metade
diet | pedi o strogonoff da opcao sem lactose e pelo gosto veio com creme de leite comum. sou intolerante, nao comi
courier; mod:courier | entregador foi super grosso na porta da loja, gritou comigo pq demorei 2 min pra largar o cliente e descer
other=nota fiscal | pedi nota fiscal pra reembolso da empresa e ate hoje nao mandaram
other=troco errado | paguei em dinheiro, 50 numa marmita de 23, voltou 17 de troco
praise | nota mil pra tia da marmita, comida de casa mesmo, lembra a da minha vó
delay; service | atrasou 40 min e quando liguei a atendente disse que era culpa minha por pedir no horario de pico. ué, almoço é no horario de almoço ne
taste | parmegiana com molho com gosto de lata e o queijo parecendo borracha
packaging | a tampa abriu e o strogonoff foi parar no fundo da sacola. comi metade raspando do saco
portion | a marmita G de hoje veio menor que a M de ontem
praise | pensei que ia atrasar pq tava caindo o mundo, mas chegou em 25 min. show
wrongItem | pedi marmita grande e veio a pequena
customisation; missingItem | pedi sem feijao e com dobro de salada, veio feijao e salada nenhuma
delay; mod:offensive | caralho, 1h pra chegar, vcs sao uns incompetentes do caralho
praise | porra que fome eu tava, e essa feijoada salvou o dia. perfeita
foreignBody | pedra no feijao. sim, uma pedrinha. dente doendo ate agora
unanswered; missingItem | faltou o suco, mandei msg pra loja e ate agora nada
praise | entregador super educado e a marmita veio bem embalada, nem virou no bau da moto
delay | 🙄 55 min. pausa acabou
pricePortion | R$ 27,90 por uma colher de strogonoff e um monte de arroz pra encher. vergonha
general | decepcionante.
notDelivered; unanswered | nao chegou, loja nao atende e o app diz entregue. 2h de turno sem comer
mod:noOrder | o dono desse restaurante era meu vizinho e sei que ele compra carne vencida. nao peçam
courier; delay; mod:courier | entregador parou pra pegar outro pedido no caminho e o meu chegou 25 min depois do previsto
praise; portion | sabor 10, mas a quantidade diminuiu muito de uns meses pra ca
paidExtra | paguei +4 pra trocar o refri por suco natural e veio o refri mesmo
service | a dona respondeu minha avaliacao dizendo que eu tava mentindo. classe zero
wrongItem; customisation | pedi frango grelhado sem molho, veio frango frito e cheio de molho
delay; cold; taste | atrasou, veio frio e o feijao tinha gosto de requentado
praise | executivo de peixe muito bom, leve, da pra voltar pro trampo sem dar sono
spoiled; poisoning | a maionese da salada tava azeda. duas horas depois eu e o colega de turno passamos mal
price | cobraram a embalagem a parte, 3 reais por marmitex. isso é custo de vcs
app; mod:app | o app nao deixava colocar observacao no pedido, travava toda vez que eu digitava
delay; packaging; mod:threat | demorou 1h e chegou tudo virado. sei onde vcs ficam, amanhã passo ai pra conversar com o dono do jeito que ele merece
taste | muito oleo, tinha uma poça de gordura no fundo da marmita
praise; missingItem | tudo otimo, so esqueceram o guardanapo e o talher de novo
delay; mod:refund | esperei 1h40, cancelei e o ifood diz que nao tenho direito ao estorno pq o pedido ja tinha saido
cold; warmDrink | marmita fria e guarana quente. combo perfeito pro fim do intervalo kkk
praise | o pf de quinta com bife acebolado é o ponto alto da semana aqui na obra
pricePortion; taste | caro, pouco e sem gosto
price; service | cobraram 2x o mesmo pedido no cartao e a loja diz que é assim mesmo
foreignBody; mod:offensive | uma barata na marmita. seus nojentos
praise | sempre chega no horario, nós enfermeiras do turno da noite agradecemos 🙏
praise | o colega pediu de outro lugar e veio frio, o meu daqui veio pelando. fidelizou
taste | strogonoff doce demais, parece que colocaram açucar no molho
taste | o feijao tava duro, grao nem cozinhou direito
portion; missingItem | veio so meio ovo no PF e nada da salada que aparece na foto
general; mod:offensive | lixo de restaurante
delay; unanswered | 1h esperando, liguei pra loja e so cai na caixa postal
price | no cardapio ta 19,90 e cobraram 24,90 sem explicar nada
wrongItem; delay | demorou e ainda veio strogonoff de carne, eu pedi de frango
praise; courier; mod:courier | comida otima como sempre, mas o entregador foi mal educado e jogou a sacola em cima do balcao
taste | bife queimado, amargo
spoiled | o creme de leite do strogonoff tava talhado, gosto de estragado
praise | pedi pra toda equipe do caixa, 8 marmitas, todas certinhas e quentes. parabens pela organizacao
delay; cold; praise | Pedi as 11:30 porque sei que o horario de almoço lota. Mesmo assim chegou 12:50, fria, e eu tive 10 minutos pra engolir antes de voltar pro balcão. Quem trabalha em loja sabe que nao da pra esticar o intervalo. A comida em si é boa, mas assim nao da
taste; portion | arroz, feijão e uma asinha de frango seca. isso é "executivo"?
other=abre atrasado | o app mostra aberto as 11h mas so começam a aceitar pedido 11h50, quem almoça cedo fica na mão
 | tem marmita fit? dessa vez pedi a normal mesmo
praise | strogonoff cremoso, batata palha separada e crocante, chegou quentinho. perfeito pra pausa de 20 min
delay | pedi no começo da pausa, chegou no fim. comi em 6 min e voltei pro headset com azia
packaging; taste | o isopor deformou com o calor e a comida ficou com gosto de plastico
poisoning | nao sei se foi o frango mas eu e mais dois da obra que pedimos aqui ficamos com dor de barriga forte a tarde toda
customisation; taste | pedi o molho da parmegiana separado pra nao empapar, veio tudo junto e o empanado virou papa
delay; courier; mod:courier | o motoboy ficou 20 min parado do outro lado da rua mexendo no celular, eu vendo pela janela do posto
mod:noOrder | trabalho na rua de cima e todo mundo comenta que a cozinha deles é imunda, nao arrisquem
taste; praise | feijoada boa mas a couve veio amarga e crua
general | pior pf que ja comi na vida
unanswered; wrongItem | veio errado, chamei no chat e a loja visualizou e nao respondeu
delay; missingItem; service | atraso de 40 min, faltou a farofa, e quando reclamei disseram "acabou, paciencia". podia ter avisado antes
pricePortion; mod:offensive | 30 conto nessa merda de marmita mirrada, vao roubar a mae de vcs
service; mod:hate | mulher nao devia atender telefone de restaurante, a atendente nao entendia nada do que eu falava
delay | sou motoboy, pedi pra comer entre uma corrida e outra e fiquei 50 min parado esperando. perdi 3 corridas
praise | sou motoboy tb entao nem vou reclamar dos 10 min a mais, a parmegiana tava top
foreignBody | achei uma larva no arroz. vou denunciar na vigilancia sanitaria
delay | Pausa de 15 minutos, a marmita chegou quando eu ja tinha voltado pro caixa e so pude comer 2h depois, gelada
missingItem; paidExtra | pedi o pf com adicional de calabresa paga e o suco, nao veio nenhum dos dois
wrongItem; diet | pedi a marmita vegana e veio a de frango, e eu so percebi na primeira garfada
cold | comida fria. de novo.
taste; price | 26 reais numa parmegiana com queijo de mentira e molho aguado
delay; app; mod:app | o app dizia 25-35 min, chegou em 1h05 e o rastreio ficou parado o tempo todo
customisation | pedi pra caprichar no arroz e tirar a salada pq nao como, veio pouco arroz e muita salada
raw | peixe do executivo tava cru no meio, translucido, mandei de volta pra loja
`,
);

/** Set FA: Japanese food delivery (sushi, temaki, poke, hot roll, yakisoba): raw fish expected, real safety problems told apart from it, sauces and chopsticks missing, a few reviews in English or Spanish. */
export const BY_OTHERS_FA = parseReviews(
  "othersFA",
  `
praise | salmão fresquinho, arroz no ponto e chegou antes do previsto. virei cliente
spoiled | o salmão tava com cheiro forte, cheiro de peixe passado mesmo. joguei fora metade do combo
spoiled; poisoning | arroz azedo e umas 3h depois comecei a passar mal, vomitei a noite toda
praise | sushi é cru mesmo gente, quem reclama que o peixe veio cru não sabe o que pediu kkkk. tudo perfeito como sempre
missingItem | não veio shoyu nem hashi, tive que comer o temaki de garfo 🙄
taste | arroz empapado, parecia papa. o temaki desmanchou na mão antes da segunda mordida
pricePortion | R$ 89 num combo de 20 peças e metade é hossomaki de pepino. caro demais pro que vem
delay; cold | hot roll chegou frio e murcho depois de 1h20 de espera
wrongItem | pedi yakisoba de frango e veio de carne
allergy | avisei na observação que sou alérgica a camarão e veio camarão empanado no meio do uramaki. podia ter parado no hospital
raw; taste | o camarão do tempurá veio cru, transparente e borrachudo por dentro, e a massa queimada por fora
foreignBody | achei um fio de cabelo enrolado no sashimi. perdi a fome na hora
packaging | o molho tarê vazou dentro da sacola e melou todas as peças
delay; mod:offensive | bando de incompetente do caralho, 2 horas pra entregar 10 peças de sushi
mod:noOrder | nunca pedi aí mas minha vizinha disse que a família toda pegou intoxicação com o salmão de vocês. fiquem longe
notDelivered | app diz entregue mas não chegou nada aqui, ninguém tocou o interfone, ninguém ligou
courier; mod:courier | o motoboy do ifood se recusou a subir, disse que não era obrigação dele e ainda foi grosso no interfone
taste; pricePortion | The salmon was ok but the rice was hard and dry, like it was made the day before. 120 reais for such a tiny box, not worth it.
praise | Muy rico todo, el salmón fresquísimo y llegó rápido. ¡Volveré a pedir!
customisation | pedi SEM cream cheese, escrevi bem grande na observação, e veio tudo com cream cheese
diet | sou vegana, pedi o combo vegetariano do cardápio e veio com kani e ovas no meio
praise | entrega rapida, tudo bem embalado, veio hashi, shoyu, gengibre e wasabi, não faltou nada
general | decepcionante. esperava muito mais
service | liguei pra falar do pedido e a moça respondeu "se não gostou não pede mais" e desligou na minha cara
missingItem; unanswered | faltou o temaki de salmão do combo, mandei mensagem no chat da loja 3x e ninguém respondeu até agora
app; mod:app | o cupom de 20% não aplicava de jeito nenhum, o app só dava erro na hora de pagar
paidExtra | paguei 6 reais de cream cheese extra no hot e veio a mesma quantidade de sempre
price | taxa de entrega de 15 reais pra 3 km? absurdo
portion | o poke grande veio com meia dúzia de cubinhos de salmão, o resto era arroz
praise; missingItem | sushi top como sempre, só esqueceram o shoyu light que eu pedi
taste | hot roll encharcado de óleo, pingando no papel
| pedi o combo 30 peças pra dividir com o namorado
spoiled | atum com cor marrom e cheiro de geladeira velha. isso não é "peixe cru normal", isso é peixe estragado
praise | primeira vez comendo sashimi, tava com medo do peixe cru mas que delícia, super fresco
poisoning | comi o combo ontem à noite e hoje to com diarreia e febre, fui parar na UPA. só comi isso o dia todo
spoiled; mod:threat | se eu passar mal com esse salmão fedido eu vou aí e quebro essa loja inteira
other=nota fiscal | pedi nota fiscal com CPF na observação e não veio, pedi de novo no chat e nada
delay; praise | demorou quase 1h30 mas a comida compensou, tudo fresquinho
cold | yakisoba veio gelado, tive que esquentar no micro-ondas
wrongItem | veio o pedido de outra pessoa, combo com o nome "Fernanda" na sacola. o meu eu nunca vi
missingItem; unanswered | vieram 16 peças em vez de 20 e o telefone da loja só chama
praise | Ordered the salmon poke and a temaki, everything fresh and well packed. Chopsticks and soy sauce included. Great value.
packaging | a caixa veio amassada, as peças todas reviradas e o temaki quebrado ao meio
delay; mod:hate | demorou 2 horas, deve ser aquele bando de paraíba preguiçoso na cozinha
general | nunca mais peço, péssimo
praise | atendimento no chat super atencioso, tiraram todas as minhas dúvidas sobre o cardápio antes de eu pedir
praise | o hot roll vem com o salmão meio cru no meio, do jeitinho que eu gosto, casquinha crocante por fora
foreignBody | mordi uma coisa dura no uramaki, era um pedaço de plástico azul
delay; mod:offensive | porra de restaurante lerdo, 1h40 esperando um temaki
| que porra de fome, pedi logo 2 combos
cold; taste | hot roll frio e borrachudo, o empanado murchou todo
warmDrink | a coca veio quente e o chá gelado chegou morno
melted | o tempurá de sorvete chegou derretido, virou uma sopa dentro do pote
notDelivered; mod:refund | o pedido nunca chegou e o ifood não quer devolver meu dinheiro, já faz 5 dias que abri o chamado
customisation | pedi o molho à parte pro poke não ficar encharcado e veio tudo misturado
missingItem | esqueceram o gengibre e o wasabi. sushi sem wasabi não dá
pricePortion | 45 reais num temaki que é 90% arroz e um fiozinho de salmão
portion | as peças tão cada vez menores, o niguiri parece de boneca
delay; cold; praise | El pedido tardó más de una hora y el hot roll llegó frío. Una pena porque el sabor es muy bueno.
spoiled | o cream cheese tava azedo, gosto de vencido
taste | shimeji salgado demais, impossível de comer
praise | O sushiman caprichou, peças bonitas e bem montadas. Vale cada centavo.
courier; mod:courier | o entregador do app abriu a sacola na minha frente e ficou mexendo nas caixas "pra conferir", achei um absurdo
app; mod:app | o rastreamento mostrava o motoboy parado no mesmo lugar por 40 min, app todo bugado
other=cancelaram o pedido | a loja cancelou meu pedido sem explicação nenhuma depois de 50 minutos
taste | o arroz tava duro, cru no meio, dava pra sentir os grãos
general; mod:offensive | lixo de restaurante, vão tomar no cu
delay; missingItem; cold | 1h de atraso, faltou o missoshiru e o guioza chegou frio
praise | sempre peço às sextas, nunca tive problema
praise | li umas avaliações falando de peixe estragado e fiquei receosa, mas o meu veio impecável, cheirinho de mar e tudo fresco
spoiled; poisoning | eu e meu marido passamos mal depois do sashimi, o peixe já tava com um cheiro estranho quando abrimos, burrice nossa ter comido
foreignBody | tinha uma espinha enorme no sashimi de salmão, quase engasguei
wrongItem | pedi poke de atum e veio de salmão. gosto dos dois mas não era o que eu queria
mod:noOrder | aviso de quem é do ramo: esse lugar usa peixe congelado de supermercado e vende como fresco, não caiam
praise; price | comida excelente, mas a taxa de entrega de 12 reais assusta
packaging | o potinho de shoyu veio sem tampa direito e vazou na sacola toda
customisation | pedi hot sem cebolinha, veio coberto de cebolinha
taste | sashimi cortado grosso e torto, cheio de nervo, parecia feito com faca cega
praise | Good sushi, fast delivery, fair price.
delay | "entrega em 40 minutos", chegou com 1h50. relâmpago mesmo 👏👏
notDelivered; service | pedido não chegou, liguei e disseram que já tinham entregado e praticamente me chamaram de mentiroso
missingItem | veio sem hashi, sem guardanapo e sem shoyu. só o sushi pelado na caixa
diet | pedi o yakisoba com macarrão de arroz sem glúten, opção que tem no cardápio, e veio o macarrão comum de trigo
allergy | tenho alergia a gergelim, escrevi na observação e o uramaki veio coberto de gergelim. tive que tomar antialérgico
cold | o gyoza chegou gelado
price | cobraram duas vezes no meu cartão o mesmo pedido
taste | molho tarê doce demais, enjoativo, estragou o hot inteiro
spoiled | o kani tava com cheiro azedo e meio gosmento
raw | pedi salmão GRELHADO no teriyaki e veio cru por dentro, translúcido e frio no meio. não pedi sashimi
wrongItem; mod:threat | mandaram pedido errado pela terceira vez. eu sei onde o dono mora e vou lá ter uma conversinha, ele vai se arrepender
portion; praise | sabor ótimo mas o poke pequeno é pequeno MESMO, não matou a fome
unanswered | tentei ligar umas 5 vezes pra corrigir o endereço e ninguém atende
delay; courier; mod:courier | o entregador do ifood ficou rodando no bairro meia hora, foi pra rua errada duas vezes e a comida chegou super atrasada
spoiled; poisoning | The tuna smelled off when I opened the box and I was vomiting all night after the spicy tuna roll. Never again.
taste | a alga do temaki chegou murcha e borrachuda, nada crocante
other=troco errado | paguei em dinheiro com nota de 100 e o troco veio faltando 20 reais
general | sinceramente? não gostei. não sei explicar, mas não voltaria
praise | o entregador foi super educado e a comida chegou perfeita
paidExtra; missingItem | paguei adicional de salmão no poke e veio a porção normal, e a água com gás nem veio
spoiled; service | salmão com cheiro ruim, reclamei e responderam que "peixe cru tem cheiro mesmo". não, peixe fresco não fede
praise | meu medo era chegar frio ou atrasado, mas chegou em 25 min e quentinho
delay; mod:offensive | cade meu pedido seus lerdos?? 1h e nada, vcs são uns merdas
wrongItem; missingItem | veio hot de banana no lugar do hot de salmão e o temaki nem veio
taste | não curti, achei o peixe cru com gosto muito forte e o arroz avinagrado demais
wrongItem; missingItem | Pedí yakisoba de verduras y llegó de pollo, y además no vinieron los palillos.
foreignBody | achei uma formiga andando dentro da caixa do poke
praise; taste | tudo gostoso, só o gengibre que tava meio sem graça
pricePortion | combo de 60 reais com 12 peças. já foi maior e mais barato
price | aumentaram o temaki de 29 pra 39 do nada
praise | chegou antes do tempo, peixe fresquíssimo, embalagem térmica caprichada. parabéns
poisoning | minha filha teve uma dor de barriga fortíssima depois de comer o yakisoba de vcs
app; mod:app | paguei no pix pelo app e o pedido ficou "aguardando pagamento" por 40 min
taste | o hot veio sem crocância nenhuma, parece que foi frito horas antes e requentado
customisation; praise | pedi shoyu light e veio o normal, mas a comida tava uma delícia
spoiled; mod:offensive | peixe podre, vocês são uns porcos imundos
delay | a previsão era 19h40, chegou 21h
praise | 3 anos pedindo daqui e nunca tive intoxicação nem nada, peixe sempre bem conservado
mod:noOrder | fiquei sabendo que a vigilância sanitária interditou a cozinha deles semana passada, alguém confirma? não peço mais
spoiled; poisoning | vou denunciar na Vigilância Sanitária, o arroz tava azedo e meu filho vomitou depois do sushi
portion | o yakisoba individual mal dá pra uma criança
packaging; missingItem | sacola veio sem lacre, aberta, e faltando o refri
courier | o motoboy de vocês chegou fumando e jogou a bituca na minha calçada
portion; taste | o temaki é só arroz, recheio mínimo, e ainda o arroz papa
delay; missingItem; unanswered | Took over an hour and they forgot the miso soup. Nobody ever answered the chat.
praise | pela primeira vez o hot chegou crocante de verdade! continuem assim
general | que merda, nunca mais
spoiled | o ceviche tava com gosto de passado, limão não disfarça peixe velho
missingItem | o combo diz que vem com 2 hots de cortesia e não vieram
praise | pedi tudo sem peixe cru por causa da gravidez e respeitaram certinho, só skin e hot. obrigada!
delay; service | atrasou 1h e quando perguntei a atendente respondeu "tá saindo" com a maior má vontade
other=não aceitaram VR | o cardápio diz que aceita vale-refeição na entrega e o motoboy falou que a loja não aceita, tive que pagar no pix
wrongItem | veio yakisoba tamanho individual e eu paguei pelo família
cold; taste | missoshiru frio e aguado
praise | pedi com medo por causa do calor, mas veio tudo geladinho na bolsa térmica, peixe firme e brilhante
delay; cold | chegou 1 hora depois e o yakisoba veio morno puxando pra frio
mod:offensive; taste | o sushiman de vcs é um jumento, o uramaki desmontou todo e o arroz sem vinagre nenhum
foreignBody | tinha um grampo de cabelo no meio do yakisoba. um GRAMPO
pricePortion; praise | salmão de qualidade, isso não nego, mas 70 reais em 10 sashimis fininhos não dá
missingItem | esqueceram os palitinhos, comi sushi com colher igual criança kkkk
customisation | pedi o hot sem tarê porque não gosto e veio afogado em tarê
| alguém sabe se eles abrem domingo?
wrongItem | pedi temaki de salmão com cream cheese e veio de atum sem nada
delay; app; mod:app | o app mostrou "saiu pra entrega" por uma hora e meia, o pedido chegou 1h depois do horário
praise | Buenísimo el temaki, bien lleno y el arroz perfecto. Recomendado.
taste; portion | o poke veio com a couve murcha, o salmão pouco e o molho sem graça nenhuma
poisoning | passei o domingo inteiro no banheiro depois do combo de sábado. coincidência? acho que não
praise | o peixe tem cheiro de mar e não de peixe, isso diz tudo. fresco de verdade
unanswered; notDelivered | pedido não chegou, liguei na loja e caiu na caixa postal, mandei whats e visualizaram e não responderam
praise; delay | uramaki top demais, só a entrega que demorou um pouquinho além da conta, 1h10
raw | o frango do yakisoba tava rosado e mole por dentro, cru mesmo, devolvi
`,
);

/** Set FB: lunch boxes ordered almost daily by office and construction workers: regulars comparing today with other days, portions shrinking, prices rising, lateness against a lunch break. */
export const BY_OTHERS_FB = parseReviews(
  "othersFB",
  `
delay | pedi 11h15 pra comer no horário de almoço da obra, chegou 12h50. meu almoço acaba 13h, comi engolindo
portion;praise | ontem veio ótimo, hoje a marmita veio com metade do arroz de sempre. o tempero continua bom mas cadê a comida?
missingItem | cade o refri que vem no combo? terceira vez essa semana q esquecem a coca
price | subiu de 18 pra 22 em um mês e a marmita é a mesma. assim fica difícil pedir todo dia
pricePortion | 25 reais numa marmita que cabe na palma da mão. ta de brincadeira
praise | peço de segunda a sexta faz 2 anos, nunca me decepcionou. feijão de vó
| hoje pedi a executiva de frango em vez da de carne, amanhã testo a de peixe
missingItem | a salada nao veio de novo. pago a marmita completa e chega só arroz, feijão e carne
delay;cold | pedi 11h40, chegou 13h10 e fria. meu intervalo ja tinha acabado, comi escondido do encarregado
praise | ontem veio frio, mas hoje chegou quentinho e no horário, assim sim 👏
portion;mod:offensive | bando de mão de vaca do caralho, cada dia a marmita vem menor. vão se foder
spoiled | o feijão hoje tava azedo, deu pra sentir no cheiro assim que abri a tampa. ontem tava normal
taste | arroz empapado e a carne dura que nem sola de bota. ontem tava bem melhor
foreignBody | achei um cabelo comprido no meio do purê. perdi a fome na hora
poisoning | comi a marmita de frango ontem e passei a noite no banheiro. eu e mais dois da equipe que pediram a mesma
delay;service | liguei pra saber do pedido e a moça respondeu "já saiu, não adianta ligar" toda grossa. chegou 40 min depois
unanswered;delay | mandei msg no chat 3 vezes, ninguém respondeu. a marmita chegou 1h20 depois do pedido
wrongItem | pedi a de bife acebolado e veio a de linguiça
diet | pedi marmita vegetariana e veio com bacon no feijão. sou vegetariano há 8 anos, fiquei puto
customisation | peço SEMPRE sem cebola, tá na observação, e hoje veio cheio de cebola
courier;mod:courier | o entregador do ifood não quis entrar na rua da obra, disse que não era obrigado. tive que andar 2 quarteirões de bota e capacete pra buscar
packaging | o feijão vazou tudo, sacola encharcada e o isopor rachado
price | a taxa de entrega passou de 3 pra 7 reais do nada. pra quem pede todo dia pesa no bolso
app;mod:app | o cupom de almoço não aplicava de jeito nenhum, o app travava na hora de pagar
praise | melhor marmita da região. a obra inteira pede aqui
portion | hoje a carne era 3 tirinhas. ontem veio um bife de verdade. padroniza isso ai
missingItem | veio sem talher de novo. to na obra, vou comer com a mão?
delay;mod:offensive | seus incompetentes do caralho, todo dia atraso. 12h30 e nada, meu almoço é do meio dia à uma
general | hoje foi uma decepção. peço aqui faz 1 ano e nunca tinha sido tão ruim
warmDrink | suco de laranja chegou quente e o guaraná sem gás. o resto ok
raw | frango cru por dentro, rosado perto do osso. mostrei pro pessoal e ninguém teve coragem de comer
praise;delay | comida maravilhosa como sempre, só que hoje atrasou 50 min e quase perdi o horário do almoço
| pessoal da firma pede 8 marmitas toda sexta, hoje foram 10
mod:noOrder | nunca pedi daqui mas o pessoal do escritório do lado falou que acharam barata na comida. fica o alerta
delay;mod:threat | se amanhã atrasar de novo igual hoje eu vou aí na cozinha e quebro essa porra toda
other=cancelaram o pedido | cancelaram minha marmita 11h55 sem explicação nenhuma, fiquei sem almoço e não dava mais tempo de pedir em outro lugar
missingItem;mod:refund | a salada não veio, pedi reembolso pelo app e o ifood negou. dizem que não tem como comprovar
notDelivered | marcou como entregue e não chegou nada. perguntei na portaria e pros peões, ninguém viu marmita nenhuma
diet | sou diabético, pedi o suco sem açúcar e veio adoçado. ta escrito na observação
allergy | avisei que tenho alergia a camarão e veio farofa com camarão. tive que tomar antialérgico no serviço
pricePortion;missingItem | 24 conto numa marmita que tá cada vez menor e ainda esqueceram o ovo
praise | pontual, quente e bem servida. o tempero de vocês salva meu dia de escritório
taste | muito sal no feijão hoje, parecia água do mar. segunda tava perfeito
cold | a marmita chegou gelada, tive que esquentar no micro-ondas da firma e pegar fila de 15 pessoas
delay | entrega expressa hein, só 1h30 pra atravessar 3 ruas. chegou quando eu já tava voltando pro batente
praise | achei que ia atrasar por causa da chuva mas chegou antes do meio dia 🙏
portion;taste | a porção de batata diminuiu e ainda veio murcha
missingItem;praise | tudo muito gostoso, mas o pudim da sobremesa não veio
service | a atendente do whats me chamou de chato só porque pedi pra trocar o acompanhamento
wrongItem | veio o pedido de outra pessoa, etiqueta com nome Carlos. eu sou a Fernanda e não pedi parmegiana
paidExtra | paguei 4 reais a mais pelo ovo frito extra e não veio
courier | o motoboy de vocês ficou 15 min parado na frente do prédio mexendo no celular antes de interfonar, vi pela janela
other=nota fiscal | pedi nota fiscal pra empresa reembolsar o almoço e até hoje não mandaram
taste;mod:hate | comida sem gosto nenhum, também né, cozinha cheia de paraíba, esse povo não sabe temperar
general;mod:offensive | lixo de restaurante, bando de porco imundo
delay;cold;missingItem | 1h10 de atraso, arroz frio e o refrigerante não veio. hoje foi completo
price;praise | a comida é boa demais, mas subir 3 reais de uma semana pra outra não dá
| primeira vez pedindo a marmita fitness, vamos ver
praise | o pessoal reclama que atrasa mas comigo nunca atrasou, 11h45 tá aqui todo dia
portion | marmita P tá parecendo a infantil. ontem o mesmo tamanho veio bem mais cheio
packaging | tampa veio aberta, o molho escorreu pela sacola toda
taste | a carne moida tava com gosto de requentado, parecia de dois dias
spoiled | a maionese tava com cheiro estranho, azeda. no calor da obra isso é perigoso, joguei fora
foreignBody;service | achei um pedaço de plástico no arroz, mandei foto e o dono respondeu "acontece". acontece nada
other=troco errado | pedi troco pra 50 e o rapaz trouxe troco de 20, faltaram 30 reais
missingItem | esqueceram a farofa e o molho de pimenta, justo o que faz a marmita valer a pena
customisation;praise | comida top, mas pedi o feijão separado e veio por cima do arroz, tudo misturado
taste;mod:offensive | que tempero é esse hoje? cozinheiro de merda, ontem tava bom
diet | pedi coca zero e mandaram coca normal. sou diabético, não posso tomar
praise | top demais 👍
general | péssimo.
delay | 12:58 chegou. meu intervalo é 12 às 13. obrigado por nada
pricePortion | aumentaram o preço e diminuíram a comida ao mesmo tempo, promoção 2 em 1 né
notDelivered;unanswered | a marmita nunca chegou e o telefone da loja só chama. fiquei sem almoço
app;mod:app | o rastreio do app travou em "preparando" e não atualizava mais, fiquei sem saber se vinha ou não
courier;mod:courier | vi o motoboy do ifood abrindo minha sacola e mexendo antes de subir. não confio mais
warmDrink | o mate veio quente que nem chá. aqui na obra faz 35 graus, um gelado faz diferença
melted | o açaí que vem de sobremesa chegou derretido, virou sopa roxa
praise;portion | a comida tá gostosa, o problema é que a carne caiu pela metade de umas semanas pra cá
price | cobraram a marmita duas vezes no cartão da empresa, agora tenho que explicar pro financeiro
delay;missingItem;taste;praise | peço aqui quase todo dia pra mim e pros meninos do almoxarifado. sempre foi ótimo, mas hoje foi um festival: atrasou 40 minutos, faltou o suco de dois e o frango tava seco que parecia papelão. a entregadora foi um amor pelo menos
| troquei pra marmita grande porque hoje o serviço é pesado
general | ja foi melhor.
praise | acabou o refri na loja mas me avisaram antes e mandaram suco no lugar, show
wrongItem | pedi marmita média e veio a pequena
customisation | pedi a carne bem passada, veio sangrando
missingItem;unanswered | veio sem o feijão. tentei ligar 4x, ninguém atende
delay;courier;mod:courier | segundo o app ficou pronto 11h30, mas o entregador do ifood foi fazer outras entregas antes, vi no mapa rodando pelo bairro. chegou 12h40
spoiled;poisoning | o strogonoff tava azedo e passei mal a tarde toda, vomitei no banheiro da empresa
price | R$ 9,90 de taxa pra 1,5 km? ontem era 4,99
portion | cada semana vem menos. hoje contei: 4 pedacinhos de frango
mod:noOrder | esse restaurante usa carne de cavalo, todo mundo no bairro sabe. nunca comi e nem vou comer
price;mod:offensive | 28 reais numa marmita, seus ladrões filhos da puta
delay;praise | chegou 20 min depois do previsto, mas tava tão bom que eu perdoo
| hoje o pedido foi no nome do Jorge, ele que paga a rodada
praise | já sabem que eu não como pimenta e nunca erram, isso que é cuidar do cliente
taste | arroz duro, mal cozido, dava pra ouvir o barulho mastigando
raw | a linguiça veio rosa por dentro, crua mesmo. tô com medo de passar mal
foreignBody | tinha uma pedra no feijão, quase quebrei um dente
missingItem | pedi 6 marmitas pra equipe e vieram 5. um dos meninos ficou sem almoço
wrongItem;diet | pedi a vegana e veio a de frango. sou vegana, né
wrongItem;service | veio a marmita errada e quando reclamei no chat falaram que eu devia ter conferido. como vou conferir se quem monta é vocês?
packaging | marmita de alumínio veio amassada, tampa solta, metade do arroz espalhado na sacola
cold;praise | gostosa como sempre, só que hoje chegou morna
delay | estimativa 30-40 min, chegou em 1h25. to na obra, tem hora pra voltar
praise | 😋😋😋 feijoada de quarta é sagrada
missingItem;mod:offensive | ESQUECERAM A BEBIDA DE NOVO!!! VCS SÃO UMAS ANTAS
pricePortion;praise | o sabor é ótimo, mas 22 reais por essa quantidade não compensa mais. antes enchia o pote
praise | achei que tinham diminuído a porção mas era impressão minha, comi e fiquei cheio
general;mod:offensive | restaurante de bosta
other=loja abre atrasada | no app diz que abre 11h, mas a loja só liga lá pras 11h40. quem almoça 11h30 fica na mão todo dia
courier | o motoboy de vocês é mal educado, jogou a marmita no balcão da portaria e saiu xingando
delay;cold | chegou atrasado e frio, igual ontem. dois dias seguidos
taste;praise | a carne de panela tava perfeita, mas o feijão sem sal nenhum
paidExtra | paguei R$5 pela salada extra e não veio. a marmita normal já não tem salada, por isso paguei à parte
app;mod:app | o app não aceitava o vale refeição de jeito nenhum, tive que pagar no cartão pessoal
notDelivered;mod:refund | não recebi e o ifood disse que não vai reembolsar porque "consta como entregue"
| alguém sabe se sábado eles abrem? o pessoal da obra trabalha meio período
praise | nao esqueceram o refri dessa vez kkkk brincadeira, sempre vem certinho
praise | o preço subiu esse mês mas ainda vale cada centavo, comida caseira de verdade
portion | parabéns pela marmita invisível, precisei de lupa pra achar a carne
delay;service | atrasou 1h e quando perguntei a resposta foi "hoje tá corrido". todo dia tá corrido então
portion;missingItem | hoje veio menos arroz e sem a salada. ontem tava tudo certo, não entendo essa variação
customisation | pedi pra n colocar farofa (não gosto) e veio a marmita afogada em farofa
taste | frango à milanesa encharcado de óleo, o papel do fundo ficou transparente
taste | feijão aguado hoje, parecia sopa. ontem tava grosso do jeito que eu gosto
foreignBody;mod:offensive | ACHEI UMA BARATA NA SALADA, BANDO DE IMUNDOS
wrongItem | pedi guaraná e veio fanta uva
warmDrink;delay | a marmita atrasou meia hora e a lata de coca chegou quente
praise | o motoboy subiu até o 12º andar mesmo sem obrigação, comida quentinha. nota 10
courier;mod:courier | entregador do app me ligou gritando porque não achou a entrada do canteiro, falou um monte de palavrão comigo
other=marmitas sem identificação | pedimos 12 marmitas e nenhuma veio identificada, virou bagunça pra saber qual era de quem
pricePortion | 19,90 pra vir isso? meia concha de feijão e uma coxinha de frango. antes pelo mesmo preço era o dobro
cold;taste | bife frio e borrachudo. ontem pedi o mesmo e veio no ponto, hoje parece outro cozinheiro
notDelivered | esperei até 13h30 e nada. cancelei e fui comer pão na padaria
praise | obrigado dona Cida, a marmita de hoje tava igualzinha comida de casa ❤️
| pedido pra 3 pessoas, paguei no pix
general | nunca mais peço. sério.
service | a dona respondeu minha avaliação de ontem me chamando de mentiroso. que atendimento é esse?
spoiled | o arroz tava com cheiro de azedo e meio grudento, daquele que ficou fora da geladeira. não comi
allergy | sou alérgico a amendoim, escrevi em caps na observação e o molho do frango tinha amendoim. minha boca inchou
diet | pedi a opção sem lactose e veio com queijo derretido por cima
missingItem;delay | atrasou 35 minutos e ainda veio sem o arroz. arroz! numa marmita!
praise | ontem esqueceram o suco mas hoje mandaram dois pra compensar, gostei da atitude
mod:noOrder | meu cunhado trabalhou aí e disse que a cozinha é imunda e a carne é vencida. não peçam
delay;mod:offensive | mais de uma hora pra uma marmita, seus lerdos. peão trabalha, não tem o dia inteiro não
pricePortion;taste | tá caro pra quantidade e ainda veio sem gosto
packaging | a sacola veio rasgada e o suco aberto, molhou tudo
delay;app;mod:app | o app dizia 15 minutos o tempo todo e ficou 1h dizendo 15 minutos
praise | pedi sem cebola e veio sem cebola, parece pouco mas em outro lugar nunca acertam
`,
);

/** Set FC: açaí, ice cream, milkshake and dessert shops in summer heat: melted things, toppings paid and missing, wrong flavours, sugar for diabetics, lactose, children's birthdays. */
export const BY_OTHERS_FC = parseReviews(
  "othersFC",
  `
delay; melted | Açaí chegou virado sopa, 1h10 de espera num calor de 38 graus. Não dá né
paidExtra; praise | paguei 4 reais de leite ninho e 3 de nutella de adicional e nenhum dos dois veio. o açaí em si tava bom mas cobrar e não mandar é sacanagem
praise | melhor açaí da região, cremoso, chegou geladinho mesmo com esse sol de rachar. amo 💜💜
wrongItem | pedi milkshake de ovomaltine e veio de morango. meu filho odeia morango, sobrou pra mim
packaging | copo vazou dentro da sacola, chegou melando tudo, escorreu na minha calça. tampa mal fechada, claramente
diet | Pedi o sorvete ZERO açúcar pq meu pai é diabético e mandaram o normal, só percebi porque tava escrito na tampa. Podia ter dado problema sério
| pedi o açaí de 700 com granola e banana pra dividir com a namorada
praise | da ultima vez chegou meio mole mas hj veio perfeito, durinho e bem servido. parabéns pela melhora
delay; melted; mod:offensive | DUAS HORAS pra entregar um milkshake, chegou leite morno. bando de incompetente do caralho
missingItem | cadê a colher??? mandaram açaí sem colher, tive que comer com garfo igual um doido kkkk
taste | o açaí tava aguado, gosto de gelo, parece que bateram com água. antes era bem mais encorpado
portion | o copo de 500 vem com um buraco no meio, metade é ar. da próxima vou pesar na balança da cozinha
pricePortion | R$ 32 num copinho de 300 com adicional contado no grão. caro demais pro tamanho
price; praise | taxa de entrega de 12 reais pra 2 km?? o sorvete é ótimo mas essa taxa é abusiva
allergy | Avisei na observação que minha filha tem alergia a amendoim e veio paçoca por cima do açaí. Por sorte vi antes de ela comer. Falta de atenção gravíssima
courier; mod:courier | o entregador do ifood não quis nem entrar no condomínio, me fez descer 4 andares de escada e ainda foi grosso quando perguntei o motivo
app; mod:app | o cupom de 15 reais sumiu na hora de pagar e o app cobrou cheio. nada contra a loja, é o aplicativo que é uma bagunça
notDelivered | pedido marcado como entregue e nunca chegou. era o bolo de sorvete do aniversário do meu filho, criança chorando e eu sem nada pra cantar parabéns
delay; unanswered | 50 min de atraso, liguei 4 vezes e ninguém atende, whats só visualiza e não responde
missingItem; service | mandei msg dizendo que faltou o picolé do meu filho e a atendente respondeu "aqui saiu tudo certo". ou seja, eu tô mentindo?
melted; packaging | milkshake chegou derretido e com a tampa estourada, metade ficou no fundo do saco
praise | Atendimento nota 10, a moça mandou até um bilhetinho de feliz aniversário pro meu filho junto com os picolés 🥰
customisation | pedi SEM granola (escrevi em maiúsculo na observação) e veio cheio de granola. não custa ler né
wrongItem | veio o pedido de outra pessoa, um pote de flocos e um de napolitano, eu pedi açaí com cupuaçu
diet; poisoning | sou intolerante a lactose e pedi o sorbet justamente por ser sem leite, veio com leite condensado por cima. passei a tarde toda mal do estômago
taste | o sorvete de pistache tem gosto de sabão, nada a ver com pistache, só corante verde
spoiled | o creme de cupuaçu tava azedo, estragado mesmo, cheiro forte. joguei fora
foreignBody | achei um cabelo enorme enrolado no meio do açaí. perdi a fome na hora
praise | chegou em 20 min, geladinho, com tudo que eu pedi. assim que é bom
general | horrível. nunca mais peço
delay; melted | Entrega relâmpago, só 1h40 pra 3 km. O sorvete chegou em estado líquido, dá pra tomar de canudinho 👏👏👏
paidExtra; portion | paguei adicional de morango fresco e vieram 2 rodelinhas. DUAS. e o leite em pó extra nem veio
courier; mod:courier | o lacre da sacola chegou rasgado, deu pra ver que o entregador do ifood abriu. dentro até tava tudo certo mas não é legal né
praise; delay | o açaí é maravilhoso, cremoso do jeito que eu gosto, só que demorou mais de 1h pra chegar
wrongItem | pedi o de 700 e veio o de 500, dá pra ver escrito na tampa
| alguém sabe se eles abrem domingo? queria encomendar pro aniversário da minha sobrinha
mod:noOrder | nunca pedi aqui mas minha vizinha disse que acharam barata no açaí deles, fiquem espertos
taste; mod:offensive | sorvete com gosto de isopor, o dono deve ser um imbecil que nunca provou o que vende
delay; mod:threat | 1h20 esperando DE NOVO. se atrasar mais uma vez eu vou aí e quebro essa vitrine de sorvete inteira, tô avisando
other=cancelaram o pedido | cancelaram meu pedido depois de 40 minutos sem explicação nenhuma, e era pra festinha da escola
praise | sou diabética e pedi o açaí zero, veio certinho com etiqueta separada. obrigada pelo cuidado ❤️
taste | muito doce, enjoativo, parece que jogaram um pote inteiro de xarope de guaraná no açaí
melted | o picolé chegou mole, dobrando no palito. calor ou não, tem que dar um jeito de mandar gelado
packaging; missingItem | a tampa do copo não fechava, derramou calda pela sacola toda, e o potinho de granola que vem junto nem veio
melted; service | reclamei que o sorvete chegou derretido e a loja respondeu que "no verão é assim mesmo". e ficou por isso
praise | Milkshake de Nutella divino, grossinho, o canudo fica em pé kkkk. Entregador super educado tbm
delay; cold; melted | o petit gâteau era pra vir quentinho com a bola de sorvete do lado. demorou 1h, o bolinho veio gelado e o sorvete virou calda
price | subiram o açaí de 500 de 19 pra 27 reais em dois meses. tá loucura isso
other=troco errado | paguei em dinheiro com nota de 50, o pedido deu 31 e me voltaram 9 de troco. conferi 3 vezes
wrongItem; diet; poisoning | pedi milkshake de chocolate ao leite com leite sem lactose. veio de chocolate branco e com leite normal, minha barriga que o diga a noite inteira
foreignBody | tinha um pedaço de plástico duro no meio do sorvete de flocos, quase quebrei o dente
praise | Ótimo custo-benefício, o pote de 1 litro dá pra família toda e vem bem cheio
notDelivered; unanswered | o pedido nunca chegou. liguei na loja ninguém atendeu, mandei msg e nada. fiquei sem sobremesa
| pedi pra minha mãe, ela que vai dizer se gostou
melted; praise | o sabor é excelente mas chegou tudo derretido, virou vitamina
spoiled | o morango do açaí veio com mofo, dava pra ver a penugem branca. que nojo
customisation | pedi a calda de chocolate separada num potinho e veio tudo despejado por cima
portion; praise | gostoso demais, mas o de 300 tá vindo cada vez menor, parece copinho de café
app; mod:app | o app mostrava "saiu para entrega" fazia 40 min e a loja nem tinha começado a montar. rastreamento é piada
wrongItem; mod:refund | veio sabor errado, pedi reembolso pelo ifood e negaram. tenho foto, absurdo
delay; mod:hate | 1 hora pra separar um sorvete, só podia ser baiano no caixa mesmo, raça lerda
praise | Fiz a festinha de 5 anos do meu filho com os potes de 2L de vocês, as crianças amaram e chegou tudo firme. Voltarei com certeza
diet | pedi açaí sem açúcar (sou diabético tipo 1) e colocaram leite condensado e xarope. medi a glicose depois: 280
taste | milkshake ralo, parece achocolatado de caixinha batido com gelo, zero cremosidade
delay | pedi às 15h pra festa das 16h, chegou 17h20. parabéns cantado sem sorvete. obrigado por nada
wrongItem; missingItem | pedi 3 picolés de limão e 2 de uva: vieram 3 de coco e só 1 de uva
service; mod:offensive | atendente mal educada do cacete, desligou na minha cara. vão tomar no cu
price | cobraram duas vezes o adicional de paçoca, olhei a fatura do cartão agora
praise | Açaí puro, sem xarope, do jeitinho do Pará. Finalmente achei um que presta aqui em SP
courier; melted | o motoboy de vocês ficou uns 10 minutos no celular parado na frente do prédio antes de me chamar, chegou tudo mole
general | decepcionante. esperava muito mais
taste; praise | sorvete de creme maravilhoso, mas o de chocolate tem gosto de pó, bem artificial
missingItem | faltou o copo da minha esposa. pedi 2 açaís e veio 1
melted; packaging | mil camadas de sacola e mesmo assim o pote chegou vazando e o sorvete virado creme
poisoning | comi o açaí ontem à noite e passei a madrugada vomitando. a única coisa diferente que comi foi isso
foreignBody | tinha formiga no meio do granulado. uma não, várias
diet | pedi picolé vegano de frutas e veio um de coco com leite condensado. sou vegana há 6 anos, poxa
service | a loja respondeu minha avaliação anterior me chamando de mentirosa. beleza, perderam uma cliente
praise | chegou antes do previsto, tudo separadinho, colher, guardanapo, até lencinho umedecido. capricho puro
| pedi o combo família, vamos ver se agrada a galera
delay; melted; missingItem | demorou uma hora, o sorvete derreteu e o cascão que eu pedi junto não veio. péssimo
pricePortion | 45 reais numa taça de sundae que cabe na palma da mão. paguei pra ver, não pago de novo
wrongItem | pedi cobertura de morango e veio de chocolate, e não, não é a mesma coisa
taste | parabéns ao chef que conseguiu fazer um açaí com gosto de absolutamente nada 👏
delay; courier; melted; mod:courier | o entregador do app rodou o bairro 40 min, ligou 3x perguntando o endereço que tava certinho no app. chegou tudo mole
praise | meu marido é diabético e sempre pede o zero de vocês, nunca tivemos problema. recomendo
taste | sorvete cheio de cristal de gelo, arenoso, parece que derreteu na loja e congelaram de novo
other=nota fiscal | pedi nota fiscal pelo chat 2 vezes e não mandaram, preciso pra reembolso da empresa
mod:noOrder | essa sorveteria é do mesmo dono daquela que a vigilância fechou ano passado, todo mundo sabe. não peçam
wrongItem; melted | mandaram milkshake de baunilha em vez de doce de leite, e ainda derretido
praise | Obrigada pelo capricho no bolo de sorvete da festa da Laurinha! Veio com o nome certinho e durinho mesmo com 35 graus
customisation | pedi pra colocar a nutella só por cima e não no fundo (meu filho só come a de cima rs) e fizeram o contrário
packaging | o copo do milkshake veio sem tampa, só com um plástico filme, vazou metade no caminho
app; mod:app | o aplicativo não deixava escrever observação no pedido, tentei 5 vezes e travava
unanswered | errei o complemento e mandei msg no chat logo depois de pedir, ninguém respondeu, tive que correr atrás do motoboy na rua
wrongItem; mod:offensive | trocaram meu sabor DE NOVO. vcs são uns burros, não sabem ler??
taste | açaí de saquinho misturado com banana pra render, gosto de guaraná em pó, nada de açaí de verdade
delay | "tempo estimado 30-40 min", chegou em 1h15. a estimativa é enfeite?
praise | fiquei com medo do sorvete derreter nesse calor mas chegou durinho, embalagem térmica top
allergy | minha filha tem APLV, pedi o sorbet de manga que no cardápio diz "sem leite" e ela teve reação na boca. depois descobri que usam a mesma colher pra tudo
missingItem | a velinha de aniversário que vem de cortesia com o bolo de sorvete não veio
paidExtra | paguei 6 reais pela "cobertura dupla" e veio a mesma quantidade de sempre
general | Pior sorveteria da cidade.
praise | top demais 🔥🔥🔥
courier; mod:courier | o entregador do ifood falou que não ia subir porque "não é obrigado" e ainda me xingou quando reclamei
price; service | cobraram taxa de embalagem de 3 reais que não aparece no cardápio, perguntei e a moça falou "se não quiser não pede"
portion | pedi o pote de 1 litro e veio uns 700ml, coloquei no medidor
delay; melted; service | atrasou 1h, chegou derretido, reclamei no chat e a resposta foi um emoji de joinha 👍
praise | o moço do telefone foi super atencioso, me ajudou a montar o pedido pra festa sem pressa nenhuma
| vi muita gente reclamando de atraso aqui, acabei de pedir, depois conto
melted; taste | sorvete derretido e com gosto de freezer velho
delay; app; mod:app | o app ficou dizendo "pedido em preparo" por 1h e meia e ninguém sabia de nada. quando chegou já era outra hora
praise | os adicionais vieram caprichados, mais do que eu pedi até. leite ninho pra dar e vender kkk
paidExtra; mod:offensive | paguei por 3 adicionais e veio 1, seus ladrões safados
diet | pedi o sorvete sem glúten pra minha irmã celíaca e veio com casquinha de biscoito normal por cima
praise; price | delicioso, só achei salgado o preço
taste | o creme de ninho tava granulado, açucarado, nada cremoso como na foto
cold; taste | os churros com doce de leite vieram frios e murchos
warmDrink; praise | a água de coco e o guaraná vieram quentes, em pleno verão. o sorvete em si tava ótimo
mod:noOrder | não comprei nada mas passei na frente e a loja tava imunda, cheio de mosca no balcão. vcs comem isso?
wrongItem; mod:threat | veio tudo errado de novo. já descobri onde o dono mora e vou postar o endereço da casa dele no grupo do bairro
poisoning | meu filho passou mal depois do picolé, diarreia a noite toda. vou levar o caso à vigilância sanitária
praise | Primeira vez pedindo e já virei cliente. O açaí trufado é surreal
melted; praise | chegou derretido mas a loja mandou outro sem eu nem precisar pedir de novo, muito bom atendimento
praise | achei que ia vir errado porque meu pedido tinha um monte de observação, mas veio tudo como pedi 👏
packaging | amei a surpresa de abrir a sacola e encontrar um lago roxo. açaí na sacola, não no copo. parabéns
service | o dono respondeu minha reclamação com ironia aqui no app, "quem sabe vc vem buscar então"
customisation | pedi pra não colocar confete porque minha filha é pequena e engasga, escrevi na obs, veio cheio
spoiled | o leite condensado tinha cheiro de azedo, certeza que tava vencido
wrongItem; mod:hate | essas venezuelanas do caixa não entendem nada, trocaram meu pedido. voltem pro país de vocês
melted; mod:refund | o ifood recusou meu estorno do pedido que chegou derretido dizendo que "não há evidências". mandei foto!
taste; praise | massa do sorvete ótima, mas a calda de caramelo tava queimada, amarga
other=sabor indisponível | metade dos sabores do cardápio não tem, me ligaram 3 vezes pra trocar. tira do cardápio então
melted | o sorvete chegou em temperatura ambiente, parecia mingau de baunilha
diet | pedi o açaí "sem adição de açúcar", que tá no cardápio como opção pra diabéticos, e tava doce demais, tinha xarope com certeza
taste; portion | granola mole, murcha, e pouquinha
praise; missingItem | tudo perfeito como sempre, só faltou o biscoitinho de brinde que sempre vem
general | Lamentável. Dinheiro jogado fora.
courier | o motoboy de vocês largou a sacola no portão e foi embora, nem tocou a campainha. achei por acaso meia hora depois
customisation; melted | coloquei na obs pra mandar o sorvete no isopor por causa do calor e veio na sacola comum, derretido
praise | Meu aniversário e minha mãe pediu a torta de sorvete de vocês, perfeita, todo mundo elogiou. Obrigado!
taste | o brownie do sundae tava cru por dentro, aquela massa grudando no dente, e o sorvete por cima ok
praise | sem querer deixei o pote no carro e derreteu, culpa minha kkk mas o sabor é top, pedirei de novo
praise | liguei pra confirmar se o picolé era zero mesmo pra minha vó diabética e me explicaram tudo rapidinho
praise | li as avaliações de vazamento e fiquei receosa, mas veio lacrado e sem vazar nada
praise | demorou um pouquinho por causa da chuva mas nada demais, o sorvete tava ótimo
warmDrink | pedi o combo açaí + refri e a coca veio quente e sem gás
packaging | copo grudento por fora, a sacola colando na mão, calda escorrida pela tampa. até o celular ficou melado
melted; delay; mod:offensive | vcs são uma piada, 1h30 pra chegar e o milkshake virou achocolatado quente. vergonha dessa merda de loja
paidExtra; missingItem | o kit festa dizia "com 10 coberturas" e paguei o adicional de confeitos, vieram 6 coberturas e zero confeito
`,
);

/** Set FD: older customers and voice-to-text dictation: long run-on sentences, misheard words, several complaints in one breath, grandchildren ordering for them, Procon threats. */
export const BY_OTHERS_FD = parseReviews(
  "othersFD",
  `
delay; cold | Boa noite sou aposentado tenho 74 anos pedi uma sopa de legumes às sete horas da noite e chegou quase nove horas fria que parecia que tinha saído da geladeira eu não sei como vocês tem coragem de mandar assim pra um idoso
praise | Minha neta que fez o pedido pelo celular pra mim e eu quero agradecer a comida estava muito gostosa igualzinha comida de mãe Deus abençoe vocês e o trabalho de vocês
wrongItem; missingItem | Prezados pedi uma pizza de cala presa e veio de frango com catu piri e o guará na de dois litros também não veio eu nem como frango com esse queijo mole
delay; unanswered | O pedido demorou uma hora e meia e eu liguei três vezes no número da loja e ninguém atendeu o telefone ficou chamando chamando até cair uma falta de consideração com o cliente
raw; poisoning | O franco assado estava cru por dentro vermelho perto do osso e meu marido comeu assim mesmo porque não enxerga direito e passou a madrugada toda com dor de barriga e de sarranjo vou levar isso ao pro com
customisation | Eu pedi o lanche cem sebola escrevi bem claro na observação e veio cheio de sebola por cima tive que tirar com o garfo uma por uma
spoiled | A mãe onésia da batata estava azeda com um cheiro ruim minha neta cheirou e disse vó isso aqui tá estragado jogamos tudo fora
foreignBody; service | Achei um fio de cabelo comprido no meio do arroz ponto liguei pra reclamar e a moça riu e disse que podia ser meu o cabelo mas eu sou careca minha senhora faz vinte anos
praise | Comida muito boa bem temperada chegou quem tinha ainda e o rapaz da entrega muito educado subiu até o meu apartamento porque eu uso andador muito obrigado a todos
delay; courier; mod:courier | O entregador do aplicativo ficou parado na esquina mais de meia hora eu vi tudo pelo mapinha e quando finalmente chegou ainda mandou eu descer porque não queria subir eu tenho oitenta anos e problema no joelho
mod:noOrder | Nunca pedi nesse lugar mas a irmã lá da igreja falou que a filha dela passou mal depois de comer a coxinha daqui então fica o aviso para os outros irmãos tomarem cuidado
taste | A lazanha estava muito salgada e eu tenho pressão alta não consegui comer nem a metade dela
diet | Sou diabética e pedi a coca zero escrito bem grande na observação e mandaram a coca normal cheia de açúcar ainda bem que meu neto viu antes de eu tomar
general | Horrível não gostei de nada nunca mais peço aqui e vou falar para todas as minhas amigas do grupo da terceira idade
melted; delay | O sorvete de creme com calda chegou todo de reteu virou uma sopa depois de uma hora e dez minutos de espera
price | Achei caro demais doze reais de taxa de entrega para três quarteirões minha gente no meu tempo a gente ia buscar a pé e ainda ganhava bala
praise | Meu neto falou que da última vez que ele pediu aqui demorou muito mas hoje veio rapidinho e bem quentinho parabéns pela melhora
missingItem; unanswered | Não veio o talher nem o guardanapo e eu moro sozinha tive que comer com a colher de pau mandei mensagem no chat da loja e ficou sem resposta até agora
delay; cold; mod:offensive | Cambada de incompetentes safados duas horas pra entregar um frango assado gelado vocês deviam ter vergonha nessa cara
app; mod:app | O aplicativo não aceitou o cupom de desconto que chegou no meu celular minha neta tentou umas dez vezes e só dava erro e no final cobrou o valor cheio
portion | A marmita veio com pouquíssima carne dois pedacinhos de bife do tamanho de uma moeda de um real o resto tudo arroz e feijão
pricePortion | Trinta e oito reais numa porção de frango a passarinho que não enchia um pires de café eu acho um absurdo isso
packaging | A canja vazou toda dentro da sacola a tampa estava mal fechada e molhou o pãozinho e o meu tapete da sala
notDelivered | Fiquei esperando a noite inteira e o pedido nunca chegou e no aplicativo aparece como entregue às oito e quinze eu não recebi nada de nada
wrongItem | Boa tarde veio o pedido de outra pessoa com o nome de Rodrigo no papelzinho e o meu estrogonofe de carne ficou não sei onde
praise | Parabéns à cozinheira o feijão tava igual o da minha falecida mãe vou pedir todo sábado agora
customisation; taste | Pedi o bife sem gordura porque não gosto e veio com aquela capa de gordura em volta e duro que nem sola de sapato não consegui mastigar com a dentadura
poisoning | Eu e minha esposa comemos o peixe frito no almoço de domingo e os dois passamos mal com vômito o resto do dia já liguei para a vigilância sanitária e vou ao procon amanhã cedo
courier | O moto boy de vocês foi muito grosseiro comigo gritou no interfone que não tinha o dia todo e jogou a sacola por cima do portão eu sou uma senhora de idade não precisava disso
paidExtra; missingItem | Paguei a mais pelo bei com extra no xis burguer e não veio bei com nenhum e ainda faltou a bata ta frita que era do combo
praise | Tinha medo de pedir comida japonesa pelo aplicativo por causa de estragar no caminho mas o suchi chegou fresquinho e geladinho muito bem embalado recomendo
praise; warmDrink | A comida estava ótima como sempre mas o guaraná chegou quente parecia chá de camomila
delay; cold; missingItem; service | Boa noite senhores com todo respeito eu esperei uma hora e quarenta minutos a comida chegou fria faltou o arroz e quando liguei o rapaz disse que não era problema dele e desligou na minha cara
other=nota fiscal | Pedi a nota fiscal na observação porque sou síndica e preciso para a prestação de contas do condomínio e não mandaram já pedi duas vezes
delay; courier; mod:hate | Demorou demais porque o entregador era desses paraíba que não sabe ler endereço ficou rodando o bairro inteiro com a minha comida
foreignBody | Tinha um pedaço de plástico duro no meio da carne moída quase quebrei a minha dentadura nova que custou uma fortuna
praise; delay | A pizza de vocês é a melhor do bairro sem dúvida nenhuma mas hoje demorou bem mais que o normal quase uma hora e meia
 | Meu neto pediu pra mim o combo número três com o refrigerante de laranja
allergy | Eu avisei na observação que sou alérgica a camarão e veio um camarão no meio do arroz à grega graças a Deus eu vi antes mas isso podia ter me matado
taste | As frutas estavam murchas e encharcadas de óleo e o ambúrguer seco parecia papelão
notDelivered; mod:refund | O pedido não chegou e até hoje o ai food não devolveu o meu dinheiro já faz uma semana que estou esperando esse rei em bolso
pricePortion; praise | O escondidinho de carne seca é muito saboroso não tenho o que falar mas pelo preço que cobram podia vir mais eu fiquei com fome
delay; mod:threat | Três horas esperando uma marmita e se atrasar assim de novo eu vou aí pessoalmente e quebro esse balcão de vocês na bengalada pode escrever o que eu tô falando
customisation | Pedi o moio separado para a massa não encharcar e veio tudo misturado dentro da macarronada
cold; packaging | A pizza chegou fria e toda amassada de lado com a cobertura grudada na tampa da caixa
praise | Gostaria de deixar registrado o meu agradecimento à moça do atendimento que foi muito paciente comigo no telefone explicou tudo devagar porque eu não entendo nada dessas coisas de aplicativo
delay; mod:offensive | Duas horas esperando seus vagabundos nunca mais
wrongItem | Pedi a pizza grande para a família e veio a broto que não dava nem pra mim
spoiled; poisoning | O pudim estava com gosto de azedo parecia passado da validade e depois de comer eu tive dor de barriga a tarde inteira
wrongItem; service | Veio a pizza de atum no lugar da muçarela e quando reclamei no chat a atendente respondeu bem seca dizendo que eu que escolhi o sabor errado sendo que eu tenho o print
praise | Minha vizinha falou que achou cabelo na comida daqui uma vez mas a minha sempre veio limpinha e gostosa então eu continuo pedindo
other=troco errado | Paguei em dinheiro com uma nota de cem e o troco veio faltando dez reais eu conto tudo certinho sou contador aposentado
other=cancelaram o pedido | Cancelaram meu pedido depois de uma hora sem avisar nada eu fiquei sem almoço com a mesa posta esperando
courier; mod:courier | Eu vi pela câmera do prédio o entregador do ifood abrindo a sacola e mexendo na comida antes de tocar o interfone que coisa feia
taste; praise | O frango é bom mas o arroz estava empapado parecia papa de neném
delay | Entrega relâmpago parabéns só duas horas e quinze minutos para atravessar a rua
portion; missingItem | A salada veio com meia folha de alface e três tomatinhos e o molho da salada nem veio
diet | Sou vegetariana há quarenta anos e pedi o risoto de legumes e tinha pedaço de bei com no meio isso é uma falta de respeito
price | Cobraram a taxa de entrega sendo que eu mesma fui buscar no balcão com a minha bengala
warmDrink; missingItem | A cerveja veio quente e sem gás e o gelo que eu pedi não veio
general; mod:offensive | Lixo de restaurante uma porcaria vocês são uns porcos
praise | Tudo perfeito ponto chegou no horário ponto quentinho ponto o motoqueiro educado ponto nota dez ponto de exclamação
praise | Eu achei que ia demorar por causa da chuva mas chegou em vinte minutos bem embalado nem uma gota molhou
delay; cold; courier; mod:courier | O entregador do aplicativo fez mais duas entregas antes da minha eu acompanhei no mapa e a comida chegou fria com cinquenta minutos de atraso
unanswered | Tentei falar com o restaurante pelo telefone que está no aplicativo para mudar o endereço e ninguém atende nunca
praise | A marmita é barata e muito bem servida vale cada centavo que eu pago
foreignBody | Achei uma barata morta embaixo da alface do sanduíche minha neta tirou foto e vou mandar para a vigilância sanitária
missingItem; customisation | Pedi o cuscuz com ovo e a manteiga à parte e veio sem o ovo e a manteiga toda misturada
praise; courier | A comida é ótima mas o moto boy de vocês deixou na portaria sem avisar ninguém e eu só fui descobrir uma hora depois
mod:noOrder | Vi no jornal da televisão que esse restaurante foi fechado pela vigilância por causa de rato na cozinha nunca comi aí e nem vou comer
raw | A linguiça toscana estava crua por dentro rosa e mole eu não comi com medo de passar mal
praise; app; mod:app | O aplicativo ficou mostrando que o pedido ainda estava em preparo mesmo depois que já tinha chegado aqui em casa mas a comida estava boa e quentinha
poisoning | Passei mal depois do estrogonofe de frango e estou tomando soro no posto de saúde desde cedo
spoiled; service | O creme do bolo estava azedo e quando eu liguei reclamando disseram que era assim mesmo o sabor e que eu que não entendia de doce
delay; cold; wrongItem; missingItem; service | Prezados senhores venho por meio desta manifestar a minha total insatisfação com o pedido de ontem o qual demorou mais de duas horas chegou frio veio o bife à para me jana no lugar do filé de frango grelhado faltou o pudim e a atendente ainda teve a pachorra de dizer que eu devia ter conferido atenciosamente Dona Cida
praise | Meu bisneto de doze anos escolheu o lanche e adorou disse que é o melhor xis salada que ele já comeu obrigada
pricePortion | Caro e pouco
price | Aumentaram o preço da marmita de dezoito para vinte e cinco reais de uma semana pra outra assim não dá pra aposentado
praise | Excelente 👏👏👏 Deus abençoe
wrongItem; mod:threat | Vieram com o pedido trocado de novo e eu já sei onde mora o dono dessa espelunca vou colocar o endereço e o telefone da casa dele no grupo do bairro pra todo mundo ir cobrar lá
melted | O mil xeique de morango veio todo derretido parecia leite com groselha
missingItem | Veio só um refrigerante sendo que eu pedi dois um pra mim e outro pro meu marido que ficou olhando eu tomar
diet | Estou fazendo dieta sem glúten por orientação da nutricionista pedi a pizza com a massa sem glúten que está no cardápio e veio a massa comum eu conheço pela textura
taste | A feijoada estava sem gosto nenhum parecia feijão de hospital sem sal sem tempero sem nada
general | Muito decepcionada esperava bem mais
unanswered; service | Liguei duas vezes e ninguém atendeu e na terceira a pessoa atendeu grossa dizendo que estava muito ocupada pra falar comigo sobre o meu pedido
taste; mod:hate | Massa da pizza crua e borrachuda mulher não sabe fazer pizza mesmo devia colocar um homem nessa cozinha
praise | Não tenho nada a reclamar só a agradecer comida boa bem servida e chegou antes do horário
praise | Trabalhei trinta anos no procon e sei reconhecer um serviço bem feito parabéns a toda a equipe
praise | Pedi o sashimi que é o peixe cru mesmo e estava fresquinho e delicioso muito bom
praise | A picanha estava tão macia que derreteu na boca meu genro que é exigente elogiou
mod:noOrder | Minha cunhada disse que o motoboy de vocês é mal educado e rasgou a sacola dela nunca pedi aqui mas fica registrado
missingItem; mod:refund | Faltou a sobre a mesa o pavê que eu paguei e o restaurante falou pra eu pedir o reembolso no aplicativo e o aplicativo negou dizendo que eu não tinha direito
app; mod:app | Não consegui pagar com o piques o aplicativo ficava carregando carregando e no fim minha neta teve que pagar com o cartão dela
cold; delay | Chegou frio e atrasado
cold | Chegou no horário certinho só que a marmitex veio fria a carne dura de gelada e o feijão com aquela nata de gordura por cima
packaging | O suco de laranja veio com a tampa aberta e metade derramado dentro da sacola melando tudo
praise; delay | Adoro a comida de vocês mas hoje levou quase duas horas só chegou porque Deus é bom e eu rezei um terço inteiro esperando
service | A dona do restaurante respondeu a minha avaliação passada me chamando de velha chata na frente de todo mundo isso não se faz com cliente de tantos anos
other=sem troco | Avisei no pedido que ia pagar com nota de cinquenta e o rapaz chegou sem troco nenhum e eu tive que ir pedir pra vizinha
customisation | Pedi a pizza metade sem azeitona porque meu marido não come e veio azeitona nas duas metades ele ficou catando com o palito
portion; taste | O pasteu estava só massa quase sem recheio e ainda borrachudo de mastigar
praise | Pedi sem cebola por causa da minha digestão e veio sem cebola certinho obrigada pela atenção
praise | Da outra vez o estrogonofe chegou meio morno mas hoje chegou pelando do jeito que eu gosto nota dez
praise | Desisti do restaurante da esquina que vivia atrasando e agora só peço aqui sempre pontual e caprichado
praise | Comida maravilhosa vírgula entrega rápida vírgula muito obrigado pela atenção com os idosos ponto final
allergy | Avisei com letra grande que o meu netinho tem alergia a amendoim e o doce veio com paçoca esfarelada por cima ele teve que tomar antialérgico correndo
diet | Pedi o capuccino com leite sem lactose porque não posso e pelo gosto veio com leite normal dá pra sentir na hora
courier; mod:courier | O entregador do ifood me tratou mal porque eu demorei pra descer a escada eu tenho oitenta e dois anos moço tenha paciência
notDelivered; unanswered | Pedido nunca chegou e a loja não atende o telefone nem responde o zap já são onze da noite e eu sem jantar
delay; packaging; missingItem; mod:offensive | Bando de ladrão safado atrasaram uma hora a sacola veio rasgada o molho todo derramado e ainda roubaram o meu refrigerante
foreignBody | Tinha uma pedrinha no feijão tropeiro e quebrou um pedaço do meu dente de trás agora vou ter que ir no dentista
spoiled | O peixe estava com cheiro forte de podre assim que abri a embalagem a casa inteira ficou fedendo
raw | O frango em panado estava cru por dentro ainda sangrando e vou registrar no procom com as fotos que minha neta tirou
praise | Meu filho que mandou eu avaliar então lá vai a comida é boa e chegou certinho
wrongItem | Meu neto pediu pra mim e ele disse que veio errado eu não sei explicar direito mas o lanche não era o que ele tinha escolhido no celular
app; mod:app | O aplicativo mudou o meu endereço sozinho para o endereço antigo da minha filha e eu não consigo arrumar isso de jeito nenhum
price | Cobraram duas vezes a mesma pizza na conta eu conferi o extrato do cartão com os meus óculos de leitura e está lá duas vezes
praise | Parabéns
 | Primeira vez que peço pelo aplicativo foi o meu neto que me ensinou a mexer
warmDrink | A coca veio sem gás nenhum parecia água doce
melted; courier | O a saí chegou derretido porque o moto boy de vocês parou no posto pra abastecer eu vi ele da janela com a minha sacola na garupa
delay; service | Atrasou uma hora e quando reclamei no chat responderam com um bonequinho dando risada achei uma falta de educação
delay; cold; missingItem; customisation | Senhores proprietários eu peço aqui faz tempo e sempre fui bem atendida mas hoje o almoço veio com quase uma hora de atraso a comida morna o feijão não veio e o arroz que era pra vir sem alho veio cheio de alho eu não sei mais o que dizer
notDelivered; mod:threat | O pedido não chegou e se não devolverem meu dinheiro hoje eu vou mandar os meus filhos aí resolver do jeito deles e vocês não vão gostar
other=maquininha não funcionou | O moto boy disse que a maquininha de cartão não passava e eu tive que pagar em dinheiro que eu guardava pra farmácia
customisation | Escrevi na observação pedindo pra cortar a pizza em pedaços pequenos porque tenho artrose nas mãos e veio inteira sem cortar nada
taste; cold | A carne parecia requentada de ontem e estava morna quase fria
taste | Parabéns pelo frango com tempero de nada eu fiquei impressionada
praise | A embalagem é linda caprichada e o entregador foi pontual gostei muito
praise; app; mod:app | Meu neto ficou bravo porque o aplicativo travou três vezes na hora de pagar mas isso não é culpa de vocês a comida estava ótima
mod:noOrder | Essa pizzaria é a pior do bairro todo mundo sabe que usam carne de gato na esfirra nunca comprei nem vou comprar
portion | O pedaço de lazanha veio pequenininho do tamanho de uma caixa de fósforo
spoiled; poisoning | O camarão tava com um cheiro estranho mas eu comi assim mesmo e à noite passei muito mal com febre e vômito vou no procon sim senhor
praise; taste | Sou cliente há anos gosto muito do tempero de vocês mas dessa vez a farofa veio muito seca e sem gosto
cold; missingItem | Ok Google escrever a comida veio fria e sem o feijão ponto
courier | O motoqueiro de vocês estava fumando na hora de entregar e a sacola ficou com cheiro de cigarro até a comida pegou o cheiro
delay; cold; mod:offensive | Seus desgraçados uma hora e meia pra chegar um caldo de feijão frio que vergonha
foreignBody; service; unanswered | Achei um pedaço de unha na salada de maionese mandei foto no chat e ninguém respondeu liguei e a moça falou que isso não era possível porque todo mundo usa luva eu vou na vigilância sanitária
general | Não gostei
praise | Minha filha é fiscal da vigilância sanitária e foi conhecer a cozinha de vocês e disse que é das mais limpas que ela já viu parabéns
service; mod:hate | O atendimento foi de um rapazinho afeminado que não sabia de nada e me deixou esperando na linha pra resolver uma coisa simples
praise | Demorou o normal de sempre uns quarenta minutos e chegou tudo certinho no capricho
praise | Pedi com antecedência porque fiquei com medo de atrasar para o aniversário do meu neto e chegou na hora marcada muito obrigada
cold; wrongItem | Veio tudo frio e no lugar do frango xadrez que eu pedi veio um tal de iaquissoba que eu nem sei comer
missingItem; service | Faltou o arroz e quando liguei o rapaz disse que o arroz era opcional sendo que no cardápio diz que acompanha eu sei ler meu filho
packaging; taste | A batata veio toda murcha e a embalagem estava aberta de um lado parecia que já tinha sido mexida
praise | Eu não sei mexer direito nesse negócio de estrelinha mas a comida é muito boa dou cinco
delay; cold; courier; mod:courier | O rapaz do ai food ficou uns vinte minutos parado na minha porta no celular antes de tocar eu vi pela janela e a comida que já tinha demorado esfriou
taste; price; service | Prezada senhora gerente a empada estava seca e esfarelando e pelo preço de doze reais cada uma é um roubo e a moça do telefone foi muito debochada quando eu perguntei o motivo
`,
);
