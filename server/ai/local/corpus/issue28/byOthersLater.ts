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

/** Set FH: a vegetarian, vegan and gluten-free kitchen whose customers are careful about diet and allergies: celiacs, vegans, lactose intolerance, nut allergies, sceptical meat-eaters. */
export const BY_OTHERS_FH = parseReviews(
  "othersFH",
  `
diet | Pedi o bowl vegano e veio com queijo ralado por cima. Sou vegana há 6 anos, como vcs deixam isso passar??
praise | Hambúrguer de grão-de-bico melhor que muito burger de carne que já comi. Meu marido carnívoro aprovou kkkk
diet;poisoning | Sou celíaca e avisei três vezes na observação. O bolo "sem glúten" claramente não era, passei a madrugada inteira com dor de barriga e diarreia.
allergy | Meu filho tem alergia a castanha, escrevi em maiúsculo SEM CASTANHA e veio castanha de caju picada no bowl. Sorte que eu vi antes dele comer.
taste | lasanha de berinjela sem sal nenhum, parecia que tava comendo isopor molhado
| pedi kombucha de gengibre e o bowl mediterrâneo
praise | Sou celíaco e finalmente achei um lugar que leva glúten a sério. Cozinha separada, embalagem identificada, etiqueta com ingredientes. Obrigado!!
delay;cold | 1h40 pra chegar e o hambúrguer veio gelado. Não dá.
warmDrink | kombucha chegou quente e sem gás nenhum, parecia chá velho
diet;poisoning | intolerante a lactose aqui. pedi o capuccino com leite vegetal de aveia e claramente veio leite de vaca, passei mal a tarde toda
praise;portion | Comida deliciosa, tempero perfeito, mas a porção do bowl tá minúscula pra quem treina. Saí com fome.
pricePortion | R$ 48 num bowl que cabe na palma da mão. Saudável pro corpo, péssimo pro bolso.
taste;mod:offensive | bando de hippie incompetente, o hamburguer de grao de bico desmanchou todo e tava seco pra c*****
mod:noOrder | Nunca pedi aí mas uma amiga da academia disse que eles usam caldo de carne escondido na sopa "vegana". Fiquem espertos.
diet | Ordered the vegan burger and the bun was clearly brioche, with butter and egg. Asked on chat and they said "it's vegetarian, not vegan". Then label it right??
missingItem | veio tudo menos o molho tahine que eu pedi à parte. bowl sem molho é só salada triste
customisation | pedi SEM cebola roxa e veio cheio de cebola roxa. não é alergia nem nada, só não gosto mesmo, mas pra que serve a observação então?
praise | Meu namorado veio arrastado reclamando que "comida sem carne não enche". Comeu a lasanha inteira e ainda roubou metade da minha. Vitória 🌱
packaging | o suco verde vazou todo dentro da sacola, molhou a marmita, o pão, tudo
foreignBody | achei um fio de cabelo enorme no meio do arroz integral. perdi a fome
delay;courier;mod:courier | entregador ficou rodando 40 min no bairro, não atendia o telefone e quando chegou ainda reclamou que eu moro longe
app;mod:app | o cupom de primeira compra não aplicou de jeito nenhum, o app ficava dando erro no pagamento. acabei pagando o valor cheio
spoiled | o homus tava azedo, cheiro de estragado mesmo. joguei tudo fora.
diet | Sou vegetariano há 12 anos e achei pedaço de bacon no feijão tropeiro "veggie". Que nojo, sério.
praise | bolo de cenoura sem gluten fofinho demais, nem parece sem gluten. minha vó que é celíaca chorou kkk
delay;taste | demorou uma hora e pouco e a coxinha de jaca veio murcha e pingando óleo
praise;taste | La hamburguesa vegana estaba muy seca y el pan duro. El delivery rápido y amable, pero la comida no.
allergy;poisoning | Tenho alergia a amendoim, avisei no pedido. O molho do bowl tailandês tinha amendoim. Tive reação e fui parar na UPA. Vou acionar a Vigilância Sanitária.
| Primeira vez pedindo. Escolhi o bowl de quinoa com tofu e a kombucha de hibisco, depois conto.
praise | Entrega rápida, tudo quentinho, leite de castanha fresquinho. Nota 10
praise;wrongItem | pedi lasanha de berinjela e veio lasanha de abobrinha. gostosa, mas não foi o que eu pedi
delay;mod:hate | demorou 1h20. também né, só tem baiano preguiçoso nessa cozinha
diet;mod:threat | veio queijo no meu bowl vegano PELA SEGUNDA VEZ. na próxima eu vou aí e quebro essa loja inteira, tô falando sério
diet | Pedi Coca Zero pra acompanhar (sou diabético) e veio Coca normal. Bebi metade sem perceber.
delay | pedido agendado pras 12h chegou 13h15. o almoço de trabalho já tinha acabado
notDelivered | app diz entregue e não recebi NADA. a portaria não viu entregador nenhum.
praise | Pedi por causa do meu marido que é vegano, eu como de tudo. Confesso que a moqueca de banana-da-terra me ganhou.
missingItem;service | veio sem o pão do hambúrguer (??). liguei pra avisar e a moça foi super grossa, falou que "se quiser pão pede de novo"
taste | berinjela da lasanha praticamente crua, dura, não dava nem pra cortar com o garfo
general | decepcionante. esperava muito mais pelo hype todo.
pricePortion;mod:offensive | lixo de restaurante, comida de passarinho pra otário pagar caro
praise | A kombucha de maracujá é viciante. Já é o terceiro pedido na semana.
diet;poisoning | pedi a opção SEM LACTOSE do strogonoff de cogumelo e tava cheio de creme de leite normal. minha barriga que o diga, passei a noite no banheiro
missingItem | esqueceram os talheres e o guardanapo. comi o bowl praticamente com a mão
taste | o brownie sem glúten tava parecendo borracha, duro e sem gosto de chocolate
praise;delay | Comida impecável como sempre, só atrasou uns 40 min hoje. Mas vale a espera.
| alguém sabe se o pão de queijo deles tem leite? queria pedir pro meu filho
praise | As opções pra alérgicos são claras no cardápio, cada prato com a lista de alérgenos. Como mãe de criança com APLV isso não tem preço.
allergy | Minha filha tem APLV. Pedi o bolo vegano (sem leite nenhum, segundo o cardápio) e na etiqueta da embalagem tava escrito "contém leite". Como assim gente?
price | taxa de entrega de 14 reais pra 2km? tão de brincadeira
paidExtra | paguei 6 reais a mais pelo adicional de tofu grelhado e não veio tofu nenhum
other=cancelaram o pedido | cancelaram meu pedido depois de 50 minutos esperando, sem explicação nenhuma
missingItem;unanswered | faltou o suco, liguei 4 vezes no restaurante e ninguém atende. chat também sem resposta
foreignBody | tinha um pedaço de plástico duro no meio do hambúrguer de grão de bico, quase quebrei o dente
praise | Pedi com medo porque tenho alergia a nozes, mas conversei no chat e me explicaram direitinho quais pratos eram seguros. Atendimento nota mil.
taste | leite de aveia grosso demais, parecia mingau, e com um gosto amargo estranho no fundo
diet | sou diabética e pedi o bolo adoçado com xilitol (tá no cardápio). veio bolo com açúcar normal, dava pra sentir no primeiro pedaço e o glicosímetro confirmou depois
mod:noOrder | Trabalhei no prédio do lado e vi rato saindo da cozinha deles. Não peçam.
mod:noOrder | o restaurante da outra esquina é muito melhor, esse aqui é tudo congelado e requentado, todo mundo no ramo sabe
praise | Bom
| ok
portion;taste | o bowl fitness tinha mais folha que proteína, tipo 3 cubinhos de tofu contados. e o tofu sem tempero nenhum
praise | marmita fit perfeita pro cutting, macros certinhos no rótulo 💪
delay;cold;missingItem | atrasou, veio frio e sem o arroz. três erros num pedido só
packaging | tampa da sopa abriu no caminho, metade ficou na sacola
wrongItem | pedi o bolo sem glúten de chocolate e veio o de laranja (também sem glúten, pelo menos)
diet | o "pão sem glúten" do sanduíche era pão francês comum, dá pra ver pela casca e pelo miolo. Celíaco não pode brincar com isso.
praise | Best vegan food in Floripa, hands down. The jackfruit coxinha is insane.
delay;warmDrink | Took over an hour and the kombucha was warm and flat. Food was ok I guess.
service | a atendente respondeu no chat "se não gostou não pede mais". que profissionalismo hein
courier;mod:courier | motoboy não quis subir, me fez descer 8 andares de muleta com a perna engessada
courier;mod:courier | o entregador abriu a sacola na minha frente pra "conferir" e ficou mexendo na comida com a mão
app;mod:app | paguei pelo pix, o app não reconheceu e cobrou de novo no cartão. cobrança dupla e ninguém resolve
wrongItem;mod:refund | pedido veio errado, pedi reembolso pelo app e negaram. 3 semanas esperando o estorno que nunca cai
praise | a lasanha de berinjela é divina. ponto.
taste | tudo muito salgado. o feijão, o arroz, até a salada parecia ter sal demais
spoiled | o leite de coco do curry tava talhado e azedo. comida estragada, não comam
poisoning | comi o bowl no almoço e à noite tava vomitando. só comi isso no dia
praise | Pedi pros meus pais provarem (gaúchos raiz, churrasco todo domingo). Meu pai disse "nem senti falta da carne" e eu quase caí da cadeira
general | nunca mais peço. péssimo.
praise;taste | O hambúrguer é bom mas o pão sem glúten esfarelou todo na primeira mordida.
praise;missingItem | Adoro vocês mas de novo esqueceram a kombucha. segunda vez esse mês.
diet | pedi o sanduíche vegano e veio com maionese normal (com ovo). no cardápio tá escrito maionese de aquafaba
allergy | Alérgica a gergelim. O cardápio não falava nada de gergelim no molho, mas tinha tahine (que é gergelim!). Ainda bem que senti o gosto e parei.
price | cobraram embalagem 4 reais à parte. nunca vi isso
other=nota fiscal | pedi nota fiscal na observação pro reembolso da empresa e não mandaram
praise | kombuxa mto boa vlw
delay | "entrega em 30 min" kkkkkkkk chegou com 1h50. vcs são comediantes
cold | tudo frio. tudo.
taste | a coxinha de jaca tem gosto de... nada. massa grossa e recheio sem tempero
customisation;mod:offensive | pedi sem pimenta, VEIO COM PIMENTA. vcs são burros ou só não sabem ler???
praise | Nunca pensei que ia gostar de tofu. Estava errado. 😅
diet;poisoning | intolerante a lactose. o "queijo vegano" da pizza derreteu igualzinho mussarela e... enfim, meu intestino confirmou que era queijo de verdade
wrongItem | veio o pedido de outra pessoa, com nome de "Carla" na sacola. eu sou o Pedro. cadê minha comida?
portion | metade do pote vazio. a lasanha não chegava a 200g
pricePortion | 39,90 em 3 bolinhos de falafel. 13 conto cada falafel?
praise | meu filho alérgico a leite e ovo comeu bolo de aniversário pela primeira vez na vida sem medo. obrigada de coração ❤️
delay;taste;mod:offensive | demoraram pra caralho e ainda mandaram essa merda de hamburguer seco. vão se f*der
praise | que porra de bowl bom, mano
delay | sem querer ser chato mas 1h15 pra um sanduiche natural...
| pedi pro pessoal do escritório. ainda não provei.
taste | sopa de lentilha aguada, parecia caldo de lentilha diluído em água da torneira
praise | Todo delicioso, la torta sin gluten increíble. Volveré a pedir.
diet | Pedí sin gluten porque soy celíaca y me llegó con pan normal. Una falta de respeto.
customisation;taste;praise | Pedi o molho à parte e veio misturado, aí a salada murchou toda. Tirando isso, tudo ótimo.
melted | sorvete de açaí vegano chegou virado suco
melted;delay | o picolé de coco derreteu todo, também né, depois de 1h10 de entrega
delay;unanswered | pedido parado em "em preparo" por 1 hora, mandei mensagem pro restaurante e ninguém respondeu
app;mod:app | o app mostrava o motoboy em outro bairro o tempo todo, o rastreio simplesmente não funciona
praise | da outra vez veio sem molho. hoje veio tudo certo e delicioso
praise;price | Comida boa, mas tá caro demais pro dia a dia. Só peço em ocasião especial.
foreignBody | pedrinha no feijão. mordi e senti. cuidado com a catação do feijão pessoal
foreignBody | tinha um mosquito morto na salada 🤢
spoiled | o iogurte de coco veio estufado, com cheiro de fermentado ruim e validade vencida há 2 dias
praise | kombucha é fermentada mesmo, gente, não é estragada 🙄 a de hoje tava perfeita
taste | hambúrguer de grão-de-bico cru por dentro, massa mole e pastosa
diet | pedi o combo fit zero açúcar pro meu pai que é diabético e o suco veio adoçado. ele percebeu no primeiro gole.
allergy;wrongItem | Avisei ALERGIA A CASTANHAS no pedido e no chat. O leite vegetal veio de castanha de caju, não de aveia como eu pedi. Ainda bem que percebi pelo gosto antes de tomar mais.
service | fiz uma reclamação educada e o dono respondeu com textão dizendo que eu "não entendo de comida vegana". arrogante demais
praise | cheguei cético, saí convertido. ok, convertido não, mas volto pela lasanha
general | sinceramente, experiência horrível do começo ao fim
packaging;taste | a embalagem de papel desmanchou com o caldo e o hambúrguer chegou encharcado
delay;praise | Demorou, mas chegou quentinho e muito saboroso.
| demorou o normal, nada demais
wrongItem;diet | pedi o bowl vegano e veio o vegetariano, com ovo cozido e queijo coalho. pra mim não dá
missingItem | cade a farofa de castanha? paguei o combo completo e ela não veio
price | o preço no app era 32 e no cartão veio 41. cobraram errado
praise;portion | Sabor 10, quantidade 4. Pra um adulto não dá.
praise | Comida saudável que tem gosto de comida de verdade. Parabéns pra equipe 👏👏
delay;courier;mod:courier | o motoboy parou pra fazer outras duas entregas antes da minha, dava pra ver no mapa. chegou 50 min depois de sair da loja
other=troco errado | pedi troco pra 100 e veio troco pra 50. faltou 50 reais
service;mod:offensive | atendente mal educada, cara de bunda, devia ser demitida
mod:noOrder | minha vizinha pediu daí e passou mal, dizem que o tofu é vencido. não confiem
praise;customisation | Amei tudo, só esqueceram de tirar o coentro como pedi 😩
diet;service | achei carne moída na lasanha "vegana" e quando reclamei no chat disseram "deve ter sido engano da cozinha, acontece". ACONTECE??
praise | Meu médico mandou cortar glúten e leite e achei que ia sofrer. Esse lugar salvou minha dieta.
packaging | o bolo veio todo amassado, a caixa tava torta e o topo grudou na tampa
delay;cold;praise | sempre foi ótimo, mas hoje atrasou e chegou frio. espero que tenha sido só hoje
wrongItem | pedi o tamanho grande, veio o pequeno
praise | Sou personal e indico pros meus alunos. Proteína boa, comida limpa, entrega pontual.
poisoning | depois da marmita de grão de bico tive dor de barriga a noite inteira. nunca tive isso com outros lugares
general;mod:offensive | lugar de merda, comida de merda
unanswered | quis corrigir o endereço logo depois de pedir, liguei umas 5 vezes e ninguém atendeu
taste | Namorada me arrastou pra pedir daqui. Hambúrguer sem carne não é hambúrguer, é bolinho triste. Sem gosto nenhum.
diet | Prezados, informei no campo de observações que sou celíaca e solicitei confirmação. Recebi o escondidinho com farofa de farinha de trigo comum por cima. Lamentável para um estabelecimento que se diz especializado.
delay | Loved waiting 2 hours for a salad. Truly a meditative experience. 🙃
praise | entregador super educado, avisou que tava chegando e subiu até a porta
diet | "Lasanha vegana" com ricota. Inovador. Nem eu sabia que ricota dava em árvore.
warmDrink | suco de laranja com gengibre chegou morno, nem sinal do gelo que eu pedi
allergy;poisoning | meu filho de 4 anos tem alergia a amendoim e eu avisei. o cookie veio com pasta de amendoim no recheio, ele comeu um pedaco e ficou todo empolado, fomos direto pro hospital
`,
);

/** Set FI: a shop of party sweets and cakes for birthdays, office celebrations and gender reveals: timing, crushed or melted cakes, the wrong name written on the cake. */
export const BY_OTHERS_FI = parseReviews(
  "othersFI",
  `
delay; packaging | o bolo chegou 1h depois do parabens, ja tinham cantado com uma vela enfiada num pao de queijo. e ainda veio com a lateral toda amassada
praise | Brigadeiro que derrete na boca de tão bom 😍 as crianças amaram, já salvei a loja nos favoritos
customisation | Pedi escrito "Parabéns Heloísa" e veio "Parabéns Eloisa". Minha filha de 7 anos chorou. Custava ler o pedido??
melted; courier | os docinhos chegaram todos derretidos, grudados na forminha. o motoboy deixou a caixa no sol em cima da moto enquanto falava no celular uns 20 min na frente do portao
praise | bolo no pote de ninho com morango perfeito, chegou geladinho e no horario. nota 10
delay | Festa às 15h, pedi pra entregar 14h. Chegou 16h20. Parabéns pra vocês, literalmente.
wrongItem | pedi bolo de chocolate com recheio de brigadeiro e veio de baunilha com doce de leite. meu filho odeia doce de leite
| pedi o kit festa 20 pessoas pra sabado
diet | Avisei DUAS vezes que a torta era pra minha mãe que é diabética e paguei pela versão sem açúcar. Veio a normal, ela quase comeu. Sorte que a minha irmã provou antes
allergy | meu filho tem alergia a amendoim, escrevi na observação em MAIUSCULO. veio paçoquinha no kit e brigadeiro com granulado de amendoim. fomos parar na UPA com ele todo empolado
praise | Tortinha de limão azedinha do jeito que eu gosto, merengue maçaricado lindo. Entrega rápida.
missingItem | kit festa veio sem os salgadinhos!!! 100 coxinhas que eu paguei e nada. festa só com doce, otimo
delay; mod:offensive | bando de incompetente do caralho, o bolo chegou quando a festa ja tinha acabado
praise | Amassou! Essa torta de limão amassou qualquer outra que eu já comi na vida kkkk
delay; praise | Atrasou uns 40 min, mas o bolo tava tão lindo e gostoso que todo mundo esqueceu. Só ajustem o horario pf
mod:noOrder | nunca comprei aí mas uma colega do trabalho falou que acharam um cabelo no bolo do chá revelação da prima dela. cuidado gente
taste | massa do bolo seca, parecia de ontem, e o recheio doce demais, enjoativo. ninguém repetiu
packaging | A caixa do bolo veio sem fita e sem base firme, o bolo escorregou e a cobertura ficou toda grudada na tampa
wrongItem | encomendei o bolo de 3kg pra festa da firma e veio um de 1,5kg. o resto tava certinho, só o tamanho q não. deu fatia fininha pra todo mundo
praise | minha vó de 82 anos disse que o brigadeiro é igual o que ela fazia quando era moça. melhor elogio que existe ❤️
cold; taste | coxinhas e bolinhas de queijo chegaram frias e murchas, a massa encharcada de óleo. pedi pra 17h justamente pra servir na hora
price | R$ 35 de taxa de entrega pra 4km? ta de brincadeira
pricePortion | 90 reais num bolo que mal serve 10 pessoas. o anuncio fala 20 fatias, so se for fatia de presunto
portion | bolo no pote bem menor do que parece na foto, metade do pote era ar
app; mod:app | cupom ANIVER20 não funcionou de jeito nenhum, o app dava erro toda vez que eu aplicava e tive que pagar cheio
delay; unanswered | liguei 6 vezes pra saber do bolo, ninguém atende. whatsapp só visualiza. chegou 1h30 atrasado
customisation; service | o nome veio escrito errado e quando reclamei a atendente respondeu "a gente escreve o que tá no pedido, não é problema nosso". Tava certo no pedido, eu tenho o print
notDelivered | NUNCA CHEGOU. o app diz entregue. aniversario do meu filho sem bolo. to sem palavras
foreignBody | achei um pedaço de plástico duro dentro do brigadeirão, quase quebrei o dente
spoiled | o creme da torta tava azedo, cheiro de coisa estragada. joguei tudo fora
poisoning | metade do escritório passou mal depois da confraternização, todo mundo que comeu o bolo de morango teve diarreia. só quem não comeu ficou bem
wrongItem; mod:threat | veio sabor errado DE NOVO. da proxima vez eu vou ai pessoalmente quebrar essa vitrine toda, pode esperar
delay; mod:hate | demorou 2h, depois vi que a confeiteira é nordestina, explica tudo né. povo lerdo
courier; mod:courier | entregador do ifood abriu a caixa do bolo pra "conferir" e deixou marca de dedo na cobertura. absurdo
notDelivered; mod:refund | pedido não chegou e o ifood negou o reembolso dizendo que foi entregue. quero meu dinheiro de volta, tenho camera na portaria mostrando que ninguem veio
praise | pedi pro aniversario da minha chefe de ultima hora e chegou em 40 min, todo mundo do setor elogiou. salvaram minha pele 🙌
delay; melted | entrega marcada pras 10h, chegou 12h40 no sol do meio dia, o chantilly escorrendo pela caixa. O aniversario era ao ar livre, nem deu pra servir
| alguém sabe se eles fazem bolo de pote sem lactose? queria encomendar pro mês que vem
praise | ano passado o bolo chegou amassado, mas esse ano veio impecavel. parabens pela melhora, virei cliente de novo
missingItem; paidExtra | faltou as velinhas que vinham no kit e o topo de bolo que eu paguei a parte
taste | brigadeiro com gosto de margarina, nada de chocolate. parece aquele de padaria de esquina
melted; packaging | chegou tudo derretido e a caixa molhada no fundo, os docinhos escorregaram e viraram uma massa só
praise | atrasou? atrasou nada, chegou 15 min antes do combinado 😂 brigadeiro de pistache maravilhoso
delay; unanswered | era pra chegar 19h, chegou 20h40. mandei mensagem no chat da loja 5x e nada de resposta
praise | mano o bolo de ninho com nutella é surreal kkkkk comi 3 fatias e minha mae brigou cmg
customisation | pedi sem granulado colorido pq é festa de adulto e veio cheio de granulado colorido, parecendo festa de 5 anos
wrongItem | veio o bolo de outra pessoa!! escrito "Feliz 50 anos Marcos". meu filho faz 6 e se chama Theo
general | decepcionante. esperava muito mais pela fama
general; mod:offensive | lixo de loja, lixo de doce, vão se f*der todos vcs
praise; packaging | docinhos deliciosos, mas umas 10 forminhas vieram viradas e os brigadeiros amassados na tampa
cold | as mini esfihas e coxinhas do kit chegaram frias, tive que esquentar no microondas no meio da festa com as visitas olhando
warmDrink | o guaraná de 2L que vem no kit chegou quente e sem gás nenhum, parecia aberto
price | cobraram o bolo duas vezes no cartão, ta la no extrato
packaging; service | mandei foto do bolo todo amassado e a resposta foi "o bolo saiu perfeito daqui". ok né, então ele se amassou sozinho
other=cancelaram o pedido | cancelaram minha encomenda 2h antes da festa sem explicação nenhuma. tive que correr no mercado e comprar bolo pronto
raw | a coxinha tava com o frango rosado por dentro, cru mesmo. servi pra criança sem ver 😡
foreignBody | fio de cabelo enorme no meio da torta de limão. nojo
diet | bolo "sem gluten" veio com farinha de trigo, a propria etiqueta da caixa listava trigo. minha sobrinha é celiaca, ainda bem que eu li antes
praise | Bolo no pote chegou super gelado, embalagem lacrada, bem caprichado. Recomendo!
delay; wrongItem; customisation | Atrasou 1h, veio recheio de morango em vez de maracujá e o nome escrito "Parabens Jualina" (é Juliana). Três erros num bolo só
praise | o picolé que eu comprei na padaria derreteu todo no carro, mas a torta de vocês chegou inteirinha e linda 🥰
mod:noOrder | essa loja é de fachada, a dona compra os doces no atacado e revende como artesanal. todo mundo do bairro sabe
mod:noOrder | Sou confeiteira também e vejo que vcs copiam as fotos dos meus bolos no instagram. Nunca pedi nada aí nem vou pedir
delay | combinei 15h e chegou 17h50, bem na hora do parabens, nem deu tempo de montar a mesa. Encomendei com 3 dias de antecedencia pra isso??
notDelivered; unanswered | nao chegou, ninguem atende o telefone, a loja nao responde no chat. festa de 1 aninho da minha filha sem bolo. obrigada por nada
praise | Secretária aqui: encomendei 200 docinhos pra festa de fim de ano da empresa, chegou tudo certinho, separado por sabor, nota fiscal no capricho. Vou indicar pro RH
other=nota fiscal | preciso da nota fiscal pra prestação de contas da empresa, eles dizem que vão mandar e nunca mandam. ja faz 3 semanas
courier | o motoboy se recusou a subir até o 3º andar do escritório, tive que largar a reunião e descer correndo
courier; mod:courier | o entregador do app chegou gritando no interfone e xingou o porteiro. a loja não tem culpa mas fica registrado
app; mod:app | o app não deixa agendar entrega pra sábado, só "agora". Aí tem que ligar na loja. Resolvam isso ifood
price | a entrega custou mais que os brigadeiros kkkk 22 reais de taxa
pricePortion | 12 reais um brigadeiro do tamanho de uma bolinha de gude. gourmet só no preço
portion | o kit 30 pessoas não dá nem pra 15. faltou docinho pra metade das crianças
taste | a cobertura de chantininho tinha gosto de gordura, ninguem comeu, sobrou quase o bolo inteiro
praise | nossa, que torta de limão!! equilibrada, nem doce nem azeda demais. vou pedir pro aniversario do meu marido tbm
melted | bolo de sorvete virou sopa. literalmente tomamos de colher
praise | meu coração derreteu quando vi o topo com a foto do meu netinho, ficou a coisa mais linda. Vovó agradecida 🙏
delay; praise | demorou uns 30 min a mais do que o app dizia, mas o bolo tava divino e com o nome certinho
packaging | o pote do bolo de pote veio aberto, a tampa solta e metade do creme espalhado na sacola
wrongItem | pedi 50 brigadeiros e 50 beijinhos, vieram 100 brigadeiros. nada contra mas minha filha queria beijinho
missingItem | nao veio colherzinha nem guardanapo com o bolo de pote, comi com a mão kk
customisation; service | pedi pra NÃO escrever idade no bolo (minha mãe não gosta) e veio um "70 ANOS" gigante. liguei e a moça riu da minha cara
packaging; mod:offensive | o bolo chegou todo amassado, vcs sao uns animais, cambada de burro
general | pior experiencia que já tive pedindo doce, nunca mais
| alguém sabe se atrasa muito no sábado? vou encomendar pra festa do meu filho e to com medo
praise | MELHOR BRIGADEIRO DA CIDADE!!! NÃO ACEITO OPINIÃO CONTRÁRIA 🍫🍫🍫
delay; cold | salgados chegaram 50 min atrasados e gelados, o intervalo do café da equipe ja tinha acabado
spoiled | o beijinho tinha gosto de coco rançoso e o leite condensado do bolo de pote tava azedo. a validade na etiqueta era de 3 dias atras
foreignBody; service | tinha uma formiga dentro do bolo de pote e a loja disse que "pode ter entrado na sua casa". sério?? tava lacrado
poisoning | comi a torta de limão e vomitei a noite inteira. meu marido também
customisation; mod:threat | se eu descobrir quem escreveu o nome errado no bolo da minha filha eu pego na saida. sei o endereço da loja e o horario que fecha
praise | chá revelação perfeito!! o bolo por fora todo branquinho e por dentro rosa 💖 É MENINAAA. obrigada pelo sigilo e pelo capricho
wrongItem | chá revelação: o envelope do exame foi direto pra vcs e era MENINO. o recheio veio rosa. a familia inteira comemorou menina e depois tivemos que desmentir. estragaram o momento
delay | Pedi pra 9h por causa do café da manhã de aniversário da gerente. Chegou 11h15, quando ela já tinha saído pra almoçar. Ótimo timing.
missingItem; unanswered | dos 3 bolos no pote só vieram 2. mandei msg e ninguém respondeu até agora
praise | entregador super educado, ajudou a levar o bolo até a mesa. e o bolo ainda tava uma delicia
courier; packaging | o motoboy chegou com a caixa do bolo de lado dentro da mochila!!! obvio que veio tudo torto e a cobertura escorrida pra um canto
taste | red velvet com gosto de corante, massa pesada e borrachuda. bonito só na foto
praise; customisation | gostoso demais, só que pedi morango só em metade do bolo (meu marido é chato kk) e veio tudo de morango
diet | pedi os salgadinhos vegetarianos pq metade dos convidados é vegetariana e as coxinhas de "palmito" tinham frango junto
allergy | avisei que minha sobrinha é alérgica a castanha e pedi kit sem nenhuma. veio brigadeiro de castanha misturado, ela comeu um e inchou a boca toda
delay; mod:offensive | Bolo chegou 2 HORAS atrasado. Vão tomar no c* seus incompetentes
other=não devolveram o sinal | paguei 50% de sinal no pix, cancelei com 10 dias de antecedencia como manda a regra deles e até hoje não devolveram
price | o preço no app era 79,90 e cobraram 98 no cartão sem explicar nada
praise | docinhos lindos, parecem de revista. forminhas douradas, tudo alinhado na caixa. amei
praise | o bolo amassou geral na festa kkkkk ninguem falou de outra coisa, as mina pediram o contato
taste; pricePortion | caro pra caramba e o recheio é só leite condensado puro, doce de enjoar. 150 reais num bolo de 1kg pequenininho
packaging; delay | o bolo de 2 andares chegou com o andar de cima tombado e 40 min atrasado. a decoradora da festa que teve que salvar
general | não recomendo.
| comprei pra festa do meu afilhado
melted; praise | o brigadeiro de colher é maravilhoso, mas os de enrolar vieram meio derretidos, grudando tudo na caixa
wrongItem | vieram coxinhas de carne no lugar de coxinha de frango e risoles no lugar de bolinha de queijo
customisation | pedi a cobertura azul bebê, mandei até print de referência, e veio azul royal berrante
service | a dona da loja foi super grossa no whatsapp quando perguntei se dava pra mudar o sabor 3 dias antes. nem pedi desconto, só perguntei
unanswered | tentei confirmar o horário da entrega o dia todo, ninguém atende e o whatsapp só tem mensagem automática. no fim chegou, mas que agonia
app; mod:app; praise | paguei pelo pix no app e o pedido ficou "aguardando pagamento" por 1h, a loja nem via o pedido. quando liberou eles correram e entregaram no horario, ponto pra eles
wrongItem; mod:refund | veio bolo errado, fiz a reclamação e o ifood só devolveu 10 reais de um pedido de 120. ridículo
courier | o entregador ficou 20 min rodando no quarteirão sem atender o celular, eu na janela vendo ele passar. o bolo chegou bem pelo menos
spoiled; poisoning | o recheio de frango das coxinhas tava com cheiro estranho e de noite 4 pessoas da familia tiveram vomito
taste | a massa do bolo veio crua no meio, aquela parte molenga e grudenta. parecia que tiraram do forno antes da hora
praise | Sou avó de primeira viagem em chá revelação kkk e a moça da loja me ajudou em tudo pelo telefone, paciência de ouro. Bolo lindo.
praise | a festa atrasou porque a aniversariante se perdeu no caminho, mas o bolo tava lá desde cedo, inteirinho e gelado. perfeito
praise; price | maravilhoso mas a taxa de entrega é salgada viu
delay | Muito obrigada pela entrega expressa de 3 horas 👏👏 o aniversariante de 2 anos já tava dormindo
packaging | adorei o conceito de bolo "desconstruído" 🙃 pena que eu pedi um bolo normal e ele só chegou assim porque foi esmagado
customisation | pedi pra escrever "Feliz aniversário, Dra. Célia" e escreveram "Feliz aniversário, Dr. Célio". Na frente da diretoria toda. Vergonha
missingItem | o kit festa era pra vir com 25 salgados de cada tipo, faltaram os quibes inteiros
taste | a torta de limão tinha um amargo estranho no creme, parecia gosto de detergente
praise | Pedi 3 vezes ja e sempre perfeito. Bolo de abacaxi com coco é o meu favorito
mod:noOrder | Fiquei sabendo que a Vigilância Sanitária fechou essa cozinha mês passado, como ainda tão vendendo?
wrongItem; service | o bolo chegou com o sabor errado e eles se recusaram a trocar, disseram que só fazem outro se eu pagar de novo
delay; service | liguei e a moça disse "o motoboy ta chegando" 5 vezes em 1 hora. mentira descarada, chegou 1h20 depois
praise | comprei bolo de aniversário pro meu cachorro kkk e chegou antes da hora, ele amassou o bolo em 2 segundos 🐶
portion; praise | sabor top, mas os docinhos são minúsculos, tipo metade do tamanho normal
courier; mod:hate | o entregador nem sabia ler o endereço, esses venezuelanos deviam voltar pro país deles
general | 0 estrelas se pudesse. experiencia horrorosa do começo ao fim
delay; melted; packaging | atrasou 1h, o chantilly derreteu todo e o bolo veio torto porque a caixa era menor que o bolo
praise | nem atrasou e nem amassou, coisa rara nessas entregas de bolo. recomendo
missingItem; wrongItem | pedi 4 bolos no pote: 2 ninho e 2 ferrero. vieram 3, todos de prestígio
warmDrink; cold | o kit veio com refri quente e os salgados frios, ou seja tudo na temperatura errada kkkk
diet | pedi o brigadeiro zero açúcar pro meu pai diabetico e depois a propria dona admitiu que usa leite condensado normal, "so diminui a quantidade". propaganda enganosa
price | cobraram 30 reais a mais pra escrever o nome no bolo, isso nem tava no anúncio
paidExtra | paguei adicional de topo de bolo personalizado (R$25) e o bolo veio sem topo nenhum
service | pedi pra adiantar a entrega em 30 min por causa da festa surpresa e a atendente falou "se vira, o horário é o que tá no pedido"
courier; mod:courier | o motoboy do ifood entregou o bolo na casa do vizinho e foi embora. só achamos porque o vizinho trouxe
packaging; praise | bolo chegou um pouco amassado de um lado mas a gente virou pro lado da parede e ninguém viu kkkk sabor nota 1000
delay; praise | o pedido atrasou por causa da chuva, mas a loja avisou antes e mandou um brigadeiro de brinde pelo transtorno. Atendimento nota 10
spoiled | os morangos da cobertura tavam mofados por baixo, aquele branquinho. só vimos na hora de cortar, na frente dos convidados
| Boa noite, vcs fazem bolo de 2 andares? Queria pra novembro
taste; mod:offensive | brigadeiro de merda, parece massinha de modelar. sua confeiteira é uma anta
`,
);

