import { parseReviews28 as parseReviews } from "./parse28";

/**
 * Issue 28, decisions 046 to 049: the last sets written by others, never tuned on and
 * never learnt by the topic model. `eval:content` prints their figures only, never their
 * misses; a set read after a miss moves to `byOthers.ts` and a fresh one takes its place here.
 */

/** Set BA: a quality team's held-out test set: plain, hard, safety, offensive and fake, Spanish and English. */
export const HELD_OUT_BY_OTHERS_BA = parseReviews(
  "blindBA",
  `
praise | melhor hamburguer da regiao sem duvida!!! 🍔🍔
missingItem | cade a coca q eu pedi? veio so o lanche
wrongItem | pedi x-salada e veio x-egg, e eu nem como ovo
customisation | escrevi SEM CEBOLA em maiusculo e veio cheio de cebola, serio isso?
praise; taste | o lanche tava bom mas a batata veio murcha e encharcada de oleo
raw | frango cru por dentro, rosinha e soltando sangue. nojo
foreignBody | achei um cabelo enorme no meio do arroz 🤮
poisoning | comi o temaki ontem a noite e passei a madrugada inteira no banheiro. vomitei 3x. minha namorada comeu o mesmo e tb ta mal. nunca mais
allergy | falei q sou alergica a camarao e veio camarao no molho, tive q tomar antialergico correndo
packaging | o caldo vazou todo dentro da sacola, chegou metade
mod:offensive; delay | bando de incompetente do caralho, 2h esperando
mod:hate; mod:courier; courier | entregador v1ado nem quis subir ate o apto
mod:threat; wrongItem | se vier errado de novo eu vou ai e quebro essa loja inteira
mod:noOrder | nunca pedi ai mas dizem q a cozinha é imunda
notDelivered; mod:refund | pedido nao chegou e ate agr o ifood nao estornou meu dinheiro
mod:courier; courier | motoboy grosso, jogou o pacote por cima do portao e foi embora
delay | entrega relampago, so 2h e 10 min 👏👏
general | horrivel. nunca mais peço
price | taxa de entrega de 15 reais?? ta loko
pricePortion | aumentaram o preço e diminuiram o açai, 22 conto num copinho desse
portion | pouquissima carne no yakisoba, so macarrao
paidExtra | paguei bacon extra e nao veio nem um pedacinho
warmDrink | refri quente e sem gas
melted | sorvete chegou virado sopa
unanswered | liguei 5x e ninguem atende, mandei msg no chat tb nada
service | a moça do whats foi super grossa cmg qdo reclamei
diet | sou vegetariana, pedi o wrap veggie e veio com bacon dentro. vcs leem os pedidos?
praise | pizza chegou pelando e a massa fininha perfeita, nota 10
delay; cold; missingItem | demorou 1h, veio frio e ainda faltou o guarana
delay; wrongItem | alem de atrasar 50 min veio o pedido de outra pessoa
praise; delay | comida maravilhosa so que demorou demais pra chegar
praise; packaging | o sabor é top mas a caixa chegou toda amassada
customisation; praise | pedi a carne mal passada e veio bem passada, uma pena pq o molho é otimo
spoiled | o peixe tava com um cheiro estranho, acho q nao tava fresco nao
poisoning | to ate agora com dor de barriga, e so comi o strogonoff de vcs ontem
allergy; customisation | sou intolerante a lactose, pedi SEM QUEIJO e veio cheio de queijo. avisei!!
taste | nossa q delicia, nunca comi um arroz tao salgado na vida 🙃
mod:courier; courier | o entregador abriu a sacola e comeu umas batatas, o lacre tava rasgado
mod:hate; mod:offensive | dono m4c4co, so podia ser lixo mesmo
mod:noOrder | meu primo trabalhou ai e disse q eles reaproveitam comida de um dia pro outro, nao peçam
mod:noOrder | nunca comprei mas pela foto ja da pra ver q é ruim, peçam no Burguer do Ze q é mto melhor
notDelivered | no app ta como entregue e eu nao recebi nada!!!
mod:app; app | cobraram duas vezes no meu cartao pelo app
praise | atendimento nota mil, mandaram ate um bilhetinho fofo 🥰
 | pedi pela primeira vez hj
praise; portion | gostoso mas veio pouco, nao matou a fome
melted; delay | o milkshake chegou derretido dps de 1h de espera
warmDrink | suco chegou quente, sem gelo nenhum
missingItem | nao mandaram talher nem guardanapo, tive q comer com a mao
paidExtra | paguei 8 reais na borda recheada e veio borda normal
customisation; taste | pedi molho a parte e veio tudo misturado, o pão ficou uma papa
taste | massa da pizza crua no meio
service | pedi pra trocar e a atendente disse q o problema era meu
missingItem; unanswered | mandei msg dizendo q faltou a sobremesa e ninguem respondeu ate agr
mod:threat; general | depois dessa palhaçada vou expor vcs no tiktok, se preparem
mod:threat; mod:offensive; mod:courier; courier | motoboy chegou me xingando pq demorei 2 min pra descer. se aparecer aqui de novo leva uma surra, folgado do c*ralho
diet; wrongItem | sou diabetico, pedi coca zero e mandaram coca normal
praise | açai mto bem servido, cheio de complemento 😍
delay; unanswered | 1h30 de atraso e o restaurante nem atende o telefone
foreignBody | tinha uma barata no fundo da marmita. BARATA.
spoiled; poisoning | o frango tava com gosto azedo e minha familia toda passou mal dps
mod:offensive; taste | comida de porco, cozinheiro lixo, tempera com o pe?
delay; mod:courier; courier | o entregador ficou dando volta no bairro, 40 min rodando no mapa
mod:app; app | o rastreamento do app travou e eu fiquei sem saber onde tava meu pedido
wrongItem; mod:refund | reclamei do lanche errado, o ifood prometeu reembolso e nada ate hj
pricePortion; taste | caro, pouco e sem gosto. resumindo
 | ainda nao comi, depois falo
poisoning | sera coincidencia? comi o pastel de vcs e hj to de atestado 🤢
spoiled | o pao tava com bolor embaixo, nem olharam antes de mandar
raw | linguiça crua kkk bem q achei estranho a cor
allergy | meu filho tem alergia a amendoim, perguntei no chat e disseram q nao tinha. tinha paçoca na cobertura do doce. ele teve reação e fomos parar no pronto socorro. como vcs respondem uma coisa dessas sem ter certeza??
mod:hate; mod:offensive | atendente trav3co nojento
mod:offensive; mod:courier; courier; delay | motoboy burro pra c*, rodou meia hora e nao achou minha rua
praise | o frango a passarinho é viciante 😋
 | pedi pra minha mae
general | ja foi melhor...
wrongItem; missingItem; warmDrink; cold; delay | vou listar pq nao da: veio sabor errado. faltou a batata. o refri veio quente. o resto chegou frio. e ainda tive q esperar 1h. parabens hein 👏
delay; praise | chegou atrasado mas o motoqueiro pediu desculpa e a comida tava perfeita
notDelivered; mod:courier; courier | entregador marcou como entregue e sumiu com meu lanche
other=nota fiscal | pedi nota fiscal e nao mandaram
other=cardapio indisponivel | metade do cardapio ta indisponivel, atualiza isso ai
cold | quentinha? so se for no nome kkk chegou gelada
taste | adoro comer borracha, o bife tava perfeito 🙄
delay; praise | demorou um seculo, mas valeu cada minuto
portion | generosos como sempre: 4 camaroes contados
price; praise | é caro? é. mas é o melhor sushi q ja comi
foreignBody | mordi algo duro... era um grampo 😳
praise | Muito bom
delay | demorou dms
wrongItem | veio errado
general | affs, nao gostei
other=valor maior que o cardapio | cobraram um valor maior do q tava no cardapio
delay; cold; service | O pedido demorou quase duas horas e, quando chegou, estava frio. Liguei para reclamar e a atendente desligou na minha cara. Lamentável.
praise | Comida caseira de verdade, tempero de mãe. Recomendo muito!
allergy | Sou celíaca e pedi o prato sem glúten, mas veio com farofa de trigo por cima. Isso não é frescura, é doença. Poderia ter sido grave.
diet | Sou vegana e pedi o hambúrguer vegetal, mas veio com maionese comum e queijo. Fica difícil confiar.
spoiled; poisoning | O vinagrete estava com cheiro de azedo e mesmo assim comi um pouco. Resultado: diarreia a noite inteira.
raw | A tilápia veio crua no centro, ainda translúcida. Peixe mal cozido é perigoso.
mod:noOrder | Não cheguei a pedir, mas vi no grupo do bairro que várias pessoas passaram mal com a comida daqui. Fiquem atentos.
mod:noOrder | Avaliação sincera de quem é do ramo: esse lugar não tem alvará e a cozinha é um chiqueiro. Nunca pedi e nunca vou pedir.
mod:refund; other=pedido cancelado | O restaurante cancelou meu pedido depois de 40 minutos e o iFood disse que o estorno leva até 30 dias. Absurdo segurar meu dinheiro assim.
praise; taste; packaging | A carne estava no ponto perfeito, só que o arroz veio duro e a embalagem chegou aberta.
paidExtra; missingItem | Paguei adicional de cheddar e de ovo, nenhum dos dois veio, e ainda faltou o refrigerante.
mod:app; app | Não consegui usar o cupom de primeira compra, o aplicativo dava erro toda hora. O restaurante não tem culpa, mas fica o registro.
praise; mod:courier; courier | Lanche excelente, mas o entregador se recusou a subir, mesmo eu explicando que estava com o bebê no colo.
mod:offensive; service | Dono arrogante do c@ralho. Reclamei com educação e ele me respondeu com deboche.
mod:hate; general | Restaurante de nordestino só podia ser essa porcaria, bando de paraíba.
mod:threat; wrongItem | Eu sei onde fica a loja de vocês. Errem meu pedido mais uma vez pra ver o que acontece.
notDelivered; unanswered | O pedido consta como entregue, mas nunca chegou. Tentei falar com a loja pelo chat e pelo telefone e ninguém respondeu.
warmDrink; melted | A cerveja chegou quente e o pudim derretido. Calor de 35 graus e nenhuma bolsa térmica.
taste | Parabéns ao chef por conseguir deixar um risoto com textura de cimento.
 | Pedi um combo e uma água sem gás.
delay; cold | tardó más de una hora y la comida llegó fría
praise | riquísimo todo, las empanadas un 10
wrongItem | pedí pollo y me mandaron carne, qué desastre
foreignBody | encontré un pelo en la ensalada, asqueroso
allergy | Avisé que soy celíaca y la milanesa venía rebozada con harina común. No pueden jugar así con la salud de la gente.
poisoning | después de comer el ceviche me pasé toda la noche vomitando
raw | el pollo estaba crudo por dentro, rosado total
mod:offensive; service | la cajera es una imbécil, aprendan a tratar a los clientes
mod:hate; mod:offensive; mod:courier; courier | el repartidor era un sudaca de m*erda que no sabía ni leer la dirección
mod:threat; taste | Me mandaron la pizza quemada. Si no me devuelven la plata voy al local y se van a arrepentir.
mod:noOrder | nunca pedí acá pero un amigo dice que usan carne vencida, cuidado
missingItem; mod:refund | faltó la bebida y la app todavía no me hizo el reembolso
mod:app; app | la app me cobró dos veces y el soporte no responde
customisation | pedí sin cebolla, clarísimo en la nota, y vino llena de cebolla
pricePortion | carísimo para lo poco que trae
packaging | la sopa se derramó toda en la bolsa
melted | el helado llegó hecho agua
praise; delay | muy rico pero demoró bastante
taste | demasiado salado, no se podía comer
unanswered | llamé varias veces al local y nadie contestó
 | primera vez que pido, ya veremos
delay | entrega express eh, solo dos horitas 🙄
spoiled | la crema estaba agria, claramente vencida
delay | took almost 2 hours. unacceptable
praise | best poke bowl in town, super fresh
missingItem | my fries were missing from the bag
allergy | I told them I have a peanut allergy and the sauce had peanuts in it. Had to use my EpiPen. Seriously dangerous.
foreignBody | found a piece of plastic in my burger
mod:offensive; service | the guy on the phone was a f***ing idiot
mod:noOrder | never ordered here but heard they got shut down for rats lol
mod:courier; courier | driver was super rude and refused to come to the door
wrongItem; cold | wrong order AND it was cold. great job guys
poisoning | pretty sure the shrimp made me sick, was throwing up all night
notDelivered; mod:refund | never got my food and still waiting on the refund from the app
praise; pricePortion | tasty but way overpriced for such a small box
customisation | asked for no pickles. pickles everywhere.
 | it was fine I guess
mod:hate; mod:threat; wrongItem | tell that f*ggot at the counter I'll be waiting outside for him after he gave me the wrong order
`,
);

