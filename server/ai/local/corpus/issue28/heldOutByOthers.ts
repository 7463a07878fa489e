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

/** Set BJ: an owner's inbox over a month: a churrascaria, a vegan kitchen, a pastelaria and a seafood place. */
export const HELD_OUT_BY_OTHERS_BJ = parseReviews(
  "blindBJ",
  `
delay; cold; taste | pedi as 19h chegou 20:40 e a picanha tava fria e dura de tanto esperar
praise | melhor pastel de carne da regiao, sem exagero 😍
 | pedido recebido
raw; customisation | pedi a fraldinha BEM PASSADA, escrevi na observação, e veio sangrando, crua no meio. nao como carne assim
allergy | sou alergica a camarao e avisei no pedido, o arroz de peixe veio com camarao misturado. tive q tomar antialergico, podia ter sido mto pior
diet | cozinha VEGANA e o hamburguer veio com queijo de verdade, dava pra sentir pelo gosto. sou vegana há 8 anos, q decepção
foreignBody | Abri o pastel de palmito pra minha filha e tinha um cabelo enorme enrolado no recheio. Ela não quis mais comer nada e eu perdi a fome também. Vocês usam touca na cozinha?
poisoning | comi o ceviche ontem a noite e passei a madrugada inteira vomitando. meu marido tb passou mal
delay; praise | sou enfermeira e pedi no intervalo do plantão da madrugada. demorou um pouco mais q o previsto mas o caldinho de feijão tava divino, me salvou
mod:offensive; wrongItem | bando de incompetente, pedi pastel de queijo e veio de frango. q porra vcs fazem ai
mod:threat; poisoning | se meu filho piorar eu vou ai pessoalmente e vcs vao ver. ele ta com diarreia desde q comeu o file de peixe de vcs
mod:noOrder | nunca pedi aqui mas todo mundo no bairro sabe q essa churrascaria reaproveita carne de um dia pro outro. fiquem longe
mod:noOrder | me disseram q a cozinha desse lugar tem barata. melhor pedir na pastelaria da rua de baixo q é bem mais limpa e mais barata
courier; praise; mod:courier | O entregador se recusou a subir, mesmo eu explicando pelo chat que estou com a perna engessada. Tive que descer quatro andares de muleta pra pegar a sacola. A comida estava ótima, mas essa parte foi humilhante.
app; mod:app | o cupom de 20 nao aplicou de jeito nenhum e o app cobrou valor cheio
mod:refund; missingItem | faltou o guarana e ate agora nada do estorno, ja abri 3 chamados
praise | Best vegan moqueca I've had in São Paulo. Creamy, generous, perfectly spiced.
cold; delay | La comida llegó fría y con más de una hora de retraso. Una pena, el lugar tiene buena fama.
missingItem | cade o vinagrete??? mandaram a carne sem nada
paidExtra | paguei 6 reais de catupiry extra no pastel e veio o pastel normal
portion | a porção de picanha "pra 2 pessoas" nao dava nem pra 1
price | 89 reais num prato de peixe? ta de brincadeira
pricePortion | o preço subiu de novo e o pastel ta cada vez mais vazio. antes vinha recheado agr é so massa
packaging | a moqueca vazou toda dentro da sacola, chegou metade do caldo
taste | arroz empapado e feijao sem sal nenhum
spoiled | o vinagrete tava azedo, cheiro estranho. joguei fora
warmDrink | refri quente e sem gas
melted | o sorvete da sobremesa chegou derretido, virou sopa
customisation | pedi SEM CEBOLA. veio cheio de cebola. de novo.
wrongItem; unanswered | veio o pedido de outra pessoa e liguei 5 vezes na loja, ninguem atende
service | Perguntei pelo chat se o entregador levaria troco para 100 e a moça respondeu com um "lê a descrição" e mais nada. Custava ser educada? Não é a primeira vez que o atendimento de vocês é seco assim.
general | pessimo. nunca mais
 | primeira vez pedindo, depois conto
notDelivered | app diz entregue e eu nao recebi nada. fiquei sem janta
delay; wrongItem; praise | Domingo de aniversário da minha sogra, pedimos o kit churrasco para 6 pessoas. Atrasou 50 minutos e veio linguiça no lugar do cupim. Mesmo assim a picanha estava no ponto certo e a farofa é a melhor que já comi. Só por isso vamos dar mais uma chance.
pricePortion | sou estudante e 42 conto num combo q vem 3 pasteis pequenos é sacanagem
praise | top demais 🔥🔥
raw | frango do espeto rosado por dentro, escorrendo sangue perto do osso. nao tem condição
foreignBody | tinha um pedaço de plastico duro no meio do bolinho de bacalhau, quase quebrei o dente
allergy | Meu filho é celíaco e o pastel veio com a massa comum, mesmo eu tendo pedido a versão sem glúten. Ainda bem que percebi antes de ele comer.
diet | pedi a opção sem glúten por escolha mesmo, nao sou celiaca, e mandaram a massa normal de trigo
diet | sou diabetico e pedi suco sem açucar, veio adoçado
cold; taste | pastel chegou frio e murcho
taste | pastel encharcado de oleo, pingando no papel
delay | entrega super rapida, so 1h50 pra atravessar 2 quarteirao 👏👏
portion | parabens pela porção de camarão, contei 4. generosidade pura
mod:hate; service | a atendente sapatão do balcão me tratou com a maior má vontade quando fui retirar
raw | The grilled salmon was raw in the middle. Not medium, actually cold and raw. Sent photos in the chat.
praise | Riquísimo todo, la picaña en su punto. Volveremos!
app; mod:app | o app nao deixou pagar no pix, travou 3 vezes e perdi o cupom
other=nota fiscal CPF | pedi nota fiscal com CPF na observação e nao veio
wrongItem | acabou o salmão e trocaram por tilápia sem nem me perguntar
other=isopor sacola plástica | uma cozinha vegana mandando tudo em isopor e sacola plastica... incoerente né
 | Pedido chegou. Ainda não provei.
delay; courier; mod:courier | o entregador parou pra lanchar no caminho, vi pelo mapa ele parado 25 min na padaria enquanto minha comida esfriava na bag
other=cobrança duplicada maquininha | Paguei no cartão na maquininha da loja na retirada e no extrato apareceu a cobrança duas vezes. Já mandei o comprovante, aguardo a devolução do valor.
praise | Pedi pela primeira vez depois de um plantão de 12h no hospital e foi a melhor decisão do dia. O strogonoff de cogumelos chegou quentinho e muito bem temperado. Já salvei nos favoritos.
taste | a picanha veio cheia de nervo, impossivel de mastigar
taste | moqueca sem graça, parecia agua com dendê
missingItem | veio sem talher e sem guardanapo, comi com a mao praticamente
paidExtra | paguei adicional de farofa de banana e nao veio
customisation | pedi o molho à parte pq minha filha nao come com molho e veio tudo misturado
general; mod:offensive | lixo de restaurante, vao se fuder
mod:threat; general | vou expor vcs em todos os grupos do bairro e no reclame aqui pelo que vcs fizeram com meu pedido, esperem so
spoiled | O peixe do dia estava com cheiro forte de passado e a carne se desmanchava de tão mole. Trabalhei anos em peixaria, sei reconhecer peixe fresco, e aquele não era. Joguei tudo no lixo.
poisoning; spoiled | o pastel de camarão tava com gosto azedo e de noite eu e minha irmã tivemos diarreia
allergy | Le dije que soy alérgica al maní y el pad thai vegano vino con maní por encima. Inaceptable.
delay; cold | Took almost two hours and everything was lukewarm. Won't order again.
courier; mod:courier | The driver was rude and told me to come down to the street at midnight. Food was fine though.
praise | pastel de feira de verdade! massa sequinha e crocante
 | valeu galera
delay | 1h e 20 min. fome passou ja
cold | tudo gelado, ate o arroz
wrongItem | pedi o pastel de pizza e veio carne com queijo
missingItem | pedi 2 caldos de cana e veio 1
portion | farofa vem num potinho de 30ml kkkkk
price | taxa de entrega de 14 reais pra 2km, ta loco
packaging | a caixa do bolo de cenoura vegano chegou toda amassada, o bolo desmontado
foreignBody | tinha uma pedra no feijão tropeiro, mordi com tudo
foreignBody; mod:threat | achei um pedaço de metal no espeto de coração. vou postar a foto em todo lugar pra todo mundo saber o q vcs servem
raw | a linguiça toscana tava crua por dentro, rosa e mole
taste | picanha passou do ponto, parecia sola de sapato
customisation | Pedi a picanha ao ponto para mal, como sempre peço, e veio cinza de tão passada.
service | pedi pra trocar o acompanhamento pelo chat e responderam "se nao quiser assim nao pede". educação zero
missingItem; unanswered | mandei mensagem no chat da loja 3 vezes sobre o pastel faltando e nada de resposta
general | experiencia horrivel do começo ao fim
praise; portion | o sabor é excelente mas a porção diminuiu muito, pena
praise; price | comida maravilhosa mas caro demais pra pedir toda semana
praise | salvou minha semana de provas kkk pastel barato e gostoso
delay; app | o app mostrava "saindo para entrega" por 1 hora e nada mudava, o pedido chegou com 1h30
wrongItem; diet | Pedí pastel de queso y llegó de carne. Yo no como carne, soy vegetariana.
praise | Great churrasco, huge portions, fast delivery. Highly recommend.
notDelivered; unanswered | Meu pedido nunca chegou. Liguei na loja e ninguém atendeu, e o app diz que foi entregue às 20h12. Paguei e fiquei sem comer.
mod:refund; wrongItem | o restaurante até reconheceu q mandou o pedido errado mas o ifood negou meu reembolso. palhaçada
poisoning; raw | Comemos a costela e o frango a passarinho na sexta. O frango estava claramente mal cozido perto do osso, e eu comi assim mesmo porque estava com fome. No sábado passei o dia com febre e dor de barriga, fui parar na UPA. Não estou escrevendo para brigar, mas para que revisem o preparo, pode ser grave para uma criança ou um idoso.
warmDrink | a cerveja veio quente. churrasco com cerveja quente nao dá
melted | o picolé de coco chegou mole, todo derretido na embalagem
other=aceitou pedido e cancelou loja fechada | a loja aceitou o pedido e depois de 40 min cancelou dizendo q ja tava fechada. pq aceitou entao??
mod:noOrder | Não sou cliente, mas trabalho no ramo e sei que esse restaurante compra peixe congelado e vende como fresco. Cuidado.
mod:noOrder; general | Pedi ontem e veio horrível. Se querem frutos do mar de verdade peçam no Mar e Sal da Avenida Brasil, que é outro nível e entrega mais rápido.
taste | a massa do pastel tava crua no meio, grudando no dente
taste | o tofu veio borrachudo e sem tempero nenhum
diet | Pedi o prato vegano e o arroz veio com manteiga. Perguntei no chat e confirmaram que usam manteiga no arroz de todos os pratos. Vegano é sem nada de origem animal, né? Está no nome da casa.
portion; missingItem | a moqueca veio com 3 pedaços de peixe e sem o pirão que vem no combo
pricePortion | R$ 120 na travessa de frutos do mar e veio mais cebola e pimentão q fruto do mar
 | pedi de novo
customisation | escrevi "sem coentro" em maiúsculo. veio coentro até na farofa
allergy | Tenho intolerância a lactose, pedi o pastel de queijo vegano e pelo jeito era queijo comum. Passei a noite com cólica.
courier; missingItem; mod:courier | o motoboy abriu a sacola, o lacre tava rompido e faltava um pastel
app; mod:app | rastreamento do app nao funciona, fiquei sem saber onde tava o pedido
price | El envío cuesta casi lo mismo que la comida, exagerado.
foreignBody | Found a piece of blue plastic glove in my açaí bowl. Really gross.
praise | a dona do restaurante sempre manda um bilhetinho escrito a mão, amo 🥰
service; praise | comida boa, mas o atendente no telefone foi grosso qdo liguei pra confirmar o endereço
general | muito decepcionante
mod:offensive; delay | 2 horas esperando seus merdas
other=troco errado | paguei em dinheiro, veio 10 reais a menos de troco
cold; packaging | a sopa de abóbora chegou morna e com a tampa aberta, metade na sacola
melted; delay | o sorvete vegano derreteu pq o pedido demorou 1h pra sair da loja
wrongItem | veio tamanho P, paguei o G
spoiled | a maionese de batata tava com gosto de estragada, azeda mesmo
taste | muito sal na costela, nao dava pra comer
praise | Comida honesta, tempero caseiro, chegou no horário. Nota 10.
notDelivered; mod:refund | pedido nunca chegou e o ifood diz q nao posso ter reembolso pq "foi entregue". cade meu dinheiro
other=cardápio sem ingredientes restrição | O cardápio não informa os ingredientes de nenhum prato. Para quem tem restrição alimentar fica impossível escolher com segurança. Poderiam pelo menos listar o que vai em cada pastel.
praise; taste | carne boa, mas a farofa tava queimada, amarga
raw | camarão empanado cru por dentro, transparente e gelado
 | Order arrived, will review later.
praise; delay | Tardó un poco pero valió la pena, los pasteles estaban buenísimos.
delay | Pedido feito às 12h10 no meu horário de almoço, chegou 13h25. Tive que comer correndo e voltar pro trabalho. Não dá pra confiar no tempo estimado de vocês.
general | Não recomendo.
service; wrongItem | Veio errado e quando reclamei no chat disseram que eu que pedi errado. Tenho o print do pedido.
praise | a coxinha de jaca é surreal, nem parece vegana
portion | 6 camarão no espeto de camarão. 6.
missingItem | faltou o molho de alho, o melhor da casa!
paidExtra; mod:offensive | paguei bacon extra e nao veio, seus ladrao
customisation | Pedi para cortarem a picanha em tiras porque meu pai tem dificuldade para mastigar, deixei bem explicado na observação. Veio a peça inteira. Ele acabou comendo só o arroz.
foreignBody | tinha uma barata pequena, morta, no meio da salada. nojo
mod:offensive; delay; cold | restaurante de merda, 1h30 e comida fria
praise; delay | Trabalho no plantão noturno da UTI e vocês são dos poucos que entregam depois da meia-noite. Ontem demorou mais que o normal, uns 70 minutos, mas entendo que estava chovendo. O peixe grelhado com legumes estava perfeito como sempre. Obrigada por existirem!
taste | El arroz estaba pasado y el pescado sin sal.
allergy | I wrote SHELLFISH ALLERGY in the notes and the fish stew came with mussels. Thankfully I checked before eating.
mod:threat; general | depois do q vcs me serviram ontem, sei onde fica a loja e vou passar ai pra conversar com o dono do jeito q ele merece
app; mod:app | o app cobrou uma taxa de serviço q nao aparecia no carrinho
other=entrega adiantada agendamento | agendei pro meio dia e chegou as 10h30, ninguem em casa. o motoboy deixou na portaria e o porteiro nem sabia de quem era
 | entrega normal, comida normal
spoiled | o leite de coco da moqueca tava talhado, cheiro de azedo
praise; portion | muito bom mas poderia vir mais recheio
pricePortion | pagar 38 num pastel "gigante" q é do tamanho de um celular...
praise | Obrigado pelo capricho 🙏
`,
);