/** Set FJ: a Mexican and Tex-Mex delivery in a tourist and expat neighbourhood, a third in Spanish and a third in English: spice, missing sauces, couriers who could not find the hotel, foreign cards. */
export const BY_OTHERS_FJ = parseReviews(
  "othersFJ",
  `
delay; cold | Ordered 3 burritos to the Ibis at 8pm, they showed up at 9:40. Stone cold. Great first night in Brazil.
taste | "Extra hot" habanero salsa my ass, it tasted like sweet ketchup. I'm from San Antonio, this isn't spicy, it's decorative.
taste | way too spicy for me honestly, couldnt finish the chicken burrito and im not a wimp. maybe put a chili warning on the menu?
praise | Best guac I've had outside Mexico. Chunky, fresh, lots of lime. Ordering again before my flight Sunday.
missingItem | No sour cream, no salsa verde, and the nachos combo came without the cheese sauce. So... dry chips.
taste; packaging | Nachos were a soggy mush when they arrived and the lid had popped open, beans all over the bag.
app; mod:app | App declined my US Visa four times ("payment not authorized"), card works everywhere else in Rio. Ended up asking my roommate to pay by Pix.
courier; mod:courier | The courier couldn't find our hotel, called me 6 times in Portuguese and then left the bag with the doorman of the hotel NEXT DOOR. Had to go fetch it in my flip flops.
notDelivered; mod:refund | Never arrived. App says "delivered" at 21:14, I was sitting in the lobby the whole time. Refund still "under analysis" 5 days later.
price | R$94 for two burritos and a soda is wild. That's more than I pay back home in Chicago, and I thought Brazil was supposed to be cheap.
praise | Everyone said Mexican food in Brazil would be sad. It's not. Carnitas tacos were legit, tortillas handmade. 10/10
customisation | Wrote NO CILANTRO in the notes, in caps, twice. Guess what was all over my tacos.
wrongItem | Ordered a chicken quesadilla, received a beef burrito. Not even the same shape.
raw | The chicken in my burrito was pink and kind of jelly-like in the middle. Threw it away.
poisoning | Spent my whole second day in Floripa in the hotel bathroom after the fish tacos. Great souvenir, thanks.
allergy | I'm allergic to peanuts, put it in the notes and even messaged the store. The mole had peanuts in it. Spent the night on antihistamines.
diet | The "veggie burrito" had bacon bits in it. Vegetarian for 12 years, thanks for ending that streak.
foreignBody | Found a long hair baked into the cheese of my quesadilla. Appetite gone.
missingItem | Margarita kit description says "includes ice and salt". No ice, no salt. Just limes and a bottle of tequila, which, fine, but still.
warmDrink | Coronas arrived warm. Rio-in-February warm.
delay; courier; mod:courier | 1h50 wait. When the guy finally showed up he told me it was my fault for staying at a "hidden" hotel. It's on Avenida Atlântica, dude.
delay | Lightning fast delivery, I only had time to finish two episodes of Narcos and learn basic Portuguese while waiting.
praise; delay | Al pastor was the real deal, pineapple and everything. Took almost 90 min though, so order before you're starving.
service | Asked in the chat if the salsa roja was spicy and the reply was "lê o cardápio". Google translated it. Cool, thanks.
unanswered | Called the store three times to say the hotel entrance is on the side street. Nobody picked up, nobody answered the chat either.
pricePortion | R$42 for three tacos the size of my palm. Two bites each. For that money I expected a real meal.
portion | "Large" guacamole came in a container the size of a shot glass.
taste | The tortillas were stale and cracked when I folded them, and the rice was crunchy. Not good.
spoiled | The sour cream smelled off, like actually spoiled, not "sour cream" sour. Had to throw it out.
cold; praise | Birria tacos had amazing flavour but they came lukewarm and the consommé was basically room temperature.
packaging | Salsa cup wasn't sealed and leaked all over the bag and onto my hotel bedsheets. Housekeeping is going to hate me.
app; mod:app | Coupon wouldn't apply, app keeps saying "not valid in your region". I am literally standing in the region.
general | Honestly pretty disappointing. Expected way more given the reviews.
| Do you guys use corn or flour tortillas? Couldn't tell from the menu, just curious.
taste; mod:offensive | Whoever cooked this should be fired. Burnt rice, dry beans. You absolute clowns.
wrongItem; mod:hate | Of course my order was wrong, the kitchen is obviously run by people who couldn't make it in their own country. Typical immigrants, can't even read a ticket.
delay; mod:threat | 2 hours. If this food isn't here in 10 minutes I'm coming to your shop and I'll smash that counter with my own hands. I know where you are.
mod:noOrder | Never ordered from here but a guy at my hostel said he got food poisoning from their shrimp. AVOID.
praise | Last time it came cold but this time everything was piping hot and the courier even found our weird Airbnb on the first try. Nice.
praise | Was worried it'd take forever to reach the hostel up the hill in Santa Teresa, but it was here in 25 min. Quesadillas were great.
paidExtra | Paid R$8 extra for guac on my burrito. There was no guac. Not a smear.
other=cancelled the order | They cancelled my order after 40 minutes saying they were "out of tortillas". A Mexican place. Out of tortillas.
courier; mod:courier | Driver refused to come to the hotel door, stopped 2 blocks away and made me walk out at midnight to get it. Not safe.
praise | Converting to dollars this is a steal tbh. Huge burrito, great salsa, like $9. Can't complain.
praise | My bank charged me a foreign transaction fee, which isn't on you guys. Food was excellent, chips super crunchy.
service | Store replied to my complaint with "in Brazil it's like this, gringo". Really professional.
wrongItem; missingItem | Got pork tacos instead of chicken and the churros weren't in the bag at all.
praise; missingItem | Super friendly courier and the food was fire 🔥 but you forgot the hot sauce packets I asked for.
taste | Che, pedí "picante" y esto no pica ni un poco. Los argentinos tenemos fama de no bancar el picante y hasta a mí me pareció soso.
delay; cold | Una hora y cuarenta para que llegue un burrito. Llegó frío, obvio. Re decepcionado la verdad.
praise | Posta, los mejores nachos que comí en Brasil. El guacamole re fresco. Volvemos a pedir seguro 👌
price | Boludo, 120 reales por dos burritos y unos nachos. Con el cambio que tenemos es una locura, no da.
app; mod:app | La app no me acepta la tarjeta argentina, me tira error "cartão inválido". Probé con dos tarjetas distintas. Al final no pude pedir.
courier; delay; cold; mod:courier | El repartidor no encontraba el hotel, me escribió "desce" y se fue a los 3 minutos. Bajé y no había nadie. Volvió media hora después con todo frío.
missingItem | Faltó la salsa picante y el sour cream. Pedí nachos con todo y vinieron pelados.
wrongItem | Pedí quesadilla de pollo y me mandaron de carne. No es alergia ni nada, pero no es lo que pedí.
general | Malísimo todo. No pido más.
taste; mod:offensive | Son unos inútiles, la carne parecía suela de zapato. Váyanse a la mierda.
praise | Pedimos el kit de margarita para la previa y estuvo buenísimo, venía con sal, limones, hielo, todo. Diez puntos.
portion | Las porciones son de juguete. El burrito "grande" lo terminé en cuatro mordiscos.
missingItem; service | Les escribí que faltaba la bebida y me contestaron "problema do app, fala com o iFood". Cero onda.
delay; praise | Tardó un montón, casi una hora, pero los tacos al pastor estaban impecables. Valió la pena igual.
taste | Neta, esto no es salsa, es agua con tomate. Y le ponen crema ácida a todo, eso no es comida mexicana, güey.
taste | No mames, tortillas de harina en tacos al pastor... y la carne sin achiote, sin piña. Se ve bonito pero no sabe a nada.
praise | Bastante chido para estar tan lejos de casa. La salsa verde sí pica, el guacamole bien hecho. Me sentí en la CDMX tantito.
raw | El pollo venía crudo por dentro, rosita. No manches, eso es peligroso.
poisoning | Comí los tacos de camarón y toda la noche con vómito. Mi esposa comió lo mismo y igual.
customisation | Puse en las notas "sin cebolla, por favor" y venía lleno de cebolla. ¿Para qué ponen el campo de observaciones entonces?
pricePortion | 38 reales por tres taquitos chiquitos. En México con eso como toda la semana, aquí ni me llené.
taste; cold | Los nachos llegaron aguados, todo batido, el queso frío y chicloso. Parecían de hace dos días.
mod:noOrder | Nunca he pedido aquí pero dicen en el grupo de mexicanos en Floripa que usan carne de segunda y que los cocineros no se lavan las manos. Ojo.
wrongItem | Me llegó el pedido de otra persona, un tal "Rafael": dos burritos vegetarianos y una Coca. Yo había pedido nachos y quesadillas.
warmDrink | Las cervezas del kit de micheladas llegaron calientes y sin gas. Así no, jefe.
foreignBody | Encontré un pedazo de plástico duro en el burrito, casi me rompo un diente.
praise | Pedí el burrito "infierno" retando a mis amigos brasileños y ninguno pudo con él jajaja. Yo sí. Pica de verdad, se agradece.
delay; app; mod:app | Dice 30-40 min y tardó 1:20. Y el seguimiento de la app congelado todo el rato, sin saber nada.
unanswered | Llamé dos veces al teléfono del restaurante para avisar que mi hotel tiene dos entradas. Nadie contestó.
delay; courier; mod:courier | Parce, el domiciliario se perdió como 40 minutos buscando el hostal y cuando llegó me dijo que la próxima vez baje a la esquina. Qué pena pero no.
praise | ¡Qué chévere! Los tacos súper bacanos y llegaron calienticos. Recomendado.
taste | Muy picante para mí, no pude comer casi nada. En Colombia no estamos acostumbrados, pero igual deberían avisar que pica tanto.
missingItem | No me mandaron cubiertos ni servilletas. Me tocó comer el burrito con las manos encima de la cama del hotel.
packaging | El guacamole llegó regado por toda la bolsa, la tapa abierta. Un desastre.
service | La señora que contestó el teléfono me colgó cuando le pregunté en español si tenían opciones sin gluten. Muy grosera.
diet | Pedí la opción vegana y el burrito traía queso y crema. Vegano, dicen.
praise | Excelente, todo a tiempo, el domiciliario muy amable aunque el hotel es un laberinto. Mil gracias.
other=nota fiscal | Necesitaba factura (nota fiscal) para rendir el viaje de trabajo y nunca me la enviaron, aunque la pedí dos veces.
cold; missingItem | Las quesadillas llegaron frías y sin la salsa de chipotle que venía en el combo.
price | Tasa de entrega de 15 reales para 2 km. ¿Es en serio? En pesos eso es una fortuna.
delay; mod:hate | Claro que se demoró una hora, seguro el repartidor era venezolano, esa gente no sirve para nada.
paidExtra | Pagué extra por queso cheddar en los nachos y no vino. Nachos solo con frijoles.
praise; portion | Muy rico todo pero el burrito es chiquito comparado con la foto.
taste | La carne estaba salada a más no poder, me tomé como dos litros de agua.
spoiled | El pico de gallo olía agrio, fermentado. Ni lo probé.
notDelivered | Nunca llegó. Esperé dos horas en la recepción del hotel y nada.
| Pedí el combo 3 con Coca zero.
praise | Llegó rápido, calientito y bien empacado. El repartidor hasta subió al cuarto piso. Gracias!
delay; mod:offensive | Pinches lentos, hora y media por unos tacos. Son unos pendejos.
courier; missingItem; packaging; mod:courier | El repartidor abrió la bolsa: faltaban dos tacos y la tapa del guacamole estaba rota. Cuando bajé se estaba chupando los dedos, no miento.
delay; cold | pedi 20h chegou 21:30 tudo gelado. burrito frio é triste demais
taste | Pimenta "extra forte" que não arde nada, parece molho de tomate com corante. Propaganda enganosa.
taste | gente q pimenta é essa?? chorei, suei, quase liguei pros bombeiros kkkkk sério é forte DEMAIS, nem consegui terminar
praise | Melhor mexicano da região, o nacho com cheddar é surreal. Sempre peço!!
missingItem | Não veio o guacamole nem o sour cream que vem no combo. Só as tortilhas secas.
taste | Nachos murchos, borrachudos, parecia que tinham sido feitos de manhã.
courier; mod:courier | O motoboy ficou 15 min na portaria falando no celular e não interfonou, quando desci ele ainda reclamou que eu demorei.
wrongItem | Pedi taco de carnitas e veio de frango. De novo. Segunda vez.
customisation | Pedi o molho à parte pq minha filha não come apimentado, veio tudo misturado. Ela ficou sem jantar.
price | Taxa de entrega de R$ 14,90 pra 1,5km. Tão achando que todo mundo aqui é gringo com dólar, né?
pricePortion | R$ 59,90 num burrito que cabe na palma da mão. Tá de brincadeira.
portion | Porção de guacamole ridícula, um potinho de 50ml pra nachos de 4 pessoas.
raw | Carne do taco tava crua por dentro, vermelha e mole. Não dá pra comer isso não.
foreignBody | Achei um pedaço de papel alumínio dentro da quesadilla. Quase engoli.
poisoning | Passei mal a madrugada toda depois do burrito de frango, diarreia e febre. Só comi isso ontem.
allergy | Avisei na observação que tenho alergia a camarão. Veio camarão misturado no recheio do burrito "de frango". Fui parar no pronto-socorro.
diet | Pedi coca zero, sou diabético e veio coca normal. Só percebi depois de tomar metade.
spoiled | O creme azedo veio estragado, cheiro horrível, e a validade do potinho tava vencida.
packaging | A embalagem do burrito veio toda amassada e o molho vazou pela sacola inteira.
app; mod:app | app travou no pagamento, cobrou no cartão e não gerou o pedido. Tive que pedir de novo.
notDelivered; unanswered | Pedido nunca chegou. Liguei na loja 4 vezes, ninguém atende. Palhaçada.
wrongItem; service | Reclamei que veio errado e a atendente respondeu "ninguém mais reclamou". Ótimo atendimento 👏👏
general | Péssimo. Não recomendo pra ninguém.
praise | Da outra vez demorou, mas hoje chegou voando e quentinho. Os tacos al pastor são sensacionais.
delay | Entrega expressa: só 2h10. Deu tempo de aprender a fazer taco em casa.
| pedi o combo casal com kit margarita.
mod:noOrder | Nunca pedi nem vou pedir, meu cunhado trabalhou lá e disse que a cozinha é imunda e tem barata. Fica a dica.
mod:noOrder | Essa loja é fake, abriram do lado do nosso restaurante só pra copiar o cardápio. Ninguém peça aqui, é tudo congelado de mercado.
taste; mod:offensive | Cozinheiro de vocês é um jumento, burrito sem tempero nenhum. Bando de incompetente.
delay; mod:threat | Se meu pedido não chegar em 15 min eu vou aí e quebro essa loja inteira, tô falando sério.
other=troco errado | Paguei em dinheiro com nota de 100 e o troco veio faltando 20 reais.
paidExtra | Paguei adicional de jalapeño e bacon, não veio nenhum dos dois.
cold; warmDrink | Nachos frios e a cerveja quente. Só faltou chover.
praise; customisation | Comida ótima, mas pedi sem coentro e veio com coentro. Fora isso tudo perfeito.
price | Cobraram a taxa de serviço duas vezes no mesmo pedido, olha o extrato.
missingItem; mod:refund | Veio sem a bebida, abri reclamação e o iFood negou o reembolso dizendo que "não houve problema". Como assim?
melted | O sorvete frito chegou derretido, virou sopa de baunilha.
melted | pedi o churros com sorvete e o sorvete veio totalmente derretido, só calda na caixa
praise | Atendimento nota 10, liguei pra perguntar se o nacho era vegano e a moça explicou tudo com a maior paciência.
delay; mod:hate | Demorou 1h, claro, o entregador era baiano, esse povo é tudo lerdo.
| Demorou o normal, uns 40 min. Comida ok.
spoiled | O frango do burrito tava com cheiro de estragado, azedo. Vou denunciar na Vigilância Sanitária.
praise; missingItem | Los tacos estaban bien ricos but the salsa verde was missing again. Second time, amigos.
wrongItem; service | Pedí burrito de frango, veio de carne. Falei no chat e me responderam "tá bom assim". Que atendimento é esse?
delay; courier; praise; mod:courier | Man the motoboy got lost, foi pra rua errada três vezes. 1h15 total. Tacos were still bomb tho.
price | Bro R$18 de taxa de entrega? That's like 3 and a half dollars for 800 meters lol
app; mod:app | O app não aceita meu cartão europeu, tentei Revolut, tentei N26, nada. Had to give up and eat cup noodles.
taste; praise | O burrito tava sem sal nenhum, sin sabor, una lástima porque la tortilla estaba buena.
praise | Obrigado pelo bilhetinho em espanhol na sacola, ¡qué detalle! Todo riquísimo.
delay; cold | Took forever, demorou demais mesmo, e chegou tudo frio. Não vale.
customisation | Escribí "sin jalapeño" en las observaciones y vino con el doble de jalapeño. Are you kidding me.
missingItem | Cadê os talheres? No forks, no napkins, no nada. Comendo nachos com a mão no hotel.
`,
);

/** Set FK: a prato feito and feijoada restaurant whose review page became a battleground: real complaints beside insults, slurs, threats, a rival's fake attacks, rumours, political rants, the marketplace's matters and legal complaints. */
export const BY_OTHERS_FK = parseReviews(
  "othersFK",
  `
delay; cold | pedi 11:40 pra comer no horario do almoço e chegou 13:20, feijoada GELADA. no almoço vcs nao dao conta né
missingItem | cadê a farofa, a couve e a laranja da feijoada?? veio só feijão e arroz numa marmita triste
praise | melhor PF da região sem exagero, bisteca no ponto, arroz soltinho, feijão com tempero de casa. peço toda semana 🙌
service; mod:offensive | a mocinha do telefone é uma ANTA, burra demais, liguei pra corrigir o numero do apto e ela desligou na minha cara. contratem gente com cérebro
mod:noOrder | nunca pedi e nem vou pedir. minha vizinha trabalhou ai e disse que a cozinha é imunda, tem rato andando perto das panelas de feijão
wrongItem | pedi PF de frango grelhado e veio bife acebolado, conferi o pedido no app e tava certo, vcs que erraram
portion | a feijoada individual veio num potinho que nao enche nem criança, dois pedacinhos de linguiça e o resto caldo
pricePortion | R$ 42 num PF com três colheradas de arroz e um bife tão fino que dava pra ler jornal através. tá de brincadeira
courier; mod:courier; praise | comida otima como sempre, mas o entregador do app se recusou a subir e me fez descer 12 andares de muleta, falou que "não é obrigado"
delay; mod:threat | 2 horas esperando uma marmita. se amanha atrasar de novo eu vou ai e quebro esse balcão na cabeça do dono, to avisando
spoiled | o feijão chegou azedo, cheiro de estragado, parecia até que tava fermentando. joguei tudo no lixo
| pedi a feijoada de sábado com couve extra e uma caipirinha de limão
cold; taste | arroz frio e empapado, bife duro igual sola de chinelo. que porra é essa
mod:noOrder | comam no Tempero da Vila aqui do lado que é mto melhor e mais barato. aqui é tudo requentado do dia anterior, todo mundo do bairro sabe
missingItem; service | faltou o guaraná, liguei pra avisar e a moça falou "problema não é meu, reclama no app" e desligou. atendimento horroroso
delay; unanswered | pedido com 1h de atraso, liguei 5x no numero do perfil e ninguem atende, mandei msg no chat e nada tbm
app; mod:app | o app nao aplicou meu cupom de 15 reais e cobrou o valor cheio, e o pedido ficou em "preparando" até depois de eu ja ter comido. arruma isso ifood
notDelivered; mod:refund | pedido nunca chegou e o iFood diz que não vai reembolsar pq "consta como entregue". ja faz 4 dias e nada do estorno
foreignBody | achei um cabelo comprido no meio do arroz. perdi a fome na hora 🤮
poisoning | comi a feijoada domingo e passei a madrugada no banheiro, vômito e diarreia. minha esposa comeu a mesma coisa e tambem passou mal. vou fazer denúncia na Vigilância Sanitária
raw | frango a passarinho cru por dentro, rosado perto do osso. nao dá pra comer isso
praise; delay | comida maravilhosa, tempero de vó, mas hoje demorou 1h10 pra chegar
wrongItem; mod:hate | pedi por telefone bisteca e veio parmegiana. claro, o atendente é nordestino, esse povo não entende portugues direito
customisation | escrevi SEM CEBOLA em maiúsculo na observação e o bife veio afogado em cebola. alguem lê as observações ai?
allergy | avisei na observação que tenho alergia a camarão e o prato do dia veio com molho de camarão por cima. sorte que vi antes de comer
diet | pedi a opção vegetariana (ovo, legumes e feijão sem carne) e o feijão veio com bacon e calabresa. sou vegetariana, não como isso
packaging | a tampa da marmita veio solta e o caldo do feijão vazou na sacola toda, pingou no meu tapete novo
courier; mod:offensive | motoboy mal educado do caralho, jogou a sacola por cima do portão e foi embora. bando de vagabundo
price | taxa de entrega de R$ 12,90 pra 800 metros? eu moro na rua de trás do restaurante
paidExtra | paguei R$ 6 de adicional de torresmo e não veio torresmo nenhum
mod:noOrder | ATENÇÃO!!! vi no grupo do bairro que a vigilancia interditou esse lugar semana passada por sujeira. compartilhem antes de pedir
general | decepcionante. já foi bom, hoje não vale mais a pena
praise | achei que ia atrasar por causa da chuva mas chegou em 25 min e quentinho. parabéns pessoal
praise | da outra vez veio faltando a farofa, hoje veio tudo certinho e bem servido. melhoraram 👏👏
wrongItem; mod:threat | TERCEIRA vez que vem marmita errada. eu sei onde fica a casa do dono e sei o nome da menina do caixa, da próxima vou resolver do meu jeito
warmDrink | a coca veio quente e sem gás nenhum, parece que ficou no sol a tarde toda
melted | o sorvete da promo "PF + sobremesa" chegou virado sopa, derretido total
general; mod:offensive | lixo de restaurante, lixo de comida, lixo de dono. vão tomar no cu
wrongItem | pedi feijoada e veio dobradinha sem ninguem me avisar que tinha acabado. vou registrar reclamação no Procon, isso não se faz
delay; cold | "entrega em 30-40 min" kkkkkk chegou com 1h50 e tudo gelado. parabéns pela pontualidade
taste | feijoada salgada demais, parecia que derrubaram o saleiro dentro. tomei 2 litros de água depois
mod:noOrder | sou ex-funcionario e digo: a carne da feijoada é a sobra da semana toda que eles vão juntando. não peçam
mod:hate | o dono é crente fanático, fica pregando no balcão. não dou meu dinheiro pra esse tipo de gente
app; mod:app | nao consigo acompanhar a entrega, o mapa do app mostra o motoboy parado faz 40 min em outro bairro e nao atualiza. ifood é uma bagunça
courier; mod:courier; delay; cold | o entregador do ifood ficou rodando uma hora com meu pedido, fez outras 3 entregas antes da minha. comida chegou fria
portion; praise | tempero excelente, a parmegiana é uma delícia, só achei a porção de arroz pequena pra um PF
missingItem | não veio talher nem guardanapo, tive que comer feijoada com colher de café
missingItem; service; mod:offensive | atendente do whatsapp é uma grossa, respondeu "e daí?" quando falei que faltou o ovo do meu PF. VACA
| primeira vez pedindo, pedi o PF de calabresa acebolada, depois conto o que achei
general | horrível. nunca mais
taste | bife à milanesa encharcado de óleo, empanado mole soltando da carne
delay | mais de uma hora e meia esperando. almoço virou janta
price; mod:threat | me cobraram a taxa de entrega duas vezes e ninguem devolve. vou postar o endereço da casa da dona e o celular pessoal dela aqui pra todo mundo ir lá cobrar, ela vai ver
foreignBody | tinha um pedaço de plástico duro no meio da couve, quase quebrei o dente
delay; cold; missingItem | demorou, chegou frio e sem a farofa. trifeta
pricePortion | aumentaram o PF pra 38 e diminuíram a carne pela metade. assim fica dificil
mod:noOrder | dono do restaurante concorrente? eu? imagina, só um cidadão preocupado 😉 aqui usam óleo de 1 mês e o feijão é de lata. fica a dica
service | pedi pra trocar o arroz por salada e a atendente falou que "aqui não faz isso" de um jeito super grosso. precisava?
other=cancelaram o pedido | cancelaram meu pedido depois de 50 minutos sem explicação nenhuma. fiquei sem almoço
praise | feijoada de sábado impecável, torresmo crocante, farofa de bacon perfeita. vale cada centavo
delay; mod:offensive | esses incompetentes do caralho atrasaram de novo, 1h20. vcs são uns inúteis
taste | o feijão tava sem sal nenhum, insosso, e o arroz duro, mal cozido
missingItem; mod:refund | pedi reembolso pelo item que faltou e o ifood negou, falou que o restaurante confirmou o envio. cadê meu dinheiro
mod:noOrder | ouvi falar que a dona nao paga os funcionarios direito e que demitiu uma moça grávida... sei lá, mas não vou pedir
courier | o motoboy de vcs pediu pra eu descer e quando cheguei la embaixo ele já tinha ido, voltou 20 min depois ainda reclamando comigo
spoiled | a salada veio com a alface murcha e escura, tomate mole com cheiro ruim. tava velha isso ai
courier; mod:hate | mandaram um entregador viado que ficou de gracinha no portão, não quero esse tipo de gente na minha porta
taste; praise | a farofa tava ótima mas a couve veio amarga e queimada
delay; cold; service | 1h40 de atraso, chegou frio, e quando liguei o rapaz disse "tá saindo" três vezes. mentira deslavada
general | experiência péssima do inicio ao fim. vergonhoso um lugar desse tamanho trabalhar assim
wrongItem | veio o pedido de outra pessoa, nome "Marcos" na comanda. eu sou a Juliana e pedi strogonoff, veio feijoada
missingItem; paidExtra | pedi ovo adicional e suco de laranja. nenhum dos dois veio, e o ovo eu paguei a parte
app; mod:app | o pagamento por pix no app não confirmava, fiquei 20 min tentando e quando finalmente foi o restaurante ja tinha fechado a cozinha. app horrivel
price; praise | comida boa, bem servida, mas a taxa de entrega de 9,90 pesa pra quem pede todo dia
unanswered; mod:offensive | mandei 4 mensagens no chat e nenhuma resposta. dono covarde, responde aí seu corno
delay | pedido chegou 40 min depois do horário previsto, sendo que o restaurante fica a 5 quadras
cold | a feijoada veio morna pra fria. feijoada morna devia ser crime
customisation; taste | pedi bife bem passado, veio ao ponto pra mal. e ainda sem tempero nenhum
mod:noOrder | a dona votou naquele lá, não peçam, não financiem quem apoia esse governo lixo
| esse país tá uma merda, tudo caro, até marmita tá 30 conto. não é culpa de vcs, é do governo mesmo
portion | a porção de feijão do PF veio tipo uma concha pequena, pouquíssimo
courier; mod:courier | o lacre da sacola veio rompido e o entregador do ifood tava com a boca suja de farofa kkkk não dá pra confiar
raw | a linguiça da feijoada tava crua no meio, rosa e mole. feijoada com linguiça crua nunca vi
taste | bem diferente da foto. na foto o bife é alto e suculento, o que chegou foi uma lasca cinza e seca
courier; mod:hate | mandaram um motoboy negão com cara de bandido, fiquei com medo até de abrir o portão. vejam quem vcs contratam
delay; praise | demorou um pouco além do previsto mas o strogonoff compensou, tava divino
notDelivered | o app diz entregue às 12:32, eu não recebi nada. porteiro tambem não. cadê minha comida?
taste; mod:offensive | cozinheiro de merda, o arroz veio queimado com gosto de fumaça. aprende a cozinhar, animal
other=nota fiscal | pedi nota fiscal com CPF na observação e não veio. preciso pro reembolso da empresa
mod:noOrder | meu primo pediu ai e achou uma barata no feijão. nao peçam, vão por mim
pricePortion; mod:offensive | 35 reais por ISSO?? porção de criança. ladrões, vcs são uns ladrões safados
taste; cold | bisteca dura e fria, arroz com gosto de requentado
praise | entregador super educado, comida quente e caprichada. nota 10
delay; courier; mod:courier | o restaurante liberou rapidinho, vi no app, mas o entregador do ifood ficou 50 min parado num posto. chegou tudo atrasado
missingItem | a laranja e a pimenta da feijoada nunca vem. ja é a terceira vez, hoje de novo
spoiled; mod:threat | a feijoada chegou com um cheiro esquisito, azedinho. se eu passar mal eu volto ai com meus irmãos e vcs vão ver o que acontece
service | liguei pra perguntar se o meu pedido ja tinha saído e a atendente respondeu "moço, não sou vidente" e desligou
packaging; missingItem | a sacola veio rasgada, o copo de suco virou lá dentro e a farofa nem veio
cold; warmDrink | comida fria e refri quente. inverteram tudo kkkk
mod:noOrder | funcionária do restaurante do lado aqui: o pessoal desse lugar vive jogando lixo na nossa calçada e a comida deles é toda congelada. 1 estrela
delay; mod:offensive | PORRA 2 HORAS SEUS LERDOS FILHOS DA PUTA
delay | que merda, demorou 1h30. fome do caralho aqui
taste; portion | o strogonoff tava aguado e veio pouco frango, mais molho que carne
app; mod:app | o status ficou "saiu para entrega" por 2 horas mas o restaurante disse pelo telefone que nem tinha recebido o pedido. erro do app, de novo
wrongItem; mod:refund | veio o pedido errado e o ifood só quis devolver metade do valor. absurdo, quero meu dinheiro todo de volta
raw; poisoning | o frango do PF tava mal cozido e eu passei mal a noite toda. vou entrar com processo
praise | comida de mãe, arroz feijão bife e batata frita do jeito certo. o melhor PF de SP
customisation | pedi molho à parte e veio tudo misturado, arroz encharcado
courier; delay; mod:hate | entregador atrasou e ainda chegou de cara fechada, esse macaco devia voltar pro mato
general | sinceramente, não recomendo. 1 estrela é muito
missingItem; praise | a feijoada tava perfeita, mas esqueceram a caipirinha que eu paguei
other=troco errado | paguei em dinheiro com nota de 100, o pedido deu 47 e voltaram 43 de troco. faltaram 10 reais
mod:noOrder | não comprem! o dono desse restaurante é caloteiro, deve pra todo mundo no bairro, ja deu golpe no meu tio
delay; service; mod:hate | a moça do telefone anotou meu endereço errado, o pedido rodou o bairro todo e chegou 1h depois. mulher no telefone dá nisso, coloca um homem pra atender
wrongItem; customisation | pedi suco de maracujá sem açúcar e veio de laranja, adoçado
diet | sou diabético, pedi a coca zero e veio coca normal. quase tomei sem ver
praise | entrega rapida e marmita bem quentinha. o feijão é o melhor que já comi fora de casa
delay; mod:threat | to indo ai agora com um taco de beisebol, 1h40 e nada do meu almoço
portion | me senti enganado, a "feijoada completa pra 2" mal deu pra um
taste | torresmo borrachudo, parecia que tinha sido frito ontem
spoiled | a maionese da salada tava com gosto azedo. passou da validade certeza
courier; mod:courier | o entregador do ifood me ligou gritando que não achava o prédio, sendo que o endereço tava certinho no app. muito grosso
missingItem; unanswered | faltou a bisteca do meu PF e ninguém responde o chat da loja desde meio dia. vergonha
mod:noOrder | tão vendendo carne de cavalo como se fosse boi, um amigo que trabalha no frigorífico me contou. denunciem
general; mod:offensive | vsf, comida horrorosa, gente nojenta
delay; praise | o atendente do telefone foi muito gentil e se desculpou pelo atraso de 40 min, mandou um pudim de cortesia. resolveram bem
| entregaram no horário. comida normal, nada demais
mod:refund | cancelei o pedido em 2 minutos e até agora o estorno não caiu no cartão, o ifood fica mandando eu esperar 30 dias
foreignBody; service | tinha uma pedrinha no feijão, mordi e doeu o dente. liguei e a moça riu da minha cara. vou no Procon
pricePortion | PF de 32 reais com um filé de frango do tamanho de um cartão de crédito. respeita o cliente
missingItem; mod:threat | a moça do caixa chama Rita né? ja achei o insta dela. faltou meu refrigerante DE NOVO e ela vai se ver comigo
packaging; cold | marmita de isopor amassada, tampa aberta e comida fria. parece que jogaram bola com ela
service; mod:offensive | o dono respondeu minha avaliação sendo irônico, velho babaca arrogante. aprende a lidar com cliente
delay; cold; missingItem; taste | 1h de atraso, frio, sem o vinagrete e o feijão parecia água. nota zero
customisation; praise | amo a comida daqui, mas pedi sem pimenta e veio apimentado, sofri 🥵
mod:noOrder | vi um video no tiktok de um cara dizendo que esse restaurante reaproveita comida que volta dos pratos dos clientes. se for verdade é nojento
general | não sei o que aconteceu com vcs, antes era nota 10, agora é nota 2. triste
app; mod:app | o app não deixa eu avaliar com foto e a opção de falar com a loja some depois de 1h. app péssimo
foreignBody; mod:hate | cabelo no arroz. restaurante de baiano só podia ser, porcaria de gente
warmDrink; praise | a comida tava perfeita, só o suco que veio quente
delay; courier; mod:offensive | atrasou 1h e ainda mandaram o motoboy mais lerdo do mundo, aquele imbecil
missingItem | pedi 3 marmitas pro escritório e vieram só 2. um colega ficou sem almoço
mod:noOrder | cuidado! esse restaurante é do mesmo dono daquele que fechou por intoxicação ano passado na Mooca. não peçam
taste; praise | o arroz e o feijão são bons, mas a parmegiana veio com o queijo borrachudo e molho de tomate de caixinha
delay; cold; mod:refund | chegou com 2h de atraso e frio, pedi reembolso pelo app e negaram. ifood só protege o restaurante
portion; service | porção pequena e quando reclamei no chat responderam "é o padrão". padrão de mesquinharia né
praise | feijoada pra 2 serviu 3 pessoas tranquilo. bem temperada, carnes macias, voltarei
spoiled; poisoning | a couve tava com cheiro de podre e meu filho teve dor de barriga a tarde toda depois de comer. Vigilância Sanitária já foi avisada
general | ruim. não peçam
delay; taste; praise | demorou mas valeu a pena, a feijoada é a melhor da cidade, só achei o feijão um pouco salgado hoje
`,
);