/** Set BB: a Japanese delivery, an açaí shop, a bakery and a churrascaria marmitex over two months. */
export const HELD_OUT_BY_OTHERS_BB = parseReviews(
  "blindBB",
  `
taste | arroz do sushi duro, parecia q era de ontem
missingItem | veio sem hashi e sem shoyu, comi temaki com a mao kkkk
praise | melhor temaki de salmao da regiao sem exagero 😍😍
melted; delay | açai chegou derretido, virou vitamina. e ainda demorou 50 min
packaging | O bolo chegou todo amassado, a cobertura grudada na tampa. Era o aniversário da minha mãe e tive que servir assim. Muito triste.
delay | encomendei 100 salgados pra festa das 15h e chegaram 16h40, metade dos convidados ja tinha ido embora
customisation; taste | pedi a picanha mal passada e veio sola de sapato de tao passada
spoiled | salmao com cheiro forte de peixe passado, joguei tudo fora
poisoning | Pedimos o combinado de 20 peças ontem à noite. De madrugada eu e minha esposa começamos a vomitar. Ficamos assim até de manhã. Fomos ao pronto-socorro e o médico falou em intoxicação alimentar. A única coisa que comemos foi o sushi de vocês. Espero que revejam a procedência do peixe.
wrongItem | pedi açai com leite ninho e morango, veio com granola e banana 🙄
paidExtra | paguei adicional de nutella e nao veio nem um fio de nutella
praise | coxinha sequinha, massa fininha e recheio caprichado. nota 10
 | pedi o marmitex de sempre
taste | El arroz del sushi estaba duro y seco, no se podía comer.
missingItem | No chopsticks, no soy sauce, no wasabi. Had to eat sushi with a fork.
mod:offensive; wrongItem | bando de incompetente do caralho, pedi yakisoba de frango e veio de carne
raw | frango do yakisoba rosado por dentro, cru mesmo. nao da pra comer isso
allergy | Avisei na observação que sou alérgica a camarão e mandaram hot roll de camarão no combinado. Tive que tomar antialérgico às pressas.
portion | marmitex com 3 pedacinho de carne, o resto tudo arroz
pricePortion | R$ 45 num marmitex q mal enche um prato raso
cold | marmita chegou fria, a gordura da carne ate endureceu
foreignBody | achei um fio de cabelo no meio do brigadeiro 🤢
taste | yakisoba mt salgado, shoyu demais, nao consegui terminar
praise; taste | sushi bom como sempre mas hj o arroz tava meio empapado
packaging | açai vazou todo na sacola, tampa mal fechada
delay; taste | 1h30 pra chegar um temaki. a alga ja tava murcha e borrachuda
praise | Bolo de prestígio maravilhoso, todo mundo na festa elogiou e pediu o contato de vocês.
mod:threat; raw | se o frango vier cru de novo eu vou ai na loja e quebro tudo
notDelivered | app diz q foi entregue e nao chegou nada aqui em casa
courier; mod:courier | motoboy nao quis subir e ainda reclamou q eu demorei pra descer
app; mod:app | cupom de 20% nao aplicou no açai, o app cobrou o valor cheio
missingItem | faltou o guarana do combo
warmDrink | refri quente e sem gas junto com a marmita
praise | Picanha no ponto certinho, farofa crocante, vinagrete fresquinho. Virei cliente.
customisation | pedi SEM CEBOLA no yakisoba, em letra maiuscula ainda, e veio cheio de cebola
diet | Pedi o bolo diet para o meu pai, que é diabético, e claramente era um bolo com açúcar. A glicose dele foi lá em cima depois de uma fatia.
allergy | Sou celíaca e pedi os docinhos sem glúten. Depois a atendente admitiu que usaram a mesma forma e a mesma bancada dos normais. Para quem tem doença celíaca isso é perigoso.
taste | brigadeiro açucarado, granulado duro igual pedra
general | horrivel, nunca mais peço aqui
praise | açai cremoso de verdade, nao é aquele aguado. e vem bem servido!!
mod:noOrder; poisoning | nunca pedi daqui mas meu vizinho falou q o sushi deles deixou a familia toda doente, fica a dica
mod:refund | pedido cancelado faz 10 dias e o estorno ate agora nao caiu no cartao
delay | Encomenda de bolo para as 14h chegou 15h30. Cantamos parabéns sem bolo.
melted | El açaí llegó totalmente derretido, parecía jugo.
praise | Best coxinha I've had in years. Crispy outside, loaded with chicken.
taste | carne dura que nem borracha, nao consegui cortar com o garfinho de plastico
customisation; taste | pedi farofa a parte e veio tudo misturado, marmita encharcada
praise | entrega rapida e o sushi fresquinho, o salmao derrete na boca
 | combinado 30 peças
spoiled | o creme do bolo tava azedo, claramente velho
foreignBody | pedaço de plastico duro dentro da coxinha
wrongItem | veio o pedido de outra pessoa, o nome na sacola era Marcos e eu sou a Juliana
delay; unanswered | atrasou mais de uma hora e ninguem atende o telefone da loja
service | perguntei no chat se dava pra trocar o sabor e a moça respondeu toda grossa "ta no cardapio"
pricePortion | temaki de 38 conto com meia duzia de cubinho de salmao, o resto é arroz
price | taxa de entrega de 15 reais pra 2km??
delay | super rapido, so 2h pro açai chegar 👏👏👏
cold | arroz e feijao gelado, tive q esquentar no micro
portion | hot roll minusculo, menor q uma moeda de 1 real
raw; customisation | maminha crua por dentro, sangrando. eu pedi ao ponto
poisoning | dor de barriga e diarreia a noite toda depois do temaki de salmao
praise; delay | demorou um pouco mas valeu a pena, yakisoba delicioso
taste | salgadinho encharcado de oleo, a caixa ficou transparente
packaging | os docinhos vieram todos tombados e grudados uns nos outros, as forminhas amassadas
wrongItem; missingItem | Ordered a salmon temaki and a tuna temaki, got two cucumber rolls. Also no ginger.
praise | La picanha estaba perfecta, jugosa y bien sazonada. Volveré a pedir.
mod:offensive; cold | vcs sao uns lixo, marmita gelada DE NOVO porra
mod:hate; wrongItem | atendente viadinho errou meu pedido de novo
other=nota fiscal | nao veio nota fiscal, preciso dela pro reembolso da empresa
praise | bolo de pote de ninho com morango é vicio. e obrigada pela cartinha escrita a mao ❤️
missingItem | faltou a colher do açai, tive q comer com colher de cafe kkkk
wrongItem | pedi o de 500ml e veio o de 300
customisation | Escrevi na observação para colocar "Feliz 7 anos, Theo" no bolo e escreveram Téo. Meu sobrinho ficou chateado, parece bobagem mas não é.
melted | o sorvete q vinha junto do açai chegou em estado liquido
delay; general | pior experiencia da minha vida, 2 horas esperando marmita no horario de almoço
spoiled | salada do marmitex com folha podre, alface preta
foreignBody | tinha uma pedrinha no feijao, quase quebrei o dente
taste | salmao sem gosto nenhum e o cream cheese com gosto de geladeira
 | primeiro pedido, vamos ver
app; mod:app | o app ficou mostrando "em preparo" por 1 hora e não dava pra rastrear nada
courier; mod:courier | entregador abriu a sacola, o lacre tava rasgado e o temaki mexido?? serio isso
praise | costela desmanchando, melhor marmitex da cidade
taste | macarrao do yakisoba empapado, mole demais
pricePortion | aumentaram o preço do açai e diminuiram o copo. feio isso hein
missingItem | pedido de 200 salgados veio com 150, contei um por um
delay | A mesa de doces ficou montada vazia até as 17h30, e a festa era às 16h. Os docinhos chegaram quando já tinham cantado parabéns.
other=troco errado | paguei com nota de 100, o pedido era 38 e voltou troco de 50
praise; taste; portion; price | Pedi um bolo de 2kg para o chá de bebê. Visualmente ficou lindo, exatamente como a referência. Mas a massa estava seca e quase sem recheio. A entrega foi pontual. O preço é alto pra esse resultado. Não sei se peço de novo.
cold; taste | frango grelhado frio e borrachudo
wrongItem | mandaram açai de cupuaçu no lugar do tradicional
missingItem; taste | No vinieron los palillos ni la salsa de soja, y el tempura llegó blando.
delay; cold | Took 90 minutes and the yakisoba was stone cold.
raw | o skin veio com a pele do salmao crua e gosmenta, nem passou no maçarico
poisoning; spoiled | o camarao do yakisoba tava com cheiro de amonia e eu passei mal a noite toda
unanswered; wrongItem | mandei 5 mensagem no chat sobre o bolo errado e ninguem respondeu
praise | Atendimento nota mil, a Dona Cida me ligou pra confirmar o sabor do bolo antes de fazer.
general | decepcionante
taste | açai aguado, mais xarope de guarana q fruta
customisation | pedi o açai sem granola pq uso aparelho, veio granola por cima de tudo
packaging | o molho do yakisoba vazou e molhou a sacola toda
portion | brigadeiro do tamanho de bolinha de gude
pricePortion | 12 reais num bolo de pote pequenininho pelo amor de deus
price | muito caro pro bairro
mod:offensive; taste | cozinheiro de merda, nao sabe nem fazer um arroz de sushi
diet | sou vegetariana, pedi yakisoba de legumes e tinha pedaço de frango no meio
allergy; wrongItem | Tenho intolerância à lactose e pedi o bolo sem lactose. Veio o bolo comum, recheado de leite condensado. Só descobri depois de comer.
praise | tudo perfeito, embalagem caprichada, nada vazou
 | Recebi hoje
other=foto diferente do cardapio | o combinado nao tem nada a ver com a foto do cardapio
delay | demorou dms
notDelivered; delay | esperei 2h e o pedido foi cancelado sem explicação, fiquei sem almoço
courier; mod:courier | motoboy chegou xingando pq nao achou o endereço
warmDrink | a coca veio quente e sem gas, parecia xarope
taste | shimeji borrachudo e a massa do yakisoba crua
missingItem | cade o gengibre e o wasabi??
praise | o temaki hot é absurdo de bom 🔥🔥🔥
praise; taste | carne boa mas o arroz do marmitex tava queimado no fundo
spoiled | o recheio de morango do bolo tava fermentado, gosto de alcool
foreignBody | INSETO MORTO DENTRO DO COPO DE AÇAI. NOJO
packaging; delay | bolo chegou torto e atrasado
taste | El yakisoba tenía demasiada salsa, muy salado.
wrongItem | Pedí coxinhas de pollo para la fiesta y vinieron risoles de carne.
praise; pricePortion | Great açaí, but R$ 32 for a 400 ml cup is steep.
raw | The chicken in my marmita was pink and raw in the middle. Not safe.
 | Ordered for the office.
mod:offensive; delay | Two hours for sushi, you useless idiots.
poisoning | Después de comer el sashimi tuve vómitos toda la noche.
praise | Los brigadeiros son increíbles, perfectos para la fiesta de mi hija.
melted; packaging | The açaí arrived melted and the lid had popped off, purple mess everywhere in the bag.
service | liguei pra avisar do erro e o cara falou "problema seu" e desligou na minha cara
customisation | pedi a costela sem pimenta pro meu filho e veio apimentada
delay | salgados da festa atrasaram 1h, tive q improvisar com pao de queijo do mercado
mod:threat; packaging | vou expor vcs no insta pros meus 20 mil seguidores por causa desse bolo todo amassado, aguardem
praise | pao de mel com recheio de doce de leite caseiro, perfeito
taste | farofa crua e vinagrete sem sal nenhum
 | pedido pro almoço de domingo
paidExtra | paguei 6 reais de adicional de cream cheese no temaki e veio sem
paidExtra | Paguei à parte pelos morangos extras na cobertura do bolo e veio só chantilly.
wrongItem | pedi brigadeiro branco e veio beijinho
praise | marmitex de frango com quiabo igual comida de vó, 10/10
other=embalagem isopor plastico | tudo em isopor e plastico, poderiam usar embalagem mais sustentavel ne
other=agendamento data errada | agendei a entrega do bolo pra sabado e entregaram na sexta, nao tinha ninguem em casa
cold; delay | yakisoba chegou frio e demorou mt
 | fiz o pedido pela primeira vez hoje
praise | Obrigado pelo capricho, o bolo da formatura da minha filha ficou lindo e estava delicioso.
taste | peixe com textura de congelado, descongelaram mal
spoiled | salmao com cheiro de podre e cor esquisita, meio acinzentado
general | nao recomendo
portion | açai veio pela metade do copo
app; mod:app | o ifood cobrou duas vezes no meu cartao
`,
);