/** Set BL: delivery kitchens of the North and Northeast, in their own words and dishes. */
export const HELD_OUT_BY_OTHERS_BL = parseReviews(
  "blindBL",
  `
delay; cold | égua, mano, o tacacá chegou frio, tucupi gelado parecendo suco de caju. demorou quase 1h30 de Nazaré até a Pedreira
praise | pai d'égua esse pato no tucupi!!! o jambu tremendo a boca do jeito certo 😍
missingItem | pedi 2 acarajé e so veio 1. cadê o outro meu rei?
customisation | pedi acaraje SEM pimenta pq era pra minha filha e veio ardendo q so. ela chorou coitada
taste | cuscuz seco igual farinha, parecia de ontem. nem com manteiga da terra desceu
wrongItem | pedi baião de dois com carne de sol e veio com frango. oxe
raw | o frango do baião veio rosado por dentro, sangue perto do osso. nao tive coragem de comer
poisoning | comi o caranguejo na quinta e passei a madrugada no banheiro vomitando. minha esposa tb. nunca mais
foreignBody | cabelo enorme no meio da tapioca de frango com catupiry 🤢🤢 perdi a fome
 | chegou
price | R$ 38 num tacacá?? ta doido, na tacacazeira da esquina é 20
pricePortion | o pirarucu de casaca subiu pra 65 conto e agora vem numa marmitinha q nao enche nem uma pessoa
packaging | o caldo de caranguejo vazou todinho na sacola, chegou pela metade
praise; courier; mod:courier | comida boa como sempre, mas o entregador nao quis subir, ficou buzinando la embaixo e eu moro no 8º andar com a perna engessada 😒
app; mod:app | o app nao aceitou meu cupom de primeira compra, dava erro toda hora. acabei pagando cheio
unanswered | liguei 4x pro restaurante e ninguem atendeu. no whats so visualiza e nao responde
mod:offensive; service | atendente arrogante do caralho, perguntei pelo pedido e ela respondeu "espera ai q nao é so vc". vai se lascar
praise | Melhor vatapá de Salvador, sem exagero. Bem temperado, dendê na medida e veio quentinho.
spoiled | vatapá azedo, cheiro de coisa passada. joguei tudo no lixo
allergy | Avisei na observação que sou alérgica a camarão e mandaram o acarajé com camarão seco por cima. Tive que tomar antialérgico correndo. Podia ter sido muito pior.
diet | sou vegetariano, pedi tapioca de queijo com tomate e veio carne seca misturada no recheio. nao da ne
mod:refund; notDelivered | o app marcou como entregue mas nao chegou nada aqui. abri chamado e ate agora nada de estorno, ja são 3 dias
delay; cold; taste | Pedimos moqueca al hotel en Salvador y tardó casi dos horas. Llegó fría y el arroz todo pegado.
praise | Tried tacacá for the first time in Belém, the jambu made my whole mouth tingle lol. Amazing, and it got to the hostel super fast.
taste; price | The açaí with fried fish was way too salty, and honestly overpriced.
warmDrink | guaraná jesus veio quente e sem gás, parecia xarope
melted; delay | sorvete de cupuaçu chegou virado sopa. 40 min de atraso tb ne
paidExtra | paguei adicional de queijo coalho no x-caboquinho e nao veio queijo nenhum, so tucumã e o pão
portion | o baião veio uma colherada, marmita pequena demais pra adulto
general | horrivel. nunca mais peço aqui
mod:noOrder | nunca pedi ai mas meu primo falou q a cozinha é cheia de barata. cuidado gente
mod:threat; delay | se meu pedido nao chegar em 10 min eu vou ai na loja e quebro tudo, to falando serio
taste | o camarão do bobó tava borrachudo, passou do ponto. o resto ok
praise | arretado demais esse cuscuz com carne de sol, macho! chegou quentim
delay; praise | comida top mas o entregador se perdeu e levou 1h40 pra chegar. a comida nao tem culpa kkk
delay | nossa q rapidez, pedi no almoço e chegou na janta 👏👏
cold | adorei o tacacá gelado, inovação da casa né 🙃
portion | a porção de caranguejo é tão generosa que veio 2 patinhas. fartura
wrongItem | veio o pedido de outra pessoa, nome na comanda era Jucilene e eu sou Raimundo
missingItem | esqueceram a farinha d'água e a pimenta do filhote frito. peixe sem farinha em Belém é crime
missingItem | nao mandaram talher nem guardanapo, comi a maniçoba com a colher de pau da minha cozinha
customisation | pedi a carne de sol BEM passada, escrevi na observação, e veio mal passada
packaging | caixa da tapioca amassada e tampa aberta, tudo revirado dentro da sacola
courier; mod:courier | motoboy grosso, jogou a sacola por cima do portão e saiu sem falar nada
courier; missingItem | o entregador chegou com a sacola aberta e faltando 2 pastel de camarão. sei nao viu
app; mod:app | app travou no pix, cobrou 2 vezes e o pedido nem chegou no restaurante
service; wrongItem | pedi pra trocar o refri q veio errado e a moça do whats foi seca, disse q "nao é problema nosso"
delay; unanswered | 1h e pouco esperando, mandei msg no chat da loja 3x e nada. fome da porra
taste; praise | El acarajé estaba muy aceitoso, chorreaba aceite. El vatapá sí estaba riquísimo.
wrongItem | Pedí tapioca de coco con leche condensada y me llegó una de jamón y queso.
allergy | I'm celiac and wrote in the notes: no wheat at all. They said the tapioca was safe but the chicken inside was breaded. Had a reaction all night.
app; courier; mod:app; mod:courier | The tracking in the app was frozen the whole time, and then the driver called asking me to walk three blocks to meet him.
pricePortion | 45 conto num prato de vatapá q nao da nem pra mim, q como pouco. caro pelo q vem
praise | bom
 | pedido 4587
 | primeira vez pedindo aqui, vamos ver
taste; cold | mungunzá aguado e frio, sem gosto de nada
spoiled | o queijo coalho veio com mofo verde na beirada. olhem a validade das coisas de vcs
foreignBody | tinha um pedaço de plastico duro no meio do vatapá, quase quebrei o dente
poisoning | todo mundo aqui em casa passou mal depois do sarapatel, diarreia braba. 3 pessoas
raw | o tambaqui veio cru no meio, carne transparente grudada na espinha
delay; cold; missingItem | demorou 2h, chegou frio e faltou a cajuína. parabéns 👏
general | experiência horrível do começo ao fim. não recomendo
other=troco errado faltou 10 reais | paguei em dinheiro e veio troco errado, faltou 10 reais. o motoboy disse q quem separa é a loja
other=nota fiscal cpf | pedi nota fiscal com cpf 2 vezes e ate hoje nada
other=horário loja recusa pedidos | no app mostra aberto ate 23h mas as 22h a loja ja recusa tudo. atualizem esse horario
mod:offensive; taste | comida de merda, tempero de presídio. cozinheiro incompetente do caralho
mod:offensive; general | lixo de restaurante, bando de otários
diet | sou diabetico e pedi suco de cupuaçu SEM AÇUCAR, veio docinho igual calda
praise; price | tacacá maravilhoso, mas 35 reais é salgado viu
praise | a moça do atendimento foi um amor, mandou uma tapioquinha de brinde no meu aniversario. ganharam cliente
delay | marcou 40 min, chegou com 1h25. sempre assim nessa loja
notDelivered | pedido nunca chegou. esperei 2 horas e cancelaram sem avisar
praise | Muy rico el pirarucu, bien frito y crocante. Llegó rápido al hotel. ¡Gracias!
price; app | La tasa de entrega costaba casi lo mismo que la comida, y la app no aceptó mi tarjeta extranjera.
melted; taste | The açaí bowl arrived completely melted, basically purple soup. Granola was soggy too.
spoiled | The shrimp in the vatapá smelled off. Didn't eat it, not risking food poisoning on vacation.
 | Ordered for the group, it came. Nothing special.
delay; cold; packaging; unanswered | Pedi moqueca de arraia pro almoço de domingo da família. Demorou quase duas horas, chegou morna e o caldo vazou pela sacola toda. Tentei falar com o restaurante pelo chat e ninguém respondeu. Uma pena, porque eu era cliente fiel. Não peço mais.
praise | Rapaz, que baião arretado! Feijão verde no ponto, queijo coalho derretendo, nata boa. Entrega rápida e embalagem caprichada. Virei cliente.
taste | tapioca dura que nem sola de sapato
taste | muito sal no feijão, nao deu pra comer
taste | pastel oleoso demais, a sacola ficou transparente de tanto oleo
portion; praise | tempero excelente mas o pote de caruru é miniatura, da 3 garfadas
wrongItem | mandaram juçara com açúcar no lugar da sem açúcar e guaraná normal no lugar do jesus
paidExtra | paguei borda recheada de catupiry na pizza de carne de sol e veio borda seca. 8 reais jogados fora
paidExtra; missingItem | paguei adicional de camarão no tacacá e veio a mesma quantidade de sempre. e o guaraná baré nem veio
customisation | escrevi "molho separado" e o molho veio todo por cima do peixe, encharcou a farofa
customisation | pedi sem coentro pelo amor de Deus e veio coentro ate no arroz
mod:refund | cancelaram meu pedido e o estorno nunca caiu, ja faz 10 dias. suporte só manda msg automática
mod:refund; wrongItem | veio pedido errado, pedi reembolso no app e negaram. absurdo
mod:noOrder | ó, essa comida é requentada de 3 dias, todo mundo no bairro sabe. o da frente é bem melhor
mod:noOrder | nunca comprei mas vi no insta q acharam rato na cozinha desse lugar. vergonha
mod:threat; foreignBody | achei uma barata na marmita. vou expor vcs em todo grupo de whats de São Luís, me aguardem
mod:threat; mod:offensive; service | se esse atendente falar comigo daquele jeito de novo eu vou ai dar uma surra nele, moleque folgado
mod:hate; delay | tinha q ser coisa de nordestino preguiçoso, 2 horas pra fazer uma tapioca
mod:hate; service | o atendente viado me tratou com deboche no telefone
app; mod:app | rastreio do app fica parado em "saiu para entrega" e nao atualiza nunca
app; mod:app | cupom de 20% sumiu na hora de finalizar. app bugado
courier; notDelivered; mod:courier | o entregador me ligou pedindo pra eu cancelar pq a moto quebrou. e ai? fiquei sem almoço
courier; mod:courier | motoqueiro ficou cobrando gorjeta na porta, constrangedor demais
delay; praise | demora um pouco mas compensa, o pato no tucupi é divino
praise | simplesmente o melhor tacacá de Manaus. tucupi amarelinho, goma no ponto. 10/10
praise; price | a paçoca de carne de sol é igualzinha a da minha vó de Mossoró ❤️ so achei carinho
praise | eita q coisa boa, mainha amou o bobó
 | recebido.
 | alguém sabe se vcs tem opção sem lactose?
 | pedi pra minha mãe, ela q vai dizer
taste | se a ideia era fazer cuscuz sem sal nenhum, parabens, conseguiram 🙄
wrongItem | amei o frango que veio no lugar do meu pirarucu, que surpresa boa né
packaging | obrigado pelo banho de tucupi na minha sacola, ta cheirosa ate agora
general | 5 estrelas pra coragem de vcs de chamar isso de comida
praise | MELHOR RESTAURANTE DE NATAL!!! preço justo, dono gente boa, comida perfeita, sigam @sabordoatlantico no insta 🔥🔥🔥
mod:noOrder | nem pedi nada mas deixo 1 estrela pq o dono é arrogante na rua
foreignBody | achei um bichinho, acho q uma barata pequena, dentro do creme de cupuaçu. que nojo
raw | o xinxim de galinha veio com a galinha crua perto do osso, vermelha
poisoning; spoiled | a maionese tava com gosto azedo e de noite eu tava com febre e vomitando
allergy | tenho intolerancia a lactose, avisei e pedi sem queijo. veio queijo coalho derretido na tapioca. passei mal a tarde toda
allergy | meu filho tem alergia a amendoim e a sobremesa veio com paçoca de amendoim por cima, e isso nem tava no cardapio
taste | arroz de cuxá sem gosto de vinagreira nenhuma, parecia arroz branco com folha
taste | a torta de caranguejo veio encharcada de óleo e massuda
praise | Torta de caranguejo maravilhosa, lembrou a da minha infância no Maranhão. Parabéns!
wrongItem; delay | Esperei 1h10 e ainda veio ginga com tapioca no lugar da carne de sol com macaxeira. Liguei e disseram que o motoboy levou trocado. Natal merece mais.
portion | 6 gingas contadas numa porção "grande". grande onde?
pricePortion | o açaí subiu de 18 pra 25 e o copo diminuiu. vcs acham q a gente é besta
price | taxa de entrega de 15 reais pra 2 km? é de canoa q vcs entregam?
cold; warmDrink | comida fria e o refri quente, combo perfeito 🙄
warmDrink | a cajuína chegou morna. cajuína morna é triste
melted | pedi cartola de sobremesa e o sorvete do lado virou leite. podiam mandar separado
courier; delay; mod:courier | o motoboy parou pra almoçar com meu pedido na mochila, vi pelo mapa ele parado 25 min num restaurante
service | a atendente desligou na minha cara quando fui reclamar
unanswered | mandei msg pra loja perguntando se tinha camarão no vatapá pq sou alergica, ninguem respondeu. desisti e pedi em outro
general | decepcionada. ja foi melhor
general | ja foi bom. hj em dia ta uma bosta
other=loja cancelou acabou peixe | a loja cancelou meu pedido depois de 50 min dizendo q acabou o peixe. avisa antes né
other=foto enganosa camarão | a foto do cardapio mostra vatapá com camarão graúdo e veio só camarão seco moído. propaganda enganosa
customisation; cold | pedi o tucupi quente à parte e veio tudo junto e frio
mod:offensive; delay | demoraram 2h seus incompetentes de merda, vão tomar no cu
delay | 2 horas. nunca mais.
praise | Comida caseira de verdade, tempero nordestino raiz. O cuscuz com ovo e charque é o melhor café da manhã da cidade.
praise; taste | Entrega rápida, comida quente e bem embalada. Só achei o tempero do baião meio fraco.
notDelivered; courier; mod:courier | o entregador marcou como entregue e nem apareceu aqui. a portaria confirmou q ninguem veio
taste | bolo de macaxeira queimado embaixo, gosto de carvão
raw | o hamburguer de carne de sol veio cru no meio, vermelho vivo
delay; cold | Ordered caldeirada to my hotel in Manaus, took 1h45 and it came lukewarm. The fish itself tasted fine.
courier; mod:courier | Driver was super rude when I couldn't find the building entrance, yelled at me in Portuguese I didn't understand.
praise | Best acarajé I've had in Salvador, crispy outside, soft inside. Will order again before I fly home.
missingItem | Faltó la farinha y la salsa de pimienta. El resto bien.
pricePortion | Porción muy pequeña de cangrejo para el precio que cobran.
foreignBody | Había un pelo en la tapioca. Qué asco.
`,
);