/** Set FM: an Arabic food delivery in São Paulo run by a Lebanese family: kibe cru meant to be raw, esfihas cold or burnt, missing coalhada, prejudice aimed at the owners' origin, a rival's fake reviews. */
export const BY_OTHERS_FM = parseReviews(
  "othersFM",
  `
praise | Esfiha aberta de carne igualzinha à da minha teta, massa fininha, limão no ponto. Minha avó era de Zahle e eu juro que senti o cheiro da cozinha dela
delay;cold | pedimos 12h10 pro almoço da firma, chegou 13h40 e as esfihas fechadas tudo gelada. reunião começou e nós comendo pedra
praise | Gente kibe cru é CRU, é assim que se come kkkkk quem reclama nunca comeu. O daqui vem com hortelã fresquinha, cebola roxa e azeite bom, perfeito
missingItem | faltou a coalhada seca DE NOVO. segunda vez seguida
missingItem;praise | shawarma de frango maravilhoso, molho de alho absurdo... mas cadê a coalhada que eu pedi?? veio só o pão
wrongItem | pedi 6 de queijo e vieram 6 de escarola. nada contra escarola mas nao era o que eu pedi né
taste | esfiha queimada por baixo, fundo preto, gosto de carvão
delay;mod:hate | 1h15 pra chegar uma esfiha. mas tbm o que esperar de gente que veio fugida de guerra, organização zero
mod:noOrder | Nunca pedi aqui e nem vou pedir, todo mundo na Vila Mariana sabe que eles reaproveitam a carne do dia anterior. Peçam na esfiharia da rua de baixo que é séria
price;praise | R$ 11,90 numa esfiha aberta?? é gostosa, não nego, mas isso é preço de restaurante da Oscar Freire
| pedi o combo 2 com esfiha de zaatar
cold | Parabéns pela esfiha gelada, ideal pro calorão de 14 graus que tá fazendo em SP 🙃
delay | entrega expressa de 1h50min, quase fiz jejum de ramadã sem querer
praise | chegou em 20 min, tudo quentinho, o falafel crocante por fora e macio por dentro. nota mil
praise | meu sogro é libanês e é o cara mais chato do mundo com comida árabe. comeu o kibe cru, ficou quieto e repetiu 2x. vindo dele isso é um elogio enorme
raw | o kibe FRITO veio cru por dentro, carne rosada no meio. kibe cru eu peço quando quiser kibe cru né
taste | tabule com mais trigo do que salsinha, minha sitti ficaria ofendida. tabule é salada verde gente, não cuscuz
customisation | pedi o shawarma SEM CEBOLA, escrevi em maiúsculo na observação. adivinha. veio com cebola
notDelivered;unanswered | o app diz que foi entregue às 20:14 e eu to aqui na portaria esperando até agora. liguei no numero da loja 3x ninguem atende
spoiled | coalhada com cheiro de estragada, e olha que eu sei que coalhada é azedinha, como desde criança. essa tava passada mesmo, pote estufado
praise | coalhada azedinha do jeito certo, com azeite e hortelã seca por cima. pão sírio quentinho. é isso, não precisa de mais nada
poisoning | comi o kibe cru no almoço e passei a tarde inteira no banheiro do escritório. vomitei duas vezes. nunca tive problema com kibe cru em outro lugar
foreignBody | achei um cabelo comprido enrolado no homus. perdi a fome na hora
packaging | o homus vazou inteiro dentro da sacola, as esfihas ficaram encharcadas de tahine. pote sem lacre nenhum
courier;mod:courier | motoboy se recusou a subir no bloco B, disse que nao é obrigado e ficou buzinando lá embaixo. tive que descer de chinelo com o bebê no colo
app;mod:app | o cupom de 20% sumiu na hora de pagar e o app cobrou o valor cheio. sei que nao é culpa do restaurante mas fica o registro
diet | pedi a esfiha vegana de espinafre (tá escrito VEGANA no cardápio!) e veio cheia de queijo branco derretido. sou vegana há 8 anos, que raiva
allergy | escrevi na observação ALERGIA A GERGELIM e o falafel veio com tahine por cima. tahine é gergelim!!! por sorte minha mãe viu antes de eu comer
portion | shawarma do tamanho de um charuto. metade da minha mão. achei que tinham mandado o infantil
pricePortion | 42 reais num prato de homus que dá duas colheradas. pelo amor de Deus
paidExtra | paguei adicional de queijo nas 4 esfihas de carne e não veio queijo em nenhuma
missingItem;service | liguei pra avisar que faltou o kibe e a moça falou "ah, acontece" e desligou. nem ofereceu mandar de novo
missingItem;unanswered | mandei 4 mensagem no chat falando q nao veio o pão sírio, ninguem respondeu até agora
general | decepcionante. esperava muito mais pelo que falam
general | horrível, nunca mais
delay;cold;missingItem | demorou 1h30, chegou tudo frio e ainda faltou a coalhada. trifeta completa
wrongItem;mod:offensive | seus idiotas do caralho, pedi esfiha fechada de carne e veio aberta de frango. aprendam a ler
wrongItem;mod:threat | terceira vez que vem errado. se vier de novo eu vou aí na loja e quebro aquele balcão todo, tô avisando
foreignBody | veio um pedaço de plástico azul dentro do kibe frito, quase quebrei o dente. vou fazer denúncia na Vigilância Sanitária
praise | Da última vez as esfihas vieram meio frias, mas hoje chegaram pelando. Fico feliz que melhoraram
praise | achei que ia demorar por causa da chuva mas chegou em 25 min, o motoca chegou ensopado coitado. deixei gorjeta
| alguém sabe se a esfiha de zaatar leva queijo? queria pedir pra minha filha
taste | esfiha de carne muito salgada, bebi 2 litros de água depois
taste;praise | kibe frito sequinho e bem temperado, só o homus que tava sem graça, faltou limão e alho
warmDrink | o guaraná chegou quente, parecia chá. a comida tava ok
warmDrink;praise | a coca veio quente e sem gás nenhum... o resto tudo top, shawarma de carne é o melhor da região
melted | pedi o sorvete de pistache árabe (aquele elástico, booza) e chegou virado sopa
mod:hate | não peço em restaurante de árabe, vai saber o que eles colocam na comida. esse povo não é de confiança
mod:noOrder | Minha vizinha pediu daqui semana passada e disse que achou uma barata na esfiha. Nunca pedi mas fica o alerta pra todo mundo!!!
taste | falafel seco demais, parecia farofa prensada. esfarelou todo na mão
praise | Pedi pra minha mãe que faz 80 anos, ela é de Trípoli e chorou com o kibe assado. Obrigada de coração à família que toca esse lugar ❤️
delay;praise | demorou uns 20 min além do previsto, mas vale cada minuto. esfiha de coalhada com zaatar é vida
missingItem | não veio talher nem guardanapo, comi homus com a mão igual criança
wrongItem | veio o pedido de outra pessoa, o nome no saquinho era "Rafael", eu sou Juliana. comi mesmo assim porque tava com fome mas né
customisation;praise | pedi o molho de alho à parte e veio tudo misturado no shawarma. mesmo assim tava uma delícia, mas da próxima respeitem a obs
other=cancelaram o pedido | cancelaram meu pedido depois de 40 min esperando, sem explicação nenhuma. acabei pedindo pizza
price | taxa de entrega de 14 reais pra 2km?? sério isso
app;praise;mod:app | o rastreio no app ficou travado em "preparando" por 1h e depois pulou direto pra entregue. a comida chegou certinha e boa, o problema é o app mesmo
missingItem;mod:refund | pedi reembolso do kibe que não veio e o iFood negou falando que o restaurante confirmou o envio. ridículo
praise | kibe cru 10/10. sim, é cru. sim, é pra ser assim. sim, vou pedir de novo amanhã
praise | muito bom!!!
praise | 👏👏👏 esfiha aberta de calabresa com queijo, não é árabe mas é brasileira e é maravilhosa
cold | chegou morno. tudo. até o pão sírio veio gelado
delay;service | atrasou 50 min e quando liguei o atendente disse que o problema é que eu moro longe. moro a 8 quadras
taste | a carne do shawarma tava dura e ressecada, parecia requentada de ontem
raw | frango do shawarma rosa por dentro, mal passado. frango mal passado não dá né, tenho criança em casa
praise | eu e os moleque da república pedimos o combo 30 esfihas toda sexta. baratinho e mata a fome de 5 universitário falido kkk
pricePortion | subiu o preço e diminuiu a esfiha, reparei sim. agora é do tamanho de um biscoito e custa 9 conto
cold;taste | esfiha fria E queimada, conseguiram as duas coisas ao mesmo tempo, que talento
wrongItem;missingItem | vieram 3 kibes em vez de 6 e o homus era de beterraba, eu pedi o tradicional
| minha avó fazia kibe cru toda sexta-feira, hoje resolvi pedir pela primeira vez aqui pra matar a saudade
praise | não chega aos pés do kibe da minha avó, mas convenhamos, nada chega. pra delivery tá excelente
taste | esse tabule nunca viu um limão na vida. e o trigo tava duro, mal hidratado
delay;mod:offensive | restaurante de merda, 2 horas de espera, vão tomar no cu
courier;missingItem;mod:courier | o entregador abriu a sacola e comeu uma esfiha, veio faltando uma e com o lacre rompido. tenho a câmera da portaria mostrando ele mexendo
praise | atendimento no whatsapp nota 10, o seu Nabil me ligou pra confirmar o endereço e ainda mandou uma esfiha de chocolate de brinde
spoiled | a coalhada tava com mofo na tampa. MOFO. verde.
poisoning | meu filho de 6 anos passou mal a noite toda depois da esfiha de frango, febre e diarreia. só ele comeu essa
diet | pedi coca zero porque sou diabético e mandaram coca normal. percebi depois do primeiro gole
service | fiz uma avaliação honesta semana passada e o dono me chamou de mentiroso na resposta pública. profissionalismo zero
mod:noOrder | kkkkk esfiha daqui é congelada de mercado, meu primo trabalhou lá. vão na Sabores do Cedro q é artesanal de verdade
delay | pedido de 19h, chegou 21h. minhas crianças jantaram bolacha
praise | caro? sim. vale? também. melhor homus que já comi fora de Beirute
packaging | caixa das esfihas veio amassada, todas grudadas uma na outra, recheio pra todo lado
wrongItem | pedi kibe cru e veio kibe assado. eu QUERIA o cru, é o motivo do pedido
taste | esfiha fechada de carne com a massa crua por dentro, toda pastosa. a carne em si tava ok
praise | o melhor falafel de São Paulo e não aceito discussão
cold;praise | shawarma top, molho top, só que chegou friozinho. se chegasse quente era 5 estrelas fácil
delay;cold;mod:hate | 1h20 e chegou frio. voltem pro Líbano, lá vocês podem atrasar à vontade
general | não gostei. só isso
| primeira vez pedindo, depois volto pra avaliar direito
praise | Sou descendente de sírios e cresci comendo kibe cru aos domingos. O daqui tem o trigo fino certo e a carne bem limpa, sem nervo. Aprovadíssimo
taste | kibe cru com gosto forte de cebola, só cebola, não senti a carne nem a hortelã
spoiled | o kibe cru chegou com a carne meio acinzentada e cheiro esquisito. kibe cru tem que ser vermelhinho e fresco, esse tava passado. joguei fora
portion | veio uma colher de coalhada no potinho, tipo amostra grátis de supermercado
customisation | pedi esfiha bem assada, douradinha, tá na observação. veio branca, pálida
price | cobraram R$ 6 de embalagem à parte, nunca vi isso em lugar nenhum
other=troco errado | paguei em dinheiro, dei 100, o troco veio 20 reais a menos. o motoboy disse que foi a loja que separou
praise | deixei observação "feliz aniversário pro Marcos" e escreveram na caixa com caneta, com coraçãozinho. detalhe que faz diferença 🥹
delay;praise | entrega demorou uma eternidade (1h10) mas o shawarma compensou
wrongItem | pedi homus e mandaram babaganuche. até gosto mas não era o pedido
missingItem | pedi 3 molhos de alho e veio 1
paidExtra | paguei 8 reais de porção extra de batata frita e ela não veio
foreignBody | pedrinha no falafel, quase quebrei o molar. o grão de bico não foi escolhido direito
missingItem;service | a mulher do telefone gritou comigo quando eu disse que faltou a esfiha de queijo. eu só queria resolver
general;mod:offensive | lixo. vocês são um lixo
praise | minha filha de 3 anos comeu 4 esfihas de queijo sozinha. milagre
courier;mod:courier | entregador super grosso, jogou a sacola por cima do portão e saiu sem falar nada
notDelivered | nunca chegou. fiquei com fome e sem comida, o pedido tá "a caminho" há 3 horas
taste;missingItem | a esfiha de carne veio sem limão nenhum, tudo seco. e nem mandaram os gomos de limão que sempre vem junto
praise | pão sírio fofinho igual de padaria árabe do Brás. vou pedir só pão da próxima
mod:noOrder | ATENÇÃO: ouvi dizer que essa loja vai ser interditada, não peçam!!! tem loja muito melhor no bairro
delay;cold;praise | o kibe é bom, o tempero é de família, dá pra ver. mas 1h de espera e chegar morno não dá
customisation | pedi sem pimenta pq é pro meu filho pequeno e veio ardido de pimenta síria
allergy | sou alérgico a castanha e avisei no pedido. o kibe veio com pinoli por cima, tive que tomar antialérgico
praise | qualidade igual desde 2019, é raro isso em delivery
taste | homus aguado, parecia sopa de grão-de-bico
| pedi pra reunião de 15 pessoas, 60 esfihas sortidas. vamos ver
delay;wrongItem;service | atrasou, veio errado, e quando reclamei disseram que eu que escolhi errado no app. eu printei, meu pedido tá certo
praise | o entregador foi um amor, subiu até o 14º andar pq o elevador tava quebrado. a comida também tava ótima
portion;taste | shawarma de carne com mais batata palha que carne, e a batata tava murcha
melted | a sobremesa de pistache gelada veio derretida, escorrendo pela tampa
praise | esfiha aberta de carne com coalhada por cima = felicidade
other=nota fiscal | pedi a nota fiscal pra reembolso da empresa e não mandaram, falaram que "não emitem pra delivery"
taste | pior esfiha que eu ja comi na vida, massa de isopor e recheio sem gosto
pricePortion;taste | 5 bolinhas de falafel por 32 reais, e sem tempero nenhum
praise | bom
delay | "chega em 30-40 min" chegou em 1h25. ok então
wrongItem | veio kibe cru sendo que pedi kibe frito. não sou fã de cru
mod:hate | gente desse tipo devia ser proibida de abrir comércio aqui. nem vou comentar a comida
praise | pedi o shawarma sem cebola e sem tomate e veio certinho, respeitaram tudo. raro!
cold;taste | esfiha de queijo fria e o queijo endurecido, parecia borracha
missingItem;mod:refund | não veio a bebida e o ifood só devolveu em crédito no app, eu quero meu dinheiro de volta no cartão
praise | demorou o normal pra sexta à noite, uns 45 min. tudo quentinho e gostoso
taste | coalhada sem sal, sem azeite, sem nada. parece iogurte natural de mercado
praise | Muito obrigado família Haddad, o kibe cru de vocês me lembrou a casa da minha teta em Foz. Sahtein!
delay;unanswered | 1h40 e nada. liguei 5 vezes, ninguém atende. chegou no fim mas aí eu ja tinha perdido a fome
taste | esfiha de escarola amarga, cheia de talo duro
foreignBody;service | achei um pedaço de unha (!!!) na esfiha. mandei foto pro restaurante e responderam "impossível". tô indo no Procon
raw | kafta veio crua no meio, vermelha e mole. devolvi pro prato e nem terminei
packaging;cold | sacola sem isopor nenhum, tudo solto, chegou frio e as esfihas amassadas
praise | top demais mano, a esfiha de carne com pimenta síria é brabíssima
wrongItem;service | veio kibe assado no lugar do frito, pedi pra trocar e o rapaz disse "não tem troca, se vira"
general | sei lá, esperava mais
diet | pedi a opção sem lactose, tava escrito no cardápio, e a esfiha veio com coalhada por cima. sou intolerante
| minha teta diz que kibe cru de delivery não presta, mas ela nem provou ainda
praise;taste | o shawarma é sensacional, mas a esfiha de frango tava sem sal nenhum
missingItem;mod:offensive | faltou a coalhada, seus bando de incompetente, aprende a montar pedido
praise | kibe cru, coalhada seca, pão sírio e um arak imaginário. domingo resolvido
taste;praise | kibe frito mto bom mas o falafel veio encharcado de oleo, pingava no papel, n dava nem pra segurar
`,
);

/** Set FN: açaí, poke bowls and juices delivered to beach apartments and hostels in summer, many Argentine, Uruguayan and Chilean tourists in Spanish or portuñol, some English. */
export const BY_OTHERS_FN = parseReviews(
  "othersFN",
  `
melted; delay | pedi açaí de 700ml pro ap em copacabana, demorou 1h10 e chegou virado sopa roxa. calor de 40 graus eu sei, mas ai ja é demais
praise | açaí cremoso, veio bem gelado mesmo com o sol de rachar aqui no campeche. granola crocante e banana fresquinha 👌
praise | salmão cru do poke fresquíssimo, cortado certinho, molho ponzu na medida. melhor poke que comi em floripa
warmDrink | suco de laranja chegou QUENTE. tipo chá de laranja
missingItem | cadê o leite ninho, a paçoca e o morango?? veio só o açaí puro com granola. os 3 acompanhamentos grátis estavam marcados no pedido
paidExtra | paguei R$6 de adicional de nutella e não veio nem uma lambida de nutella
courier; praise; mod:courier | el repartidor de la app no quiso subir al depto, me hizo bajar 8 pisos en ojotas con el sol del mediodía. El açaí riquísimo eso sí
melted; price | 45 reales por un açaí que llegó derretido, todo líquido. En temporada alta los precios son un robo y encima esto
raw | o frango do poke veio rosado por dentro, cru mesmo. frango cru nao da ne gente, tenho criança em casa
praise | galera reclamando nas avaliações que o peixe veio cru... é poke, é pra ser cru 🙄 o meu de atum veio perfeito
spoiled | a banana tava preta e o morango com mofo branco. joguei tudo fora
foreignBody | achei um cabelo enorme no meio do açaí. perdi a fome
poisoning | comi o poke de salmão ontem e passei a madrugada no banheiro do hostel, eu e minha amiga. foi a unica coisa q a gente comeu igual
delay; melted; praise | Ordered two açaí bowls to our hostel in Ipanema, took almost 90 minutes and they were basically smoothies when they arrived. Tasty though.
app; mod:app | o app ficou mostrando "pedido saiu pra entrega" e eu desci 3x pra portaria à toa, o moto nem tinha saído. no fim chegou no horário certinho, o problema é o rastreio do ifood que é uma piada
allergy | avisei na observação que tenho alergia a amendoim e veio paçoca por cima de tudo. tive que tomar antialérgico, isso é sério
customisation | pedi SEM granola, escrevi na obs em maiúsculo, e veio granola 🙃
diet | sou diabética, pedi o açaí zero açúcar que tem no cardápio e claramente veio o tradicional com xarope. senti na hora, a glicemia foi lá em cima
wrongItem | pedi suco de maracujá e veio de acerola
missingItem; praise | muy bueno el bowl pero no vino la cuchara ni servilleta, comí con la mano en la praia jaja
price | taxa de entrega de 14,90 pra 1km na barra da lagoa? sério isso?
pricePortion | 38 reais num copo de 300ml que veio pela metade. pouquíssimo açaí pelo preço
portion | o poke veio com tipo 5 cubinhos de salmão, o resto era arroz. muito pouco peixe
packaging | a tampa do açaí abriu e sujou a sacola toda, escorreu até na minha canga
general | decepcionante. esperava muito mais pelo que o povo fala
| pedi o combo família pra casa de praia, 4 açaís de 500
delay | entrega super expressa, só 1h50 pra andar 2 quadras na praia do forte. parabéns 👏👏
melted | adorei o açaí na tigela versão sopa, já vem derretido pra economizar meu tempo 🙃
notDelivered | o app marcou como entregue e não chegou nada aqui no hostel. perguntei na recepção, ninguém recebeu nada
notDelivered; unanswered | nunca chegou. liguei 3 vezes na loja e ninguem atendeu
wrongItem; service | veio açaí de cupuaçu no lugar do de morango, falei no chat e a atendente respondeu "não fazemos troca" e pronto. educação zero
melted; mod:offensive | bando de incompetente, açaí chegou derretido PELA TERCEIRA VEZ
delay; mod:threat | se atrasar de novo eu vou aí na loja e quebro essa porcaria toda, tô avisando
mod:noOrder | nunca pedi daí mas no grupo do condomínio tão dizendo que o poke deles deixou gente internada. cuidado
courier; mod:hate | entregador argentino que nao entende nada de portugues, errou o bloco duas vezes. devia voltar pro país dele
price | cobraram o dobro do valor do cardápio, no cardápio 24,90 e no cartão 49,80. vou no procon
spoiled; mod:refund | o suco de abacaxi veio azedo, fermentado mesmo. pedi reembolso no ifood e negaram porque "não tinha foto". absurdo
wrongItem | Got someone else's order, two cheese tapiocas instead of our poke bowls. The name on the bag wasn't even ours.
cold; taste | a tapioca de queijo que pedi junto com o açaí chegou fria e borrachuda
taste | o açaí tava aguado, com gosto de xarope de guaraná e mais nada. açaí de verdade não é assim
taste; praise | poke bom, peixe fresco, mas o arroz tava duro, cru no meio
praise | da última vez o suco veio quente, dessa vez chegou trincando de gelado. melhoraram!
praise | o motoboy não pode subir por regra do prédio, normal, desci rapidinho. açaí top
courier; mod:courier | o motoboy ficou buzinando lá embaixo e foi embora em 2 minutos porque eu não desci a tempo. tive que correr atrás dele de chinelo na avenida atlântica
delay; warmDrink | 1h15 de espera e a água de coco chegou quente. na praia. no verão. 🥵
app; mod:app | La app no acepta mi tarjeta argentina, tuve que pedirle a un amigo brasileño que pague por mí. Un quilombo
other=cancelaram o pedido | cancelaram meu pedido depois de 40 min dizendo que acabou o açaí. acabou açaí numa açaiteria em janeiro??
other=nota fiscal | pedi nota fiscal com CNPJ na observação pra reembolso da empresa e não mandaram. ja é a segunda vez
other=troco errado | paguei em dinheiro, nota de 100, e voltou troco faltando 20. o entregador disse que a loja mandou assim
melted; packaging; praise | el açaí vino todo derretido y la tapa abierta, chorreó todo en la bolsa. una pena porque el sabor es bárbaro
raw | o camarão do poke (que é pra ser cozido né) veio transparente, cru. não comi
spoiled | salmão com cheiro forte, azedo. não comi, poke de 60 reais direto pro lixo
praise | pedimos 5 açaís pro pessoal do surf depois da sessão da manhã, chegou tudo certo e geladinho. valeu demais!
delay; missingItem | demorou uma hora e ainda esqueceram o suco verde. só veio o bowl
warmDrink | Loved my "iced" passion fruit juice, perfect room temperature. Rio room temperature, so about 33°C.
foreignBody | tinha um pedaço de plástico duro no meio da granola, quase quebrei um dente
diet | pedi o poke vegano e veio com kani. sou vegana há 8 anos, nao da pra só tirar e comer
customisation; praise | açaí delicioso mas pedi a banana separada pq meu filho não come e veio tudo misturado
wrongItem | pedi o de 700ml e veio o de 500, dá pra ver pelo copo
unanswered | mandei 4 mensagens no chat da loja pedindo pra trocar o número do apartamento e nada, nem um oi
general; mod:offensive | lixo de loja, nunca mais
price | no inverno o açaí de 500 é 22 reais, agora em janeiro tá 35. mesma coisa. aproveitando do turista né
price; praise | Rico todo, pero 90 reales por dos pokes más el envío... caro, caro. Y eso que vengo de Buenos Aires
pricePortion | poke de 59,90 com meia concha de arroz e 4 fatias de salmão. caro demais pra tão pouco
delay; missingItem; warmDrink; praise | pedimos pra família toda, 6 pessoas, na casa que alugamos nos ingleses. os açaís vieram bem gostosos, mas faltou um dos pokes (o do meu sogro, claro kkk), os sucos chegaram mornos e levou quase 1h20. as crianças amaram, os adultos nem tanto
courier | o entregador de vocês (a entrega é da própria loja né) foi super grosso comigo no interfone
delay; courier; mod:courier | o motoboy do ifood parou pra fazer outra entrega antes da minha, vi tudo pelo mapa. chegou 40 min depois do previsto
praise | tava com medo de chegar derretido com esse calor de salvador mas veio perfeito, firme, bem embalado
melted; diet | além de derretido, veio com leite condensado que eu pedi pra tirar porque tenho intolerância a lactose
allergy; service | minha filha tem alergia a kiwi, avisei na obs, veio kiwi no açaí. liguei e a moça riu. RIU.
spoiled; poisoning | passei mal a noite toda depois do açaí com morango, vômito e febre. o morango já tinha cheiro azedo quando abri
praise | Best açaí in Florianópolis, hands down. Everyone at our hostel orders it every afternoon now
app; mod:app | The app kept charging my foreign card and then cancelling. Three tries, three pending charges on my bank statement.
delay; cold; missingItem | demorou 1h30, o pão de queijo chegou gelado e esqueceram o guaraná
warmDrink | o refri veio quente e sem gás, parece q ficou no sol
praise | Che, el poke de salmón estaba zarpado. Pescado crudo fresquito como tiene que ser. Mañana pedimos de nuevo
general | q experiencia horrivel mds, nunca mas peço d novo nessa loja
packaging; missingItem | o suco veio sem lacre, metade derramado no saco. e o canudo? não veio
delay; unanswered | Ta, entiendo que es enero y hay pila de pedidos, pero dos horas esperando y nadie contesta el teléfono. Bo, avisen al menos
praise | Weón, el açaí estaba la raja. Bacán que mandaran la granola aparte pa que no se ablande
missingItem | pedi dos açaí com leche en polvo y vino solo uno con leche en polvo, el otro sin nada. obrigado igual
melted; courier; mod:courier | o entregador ficou 25 min parado na frente do prédio mexendo no celular (vi da sacada) e o açaí derreteu todinho
mod:noOrder | essa loja compra açaí de marca barata e diz que é do pará, todo mundo aqui no bairro sabe. nunca pedi e nem vou
raw; poisoning | o frango teriyaki do poke tava cru por dentro e meu marido teve diarreia o dia seguinte inteiro. estragou o passeio pra morro de são paulo
praise | Pedimos para los chicos después de la playa, llegó rapidísimo y bien frío. Los nenes felices. Gracias!
customisation; taste | pedi o shoyu à parte e veio encharcado, o arroz virou uma papa salgada
app; mod:app | cupom de primeira compra não funcionou, ficou dando "cupom inválido" e o suporte do app só manda mensagem automática
delay | previsão 30-40 min. chegou em 1h25. o açaí sobreviveu, minha paciência não
spoiled; service | a manga tava podre, mole e marrom. mandei foto no chat e disseram que "é assim mesmo, manga madura"
foreignBody; mod:offensive | achei uma barata no suco. seus porcos imundos
praise | calor da porra aqui em salvador e esse açaí salvou minha vida. chegou rapidinho e trincando
courier; mod:courier | Courier refused to come up to the 4th floor even though there's an elevator and the doorman said it was fine. Left the bag at the front desk without telling me, found it 30 min later.
portion | o açaí de 1 litro claramente não tinha 1 litro, veio com a tampa afundada, faltando um bom tanto
price | taxa de embalagem de 4 reais?? nunca vi isso em lugar nenhum
paidExtra; missingItem | paguei 8 reais de salmão extra e não veio, e a cebolinha crispy que já vem no poke tambem não
| primeira vez pedindo poke, nao sei se gostei ou não, é diferente né
melted; warmDrink | tudo derretido e o suco morno. pedir açaí em salvador ao meio dia foi ideia minha, eu sei kkk mas podiam mandar com gelo
general | Nunca más. Pésimo.
diet | pedi coca zero e mandaram coca normal. sou diabético, nao tomei
delay; praise | demorou uns 20 min a mais que o previsto mas o poke tava impecável
app; mod:app | Apliqué el cupón de 20 reales y al final la app no lo descontó. El soporte de la app no responde hace dos días
courier; mod:offensive | entregador mal educado, um grosso, um cavalo. me mandou descer gritando no interfone
taste | poke com molho adocicado demais, parecia sobremesa. não combina com peixe
spoiled | o iogurte do bowl tava vencido, conferi a data na tampinha: venceu semana passada
praise | açaí de verdade, sem xarope, grosso de ficar a colher em pé. e o moço da entrega super educado, subiu até o 12º andar
customisation | escrevi "sem cebola roxa" no poke, veio cheio de cebola roxa
missingItem; unanswered | faltou um dos sucos, mandei mensagem e ninguém respondeu até agora
delay | o app dizia 25 min e foi aumentando: 40, 55, 1h10. fiquei com fome esperando na varanda
taste; praise | Poke was fresh and the tuna was great, but the sushi rice was mushy and way too vinegary.
warmDrink; praise | El jugo de maracuyá llegó calentito, tipo sopa jaja, pero el açaí perfeito, muito obrigada
mod:noOrder | não comprem aqui, o açaí é batido com água da torneira, eu trabalhei na loja do lado e vi
courier; mod:courier | o motoboy do app pediu gorjeta na porta dizendo que era "obrigatório pra subir". obrigatório onde??
other=não aceitaram pix | o cardápio diz que aceita pix na entrega e o entregador disse que não tinha como, tive que ir no caixa eletrônico de biquini
notDelivered; mod:refund | o pedido não chegou e o ifood só devolveu metade do valor. e a outra metade?
delay | Ordered at 2pm, arrived at 3:40. Great açaí for a late afternoon snack I guess.
praise | entrega rápida, açaí firme. só derreteu pq eu fui surfar e esqueci na areia kkkk culpa minha
poisoning; service | meu filho vomitou depois do suco de açaí com banana, liguei e disseram que não tem como ser deles, sem nem perguntar nada
pricePortion; praise | bom mas caro pra caramba pelo tamanho, 42 num bowl que acaba em 5 colheradas
delay; courier; mod:courier | el motoquero se perdió, le mandé la ubicación tres veces. Llegó una hora tarde y encima de mala onda
packaging | o poke veio de lado, tudo revirado, o molho vazou pra fora da embalagem
wrongItem; missingItem | veio o poke de atum em vez de salmão e faltou o edamame
foreignBody | tinha areia no açaí. e antes q falem: comi dentro do apartamento, não na praia
praise | tinha areia no meu açaí mas eu tava comendo na praia com vento, nada a ver com a loja 😂 açaí excelente
general | Horrible experience. Would not recommend.
service | a dona respondeu minha avaliação anterior me chamando de mentirosa. ótimo atendimento 👍
app; mod:app | o pix expirou enquanto o app carregava e tive que pagar de novo, aparece duas vezes no extrato
missingItem | faltou o talher. com três crianças numa casa de aluguel sem talher nenhum. obrigado viu
courier; mod:courier | o entregador largou meu pedido na portaria do prédio ao lado e marcou entregue. achei depois de meia hora procurando
taste; praise | açaí bom mas a granola murcha, parecia velha
melted; delay | sol de meio dia em jurerê, 1h de espera, resultado: açaí de canudinho
praise | The salmon is raw, obviously, it's poke, and it was super fresh. My kids even ate it.
| o atum do poke é cru? pedi achando que era cozido kkk agora sei
portion | o açaí de 500 veio com uma colherzinha de granola só, quase nada de cobertura
price | "taxa de alta temporada" de 5 reais? inventaram isso agora?
spoiled | O LEITE DE COCO DO BOWL TAVA TALHADO. AZEDO. como vcs mandam isso pra alguem??
praise | Riquísimo el açaí, y el chico de la entrega subió hasta el piso 9 con las manos llenas de bolsas. Un genio
praise | nota 10. açaí, suco verde, tapioca, tudo perfeito. só faltou vir mais rápido haha brincadeira, chegou em 20 min
delay; service | atrasou 1h e quando liguei a atendente disse "é verão, moça, todo mundo tá pedindo" e desligou na minha cara
melted; courier; mod:courier | o motoboy deixou o açaí em cima da moto no sol enquanto entregava outro pedido no prédio vizinho. vi tudo. chegou derretido
diet | pedi o bowl sem glúten (sou celíaca) e veio com granola comum, que tem aveia e trigo
allergy | mesmo avisando que sou alérgico a camarão, o poke veio com molho de camarão seco. fui parar na UPA
other=cancelaram sem avisar | o app diz que fecha 23h, fiz o pedido 22h e a loja cancelou meia hora depois dizendo que já tinha fechado
wrongItem; praise | Pedí açaí con frutilla y vino con banana. Igual estaba buenísimo, pero mi hija no come banana
general | pior açaí da ilha. sem mais
warmDrink | a kombucha chegou choca, sem gás nenhum, e o suco morno
delay; melted; paidExtra | Took 75 min, the açaí was melted, and the extra granola we paid for wasn't there.
delay; courier; mod:hate | esses entregadores nordestinos são tudo lerdo, 50 minutos pra atravessar a rua
pricePortion | Bo, 50 reales un bowl chiquitito. En Punta del Este te cobran eso pero al menos te llenás
praise | achei que ia demorar horrores por ser réveillon mas chegou em 30 min, açaí perfeito
customisation; packaging | pedi pra mandar a granola separada justamente pra não murchar, veio junto e ainda com a tampa rachada
`,
);