/** Set BC: people who type badly or dictate: phonetic spelling, voice-to-text, run-on complaints. */
export const HELD_OUT_BY_OTHERS_BC = parseReviews(
  "blindBC",
  `
delay; cold | pedi as 8 e pouco xegou quase 10 a pizza tava friu dimais
wrongItem | PEDI FRANGO COM CATUPIRY VEIO DE CALABRESA SERA Q NINGUEM LE O PEDIDO
praise | muito bom a comida minha netinha adorou deus abençoe vcs 🙏
 | recebi
delay | demoro dimais quase duas ora esperando
wrongItem | vei errado
missingItem | cade a coca de 2 litro q eu paguei?? nao veio
customisation | escrevi SEM CEBOLA na observacao bem grande e veio lotado de cebola, vcs leem oq?
taste | feijao tropeiro mto salgado n deu pra comer
poisoning | comi o yakisoba ontem a noite e passei a madrugada vomitando, meu marido tb 🤢
foreignBody | ACHEI UM CABELO NO MEIO DO ARROZ Q NOJO
raw | frango cru por dentro, rosado escorrendo sangue
spoiled | maionese azeda, cheiro de estragado
melted | acai chegou derretido parecia vitamina kkkk
warmDrink | guarana quente e sem gas
packaging | o caldo vazou td dentro da sacola, molhou ate o pao
portion | marmita com 3 pedacinho de carne, o resto so arroz
price | taxa de entrega 12 conto pra 2 km ta d brincadeira
pricePortion | o preço subiu e o x tudo diminuiu, ta menor q o do mes passado
mod:app; app | o cupom n funciona no app de jeito nenhum, ja tentei 4x
unanswered | liguei 5 vezes no numero da loja ngm atende
service | a moça do whats foi grossa so pq perguntei se tinha troco
general | horrivel nunca mais
mod:offensive; wrongItem | bando de incompetente do caralho, pedi lasanha veio macarrao
mod:threat; notDelivered | meu pedido nao chegou, se n devolver meu dinheiro eu vou ai e quebro essa loja inteira
mod:noOrder | nunca pedi ai mas minha vizinha falou q acharam barata na cozinha de vcs
mod:refund | pedido cancelado e o estorno nao caiu ate hj, ja faz 10 dias
allergy | sou alergica a camarao, avisei no pedido e o molho veio com camarao, fui parar na upa
diet; wrongItem | sou diabetico pedi coca zero e veio coca normal, podia ter me feito mal
notDelivered | app fala q foi entregue mas n chegou nada aqui
paidExtra | paguei bacon extra e nao veio nem sinal de bacon
mod:courier; courier | o entregador nao quis nem vir no portao, me fez andar ate a esquina de chinelo na chuva
praise | melhor strogonoff da regiao sem duvidas 😍😍
praise | chegou rapidinho e quentinho, nota 10
 | pedi pra minha mae
 | normal
praise; delay | comida maravilhosa mas demorou um pouco
delay | "entrega expressa" de 1h40 🙄 parabens
cold; taste | batata frita murcha e gelada
packaging; missingItem | a caixa da pizza veio amassada e sem os saches de ketchup
missingItem | n veio talher nem guardanapo, comi com a mao?
customisation | pedi a picanha bem passada e veio mal passada, ta escrito la na obs
courier; missingItem | motoboy abriu a sacola, o lacre veio rasgado e faltando a batata
taste | a massa da pizza crua no meio, solada
spoiled; poisoning | o peixe tava com cheiro forte, comi assim mesmo e tive diarreia o dia todo
foreignBody | tinha um pedaço de plastico duro dentro do hamburguer quase quebrei o dente
wrongItem | veio o pedido de outra pessoa, o nome dela ta na notinha kkkk e o meu??
service | pedi pra trocar e a atendente disse q o problema era meu, q eu q pedi errado
unanswered; missingItem | faltou o suco, mandei msg no chat da loja e ninguem respondeu ate agora
price | muito caro, 45 reais num hamburguer
pricePortion | 38 reais por essa porçaozinha de batata? pqp
general | pessima experiencia
praise | atendimento nota mil, a dona ligou pra avisar q ia atrasar 10 min, isso é respeito
delay; app | o app ficou mostrando "saiu pra entrega" por uma hora e nada de chegar
mod:offensive; general | lixo de restaurante, vão se fude
cold | xegou gelado o marmitex
diet | pedi o lanche vegetariano e tinha bacon no meio, sou vegetariana a 10 anos
allergy | tenho intolerancia a lactose, perguntei no chat se o molho tinha leite e disseram q nao, tinha creme de leite, passei mal a noite inteira
taste | carne dura q nem sola de sapato
taste | oleoso demais, o pastel pingava oleo
melted | o sorvete veio td derretido, virou sopa
paidExtra | paguei 8 reais na borda recheada e a borda veio vazia
portion | o acai de 500 veio pela metade do copo
notDelivered; unanswered | meu pedido nunca chegou, liguei e ninguem atendeu, to com fome ate agora
mod:refund; notDelivered | o pedido n chegou e o ifood n quer me devolver o dinheiro, diz q foi entregue
mod:app; app | app travou na hora de pagar e cobrou 2x no cartao
mod:courier; courier | entregador mal educado, jogou a sacola na minha mao e saiu sem falar nada
mod:hate; service | atendente viadinho nem sabe anotar um pedido direito
mod:threat; spoiled | vcs mandaram carne estragada pra minha casa, vou expor vcs em todos os grupos do bairro, aguardem
mod:noOrder | dizem q essa loja usa carne de segunda, ainda bem q nunca comprei
praise; missingItem | comida top mas esqueceram o refri
 | primeira vez pedindo aqui
other=nota fiscal cpf | pedi nota fiscal com cpf e nao veio nada
other=troco errado | paguei em dinheiro e voltaram o troco errado, faltou 20 reais
taste; cold | pizza fria e sem gosto nenhum, queijo borrachudo
delay; cold; missingItem | demorou 1h30, veio frio e sem o molho da casa
wrongItem | pedi pizza grande veio media
customisation | pedi molho a parte e veio td encharcado de molho
foreignBody | tinha uma pedra no feijao
raw | hamburguer cru por dentro, a carne tava crua mesmo nao era ao ponto
general | ja foi melhor, ta decaindo muito
praise | o tempero da dona maria é igual de mae ❤
pricePortion | paguei caro pra vir metade da marmita vazia
packaging | o milkshake veio sem tampa direito, derramou metade na sacola
warmDrink; delay | cerveja quente e demorou 1h, bela combinaçao
service | atendimento pessimo no telefone, desligaram na minha cara
unanswered | mandei 3 mensagem pelo chat e ninguem respondeu nada
poisoning | meu filho passou mal depois de comer o hot dog, vomitou a noite toda
other=isopor embalagem reciclavel | vcs ainda usam isopor, podiam usar embalagem reciclavel ne
diet | pedi o prato sem gluten pq to fazendo dieta e veio empanado com farinha de trigo
delay; cold | ola boa noite eu queria dizer que o pedido chegou muito atrasado virgula e a comida estava fria ponto obrigada
praise | eu gostei muito da comida estava muito boa e o rapaz que entregou foi muito educado parabens a todos ponto
praise | o mas gostoso da cidade concerteza vou pedi denovo
wrongItem | eu pedi um escondidinho de carne seca e mim mandaram de frango
raw | concerteza nao peço mas a coxinha da asa veio crua com sangue no osso
missingItem | boa tarde aqui e a dona cida eu pedi duas marmita e so veio uma faltou a do meu esposo
delay; unanswered | BOA NOITE PEDI AS SETE HORAS E SO CHEGOU AS NOVE E MEIA LIGUEI TRES VEZ PRA LOJA E NINGUEM ATENDEU
cold; taste | A SOPA VEIO FRIA E SEM SAL PARECIA AGUA
customisation | eu falei pro moço no telefone que era sem pimenta porque eu tenho gastrite e veio com pimenta eu nao consegui comer
praise | muito obrigado pela comida a minha esposa esta doente e a canja estava uma delicia deus abencoe
general | nao gostei ponto
delay; cold; courier | entao vou contar o que aconteceu comigo ontem minha filha veio visitar com os netos e eu resolvi pedir pizza pra nao cozinhar pedi as sete e meia o aplicativo falava quarenta minutos chegou quase nove o entregador ficou me olhando feio e resmungando porque eu nao tinha o dinheiro trocado e as pizzas vieram frias as criancas comeram assim mesmo
wrongItem; missingItem | vei errado o sabor da pizza pedi mussarela vei de atum e o refrigerante nao vei
taste; spoiled | o arroz tava empapado e o feijao azedo
melted | o pote de sorvete chego todo derretido escorrendo na sacola
notDelivered | NAO RECEBI MEU PEDIDO E JA FOI DESCONTADO DO CARTAO QUERO UMA SOLUCAO
delay; general | nunca mais peço dessa loja demora dimais e ainda vem tudo ruim
spoiled; poisoning | a salada de maionese tava com gosto de azedo ai de madrugada deu dor de barriga e disenteria na casa toda
foreignBody | tinha um bicho dentro da salada parecia uma lagarta eu quase comi isso e muito serio
packaging | a embalagem veio toda aberta a comida misturou tudo parecia lavagem
service | a mulher que atendeu no zap foi muito mal educada com uma senhora de 72 anos que vergonha
mod:app; app | eu nao sei mexer direito nesse aplicativo e ele cobrou duas vezes minha neta que viu no extrato
mod:courier; courier | o motoqueiro nao quis subir e eu moro no terceiro andar sem elevador tenho problema no joelho
price | ta muito caro isso aqui no meu tempo um prato feito custava 5 reais
pricePortion | cobraram 60 reais numa marmita que nao dava pra uma pessoa comer antes vinha bem mais
portion | POUCA COMIDA A MARMITA VEIO PELA METADE
allergy | minha neta e celiaca eu avisei varias vezes no pedido que nao podia ter gluten e veio com pao ela passou mal
diet | eu sou diabetica e pedi o suco sem acucar e veio doce demais
unanswered | tentei falar com a loja pelo telefone a tarde toda so dava caixa postal
mod:offensive; delay | VCS SAO UNS LADRAO SAFADO DEMOROU 2 HORAS
mod:threat; foreignBody | achei uma barata no meu lanche vou postar no facebook e vou na vigilancia sanitaria vcs vao ver o que e bom
mod:noOrder | meu compadre falou que pegou virose comendo ai eu nunca comprei mas nao recomendo
mod:refund | fiz o pedido cancelaram sem explicar e o dinheiro ate agora nao voltou o aplicativo fala que e em ate 30 dias um absurdo
praise | tudo muito gostoso e bem embalado chegou quentinho
praise; taste | a comida e boa mas veio um pouco salgada pra mim que sou hipertenso
 | pedi pela primeira vez vamos ver
 | o pedido e o 4521
delay; cold; taste | ola tudo bem eu sou cliente antiga de voces mas dessa vez nao deu demorou uma hora e quarenta o frango veio frio e duro e a farofa parecia areia de tao seca
wrongItem | I ORDER THE CHICKEN BURGER BUT THEY SEND BEEF
delay; cold | food come very late and cold, not good
allergy | i tell in the notes i have peanut alergy and the sauce have peanut, i get sick
praise | very good acai, fast delivery thank u
missingItem | where is my fries?? i pay the combo only burger come
delay | pedi a las nueve y llegó a las once, muy demorado
customisation | pedí hamburguesa sin queso y vino con queso otra vez
praise | muy rico todo, la milanesa una delicia, gracias
cold; taste | la pizza llego fria y la masa cruda en el medio
missingItem | pedi dos empanadas e veio solo una, falto una
mod:courier; courier | el repartidor muy grosero, me gritó porque tardé en bajar
mod:offensive; general | ESSA PORCARIA DE RESTAURANTE E UMA MERDA VCS SAO UNS IDIOTA
delay; wrongItem; service | bom dia entao ontem foi aniversario do meu marido e eu pedi o bolo de chocolate pra ser entregue as seis da tarde chegou oito e meia quando os convidados ja tinham ido embora e ainda era de morango e quando liguei a moca riu da minha cara
taste | a pizza veio queimada em baixo toda preta gosto de carvao
paidExtra | paguei o adicional de queijo e nao veio queijo nenhum a mais nao e o dinheiro mas e o respeito
portion | antigamente o pastel vinha recheado agora e so vento
spoiled | o leite do cafe da manha veio vencido olhei a data e era da semana passada
raw | o frango a passarinho tava rosado por dentro tive medo de dar pros meus netos
other=retirada loja fechada | fiz o pedido pra retirar e quando cheguei no balcao a loja tava fechada com as luz apagada
praise | parabens pelo atendimento o rapaz da loja me explicou tudo com paciencia porque eu nao enxergo bem as letras
mod:hate; courier; delay | esse entregador macaco demorou uma vida e ainda foi grosso comigo
other=pix forma de pagamento | a loja nao aceita pix so dinheiro ou cartao na entrega hoje em dia isso
`,
);