/** Set BN: the South and Southeast in their own slang: galeterias, churrasco, pastel de feira, feijoada, parmegiana. */
export const HELD_OUT_BY_OTHERS_BN = parseReviews(
  "blindBN",
  `
delay; cold | bah demorou quase 2h o galeto e chegou gelado, tri decepcionado
praise | tri bom o xis, bem servido e quentinho 👌
wrongItem | pedi xis coração e veio xis salada bah
missingItem | cade a maionese verde?? nao veio nenhum sache
taste | galeto seco q nem papelao mano
raw | frango cru por dentro, vermelho perto do osso. absurdo isso
praise | uai, melhor pao de queijo q ja pedi por app, chegou quentinho ainda
portion | feijoada "serve 2" q mal da pra 1, quase nada de carne so feijao
pricePortion | 68 conto numa parmegiana q parece porção infantil, piada
customisation | pedi SEM CEBOLA, escrevi na obs e veio cheio de cebola. pra q serve a observação??
packaging | o caldo da feijoada vazou td na sacola, chegou meio pote
courier; mod:courier | motoboy se recusou a subir, mandou eu descer 4 andares. eu de muleta
foreignBody | achei um cabelo no meio do arroz, perdi a fome
poisoning | comi o pastel de carne e passei a madrugada no banheiro, diarreia braba
 | pedi de novo, vamos ver
delay | entrega relampago hein, so 1h40 pra 3km 🙄👏
warmDrink | guarana quente e sem gas mermao
taste | pastel encharcado de oleo, pingando na mao
notDelivered | diz q foi entregue e nao chegou nada aqui, fiquei sem janta
service | liguei pra reclamar e a moça foi grossa, desligou na minha cara
unanswered | mandei msg no chat 5x e ninguem respondeu ate agora
general | horrivel. nunca mais
mod:offensive; wrongItem | bando de incompetente do caralho, pedi picanha e veio alcatra
spoiled | maionese azeda, cheiro de estragado, joguei fora
price | 15 reais de taxa de entrega pra 2km? ta de sacanagem
app; mod:app | cupom nao aplicou e o app travou no pagamento 3x, tive q pagar cheio
paidExtra | paguei bacon extra no xis e nao veio bacon nenhum
paidExtra | paguei adicional de catupiry no pastel e nao tinha nem sombra de catupiry
melted | o petit gateau com sorvete chegou uma sopa
praise | bah tche, costela fogo de chao q desmancha, tri recomendo
wrongItem; diet | sou vegetariano, pedi pastel de palmito e veio de carne, so vi depois de morder
delay; praise | demorou um pouquinho mas o churrasco tava divino
praise | trem bao demais so! tutu e torresmo de primeira
taste | parmegiana com molho aguado e o bife duro q nem sola de sapato
missingItem | faltou o refri do combo e os talheres, comi de mao
mod:noOrder | nunca pedi ai mas meu primo disse q a cozinha é imunda e tem rato
mod:threat; raw | frango cru DE NOVO. se eu passar mal vou ai pessoalmente e vcs vao ver
mod:hate; service | atendente viadinho me tratou com desdem no telefone, coloca homem pra atender
mod:refund; missingItem | faltou a porção de polenta e o estorno ate hj nao caiu, ja faz 10 dias
courier; mod:courier | entregador chegou com o lacre da sacola rompido, a comida tava certa mas fiquei com nojo
cold | tudo frio, o queijo da parmegiana ate endureceu
wrongItem | veio o pedido de outra pessoa, nome de "Juliana" na comanda kkk
taste | sem sal nenhum o feijao tropeiro, parecia comida de hospital
taste | muito salgado o arroz carreteiro, bebi 2l de agua depois
praise | melhores pasteis de feira de sp, crocante e recheado ate a borda 🤤
portion | pastel de vento, 3 pedacinhos de carne dentro
delay; unanswered | 1h30 esperando, liguei na loja e ninguem atende. lamentavel
other=troco faltando | paguei em dinheiro e o troco veio faltando 10 reais
other=nota fiscal | pedi nota fiscal com cpf e nao mandaram
notDelivered; app | pedido sumiu do app e nunca chegou, suporte do app so manda msg automatica
praise | top demais, parabens pro pessoal da cozinha
 | normal
taste | a picanha veio passada demais, cinza, zero suculencia
customisation; taste | pedi picanha mal passada e veio esturricada
foreignBody | tinha um pedaço de plastico no meio do feijao, quase quebrei o dente
packaging | caixa do xis amassada, veio td esmigalhado
general; mod:offensive | lixo de restaurante, merda pura
delay; cold; missingItem | demorou 1h e pouco, veio frio e sem a farofa. 3 erros num pedido so, parabens 👏
praise | pastel de queijo tri crocante, chegou em 20 min 👏👏
pricePortion | caro demais pro q é, 45 num prato feito?
price | aumentaram tudo, o galeto tava 59 e agora ta 79. tão loucos
pricePortion | o preço subiu e o galeto diminuiu, agora vem meio frango magrinho
spoiled | o queijo do pao de queijo tinha gosto azedo, acho q tava vencido
poisoning | minha filha vomitou a noite toda depois da coxinha daqui
allergy; customisation | falei q tenho intolerancia a lactose, pedi sem queijo, veio com queijo e passei mal
courier; mod:courier | motoca chegou gritando no interfone, super mal educado e ainda pediu gorjeta
app; mod:app | o app cobrou 2x no cartao, ta la as duas cobranças
service | o dono respondeu minha reclamação falando q eu to mentindo, q atendimento hein
praise | feijoada de sabado impecavel, bah
delay | pedi as 19h chegou 21h. janta virou ceia
other=hamburguer industrializado | cardapio diz artesanal e o hamburguer é aquele de caixinha de mercado
taste | massa do pastel crua por dentro, grudenta
raw | linguiça crua no meio, rosinha, nem vou comer
wrongItem | pedi guarana e veio coca zero. nada contra mas nao era o q eu pedi
customisation | pedi molho a parte pra nao murchar e veio tudo afogado no molho
missingItem | sem o vinagrete e sem a farofa, churrasco sem farofa nao da ne
praise | atendimento nota 10, a moça no whats resolveu td rapidinho
warmDrink; delay | cerveja chegou quente, claro, depois de 1h de espera
general | decepcionante
 | primeira vez pedindo aqui
praise | custo beneficio otimo, vem muita comida
portion; taste | pouca batata e ainda murcha
mod:offensive; delay | demorou 2 horas porra, vcs sao uns inuteis
foreignBody | tinha uma barata no pote da salada. UMA BARATA. nojo
mod:threat; service | vou espalhar em todos os grupos de zap do bairro q vcs sao golpistas, me trataram mal no telefone
other=pedido cancelado | cancelaram meu pedido depois de 40 min sem explicacao nenhuma
other=isopor sustentabilidade | manda tudo em isopor e saco plastico, zero sustentabilidade
taste | frango a passarinho borrachudo e cheio de oleo
delay; courier; mod:courier | entregador se perdeu, rodou o bairro 40 min e eu aqui esperando
praise; warmDrink | ôôô pastelzinho bom mano, so o caldo de cana q veio quente
delay; cold; taste; unanswered | Pedi a sequência de camarão às 20h e chegou às 21h50. O camarão estava frio e borrachudo. Tentei falar com o restaurante pelo chat e ninguém respondeu. Esperava mais de uma casa tão famosa em Floripa.
praise | Barreado maravilhoso, veio bem embalado, com farinha e banana. Lembrou o de Morretes. Parabéns!
missingItem; service | Faltou o pão de alho do combo. Quando reclamei, a atendente disse que "não tinha mais" e que eu deveria ter ligado antes. Péssimo atendimento.
pricePortion; portion | R$ 120 num kit churrasco para 4 que veio com 400g de carne. Isso não alimenta nem duas pessoas.
spoiled; poisoning | A salada de maionese estava com cheiro estranho, mas comi um pouco. Duas horas depois começaram as cólicas e o vômito. Fiquem atentos com a conservação dos alimentos.
allergy | Sou celíaca e o cardápio dizia que o tropeiro era sem glúten. Veio engrossado com farinha de trigo, a própria loja confirmou depois. Passei três dias mal.
diet | Pedi o suco sem açúcar porque sou diabético e veio adoçado, minha glicemia foi a 280.
diet | A opção vegana do cardápio veio com manteiga no arroz. Vegano não come manteiga, né gente.
courier; mod:courier | O entregador foi extremamente grosseiro, reclamou do meu prédio e jogou a sacola na portaria. A comida não tem culpa, mas a entrega do aplicativo precisa melhorar.
app; mod:app | O rastreamento do aplicativo ficou parado em "saiu para entrega" por 50 minutos e depois o pedido apareceu como entregue do nada. Chegou certinho, mas o app é muito confuso.
praise | Galeto com polenta frita e salada de radicci, tudo impecável. Melhor galeteria de Caxias no app.
wrongItem; unanswered | Veio parmegiana de frango quando pedi de carne. Liguei três vezes e ninguém atendeu.
taste; praise | O pastel é ótimo, massa sequinha, mas o caldo de cana veio aguado demais.
portion; praise | Sabor excelente, mas a porção de fritas diminuiu muito desde o mês passado.
packaging | A tampa do pote de molho veio aberta e sujou tudo, inclusive o pão e a nota.
other=taxa de embalagem não informada | Cobraram R$ 4 de "taxa de embalagem" que não aparece em lugar nenhum do cardápio.
general | Experiência ruim do início ao fim. Não recomendo.
mod:noOrder | Trabalhei nesse restaurante e sei muito bem como eles tratam a comida. Não peçam.
mod:noOrder | Aqui do lado tem a Galeteria Bom Gosto que é muito melhor, essa aqui é só marketing. Nem precisa experimentar.
mod:refund; notDelivered | Pedido não entregue e o aplicativo negou o reembolso dizendo que o entregador confirmou a entrega. Estou há duas semanas tentando reaver R$ 89.
mod:refund; missingItem | Pedi reembolso do refrigerante que faltou e o app me deu crédito em vez de estorno no cartão. Não quero crédito, quero meu dinheiro.
delay; cold; packaging; service | Uma hora e meia de atraso, marmita tombada dentro da sacola, feijão misturado com a salada e tudo frio. Ao reclamar, ouvi que "sábado é assim mesmo".
foreignBody; unanswered | Encontrei um fio de palha de aço no bife à parmegiana. Mandei foto pelo chat e até agora nenhuma resposta.
raw | O filé de tilápia estava cru no centro, translúcido. Não consegui comer.
praise | Atendimento impecável, a comida chegou quentinha e bem embalada, e ainda mandaram um bilhetinho de agradecimento. Virei cliente.
 | Pedi o almoço executivo de segunda.
taste; cold | A feijoada estava morna e o feijão duro, mal cozido.
customisation; missingItem | Pedi o churrasco com farofa à parte e sem vinagrete. Veio vinagrete por cima da carne e a farofa nem veio.
wrongItem; paidExtra | Pedi o xis tamanho grande e veio o normal, e o ovo extra que paguei também não veio.
warmDrink; missingItem | O suco de laranja veio quente e faltou o gelo que estava incluso no combo.
service; praise | A comida é muito boa, mas o atendente do WhatsApp é mal-educado e responde com monossílabos.
price; praise | Tudo delicioso, mas a taxa de entrega de R$ 12 no centro de Curitiba é abusiva.
delay | Agendei para 12h e a comida chegou 13h15, perdi meu horário de almoço do trabalho.
other=cheiro de cigarro | A embalagem e a comida chegaram com um cheiro forte de cigarro, parece que alguém fumou na cozinha.
general; mod:offensive | Que porcaria de lugar, vocês deviam ter vergonha, cambada de vagabundos.
poisoning | Três pessoas da minha família tiveram intoxicação alimentar depois da feijoada. Uma foi parar na UPA.
pricePortion | Antes a marmita vinha cheia por R$ 25. Hoje custa R$ 32 e vem metade. Assim fica difícil.
melted; packaging | O açaí chegou derretido e escorreu pela sacola toda, a tampa não estava lacrada.
delay; praise | A comida é maravilhosa, vale a pena, mas se preparem para esperar pelo menos uma hora.
notDelivered; courier; mod:courier | O entregador marcou como entregue e foi embora. Vi pela câmera do prédio que ele nem chegou a entrar.
unanswered | Ninguém atende o telefone dessa loja, tentei perguntar se tinha opção sem lactose e nada.
praise | Pão de queijo recheado com pernil é de outro mundo. Trem bom demais.
taste | Bife à parmegiana com a empanada toda solta e encharcada, e um queijo que nem derrete.
other=horário de funcionamento errado | A loja aparece aberta no app até meia-noite, mas às 22h já não aceita pedido nenhum.
delay; cold | Parabéns pela pontualidade britânica: 1h50 de espera e o galeto chegou na temperatura da geladeira.
praise | Che, la picanha estaba buenísima, bien jugosa. Volvemos seguro.
delay; cold | Tardó casi dos horas y la milanesa llegó fría. Una lástima.
wrongItem; mod:offensive | Pedí el galeto entero y llegó medio pollo. Boludos.
portion | Porción muy chica, ojo que dice "para dos" y no alcanza ni para uno.
missingItem | No vino la salsa criolla ni los cubiertos.
praise | Great feijoada, huge portion and super tasty. Best meal of our trip to Rio!
delay; app | Food took over an hour and the app kept saying "5 minutes away" the whole time.
allergy | I told them I have a peanut allergy and the dessert came with peanuts on top. Dangerous.
taste | The pastel was greasy and the filling was bland. Not worth it.
courier; mod:courier | Driver refused to come to the hotel lobby and made me walk two blocks. Food was fine.
 | Pedido número dos, vamos a ver.
mod:offensive; cold | La comida llegó fría, son unos pelotudos.
pricePortion | Muy caro para lo que viene, 90 reales por una parrillada con tres pedazos de carne.
raw | The chicken was pink inside, clearly undercooked. Threw it away.
service | Escribí por el chat para pedir que cambien la bebida y me contestaron de mala manera.
`,
);