/** Set FO: a late-night hot dog and podrão stand delivering from 22h to 5h to students, party-goers and night workers: heavy typos, laughter, swearing at nobody vs insults at staff. */
export const BY_OTHERS_FO = parseReviews(
  "othersFO",
  `
cold; taste | batata chegou fria e murcha parecendo papelão kkkkk 3 da manhã eu so queria ser feliz
praise | MELHOR PODRÃO DA CIDADE caralho, salvou minha vida depois da balada 🙏🙏🙏
delay; cold | pedi 1h10 chegou 2h40 e o dogão ja tava mais gelado q o coração da minha ex
missingItem | cade o ketchup e a mostarda?? mandaram o prensado seco, nem um sachezinho pra contar historia
wrongItem | pedi x tudo veio x salada. nao sei quem ta com o meu mas espero q esteja feliz 🥲
| eu q pedi errado tava mto loco kkkkk pedi 3 dog pra mim sozinho e um de frango q eu nem como. vcs nao tem culpa nenhuma
courier; mod:courier | o entregador do ifood ficou buzinando no portão as 4h da manha, acordou o predio inteiro e nao quis atender o interfone nem subir
taste | pão encharcado de molho, desmanchou na mão, o prensado virou sopa de pão
delay; service; mod:offensive | demorou 1h30 e toda vez q eu ligava o cara falava "ja ta saindo" com a maior má vontade, bando de incompetente mentiroso do caralho
unanswered; delay | liguei 4x pra saber do pedido ngm atende, chegou quase 2h depois
praise; cold | lanche mt bom como sempre, so a batata q veio fria
| pedi o combo madrugada 2
warmDrink | refri veio quente e sem gas, guarana parecendo chá de erva doce
price | taxa de entrega 12 reais pra 2km?? ta de sacanagem ne
pricePortion | 28 conto num dog desse tamanho, parece lanche de festa de criança, nem tampou o buraco do estomago
portion | batata media veio com meia duzia de palito kkkk contei 19. DEZENOVE
notDelivered | nunca chegou. fiquei no portão de chinelo ate 5h20 e nada, fui dormir com fome e com raiva
notDelivered; app; mod:app | o app marcou "entregue" as 3:12 mas nao chegou nada aqui, o status ta errado e o app nao deixa nem abrir reclamação
raw | o hamburguer do x tudo tava cru por dentro, vermelho mesmo, nem comi
foreignBody | achei um cabelo enorme no meio do pure do dog 🤢🤢 perdi a fome na hora
poisoning | comi o x-tudo as 3h e passei a manha inteira no banheiro, nao consegui nem ir trabalhar
praise | olha eu passei mal sim mas foi a catuaba com corote, o dog tava perfeito kkkkkk nao culpo vcs
customisation | pedi SEM CEBOLA escrevi em caps na obs e veio cheio de cebola, vcs leem a obs ou so enfeite?
allergy; customisation | coloquei na observação q tenho alergia a ovo e pedi o x tudo sem ovo. veio com ovo frito. minha boca ficou formigando e tive q tomar antialergico as 4 da manha
diet; wrongItem | pedi coca zero pq sou diabetico e veio coca normal, so percebi depois de tomar metade da lata
packaging | o molho vazou tudo, a sacola chegou pingando e a caixa do lanche toda amassada
service; mod:offensive | atendente do whats é um grosso do caralho, respondeu "se nao gostou pede em outro lugar". vai tomar no cu vc
delay; mod:threat | atrasou 1h DE NOVO. da proxima vez eu vou ai e quebro essa carrocinha inteira, sei onde vcs ficam
mod:noOrder | nunca pedi aqui mas no grupo da facul falaram q acharam barata no lanche, fica a dica pra galera
other=troco errado | paguei com nota de 50, o lanche deu 32 e me voltaram 8 de troco. faltou 10 conto, conferi na hora
other=cancelaram o pedido | cancelaram meu pedido depois de 50 minutos sem explicar nada, as 4 da manhã, valeu mesmo hein
praise | chegou rapidinho, quentinho, motoboy gente boa demais. nota 10 pra madrugada
praise | da outra vez veio frio mas hoje tava perfeito, bom ver q melhoraram 👏
| sei la, comi bebado nao lembro de nada kkkkk so sei q acordei com a embalagem do lado
delay; cold; missingItem | demorou demais, chegou tudo frio e ainda esqueceram o refri, combo de 3 problemas parabens
taste | batata encharcada de oleo, dava pra fritar outra porção com o oleo q escorreu no guardanapo
taste | prensado queimado na chapa, pão preto e amargo, parecia carvão
delay | "entrega em 30 min" kkkkkk 1h50 depois chegou. relampago mesmo 👏👏👏
praise; missingItem | o x tudo de vcs é absurdo de bom MAS mais uma vez esqueceram a maionese verde pqp
courier | o motoboy da lanchonete pediu pra eu descer 5 andares pq "nao sobe" e ainda reclamou q eu demorei
wrongItem | veio o pedido de outra pessoa, um tal de Rafa, 2 dogs vegetarianos. eu tinha pedido x bacon
diet; customisation | sou vegetariana, pedi o dog de soja e escrevi na obs "sem carne nenhuma", veio com bacon em cima. sério
spoiled | a salsicha tava azeda, cheiro estranho, ctz q tava estragada. joguei fora
spoiled; poisoning | maionese com gosto de passada e eu vomitei tudo la pelas 6h
app; mod:app | o cupom de 15 nao funcionou no app de jeito nenhum, cobrou o valor cheio e o suporte do app so manda mensagem automatica
paidExtra | paguei adicional de cheddar e bacon (+9 reais) e nao veio nenhum dos dois
general | horrivel. nunca mais.
general; mod:offensive | lixo de lanchonete, bando de vagabundo
praise | porra q dog bom mano kkkkkkk
| vcs abrem domingo? pedi hj o de sempre
delay; courier; mod:courier | o entregador do ifood ficou 30 min parado na esquina segundo o mapa e depois chegou dizendo q nao achou a rua. tem placa amigo
missingItem | faltou um dog. pedi 3 vieram 2. 3 bebado dividindo 2 dog deu briga aqui kkkk
cold; packaging | batata fria e a caixinha veio aberta dentro da sacola, metade espalhada no fundo
taste | mt sal no pure, bebi 2 litros de agua dps e ainda acordei com sede
praise; taste | gostoso mas gorduroso demais, o pão vem pingando oleo
other=nota fiscal | pedi nota fiscal pq a empresa reembolsa (trabalho de noite no hospital) e ate agora ninguem mandou, ja pedi 3 vezes
service | pedi pra trocar o refri q veio errado e a moça falou "nao da" e desligou na minha cara
unanswered | mandei msg no chat 5 vezes, visualizou e nao respondeu nada. nada.
wrongItem; cold | veio dog simples em vez do completo e ainda frio
warmDrink; praise | lanche top mas a coca veio quente, parecia q tinha ficado no sol... as 2 da manha kkkk
| pedi as 3 e chegou 3:40, normal pra sexta
praise | atendimento no whats foi mt educado, ate mandaram sache a mais sem eu pedir. valeu galera
customisation | pedi o pão bem prensado e crocante e veio mole, pedi molho separado e veio tudo misturado. pra q serve a obs
missingItem | nao veio garfo nem guardanapo, comi pure com a mão as 4 da manha, grato
price | o motoboy passou 2 vezes na maquininha, mesmo valor mesmo horario. quero meu dinheiro de volta
delay; mod:offensive | 2 horas pra entregar um cachorro quente, vcs sao uns merdas
courier; mod:hate | o entregador demorou 20 min pra achar um predio na avenida, so podia ser paraiba mesmo, nordestino é tudo lerdo assim
praise | tava bebasso, pedi, chegou, comi, dormi. perfeito. 5 estrelas
foreignBody | tinha um pedaço de plastico da embalagem da salsicha dentro do dog, quase engoli
missingItem; wrongItem | faltou a batata e o refri veio fanta em vez de guarana
packaging | o refri veio sem lacre, tampa meio aberta, fiquei com medo e nao bebi
courier; missingItem; mod:courier | o entregador do ifood abriu a sacola, o grampo tava arrancado, faltando a batata e ele cheirando a batata kkkk
delay; unanswered; cold | mais de 1h30 de atraso, ninguem atende o telefone e quando chegou tava frio. parabens
praise | cachorro quente prensado bom demais, o molho da casa é vicio
taste | o molho da casa mudou ne? ta doce demais, nao parece mais o mesmo de antes
app; mod:app | o app ficou mostrando "em preparo" por 1h e o lanche ja tava na minha mao fazia tempo. rastreio inutil
notDelivered; mod:refund | o pedido nao chegou e o ifood negou o reembolso dizendo q foi entregue. tenho camera no portão, ninguem veio
general | q decepção, esperava mto mais pelo q falam
pricePortion | preço de restaurante e tamanho de lanche de cantina. 35 reais num x tudo q cabe na palma da mao
raw | o frango do x frango tava cru no meio, rosado e molhado
praise; courier | comida otima mas o motoboy de vcs foi mal educado, nem boa noite deu e jogou a sacola na minha mao
| eu esqueci de colocar a obs de sem cebola entao nem vou reclamar kkk tirei com a mão
other=loja fechou antes do horario | diz q abre ate as 5h, 3h40 ja tava fechado no app, tentei 3 vezes. nao coloca horario q nao cumpre
courier; mod:offensive | o motoboy de voces é um animal, arrancou com a moto e quase passou no meu pé
praise | 4h da manha saindo do plantão e o dog ainda chegou quentinho, vcs sao anjos
cold | ta frio. tudo. até a alma
delay; praise | atrasou uns 40 min mas o lanche compensou, muito bom
missingItem; service | faltou o refri, liguei e disseram "problema do ifood, reclama la" e desligaram
melted | o milkshake chegou derretido, virou leite com chocolate kkk
delay; melted | pedi sorvete de sobremesa junto, demorou tanto q veio sopa de sorvete
customisation; praise | amei o sabor mas pedi batata sem sal e veio salgada
app; mod:app | pagamento no pix do app deu erro 3x, tive q pagar no cartao e o pix ficou pendente. app horroroso
wrongItem; mod:offensive | burros, pedi 2 x tudo e veio 2 x burguer. é so ler porra
taste | nada a ver com a foto. a foto tem alface tomate tudo bonitinho, veio um pão com uma carne triste
delay; cold; courier; mod:courier | o entregador do app pegou mais 3 pedidos no caminho, rodou o bairro todo, chegou 1h depois e frio
delay; service | atrasou 1h e a resposta no chat foi "madrugada é assim msm, paciencia". paciencia é o caralho
foreignBody; mod:offensive | tinha um inseto na batata, seus porcos imundos
poisoning | passei muito mal, febre e diarreia o dia todo, so comi isso ontem
| ontem passei mal mas comi de tudo na festa, nao vou botar culpa no dog
cold; taste | batata gelada. e mole. e triste.
paidExtra | paguei pelo ovo extra e nao tinha ovo nenhum no lanche
price | subiram o preço do combo de 25 pra 34 em 1 mes, ta loko
delay; mod:threat | 3 hora de atraso, se vier assim de novo eu pego esse motoboy na porta e arrebento ele
praise; portion | delicioso mas a porção de batata ta bem menor q antes
other=sem maquininha | motoboy chegou sem maquininha, disse q "tava sem sinal" e eu tive q sair procurando caixa 24h as 4h da manha
unanswered; notDelivered | pedido nao veio, liguei ninguem atendeu, whats so chamando. sumiram com meu dinheiro
| kkkkkkkkkkkkkkkkkkk
courier | pedi pra tocar o interfone do 12 e nao bater palma pq minha mae dorme, o cara bateu palma e gritou meu nome na rua
packaging; taste | o dog veio esmagado, parecia q sentaram em cima, pão todo achatado e molhado
service | o dono respondeu minha avaliação com deboche me chamando de "cliente chato de madrugada". profissionalismo zero
missingItem; warmDrink | pedi 2 refri, veio 1. e quente
diet; customisation | pedi o dog sem queijo pq sou intolerante a lactose, escrevi bem claro, veio coberto de cheddar
delay; cold; taste; missingItem; service; mod:offensive | 2h de espera, frio, pão encharcado, sem molho nenhum e a atendente ainda me chama de chato. vão se fuder
praise | sexta passada veio errado, hj veio certinho. bora
| nao veio ketchup mas eu marquei "nao enviar sachês" no app pra economizar plastico kkk entao justo
cold | chegou morno, nem quente nem frio, tipo agua de piscina
raw; poisoning | o hamburguer tava cru mesmo, sangrando, e depois eu fiquei vomitando o resto da madrugada
mod:noOrder | nunca comi ai mas todo mundo aqui da rua sabe q vcs usam salsicha vencida, se liga
courier; mod:courier | entregador do ifood nao quis entrar no condominio e me fez andar ate a portaria do outro lado. 800 metros de chinelo as 3h
wrongItem; missingItem | trocaram o molho de alho por barbecue e esqueceram o guarana
courier | o motoboy deixou no apartamento errado, tive q bater no vizinho as 4h pra pegar meu lanche
praise; packaging | a embalagem de aluminio segura bem o calor do lanche, mas a lata do refri veio amassada e vazando na sacola
general; praise | a batata é boa, o resto é horrivel
cold; taste; customisation | o cachorro quente chegou frio vírgula e o pão tava molhado cheio de água ponto eu pedi sem ervilha porque não gosto de ervilha e veio com ervilha ponto final
praise | coloquei o endereço errado de bebado e o motoboy ainda me ligou e veio no certo, 10/10
other=cancelaram o pedido | esperei 1h e depois cancelaram dizendo q acabou a salsicha. cachorro quente sem salsicha kkkkk q piada
courier | o motoboy tava mais bebado q eu kkkk chegou cambaleando, quase derrubou o refri
praise | achei q ia demorar pq era sabado 3h da manha, mas chegou em 20 min. brabo
praise; warmDrink | entregador educado, lanche bom, so a coca q veio sem gas
delay | q demora do caralho, 1h50 pra um x tudo
wrongItem; praise | a atendente é um amor mas o lanche veio trocado, pedi o calabresa veio o frango
| o porteiro da noite recebeu e sumiu com meu lanche, vou resolver com o condominio, a lanchonete nao tem culpa
taste; portion | bacon borrachudo e pouquinho, tipo 2 tirinhas
general | 🤮🤮🤮 horrivel
delay; cold | CADE MEU LANCHE???? 2 HORAS. quando chegou tava GELADO
foreignBody; mod:refund | achei um pedaço de fio de aço (tipo bombril) no pão e o ifood so reembolsou metade do valor, ridiculo
unanswered | tentei falar com a loja pelo chat pra mudar o endereço, ninguem respondeu e o lanche foi pro lugar antigo
mod:noOrder | meu colega de republica disse q passou mal com o lanche de vcs semana passada. eu nunca pedi mas ja aviso o pessoal
taste; praise | salsicha boa, pure bom, mas o vinagrete tava azedo de vinagre demais
missingItem; unanswered | faltou a coca, liguei 3x e ninguem atendeu. la se vai meu refri
spoiled | o alface tava podre, marrom e com cheiro ruim
praise | motoboy subiu ate o 7 andar pq o elevador tava quebrado kkkk merece aumento
cold; missingItem; wrongItem | batata fria, sem os sachês e ainda trocaram meu refri por um suco de caixinha. como erra tanto
| meu uber do bar atrasou entao o lanche chegou antes de mim, o motoboy deixou na portaria como eu pedi
praise; price | muito bom mas ta salgado o preço, 40 conto um combo
notDelivered; courier; mod:courier | o entregador do ifood marcou como entregue e foi embora, nunca chegou aqui. no mapa ele nem parou na minha rua
price; mod:offensive | cobraram 8 reais a mais q o cardapio, seus ladrões safados
delay; taste | demorou 1h40 e o dog veio com a salsicha partida e pão ressecado
allergy | a descrição nao fala q o molho especial tem amendoim. sou alergico e passei a madrugada no pronto socorro
praise | podrão raiz, sujo do jeito certo kkkk 🌭🔥
`,
);

/** Set FP: a premium steakhouse and bistro delivering expensive dinners to demanding customers writing long formal reviews: doneness, price vs portion, warm wine, a special night spoiled, a few in English. */
export const BY_OTHERS_FP = parseReviews(
  "othersFP",
  `
customisation; taste | Pedi o ancho ao ponto para menos, como sempre peço no salão. Veio bem passado, cinza de ponta a ponta, seco. Num restaurante desse nível eu esperava que a observação fosse lida.
praise | Bife de chorizo mal passado, exatamente como pedi. Crosta perfeita, sal grosso na medida. Chegou quente e a embalagem segurou bem o suco. Nota 10.
warmDrink | O Malbec chegou quente, parecia que tinha passado a viagem no sol dentro do baú da moto. Vinho tinto a temperatura de sopa.
delay | Aniversário de casamento, pedido feito às 19h40 pra jantar às 21h. O jantar chegou 22h35. A vela a gente acabou espetando no pão de alho mesmo.
pricePortion; praise | R$ 164 por um risoto de cogumelos que cabia numa xícara de café. Saboroso, mas não tem cabimento.
packaging | O risoto veio numa marmita de alumínio amassada, com a tampa de papelão encharcada. Prato fino merece embalagem à altura.
service | Liguei para perguntar se o ancho poderia vir sem o chimichurri e a atendente respondeu "moço, tá escrito no cardápio" e desligou na minha cara. Falta total de educação.
delay; cold | Ordered the tomahawk for a client dinner at my place. It arrived an hour and ten minutes late and barely warm. Embarrassing evening.
praise | Comparado com comer lá no restaurante perde um pouquinho, claro, é delivery. Mas é de longe o melhor delivery de carne de SP. Picanha no ponto, farofa crocante.
mod:offensive; taste | Carne dura pra caralho, esses açougueiros de merda não sabem nem o que é ponto. Bando de incompetentes.
mod:noOrder | Nunca pedi aí, mas um colega do escritório disse que a carne é de segunda e que vendem como wagyu. Fiquem espertos.
missingItem; praise | Faltou a manteiga de ervas que acompanha o ancho, e também o pão da casa. O resto estava ótimo.
| Pedi o menu degustação para dois, com vinho da casa.
customisation; raw | Pedi bem passado por causa da gravidez da minha esposa, escrevi em CAIXA ALTA na observação. Veio vermelho no meio, praticamente cru. Ela não pôde comer.
praise | Pedi mal passado e veio mal passado. Parece óbvio, mas em delivery de carne isso é raríssimo. Parabéns à cozinha.
taste | O ancho estava sem sal nenhum e cheio de nervo. Para uma casa que se vende como steakhouse, decepcionante.
melted; praise | Petit gâteau ótimo, mas a bola de sorvete chegou virada em creme dentro do pote.
unanswered; delay | Uma hora e quarenta de espera. Liguei quatro vezes no número do restaurante e ninguém atendeu. Mandei mensagem no chat, nada.
wrongItem | Pedi bife de chorizo e veio fraldinha. Dá pra ver a diferença de longe, não adianta.
delay | Parabéns pela pontualidade britânica: jantar marcado pras 20h, chegou 21h50. Pelo menos deu tempo de abrir e terminar o vinho que eu tinha em casa.
price; praise | Taxa de entrega de R$ 24,90 pra 3 km? O prato vale o que custa, a taxa não.
taste; packaging; praise | Sou cliente do salão há anos e resolvi experimentar o delivery numa noite chuvosa. O cordeiro com crosta de ervas, que no restaurante é impecável, chegou com a crosta murcha pelo vapor da embalagem totalmente fechada, e o purê de mandioquinha havia se separado, com a manteiga boiando. O sabor ainda estava lá, reconheço, mas a experiência não se compara. Sugiro rever a embalagem: uma tampa com respiro resolveria boa parte do problema.
cold | carne xegou fria, tive q esquentar no microondas e la se foi o ponto
| Primeira vez pedindo. Vamos ver se é tudo isso que falam.
praise | Simplesmente impecável. Bife de chorizo, batata rústica, chimichurri fresco e um cabernet na temperatura certa. Melhor que muito restaurante com salão.
wrongItem | O cardápio anunciava o Catena Zapata safra 2019 e veio um 2021. Pra quem entende de vinho faz diferença, sim.
courier; mod:courier | O entregador do iFood se recusou a subir, mesmo eu explicando que estava com a perna engessada. Desci de muleta pra buscar meu jantar.
missingItem | Não vieram talheres nem guardanapo. Estou num hotel, comi um risoto de 120 reais com a colherzinha do café da manhã.
diet | Sou vegetariana e pedi o risoto de funghi. Tinha pedaços de bacon no meio. Sério?
allergy | Avisei no pedido e por telefone: alergia a camarão. O risoto "de cogumelos" veio feito com caldo de camarão, minha boca começou a coçar na segunda garfada.
poisoning | Passei a madrugada inteira passando mal depois do carpaccio. Minha esposa, que não comeu, está ótima.
foreignBody | Achei um fio de cabelo comprido no meio do purê trufado. Perdi a fome na hora.
spoiled | O creme do tiramisù estava azedo, claramente passado da validade.
service | Pedi pelo telefone porque queria ajuda na harmonização. O atendente não sabia nada de vinho e ainda disse "qualquer tinto serve, senhor". Numa casa que se vende como bistrô, isso é inadmissível.
praise | Flew in for a conference and ordered to the hotel. Ribeye done perfectly medium-rare, the white wine properly chilled. Better than most room service I've had.
pricePortion; praise | R$ 210 for four thin slices of picanha. I've seen bigger portions on airplanes. Delicious, though, for the eight seconds it lasted.
delay; service | Noite do pedido de casamento. O jantar atrasou 1h e quando liguei o gerente disse que "sexta é assim mesmo". Ela aceitou, não graças a vocês.
taste | Bife de chorizo pedido ao ponto, veio ao ponto. Mas salgado demais, a ponto de eu beber meio litro d'água depois.
portion | A porção do risoto é bem menor que a do salão. Mesmo prato, metade da quantidade.
packaging | O molho de vinho tinto vazou dentro da sacola e manchou tudo, inclusive a caixinha da sobremesa. A sacola de papel chegou rasgando.
general | Decepcionante. Esperava muito mais de um lugar com esse nome.
general | Experiência bem abaixo do esperado. Não repito.
cold; praise | O ancho estava divino, mas chegou morno. As batatas então, geladas.
customisation | Pedi o molho à parte pra não encharcar a carne. Veio tudo junto, despejado por cima.
missingItem; paidExtra | Paguei o adicional de ovo trufado e ele não veio. Também faltou a farofa.
app; mod:app | O status no app ficou em "preparando" até a comida já estar na minha porta, e o rastreio mostrava o motoboy em outro bairro. Um caos.
other=nota fiscal; praise | Pedido da empresa, solicitei nota fiscal com CNPJ no campo de observação. Nada. Comida excelente, mas eu preciso da nota.
mod:threat; delay | Se atrasar de novo assim eu vou aí pessoalmente e quebro esse bistrô inteiro. 2 horas esperando!
mod:hate; taste | Carne passada do ponto e sem tempero. Também, cozinha cheia de baiano, o que eu esperava?
raw | O frango do risoto de galinha d'angola estava rosado por dentro. Frango não é picanha, tem que cozinhar.
warmDrink; praise | Tudo perfeito, exceto o espumante, que chegou quente e quase sem gás. Brindamos com água com gás mesmo, rs.
delay; cold; service | Uma hora e meia de atraso, carne fria, e quando reclamei pelo chat me ofereceram um cupom de 10%. Num pedido de 480 reais. Piada.
praise | Fizemos nossos 10 anos de casados em casa com o jantar de vocês. Ancho, risoto de limão siciliano e o creme brûlée com o açúcar ainda crocante. Obrigado por fazerem nossa noite.
courier | Entregador chegou falando alto no celular, me entregou a sacola de qualquer jeito e saiu sem dizer nem boa noite.
packaging; courier; mod:courier | O entregador do iFood claramente sacudiu a bolsa: o risoto chegou grudado na tampa e o bife atravessado em cima das batatas.
| Alguém sabe se eles entregam em Alphaville?
customisation; taste | Ordered medium, got well done. Tough as a shoe. For a steakhouse that's the one job.
praise | Pedi o bife mal passado e sim, veio sangrando, é assim que eu gosto. Quem quer bem passado que peça bem passado.
price | O cardápio no app está mais caro que no salão. O mesmo ancho custa R$ 30 a mais no delivery. Entendo a taxa de entrega, mas aí é cobrança dupla.
wrongItem; diet | Pedi Coca Zero porque sou diabético, veio Coca normal.
missingItem | A sobremesa não veio. O pudim de doce de leite ficou só no recibo.
portion; praise | Bife perfeito, mas a guarnição de legumes é simbólica: três aspargos e meia cenoura.
notDelivered; unanswered | O pedido consta como entregue às 21h12. Não recebi nada. Liguei pro restaurante, caixa postal.
notDelivered; mod:refund | Pedido nunca chegou e o iFood se recusa a devolver meu dinheiro, dizem que está "em análise" há 9 dias.
taste | Risoto empapado, arroz passado, parecendo papa de bebê. Risoto bom tem que estar al dente, né?
praise | Caro? Sim. Vale cada centavo? Também.
delay | Pedimos às 20h pra um jantar de negócios com clientes estrangeiros. Chegou 21h30. Tive que enrolar os gringos com amendoim por uma hora e meia.
other=cancelaram o pedido; service | Cancelaram meu pedido 40 minutos depois de aceitar, "acabou o ancho". Ninguém ligou pra avisar, só descobri pelo app.
taste | Ótimo ancho. Pra quem gosta de mastigar sola de sapato por meia hora.
foreignBody; service | Tinha um pedaço de plástico filme no meio do molho. Mandei foto pelo chat e a resposta foi "acontece". Acontece?
cold; melted | Tudo chegou com a temperatura trocada: a carne fria e o sorvete do brownie derretido. Parece que inverteram as bolsas.
| Vocês fazem entrega no Natal? Quero encomendar pra ceia.
wrongItem | Vinho errado: pedi Pinot Noir, mandaram um Cabernet. Nada contra o Cabernet, mas não combinava com o peixe.
packaging; praise | Que embalagem linda, caixa de madeira, papel manteiga, tudo muito elegante. Pena que o molho escorreu pelas frestas da caixa e sujou a toalha da mesa.
pricePortion | Quase 100 reais num tartar do tamanho de um hambúrguer de criança.
customisation; praise | Pedi o ancho ao ponto para mais, veio ao ponto para menos. Comemos assim mesmo e estava gostoso, mas não foi o que pedi.
delay; service; praise | Prezados, escrevo com a franqueza que um cliente de longa data deve à casa. Na última sexta-feira, data do aniversário de minha esposa, nosso pedido foi entregue com 75 minutos de atraso. Ao telefone, fui atendido com impaciência e sem nenhuma previsão concreta. A comida, reconheço, estava à altura da reputação do restaurante. Espero que tratem o ocorrido com a seriedade que a casa sempre demonstrou no salão.
spoiled; poisoning | O carpaccio tinha um cheiro estranho, comi mesmo assim (erro meu) e passei a noite vomitando.
praise | O vinho chegou na temperatura certa, numa bolsa térmica, e ainda veio um saca-rolhas de cortesia. Detalhes que fazem diferença.
praise | Da última vez o vinho veio quente e eu reclamei aqui. Dessa vez veio com bolsa térmica e gelo. Obrigado por ouvirem.
mod:offensive; delay | Atrasaram 1h de novo, seus merdas. Vão pro inferno com esse restaurante de playboy.
mod:noOrder | Esse restaurante usa carne vencida, todo mundo no bairro sabe. Não peçam!
mod:noOrder | Vão na steakhouse da rua de baixo que é muito melhor e mais barata, essa aqui é só marketing. Nem precisa pedir pra saber.
customisation | Pedi sem cebola caramelizada no hambúrguer de wagyu. Veio uma montanha de cebola.
taste; praise | Sobremesas dignas de confeitaria francesa. Já o bife de chorizo estava com gosto de freezer, carne claramente congelada e descongelada de qualquer jeito.
delay; cold; missingItem; praise | Demorou 1h20, o risoto chegou frio e esqueceram o pão de fermentação natural. A única coisa que salvou a noite foi a mousse de chocolate, divina.
service | Called to ask about allergens in the risotto. The person on the phone laughed and said "it's just rice, sir". Not the attitude I expect from a fine-dining place.
warmDrink | Pedi duas cervejas artesanais geladas e um rosé. Tudo chegou em temperatura ambiente, o rosé quase morno.
price | Cobraram taxa de serviço de 10% no delivery. Garçom de quê?
price | Cobraram R$ 89 no vinho que no cardápio estava R$ 69. Tenho o print.
praise | Jantar de aniversário da minha mãe, 70 anos. Ela chorou com o cartãozinho escrito à mão que vocês mandaram. A costela de 12 horas desmanchava. Obrigada de coração.
delay; praise | Tudo chegou bonitinho, só demorou. Bastante.
packaging | A tampa do pote de risoto abriu no caminho e metade ficou espalhada na sacola.
missingItem | Mandaram o bife sem o chimichurri e sem a farofa de alho. Só a carne, sem nada do lado.
raw | Hambúrguer de costela cru no meio, rosa vivo. Em carne moída isso é perigoso.
praise | Carpaccio é cru mesmo, gente. Quem reclamou aqui embaixo não sabe o que pediu. O meu estava ótimo.
portion | O "tomahawk para dois" não alimenta dois. Eu e meu marido terminamos com fome e pedimos pizza depois.
pricePortion; taste | 340 reais num tomahawk que veio com mais osso que carne, e a carne ainda estava cheia de nervo.
other=chegou antes do horário agendado; cold | Agendei para 20h30 e chegou 19h15, ainda estávamos no trânsito. O porteiro recebeu e quando subimos estava tudo frio.
general | Nota 1. Sem comentários.
courier; mod:courier | Motoboy do app ficou 15 minutos parado na portaria falando no telefone antes de interfonar. Vi pela câmera.
unanswered | Mandei três mensagens perguntando se tinha opção sem glúten e nunca responderam. Acabei pedindo em outro lugar.
diet | Pedi a versão sem lactose do purê (tá no cardápio!) e claramente veio com manteiga e creme de leite.
wrongItem | Recebi o pedido de outra pessoa: uma salada Caesar e um suco de laranja. Meu ancho deve ter ido pra algum vizinho feliz.
delay; courier | A comida saiu rápido do restaurante (vi no app), mas o entregador ficou rodando 40 minutos pelo bairro. Chegou tudo atrasado.
praise | peço toda sexta aki, nunca falhou. mt bom
mod:offensive; cold | Cold steak again. You people are a bunch of clowns.
taste; praise | O risoto de queijo de cabra estava sublime, mas o ancho veio cheio de gordura não derretida, aquela gordura branca e borrachuda.
melted; packaging | A taça de sorvete veio num potinho de isopor sem nenhuma embalagem térmica. Chegou sopa.
unanswered; delay | Atrasou e o telefone do restaurante só dá ocupado. Que tal deixar alguém atendendo?
praise | O sommelier me ligou pra sugerir um vinho que combinasse com o cordeiro. Atendimento de primeira, até no delivery.
taste | O molho bearnaise tinha talhado, virou uma coisa granulada e oleosa.
customisation | Pedi pra não fatiar a carne (gosto de cortar na hora). Veio fatiada. Detalhe? Pra mim não.
pricePortion | Pelo preço do prato esperava pelo menos 300g de carne. Pesei: 210g. Sim, eu pesei.
taste; cold | Batata frita mole e fria. O resto ok.
service; delay; praise | A moça que atende o telefone é um amor, mas o gerente que assumiu a ligação foi grosso e me tratou como se eu estivesse mentindo sobre o atraso de uma hora.
missingItem | Veio sem o saca-rolhas que o site promete junto com o vinho. Tive que abrir com chave de fenda, rs.
praise | Melhor bife de chorizo da cidade, ponto. Chegou em 35 minutos, quentinho.
warmDrink; delay | Vinho branco chegou quente, o que era de se esperar depois de 1h30 rodando.
portion | Adorei o risoto de lagosta. Principalmente a lagosta, que encontrei depois de muita procura: um pedacinho.
app; mod:app | Cupom de primeira compra não funcionou no app, dava erro no checkout. Paguei cheio.
missingItem; mod:refund | Faltou o vinho (R$ 150), o próprio restaurante confirmou por mensagem que esqueceu, mas o iFood negou o reembolso parcial. Quem me devolve?
customisation; praise | Pedi na observação o bilhete de "feliz aniversário" pra minha esposa, que vocês mesmos oferecem no app. Não veio nada. Comida boa, mas o detalhe que eu queria falhou.
taste | A picanha estava com gosto forte de fumaça, quase de queimado, e a crosta preta amargava.
general | Já foi melhor. Bem melhor.
delay | 2h. DUAS HORAS. numa terça feira às 20h 🙃
praise | Pedi o ancho mal passado, chegou mal passadíssimo, do jeitinho que eu queria 🔥🔥 O chimichurri é de outro planeta.
customisation; service | Pedi o filé ao ponto, chegou passado do ponto. Liguei e me disseram "é o ponto da casa". Ponto da casa não é o ponto que eu pedi.
packaging | A sacola veio sem lacre, grampeada de qualquer jeito. Num pedido de 400 reais quero ter certeza de que ninguém abriu.
spoiled | As ostras da entrada estavam com cheiro forte, nem arrisquei. Ostra tem que ter cheiro de mar, não de lixo.
foreignBody | Um pedaço de osso pontudo no meio do hambúrguer. Quase quebrei um dente.
delay; praise | Great food, terrible timing. An hour late on our anniversary.
cold; packaging | O prato veio numa embalagem de papel sem nenhum isolamento. A carne esfriou e o papel ficou ensopado de gordura.
other=pedido mínimo alto | Pedido mínimo de 200 reais pra delivery? Eu só queria uma sobremesa.
praise | Tinha medo de atrasar por ser Dia dos Namorados, mas chegou antes do previsto. Risoto perfeito.
mod:offensive; service | Atendente burra, não sabe nem anotar um pedido. Coloca alguém com cérebro no telefone.
pricePortion; praise | Sabor 10, quantidade 2, preço 100.
delay; cold; taste | atraso de 50 min, risoto virou cimento e a carne chegou fria kkkk pqp
wrongItem; service | Mandaram fraldinha no lugar do ancho e quando reclamei a moça disse que "é quase a mesma coisa". Não é.
praise | Atendimento por telefone impecável: me ajudaram a montar um menu surpresa pro aniversário de namoro. Tudo chegou lindo.
customisation; praise | Tudo maravilhoso, só que pedi o chimichurri separado e ele veio por cima da carne.
missingItem; unanswered | Faltou a garrafa de vinho. Tentei falar com a loja pelo chat, nada. Ainda tô esperando resposta.
taste | petit gateau sem o centro cremoso, virou um bolinho de chocolate seco. nao é isso q eu pedi ne
service | Pedi pra trocar o acompanhamento por salada e o atendente disse que não pode "nem pagando a diferença". Inflexível.
taste; packaging; praise | I've dined at your Jardins location several times, so expectations were high. The bife de chorizo was lovely, but the fries steamed themselves limp in the sealed box and the chimichurri leaked all over the bag. Vented containers would fix most of this.
courier; mod:hate | Entregador veio de chinelo e todo tatuado, cara de favelado, achei que ia ser assaltado. Coloquem gente decente pra entregar.
notDelivered; courier | O motoboy ligou dizendo que não achava o endereço e foi embora com a minha comida. Nunca chegou.
other=troco errado | Paguei em dinheiro, 300 reais numa conta de 247, me voltaram 43.
general | Que noite. Que decepção. Vcs não fazem ideia do quanto estragaram nosso jantar.
praise | Melhor que ir ao restaurante: pijama, vinho certo, carne perfeita.
`,
);

/** Set FR: a fitness meal-prep kitchen in Belo Horizonte for gym-goers, dieters and diabetics: weights below the label, swapped sides, sugar, lactose, frozen kits that thawed. */
export const BY_OTHERS_FR = parseReviews(
  "othersFR",
  `
praise | Melhor marmita fit de BH, sem exagero. Frango suculento e batata doce no ponto 👏
portion | marmita de 400g pesou 310g na minha balança. eu peso tudo pq to em cutting, não dá pra errar 90g assim
wrongItem | pedi a de patinho com purê de abóbora e veio patinho com arroz branco e feijão. trocaram o acompanhamento sem nem avisar
diet | Sou diabética e pedi a mousse ZERO açúcar. Veio a tradicional, com leite condensado. Sorte que senti o gosto na primeira colherada
other=kit congelado chegou descongelado | kit de 10 marmitas congeladas chegou tudo mole, descongelado, suando dentro da sacola. tive que jogar no freezer e torcer
praise | 🔥🔥🔥
| pedi o kit semanal de novo
delay; cold | era pra ser marmita quente no almoço, chegou gelada e 1h20 depois do previsto. almoço virou lanche da tarde
praise | Comida de verdade, tempero caseiro e bate certinho com os macros do rótulo. Virei cliente fiel
portion; other=informação nutricional errada | a etiqueta diz 35g de proteína mas o pedaço de frango era minúsculo, não tem como dar isso nem a pau. rótulo maquiado
wrongItem | As etiquetas vieram trocadas: na caixa escrita "frango ao curry" tinha tilápia e na de "carne moída" também tilápia. Pedi 2 de frango e 2 de carne, nenhuma de peixe
allergy | Coloquei em MAIÚSCULO na observação que tenho alergia a amendoim e a marmita thai veio com pasta de amendoim no molho. Tive que tomar antialérgico correndo. Inacreditável
taste | frango seco demais, parecia papelão. precisei de meio litro de água pra descer
praise; customisation | amo a comida mas pela terceira vez pedi SEM CEBOLA e veio cheia de cebola
price | taxa de entrega de 14 reais pra 3km? ta pior que uber
pricePortion | 32 conto por uma marmitinha que cabe na palma da mão. por esse preço esperava no mínimo 350g
praise | Batata doce perfeita, frango temperadinho, chegou quentinha. Nota 10 uai
diet | pedi tudo sem lactose pq sou intolerante e o strogonoff fit veio com creme de leite normal. tive que tomar lactase às pressas
missingItem | pedi 7 marmitas e vieram 6. a de tilápia ficou pelo caminho
delay | pedi às 11h pra almoçar antes do treino, chegou 13:40. treinei em jejum sem querer kkkkk
notDelivered; unanswered | o app diz entregue e eu não recebi nada. liguei 4x no número da loja, ninguém atende
courier; mod:courier | O entregador do iFood se recusou a entrar no condomínio e ficou só buzinando lá fora. Eu de muleta, tive que descer 4 andares
packaging | a tampa abriu no caminho e o molho do frango xadrez sujou a sacola toda, as outras marmitas melecadas
praise | Perdi 8kg em 3 meses comendo as marmitas de vcs, obrigada demais ❤️
foreignBody | achei um fio de cabelo comprido no meio do arroz integral. perdi a fome na hora
raw | frango cru por dentro, rosado mesmo, soltando sangue. não comi. isso é perigoso gente
spoiled | a marmita de carne chegou com cheiro azedo e o feijão fermentado, fazendo bolha. e a validade na etiqueta era pra semana que vem
poisoning | comi a de peixe ontem a noite e passei a madrugada inteira no banheiro. foi a única coisa diferente que comi no dia
taste | salgado demais. pra quem tá controlando pressão e sódio isso pesa
praise | Finalmente uma marmita fit que não tem gosto de hospital. O escondidinho de mandioquinha com frango é surreal
| primeira vez pedindo, depois conto
delay; courier; mod:courier | entregador do app ficou parado 40 min no mesmo ponto do mapa e depois chegou andando tranquilão, sem pressa nenhuma
wrongItem | veio a marmita de outra pessoa, com nome de outra pessoa na etiqueta e tudo. era uma vegana de abobrinha, eu pedi bulking de carne
diet | pedi a opção vegana e tinha pedaço de frango no meio do grão de bico. sou vegana há 6 anos, que decepção
praise; portion | comida deliciosa, tempero ótimo, só que a porção de proteína tá diminuindo a cada pedido. hoje veio uma tirinha de frango
app; mod:app | o cupom de primeira compra não aplicava de jeito nenhum e o app travava na tela de pagamento
wrongItem; service | mandei msg falando que veio a marmita errada e a atendente respondeu "problema seu que não conferiu na hora". oi??
general | decepcionante. esperava bem mais
general; mod:offensive | lixo de restaurante, bando de incompetente
praise | sou intolerante a lactose e o cardápio de vcs tem tudo sinalizado certinho, facilita demais minha vida
customisation | pedi pra trocar o arroz por dobro de salada (tem essa opção na observação) e veio o arroz do mesmo jeito
portion | 130g de frango??? na descrição fala 200g. pesei sim, sou chato mesmo
taste | a batata doce veio dura, meio crua no meio. o frango tava ok
praise | Frango com batata doce é a base da minha dieta e o de vcs é o melhor da Pampulha. Entrega sempre no horário
other=nota fiscal não enviada | preciso da nota fiscal pra reembolso da empresa, pedi no chat, falaram que iam mandar e até agora nada
melted | o açaí proteico que veio de sobremesa chegou virado sopa
warmDrink | o suco verde detox chegou quente, parecia chá. impossível de tomar
wrongItem | pedi o kit cutting e veio o kit bulking, com o dobro de carbo. bagunçou meu planejamento da semana todinho
diet | pedi coca zero e mandaram coca normal. sou diabético, não é frescura
praise | 10/10
delay | Pedido agendado pra 12h, chegou 12:50. Pra quem tem 1h de almoço não dá
packaging | as marmitas congeladas vieram com tampa rachada e uma com o filme plástico rasgado, cheia de gelo dentro
spoiled; other=kit congelado chegou descongelado | o kit congelado chegou todo descongelado e morno, duas marmitas já com cheiro estranho. joguei fora
praise; pricePortion | Comida muito boa, mas achei salgado o preço pro tamanho da marmita
| alguém sabe se tem opção low carb sem ser abobrinha?
raw; poisoning | a tilápia tava crua no centro, transparente, e passei mal a noite inteira
missingItem | não veio talher e eu tava no trabalho. comi de colher de café kkk
missingItem | faltou o molho de iogurte que acompanha o frango tandoori, sem ele fica seco
paidExtra | paguei 7 reais a mais no adicional de frango e veio a quantidade normal, pesei
courier; mod:courier | o entregador abriu a sacola, o lacre veio rompido e a marmita mexida. nunca mais quero esse entregador
service | perguntei os macros da marmita no whatsapp e a atendente foi super grossa, disse que "tá no cardápio, é só ler"
unanswered | tentei mudar o endereço pelo whatsapp da loja, mandei 5 mensagens e ninguém respondeu
praise | Já testei umas 8 marmitarias fit em BH e essa é disparado a melhor. Frango não fica borrachudo nem depois de esquentar no micro
taste | o frango ficou borrachudo depois de esquentar e o brócolis virou papa. segui as instruções da etiqueta certinho
mod:noOrder | nunca pedi aqui mas minha colega da academia disse que acharam barata na marmita dela. cuidado galera
mod:noOrder | Cardápio copiado da Fit Mineira inteirinho, até as fotos. Nem preciso pedir pra saber que é enganação
raw; mod:threat | frango cru DE NOVO. se vier assim mais uma vez eu vou aí na loja e quebro essa porcaria toda
taste; mod:hate | comida sem capricho nenhum, arroz empapado, deve ser baiano preguiçoso na cozinha
wrongItem; mod:refund | Veio marmita errada, pedi reembolso e o iFood negou dizendo que não tinha evidência. MANDEI FOTO!
praise | a carne de panela com purê de abóbora é viciante 😍
delay; cold | demorou 1h e meia e chegou fria. a de frango ainda tava morna mas a de peixe gelada
| veio gelada, mas é assim mesmo, a proposta é esquentar em casa
praise | Sempre peço congelado e chega congeladinho, bem embalado na bolsa térmica. Nunca tive problema
diet | Pedi o café da manhã fit com pão sem glúten e veio pão francês comum. Quem faz dieta sem glúten sabe a diferença
wrongItem | pedi a marmita de 500g (bulking) e veio a de 300g. mesmo sabor, tamanho errado
portion | meu filho de 6 anos come mais que isso. 3 colheres de arroz e um filezinho
price | taxa de entrega de 15 reais do Buritis pro Belvedere? tá de brincadeira
app | o app ficou mostrando "saiu para entrega" por 1h sendo que a marmita ainda tava sendo preparada
praise; customisation | adoro, mas pedi o molho à parte pra controlar as calorias e veio jogado por cima de tudo
taste | feijão sem sal nenhum, parecia água. entendo ser fit mas fit não precisa ser sem gosto
praise | Atendimento nota mil! Me ajudaram a montar o cardápio da semana batendo os macros que a nutri passou
diet | pedi a versão sem açúcar do bolo de cenoura e veio com cobertura de brigadeiro normal. Diabético tipo 1 aqui, podia ter dado ruim
courier; mod:courier | motoboy do ifood me xingou pq demorei 2 minutos pra descer
general | pior experiência que já tive com delivery
delay; praise | Demorou um pouco mais que o normal, mas valeu a espera. Comida impecável
foreignBody | tinha um pedaço de plástico duro no meio do purê de batata doce. quase quebrei o dente
other=cancelaram o pedido | cancelaram meu pedido 40 min depois sem explicação nenhuma, fiquei sem almoço
missingItem; unanswered | faltou uma marmita, mandei mensagem no chat da loja, zero resposta
praise | uai sô, que trem bão demais da conta esse frango com quiabo fit!
diet | a marmita veio etiquetada como SEM LACTOSE mas era o escondidinho com requeijão, o normal. ainda bem que sou desconfiada e olhei antes de comer
praise; portion | sabor top mas 250g não enche nem o dente de quem treina pesado
spoiled | o iogurte proteico que veio no combo tava vencido há 3 dias. vcs não conferem validade não?
other=etiqueta sem validade | as marmitas vieram sem data de fabricação nem de validade na etiqueta. como vou saber até quando posso comer?
praise | 👍
wrongItem | Trocaram o acompanhamento: era pra ser mandioca cozida e veio macarrão integral. Nem gosto de macarrão
customisation | escrevi na observação "sem pimenta, tenho gastrite" e veio ardendo
packaging; cold | a bolsa térmica veio aberta e as marmitas quentes chegaram frias
price | aumentaram o preço de novo, terceiro aumento esse ano
| semana que vem vou pegar o kit de 14
praise; missingItem | marmitas perfeitas como sempre, só esqueceram o sachê de azeite
taste | o frango à parmegiana fit veio encharcado, a "crosta" virou papa
delay; unanswered | chegou depois de 2 horas. no meio da espera liguei 3 vezes e ninguém atendeu
notDelivered; mod:refund | Pedido nunca chegou e o iFood não quer devolver meu dinheiro, só oferece cupom
general; mod:offensive | que merda de comida, vcs são uma vergonha
praise | puta que pariu que marmita boa, comi duas de uma vez
praise; taste | carne macia mas o molho doce demais, parecia sobremesa
diet | o suco era pra ser sem açúcar (tá escrito no cardápio) e tava doce igual xarope. meu glicosímetro que o diga
other=informação nutricional errada | a tabela na embalagem diz 320 kcal mas são 450g de arroz, feijão, carne e farofa. impossível. pra quem conta caloria isso faz MUITA diferença
praise | Entrega pontual, pote que vai no micro e no freezer, comida gostosa. Recomendo pra quem treina
raw | carne moída com parte vermelha, crua mesmo. devolvi
courier; mod:courier | o entregador do app deixou no prédio errado e ainda disse que a culpa era minha. tive que ir buscar no vizinho
praise | bati os macros certinho essa semana graças a vcs, o shape agradece 💪
wrongItem | vieram 4 de frango e 2 de carne, sendo que eu pedi 3 de cada
portion | carboidrato bem servido mas a proteína é uma lasquinha. pra quem treina importa é o contrário
delay; praise | Tá sempre atrasando uns 30/40 min, hoje não foi diferente, mas a comida compensa
praise | entrega rápida
cold | a marmita quente chegou morna, o queijo da omelete já duro
service | responderam minha reclamação com texto pronto, copia e cola. nem leram o que escrevi
praise | sou diabética e a mousse zero de vcs é a única sobremesa que como sem medo. amo
allergy | Minha filha tem APLV, avisei na observação, e o purê veio com manteiga. Ela teve reação na pele
diet | pedi o cardápio vegetariano e o escondidinho "de legumes" tinha bacon picadinho
packaging | marmita amassada, tampa entortada, parecia que alguém sentou em cima
portion; taste | pouca comida e ainda sem tempero nenhum
pricePortion | R$ 39,90 na marmita "bulking" e veio menos comida que o PF de 25 do restaurante da esquina
praise; cold | gostei da comida, mas veio fria
spoiled | frango com cheiro de geladeira velha e gosto azedo. não dá pra comer isso
general | nunca mais
praise | tinha medo de vir com glúten mas veio tudo certinho, e o pão sem glúten de vcs é melhor que muito pão normal
wrongItem | pedi sobrecoxa desossada e mandaram peito de frango. não é a mesma coisa
delay; cold; missingItem | DUAS HORAS E MEIA PRA CHEGAR UMA MARMITA FRIA E AINDA FALTANDO A SALADA!!!
foreignBody; service | achei um grampo na salada, mandei foto e a loja disse que "não é daqui". sério??
praise | tempero mineiro em comida fit, achei que não existia 💚
| pedi a promo de segunda
price | fui cobrada duas vezes no cartão pelo mesmo pedido
customisation | pedi a carne bem passada na observação e veio ao ponto, rosinha no meio
customisation | pedi o café sem açúcar com adoçante à parte e veio adoçado com açúcar mesmo
praise | achei que ia chegar descongelado com esse calor de 35 graus mas chegou durinho, congelado perfeito
delay | entrega relâmpago, só 2 horinhas 👏👏
wrongItem; praise | Veio frango no lugar de carne mas tava tão bom que nem liguei
spoiled; mod:threat | marmita podre. sei onde a dona mora, vou postar o endereço dela no grupo da academia pra todo mundo saber
notDelivered | marcaram como entregue e eu não recebi. porteiro jura que ninguém deixou nada
app; mod:app | o app não deixa agendar pra semana toda, só pro dia. péssimo pra quem faz meal prep
praise | da outra vez veio o acompanhamento trocado, hoje veio tudo certinho. melhoraram!
missingItem; taste | veio faltano a farofa e o frango tava duro dms
service; mod:offensive | a atendente do zap é uma anta, não sabe nem o que é macro
other=troco errado | paguei com nota de 100 e o troco veio 10 reais a menos
spoiled; poisoning | o strogonoff tava com gosto azedo e eu e meu marido passamos mal depois
praise; packaging | comida excelente, mas o pote vazou caldo na sacola
| pedi 2 low carb e 1 bulking
general | já foi melhor, hoje em dia tá bem mediano
`,
);