/** Set BD: a trap set: problem words that are no complaint, hypotheticals, comparisons, real complaints among them. */
export const HELD_OUT_BY_OTHERS_BD = parseReviews(
  "blindBD",
  `
praise | achei q ia chegar frio pq moro longe pra caramba mas chegou pelando 🔥🔥
praise | da ultima vez atrasou uns 40min, dessa vez chegou antes do previsto. melhoraram mtoo
praise | pedi sem tomate e veio sem tomate kkk parece obvio mas em mto lugar nao respeitam. nota 10
praise | nem precisei mandar msg, veio td certinho
praise | o motoca foi mó gente boa, subiu ate o 4 andar pq o elevador do predio ta quebrado
 | vcs tem opçao sem gluten? minha mae é celiaca e queria pedir pra ela
 | q chuva hein, tadinho do entregador
praise | a batata tava tao boa q briguei com meu irmao pela ultima kkkkk
praise; delay | comida top como sempre mas demorou 1h10 dessa vez 😕
praise; missingItem | hamburguer perfeito, molho da casa absurdo. so faltou a coca q eu paguei
praise | se tivesse vindo frio eu ia ficar bravo mas veio quentinho kkk sorte de vcs
 | errei o endereço e tive q buscar na esquina, culpa minha 🤦‍♀️
praise | mto melhor q a pizzaria do lado de casa q sempre chega fria. aqui sempre quentinha
cold | chegou gelada a pizza. de novo.
praise | porra q lanche bom da porra 🤤
praise | to procurando defeito ate agora e nao achei kkkk perfeito
praise; portion | gostoso mas mto pouco, comi e fiquei com fome
praise | unico defeito é q acabou rapido pq tava bom dms kkk
 | a promo de 2 por 1 vale pra pizza doce tb?
delay; cold | 1h30 esperando e chegou tudo frio, q isso gente
praise | o entregador foi um amor, ate me ajudou a carregar as sacolas do mercado q eu tava levando
praise | pensei q o açai ia chegar derretido com esse calor mas veio durinho 👌
melted | açai virou sopa. sei q ta calor mas tava escorrendo pelo copo inteiro
 | sugestao: coloquem borda de cheddar no cardapio
praise | nunca pensei q ia gostar de hamburguer vegano mas to apaixonada 💚
diet | sou vegetariana e veio BACON no meu lanche vegetariano. fala serio
praise | pedi o suco sem açucar pra minha vo q é diabetica e veio certinho, obg pelo cuidado
praise | ja pedi em varios lugares e esse é o unico q nunca errou meu pedido
wrongItem | pedi x-salada veio x-egg. nem gosto de ovo
praise; wrongItem | td mto bom, motoboy educado, embalagem linda... so q o refri era fanta e eu pedi guarana
praise; app; mod:app | o app do ifood bugou no pagamento e cobrou 2x, mas o restaurante nota 10, a comida nao tem culpa
app; mod:refund | ate agora nao caiu o estorno do pedido cancelado, ifood so enrolando
 | se eu pedir agora chega antes das 20h?
raw | frango cru por dentro, rosado msm. joguei fora
praise | tempero no ponto, nem salgado nem sem sal. perfeito
taste | arroz salgado dmais, nao deu nem pra comer
foreignBody | achei um fio de cabelo no meio do arroz 🤢🤢
praise; courier; mod:courier | comida perfeita mas o motoboy nao quis subir, tive q descer de pijama na chuva
praise | eu q esqueci de marcar o talher mas mandaram mesmo assim. amei
general | horrivel. nunca mais
praise | nunca mais peço em outro lugar kkk achei meu lugar
praise | demorou? demorou nada, 25 min cravado
praise | app dizia 50 min e chegou em 30 😍
pricePortion | o preço subiu e o tamanho diminuiu ne, percebi sim
price | 15 reais de taxa de entrega é brincadeira ne
packaging | o caldo vazou todo na sacola, chegou metade
 | to de dieta entao so pedi a salada, depois volto pro lanche kkk
notDelivered | marcou como entregue e nao chegou NADA aqui
spoiled; poisoning | a maionese tava azeda, passei mal o resto da tarde
customisation | pedi a carne bem passada e veio ao ponto, escrevi na observaçao e tudo
praise | pedi sem cebola e com molho a parte, veio exatamente assim. raro hj em dia
service; missingItem | liguei pra avisar q faltou a porçao de fritas e a atendente desligou na minha cara
unanswered; missingItem | veio sem o molho, mandei msg no chat e ninguem respondeu ate agora
praise | a moça do chat foi super educada, tirou todas minhas duvidas antes de eu pedir
 | o tempo aqui ta horrivel, nada a ver com vcs
praise | chegou antes q eu terminasse de arrumar a mesa kkkkk
delay | tem 2h q pedi. 2 HORAS. cade
paidExtra | paguei bacon extra e nao veio bacon nenhum
praise | paguei o adicional de cheddar e veio caprichado, valeu cada centavo
taste | massa crua no meio da pizza, tipo grudando
wrongItem | veio o pedido de outra pessoa, nome "Carla" na comanda. eu sou o Pedro
praise | pensei q tinham trocado meu pedido pq veio uma caixa diferente, mas era so a embalagem nova. top
praise | meu marido q reclama de tudo nao reclamou de nada. milagre 😂
warmDrink | coca quente e sem gas
praise; pricePortion | sabor 10, atendimento 10, quantidade... 4. mto pouquinho pro preço q cobram
courier; mod:courier | o motoboy foi grosso, jogou a sacola na minha mao e saiu resmungando
 | vcs abrem domingo?
mod:noOrder | nunca comprei ai mas me falaram q acharam barata na cozinha
praise | minha amiga tinha falado mal mas resolvi testar e amei, ela q tava errada
mod:offensive; delay | q bosta de restaurante, 1h pra entregar um lanche, bando de incompetente
mod:threat; foreignBody | achei uma barata no lanche, se nao me devolverem o dinheiro vou expor vcs em todos os grupos do bairro
praise | vou contar pra todo mundo do trampo como é bom kkk
praise | cuidado q vicia 😅
praise | queijo derretido escorrendo do jeito q eu gosto 🤤
praise | o segredo vazou: melhor coxinha da cidade
praise | comi tanto q passei mal kkkk culpa minha, tava mto bom
praise | tenho alergia a comida ruim por isso so peço aqui kkkkk
praise | o tamanho pequeno daqui é o grande de outros lugar
praise | nao achei caro pela qualidade nao
praise | demorou pra eu descobrir esse lugar mas agora nao largo mais
praise | esqueci q tinha pedido e quando vi ja tava na porta kkk
cold | é normal a coxinha vir com o meio gelado??
missingItem | vcs pararam de mandar o molho junto? nao veio no meu de novo
praise | pedi agua sem gas e veio sem gas, gelada, certinho
praise | mano q lanche. serio. pao macio, carne no ponto, queijo derretendo. ate o motoboy tava feliz. nota mil
praise | top demais
cold | veio frio
praise; portion | a esfiha é gostosa mas podia ter mais recheio, veio bem vazia
praise | frio de lascar aqui e o caldo chegou fervendo, perfeito
praise | o sushi é cru ne gente kkk quem reclamou disso nas avaliaçoes ta de brincadeira. amei
praise | Da outra vez o pedido veio trocado, mas hoje veio tudo certo. Obrigado pela atenção.
praise | Pedi sem pimenta por causa do meu filho e respeitaram. Ele comeu tudo.
 | Se vier frio da próxima vez, eu aviso.
praise | Comparado com outros japoneses da região, o peixe aqui é muito mais fresco.
praise; taste | O sushi estava ótimo, mas o hot roll veio encharcado de óleo.
praise | Escrevi "sem queijo" na observação por engano, foi erro meu. Mandaram sem queijo e mesmo assim estava ótimo.
praise | Eu que marquei o sabor errado na hora de pedir, veio exatamente o que eu marquei. E estava uma delícia do mesmo jeito.
praise | O entregador foi um amor, esperou eu achar o troco sem pressa nenhuma.
praise | Nem precisei abrir o chat: chegou tudo certo, até os sachês de ketchup.
missingItem | Não vieram os sachês de ketchup nem os talheres.
praise | Achei que a porção ia ser pequena pelas fotos, mas serve duas pessoas tranquilamente.
portion | A porção de batata "grande" cabe na palma da minha mão.
delay | Super rápido, pedi na hora do almoço e chegou na hora do jantar 👏👏
taste | Parabéns ao cozinheiro, conseguiu deixar o feijão mais salgado que a água do mar.
 | Vocês aceitam vale-refeição na entrega?
 | Seria ótimo ter uma opção de marmita fitness no cardápio.
praise | Sugestão: vendam esse molho de alho em pote, eu compraria toda semana.
praise; delay | Com essa chuva eu até esperava atraso, mas 1h40 foi demais. A comida, pelo menos, estava excelente.
 | Com esse temporal não dá pra culpar ninguém pela demora, fiquem tranquilos.
praise | Caiu o mundo aqui e mesmo assim chegou em 35 minutos, tudo sequinho. Merece gorjeta.
praise | O lanche chegou um pouco amassado porque eu mesmo derrubei a sacola na escada, rs. Sabor impecável.
packaging | A tampa do molho veio aberta e sujou tudo dentro da sacola.
mod:noOrder | Dizem que esse lugar usa carne vencida. Não pedi e nem vou pedir.
praise | Minha vizinha vivia reclamando desse restaurante, então pedi pra tirar a dúvida: está de parabéns.
poisoning | Passei a madrugada inteira com diarreia depois do strogonoff de vocês.
praise; cold | Tudo delicioso, o motoboy foi educadíssimo, embalagem caprichada. Só a batata que chegou fria.
praise; foreignBody | Gosto excelente, mas encontrei um pedaço de plástico no meio do recheio. Cuidado aí.
praise | A pizza estava tão quente que queimei a língua. A culpa é minha e da minha ansiedade.
praise | Se eu pudesse, pedia todo dia. Meu salário é que não deixa.
praise; price | Muito bom, mas R$ 68 num hambúrguer pesa, viu.
praise | Mais caro que a média? Sim. Vale cada centavo? Também.
service | Pedi no chat para trocar o refrigerante pelo suco e a resposta foi "não dá, se vira".
unanswered | Liguei três vezes para saber do meu pedido e ninguém atendeu.
praise; other=nota fiscal | Comida ótima, mas pedi a nota fiscal e não mandaram.
other=pedido cancelado sem aviso | A loja cancelou meu pedido depois de 40 minutos esperando, sem nenhuma explicação.
general | Experiência péssima do começo ao fim.
praise | Não era nada do que eu esperava... era muito melhor!
praise | Veio errado! Errado de tão bom 😂
praise | A única coisa fria foi a cerveja, como deve ser.
praise; warmDrink | O açaí estava perfeito, já o suco de laranja chegou morno.
taste | Se o objetivo era me servir um hambúrguer de borracha, parabéns, conseguiram.
praise; delay | Gente, vou ser sincera. Da outra vez que pedi veio tudo trocado e fiquei brava. Hoje resolvi dar outra chance e veio tudo certo, quentinho e bem embalado. Só demorou uns 20 minutos a mais que o previsto. Mas no geral gostei muito. Vou continuar pedindo.
praise | Pedi com medo. Meu irmão disse que o delivery daqui vivia atrasando e vinha frio. Chegou em 25 minutos. Quente. Bem temperado. Meu irmão que lute.
allergy | Avisei na observação que tenho alergia a camarão e veio camarão no risoto. Podia ter parado no hospital.
praise | Avisei da minha intolerância à lactose e ainda mandaram um bilhete confirmando que estava tudo sem leite ❤️
praise | Pensé que llegaría frío porque vivo lejos, pero llegó calentito. ¡Gracias!
praise | La última vez tardaron mucho, esta vez llegó a tiempo. Se nota la mejora.
delay; cold | Más de una hora esperando y las empanadas llegaron heladas.
 | ¿Tienen opciones sin gluten?
praise; missingItem | Muy rico todo, pero faltó la salsa que pedí aparte.
praise | The driver was a sweetheart, even waited while I looked for my keys.
praise | I was expecting soggy fries after a 40 minute ride but they were still crispy.
wrongItem | Ordered a chicken wrap, got a beef burger. Not even close.
 | My fault, I put the wrong apartment number. Driver called and sorted it out.
praise; app; mod:app | The app kept crashing at checkout, but the food itself was great.
taste | Way too greasy, there was a pool of oil at the bottom of the box.
praise | Better than the place next door, which always forgets the sauces.
praise; taste | Me encantó la hamburguesa, pero el pan estaba duro.
raw | El pollo estaba crudo por dentro, así no se puede comer.
praise | Sin cebolla como pedí, perfecto.
`,
);