/** Set BP: a consumer-protection NGO: food safety first, Procon and lawsuits, refunds denied, couriers, rumours, threats. */
export const HELD_OUT_BY_OTHERS_BP = parseReviews(
  "blindBP",
  `
allergy | meu filho tem alergia a amendoim, escrevi em CAPS na obs e veio farofa de amendoim em cima do yakisoba. sorte q eu vi antes dele comer
allergy; poisoning | sou intolerante a lactose, perguntei no chat se o molho tinha leite e falaram q nao. passei a madrugada no banheiro, o molho era de creme de leite obvio
raw | frango cru por dentro, rosado e soltando sangue 🤮
raw | costelinha de porco rosada no meio, porco mal passado nao da ne gente
spoiled; poisoning | comi o combinado e 2h depois tava vomitando. o peixe ja tava com um cheiro estranho qdo abri
foreignBody | achei um cabelo ENORME no meio do strogonoff 🤢🤢
foreignBody | tinha um pedaço de plastico azul dentro do hamburguer, quase quebrei o dente
foreignBody | barata na marmita. BARATA. nunca mais
foreignBody | pedra no feijao, trincou meu dente
poisoning | minha filha de 6 anos comeu os nuggets e teve febre e vomito a madrugada toda, fui parar na upa com ela
spoiled | refri vencido desde o mes passado, so vi a data dps de tomar
foreignBody | veio um grampo de cabelo na pizza kkkk q isso
foreignBody | tinha uma lasca de vidro no molho do macarrao. vou levar na vigilancia sanitaria com foto e tudo
raw; poisoning | frango do xis tava cru e passei mal o dia inteiro, dor de barriga e febre
taste | batata murcha e encharcada de oleo
allergy; poisoning | sou celiaca e pedi o lanche no pao sem gluten, veio no pao normal. fiquei 3 dias mal
diet; wrongItem | sou diabetico pedi coca zero e veio a normal
diet; customisation | sou vegetariana, pedi SEM bacon e o lanche veio cheio de bacon
courier; mod:courier | o entregador abriu a sacola, a camera do predio pegou ele mexendo no meu lanche
courier; mod:courier | entregador se recusou a subir e ainda foi grosso comigo no interfone
courier; mod:courier | o motoqueiro me xingou pq demorei 2 minutos pra descer
mod:noOrder | dizem q essa cozinha é cheia de rato, fiquem espertos
mod:noOrder | nunca pedi aqui mas minha vizinha falou q passou mal com o frango deles
notDelivered; mod:threat | pedido nunca chegou, se eu passar ai na frente eu quebro essa loja inteira
mod:offensive; cold | lanche gelado, bando de incompetente do caralho
mod:hate; delay | demorou 2h, so podia ser loja de nordestino mesmo
mod:refund; spoiled | carne estragada, mandei foto e o ifood negou o reembolso. palhaçada
mod:refund; notDelivered | pedido nao chegou, app diz q foi entregue e negaram o estorno. ja abri reclamacao no procon
app; mod:app | cupom nao aplicava de jeito nenhum, app travando
delay | 1h40 esperando
delay; cold | demorou horrores e chegou tudo frio
praise | melhor pastel da regiao!!! 😍
praise | chegou rapidinho e quentinho, amei
 | ok
 | pedi pra minha mae
wrongItem | pedi frango e veio calabresa
missingItem | faltou o guarana
missingItem | nao mandaram os talheres nem guardanapo, comi com a mao
paidExtra | paguei bacon extra e nao tinha nem sinal de bacon
paidExtra | paguei a borda de catupiry e a borda veio vazia
portion | porção minuscula, nao deu nem pra mim
pricePortion | 45 conto num acai de 300ml q veio pela metade
price | taxa de entrega de 15 reais pra 2km??
packaging | a sopa vazou toda dentro da sacola
packaging; cold | caixa amassada, pizza grudada na tampa e fria
taste | massa da pizza crua no meio
customisation | pedi sem cebola e veio CHEIO de cebola. vcs leem as obs?
warmDrink | refri quente e sem gas
melted | sorvete chegou derretido, virou sopa
service | atendente no whats foi super grossa qdo reclamei
unanswered | liguei 5 vezes na loja e ninguem atendeu
general | horrivel. nunca mais
general | q decepção
praise; delay | comida maravilhosa mas demorou demais
praise; missingItem | lanche top, so faltou o molho barbecue q pedi
other=nota fiscal recusada | pedi nota fiscal e a loja se recusou a emitir, disse q so no balcao
other=cobrança duplicada maquininha | a loja passou meu cartao 2x na maquininha do motoboy e ate agora nao devolveram
delay | parabens pela rapidez, pedi no almoço e chegou na janta 👏👏
cold | adorei a pizza gelada, nem precisei esperar esfriar 🙃
foreignBody | obrigado pelo brinde, um fio de cabelo de cortesia no arroz
raw | o file de tilapia veio cru no meio, todo gelatinoso
poisoning | eu e meu marido passamos mal depois do combinado de sushi, diarreia os dois
poisoning | intoxicação alimentar confirmada pelo medico, tenho laudo e vou entrar na justiça contra vcs
spoiled | o requeijao da tapioca venceu em março e mandaram mesmo assim
allergy | coloquei q tenho alergia a frutos do mar e veio camarao no yakisoba
courier; mod:courier | motoboy ficou cobrando gorjeta e me encarando ate eu fechar a porta
mod:offensive; wrongItem | vcs sao uns imbecis, pedi x-tudo e veio x-salada
mod:noOrder | vi no tiktok q esse lugar usa carne de gato, nao peçam
raw; mod:threat | hamburguer cru de novo, vou expor vcs no insta pros meus 20 mil seguidores, aguardem
mod:refund; wrongItem | veio o pedido de outra pessoa e o ifood nao quis devolver meu dinheiro
mod:refund; missingItem | faltou metade do pedido e o reembolso foi recusado pelo app
app; mod:app | o app cobrou 2x no cartao
praise | frango crocante, sequinho, perfeito. virei cliente
praise | atendimento nota 10, a moça do chat resolveu tudo rapidinho
 | primeira vez pedindo
praise | 👏👏👏
raw; poisoning | Recebi o frango grelhado com a parte interna crua e rosada. Após o consumo, meu filho de 9 anos apresentou vômitos e diarreia. Registrei ocorrência na Vigilância Sanitária.
spoiled | O produto foi entregue com data de validade vencida (12/05). Solicito providências.
foreignBody | Encontrei um fragmento metálico dentro do bolinho de bacalhau. Guardei o objeto e as fotos para eventual ação judicial.
allergy | Informei no pedido que sou alérgica a nozes. O brownie veio com nozes por cima.
spoiled | O pescado apresentava odor forte e textura amolecida, claramente impróprio para consumo.
poisoning | Três pessoas da família tiveram sintomas de intoxicação alimentar após a refeição. Estamos reunindo laudos médicos para formalizar reclamação no Procon.
mod:refund; foreignBody | Encontrei um inseto na salada. O marketplace negou o reembolso alegando falta de provas, mesmo com a foto enviada.
unanswered; spoiled | Tentei contato com o estabelecimento por telefone para informar que o frango estava estragado, mas não obtive resposta.
courier; mod:courier | O entregador foi desrespeitoso e fez comentários inapropriados sobre a minha aparência.
service | Fui tratado com descaso pelo atendente ao relatar o problema por telefone.
raw | A linguiça suína estava malcozida, com o interior rosado. Carne de porco precisa de cozimento completo.
mod:noOrder | Nunca fui cliente, mas circula no bairro que o restaurante reaproveita sobras de outros dias.
other=nota fiscal nao emitida | O estabelecimento não emitiu a nota fiscal mesmo após três solicitações. Isso é direito do consumidor.
allergy; poisoning | Meu filho é alérgico a ovo e o cardápio indicava que o empanado não continha ovo. Ele teve reação na pele e precisamos de atendimento médico.
packaging | A embalagem chegou aberta e sem lacre, o que compromete a segurança do alimento.
delay | O pedido chegou com 1h30 de atraso em relação ao prazo informado.
praise | Produtos frescos, bem embalados e entregues no prazo. Recomendo.
spoiled; mod:refund; unanswered | A maionese do lanche estava vencida. O aplicativo recusou o estorno e a loja não respondeu às mensagens.
allergy; wrongItem | Pedi a versão sem lactose do strogonoff e recebi a tradicional. Sou intolerante e só percebi depois de comer.
pricePortion | O preço subiu 20% e a porção diminuiu visivelmente.
diet | O prato anunciado como vegano continha queijo.
general | Experiência lamentável do início ao fim.
 | Pedido recebido.
poisoning; mod:refund | Passei mal depois de comer o pastel e o aplicativo negou o reembolso dizendo que não há comprovação.
foreignBody; service | Ao relatar o cabelo encontrado na comida, a atendente respondeu que "acontece". Falta de respeito com o consumidor.
raw | O hambúrguer de frango estava cru no centro. Meu advogado já foi acionado.
spoiled | A mussarela da pizza apresentava pontos de mofo.
other=taxa de embalagem nao informada | Foi cobrada uma taxa de embalagem de R$ 4,00 que não aparece no cardápio.
missingItem | Faltou a sobremesa incluída no combo.
spoiled | O suco natural estava fermentado, com gosto de álcool.
praise | Excelente cuidado com alergias: informei intolerância ao glúten e o restaurante ligou para confirmar os ingredientes. Parabéns.
delay; unanswered | Pedido atrasado mais de uma hora e nenhum retorno da loja pelo chat.
courier; packaging; mod:courier | O entregador carregou a sacola de lado na moto e a comida chegou toda revirada.
raw; poisoning | El pollo llegó crudo por dentro y mi hija vomitó toda la noche. Inaceptable.
foreignBody | encontré un pelo en la pasta, qué asco
allergy | Avisé que soy alérgico al maní y la salsa tenía maní. Casi termino en urgencias.
delay; cold | tardó casi dos horas y llegó todo frío
praise | Riquísimo todo, llegó calentito. Volveré a pedir!
spoiled | el pescado olía mal, claramente no era fresco
mod:refund; notDelivered | nunca llegó el pedido y la app no me devuelve la plata
courier; mod:courier | el repartidor fue muy grosero y no quiso subir
wrongItem | pedí empanadas de carne y vinieron de pollo
spoiled | La leche estaba vencida hace una semana. Voy a denunciar ante defensa del consumidor.
 | todo normal
mod:offensive; missingItem | faltó la bebida, son unos idiotas
raw | the pork chop was still pink in the middle, sent pics to the store
poisoning | got food poisoning after the shrimp pad thai, sick for two days
foreignBody | found a piece of plastic wrap baked into the lasagna
allergy; poisoning | I wrote GLUTEN ALLERGY in the notes and they still used regular soy sauce. Spent the night with cramps.
praise | Amazing burger, still hot on arrival. 10/10
mod:refund; spoiled | chicken smelled rotten, the app refused my refund even with photos
courier; mod:courier | driver left the bag on the sidewalk and drove off without calling
delay | took forever
mod:noOrder | Never ordered here but heard they got shut down by the health department last year.
pricePortion | tiny portion for $18, what a joke
mod:threat; wrongItem | wrong order AGAIN. next time I'm coming down there and you'll regret it
 | first order, we'll see
delay; missingItem | demorou 1h e ainda faltou a batata
wrongItem | veio o pedido de outra pessoa, nome de um tal de Carlos na comanda
taste | sem sal nenhum, comida de hospital
portion | nossa q porção generosa, 4 batatas contadas 👏
praise; price | muito bom mas carinho viu
melted; delay | o açai chegou derretido pq demorou uma eternidade
warmDrink | cerveja quente, ninguem merece
customisation; taste | pedi molho a parte e veio tudo misturado, batata encharcada
mod:offensive; general | vai se fuder, restaurante lixo
mod:hate; service | atendente bichinha cheio de frescura, demorou 40 min pra responder
notDelivered | marcou como entregue e nao recebi nada
praise | sushi fresquinho, peixe de qualidade, parabens
spoiled; unanswered | o frango tava com cheiro de estragado e ninguem responde o chat
allergy | pedi tudo sem leite pq meu bebe tem APLV e veio queijo ralado por cima
raw; poisoning | melhor frango cru da cidade, passei o fds inteiro no banheiro, recomendo 🙃
missingItem | vou no procon, pela 3a vez faltou o refrigerante
paidExtra; mod:refund | paguei adicional de cheddar, nao veio e o app negou o reembolso
`,
);