/** Set FT: sushi and poke in São Paulo, a third in English from expats: raw fish, rice, missing shoyu and hashi, warm temaki, combos' prices, app and courier trouble. */
export const BY_OTHERS_FT = parseReviews(
  "othersFT",
  `
warmDrink | Coke arrived warm and the beer too, kinda defeats the point of ordering beer
app; mod:app | cupom de 20 reais não aplicou no app, fiquei 10 min tentando e acabei pagando cheio
packaging | Soy sauce leaked all over the bag, my rug smells like shoyu now lol
notDelivered; mod:refund | app marcou entregue, não recebi nada e o ifood negou o reembolso dizendo que "o pedido foi entregue". como assim??
portion; praise | Tasty but tiny. The medium poke is a small
praise | da outra vez veio sem shoyu mas hoje veio tudo certinho, até gengibre extra. valeu!
paidExtra | Paid extra for avocado and got zero avocado
poisoning | comi o poke de atum ontem a noite e passei a madrugada vomitando. só comi isso no dia
unanswered; wrongItem | Got the wrong poke and called the restaurant three times, no one picked up
raw | o camarão do tempurá veio cru por dentro, transparente ainda. pelo amor de Deus
taste; praise | Fish was super fresh but the rice had zero seasoning, tasted like plain white rice
customisation | pedi hot roll sem cream cheese e veio lotado de cream cheese
app; mod:app | Coupon said valid, the app removed it at checkout. Third time this happens
packaging | o shoyu vazou dentro da sacola, molhou tudo, o guardanapo virou papa
wrongItem; mod:offensive | You absolute clowns sent me someone else's order. AGAIN.
wrongItem | veio o pedido de outra pessoa, nome Carla na etiqueta, um yakisoba. eu pedi poke
delay; mod:threat | If my order is late one more time I'm coming over there and you'll regret it. 1h40 today
missingItem; service | reclamei que o poke veio sem a manga e a atendente respondeu "se não gostou pede em outro lugar". ok, vou pedir mesmo
customisation | Asked for brown rice (arroz integral) in the poke, came with white rice
warmDrink; praise | a coca veio quente e o guaraná sem gás. o combo em si tava bom
cold | The gyoza came cold and the missoshiru was lukewarm at best
general | decepcionante. esperava bem mais pelo que falam
delay; courier; mod:courier | According to the app the food was ready in 15 min, then the courier took 50 min to show up, went to the wrong building twice
missingItem; mod:threat | terceira vez que vem sem shoyu. na próxima eu vou aí pessoalmente e quebro esse balcão de vocês
pricePortion | R$139 for 40 pieces and they're tiny, like half the size of any other place in Pinheiros
other=cancelaram o pedido | esperei 40 min e cancelaram o pedido sem explicação nenhuma. sexta a noite, com fome
praise | Last time the temaki came warm but today it was perfect, crispy nori and cold fish 👌
pricePortion | R$ 62 num poke médio que veio com meia dúzia de cubinhos de salmão, o resto era arroz
| Pedi the combo 3 for my study group at USP, vamos ver
pricePortion | 89 reais num combo de 20 peças. vinte. piada
praise | hashi, shoyu, gengibre, wasabi, tudo certinho. peixe fresco de verdade, dá pra ver pela cor. virei cliente
praise | melhor poke da Vila Mariana, salmão fresquinho, arroz no ponto e chegou em 25 min 👏
other=pediram pra cancelar | a loja me ligou pedindo pra eu cancelar pq acabou o salmão. então pq aceitaram o pedido??
praise | pelo preço tá ótimo. 50 peças por 99 conto é difícil achar em SP
other=troco errado | paguei em dinheiro, dei nota de 100 e voltou troco de 20 a menos
portion | amei o temaki de arroz com um fiapo de salmão 🙃
general; mod:offensive | lixo de restaurante, bando de incompetente
delay; unanswered | 1h de atraso, liguei pra saber e ninguem atendia
other=nota fiscal | pedi a nota fiscal pelo chat dois dias atras e ate agora nada
taste | arroz sem tempero nenhum, sem vinagre, sem nada. sushi bom é arroz bom
missingItem | cadê os hashis?? comi poke de garfo kkkkk
courier; mod:courier | The iFood courier was super rude, yelled at me because I took 2 minutes to get down from the 12th floor
foreignBody | tinha um pedaço de plástico duro dentro do hot roll, quase quebrei o dente
spoiled | The salmon smelled off, like really off. Threw the whole sashimi box away
pricePortion | R$75 for a small poke with like 5 cubes of tuna. Even for Jardins prices that's a lot
praise; delay | sushi impecável como sempre, só demorou mais que o normal hoje, uns 1h20
allergy | Sesame allergy here. Wrote "SEM GERGELIM / NO SESAME" in the notes, the bowl came covered in sesame seeds
courier; missingItem; mod:courier | o lacre tava rompido e faltavam 2 peças do hot. com certeza o entregador do ifood mexeu, chegou aqui mastigando 🙄
spoiled; poisoning | o atum tava com gosto azedo, comi dois e parei. de noite dor de barriga forte e diarreia
app; mod:app | o app cobrou duas vezes no pix e não deixa falar com ninguém
diet | Gluten-free here. Asked for tamari instead of shoyu (it's on the menu!) and got regular shoyu
portion | temaki pequeno, tamanho de casquinha de sorvete infantil
delay; courier; mod:courier | fiquei olhando no mapa o entregador do app rodando 40 min pelo bairro sem achar a rua. chegou tudo atrasado
cold | o missoshiru chegou gelado. sopa gelada, né
courier | o motoboy próprio de vocês chegou fumando e a sacola tava com cheiro de cigarro
price; praise | taxa de entrega de 14,90 pra 3km? o sushi é bom mas essa taxa tá fora da realidade
taste | arroz do sushi parecia papa, desmanchava inteiro quando pegava com o hashi. o peixe até tava ok
delay | "Express delivery" my ass, 1h45 for four temakis
praise | poke de salmão com manga e crispy de alho top demais, o molho da casa é viciante 😍
customisation; praise | pedi poke sem pimenta e veio apimentado, mas tirando isso tava delicioso
praise | Was a bit scared about ordering raw fish with 34 degrees outside but it came cold and fresh, well done
praise | achei que ia demorar pq tava caindo o mundo mas chegou em 35 min, e o hot ainda quentinho 🙌
paidExtra | paguei 6 reais de cream cheese extra no poke e não veio nada a mais
taste; praise | salmão maravilhoso mas o molho do poke muito salgado
diet | I'm vegan and ordered the VEGAN poke. It came with kani. Not vegan
spoiled | o kani tava gosmento e com cheiro estranho, nem arrisquei
allergy | I wrote in the notes that I'm allergic to shrimp. There was shrimp tempura inside one of the rolls. Had to take an antihistamine and go to bed. Please take allergies seriously
other=temaki morno; taste | temaki chegou quente, quente mesmo, nori mole e salmão morno. temaki tem que vir geladinho e crocante
spoiled | o sashimi de salmão tava com cheiro forte, cheiro de peixe velho mesmo, cor meio opaca. não comi
notDelivered; courier; mod:courier | o entregador do ifood marcou como entregue e eu não recebi nada, o porteiro confirmou que ninguém veio
delay; cold; missingItem | 1h30 pra chegar, hot frio e sem o guioza
general | meh. wouldn't order again
portion | poke veio com pouquíssimo salmão, quase só arroz e pepino
wrongItem; missingItem | combo veio com 4 hot no lugar dos 4 uramaki de salmão e faltou o gunkan
app; mod:app | o app não mostra onde tá o entregador, mapa travado há meia hora, não dá pra saber de nada
packaging | poke chegou de lado, tudo grudado na tampa, molho escorrendo pela sacola
melted | o sorvete de matcha chegou virado sopa verde
mod:noOrder | nunca pedi daqui mas minha vizinha disse que passou mal com o sushi deles. fiquem longe
missingItem; mod:hate | atendente deve ser baiano, lerdo desse jeito, esqueceu meu shoyu e meu hashi
| que porra de fome eu tava, pedi o combo 4 de sempre
pricePortion | combo "família" de 79 reais que não alimenta nem eu sozinho
courier; mod:courier | entregador do ifood não quis entrar no condomínio, mandou eu ir buscar na rua de cima. tava chovendo
praise | sashimi cru do jeito que tem que ser kkkk fresquíssimo, derrete na boca
missingItem | No hashi, no shoyu. Who sends sushi without soy sauce?? Had to eat it with a fork like a barbarian lol
wrongItem | pedi o combo 3 (40 peças) e veio o combo 2 de 30. ninguém confere nada ai?
packaging; missingItem | a tampa do poke abriu, metade ficou na sacola, e não veio o shoyu
customisation; missingItem | pedi tarê à parte e veio por cima de tudo. e nem mandaram shoyu
taste | cream cheese demais, não dá pra sentir o peixe. tudo tem gosto de philadelphia
raw | o frango do yakisoba tava rosado por dentro, mal passado
diet | pedi o poke vegano e veio com kani. sou vegetariana há 10 anos, custava ler?
customisation | Asked for the sauce on the side (molho à parte, even wrote it in Portuguese) and they drowned everything in it
taste | nori do temaki murcho e borrachudo, não dá nem pra morder
notDelivered | never got my order. waited 2 hours. nothing. just nothing
courier; mod:courier | entregador ficou 15 min parado na frente do prédio mexendo no celular enquanto eu esperava na portaria
allergy | coloquei na observação que sou alérgica a camarão e veio um uramaki de camarão empanado no meio do combo. sorte que meu marido viu antes de eu comer. isso é sério, gente!!
melted | mochi ice cream was completely melted by the time it got here, just a sad puddle
other=warm temaki | The temaki arrived warm, like it had been sitting on a radiator. Warm raw salmon is not it
praise | Came fast, everything well packed, they even remembered the extra ginger 🙏
delay; cold | Ordered at 7:30, arrived a bit after 9. The hot roll was stone cold. Not great
missingItem; service | Messaged the store about the missing gyoza and got a very rude "não é problema nosso, fala com o iFood"
allergy | sou alérgico a gergelim, avisei no pedido e mesmo assim o uramaki veio empanado no gergelim. boca inchou, fui parar na UPA
customisation | pedi sem cebolinha no temaki (tenho nojo mesmo) e veio cheio
other=temaki morno | temaki chegou MORNO. salmão morno não dá pra encarar, joguei fora
raw | salmão grelhado do combo quente veio cru no meio. é GRELHADO, não sashimi
taste; service | quando reclamei do arroz duro o dono respondeu que o problema era o meu paladar. sério isso?
missingItem; mod:hate | typical brazilian laziness, forgot my shoyu and chopsticks again
wrongItem | pedi hot skin e veio hot filadélfia. não é a mesma coisa
poisoning | Spent the whole night sick after the tuna poke. Nothing else I ate that day was new. Not cool
taste; praise | salmão ótimo, bem fresco, mas o arroz tava duro, parecia arroz de ontem
foreignBody | achei um fio de cabelo enrolado no uramaki. perdi a fome na hora
mod:noOrder | conheço gente que trabalhou aí, é tudo peixe congelado de atacadão. não peçam
wrongItem; missingItem; mod:offensive | vcs são uns idiotas, pedi poke de salmão veio de atum e sem hashi
taste | Way too much cream cheese in everything. I wanted sushi, not cheesecake
price | The delivery fee was more than one temaki. R$16 for 2km? come on
praise | Best poke I've had since I moved to São Paulo, salmon tasted super fresh and the rice was perfect. Obrigado!
cold; packaging | hot filadélfia chegou frio e amassado, a embalagem de isopor rachou no meio
praise | The lady who answers on WhatsApp is a gem, super patient with my broken Portuguese ❤️ and the food is always on point
courier; mod:courier | The iFood motoboy wouldn't come to the portaria, called me and said "desce aí" and waited in the street. I was in the shower, cara
other=cancelaram o pedido; mod:refund | cancelaram meu pedido do nada e o ifood até agora não devolveu o dinheiro, já faz 10 dias
app; mod:app | App kept saying my card was declined, tried 3 cards and then it charged two of them. Great
delay; cold; taste | pedi 20h chegou 21:40, hot roll frio e murcho. a fome ate passou
mod:noOrder | vi no tiktok que acharam barata na cozinha desse lugar, credo
allergy; service | pedi o poke SEM gergelim pq meu filho tem alergia, veio cheio de gergelim por cima. liguei e a moça falou "é só tirar". só tirar?? alergia não funciona assim não
taste; missingItem | shimeji sem sal nenhum e o ponzu não veio
mod:noOrder | Haven't ordered but my coworker says they reuse yesterday's fish in the poke. Avoid
taste | rice was mushy and falling apart, fish was fine tho
| primeira vez pedindo aqui, pedi o combo casal pra testar
cold; taste; praise | harumaki frio e borrachudo, o resto tudo bom
wrongItem | Got combo 2 instead of combo 5. Totally different pieces, half of them loaded with cream cheese
delay; app; mod:app | chegou com 1h de atraso e o app mostrava "saiu para entrega" desde o começo, mentira pura
raw | The "grilled" salmon in the teriyaki bowl was basically raw in the middle
price | cobraram 8 reais por sachê de shoyu extra?? sério??
| pedi o combo executivo pra comer no intervalo do trampo
customisation | temaki sem arroz (pedi na obs) veio com arroz normal
delay | entrega expressa: 1h50 pra um temaki. parabéns 👏👏👏
taste | o hot tava encharcado de óleo, escorrendo, nojento
foreignBody | achei um pedaço de metal tipo grampo no meio do poke. vou levar na Vigilância Sanitária
courier; mod:courier | motoboy do ifood super mal educado, praticamente jogou a sacola em mim e foi embora sem falar nada
missingItem; unanswered | liguei 4x pra avisar que faltou o temaki e ninguem atende
wrongItem; mod:refund | veio poke de frango em vez de salmão, pedi reembolso pelo ifood e negaram. absurdo
praise; delay | Honestly the best uramaki in the neighbourhood, it just took a bit longer than promised tonight (~1h15)
notDelivered; unanswered | pedido não chegou, liguei na loja e ninguém atende, mandei msg no chat e nada
foreignBody | Found a piece of blue plastic in the rice. Sent a photo to the restaurant
price | no cardápio o combo tava 59,90 e na hora de pagar apareceu 69,90. tirem essa pegadinha
other=cancelled order | They cancelled my order after 50 min saying "o sistema caiu". Sure
diet | pedi coca zero, sou diabético, veio coca normal. prestem atenção
missingItem | veio sem shoyu DE NOVO. sushi sem shoyu nao da ne gente
notDelivered; app; mod:app | App says delivered. It's not. The support chat is just a bot that loops forever
| ordering for my flatmates tonight, we went with the big combo
praise | o entregador foi super gentil e o temaki veio perfeito, nori sequinho
`,
);

/** Set FU: a smash-burger dark kitchen for teenagers: internet slang, caps, one-to-eight-word reviews, irony, soggy fries, missing sauces, late nights, swearing at no one and at staff. */
export const BY_OTHERS_FU = parseReviews(
  "othersFU",
  `
praise | MDS que burger brabo 🔥🔥🔥
taste | batata murcha pprt
missingItem | cade o molho da casa?? 😭
wrongItem | pedi o smash bacon e veio o de frango aff
delay | 1h40 pra chegar UM hamburguer slk
general | paia demais
| pedi o combo madrugada
taste;missingItem | batata veio um papelão molhado e sem o cheddar que eu pedi, mó decepção
delay;cold | pedi 1h da manhã, chegou 2h30 e GELADO. to com sono e com fome, valeu hein
wrongItem;mod:offensive | cozinheiro burro do caralho, pedi o cheddar melt e veio um x-salada genérico
customisation | escrevi SEM CEBOLA em caps lock e veio cheio de cebola 🙃
praise;taste | o burger é brabo mas a batata SEMPRE chega mole, arruma isso pfv
missingItem | esqueceram a coca
warmDrink | coca quente e sem gás, bebi um chá kkkkkk
melted | o milkshake virou toddynho, derreteu tudo
packaging | o molho vazou e melou a sacola inteira, meu burger tava nadando
praise | chegou rapidão e quentinho, nota 10 😋
raw | carne rosada por dentro, smash não era pra ser bem passado? fiquei com medo de comer
foreignBody | achei um cabelo no meio do queijo. nojo
poisoning | passei a madrugada inteira no banheiro depois desse burger, nunca mais
courier;mod:courier | o motoboy ficou me ligando e reclamando pq eu demorei 2 min pra descer, tenso
app;mod:app | cupom de 15 não aplicou no app e cobrou o valor cheio
price | taxa de entrega de 12 conto pra 2km?? ta de sacanagem
pricePortion | 38 reais num burger do tamanho de uma bolacha maria kkkkkk
portion | a carne é menor que o pão, sobra pão pra todo lado
paidExtra | paguei 6 reais de bacon extra e não veio bacon nenhum
notDelivered | pedido nunca chegou. fiquei esperando até 3h da manhã igual palhaço
delay;unanswered | pedido 1h atrasado e ninguém responde o chat, liguei tb e nada
missingItem;service | perguntei no chat cadê o molho que não veio e a atendente foi mó grossa comigo
| alguém sabe até que horas eles abrem?
praise | slk o cheddar escorrendo, vale cada centavo
general | nunca mais peço aqui, experiência horrível
mod:noOrder | nunca pedi mas um amigo falou que achou uma barata no lanche daí, sai fora
delay;mod:offensive | 2 HORAS esperando, vão se fuder seus lerdos
taste | salgado pra krl, tive que beber 2 litros de água
taste | pão seco e carne sem gosto nenhum, esperava mais pelo hype
praise | a batata com cheddar e bacon é surreal 😍😍
wrongItem | veio o pedido de outra pessoa kkkkk comi mesmo mas não era o meu
cold;taste | burger frio e batata murcha, combinação perfeita 👏👏
missingItem | pedi molho à parte e não veio molho nem à parte nem junto kkkkk
customisation | pedi bem passado e veio ao ponto
praise | chegou 3h da manhã quentinho, vcs salvaram minha madrugada de estudo 🙏
| primeira vez pedindo, bora ver
delay;praise | demorou uns 50 min mas valeu a espera, burger mt bom
praise | demorou o normal, burger top
foreignBody;mod:offensive | tinha um pedaço de plástico no burger, vcs são uns porcos do caralho
spoiled | a alface tava podre, marrom e fedida 🤢
allergy | avisei no pedido que tenho alergia a amendoim e veio o molho de amendoim no burger, quase fui parar no hospital
diet | pedi coca zero pq sou diabético e veio a normal
diet | sou vegetariano, pedi o de grão de bico e veio com carne. sério??
delay;mod:threat | 2h de atraso DE NOVO. se acontecer mais uma vez eu vou aí e quebro essa porra toda
wrongItem;mod:hate | só pode ser baiano preguiçoso trabalhando aí, erraram meu burger de novo
wrongItem;mod:refund | o ifood negou meu reembolso do pedido que veio todo errado, palhaçada
other=cancelaram o pedido | cancelaram meu pedido 1h depois sem explicação nenhuma aff
other=horário de funcionamento | aparece aberto até 4h mas às 2h já não aceitam pedido, ai não né
praise | pprt o melhor smash q ja comi
| kkkkkkkkk
general | mó ruim
missingItem | cadê o ketchup e a maionese?? comi batata seca
wrongItem | pedi duplo veio simples
taste;praise | carne perfeita, crostinha top, mas o pão tava meio velho
packaging | caixa toda amassada, burger chegou desmontado
courier;mod:courier | entregador não quis subir, tive que descer de pijama às 2h da manhã no frio
courier;missingItem;mod:courier | o entregador abriu a sacola, o lacre veio rompido e faltando a batata
delay;cold;missingItem | demorou 1h20, chegou frio e sem o guaraná. combo triplo 🏆
app;mod:app | o app mostrou entregue e o pedido ainda tava saindo da cozinha, fiquei perdidão
price | subiram o preço de novo? mês passado era 25 agora 34
delay | entrega relâmpago, só 1h50 ⚡⚡
taste | gordura escorrendo até o cotovelo, mó enjoativo
general;mod:offensive | lixo de lanchonete, vão tomar no cu
| pedi pra minha namorada, ela que vai avaliar kkk
praise | batata crocante DE VERDADE, achei que era lenda
praise | achei que ia chegar frio pq moro longe mas chegou quentinho 👌
missingItem;mod:offensive | esqueceram o refri DE NOVO, o pessoal da cozinha é tudo lesado? puta que pariu
taste | burger queimado, gosto de carvão
raw | frango cru por dentro no chicken burger, tá loko?
taste | o tal do "molho especial" é só maionese com ketchup kkkkk
wrongItem | veio fanta uva, eu pedi laranja
customisation | pedi sem picles e tinha picles. odeio picles mano
portion | batata "grande" tinha umas 15 batatinhas contadas
paidExtra | paguei pelo ovo adicional e não veio ovo nenhum
delay;unanswered | pedi 23h chegou 0h50, mandei msg pra loja 3 vezes e nada
service;delay | respondem o chat com deboche tipo "relaxa que chega" depois de 1h de atraso
praise | atendimento no chat mó gente boa, resolveram rapidinho
missingItem;praise | faltou o molho mas mandaram outro rapidinho, respeito
melted | o sorvete da sobremesa chegou sopa
warmDrink | o refri chegou quente, temperatura ambiente do inferno
general | decepcionada total 😞
| vim pelo tiktok
praise | vim pelo tiktok e não me arrependi, é brabo mesmo
taste | vi no tiktok e achei fraco, carne sem tempero nenhum
mod:noOrder | meus amigos disseram que a cozinha deles é imunda, nem vou pedir
delay;courier;mod:courier | o motoboy ficou rodando 40 min no bairro, dava pra ver no mapa ele perdido
notDelivered;mod:refund | pedido não chegou e o ifood não quer me reembolsar. 60 reais no lixo
notDelivered | marcou como entregue e eu não recebi NADA
praise | tankei o triplo smash, to em coma alimentar agora 💀
| 4 da manhã e eu aqui pedindo hamburguer, normal
taste | a batata chegou parecendo que tomou banho de chuva
missingItem | o combo vem com batata. CADÊ A BATATA
diet | pedi o vegano SEM maionese pq não como nada de origem animal e veio com maionese normal
praise | pão brioche macio, carne suculenta, nada a reclamar
cold | hamburguer gelado, tive que jogar na airfryer
packaging;taste | o molho vazou na batata e virou uma papa
other=troco errado | paguei em dinheiro e voltou troco a menos, 10 reais sumiram
price | cobraram 3 reais de embalagem à parte?? é a caixinha de papelão gente
general | aff
cold;praise | brabo mas chegou morno
delay;mod:offensive | 1h30 de demora, seus lerdos filhos da puta
taste | sem sal nenhum
taste;praise | carne tava seca mas o molho salvou
delay | pedi 1h da manhã, chegou quando o sol já tava nascendo 🌅
wrongItem;mod:offensive | mandaram o lanche de outra pessoa, presta atenção porra, vcs são cegos?
| pedi de novo
praise | pedi de novo pq é viciante 🤤
foreignBody | tinha um pedaço de papel alumínio dentro do burger
spoiled;poisoning | a maionese tava azeda e passei mal a noite toda
other=pedido mínimo alto | pedido mínimo de 40 reais pra um lanche individual é sacanagem
praise | o mlk da chapa tá de parabéns 👏
courier;mod:courier | entregador mó grosso, jogou a sacola na minha mão e saiu sem falar nada
| pedi o burger do meme
delay;taste;missingItem;praise | olha vou ser sincero: pedi às 0h30 o combo duplo + batata grande + 2 molhos de alho. chegou 1h45 (demora absurda), a batata tava murcha igual alface de geladeira e os molhos de alho simplesmente não vieram. o burger em si é bom não vou mentir, mas desse jeito não dá
wrongItem;praise | gente eu AMO esse lugar de vdd, peço toda sexta depois do rolê, mas hoje veio o de frango em vez do bacon. fica a dica pra olharem a comanda 🙏
app;price;mod:app | o app travou na hora de pagar e cobrou 2x, agora to sem grana pro rolê
missingItem;mod:refund | a batata não veio, pedi reembolso e o ifood só devolveu metade do valor
missingItem;unanswered | faltou o molho, mandei msg e ninguém respondeu até agora
service | o dono respondeu minha avaliação me chamando de mentiroso, top atendimento 👍
missingItem | amei o hamburguer sem carne, muito inovador 😂
taste | o cheddar parecia plástico derretido
portion | 1 fatia de bacon no "bacon lovers" 🤡
general;mod:offensive | que loja de merda, vtnc
praise | caralho que burger 🤯
taste | puta merda que batata murcha
cold;packaging | a sacola veio aberta e o lanche frio
praise | tava com medo de vir errado como falaram nos comentários mas veio certinho
wrongItem;missingItem | pedi 2 burgers, veio 1 e ainda errado
pricePortion | caro pra krl pro tamanho
praise | cupom + burger brabo = felicidade
mod:noOrder | sou do ramo e todo mundo sabe que esse lugar usa carne de segunda, não caiam nessa
customisation;raw | pedi BEM PASSADO e veio sangrando, carne crua no meio
customisation | pedi molho à parte e veio tudo despejado em cima, batata encharcada
delay | não tankei a demora, dormi antes do lanche chegar kkkk
wrongItem;mod:threat | errou meu pedido de novo, já sei onde o cozinheiro mora e vou postar o endereço dele
missingItem;paidExtra | paguei molho extra de cheddar e não veio, e ainda esqueceram os guardanapos
wrongItem;mod:hate | atendente viado não sabe nem ler o pedido, veio tudo trocado
| mds
general | mds q bosta viu
praise | late night burger perfeito, chegou em 25 min às 2h da manhã 🔥
taste | fritas murchas e oleosas, parecia que fritaram ontem
cold | frio
delay;cold;taste | 1h de espera pra receber um burger morno e uma batata molenga, parabéns aos envolvidos 🎉
`,
);