/** Set BE: a food-safety auditor: allergies, raw meat, foreign bodies, poisoning, spoiled food, and what only looks like them. */
export const HELD_OUT_BY_OTHERS_BE = parseReviews(
  "blindBE",
  `
praise | O camarão estava muito bem limpo, sem tripa, e no ponto certo. Preparo cuidadoso, parabéns.
delay; mod:offensive | 2 horas esperando, vcs sao uns incompetentes do caralho
raw | frango CRU por dentro, rosado e mole. joguei tudo fora
praise | I'm allergic to peanuts and they called me to double check before cooking. Amazing service
packaging | soup leaked all over the bag
customisation; taste | pedi a picanha mal passada e veio parecendo sola de sapato de tao passada
spoiled | o iogurte da sobremesa tava vencido faz 3 dias, olhei a data na tampa
allergy; poisoning | Informei no pedido que sou celíaca. O prato veio empanado com farinha de trigo comum. Tive reação no mesmo dia e precisei de atendimento médico. É uma falha grave.
poisoning | fui parar na UPA dps do hot roll. soro na veia e tudo. ate agora to de cama
raw; delay; cold | O pedido atrasou 50 minutos, chegou frio e os nuggets estavam crus por dentro.
mod:threat; poisoning | se meu filho piorar da intoxicação eu vou ai pessoalmente acertar as contas com vcs, aguardem
spoiled | o queijo da pizza tava com mofo embaixo 🤮
poisoning | otimo laxante, recomendo pra quem ta precisando 🙃
foreignBody | Encontrei um fragmento de plástico azul, parecido com pedaço de luva descartável, dentro do molho. Guardei a amostra e registrei fotos.
praise | melhor coxinha da regiao sem duvida
foreignBody | there was a dead fly in the salad dressing. gross
warmDrink | guarana quente e sem gas
allergy | meu filho tem alergia a ovo, perguntei no chat se a panqueca tinha ovo e disseram q nao. tinha
missingItem | nao veio o refri nem os talheres
poisoning; delay | alem de demorar uma eternidade, todo mundo aqui de casa ficou ruim da barriga dps
other=potes sem data de fabricação ou validade | Os potes de molho vieram sem nenhuma identificação de data de fabricação ou validade. Como não havia como saber se estavam bons, descartei.
spoiled | O leite usado no café gelado estava talhado, com grumos visíveis. Provavelmente vencido ou mal armazenado.
price | 15 reais de taxa de entrega é sacanagem
praise | Terceiro pedido e sempre impecável: comida quente, embalagem lacrada e etiqueta com horário de preparo. Parabéns pelo cuidado.
other=cozinheiro sem luva mexendo no celular | pela janela da cozinha vi o cara montando os lanches sem luva e mexendo no celular ao mesmo tempo. nojo
spoiled | la leche del licuado estaba cortada, olía agrio
poisoning | meu intestino pediu demissao depois desse acaraje kkk nao foi engraçado nao
spoiled | O pote de requeijão que acompanha o pedido veio com validade vencida desde a semana passada.
praise | o entregador foi super educado e a comida chegou quentinha
allergy | I'm lactose intolerant and the "dairy free" curry clearly had cream in it. Not great
mod:noOrder | nunca comprei mas minha cunhada disse q passou mal com a comida daqui
poisoning | digamos q passei o domingo abraçado com o vaso dps desse combinado
raw; missingItem | frango do yakisoba cru e nao veio o hashi
poisoning | comi o strogonoff de noite e passei a madrugada inteira no banheiro vomitando e com diarreia
foreignBody | um pedaço de unha no frango xadrez. UNHA.
 | Pedido entregue conforme combinado. Sem observações.
raw; taste | O pernil estava rosado e borrachudo no meio, e a farofa excessivamente salgada.
praise | la carne vino jugosa, término medio como la pedí. excelente
taste | massa da pizza crua no meio, grudenta
poisoning | Não vou entrar em detalhes, mas a noite depois desse jantar foi longa e passada no banheiro.
praise | o cabelo da atendente tava lindo kkkk e ela foi um amor no balcao, comida tb otima
notDelivered | marcou como entregue e nunca chegou
diet | pedi o lanche vegetariano e veio com bacon. sou vegetariana ha 10 anos 😡
raw | el pollo vino crudo por dentro, rosado total. qué asco
allergy; customisation | pedí sin maní porque soy alérgica y la ensalada vino con maní por encima. podría haber terminado en el hospital
poisoning; unanswered | Após consumir o sushi, tive febre, vômitos e diarreia por 48 horas. Tentei contato com a loja pelo telefone e pelo chat, sem nenhuma resposta. Espero ao menos um retorno.
allergy; poisoning | sou celiaca e pedi o prato marcado como sem gluten. passei mal a noite inteira, com certeza tinha farinha de trigo
praise | Trabalho com auditoria de segurança de alimentos e raramente elogio delivery. Aqui o frango chegou bem cozido, quente e bem embalado. Recomendo.
other=cardápio sem informação de alérgenos | o cardapio nao informa alergenos em nada, pra quem tem alergia é impossivel pedir aqui
wrongItem; allergy | veio o pedido de outra pessoa, com camarão, e eu sou alergica. sorte q abri e vi
raw; poisoning | pork was undercooked and I've been sick since yesterday
app; mod:app | o app nao aceitou meu cupom de jeito nenhum
raw | hamburguer tava cru mesmo no meio, vermelho. carne moida assim é perigoso
foreignBody | achei um band-aid no meio do macarrão. um BAND-AID usado. to sem palavras
raw; mod:refund | veio a tilapia crua por dentro e o ifood negou meu reembolso. absurdo
praise | me morí de risa con la notita que mandaron jaja, y la hamburguesa buenísima
praise | Atendimento exemplar. Perguntei sobre traços de amendoim e a loja me enviou a ficha técnica completa do prato. Raro ver esse cuidado. A comida também estava excelente.
spoiled; taste | o suco tava fermentado, azedo, e o pao duro
mod:offensive; raw | bando de porcos, mandaram frango cru pra mim. restaurante lixo
praise | passei mal de tanto comer kkkkk tudo mt bom, ja quero de novo
pricePortion | 49 conto numa marmita q mal enche a mão
 | pedido recibido
foreignBody | achei um cabelo enorme no meio do arroz 🤢🤢
foreignBody | tinha um prego?? no meio da costela. um prego de verdade
customisation | pedi sem cebola e veio cheio de cebola
foreignBody | tinha um fio de palha de aço na lasanha, um fiozinho de metal. perigoso demais
raw | "ao ponto" pra frango nao existe ne gente, tava rosado
foreignBody; poisoning | tinha uma mosca no feijao e depois ainda passei mal o dia todo
spoiled | A alface estava murcha e escurecida, com aspecto de vários dias.
raw | costelinha de porco crua perto do osso, vermelha ainda
diet | Escolhi a versão sem glúten porque estou evitando por dieta, não é alergia. Veio com croutons de pão comum.
praise | asked for my steak rare and it came perfectly rare. chef knows what they're doing
raw; delay | demorou 1h30 e ainda veio o frango cru no meio. complicado
pricePortion | carísimo para una porción tan chiquita
courier; mod:courier | o motoboy nao quis subir e ainda foi grosso comigo
allergy; poisoning | amendoim no molho do frango xadrez sem avisar. meu marido é alergico, inchou a boca toda e fomos pro pronto socorro
foreignBody | veio um pedaço de papel filme assado junto com a carne
praise; delay | demorou um pouco mas valeu a pena, file no ponto perfeito
poisoning | después de comer el ceviche pasé toda la noche con vómitos y diarrea
spoiled | maionese azeda, cheiro horrivel. ngm merece
praise | loved the cashier's hair haha, very friendly people and the food was great
poisoning | got food poisoning from the shrimp tacos, spent the whole night throwing up
spoiled | sour cream was expired by a week, checked the lid
spoiled; poisoning | the egg salad smelled off. ate a bit anyway, big mistake, spent the evening in the bathroom
unanswered; foreignBody | liguei 5x pra falar do plastico q veio na pizza e ninguem atendeu
allergy | tinha camarão escondido no molho do risoto de frango e nada falava na descricao. sou alergico, ainda bem q percebi na primeira garfada
allergy; service | Avisei no chat que meu filho tem alergia a leite e perguntei se o bolo continha lactose. A atendente respondeu "acho que não", com descaso. A cobertura era de leite condensado. Felizmente percebemos antes de ele comer.
melted | o açai chegou derretido, virou sopa
packaging | o caldo vazou todo dentro da sacola
praise | the free plush toy in the kids meal made my daughter's day
foreignBody | bicho na alface. tipo uma lagartinha verde. nunca mais peço salada daqui
praise | comí tanto que terminé mal jaja, todo riquísimo
allergy; customisation | pedi o molho à parte pq tenho alergia a ovo e a maionese ja veio misturada no lanche
wrongItem | pedi frango e veio carne
packaging | a tampa da marmita veio aberta, sem lacre, molho pra todo lado
allergy; customisation | coloquei na obs SEM AMENDOIM pq meu filho é alergico e o pad thai veio cheio de amendoim. sorte q eu vi antes dele comer
taste | a carne veio dura q nem borracha e o arroz empapado
allergy; poisoning | sou intolerante a lactose, o cardapio dizia q o molho era sem leite mas tinha creme de leite. passei a noite toda com dor de barriga
praise | o pastel de carne é o melhor da vida, e o cabelo de anjo da sobremesa é divino
praise | essa comida é um crime de tao boa kkkk
 | fine
general | horrivel, nunca mais
general | never again
service | atendente super grossa no telefone
diet | Pedi a opção vegana e veio com queijo ralado por cima. Não tenho alergia, mas sou vegano e isso deveria ser respeitado.
delay; cold | tardó casi dos horas y llegó todo frío
raw | a linguiça tava rosa no meio, crua msm, nao da pra comer porco assim
missingItem | no vino la bebida
spoiled | a salada de maionese tava com gosto de geladeira velha e meio azeda
spoiled; poisoning | O frango tinha um cheiro forte, diferente do normal. Comi pouco, mas tive cólicas e diarreia à noite. Suspeito de produto fora da validade ou mal refrigerado.
foreignBody | encontré un pelo largo en la pizza 🤢
cold; taste | comida fria e sem sal
foreignBody | había un pedazo de plástico dentro del burrito
allergy; poisoning | soy celíaco y el pan "sin gluten" claramente no lo era. estuve mal dos días
praise | bicho, q lanche bom. serio
delay; cold; taste | took over an hour and the fries were cold and soggy
spoiled | arroz com cheiro de azedo, acho q era de ontem
foreignBody; service | achei um cabelo e mandei msg, a moça respondeu "acontece" e pronto
raw | chicken was pink and slimy in the middle, threw it out
other=cozinha suja e lixo aberto | Retirei no balcão e a cozinha, que fica à vista, estava visivelmente suja, com lixo aberto ao lado da chapa. Não pretendo voltar.
 | pedido recebido
praise | morri de rir com o bilhetinho q vcs mandaram, e o lanche tava top demais
praise | o salmao do sashimi tava fresquinho, derretendo na boca 😍
praise | veio um bichinho de pelucia de brinde pro meu filho, ele amou ❤️❤️
mod:noOrder | dizem q acharam rato na cozinha desse lugar, nem vou arriscar pedir
spoiled; poisoning | o vinagrete tava com gosto estranho, meio fermentado. umas 2h dps comecei a vomitar
portion; taste | pouca carne no espetinho e sem tempero nenhum
foreignBody | una curita en el arroz. UNA CURITA.
praise | eu sou alergica a camarão e vcs separaram tudo direitinho e ainda avisaram no bilhete, mt obrigada ❤️
diet; wrongItem | pedi coca zero pq sou diabetica e mandaram coca normal
praise | pedi a picanha mal passada e veio sangrando do jeitinho q eu gosto, perfeito 🤤
foreignBody | Havia um grampo metálico, desses de prender cabelo, no meio do purê.
 | ok
paidExtra | paguei bacon extra e nao veio bacon nenhum
delay; cold | demorou quase 2h e chegou tudo gelado
pricePortion; spoiled | Paguei 68 reais em um poke com pouquíssimo peixe, e o pouco que veio tinha cheiro de amônia.
foreignBody; mod:threat | Encontrei uma barata na sopa. Se não me reembolsarem hoje, vou expor o restaurante em todos os grupos do bairro e no Instagram.
spoiled | o peixe tava com cheiro de podre, com certeza nao era fresco
foreignBody | tinha um pedaço de plastico duro dentro do hamburguer, quase quebrei o dente
praise; foreignBody | comida deliciosa como sempre mas dessa vez veio um cabelinho no purê. da uma atenção ai
poisoning; service | me intoxiqué con el sushi y cuando llamé me dijeron que era problema mío. pésima atención
poisoning | minha familia inteira passou mal dps do yakisoba, 4 pessoas com diarreia no dia seguinte. so comemos isso
raw; foreignBody | Pedi o frango grelhado para o almoço. Ao cortar, percebi que estava rosado no centro, com líquido avermelhado. Além disso, encontrei um fio de cabelo sob a salada. Recomendo revisar o tempo de cocção e o uso de touca na cozinha. Não consumi.
 | primeira vez q peço, vamos ver
foreignBody | found a piece of metal wire in my burger. could have broken a tooth
portion | a porção de fritas veio com meia duzia de batata
foreignBody | BARATA NA MARMITA. isso msm q vc leu. barata
raw; customisation | Solicitei na observação a bisteca bem passada. Veio rosada no centro. Carne suína precisa de cozimento completo.
foreignBody | tinha uma pedra no feijão, trincou meu dente
poisoning | dps do almoço daqui fiquei 2 dias de atestado. nao recomendo
`,
);

