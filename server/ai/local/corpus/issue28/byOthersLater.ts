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