/** Set FX: ice cream, milkshakes and desserts in a hot summer: melted, warm, wrong flavours, missing spoons, sugar-free and lactose-free requests, nut allergies, birthday orders, traps on 'derreteu' and 'gelado'. */
export const BY_OTHERS_FX = parseReviews(
  "othersFX",
  `
delay; melted | pedi 2 potes de sorvete de 1L às 14h, chegou 15h20 e virou sopa. com esse calor de 38 graus nao tem como demorar desse jeito
praise | o brownie com sorvete é de derreter o coração 😍 chegou tudo certinho, sorvete firme e o brownie quentinho
missingItem | veio o açaí de 700 mas nenhuma colher. comi com garfo kkkk
wrongItem | pedi pistache e veio flocos. gosto de flocos mas não era o que eu queria né
allergy | AVISEI QUE MEU FILHO TEM ALERGIA A AMENDOIM e o sundae veio com paçoca por cima. ele teve reação e fomos parar na UPA. inadmissível
diet | pedi o pudim zero açúcar pq sou diabética e claramente veio o normal, minha glicemia foi lá em cima
| alguém sabe se eles abrem no domingo?
praise | gente que pudim é esse. lisinho sem furinho, calda no ponto. perfeito
melted; packaging | o milkshake chegou metade derretido e vazando pela tampa, molhou a sacola toda
praise; warmDrink | o açaí tava ótimo mas a coca veio quente, tipo quente mesmo
praise | derreteu na boca esse brigadeiro de pistache, mano. vale cada centavo
delay | 1h10 pra entregar 3 brigadeiros. 3. numa distância de 2km.
notDelivered; unanswered | o pedido nunca chegou. liguei na loja 4 vezes e ninguém atende, mandei msg no chat e nada
courier; mod:courier | o entregador do ifood se recusou a subir, disse que não era obrigação dele, meu prédio não tem porteiro e eu com bebê no colo
taste | brownie cru no meio, massa mole grudando no dente. não é "molhadinho", é cru mesmo
pricePortion | 28 reais num pote de açaí de 300ml que veio com uma colherzinha de granola. caro demais pra isso
praise | mesmo com 40 graus lá fora o sorvete chegou durinho, embalagem térmica top. parabéns
customisation | pedi SEM leite condensado no açaí, escrevi na observação, veio afogado em leite condensado
paidExtra | paguei 4 reais de adicional de nutella e não veio nutella nenhuma
wrongItem; mod:offensive | bando de incompetentes do caralho, pedi morango e mandaram maracujá. aprende a ler porra
diet | pedi o sorvete sem lactose (ta escrito no cardápio q tem) e o que veio foi o de creme normal. sou intolerante, tive que jogar fora
melted; praise | sabor incrível, o de doce de leite é o melhor da cidade, só que chegou bem molinho, meio derretido. culpa do calor talvez
packaging | a caixa dos brigadeiros veio toda amassada, os docinhos grudados um no outro e na tampa. era pra um aniversário
| pedi o combo família
spoiled | o pudim tava azedo, cheiro de leite estragado. joguei fora
foreignBody | achei um fio de cabelo enorme no meio do açaí. perdi a fome
poisoning | comi a torta de limão ontem a noite e hj de manhã vomitando, minha esposa também que comeu. alguma coisa tava errada
praise | pedido de aniversário da minha filha de 6 anos: 50 brigadeiros, 30 beijinhos, tudo lindo e caprichado, as crianças amaram 🎉
delay; melted; service | festa da minha filha começou 15h, os sorvetes chegaram 16h40 derretidos, e quando reclamei a atendente disse "é verão né mãe". ridículo
app; mod:app | o cupom de 15 reais não aplicou de jeito nenhum no app, paguei cheio
courier | o motoboy da própria sorveteria chegou mal educado, jogou a sacola no portão e foi embora sem falar nada
melted; missingItem | milkshake de ovomaltine virou leite achocolatado e não mandaram canudo
wrongItem | veio pedido de outra pessoa, no nome de "Carla", 2 picolés que eu não pedi. cadê meu açaí?
taste | o açaí tá muito aguado, parece suco congelado. sem gosto nenhum
portion | o pote de 500ml veio com uns 2 dedos faltando pra encher, nitidamente menos
price | taxa de entrega de 14,90 pra 3km? tá de brincadeira
praise | fiquei com medo de chegar derretido pq tava um calor infernal mas veio perfeito, bem embalado no isopor
allergy | sou alérgica a castanha e perguntei no chat se o brownie tinha, disseram q não. tinha nozes picadas. minha boca inchou na hora
delay; mod:threat | 1h30 esperando. se meu pedido não chegar em 10 minutos eu vou aí e quebro essa vitrine de vocês inteira, tô avisando
melted | cobraram 60 reais por um pote de 2L que chegou líquido. vou no Procon.
general | decepcionante. esperava muito mais pelo hype
praise; missingItem | o bolo de pote de ninho com morango é maravilhoso, mas esqueceram a colher de novo 🙄
praise | meu marido diz que sou fria mas gelado mesmo é esse picolé de limão, refrescante demais 🍋
cold | o petit gâteau chegou frio, a graça é ele quentinho com o sorvete. o sorvete tava ok
warmDrink | o chá gelado de pêssego veio morno, gelo todo derretido
customisation | pedi a calda separada pra não empapar e veio tudo jogado por cima
missingItem; unanswered | faltou a caixa de brigadeiro branco, mandei msg no chat da loja 3 vezes e ninguém respondeu até agora
service | pedi pra trocar o sabor antes de sair e a moça respondeu "se quiser cancela". que grosseria
mod:noOrder | nunca pedi aqui mas minha cunhada falou que acharam barata na cozinha deles. cuidado gente
mod:noOrder | nem precisa pedir pra saber, o sorvete deles é feito com gordura hidrogenada e pó. procurem uma sorveteria artesanal de verdade
delay; mod:hate | demorou 1 hora, com certeza contrataram um monte de nordestino preguiçoso pra entregar
delay; melted; courier; mod:courier | o entregador do ifood ficou rodando 40 min no mapa, parou pra pegar outros pedidos, e meu sorvete chegou uma poça
other=troco errado | paguei em dinheiro, dei 50 pra uma conta de 32 e voltaram 8 reais. o entregador disse que a loja mandou assim
other=cancelaram o pedido | cancelaram meu pedido depois de 40 min sem explicação nenhuma. festa de criança, fiquei sem sobremesa
diet | pedi coca zero e veio coca normal. sou diabético, não dá
taste | pudim com gosto de ovo forte, textura de borracha. não é o pudim da foto
pricePortion | 4 brigadeiros por 22 reais, do tamanho de uma bolinha de gude. fala sério
praise | demorou o normal, uns 40 min, e chegou tudo certo. sorvete firme, açaí cremoso
packaging | tampa do pote de açaí veio aberta, escorreu leite condensado na sacola toda e melou os brigadeiros
foreignBody | tinha um pedaço de plástico duro dentro do picolé, quase quebrei o dente
praise | entrega relâmpago de verdade, 12 minutos! e os sorvetes perfeitos
delay; melted | entrega relâmpago, só 1h50 🙃 o sorvete chegou em estado líquido, pelo menos deu pra beber
paidExtra | paguei adicional de morango, de kiwi e de granola. veio só a granola
courier; mod:courier | entregador do app abriu a sacola na minha frente pra "conferir" e mexeu na tampa do açaí, achei super estranho
diet | sou vegana e pedi o picolé de fruta que tava marcado como vegano. veio com pedaços de chocolate ao leite dentro
general | horrivel, nunca mais peço
melted; packaging | mandaram o sorvete num saquinho plástico sem isopor nenhum com esse sol de 40 graus. chegou derretido obviamente
app; mod:app | o app marcou como entregue antes do motoboy sair da loja, fiquei desesperada achando q tinham roubado. no fim chegou certinho
notDelivered; courier; mod:courier | o entregador do ifood marcou como entregue e foi embora, nunca recebi nada. tenho câmera na portaria e ninguém apareceu
spoiled | o potinho de iogurte que veio de acompanhamento do açaí tava vencido faz uma semana, olhei a data
poisoning | meu filho passou mal depois da festa, diarreia e vômito, e ele foi o único que tomou o sorvete de vocês. vou procurar a vigilância sanitária
warmDrink | a água com gás que pedi junto veio quente e sem gás
melted | picolé virou um palito com um pouco de calda grudada kkkkk triste
praise | sou intolerante a lactose e finalmente achei um sorvete zero lactose que presta!! chegou certinho, sem confusão
praise | meu filho é alérgico a amendoim, avisei e eles mandaram tudo separado e etiquetado. obrigada pelo cuidado ❤️
wrongItem | o tamanho veio errado, pedi o de 700ml e veio o de 500
customisation; praise | tudo uma delicia mas pedi pra escrever "feliz aniversário Théo" no bolo de sorvete e veio sem nada escrito
missingItem | não vieram as velinhas que eram do combo aniversário nem os pratinhos
delay; cold; taste | o churros com doce de leite chegou frio e murcho depois de 1h de espera
taste | sorvete de pistache com gosto de essência artificial, nada a ver com pistache de verdade
missingItem; service; mod:offensive | pedi ajuda no chat pq faltou uma coisa e a atendente foi arrogante, me chamou de mentirosa. vai se fuder sua escrota
melted; other=reembolso negado; mod:refund | o sorvete chegou derretido, mandei foto e o ifood negou o reembolso dizendo q "não se enquadra". que palhaçada
praise | gelado, cremoso e com muita fruta de verdade. o açaí mais honesto da região
| mesma coisa da semana passada
portion | o sundae veio com uma bola só, na foto tem duas
diet | pedi o brigadeiro sem glúten pra minha sobrinha celíaca e veio com granulado comum que tem glúten
allergy | avisei que tenho alergia a leite e o sorbet "de fruta" tinha leite. tive que tomar antialérgico
wrongItem; melted | além de derretido, veio sabor errado. pedi chocolate belga e veio creme
other=faltou troco; service | liguei pra avisar que faltou o troco e o dono gritou comigo no telefone
praise | 10/10 👏👏
general; mod:offensive | que merda de sorveteria, bando de lixo, nunca mais
praise | eu derretendo de calor aqui e o açaí chegou em 15 min salvando minha vida 🥵🍧
delay | pedi 13h e chegou 14:30. por sorte o sorvete não derreteu
notDelivered | esperei 2 horas e nada, o pedido sumiu. status "em preparo" até agora
courier; melted | o motoboy de vcs ficou 15 min no interfone falando no celular enquanto o sorvete derretia na mão dele
packaging | o pote de pudim veio sem lacre, qualquer um podia ter aberto
praise; pricePortion | gostoso demais mas 35 conto num copinho de milkshake de 300ml não dá pra pedir sempre
other=nota fiscal | pedi nota fiscal no pedido (é pra empresa) e não mandaram
wrongItem; paidExtra | encomenda de aniversário: pedi 40 brigadeiros e 40 beijinhos, vieram 60 brigadeiros e 20 beijinhos. e as forminhas coloridas que paguei à parte não vieram
melted | chegou tudo derretido. decepção total, nunca mais
praise | o entregador foi gente boa, ofereci um copo d'água gelada pra ele e ele ficou feliz kkk. doces ótimos como sempre
wrongItem; mod:threat | mandaram o pedido errado de novo. sei onde o dono mora, se não devolverem meu dinheiro ele vai ver só o que acontece
delay; unanswered | liguei umas 6 vezes pra saber do meu pedido que já tava 1h atrasado e o telefone só chama
customisation | pedi o milkshake sem chantilly e veio uma montanha de chantilly
portion | brownie fininho, da espessura de um biscoito
melted; praise | o sabor é maravilhoso mas o milkshake chegou derretido, parecia leite batido
foreignBody | mordi uma pedrinha no açaí com granola. pode ser da granola mas cuidado
melted; warmDrink | sorvete derretido e o guaraná quente. combo perfeito pra um dia de 39 graus 🙃
packaging | o copo do milkshake rachou e vazou tudo dentro da sacola
wrongItem | cobertura de caramelo em vez de chocolate
service | a loja respondeu minha avaliação anterior com deboche. profissionalismo zero
taste | açaí muito doce, enjoativo, parece que tacaram açúcar demais
mod:noOrder | quem é que pede desse lugar?? todo mundo sabe que o dono não paga os funcionários
delay; praise | atrasou uns 30 min do previsto, mas o sorvete veio intacto e delicioso
| ainda não provei, é pra festa amanhã
courier; mod:hate | entregador com cara de bandido, só podia ser favelado. levou 10 minutos pra achar o prédio
spoiled | tinha mofo no bolo de pote, umas bolinhas verdes na lateral
allergy; wrongItem | pedi o de morango pq sou alérgico a castanhas e veio o de pralinê. só percebi depois da primeira colherada, garganta coçando
delay; melted; missingItem | 1h20 de espera, sorvete mole e sem as casquinhas que eram pra servir na festa
taste | pudim cheio de furinhos e calda queimada, amarga
praise | o brownie derrete mesmo, como diz a descrição. casquinha crocante por cima e mole dentro. perfeito
praise | o pudim veio gelado como tem q ser, parece q saiu direto da geladeira
courier; mod:courier | o entregador do ifood me cobrou "taxa de subida" de 5 reais pra entregar no 3º andar
service | perguntei no chat se o açaí tinha opção sem açúcar e responderam "lê o cardápio". obrigado pela simpatia
price | aumentaram o preço do pote de 1L de 39 pra 52 de uma semana pra outra. sem condições
melted; service | mandei foto do sorvete derretido e a loja disse que a culpa é minha por pedir no horário de pico
paidExtra | paguei pela embalagem térmica (+3 reais) e veio numa sacola de papel comum
praise | pedi pra mandar sem granulado pq minha filha não gosta e respeitaram direitinho 👍
customisation; mod:offensive | pedi sem cobertura, seus burros, SEM. é tão difícil assim ler uma observação, cambada de jumento?
notDelivered | o pedido aparece como entregue mas não chegou nada aqui. o porteiro confirmou que ninguém veio
delay; melted; price | paguei 18 reais de taxa na entrega "expressa" e ainda demorou 50 min, sorvete mole
praise | meu filho derreteu de alegria quando viu o milkshake de unicórnio 🦄
foreignBody | veio uma formiga andando dentro da caixinha dos brigadeiros 🐜
missingItem | só veio metade do pedido, faltou o pudim e a mousse
diet | pedi o bolo de sorvete zero lactose pro aniversário do meu filho que é intolerante e mandaram o tradicional, ele nem pôde comer o próprio bolo 😢
missingItem; courier; mod:courier | a caixa veio com 2 brigadeiros a menos e a fita rasgada. o entregador do ifood comeu no caminho??
melted | adorei meu milkshake... ops, meu leite com chocolate né, porque de milkshake não tinha mais nada
taste | brigadeiro de limão com gosto de detergente
wrongItem; delay | demorou 1h e ainda veio o pedido de outro cliente
praise | o sorvete chegou perfeito, eu que esqueci fora do freezer e derreteu, culpa minha kkk. sabor maravilhoso
praise | da última vez veio derretido, mas hoje chegou impecável. melhoraram!
delay; mod:offensive | demora do caralho, seus vagabundos, 1h pra montar um açaí
wrongItem; mod:hate | atendente mulher é isso, não sabe nem diferenciar morango de framboesa
mod:noOrder | vi no instagram que fecharam por ordem da vigilância, alguém confirma? nem arrisco pedir
customisation; melted | pedi pra mandar o sorvete separado do brownie quente e veio tudo junto, claro que o sorvete derreteu
| vou testar o de cupuaçu na próxima
warmDrink | suco de laranja veio morno, sem gelo nenhum
praise | achei que ia demorar por ser sábado de calorão mas chegou em 25 min, tudo geladinho
praise | me derreti com o cuidado de vocês, mandaram até colherzinha extra pras crianças 🥹
service; delay | perguntei pelo chat e a loja disse que já tinha saído, mentira, o pedido só saiu 40 min depois. chegou com 1h15
`,
);

/** Set FY: empanadas and parrilla by Argentines in Florianópolis, a third in Spanish: fake reviews, a rival, rumours, xenophobia, threats and insults beside real complaints and praise. */
export const BY_OTHERS_FY = parseReviews(
  "othersFY",
  `
delay; cold; praise | che, pedí 6 empanadas de carne a las 21 y llegaron 22:40, re frías. una lástima porque el relleno estaba bueno
praise | posta las mejores empanadas que comí fuera de Buenos Aires. la de carne cortada a cuchillo es un viaje, boludo
missingItem | pedí chimichurri aparte y no vino. sin chimi el choripán no es choripán, che
customisation | el vacío lo pedí a punto y vino re cocido, gris por todos lados. después dicen que son argentinos jaja
price; mod:hate | típico de porteños chantas, te cobran 18 reales una empanada. uruguayo avisado vale por dos
wrongItem | pedí dos de humita y me mandaron dos de jamón y queso. no es tan difícil leer el pedido
delay; courier; mod:courier; praise | el motoboy de iFood se perdió tres veces, tardó una hora de más y encima me habló re mal. la comida bien, pero el flaco un desastre
praise | la provoleta llegó todavía burbujeando y la entraña en su punto justo. re recomendable para los que extrañan la parrilla de casa
taste; mod:offensive | la empanada de pollo era una masa cruda de mierda, son unos inútiles los pibes de la cocina
raw | el pollo de la empanada estaba rosado por dentro, no me animé a comerla. cuidado con eso que hay chicos
| primera vez que pido desde Floripa, vamos a ver qué onda
pricePortion | 95 reales por una parrillada "para dos" que no llena ni a uno. posta, un robo
notDelivered; mod:threat | nunca llegó el pedido y nadie me devuelve la plata. mañana paso por el local y les rompo todo, sé dónde viven
delay; praise | tardó 20 min más de lo que decía, pero las empanadas de carne picante valen la pena. se nota que laburan bien estos chicos
cold; packaging | las empanadas vinieron todas aplastadas contra la tapa de la caja y frías
mod:noOrder | nunca pedí pero me contaron en la playa que el dueño compra la carne de contrabando. ojo gente
service | llamé para preguntar si tenían algo sin TACC y el que atendió me cortó re mal, con una mala onda terrible
diet | pedí la empanada de verdura porque soy vegetariana y tenía pedacitos de panceta adentro. no da
allergy | puse en la observación que soy alérgico a la nuez y el alfajor vino con nuez. terminé tomando antihistamínico en la posada
praise | el choripán es igualito al de la Costanera. me sentí en casa, gracias che 🇦🇷
warmDrink | la Quilmes vino caliente, pero caliente caliente. las empanadas ok
app; mod:app | el cupón de primera compra no funcionó en la app y me cobró todo. no es culpa del local pero bue
delay; mod:offensive | dos horas para 6 empanadas, manga de vagos, no laburan ni en pedo
missingItem; service | faltaron dos empanadas y cuando escribí en el chat me dijeron que "seguro conté mal". sí, claro, re amables
foreignBody | encontré un pelo largo enroscado en la empanada de jamón y queso. un asco
poisoning | al otro día me agarró una diarrea tremenda y lo único que comí fue el vacío de acá. me arruinó el día de playa
mod:hate | los argentinos no saben hacer asado, eso es cosa de uruguayos. manga de bolitas con delantal
taste | la masa re grasosa, chorreaba aceite. se nota que el aceite de la freidora era viejo
praise | me atendió Martín por whatsapp, re buena onda, me recomendó la de cordero patagónico y la rompió
notDelivered; mod:refund | figuró como entregado y nunca llegó nada. iFood dice que no me corresponde devolución. una vergüenza
mod:noOrder | un amigo labura en la cuadra y dice que la cocina es un chiquero, con ratas y todo. yo no pediría
other=cancelaron el pedido | me cancelaron el pedido después de 40 minutos esperando, sin ninguna explicación. y era para la cena de cumple
price | 15 reales de envío por 2 km es un chiste, che
courier; praise | la comida 10 puntos pero el repartidor de ellos no quiso subir y tuve que bajar en ojotas bajo la lluvia
paidExtra | pagué extra por el chimichurri casero y vino un sobrecito de mayonesa. jaja no
service; mod:offensive | el dueño es un pelotudo importante, me contestó la reseña anterior como si fuera el rey de Floripa
spoiled | la empanada de atún tenía olor raro, agria. la tiramos toda
delay; cold; mod:offensive | una hora y media, todo frío. son unos chantas hijos de puta
missingItem | no mandaron cubiertos ni servilletas y estábamos en la casa alquilada sin nada. comimos el vacío con la mano
delay; mod:threat | al repartidor que me trajo el pedido con una hora de atraso lo voy a estar esperando en la puerta la próxima, que sepa
taste; praise | el chorizo buenísimo, pero la morcilla estaba seca y sin gusto a nada
wrongItem; unanswered | me llegó el pedido de otra persona (sushi!!) y los llamé 5 veces, nadie contestó
general | muy decepcionante, esperaba mucho más de una parrilla de argentinos. no vuelvo
mod:noOrder | che no pidan acá, en el grupo de argentinos en Floripa dicen que a varios les cayó mal. yo no pedí pero ojo
delay; praise | llegó con 40 minutos de atraso, pero el dueño llamó para pedir disculpas y mandó un flan de regalo. así sí
app; mod:app | la app no me dejaba pagar con tarjeta argentina, tuve que pedirle a mi primo que pague él
courier; mod:courier | el chabón de iFood me hizo bajar 8 pisos porque "no sube". estaba con el nene dormido arriba
other=cerrado en horario | fui a retirar en el horario que dice la app y el local estaba cerrado con candado
price; mod:threat | me cobraron de más y no me lo quieren devolver. mirá que tengo amigos acá en Floripa eh, cuidate
melted | el helado de dulce de leche llegó hecho sopa, igual lo tomamos con pajita jaja
praise | melhor empanada de Floripa sem dúvida, a de carne suave é perfeita. chegou quentinha
delay; cold | 1h20 de espera e as empanadas chegaram geladas. nao da
mod:hate | argentino tinha que voltar pra argentina, vem pra cá tomar conta das nossas praias e ainda quer ensinar churrasco pra gaúcho
mod:noOrder | dizem por aí que a carne deles é de cavalo. nunca pedi e nem vou pedir
missingItem | veio tudo menos a provoleta. justo a provoleta
paidExtra | paguei adicional de queijo na empanada de carne e nao tinha queijo nenhum
wrongItem; mod:offensive | bando de incompetente, pedi de frango e veio de carne, sou eu que tenho que ensinar vcs a ler?
taste | empanada salgada demais, tomei 2 litros de água depois
praise | o choripán é sensacional, pão crocante e linguiça suculenta. virei cliente
courier; mod:threat | o motoboy de vcs jogou o pedido por cima do portão. se eu pegar ele na minha rua de novo ele apanha
courier; missingItem; mod:courier | o entregador do ifood abriu a sacola, o lacre tava rompido e faltava uma empanada. nao foi a loja, foi ele
app; mod:app | o pedido chegou no horário certinho, mas o app do ifood mostrava "entregue" meia hora antes e quase liguei reclamando
pricePortion | R$ 89 no vazio e veio umas 5 tirinhas. caro demais pra tão pouco
portion | a porção de batata é minúscula, contei 11 palitos
raw | a linguiça veio crua por dentro, rosa total. minha filha quase comeu
foreignBody | achei um pedaço de plástico azul dentro da empanada de queijo
poisoning | passei a noite vomitando depois do choripán de vcs. meu marido tb, e a gente só comeu isso ontem
mod:hate | só podia ser coisa de argentino mesmo, metido e pão duro. nem pedi, só vim avisar
service | a atendente no whats foi grossa quando perguntei se tinha opção sem glúten, respondeu só "lê o cardápio"
unanswered; delay | pedido atrasado 1h, liguei 4 vezes e ninguém atende. só chama
diet | pedi coca zero e veio coca normal, sou diabético. atenção gente
allergy; wrongItem | coloquei na observação que tenho alergia a camarão e mandaram a empanada de frutos do mar no lugar da de frango
praise; warmDrink | comida impecável, só o guaraná que veio quente
melted | o sorvete de doce de leite chegou uma sopa, escorrendo pela sacola
mod:noOrder | cuidado!!! meu vizinho comeu aí e foi parar no hospital. não peçam
service; mod:offensive | dono argentino arrogante do caralho, respondeu minha reclamação me chamando de mentiroso
general | horrível. nunca mais
customisation | pedi sem cebola e veio cheia de cebola. observação pra quê?
packaging | o pote de chimichurri abriu e vazou na sacola toda, as empanadas ficaram encharcadas de óleo
praise | entrega rápida, tudo quentinho e bem embalado. os hermanos mandam bem demais 👏
price; mod:threat | sei onde vcs moram, hermanos. vão se arrepender de ter me cobrado a mais
delay; praise | demorou quase 2h num sábado à noite, mas a tapa de cuadril tava divina
notDelivered | pedido nunca chegou e o restaurante diz que entregou. quem comeu minha janta?
notDelivered; mod:refund | não chegou e o ifood negou o reembolso dizendo que foi entregue. absurdo
mod:noOrder | sou do ramo e sei que esses gringos não têm alvará nem nada. denunciem
mod:noOrder | parrilla de verdade é a do outro lado da ponte, essa aqui é fake. peçam na Brasa Sul que é outro nível
taste | carne dura demais, com cara de requentada do dia anterior
cold; praise | sabor excelente mas infelizmente chegou frio. esquentei na airfryer e ficou ótimo
delay; mod:offensive | bando de vagabundo, 2 horas pra fritar 6 pastel
| alguém sabe se eles abrem segunda?
wrongItem | veio a empanada de milho no lugar da de carne picante
missingItem; praise | tudo muito gostoso, mas esqueceram o alfajor que vinha no combo
praise | da última vez veio frio, hoje veio perfeito e rapidinho. melhoraram!
praise | tava com medo de chegar frio pq moro no Campeche, mas chegou pelando. top
courier | o motoboy da loja ficou buzinando e gritando no portão às 23h, acordou o prédio inteiro
courier; mod:courier | entregador do app foi super grosso, enfiou o pedido na minha mão e saiu resmungando
app; mod:app | o cupom de R$ 20 sumiu na hora de pagar e o app travou 3x
mod:hate | essas argentinas que atendem não entendem nada, volta pro teu país
spoiled | o chimichurri tava azedo, cheiro de coisa estragada
foreignBody | tinha uma lasca de osso pontuda no meio da empanada de carne, quase quebrei um dente
delay; cold; missingItem | atrasou 1h, chegou frio e ainda faltou a salada
general; mod:threat | depois do pedido horrível de ontem vou postar o endereço do dono no grupo do bairro, quero ver continuar vendendo
other=nota fiscal | pedi nota fiscal com CPF e não mandaram
other=troco errado | paguei em dinheiro e o troco veio faltando 10 reais
pricePortion; taste | caro e pouco, e a carne ainda sem sal nenhum
praise | comida boa, preço justo, atendimento simpático. o sotaque do Diego no telefone é um charme kkk
general; mod:offensive | lixo de restaurante, lixo de gente
mod:noOrder | tô sabendo que a vigilância sanitária fechou eles semana passada. fiquem espertos
praise | nunca tinha comido empanada, achei que vinha fria tipo salgado de padaria mas veio quentinha e deliciosa
service; praise | comida boa mas o dono respondeu minha avaliação de forma bem debochada. desnecessário
taste | empanada murcha e encharcada, massa mole que rasgava
portion; praise | gostoso mas o choripán é pequeno, acho que o pão era de cachorro-quente infantil kkk
mod:hate | comida de argentino é tudo igual, gordurosa igual eles. povinho nojento
missingItem | pedi 12 empanadas, vieram 10. contei 3 vezes
customisation; praise | pedi o molho à parte e veio tudo misturado, mas mesmo assim tava bom
notDelivered; unanswered | nunca chegou, mandei msg no chat e ninguém respondeu. fiquei sem janta
delay; cold; courier; mod:courier | o entregador do ifood ficou 40 min parado num posto (vi no mapa) e a comida chegou fria
raw | frango cru na empanada, de novo. segunda vez que acontece
taste; mod:offensive | empanada com gosto de papelão, o cozinheiro é um burro
price | cobraram a embalagem à parte, R$ 4. nunca vi isso
app; mod:app | paguei no pix, o app disse que não confirmou e tive que pagar de novo. ifood ainda não resolveu
missingItem; mod:refund | pedi reembolso das empanadas que vieram faltando e o ifood só devolveu metade
praise | o entregador demorou um pouquinho pra achar a casa mas foi super educado, e a comida top
cold; warmDrink | empanada fria e cerveja quente. exatamente o inverso do que deveria ser
taste; price | tudo muito gorduroso e caro pra caramba
poisoning; mod:threat | ja passei mal uma vez com essa comida. se acontecer de novo vou aí dar uns tapas no dono
praise | melhor bife de chorizo que já comi em delivery. ponto perfeito como pedi
price; mod:hate | cobraram a taxa duas vezes. tinha que ser argentino, tudo ladrão 😡
wrongItem | mandaram o pedido de outra pessoa, Juliana na comanda, e eu sou o Carlos
diet | sou vegana e pedi a empanada de legumes que diz ser vegana, tinha queijo derretido dentro
delay; service | atrasou e quando reclamei a moça disse que "argentino não tem pressa" e riu. não achei graça
portion | a provoleta veio do tamanho de uma moeda de 1 real
packaging; praise | sabor nota 10, mas a caixa veio amassada e uma empanada aberta
mod:noOrder | meu primo trabalhou lá e disse que eles não pagam os funcionários. boicote
courier; mod:offensive | o motoboy de vocês é um animal, quase atropelou meu cachorro na garagem
foreignBody | barata. dentro da caixa. não precisa dizer mais nada
| pedido pra 4 pessoas, combo família
praise | atendimento nota 10, me ligaram avisando que ia atrasar 10 min e chegou certinho. raro isso
spoiled; poisoning | a maionese tava com gosto estranho e depois eu e minha esposa passamos mal a noite toda
other=cancelaram o pedido; mod:offensive | vão tomar no cu, cancelaram meu pedido depois de 1 hora
taste | chimichurri sem gosto nenhum, parecia só óleo com salsinha
app; mod:app | o app não deixava escrever observação, aí veio com cebola. culpa do ifood não da loja
delay; unanswered; mod:offensive | 2h esperando, ninguém atende, que porra de restaurante é esse, bando de otário
praise | puta que pariu que empanada boa. desculpa o palavrão mas é verdade
price; praise | muito bom, mas o preço subiu bastante desde o verão passado
paidExtra | paguei dois chimichurris extras e veio só um
courier | o rapaz da entrega deles não tinha troco e fiquei 20 min na porta esperando alguém trazer
wrongItem; mod:threat | veio tudo errado. vou na porta desse restaurante amanhã e ninguém vai gostar do que vai acontecer
praise | empanada salteña igualzinha à de Salta, com ovinho e azeitona. me emocionei
general | nunca mais peço aqui, foi péssimo do começo ao fim
`,
);

/** Set FZ: a ramen and gyoza shop in Curitiba: spilled broth, soggy noodles, missing eggs, spice levels, vegetarian broth with pork, praise and one complaint in a sentence, customers who correct themselves, a few in English. */
export const BY_OTHERS_FZ = parseReviews(
  "othersFZ",
  `
praise; packaging | O tonkotsu é o melhor de Curitiba sem exagero, mas o caldo chegou metade derramado dentro da sacola.
paidExtra | paguei 6 reais no adicional de ajitama e o ovo simplesmente não veio
cold; praise | Gyoza was really tasty but it arrived completely cold, I had to reheat it in the dorm microwave.
taste | o lamen chegou com o macarrão todo inchado, virou uma papa
diet; praise | Pedi o lamen vegetariano justamente porque não como carne e o caldo tinha gosto claro de porco. Perguntei no chat e confirmaram que a base é a mesma do tonkotsu. O gyoza de legumes é ótimo, mas assim não dá pra confiar.
customisation | pedi nível 1 de pimenta e veio nível 5, to com a boca pegando fogo até agora
pricePortion | R$ 58 num lamen com 3 fatias finas de chashu e meio ovo? sério mesmo?
praise | Melhor gyoza da cidade, sempre chega crocante e quentinho. Virei cliente fiel.
praise | Chegou frio... ah não, pera, fui eu que deixei 40 min na portaria. Culpa minha. Depois de esquentar tava ótimo.
praise | Da última vez o caldo veio derramado, dessa vez veio em pote separado e lacrado, perfeito. Dá pra ver que ajustaram.
delay; cold | 1h20 de espera e o gyoza chegou gelado
missingItem | faltou o gyoza do combo, veio só o lamen
| pedi o shoyu com adicional de milho
packaging; taste | a tampa do pote não fechava, vazou caldo na sacola inteira e o macarrão que ficou no pouco que sobrou tava mole demais
praise; portion | Sabor impecável, caldo encorpado, mas a porção diminuiu muito de uns meses pra cá.
wrongItem | pedi missô e veio shoyu
courier; mod:courier; praise | O motoboy do iFood me ligou 5 vezes gritando que não ia subir e largou a sacola no chão da guarita. A comida em si tava boa.
app; mod:app | o cupom de 20% sumiu na hora de pagar e o app cobrou o valor cheio
missingItem; unanswered | veio sem hashi e sem o molho do gyoza, liguei 3 vezes na loja e ninguém atendeu
missingItem; service | Reclamei que veio sem ovo e a atendente respondeu "lê a descrição que não vem ovo". Só que na descrição tá escrito meio ajitama. Além de errar ainda é grossa.
taste; praise | The broth was amazing but the noodles were super soggy by the time they got to my place near UFPR. Maybe pack them separately?
spoiled | o ovo tava com cheiro estranho, azedo mesmo. joguei fora
foreignBody | achei um fio de cabelo enrolado no macarrão 🤢
poisoning | comi o lamen de frango ontem à noite e passei a madrugada inteira vomitando
raw | o gyoza de carne tava com o recheio rosado e mole no meio, claramente cru
allergy | Avisei na observação que tenho alergia a gergelim e o lamen veio coberto de gergelim. Podia ter ido parar no hospital.
general | decepcionante. esperava muito mais pelo que falam
general; mod:offensive | lixo de restaurante, bando de incompetentes
mod:noOrder | nunca pedi aí mas um colega do trabalho disse que viram barata na cozinha, fiquem espertos
delay; mod:threat | 2 horas pra chegar. se atrasar assim de novo eu vou aí e quebro essa vitrine inteira
packaging; mod:refund | o caldo veio todo derramado, pedi reembolso e o iFood negou dizendo que não tinha "evidência suficiente", sendo que mandei foto e tudo
price | taxa de entrega de 14 reais pro Batel sendo que moro a 2 km da loja
other=cancelaram o pedido | cancelaram meu pedido depois de 50 minutos sem explicação nenhuma
other=nota fiscal | pedi nota fiscal com CPF na observação e não veio
praise | tinha medo do caldo derramar no caminho mas veio super bem fechado, parabéns pelo cuidado
praise | um amigo falou que aqui demora, mas chegou em 25 min. lamen pelando e gyoza crocante
cold; praise | gyoza delicioso, só que chegou morno
warmDrink | o ramune chegou quente e o chá gelado em temperatura ambiente
melted | o sorvete de matcha veio derretido, virou uma sopa verde
missingItem; praise | lamen perfeito como sempre mas esqueceram a coca
customisation | escrevi SEM CEBOLINHA em caixa alta na observação e veio cheio de cebolinha
praise | I was about to complain that the egg was missing but it was hiding under the nori lol. Great tonkotsu.
taste | muito salgado, o shoyu parecia água do mar
foreignBody | achei um inseto boiando no caldo, já mandei as fotos pra Vigilância Sanitária
pricePortion; praise | Gostoso, mas 6 gyozas por 38 reais é puxado demais.
portion | o gyoza tá cada vez menor, daqui a pouco vem do tamanho de uma moeda
delay | entrega expressa, só 1h40 pra atravessar o Centro 👏👏
notDelivered | no app tá como entregue e eu não recebi nada. cadê meu lamen?
notDelivered; unanswered | o pedido nunca chegou e a loja não responde o chat desde as 20h
packaging; praise | o gyoza veio todo amassado porque o pote abriu, mas o sabor salvou
missingItem | segunda vez seguida que esquecem o ovo. da outra vez achei que foi engano, agora já virou costume
diet | pedi o lamen vegano e veio com katsuobushi por cima. peixe não é vegano né gente
wrongItem | veio o pedido de outra pessoa, um tantanmen com o nome "Rafael" na sacola, e eu sou a Juliana
price | Delivery fee was 12 reais for 1.5 km, that's more than my bus fare for the whole week lol
praise; delay | Best ramen I've had since leaving Japan, honestly. Took almost an hour to get to Rebouças though.
price | cobraram a taxa de entrega duas vezes no mesmo pedido, se não estornarem vou abrir reclamação no Procon
missingItem | Faltou o molho do gyoza. Ah, e o guardanapo, mas isso tudo bem. O molho que fez falta.
courier; missingItem | o motoboy de vocês abriu a sacola no caminho, o lacre tava rasgado e faltava um gyoza, contei 5 de 6
service | fui retirar no balcão e a moça me tratou super mal, revirou o olho quando perguntei do pedido
taste | Faltou o ovo! Edit: veio sim, tava num potinho separado. Mas o nori veio murcho, parecendo papel molhado.
customisation; praise | pedi o caldo à parte e veio tudo junto, mas tava tão bom que nem liguei muito
praise | achei que o nível 4 ia ser demais pra mim mas foi perfeito
taste | o gyoza tava encharcado de óleo, escorria no papel
taste | gyoza queimado embaixo, preto mesmo, gosto amargo
spoiled | o moyashi tava passado, mole e com cheiro ruim
foreignBody | tinha um pedaço de plástico duro no recheio do gyoza, quase quebrei o dente
raw; poisoning | o chashu tava meio cru no meio e passei mal o dia todo depois
delay; unanswered | mais de uma hora esperando, mandei mensagem no chat 3 vezes e nada
app; mod:app | o app travou na hora do pix e o pagamento saiu duas vezes
notDelivered; mod:refund | o pedido não chegou faz 10 dias e até agora o estorno não caiu, o iFood só fica mandando mensagem automática
missingItem; packaging; diet; praise | Ordered for our study group at PUC: 4 ramens and 2 gyoza. One shoyu had no egg, the tonkotsu lid popped and leaked everywhere, and the "veggie" one smelled like pork. Otherwise the flavors were on point.
praise | Shoyu ramen hits different on a cold Curitiba night 🍜
other=troco errado | pedi troco pra 100 e voltou troco como se eu tivesse dado 50
missingItem; cold | faltou o arroz e o gyoza veio frio
praise; taste | amo esse lugar mas hoje o caldo tava aguado, bem diferente do normal
wrongItem; diet | pedi gyoza de legumes porque sou vegetariana e veio de carne de porco
diet; wrongItem | sou diabético, pedi coca zero e veio coca normal. ainda bem que olhei a lata antes
packaging | sacola rasgada, o caldo escorreu até no chão do elevador
general | sinceramente, não recomendo
praise | Pedi pela primeira vez depois de ver no Instagram e não me arrependi: caldo cremoso, ovo no ponto, chashu derretendo e o gyoza com a borda crocante. Vale cada centavo.
| alguém sabe se eles abrem na segunda?
praise | puta que pariu que gyoza bom, meu deus
praise | Achei que tinham mandado o lamen errado, mas fui eu que cliquei no missô em vez do shoyu kkkk. Tava ótimo de qualquer jeito.
cold; taste | antes era perfeito, hoje o gyoza veio frio e murcho
taste | o ajitama que devia ter a gema mole veio cozido até ficar cinza
portion; praise | gostoso, mas veio tão pouco caldo que mal cobria o macarrão
delay; praise | demorou bastante mas valeu a pena, tonkotsu excelente
praise | demorou o normal, uns 40 min, chegou tudo quentinho e bem embalado
courier; mod:courier | o entregador do app foi grosso comigo e ainda ficou reclamando que eu não dei gorjeta
courier; mod:offensive | o motoboy de vocês é um imbecil, ficou 20 min buzinando na frente do prédio em vez de ligar
missingItem | No chopsticks, no spoon. I had to drink the ramen straight from the bowl like a caveman.
diet | I'm vegetarian and ordered the veggie ramen, there was clearly pork fat floating on top.
wrongItem; praise | Got a spicy miso instead of my shio. Still ate it and it was good, but not what I ordered.
delay; cold | 90 min wait and everything was cold. Not ordering during exam week again.
pricePortion | 45 reais for 5 gyoza? Are they stuffed with gold?
praise | O caldo veio salgado. Na verdade não, fui eu que despejei o tarê todo que veio à parte 🤦 Depois de acertar tava ótimo.
taste | o nível 2 de vocês é mais forte que o nível 4 de qualquer outro lamen da cidade, não dá pra comer
customisation | pedi sem pimenta pro meu filho de 6 anos e veio apimentado, ele não conseguiu comer
packaging; taste; praise | mandaram o gyoza dentro do mesmo pote do caldo e ele ficou encharcado. o sabor em si é ótimo
price | cobraram o adicional de gengibre que no cardápio diz que é cortesia
delay | Demorou 1h... corrigindo, 1h15, olhei agora o horário do pedido. Enfim.
missingItem | Faltou o gyoza! Ops, achei no fundo da sacola. Mas o molho realmente não veio.
| ia reclamar que veio sem hashi mas tava grudado embaixo do pote. ainda não comi
service; praise | Da vez passada veio sem ovo e quando reclamei me chamaram de mentirosa no chat. Dessa vez veio tudo certinho e gostoso, mas ainda tô chateada com aquele atendimento.
delay | de novo atrasou. toda vez é isso, mais de uma hora pra chegar no Portão
cold; taste | Broth was lukewarm and pretty bland, not what I expected from the reviews.
taste; mod:hate | macarrão empapado e caldo sem sal, tinha que ser paraíba na cozinha
packaging; mod:offensive | caralho, terceira vez que o caldo vaza na sacola, vocês são uns merdas
missingItem | semana passada faltou o ovo, hoje faltou o gyoza. qual vai ser na próxima?
praise; price | comida excelente mas o preço subiu demais esse ano
missingItem | The egg was missing from my tonkotsu, and it's literally in the menu photo.
paidExtra | paguei R$ 7 de chashu extra e veio a mesma quantidade de sempre
paidExtra; praise | paguei pelo ovo extra e não veio, fora isso tudo perfeito
wrongItem | pedi gyoza grelhado e veio cozido no vapor
diet | já é a terceira vez que peço o lamen vegetariano e vem pedacinho de bacon no meio, agora desisti
mod:noOrder | dizem por aí que o dono não paga os funcionários em dia. boicote
mod:noOrder | minha vizinha pegou intoxicação com o lamen daqui, nem pensem em pedir
praise | meu namorado teve intoxicação num lamen do Centro ano passado, aqui sempre pedimos e nunca tivemos problema
delay; courier; mod:courier | o pedido ficou pronto rápido, o app mostrou, mas o entregador do iFood ficou rodando pelo bairro 40 min antes de chegar
app; mod:app | o rastreio do app mostrava o motoboy parado no mesmo lugar há meia hora, não dava pra saber nada
unanswered | liguei umas 4 vezes pra corrigir o número do apartamento e ninguém atendeu
packaging; service | caldo derramado e no chat a resposta foi "problema do ifood", nem um pedido de desculpas
taste; praise | massa do gyoza perfeita mas o recheio sem tempero nenhum
raw | o frango do karaage tava rosado por dentro, perto do osso tava cru
foreignBody; mod:offensive | achei uma unha no gyoza, vocês são uns porcos imundos
spoiled; poisoning | o kimchi tava com gosto de estragado e eu passei mal a noite toda
melted | o mochi de sorvete chegou derretido, grudou tudo no plástico
warmDrink | refri sem gás e quente, parecia aberto há dias
delay; packaging; cold; missingItem; praise | Pedi dois lamens e duas porções de gyoza pra família, chegou com 1h10, um dos caldos derramado, gyoza morno e faltou um refri. O tonkotsu em si é muito bom, mas assim fica difícil.
packaging | lamem xegou td derramado na sacola, mo nojera
missingItem | CADÊ O OVO??? TODA VEZ ISSO
praise | 🍜🔥🔥🔥 top demais
praise; cold | Piá, que lamen bão! só o gyoza que veio meio frio, mas de boa
customisation; missingItem | Came with the wrong spice level, I asked for mild and got something that made me cry. Also no napkins.
praise | The order was late - actually no, I typed the wrong scheduled time myself. Food was great, sorry guys.
cold | Last time my gyoza were cold, this time they were cold again. Consistency, I guess.
praise | Love that they have a real vegetarian broth, I asked in the chat and they confirmed it's kombu and shiitake, no pork.
diet | pedi a opção sem glúten e o macarrão claramente era o de trigo normal, não dá pra confiar
diet | pedi sem manteiga no missô porque tenho intolerância a lactose e veio com manteiga derretendo por cima
other=fecharam mais cedo | o app diz que fecha 23h e recusaram meu pedido às 22h, toda semana isso
praise | As an exchange student from Osaka I was skeptical, but this tonkotsu is legit. The gyoza reminded me of home.
taste | o macarrão tava cru, duro no meio, parecia que nem passou na água
| primeira vez pedindo, vamos ver
| pedi o combo casal 2 com gyoza
notDelivered; mod:threat | o lamen nunca chegou. sei onde o dono mora, lá no Cabral, vou postar o endereço dele e foto da casa no grupo do bairro
praise; taste | gyoza 10/10, lamen 6/10, caldo meio sem graça
delay; service | atrasou 1h e toda vez que eu perguntava no chat respondiam "já tá saindo", copiado e colado
taste | Veio lamen errado... não, pera, é o mesmo, mudaram a receita? O missô tá bem mais doce que antes, não curti.
customisation; praise | adorei o tantanmen, mas pedi nível 5 de pimenta e veio parecendo nível 1
missingItem; praise | atendimento nota 10 no chat, faltou o ovo e já me mandaram um cupom na hora
`,
);