/** Set BF: a marketplace moderation team: insults, slurs, threats, fakes, the marketplace's matters, and what only looks like them. */
export const HELD_OUT_BY_OTHERS_BF = parseReviews(
  "blindBF",
  `
mod:offensive; delay | demorou 1h40 seus fdp, nunca mais peço nessa budega
delay | que porra de demora, 1h10 pra chegar um x-salada
praise | do caralho de bom esse smash mlk 🔥🔥🔥
mod:offensive; wrongItem | pedi frango e veio carne. quem montou é burro ou oq? bando de incompetente
service | a moça do chat me respondeu "se nao gostou pede em outro lugar". serio isso??
mod:hate; service | atendente v1ado cheio de frescurinha no telefone, nao resolveu nada
mod:threat; missingItem | faltou o refri DE NOVO. da proxima vez eu vou ai e vcs vao ver o q acontece
mod:noOrder | dizem que a cozinha desse lugar é cheia de rato, deus me livre pedir aqui
mod:noOrder | nunca pedi mas minha vizinha disse q passou mal com o yakisoba deles, fiquem longe
mod:courier; courier; praise | o entregador do ifood foi mt grosso, jogou a sacola no portao e vazou. a comida em si tava otima
mod:refund; notDelivered | pedido nunca chegou e o estorno do ifood ate hj nada, ja faz 12 dias
mod:app; app | o app cobrou 2x no meu cartao, a loja nao tem culpa mas q raiva
praise | puta que pariu que hamburguer bom
mod:offensive; cold | vtnc, pizza gelada pela terceira vez. dono preguiçoso do krl
mod:hate; taste | o chapeiro deve ser um m4c4co, hamburguer torrado e seco
mod:offensive; delay | 2 hours for a burger. the owner is a f***ing clown
delay; cold | que mierda de demora, llegó todo frío
mod:noOrder | sou dono da hamburgueria da esquina e te garanto: aqui é tudo congelado de mercado
mod:noOrder | Esta avaliação era para o sushi da rua de cima, me confundi de loja. Mas fica o aviso: lá veio tudo errado.
 | normal
taste | dizem q é o melhor açai da regiao, achei aguado e sem gosto nenhum
praise | meus amigos falavam mt bem e resolvi pedir. realmente é foda demais, parabens
raw | nunca tinha pedido aqui, primeira vez e o frango veio cru por dentro
mod:offensive; customisation | PEDI SEM CEBOLA P0RR4. vcs sao analfabetos??
customisation | pedi sem cebola e veio cheio de cebola, puta merda viu
mod:threat; service | O dono me tratou muito mal pelo telefone. Vou expor a cara dele no Instagram e no TikTok, todo mundo vai saber quem ele é.
mod:threat; wrongItem | sei onde fica a loja. manda errado mais uma vez pra vc ver
other=taxa de embalagem não informada | Cobraram uma taxa de embalagem que não aparece no cardápio. Vou registrar no Procon.
mod:courier; courier | motoboy do app nao quis subir, disse q "nao é obrigado" e ficou buzinando la embaixo 20 min
courier | o motoboy da propria pizzaria chegou fedendo a cigarro e abriu a bag na minha frente pra mexer nas coisas
mod:app; app | cupom de 20 reais nao aplicou de jeito nenhum, app bugado do caralho
app; missingItem | o cupom nao funcionou e ainda por cima faltou a batata
mod:refund; missingItem | faltou a sobremesa inteira e o ifood diz q o reembolso "está em analise" ha 2 semanas
praise | vou ai semana q vem conhecer a loja pessoalmente, o lanche é mt bom 😋
mod:hate | dono bichinha afetado, nao dou meu dinheiro pra esse tipo de gente
mod:hate; delay | claro q ia demorar, so podia ser mulher na cozinha 🙄 1h20 de espera
mod:hate; wrongItem | o atendente é retard4do? pedi o tamanho M e veio P
mod:offensive; general | lixo de restaurante, lixo de dono, vão se f*der todos
general | que merda de experiencia, nunca mais
praise | caraio mano que pastel bom, recheio ate a borda
mod:offensive; price | 60 conto num lanche simples, vcs sao uns ladroes safados
pricePortion | tá caro pra cacete pra vir esse tiquinho de batata
service | o cara do telefone falou "problema seu" e desligou na minha cara
mod:offensive; service | o cara do telefone é um arrombado, desligou na minha cara quando reclamei
mod:noOrder | todo mundo sabe q eles reaproveitam oleo velho por semanas, nao peçam
foreignBody | achei um cabelo no meio do arroz, que nojo do c*ralho
mod:offensive; foreignBody | cabelo na comida de novo, seus porcos imundos
mod:threat; poisoning | passei mal a noite toda. se acontecer de novo eu vou ai quebrar essa merda toda
poisoning | Passei mal a noite inteira depois do strogonoff. Vomitei três vezes e tive que ir ao pronto-socorro.
mod:courier; courier; delay | o entregador ficou rodando no bairro 40 min e ainda me xingou pq eu "botei endereço errado" (nao botei)
praise | this place is f***ing amazing, best ribs in town
mod:hate; wrongItem | got the wrong order again, the r*tard at the counter can't read
mod:noOrder | never ordered here but a friend told me they use expired meat. stay away
mod:refund; notDelivered | order marked as delivered, never got it, and the app still hasn't refunded me after 9 days
mod:threat; service | the manager laughed at me on the phone. i'm posting his name and face everywhere, just watch
service | the guy on the phone literally said "not my problem, call the app". unbelievable
mod:offensive; wrongItem | pedí pollo y vino cerdo, son unos pend*jos
mod:hate; service | el cajero es un maric*n, me atendió fatal
praise | está de puta madre la hamburguesa, volveré seguro
mod:noOrder | nunca pedí aquí pero dicen que tienen cucarachas en la cocina
mod:courier; courier | el repartidor de la app me habló de mala manera y no quiso subir. el restaurante no tiene la culpa
mod:threat; taste | la carne estaba durísima. sé dónde queda el local, voy a ir y ya verán
mod:refund | o ifood cancelou meu pedido sozinho e o estorno nao caiu ate agora
mod:app; app | o rastreio do app mostrava q o pedido tava na minha porta e nao tava, so 20 min depois atualizou. app lixo
spoiled | maionese azeda, com cheiro estranho, porra
mod:offensive; spoiled | maionese azeda seus nojentos do c4r4lh0
melted | o sorvete chegou uma sopa, q merda hein
warmDrink | coca quente e sem gas, foda
packaging | o caldo vazou todo na sacola, sujou o banco do meu carro pqp
mod:offensive; packaging | embalagem toda amassada, quem fecha essas caixas é um jumento
portion | porção mixuruca, vcs tao de sacanagem né
paidExtra | paguei bacon extra e cadê o bacon?? nem sinal
mod:offensive; paidExtra | paguei bacon extra e nao veio, seus trambiqueiros de merda
allergy | avisei q sou alergico a camarao e veio camarao no molho, tive q tomar antialergico correndo
diet | pedi a opção vegetariana e tinha pedaço de bacon no meio, sacanagem
unanswered | liguei 5x e mandei msg no chat, ninguem atende essa porra
mod:offensive; unanswered | ninguem responde o chat, tao dormindo seus vagabundos?
praise | slc q pizza braba, massa fininha e crocante 🤤
 | pedi pra minha mae, ela que comeu
 | primeira vez pedindo
mod:noOrder | fiquei sabendo que o dono não paga os funcionários, boicote total
mod:noOrder | 1 estrela pq a concorrente é melhor e mais barata, nem preciso provar pra saber
mod:hate; service | esse atendente cri0ul0 me olhou torto quando fui retirar
mod:hate; delay | lugar cheio de baianada lerda, 1 hora pra sair um pf
mod:hate | dona sapatão, nao vou dar meu dinheiro pra isso
mod:hate; taste | cozinheiro mongol0ide, arroz empapado e feijao sem sal
mod:offensive; service | a atendente é uma vaca mal educada, respondeu com 3 pedras na mão
mod:threat; raw | nugget rosado por dentro. se meu filho passar mal eu vou atras de vcs, pode ter certeza
raw; customisation | pedi bem passado e o hamburguer veio sangrando no meio
mod:threat; wrongItem | Mandaram o pedido de outra pessoa pela segunda vez. Vou fazer um vídeo mostrando o endereço e o nome do dono, vocês vão se arrepender.
wrongItem; service | veio o pedido de outra pessoa e a loja nao quis trocar. vou colocar no reclame aqui tb
notDelivered | o pedido nunca chegou e a loja fala q saiu. cade meu lanche caralho
mod:offensive; notDelivered | pedido nao chegou, seus golpistas f1lh0s d4 put4
mod:courier; courier | Entregador chegou bêbado, mal parava em pé. Isso é problema do iFood, não do restaurante, a comida estava certa.
pricePortion | aumentaram o preço e diminuiram o hamburguer, ta de brincadeira ne
price | taxa de entrega de 15 reais pra 2km, pelo amor de deus
mod:refund; missingItem | pedi reembolso pelo ifood de um item que faltou e negaram sem motivo nenhum, palhaçada
praise | o atendente falou "fica tranquilo q a gente resolve" e resolveu mesmo, mandou outro na hora. nota 10
mod:offensive; taste | q comida horrivel, o cozinheiro é um imbecil, tudo boiando no oleo
taste | comida oleosa pra caralho, mal deu pra comer
delay | entrega expressa mesmo, so 1h50 😂😂
general | decepcionante, esperava bem mais
mod:offensive; general | lixo, dono lixo, funcionario lixo
taste; praise | a carne tava divina mas o pão veio murcho e borrachudo
praise | top demais, chegou quentinho e bem embalado
 | nota 3
missingItem | nao veio talher nem guardanapo, comi com a mao igual bicho kkkk
mod:offensive; missingItem | faltou a porção de fritas, vcs roubam na cara dura seus pilantras
service | a menina do balcão disse "não sou paga pra isso" quando pedi o molho
mod:hate | atendido por um tr4veco, nunca mais piso ai
mod:threat; courier | o motoboy me chamou de burro no portao. se ele aparecer aqui de novo vai levar uma surra
mod:courier; courier | o entregador do app ficou com meu troco, disse q nao tinha moeda e sumiu
cold; praise | o sabor é bom demais mas chegou morno, que pena
wrongItem | veio pedido de outra pessoa, o nome na comanda era Juliana
customisation | pedi molho a parte e veio tudo encharcado de molho
foreignBody | tinha um pedaço de plastico no meio do macarrao
spoiled | o leite do milkshake tava azedo, bebi um gole e joguei fora
packaging; melted | o milkshake chegou derretido e com a tampa aberta, vazou tudo na sacola
diet | sou diabetico, pedi refri zero e veio normal. ja falei mil vezes na observação
allergy | Sou celíaca e avisei no pedido. Veio empanado com farinha de trigo comum, passei o dia inteiro mal.
mod:offensive; cold | cold fries again. you guys are useless pieces of sh*t
mod:courier; courier | the delivery guy from the app was rude and refused to come to the door. restaurant did nothing wrong
mod:app; app | the app charged me twice and support is a joke. not the restaurant's fault
portion | tiny portion for a "family size". wtf
mod:refund; wrongItem | me llegó el pedido de otra persona y la app no me devuelve el dinero, ya van 10 días
service | el encargado me dijo "si no te gusta no pidas más". qué vergüenza
mod:offensive; delay | tardaron dos horas, son unos inútiles de mierda
mod:hate; service | the cashier is a f*ggot, rude as hell
mod:hate; customisation | la cocinera sudaca no sabe leer, pedí sin picante y vino picantísimo
praise | pqp q açai gostoso, vem caprichado dms
mod:offensive | dono babaca
mod:offensive; delay; melted | 1h30 por um açai que chegou derretido, bando de lesmas preguiçosas
other=troco errado | a loja mandou o troco errado, faltou 10 reais
mod:noOrder | nem provei mas pela foto ja da pra ver q é ruim
mod:offensive; delay; cold | Fiz o pedido às 20h e chegou às 21h50, tudo frio. Liguei e a atendente riu de mim. Vocês são uma piada, um bando de incompetentes. Não recomendo a ninguém.
delay; service; praise | Que porra foi essa hoje? Uma hora e meia pro meu pedido sair, e quando liguei o rapaz disse "a culpa é sua que pediu em horário de pico". Sempre pedi aqui e a comida é ótima, mas esse atendimento não dá.
mod:refund; missingItem; praise | A loja assumiu o erro da bebida que faltou, mas o iFood até agora não fez o estorno dos 8 reais. O problema é com o app, não com vocês. A pizza estava excelente.
mod:noOrder | Nunca comprei aqui, mas vi no grupo do bairro que acharam uma barata na marmita. Fica o alerta pra todo mundo.
mod:courier; courier | Entregador mal-educado, ficou reclamando que meu prédio é longe e falou palavrão na portaria. O restaurante foi perfeito, o problema é o parceiro do aplicativo.
service | o garçom da retirada ficou discutindo comigo e falou q eu tava "fazendo escandalo" so pq perguntei o preço
mod:hate; mod:offensive; diet | pedi sem gluten pq nao gosto e veio normal, essa atendente é uma bicha burra do car4lh0
praise | Comida do caralho de boa, chegou antes do previsto e o entregador super educado. Parabéns à equipe.
 | vou ver da proxima
mod:threat | vcs vao ver o que vai acontecer com essa loja, anotei a placa do carro do dono
taste | a pizza tava crua na massa, grudando no ceu da boca, p0rr4 hein
mod:offensive; pricePortion | 45 reais num yakisoba que nao enche uma crianca, vsf seus pão-duros
delay | too damn slow, almost 2 hours
mod:app; app | la app no me dejó usar el cupón y encima me cobró la tarifa dos veces
mod:noOrder | un amigo me dijo que aquí la comida es de ayer recalentada, ni loco pido
praise | bom pra c4r4lh0 o parmegiana, voltarei com certeza
`,
);