/** Set BR: a QA team's regression set: every topic five times in varied words, safety, moderation, Spanish and English. */
export const HELD_OUT_BY_OTHERS_BR = parseReviews(
  "blindBR",
  `
delay; cold; taste | mais de 1h30 esperando, hamburguer gelado e a batata toda murcha
praise | melhor acai da regiao!!! 😍😍
notDelivered; mod:refund | pedido nunca chegou e o ifood ate agora nao estornou, ja faz 3 dias
wrongItem | pedi marguerita mandaram de atum kkkk serio isso
customisation | escrevi SEM CEBOLA em caps lock e veio lotado de cebola, vcs leem as obs??
paidExtra | paguei 6 reais de bacon adicional e nao tinha uma tira de bacon
portion | marmita minuscula, comi e continuei com fome
price | taxa de entrega de 12 reais pra 2 km?? ta de brincadeira
pricePortion | 45 conto num poke q cabe na palma da mao
packaging | o caldo vazou tudo dentro da sacola, melou o resto
raw | frango cru por dentro, rosinha ainda, joguei fora
spoiled | maionese azeda, ja tava estragada
foreignBody | achei um cabelo no meio do yakisoba 🤮🤮
poisoning | passei a noite td vomitando dps do sushi de vcs
allergy | avisei q sou alergica a camarao e veio camarao no risoto, tive q tomar antialergico correndo
diet | sou vegetariana, pedi o lanche veggie e veio com carne moida
courier; mod:courier | motoboy grosso pra caramba, jogou a sacola no portao e saiu
app; mod:app | cupom de 20 nao aplica no app de jeito nenhum, tentei 5x
praise | a moca do whats super atenciosa, trocou meu pedido rapidinho sem frescura. amo vcs
unanswered | liguei 4x pra loja ninguem atende
general | horrivel. nunca mais
mod:offensive; delay | 2 horas pra entregar seus incompetentes do c*ralho
mod:hate; wrongItem | o atendente é um v*ado q nem sabe anotar pedido, veio tudo trocado
mod:threat; raw | frango cru DE NOVO, na proxima eu vou ai e quebro essa espelunca
mod:noOrder | nunca pedi ai mas falaram q a cozinha é cheia de barata, cuidado gente
warmDrink | guarana quente e sem gas, parecia xarope
melted | sorvete chegou virado sopa
melted; delay | o milkshake derreteu todo, tb neh demorou 1h pra chegar
 | ok
mod:offensive; delay | mais lentos q uma tartaruga manca, 1h50 pra um x-salada. bando de lixo
taste | massa da pizza crua no meio, tava ate grudando no dente
taste; packaging | o pastel veio encharcado de oleo e a caixa toda amassada
delay | parabens pela rapidez, so 1h40 pra um acai 🙄
pricePortion | que beleza, 38 reais num x-tudo q nao tem quase nada dentro. amei 🙃
notDelivered | app diz entregue e eu aqui sem comida, ninguem bateu na minha porta
notDelivered; unanswered | pedido nao chegou e a loja nao responde o chat
courier; mod:courier | entregador nao quis subir, mandou eu descer 6 andar com a perna machucada
app; mod:app | pagamento no pix deu erro no app e cobrou 2x
app; mod:app | rastreio do app nao funciona fica carregando eternamente
unanswered; missingItem | faltou o molho, mandei msg no chat e ate agr nada
price | ta caro dms esse lugar, nao compensa
portion | veio 4 pedacinhos de frango na porcao, serio?
pricePortion | aumentaram o preco e diminuiram a marmita, ta de sacanagem
packaging | tampa do acai mal fechada, chegou metade espalhado na sacola
raw | o file de peixe tava cru no meio, nao da pra arriscar
spoiled | a salada tava com folha podre e cheiro ruim
foreignBody | tinha um pedaco de plastico no meio do strogonoff
foreignBody; mod:threat | achei uma barata na marmita!!! vou postar a foto em tudo q é grupo da cidade e acabar com vcs
poisoning | minha familia toda teve diarreia dps do churrasco de vcs
poisoning; spoiled | queijo com gosto azedo, depois fiquei c dor de barriga o dia inteiro
allergy; customisation | tenho intolerancia a lactose, pedi sem queijo justamente por isso e veio cheio de queijo
diet | pedi suco sem acucar pq sou diabetico e veio adocado
diet | pedi a opcao vegana e o molho tinha leite e manteiga
general | pessima experiencia, nao recomendo
mod:offensive; general | lixo de restaurante, bando de otarios
mod:hate; general | so tem m*caco trabalhando nessa cozinha, por isso a comida é essa porcaria
mod:threat; service; other=cobrança errada | me cobraram a mais e ainda riram da minha cara, sei onde fica a loja e vou ai resolver do meu jeito
mod:noOrder | a pizzaria do lado é mto melhor, essa aqui so engana o povo. nunca comi mas todo mundo fala
mod:noOrder | meu cunhado disse q pegou intoxicacao aqui, entao nem vou pedir. fiquem espertos
praise | entrega rapida, comida quentinha, embalagem caprichada. nota 10
praise | o brigadeiro de brinde foi mt fofo, obg ❤️
 | pedi o de sempre
 | chegou
praise; cold | sabor maravilhoso mas chegou morno
praise; missingItem | lanche excelente, so faltou o ketchup q eu pedi
delay; cold; missingItem; service | demorou 1h40, veio frio, faltou a farofa e qnd reclamei no chat a atendente debochou
wrongItem; unanswered | veio tamanho P em vez do G e ninguem responde o whats
customisation | pedi a picanha bem passada e veio mal passada
customisation; taste | molho a parte, eu pedi!! veio tudo misturado e o pao encharcou
paidExtra | paguei borda recheada de cheddar e veio borda normal
paidExtra; missingItem | paguei adicional de queijo e nao veio, e tb faltou o guarana
paidExtra | cobraram o ovo extra e cade o ovo???
warmDrink | cerveja chegou quente, ai nao ne
warmDrink; cold | refri quente e lanche frio, inverteram tudo kkkk
melted | acai todo derretido parecia vitamina
melted; packaging | o sorvete derreteu e vazou pela tampa, sujou a sacola inteira
spoiled | o leite do cafe tava talhado
price | preco de restaurante chique pra um podrao de esquina kkkk
portion; taste | pouca carne no espetinho e ainda tava seco
mod:offensive; customisation | pedi sem cebola pela 3a vez e veio com cebola, vai tomar no c* quem monta esses lanche
mod:hate; service | a b*cha do caixa me tratou mal, desligou na minha cara
mod:hate; delay | esses p*raiba da cozinha sao lerdos demais, 1h pra fritar um pastel
price | 18 reais so de taxa de entrega, vcs tao loucos? 😒
notDelivered; courier; mod:courier | o motoboy ligou dizendo q ja tinha entregado, mas nunca chegou nd aqui
cold; praise | gostoso mas chegou meio gelado, da proxima capricha na embalagem termica
other=pedido cancelado sem aviso | cancelaram meu pedido do nada dps de 50 min sem avisar nada
 | normal
allergy | sou celiaca, pedi o pao sem gluten e veio pao comum. podia ter me feito muito mal
foreignBody | tinha uma pedrinha no feijao, quase quebrei o dente
raw; mod:offensive | seus burros, o frango ta sangrando por dentro
delay; cold; warmDrink | Fiz o pedido às 20h e só recebi às 21h45. A lasanha chegou fria e o refrigerante, quente. Sinceramente esperava mais de vocês, que sempre foram pontuais.
pricePortion; taste | O prato executivo subiu de 32 para 39 reais e a porção diminuiu visivelmente. Além disso, o feijão estava aguado.
allergy; service | Informei no pedido que meu filho tem alergia a amendoim. O doce veio com farofa de amendoim por cima. Quando liguei, a atendente disse que "não tinha como saber". Um absurdo.
praise | Comida caseira de verdade, tempero no ponto e entrega dentro do prazo. Virei cliente.
foreignBody; service | Encontrei um fio de cabelo grudado no queijo da pizza. Mandei foto pelo chat e recebi um pedido de desculpas genérico, sem nenhuma solução.
raw; poisoning | O frango do yakisoba estava rosado por dentro. Comi um pouco antes de perceber e passei a madrugada vomitando.
praise | Pão de queijo sequinho por fora e macio por dentro, exatamente como o da minha avó. Obrigada pelo carinho no bilhetinho.
wrongItem | Recebi o pedido de outra pessoa, com outro nome na comanda. Tive que comer o que veio.
packaging | A embalagem do açaí veio sem lacre e com a tampa solta. Metade do conteúdo ficou na sacola.
praise; pricePortion | A qualidade é ótima, mas pelo preço que cobram a porção poderia ser bem maior.
other=taxa de embalagem não informada | Cobraram uma "taxa de embalagem" de 4 reais que não aparece em lugar nenhum do cardápio.
other=nota fiscal com CPF | Pedi nota fiscal com CPF e não veio. Já é a segunda vez que acontece.
other=troco faltando | Paguei em dinheiro e o troco veio faltando 10 reais.
other=lanche diferente da foto | A foto do cardápio mostra um lanche alto e caprichado; o que chega não lembra em nada a foto.
spoiled; mod:threat | O presunto estava viscoso e com cheiro forte, claramente vencido. Se não houver resposta até amanhã, vou publicar as fotos em todas as redes e marcar a imprensa local.
unanswered; delay | Depois de uma hora de espera liguei duas vezes e mandei mensagem, ninguém atendeu. O pedido chegou com 1h30 de atraso.
courier; mod:courier | O entregador foi extremamente mal-educado e me xingou porque demorei dois minutos para descer.
app; mod:app; mod:refund | O aplicativo cobrou o pedido, cancelou sozinho e o estorno não caiu até hoje.
missingItem; mod:refund | Faltou a sobremesa e o reembolso oferecido pela plataforma foi de 2 reais, sendo que ela custou 14.
mod:refund | Solicitei reembolso pelo aplicativo há uma semana e continuo sem resposta do suporte.
wrongItem; mod:refund | Veio o lanche errado, abri reclamação e o iFood negou o reembolso dizendo que estava tudo certo.
praise; courier; mod:courier | Comida impecável, mas o motoboy chegou fumando e com a sacola aberta.
taste; portion | Feijoada sem sabor nenhum, parecia só água com feijão, e quase não tinha carne.
service | Reclamei educadamente e recebi uma resposta atravessada dizendo que eu deveria ter pedido em outro lugar.
poisoning | Fiquei dois dias internada com infecção intestinal depois do sushi. Revejam a higiene da cozinha, por favor.
diet | Pedi a versão sem glúten porque estou cortando glúten da dieta, e veio com o pão comum.
mod:noOrder | Trabalho no restaurante concorrente e digo: lá dentro a higiene é zero. Peçam em outro lugar.
delay; wrongItem; missingItem; cold | Pedido atrasado em quase uma hora, a pizza era de outro sabor, faltou o refrigerante e o que veio estava frio. Dificilmente peço de novo.
 | Pedido recebido às 12h30, conforme previsto.
praise; wrongItem | Atendimento nota mil: erraram o sabor, avisei e mandaram outra pizza em vinte minutos, sem custo. Respeito.
delay; cold | Tardó casi dos horas y la pizza llegó helada. Un desastre.
praise | Riquísimo todo, el pollo jugoso y llegó rapidísimo. Vuelvo a pedir seguro.
wrongItem | Pedí empanadas de carne y me mandaron de jamón y queso.
missingItem | faltó la bebida, la pagué y no vino
foreignBody | Encontré un pelo en la ensalada, qué asco 🤢
mod:offensive; service | La cajera es una idiota, me contestó fatal por el chat.
raw; poisoning | La hamburguesa estaba cruda por dentro y pasé toda la noche con diarrea.
price | Carísimo para ser comida rápida, y el costo de envío ni hablar.
courier; mod:courier | El repartidor no quiso subir al tercer piso y encima me gritó por teléfono.
melted | El helado llegó derretido, prácticamente una sopa.
mod:noOrder | Nunca pedí aquí pero mi vecino dice que usan carne vencida. Ojo.
allergy | Avisé que soy alérgica al maní y la salsa tenía maní. Inaceptable.
delay | Entrega súper rápida, solo una hora y cuarenta minutos. Gracias 🙃
mod:hate; unanswered | llame 3 veces y nadie atiende, seguro el m*rica del dueño estaba durmiendo
notDelivered; mod:refund | El pedido nunca llegó y la app dice que no corresponde reembolso. Increíble.
delay; cold | Took forever and the fries were stone cold.
praise | Best burger in town honestly, juicy and perfectly seasoned.
customisation | Asked for no pickles, got extra pickles. Do you even read the notes?
paidExtra | paid for extra cheese... there was no extra cheese
notDelivered | App says delivered, nothing at my door. Never got my food.
packaging | Box was crushed and the sauce leaked all over the bag.
taste | Way too greasy, couldn't finish it.
app; mod:app | The app charged my card twice for one order. Not the restaurant's fault but someone fix this.
mod:threat; raw | Serve me raw chicken one more time and I'll post the pics everywhere and make sure this place closes.
diet | I'm diabetic and asked for diet coke, got regular. Not cool.
warmDrink | soda came warm and totally flat
mod:hate; service | the f*g at the counter hung up on me twice
pricePortion | R$60 for six tiny nuggets?? rip-off
praise; portion | Tasty, but the portion is tiny for an adult.
mod:offensive; general | worst place ever, you guys are a bunch of morons
`,
);

/** Set BT: late nights and lunch rushes in big cities: offices, students, night shifts, gamers, parents. */
export const HELD_OUT_BY_OTHERS_BT = parseReviews(
  "blindBT",
  `
delay; cold | pedi a marmita 11h40 pra comer no intervalo e chegou 13h05, fria. ja tinha q voltar pro trampo 😡
praise | marmita caprichada, feijao com gosto de casa. salvou meu almoço no escritorio
missingItem | veio o dogão mas cade a coca?? paguei e nao veio
melted; delay | açai de 500 chegou virado vitamina, 50 min pra andar 2km
paidExtra | paguei adicional de nutella e leite ninho e so veio o ninho. a nutella ficou com vcs ne
customisation | SEM CEBOLA. escrevi na obs em maiusculo. veio cheio de cebola. alguem le as obs ai?
courier; praise; mod:courier | comida boa mas o entregador se recusou a entrar no hospital e me fez descer 4 andares no meio do plantão, de madrugada. falta de respeito
wrongItem | pedi x-tudo veio x-salada. segunda vez
portion | marmita P parece de criança kkkk 3 garfada acabou
pricePortion | 38 conto numa marmita com 4 pedacinho de frango. ta de brincadeira né
price | taxa de entrega de 14 reais pra 1,5 km?? absurdo
packaging | o caldo verde vazou td na sacola e molhou minha mochila com o notebook dentro
taste | arroz empapado e feijão sem sal nenhum
raw | frango cru por dentro, rosado perto do osso. joguei fora
foreignBody | achei um cabelo ENORME no meio do macarrão 🤢
poisoning | passei a madrugada inteira vomitando depois do yakisoba. obrigado por nada
allergy | coloquei na obs que tenho alergia a camarão e o risoto veio com camarão. fui parar na UPA
diet | sou vegetariana, pedi a marmita veggie e tinha pedaço de bacon no feijão
delay; unanswered | pedido atrasado 1h, liguei 5x na loja e ninguem atende
service | a moça do whats foi mt grossa qdo reclamei, falou q o problema era meu endereço
app; mod:app | o app cobrou 2x no cartão e o cupom de 15 nao aplicou. a loja nao tem culpa mas ta osso
notDelivered | app diz entregue mas nao chegou nada aqui. fiquei sem janta
general | horrivel. nunca mais
 | ok
praise | melhor hot dog da madrugada, chegou quentinho 2h da manha 🌭🔥
delay | parabens pela agilidade, 1h40 pra trazer um açaí 👏👏👏 da proxima eu vou a pé
mod:offensive; delay | bando de incompetente do caralho, 2 horas esperando um lanche
mod:threat; wrongItem | se vier errado de novo eu vou ai pessoalmente e quebro essa loja. pedi calabresa e veio frango DE NOVO
mod:noOrder | nunca pedi ai mas dizem q a cozinha ta cheia de barata. fujam
mod:refund | to esperando o estorno ha 15 dias e nada. o ifood so manda mensagem automatica
praise | Pedi às 23h depois do plantão e chegou em 25 minutos, bem embalado e quentinho. Obrigada!
cold; packaging | Pizza chegou morna e toda grudada na tampa, a caixa veio amassada.
missingItem | faltou os talheres e o guardanapo. comi o strogonoff com a mão?
taste | batata frita murcha e encharcada de oleo
warmDrink | refri veio quente e sem gas
delay; cold; missingItem | Demorou 1h30, o lanche chegou gelado e esqueceram a batata. Três problemas em um pedido só.
spoiled | o vinagrete tava azedo, com cheiro estranho
foreignBody | achei uma barata no arroz. UMA BARATA. to sem palavras
wrongItem | veio o pedido de outra pessoa, nome de Carla na comanda. eu so queria minha marmita de figado
paidExtra | paguei borda de catupiry e veio borda normal
pricePortion | o preço subiu 6 reais e a marmita diminuiu. percebi sim viu
packaging | o açaí veio com a tampa aberta e metade ficou na sacola
courier; mod:courier | o motoboy claramente abriu a sacola, o lacre veio rompido e a batata pela metade
courier; mod:courier | entregador foi estupido comigo pq demorei 2 min pra descer, ficou buzinando e xingando
app; mod:app | o rastreio do app ficou travado em "saiu pra entrega" por 40 min, nao dava pra saber nada
 | primeira vez pedindo
praise | meus filhos amaram o combo kids, veio ate brinquedinho 😍
diet; customisation | sou diabetico, pedi o suco sem açucar e veio adoçado
allergy | meu filho tem APLV e pedi o bolo sem lactose, veio com cobertura de leite condensado. por sorte vi antes de dar pra ele
diet | pedi a opção vegana e o molho tinha queijo. vegano nao come queijo gente
mod:offensive; general | lixo de restaurante, vão se f*der
mod:offensive; wrongItem; service | atendente retardado, pedi 2 marmita de frango veio de carne e ainda falou q eu q pedi errado
praise; delay | a comida é maravilhosa mas demorou 1h10, no almoço isso mata
praise; portion | sabor nota 10, mas a porção diminuiu muito
delay | 2 horas. DUAS HORAS
notDelivered; unanswered | pedido nunca chegou, liguei na loja e ninguem atendeu, tive q pedir em outro lugar as 23h
mod:refund; notDelivered | pedido nao chegou e o ifood negou meu reembolso. absurdo
taste | muito sal no strogonoff, nao consegui comer
raw | o hot roll de frango veio com o frango cru dentro
poisoning | comi o pastel de camarão e tive diarreia o dia todo
spoiled; poisoning | o leite do milkshake tava azedo e passei mal depois
 | comida chegou
 | Pedido recebido.
praise | Atendimento nota mil, a dona respondeu no whats na hora e mandou um brownie de cortesia 🥰
service | pedi pra trocar a bebida pelo chat e responderam "nao da" e fecharam a conversa
unanswered | mandei mensagem no chat 3 vezes perguntando se tinha troco e ninguem respondeu
other=troco errado | paguei com nota de 100 e voltaram troco de 50. ficaram com 50 meu
other=excesso de sacolas plásticas | mandaram 5 sacolas de plastico pra um lanche, desnecessario demais
packaging; cold | a embalagem de isopor veio aberta, a marmita chegou fria e toda misturada
wrongItem; missingItem | veio coca em vez de guaraná e esqueceram o molho barbecue
delay; praise | demorou mas valeu a pena, hamburguer absurdo de bom
praise | 🔥🔥🔥
delay | Pedi às 12h, chegou 13h30. Meu horário de almoço é de 1 hora. Fiquei sem almoçar.
cold | a sopa chegou gelada. GELADA. era sopa
melted | sorvete chegou liquido
warmDrink | cerveja quente 1h da manha, decepção
customisation | pedi molho a parte e veio tudo encharcado
customisation | pedi sem pimenta pro meu filho de 4 anos e veio ardendo, ele nao conseguiu comer
pricePortion | caro e pouco
taste; cold | lasanha chegou fria e com gosto de requentada no microondas
foreignBody; mod:threat | achei um parafuso no hamburguer!!! vou postar no insta e no tiktok com o nome de vcs pra todo mundo ver
mod:noOrder | essa lanchonete usa carne de gato, todo mundo do bairro sabe
mod:noOrder | Não comprei mas meu primo falou que é horrivel. 1 estrela
app; mod:app | o app nao aceitou meu pix e cancelou o pedido sozinho
courier; cold; mod:courier | o entregador deixou o pedido na portaria sem avisar, descobri 1h depois com tudo frio
courier; delay; mod:courier | motoboy ficou rodando o bairro 40 min pq nao achava a rua, mesmo com a localização no app
mod:offensive; general | que merda de comida
packaging | pedido veio sem lacre nenhum, quem garante q ninguem mexeu?
other=pedido recusado de madrugada, loja aparece aberta | no app ta escrito aberto 24h mas as 3h da manha recusaram meu pedido 2x
other=cardápio desatualizado, itens indisponíveis | metade do cardapio ta indisponivel toda vez q eu peço, atualiza isso ai
portion | pedi o combo familia e nao dava pra 2 pessoas, que dirá 4
praise | Salvaram meu plantão! Chegou certinho, quente, e a enfermeira do lado já pediu também kkk
praise; packaging | Comida ótima, mas o feijão vazou um pouco na sacola.
delay; cold; service | Atraso de 1h, comida fria, e quando liguei a atendente disse "é o movimento, senhor" e desligou na minha cara.
wrongItem; unanswered | Veio o sabor errado de açaí (pedi cupuaçu, veio morango) e ninguém respondeu no chat.
paidExtra; customisation | paguei bacon extra q nao veio e ainda mandaram com tomate q eu pedi pra tirar
general | Já foi melhor. Caiu muito a qualidade.
taste | o hamburguer parecia sola de sapato de tão passado
taste | massa da pizza crua no meio
spoiled | o açai veio cheio de cristal de gelo e gosto de velho, acho q tava vencido
foreignBody | pedra no feijão. quase quebrei o dente
raw; poisoning | comi o frango que veio meio cru e fiquei com dor de barriga e diarreia 2 dias
allergy | sou celiaca, pedi o lanche no pão sem gluten e veio no pão comum. ainda bem q percebi antes de morder
diet | Pedi a marmita low carb e veio com arroz e farofa. Pra quem está de dieta, isso não ajuda.
delay; cold | Pedí a las 13h y llegó a las 14:30, la comida fría. Inaceptable para un almuerzo de oficina.
praise | Los mejores perritos calientes de la ciudad, ¡y a las 3 de la mañana!
missingItem | Faltó la bebida y los cubiertos, otra vez.
wrongItem | Pedí empanadas de carne y llegaron de queso.
courier; mod:courier | El repartidor fue muy grosero y me tiró la bolsa en la puerta.
pricePortion | Muy caro para lo poco que trae. La porción es ridícula.
allergy | Avisé que soy alérgico al maní y el postre traía maní. Peligroso.
notDelivered; unanswered | Nunca llegó el pedido y el restaurante no contesta el teléfono.
delay | Took almost 2 hours to get a burger delivered. Unacceptable.
praise | Great açaí bowl, perfect after a late gaming session 🎮
customisation | Asked for no mayo, got extra mayo. Do you even read the notes?
app; mod:app | The app kept crashing at checkout and charged me anyway.
poisoning | Got food poisoning after the chicken wrap. Spent the whole night in the bathroom.
 | Order received, nothing to add.
delay | pedi antes da ranked, joguei 3 partidas e nada do lanche 🙃
cold | pizza chegou mais fria q meu coração depois do ultimo relacionamento
notDelivered; app | o pedido sumiu do app e nunca chegou, e o suporte do app so manda resposta pronta
paidExtra | paguei 4 reais de queijo extra no dog e ele veio pelado
missingItem | cade os sachês? pedi 2 de mostarda e 2 de ketchup e nao veio nenhum
price | preço no app é bem mais caro q no balcão, sacanagem
service | pedi guardanapo extra pelo chat e me responderam com deboche
general | nao recomendo
praise | entregador super educado e comida impecavel. nota 10
melted; packaging | o milkshake chegou derretido e escorrendo pela tampa, sujou tudo
raw | adorei o frango cru, só faltou mandar ele cacarejando 🙃
mod:hate; wrongItem | aquela atendente sapatão errou meu pedido de novo, pedi de carne veio de frango
delay; cold; missingItem; unanswered | Sou enfermeira e pedi no intervalo do plantão da noite. O pedido demorou mais de uma hora. Chegou frio e sem o refrigerante. Tentei ligar na loja três vezes e ninguém atendeu. No plantão não dá pra ficar esperando. Que decepção.
praise; pricePortion | Comida deliciosa, isso não dá pra negar. O tempero da carne é o melhor da região. Porém a porção está cada vez menor. E o preço só sobe. Desse jeito vou ter que trocar de restaurante.
customisation; wrongItem; service | Pedi o kids sem molho pro meu filho de 3 anos, que não come nada diferente. Veio com molho e com batata rústica em vez de batata palito. Liguei e disseram que não podiam fazer nada. Ele chorou e foi dormir sem jantar. Péssimo.
mod:refund; missingItem | faltou o açaí de 700 e o ifood so me devolveu metade do valor
delay; notDelivered | Esperei 2h, o status mudou pra entregue e não veio nada. Fui dormir com fome.
mod:offensive; courier; mod:courier | motoboy filho da puta jogou meu lanche no chão da portaria
other=sem opção de retirada | queria retirar no balcão e nao tem opção, obrigam a pagar entrega
 | chegou no horario previsto
portion; taste | pouca comida e ainda sem gosto nenhum
price | Taxa de serviço + taxa de entrega + embalagem. Um lanche de 25 virou 45. Caro demais.
missingItem; unanswered | Veio sem a farofa e o vinagrete. Mandei msg e até agora ninguém respondeu.
mod:threat; delay | ja é a terceira vez q atrasa. da proxima vou ai e vcs vao ver o que acontece
mod:noOrder | Trabalho na pizzaria concorrente e digo: a massa deles é congelada de mercado. Não peçam.
foreignBody; poisoning | Tinha um fio de cabelo na salada e ainda passei mal depois. Nunca mais.
taste; customisation | pedi o macarrão al dente, chegou papa. massa pessima
mod:offensive; service | a atendente é uma idiota, me tratou igual lixo no telefone
delay; melted; praise | o açaí é o melhor da cidade mas demorou tanto que chegou derretido, dá dó
wrongItem | Ordered a veggie burger and got a chicken one. Luckily I checked before eating.
delay; service | Pedido atrasado 50 minutos. Liguei e o atendente disse que o problema era o app, mas o app mostrava "em preparo" até agora.
praise | De madrugada é difícil achar algo bom aberto. Esse é o meu salvador das 3h da manhã, sempre caprichado.
`,
);