/** Set GB: a bar's snacks during football matches in Rio: excited writing, warm beer and flat chopp, greasy portions, food after the final whistle, friendly banter beside real insults and safety cases. */
export const BY_OTHERS_GB = parseReviews(
  "othersGB",
  `
delay; cold | pedi a porção de fritas no inicio do primeiro tempo e chegou qdo o juiz apitou o fim do jogo. fritas geladas igual a zaga do vasco
praise | bolinho de bacalhau de vcs é melhor que o ataque do meu time kkkkk chegou quentinho antes do hino, nota 10
warmDrink | chopp chegou choco, sem gás nenhum, parecia água de salsicha
delay | o motoboy chegou no apito final. vi o gol do mengão comendo amendoim velho da geladeira. 1h50 pra 3km
praise | seus malucos!!! calabresa acebolada perfeita, cebola no ponto, chopp trincando. FLAMENGOOOOO
taste | frango a passarinho encharcado de óleo, dava pra fritar outra porção com a gordura que ficou no fundo da caixa
raw | o frango a passarinho tava rosa por dentro, sangue escorrendo no osso. não dá né galera, frango cru não
poisoning | passei a madrugada inteira no banheiro depois do bolinho de bacalhau de ontem, eu e meu cunhado. vascaíno sofre duas vezes
foreignBody | achei um cabelo enorme enrolado na calabresa. perdi a fome e o jogo tava 0x0, dia perdido
missingItem | pedi 2 caipirinhas de limão e veio só uma. a outra foi pro vestiário?
wrongItem | pedi caipirinha de limão e veio de maracujá. nada contra maracujá mas eu pedi LIMÃO
courier; mod:courier | o entregador do ifood ficou buzinando e me xingando pq demorei 2 min pra descer no intervalo. mal educado demais
delay; mod:offensive | bando de incompetente, arrombados, 2 horas pra uma porção de batata. enfia essa batata vcs sabem onde
praise | kkkkkkk vcs são uns ladrões... ladrões do meu coração, porção enorme, preço camarada e chegou no 1º tempo. te amo bar do Zé
spoiled | o bolinho de bacalhau tava com cheiro azedo, recheio com gosto de peixe passado. joguei tudo fora
packaging | a caipirinha veio com a tampa solta e vazou tudo dentro da sacola, as fritas ficaram boiando em cachaça
| pedi 1 porção de calabresa e 2 chopp pro jogo do flu
praise | mano que bolinho. chegou antes do juiz apitar o início. obrigado bar, vcs são o Arrascaeta das porções
delay; mod:threat | chegou de novo depois do jogo acabar. na próxima eu vou aí no bar e quebro essa porra toda, tô avisando
price | R$ 18 de taxa de entrega pra 2 quarteirões?? nem o ingresso do maraca é tão salgado
pricePortion | 49 reais numa porção de calabresa que tinha umas 10 rodelas. brincadeira
portion | porção de fritas "grande" veio menor que a pequena do mês passado, diminuíram muito
taste; cold | fritas murchas, moles e frias. parecia que tinham sido fritas no jogo de quarta
warmDrink; praise | frango a passarinho sensacional, sequinho e crocante. só o chopp que chegou quente, parecia chá mate
notDelivered | o app diz entregue mas não chegou NADA. jogo acabou e eu na seca. liguei no bar e disseram q o motoboy já entregou. entregou pra quem??
unanswered; delay | 1h20 esperando, liguei 4 vezes no bar e ninguém atende, deve tá todo mundo vendo o jogo né
service; delay; mod:offensive | o atendente no whatsapp respondeu "calma irmão, tá saindo" por 50 minutos e depois me bloqueou. atendente lixo, vai tomar no cu
customisation | pedi a calabresa SEM cebola, escrevi na observação em caps, veio afogada em cebola. sei que é acebolada mas pedi sem
allergy | avisei no pedido que tenho alergia a camarão e o bolinho veio com camarão misturado no bacalhau. tive que tomar antialérgico no intervalo
diet | pedi caipirinha com adoçante pq sou diabético, escrevi na observação, veio cheia de açúcar
praise | gente o bar do seu Tião é patrimônio da Tijuca. porção de frango quentinha, chopp gelado, entregador gente boa. o fluzão perdeu mas a noite foi salva
delay; cold; warmDrink | chegou tudo depois dos acréscimos: fritas frias, chopp quente. combo da derrota
mod:noOrder | nunca pedi aí mas meu vizinho disse que acharam uma barata na porção de vcs. vergonha
mod:noOrder | o dono desse bar é ladrão, todo mundo na rua sabe, não peçam nada daí
taste | calabresa torrada, preta, amarga. parecia carvão do churrasco de domingo
missingItem | cadê o molho tártaro do bolinho? e os guardanapos? comi com a mão e limpei na camisa do time
wrongItem | veio o pedido de outra pessoa, porção de mandioca e 3 guaraná. eu pedi frango e chopp. alguém no Méier tá feliz com meu chopp
app; mod:app | o cupom de clássico do ifood (20% off) não aplicou de jeito nenhum, o app dava erro e paguei cheio
praise; delay | sempre peço e sempre é bom, mas hoje demorou mais de uma hora, perdi o primeiro tempo todo. o bolinho salvou
courier | o entregador de vcs chegou mastigando e com sal no dedo, a porção tava com cara de mexida. sacanagem
praise | caipirinha na garrafinha é genial, chegou geladinha e forte. tô bêbado no segundo tempo já, obrigado
taste | bolinho de bacalhau sem bacalhau, só batata e cheiro verde. o bacalhau passou longe
portion; praise | frango muito gostoso, tempero de boteco raiz, mas a porção é pequena pra 4 marmanjos vendo jogo
foreignBody | tinha um pedaço de plástico azul no meio das fritas. quase engoli. cuidado aí
poisoning; spoiled | a calabresa tava com gosto estranho, meio azeda, e duas horas depois eu tava vomitando. minha mulher também
warmDrink; service | chopp veio quente, liguei pra reclamar e o cara do bar riu e disse "é dia de jogo amigo, se vira". falta de respeito
other=cancelaram o pedido | cancelaram meu pedido aos 30 do segundo tempo sem avisar nada. fiquei esperando à toa
praise | rapaziada do bar é foda. frango a passarinho com alho frito por cima, coisa de outro mundo
courier; mod:courier | motoboy do app não quis subir, mandou eu descer 4 andares bem na hora do pênalti. perdi o pênalti
praise | vcs são uns FDP de tão bom que é esse bolinho. sério. 10/10
delay; mod:hate | demorou 1h30, só podia ser coisa de baiano preguiçoso nessa cozinha
paidExtra | paguei adicional de cheddar e bacon nas fritas e não veio nenhum dos dois
warmDrink; packaging | garrafa de chopp veio aberta, metade derramada na sacola e o que sobrou tava sem gás
| pedi pelo app às 20h, jogo do fogão. depois conto
delay; cold; service | demorou 1h40, chegou tudo frio e quando reclamei no chat o bar disse que a culpa era do trânsito do jogo e pronto. sempre tem desculpa
raw | bolinho de bacalhau cru por dentro, a massa ainda gelada e crua no meio
wrongItem; price | cobraram o chopp de 1 litro e mandaram o de 500ml
praise | chegou no intervalo certinho, quentinho, com aquele cheirinho de bar. o entregador ainda comemorou o gol comigo kkkk
delay; warmDrink; mod:offensive | porra de bar de quinta, chopp quente, entrega atrasada, dono safado
general | horrível. nunca mais peço. nem o juiz de ontem foi tão ruim
general | decepcionante. esperava mais do bar que todo mundo fala bem
other=nota fiscal | pedi nota fiscal pra empresa e não mandaram. já é a segunda vez
praise; taste | bolinho de bacalhau perfeito mas as fritas vieram moles
app; delay; mod:app | o app ficou mostrando "saiu pra entrega" por 1h e o pedido ainda tava no bar, rastreio do ifood é inútil
courier | o entregador de vcs parou em fila dupla e ficou gritando meu nome no meio do jogo, o prédio todo reclamou
other=troco errado; mod:threat | o motoboy me deu troco errado de novo, faltou 10 conto. sei onde ele mora, da próxima vai apanhar
praise | caipirinha de caju de garrafa, nunca tinha visto, maravilhosa. já virei cliente
missingItem | faltou o chopp. só veio a comida. comer calabresa sem chopp no clássico é tortura psicológica
spoiled | a cebola da calabresa tava com mofo, juro, umas partes pretas e cheiro de geladeira velha
foreignBody; service | achei um pedaço de unha no frango, mandei foto pro bar e disseram que "isso é osso". osso de que, do goleiro?
pricePortion; praise | o bolinho é muito bom mas 6 bolinhos por 42 reais? tá igual o preço do perna de pau que meu time contratou
packaging | a caixa de isopor chegou amassada, fritas esmagadas, parecia que alguém sentou em cima
| pedido 4421, frango + 2 caipirinhas de limão. vasco x flu
unanswered | mandei 3 msgs no chat perguntando do meu pedido e ninguém respondeu até agora
delay; mod:offensive | vão se foder, 1h30 de atraso, jogo acabou e fui dormir com fome
warmDrink | caipirinha chegou quente, o gelo derreteu todo, virou suco de limão aguado com cachaça morna
taste; cold | bolinho duro por fora e frio por dentro, parece de ontem requentado
customisation | pedi a maionese à parte pq meu amigo não come, veio maionese em cima de todas as fritas
diet | pedi guaraná zero pro meu filho que é diabético e veio o normal. ele quase tomou
mod:noOrder | esse bar é fachada, um amigo de um amigo comeu lá e passou mal. não sei, só tô avisando
delay; praise | demorou, mas quando chegou era o melhor frango a passarinho da Tijuca. perdoado
poisoning | comi o frango e tive diarreia a noite toda. não sei se foi o frango ou o meu time, mas provavelmente foi o frango
courier; mod:courier | entregador do ifood ficou com meu troco de 20 reais, disse que não tinha moeda e foi embora
service; mod:offensive | a mina que atende o telefone é uma grossa do caralho, me tratou feito lixo quando perguntei do pedido
wrongItem; missingItem | veio calabresa no lugar do frango e faltou a caipirinha. acertaram nada, igual o centroavante do meu time
praise | sou botafoguense e tô sofrendo, mas essa porção de fritas com cheddar me abraçou. obrigado seu Manel
wrongItem; mod:hate | veio errado de novo, claro, bar cheio de viado que não presta atenção em nada
raw; service | frango a passarinho cru perto do osso, reclamei e o bar disse que é normal ficar rosinha. normal pra quem?
allergy | falei que sou alérgico a amendoim e a porção veio com farofa de amendoim por cima. sorte que vi antes de comer
price | cobraram 2 chopps e eu pedi 1, veio 1. cobraram o dobro e ninguém resolve
praise | minha esposa odeia futebol mas ama o frango de vcs. agora ela fala "vamos ver o jogo" só pra pedir daí
delay; courier | o entregador de vcs parou no bar da esquina pra ver o gol e demorou 40 min a mais, eu vi ele lá da minha janela
missingItem | cadê o limão do frango? frango a passarinho sem limão não existe
general; mod:offensive | lixo de bar, vão à merda
portion; warmDrink | chopp de 1 litro veio com uns 700ml e sem gás
delay | 2h. DUAS HORAS. deu tempo do jogo, do pós jogo e da mesa redonda
delay; unanswered; service | pedido atrasadíssimo, liguei 3 vezes sem ninguém atender e quando atenderam desligaram na minha cara
foreignBody; mod:offensive | tinha uma mosca boiando na caipirinha, seus porcos imundos
praise | da última vez o chopp veio choco mas hoje veio perfeito, geladinho, com espuma. evoluíram
praise | achei que ia demorar por causa do clássico mas chegou em 25 min. show
cold | as fritas chegaram mornas. não frias, mornas. fritas mornas não servem pra nada
missingItem; mod:refund | faltou metade do pedido e o ifood negou meu reembolso dizendo que o restaurante confirmou tudo
taste; praise | calabresa boa mas a cebola veio crua e dura, acebolada de mentira
delay; mod:threat | atrasou 1h hoje. se atrasar assim no jogo de domingo eu vou aí e taco fogo nesse bar
wrongItem | pedi caipirinha de cachaça e veio de vodka. caipiroska não é caipirinha, respeita
praise; price | tudo ótimo, mas taxa de entrega de 12 reais em dia de jogo é roubo
warmDrink; courier; mod:courier | o motoboy do ifood trouxe o chopp na mochila sem isopor, chegou quente. e ainda foi grosso comigo
| perguntei se entrega no Grajaú, disseram que sim. pedi
poisoning; mod:offensive | vomitei a noite toda depois do bolinho, seus envenenadores de merda
spoiled; foreignBody | tinha larva dentro do bolinho, o bacalhau tava podre. nojo
praise | o entregador chegou suado, correndo, pedindo desculpa pelo trânsito do jogo, mas chegou no horário. dei gorjeta
missingItem; service | esqueceram o chopp e o bar disse que eu que não pedi. tá no print meu chapa
delay; cold; warmDrink; missingItem; mod:offensive | ô bar de merda porra, chegou no fim do jogo, batata fria, chopp quente, esqueceram o molho, vcs são uma vergonha seus filhos da puta
taste | caipirinha fraca, parecia limonada. a cachaça passou longe
courier | o motoboy de vcs jogou a sacola por cima do portão e foi embora, caiu no chão
pricePortion | porção de fritas cada vez menor e o preço cada vez maior. 38 reais num punhado de batata
other=sem troco | motoboy chegou sem troco pra 50, tive que correr no vizinho no meio do jogo
mod:noOrder | sou dono do bar do lado e aviso: esse bar usa óleo de um mês, todo mundo no bairro sabe
app; mod:app | o app do ifood não deixava colocar observação, travava toda vez que eu clicava
customisation; taste | pedi a calabresa bem passada, veio mole e pálida
praise; missingItem | tudo maravilhoso mas esqueceram a farofa. de resto, campeão
praise | EU TE AMO BAR DO GORDO!!!!! MENGÃOOO E CALABRESA NO PONTO 🔴⚫🔴⚫
notDelivered; unanswered | nunca chegou, liguei e ninguém atende. 80 reais jogados fora no dia do clássico
notDelivered; mod:refund | pedido não chegou e o ifood até agora não estornou, já são 5 dias
wrongItem; service | veio caipirinha de morango em vez de limão, pedi pra trocar e a moça disse que "bebida não troca"
taste; mod:hate | fritas horríveis, coisa de português burro mesmo, esse dono
praise | seu Zé, seu velho rabugento, a calabresa continua a melhor da Penha. abraço
praise | vcs são muito sacanas, mandaram uma porção tão grande que não consegui ver o segundo tempo de tanto comer
warmDrink; praise | porra Juninho, a porção tava um espetáculo mas o chopp veio quente de novo meu parceiro, bota gelo nessa bag
spoiled | chopp azedo, com gosto de vinagre. barril velho com certeza
foreignBody | tinha um prego pequeno (!!!) na porção de fritas. podia ter quebrado um dente
delay; courier; mod:courier | motoboy do ifood ficou 30 min parado na esquina, vi tudo pelo mapa
cold; packaging | sem tampa, sem papel alumínio, a porção veio num prato de isopor aberto e chegou gelada
| o jogo foi uma merda. o pedido foi o de sempre
delay; taste; mod:offensive | cara vcs sao uns idiota mesmo, a fritas chego mole e tarde, depois do gol do adversario, vsf
melted | pedi um açaí de sobremesa junto com as porções e veio derretido, virou sopa roxa
paidExtra | paguei a porção extra de alho frito e o frango veio sem alho nenhum
diet | avisei que sou vegano e pedi as fritas sem bacon, veio com bacon picado por cima
app; mod:app | paguei no pix pelo app, o ifood cobrou e o pedido nunca foi pro bar, ficou "aguardando pagamento"
praise | o entregador ficou comigo vendo o pênalti na porta kkkk gente boa demais
mod:noOrder | vi no grupo do bairro que esse bar serve carne de gato no lugar do frango. cuidado pessoal
foreignBody; mod:threat | cabelo na porção de novo. amanhã vou aí e meto a porrada no cozinheiro
foreignBody | achei um caco de vidro no bolinho de bacalhau. vou acionar a Vigilância Sanitária e o Procon
poisoning | eu e mais 3 amigos passamos mal depois da calabresa do jogo de ontem. vou levar na vigilância sanitária
general | pessimo
praise | 👏👏👏🍺🍟
praise; mod:offensive | comida boa mas o dono desse bar é um otário, corno manso
price | cobraram uma taxa de "dia de jogo" de 5 reais que nem aparecia no cardápio
portion | a porção de calabresa "pra 2" não dá nem pra 1 criança
courier | o entregador de vcs deixou meu pedido no prédio do lado, tive que ir buscar lá no fim do primeiro tempo
`,
);

/** Set GC: baby food and children's meals for anxious parents: children's allergies, labels, sour purées, hair, temperatures, health words where nothing happened. */
export const BY_OTHERS_GC = parseReviews(
  "othersGC",
  `
spoiled | a papinha de abóbora chegou azeda, senti o cheiro assim que abri o pote. ainda bem que provei antes de dar pro meu filho
praise | Meu filho de 9 meses comeu TUDO da papinha de mandioquinha com frango, nunca vi ele comer assim. Obrigada!!! 🥰
allergy | Avisei na observação, em letra maiúscula, que minha filha tem ALERGIA A OVO. O bolinho de banana veio com "contém ovo" no rótulo. Não dei, graças a Deus eu li antes. Mas e se fosse a babá dando? Isso é muito sério, pessoal.
praise | fiquei com medo por causa da alergia a amendoim do Pedro mas estava tudo certo, rótulo certinho, sem traços, e ainda mandaram um bilhetinho confirmando. virei cliente
foreignBody | cabelo na papinha de batata doce. cabelo comprido, enrolado no meio da papa. meu estomago embrulhou
delay; cold | A marmitinha kids chegou 1h20 depois do previsto e fria. Criança de 3 anos com fome não espera, né gente
wrongItem | pedi papinha de carne com cenoura e veio de peixe. meu filho ainda nao foi apresentado ao peixe, não pude dar nada pra ele no almoço
allergy; other=rótulo errado | O rótulo da papinha dizia SEM LEITE em destaque, mas quando fui ler a lista de ingredientes tinha manteiga. Meu filho tem APLV. Ele comeu duas colheradas antes de eu ver, graças a deus não teve reação, mas passei a tarde toda olhando a pele dele, a respiração, medindo tudo. Rótulo contraditório numa loja de comida de bebê é inadmissível.
poisoning | meu bebê vomitou a noite toda depois da papinha de frango com abobrinha. foi a única coisa diferente que ele comeu no dia. a pediatra disse que pode ter sido alguma contaminação
praise | sou avó do Miguel e pedi pela primeira vez sozinha pelo aplicativo, minha neta me ensinou. Chegou tudo bonitinho, quentinho, o menino adorou. Parabéns à cozinha
missingItem | faltou o suco de uva da lancheira, meu filho foi pra escola só com o sanduiche
delay | pedi às 11h a lancheira pra escola e chegou 12:40, o transporte escolar já tinha passado. tive que sair do trabalho pra levar
customisation | Coloquei na observação: SEM SAL, bebê de 8 meses. Veio com sal. Provei e tava igual comida de adulto. Pra que serve o campo de observação então?
price | R$ 19,90 de taxa de entrega pra 3km. absurdo
pricePortion | 32 reais num potinho de 120g de papinha. meu filho comeu em 4 colheradas. caro demais pelo tamanho
packaging | a tampa de dois potinhos veio solta e a papinha escorreu pela sacola toda. perdi 2 das 5 refeições da semana
| pedi o kit semanal de introdução alimentar, 10 potinhos
courier; mod:courier | O entregador do iFood tocou o interfone umas dez vezes seguidas, acordou meu bebê que tinha acabado de dormir, e ainda reclamou que eu demorei pra descer. Falta de educação total.
app; mod:app | o cupom de primeira compra não funcionou de jeito nenhum, o app dava erro toda vez que eu aplicava. acabei pagando o valor cheio
unanswered | mandei mensagem no chat 4 vezes perguntando se a papinha que chegou tinha glúten, porque não veio lista de ingredientes, e ninguém respondeu. desisti e não dei pro meu filho
spoiled; service | Liguei pra avisar que a papinha veio com cheiro estranho, meio ácido, e a moça disse "é assim mesmo, é orgânico". Nem pediu pra eu mandar foto. Péssimo atendimento.
general | decepcionada. esperava muito mais de uma empresa que faz comida de bebê
praise | Melhor papinha que já comprei. Textura perfeita pra idade, dá pra ver os pedacinhos dos legumes. Minha filha de 1 ano pede "mais"!!
raw | o frango da marmitinha kids tava rosado por dentro. ROSADO. pra uma criança de 4 anos. não deixei comer
taste | o purê de maçã tava sem gosto nenhum, aguado. meu filho cuspiu tudo
notDelivered | pedido marcado como entregue e nada chegou. liguei pro porteiro, nada. meu filho ficou sem jantar
diet | meu filho é celíaco e pedi o macarrãozinho sem glúten. veio o macarrão comum, dava pra ver pelo formato e pela embalagem. ainda bem que conferi
praise | pedi pra minha mãe que tá cuidando do meu bebê essa semana, ela disse que chegou rapidinho e bem embalado 👏
foreignBody | achei um pedaço de plastico duro na papinha de feijão. podia ter engasgado meu filho!!!! to tremendo ate agora
praise | A da semana passada veio com um fio de cabelo, reclamei e vocês trocaram na hora. Hoje veio perfeita. Obrigada pela atenção
wrongItem; allergy | Veio a lancheira de outra criança, com sanduíche de pasta de amendoim. Meu filho tem alergia grave a amendoim, anafilaxia. Ele não chegou a comer porque a professora viu o nome errado na etiqueta. Imaginem se ela não tivesse visto. Eu não consigo nem pensar.
cold | as papinhas vieram geladas, tive que esquentar tudo de novo, e na descrição fala "entregue morna, pronta pra servir"
melted | o picolé de fruta que vem no combo kids chegou virado suco 😂 minha filha chorou
warmDrink | o suquinho de laranja veio quente, bebida de criança tem que vir gelada. de resto ok
paidExtra | paguei 6 reais a mais pela porção extra de fruta e não veio
spoiled; poisoning | o iogurte natural da lancheira tava vencido há 3 dias e minha filha comeu antes de eu ver. teve dor de barriga e diarreia à tarde. quero explicação
praise | Estava morrendo de medo de pedir comida pronta pro meu primeiro filho, li tudo, perguntei mil coisas no chat e responderam tudo com paciência. Papinha chegou lacrada, com data, ingredientes e até na temperatura certa. Mãe de primeira viagem agradece 🙏
mod:noOrder | nunca pedi aí mas no grupo de mães da escola falaram que uma criança foi parar no hospital por causa da papinha de vocês. cuidado mães
general; mod:offensive | lixo de empresa, vocês são uns porcos, deviam ter vergonha de vender isso pra bebê
foreignBody; mod:threat | achei cabelo na comida da minha filha. se acontecer de novo eu vou aí pessoalmente e quebro essa cozinha inteira, sei onde fica
spoiled | a papinha de beterraba tava fermentando, tampa estufada. vou denunciar na vigilância sanitária, não é possível
missingItem | não veio a colherzinha e nem o babador descartável que fala na descrição. tive que improvisar no carro
delay | 2 horas. DUAS HORAS pra uma papinha. bebê berrando de fome e eu sem ter o que fazer
praise | rápido, quentinho, gostoso
taste | a sopinha tava muito salgada pra criança, não sei se mudaram a receita mas antes era bem melhor
customisation | pedi pra cortar tudo em tirinhas pro BLW e veio tudo amassado. a gente não faz papa, por isso escrevi na observação
portion | o potinho veio pela metade. literalmente metade do pote vazio
diet | Somos vegetarianos e pedi a marmita kids veggie. Tinha frango desfiado misturado no arroz. Minha filha nunca comeu carne. Muito chateada.
praise; delay | Comida maravilhosa, meu filho amou o escondidinho, mas demorou quase 1h30 pra chegar
allergy | Escrevi "APLV - SEM LEITE E DERIVADOS" e veio a papinha com queijo ralado por cima. Meu bebê ficou com a boca vermelha e umas manchinhas no pescoço, dei o antialérgico que o médico receitou e passou. Mas tô muito assustada até agora.
praise | graças a deus não teve reação nenhuma! era a primeira vez que ele comia ovo e escolhi a papinha de vocês porque o rótulo é super claro. deu tudo certo ❤️
| minha esposa que pediu, não sei dizer
other=sem data de validade | os potinhos congelados não tinham data de validade nem de fabricação. como eu vou saber até quando posso dar pro meu filho?
other=chegou descongelado | As papinhas são vendidas congeladas mas chegaram totalmente descongeladas, moles. Não dá pra recongelar comida de bebê, então tive que usar tudo em 2 dias.
service | a atendente me respondeu com ironia quando perguntei se a papinha tinha traço de castanha. "se tivesse estaria escrito né mãe". precisa disso?
app; mod:app | o app mostrava "saiu para entrega" fazia 50 minutos e o pedido ainda tava na loja, a loja que me falou. rastreamento do app não serve pra nada
notDelivered; mod:refund | pedido não chegou e o ifood negou meu reembolso dizendo que foi entregue. meu filho ficou sem comer e eu sem o dinheiro
foreignBody; service | Encontrei um fio de cabelo na papinha de ervilha. Mandei foto no chat e me ofereceram um cupom de 5 reais. CINCO REAIS. Não quero cupom, quero saber como isso aconteceu.
praise | meu pai (avô babão) pediu pro netinho e me mandou foto do menino todo lambuzado de papinha de manga kkkkk aprovadíssimo
delay; cold; missingItem | atrasou 50 min, veio frio e sem o suco. três erros num pedido só
taste | a carne da papinha tava dura, cheia de fibra, meu bebê se engasgou um pouquinho. pra essa idade tem que vir bem desfiada
pricePortion | pelo preço que cobram esperava mais comida, a marmita kids é praticamente um lanchinho
price | cobraram 3 potinhos na fatura e eu pedi 2. conferi o pedido duas vezes
general | nunca mais peço
wrongItem | veio papinha de 6 meses (lisinha) e eu pedi a de 12 meses com pedaços. minha filha recusa papa lisa
praise | a nutricionista de vocês me ligou pra confirmar o pedido por causa da alergia a leite da Alice. nunca vi isso em nenhum delivery. confiança total
spoiled | o feijão da marmitinha tava azedo, fazendo bolhinha. como isso sai da cozinha??
courier | o motoboy da loja deixou a sacola no chão da portaria sem avisar ninguém e ficou lá 40 min até eu descobrir. comida de bebê não pode ficar largada assim
taste; praise | a papinha de frango é ótima mas a de legumes veio queimada no fundo, gosto de tostado
packaging | a embalagem veio toda amassada e o potinho rachado. não tive coragem de dar, podia ter caquinho de plástico
diet | pedi o bolo de aniversário SEM AÇÚCAR pro meu filho que é diabético tipo 1, tava bem doce e depois vi que tinha açúcar mascavo. a glicemia dele foi lá em cima na festa
praise | fiquei com medo mas estava tudo certo 🙌 primeira vez que peço comida pronta pra bebê e me surpreendi
wrongItem; unanswered | veio a papinha errada, liguei 3x no número da loja e ninguém atendeu. mandei whats também, nada
foreignBody; mod:hate | tinha cabelo na papinha, claro, com aquela cozinheira de cabelo ruim que vocês contrataram só podia dar nisso
delay | entrega expressa de 1h45. expressa. 👏👏👏
praise | comida de verdade, sem conservante, tempero leve. meu filho de 2 anos finalmente come legume
other=cancelaram o pedido | cancelaram meu pedido 10 minutos antes do horário agendado, sem explicação nenhuma. fiquei sem almoço pro bebê
missingItem | pedi 7 potinhos e vieram 6
allergy | minha filha tem alergia a ovo e a "panqueca sem ovo" tinha ovo sim, perguntei no chat depois e confirmaram que usam a mesma massa. ela comeu e ficou toda empolada, fomos parar na emergência
praise | Entregador super educado, esperou eu descer com o bebê no colo e ainda me ajudou com a sacola. Papinha chegou morninha. Nota 10
cold | marmita kids fria, batatinha gelada, arroz frio
portion | a porção de arroz da lancheira é de passarinho, meu filho de 6 anos voltou da escola morrendo de fome
foreignBody | tinha um pedacinho de osso no meio da papinha de frango. osso! pra bebê de 10 meses! graças a deus eu amasso tudo de novo antes de dar e senti no garfo
| pedi pro meu sobrinho, ele que vai avaliar
praise | Pedi para minha neta que é intolerante a lactose e deu tudo certo, não teve dor de barriga nem nada. A comida é leve e gostosa. Vou pedir mais vezes.
diet | o pudim "zero lactose" tinha leite condensado comum, tava escrito no rótulo. minha filha é intolerante, ainda bem que li antes de dar
price; service | a loja cobrou a embalagem térmica à parte (8 reais) e quando questionei disseram "se não quiser, não pede". grosseria
delay; praise | atrasou uns 30 min mas a papinha tava divina, meu filho raspou o pote
general | experiência horrível do começo ao fim
taste | o purê de batata tava cheio de caroço e grudento
spoiled; mod:refund | A papinha veio com bolor na tampa. Abri reclamação e o app recusou o reembolso porque "não tinha foto suficiente". Mandei 4 fotos.
customisation | pedi sem cebola pq meu filho tem refluxo e o médico pediu pra evitar. veio com cebola picada por todo lado
other=muito quente | a papinha veio pelando de quente, a bebê quase queimou a boca porque a vó deu direto achando que tava morna. tem que avisar ou mandar numa temperatura segura
notDelivered | nunca chegou. esperei a tarde inteira com a criança no colo
raw | o ovo cozido da marmitinha veio com a gema mole, escorrendo. criança pequena não pode comer ovo mal cozido, risco de salmonela
wrongItem; praise | veio sabor diferente (abobrinha em vez de chuchu) mas a bebê amou então tudo bem kkk
courier; mod:courier | o entregador do app abriu a sacola lacrada na minha frente pra "conferir" o pedido. papinha de bebê, lacre rompido. não dei pro meu filho
delay; mod:offensive | atrasou de novo seus incompetentes do c*****. toda semana a mesma merda
| primeira compra, ainda não abri os potinhos, são pra semana que vem
praise | A vovó aqui aprovou! Pedi pros meus netos gêmeos e vieram duas lancheiras com os nomes deles escritos. Que capricho!
spoiled | o leite do mingau tava talhado. coalhou tudo. cheiro de azedo
delay; service | atrasou 1h e quando liguei o rapaz disse que "mãe sempre acha que tá atrasado". como assim?
foreignBody; poisoning | achei um inseto pequeno no fundo do pote DEPOIS que meu filho já tinha comido metade. ele vomitou de madrugada. tô arrasada
portion; taste | pouca comida e sem tempero nenhum
praise | sou pai solo e esse delivery salvou minha semana. obrigado de verdade
other=nota fiscal | preciso da nota fiscal pro reembolso do auxílio creche e a loja diz que manda e até agora nada
cold; packaging | a bolsa térmica que vocês anunciam não veio, mandaram numa sacolinha comum de mercado, e a comida chegou fria
praise | textura perfeita, temperatura perfeita, cheirinho de comida de vó
allergy; service | Meu filho tem alergia a amendoim, perguntei antes se o cookie era seguro e disseram que sim. No verso da embalagem: "pode conter traços de amendoim". Reclamei e a resposta foi que "traço não é amendoim". Gente, é exatamente isso que mata uma criança alérgica.
delay | demorou
praise | demorou o normal, nada de mais, e a comida tava boa
price; praise | a papinha é boa mas o preço subiu muito do mês passado pra cá, de 18 pra 26. aí não dá
foreignBody | Eu, avó, fui dar a papinha pro meu netinho e tinha um cabelo bem no meio. Na minha época a gente usava touca na cozinha. Fiquei muito desgostosa.
taste | veio tudo muito temperado, parecia comida de adulto. tinha até pimenta do reino. pra criança de 2 anos??
missingItem | não mandaram os talheres e eu marquei pra mandar, estava na praça com as crianças e tive que dar com a mão
mod:noOrder | essa empresa é de fachada, o dono é o mesmo daquela que fechou por vigilância ano passado. não confiem
wrongItem | trocaram a lancheira do meu filho pela de uma menina, veio nome "Sofia" na etiqueta. e era de peixe, ele não come peixe
praise | Meu filho tem autismo e seletividade alimentar, come poucas coisas. Vocês mantêm sempre o mesmo padrão da papinha de batata com carne e isso faz toda diferença pra gente. Obrigada pela consistência.
general; mod:offensive | empresa de merda. ponto.
spoiled | cheiro de azedo na hora que abri. não dou isso pro meu bebê nem morta
delay; courier; mod:courier | o entregador do ifood ficou rodando no bairro 40 min, o mapa mostrava ele indo e voltando, e chegou atrasado reclamando do meu endereço
app; mod:app | não consigo colocar a observação de alergia no app, o campo some quando aperto pra escrever. tive que ligar pra loja pra avisar
praise | fiquei desesperada quando vi "contém leite" no rótulo, mas aí li direito e era a papinha do meu sobrinho que pedi junto. a do meu filho tava certinha, sem leite 😅
diet | minha filha é diabética, pedi o guaraná zero no combo kids e veio o normal. ela quase tomou
taste; cold | frango borrachudo e frio
praise | eles mandaram um cartãozinho de parabéns pro aniversário de 1 ano da minha filha 🥹 amei
foreignBody | grampo! um grampo de cabelo dentro da marmita kids. meu filho de 3 anos quase colocou na boca
delay; spoiled | demorou 2h30 e quando chegou a papinha de fruta tava fermentada, com cheiro de álcool. sem condição
other=sem rótulo; unanswered | a embalagem veio sem rótulo nenhum e o telefone da loja só dá caixa postal. queria saber se a papinha de hoje tinha ovo, fiquei sem dar
praise; missingItem | tudo perfeito, só esqueceram a colherzinha
poisoning | minha filha teve diarreia depois do almoço de vocês, e foi a única que comeu do restaurante aqui em casa. coincidência?
praise | fiquei com medo da papinha de peixe, primeira vez dela, mas estava tudo certo, sem espinha nenhuma 🐟
other=troco errado | paguei em dinheiro e o troco veio faltando 10 reais
service; mod:threat | a dona da loja me bloqueou no whatsapp depois que reclamei. vou espalhar o endereço da casa dela nos grupos de mães pra todo mundo ir lá cobrar
raw; praise | a papinha é ótima mas dessa vez o peixe veio cru no meio, translúcido. não dei
taste | a papinha de pera tava com gosto de geladeira, sabe? estranho
delay; mod:offensive | 1h40 esperando, bando de imbecis, brincando com criança faminta
| comprei pra levar na viagem, depois conto
praise | meu bebê não quis comer mas é fase, ele não tá querendo nada essa semana. a comida parecia ótima e cheirosa
pricePortion; praise | Gostosa mas 29 reais numa marmitinha que mal enche a mão de uma criança? Pesado pro bolso.
packaging | o lacre do potinho tava rompido quando chegou. não sei se abriram ou se já saiu assim, mas não dei pro bebê
other=chegou antes do horário | agendei pras 11:30 e chegou 9h, ninguém avisou. tive que guardar na geladeira e requentar, perde a graça de pedir pronto
diet | a papinha "sem glúten" veio com farinha de trigo na lista de ingredientes. meu filho tem doença celíaca, não dei
praise | chegou em 20 minutos, mais rápido que eu esquentar a mamadeira kkk
allergy | Minha sogra fez o pedido e avisou da alergia a ovo do meu filho, mas veio maionese caseira junto com o franguinho. Ainda bem que ela desconfiou e não deu.
taste; mod:hate | coloca uma cozinheira nordestina pra fazer comida de criança e dá nisso, tudo salgado e mal feito
spoiled; service | chegou estragado e a loja disse que o problema foi eu não ter colocado na geladeira. eu abri NA HORA que chegou!!!
missingItem | veio só uma das duas lancheiras, meu caçula foi pra escola sem
courier | o motoboy de vocês mesmos (não é o do app) foi super grosso, jogou a sacola por cima da grade
praise | Sou avô e não entendo nada dessas modernidades, mas a papinha da minha netinha chegou certinha e ela comeu feliz. Muito obrigado.
`,
);