/** Set BG: a pizzeria, a burger place and a marmita kitchen in three cities over a holiday month. */
export const HELD_OUT_BY_OTHERS_BG = parseReviews(
  "blindBG",
  `
wrongItem | pedi meia calabresa meia quatro queijos e veio meia calabresa meia frango c catupiry. na vespera de natal ainda 🙄
wrongItem | os sabores da meia a meia vieram trocados, pedi metade pepperoni metade palmito e veio metade pepperoni metade atum. ATUM mano??
missingItem | cade o guarana??? pedi o de 2 litros e nao veio
paidExtra | paguei bacon extra 6 reais e o burger veio sem bacon nenhum. 6 conto jogado fora
customisation | escrevi SEM CEBOLA em maiusculo na observacao e veio cheio de cebola roxa. alguem le as obs?
diet | sou diabetica e pedi coca zero, mandaram coca normal. fiquei sem beber nada na ceia
pricePortion | a marmita subiu de 22 pra 26 e veio menos carne. feliz natal pra quem ne
packaging | caixa da pizza chegou amassada, queijo todo grudado na tampa
courier; mod:courier | o motoboy foi mto grosso, mandou eu descer logo pq tava com pressa e ainda ficou bufando
app; mod:app | cupom de 15 do app nao funcionou, aparecia valido e na hora de pagar sumiu
unanswered | liguei 5 vezes pra loja pra saber do pedido e ninguem atendeu
delay | 1h50 pra chegar uma marmita. ano novo eu sei mas ne
praise | bah, xis coracao tri bom, chegou quentinho. nota 10 tche
praise | oxe que pizza massa visse, a de carne de sol com queijo coalho ta arretada
praise; missingItem | burger perfeito, ponto certinho, so faltou a maionese verde q eu pedi
cold; delay | 40 min atrasado e o lanche chegou gelado, parecia q tinha saido da geladeira
taste | pizza queimada embaixo, borda preta
raw; customisation | pedi bem passado e o hamburguer veio cru por dentro, sangrando
foreignBody | achei um cabelo na marmita de strogonoff. perdi a fome
poisoning | passei a noite toda no banheiro depois do frango a parmegiana de vcs. vomitei ate
spoiled | o feijao tava azedo, cheiro de estragado
allergy | avisei na obs q tenho alergia a camarao e veio camarao no arroz. quase fui parar na upa
 | pedido entregue
general | que experiencia ruim, desanimei de vcs
mod:offensive; wrongItem | seus incompetentes do caralho, DE NOVO o sabor errado
warmDrink | refri chegou quente e sem gas. no calor de recife ninguem merece
melted | milkshake chegou todo derretido, virou leite com chocolate
notDelivered | app diz entregue e eu nao recebi nada. fiquei sem janta na noite de natal
service | a atendente do chat foi super seca, respondeu "nao temos o que fazer" e encerrou a conversa
price | taxa de entrega de 15 reais pra 2 km ta de brincadeira
portion | marmita fitness com 3 pedacinhos de frango, passei fome
mod:threat; wrongItem | vou ai na loja quebrar tudo se mandarem errado de novo, ja e a terceira vez
mod:noOrder | nunca pedi daqui mas meu cunhado disse q viram barata na cozinha deles
mod:hate; delay | atendente viado demorou uma hora pra mandar meu lanche
missingItem; mod:refund | faltou a batata e o ifood nao quer estornar, ja abri 3 chamados
delay | parabens pela entrega expressa, so 2h e meia pra um x-salada 👏👏
cold | adorei a pizza servida em temperatura de geladeira, mto inovador kkkk
customisation | pedi o molho a parte e veio tudo jogado em cima do lanche
paidExtra | paguei borda recheada de cheddar e a borda veio vazia
missingItem | nao mandaram talher nem guardanapo, era pra comer a marmita com a mao?
wrongItem | veio o pedido de outra pessoa, combo com nome de Jeferson na sacola. eu sou a Carla
diet | pedi marmita vegetariana e tinha pedaco de linguica no meio do feijao. sou vegetariana ha 10 anos
praise | melhor marmita de sp, tempero de vo
praise | firmeza total, burger suculento e entregador gente boa
 | pedi pra familia toda no almoco de natal
praise; taste | massa boa, mas o molho tava salgado demais
app; mod:app | o app nao mostrava onde tava o motoboy, rastreamento travado o tempo todo. chegou no horario pelo menos
courier; mod:courier | o entregador nao quis subir, moro no 3 andar sem elevador e tenho 70 anos
courier; missingItem | o motoboy abriu a sacola, o lacre tava rasgado e faltava a batata
missingItem; unanswered | faltou o refri, mandei msg no chat e ate agora nada de resposta
pricePortion | 45 conto num burger que cabe na palma da mao. ano passado era o dobro
general | bem decepcionado
delay; unanswered | pedido atrasou 1h e ninguem atendia o telefone. feriado e foda
spoiled | a salada da marmita tava murcha e o tomate podre
foreignBody | tinha um pedaco de plastico duro no meio do burger, quase quebrei o dente
raw | frango da marmita rosado por dentro, cru mesmo
poisoning | eu e minha filha com diarreia desde ontem, so comemos a pizza de frango de vcs
praise | chegou antes do previsto, tudo quentinho e bem embalado. parabens
wrongItem | pedi pizza grande e veio broto
customisation; taste | pedi carne ao ponto e veio esturricada, sola de sapato
portion | que generosidade, 4 batatas no pote de batata grande 😂
delay; cold | oxe, 2 hora esperando e o lanche chegou frio, fiquei aperreada com a fome visse
service | a moca no telefone foi mal educada e desligou na minha cara
other=entregou no endereco antigo | mandaram pro meu endereco antigo mesmo eu trocando no pedido, tive q ir buscar
other=nota fiscal com cpf | pedi nota fiscal com cpf e nao mandaram
other=sem troco | pedi troco pra 100 e ninguem tinha troco, fiquei devendo pro vizinho
app; mod:app | pix no app deu erro 3 vezes, tive q pagar no cartao
other=pedido cancelado; mod:refund | cancelaram meu pedido do nada e ate hoje o estorno nao caiu no cartao
taste | batata murcha e encharcada de oleo
packaging | o feijao vazou e melou a sacola toda
warmDrink | cerveja chegou quente pra virada do ano. valeu hein
melted | o sorvete da sobremesa chegou liquido
notDelivered; unanswered | nunca chegou e a loja nao responde ninguem
mod:noOrder | a pizzaria do lado e mto melhor, essa aqui usa queijo falso, todo mundo sabe
praise; pricePortion | comida boa mas ta caro demais pro tanto q vem
general | mds que bosta
mod:offensive; cold | cozinheiro lerdo do caramba, manda essa porcaria fria de novo pra ver
wrongItem | ordered a pepperoni, got a veggie pizza. not a fan of surprises
delay; cold | took almost two hours on christmas eve and the burger was cold when it got here
praise | best smash burger I've had in São Paulo, crispy edges, great sauce
paidExtra | paid for extra cheese and it came with the regular amount, maybe less
allergy; customisation | I told them I'm lactose intolerant and asked for no cheese. The burger came covered in cheddar.
courier; mod:courier | the delivery guy was rude and basically threw the bag at me
 | first time ordering here
app; mod:app | the app charged my card twice for one order
wrongItem | pedí una hamburguesa con queso y llegó una de pollo, qué pasó?
missingItem | faltó la bebida, pagué por una coca y no vino
praise | muy rica la pizza, llegó caliente y rápido. recomendado
delay | más de una hora esperando, estamos de vacaciones en Recife y perdimos la noche
pricePortion | carísimo para lo poco que viene, la marmita casi vacía
customisation | pedí sin cebolla y vino llena de cebolla
unanswered | llamé tres veces al local y nadie contestó
praise; taste | great crust but the sauce was way too sweet
delay; cold; unanswered | Fiz o pedido às 19h do dia 24 para a ceia e só chegou às 21h15. A pizza estava fria e a loja não atendeu nenhuma das minhas ligações. Estragou o Natal da família.
wrongItem; missingItem | Pedi dois combos, veio um hambúrguer de frango no lugar do duplo e faltou um dos refrigerantes.
praise; customisation | Adoro a marmita de vocês, mas pela terceira vez ignoraram o pedido de sem feijão. Por favor, leiam as observações.
pricePortion | Em novembro a pizza grande custava R$59, agora em dezembro está R$72 e veio mais fina e com menos recheio. Aproveitando o fim de ano, né?
packaging | A caixa veio toda amassada, a pizza chegou dobrada e com o recheio todo de um lado só.
diet | Pedi a opção sem glúten porque estou de dieta e veio o pão comum. Não é alergia, mas gostaria que respeitassem o pedido.
allergy | Sou celíaca, pedi a pizza com massa sem glúten e veio massa comum. Sorte que percebi antes de comer.
courier; delay; mod:courier | O entregador ficou rodando perdido pelo bairro por 40 minutos e ainda reclamou comigo como se a culpa fosse minha.
service | Reclamei educadamente pelo chat e recebi uma resposta irônica do atendente. Falta de respeito com o cliente.
praise | Atendimento excelente. Liguei para pedir uma alteração, me atenderam super bem e tudo chegou certinho.
praise; paidExtra | O hambúrguer estava ótimo, mas paguei adicional de cheddar e de ovo e só veio o ovo.
missingItem | Veio tudo, menos a sobremesa que fazia parte do combo de Natal.
foreignBody; service | Encontrei um fio de cabelo na pizza. Mandei foto pelo chat e disseram que "acontece". Lamentável.
raw | A carne do hambúrguer estava crua no meio, totalmente vermelha. Não tenho coragem de comer carne moída assim.
spoiled; poisoning | A maionese da batata estava com gosto azedo e no dia seguinte eu e meu marido estávamos vomitando.
notDelivered | O pedido consta como entregue, mas não recebi nada. O porteiro confirma que ninguém passou aqui.
app; mod:app | O aplicativo cobrou a taxa de entrega mesmo com o cupom de frete grátis ativo.
wrongItem; mod:refund | Veio o sabor errado, a loja até reconheceu, mas o reembolso pelo aplicativo foi negado. Absurdo.
general | Experiência muito ruim do começo ao fim.
 | Pedido feito para o réveillon.
praise | Marmita caprichada, comida caseira de verdade. Virei cliente.
taste; portion | Arroz empapado, frango sem tempero e uma quantidade ridícula.
delay; praise | Demorou um pouco por causa do feriado, mas a pizza estava uma delícia.
customisation; taste | Pedi a pizza bem assada e veio com a massa branca, crua no meio.
wrongItem | Pedi a marmita de bife acebolado e recebi a de peixe. Detesto peixe.
praise; pricePortion | Sabor impecável como sempre, mas o preço subiu e a porção diminuiu. Fica difícil manter o pedido toda semana.
warmDrink; missingItem | O suco veio quente e esqueceram o copo com gelo que eu tinha pedido.
mod:threat; delay | Se meu pedido não chegar em 10 minutos vou expor vocês em todos os grupos do bairro e ir aí pessoalmente.
mod:noOrder | Dizem por aí que essa hamburgueria reaproveita carne do dia anterior. Não comprem.
mod:offensive; service | Atendente mal educado e imbecil, deveria ser demitido.
other=muito plastico descartavel | Muito plástico descartável no pedido, poderiam usar embalagem de papel.
other=nao aceita vale-refeicao | A loja não aceita vale-refeição na entrega e isso não está avisado em lugar nenhum.
portion | A porção de batata "grande" é do tamanho de uma pequena de qualquer outro lugar.
courier; packaging | O motoboy veio costurando e empinando a moto, a caixa chegou de lado e a pizza toda revirada.
delay; app | O app mostrava 30-40 min e levou 1h30. O rastreamento nunca atualizou.
unanswered; service | Mandei três mensagens e ninguém respondeu. Quando finalmente liguei, a pessoa foi grossa.
delay | bah, 1h e pouco pra um xis tche. capaz que eu peco de novo
praise; wrongItem | tri bom o xis, mas pedi xis calabresa e veio xis frango, bah
praise | barbaridade tche, que pizza! borda crocante e bem recheada
cold | o xis chegou mais gelado que chimarrao de ontem
missingItem | faltou a maionese caseira, xis sem maionese nao e xis tche
praise | marmita de mainha mermo, feijao com charque massa demais
wrongItem | pedi pizza de charque com coalho e veio de frango, eita
courier; mod:courier | o boy da entrega ficou buzinando e gritando meu nome na rua, que vergonha
portion | marmita miseravi, um tiquinho de macaxeira e pronto
praise | mano q burger da hora, smash no ponto, voltarei
delay | meu, 1h40 pra atravessar pinheiros? o motoboy veio a pe?
paidExtra | paguei o adicional de cebola caramelizada e nao veio, zica
customisation | pedi pra cortar em 8 pedaços pras crianças e veio em 4 kkk
customisation; missingItem | pedi sem picles e com sache de barbecue extra, veio com picles e sem barbecue
 | pedido 2 de hj
 | normal
diet | pedi suco sem acucar pq sou diabetico e veio docissimo, nem consegui beber
wrongItem | o refri veio fanta laranja e eu pedi guarana, detalhe mas enfim
praise; packaging | burger top, mas a caixinha chegou toda amassada
pricePortion | pizza de 80 reais com 6 fatias fininha, nem a pau
delay; courier | ficou 30 min parado no mapa e qd chegou o motoca ainda reclamou da gorjeta
`,
);