/** Set BW: an independent evaluator's final acceptance set: every kind of review, Spanish and English. */
export const HELD_OUT_BY_OTHERS_BW = parseReviews(
  "blindBW",
  `
delay; cold | mds 1h40 esperando e o hamburguer chegou gelado, nao da
wrongItem | pedi x-salada veio x-egg 🙄
praise | melhor açai da regiao sem duvida 😍😍
missingItem | cade o guarana q eu paguei??
customisation | escrevi SEM CEBOLA em caps lock e veio cheio de cebola kkkk
paidExtra | paguei bacon extra e nao veio nem um pedacinho
portion | a porção de fritas era tipo 10 palitos, serio isso?
pricePortion | 45 reais numa marmita q nao enche a mao. ja foi bem maior isso ai
packaging | o caldo vazou todo na sacola, chegou metade
taste | massa crua no meio e queimada embaixo, pizza mais triste q ja comi
spoiled | maionese azeda, tava estragada ctz
foreignBody | achei um cabelo enorme no meio do yakisoba 🤢🤢
poisoning | passei a noite toda vomitando dps do temaki de vcs
allergy | coloquei na obs q sou alergica a camarao e veio camarao no risoto, fui parar na upa
diet | pedi o lanche vegetariano e tinha presunto dentro. sou vegetariana faz 8 anos pqp
courier; mod:courier | motoboy grosso dms, jogou a sacola no chao e foi embora sem falar nada
app; mod:app | cupom nao aplicou no app e cobrou o valor cheio
service | a moça do whats me respondeu com a maior ignorancia, falta de educação total
unanswered | liguei 5x na loja e ninguem atende
general | horrivel. nunca mais
 | ok
praise | chegou rapidinho e quentinho, parabens pessoal
delay | entrega relampago, so 2 horas 🙄
praise; cold | lanche mt bom mas chegou frio
notDelivered; mod:refund | pedido nunca chegou e o ifood ate agr nao estornou meu dinheiro
warmDrink | coca quente e sem gas, ngm merece
melted | o sorvete chegou virado sopa
mod:offensive; delay | bando de incompetente do caralho, 2h pra chegar uma pizza
mod:hate; mod:offensive; wrongItem | errou meu pedido de novo, so tem v1ado trabalhando nessa m*rda
delay; mod:threat | se atrasar de novo eu vou ai pessoalmente e quebro essa loja inteira
mod:noOrder | dizem q a cozinha desse lugar é cheia de rato, nao peçam
mod:noOrder | nunca comprei aqui mas minha vizinha falou q passou mal com a comida
mod:noOrder | a hamburgueria do lado é mto melhor e mais barata, vao la q vcs ganham mais
missingItem | da proxima vez manda o refri junto ne 🙃
cold | tive q esquentar tudo no microondas assim q chegou
taste | precisei de faca de serra pra cortar o bife kkkk
delay | o entregador deve ter parado pra almoçar no caminho ne
poisoning | fiquei a noite inteira no banheiro dps desse strogonoff, obrigado viu
packaging | a pizza veio de lado, todo o queijo grudado na tampa
spoiled | o peixe tava com um cheiro estranho, nem comi
raw | gente o frango ainda tava sangrando por dentro
spoiled | o leite da vitamina tava talhado
other=troco errado | mandaram troco errado, faltou 20 reais
other=pedido cancelado sem explicação | cancelaram meu pedido dps de 1h sem dar explicação nenhuma
praise | o strogonoff é perfeito, pedimos toda semana ❤️
 | pedi pela primeira vez
 | 👍
wrongItem | veio o pedido de outra pessoa, nada a ver com o meu
customisation | pedi o hamburguer bem passado e veio mal passado
customisation | pedi molho a parte e veio tudo afogado no molho
missingItem | nao mandaram talher nem guardanapo, comi com a mao
paidExtra | paguei 8 reais de borda recheada e a borda veio vazia
price | taxa de entrega de 15 reais pra 2km? tao de brincadeira
pricePortion | aumentaram o preço e diminuiram o tamanho do pote, ta de sacanagem
courier; mod:courier | entregador nao quis subir, tive q descer 12 andares de pijama
courier; missingItem | o motoboy abriu a sacola, o lacre tava rasgado e faltava batata
app; mod:app | o rastreio do app nao atualiza nunca, fica mostrando o motoboy parado
service | atendente desligou na minha cara
general | pessimo
praise | comida de mae, mt bem temperada
praise; delay | comida top mas demorou dms
praise; portion | sabor nota 10, so a quantidade q ta pouca
delay; missingItem; cold | demorou 1h30, faltou a coca e a batata veio fria
wrongItem; service | veio sabor errado e qnd reclamei a atendente disse q a culpa era minha
foreignBody; mod:threat | achei uma BARATA no feijao!!! vou postar a foto em todo grupo do bairro e marcar o nome do dono pra todo mundo ver
mod:offensive; taste | comida de merda, cozinheiro lixo nao sabe nem fritar um ovo
mod:offensive | vai se f*der vc e essa loja
mod:hate; courier; mod:courier | mandaram um m4caco de entregador q nem sabia ler o endereço
mod:noOrder | vi no tiktok q essa loja usa carne vencida, cuidado galera
notDelivered | app diz entregue e eu nao recebi nada
notDelivered; unanswered | pedido nunca chegou e a loja nao atende o telefone
spoiled | a salada tava com folha podre, preta
praise | atendimento nota mil, o rapaz do whats resolveu tudo rapidinho
 | recebido
praise | sushi fresquinho, bem montado, chegou antes do previsto 👏👏
other=nota fiscal | pedi nota fiscal e nao mandaram
mod:offensive; service | atendente burra, fala com o cliente como se fosse lixo
diet; wrongItem | sou diabetico, pedi refri zero e veio normal
allergy; customisation | tenho intolerancia a lactose, pedi sem queijo e veio com queijo. passei mal
general | agora entendi pq é tao barato 🙄
praise | 10/10
other=loja imunda moscas | fui retirar no balcao e a loja tava imunda, moscas pra todo lado
customisation; taste | pedi sem pimenta e veio tao apimentado q nao consegui comer
packaging; missingItem | a sacola veio rasgada e sem o molho
raw | adorei o frango cru, mt saudavel 😂
taste | otima pizza pra quem gosta de comer papelao
praise; service | a comida ate q tava boa, mas o atendimento no telefone foi um lixo
mod:refund | o ifood ta enrolando meu estorno ha 10 dias, absurdo
mod:hate; mod:offensive; wrongItem | chegou tudo errado, so contratam p@raiba burro ai
service; mod:threat | vou expor o nome e a cara do atendente no insta, folgado e mal educado
delay; cold; missingItem; unanswered | Fiz o pedido às 19h e só chegou às 20h40. A comida estava fria e faltou o refrigerante. Tentei ligar para a loja duas vezes, mas ninguém atendeu. Muito decepcionante.
praise; packaging | A comida estava deliciosa, como sempre. Porém a embalagem do molho abriu e sujou tudo dentro da sacola. Sugiro lacrar melhor.
raw; unanswered | O frango à parmegiana veio cru por dentro. Mandei foto pelo chat e até agora não tive resposta. Isso é um risco sério à saúde.
poisoning; mod:threat | Eu e meu marido passamos mal depois de comer o camarão de vocês, diarreia e febre a noite inteira. Se não me derem retorno hoje, vou espalhar no bairro inteiro e na imprensa que vocês envenenam os clientes.
wrongItem; customisation; service | Pedi o combo 2 sem picles e veio o combo 3, com picles. Liguei e a atendente disse que não podia fazer nada e desligou. Atendimento péssimo.
pricePortion; taste | O preço subiu de 32 para 41 reais e o prato diminuiu visivelmente. Além disso, o arroz estava empapado. Assim fica difícil continuar pedindo.
notDelivered; mod:refund | O aplicativo marcou como entregue, mas o pedido nunca chegou. Abri reclamação e o estorno foi negado. Sei que o restaurante talvez não tenha culpa, mas fica o registro.
praise; courier | Comida excelente e bem embalada. Só o entregador que foi bem grosseiro ao chegar, reclamou do prédio e jogou o troco na minha mão.
foreignBody; service | Encontrei um fio de cabelo na lasanha. Entrei em contato e a resposta foi "acontece". Esperava no mínimo um pedido de desculpas.
allergy | Informei na observação que meu filho é celíaco. O frango veio empanado com farinha de trigo e ele teve reação. Por favor, levem isso a sério.
general | Experiência lamentável do início ao fim. Não recomendo.
praise | Pedido impecável: chegou no horário, bem quente e muito saboroso. O bilhetinho de agradecimento foi um toque especial. Parabéns à equipe!
 | Pedido recebido conforme o combinado.
spoiled; poisoning | O iogurte da sobremesa estava com a validade vencida havia uma semana. Minha filha comeu antes de eu ver e vomitou à noite.
delay; courier; mod:courier | Segundo o app o pedido ficou pronto em 15 minutos, mas o entregador rodou meia cidade antes de chegar aqui. Levou mais de uma hora.
taste; portion | O hambúrguer veio seco e o pão estava queimado. A porção de batata também é muito pequena para um combo "família".
paidExtra; unanswered | Paguei pelo adicional de cheddar e de catupiry e nenhum dos dois veio. Mandei mensagem pela plataforma e fui ignorada.
wrongItem | Parabéns pela criatividade: pedi um yakisoba de frango e recebi um de carne. Quem sabe da próxima vez venha o que eu pedi.
mod:noOrder | Trabalho em outro restaurante aqui da rua e sei muito bem como eles trabalham lá dentro. Não peçam.
praise; other=excesso de plástico descartável | Comida boa, mas quanto plástico! Cada item vem em três embalagens descartáveis. Poderiam usar algo mais sustentável.
app; mod:app | Não consegui usar o cupom de primeira compra, o aplicativo dava erro no pagamento a toda hora. Tive que pagar na entrega.
customisation; missingItem; price | Pedi a carne ao ponto e veio bem passada, esqueceram o arroz e ainda paguei R$ 12 de taxa de entrega. Para o valor cobrado, esperava muito mais cuidado.
melted; packaging | O pote de sorvete chegou amassado e aberto, com tudo derretido escorrendo pela sacola.
delay; cold | Tardó casi dos horas y la pizza llegó fría. Una vergüenza.
praise | Riquísimo todo, las empanadas un espectáculo 🤤
wrongItem | Pedí milanesa de pollo y me mandaron de carne.
missingItem | Faltó la bebida, la pagué y no vino.
taste | Muy salado el arroz, incomible.
raw | La hamburguesa vino cruda por dentro, roja total.
foreignBody | Encontré un pelo en la ensalada, qué asco.
courier; mod:courier | El repartidor fue muy maleducado, me gritó porque tardé en bajar.
mod:offensive; delay | Son unos inútiles de mierda, una hora y media para un sándwich.
praise; portion | Muy rico, pero la porción es chiquita.
app; mod:app | La app no me dejó pagar con tarjeta extranjera, lo intenté cinco veces.
allergy | Avisé que soy alérgico al maní y el postre tenía maní. Menos mal que me di cuenta antes de comer.
customisation | Pedí sin tomate, por favor, y vino con tomate. Como siempre.
 | Normal.
general | Malísimo, no pidan.
poisoning | Después de comer el pescado estuve con vómitos toda la noche.
delay | Qué rapidez, solo una hora y cuarenta minutos 👏👏
pricePortion | Carísimo para lo poco que viene, 50 reales por cuatro piezas de sushi.
mod:noOrder | Nunca pedí acá pero un amigo me dijo que la cocina es un asco.
notDelivered; mod:refund | El pedido nunca llegó y la plataforma no me devuelve la plata.
warmDrink; melted | La cerveza llegó caliente y el helado derretido. Combo perfecto 🙄
praise; missingItem | Excelente atención y la comida muy buena, solo que se olvidaron de los cubiertos.
delay; cold; taste | Took over an hour and the fries were cold and soggy.
praise | Best burger I've had in São Paulo, hands down.
wrongItem | Ordered a large pepperoni, got a medium margherita.
missingItem | My drink never came.
spoiled | The shrimp smelled off, didn't eat it.
service | Called to ask about my order and the guy on the phone was super rude.
foreignBody | Found a piece of plastic in my salad.
customisation | Asked for no onions. Onions everywhere.
mod:hate; packaging | Whoever packed this is a total f@g, half the food spilled in the bag.
courier; mod:courier | Driver refused to come to the door and made me walk two blocks to meet him.
 | Got my order.
praise; price | Really tasty but way overpriced.
poisoning; mod:threat | Got food poisoning from your chicken. I know where you work, you'll regret this.
mod:noOrder | Never ordered here but heard they reuse old oil and leftovers. Avoid.
other=wrong apartment number on label | The store printed the wrong apartment number on the label even though the app had it right, so the driver went to the wrong building.
`,
);