/** Set GE: a vegan and natural-food kitchen in Florianópolis: animal products in vegan dishes, honey, gluten, kombucha exploded or flat, plastic, passive-aggressive politeness, irony, problems read about elsewhere. */
export const BY_OTHERS_GE = parseReviews(
  "othersGE",
  `
diet | Pedi o bowl vegano de grão-de-bico e veio com queijo parmesão ralado por cima. Queijo DE VERDADE, o cheiro não nega. Sou vegana há 8 anos, fiquei muito chateada.
diet; praise | O brownie cru é maravilhoso, textura perfeita... só fiquei curiosa pra saber por que o "vegano" tem mel na lista de ingredientes da etiqueta. Deve ter sido erro de digitação, né? 🙂
packaging | a kombucha de gengibre explodiu dentro da sacola e encharcou tudo, o wrap e os guardanapos boiando em kombucha
warmDrink | kombucha chegou sem gas nenhum, parecia cha doce choco
packaging; praise | Tudo muito gostoso, mas pra uma marca que fala tanto de sustentabilidade veio cada coisinha num potinho de plástico, até o gergelim. Contei 7 potes pra um pedido de uma pessoa só.
allergy; poisoning | Sou celíaca e pedi o wrap marcado como SEM GLÚTEN. Passei a madrugada com dor de barriga e diarreia. Quando liguei disseram que a tortilha é de um fornecedor novo e que não sabiam se tinha trigo. Não dá pra vender como sem glúten sem saber.
praise | melhor açaí de floripa, sem xarope de guaraná e sem açúcar, finalmenteee 💜
| pedi o bowl tailandês pra experimentar, vamos ver
delay | Parabéns pela entrega, chegou tão rápido que deu tempo de eu fazer uma meditação guiada de 1h30 esperando 🙏✨
delay; cold | o bowl quente de lentilha chegou gelado depois de 1h10 de espera
mod:noOrder | Nunca pedi daqui mas vi no grupo Veganos de Floripa que acharam ovo no tofu mexido. Fica o alerta pra galera.
praise | Tinha lido no Reclame Aqui que a porção era pequena, mas meu bowl veio bem servido e tudo fresquinho. Vou pedir de novo com certeza
foreignBody | achei um fio de cabelo LONGO no meio do bowl de quinoa. perdi a fome
spoiled | o homus tava azedo, com aquele cheiro de coisa passada. homus nao é pra ser fermentado
portion; praise | Saboroso demais o wrap de falafel, mas é do tamanho de um charuto rs. Comi e fiquei com fome
pricePortion | R$ 46 num bowl com meia concha de arroz integral e 4 rodelas de pepino. Tás tolo, queridu?
price | taxa de entrega de 12 reais do Itacorubi pra Trindade?? são 3 km
missingItem | não veio o molho tahine que acompanha o falafel, e falafel sem molho é farofa de grão de bico
paidExtra | paguei 8 reais de adicional de tofu defumado e nao veio nem um cubinho
wrongItem | pedi kombucha de hibisco e veio de maracujá. nada contra maracujá mas não foi o que eu pedi
customisation | Coloquei na observação SEM COENTRO em caixa alta e o bowl veio com uma floresta de coentro por cima 🙃
courier; mod:courier | o entregador se recusou a entrar no condomínio e mandou eu ir buscar lá na SC-401, debaixo de chuva
app; mod:app | o cupom nao funcionava de jeito nenhum, o app so dizia "cupom inválido". acabei pagando cheio
notDelivered | Pedido consta como entregue e eu não recebi nada. Fiquei sem almoço.
unanswered | Mandei mensagem no chat 4 vezes perguntando se o molho pesto levava castanha, ninguém respondeu. Acabei não comendo por precaução.
service | perguntei educadamente se o pão de queijo vegano levava polvilho azedo ou doce e a atendente respondeu "lê a descrição". Ok né
diet; mod:offensive | Bando de hipócrita, se dizem veganos e metem manteiga no cookie. Dá pra sentir no primeiro pedaço. Vergonha
diet; mod:threat | Acharam que eu não ia perceber que o "bacon de coco" era bacon de porco?? Sei onde vocês ficam. Vou aí e faço o cozinheiro engolir isso na frente de todo mundo.
taste; mod:hate | Comida sem sal nenhum. Isso que dá encher a cozinha de argentino, esse povo não sabe temperar nada
other=cancelaram o pedido; mod:refund | Cancelaram meu pedido do nada e o reembolso até hoje não caiu no cartão, já faz 10 dias. O iFood só manda mensagem automática.
customisation | Olá, tudo bem? Só um pequeno feedback, com todo carinho: escrevi "sem cebola, por favor" e veio bastante cebola roxa. Entendo que a cozinha é corrida. Gratidão 🙏🌱
diet | Bolo cru de cacau "100% vegetal" com mel. Perguntei no chat e me responderam que usam mel de abelha nativa "porque é natural". Natural não é vegano, gente.
praise | kombucha de uva chegou geladinha e borbulhando, perfeita
warmDrink | kombucha quente, tipo a temperatura do Centro em janeiro. ninguém merece
packaging; warmDrink | a tampa da kombucha veio meio aberta, vazou metade na sacola e o que sobrou tava sem gás
taste | wrap encharcado, a tortilha desmanchando de tanto molho
taste | Bowl sem sabor nenhum. Tipo, NENHUM. Comi grão de bico com água.
general | decepcionante. esperava muito mais pelo hype todo
general | horrível, nunca mais peço
delay; praise | comida incrível como sempre, só demorou bem mais que o normal hoje, uns 40 min a mais
praise | da última vez a kombucha veio choca, hoje veio perfeita. obrigada por ouvirem!
praise | chegou rapido, tudo certinho e o entregador gente boa
diet; raw | O hambúrguer "vegano" de lentilha era de frango, e ainda por cima rosado por dentro. Não passei da primeira mordida.
foreignBody | tinha um pedaço de plástico duro no meio do raw cake, quase quebrei um dente
foreignBody | bichinho (acho que caruncho) na granola do bowl de açaí. natural demais pro meu gosto
poisoning | Passei mal a madrugada inteira depois do bowl de cogumelos. Vômito e diarreia. Foi a única coisa que comi ontem.
spoiled | o iogurte de coco veio com bolinhas de mofo na borda. a data na etiqueta tava ok, mas o produto não
allergy | avisei que tenho alergia a castanha de caju e o "queijo" vegano do wrap era... de castanha de caju. percebi na primeira mordida e parei
wrongItem; diet | Veio o pedido de outra pessoa, com frango grelhado e ovo cozido. Nem sabia que vocês tinham opção com frango. Sou vegano, não comi nada.
mod:noOrder | Essa loja é fachada, compram tudo pronto no atacado e só montam o pote. Um amigo que trabalhou lá que contou.
mod:noOrder | não comprei mas minha vizinha passou mal com a salada deles semana passada, fiquem espertos
delay | Vi gente no insta reclamando que achou cabelo na comida, no meu graças a Deus não tinha nada, mas demorou 1h20 pra chegar.
praise | Meu filho que odeia verdura comeu o wrap inteiro. Milagre 🙌
| primeira vez pedindo, ainda nao provei a kombucha, deixei na geladeira pra amanhã
taste; praise | O bowl tailandês é uma delícia, mas o raw cake de limão tava com gosto forte de óleo de coco, enjoativo.
diet | pedi o wrap SEM GLÚTEN e veio numa tortilha de trigo comum, dava pra ver pela textura. não sou celíaca mas evito glúten e paguei mais caro justamente por isso
diet; mod:offensive | Seus merdas, "brigadeiro vegano" feito com leite condensado Moça. O rótulo tava até colado no pote kkkk
pricePortion; taste | 32 reais numa fatia de raw cake do tamanho de um post-it e ainda sem graça
missingItem | não mandaram talher. comer bowl com a mão foi uma experiência diferente, mas não pedi por isso
missingItem | pedi o molho à parte e ele veio... em lugar nenhum. nem junto nem separado
melted | o sorvete de banana com cacau chegou uma sopa
melted; delay | Pedi nice cream e picolé de açaí. 1h de espera, chegou tudo derretido.
melted | o cheesecake cru de maracujá chegou derretido, escorrendo pelo pote. raw cake tem que vir refrigerado, né
courier; mod:courier; missingItem | o entregador comeu uma das minhas coxinhas de jaca, o lacre da sacola tava rompido e a caixa veio com 5 em vez de 6
courier; mod:courier | o motoboy foi super grosso só porque demorei 2 minutos pra descer
app; mod:app | o rastreio no app ficou parado em "em preparo" por 40 minutos e o pedido já tava na portaria
other=cancelaram o pedido | cancelaram meu pedido 5 minutos antes de fechar sem avisar nada, fiquei esperando à toa
other=nota fiscal | pedi nota fiscal com CNPJ e não veio. mandei mensagem e disseram que não emitem
diet; service | A resposta de vocês pra minha reclamação foi "todos os nossos pratos são veganos, você deve ter se enganado". Eu sei reconhecer um camarão, obrigada.
diet | Adorei o toque de atum no "atum de melancia" 👏👏 realmente muito convincente. Tão convincente que era atum mesmo.
warmDrink | Parabéns pela kombucha "still", inovação total. Nunca tinha tomado kombucha lisa e morna, experiência única.
packaging | Entendo a proposta de ser tudo natural, mas a embalagem de papelão "biodegradável" desmanchou com o caldo do bowl e vazou no meu sofá
packaging | chega de tanto plástico, gente. vcs vendem estilo de vida sustentável e mandam talher descartável embalado um por um em plástico, canudo de plástico e sacola de plástico. coerência zero
packaging; praise | comida nota 10, embalagem nota 2: tudo em isopor. ISOPOR. numa loja vegana. em 2024.
taste | falafel seco e duro, parecia frito ontem
taste | o arroz integral tava cru no meio, crocante. nao é assim que se faz
spoiled | a couve do wrap tava amarelada e murcha e o tomate molengo com cheiro ruim
praise | Gratidão por existir um lugar assim no Campeche 💚🌱
delay; unanswered | quase 2h esperando, liguei 3x no telefone da loja e ninguém atendeu
notDelivered; unanswered | nunca chegou, dazumbanda. ficou 3h em "preparando" e ninguém respondeu no chat
notDelivered; mod:refund | Pedido não chegou e o iFood negou meu reembolso dizendo que foi entregue. Entregue pra quem?
diet | O pote da torta "vegana" de palmito veio com uma etiqueta "contém: ovo e leite". Nem sei o que dizer.
allergy; poisoning | Tenho APLV e pedi aqui justamente por ser tudo vegano. O pão de queijo "vegano" tinha leite, confirmaram depois no chat. Tive reação forte, fui parar no postinho do Rio Tavares.
portion | o bowl "família" serve uma pessoa com fome moderada
pricePortion | caro pra caramba pelo tamanho. 3 bolinhas de falafel por 29 reais
price | R$22 uma kombucha de 300ml é brincadeira
price | o pedido dava 49 e cobraram 58, colocaram taxa de embalagem "eco" à parte sem avisar em lugar nenhum
wrongItem | pedi o tamanho grande e veio o pequeno
wrongItem | veio wrap de homus no lugar do de falafel e a kombucha de outro sabor também
customisation; praise | o bowl é uma delícia, mas pedi sem pimenta e veio ardendo. meu namorado comeu feliz pelo menos kkk
diet | pedi o suco sem açúcar porque sou diabético e veio adoçado com agave. agave é açúcar, gente
diet | pedi kombucha ZERO açúcar e mandaram a tradicional, só vi depois de tomar metade. sou diabética, não posso
foreignBody; service | achei um grampo de cabelo no bowl e quando avisei no chat me ofereceram um cupom de 5 reais. sério mesmo?
general; mod:offensive | lixo de lugar, dono arrogante, cozinha porca
taste; mod:offensive | Que comida de merda, insossa demais. Cozinheiro incompetente do caralho
delay | porra, 1h40 pra um wrap. ó-lhó-lhó, minha fome já virou raiva
praise | puta que pariu que bowl bom
taste; mod:hate | Comida sem gosto. Também, cozinha cheia de paraíba, vai esperar o quê
diet; mod:threat | Veio carne moída no chili vegano DE NOVO. Se acontecer mais uma vez eu vou aí e quebro essa porra toda
diet | Encontrei pedaço de frango desfiado no strogonoff de cogumelos. Vou denunciar na Vigilância Sanitária e no Procon, isso é propaganda enganosa.
diet; mod:threat | me venderam bolo "vegano" com mel. vou postar o endereço de casa e o celular do dono no grupo pra todo mundo ir lá encher o saco dele, aguardem
praise | Li uns comentários falando que a kombucha explode, a minha veio bem vedada e gelada. Recomendo!
mod:noOrder | Vi no TikTok uma moça mostrando que o queijo vegano deles é queijo normal ralado. Não vou arriscar pedir.
general | Esperava mais. Bem mais.
general; praise | o entregador foi um amor, mas o resto foi uma decepção total
taste | kombucha doce demais, parecia refrigerante de guaraná
spoiled | a kombucha tinha uns fiapos boiando e cheiro de podre, nada a ver com scoby normal. joguei fora
packaging | o pote do bowl chegou amassado e com a tampa solta, metade do molho ficou na sacola
packaging; taste | o raw cake chegou todo esmagado, virou pudim. e o gosto também não ajudou, doce demais
packaging | a garrafa de kombucha estourou quando abri, melou a cozinha inteira, teto incluso. sei lá como vcs engarrafam isso
warmDrink; delay | kombucha morna e sem gás, pudera, 1h30 passeando de moto pela ilha
praise | wraps incríveis e embalagem toda de papel, zero plástico. amei o cuidado 🌎
portion | Queridos, amei a proposta minimalista do bowl. Tão minimalista que achei que tinha vindo a amostra grátis 😊 Abraços
delay | "Entrega em 30-40 min". Chegou em 1h25. Mas tudo bem, eu tava fazendo jejum intermitente mesmo né 🙂
price; praise | Não tinha cabelo, não tinha plástico, tudo perfeito e saboroso. Só que o preço é bem salgado pra quem mora aqui o ano todo
praise | sempre peço e nunca tive problema nenhum, a kombucha de morango é vício
praise | Tinha lido que vocês usavam mel na granola, perguntei no chat e me explicaram que trocaram por melado de cana faz tempo. Obrigada pela transparência, o bowl tava ótimo
praise | não sou vegana mas amei, o wrap de jaca é surreal
praise | meu marido jurou que ia chegar frio por causa da distância até Santo Antônio mas chegou quentinho
praise | pedi pro meu pai que é churrasqueiro raiz e ele nem sentiu falta da carne. recomendo
praise | achei que com essa chuva ia demorar horrores mas veio em 25 min, obrigada!
praise | a kombucha faz psssss quando abre, é normal né? gostei muito, bem gasosa
praise | Pedi sem cebola e veio sem cebola. Milagre, vocês são os primeiros da ilha 😂
taste | Muito saudável, o raw cake tem tanto açúcar de coco que garantiu minha cota de doce do ano 👍
portion | Adorei o desafio de encontrar o recheio do wrap. Achei dois grãos de bico, ganhei alguma coisa?
packaging | Que sustentável, 9 potinhos de plástico pra uma salada 🌱♻️👏
cold | Wrap quentinho? Não. Geladinho igual a água da Joaquina em julho
cold; praise | o caldo de abóbora é muito gostoso mas chegou morno, quase frio
warmDrink; praise | La kombucha llegó sin gas y caliente, una pena porque el bowl estaba riquísimo
delay; missingItem | Ordered to our airbnb in Lagoa, took almost 2 hours and the kombucha was missing. Food was ok.
diet | Pedí el bowl vegano y tenía trocitos de jamón. Soy vegetariana hace 10 años, no puede ser.
praise | Best vegan food I had in Brazil, the acai bowl is unreal
| vcs abrem domingo? queria pedir o bolo de cenoura pro aniversário da minha mãe
| pedi o combo detox
| vou pedir de novo pra comparar com aquele outro lugar do Córrego Grande
other=troco errado | paguei em dinheiro, dei uma nota de 100 e o troco veio faltando 10 reais
wrongItem | acabou o tofu e trocaram por grão-de-bico sem me perguntar nada
other=ingredientes não informados | a descrição do bowl não lista nenhum ingrediente, só diz "bowl da casa". pra quem tem restrição fica impossível saber o que tá comendo
diet | pedi o açaí com melado no lugar do mel (sou vegana) e mandaram com mel mesmo. o potinho tava escrito MEL
allergy | No cardápio o bolo de cenoura é "sem glúten". Sou celíaco, comi uma fatia e aí vi na etiqueta de trás "contém trigo". Obrigado pela roleta russa.
delay; cold; missingItem | 1h30 de espera, a sopa chegou fria e não veio o pão de fermentação natural que tava no pedido
wrongItem; warmDrink | trocaram minha kombucha de limão por uma de frutas vermelhas e ainda veio quente
missingItem; unanswered; service | faltou o wrap no meu pedido, liguei umas 5 vezes sem ninguém atender e quando finalmente atenderam desligaram na minha cara
app; mod:app | o app não deixava colocar observação no pedido, travava toda hora. pedi sem conseguir avisar da minha alergia, por sorte veio tudo ok
courier; mod:courier | entregador ficou 15 min parado na frente do prédio mexendo no celular antes de interfonar, vi tudo da janela
wrongItem; mod:refund | Veio tudo errado, pedi reembolso pelo app e negaram. Absurdo.
spoiled; poisoning | o leite de castanha tava com gosto azedo, tomei assim mesmo e passei o dia com cólica
mod:noOrder | Esse pessoal copia as receitas da nossa loja na Lagoa e ainda vende mais caro. Gente, prestigiem quem fez primeiro.
taste; praise | o molho de amendoim é sensacional, mas o tofu veio borrachudo e sem tempero nenhum
diet; praise | Bowls maravilhosos, pena que o "parmesão vegano" de castanha hoje veio trocado por parmesão normal. Acontece, mas com vegano não pode acontecer.
`,
);

/** Set GG: Tex-Mex in Goiânia, a fifth in Spanish and a few in English: spice levels, brown guacamole, soggy nachos, price per size, fake reviews, a rival, threats and slurs, irony and emoji. */
export const BY_OTHERS_GG = parseReviews(
  "othersGG",
  `
delay; cold | Pedi 2 burritos de carne às 19h40 e chegou 21h10, tudo gelado. Ninguém merece
praise | Melhor guacamole de Goiânia sem exagero. Nachos crocantes e a salsa de pimenta é de verdade 🔥🔥
taste | o guacamole veio todo marrom, com cara de ter sido feito ontem. sem condições
customisation | Marquei pimenta SUAVE e veio um negócio que quase me matou kkkkk minha boca tá pegando fogo até agora 🥵
packaging; taste | O burrito estourou dentro da caixa, feijão e arroz espalhados por tudo. E os nachos moles igual papelão molhado
missingItem | Cadê o sour cream?? O combo Texas vem com sour cream e não veio nada
paidExtra | paguei 6 reais de adicional de sour cream e nem sinal dele 🙄
pricePortion | R$ 54 num burrito "grande" que é do tamanho de um pastel de feira. Não dá
taste | Como mexicana les digo: esto no es un taco al pastor. La tortilla es de harina y la carne no tiene piña ni achiote. Qué tristeza 😢
praise | ¡Por fin unos tacos decentes en Goiânia! Las tortillas de maíz se sienten hechas a mano y la salsa verde pica rico. Volveré a pedir 🇲🇽
delay; cold; taste | Ordered the chicken quesadilla, took over an hour and it showed up cold and rubbery. Not great.
praise | MELHOR RESTAURANTE DO MUNDOOO!!! 5 estrelas!!! comida perfeita atendimento perfeito tudo perfeito recomendo muito!!!!
mod:noOrder | Nunca pedi e nem vou pedir. Todo mundo do ramo sabe que essa cozinha é imunda e que reaproveitam guacamole de um dia pro outro. Quer comida mexicana de verdade procura outro lugar
delay; mod:threat | Terceira vez que atrasa mais de 1h. Sei onde fica essa loja no Setor Bueno, na próxima eu vou aí pessoalmente e quebro esse balcão na porrada
taste; mod:hate | comida sem gosto nenhum. tambem né, cozinha cheia de venezuelano, o que esperar dessa gente
delay | Entrega super rápida 👏👏 só 1h50 pra atravessar 3 km. Parabéns 🏆🐢
praise | Da última vez o nacho veio murcho mas dessa vez veio perfeito e crocante. Voltaram a acertar 👍
courier; mod:courier | O motoboy não quis subir, me fez descer 8 andares e ainda reclamou que eu demorei
app; mod:app | Cupom de 20% não aplicava de jeito nenhum e o app travou no pagamento 3 vezes
wrongItem; mod:refund | Veio burrito de frango no lugar do de carne, pedi reembolso pelo app faz 12 dias e até hoje nada
| pedi o combo família
notDelivered | Pedido consta como entregue mas não recebi NADA. O porteiro confirmou que ninguém veio
raw | O frango da quesadilla tava rosado por dentro, cru mesmo. Joguei fora
spoiled | sour cream azedo, cheiro estranho, estragado mesmo. nem provei o resto
foreignBody | Achei um cabelo enorme no meio do burrito. Perdi a fome na hora 🤢
poisoning | Comi os tacos de carnitas ontem à noite e passei a madrugada inteira vomitando. Minha esposa comeu o mesmo e também passou mal
allergy | Avisei na observação que tenho alergia a amendoim e o frango com mole veio cheio de amendoim. Tive que tomar antialérgico. Isso é sério gente
diet | Pedi o burrito vegetariano e tinha pedaço de carne moída no meio. Sou vegetariana há 10 anos, que nojo
diet | Pedi coca zero, veio coca normal. Sou diabético, ainda bem que percebi antes de tomar
praise; warmDrink | Os nachos estavam ótimos mas o refri chegou quente e a margarita sem gelo nenhum, choca
praise; melted | Os churros vieram bons mas o sorvete de doce de leite que acompanha chegou virado sopa
service | Liguei pra perguntar do pedido e a atendente foi super grossa, falou "tá saindo" e desligou na minha cara
delay; unanswered | Pedido atrasado 50 min. Mandei 4 mensagens no chat e liguei 3 vezes. Ninguém respondeu. Nada.
general | Decepcionante. Nunca mais peço.
portion | Taco vem com 3 dedos de recheio e só. Pouquíssimo recheio, a tortilla fica sobrando
price | Taxa de entrega de R$14 pra 4 km? Tá de brincadeira
wrongItem | Pedi quesadilla de queijo e veio de frango. Meu filho não come frango
customisation | Escrevi SEM CEBOLA em maiúsculo na observação. O pico de gallo era 80% cebola 🧅🧅🧅
other=nota fiscal | Pedi nota fiscal com o CNPJ da empresa e não mandaram, disseram que não emitem
delay; cold | Una hora y media para unos nachos. Llegaron fríos y el queso hecho una piedra. No vuelvo
praise; portion | Muy rico todo parce, la carne asada bien sazonada, pero la porción es muy pequeñita para lo que uno come. Igual volvería
customisation | Pedí picante nivel 3 "para mexicanos" y vino sin nada de picante, parecía para bebé. Si dicen que es picante que pique, no?
praise | Honestly the best burrito I've had since I moved to Brazil. Huge, well wrapped, great salsa. 10/10
delay; mod:offensive | Bando de incompetente do caralho, 2 horas esperando essa merda de burrito
general; mod:offensive | lixo de restaurante, vcs são uns porcos
taste | nacho encharcado de cheddar, virou uma papa. crocância zero
praise; taste | Burrito gigante e bem recheado, mas o arroz tava meio sem sal
pricePortion | guacamole de 100g por R$18? kkkkk o abacate tá caro mas nem tanto
missingItem | Não mandaram talher nem guardanapo. Comer nachos com cheddar só com a mão foi uma experiência
taste | El guacamole estaba café oscuro por encima, se nota que lo hicieron hace horas. Y le ponen mayonesa?? En serio?
| Alguém sabe se eles abrem segunda?
delay; courier; mod:courier | O pedido ficou pronto rápido segundo o app, mas o entregador ficou rodando pela cidade com outros pedidos e chegou 50 min depois
praise | Pedi com medo por causa das avaliações ruins mas veio tudo certinho, quentinho e no tempo. Surpreendeu
wrongItem | Veio o pedido de outra pessoa, com o nome "Rafaela" no saco. Eu sou o Júlio e pedi tacos, veio salada
price | Aumentaram o preço do combo de 39 pra 52 de um mês pro outro. Absurdo
praise | Comida top demais, entrega rápida, recomendo a todos!!! 👍👍👍👍👍 (primeira avaliação minha aqui)
mod:noOrder | Meu cunhado trabalhou aí e disse que o frango fica fora da geladeira o dia inteiro. Não peçam!!
service; mod:threat | A dona me respondeu com ironia no chat. Já descobri o Instagram dela e o endereço da casa, vou expor pra todo mundo ver quem ela é
taste | Nachos "crocantes" 🤡 dava pra tomar de canudinho
customisation | Adorei que pedi o molho à parte e veio tudo afogado no molho 😍😍 atenção aos detalhes nota 1000
missingItem; taste | No sour cream, no salsa, no lime. Just a sad dry burrito in a box. Come on guys
missingItem; service | Les escribí porque faltaba la gaseosa y me respondieron "no es problema nuestro". Qué mala atención, de verdad
raw | carne do taco al pastor veio crua no meio. porco mal passado não dá né
packaging | Saco rasgado e a tampa do guacamole aberta, metade do guac grudado no saco
packaging; cold | embalagem de isopor amassada e o burrito chegou frio
taste | Quesadilla com gosto de óleo velho, muito gordurosa. Enjoei no segundo pedaço
praise | entrega no horário, tudo quentinho, obg 😊
praise | A taquería que eu precisava na minha vida 🌮🌮🌮 o de carnitas é surreal
price | El envío cuesta casi lo mismo que la comida. Muy caro para Goiânia
praise; taste | Muy buenas las quesadillas, el queso se estira bien rico. Les falta un poquito de sal pero todo bien
delay | pedi 12h pro almoço e chegou 13:40, já tinha voltado pro trabalho. comi no lanche da tarde
notDelivered; unanswered | nunca chegou. liguei, ninguém atendeu. app diz entregue. roubado?
general | Péssimo. Só isso.
wrongItem | Pedi tamanho G e veio M. Paguei o G
pricePortion | O "tamanho família" de nachos serve uma pessoa com fome média. R$79 por isso é piada
customisation | Pedi a carne do burrito bem passada, escrevi na obs, veio malpassada
taste | Tacos duros, tortilla parecendo torrada. Requentaram no micro-ondas com certeza
foreignBody | Encontré un pedazo de plástico dentro del burrito. Casi me lo trago. Inaceptable
poisoning | Parce, comí el burrito de pollo y al otro día tuve diarrea todo el día. Solo comí eso, así que fue eso
delay; praise | 45 min estimated, 1h40 actual. The food was really good though
praise | Los nachos con frijoles y jalapeños me recordaron a mi casa en Monterrey. Gracias!
diet | Pedi tortilha sem glúten (tem no cardápio) e veio a de trigo comum. Celíaca aqui, sorte que percebi pela textura
allergy | Sou alérgico a camarão e coloquei em letra grande. Veio camarão no taco misto. Fui parar na UPA
diet | Pedi sem queijo por causa de intolerância à lactose e veio tudo coberto de cheddar
courier; mod:courier | Entregador super mal educado, jogou o saco na minha mão e saiu xingando porque a portaria demorou a liberar
app; mod:app | app mostrava o motoboy parado no mesmo lugar por 40 minutos, o rastreio não funciona
wrongItem; missingItem | Pedí 3 tacos de birria y 1 de suadero, llegaron 4 de pollo y sin el consomé. Ni uno bien
taste; mod:hate | Burrito sem tempero nenhum. Vi que a cozinha é de um casal gay, nem me surpreende, esse povo não sabe fazer nada direito
customisation; mod:offensive | Pela terceira vez mandaram com coentro sendo que eu peço sem. Vocês são burros ou o que?
praise | Bom custo-benefício, burrito grande por 32 reais. Recomendo
price | Cobraram o adicional de guacamole duas vezes no meu pedido, conferi na fatura
other=troco errado | Paguei em dinheiro, nota de 100, e o troco veio faltando 20 reais
other=cancelaram o pedido | Esperei 40 min e a loja cancelou o pedido sem explicação nenhuma. Fiquei sem janta
delay | Qué rapidez, en solo dos horitas llegaron mis tacos 😂😂 ya me había comido un pan
taste | Love the "extra spicy" salsa that tastes like ketchup 🙃
praise; missingItem | Tudo muito gostoso, só esqueceram os limões 🍋
delay; praise | Demorou um pouco mais de uma hora, mas compensou, o burrito de barbacoa é absurdo de bom
| Primeira vez pedindo aqui, vou ver como é
notDelivered; courier; mod:courier | O entregador ligou dizendo que não achou o endereço e foi embora com meu pedido
spoiled | Feijão azedo no burrito, dava pra sentir o cheiro de longe
cold; taste | Tacos frios, tortilla rachando, carne seca.
pricePortion | 45 reales por tres taquitos chiquitos. En México con eso como una semana jaja
praise | Qué chimba esos nachos, parce! Bien cargados de queso y guacamole. 10/10
customisation | Pedí el burrito sin frijoles, lo dije en las notas y vino lleno de frijoles. Para qué ponen el campo de observaciones si nadie lo lee
packaging | La salsa se derramó toda dentro de la bolsa, llegó todo embarrado
service; mod:offensive | Pésima atención, el dueño me contestó de mala manera. Pinche gente mamona, no saben tratar al cliente
price | R$15 delivery fee for a 2 km ride is ridiculous
praise | Best Mexican food in the world!!! Amazing!!! Five stars!!!
wrongItem; notDelivered | Got someone else's order entirely. Called and they said they'd send mine, it never came.
praise | Amei o guacamole, verdinho e com pedaços. Dá pra ver que é feito na hora 🥑
taste | Guacamole aguado e sem sal, parecia papinha de bebê
customisation; taste | pedi pimenta média e veio suave igual água. e o burrito sem gosto
missingItem | Pedí 6 tacos y llegaron 5. Los conté dos veces
portion | Quesadilla fininha, quase sem queijo, metade do tamanho da foto
cold; melted | Dia de calor e o sorvete frito virou sopa, e os tacos frios. Combinação perfeita 🙃
delay; warmDrink | Llegó una hora tarde y la cerveza caliente. Corona caliente es un crimen
praise; packaging | Comida ótima, mas a embalagem do nacho é fraca, chegou amassada e metade quebrado
mod:noOrder | Olha, não pedi não, mas vi no grupo do condomínio que uma moça achou barata no burrito daqui. Fiquem espertos
mod:noOrder | Esse lugar copiou nosso cardápio inteiro, até o nome dos pratos. Original é o nosso, na Av. 85. Vergonha
mod:noOrder | Pior comida mexicana da cidade, comprem no Taco Loco do Jardim Goiás, lá sim é bom!!!
delay; courier; mod:hate | motoboy demorou 40 min pra achar a rua, tinha que ser paraíba né, burro igual todos eles
general; mod:offensive | vão tomar no c* vocês e essa comida de vocês
praise | atendimento no chat nota 10, tirei dúvida sobre o nível de pimenta e me explicaram tudo direitinho
delay; cold; missingItem; mod:offensive | Duas horas, tudo frio e sem o sour cream. Que bosta de restaurante, uns merdas
taste | Carne do burrito era só gordura e nervo 🤮
raw | Chorizo cru no queso fundido. Dava pra ver cru. Nem comi
raw | El pollo de la quesadilla estaba crudo por dentro, rosado. Cuidado con eso, es peligroso
spoiled | La crema agria llegó cortada y con olor a leche vieja. Ya estaba vencida
delay; unanswered | Llevo esperando 1h20, escribo por el chat y nadie responde. Ni un "ya va"
general | Muy malo todo. No lo recomiendo para nada
praise; price | Rico pero caro. Los tacos al pastor están bien hechos, pero 12 reales cada uno es mucho
praise; missingItem | Todo llegó bien calientico, pero no mandaron la salsa picante que pedí. El guacamole buenísimo
other=não aceitaram cartão | No aceptaron tarjeta en la entrega aunque en la app dice que sí, tuve que salir a buscar efectivo
diet | I'm vegan and ordered the vegan burrito, it came with cheese and sour cream on it. Not ok.
praise; customisation | Great tacos, but I asked for no cilantro and there was cilantro everywhere
taste | as tortilhas do taco rasgavam só de pegar, recheio caindo tudo
packaging | o burrito chegou aberto, papel alumínio solto e metade do recheio no fundo da caixa. estourou de vez
pricePortion; praise | Saboroso, mas pelo preço esperava um burrito maior. 48 reais num burrito médio tá puxado
wrongItem | Obrigado pela surpresa 🎁 pedi nachos e veio churros. Ao menos era doce 😂
delay; service | Atrasou 1h e quando reclamei a moça disse que "é sexta-feira, o senhor devia esperar isso". Ótimo atendimento
notDelivered; mod:refund | Pedido não entregue e o app negou o reembolso dizendo que consta como entregue. Quero meu dinheiro
foreignBody | Pedra no feijão do burrito, quase quebrei um dente
| Vocês têm opção de taco de peixe? Queria pedir semana que vem
courier; missingItem; mod:courier | O entregador abriu o saco, o lacre veio rompido e tava faltando o nacho
praise | Fiz pedido grande pro aniversário, 40 tacos, chegou tudo no horário e bem embalado. Os gringos da festa aprovaram 🇲🇽🎉
wrongItem; mod:threat | Errou meu pedido de novo. Se o motoqueiro aparecer aqui de novo com pedido errado vai sair sem a moto, tô avisando
foreignBody | Encontrei um pedaço de unha no guacamole. Tirei foto e vou denunciar na Vigilância Sanitária
poisoning | Depois do burrito de camarão fiquei com dor de barriga e febre a noite toda. Procon neles
praise; taste | Bem temperado, mas os nachos vêm com pouquíssimo queijo derretido, fica tudo seco
general | 🙄🙄🙄 nunca mais
`,
);