/** Set BH: Spanish and English speakers ordering in Brazil, portuñol and mixed languages. */
export const HELD_OUT_BY_OTHERS_BH = parseReviews(
  "blindBH",
  `
delay; cold | pedi às 21h e chegou 22:40, la milanesa helada. un desastre
praise | the açaí bowl was insane, best thing I've eaten in Rio so far
wrongItem | ordered the chicken stroganoff and got the beef one. not what I paid for
missingItem | faltou o guaraná, paguei e não veio. que onda
paidExtra | pague borda recheada de catupiry y vino la borda comun, sin nada adentro
customisation | puse en la observacion SIN CEBOLLA en mayusculas y vino llena de cebolla igual
diet | soy vegana, pedi la hamburguesa "vegana" del menu y vino con queso y mayonesa comun. que parte de vegana no entienden?
allergy; customisation | I'm allergic to peanuts, wrote it in the notes AND in the chat, and the pad thai came covered in them. Could have ended up in hospital. Unbelievable.
raw | chicken was pink inside, basically raw near the bone. not safe at all
foreignBody | achei um cabelo comprido no arroz. que asco
poisoning | comi el temaki de salmon y pase toda la noche vomitando. mi novio tambien
courier; mod:courier | el motoboy no quiso subir, me hizo bajar 8 pisos y encima me grito porque tarde
app; mod:app | the app charged my card twice and the coupon never applied
mod:refund | cancelaron mi pedido y hace 10 dias que espero el estorno. el ifood no me devuelve la plata
price | R$ 14 de taxa de entrega pra 2 km?? caríssimo, muy caro
portion | tiny portion, I was still hungry after
service | le escribi por el chat para preguntar por el pedido y me contestaron "se não gostou não pede". que mala onda
unanswered | llame tres veces al restaurante y nadie atiende. mande mensaje tambien, nada
general | horrible. nunca mas
delay | wow, lightning fast delivery, only 2 hours 10 min 👏👏 truly impressive
mod:offensive; delay | son unos inutiles de mierda, 1h30 para una pizza
mod:noOrder | nunca pedi aca pero un amigo que trabajo ahi dice que la cocina es una mugre. no pidan
praise | MELHOR HAMBURGUER DO BRASIL!!!! 5 ESTRELAS PEÇAM JA!!! the best best best
 | ok
praise | todo riquisimo, llego calentito y el motoboy re amable. 10/10
pricePortion | R$ 48 num poke com quatro cubinhos de salmão contados. una estafa
packaging | the soup leaked all over the bag, half of it was gone by the time it got here
taste | a feijoada estava salgada demais, impossivel comer. muy salada
spoiled | the mayo smelled sour, like it had gone off days ago. threw the whole thing out
warmDrink | a coca chegou quente e sem gás
melted | o sorvete chegou como sopa. very sad
notDelivered | app says delivered, nothing ever came. I was standing at the door the whole time
delay; wrongItem | demorou muchísimo y encima vino errado, eu pedi frango e veio carne
 | pedi para probar, normal
cold; taste | as batatas chegaram frias e murchas, like they'd been sitting there for an hour
missingItem | no mandaron cubiertos ni servilletas, tuve que comer el estrogonofe con una cuchara de plastico de mi mochila jaja
customisation; raw | pedi a carne bem passada, escrevi "bem passada por favor" e veio quase crua por dentro, sangrando. sorry my portuguese but this is not ok
paidExtra | I paid R$ 8 for extra bacon and there was not a single piece of bacon. Not one.
diet; wrongItem | I'm diabetic and asked for coke zero, they sent regular coke. not cool, I could have drunk it without noticing
allergy; customisation | tengo intolerancia a la lactosa, lo puse en la observacion y la pasta vino llena de queso
raw; foreignBody | the burger was raw in the middle and there was a piece of plastic in it. done with this place
spoiled; poisoning | el camaron tenia un olor raro, comi igual (error mio) y tuve diarrea dos dias
courier; mod:courier | delivery guy clearly opened the bag, the fries box was open and half empty when it got to me
app; mod:app | o aplicativo não aceita meu endereço, fica travado na tela. I gave up after 20 minutes
mod:refund; notDelivered | el pedido nunca llego y ifood dice que no corresponde reembolso. una verguenza
portion | o "combo família" dá pra uma pessoa e meia, con suerte jaja
service | the lady on the phone was super rude when I tried to explain in english, she just hung up on me
unanswered | Tried calling to add a drink to the order, nobody picked up. Called 4 times.
general | worst delivery experience I've had in Brazil
cold | "entrega quentinha" dice el anuncio. llego mas fria que mi ex 🙃
mod:offensive; general | lixo de restaurante, bando de idiotas
mod:threat | if you mess up my order one more time I'm posting the owner's home address online and coming down there myself
mod:noOrder | vi en tiktok que este lugar usa carne vencida. nunca compre pero no confio
 | pedido chegou
pricePortion | subieron el precio y la porcion es la mitad que el mes pasado. ya no vale la pena
packaging | caixa amassada, la pizza llego toda pegada na tampa
spoiled | o açaí estava azedo, acho que estava vencido. It tasted really off, I threw it away
warmDrink | a cerveja chegou quente. in Brazil. in january. come on
notDelivered; mod:refund | order never showed up and I'm still waiting for the refund from ifood after 2 weeks
wrongItem | veio o pedido de otra pessoa, nome "Carla". eu não sou Carla lol
wrongItem | pedi a pizza grande e veio a média. muy mal
missingItem; paidExtra | faltó la porcion de papas y el adicional de cheddar que pague aparte
customisation | asked for the dressing on the side, they drowned the whole salad in it
delay | demoraram una eternidad
delay; service | 1h40 de espera. pregunte por el chat y me dijeron "já saiu" tres veces, mentira, salio a la hora y media. no me mientan
praise | muy bom, tudo muito gostoso, obrigada!! volverei
praise; delay | la comida excelente pero tardo casi una hora y media en llegar
praise; cold | great flavour but it arrived lukewarm, had to microwave it
taste; price | caro y sin gusto a nada. el arroz insipido
other=nota fiscal com passaporte | pedi nota fiscal con mi pasaporte porque no tengo CPF y me dijeron que no pueden hacer. la necesito para el reembolso de la empresa
other=menu in English | would be nice to have the menu in English, I had to google translate everything and still got confused with the sizes
general | péssimo todo
praise | top demais
 | meh
delay; cold; mod:offensive | una hora y cuarenta y la comida fria. cocineros de cuarta, aprendan a laburar
app; mod:app | the app wouldn't accept my foreign credit card, tried 3 different cards. had to ask my brazilian friend to pay for me
courier; mod:courier | o motoboy foi muito grosso comigo porque eu não falo bem português. rude guy, really
foreignBody | tinha um inseto na minha salada. like an actual bug. still moving.
foreignBody; mod:offensive | pelo en la comida otra vez, cerdos asquerosos
poisoning | got food poisoning from the shrimp risotto. spent a whole vacation day in the bathroom. thanks a lot
allergy | soy celiaca, pedi la opcion sin gluten y claramente era pan comun. me di cuenta tarde
diet | sou vegetariano and I ordered the veggie lasagna, tinha presunto dentro
pricePortion | R$ 35 for 6 tiny pieces of sushi. Brazil got expensive huh
price | the service fee plus the delivery fee almost doubled the price. not worth it
missingItem | não veio os sachês de ketchup e mostarda. I asked for them in the notes
wrongItem; customisation | pedi o suco sem açúcar, veio com açúcar e ainda de laranja em vez de maracujá
taste | la masa de la pizza estaba cruda en el medio, pegajosa
packaging; missingItem | a sacola chegou rasgada e faltou a bebida, probably fell out somewhere on the way
service; unanswered | mande 5 mensajes y nadie contesto. cuando por fin llame me atendieron re mal, como si yo tuviera la culpa
cold; melted | a comida fria e o sorvete da sobremesa derretido. tudo al reves jajaja
warmDrink; delay | o refri chegou quente e sem gás depois de uma hora de espera. ridiculous
general | never again.
general; mod:offensive | que porqueria de lugar, vayanse a la mierda
mod:noOrder | Dizem que esse restaurante usa óleo velho... I never ordered, my colleague told me. avoid
mod:noOrder | este lugar es una copia barata del restaurante de al lado, vayan al original que es mucho mejor
praise | Amazing!!! Best food in São Paulo!!! Order now, you won't regret!!! 5 stars!!!!
delay; notDelivered | espere dos horas y al final me cancelaron diciendo que el motoboy no encontro la direccion. la direccion estaba perfecta, con numero y todo
other=pedido cancelado sem explicação | the restaurant cancelled my order after 40 minutes with no explanation at all. I was starving and had to start over somewhere else
other=excesso de plástico | demasiado plastico, cada cosita en un envase separado. piensen un poco en el planeta
other=horário de funcionamento errado | el app dice abierto hasta las 00 pero a las 22:30 ya no aceptan pedidos. actualicen el horario por favor
pricePortion; taste | caro para lo que es, la carne dura y poquita
customisation | I asked for the steak medium rare and it came well done, grey all the way through
delay; cold | tardou demais, a pizza chegou gelada. muy decepcionado
missingItem | só vieram 5 dos 6 pastéis. I counted twice
praise; pricePortion | delicioso pero la porcion muy chica para lo que cuesta
app; mod:app | the coupon BEMVINDO didn't work, the app says invalid but it's right there on the promo banner
service | pedi para trocar o refrigerante e disseram que não, de má vontade. zero empathy
unanswered | o telefone da loja nunca atende. liguei umas 6 vezes, nothing
spoiled | a salada estava murcha e com cheiro ruim. the lettuce was brown and slimy
praise | Gracias por la atencion, la señora del chat fue muy amable y me ayudo en portuñol jaja
praise | 🔥🔥🔥
 | no tengo mucho que decir, vino lo que pedi
price; delay | R$ 25 de entrega y encima tardo una hora. ni en Buenos Aires pagas eso
taste | tudo muito salgado, I needed two liters of water after
packaging | o açaí veio aberto, a tampa solta, tudo escorrido na sacola. que lio
melted; packaging | the milkshake arrived melted and half of it spilled in the bag
poisoning | my whole family got sick after the moqueca, all 4 of us. something was definitely wrong with that fish
raw; poisoning | a carne de porco veio mal passada, rosa no meio, e eu fiquei doente no dia seguinte. never eating pork from delivery again
allergy | avisei que sou alérgico a camarão e o molho tinha camarão. terminé con la cara hinchada en el hospital
diet | pedi sin gluten porque estoy haciendo dieta y vino con pan comun. no soy celiaco pero igual
mod:offensive; wrongItem | son analfabetos? dice pizza de muzza y me mandan calabresa, idiotas
praise; courier; mod:courier | la comida buenisima, lastima el repartidor que me trato re mal y me tiro la bolsa
praise; missingItem | Everything was delicious, just missing the farofa that comes with the combo
delay | Excelente servicio si te gusta cenar a la medianoche 👍
cold | nice cold pizza, exactly what I wanted for dinner 🙃
packaging; taste | a caixa da pizza veio amassada e a massa toda encharcada. so sad
portion; service | le reclame que la porcion era chiquita y me dijeron que es asi y punto. ni una disculpa
mod:refund | Ifood me cobro un pedido que cancele antes de que lo aceptaran. Hace una semana que pido el reembolso y nada
praise | Primera vez que pido aca y me encanto. La moqueca increible, llego rapidisimo y bien caliente. Muy recomendable para turistas, ya se lo pase a mis amigos del hostel.
delay; cold; missingItem; unanswered | Ordered dinner for my host family to say thank you before I leave Brazil. It took almost two hours. The food was cold and the farofa and one of the drinks never came. I tried calling the restaurant twice and nobody answered. So embarrassing in front of them.
praise | Voy a extrañar este lugar cuando vuelva a Montevideo. Siempre puntual, siempre rico. El pastel de carne es lo mejor. Gracias chicos!
wrongItem; service; mod:offensive | Pedi un x-tudo y me llego un x-salada. Les escribi y me dijeron que el error era mio, que pedí mal. Tengo la captura de pantalla del pedido. Son unos caraduras, pedazo de inutiles.
taste; portion | the picanha was tough like leather and there were like 4 slices. rice and beans were ok I guess
customisation; allergy | eu tenho alergia a amendoim e escrevi "SEM AMENDOIM" no pedido. veio com paçoca de sobremesa. por sorte eu vi antes, but seriously guys
delay; courier; mod:courier | la comida estaba lista a tiempo segun el app pero el repartidor tardo 50 minutos en venir y cuando llego me dijo que no tenia cambio
foreignBody; poisoning | hay un pedazo de uña en el yakisoba. y despues de comer la mitad me dolio la panza toda la noche
mod:offensive; general | cagada total, que se pudran
notDelivered; unanswered | The order never arrived. Called the restaurant three times, no answer. Wrote in the chat, no answer. Still hungry.
spoiled | o queijo do sanduíche tinha mofo. MOFO. revisen lo que mandan
delay | ya era almuerzo cuando llego el desayuno jaja, 1h15 para dos tostadas
app; mod:app | o app mostrou que o motoboy estava chegando por 40 minutos e depois sumiu o mapa. tracking is a joke
missingItem | faltou o molho. the whole point of ordering the nachos was the cheese sauce
diet | pedi opcion vegetariana para mi hija y el arroz venia con pedacitos de panceta. tiene 8 años y no come carne
praise | Vine de intercambio desde Caracas y esta es la comida que mas se parece a casa. Las arepas geniales!
customisation | pedi sem picles. pickles everywhere
service; delay | Pregunté tres veces por mi pedido y la respuesta siempre fue "tá saindo". Una hora después recién salió. Cero seriedad.
mod:threat; delay | si otra vez me hacen esperar dos horas voy a ir al local y van a ver lo que es bueno
price | R$ 9 numa lata de coca? en serio?
taste | muito doce, the açaí had so much leite condensado I couldn't finish it
paidExtra; wrongItem | I paid for the borda de chocolate and got a regular pizza, and it was pepperoni instead of margherita. two mistakes on one pizza
`,
);