/** Set BX: small towns and suburbs: family restaurants, lanchonetes, pizzarias and marmitarias, old and young. */
export const HELD_OUT_BY_OTHERS_BX = parseReviews(
  "blindBX",
  `
delay; cold | pedi as 19h chegou 20:40, a marmita parecia q tinha saido da geladeira
praise | melhor coxinha da cidade, massinha sequinha e recheio caprichado 😍
portion | a marmita P ta vindo com 3 colher de arroz e um pedacinho de frango, ta de brincadeira ne
pricePortion | aumentaram o x-tudo pra 32 conto e o lanche ta cada vez menor
wrongItem | pedi meia calabresa meia frango c catupiry e veio inteira de mussarela
customisation | escrevi SEM CEBOLA na observação e veio cheio de cebola, pra q serve esse campo entao??
missingItem | nao veio a coca de 2L
paidExtra | paguei 8 reais de borda de cheddar e a borda veio vazia, nem sinal do cheddar
raw | frango do PF tava rosado por dentro, escorrendo sangue, nem comi
foreignBody | achei um cabelo enorme no meio do feijao 🤮🤮
poisoning | comi o pastel de carne ontem a noite e passei a madrugada inteira no banheiro, meu marido tb. so comemos isso
spoiled | a maionese verde tava azeda, cheiro forte de estragado
mod:courier; courier | o motoboy nao quis subir, tive q descer 4 andar de muleta. zero empatia
mod:app; app | o aplicativo cobrou duas vezes no cartao e nao consigo falar com ninguem do suporte
mod:noOrder | nunca pedi ai mas o povo da cidade todo comenta que a cozinha é imunda, cuidado gente
mod:offensive; delay | bando de incompetente, 2 hora pra entregar um lanche, vsf
mod:threat; raw | o hamburguer veio cru por dentro, se minha filha passar mal eu vou ai e quebro essa lanchonete
 | normal
delay | entrega relampago, so 1h50 pra atravessar tres quadras 👏👏👏
taste | pizza salgada demais, nao deu pra comer nem duas fatia
cold; delay | La pizza llegó fría y con una hora de retraso. Antes pedía seguido, ahora no sé.
praise | Best açaí in town, generous toppings and it arrived super fast. Will definitely order again!
delay; unanswered; cold | Boa noite. Sou cliente de vocês há muitos anos, desde quando a lanchonete ficava ao lado da igreja matriz. Ontem pedi dois x-saladas e uma porção de fritas para mim e minha esposa. O pedido demorou quase uma hora e meia e liguei três vezes no telefone da loja, ninguém atendeu. Quando chegou estava tudo frio. Fiquei muito chateado, não é mais como antigamente.
praise | mds q hamburguer é esse 😭😭 perfeito demais
packaging | o caldo de feijao vazou todo dentro da sacola, chegou meio pote
melted | o sorvete chegou virado sopa
warmDrink | guarana quente e sem gas
allergy | avisei na obs q sou alergica a camarao e veio camarao no risoto, tive q tomar antialergico correndo
diet | pedi o suco sem açucar pq sou diabetica e veio doce que nem melado
service | a moça do whatsapp foi super grossa qdo eu reclamei, respondeu com deboche
general | horrivel. nunca mais
other=troco errado | mandaram o troco errado, faltou 10 reais
praise; delay | comida maravilhosa como sempre, so demorou um pouquinho mais que o normal
wrongItem | veio o pedido de outra pessoa, o nome na comanda era Cleide e eu sou o Marcos
notDelivered | o app diz q foi entregue mas aqui nao chegou nada, to esperando ate agora
price | taxa de entrega de 12 reais pra menos de 1km, é assalto
taste | a massa da pizza tava crua no meio, grudando no dente
mod:hate; wrongItem | so podia ser baiano trabalhando ai mesmo, nem ler o pedido sabe. pedi de frango e veio de carne
praise | Tudo perfeito, a tia da marmitaria caprichou como sempre ❤️
pricePortion | paguei 45 reais numa porção de fritas que veio meia duzia de batata
mod:courier; courier; praise | o entregador chegou fedendo cigarro, com a sacola aberta e ainda reclamou q eu demorei pra descer. o lanche em si tava bom
wrongItem; missingItem | Pedí una hamburguesa doble y me mandaron una simple, además faltaron las papas.
customisation | Asked for no mayo and it came drowning in mayo. Not hard to read the notes.
delay; cold | Tchê, que decepção. Demorou mais de uma hora e o xis chegou gelado. Nunca mais peço aí.
praise | bah, o xis coração de vcs é o melhor da cidade, sem exagero
taste | oxe, o feijao tava sem sal nenhum, parecia agua de batata
foreignBody; unanswered | tinha um pedaço de plastico no meio do estrogonofe. mandei msg pra loja e ninguem respondeu
 | pedido chegou
praise | Uai sô, esse pão de queijo é trem bão demais da conta
raw | a linguiça da porção tava crua por dentro, tudo rosa
spoiled | o frango do PF tava com gosto de azedo, acho q era de ontem
poisoning; mod:threat | passei mal a noite toda depois do yakisoba de vcs. vou botar foto no grupo da cidade e no facebook pra todo mundo saber
packaging | a caixa da pizza veio toda amassada e a pizza grudada na tampa
delay; app | o rastreio no app ficou parado em "saiu para entrega" 40 min e chegou quase 1h depois
service | liguei pra perguntar do pedido e o rapaz desligou na minha cara
unanswered | mandei 5 mensagem no chat da loja e nada, ninguem responde
missingItem | faltou os talheres e o sache de ketchup, comi com a mão kkk
paidExtra | pedi adicional de bacon (R$6) e nao tinha um pedacinho de bacon sequer
praise | melhor marmitex da regiao, comida de vó mesmo, feijão temperadinho 👏
general | pessimo
mod:offensive; general | lixo de lugar, vão tomar no c*
cold | tudo frio
delay; cold; taste; missingItem | I'm visiting my daughter here and ordered because of the good ratings. The order took almost two hours, the fries were cold and soggy, and the milkshake never came. Disappointed.
praise | Las empanadas estaban riquísimas y el repartidor muy amable. ¡Gracias!
diet | sou vegetariana, pedi a pizza de brocolis e veio com bacon por cima
allergy; customisation | tenho intolerancia a lactose, pedi sem queijo e veio cheio de queijo, passei mal
pricePortion | 28 reais numa marmita q antes era 20 e ainda veio menos comida
mod:courier; courier | o entregador abriu a sacola e comeu umas batata, deu pra ver o pacote rasgado e faltando
praise | Pedi pela primeira vez e adorei. O parmegiana é enorme e bem temperado, deu pra mim e pro meu filho. Entrega rápida e o motoboy muito educado. Virei cliente!
delay | 1 hora e 20 minutos esperando uma marmita. UMA MARMITA.
other=nota fiscal | pedi nota fiscal e nao mandaram
wrongItem; unanswered | veio suco de laranja no lugar do de maracuja, tentei ligar na loja e ninguem atendeu
mod:noOrder | minha vizinha disse que achou barata no lanche daqui, nem vou arriscar
mod:noOrder | Peçam na pizzaria do Zé aqui do lado, muito melhor e mais barato, aqui é tudo congelado
praise | Excelente restaurante! Excelente comida! Excelente atendimento! Recomendo 100%! Melhor da cidade!
notDelivered; unanswered | pedido nunca chegou. liguei na loja 4x ninguem atendeu. to com fome ate agora
mod:refund | o pedido foi cancelado e o reembolso ate agora nada, ja faz 10 dias
mod:refund; missingItem | faltou o refri, pedi reembolso no app e negaram. absurdo
mod:app; app | o cupom de desconto nao funcionou na hora de pagar, cobrou o valor cheio
other=pedido cancelado sem aviso | cancelaram meu pedido depois de 40 min sem avisar nada
praise | atendimento nota 10, a dona sempre manda um bilhetinho escrito a mao 🥰
 | kkkkkkk
 | pedi pra minha mae
 | 3 estrelas
 | primeira vez pedindo
praise; portion | lanche gostoso mas podia vir mais batata, veio pouquinha
cold; taste | a pizza veio fria e a massa borrachuda
foreignBody | tinha uma pedrinha no feijao, quase quebrei o dente
foreignBody; mod:offensive | achei uma mosca na salada, bando de porco imundo
general | experiencia ruim do começo ao fim
praise | Chegou quentinho, bem embalado, o motoboy foi educado. Nada a reclamar.
mod:courier; courier; delay | o motoboy ficou rodando o bairro perdido 40 min e ainda me xingou no interfone
customisation | pedi o hamburguer bem passado e veio ao ponto
customisation; taste | pedi molho a parte e veio tudo misturado, a batata ficou molenga
spoiled | El queso de la pizza tenía olor agrio, creo que estaba vencido.
service | La chica que atiende por WhatsApp es muy maleducada, me contestó de mala manera.
price | Way too expensive, an R$ 15 delivery fee for a 5 minute ride is ridiculous.
foreignBody | Found a piece of plastic wrap in my lasagna. Gross.
praise | Lovely family place, the owner's mom makes the best feijoada. Thank you!
 | Order arrived.
wrongItem | Pedí pizza de pollo y me llegó de atún.
melted; delay | El helado llegó derretido, tardó casi una hora.
mod:offensive; missingItem | Son unos inútiles, otra vez no mandaron la bebida.
warmDrink; cold | refri quente e lanche frio, inverteram tudo kkkk
praise; missingItem | gente o açai de vcs é mt bom mds, so q esqueceram o leite ninho q eu pedi 😭 da proxima manda pfv
paidExtra; mod:offensive | paguei o adicional de queijo e nao veio, seus ladrao
delay; mod:threat | se demorar mais uma vez desse jeito eu vou ai pessoalmente resolver na porrada
foreignBody; mod:threat | achei cabelo na comida e ja printei tudo, vou expor vcs em todos os grupos da cidade e na radio
raw; poisoning | a coxinha tava com frango cru no meio e meu filho vomitou a noite toda
other=sem maquininha cartao | escolhi pagar no cartao na entrega e o entregador da loja veio sem maquininha, tive q correr atras de dinheiro
other=cardapio desatualizado | o cardapio mostra pastel de palmito mas qdo pedi disseram q nao tem faz meses
other=loja aberta no app mas fechada | loja aparece aberta, pedi, e depois de meia hora cancelaram dizendo que ja tinham fechado
praise; pricePortion | lanche muito bom mas ta caro pro tamanho, 35 reais num hamburguer pequeno
portion | Prezados, a porção de mandioca veio com uns seis pedaços contados. Para duas pessoas não dá nem para começar. Já fui mais bem servida em outras ocasiões.
praise | Gostaria de parabenizar a equipe. Tenho 78 anos e moro sozinha, e a comida de vocês me lembra a que minha mãe fazia. O rapaz da entrega sempre sobe até o meu apartamento para me ajudar. Deus abençoe.
taste | A sopa estava muito gordurosa, com uma camada de óleo por cima. Na minha idade não posso comer assim.
delay | trabalho na obra e tenho 1h de almoço, a marmita chegou faltando 10 min pra voltar. comi correndo. nao da
praise | marmita boa e farta, da pra aguentar o dia na obra. valeu dona Rosa
missingItem; wrongItem | pedi 3 marmitas, veio 2 e uma era de peixe em vez de frango
packaging | tampa da marmita mal fechada, abriu e o feijao melou tudo
delay; cold; taste; service | Pedi uma pizza grande de portuguesa as 20h pro aniversario do meu filho. Chegou 21:30, fria, e com a massa crua no meio. Liguei pra reclamar e o atendente disse que sexta é assim mesmo e que se eu nao quisesse era so pedir em outro lugar. Atendimento zero.
praise; delay | demorou mas valeu a pena, a pizza é sensacional
delay | "rapidinho" neh 🙄 1h40
taste | Égua, esse açaí tava aguado, parecia suco
portion | oxe, essa tapioca veio com recheio pra formiga
pricePortion | o preço subiu de novo e o pastel ta vindo oco, so massa
mod:offensive; mod:courier; courier | o motoboy é um arrombado, jogou a sacola por cima do portao e foi embora
mod:hate; service | o atendente viadinho ficou de gracinha comigo no telefone qdo perguntei do pedido
diet | pedi o hamburguer vegano e veio com maionese normal e queijo
allergy | sou celiaca, pedi a pizza sem gluten e a massa era normal. passei mal a noite inteira
diet | pedi sem gluten (nao é alergia, é dieta mesmo) e veio pão normal
missingItem; unanswered | nao veio o molho de alho q sempre vem, mandei msg e nada de resposta
melted | o petit gateau veio com o sorvete todo derretido escorrendo na caixa
praise | Rapaz, que coxinha arretada! Pede sem medo, visse
 | pedi no domingo
mod:courier; courier; praise | entregador nao achou a casa e ficou buzinando na rua sem ligar. a comida chegou boa pelo menos
praise | Muy rica la milanesa, porción generosa y llegó calentita.
notDelivered; mod:offensive | pedido nao chegou, vcs sao uns caloteiro safado
praise; taste | o frango é bom mas o arroz veio empapado
praise | top demais
mod:app; app | paguei no pix pelo app e o pedido ficou como nao pago, tive q pagar de novo na entrega
taste; spoiled | arroz empapado e feijao azedo
packaging; missingItem | o refrigerante veio aberto e vazando na sacola, e esqueceram o guardanapo
praise; portion | comida gostosa porem a quantidade diminuiu muito, antes dava pra dois
other=recado ofensivo na sacola | escreveram "cliente chato" na sacola do meu pedido, achei um desrespeito
other=ligacoes insistentes | ligaram 3 vezes pra confirmar o pedido, me acordaram do plantao
mod:noOrder; other=cheiro de fritura barulho vizinhança | nunca comprei nada ai mas moro do lado e o cheiro de fritura e o barulho ate meia noite ninguem aguenta
paidExtra | parabens pela borda recheada sem recheio, muito criativo 👏
foreignBody | adorei o cabelo de brinde no meu lanche, obrigado pela gentileza 🙃
melted | amei a sopa de açaí, digo, o açaí que chegou todo derretido
`,
);

/** Set BZ: foreign visitors: Spanish and English speakers, and Portuguese mixed with English. */
export const HELD_OUT_BY_OTHERS_BZ = parseReviews(
  "blindBZ",
  `
delay; cold | Pedi a las 20h y llego 21:40, la hamburguesa helada. En Buenos Aires esto no pasa che
customisation | pedi sin cebolla, lo puse en MAYUSCULAS en las observaciones y vino llena de cebolla. no leen nada
raw | el pollo estaba crudo por dentro, rosadito y con sangre. casi me lo como entero
poisoning | Comí el yakisoba anoche y pasé toda la madrugada vomitando. Mi novia igual, fue lo unico que comimos los dos
courier; mod:courier | El motoboy no quiso subir, me hizo bajar 12 pisos en pijama y encima de mala onda
mod:refund; notDelivered | El pedido nunca llegó, la app dice entregado y hasta ahora no me devuelven la plata. Van 10 dias
unanswered; missingItem | Llamé 5 veces al local para avisar que faltaba la gaseosa, nadie atiende. El whatsapp en visto
delay | entrega relampago, solo 2 horas y cuarto 👏👏
praise | Muy rico todo, la picanha en su punto. Volveremos!
wrongItem | Pedí la pizza de pollo con catupiry y me mandaron una de atún. Odio el atún
missingItem | faltaron las papas fritas weon, pagué el combo y llegó la pura hamburguesa
paidExtra | Pagué borde relleno de cheddar y el borde vino vacío, normalito
pricePortion | 60 reales por esto?? Cuatro pedacitos de carne y mucho arroz. Carisimo para lo que viene
packaging | Se derramó toda la sopa dentro de la bolsa, llegó medio envase. Un desastre el empaque
diet | Soy vegetariana y pedí la opción veggie, encontré pedazos de tocino en el medio. Que falta de respeto
service | La chica que atendió por el chat me trató como si yo estuviera mintiendo. Pesima atencion
mod:offensive; delay | Son unos inutiles de mierda, 3 horas esperando una pizza
general | Horrible. Nunca más
mod:noOrder | Dicen que en esa cocina hay ratas, un amigo que trabajó ahí me contó. No pidan
cold; praise | Lastima que llegó tibio porque el sabor es buenisimo, de verdad
warmDrink | La coca llegó caliente y sin gas, parecía jarabe
melted | el helado llego hecho sopa, literal lo tomé con pajita
spoiled | La mayonesa tenía olor agrio, estaba vencida seguro. Me dio asco
app; mod:app | La aplicación no me dejó usar el cupón y después me cobró dos veces. Del restaurante no tengo queja
allergy | Avisé que soy alérgica al maní y el pad thai vino con maní encima. Tuve que tomar antihistaminico. Podría haber terminado en el hospital
price | Muy caro. En Madrid pago menos y eso que es Madrid, tío
notDelivered | La app dice entregado pero nunca llegó nada, y yo aca esperando en la puerta
praise; delay | Rico rico, aunque tardó un poquito más de lo que decía la app. Igual recomiendo
taste | Chamo la tapioca estaba dura como piedra, nada que ver con la que comí en Fortaleza
customisation | Pedí la carne bien cocida y vino a punto, rosadita. Para qué preguntan entonces
mod:threat; wrongItem | Si me vuelven a mandar el pedido equivocado voy al local y les rompo todo, avisados están
other=propina cobrada sin elegir | Me cobraron una "propina" que yo nunca elegí, aparece en el recibo del local. Eso no se hace
 | Pedí para el almuerzo del trabajo. Normal
praise | Parce, que delicia ese feijão, me sentí en casa de la abuela brasileña que no tengo jaja
delay; service | Una hora y media de atraso y cuando pregunté me dijeron "ya está saliendo" cuatro veces. Mentirosos
foreignBody; mod:offensive | Una cucaracha en la ensalada. Asquerosos, cerdos de mierda
wrongItem | Me llegó el pedido de otra persona, con nombre de Fernanda y todo. Yo no soy Fernanda
taste; pricePortion | Pizza grasosa, la masa blanda y encima cara para el tamaño. Ta, no vuelvo
paidExtra; praise | La hamburguesa muy buena pero pagué extra de huevo y no vino el huevo
portion; praise | Sabroso pero poquito, las porciones deberian ser más grandes
spoiled; poisoning | El sushi de salmón olía raro y a la noche tuve diarrea. Pescado mal conservado
cold; packaging | Llegó frío y la caja aplastada, la pizza toda pegada en la tapa
allergy; service | Soy celíaca, lo puse en las notas y también le escribí al local por el chat. Me respondieron que no había problema. Llegó la milanesa empanada con harina común. Cuando reclamé me dijeron que "un poquito no hace nada". Eso es ignorancia total. Cuidado los celíacos
praise | Delicioso todo
delay; courier; mod:courier | El repartidor se quedó 30 min parado en la esquina mirando el celular, lo vi desde la ventana. Pedido llegó tardísimo por eso
praise | Best açaí I've had since landing in Rio, huge bowl and super fresh
missingItem | The guarana never came, only the food. Charged for it though
app; mod:app | app charged my card twice and the coupon didnt apply. Nothing to do with the restaurant I guess
portion | the "family size" could barely feed me alone lol
allergy | I'm celiac and wrote NO GLUTEN in the notes, they sent the burger on a regular bun. Had a reaction all night. This is dangerous
praise | Amazing moqueca, tasted like the one we had in Bahia. Obrigado!!
delay; cold | Great, only took an hour and a half and the soup arrived at room temperature. Fantastic 🙃
customisation | Asked for sauce on the side. Burger DROWNING in sauce. Why have a notes field if nobody reads it
diet | I'm vegan, ordered the vegan bowl and it had cheese all over it. Wrote vegan in the notes too
raw | Chicken was pink in the middle. Undercooked chicken is not a joke, threw it all away
poisoning | Me and my roommate both got food poisoning after the shrimp risotto. Spent the night fighting over the bathroom
courier; mod:courier | Driver was super rude, yelled at me because I took 2 minutes to come downstairs
mod:refund; missingItem | Half my order missing and the app only refunded R$5. Store says talk to the app, app says talk to the store
price | Delivery fee of R$ 15 for 3km is crazy, even by London standards
pricePortion | Used to be a decent size, now its half and the price went up. Shrinkflation at its finest
service | Messaged the store to ask about my order, got a reply in all caps telling me to wait. Rude af
unanswered | Called three times, nobody picked up. Sent a message, nothing
general | Awful. Just awful
mod:offensive; wrongItem | You morons can't even get a simple order right. Got a margherita instead of pepperoni. Idiots
mod:threat; wrongItem | I know where you guys are, I'll come by tomorrow and we'll see who's laughing. Wrong order AGAIN
mod:noOrder | Haven't ordered from here but a friend told me the kitchen is filthy. Stay away
praise | Hands down the best coxinha in São Paulo. My Brazilian gf approves
 | it was food
taste | The feijoada was so salty I couldn't finish it. Also kinda burnt at the bottom
warmDrink | Beer arrived warm. In Brazil. In January. Come on
melted | ice cream completely melted, basically a milkshake
packaging | Lid wasn't closed properly, the whole bag was covered in stroganoff sauce
paidExtra | Paid extra for avocado, no avocado. Paid extra for bacon, no bacon. Starting to see a pattern
praise; portion | Delicious, just wish the portion was a bit bigger
praise | Super friendly staff on the chat, fixed my order in 5 minutes. Respect
delay; praise | Food was great, but 70 min for a place 1km away is a lot
missingItem | no cutlery, no napkins, no ketchup. Ate with my hands like a caveman
wrongItem; customisation | Ordered a medium, came a small, and the "no tomato" note was ignored too
foreignBody | There was a piece of what looked like a zip tie in my pasta. Plastic. In my food
other=styrofoam packaging environment | All the packaging is styrofoam, its 2024 guys. Food was fine otherwise
mod:offensive; delay | where the f*** is my food, 2 hours already
 | Ordered for my kids party. Arrived
app; mod:app | App tracking showed the driver in another neighborhood for 40 min. Restaurant did their part, the app is garbage
notDelivered | Never got my order. Marked as delivered at 8:12pm. I was home the whole time
praise | 10/10 would order again, the pão de queijo is addictive
taste | pizza dough was raw in the middle, gummy. Toppings ok
diet | Asked for a sugar free juice because I'm diabetic, they sent it with sugar. My glucose went through the roof
service; delay | Complained about a 1h delay and the guy on the phone laughed at me. Seriously
cold | Cold again
delay; cold; missingItem; unanswered | Ordered at 7 for my family's first night in Brazil. Food showed up at 8:45, everything cold. The kids' juice wasn't there either. I tried calling the restaurant twice and nobody answered. Not the welcome we hoped for. Probably won't order again
paidExtra | paguei o adicional de bacon e cadê o bacon? nem sinal
price | R$ 14 de taxa de entrega pra 2 km? ta de sacanagem
service | a moça do chat foi super grossa, respondeu tipo "problema seu". very unprofessional
delay | o pedido demorou tipo 2 horas, serio, worst delivery experience ever
praise | comida top, delivery super rapido, recomendo demais 👌
cold | chegou tudo frio, tipo geladeira level
wrongItem | veio o combo errado, pedi o de frango e veio o de carne. fail total
missingItem | faltou o refri e o molho. de novo. sempre falta alguma coisa
customisation | escrevi "sem pimenta" na observação e veio ardendo muito. my mouth is on fire
raw | frango cru por dentro, dava pra ver o sangue. absurdo
foreignBody | achei um cabelo no hamburguer. nojo
poisoning | passei mal depois de comer o temaki, vomitei a noite toda
allergy | sou intolerante a lactose, avisei e pedi sem queijo, veio coberto de queijo. agora to aqui sofrendo
courier; mod:courier | o entregador mexeu na sacola, lacre rompido e a batata pela metade. dava pra ver que ele comeu
app; mod:app | o app travou na hora de pagar e cobrou duas vezes. iFood resolve isso ai
mod:refund | to esperando o estorno faz 15 dias. pedido cancelado e nada do dinheiro
pricePortion | R$ 45 num marmitex que mal enche a mão. pagou caro, comeu pouco
packaging | o açai vazou todo na sacola, chegou meio copo
taste | sem sal nenhum, comida sem gosto. bland af
spoiled | o vinagrete tava azedo, estragado mesmo
warmDrink | refri quente e sem gás. vergonha
melted | o sorvete chegou derretido, virou sopa
unanswered | liguei varias vezes e ninguem atende, mandei msg no whats e nada
general | pessimo, nunca mais peço
mod:offensive; service | atendente mal educado do caralho, vai se f*
mod:threat; wrongItem | vou expor vcs em todos os grupos do bairro e no instagram, aguardem. pedido veio todo errado
mod:noOrder | esse lugar é uma porcaria, meu primo disse que pegou intoxicação aqui
praise | melhor hamburguer da cidade, sem exagero. the bacon is perfect
delay; cold; missingItem | demorou 1h30, chegou frio e ainda faltou a batata. parabéns 👏
diet | pedi o prato vegetariano e veio com pedaços de frango. sou vegetariana há 10 anos
 | pedido normal
praise | muito bom! obrigado pelo bilhetinho fofo 💕
delay | "entrega expressa" kkkkk só 1h50
cold; praise | o sabor é otimo mas chegou morno, pena
service; wrongItem | pedi pra trocar o item errado e a atendente disse que não podia fazer nada e desligou na minha cara
app; mod:app | cupom não funcionou, o app disse que era invalido. nada a ver com o restaurante
paidExtra; taste | paguei borda recheada de catupiry e veio sem, e a massa ainda tava queimada
wrongItem | veio o pedido de outra pessoa, nome Carlos na nota. eu sou a Juliana
missingItem; unanswered | faltou o guaraná e ninguem responde no chat da loja
price | ta muito caro, subiu tudo. honestly não compensa mais
other=nota fiscal CPF | pedi nota fiscal com CPF e não mandaram, preciso pra prestar conta na empresa
praise | honestly a melhor pizza que já pedi pelo app, massa fininha e crocante. amazing
taste | muito gorduroso, o pastel pingava oleo
raw; poisoning | a carne de porco tava crua no meio e no dia seguinte tive diarreia
foreignBody; mod:offensive | tinha uma barata no meu arroz, seus porcos imundos
delay; courier; mod:courier | entregador ficou rodando 40 min no bairro e ainda reclamou que o endereço tava errado. não tava
customisation; praise | gostoso, mas pedi a carne mal passada e veio bem passada. da proxima vez leiam a obs
portion | "porção pra 2 pessoas" que não serve nem 1
general | que lixo. horrivel
praise | entrega rapida e o motoboy super educado. nota 10
 | recebi
spoiled; poisoning | o camarão tava com cheiro forte, comi assim mesmo (erro meu) e passei mal a madrugada toda
notDelivered; mod:refund | não chegou e o app não quer me devolver o dinheiro. nunca mais uso
packaging | caixa da pizza amassada, a pizza veio toda desmontada. so sad
other=troco errado | paguei em dinheiro e o troco veio errado, faltou R$ 20
delay; unanswered | 1h de atraso e ninguem atende o telefone da loja pra dar satisfação
praise | atendimento nota mil, resolveram meu problema na hora. customer service top
taste | o arroz tava empapado e o feijão duro. meh
diet; wrongItem | pedi a coca zero e veio coca normal, sou diabético. não é frescura
wrongItem; pricePortion; praise | Sou brasileira mas moro fora faz anos e tava morrendo de saudade de uma coxinha. A massa é perfeita, parabéns. Mas pedi de frango com catupiry e veio de carne. E R$ 12 por uma coxinha desse tamanho, sorry, mas achei salgado. Tirando isso, amei
`,
);
