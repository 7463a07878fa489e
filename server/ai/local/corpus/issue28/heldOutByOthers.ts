import { parseReviews28 as parseReviews } from "./parse28";

/**
 * Issue 28, decisions 046 to 049: the last sets written by others, never tuned on and
 * never learnt by the topic model. `eval:content` prints their figures only, never their
 * misses; a set read after a miss moves to `byOthers.ts` and a fresh one takes its place here.
 */

/** Set CA: plain everyday complaints typed fast on a phone: pizzarias, burgers, marmitas. */
export const HELD_OUT_BY_OTHERS_CA = parseReviews(
  "blindCA",
  `
delay; cold | pedi as 20h e so chegou 21h30 pizza toda fria
missingItem; delay | demorou mt e ainda n veio o guarana q eu pedi
customisation; taste | pedi sem cebola e veio cheio de cebola, e o hamburguer mt salgado
paidExtra; cold | paguei bacon extra e n veio nada de bacon, batata fria tb
pricePortion | marmita pequena demais pelo preco q cobram n da nem pra uma pessoa
wrongItem | pedi calabresa e veio frango c catupiry, nem olharam o pedido
packaging; missingItem | o molho vazou td na sacola e n mandaram talher
raw; poisoning | frango cru por dentro, passei mal a noite toda
foreignBody | achei um cabelo no meio do arroz q nojo
delay; courier | entregador demorou 1h e ainda foi grosso comigo no portao
praise; cold | lanche mt gostoso mas chegou frio, pena
taste; packaging | massa crua no meio da pizza e a caixa veio amassada
warmDrink; missingItem | coca veio quente e esqueceram a maionese
notDelivered; unanswered | pedido nunca chegou, liguei 3x na loja e ninguem atende
pricePortion | aumentaram o preco e a marmita ta vindo cada vez menor ai n da
spoiled | feijao tava azedo tive q jogar fora
portion; taste | pouco recheio na pizza e a borda queimada
delay; wrongItem | 1h40 de espera pra vir o sabor errado, pedi 4 queijos veio mussarela
customisation; taste | pedi a carne ao ponto e veio mt passada, seca igual sola de sapato
missingItem | faltou a batata do combo
service | atendente no chat mt mal educada respondeu com ironia
cold; packaging | marmita chegou fria e com a tampa aberta, arroz espalhado na sacola
price | taxa de entrega de 12 reais pra 2km absurdo
melted; delay | milkshake chegou td derretido, tb demorou demais
general | horrivel nunca mais peço
praise | tudo mt bom, chegou rapido e quentinho parabens
diet | sou vegetariana, pedi o burger de grao de bico e colocaram bacon nele
allergy | avisei q tenho alergia a camarao e veio camarao na pizza, podia ter me matado
app; delay | o app dizia q tava a caminho mas o pedido nem tinha saido, chegou 1h depois
mod:offensive; delay | bando de incompetente, 2h pra entregar um lanche
cold; taste | batata murcha e fria, hamburguer sem gosto nenhum
wrongItem | veio o pedido de outra pessoa, nem era meu nome na sacola
missingItem; unanswered | n veio o refri, mandei msg no chat e ate agora nd
paidExtra | paguei borda recheada de cheddar e veio borda normal
taste | pizza encharcada de oleo mt gordurosa
foreignBody; service | tinha um pedaço de plastico no lanche, reclamei e o atendente disse q n era deles
delay; cold; missingItem | demorou, chegou frio e sem o ketchup, 3 erros num pedido so
portion | marmita grande vindo com mt pouca carne, so arroz e feijao
mod:courier; courier | motoboy n quis subir, tive q descer 10 andares de escada pq o elevador tava quebrado
poisoning | comi o x tudo ontem e to com diarreia ate agora
praise; portion | sabor top mas a porcao de batata e mt pequena
customisation; missingItem | pedi molho a parte e veio td misturado, e faltou guardanapo
raw; customisation | hamburguer cru no meio, sangrando, e eu pedi bem passado
notDelivered | app marcou como entregue e eu n recebi nada
pricePortion; taste | 45 conto numa pizza broto q nem sabor tem
warmDrink | refri chegou sem gas e quente
delay | entrega relampago ne, so 2h de espera
spoiled; poisoning | maionese tava estragada cheiro azedo, minha filha vomitou dps
wrongItem; cold | trocaram a bebida, pedi guarana veio fanta, e a comida fria
service; unanswered | liguei pra reclamar, atenderam e desligaram na minha cara, dps n atenderam mais
| pedi o combo 2
other=nota fiscal | pedi nota fiscal com cpf e n mandaram
taste; cold | carne dura e fria parece q foi feita de manha
packaging | pizza chegou toda de lado, recheio grudado na tampa da caixa
missingItem; paidExtra | n veio a sobremesa e o adicional de queijo tb n veio
mod:offensive; delay | pizzaria lixo, 1h30 pra entregar, vsf
foreignBody | tinha uma barata na marmita, mandei foto pro ifood
price; general | caro demais e experiencia pessima
praise | melhor hamburguer da regiao, sempre peço
praise; delay | comida mt boa mas sempre demora, hj foi 1h10
customisation | pedi sem picles 2x na obs e veio picles
missingItem | mandaram so 1 lanche e eu pedi 2
raw; taste | frango da marmita cru por dentro e o arroz empapado
cold; delay; service | chegou gelado dps de 1h, liguei e a moça disse q era normal
pricePortion | pizza grande ta parecendo media e o preco so sobe
mod:app; app | cupom n funcionou no app e cobrou o valor cheio
mod:refund; wrongItem | pedido veio errado, pedi estorno faz 10 dias e ate agora nd
mod:noOrder | nunca pedi ai mas dizem q a cozinha e imunda
mod:threat; cold | se vier frio de novo vou ai quebrar essa loja, to avisando
mod:hate; service | o atendente e um viadinho, me tratou mal no telefone
taste | pizza sem sal nenhum sem gosto
taste; portion | molho aguado e pouca carne no hamburguer
notDelivered; delay | esperei 2h e o pedido nem veio, cancelaram sozinho
packaging; warmDrink | suco vazou na sacola e o q sobrou tava quente
wrongItem | pedi pizza grande veio media
allergy | sou celiaca, pedi o lanche no pao sem gluten e veio no pao normal
diet | sou diabetico pedi coca zero e mandaram a normal
courier; missingItem | entregador abriu a sacola, lacre rompido e faltando batata
service | pedi pra trocar o lanche e a atendente disse q o problema era meu
general | pessimo, pior marmita da minha vida
praise; customisation | td gostoso, so esqueceram q pedi sem tomate
cold; portion | marmita fria e com pouquissima comida
delay; unanswered | 1h30 e nd, mandei msg pra loja e ninguem responde
melted | o sorvete de sobremesa chegou td derretido virou sopa
taste | pao do hamburguer velho, duro
spoiled | alface murcha e escura, tomate passado
foreignBody; poisoning | tinha um fio de cabelo e ainda passei mal dps
price | 8 reais uma lata de refri? pq ta tao caro
missingItem | esqueceram os saches de ketchup e mostarda de novo
paidExtra; wrongItem | pedi adicional de catupiry n veio, e o sabor tb veio errado
other=isopor reciclavel | ainda usam isopor nas marmitas, deviam trocar por algo reciclavel
delay; praise | demorou um pouco mas valeu a pena, pizza perfeita
customisation; delay | pedi pra cortar em 8 pedaços veio em 4, e demorou pra caramba
taste | hamburguer queimado gosto de carvao
raw | peixe da marmita cru no meio
cold; warmDrink | comida fria e refri quente, tudo invertido kkk
wrongItem; unanswered | veio marmita de frango e pedi de carne, tentei contato e nada
mod:app; app | o app cobrou duas vezes no cartao
mod:courier; courier | o entregador xingou meu porteiro, sem necessidade
mod:offensive; taste | q merda de pizza massa crua, vcs sao uns porcos
pricePortion | 39,90 num combo q vem 5 batata, vergonha
notDelivered; service | n recebi meu pedido e a loja disse q o problema era do motoboy, descaso total
packaging | caldo do strogonoff vazou pela tampa sacola toda melada
customisation; taste | pedi ponto medio veio passado demais e ainda sem tempero
delay | pedi 19h chegou 20h40 ai fica dificil
| ok
missingItem; cold | faltou o arroz da marmita e o resto veio frio
praise | massa fininha do jeito q eu gosto, entregador educado tb
wrongItem; customisation | pedi o x bacon sem cebola, veio x salada com cebola
taste; portion | pizza mt salgada e pouco recheio ja foi melhor
poisoning; spoiled | carne com cheiro estranho, comi e tive dor de barriga e vomito
delay; courier | motoboy ficou 40min parado no mapa, deve ter feito outra entrega antes, chegou atrasado
foreignBody | pedra no feijao quase quebrei o dente
service; price | cobraram taxa de embalagem de 3 reais e qdo perguntei a atendente foi grossa
cold | pizza gelada parecia q tinha saido da geladeira
packaging; taste | batata veio toda esmagada e murcha
missingItem; app | n veio a bebida e o app n deixa eu abrir reclamaçao
pricePortion | antes vinha 2 carnes no lanche agora 1 e o msm preco
delay; cold; taste | demora, frio e sem gosto
customisation | na obs tava sem maionese e veio afogado em maionese
raw; foreignBody | frango cru e ainda um pedaço de plastico no meio
diet | pedi a opçao vegana e veio queijo no hamburguer
allergy; service | avisei no pedido alergia a amendoim e veio doce com amendoim, a loja nem se desculpou
wrongItem | me mandaram pizza doce no lugar da salgada
melted; missingItem | sorvete derretido e n veio a colher
mod:courier; courier | motoboy pediu pra eu ir buscar na esquina pq n queria entrar na rua
praise; packaging | sabor nota 10, so a embalagem q veio aberta
mod:offensive; delay; cold | 2h pra chegar frio, vao se f*der
other=pix na entrega | n aceitaram pix na entrega e tive q correr no caixa eletronico
taste | arroz duro mal cozido
spoiled | o refri tava vencido, olha a data
notDelivered | entregador disse q entregou mas n chegou nada aqui
portion | marmita fitness c 3 brocolis e um file minusculo
taste; cold | batata sem sal e murcha, e o hamburguer frio
service; wrongItem | veio errado e qdo liguei disseram q eu q pedi errado
mod:noOrder | meu vizinho disse q acharam rato la, nem peço
delay; missingItem; service | atrasou, faltou o refri e a atendente ainda debochou
praise | marmita caprichada comida caseira de verdade
general | decepcionante
| pedi pro almoço hj
taste; pricePortion | hamburguer de 40 reais com carne seca e fininha
cold; packaging; delay | chegou frio, caixa molhada e demorou 1h
allergy; customisation | sou intolerante a lactose, pedi sem queijo e veio cheio de queijo
mod:refund; notDelivered | pedido n chegou e o ifood n devolve meu dinheiro
mod:app; app | app fechou sozinho na hora de pagar e perdi o cupom
paidExtra | pedi duplo paguei a carne extra e veio so uma carne
praise; taste | gostei do atendimento mas a pizza tava sem sal
delay; courier | motoboy se perdeu, ligou 3x pedindo o endereço e chegou 50min atrasado
mod:offensive; general | vcs sao uns lixos, pior lanchonete q ja pedi
wrongItem; missingItem | veio coca lata em vez da 2L e faltou a batata grande
`,
);

/** Set CF: Japanese food, açaí, sweets, bakeries and drinks, with Spanish and English. */
export const HELD_OUT_BY_OTHERS_CF = parseReviews(
  "blindCF",
  `
melted; paidExtra | açaí derretido e o adicional de leite ninho que eu paguei não veio
customisation | pedi o bolo escrito "Feliz aniversário Ana" e veio sem escrita nenhuma
melted | o açaí chegou virado sopa, tudo derretido no copo
packaging | the smoothie leaked all over the bag
notDelivered | app says delivered, nothing came. I was at the door the whole time
packaging | o açaí vazou dentro da sacola, ficou tudo melado
wrongItem | pedi açaí com cupuaçu e veio açaí com morango
taste | açaí com gosto de gelo, muito ralo
mod:noOrder | dizem que essa confeitaria usa ovo vencido, fiquem espertos
paidExtra | pagué el adicional de leche ninho y no vino nada
diet; wrongItem | sou diabética, pedi coca zero e mandaram coca normal
wrongItem | pedi o de 700ml e veio o de 300ml
praise | atendimento nota 10, ainda mandaram um bombom de brinde
spoiled | o leite ninho veio empedrado e com cheiro de velho
mod:courier; courier | o motoboy se recusou a subir e ainda foi grosso no interfone
diet | I'm vegan, ordered the vegan bowl and it came with condensed milk on top
other=sushiman sem luva touca higiene | fui retirar no balcão e vi o sushiman sem luva e sem touca
praise; melted | o picolé chegou mole mas o sabor é ótimo
unanswered; missingItem | liguei três vezes na loja pra avisar que faltou o hashi e ninguém atendeu
foreignBody | mordi algo duro no onigiri, era um pedaço de plástico
melted | a calda do petit gateau escorreu e o sorvete que acompanha veio líquido
praise; taste | o mochi tava ótimo, mas o sorvete de matchá sem gosto nenhum
missingItem | veio o açaí mas esqueceram a colher
pricePortion | carísimo para lo que viene, 8 piezas de sushi por 45 reales
courier; delay; melted | o motoboy ficou rodando o bairro 40 min e o açaí chegou derretido
melted; delay | el açaí tardó una hora y llegó derretido
mod:refund | o pedido foi cancelado e até agora o ifood não fez o estorno
paidExtra | paguei a pérola de tapioca extra no bubble tea e veio sem pérola
warmDrink; missingItem | o suco chegou quente e não veio canudo
praise | best açaí I've had since moving to Brazil, thick and not too sweet
allergy; customisation | tenho intolerância a lactose, pedi o temaki sem cream cheese e veio com cream cheese
mod:threat; melted | se vier derretido mais uma vez eu vou aí quebrar essa loja
general | já fui fã, agora decaiu muito
paidExtra | paguei adicional de leite ninho e não veio NADA de leite ninho no açaí
praise | a coxinha dessa padaria é a melhor do bairro, sempre chega quentinha
missingItem; wrongItem | faltou o sashimi do combo e o temaki veio de atum em vez de salmão
foreignBody | encontré un pelo en el postre
missingItem | faltó la cuchara y la servilleta
| pedi pela primeira vez
paidExtra | pagué granola extra y vino la misma cantidad de siempre, nada de extra
missingItem | não mandaram hashi nem shoyu, tive que comer sushi de garfo
spoiled | o creme do sonho tava azedo
| pedido chegou
mod:courier; courier | el repartidor no quiso subir y encima me gritó
portion | la porción de yakisoba muy chica para dos personas
notDelivered; unanswered | pedido nunca chegou e a loja não atende o telefone
notDelivered | consta como entregue mas não chegou nada aqui
allergy | soy alérgica al maní, lo avisé y igual le pusieron paçoca al açaí
mod:offensive; wrongItem | vcs são uns imbecis, pedi morango e veio banana
allergy; customisation | tenho alergia a camarão, pedi o combo sem camarão e veio ebi no meio
mod:app; app | the app keeps rejecting my foreign credit card
pricePortion | o açaí aumentou 5 reais e o copo ficou menor
allergy | sou celíaca e o bolo "sem glúten" tinha farinha de trigo na etiqueta
poisoning | passei a noite vomitando depois do sushi de vocês
mod:courier; courier | o entregador ficou me apressando e jogou a sacola no chão
praise; missingItem | los brigadeiros riquísimos, pero faltó uno de la caja
wrongItem | veio sorvete de creme no lugar do de matchá
mod:hate; service | o atendente viadinho ainda riu da minha cara quando reclamei
warmDrink; delay | a cerveja chegou quente depois de 1 hora esperando
missingItem | faltou os sachês de shoyu e o gengibre, o combo vem com isso
wrongItem | veio o pedido de outra pessoa, até o nome na sacola era outro
wrongItem | ordered a salmon poke, got a tuna one
praise; paidExtra | açaí delicioso como sempre mas a granola extra que eu paguei não veio
customisation | pedi as coberturas separadas e veio tudo misturado no açaí
warmDrink; taste | o chá gelado chegou quente e aguado
foreignBody | achei um fio de cabelo no meio do uramaki
praise; delay | demorou um pouco mas o sushi tava perfeito
customisation | pedi o hot roll sem cream cheese e veio lotado de cream cheese
customisation | pedí el jugo sin azúcar y vino dulcísimo
wrongItem | pedi brigadeiro de pistache e mandaram de limão
taste | el arroz del sushi estaba pasado, todo blando
taste | the sushi rice was hard and dry
raw | o frango do yakisoba veio rosado por dentro, cru mesmo
warmDrink | el refresco llegó tibio y sin gas
paidExtra | paguei 4 reais de adicional de nutella e não veio nutella nenhuma
unanswered | mandei mensagem no chat da loja e ninguém respondeu até agora
paidExtra | paguei adicional de morango e de paçoca e não veio nenhum dos dois
taste | nossa, que delícia de açaí aguado, parabéns 👏
mod:app; app | la app no acepta mi tarjeta extranjera, pésimo
taste | o arroz do sushi tava duro e sem tempero nenhum
| first order here, we'll see
pricePortion | R$60 for 10 tiny pieces, way too expensive for what you get
allergy | I have a shellfish allergy, wrote it in the notes, and there was shrimp in the combo
spoiled | the fish smelled off, didn't eat it
foreignBody | achei uma formiga dentro da tampa do açaí
general | experiência péssima
melted | pedí un helado y llegó completamente derretido, una sopa
other=nota fiscal não enviada | pedi a nota fiscal no pedido e não mandaram
praise; pricePortion | sushi muito bom mas 89 reais num combo de 20 peças é puxado
customisation | asked for no cream cheese in the notes and every single roll had cream cheese
paidExtra; missingItem | paguei granola extra e não veio, e ainda faltou a colher
missingItem | no chopsticks, no soy sauce sachets. had to eat sushi with a fork
melted | a torta de sorvete virou creme
mod:app; app | o cupom não aplicou e o app cobrou o valor cheio
mod:refund; notDelivered | fui cobrado, o pedido nunca saiu e o ifood tá enrolando o reembolso há 10 dias
warmDrink | o refri chegou quente, parecia que tinha ficado no sol
poisoning | minha filha teve diarreia depois de comer o sushi
warmDrink | coca sem gás nenhum, parece que foi aberta antes
packaging | copo do açaí veio sem lacre, tampa solta
pricePortion | 28 reais numa fatia de torta fininha, dá pra ver através
praise; portion | the cakes are lovely but the slices are really small
melted; packaging | o milkshake derreteu e vazou pela sacola toda
mod:courier; courier | the driver was rude and basically threw the bag at me
mod:threat; foreignBody | vou expor vocês no instagram com as fotos do cabelo no sushi
delay | tardó casi dos horas, re lento
general | malísimo todo, no vuelvo a pedir
praise | bolo de pote maravilhoso, chegou perfeitinho
paidExtra | paid for extra granola and leite ninho on my açaí, neither came
melted; portion | sorvete chegou derretido e ainda era bem pouquinho
mod:offensive; delay | porra, 2 horas pra um temaki, vão se ferrar
spoiled | la crema de la torta estaba agria
delay | entrega super rápida, só 1h40 pra um açaí 🙄
mod:offensive; wrongItem | son unos boludos, pedí de chocolate y me mandaron de coco
poisoning | después del sushi pasé la noche con vómitos
missingItem | o combo vinha com missoshiru e não mandaram
foreignBody | found a piece of plastic in my brownie
mod:app; app | paguei no pix e o app cancelou o pedido sozinho
taste | o pão de queijo veio cru por dentro, massa grudando no dente
warmDrink | the iced latte arrived warm
warmDrink | la cerveza llegó caliente, imposible tomarla
portion | o poke veio com pouquíssimo salmão, quase só arroz
wrongItem | pedi temaki de salmão e veio de kani
melted; service | a atendente respondeu no chat com deboche quando reclamei que o açaí veio derretido
pricePortion | 42 reais num combinado de 12 peças minúsculas, pelo amor de Deus
diet | pedi o açaí vegano e veio com leite condensado por cima
raw | camarão do tempurá veio cru, transparente por dentro
poisoning; spoiled | o peixe tava com gosto estranho e passei mal o dia todo
melted | ordered ice cream, got a cup of sweet milk. fully melted
| ok
mod:offensive; melted | açaí derretido DE NOVO, bando de incompetente do caralho
price | taxa de entrega de 12 reais pra 2km, absurdo
wrongItem | pedí temaki de salmón y me vino de atún
allergy | sou alérgica a amendoim, avisei na observação e veio paçoca por cima do açaí
delay; cold | o lámen demorou 1h e chegou frio
packaging | caixa do bolo chegou amassada, a cobertura toda grudada na tampa
missingItem | no mandaron los palitos ni la salsa de soja, tuve que comer con las manos
praise | el mejor açaí que probé en Floripa, súper cremoso
customisation | escrevi na observação SEM BANANA e o açaí veio cheio de banana
melted; delay | demorou 1h10 e o sorvete veio líquido
praise | sushi fresquinho, peças bem montadas e chegou antes do previsto
unanswered | escribí al local por el chat y nunca contestaron
portion | o copo de 500ml veio pela metade
other=pedido cancelado pela loja sem explicação | a loja cancelou meu pedido sem dar explicação nenhuma
diet | sou diabético, pedi o suco sem açúcar e veio adoçado
delay; cold | took 90 minutes and the ramen was lukewarm
spoiled | o salmão tava com cheiro forte, claramente não era fresco
praise | melhor açaí da região, cremoso e bem servido
melted | pedi um pote de açaí de 1 litro e chegou derretido, um caldo roxo
cold; taste | o guioza chegou frio e murcho
mod:noOrder | nunca pedi mas minha vizinha falou que o açaí daqui é batizado com água
`,
);

/** Set CG: sarcasm, irony, emojis and slang of young customers, several complaints in one sentence. */
export const HELD_OUT_BY_OTHERS_CG = parseReviews(
  "blindCG",
  `
delay; cold | entrega relâmpago né véi, SÓ 2 horas pra chegar e o lanche tava mais gelado que o coração do meu ex 🥶🙄
praise | MANO QUE HAMBÚRGUER É ESSE 😍😍 mó suculento, pprt o melhor da cidade
wrongItem | pedi x-bacon e veio x-salada kkkkk tipo, alguém leu meu pedido ou foi no sorteio? 🎲
customisation | escrevi SEM CEBOLA em caps lock e veio cebola até na alma kkkk 😭
portion | slk a porção de batata veio com umas 8 batatinhas contadas, obrigado por cuidar da minha dieta 🤡
price | taxa de entrega de R$ 14,90 mano, o motoboy veio de helicóptero? 🚁💸
pricePortion | 42 conto num açaí de 500 que veio pela metade, tipo, é açaí ou ouro líquido? 🙃
packaging | o caldo vazou TUDO, minha sacola virou piscina de feijão kkkk valeu hein 👏
taste | véi o arroz tava mais salgado que o mar morto, to bebendo água até agora 🧂💀
raw | frango cru por dentro mano, faltou pouco pra ele cacarejar no prato 🐔
spoiled | a maionese veio AZEDA, tipo azeda de verdade, cheiro de coisa podre 🤢
foreignBody | achei um cabelo na pizza, pelo menos veio com brinde né 🙃
poisoning | comi o temaki e passei a madrugada abraçado no vaso, experiência inesquecível 10/10 🤮
melted | o sundae chegou virado milkshake kkkkk 🍦➡️🥤
warmDrink | coca quente e sem gás, basicamente um chá de coca kkkk
missingItem | cadê a batata mano?? pedi o combo e veio só o lanche, a batata foi dar um rolê 🍟👋
paidExtra | paguei bacon extra e não veio nem o cheiro do bacon, golpe do século 🥓❌
mod:courier; courier | o motoboy não quis subir nem a pau, desci 6 andares de pijama e chinelo, top demais 🙄
mod:app; app | o app travou no pagamento e cobrou DUAS vezes, parabéns ifood, mó eficiência 👏👏
service | perguntei pelo chat cadê o pedido e a atendente respondeu "calma aí né, não tô só pra você" 😒 atendimento nota mil
unanswered | liguei 5 vezes e mandei msg no chat, ninguém atendeu, devem tá de férias em Cancún 🏝️
general | horrível mano, nunca mais, perdi meu dinheiro e minha fé na humanidade 💀
praise | chegou rapidinho, quentinho, mó capricho na embalagem, tão de parabéns 👏🔥
| kkkkkkk
| ok
mod:offensive; delay | bando de lerdo do caralho, 1h30 pra fritar um pastel
mod:threat; wrongItem | vou expor vcs em todos os grupos da faculdade, terceira vez que vem lanche errado 😡
mod:noOrder | nunca pedi daí mas meu primo falou que o hambúrguer de vcs é de carne de gato kkkk
mod:refund | pedi estorno faz 15 dias e até agora o ifood não devolveu meu dinheiro, palhaçada 🤡
delay; cold; missingItem; taste; courier | demorou 1h10 chegou frio faltou o guaraná a batata tava murcha e o motoboy ainda foi grosso comigo, tipo conseguiram errar TUDO parabéns 👏👏
praise; delay | comida brabíssima pprt, mas demorou mó tempão, quase 1h30 😅
taste | pizza com a massa crua no meio, tipo massinha de modelar kkkk 🍕
taste | hambúrguer tostado igual carvão, dava pra acender uma churrasqueira com ele 🔥🔥
diet | sou vegana e o hambúrguer VEGANO veio com bacon, tipo, sério mesmo? 🐷🌱
allergy; customisation | tenho intolerância a lactose, pedi SEM QUEIJO e veio queijo derretido por cima, vcs querem me matar? 😭
wrongItem | veio o pedido de outra pessoa mano, um tal de Jefferson, espero que ele tenha curtido meu yakisoba 🥲
notDelivered | o app diz que foi entregue mas o lanche nunca chegou, deve ter ido pra Nárnia 🦁
notDelivered | o pedido simplesmente evaporou 👻 nunca chegou, tô esperando até hoje kkkk
packaging | caixa da pizza toda amassada, a pizza virou um origami de queijo 🙃
portion | o "prato executivo" veio com 3 garfadas de arroz, executivo de formiga né 🐜
price | 38 reais num x-tudo?? slk tá vendendo com ouro dentro? 💰
pricePortion | aumentaram o preço e diminuíram o lanche, shrinkflation raiz, o pão tá do tamanho de um biscoito 🍪
praise | véi que coxinha é essa 😍 crocante, recheio mó cremoso, pedindo de novo amanhã
praise | SEXTOU com a melhor pizza da zona sul 🍕🔥🔥 chave demais
| pedido de sempre
| 👍
cold | pastel chegou frio, gelado de geladeira mesmo, tipo picolé de carne 🧊
cold; taste | batata fria e murcha, parecia que tinha sido frita semana passada kkkk
delay | "entrega em 30-40 min" kkkkkkk chegou em 1h50, tô rindo pra não chorar 🥲
delay | pedi no almoço e chegou no jantar, pontualidade britânica 🇬🇧👏
customisation | pedi o molho À PARTE e veio tudo afogado no molho, mó sopa de batata frita 🥣
customisation | pedi o hambúrguer sem picles e veio com picles em dobro kkk parece até provocação 🥒🥒
missingItem | não veio talher nem guardanapo, comi o yakisoba com a mão igual homem das cavernas 🦴
missingItem | pedi 2 sachês de ketchup e veio zero, ketchup virou item de luxo agora 💅
paidExtra | paguei a borda recheada de catupiry e a borda veio mais vazia que minha conta bancária 💸
paidExtra | paguei 6 reais de adicional de cheddar e cadê o cheddar?? sumiu igual meu pai 🥲
foreignBody | tinha um PLÁSTICO no meio do strogonoff, tipo, é proteína extra? 🤔
foreignBody | uma barata no açaí véi, UMA BARATA 🪳🪳 nunca mais
spoiled | o sushi tava com cheiro de peixe passado, tipo, passado MESMO, de semana passada 🤢
spoiled | o iogurte que veio com o açaí tava vencido, validade de março kkkk estamos em junho 📅
poisoning | comi o x-tudo ontem e hoje tô com diarreia, obrigado pela desintoxicação grátis 🚽
poisoning; raw | o frango tava rosinha por dentro e eu passei a noite vomitando, valeu pela experiência 🤮
raw | o peixe do fish and chips veio cru no meio, todo gelatinoso, nojo 🐟
melted | o petit gateau chegou com o sorvete virado sopa kkk, sobremesa líquida agora é tendência? 🫠
warmDrink | suco natural chegou quente igual chá, delícia de verão ☀️🙃
warmDrink; delay | refri quente porque demorou 1h20 pra chegar, tudo esquentou inclusive minha cabeça 😤
mod:courier; courier | o motoboy abriu a sacola, a embalagem da batata veio aberta e faltando metade, tenho certeza que ele comeu 😡
mod:courier; courier | o entregador foi mó grosso, jogou o pacote na minha mão e saiu xingando 🛵💨
mod:app; app | cupom de 20% não aplicou nem a pau, o app do ifood é uma piada 🤡
mod:app; app | o rastreamento mostrava o motoboy no Japão kkkkk app bugado demais 🗾
service | a moça do telefone foi mó estúpida, falou que se eu não gostei era pra pedir em outro lugar 🙄
wrongItem; unanswered | veio lanche errado, mandei msg no chat e fui ignorado com sucesso, vácuo total 👻
general | pior experiência da minha vida, e olha que eu já fiz ENEM 💀
general | nunca mais peço daí, nem se me pagarem
mod:offensive; cold | comida fria de novo, vocês são uns incompetentes do caralho, lixo
mod:offensive; service | a atendente é uma anta, burra demais, aprende a falar com cliente
mod:hate; general | esses paraíbas da cozinha não sabem fazer nada direito
mod:threat; delay | se atrasar de novo eu vou aí na loja e quebro tudo, tô avisando 😤
mod:noOrder | dizem que a cozinha de vcs tem rato, nunca comprei mas já tô avisando geral 🐀
mod:noOrder | o pessoal da hamburgueria do lado falou que vcs usam carne de segunda, fica a dica kkk
mod:refund; missingItem | faltou o refri e o ifood se recusou a estornar, tipo, cadê meus 8 reais? 😤
mod:refund | cancelaram meu pedido e o estorno não caiu até hoje, ifood enrolando 🙄
praise; packaging | lanche top demais mas a embalagem chegou toda amassada 😕
praise; portion | sabor nota 10 mas a porção é mó pequena, fiquei com fome kkk
praise; price | pizza muito boa, mas 89 reais numa pizza grande é meio salgado né 💸
praise | slk que esfiha boa, pprt, comi 12 sozinho kkkk 🤰
praise | atendimento brabo, a moça do chat foi mó gente boa 💖
praise | chegou antes do previsto e ainda veio um bombom de brinde 🍫 amei demais
| tipo, normal né
| comi
| pedi pra minha mãe, ela que vai avaliar kkkk
taste | o lanche tava BOIANDO no óleo, dava pra abastecer meu carro com a gordura 🛢️
taste | coxinha sem sal nenhum, mó sem graça, tipo comer papelão 📦
taste | o pão tava duro igual pedra, quase quebrei um dente 🦷
cold; taste | pizza fria e borrachuda, o queijo parecia chiclete kkkk
delay; unanswered | 1h40 de espera e ninguém responde no chat, tô achando que fui abduzido 👽
delay; service | atrasou uma hora e quando reclamei a atendente falou "tá saindo" 5 vezes kkkk mentira tem perna curta
wrongItem; missingItem | pedi pizza de calabresa e veio de frango, e o refri nem veio, tá de brincadeira né 🤡
wrongItem | pedi açaí de 700 e veio de 300, tipo, encolheu na viagem? 🤏
allergy; customisation | sou celíaca, avisei na observação e o lanche veio com pão comum, querem me mandar pro hospital??
diet | sou diabético, pedi refri zero e veio normal, valeu por tentar me matar kkkk 🍬
diet | vegetariano aqui, o "risoto de cogumelos" tinha pedaço de bacon 🙃 valeu pela surpresa
packaging | o milkshake veio com a tampa aberta e derramou metade na sacola, tipo, cadê o lacre? 🥤
packaging; cold | a sopa vazou toda e ainda chegou fria, combo perfeito 🤌
portion | o "combo família" alimenta no máximo um hamster 🐹
pricePortion | tava 25 e virou 32 e o lanche ainda diminuiu, parabéns pela estratégia 👏 tô pagando mais por menos
price | 12 reais numa lata de refri, tá vendendo refri importado da Suíça? 🇨🇭
general | mó decepção véi, sério, esperava muito mais 😞
general | PÉSSIMO. PÉSSIMO. PÉSSIMO. 👎👎👎
delay; cold; packaging; wrongItem | MDS QUE DESASTRE demorou uma eternidade chegou gelado a caixa toda amassada e ainda veio sabor errado eu pedi quatro queijos e veio marguerita tá de sacanagem 😭😭
delay; taste; portion | atrasou 50 min, a carne tava seca e a porção miserável, tipo, nem a fome aguentou esperar kkkk
cold; missingItem; service | chegou tudo frio faltou a sobremesa e quando liguei a mina me tratou igual lixo, 0 estrelas se desse 🙄
praise | melhor açaí da vida, sem exagero, EU AMO 😭💜💜
praise | pedido perfeito, tudo certinho, rapidão, nada a reclamar 👌
other=nota fiscal CNPJ | pedi nota fiscal com CNPJ e não veio, agora não consigo prestar conta no trampo 🧾 tipo, é tão difícil?
other=cartão fidelidade selo | cadê meu selinho do cartão fidelidade mano? juntei 9, faltava 1 pro lanche grátis e não carimbaram 😤
other=som alto loja retirada | fui retirar na loja e o som tava tão alto que parecia balada, mó dor de cabeça 🔊
other=isopor planeta | ainda usando isopor em pleno 2024 né, e o planeta? 🌍 troca isso aí
other=cobrado a mais maquininha | cobraram na maquininha 10 reais a mais que o valor do app, tipo, achou que ninguém ia perceber? 👀
mod:offensive; taste | que merda de lanche é esse, sem tempero nenhum, porra
mod:hate; service | o atendente viadinho foi grosso comigo no telefone
mod:threat | sei onde fica a loja de vocês, bom ficarem espertos 👀
mod:threat; foreignBody | achei cabelo na comida e vou jogar no tiktok pra todo mundo ver, vão falir 📱
mod:noOrder | nem pedi nada, só vim avisar que vi no insta que a loja foi interditada kkkk
delay | mano demorou tanto que deu tempo de fazer uma faculdade 🎓 2h20 pra chegar
praise; mod:courier; courier | comida deliciosa, mas o motoboy me ligou 8 vezes gritando pra eu descer logo 😒
taste | esse molho tinha gosto de detergente kkkk tipo, lavaram a panela e esqueceram o sabão 🧼
spoiled | a salada veio com folha podre, preta, tipo horta do apocalipse 🥬💀
foreignBody | tinha uma pedra no feijão, quase perdi um dente kkkk 🪨
melted; delay | o açaí virou suco de tanto que demorou, 1h15 🫠
warmDrink | cerveja chegou quente, tipo, quente de sauna 🍺🔥 sem condições
missingItem | pedi 3 hambúrgueres e vieram 2, o terceiro deve ter fugido 🏃‍♂️
paidExtra | paguei ovo adicional e o ovo não veio, deve estar em outro ninho 🥚
customisation | pedi sem maionese pq odeio e veio ENCHARCADO de maionese, tipo, é pessoal? 😤
mod:app; app | o app cancelou meu pedido sozinho e não avisou nada, fiquei esperando à toa 🙃
unanswered | mandei mensagem umas 10 vezes pela plataforma, nada, zero, vácuo, o chat de vcs é decoração? 🪴
service | o atendente desligou na minha cara quando fui reclamar, elegância pura 💅
praise; delay; cold | gente a comida é boa demais mas chegou fria e atrasada, aí não dá né 😩
pricePortion | 60 reais numa porção de frango que veio com 8 pedaço, caro pra caramba pelo que vem 🍗
portion; paidExtra | o hambúrguer duplo parecia simples e o bacon extra que eu paguei nem veio 🥲
praise | vcs são brabos demais, o melhor strogonoff que já comi, sem brincadeira 🔥
| primeira vez pedindo, vamos ver
| tipo... sei lá kkk
general | que fase hein, o restaurante que eu amava virou isso, triste 😔
delay; courier | demorou uma vida e o motoboy ainda queria que eu fosse buscar na esquina 🙄
packaging; taste | o sushi veio todo desmontado na caixa e o arroz empapado, parecia papinha de neném 🍣👶
wrongItem; customisation | veio lanche errado e ainda com a cebola que eu pedi pra tirar, dois erros num pedido só, recorde 🏆
praise | nota mil mano, comida caseira de verdade, lembrou a comida da minha vó 🥹
delay; cold; taste; missingItem; price | MANO PAGUEI 80 CONTO nessa marmita demorou 1h30 veio fria o arroz empapado faltou a farofa e ainda cobram taxa de 10 reais PARABÉNS MESMO 👏👏👏
praise; taste | o hambúrguer é brabo mas a batata veio mó murcha, tipo, batata depressiva 🍟😔
`,
);

/** Set CI: a quality team acceptance set: every kind of review in realistic proportions. */
export const HELD_OUT_BY_OTHERS_CI = parseReviews(
  "blindCI",
  `
delay | pedido demorou quase 2 horas pra chegar
cold | o lanche chegou frio
notDelivered | pedido marcado como entregue mas não recebi nada
wrongItem | pedi o x-salada e veio x-egg
missingItem | faltou o guaraná do combo
paidExtra | paguei bacon extra e não veio nenhum pedaço de bacon
customisation | pedi sem cebola e veio cheio de cebola
portion | porção de batata minúscula, metade da caixa vazia
price | taxa de entrega de 14 reais pra uma distância de 2 km, absurdo
pricePortion | o preço da marmita subiu e a quantidade diminuiu, agora vem metade do arroz
packaging | o caldo vazou todo na sacola
taste | pizza salgada demais, não deu pra comer
melted | o açaí chegou todo derretido, virou vitamina
warmDrink | refrigerante quente e sem gás
service | a atendente do whatsapp respondeu com a maior má vontade
unanswered | liguei 5 vezes na loja e ninguém atendeu
general | horrível, nunca mais peço
taste | carne dura, parecia sola de sapato
taste | massa da pizza crua no meio
delay; cold | demorou 1h30 e a marmita chegou fria
missingItem | não mandaram talher nem guardanapo
missingItem | faltaram os sachês de ketchup e maionese
wrongItem | veio o pedido de outra pessoa, nada do que eu pedi
portion | pastel com pouquíssimo recheio, só massa
packaging | caixa da pizza amassada, o recheio ficou todo grudado na tampa
taste | batata frita murcha e encharcada de óleo
customisation | pedi o molho à parte e veio tudo misturado
pricePortion | 45 reais num lanche desse tamanho? caro demais pro que vem
delay | o app falava 40 minutos e chegou com 1h50
wrongItem | pedi pizza grande e veio média
paidExtra | paguei a borda recheada de catupiry e veio borda comum
taste | arroz empapado e feijão sem sal nenhum
other=nota fiscal | pedi nota fiscal com CPF e não mandaram
other=troco | avisei que precisava de troco pra 100 e não mandaram troco
warmDrink | o suco chegou quente
melted | o milkshake chegou todo derretido
wrongItem; unanswered | veio sabor errado, mandei mensagem pra loja e ninguém respondeu
general | péssimo
packaging | o pote do molho veio mal fechado e sujou tudo
taste | frango seco e farofa queimada
service | a moça no telefone desligou na minha cara
other=isopor | ainda mandam tudo em isopor, poderiam usar embalagem mais sustentável
praise; cold | comida deliciosa como sempre, mas dessa vez chegou fria
praise; delay | o lanche é top, pena que demorou mais de uma hora
delay | parabéns pela entrega expressa de 2 horas 👏👏
cold | adoro comer pizza gelada, obrigado por adivinhar 🙃
portion | nossa que generosidade, 6 batatinhas na porção kkkk
delay; cold; missingItem | demorou mto, veio frio e ainda faltou a coca
wrongItem; customisation; unanswered | pedi de frango veio de carne, pedi sem tomate veio com tomate, liguei e ninguém atendeu
cold; delay | o lanxe veio friu e demoro dms
missingItem | faltô o refri q eu paguei
customisation | pedi sem sebola e veio cheio de sebola aff
packaging | a pisa chego toda revirada na caxa
wrongItem | ótimo serviço, pedi hambúrguer e veio cachorro quente
praise; pricePortion | entrega rápida, mas a porção diminuiu muito e o preço continua o mesmo
taste | não é que seja ruim, mas tava sem sal
cold | podia ter vindo quente né
taste | não demorou, não veio frio, o problema é que o molho tá sem gosto nenhum
praise; taste; cold | 5 estrelas pro motoboy, 1 pra cozinha: macarrão grudento e frio
price; packaging | que maravilha pagar 15 de taxa pra receber um lanche todo amassado
wrongItem; missingItem; melted | pedi 2 açaís de 500ml, veio 1 de 300 e derretido
portion | kkkkk sério que vcs acham que isso é porção pra 2 pessoas?
delay | nota 10 pra demora 🙄
praise; taste | o motoboy foi super educado, pena que a comida estava sem gosto nenhum
delay; taste; missingItem | 1) demorou 1h40 2) a batata veio murcha 3) não mandaram o canudo
praise; wrongItem | sempre peço aqui e sempre foi bom, hj veio o pedido de outra pessoa
paidExtra | vei sen o bacon q eu paguei a parti
notDelivered | o pedidu nem xegou e ta como entregue
delay | ki demora meu deus
taste | salgado? não, é um bloco de sal com um pouco de carne
pricePortion | cobram 38 reais numa marmita que mal enche a tampa
foreignBody | adorei o fio de cabelo de brinde no meu yakisoba
delay; unanswered | 1h de atraso, liguei na loja, ninguém atende, nunca mais
praise; portion | lanche bom, mas tá vindo cada vez menor
warmDrink; cold | a coca veio quente e o hambúrguer frio, inverteram tudo kkk
raw | frango cru por dentro, sangue perto do osso
raw | hambúrguer completamente cru no meio, carne vermelha
spoiled | a maionese tava com cheiro azedo, estragada
spoiled | o peixe tava com cheiro de podre
spoiled | o refrigerante tava vencido desde o mês passado
foreignBody | achei um cabelo no meio do arroz
foreignBody | tinha um pedaço de plástico dentro do hambúrguer
foreignBody | BARATA NO YAKISOBA!!! que nojo
poisoning | comi ontem à noite e passei a madrugada vomitando
spoiled; poisoning | o strogonoff tava azedo e a família toda teve diarreia
allergy | avisei no pedido que tenho alergia a camarão e o risoto veio com camarão, tive que tomar antialérgico
allergy; wrongItem | sou celíaca, pedi o pão sem glúten e veio pão comum
diet | sou vegetariano, pedi o burger de grão de bico e tinha bacon no meio
diet; wrongItem | sou diabético e mandaram coca normal no lugar da zero
raw; poisoning | frango mal cozido, passei mal a noite inteira
foreignBody | veio uma pedra no feijão, quase quebrei o dente
spoiled | alface escura e babando, dava pra ver que já tava passada
allergy | sou intolerante a lactose e o prato "sem lactose" veio com creme de leite
mod:offensive; delay | bando de incompetente do caralho, 2 horas pra entregar
mod:offensive; service | a atendente é mal educada e burra
mod:offensive; general | lixo de restaurante, vão se foder
mod:hate; general | só podia ser coisa de nordestino, tudo porco e mal feito
mod:hate; service | atendente bichinha fresco, me tratou com grosseria
mod:threat; notDelivered | meu pedido não chegou, se não devolverem meu dinheiro eu vou aí e quebro essa loja
mod:threat; foreignBody | achei barata na comida, vou expor vocês em tudo que é rede e chamar a vigilância
mod:noOrder | nunca comprei aí mas dizem que a cozinha é imunda
mod:noOrder | minha vizinha falou que achou rato nessa lanchonete, não peçam
mod:noOrder | vão na hamburgueria da esquina que é bem melhor, essa aí nem precisa pedir pra saber que é ruim
mod:noOrder | nem pedi nada, to dando 1 estrela pq o dono é mala
mod:refund; missingItem | faltou a bebida e o ifood se recusou a fazer o estorno
mod:refund | pedi o estorno faz 15 dias e até agora não caiu na fatura
mod:courier; courier | o entregador do ifood abriu a sacola e comeu umas batatas, deu pra ver
mod:courier; courier | entregador do app jogou a sacola no chão e foi embora sem falar nada
mod:app; app | o app cobrou duas vezes no meu cartão
mod:app; app | o cupom não funcionou no app e cobrou o valor cheio
mod:offensive; cold | comida fria pqp, vcs são uns merdas
delay | el pedido tardó más de una hora en llegar
praise; cold | la comida muy rica pero llegó fría
wrongItem | pedí pizza de pepperoni y me mandaron una de jamón
missingItem | faltó la bebida del combo
praise | excelente atención, todo llegó perfecto y calentito
taste | la carne estaba demasiado salada
foreignBody | encontré un pelo en la comida, qué asco
pricePortion | porción muy pequeña para lo que cuesta
allergy | soy alérgico al maní, lo avisé, y el plato traía maní
delay | súper rápido, solo dos horas 🙄
delay; cold | took over an hour and the food was cold
praise | best burger in town, arrived hot and fresh
wrongItem | ordered the chicken bowl, got beef instead
missingItem | they forgot my fries
raw | the chicken was pink and raw inside
service | the guy on the phone was really rude to me
packaging | soup spilled all over the bag
pricePortion | way too expensive for such a tiny portion
praise; delay | great food but the delivery was really slow
cold | wow, cold fries, my favourite 🙄
praise | tudo ótimo, chegou quentinho
praise | melhor açaí da região
praise | comida caseira deliciosa, recomendo
praise | chegou antes do previsto e bem embalado
praise | sempre peço e nunca decepciona
praise | hambúrguer suculento, batata crocante, nota mil
praise | atendimento excelente, me ligaram pra confirmar o endereço
praise | porção generosa, dá pra duas pessoas tranquilo
praise | amei o bilhetinho de agradecimento ❤️
praise | pizza maravilhosa, massa fininha e bem recheada
praise | entregador muito educado e comida top
praise | perfeito 👏👏
praise | vcs sao dmais, melhor marmita q ja comi
praise | mandaram um brigadeiro de brinde, adorei
| ok
| normal
| primeira vez pedindo, vamos ver
| pedi pra minha mãe, ela que comeu
| comida razoável
`,
);

/** Set CM: plain reviews of every topic, six ways each, with praise and neutral ones. */
export const HELD_OUT_BY_OTHERS_CM = parseReviews(
  "blindCM",
  `
delay | demorou quase duas horas pra chegar minha marmita
delay | o app falava 40 minutos e o lanche chegou depois de 1h30
delay | pedi o açaí às 20h e só chegou 21h40, muita demora
delay | entrega muito lenta, fiquei esperando a pizza mais de uma hora
delay | entrega super rápida, só uma hora e meia pra chegar um temaki 🙄
notDelivered | meu pedido nunca chegou
notDelivered | apareceu como entregue no app mas não recebi nada
notDelivered | esperei a noite toda e a pizza não veio
notDelivered | paguei e o lanche não chegou até agora
notDelivered | marcaram como entregue e a marmita nunca apareceu aqui em casa
cold | a pizza chegou fria
cold | a marmita veio gelada, tive que esquentar no micro-ondas
cold | lanche chegou morno e a batata fria
cold | o hot roll chegou frio
cold | a comida estava fria quando chegou, uma pena
warmDrink | o refrigerante veio quente
warmDrink | a coca chegou sem gás nenhum
warmDrink | o guaraná veio quente, parecia que tinha ficado no sol
warmDrink | o suco chegou morno
melted | o açaí chegou todo derretido
melted | o sorvete veio derretido, virou uma sopa
melted | pedi açaí de 500ml e chegou derretido e aguado
melted | a sobremesa de sorvete chegou desmanchada, derreteu toda
wrongItem | pedi pizza de frango com catupiry e veio de calabresa
wrongItem | veio o pedido de outra pessoa, nada do que eu pedi
wrongItem | pedi açaí de 700ml e veio de 300ml
wrongItem | pedi x-salada e mandaram x-burguer
wrongItem | pedi temaki de salmão e veio de kani
customisation | pedi sem cebola e veio cheio de cebola
customisation | pedi o hamburguer ao ponto e veio bem passado
customisation | escrevi na observação pra mandar o molho à parte e veio tudo misturado
customisation | pedi o açaí sem granola e colocaram granola mesmo assim
customisation | pedi a marmita sem feijão e veio com feijão
missingItem | faltou o refrigerante do pedido
missingItem | não mandaram os talheres, tive que comer com a mão
missingItem | veio sem o shoyu e sem os hashis
missingItem | pedi dois lanches e só veio um
missingItem | a batata frita do combo não veio
paidExtra | paguei bacon extra e não veio bacon nenhum
paidExtra | paguei pela borda recheada e a pizza veio sem borda
paidExtra | paguei adicional de leite ninho no açaí e não colocaram
paidExtra | paguei o ovo adicional na marmita e veio sem ovo
paidExtra | paguei cream cheese extra no temaki e não tinha nada
portion | porção muito pequena
portion | a marmita veio com pouquíssima comida, não deu nem pra mim
portion | pizza com pouco recheio, quase só massa
portion | o açaí veio pela metade do copo
portion | o lanche é minúsculo, pouca carne
price | muito caro
price | taxa de entrega absurda pra uma distância tão curta
price | achei o preço do combo de sushi muito alto
price | a pizza tá cara demais, não compensa
price | 15 reais de taxa de entrega é um absurdo
pricePortion | o preço subiu e a marmita diminuiu
pricePortion | caro pelo tamanho, o açaí de 500ml parece de 300
pricePortion | paguei 40 reais num lanche que não enche ninguém
pricePortion | 8 peças de sushi por 50 reais, muito pouco pelo preço
pricePortion | aumentaram o preço e a pizza está cada vez menor
packaging | o caldo vazou todo dentro da sacola
packaging | a caixa da pizza chegou amassada e o queijo grudou na tampa
packaging | o açaí veio com a tampa aberta e escorreu tudo
packaging | embalagem mal fechada, o feijão derramou na marmita toda
packaging | o molho vazou e sujou o lanche inteiro
taste | comida sem sal nenhum, muito sem graça
taste | a pizza estava queimada embaixo
taste | batata frita murcha e encharcada de óleo
taste | o arroz do sushi estava duro
taste | massa da pizza crua no meio
raw | o frango veio cru por dentro
raw | hamburguer com a carne crua no meio, vermelha
raw | a linguiça da marmita estava crua por dentro
raw | o frango à parmegiana veio rosado e cru no meio
raw | a carne de porco do prato feito veio crua
spoiled | o salmão estava com cheiro forte, parecia estragado
spoiled | a maionese estava azeda
spoiled | o feijão da marmita estava azedo
spoiled | o açaí estava com gosto de estragado, fermentado
spoiled | o pão do lanche estava mofado
foreignBody | achei um cabelo na marmita
foreignBody | tinha um pedaço de plástico no meio da pizza
foreignBody | encontrei uma barata dentro do lanche
foreignBody | mordi uma pedra no feijão
foreignBody | veio um fio de cabelo enrolado no sushi
poisoning | passei mal a noite toda depois de comer esse sushi
poisoning | comi a marmita e tive diarreia no dia seguinte
poisoning | eu e meu marido vomitamos depois do lanche
poisoning | fiquei com uma dor de barriga forte depois da pizza
allergy; customisation | avisei na observação que sou alérgica a amendoim e o açaí veio com paçoca
allergy | sou intolerante a lactose e o cardápio não avisava que o molho tinha creme de leite
allergy; wrongItem | pedi yakisoba de frango porque sou alérgico a camarão e veio de camarão
allergy | meu filho tem alergia a leite e o pão de queijo que disseram ser sem leite tinha leite
diet; wrongItem | sou diabético, pedi coca zero e veio coca normal
diet | sou vegetariana e o pastel de palmito veio com pedaço de frango
diet; customisation | pedi o açaí sem açúcar por causa da dieta e veio adoçado
diet | sou vegano e o hamburguer vegano veio com maionese comum
courier; mod:courier | o entregador do ifood foi super grosso comigo
courier; mod:courier | o entregador não quis subir e me fez descer 10 andares
courier; mod:courier | a sacola chegou aberta, o entregador mexeu no meu pedido
courier | o motoboy da própria lanchonete foi mal educado e jogou o pacote no portão
courier; mod:courier | o entregador me ligou xingando porque não achou o endereço
app; mod:app | o cupom não funcionou no app
app; mod:app | cobraram duas vezes no cartão pelo aplicativo
app; mod:app | o rastreio do app ficou parado o tempo todo, não dava pra saber onde estava o pedido
app; mod:refund | o pedido foi cancelado e até hoje o ifood não estornou meu dinheiro
service | atendente muito grossa no telefone
service | reclamei pelo chat e a loja respondeu com ironia
service | o atendimento da loja é péssimo, me trataram com pouco caso
mod:offensive; service | atendente mal educado do caralho, aprende a tratar cliente
service | liguei pra tirar uma dúvida e a moça desligou na minha cara
unanswered | mandei mensagem no chat e ninguém respondeu
unanswered | liguei várias vezes na loja e ninguém atende
unanswered | tentei falar com a pizzaria pelo whatsapp e fui ignorado
unanswered | o chat da loja não responde nunca
general | horrível
general | nunca mais peço daqui
general | experiência péssima, não recomendo
general | decepcionante, esperava muito mais
mod:offensive; general | lixo de lugar, comida de merda
mod:noOrder | nunca comprei aí mas todo mundo diz que é ruim
other=nota fiscal | pedi nota fiscal e não mandaram
praise | pizza maravilhosa, chegou quentinha
praise | melhor açaí da cidade
praise | marmita caprichada e muito saborosa
praise | sushi fresquinho, peixe de ótima qualidade
praise | lanche delicioso e chegou rápido
praise | tudo perfeito, parabéns
praise | comida caseira de verdade, amei
praise | entregaram antes do horário e bem embalado
praise | atendimento nota 10
praise | o hamburguer estava suculento e no ponto certo
praise | açaí cremoso e cheio de complementos
praise | peço toda semana e nunca decepciona
praise | a borda recheada é uma delícia
praise | porção generosa, deu pra duas pessoas
praise | o temaki estava bem recheado e saboroso
praise | ótimo custo-benefício
praise | amei o bilhetinho de agradecimento que veio junto
praise | massa fininha e crocante, do jeito que eu gosto
praise | a coxinha é sensacional
praise | chegou tudo certinho e quentinho, recomendo
| ok
| normal
| dentro do esperado
| nem bom nem ruim
| razoável
| comida comum, nada demais
| foi o que pedi
| mediano
| igual das outras vezes
| sem comentários
`,
);

/** Set CO: an independent evaluator's final set: every kind of review, across Brazil. */
export const HELD_OUT_BY_OTHERS_CO = parseReviews(
  "blindCO",
  `
delay | marmita chegou quase 14h, meu horário de almoço já tinha acabado faz tempo
cold | o xis calabresa chegou gelado, tive que esquentar na frigideira
wrongItem | pedi açaí de 500ml e veio o de 300ml
missingItem | faltou o guaraná do combo
paidExtra | paguei 6 reais de bacon extra e o hambúrguer veio sem bacon nenhum
customisation | escrevi na observação SEM PIMENTA no acarajé e veio ardendo
portion | porção de mandioca frita com 8 pedacinhos, muito pouco pra dividir
price | taxa de entrega de 14 reais pra 2 km, absurdo
pricePortion | 62 reais num poke que não enche nem criança
packaging | o caldo da moqueca vazou todo dentro da sacola
taste | feijoada salgada demais, não deu pra comer
melted | o sorvete de cupuaçu chegou virado sopa
warmDrink | refrigerante quente e sem gás nenhum
notDelivered | paguei e o pedido nunca chegou
unanswered | liguei 5 vezes pra loja e ninguém atende, whatsapp também sem resposta
service | a moça do whatsapp foi grossa só porque perguntei se tinha troco
general | horrível. nunca mais
taste | massa da pizza crua no meio, grudando no dente
taste | sushi com arroz duro e sem tempero nenhum
packaging | caixa da pizza veio amassada e a pizza toda grudada na tampa
wrongItem | veio o pedido de outra pessoa, tava escrito Carla na comanda
missingItem | não mandaram hashi nem talher, como eu como o yakisoba?
customisation | marquei a carne do hambúrguer bem passada e veio ao ponto
delay; cold | 1h15 pra chegar um pastel, óbvio que chegou frio
portion | o baião de dois veio com meia marmita, o resto era espaço vazio
taste | tapioca borrachuda, parece que foi feita de manhã
missingItem | esqueceram o molho de alho do espetinho
paidExtra | paguei a borda de catupiry e veio borda normal
pricePortion | a esfiha subiu de 5 pra 7 reais e diminuiu de tamanho
taste | coxinha encharcada de óleo, pingava
delay | falaram 40 minutos, chegou com 1h30
wrongItem | pedi temaki de salmão e veio de kani
cold | frango assado chegou morno pra frio
price | 38 reais num PF de arroz feijão e ovo? caro demais
packaging | tampa do açaí mal fechada, derramou na sacola inteira
raw | frango do strogonoff cru por dentro, rosa e mole
raw | a linguiça do espetinho veio crua no meio
spoiled | vinagrete azedo, cheiro de estragado
foreignBody | achei um cabelo enorme no meio do arroz
foreignBody | pedaço de plástico duro dentro do pastel de carne, quase engoli
poisoning | comi o combinado ontem à noite e passei a madrugada vomitando
allergy | sou alérgica a amendoim, perguntei se o vatapá levava e disseram que não. levava. fui parar na UPA
diet | sou vegetariana, pedi o yakisoba de legumes e veio com pedaços de frango no meio
allergy; customisation | tenho intolerância à lactose, pedi o escondidinho SEM queijo justamente por isso e veio coberto de queijo. sorte que vi antes de comer
diet; wrongItem | sou diabético, pedi coca zero e mandaram coca normal
spoiled | pão de queijo com mofo verde embaixo
foreignBody | barata na marmita. BARATA.
spoiled; poisoning | maionese do cachorro-quente tava azeda, eu e meu marido com diarreia a noite toda
raw | o peixe da moqueca veio cru no meio, transparente ainda
allergy | sou celíaca, comprei o brownie que o cardápio diz sem glúten e a etiqueta da embalagem lista farinha de trigo
diet | to em dieta low carb, pedi o açaí zero açúcar do cardápio e veio doce de xarope
foreignBody | mordi uma pedrinha no feijão tropeiro, quase quebrei o dente
mod:offensive; cold | comida fria DE NOVO, bando de incompetente do caralho
mod:offensive; service | o atendente é um mal educado, vai tomar no cu
mod:hate; service | o atendente viadinho revirou os olhos quando reclamei
mod:threat; wrongItem | terceira vez que erram meu pedido, amanhã vou aí e quebro essa loja inteira
mod:threat; foreignBody | achei cabelo na comida. ou devolvem meu dinheiro ou posto em todos os grupos do bairro e acabo com vocês
mod:noOrder | nunca comprei aí mas dizem que a cozinha é imunda
mod:noOrder | minha vizinha disse que pegou salmonela nesse japa, fiquem longe
mod:noOrder | copiaram a receita da nossa pizza, a original é a Forneria do Zé aqui do lado, todo mundo sabe
mod:offensive; general | restaurante lixo, vão se foder
mod:offensive; delay | 2 horas pra entregar um lanche, seus merdas
mod:noOrder | ouvi falar que usam carne de gato no espetinho kkkkk
mod:offensive; mod:threat; customisation | pedi sem cebola e veio cheio, o filho da puta que montou isso vai ver só quando eu passar aí
mod:hate; taste | esse chinês imundo do yakisoba devia voltar pra china, comida sem gosto nenhum
mod:app; app | o app cobrou duas vezes no meu cartão
mod:app; app | cupom de 20 reais não aplicou no checkout, paguei cheio
mod:refund; missingItem | faltou a batata e até agora o ifood não estornou os 18 reais
mod:refund; notDelivered | pedido não chegou e o estorno tá em análise faz 10 dias
mod:courier; courier | o motoboy não quis subir, me fez descer 8 andares de muleta
mod:courier; courier | o lacre da sacola veio rompido, o entregador abriu o pedido no caminho
mod:app; app | o rastreio ficou travado 40 minutos no mesmo ponto, não dava pra saber se vinha ou não. a comida chegou ok
courier; delay; cold | o motoqueiro se perdeu, rodou o bairro meia hora e a comida chegou fria
notDelivered; mod:courier; courier | o entregador marcou como entregue e nunca apareceu aqui
mod:app; app | app não aceitou pix, só cartão, e o chat de suporte é um robô inútil
mod:refund | pedi reembolso há 2 semanas pelo aplicativo e nada do dinheiro voltar
mod:courier; courier | motoboy exigiu gorjeta na porta e saiu xingando quando eu disse que não tinha
mod:app; app | o app ficou dando erro no pagamento, tentei 4 vezes até conseguir fechar o pedido
praise | la mejor picanha que comí en Brasil, volveré seguro
delay; cold | tardó casi dos horas y el pastel llegó frío
wrongItem | pedí moqueca de pescado y me mandaron de camarón
allergy | avisé que soy alérgico al maní y el postre vino con paçoca encima
mod:offensive; service | el que atiende el teléfono es un pelotudo, me cortó la llamada
missingItem | faltó la bebida, pagué una Coca y no vino
pricePortion | carísimo para lo poco que trae, 70 reales por un poke chiquito
praise; delay | muy rico el açaí pero tardó bastante
| todo normal, nada para destacar
foreignBody | encontré un pelo en la pizza, qué asco
praise | best açaí bowl I've had in Rio, generous toppings and super fast
delay; cold | took over an hour and the burger was stone cold
customisation | asked for no onions in the notes, got a mountain of onions
allergy | told them I have a peanut allergy and the dessert had peanuts. could have ended really badly
mod:app; app | the app charged my foreign card twice and support just sends canned replies
raw | chicken was pink and raw inside, had to throw it away
missingItem; unanswered | fries were missing, messaged the restaurant and never got a reply
| first time trying Brazilian food, it was fine
wrongItem; missingItem | got a veggie pizza instead of pepperoni and the soda wasn't in the bag
spoiled | the shrimp smelled off, definitely not fresh
praise; packaging | the feijoada was amazing but the bean broth leaked all over the bag
praise | a melhor coxinha de BH, massa sequinha e recheio farto
praise | chegou antes do previsto e quentinho, parabéns pessoal
praise | tacacá perfeito, tucupi quentinho e o jambu tremendo a boca kkk
praise | atendimento nota 10, mandaram até um bilhetinho escrito à mão
praise | barreado maravilhoso, igualzinho ao de Morretes
praise | ❤️❤️❤️
praise | pamonha docinha igual da roça, vou pedir sempre
praise | cuscuz com carne de sol top demais, Recife agradece
praise | embalagem caprichada, nada vazou, cada coisa no seu potinho
praise | melhor pizza de Sampa e ponto final
praise | hambúrguer suculento, batata crocante, recomendo de olhos fechados
| ok
| normal
| primeiro pedido, vou provar e depois volto aqui pra contar
| pedi pra minha mãe, ela que comeu
delay | parabéns pela pontualidade, só 1h50 de atraso 👏👏
taste | muito criativo esse sabor de carvão na pizza 🙃
portion | adorei a porção de batata, deu pra contar: 11 palitos
praise; cold | comida maravilhosa como sempre, só que dessa vez chegou fria
praise; pricePortion | o sabor continua ótimo mas o prato diminuiu e o preço só sobe
other=nota fiscal com CPF | pedi nota fiscal com CPF e não mandaram
other=troco faltando | paguei em dinheiro e faltaram 10 reais no troco que a loja mandou
delay; praise | demorou, mas valeu cada minuto, que parmegiana!
wrongItem | pedi meio calabresa meio frango e veio inteira de calabresa
customisation; missingItem | pedi o molho à parte e veio tudo misturado, e ainda esqueceram o refri
taste | o pão do hambúrguer chegou tão encharcado que desmanchou na mão
wrongItem | adoro surpresa, pedi frango xadrez e veio carne com brócolis 🙄
cold | "quentinha" só no nome
praise; price | a comida é boa mas 25 reais de entrega não dá
missingItem | o combo diz "acompanha sobremesa". cadê?
paidExtra | cobraram adicional de queijo no pastel de carne. o queijo eu não achei
praise; packaging | sushi top mas veio todo revirado na caixa
cold; warmDrink | comida gelada e refri quente, inverteram tudo kkkk
melted | o milk-shake chegou líquido, parecia leite batido
portion | sabor ok, mas veio muito pouco
spoiled | o suco de laranja tava fermentado, gosto de álcool
poisoning | não sei se foi o pastel ou o caldo de cana, mas meu filho teve febre e diarreia no dia seguinte
other=VR não aceito na entrega | no perfil diz que aceita VR na entrega, o motoboy chegou e a loja não aceitava, tive que correr no caixa eletrônico
general | decepcionante, esperava muito mais pelo que falam
delay; wrongItem; unanswered; cold | sábado à noite, casa cheia, pedi duas pizzas grandes às 19h30 pra comemorar o aniversário do meu pai. deu 20h30 e nada, liguei na pizzaria umas quatro vezes e ninguém atendeu. chegou 21h10, uma era a de quatro queijos certinha mas a outra era de atum no lugar da portuguesa, e as duas já frias. meu pai nem come peixe. passei vergonha na frente da família toda
packaging; customisation | encomendei o bolo de aniversário da minha filha com uma semana de antecedência e pedi pra escrever "Parabéns Júlia" em cima. chegou com a lateral toda amassada, o chantilly escorrido na caixa, e escrito "Parabéns Julio". tive que raspar o nome com a faca e colocar umas velas por cima pra disfarçar
praise; pricePortion | sou cliente desde 2019, quando a marmita de vocês era enorme e custava 18 reais. hoje tá 32 e vem na embalagem menor, com metade da carne. continuo pedindo porque o tempero é o melhor de Goiânia, o arroz com pequi é sensacional, mas tá ficando difícil justificar
poisoning; service | pedi um combinado de 40 peças pro nosso aniversário de namoro. no dia seguinte eu e minha namorada acordamos passando mal, vômito e dor de barriga o dia todo, e a gente não comeu mais nada fora isso. mandei mensagem pra loja explicando com calma e a resposta foi "nosso peixe é fresco, deve ter sido outra coisa", e depois me bloquearam
missingItem; taste; service | trabalho em obra e peço marmita todo dia no almoço. hoje abri e não tinha feijão, só arroz e uma carne dura que não cortava nem com faca de serrinha. chamei no chat e a moça respondeu "é assim mesmo, senhor". trabalho pesado o dia inteiro, pelo menos o feijão né
praise; courier | a comida veio perfeita, o galeto quentinho e a polenta crocante, nota mil pra cozinha. mas o entregador chegou falando no celular, jogou a sacola na minha mão sem olhar na cara e saiu resmungando que o prédio era longe. a loja não tem culpa mas fica o registro
praise; missingItem; mod:refund | faltou o pudim do meu pedido. a loja foi super atenciosa, me respondeu na hora e disse pra eu pedir o reembolso pelo app que eles confirmavam. o ifood negou o reembolso duas vezes dizendo que não tinha evidência. ou seja, a culpa nem é do restaurante, é do aplicativo que não devolve
melted; paidExtra | moro em Belém, calor de 35 graus, pedi açaí de 700 com adicional de leite ninho e morango. chegou o açaí derretido escorrendo pelo copo, e o leite ninho que eu paguei à parte simplesmente não veio
customisation; taste | minha filha de 6 anos tem nojo de cebola, por isso sempre peço o lanche dela sem cebola e escrevo em letra maiúscula. hoje veio com cebola roxa crua em cima, ela chorou e não quis comer. tirei tudo e dei a batata pra ela, que por sinal veio murcha e mole, parecendo de ontem
pricePortion | pedi o self-service por quilo pelo app, cobraram 800 gramas e quando pesei em casa deu 480 com a embalagem. não é questão de 10 reais, é questão de honestidade
praise | quero deixar registrado: estava doente, sozinha em casa, pedi uma canja às 23h e escrevi que estava gripada. mandaram a canja bem quente, um chá de brinde e um bilhete desejando melhoras. não sei quem foi mas obrigada de coração, vocês ganharam uma cliente pra vida toda
notDelivered; unanswered | pedi a feijoada de sábado às 11h e o app mostrou que a loja aceitou. às 13h o pedido foi cancelado pela loja sem nenhuma explicação. tentei ligar no número do perfil pra entender e ninguém atendeu. fiquei sem almoço com a família toda esperando. se não ia dar, era só não aceitar
`,
);

/** Set CR: short reviews typed on a phone: slang, abbreviations, typos and emojis, every topic. */
export const HELD_OUT_BY_OTHERS_CR = parseReviews(
  "blindCR",
  `
delay | demorou dms, 1h20 pra chegar um lanche 😤
delay; cold | chgou dps de 1h e td frio, smp a msm coisa
praise | top dms, chegou rapidin e quentinho 😋🔥
wrongItem | pedi frango c catupiry e veio calabresa aff
missingItem | cade a coca?? paguei e n veio
customisation | escrevi SEM cebola na obs e veio lotado de cebola 🤢
paidExtra | paguei bacon extra e n tinha bacon nenhum, palhaçada
portion | marmita mt pequena, n enche nem crianca
price | taxa de entrega 14 reais p 2km?? ta loco
pricePortion | 42 conto num lanche q cabe na palma da mao 🙄
packaging | veio td vazado, caldo espalhado na sacola toda
taste | mt salgado mds, n deu p comer
raw | frango cru por dentro, tava rosa. perigoso isso hein
spoiled | maionese azeda, cheiro ruim 🤮
foreignBody | achei um cabelo no arroz 🤢🤢
poisoning | passei a madrugada vomitando dps desse yakisoba
allergy | sou alergico a amendoim, perguntei no chat se o brownie tinha e falaram q n. tinha sim, fiquei td inchado
diet | sou vegetariana e o burguer veggie veio c bacon em cima 😡
courier; mod:courier | motoboy mal educado, jogou a sacola por cima do portao
app; mod:app | cupom n funcionou no app e cobrou o valor cheio
service | atendente do chat super grossa, respondeu na ignorancia
unanswered | liguei 3x na loja e ninguem atende
general | horrivel, nunca mais peço
other=nota fiscal | n veio nota fiscal, preciso p prestar conta no trampo
mod:offensive; delay | 2h esperando seus incompetentes do krl
mod:threat; foreignBody | barata no lanche!! vou expor vcs no insta, ja tirei print de td
mod:noOrder | nunca pedi ai mas minha vizinha disse q tem rato na cozinha
mod:refund; notDelivered | pedido n chegou e o ifood ate agr n estornou meu dinheiro
| ok
warmDrink | refri veio quente e sem gas 😒
melted | acai chegou derretido, virou vitamina kkk
notDelivered | app diz entregue e eu n recebi nd!!
praise | melhor hamburguer da regiao sem duvida 🍔❤️
delay | entrega relampago, so 1h40 👏👏
praise; delay | comida mt boa mas demoru d+
wrongItem | veio o pedido de outra pessoa, ate o nome na sacola era outro
missingItem | n mandaram talher, comi c a mao 🙃
missingItem | faltou o sache de ketchup e a maionese
customisation | pedi bem passado e veio ao ponto, dnv
paidExtra | paguei borda recheada de cheddar e veio borda normal
portion | pouca batata, veio meia duzia de palito
price | preco absurdo, mais caro q comer no salao
pricePortion | aumentaram o preco e diminuiram a porcao, q feio hein
packaging | caixa da pizaa veio amassada, queijo td grudado na tampa
taste | pizza c massa crua no meio, mole mole
taste | batata murcha e encharcada de oleo
taste | sem tempero nenhum, sem graça total
raw | hamburguer tava cru por dentro, vermelhao
spoiled | alface podre, td preta 🤢
spoiled | iogurte vencido, olhem a data pfv
foreignBody | tinha um pedaco de plastico no meio do strogonoff
foreignBody | BARATA NA SALADA. BARATA 🪳🪳
poisoning | minha filha teve diarreia dps do lanche de vcs
poisoning; raw | comi o frango meio cru e to c dor de barriga ate agr
allergy | sou intolerante a lactose, cardapio dizia zero lactose e veio cheio de queijo
wrongItem; diet | sou diabetica e a coca q veio era normal, n a zero q pedi
diet | n como carne e o escondidinho veg tinha pedaco de frango
diet | pedi o prato vegano e veio c queijo ralado em cima
courier; mod:courier | entregador n quis subir, fez eu descer 4 andar de muleta
courier; missingItem | motoboy abriu a sacola, lacre rasgado e faltando batata
app; mod:app | app travou no pagamento e cobrou 2x no cartao
app; mod:app | rastreio parado ha 40 min no app, n da p saber nd
service | liguei p reclamar e o cara desligou na minha cara
service | moca do balcao me tratou mal qdo fui retirar, pessima
unanswered | mandei msg no chat 5x e nd de resposta
missingItem; unanswered | faltou o suco, mandei msg e ninguem respondeu
general | pessimo, n recomendo
general | q experiencia ruim viu 👎
praise | amei td, atendimento nota 10 e comida divina 😍
praise | smp peço e nunca decepciona ❤️
praise | pastel sequinho e crocante, perfeito
praise; packaging | lanche bom mas chegou td amassado na caixa
praise; pricePortion | gostoso mas pouca comida pro preco
other=troco | pedi troco p 50 e n mandaram troco
other=pizza sem cortar | pizza veio sem cortar, cortei c faca de pao 😂
other=muito plastico isopor meio ambiente | mt plastico e isopor, pensem no meio ambiente pfv
other=sacola cheiro de cigarro | sacola veio fedendo cigarro
mod:offensive; service | atendente burro dms, nem sabe ler
mod:offensive; cold | comida fria dnv, bando de otario
mod:offensive; wrongItem | vcs sao uns lixos, veio td trocado
mod:offensive; general | lugar lixo, vao se f*der
mod:hate; foreignBody | cozinheiro viado deixou cabelo na comida
mod:hate; general | so podia ser lugar de baiano msm, tudo porco
mod:threat; delay | se demorar assim dnv vou ai quebrar essa loja
mod:threat; courier; mod:courier | motoboy me xingou, se voltar aqui vai levar uns tapa
mod:noOrder | dizem q esse lugar usa carne de gato kkkk
mod:noOrder | nunca comprei mas td mundo fala q é ruim
mod:noOrder | nem pedi mas vi no tiktok q acharam barata aqui
mod:refund | ifood cancelou e ate agr nd do estorno, ja 10 dias
mod:refund; missingItem | faltou a bebida e o app n quer devolver o valor
| blz
| pedi pro meu pai, ele q comeu
| entregue
delay; praise | demorou um pouco mas valeu a pena, mt bom 😋
cold; taste | pizza fria e borrachuda 😒
warmDrink; missingItem | guarana veio quente e faltou o suco
melted | sorvete veio liquido, td derretido na tampa
notDelivered | meu pedido nunca chegou, fiquei sem janta 😭
notDelivered; courier; mod:courier | motoboy marcou como entregue e foi embora c meu lanche
wrongItem | pedi pizza grande e veio broto
wrongItem | sabor errado, pedi morango e veio chocolate no acai
customisation | pedi molho a parte e veio td misturado
customisation | sem picles pfv eu pedi, veio c picles 🙄
paidExtra | adicional de queijo cobrado e cade o queijo?
paidExtra; missingItem | paguei adicional de catupiry e nem veio, e ainda faltou o refri
portion | pouco recheio, so pao praticamente
portion; taste | pastel pequeno e oleoso
price | taxa de servico de 5 reais, q isso
pricePortion | 60 reais num poke c 4 pedaco de salmao, fala serio
packaging | copo do suco sem tampa, derramou td
packaging; cold | marmita mal fechada, abriu e chegou fria
taste | carne dura q nem sola de sapato
taste | arroz empapado e feijao queimado
taste; praise | hamburgue bom mas pao seco
raw | linguica crua no meio, cinza por fora e rosa dentro
raw; customisation | pedi frango bem passado e veio mal passado c sangue
spoiled | carne c cheiro de estragada, joguei fora
spoiled; poisoning | vinagrete azedo, e ainda passei mal a noite toda
foreignBody | veio uma pedra no feijao, quase quebrei o dente
foreignBody | fio de cabelo enorme na pizza, nojo
poisoning | fui parar no hospital c intoxicacao dps do sushi de vcs
allergy | avisei q sou celiaca e o frango veio empanado na farinha de trigo
allergy | filho alergico a leite, o lanche kids "sem lactose" veio c queijo. sorte q vi antes
diet | pedi sem gluten (n sou celiaca, é dieta msm) e veio no pao normal
diet; wrongItem | diabetico aqui, mandaram sobremesa c acucar no lugar da diet
courier; mod:courier | motoboy fumando e falando no cel, mt grosso
courier; mod:courier | entregador errou o endereco e ainda reclamou cmg
app; mod:app | n consegui pagar c pix no app, tive q usar cartao
app; mod:app | app fechou sozinho e perdi o cupom de 20%
service | pedi pra trocar e a atendente riu da minha cara
service; wrongItem | veio errado e no chat falaram q o problema era meu 🙄
unanswered | whats da loja n responde nunca
unanswered; delay | 1h de atraso e ninguem atende o tel
general | decepcionada, ja foi melhor
general | nao gostei
praise | acai mt bem servido, amei 💜
praise | entregador gente boa e lanche delicioso
praise; cold | sabor top mas chegou morno
praise; missingItem | tudo gostoso, so faltou o guardanapo
other=agendado chegou antes | pedi agendado p 19h e chegou 17h, ninguem em casa
mod:offensive; taste | comida de merda, cozinheiro anta
mod:offensive; unanswered | ninguem atende essa porra, bando de vagabundo
mod:threat; taste | pizza queimada, amanha vou la tirar satisfacao c o dono e n vai ser conversando
mod:noOrder | sou dono da pizzaria do lado e a d vcs é mt pior 😂
mod:refund | pedi reembolso no ifood ha 1 semana e nd
| normal
delay; melted | demorou tanto q o milkshake derreteu 🙄
packaging; missingItem | sacola rasgada, caiu o molho e n veio a farofa
wrongItem; customisation | veio hamburguer de frango no lugar do de carne e ainda c tomate q pedi p tirar
praise | obg pelo bilhetinho e pela bala, amei o carinho 🥰
`,
);

/** Set CS: stories told in order: context mixed with one to three real points, some safety, some with nothing wrong. */
export const HELD_OUT_BY_OTHERS_CS = parseReviews(
  "blindCS",
  `
delay; cold | Sexta à noite, aniversário da minha sogra, pedimos duas grandes às 19h30 pra dar tempo. A pizza só chegou 21h10, todo mundo já tinha enchido a barriga de salgadinho. Quando abrimos estava fria e o queijo duro. Fiquei com cara de tacho na frente da família.
praise | Costumo pedir a meia calabresa meia marguerita toda sexta com meu marido. Hoje chovia muito e achei que ia atrasar, mas chegou em 35 minutos. Massa fininha, bem assada e o motoboy super educado. Continuem assim!
wrongItem; praise | Era noite de jogo do Brasil e chamei uns amigos aqui em casa. Pedi uma de frango com catupiry e uma portuguesa. Vieram duas portuguesas, e um dos meus amigos não come ovo. O sabor é bom como sempre, mas ele ficou só no refri.
customisation | Pedi pro meu filho de 6 anos, que não come nada verde. Escrevi na observação SEM ORÉGANO E SEM AZEITONA, bem grande. Chegou cheia de orégano e azeitona por cima. Tive que ficar tirando um por um enquanto ele chorava.
foreignBody; unanswered | Domingo à tarde, eu e minha namorada dividindo uma média de quatro queijos. Na terceira fatia ela mordeu um pedaço de plástico duro, parecia lacre de embalagem de queijo. Por sorte não engoliu. Mandei foto no chat da loja e até agora ninguém respondeu.
paidExtra; praise | Sempre peço a borda de cheddar, meu filho ama. Paguei os 12 reais da borda recheada de novo hoje. A borda veio vazia, massa seca normal. A pizza em si estava gostosa, mas cobrar e não mandar é complicado.
 | Pedido de terça, eu sozinho em casa depois do trabalho. Pedi uma broto de calabresa como sempre. Chegou dentro do tempo, do jeito de sempre. Nada de mais, nada de menos.
taste | pedi a de pepperoni pra assistir filme com minhas primas. o fundo da massa veio completamente queimado, preto mesmo. a gente raspou o que deu mas o gosto de queimado ficou em tudo
delay; unanswered | Pedimos às 20h pra comemorar a aprovação da minha irmã no vestibular. Às 21h15 o app ainda mostrava "em preparo". Liguei três vezes na pizzaria e ninguém atendeu. Chegou 22h, quando a comemoração já tinha acabado.
praise | Primeira vez que peço aqui, indicação de uma colega do trabalho. Pedi a de carne seca com requeijão e foi a melhor pizza que comi esse ano. Recheio generoso até a borda. Virei cliente.
spoiled | Noite fria, eu e meu marido pedimos a de frango com catupiry de sempre. Quando abri senti um cheiro azedo, e o catupiry estava com gosto de estragado. Meu marido comeu um pedaço e cuspiu. Jogamos a pizza inteira fora.
packaging | Comprei duas grandes pro aniversário do meu pai. O motoboy trouxe as caixas de lado e as pizzas chegaram todas grudadas na tampa. Recheio escorrido pro canto, parecia uma massa vazia. O sabor ok, mas a apresentação ficou horrível.
missingItem | Pedi o combo família com pizza grande e refri de 2 litros. Era pro almoço de domingo com meus sogros. A pizza veio, o refrigerante não. Tive que descer na padaria correndo.
warmDrink; praise | Fim de tarde quente, uns 34 graus, pedi pizza e uma coca 2 litros. A pizza estava ótima, quentinha. Mas a coca veio quente e sem gás nenhum, parecia que já tinha sido aberta. Tive que tomar água.
allergy | Sou intolerante a lactose e sempre peço a pizza vegana de vocês, que vem com queijo de castanha. Hoje pedi de novo e comi duas fatias antes de perceber que era queijo normal. Passei a noite inteira com dor de barriga. Isso é sério, prestem atenção.
pricePortion | Pedia essa pizza toda semana com meu namorado. O preço da grande subiu de 59 pra 72 em dois meses. E hoje veio visivelmente menor, com metade do recheio de antes. Tá ficando difícil continuar pedindo.
courier; praise | Pedi a pizza às 22h depois do plantão. O entregador ligou dizendo que não ia entrar e que eu fosse buscar no portão, sendo que o porteiro libera a entrada normalmente. Ainda foi grosso e desligou na minha cara. A pizza estava boa.
mod:offensive; delay | Sábado, chamei a galera pra ver a luta. Pedido feito 20h, chegou 22h30. Pizzaria de merda, bando de incompetente. Nunca mais.
praise; taste | Aniversário de 10 anos do meu sobrinho, pedimos cinco pizzas. A de chocolate estava ótima e as crianças amaram. Já a de calabresa veio com a massa crua no meio, grudando no dente. Os adultos acabaram comendo só a doce.
praise | Chovia muito aqui no bairro e pedi sem esperança, achando que ia demorar horrores. Chegou em 40 minutos, a caixa sequinha e a pizza fervendo. Ainda mandaram um bilhetinho agradecendo. Pequenos detalhes que fazem diferença.
mod:noOrder | Nunca pedi dessa pizzaria mas minha vizinha disse que achou uma barata na pizza deles semana passada. Não peçam, gente. Fica o alerta.
mod:app; app; praise | Tentei usar o cupom de 20 reais que o app me mandou pelo meu aniversário. Não aplicava de jeito nenhum, dava erro na hora do pagamento. Acabei pagando cheio. A pizza em si veio certinha e gostosa.
delay; cold; service | Segunda-feira, pedi às 19h pra jantar com as crianças. Às 20h30 liguei e a atendente respondeu "já saiu, senhora" com uma grosseria enorme. Chegou 21h, fria. As crianças dormiram sem jantar direito.
other=troco faltando; praise | Paguei em dinheiro e avisei que precisava de troco pra 100. O entregador trouxe 20 reais a menos de troco. Liguei e disseram que iam verificar. Pizza boa, mas até hoje não me devolveram a diferença.
raw | Pedi a pizza de frango em cubos pra mim e pro meu irmão depois da academia. Os pedaços de frango estavam rosados por dentro, claramente crus. Separei tudo e comi só a massa. Frango cru é perigoso, cuidado.
customisation; praise | Sexta depois do trabalho pedi meu smash duplo de sempre e coloquei "carne bem passada" na observação. Veio ao ponto, rosado no meio. Odeio carne assim, não consegui comer direito. A batata estava ótima pelo menos.
raw | Pedi dois hambúrgueres de frango empanado pra mim e minha esposa num domingo à noite. Quando cortei o meu, o frango estava rosa e molhado por dentro. O dela também. Frango cru não dá, podia ter dado uma intoxicação feia.
poisoning | Comi o x-bacon de vocês na quarta à noite, pedido pelo app como sempre faço. De madrugada acordei vomitando e com diarreia, passei a quinta no posto de saúde. Só eu comi fora naquele dia. Peço que verifiquem a procedência da carne.
praise | Levei meu pai pra comer na loja no aniversário dele e hoje pedi de novo pelo app. O blend é suculento, pão brioche macio e a batata rústica crocante. Chegou tudo quentinho em 25 minutos. Melhor hamburgueria da região.
paidExtra | Pedi o clássico com adicional de bacon e adicional de cheddar, paguei 9 reais a mais. Abri o lanche e não tinha nem bacon nem cheddar extra, só o que já vem normal. Era meu lanche de sexta, que eu espero a semana toda. Frustrante.
missingItem; praise | Pedi dois combos pra mim e meu namorado, cada um com batata e refri. Veio só uma batata e nenhum dos refrigerantes. Os lanches estavam ótimos, mas metade do combo ficou pra trás.
cold; taste | Noite de chuva, pedi o cheddar melt pra comer vendo série. Chegou morno pra frio. A batata veio encharcada de óleo e o pão úmido, desmanchando na mão.
 | Pedi na hora do almoço, no escritório, um burger simples e uma água. Chegou, comi, voltei pro trabalho. Estava dentro do esperado pelo preço.
wrongItem; diet | Meu filho é vegetariano e pedimos o burger de grão de bico pra ele. Veio um hambúrguer de carne no lugar. Ele percebeu na primeira mordida e ficou muito chateado.
delay; courier; packaging | Pedi às 23h depois de um plantão de 12 horas. O app mostrou o entregador 40 minutos parado em outro endereço. Quando chegou, ele jogou a sacola no chão da portaria e saiu sem falar nada. O lanche estava todo amassado.
foreignBody | Almoço de sábado com minha esposa, dividimos um combo duplo. No meio do hambúrguer dela tinha um fio de cabelo comprido grudado no queijo. Perdemos a fome na hora. Mandei foto pra loja.
price; praise | Queria agradar a namorada no dia dos namorados e pedi o combo casal. Deu 148 reais com a taxa de entrega de 15. Os lanches estavam bons, mas é caro demais pra hamburgueria de bairro.
pricePortion | Sou cliente desde a inauguração, peço quase toda semana. O smash de 90g virou um disco finíssimo e o preço foi de 24 pra 31. A porção de batata também diminuiu pela metade. Vocês estão perdendo clientes fiéis.
praise | Pedi o burger de costela pro almoço de domingo com minha mãe, ela tem 78 anos e é exigente. Ela disse que foi o melhor hambúrguer da vida dela. A carne desmanchava. E ainda chegou antes do previsto.
allergy | Tenho alergia a amendoim e sempre pergunto no chat antes. Me garantiram que o molho da casa não tinha amendoim. Depois de três mordidas minha garganta começou a coçar e tive que tomar antialérgico. Olhei o cardápio de novo e no rodapé dizia "contém traços de amendoim".
melted; warmDrink; praise | Pedi combo com milk shake de Ovomaltine num dia de calor. O shake chegou virado líquido, parecia leite com chocolate. O refri também veio quente. O lanche estava gostoso.
mod:threat; wrongItem | Terceira vez que vem o lanche errado, pedi o frango crispy e veio o de costela de novo. Se acontecer mais uma vez eu vou aí na loja e quebro tudo. Tô avisando.
customisation | Minha esposa está grávida e não pode comer maionese caseira. Escrevi "sem maionese" na observação e ainda liguei pra confirmar. Veio lambuzado de maionese. Ela ficou sem jantar.
notDelivered | Pedi às 20h pra jantar com meus dois filhos. Às 21h30 o app marcou como entregue, mas nada chegou. Fiquei na portaria esperando e nada. Tive que fazer miojo pras crianças.
praise | Pedido de sexta pra ver jogo com os amigos, quatro combos. Tudo certo, cada lanche com o nome escrito no papel. Batata crocante, molhos separados, nada faltando. Organização nota 10.
taste | Peço o x-salada daqui há anos, sempre no sábado. Hoje o hambúrguer veio salgado demais, parecia que caiu o saleiro. Nem meu marido, que adora sal, conseguiu comer.
mod:refund | O pedido foi cancelado pela loja depois de uma hora de espera. Até agora, 10 dias depois, o estorno não caiu no meu cartão. O app me manda falar com a loja e a loja me manda falar com o app. Quero meu dinheiro de volta.
spoiled | Pedi o burger com salada pra um jantar leve numa terça. A alface estava preta e mole e o tomate com mofo branco numa parte. Tirei a salada e mesmo assim fiquei desconfiado do resto. Joguei fora.
missingItem; service | Era meu aniversário e pedi o combo com batata e refri pra comemorar em casa com minha esposa. A batata não veio. Mandei mensagem no chat e a resposta foi "o senhor deve ter comido e esqueceu". Fiquei sem acreditar no deboche.
packaging | Pedi dois burgers e um milk shake numa quinta à noite. O shake estava com a tampa solta e vazou dentro da sacola. Os lanches e a batata ficaram melados de morango. Dava pra ter colocado num saquinho separado.
praise | Trabalho em obra e peço a marmita daqui todo dia no almoço. Hoje era dia de feijoada e veio caprichada, com couve e farofa. Sempre pontual, 11h45 tá aqui. Comida de mãe.
portion | Pedi a marmita grande de frango grelhado pra almoçar no escritório. Veio com quatro colheres de arroz, um pouco de feijão e um filé fininho. Grande de onde? Fiquei com fome a tarde inteira.
delay; praise | Peço marmita aqui todo dia, tenho uma hora de intervalo no trabalho. Hoje pedi 11h30 e chegou 13h05. Tive que comer correndo em 10 minutos. Comida boa como sempre, mas assim não dá.
foreignBody | Segunda-feira, almoço no trabalho, marmita de bife acebolado. No meio do arroz tinha uma pedrinha, quase quebrei o dente. Não é a primeira vez que acho pedra no feijão de vocês. Escolham melhor os grãos.
spoiled; poisoning | Pedi a marmita de strogonoff pra minha mãe que estava de resguardo. O creme estava azedo, talhado, com cheiro forte. Ela comeu duas garfadas e passou mal o resto do dia.
diet | Sou diabético e pedi a marmita fit com suco natural sem açúcar, como sempre. O suco veio doce demais, claramente com açúcar. Medi a glicose depois e estava lá em cima. Por favor, prestem atenção.
 | Pedi a marmita média de carne de panela numa quarta-feira. Chegou no horário, embalagem fechada. Comi no escritório mesmo.
cold | Dia frio, 12 graus, pedi a sopa de legumes e uma marmita de frango. A sopa chegou morna e a marmita fria, o arroz empedrado. Num dia desses a gente quer comida quente. Moro a 5 minutos da loja.
wrongItem; diet | Sou vegetariana há oito anos e pedi a marmita vegetariana de lentilha. Veio uma marmita de feijoada com linguiça e carne de porco. Comecei a comer sem olhar direito e senti o gosto. Fiquei muito mal.
praise | Minha avó mora sozinha e eu peço marmita daqui pra ela três vezes por semana. Ela sempre elogia o tempero, diz que lembra a comida do interior. O entregador ainda ajuda ela com o portão. Obrigada pelo carinho.
packaging | Pedi duas marmitas pro almoço de domingo, eu e meu marido. A tampa de uma veio solta e o feijão vazou pela sacola toda. Chegou com metade do feijão fora da marmita e a sacola pingando.
missingItem | Sempre peço a marmita executiva que vem com salada e sobremesa. Hoje veio sem a sobremesa e sem os talheres, e eu estava no escritório sem garfo. Comi com a tampinha da embalagem.
taste; praise | Pedi o PF de bife com fritas no almoço de sábado, depois da feira. O bife estava duro feito sola de sapato e as batatas murchas. O arroz e o feijão estavam bons. Já comi melhor aqui.
poisoning | Almocei a marmita de peixe frito na sexta com dois colegas do trabalho, todos pedimos a mesma. À noite nós três estávamos com diarreia e febre. Um deles foi parar na UPA. Não tem como ser coincidência.
price | Comecei a pedir aqui porque era a marmita mais em conta do bairro. Agora a taxa de entrega está 9,90 pra uma marmita de 18 reais. Moro a duas quadras. Vou passar a buscar no balcão.
customisation | Minha filha de 4 anos não come feijão com caldo, então pedi o feijão à parte. Escrevi isso na observação. Veio tudo misturado, arroz nadando no feijão. Ela não comeu.
praise | Peço a marmita fit toda segunda, quarta e sexta desde janeiro. Porção certinha, frango bem temperado, legumes no ponto. Me ajudaram a perder 8 quilos sem sofrer. Recomendo demais.
missingItem; unanswered | Pedi duas marmitas no almoço de terça, uma delas com suco pro meu marido. O suco não veio. Tentei ligar na loja quatro vezes e mandei WhatsApp. Ninguém respondeu até o fim do dia.
raw | Pedi a marmita de frango assado pra mim no almoço. Quando cheguei perto do osso a carne estava vermelha e com sangue. Joguei a coxa fora e comi só o arroz. Frango mal assado pode dar salmonela.
general | Pedi ontem a marmita do dia pra mim e meu colega de quarto. Horrível. Nunca mais peço aqui.
delay; service | Pedi a marmita às 11h e às 12h40 ainda nada. Liguei e o rapaz disse que "marmita não é fast food, tem que esperar". Chegou 13h15, eu já tinha voltado pro trabalho. A comida ficou pra janta.
praise; other=embalagem de isopor | Gosto muito da comida de vocês, peço toda semana com minha esposa. Mas vocês ainda usam isopor, e a gente tenta reduzir plástico em casa. Se tivessem embalagem de papel ou retornável eu pagaria até um pouco mais.
portion; taste | Pedi a marmita de costela que sai na quinta-feira. Veio mais osso e gordura do que carne, dava uns três pedacinhos comíveis. E o arroz estava empapado.
 | Era meu primeiro dia no emprego novo e pedi marmita pelo app porque não conhecia a região. Escolhi a de parmegiana. Chegou meio-dia, como estava previsto. Amanhã vou testar outro lugar pra comparar.
mod:offensive; paidExtra | Pedi na terça pro almoço e esqueceram a farofa que eu paguei à parte. Hoje pedi de novo e esqueceram de novo. Vocês são burros ou o quê? Cambada de incompetentes.
praise | Comemoramos nosso aniversário de namoro em casa e pedimos o combinado de 40 peças. Peixe fresquinho, arroz no ponto, e ainda mandaram hashi extra e shoyu à vontade. Veio um cartão escrito "feliz aniversário", que eu tinha pedido na observação. Amamos.
spoiled | Pedi o combinado de salmão numa terça à noite. O salmão estava com cheiro forte e textura pastosa, cor meio opaca. Não parecia nada fresco. Comi dois sushis e parei.
poisoning | Sábado jantei com minha irmã, um temaki de salmão e um hot roll cada. No domingo as duas acordaram com vômito e cólica, ficamos o dia na cama. Foi a única coisa que comemos juntas. Cuidado com a conservação do peixe.
missingItem; praise | Pedi o combinado de 30 peças pra ver filme com meu marido. Não veio shoyu, nem hashi, nem gengibre. Tivemos que comer sushi de garfo e sem molho. O sushi em si estava excelente.
wrongItem | Quarta à noite, eu sozinha em casa, cansada do trabalho. Pedi temaki de salmão completo e veio temaki de kani. Não como kani de jeito nenhum. Acabei pedindo outra coisa em outro lugar.
allergy | Sou alérgica a camarão e pedi o combinado sem camarão, expliquei na observação que é alergia. Veio um ebi roll no meio do combinado. Comi antes de perceber e meu rosto inchou. Fui parar no pronto-socorro.
pricePortion | Pedi o combinado de 20 peças de 89 reais. As peças eram minúsculas, o salmão uma lâmina quase transparente. Por esse preço esperava pelo menos peças de tamanho normal. Meu filho de 10 anos comeu tudo sozinho e ainda ficou com fome.
delay; cold | Pedi hot roll e yakisoba num domingo chuvoso, às 19h. Chegou 20h50. O hot roll estava frio e o yakisoba gelado. Entendo a chuva, mas quase duas horas é demais.
 | Primeira vez que peço sushi, minha colega de trabalho insistiu. Pedi um combinado pequeno pra experimentar. Chegou tudo no horário. Ainda não sei se gosto de peixe cru, vou tentar de novo outro dia.
taste; praise | Sou fã de japonesa e peço aqui há um ano, sempre na sexta. Hoje o arroz do sushi estava duro, parecendo de ontem, e sem tempero nenhum. O salmão estava bom. Espero que tenha sido só um dia ruim.
foreignBody | Peguei o temaki pra comer no almoço, dia de folga. Na segunda mordida senti algo estranho e era um pedaço de plástico filme dentro do arroz. Tirei da boca mastigado. Nojento.
praise | Estava chovendo forte e minha filha queria muito sushi no aniversário de 15 anos. Pedimos o barco de 80 peças pras amigas dela. Veio lindo, bem montado, tudo fresco. As meninas tiraram mil fotos antes de comer.
customisation | Segunda, jantar rápido antes da faculdade. Pedi o temaki sem cebolinha, que eu detesto. Veio com uma camada grossa de cebolinha por cima. Fiquei tirando com o hashi no ônibus.
raw | Pedi o combinado quente, com hot roll, guioza e frango teriyaki, pra minha mãe que não come nada cru. O frango teriyaki estava cru por dentro, rosado e borrachudo. Ela percebeu na primeira mordida. Justo o prato que deveria ser cozido.
mod:courier; courier; praise | Pedi às 21h pelo app, com entrega feita pelo próprio iFood. O entregador abriu a sacola na minha frente, pegou um sushi e disse que estava "conferindo". Achei um absurdo. A comida do restaurante estava ótima, o problema foi só o motoboy.
packaging | Pedi o combo de sashimi e temaki pra jantar com meu namorado. A caixa de sashimi chegou de cabeça pra baixo, tudo misturado com o shoyu que vazou. O temaki veio amassado. Deu pra ver que jogaram a sacola de qualquer jeito.
price | Peço sushi de vez em quando com meu marido, é nosso mimo do mês. Dessa vez o combinado de sempre passou de 110 pra 145 e a taxa de entrega foi 14 reais. Tá caro demais, vamos ter que parar.
praise | Pedi o yakisoba de frango numa quarta pra comer sozinho vendo jogo. Veio bem servido, legumes crocantes, molho na medida. Entrega em 30 minutos. Virou meu pedido fixo de quarta.
missingItem; service | Sábado almoçando com meus pais, pedimos o combinado que vem com molho tarê. O tarê não veio e mandei mensagem educadamente no chat. A resposta foi seca: "não podemos fazer nada". Nem uma desculpa.
warmDrink; praise | Pedi o combinado com duas latas de refri, dia de 35 graus. As latas vieram quentes, parecia que tinham ficado no sol. O sushi estava fresquinho e geladinho como deve ser.
mod:hate; taste | Sábado à noite, eu e meus amigos pedimos o combinado grande. O arroz veio empapado, desmanchando todo. Só pode ter um bando de viado na cozinha pra fazer uma porcaria dessas.
notDelivered; app | Pedi o combinado às 20h, no dia do meu aniversário. O rastreio do app ficou travado em "saiu para entrega" por uma hora e depois o pedido sumiu da tela. Nunca chegou. O restaurante diz que entregou ao motoboy.
taste | Pedi o hot roll de sempre com meu marido, numa sexta à noite. Veio encharcado de óleo, dava pra espremer. O cream cheese escorrendo e a massa mole. Antes era crocante e sequinho.
praise | Meu marido tem doença celíaca e vocês foram os únicos que mandaram shoyu sem glúten e avisaram no pacote. Tudo chegou etiquetado. Ele comeu tranquilo pela primeira vez em meses num delivery japonês. Muito obrigada pelo cuidado.
paidExtra | Pedi temaki com adicional de cream cheese e adicional de salmão grelhado, 8 reais a mais. Veio o temaki simples, sem nenhum dos dois. Era meu lanche pós-treino de sábado. Quero pelo menos o valor dos adicionais de volta.
praise | Sou de família libanesa e sou chata com esfiha. Pedi as de carne e de zaatar pra um café da tarde com minha mãe. Ela aprovou, disse que lembra as da minha avó. Massa fininha e recheio bem temperado.
taste; praise | Pedi 20 esfihas abertas de carne pro lanche do escritório. Estavam salgadas demais, todo mundo foi atrás de água. A massa é boa, mas o recheio não dava.
raw | Pedi o kafta no prato com arroz sírio num sábado no almoço. O kafta estava cru no meio, carne vermelha e fria. Mostrei pro meu marido e ele concordou. Tive que terminar de fritar na frigideira.
missingItem | Pedi o shawarma com batata e coalhada seca pra acompanhar, meu pedido de sempre. A coalhada não veio e nem o molho de alho. Liguei e disseram que vão mandar da próxima vez.
foreignBody | Jantar de quinta com meu filho, pedimos kibe frito e esfiha. Dentro de um kibe tinha um pedaço de unha. Sim, unha. Meu filho quase comeu.
delay; praise | Pedi as esfihas pro café da tarde às 16h, era visita da minha sogra. Chegaram 17h40, ela já tinha ido embora. As esfihas estavam gostosas, mas o momento passou.
spoiled | Pedi homus e babaganuche pra uma noite de petiscos com amigas. O homus estava azedo, borbulhando, claramente fermentado. O babaganuche com gosto de estragado também. Ninguém comeu.
pricePortion | Pedi o shawarma grande de 42 reais. Veio um pão enrolado com pouquíssima carne, era 80% alface e batata. Meu marido trabalha em obra e ficou com fome. Caro demais pelo que vem.
 | Noite de domingo, sem vontade de cozinhar, pedi uma porção de esfihas sortidas. Chegaram no tempo que o app disse. Comemos vendo o Fantástico.
allergy | Tenho doença celíaca e pedi o tabule porque o cardápio de vocês diz que é feito com quinoa. Veio com trigo. Passei três dias com crise intestinal. Se o cardápio diz quinoa, tem que ser quinoa.
cold; praise | Pedi o prato de frango com arroz sírio e batata frita numa segunda chuvosa. Chegou tudo frio. O sabor é bom, mas frio não rola.
wrongItem | Pedi 10 esfihas de queijo e 10 de carne pra festinha da minha filha. Vieram 20 de carne. Metade das crianças só come a de queijo. Ficou constrangedor.
praise | Pedi o combo família pro almoço de Páscoa. Veio kibe, esfiha, homus, tabule, tudo muito bem embalado e separado. Chegou 15 minutos antes do previsto. A família inteira elogiou.
customisation | Pedi o beirute sem tomate porque tenho gastrite e tomate me faz mal. Coloquei na observação. Veio cheio de tomate. Tive que desmontar o sanduíche inteiro.
courier; praise | Pedi esfiha pro jantar numa quarta. O entregador disse que não ia entrar no condomínio e que eu tinha que ir até o portão de fora, uns 500 metros. Estava chovendo e eu com bebê de colo, e ele ainda reclamou que eu demorei. A comida estava ótima.
poisoning | Comi o shawarma de frango de vocês no almoço de terça. À tarde comecei com cólicas fortes e à noite vomitei várias vezes. Foi a única refeição fora de casa. O médico falou em intoxicação alimentar.
wrongItem; unanswered | Sexta à noite com meu noivo, pedimos esfihas e kibe. Veio o pedido de outra pessoa, com outro nome no cupom. Liguei na loja pra avisar e ninguém atendeu, tentei o chat e nada. Ficamos com comida que não pedimos e sem a nossa.
packaging; taste | Pedido de almoço de sábado, kafta com arroz e fritas. A embalagem veio amassada e o arroz espalhado na sacola. O kafta estava seco e duro, parecia requentado.
praise | Meu pai está internado e o hospital liberou comida de fora. Pedi o charuto de repolho que ele ama e mandei entregar na recepção. Vocês embalaram direitinho e o entregador esperou a enfermeira descer. Ele chorou de emoção comendo. Obrigada.
price; praise | Adoro a esfiha de vocês, mas 9 reais uma esfiha de carne? Com a taxa de entrega, 10 esfihas deram quase 100 reais. Peço pro lanche da família no domingo e dessa vez pesou.
mod:noOrder | Dizem que esse restaurante usa carne de segunda e requenta a esfiha do dia anterior. Um amigo que trabalhou lá me contou. Nunca comprei e nem vou.
mod:app; app; praise | Fiz o pedido de esfihas e paguei no Pix pelo app. O pagamento não confirmou, o app cancelou, e quando refiz cobrou de novo. Fui cobrada duas vezes. As esfihas chegaram perfeitas, o problema é o aplicativo.
portion; praise | Pedi a porção de falafel com 12 unidades pro aperitivo com meu namorado. Vieram 7 bolinhos, contei duas vezes. O sabor estava ótimo, por isso mesmo queria os 12.
diet; service | Sou vegano e pedi a esfiha de espinafre, que o cardápio marca como vegana. Veio com queijo por cima. Perguntei no chat e disseram que "um pouquinho de queijo não tem problema". Tem sim.
general | Pedimos esfiha no sábado pra família. Decepcionante do começo ao fim. Já foi bom um dia, hoje não vale mais a pena.
melted; delay | Pedi dois açaís de 500ml com meu namorado numa tarde de 33 graus. Demorou 50 minutos pra chegar, e a gente mora a 2 km. Chegou tudo derretido, virou suco roxo.
praise | Açaí de domingo à tarde com minhas filhas, tradição aqui em casa. Veio cremoso, bem gelado, com os adicionais separados em potinhos. Capricharam na paçoca. As meninas já pediram pro próximo domingo.
paidExtra; portion | Sexta à noite, pedi açaí de 700ml pra assistir série, com adicional de Nutella e morango, 10 reais a mais. Não veio Nutella nenhuma. E o morango eram duas fatias contadas.
foreignBody | Fim de tarde depois da praia, pedi um açaí com granola e banana. No meio tinha uma formiga, depois achei mais duas na granola. Minha filha estava comendo comigo. Perdi totalmente a vontade.
wrongItem | Era pra mim e pra minha irmã dividir depois da academia. Pedi o copo de 500ml e veio o de 300ml, mas paguei pelo grande. Não deu pra ninguém.
 | pedi um açaí de 300 num dia normal de semana, no intervalo do trabalho. veio como eu pedi, com banana e granola. nada pra reclamar
spoiled | Pedi açaí com morango pra mim e meu marido num sábado. Os morangos estavam moles, com mofo branco em alguns. Jogamos os morangos fora e comemos só o açaí.
allergy | Sou intolerante à lactose e pedi o açaí puro, sem leite em pó e sem leite condensado, avisei na observação que é intolerância. Veio com leite ninho por cima e misturado. Tirei o que deu mas passei mal à noite. Dá pra ter mais cuidado.
praise | Estava com febre e sem apetite, só queria algo gelado. Pedi o açaí com banana e mel às 22h, quase fechando, e comentei na observação que estava doente. Chegou rapidinho, bem caprichado e com um bilhete escrito "melhoras". Fiquei muito feliz.
portion | Pedido de terça à noite, sobremesa depois da janta. O copo de 700ml veio pela metade, com uns três dedos de espaço vazio em cima. Os adicionais todos jogados no topo pra disfarçar.
delay; melted; service | Pedi às 15h num dia de muito calor, era a sobremesa do almoço de aniversário da minha mãe. Chegou 16h30, derretido. Liguei e a moça disse que "açaí é assim mesmo, derrete". Nem pediu desculpa.
packaging | Pedi dois açaís de 500 e uma tigela de cupuaçu. A tampa de um dos copos veio aberta e o açaí escorreu por toda a sacola, melando o resto. Estávamos com visita em casa e foi aquele vexame limpando a mesa.
price; praise | Pedi um açaí de 500 com três adicionais e deu 38 reais mais 7 de taxa. O açaí estava gostoso, mas sinceramente não vale tudo isso. Era pra mim depois da academia, vou voltar a fazer em casa.
customisation | Pedi o açaí com os adicionais separados, porque minha filha é pequena e não gosta de tudo misturado. Veio tudo jogado por cima, a granola já molenga. Ela não quis comer. Observação serve pra quê?
praise | Primeira vez pedindo aqui, tarde de sábado com a namorada. O açaí é bem grosso, não é aguado como nos outros lugares. Adicionais bem servidos e chegou geladíssimo. Vamos repetir.
missingItem; praise | Pedi dois açaís e uma água de coco pra minha esposa que está grávida. A água de coco não veio. Ela tinha pedido justamente por causa do enjoo. O açaí estava bom.
mod:offensive; wrongItem | Domingo, sobremesa depois do almoço. Pedi açaí com morango e veio com banana, que eu odeio. Ninguém nessa loja sabe ler, porra? Bando de anta.
poisoning; spoiled | Tomei o açaí com leite condensado na quinta depois do almoço. O açaí estava com um gosto meio azedo que eu ignorei. Umas duas horas depois comecei com diarreia forte e náusea. Meu namorado tomou do mesmo e também passou mal.
notDelivered | Pedi um açaí às 20h depois da faculdade. Às 21h o app disse que foi entregue, mas o entregador nunca apareceu. O porteiro confirmou que ninguém deixou nada. Continuo sem o açaí.
taste | Sou cliente fiel, peço açaí aqui quase todo dia de calor. Hoje veio aguado, parecendo que descongelou e congelou de novo, cheio de cristal de gelo. Não era o mesmo de sempre.
 | Pedi açaí pra mim e pro meu sobrinho que veio passar as férias aqui. Ele escolheu os adicionais, eu fiquei no básico. Chegou no tempo previsto. Ele ainda está decidindo se prefere o daqui ou o da cidade dele.
other=nota fiscal CNPJ; praise | Pedi açaí pelo app pro pessoal do escritório e preciso da nota fiscal com CNPJ pro reembolso da empresa. Pedi no chat e até agora não enviaram. O açaí estava perfeito, só preciso da nota.
praise | Chovendo forte, achei que ninguém ia entregar. Pedi açaí pras crianças que estavam entediadas em casa. O motoboy chegou encharcado mas o açaí veio sequinho e bem embalado. Deixei uma gorjeta extra, mereceu.
mod:threat; missingItem | Pedi 10 copos de açaí pra festinha do meu filho. Chegaram 6 e cobraram 10. Se não me devolverem a diferença até amanhã vou postar o endereço de vocês e a foto do dono em todos os grupos do bairro.
praise | Pedi açaí às 23h, saindo do plantão no hospital, e vocês já estavam quase fechando. Mesmo assim aceitaram e mandaram caprichado. Demorou uns 40 minutos, mas pelo horário achei justo. Obrigado pela atenção.
`,
);

/** Set CT: a month of reviews of one busy delivery kitchen, in a real store proportions. */
export const HELD_OUT_BY_OTHERS_CT = parseReviews(
  "blindCT",
  `
praise | comida caseira de verdade, tempero de mãe. virei cliente fiel
praise | marmita bem servida, deu pra almoçar e ainda sobrou pra janta
praise | top demais
praise | chegou rapidinho e bem quentinha, parabéns pessoal
delay | quase 1h30 pra chegar uma marmita em horário de almoço, perdi meu intervalo esperando
cold | chegou tudo frio, o arroz parecia que tinha saído da geladeira
missingItem | não mandaram talher, tive que comer com a colherzinha do café aqui do escritório
praise | parmegiana maravilhosa 😍😍
taste | feijão muito salgado hoje, não consegui comer
portion | a marmita P tá cada vez menor, veio uma colher de feijão e dois pedaços de frango
praise | melhor strogonoff da região sem dúvida
wrongItem | pedi frango grelhado e veio bife acebolado
customisation | escrevi SEM CEBOLA na observação, em maiúsculo, e veio cebola em tudo
praise | ótimo custo benefício, recomendo
praise; delay | comida boa como sempre mas hoje demorou demais
| ok
pricePortion | 32 reais numa marmita que é metade arroz. caro pro que vem
packaging | marmita veio virada, o caldo do feijão vazou e molhou o saco todo
praise | peço toda semana e nunca me decepcionou
missingItem | paguei o refri e não veio
paidExtra | paguei ovo frito adicional e não veio ovo nenhum
taste | bife duro que nem sola de sapato
raw | o frango veio cru por dentro, rosado perto do osso. joguei fora
foreignBody | achei um cabelo no meio do arroz, perdi a fome na hora
praise | x-tudo gigante e caprichado, vale cada centavo
cold; taste | a batata chegou fria e murcha
delay | 2 horas pra entregar. sacanagem
general | horrível. nunca mais
praise | a feijoada de quarta é sensacional, parabéns
mod:offensive; wrongItem | bando de incompetente do caralho, pedi parmegiana de frango e mandaram de carne
courier; mod:courier | o motoboy se recusou a subir e ainda foi grosso comigo no interfone
app; mod:app | o cupom sumiu na hora de pagar e o app cobrou o valor cheio
praise | muy rica la comida, llegó caliente y rápido. ¡gracias!
delay; cold; taste | took over an hour and arrived cold. the rice was ok but the chicken was really dry
mod:noOrder | nunca pedi aí mas a vizinha falou que acharam barata na cozinha deles. fica a dica
spoiled | a maionese da salada tava azeda, cheiro forte. não tive coragem de comer
poisoning | passei a noite com dor de barriga e diarreia, a única coisa que comi foi a marmita de vocês
allergy | sou celíaca, o cardápio dizia que a marmita fit era sem glúten e veio com farofa de rosca. to passando mal
praise | atendimento nota 10 e comida deliciosa
praise | bom
delay | previsão de 40 min, chegou com 1h10
wrongItem | veio o pedido de outra pessoa, com nome de outro cliente na etiqueta
praise; portion | comida gostosa mas a quantidade diminuiu bastante de uns meses pra cá
missingItem | faltou a salada que vem com o executivo
praise | o bife à parmegiana é o melhor que já comi no ifood
taste | arroz empapado, parecia papa
notDelivered | o app mostrou entregue e nada chegou aqui
praise | comida fresquinha, salada crocante, tudo bem temperado
price | taxa de entrega de 12 reais pra menos de 2km, absurdo
praise | amei!!!
customisation | pedi o bife bem passado e veio mal passado
packaging | a tampa da marmita veio aberta, metade da comida no saco
delay; unanswered | pedido atrasado, liguei 4 vezes na loja e ninguém atende
service | reclamei pelo chat e a atendente respondeu com ironia. falta educação
praise | sempre pontual, comida quente e saborosa
general | decepcionante
wrongItem | pedi marmita grande e veio a pequena
taste | frango à milanesa encharcado de óleo
praise | executivo de carne de panela maravilhoso, carne desmanchando
warmDrink | guaraná quente e sem gás
praise; missingItem | tudo delicioso, só esqueceram o suco
other=nota fiscal | pedi a nota fiscal pra reembolso da empresa, coloquei o cnpj na observação e não mandaram
delay; cold | atrasou 50 minutos e chegou gelado
praise | muito bom
portion | pouquíssima carne no executivo, vieram 3 tirinhas
praise | sou cliente há 2 anos, qualidade sempre a mesma. obrigada!
taste | a linguiça veio queimada, preta por fora
praise | marmita de domingo com frango assado é tudo de bom
praise | comida boa, preço justo
taste | strogonoff sem sal nenhum, sem gosto de nada
missingItem | não veio o sachê de ketchup nem de maionese
melted | o mousse de maracujá de sobremesa chegou derretido, virou suco
praise | entrega rápida, comida gostosa
mod:offensive; cold | comida fria de novo, vocês são uns merdas
diet | sou vegetariana, pedi a marmita veggie e o feijão tinha bacon
pricePortion | aumentaram o preço e diminuíram a marmita. assim não dá
praise | perfeito 👏👏
delay | pedi 11h30 pra comer no almoço, chegou 13h15. já tinha voltado pro trabalho
wrongItem | pedi x-salada e veio x-burguer
praise | a lasanha de sexta é imperdível
app; mod:app | o app não deixava rastrear o pedido, ficou travado em "preparando" até a hora que o motoboy tocou a campainha
notDelivered; mod:refund | o pedido nunca chegou e até hoje não recebi o estorno
taste | comida requentada, dá pra sentir que é de ontem
praise | bem servido e saboroso
general | péssimo
customisation | pedi o molho à parte e veio tudo encharcado de molho
praise; cold | o sabor é ótimo mas sempre chega morna
delay; wrongItem; unanswered; service | Vou contar o que aconteceu porque to muito chateada. Pedi duas marmitas às 12h, uma de frango grelhado com legumes pra mim e uma de bife pro meu marido. A previsão era 45 min e só chegou 13h40. Quando abri, as duas eram de bife. Tentei falar com a loja pelo chat, ninguém respondeu. Liguei e a moça disse "é o que tinha" e desligou na minha cara. Um desrespeito com quem pede sempre aqui.
praise | marmita fit muito saborosa, nada de comida sem graça
raw; poisoning | Pedi o executivo de frango ontem à noite. Na hora já achei o frango meio rosado por dentro, mas tava com fome e comi as bordas. De madrugada comecei a vomitar e passei o dia de hoje com diarreia. Fui no posto e o médico disse que provavelmente foi intoxicação alimentar. Por favor revisem o preparo do frango, isso é sério.
praise | o x-bacon é absurdo de bom
packaging | o suco vazou dentro da sacola e molhou tudo, o pão do lanche virou uma esponja
delay | demorou
praise | rápido e gostoso 👍
other=troco errado | paguei em dinheiro, pedi troco pra 100 e voltou troco pra 50
portion | a batata média parece porção kids
praise; price | muito bom mas tá ficando caro
missingItem | pedi 3 marmitas e vieram 2
praise | great homemade food, big portions and fast delivery. best lunch spot around here
wrongItem; missingItem | pedí milanesa de pollo y vino de carne, y tampoco mandaron la gaseosa
praise | tudo certinho, obrigada
spoiled | o feijão tava azedo, certeza que era de outro dia
taste | a carne de panela veio só gordura e nervo
praise | comida excelente, embalagem caprichada
cold | marmita chegou fria, tive que esquentar no micro-ondas do trabalho
mod:noOrder | isso aqui é tudo fake, as avaliações são compradas. o restaurante do lado é bem melhor
courier; mod:courier | motoboy me fez descer até a portaria na chuva e nem esperou, deixou a sacola no chão
praise | a melhor marmitaria do bairro
delay; app | o app dizia que o pedido tava a caminho fazia uma hora e o motoboy nem tinha saído da loja
foreignBody | tinha uma pedrinha no feijão, quase quebrei o dente
praise | sempre caprichado, até mandaram um bombom de brinde 🥰
wrongItem | veio coca zero, pedi coca normal
general | não gostei
taste | o pão do hambúrguer veio cru por dentro, massa grudenta
price | preços muito altos comparado com as outras marmitarias da região
praise | voltou o bife à rolê!!! obrigado 🙏
mod:hate; mod:offensive; delay | atendente viado do caralho, 1 hora pra mandar uma marmita
praise; taste | comida boa mas hoje o arroz veio meio duro
unanswered | mandei mensagem no chat perguntando se tinha opção sem lactose e nunca responderam
praise | excelente!
praise; pricePortion; packaging | Sou cliente desde a pandemia e sempre indiquei vocês pros colegas do escritório. O tempero continua ótimo, a carne de panela é a melhor da região. Mas de uns meses pra cá a marmita média encolheu, o preço subiu 5 reais e agora vem numa embalagem de isopor fininha que amassa toda no caminho. Hoje a tampa veio afundada e o feijão misturado com a salada. Fica o toque porque gosto de vocês.
delay; cold | demorou e chegou frio. o de sempre
praise | perfeito como sempre
missingItem | esqueceram a farofa de novo. terceira vez
warmDrink | o suco chegou quente, parecia que tinha ficado no sol
praise | atendimento pelo chat super atencioso, resolveram rapidinho um problema no meu pedido
taste | muito gorduroso, o prato tava boiando em óleo
notDelivered; courier; mod:courier | o entregador marcou como entregue e foi embora, não recebi nada
praise | chegou antes do previsto, tudo quentinho
delay; praise | el pedido tardó casi dos horas. la comida estaba buena pero así no
customisation | pedi sem feijão e veio com feijão. simples de seguir
praise | amo a marmita de frango com quiabo 😋
app; mod:app | paguei no pix pelo app, deu erro e cobrou duas vezes
diet | sou diabético, pedi o suco sem açúcar e veio adoçado
delay | uma eternidade pra chegar
praise | gostoso
general | uma porcaria
praise; courier; mod:courier | comida perfeita, só o entregador que foi mal educado
pricePortion | pouca comida pro preço que cobram
praise; missingItem | Ordered the executive plate with grilled fish. The fish was perfectly cooked and the rice and beans tasted homemade, but the salad was missing and there was no cutlery at all, which is a real problem when you order to the office.
paidExtra | paguei bacon extra no x-burguer e não tinha bacon nenhum
mod:threat; raw | segunda vez que o bife vem cru, sangrando. se acontecer de novo vou na vigilância sanitária e boto a cara de vocês no tiktok
praise | nota mil
taste | o tempero mudou, ficou sem graça. trocaram a cozinheira?
delay; other=loja cancelou pedido sem explicação | esperei 1h e a loja cancelou o pedido sem explicação nenhuma
praise | bom demais, chegou super rápido
| pedido de hoje: 2 executivos de frango
| primeira vez pedindo, vamos ver
praise | Pedi pela primeira vez pra minha mãe, que tá se recuperando de uma cirurgia e não pode cozinhar. Escrevi na observação pedindo comida sem pimenta e com pouco sal, e vocês não só respeitaram como mandaram um bilhetinho desejando melhoras. Comida deliciosa, quentinha e bem embalada. Ela amou. Vou pedir a semana toda, muito obrigada de coração.
mod:offensive; general | lixo de restaurante, vão se foder
`,
);

/** Set CU: a marketplace data team sample: short and long, plain and hard, safety, offensive and fake, marketplace matters, Spanish and English. */
export const HELD_OUT_BY_OTHERS_CU = parseReviews(
  "blindCU",
  `
praise | top demais 👏👏
praise | melhor açaí da região, sempre caprichado
| ok
| chegou. comi.
| primeira vez pedindo, ainda vou ver se peço de novo
praise | mds que coxinha é essa 😍
praise | entrega rápida, lanche bem montado e o molho da casa é sensacional. nota 10
| nada demais, marmita normal igual a qualquer outra
praise | vcs são brabos, tmj
praise | o atendimento pelo chat foi super atencioso, resolveram tudo rapidinho. obrigada Jéssica!
praise | achei que ia demorar pq tava chovendo mas chegou em 20 min, surpreendeu!
praise | sem cebola como pedi, bem passado como pedi. finalmente alguém que lê a observação
praise | a única coisa ruim foi que acabou rápido de tão bom 😂
praise | não achei cabelo nenhum, ao contrário do que falam por aí kkk, tudo limpinho e gostoso
praise | o dono me ligou pra pedir desculpa pelo atraso da outra vez e mandou sobremesa de cortesia. isso é respeito
| pedi o combo 2 com coca
praise | mto bom msm, recomendo dms
delay | 1h30 esperando. chegou, mas demorou demais
delay | nossa q rapidez hein, só 1h50 pra vir de 2 quadras daqui 👏👏
delay; cold | demorou quase 2h e a lasanha chegou gelada, tive q esquentar no micro
praise; delay | a comida é boa, mas o tempo de entrega é surreal. previsão 40 min e chegou com 1h20
delay; unanswered | atrasou mais de uma hora, liguei 4 vezes na loja e ninguém atende
delay; missingItem | demoro dmais e ainda veio faltano o refri
delay; app | o app ficou mostrando "saiu para entrega" por uma hora e nada de chegar
notDelivered | pedido consta como entregue e não recebi nada
notDelivered; unanswered | nunca chegou. mandei msg pro restaurante, zero resposta
notDelivered; mod:refund | não chegou e o ifood disse que não vai estornar pq "consta entregue". palhaçada
notDelivered; courier; mod:courier | entregador marcou como entregue e foi embora, a câmera do prédio mostra que ninguém veio aqui
cold; taste | batata murcha e fria
cold | que delícia comer pizza gelada às 23h, obrigado pela experiência
warmDrink | refri quente e sem gás
warmDrink | parabéns pela coca quente, amei 👍
warmDrink; missingItem | cerveja quente, e ainda faltou uma das latas
melted | o sorvete chegou virado sopa
melted; delay | o petit gateau chegou com o sorvete todo derretido, claro, demorou 1h
wrongItem | pedi x-tudo veio x-salada
wrongItem | veio o pedido de outra pessoa, com o nome de outra pessoa na comanda. e o meu?
wrongItem | pedi pizza grande e veio a média, mas cobraram a grande
wrongItem | sabor errado. era 4 queijos e veio frango com catupiry
customisation | pedi o ponto bem passado e veio mal passado
customisation | escrevi molho à parte e veio tudo afogado no molho
praise; customisation | gostoso, mas pedi sem tomate e veio com tomate. da próxima presta atenção
customisation | adorei a surpresa de cebola no meu lanche sem cebola 🙂
customisation | PEDI SEM PICLES. escrevi em maiúsculo. veio com picles. custa ler?
missingItem | faltou o guaraná
missingItem | cadê os sachês de ketchup? mandaram nada
missingItem | não veio talher nem guardanapo, comi com a mão
paidExtra | paguei 8 reais de bacon extra e não veio bacon nenhum
paidExtra | borda recheada de catupiry paga e a borda veio vazia
paidExtra | paguei o cheddar adicional pra enfeitar o cardápio né, pq no lanche não veio
portion | porção "pra 2 pessoas" que não dá nem pra 1
portion | pouquíssimo recheio, o pastel é só massa
price | taxa de entrega de R$ 14 pra 2km é sacanagem
pricePortion | aumentaram o preço e diminuíram a porção, 45 conto numa marmita que antes vinha cheia
pricePortion | R$ 38 em 6 peças de sushi. sério?
packaging | o caldo vazou e molhou a sacola toda
praise; packaging | comida perfeita, só a caixa da pizza veio amassada e o queijo grudou na tampa
packaging; cold | chegou tudo revirado dentro da embalagem e frio, parece que vieram chacoalhando
praise; packaging | nota 10 pro sabor, nota 0 pra embalagem, o açaí vazou metade
taste | sem sal nenhum, comida sem gosto
taste | pizza com a massa crua no meio
taste | hamburguer queimado, gosto de carvão
taste | muito gorduroso, pingando óleo
taste | não é que tava ruim, só não era o que eu esperava. faltou tempero
raw | frango cru por dentro, rosado. isso é perigoso
raw | a carne do espetinho veio crua por dentro, sangrando
raw; poisoning | a linguiça tava crua por dentro e passei mal a noite toda
spoiled | maionese azeda, cheiro horrível
spoiled | a lata de refri veio vencida desde março
spoiled; poisoning | o peixe tava com cheiro de podre, comi um pedaço e fiquei com dor de barriga o dia todo
foreignBody | tinha um pedaço de plástico azul dentro do hambúrguer
foreignBody | axei um cabelo na marmita, nojo
foreignBody; mod:threat | BARATA na salada!!! vou espalhar a foto em todos os grupos do bairro e acabar com essa espelunca
foreignBody; poisoning | tinha um fio de cabelo no feijão e ainda fiquei com diarreia
foreignBody | mordi uma pedra no feijão e quase quebrei o dente
poisoning | eu e meu marido passamos mal depois do jantar, diarreia a noite inteira
poisoning; mod:threat | meu filho passou mal depois do nugget de vcs. vou botar a cara de vocês no jornal e na internet, vão se arrepender
allergy | o prato dizia sem lactose e tinha queijo. sou intolerante e passei mal
allergy; customisation | escrevi na obs que tenho alergia a amendoim e veio amendoim no pad thai. podia ter me matado
allergy | sou celíaca e o risoto que no cardápio diz sem glúten tinha farinha de trigo no molho, passei o dia mal
allergy; customisation | meu filho tem APLV e o purê veio com leite, mesmo eu pedindo sem. ele teve reação
diet | sou vegetariana, pedi o burger de grão de bico e veio com bacon
diet; wrongItem | diabético aqui. pedi coca zero e mandaram coca normal
diet | pedi a opção vegana e veio com maionese comum, de ovo
mod:courier; courier | entregador grosso, jogou a sacola no portão e saiu sem falar nada
mod:courier; courier | motoboy se recusou a subir, moro no 3º andar e estou de muleta
courier; missingItem | o entregador abriu a sacola, o lacre tava rompido e faltava a batata
praise; courier | comida ótima como sempre. o problema foi o motoboy que ficou buzinando e gritando meu nome na rua às 23h
mod:offensive; mod:courier; courier | motoboy filho da p*ta abriu minha sacola e ficou comendo minhas batatas no caminho
mod:app; app | o app cobrou duas vezes no cartão
mod:app; app | o rastreio mostrava a moto parada no mesmo lugar há 40 min, app horrível
service | a atendente do whats foi super grossa comigo quando reclamei
service; wrongItem | veio errado e quando liguei a moça disse que o problema era meu
unanswered | liguei pra loja 5 vezes, ninguém atende
unanswered; missingItem | faltou a sobremesa, mandei msg no chat e até agora nada
praise; service | comida boa, atendimento péssimo
general | horrível
general | nunca mais peço
mod:offensive; delay | bando de incompetente do c*ralho, 2 horas pra entregar um lanche
mod:offensive; wrongItem | vcs são uns lixos, nem um pedido simples acertam
mod:offensive | vsf
mod:offensive; service; taste | o lanche tava uma bosta e a imbecil do telefone ainda riu da minha cara
mod:hate; service | a atendente é uma macaca, não sabe nem falar direito
mod:hate; general | restaurante de baiano só podia ser essa porcaria
mod:threat; notDelivered | se meu pedido não chegar em 10 min eu vou aí quebrar essa loja toda
mod:threat; raw | frango cru. sei onde vocês ficam, amanhã vou aí resolver pessoalmente e não vai ser conversando
mod:noOrder | nunca comprei mas dizem que a cozinha é imunda
mod:noOrder | minha vizinha falou que achou barata aqui, não peçam
mod:noOrder | nem provei, mas a hamburgueria do lado é mil vezes melhor, vão lá
mod:refund | já faz 20 dias e o estorno não caiu
mod:refund; missingItem | faltou o refri e o ifood só me devolveu em crédito, quero o dinheiro no cartão
mod:refund; wrongItem | veio o pedido errado e o app negou o reembolso
mod:refund; app | pedi reembolso pelo app, aprovaram e o valor sumiu. suporte só manda mensagem automática
other=nota fiscal | pedi nota fiscal na observação e não mandaram
other=pedido cancelado sem aviso | cancelaram meu pedido sem avisar nada, fiquei sem janta
other=troco errado | paguei em dinheiro e o troco veio faltando 20 reais
other=diferente da foto do cardápio | o lanche não tem nada a ver com a foto do cardápio
other=loja fechada aceitou pedido | a loja aceitou o pedido e depois disseram que já tinham fechado a cozinha
praise; delay; missingItem | vou ser sincero: o lanche é mt bom, carne suculenta, pão macio. mas demorou 1h15 e esqueceram a batata que eu pedi. se arrumar a entrega é 5 estrelas
taste; pricePortion | arroz empapado, feijão sem tempero, pouca carne e ainda 35 reais. não recomendo
praise; wrongItem; cold | 5 estrelas pro entregador que foi o único que prestou. o lanche veio errado e frio
delay; cold; taste; missingItem; unanswered; courier | Pedido feito às 19h30, chegou 21h10. Hambúrguer frio, batata murcha, e o refrigerante que paguei não veio. Tentei falar com a loja pelo chat e ninguém respondeu. O motoboy ainda reclamou que eu demorei pra descer. Experiência horrível do início ao fim.
praise; taste; portion | Sempre peço aqui e sempre foi ótimo, mas hoje desandou: o strogonoff veio com o arroz duro, a batata palha murcha e a porção bem menor que o normal. Não sei se mudou o cozinheiro. Espero que voltem ao padrão.
praise; customisation; packaging | amo a pizza de vcs de verdade, é a melhor do bairro. mas pela terceira vez pedi sem azeitona e veio com azeitona, e a caixa chegou toda amassada. tô ficando cansada
wrongItem; diet; service | Pedi a marmita fit sem arroz (faço low carb) e veio a marmita normal com arroz e farofa. Liguei e a atendente disse "é só tirar o arroz, moço". Não é assim que funciona, paguei mais caro pela fit.
spoiled; poisoning | comprei o frango xadrez, o molho tava com gosto fermentado, azedo mesmo. comi metade sem perceber e de madrugada comecei a vomitar. fica o alerta
praise | Pedi pro aniversário da minha mãe, chegou tudo certinho, bem quentinho e ainda mandaram um bilhetinho de parabéns. Ela amou. Obrigado demais, de coração
| Pedi o prato executivo de frango. Veio arroz, feijão, salada e o filé. Entrega dentro do horário previsto.
praise; price | é gostoso, não vou mentir, mas tá caro pra caramba
praise | Muy rico todo, llegó calentito. Volveré a pedir
delay; cold | Tardó más de una hora y la comida llegó fría. Una pena
wrongItem | Pedí una hamburguesa de pollo y me mandaron una de carne
allergy | Soy alérgico al maní y el plato tenía maní, en la descripción no decía nada
missingItem | Faltó la gaseosa
mod:courier; courier | El repartidor fue muy maleducado, me gritó porque no encontraba el edificio
| Normal, nada especial
praise; pricePortion | Sabroso pero carísimo para lo poco que viene
mod:offensive; general | Qué asco de lugar, son unos inútiles de mierda
foreignBody | Encontré un pelo en la pizza 🤢
mod:refund | Cancelaron el pedido y todavía no me devolvieron la plata, ya pasaron 2 semanas
praise | Best burger I've had in São Paulo, honestly
delay | super fast delivery... only took 2 hours 🙃
customisation | asked for no onions, got extra onions lol
raw | chicken was pink inside. not ok
poisoning | Got food poisoning after the shrimp, spent the whole night in the bathroom
mod:app; app | The app kept rejecting my foreign card, had to try 5 times to pay
| It was fine.
praise; packaging | Food was great but the soup leaked all over the bag
diet | I'm vegan and the "vegan" bowl came with cheese on top
notDelivered; mod:refund | order never showed up and support says no refund. ridiculous
`,
);

/** Set CV: small cities of every region in their own voices, with safety cases, offensive ones and traps. */
export const HELD_OUT_BY_OTHERS_CV = parseReviews(
  "blindCV",
  `
delay; cold | oxe, pedi um pastel de carne de sol 19h e só chegou quase 21h, frio que só. assim não dá não visse
praise | égua, que açaí pai d'égua! grosso, sem água nenhuma, com farinha de tapioca do jeito que eu gosto. de rocha o melhor de Santarém
wrongItem | pedi x-caboquinho e me mandaram um x-salada simples mano, nada a ver com o q eu pedi
missingItem | veio os espetinho de frango mas a farofa e o vinagrete que tava no pedido não vieram
customisation | bah, pedi o xis SEM ervilha, escrevi em maiúsculo na observação e veio cheio de ervilha tchê
paidExtra | paguei 6 reais de adicional de catupiry na pizza de frango e não veio catupiry nenhum
portion | a marmita P veio com uma colherzinha de feijão e três tirinha de carne, comida de passarinho
pricePortion | uai, 38 conto num empadão goiano desse tamanho? tá mais pra empadinha sô, antes vinha bem maior
price | taxa de entrega de 12 reais pra uma pastelaria que fica a 2km daqui de casa, tá doido
packaging | o caldo de mocotó vazou todinho na sacola, a tampa veio mal fechada e sujou o chão da cozinha
taste | pastel encharcado de óleo, pingava gordura quando apertava, massa mole. muito ruim
raw | o espetinho de frango tava rosado e soltando sangue por dentro, cru mesmo. joguei fora
spoiled | o vinagrete tava azedo, cheiro de coisa passada de ontem. quem come isso?
foreignBody | achei um cabelo enorme no meio do baião de dois, perdi a fome na hora
poisoning | comi o x-tudo ontem a noite e passei a madrugada vomitando, eu e meu marido. só comemos isso o dia todo
allergy; customisation | avisei na observação que sou alérgica a camarão e pedi o acarajé sem camarão, veio com camarão seco por cima. tive que tomar antialérgico correndo
diet | sou vegetariana faz 10 anos, pedi a pizza vegetariana e tinha pedaço de presunto no meio dela
courier; mod:courier | o motoboy do ifood foi grosso demais, jogou a sacola por cima do portão e saiu resmungando
app; mod:app | o cupom de 15 reais não aplicou de jeito nenhum no aplicativo, tive que pagar cheio. problema do app né
service | liguei pra saber do pedido e a moça atendeu com uma ignorância, disse que se eu não quisesse esperar era só cancelar
delay; unanswered | pedido atrasado 40 minutos, mandei umas 5 mensagens no chat da loja e ninguém respondeu nada
general | horrível, nunca mais peço daqui
notDelivered | o app marcou como entregue e o lanche nunca chegou aqui em casa, fiquei sem janta
warmDrink | o guaraná jesus veio quente e sem gás nenhum, parece que ficou no sol
melted | o sorvete de cupuaçu chegou virado sopa, tudo derretido no pote
mod:offensive; delay | bando de lerdo do caralho, 1h30 pra assar 4 espetinho
praise | demorou uns 50 min mas era dia de chuva e eles avisaram antes, lanche chegou quentinho e muito gostoso, parabéns
praise | veio sem o sachê de ketchup mas nem uso mesmo. a coxinha tava perfeita, massa fininha e muito recheio
| a pizza chegou morna mas fui eu que demorei meia hora pra descer, culpa minha
mod:noOrder | nunca pedi daí mas meu cunhado disse que viu rato na cozinha dessa pastelaria, fica a dica
mod:refund; app | pedido cancelado faz 15 dias e até agora o ifood não fez o estorno, dinheiro sumiu
| ok
praise | tchá por Deus que maria isabel boa, bem temperada e veio bastante. recomendo demais
taste | a galinhada veio salgada que não dava pra comer, parece que virou o saleiro dentro
delay | 2 horas pra entregar um cachorro quente, entrega relâmpago hein 🙄
cold; taste | as batata chegaram fria e murcha, parecia borracha
wrongItem | vieram dois pastel de queijo, eu pedi um de queijo e um de frango com catupiry
customisation; taste | pedi o molho à parte e veio tudo derramado em cima, o pão do xis virou uma papa
paidExtra | coloquei borda recheada de cheddar, paguei 10 reais a mais e a borda veio oca, sem nada
pricePortion | o pastel aumentou de 9 pra 13 e o recheio diminuiu, agora é só vento
portion | o espeto de carne vem com 4 pedacinho mirrado, já foi bem mais servido
packaging | a caixa da pizza veio toda amassada, a pizza grudou inteira na tampa
foreignBody | tinha um pedaço de plástico duro dentro do bolinho de estudante, quase quebrei o dente
spoiled | o creme de cupuaçu tava azedo, gosto de estragado, me deu foi nojo
raw | a isca de tambaqui veio crua no meio, mole e transparente por dentro, peixe cru frito por fora só
poisoning; spoiled | o tacacá tava com um gosto estranho, azedo, e depois fiquei com diarreia o dia todo
allergy | tenho intolerância a lactose e perguntei no chat se o escondidinho tinha queijo, disseram que não. tinha requeijão por baixo, me deu crise mesmo tomando lactase
diet | sou diabética e o suco de caju "zero açúcar" veio doce que nem melado
courier; praise | o entregador não quis subir e ainda me chamou de lerda no interfone. o lanche em si tava bom
app; mod:app | o app ficou mostrando o motoboy parado no mesmo lugar por meia hora, esse rastreamento não funciona
service | pedi pra trocar a bebida pelo chat e o rapaz respondeu "se vira", que falta de educação
unanswered; other=troco | o troco veio faltando 20 reais, liguei 3 vezes no número da loja e ninguém atendeu
general | pior lanchonete da cidade, decepção total
notDelivered | esperei 2h e o pedido nunca chegou, cancelaram sozinho sem me avisar nada
warmDrink | a cerveja veio quente, pedi estupidamente gelada e chegou que nem chá
melted | pedi um sundae e chegou só a calda boiando, o sorvete derretido todinho
mod:offensive; wrongItem | vocês são uns burro, pedi de calabresa e veio de atum, é tão difícil ler porra
mod:hate; mod:offensive; wrongItem | bah, trocaram meu pedido de novo, tinha que ser esses paraíba que trabalham aí, tudo burro
mod:threat; delay | se atrasar mais uma vez eu vou aí e quebro essa budega toda, tô avisando
praise | pamonha de sal com queijo e linguiça, tá de parabéns uai, igualzinha da roça
praise | sei que o preço subiu, tá tudo caro né, mas continua valendo a pena, marmita caprichada demais
praise | o xis coração é tri bom, enorme e bem servido, e chegou rapidinho. nota 10 tchê
delay; service | atrasou uma hora e quando reclamei a atendente disse que a culpa era minha por pedir na sexta
delay; cold; missingItem | demorou uma eternidade, a marmita chegou fria e faltou o refri que eu paguei
wrongItem | veio o pedido de outra pessoa, com nome de outra cliente no papel. nem era minha rua
customisation | falei pra tirar a cebola do espetinho misto, veio lotado de cebola
taste | a massa da pizza tava crua, grudando no dente, borda branquela sem assar
price | o açaí daqui é o mais caro da cidade, 30 reais o de 500ml, pode baixar isso aí
packaging | a sacola veio rasgada e o refrigerante abriu, molhou os pastel todo
taste | pizza sem sal e sem gosto de nada, sem tempero nenhum, parecia papelão
raw | o frango à passarinho veio cru perto do osso, vermelho. isso é perigoso gente
spoiled | o pão do cachorro quente tava mofado, com bolinha verde. passou da validade com certeza
foreignBody | pedra no feijão da marmita, quase quebrei o dente de trás
foreignBody | tinha um mosquito no meio do açaí, bem em cima da granola
poisoning | toda a família passou mal depois da galinhada, diarreia em todo mundo, só pode ter sido a comida
allergy | meu filho tem APLV, avisei no pedido, e o hambúrguer veio com queijo por dentro da carne. ele empolou todo
diet | pedi a opção sem carne pro meu pai que não come carne na quaresma e veio com carne moída no meio
courier; praise | o motoboy chegou mal humorado, reclamou do troco e jogou o saco na minha mão. a pastelaria em si é boa
service; unanswered | no balcão me trataram com desdém e no zap da loja ninguém responde nunca
general | não gostei, não recomendo
notDelivered; courier | o motoboy entregou no prédio errado e marcou como entregue, fiquei sem o pedido
| pedido normal, nada demais
| comi
praise | melhor sorveteria de Cuiabá, sorvete de bocaiúva maravilhoso, nunca decepciona
praise | égua mana, o x-caboquinho daqui é o melhor de Manaus, tucumã fresquinho e coalho no ponto
mod:offensive; delay; cold | demoraram pra caralho e a comida veio fria, vão se foder
mod:noOrder | gente, vi no grupo da cidade que a marmitaria reaproveita comida que volta, nunca comprei mas não comprem
praise | o motoboy atrasou uns 10 minutinho mas avisou pelo chat, de boa. lanche ótimo
praise | a embalagem amassou um pouco na viagem mas nada vazou, o caldo tava uma delícia
cold | sopa de feijão gelada, chegou tão fria que dava pra servir de sobremesa
wrongItem | pedi a pizza grande e veio a média, e cobraram a grande
other=pedido agendado chegou cedo | agendei pra 12h e o pedido chegou 10h30, a comida ficou esperando até o almoço
service; praise | comida boa mas a menina do caixa atende de cara fechada, sem boa noite nem nada
unanswered; missingItem | faltou o guaraná, liguei na loja 4 vezes e ninguém atendeu
pricePortion; taste | o pastel tá mais caro e agora vem com menos carne e massa grossa, piorou muito
general | lixo de lugar, vergonha
mod:offensive; service | atendente porca e mal educada, desligou o telefone na minha cara
other=nota fiscal | pedi nota fiscal no nome da empresa e disseram que não emitem, absurdo
other=cardápio desatualizado | metade do cardápio no app não tem, ligam depois dizendo que acabou. atualiza esse cardápio aí
praise | meu filho é alérgico a amendoim e eles ligaram pra confirmar que o açaí ia sem paçoca, gostei muito do cuidado
other=loja fechada | o app mostrava a loja aberta, pedi e a loja tava fechada, só cancelaram depois de 40 min
praise; taste | o espetinho de queijo coalho tá ótimo mas o de carne veio duro demais, parecia sola de sapato
praise; portion | pizza saborosa mas a broto veio pequenininha, dava pra comer em duas mordida
praise; delay | comida boa como sempre, mas dessa vez demorou demais
mod:offensive; taste | que merda de hambúrguer, carne seca, cozinheiro incompetente do caralho
mod:threat; foreignBody | achei barata na marmita, vou expor vocês no grupo da cidade inteira com foto e nome do dono, esperem
mod:hate; service | atendente baitola e mal educado, me mandou esperar sentada
courier; mod:courier | entregador do app mal educado, pediu pra eu descer 4 andar e ainda reclamou que não dei gorjeta
app; mod:app | o ifood cancelou meu pedido sozinho dizendo que o pagamento não foi aprovado, mas o dinheiro saiu da conta
mod:refund; wrongItem | o pedido veio errado e o app negou meu reembolso, disse que não tenho direito. cadê meu estorno ifood
warmDrink | piá, o mate gelado chegou morno e o refri sem gás nenhum, bebida horrível
melted; delay | pedi picolé e sorvete de massa, demorou 1h e chegou tudo derretido, uma papa
wrongItem; customisation | pedi o sanduíche de frango sem maionese, veio de carne e cheio de maionese, erraram tudo
missingItem | faltou os talher e os guardanapo, quase comi a marmita com a mão
missingItem | o molho de alho que vai junto do espetinho não veio, sem ele não tem graça
paidExtra | pedi com bacon extra, paguei 5 real, procurei com lupa e não achei bacon nenhum
portion | açaí de 700 veio pela metade do copo, assim fica difícil
pricePortion | marmitex de 22 reais com mais arroz do que tudo, carne que é bom só dois pedaço. não compensa
price | 4 reais de taxa de embalagem? cobrar pela embalagem é sacanagem
packaging | o açaí veio todo derramado, copo sem tampa direito, metade ficou na sacola
delay; taste | vixe, uma hora e meia esperando e quando chegou o bolinho de bacalhau tava murcho e borrachudo
taste; praise | o sorvete de tapioca é bom demais, mas o de graviola tá aguado, parece raspadinha
notDelivered; unanswered | a entrega sumiu, o pedido nunca chegou e a loja não responde no chat nem no telefone
cold; warmDrink | o x-egg chegou frio e a coca quente, combinação perfeita né 🙄
mod:offensive; portion | seus mão de vaca do inferno, 4 pastelzinho do tamanho de um dedo, vão se lascar
spoiled; poisoning | o frango da marmita tava com cheiro de podre, comi um pouco sem perceber e fiquei com dor de barriga e vômito
raw | o hambúrguer artesanal veio cru no meio, carne fria e vermelha por dentro, nem pedi mal passado
praise | vixe, que pastel arretado! massa sequinha, crocante, recheio farto de carne de sol com queijo. virei cliente
| pedi pra minha mãe, ela que vai dizer se gostou
general; mod:offensive | vocês não prestam, bando de incompetente, nunca mais
delay; courier | o lanche ficou pronto rápido mas o motoboy ficou rodando pela cidade com outros pedidos e chegou 1h depois
packaging; cold | a marmita veio com a tampa aberta, tudo revirado na sacola e frio
pricePortion | caro e pouco, 15 reais num espetinho que some na boca
diet; customisation | avisei que sou vegano e pedi o acarajé sem camarão e sem vatapá, veio com os dois
allergy; customisation | sou alérgico a amendoim e a paçoca veio misturada no açaí mesmo eu pedindo sem, tive que ir pro posto
unanswered | mandei mensagem pedindo pra confirmar o endereço e nunca responderam
mod:app; app | o app não aceita pix de jeito nenhum, trava na hora de pagar, perdi a hora do almoço tentando
mod:courier; courier | o entregador abriu minha sacola na minha frente pra ver o que tinha, achei um absurdo
mod:noOrder | meu vizinho trabalhou aí e falou que a cozinha é imunda, nunca pedi mas deixo avisado
praise | espetinho de queijo coalho com melado, coisa de outro mundo. o de Campina é o melhor visse
praise | pai d'égua o tacacá, jambu tremendo a boca, tucupi quente e camarão grande. entrega rápida também
praise | nó, que marmita boa sô! feijão tropeiro caprichado, chegou pelando de quente
| o açaí veio um pouquinho mole mas é normal com esse calor de Palmas, nem esquento
praise | esqueceram o guardanapo mas tenho em casa, não faz falta nenhuma. o pastel é o melhor da cidade
mod:threat; wrongItem | vieram de novo com o sabor errado, da próxima vez o motoboy apanha no portão
praise; missingItem | os espetinhos tavam ótimos mas não mandaram a mandioca frita que tava no combo
delay; notDelivered | o pedido ficou 3h em preparo e nunca saiu, acabei comendo miojo
wrongItem | veio sorvete de morango, eu pedi de pitaya
taste | bah, o xis tava com gosto de requentado, pão duro e carne dura
praise | ixi, o bolo de arroz daqui é igualzinho o da vó, cuiabano de verdade aprova
`,
);

/** Set CW: angry, sarcastic and funny customers, and reviews that only look angry. */
export const HELD_OUT_BY_OTHERS_CW = parseReviews(
  "blindCW",
  `
delay; cold | parabéns pela entrega, deu tempo de eu assistir o filme inteiro e a pizza chegou na temperatura da geladeira 👏👏
taste | parabéns pela pizza de papelão, a caixa tinha mais sabor que a massa
delay | entrega relâmpago, só 2 horas 🙄
praise | que ÓDIO dessa hamburgueria, agora não consigo pedir de nenhum outro lugar 😡😡 melhor burger da cidade
praise | tô revoltada, comi a marmita inteira e ainda raspei o pote. quem autorizou ser tão gostoso??
portion | a porção de batata veio com 7 palitos, eu contei. sete. vou emoldurar
missingItem | pedi uma coca e veio... nada. será que a coca tá vindo a pé? 🤔
customisation | escrevi SEM CEBOLA em caixa alta e veio cebola pra alimentar uma família. alguém lê as observações ou é só decoração?
praise | kkkkk chegou antes de eu terminar de pagar, vcs tem teletransporte? lanche perfeito
taste | o frango tava tão salgado que minha pressão subiu só de olhar 🧂🧂🧂
wrongItem | pedi calabresa e veio marguerita, foi tipo amigo secreto, obrigado pela emoção
packaging | o açaí chegou fazendo tie-dye no saco inteiro, ficou lindo, pena que era pra comer
melted | pedi sorvete e recebi sopa de sorvete. inovação gastronômica 🍦➡️🥣
warmDrink | refrigerante quente e sem gás, praticamente um chá de guaraná. obrigado
pricePortion | R$ 42 num hambúrguer do tamanho de uma moeda de 1 real. é hambúrguer ou é joia?
price | taxa de entrega de 15 reais, o motoboy veio de helicóptero?
praise | melhor strogonoff da vida, minha sogra ficou com inveja e ela nunca elogia nada 😂
raw | o frango veio tão cru que ainda dava pra ouvir ele cacarejar 🐔
foreignBody | achei um cabelo na lasanha. pelo menos era ruivo, combinou com o molho 🙃
general | experiência inesquecível, infelizmente. nunca mais
notDelivered | o app diz que foi entregue. deve ter sido pro meu eu de um universo paralelo, porque aqui não chegou nada
delay; praise | demorou uns 50 min mas valeu cada minuto, que parmegiana é essa meu deus
praise | sério, vcs são um perigo. pedi 3 vezes essa semana e minha carteira tá chorando 😭😭 coxinha perfeita
courier; mod:courier | o entregador se recusou a subir, disse que não é elevador. moro no 2º andar, amigo, não no Everest
app; mod:app | o cupom sumiu na hora de pagar, tipo mágica. o app é um show de ilusionismo 🎩
unanswered | liguei 5 vezes, mandei msg no chat, mandei sinal de fumaça. nada. tem alguém vivo aí?
service | o atendente me respondeu "se não gostou pede em outro lugar". que simpatia, merece prêmio de atendimento 🏆
mod:offensive; delay | bando de incompetente, 1h40 pra entregar um pastel. vão trabalhar seus lerdos
taste | a pizza tava tão dura que usei pra calçar a mesa. finalmente a mesa parou de balançar, obrigado!
taste | o hambúrguer tava mais seco que o deserto do Saara 🐪
praise | eu queria reclamar de alguma coisa mas não consigo. tudo perfeito, de novo. chato isso 😒😂
| pedi de novo
spoiled | a maionese tava com cheiro de quem já viu dias melhores. azeda total, joguei fora
poisoning | comi o sushi à noite e passei a madrugada abraçado com o vaso. obrigado pela dieta forçada
allergy | avisei que sou alérgica a camarão e veio camarão no risoto. querem me matar? quase fui parar no hospital
diet | sou vegetariano, pedi o burger vegetal e veio de carne. obrigado por decidir minha dieta por mim 🙃
paidExtra | paguei bacon extra e o bacon deve ter ficado com saudade de casa, porque não veio
missingItem | não mandaram talher. comi o yakisoba com a mão igual homem das cavernas 🦴
delay; cold; praise | chegou frio e atrasado e mesmo assim tava bom demais, imagina quente kkk
praise | 5 estrelas porque não tem 6 ⭐⭐⭐⭐⭐
pricePortion | o preço aumentou e o pastel diminuiu. é a inflação ou o pastel tá de dieta?
portion | comi um pastel de vento, literalmente. o recheio é lenda urbana
packaging | a caixa chegou toda amassada, a pizza virou calzone 🍕➡️🌮
wrongItem | veio o pedido de outra pessoa. espero que a Fernanda tenha gostado do meu xis
praise | CHOCADA. o melhor açaí que já comi, veio caprichado, nem parecia delivery
taste | arroz empapado, feijão sem sal, carne sola de sapato. um trio de respeito
delay; unanswered | pedido "em preparo" há 1h30. preparo do quê? tão plantando o trigo? e ninguém responde o chat
customisation | pedi a carne mal passada e veio bem passada. pra que tem a opção então? decoração?
praise | meu Deus que coisa horrorosa... de tão boa que eu chorei. melhor feijoada do bairro
mod:noOrder | nunca pedi aí mas dizem que a cozinha é cheia de barata. ninguém merece
mod:threat; notDelivered | 3 horas esperando. se meu pedido não chegar hoje eu vou aí pessoalmente e vocês vão ver o que é bom
praise | o entregador foi tão educado que quase chamei pro almoço. comida top tbm 👍
general | nota zero. se tivesse nota negativa eu dava -10
taste | pizza mais engordurada do mundo, passei no cabelo e economizei o creme 💆‍♀️
cold | a sopa chegou gelada. achei que tinha pedido gaspacho 🥶
warmDrink | a cerveja veio quente. cerveja quente devia ser crime previsto na constituição
praise | minha única reclamação: acabou rápido demais 😭 parabéns ao chef
missingItem | cadê o cheddar? pedi batata com cheddar e veio batata com saudade de cheddar
raw | o frango do xis tava rosado por dentro, sangrando mais que filme de terror 🩸
foreignBody | veio um brinde no meu açaí: um pedaço de plástico. adorei a surpresa, tipo kinder ovo
spoiled | o peixe do sushi tava com cheiro de 3 dias atrás. peixe velho só é bom em piada
price | R$ 18 num suco de laranja. a laranja veio importada da Disney?
delay | pedi o almoço e chegou na janta. pelo menos não precisei pedir a janta né 👍
delay; cold | "entrega em 30 min" — 30 min de qual planeta? chegou com 1h15 e tudo frio
courier; mod:courier | o lacre da sacola veio rompido e faltava metade das batatas. o motoboy tava com fome também? bom apetite pra ele
app; mod:app | paguei no pix, o app disse que não passou e cobrou de novo. esse app é uma piada e eu não tô rindo
mod:refund | pedido cancelado há 15 dias e até agora nada do estorno. meu dinheiro foi passear e não voltou
service | perguntei se tinha opção sem lactose e a moça riu da minha cara no telefone. adorei o stand-up
praise | não sei quem é o pizzaiolo mas quero casar com ele 💍🍕
praise | comida de vó. me senti com 8 anos de novo almoçando no domingo. obrigada ❤️
taste | sem tempero nenhum. o sal foi de férias e levou a pimenta junto
general | que decepção. esperava muito mais
pricePortion | 60 conto num combinado de 12 peças? cada peça custa mais que meu almoço
portion | a "porção família" deve ser pra família de formigas 🐜
packaging | o caldo vazou todinho, a sacola virou piscina. trouxe até boia 🏊
praise | embalagem linda, tudo quentinho, veio até bilhetinho. assim vocês me mimam 🥹
wrongItem | pedi pizza grande e veio broto. ou a pizza encolheu na viagem? 🤏
delay; praise | demorou pra caramba, mas quando chegou eu esqueci de tudo. perdoados 😂
mod:offensive; taste | que merda de comida, sério. nem porco comeria isso. cozinheiro de m*
| primeiro pedido, vamos ver
praise | o bolo de pote é tão bom que escondi do meu marido 🤫
taste | pão dormido, alface murcha, carne dura. o combo da tristeza 😩
customisation | pedi o molho à parte e veio tudo afogado no molho. era pra ser lanche ou piscina?
missingItem | pedi 2 pastéis, veio 1. o outro fugiu? chama a polícia 🚓
delay; taste | 1h de espera pra comer uma pizza com a massa crua no meio. maravilha
raw | pedi salmão grelhado e veio cru por dentro. se eu quisesse sashimi tinha pedido sashimi
praise | olha, eu sou chato, reclamo de tudo. não achei nada pra reclamar. isso me deixa bravo 😤 nota 10
notDelivered; unanswered | meu pedido sumiu igual pai que foi comprar cigarro. e ninguém da loja responde
app; mod:app | o app travou 3x e o rastreamento mostrava o motoboy no meio do mar. ele veio de jet ski?
praise | brigadeiro gourmet de verdade, não é só marketing. parabéns!! 👏
price | 12 reais de taxa pra entregar a 2 quadras. vou começar a buscar de patinete
service | pedi pra trocar e me trataram como se eu tivesse pedido um rim. atendimento nota 0
delay | demorou tanto que meu filho fez aniversário enquanto eu esperava. 2h de relógio
melted | o milkshake chegou líquido, virou leite com chocolate. pedi milkshake, não toddynho
praise | achei que ia ser mais um burger de instagram, bonito e sem gosto. me enganei. bonito E gostoso
taste | pizza com borda de carvão, sabor churrasco queimado. inovador
paidExtra | paguei 8 reais na borda recheada e a borda veio vazia. era recheada de ar?
foreignBody | tinha uma pedra no feijão. quase quebrei um dente. vão pagar meu dentista? 🦷
spoiled | o iogurte da salada de frutas tava vencido há uma semana. nostalgia não é ingrediente
diet | sou diabética, pedi refri zero e veio normal. quer me mandar pro hospital de graça?
allergy | sou celíaca, pedi sem glúten, avisei que é doença e não frescura. e veio pão comum. sério?
praise | melhor atendimento do app. a menina do chat é um amor, resolveu tudo em 2 min
mod:offensive; service | atendente grossa pra c*ralho. vai tomar no c* você e essa loja
cold; praise | o sabor é 10, mas chegou mais frio que coração de ex 🥶
pricePortion | pelo preço que paguei esperava no mínimo um filé, veio uma lasquinha 🤡
delay | "saiu para entrega" há 50 minutos. o motoboy tá vindo de carroça? 🐴
general | pior lanche que já comi na vida, e olha que eu já comi lanche de rodoviária
wrongItem | pedi de frango e veio de carne. pelo menos agora sei como é a comida do vizinho kkk
missingItem | esqueceram os sachês de ketchup. batata sem ketchup é crime
taste | a lasanha tava tão gordurosa que dava pra ver meu reflexo 🪞
delay; cold; missingItem | demorou 1h30, chegou frio e sem o refri. conseguiram errar tudo, impressionante, é talento
praise | gente... GENTE. que lanche. tô sem palavras 🤯
customisation | pedi sem picles e veio picles em dobro. é pegadinha?
price | a conta deu o preço de um rim. uma marmita. UMA
courier; mod:courier | o motoboy me xingou porque demorei 1 minuto pra descer. calma, campeão
other=nota fiscal | pedi nota fiscal 3 vezes e nada. nota fiscal aqui é tipo unicórnio?
other=troco errado | paguei em dinheiro, pedi troco pra 100 e mandaram troco pra 50. matemática criativa
praise | quentinha, cheirosa, bem servida. parece até que vocês gostam do cliente 😂
portion; taste | pouca carne e muito osso. e o pouco que tinha tava duro que nem pneu
delay; praise | a entrega é lenta que dói, mas o sushi compensa. já virei freguês
poisoning | depois do hot dog passei 2 dias no banheiro. obrigado pelo detox gratuito 🚽
praise | quem reclama que é caro nunca comeu aqui. porção gigante e saborosa, vale cada centavo
mod:noOrder | meu primo trabalhou aí e disse que reaproveitam comida de um dia pro outro. fiquem espertos
packaging | o suco chegou pela metade, a outra metade tava na sacola. tampa decorativa né
taste | o pão tava cru por dentro, grudando no dente. pão de lanche ou massinha de modelar?
notDelivered | marcaram como entregue e eu aqui com fome olhando pro portão 🚪 alô?
delay | rapidíssimo, só 1h50 pra um açaí. foram colher o açaí na Amazônia?
praise | eu odeio vcs. engordei 3 kg esse mês por culpa desse hambúrguer. continuem assim 😡❤️
general | tudo errado. absolutamente tudo. parabéns, é difícil
taste | o molho tava mais ácido que meus comentários, e olha que eu sou ácido
wrongItem; missingItem | veio pizza de atum no lugar da de frango e cadê o guaraná? 2 erros num pedido só, tá de parabéns
praise | minha gata tentou roubar o frango da minha mão, até ela aprovou 🐱 nota 10
unanswered | mandei mensagem perguntando do pedido e recebi o vácuo. o vácuo responde mais rápido que vocês
mod:offensive; wrongItem | vcs são burros ou o quê? pedi de queijo e veio de presunto PELA TERCEIRA VEZ
| alguém sabe se abre domingo?
praise | tava preparado pra odiar, pizza de delivery sempre decepciona. me desarmou 🍕🏳️
pricePortion | aumentaram 5 reais e tiraram o ovo do x-tudo. agora é x-quase-tudo
cold; taste | batata frita mole e gelada, virou purê de tristeza
courier; mod:courier | o entregador me ligou gritando porque não achou a casa. tem número na fachada, campeão, é só ler
praise | arroz soltinho, bife macio, farofa crocante. minha mãe que me perdoe mas vocês ganharam
praise | vcs deviam cobrar mais caro, sério, tá barato pela qualidade que entregam
mod:refund; notDelivered | o pedido não chegou, o ifood disse que ia estornar e até hoje nada. meu dinheiro virou lenda
delay; praise | chegou atrasado, mas com bilhete pedindo desculpa e um brigadeiro de brinde. assim não dá pra ficar bravo 🥰
general | ninguém: absolutamente ninguém: esse restaurante: vamos estragar o sábado do cliente
praise | ai que delícia cara 🤤 (é meme mas é verdade)
taste | F pela minha pizza, que morreu queimada no forno 🕯️
delay | o pedido tá "em preparo" desde o governo passado
praise | senta lá Cláudia, essa é a melhor esfiha de SP
cold; praise | "quentinho e saboroso" diz o cardápio. saboroso até era, quentinho só no nome
praise | vou processar vocês por me viciarem nesse pastel ⚖️😂 melhor da região
`,
);

/** Set CX: plain everyday complaints typed on a phone, 1–3 sentences, many dishes and voices. */
export const HELD_OUT_BY_OTHERS_CX = parseReviews(
  "blindCX",
  `
mod:offensive; delay | vcs são uns incompetentes, 2h pra entregar uma pizza
service | fui retirar no balcão e me trataram com descaso
delay; cold | pedi as 19:30 e so chegou quase 21h, pizza fria
praise | o entregador foi super educado
| pedido recebido
customisation | pedi sem cebola, escrevi na observação, e veio cheio de cebola
wrongItem | pedi esfiha de carne e vieram todas de queijo
packaging | mermão, o açaí veio virado na sacola, metade pra fora do copo
missingItem | pedi 10 esfihas e vieram 8, contei duas vezes
mod:courier; courier | o motoboy ligou gritando porque eu demorei 1 minuto pra descer
missingItem | faltou o guaraná e o molho de alho
melted | o sorvete que vinha com o bolo chegou derretido
customisation | pedi sem maionese e veio encharcado de maionese
missingItem | Prezados, o pedido veio sem o pudim que consta na nota. Gostaria de uma explicação.
warmDrink | a coca veio quente e sem gás
praise; delay | demorou mas valeu a pena, feijoada top
taste | esfiha queimada embaixo, gosto de carvão
customisation | pedi o hambúrguer bem passado e veio ao ponto
taste | hambúrguer passado demais, carne seca e dura que nem sola de sapato
diet; wrongItem | sou diabético, pedi coca zero e mandaram a normal
delay | entrega super rápida, só 2 horas 👏👏
wrongItem | meu, pedi o combo de 20 peças e veio o de 12
poisoning | comi o sushi ontem e passei a noite vomitando
warmDrink | o suco veio quente, sem gelo nenhum
poisoning | passei mal depois da feijoada, dor de barriga o dia inteiro
delay | pedi o bolo pro aniversário da minha filha e chegou depois do parabéns, atrasou 1 hora
cold; taste | pastel frio e murcho
portion | a porção de yakisoba "família" dá pra uma pessoa só kkkk
portion; taste | pastel de vento, e a massa crua por dentro
praise; courier | comida boa, mas o motoboy foi grosso
pricePortion | a marmita aumentou 5 reais e a carne diminuiu
taste | coxinha encharcada de óleo, gordurosa demais
wrongItem; missingItem | pedi 2 x-salada, veio 1 x-salada e 1 x-burguer, e nada da batata
wrongItem | pedi hamburguer de frango e veio de carne. confere antes de mandar né
notDelivered; unanswered | o pedido nunca chegou e a loja não responde nem o chat nem o telefone
portion | nossa quanta carne na marmita, quase achei
packaging | os potes do poke vieram com a tampa mal fechada, molho escorrendo
wrongItem | pedi frango assado inteiro e veio meio frango
mod:courier; courier; delay | o motoboy se perdeu e rodou o bairro inteiro, chegou 40 min depois do previsto
notDelivered | meu pedido não chegou, nem sinal do entregador
portion | marmita com pouquíssimo arroz e dois pedacinhos de carne, muito pouca comida pra um almoço
mod:app; app | paguei pelo app e cobrou duas vezes no meu cartão
foreignBody | achei um cabelo no meio da marmita, perdi a fome
pricePortion | pagar 28 reais numa marmitinha desse tamanho não dá
courier; cold | o entregador parou pra fazer outra entrega antes da minha e o lanche esfriou
taste | mano o hamburguer tava mt seco, n desceu
paidExtra | paguei a borda de catupiry e a borda veio vazia
portion | a feijoada veio com pouca carne, quase só feijão
courier; missingItem | a sacola chegou aberta e faltando a batata, com certeza o entregador mexeu
spoiled | o pão do lanche natural tava mofado
praise | lanche natural fresquinho, recomendo
customisation; taste | pedi o molho à parte e veio tudo por cima, a batata ficou murcha
allergy; customisation | tenho intolerância a lactose, pedi sem queijo e veio cheio de queijo
unanswered | mandei mensagem no chat pra saber do pedido e a loja nunca respondeu
taste | yakisoba sem gosto nenhum e o macarrão todo empapado
praise | pizza chegou quentinha e muito saborosa, parabéns
delay; unanswered | Boa noite. Fiz o pedido às 18h40 e até às 20h não havia chegado. Tentei contato com o estabelecimento por telefone, sem sucesso.
portion | bolo de pote com pouquíssimo recheio, quase só massa
wrongItem | pedi açaí de 500ml e veio o de 300
packaging | o caldo da feijoada vazou todo na sacola, chegou metade no pote
allergy | avisei na observação que tenho alergia a camarão e veio camarão no yakisoba
praise | frango assado suculento, farofa top
missingItem | veio sem o refri que eu paguei
delay | oxe, 1 hora e meia pra chegar um açaí? tava morrendo de calor esperando
missingItem | não veio talher, tive que comer com a mão
service | a atendente do chat foi muito grossa quando perguntei do meu pedido
other=nota fiscal | pedi nota fiscal na observação e não mandaram
notDelivered | aparece como entregue no app mas não chegou nada aqui em casa
taste | o arroz do sushi tava empapado e sem tempero
portion | coxinha minúscula, parecia salgadinho de festa infantil
price | a taxa de entrega dessa loja é mais cara que o lanche
praise | atendimento nota 10, resolveram rapidinho
delay; unanswered | mais de 1 hora esperando e ninguém da loja responde o chat
praise | entrega rápida e a marmita é caprichada
diet | sou vegetariana, pedi o lanche veggie e veio com presunto
taste | uai, o frango assado tava sem sal nenhum
taste | bolo seco e o recheio com gosto de gordura
packaging | a embalagem do yakisoba abriu e o molho vazou na sacola toda
missingItem; unanswered | veio sem os sachês de ketchup e maionese e ninguém responde no chat
delay | 1h40 pra chegar um pastel. sério isso?
| pedi o de sempre
praise | o bolo de cenoura é igual o da minha vó, amei
praise | coxinha crocante e bem recheada
| comprei pra minha mãe, ela que comeu
mod:refund; notDelivered | o pedido não chegou e até agora o ifood não devolveu meu dinheiro
foreignBody | veio um pedaço de plástico dentro do pastel
mod:app; app | não consegui pagar com pix, o app ficava só carregando
raw | a linguiça do churrasco veio crua por dentro
spoiled | a alface do lanche natural tava murcha e com cheiro ruim, passada
praise; price | muito bom mas a taxa de entrega tá salgada
service; delay | liguei perguntando do atraso e o rapaz disse que eu tinha que esperar e pronto, super grosso
praise | esfiha muito boa, massa fininha
wrongItem | pedi temaki de salmão e veio de kani
delay | falaram 40 min e levou 1h30
foreignBody | tinha uma mosca no meio do açaí
mod:app; app | o cupom de 15 reais não aplicou de jeito nenhum, o app só dava erro
price | tá muito caro, 70 conto numa pizza média
missingItem; unanswered | faltou a coxinha do combo. liguei 3 vezes na loja e ninguém atendeu
cold | bah, a pizza chegou fria tchê, tive que botar no forno
cold; taste | hot roll frio e borrachudo
| ok
delay | pedi o almoço 11h30 e chegou 3 da tarde
praise; melted | açaí gostoso mas chegou meio derretido
mod:app; app | o app cancelou meu pedido sozinho e não explicou nada
foreignBody | tinha uma pedrinha no feijão da feijoada, quase quebrei o dente
praise | melhor açaí da região, sempre peço
portion | o poke é metade arroz, salmão tinha uns 4 cubinhos contados
praise; portion | gostoso mas a porção diminuiu bastante
general | não gostei
mod:offensive; wrongItem | errou meu pedido de novo, bando de burro
service | o dono respondeu minha reclamação com deboche
spoiled | o feijão da feijoada tava azedo
praise; delay | comida ótima mas demorou um pouco
praise; missingItem | o sushi é perfeito, só faltou o gengibre
delay | pedido ficou 50 minutos parado em "em preparo"
| pedi pela primeira vez, ainda não provei
service | liguei pra pedir a troca e a moça desligou na minha cara
mod:courier; courier | motoboy mal educado, jogou a sacola na minha mão e virou as costas
praise; taste | o pastel é bom mas dessa vez veio meio oleoso
missingItem | o pastel veio mas o caldo de cana não
pricePortion | 30 reais em 3 pastéis pequenos, caro demais pelo tamanho
taste | yakisoba salgado demais, não consegui comer nem metade
paidExtra | paguei bacon extra e não tinha um pedaço de bacon no lanche
mod:courier; courier | o entregador não quis subir e ainda ficou reclamando que eu demorei pra descer
portion | frango assado pequeno, parecia um pintinho
wrongItem | veio calabresa e eu pedi marguerita
missingItem | a farofa e o vinagrete do churrasco não vieram
praise; packaging | hambúrguer delicioso, pena que a embalagem chegou toda amassada
mod:app; app | o mapa do app travou e não dava pra ver onde tava o entregador
wrongItem | veio o pedido de outra pessoa, nada do que eu pedi
raw | frango do churrasco rosado por dentro, cru mesmo. não dá pra comer isso
customisation; taste | pedi a picanha mal passada e veio esturricada
price | taxa de entrega de 12 reais pra 2 km? absurdo
packaging | o refrigerante veio aberto e vazou em cima do lanche
packaging | a tampa do açaí abriu no caminho e melou a sacola toda
customisation | pedi o açaí sem granola e veio com granola, custa ler a observação?
spoiled | o peixe do sushi tava com cheiro forte, parecia estragado
general | horrível, nunca mais peço
cold | frango assado chegou morno pra frio, tive q esquentar no forno
unanswered | liguei umas 5 vezes pra loja pra passar o ponto de referência e ninguém atende
praise; cold | o sabor é bom mas chegou frio
taste | a massa da pizza veio crua no meio
delay; cold | égua, demorou muito e a marmita chegou fria
pricePortion | 45 reais num poke que não enche nem uma criança
praise; wrongItem | o poke é ótimo, mas pedi molho tarê e veio shoyu
melted | açaí chegou todo derretido, virou vitamina
missingItem | não mandaram hashi nem shoyu, comi sushi de garfo
cold | adoro comer pizza gelada, obrigado 🙃
packaging | caixa da pizza veio amassada e o queijo todo grudado na tampa
raw | frango da marmita cru perto do osso
`,
);

/** Set DD: phone-typed: no accents, abbreviations, typos, caps, slang and emojis over every topic. */
export const HELD_OUT_BY_OTHERS_DD = parseReviews(
  "blindDD",
  `
delay; cold | demorou mt pra chegar e a comida veio fria pqp
praise | mds q hamburguer bom kkkkk e chegou rapidinho vlw
wrongItem | pedi de frango c catupiri e veio de calabresa affs
missingItem | cade o refri q eu paguei??? n veio
notDelivered | O PEDIDO NUNCA CHEGOU E NO APP TA COMO ENTREGUE
customisation | falei SEM CEBOLA e veio cheio de cebola vcs n sabem ler n
mod:offensive; delay | bando de incompetente demoroooou 2h pra trazer um lanche
praise | trem bao demais so, a coxinha tava uma delicia uai
taste | bah o xis tava mt salgado tche nao deu nem pra comer
raw | frango cru por dentro mano rosa e soltando sangue n da
foreignBody | achei um cabelo no meio do arroz 🤮🤮
poisoning | passei a noite td no banheiro dps q comi esse sushi diarreia braba
packaging | o caldo vazou td na sacola chegou td melado
melted | o acai chegou derretido virou suco kkkk
warmDrink | coca quente e sem gas slk
portion | mt pouca batata pra uma porcao grande vem uns 10 palito
price | taxa de entrega de 15 conto ta de brincadeira ne
pricePortion | aumentaram o preco e a marmita ta cada vez menor
app; mod:app | o cupom n funcionou no app e cobrou o valor cheio
courier; mod:courier | motoboy mal educado jogou a sacola no portao e foi embora
unanswered | liguei 5x na loja e ngm atendeu
service | a atendente do chat foi mt grossa cmg qnd perguntei do pedido
general | horrivel nunca mais
 | ok
allergy | sou alergica a camarao coloquei na obs e veio camarao no risoto podia ter ido parar no hospital
diet | sou vegetariana pedi o lanche veg e veio c bacon 😡
spoiled | maionese azeda tava estragada
mod:noOrder | dizem q essa cozinha e cheia de barata, nunca comprei e nem vou
mod:threat; wrongItem | veio errado pela 3a vez, se vier errado de novo eu vou ai e quebro essa loja td
mod:refund | pedi o estorno faz 10 dias e ate agr nada do dinheiro voltar no cartao
praise | 🔥🔥🔥🔥 melhor pizza da regiao
delay | 🐢🐢🐢 1h40 esperando
cold | pizza chegou 🥶🥶🥶
praise; delay | comida mt boa mas demorou dms
taste | arroz empapado e feijao sem sal nenhum
taste | massa da pizza crua no meio td mole
raw | carne do hamburguer crua por dentro vermelhona nem deu pra comer
missingItem | n veio os talheres nem guardanapo, comi c a mao kkk
missingItem | faltou o sache de ketchup e a maionese q eu pedi
paidExtra | paguei bacon extra e n veio bacon nenhum
paidExtra | paguei a borda recheada de cheddar e a borda veio vazia
wrongItem | veio o pedido de outra pessoa, tinha o nome de outro cliente na nota
wrongItem | pedi suco de laranja e veio de maracuja
wrongItem | pedi a pisa grande e veio a media, e paguei pela grande
customisation | pedi o molho a parte e veio td afogado no molho
customisation | pedi a carne bem passada e veio ao ponto
mod:offensive; cold | LIXO DE RESTAURANTE COMIDA GELADA DE NOVO VSF
mod:offensive; wrongItem | q porra e essa, pedi x salada e veio x egg, cozinheiro burro do krl
mod:hate; general | restaurante de baiano so podia ser essa porcaria
mod:hate; general | dono viado, comida de viado, nunca mais
mod:threat; delay | 3h pra chegar, vou expor vcs em td grupo do bairro e no tiktok pra ngm mais pedir
mod:noOrder | nunca pedi aqui mas minha vizinha falou q passou mal, fica o aviso
mod:noOrder | dizem q reutilizam oleo velho semanas, pesquisa ai antes de pedir
courier; mod:courier | o entregador abriu a sacola, o lacre veio rasgado
courier; mod:courier | motoca n quis subir, fiquei esperando e ele ligando p eu descer, mo folgado
app; mod:app | o app travou na hora de pagar e cobrou 2x no cartao
app; mod:app | o rastreio do app n mostra nada, mapa travado o tempo td
mod:refund; missingItem | n veio a bebida, pedi reembolso no ifood e negaram
praise | atendimento nota 10 mandaram ate um bombom de brinde 🥰
praise | egua mt bom o acai, bem servido
praise | oxe q caldo de sururu arretado, voltarei
 | pedi pela primeira vez hj
 | chegou
praise | blz td certinho vlw
delay; unanswered | ja faz 2h e nada do pedido e ngm responde no chat
notDelivered | nunca chegou meu pedido, fiquei sem janta
notDelivered; unanswered | pedido n chegou, liguei na loja e ngm atendeu
cold; taste | batata fria e murcha 😒
taste | pastel encharcado de oleo mt gorduroso
taste | pao duro parecia de ontem
spoiled | o peixe tava c cheiro forte, estragado, joguei fora
spoiled | iogurte vencido, olhei a validade e ja tinha passado fazia 1 semana
foreignBody | tinha um pedaco de plastico no meio do lanche
foreignBody | MEU DEUS UMA BARATA NA SALADA 🪳🪳🪳
foreignBody | pedra no feijao quase quebrei o dente
poisoning | minha filha vomitou td dps de comer o strogonoff
spoiled; poisoning | frango tava azedo e dps fiquei mal do estomago o dia td
allergy | tenho intolerancia a lactose, avisei e veio cheio de queijo
allergy | sou celiaca, avisei na obs e colocaram farinha de trigo no molho
allergy | meu filho e alergico a amendoim e veio amendoim no doce sem avisar nd
diet | sou diabetico e mandaram refri normal no lugar do zero
diet | sou vegana e o hamburguer vegano veio c maionese de ovo
service | o cara do telefone desligou na minha cara
service | atendente falou q o erro era meu, mt arrogante
unanswered | mandei msg no chat da loja 3x e ninguem respondeu nada
general | pessimo pessimo pessimo
general | decepcionado esperava mais
mod:offensive; general | q bosta de lugar, cambada de inutil
praise; missingItem | lanche top mas esqueceram a batata 😕
praise; cold | sabor mt bom mas chegou frio
praise; packaging | comida boa dms so a embalagem q chegou toda amassada
praise; courier | a comida tava otima mas o entregador foi mt grosso
mod:offensive; delay | DEMOROU 2 HORAS SEUS LIXOS
portion | veio 3 pedaco de frango no yakisoba kkkkk piada
pricePortion | 40 conto num poke desse tamanho?? mt caro pro q vem
price | ta mt caro, mais caro q comer no salao
price | preco subiu dms n compensa mais
packaging | tampa do acai aberta escorreu td na sacola
packaging | caixa da pizza amassada, pizza grudada na tampa
melted | sorvete virou sopa 🍦➡️💧
warmDrink | guarana chegou quente e choco
warmDrink; cold | refri quente e lanche frio, td ao contrario kkkk
wrongItem; unanswered | veio sabor errado e qnd tentei falar c a loja ngm respondeu
customisation | pedi sem picles, veio c picles. de novo.
customisation; taste | pedi a carne mal passada e veio torrada, sola de sapato
other=nota fiscal | n mandaram a nota fiscal e preciso dela pro reembolso da empresa
other=troco errado | pedi troco pra 100 e veio faltando 20 reais no troco
other=isopor meio ambiente | vcs ainda usam isopor?? pessimo pro meio ambiente
other=loja aberta nao aceita pedido | a loja aparece aberta mas n aceita pedido nenhum, tento td dia
praise | mo bagulho bom esse pastel, vou pedir sempre
praise | tlgd q e o melhor hamburguer de sp ne 🍔🔥
praise | q isso meu fi q marmita caprichada 😍
 | kkkkkkk
delay | ENTREGA RELAMPAGO SO 2 HORAS 👏👏👏
taste | parabens ao cozinheiro pelo sal, usou o pacote inteiro neh
delay; cold | chegou gelado dps de 1h30 esperando
spoiled | tinha bolor no pao do lanche, verde
raw | o frango do espeto tava cru no meio
raw; poisoning | porco mal cozido cru msm e dps passei mal a noite td
mod:refund | ifood n devolve meu dinheiro, pedido cancelado e cade o estorno??
mod:refund; notDelivered | pedido n chegou e o estorno ate hj nd
app; mod:app | o app fecha sozinho td hr q vou finalizar o pedido
courier; mod:courier | o motoboy chegou bebado kkkk serio
courier; mod:courier | entregador pediu pix a mais pra subir ate o apto
mod:noOrder | nem comprei mas so pela foto ja vi q e ruim
mod:noOrder | o pessoal do trabalho falou q acharam cabelo na comida daqui, ta ai o aviso
mod:threat; foreignBody | se eu achar mais um cabelo na comida vou ai resolver na mao c o dono
mod:offensive; service | atendente mal educada do caramba, vai ser grossa na pqp
mod:hate; service | a atendente e uma macaca, grossa dms
other=cancelaram pedido sem explicacao | cancelaram meu pedido dps de 40 min sem explicacao nenhuma
praise | entregador mt educado, comida quentinha e td certo 👏
taste | bah q pizza sem gosto, massa borrachuda
delay | demoroooooou dmssssss
taste | o bife tava tipo borracha n dava nem p cortar
cold | SOPA FRIA. SOPA. FRIA.
missingItem; unanswered | faltou o molho e no chat ngm responde
praise; portion | gostoso mas pouquinho, uma colher de pure
pricePortion | a pizza diminuiu de tamanho e o preco ta o msm, ou ate mais
notDelivered | marcaram como entregue mas n recebi nd, na portaria tb n tem nd
delay; cold; packaging | demorou, chegou frio e o molho vazou, combo completo kkk
general | nao recomendo
praise | a moca do telefone mt simpatica, resolveu rapidinho
service | o gerente foi ironico cmg no telefone qnd reclamei
unanswered; missingItem | ja tentei falar 3x no zap e ngm responde, faltou a sobremesa
 | pedi pra minha mae
praise | mds kkkk amei td voltarei c ctz
customisation | pedi sem tomate e veio com tomate, escrevi ate em maiusculo SEM TOMATE
taste; praise | o trem e bom mas o feijao tava queimado, gosto de queimado no trem td
wrongItem | pedi o acai de 500 e veio o de 300 kkkk q isso
delay | bah tche, 1h e meia pra um xis, fala serio
`,
);

/** Set DF: a mixed inbox over two weeks (hamburgueria, pizzaria, marmitaria), every topic and many voices. */
export const HELD_OUT_BY_OTHERS_DF = parseReviews(
  "blindDF",
  `
praise | melhor smash da região, pão macio e carne suculenta. virei cliente
delay; cold | pedi 19h10, chegou 20h40 e o hambúrguer estava gelado
wrongItem | pedi marmita de frango grelhado e veio de carne moída
praise; missingItem | pizza top, mas faltou a coca de 2 litros
paidExtra | paguei bacon extra e não tinha um pedaço de bacon no lanche
praise | Comida caseira de verdade, lembra a da minha mãe. Parabéns à cozinheira.
portion | marmita tamanho G com metade de arroz e 3 pedacinhos de carne, pequena demais
taste | pizza sem sal nenhum, massa parecia papelão
praise; delay | pizza maravilhosa como sempre mas demorou mais de uma hora hoje
praise; packaging | comida boa como sempre, mas o feijão vazou todo dentro da sacola e sujou tudo
unanswered | liguei 4 vezes pra saber do pedido e ninguem atende
courier | motoboy se recusou a subir, tive que descer 8 andares de muleta
praise | A senhora que atende no telefone é um amor, anotou tudo direitinho. Comida boa e farta.
raw; customisation | pedi bem passado e o hambúrguer veio cru por dentro, carne vermelha escorrendo sangue
foreignBody | achei um cabelo no meio do arroz da marmita. perdi a fome
poisoning | comi o x-tudo ontem a noite e passei a madrugada inteira vomitando
mod:offensive; wrongItem | bando de incompetente do caralho, pedi calabresa e veio frango com catupiry de novo
mod:noOrder | nunca pedi aí mas minha vizinha falou que a cozinha é cheia de barata
praise | chegou em 25 minutos, pizza quente e crocante. parabéns
price | R$ 12 de taxa de entrega pra 2 km é roubo
pricePortion | a marmita subiu pra 28 reais e veio menos carne que antes
mod:app; app | o cupom não aplicou na hora de pagar no app e acabei pagando o valor cheio
praise | atendimento nota 10, a moça do whatsapp super educada e a pizza chegou quentinha
cold; taste | batata chegou fria e murcha, parecia de ontem
notDelivered | o app diz que foi entregue mas não chegou nada aqui em casa. to com fome até agora
customisation | pedi SEM CEBOLA escrito bem grande na observação e veio cheio de cebola
allergy; customisation | avisei que sou intolerante a lactose e pedi sem queijo, veio com cheddar por cima de tudo. ainda bem que olhei antes de comer
warmDrink | guarana quente e sem gas, da nao
melted | o milkshake chegou derretido, virou leite
diet; wrongItem | sou vegetariana, pedi o burger de grão de bico e veio o de carne. mordi antes de perceber
service | a atendente do telefone foi grossa comigo só porque perguntei se tinha troco
general | horrível. nunca mais
praise | Excelente custo-benefício. Marmita bem servida e saborosa. Recomendo.
 | pedido recebido
mod:threat; delay | se atrasar assim de novo eu vou aí e quebro essa porcaria de loja inteira
mod:hate; service | o atendente viadinho ficou de gracinha no telefone e não anotou meu pedido direito
mod:refund | pedido cancelado e até agora nada do estorno, já faz 10 dias
delay; praise | demorou um pouco mas valeu cada minuto, o hambúrguer é absurdo de bom
praise; taste | recheio caprichado, mas a massa veio crua no meio, toda mole
spoiled | o frango da marmita estava com cheiro azedo, claramente estragado. joguei fora
praise | Excelente! A pizza portuguesa é a melhor que já comi em delivery.
price | 60 reais numa pizza média? tá de brincadeira
missingItem | não mandaram os talheres nem o guardanapo, comi com a mão no escritório
missingItem; unanswered | faltou a batata e mandei mensagem no chat, ninguém respondeu
packaging | a caixa da pizza veio amassada e a pizza toda grudada na tampa
wrongItem | veio o pedido de outra pessoa, tinha até o nome Ricardo na sacola
praise | o melhor x-bacon que já comi na vida kkkkk
cold; delay; courier | o motoqueiro parou em outras 3 entregas antes da minha, chegou tudo frio e atrasado
pricePortion | 45 reais num combo que veio um hamburguinho e meia dúzia de batata. caro pro que vem
praise; taste | a carne estava ótima mas o arroz veio empapado
service | pedi pra trocar o refri e o rapaz do whats respondeu com ironia "se quiser pede outro"
praise | Pedimos para o aniversário do meu filho e todos adoraram. Obrigada pelo capricho!
general | decepcionante
other=nota fiscal CPF | pedi nota fiscal com CPF e não mandaram
other=troco a menos | paguei em dinheiro com nota de 100 e o troco veio 20 reais a menos
mod:noOrder | essa é a pior hamburgueria da cidade, a do lado é muito melhor e mais barata. vão lá
mod:noOrder | dizem que usam carne de segunda e requentam comida de ontem
mod:offensive; general | lixo de lugar, vão tomar no cu
praise | rápido, quente e gostoso. perfeito
praise; delay | a comida é gostosa, mas pedi às 12h e chegou 13h40, perdi meu horário de almoço todo. e o escritório fica a 3 quadras do restaurante
wrongItem; missingItem | veio pizza de mussarela no lugar da marguerita e faltou o refrigerante
praise; paidExtra | pizza gostosa, mas paguei 8 reais na borda de catupiry e veio sem borda
paidExtra; customisation | Adicional de ovo pago e não veio. E ainda pedi o molho à parte e veio tudo misturado.
mod:app; app | o app ficou mostrando "em preparo" até a comida chegar, o rastreamento não funciona
mod:app; app | cobrança duplicada no cartão pelo app, um absurdo
foreignBody | tinha um pedaço de plástico duro dentro do hambúrguer, quase quebrei o dente
raw | o frango à parmegiana estava rosado por dentro, cru mesmo
spoiled; poisoning | maionese estava com gosto estranho, azeda. meu marido e eu tivemos diarreia a noite toda
praise; price | gostoso mas achei salgado o preço
praise | entrega antes do previsto e o motoboy super educado
courier | o entregador abriu a sacola no caminho, o lacre chegou rompido
taste | hambúrguer torrado, carne seca e queimada nas bordas
praise; customisation; taste | atendimento ótimo, mas pedi a carne ao ponto e veio esturricada
unanswered | mandei mensagem três vezes perguntando se tinha opção sem glúten e ninguém respondeu
diet; customisation | pedi o suco sem açúcar porque sou diabético e veio adoçado
allergy | tenho doença celíaca e a marmita "sem glúten" veio com farofa de trigo. irresponsável
praise | Sou aposentado e peço quase todo dia. Comida simples, temperada no ponto, e sempre chega no horário. Deus abençoe vocês.
delay; service | atrasou 50 minutos e quando reclamei disseram que a culpa era minha por pedir no horário de pico
packaging | marmita de isopor rachada, o molho escorreu na mochila do meu filho
warmDrink; cold | suco quente e lanche frio, tudo ao contrário
melted | pedi açaí de sobremesa junto com a pizza e chegou virando sopa
praise | pizza de calabresa top, borda bem recheada. nota mil
mod:offensive; courier | entregador mal educado do caralho, jogou o pedido na minha mão e saiu xingando
general | já foi bom, hoje em dia não presta mais
notDelivered; delay | esperei 2h e o pedido nunca chegou. cancelaram sem me avisar
praise | marmita chegou quentinha e bem temperada, o feijão tem gosto de casa
praise; wrongItem | o lanche tava uma delícia, só que pedi lata e veio garrafinha de 200ml
praise | o strogonoff da quarta-feira é o melhor, sempre peço
delay; praise | Comida excelente, como sempre. Só o tempo de entrega que está cada vez maior, hoje foi 1h15.
paidExtra | paguei adicional de calabresa na marmita e veio igual a normal
wrongItem; unanswered | veio errado e a loja não atende o telefone nem responde o chat
mod:refund; notDelivered | a loja não entregou e o app até agora não devolveu meu dinheiro
praise | Parabéns pela organização, tudo lacrado e bem embalado, chegou perfeito.
taste | pizza encharcada de óleo, escorria na caixa
foreignBody | Encontrei um inseto (parecia uma barata pequena) no meio da salada da marmita. Inaceitável. Tenho foto.
poisoning | Depois do almoço de ontem fiquei com dor de barriga e diarreia, e foi a única coisa que comi fora de casa.
courier | motoqueiro ligou 5 vezes todo grosso porque não achou o prédio e mandou eu ir buscar na esquina
mod:courier; courier | o entregador do ifood ficou mais de 20 min parado na porta da loja mexendo no celular com meu pedido na bag
praise | nota 10 pra tia da marmita, sempre manda um docinho de brinde ❤️
praise; portion | Muito gostosa, mas a porção diminuiu bastante de uns tempos pra cá.
delay; cold; missingItem | mais de 1h de espera, tudo frio, e ainda faltou a farofa
general | n gostei
other=sem troco pra 50 | avisei que precisava de troco pra 50 e o motoboy veio sem troco nenhum
praise | top dms, o combo duplo vale cada centavo
praise; taste | entrega rapida, mas achei sem graça, sem tempero nenhum
diet | pedi a pizza vegana e veio com queijo normal, sou vegana há 6 anos
service; delay | Atendimento péssimo. Perguntei do pedido atrasado e a resposta foi "tá saindo" por 40 minutos.
praise | Senhores, gostaria de registrar meu elogio ao entregador Marcos, muito cordial. A refeição estava impecável.
mod:offensive; taste | que merda de pizza, massa crua e sem gosto
mod:threat; wrongItem | mandaram o pedido todo errado. vou expor vcs no instagram e no reclame aqui, me aguardem
pricePortion | aumentaram o preço do combo e tiraram a batata grande, agora vem a média
praise; portion | massa muito boa, mas a calabresa é contada, 6 rodelinhas na pizza inteira
missingItem | Pedi duas marmitas e veio apenas uma.
delay; praise | chegou atrasado mas o entregador pediu desculpas e a comida estava quentinha
spoiled | a alface veio escura e podre e o sachê de maionese estava vencido
praise | pizzaria de bairro raiz, massa fininha crocante. sempre peço sexta
praise; customisation | lanche muito bom mas pedi sem picles e veio com picles
wrongItem | a pizza era meia calabresa meia frango e veio inteira de frango
cold; packaging | pizza fria e a caixa toda molhada e amassada por baixo
delay | "entrega em 30 min" só se for em 30 min de outro planeta, 1h20 aqui
praise | obrigado pelo bilhetinho escrito à mão, que carinho! comida deliciosa
praise; delay; cold; missingItem; unanswered | Peço dessa hamburgueria há mais de um ano e sempre fui muito bem atendido, mas esse último pedido foi um desastre: demorou quase duas horas, o hambúrguer veio frio, faltou a batata que vinha no combo e quando liguei ninguém atendeu. Espero que seja só uma fase, porque gosto muito do lanche de vocês.
missingItem; taste; pricePortion | Sou mãe de dois e pedi a marmita kids pros meus filhos. A descrição dizia arroz, feijão, bife e batata frita. Veio sem a batata, o bife era mais nervo que carne e metade do arroz estava queimado no fundo. 25 reais cada uma pra vir isso, muito caro pelo que entregam.
delay; missingItem; warmDrink; service | Prezados, venho por meio desta manifestar minha insatisfação. O pedido nº 4521 foi entregue com 1 hora de atraso, sem os talheres solicitados e com o refrigerante quente. Entrei em contato pelo telefone e fui atendido de forma ríspida. Aguardo retorno.
praise; delay | mano o burguer é mt bom slk, mas demorou mó tempão pra chegar kkk
cold; wrongItem | pisa xegou fria e ainda vei sabor errado q vergonha
mod:courier; courier; notDelivered | o entregador do app marcou como entregue e foi embora com a minha pizza, nem chegou a tocar o interfone
 | chegou
mod:noOrder | meu primo trabalhou aí e disse que reaproveitam o óleo da fritura por semanas, cuidado
spoiled | pizza doce de chocolate com morango, os morangos vieram moles e com mofo
packaging | o lanche chegou todo desmontado, o hambúrguer pra um lado e o pão pro outro
praise | atendimento pelo chat rápido, resolveram meu problema na hora e mandaram outro lanche
praise; packaging | O motoboy foi super atencioso, mas a pizza veio toda escorregada pro canto da caixa
praise; missingItem | peço toda semana e nunca tive problema. hoje veio sem o feijão
customisation; taste | deixaram a cebola crua mesmo eu pedindo pra tirar, e o hambúrguer estava sem sal
general | kkkkkkk que piada essa pizza
praise; taste | arroz e feijão impecáveis, mas o bife da marmita estava duro feito sola de sapato
praise | brigada pelo capricho na embalagem, nada vazou e veio até com talher e guardanapo
missingItem | faltou o molho especial, o lanche sem ele não é a mesma coisa
allergy | avisei na observação que tenho alergia a camarão e mesmo assim veio arroz com camarão. fui parar no pronto socorro
portion; praise | A pizza pequena é pequena mesmo kkk, mas o sabor compensa
mod:offensive; service | atendente é uma anta, não sabe nem anotar um pedido
raw; mod:threat | a carne veio crua, se meu filho passar mal vocês vão se ver comigo
taste | Boa tarde. Sou idosa e moro sozinha, peço a marmita todos os dias. Hoje a comida veio muito salgada, e tenho pressão alta. Peço mais cuidado.
praise; warmDrink | entregador educado, comida ótima, só a coca que veio quente
other=endereço anotado errado | pedi pelo telefone e anotaram o endereço errado, o pedido foi parar em outra rua
praise; price | pedido chegou 20 min antes, quentinho, tudo certo. só achei a taxa de entrega alta
missingItem; service | liguei pra avisar que faltou a bebida e a moça disse que não podia fazer nada
poisoning | minha filha de 5 anos vomitou a noite inteira depois de comer os nuggets de vocês
other=loja fechou mais cedo cancelou pedido | a loja fechou antes do horário que aparece no app e cancelou meu pedido
`,
);

/** Set DH: several complaints at once: lists, run-on sentences, 'e ainda', 'pra piorar', a few compliments among them. */
export const HELD_OUT_BY_OTHERS_DH = parseReviews(
  "blindDH",
  `
delay; cold; missingItem | demorou quase 2 horas, a pizza chegou fria e ainda esqueceram o guaraná que eu paguei
wrongItem; service | pedi açaí com morango e veio com banana, que eu detesto. fui falar no chat e a atendente respondeu com uma má vontade absurda, como se eu estivesse inventando
portion; price; packaging | porção de batata minúscula, a taxa de entrega de 14 reais é um assalto e pra piorar o cheddar vazou e melou a sacola inteira
raw; unanswered | frango CRU por dentro, sangrando!!! liguei umas 4 vezes na loja e ninguém atendeu
taste; foreignBody; delay | 1) arroz empapado 2) achei um cabelo no feijão 3) demorou 1h30 pra chegar. lamentável
customisation; missingItem | pedi SEM CEBOLA e veio cheio de cebola, fora que não mandaram os sachês de ketchup nem de maionese
praise; cold; delay | o hambúrguer de vocês é muito gostoso, mas dessa vez chegou gelado depois de 1h10 de espera
courier; packaging | o motoboy não quis subir, me fez descer 8 andares e ainda entregou a sacola de lado, a sopa derramou toda
warmDrink; missingItem; delay | coca quente e sem gás, faltou a porção de batata e ainda atrasou uns 40 min além do previsto
melted; delay; missingItem | sorvete chegou virado sopa, demorou uma eternidade e a casquinha que acompanhava nem veio
pricePortion; taste | 52 reais num yakisoba que veio pela metade da embalagem, e ainda tão salgado que nem deu pra comer
spoiled; poisoning; unanswered | a maionese da batata tava azeda, passei a madrugada vomitando. mandei mensagem pro restaurante e até agora ninguém respondeu
app; delay | o app ficou travado em "saiu para entrega" por uma hora sem atualizar nada e no fim o pedido só chegou 1h40 depois de eu pedir
allergy; service | avisei na observação que tenho alergia a camarão e veio camarão no risoto. quando liguei a moça disse que "não tem como garantir" e desligou na minha cara
diet; wrongItem; delay | sou vegetariano, pedi o burger de grão de bico e mandaram de carne. pra piorar levou 1h20 pra chegar
paidExtra; cold | paguei adicional de bacon e não veio nem uma tirinha, sem contar que o lanche chegou frio
taste; portion; packaging | - pastel murcho e encharcado de óleo - recheio quase nenhum, só massa - caixa toda amassada
other=nota fiscal CPF; delay; service | pedi nota fiscal com CPF e não mandaram, a entrega atrasou 50 minutos e o atendente ainda foi grosso quando eu cobrei
praise; missingItem; unanswered | comida maravilhosa como sempre, porém faltou o refrigerante e tentei ligar várias vezes, ninguém atende
mod:offensive; cold; delay | bando de incompetentes do caralho, 1 hora e meia pra chegar uma marmita fria
wrongItem; paidExtra; cold | pedi pizza de calabresa e veio de frango com catupiry, a borda recheada que eu paguei não veio e ainda chegou fria
courier; delay; cold | entregador ficou rodando no bairro 40 minutos sem atender o telefone, quando finalmente apareceu a comida tava fria
taste; raw | a picanha veio dura feito sola de sapato e o frango do espeto tava rosado por dentro, cru mesmo
price; taste | 38 reais num PF, caro demais pro bairro, e sem graça nenhuma, feijão sem sal e carne sem tempero
missingItem; packaging; delay | faltou o shoyu, o temaki veio desmontado com a tampa aberta e demorou mais de uma hora
foreignBody; unanswered | achei um pedaço de plástico no meio da lasanha. tentei falar pelo chat e nada de resposta até agora
customisation; taste; delay | pedi o burger ao ponto e veio passadíssimo, seco igual papelão, a batata murcha também. e ainda demorou 1h
praise; portion; price | o sabor é ótimo, disso não reclamo, mas a porção veio bem pequena e a taxa de entrega de 12 reais tá pesada
notDelivered; unanswered; app | pedido marcado como entregue e nunca chegou. liguei pra loja, ninguém atendeu, e o app não tem nenhuma opção de falar com alguém
wrongItem; missingItem | veio esfiha de carne no lugar da de queijo, e das 10 que eu pedi vieram só 8
spoiled; taste; packaging | o sushi tava com cheiro estranho, peixe passado, o arroz duro e a bandeja chegou toda revirada
delay; cold; courier | 1h50 de espera, tudo frio, e o entregador ainda reclamou que eu demorei pra descer
wrongItem; unanswered; service | mandaram coxinha de frango em vez de kibe, no telefone ninguém atende e no chat me responderam com ironia
melted; packaging; warmDrink | o milkshake veio derretido e vazando pela tampa, e a água com gás chegou quente
spoiled; portion; poisoning | strogonoff com gosto azedo, veio pouquíssimo e no dia seguinte eu e meu marido com diarreia
praise; customisation; missingItem | entrega rápida, entregador educado, mas o molho que pedi à parte veio jogado em cima de tudo e esqueceram o talher
price; delay; taste | achei caro demais, 89 reais, demorou 1h15 e o salmão do combinado sem sabor nenhum
mod:threat; raw; unanswered | frango cru de novo e ninguém me responde, amanhã eu passo aí pessoalmente e vocês vão ver o que acontece
missingItem; cold; mod:refund | faltou metade do combo, o que veio tava frio e o estorno que o ifood prometeu até hoje não caiu
diet; customisation | sou diabética, pedi o suco sem açúcar e veio adoçado, fora que pedi sem gelo e veio lotado de gelo
taste; pricePortion; delay | pizza com a massa crua no meio, por 70 conto eu esperava mais que 6 fatias finas, e ainda demorou 1h
foreignBody; service | tinha uma BARATA na salada!!! e a gerente falou que "não é possível, nossa cozinha é limpa" e não fez nada
packaging; missingItem; warmDrink | o caldo de feijão vazou todo, não veio a torrada e o refri sem gás nenhum
courier; missingItem; cold | o lacre da sacola tava rompido, o motoboy claramente abriu, a batata sumiu e o resto chegou frio
praise; taste; delay | atendimento no chat foi muito educado, mas o frango frito veio encharcado de óleo e demorou 1h20
wrongItem; customisation; melted | pedi o de 500ml e veio o de 300, pedi sem granola e veio com granola e ainda chegou todo derretido
spoiled; foreignBody; unanswered | pão de queijo com mofo, um cabelo grudado no recheio do croissant e ninguém respondeu minha reclamação
app; delay; cold | o cupom não aplicou no app e paguei o valor cheio, e além disso o pedido atrasou 45 min e chegou morno
portion; taste | coxinha pequena demais, parece de festa infantil, e a massa grudenta, crua por dentro
mod:offensive; wrongItem; service | pedi temaki de salmão e veio de kani, vocês são uns animais, e o atendente ainda deu risada quando eu reclamei
price; packaging; missingItem | 18 reais de taxa pra entregar a 2km, a caixa da pizza amassada com o queijo grudado na tampa e sem os sachês
praise; pricePortion | adoro o sabor da feijoada de vocês, mas 48 reais pra vir meia marmitinha não dá
raw; poisoning; service | tilápia crua no meio, passei mal a noite inteira e quando reclamei disseram que é "normal o peixe ficar assim"
courier; delay; cold | o entregador pegou meu pedido e foi fazer outra entrega antes, dava pra ver no mapa ele indo pro lado oposto. chegou 1h atrasado e frio
taste; customisation; missingItem | cachorro-quente sem sabor nenhum, pedi sem milho e veio com milho, e faltou a batata palha
allergy; poisoning; unanswered | sou intolerante à lactose, perguntei se o molho tinha leite, disseram que não, e tinha creme de leite. passei mal o dia todo e no chat visualizaram e ignoraram
portion; taste; packaging; price | - poke com 4 cubinhos de salmão contados - arroz duro - molho vazou na sacola - taxa de entrega de 11 reais pra 1km
delay; melted; service | o açaí demorou 1h e chegou líquido, e quando reclamei a loja respondeu "o motoboy que demorou, não é culpa nossa" de um jeito bem grosso
praise; wrongItem; missingItem | o pessoal é sempre atencioso, mas dessa vez trocaram meu x-salada por x-egg e faltou a coca
foreignBody; taste; portion | arroz com uma pedrinha que quase quebrou meu dente, frango queimado e pouquíssima carne
notDelivered; service; mod:refund | o pedido nunca chegou, liguei e o atendente disse que "já saiu faz tempo" e desligou. até agora o estorno do app não caiu
cold; warmDrink; delay | pizza fria, cerveja quente e 1h30 de atraso. bela noite de sexta 🙃
packaging; taste; customisation | o ramen veio com o caldo vazando pela tampa, macarrão empapado e eu pedi sem cebolinha e veio cheio
missingItem; paidExtra; unanswered | faltou talher e guardanapo, o adicional de queijo que paguei não veio e o telefone só dá caixa postal
raw; foreignBody | hambúrguer cru no meio, vermelhão, e ainda tinha um pedaço de papel dentro do pão
price; portion; service | 9 reais numa latinha de refri é sacanagem, a batata pequena e a moça no telefone foi mal educada
wrongItem; courier; delay | veio o pedido de outra pessoa, com nome de Carla na etiqueta, o motoboy disse que não podia fazer nada e foi embora, e o meu de verdade chegou 1h depois
spoiled; taste; missingItem | molho da lasanha azedo, a borda queimada e faltou o pão de alho que vinha no combo
app; missingItem; unanswered | o app cobrou duas vezes no cartão, faltou a sobremesa e ninguém da loja responde
diet; customisation; delay | sou vegana, pedi o sanduíche vegano sem maionese e veio com maionese comum e queijo, e ainda levou 1h pra chegar
delay; cold; portion; price | 1h20 pra chegar, frango frio, meia dúzia de asinhas e 15 reais de taxa. triste
praise; packaging; missingItem | sushi fresquinho, muito bom mesmo, mas a bandeja veio toda revirada e faltou o gengibre e o wasabi
courier; delay | o entregador chegou 50 min atrasado, sem troco pra 50 e ainda queria que eu deixasse o troco de gorjeta
taste; pricePortion; packaging | brigadeiro duro, bolo de pote seco, pote pequeninho por 22 reais e a tampa veio solta com o recheio escorrendo
missingItem; wrongItem; service; unanswered | faltou uma pizza inteira, a outra veio com o sabor errado, no chat ficaram me enrolando e depois simplesmente pararam de responder
cold; taste; delay | a marmita chegou gelada, a carne de panela seca e demorou mais de 1 hora
foreignBody; poisoning; mod:threat | tinha um inseto no arroz, passei mal a noite toda, vou processar e botar no jornal pra todo mundo ver
praise; portion; delay | o tempero é caseiro, delicioso, mas a quantidade de carne foi ridícula e chegou 40 minutos depois do horário
packaging; cold; warmDrink | marmita chegou aberta com o feijão espalhado na sacola, tudo frio e o suco natural quente
wrongItem; taste | pedi porção de frango a passarinho e veio calabresa, e a calabresa tava tão salgada que não deu pra comer
customisation; cold; delay | pedi o molho à parte e veio tudo misturado, além de chegar frio e com 1h de atraso
price; app; delay | taxa de serviço + entrega deu quase 20 reais, o rastreio do app não funcionava e ainda chegou 35 minutos atrasado
raw; spoiled | a carne do espetinho crua e a linguiça com cheiro de podre
praise; service; delay | a comida é boa, isso não nego, mas a atendente no telefone foi estúpida comigo e o pedido demorou 1h30
mod:offensive; portion; price | que merda de porção é essa? 3 pedaços de frango, e ainda cobram 12 de entrega, vão se foder
missingItem; wrongItem; cold | pedi 2 hambúrgueres, veio 1, e o que veio era de frango e não de carne, frio ainda por cima
taste; foreignBody; packaging | pizza com a massa borrachuda, um fio de cabelo no queijo e a caixa chegou amassada com tudo grudado na tampa
melted; missingItem; delay | pudim derretido, a torta veio sem a calda que deveria acompanhar e ainda atrasou 50 minutos
delay; service; unanswered | 2 horas esperando, liguei e disseram "já tá saindo" com a maior grosseria, liguei de novo e aí ninguém atendeu mais
praise; paidExtra; taste | o atendente foi super simpático no chat, mas paguei a borda de catupiry e veio sem, e a pizza tava salgada demais
portion; cold; missingItem | batata pela metade do saquinho, fria, e esqueceram o molho da casa
allergy; wrongItem; service | sou celíaca, pedi a pizza com massa sem glúten e mandaram a massa comum, só percebi depois de comer dois pedaços. liguei e a atendente disse que "dá quase no mesmo"
taste; courier; delay | o churrasco veio com gosto de queimado, o motoboy foi super grosso no interfone e demorou 1h
wrongItem; customisation; unanswered | veio x-bacon em vez de x-tudo, e pedi sem tomate, veio com tomate. mandei mensagem e ninguém respondeu
other=cobraram duas cocas; missingItem; delay | cobraram duas cocas na conta e não veio nenhuma, fora o atraso de 40 minutos
praise; cold; packaging | amo o strogonoff daqui, mas dessa vez chegou frio e a embalagem de isopor rachada vazando
mod:noOrder | nunca pedi aqui mas minha vizinha disse que o frango vem cru, que demora 2 horas e que já acharam barata na comida. fujam
delay; cold; missingItem; unanswered | 1. atrasou 1h 2. nhoque frio 3. faltou o parmesão ralado 4. liguei 2x e ninguém atendeu
taste; pricePortion | tapioca seca, recheio quase nada e o preço subiu de 18 pra 25. tá difícil
wrongItem; delay; app | veio o pedido trocado, esperei o certo por mais 1 hora e o app não deixava nem abrir reclamação
courier; packaging; warmDrink | entregador veio de bike com a bag aberta, o açaí tombou e vazou, e o refri chegou quente
praise; raw; warmDrink | a batata é maravilhosa, mas o frango empanado tava cru por dentro, rosado. e o refri veio sem gás
spoiled; service | a salada veio com alface murcha e podre, e quando reclamei pelo chat me responderam "é da estação" e riram kkk
cold; taste; customisation; missingItem | macarrão frio e grudado, pedi sem queijo ralado e veio cheio de queijo, e não mandaram o pão
mod:offensive; delay; unanswered | lixo de restaurante, bando de vagabundos, 2h esperando e ninguém atende a porra do telefone
price; taste; packaging | caríssimo, 60 reais um risoto que veio empapado e com a tampa aberta dentro da sacola
foreignBody; wrongItem | tinha um pedaço de unha no hambúrguer e nem era o lanche que eu pedi
praise; delay; missingItem | entregador super educado, nota 10 pra ele, mas o pedido demorou 1h10 e faltou o suco
raw; poisoning; service | camarão empanado cru por dentro, minha filha vomitou, e o dono ainda disse que o problema era a gente
warmDrink; cold; delay; courier | chopp quente, petisco frio, demorou 1h e o motoboy ainda chegou fumando na minha porta e jogou a sacola no chão
wrongItem; customisation; taste | pedi o poke de atum e veio de salmão, pedi sem gergelim e veio coberto, e o arroz tava empapado
portion; missingItem; unanswered | a porção de mandioca tinha meia dúzia de pedaços, faltou o vinagrete e no whats ninguém responde
price; delay; taste | 25 reais num cachorro-quente, demorou 1h e o pão veio murcho
praise; cold; portion | o caldo de mocotó é muito bem temperado, parabéns ao cozinheiro, mas veio morno e o pote pela metade
app; missingItem; delay | o app não deixou usar o cupom de 20 reais, e ainda faltou a sobremesa e atrasou meia hora
notDelivered; courier; unanswered | o entregador marcou como entregue e nunca apareceu aqui, me bloqueou no chat, e a loja também não responde
spoiled; taste; foreignBody | feijão azedo, arroz duro e achei um grampo no meio da farofa
delay; cold; wrongItem; service | demorou 1h40, veio frio, o refri era fanta e eu pedi guaraná, e quando reclamei a atendente falou "bebe assim mesmo"
customisation; taste; price | pedi a picanha mal passada e veio esturricada, cinza, e a farofa sem sal nenhum. por 89 reais, um absurdo
praise; portion; packaging | o atendimento é nota mil, mas o prato veio com pouquíssima comida e a marmita de alumínio veio toda amassada
melted; warmDrink; missingItem | milkshake derretido, refri quente, e a batata grande que pedi não veio
raw; cold; unanswered | coxa de frango crua no osso, o resto tudo frio, e a loja fechou o chat sem responder
taste; portion; service | pastel de vento, só massa encharcada de óleo, recheio quase inexistente, e o atendente mal educado quando liguei
delay; courier; packaging | o motoboy levou 1h, chegou com a caixa na mão sem bag nenhuma e a pizza veio toda escorregada pro canto
mod:offensive; raw; foreignBody | cozinheiro porco do caralho, frango cru e ainda cabelo no arroz
missingItem; packaging; taste; cold | esqueceram os hashis, o shoyu vazou dentro da sacola e o hot roll chegou murcho e frio
spoiled; poisoning; service | o vinagrete tava fermentado, passei mal, e a loja disse que eu devo ter comido outra coisa
app; delay; cold | o app deu erro no pagamento e cobrou duas vezes, e a comida ainda demorou 1h e chegou fria
wrongItem; portion | pedi a porção grande e veio a pequena, e pequena ainda menor que o normal
customisation; foreignBody; unanswered | pedi sem pimenta e veio ardendo, tinha um pedaço de plástico no arroz e o número da loja não atende
praise; cold; missingItem; service | o bobó de camarão é sensacional, mas chegou frio, faltou o arroz e a pessoa do chat foi seca e grosseira comigo
taste; delay; courier | esfirra dura e queimada, demorou 1h e o motoboy me xingou porque não desci rápido
pricePortion; packaging | 35 reais num açaí que veio pela metade do copo, e a tampa mal fechada, escorreu tudo
diet; wrongItem; service | não sou celíaco mas evito glúten, pedi a versão sem glúten e veio a comum, e no chat a atendente debochou de mim
delay; missingItem; customisation; cold | demorou 1h10, faltou a farofa, a carne veio com cebola que eu pedi pra tirar e tudo frio
warmDrink; portion; taste | suco quente, porção de calabresa miserável e a calabresa borrachuda
raw; taste; delay | peixe cru por dentro na moqueca, pirão grudento sem sal e ainda demorou 1h
praise; wrongItem; unanswered | gosto muito da comida, mas pela segunda vez veio o sabor errado e ninguém responde as mensagens
spoiled; missingItem; unanswered | o leite condensado do açaí tava azedo, faltou a paçoca e ninguém respondeu
portion; taste; delay; warmDrink | porção de frango pequena, frango seco, atrasou 40 minutos e a cerveja veio quente
mod:offensive; service; wrongItem | atendente arrogante e idiota, trocou meu pedido e ainda ficou discutindo comigo
praise; taste; packaging | o tempero é bom, mas a carne veio dura e o molho vazou na embalagem
notDelivered; unanswered; mod:refund | nunca chegou, ninguém atende, e o ifood diz que o estorno leva 30 dias
cold; missingItem; paidExtra | lanche frio, sem a coca do combo, e o ovo adicional que eu paguei não veio
foreignBody; spoiled; poisoning; unanswered | achei um fio de cabelo no yakisoba, o frango tinha cheiro de estragado, passei mal a noite toda e ninguém me responde
praise; customisation; delay | a lasanha é a melhor do bairro, mas pedi sem presunto e veio com, e demorou quase 1h30
other=foto diferente do cardápio; portion; cold | o prato não tem nada a ver com a foto do cardápio, veio metade da comida e fria
wrongItem; missingItem; packaging | pedi a de quatro queijos e veio marguerita, faltou o refri de 2 litros e a caixa chegou amassada
delay; cold; service | chegou 1h30 depois, frio, e quando liguei o rapaz disse "se não quiser, cancela" bem mal educado
packaging; spoiled | o pote de molho veio aberto e tudo vazado, e o creme de leite do strogonoff tava talhado com gosto de estragado
`,
);

/** Set DL: very short reviews, 2 to 12 words, typed fast, every topic. */
export const HELD_OUT_BY_OTHERS_DL = parseReviews(
  "blindDL",
  `
cold | chegou frio
cold | frio de novo
cold | lanche gelado
cold | pizza xegou fria
cold; taste | batata fria e dura
cold; taste | frio e sem gosto
cold | pizza fria, adorei 🙄
delay | demorou dms
delay | demoro dmss
delay | 2h esperando
delay | atrasou mt hj
delay | entrega relampago so 1h40 kkk
delay; cold | demorou e chegou frio
notDelivered | nunca chegou
notDelivered | marcou entregue e nao recebi nada
notDelivered | pedido sumiu, nao chegou
warmDrink | refri quente
warmDrink | guarana sem gas
warmDrink | cerveja quente, ninguem merece
melted | sorvete virou sopa
melted | milkshake derretido
melted | acai todo derretido
wrongItem | veio errado de novo
wrongItem | pedi calabresa veio mussarela
wrongItem | veio pedido de outra pessoa
wrongItem | pedi grande veio media
wrongItem; delay | demorou e ainda veio errado
customisation | pedi sem cebola e veio cheio
customisation | falei sem picles, veio picles
customisation | molho era a parte, veio em cima
customisation | pedi bem passado, veio mal passado
missingItem | faltou o refri
missingItem | cade a batata
missingItem | sem talher de novo
missingItem | faltou o molho
missingItem | nao veio o sache de ketchup
missingItem | veio so o lanche, cade o suco
missingItem; delay | demorou e ainda faltou a sobremesa
missingItem; packaging | veio aberto e faltando batata
paidExtra | paguei bacon extra e nada
paidExtra | cade a borda recheada que paguei
paidExtra | adicional de queijo pago e nao veio
portion | porcao mixaria
portion | pouco recheio
portion | pastel de vento
portion | pote pela metade
price | caro pra caramba
price | taxa de entrega absurda
price | preco abusivo
pricePortion | caro pra pouca comida
pricePortion | 40 reais nisso? minusculo
pricePortion | preco subiu, porcao diminuiu
pricePortion | paguei caro por uma porcao de crianca
packaging | vazou tudo
packaging | caixa amassada, pizza grudada na tampa
packaging | sopa derramou na sacola
packaging | tampa mal fechada
taste | salgado dms
taste | sem sal nenhum
taste | batata murcha
taste | pizza queimada
taste | massa crua no meio
taste | oleoso demais
taste | pao duro
raw | frango cru
raw | hamburguer cru no meio
raw | peixe cru por dentro
raw | coxinha com frango cru
spoiled | maionese azeda
spoiled | carne estragada
spoiled | iogurte vencido
foreignBody | cabelo na comida
foreignBody | plastico no lanche
foreignBody | tinha uma pedra no feijao
foreignBody | mosca na salada
foreignBody | amei o cabelo de brinde 🙄
foreignBody | cabelo no lanche, nunca mais
poisoning | passei mal dps
poisoning | diarreia a noite toda
poisoning | vomitei tudo
poisoning; spoiled | camarao estragado, fui parar no hospital
allergy | alergico a amendoim, tinha amendoim
allergy | sou celiaca e veio com gluten
allergy | intolerante a lactose, veio cheio de queijo
diet | sou vegetariano, veio bacon
diet | lanche vegano com queijo??
diet | sou diabetico e mandaram refri normal
courier; mod:courier | motoboy grosso
courier; mod:courier | entregador nao quis subir
courier; mod:courier | motoboy abriu a sacola
courier; mod:courier | entregador jogou o pedido no portao
app; mod:app | cupom nao funcionou
app; mod:app | app travou no pagamento
app; mod:app | rastreio nao atualiza
app; mod:app | app cobrou duas vezes no cartao
service | atendente grossa
service | atendimento pessimo
service | responderam com ignorancia
unanswered | ninguem atende
unanswered | liguei 5x e nada
unanswered | chat da loja nao responde
general | horrivel demais
general | nunca mais
general | que decepcao
general | pior experiencia
general | nota zero
praise | top demais
praise | nota 10
praise | perfeito como sempre
praise | chegou rapidinho e quentinho
praise | melhor hamburguer da cidade
praise | amei tudo
praise | entregador super educado
praise | bem embalado, tudo certinho
praise | atendimento nota mil
praise | gostoso demais
praise; cold | gostoso mas chegou frio
praise; missingItem | tudo bom, so faltou o guardanapo
praise; delay | demorou mas vale a pena
praise; portion | saboroso, mas porcao pequena
praise; price | muito bom, so achei caro
 | ok blz
 | normal, nada demais
 | pedido recebido
 | dentro do esperado
 | nem bom nem ruim
other=nota fiscal | nao mandaram nota fiscal
other=cancelaram pedido | aceitaram e cancelaram do nada
other=cardapio desatualizado | cardapio desatualizado, metade nao tem
other=troco errado | mandaram troco errado
other=cobraram a mais | cobraram a mais na maquininha
mod:offensive; delay | demorou pra caralho, incompetentes
mod:offensive; general | lixo de lugar, vao se foder
mod:offensive; wrongItem | errou de novo, bando de burro
mod:offensive; service | atendente idiota
mod:offensive; cold | comida fria seus merdas
mod:hate; service | atendente viado e grosso
mod:hate; delay | demorou, coisa de nordestino preguicoso
mod:hate; taste | comida ruim, cozinheiro macaco
mod:threat | vou ai quebrar tudo
mod:threat; wrongItem | errou de novo, vou expor vcs no insta
mod:threat; notDelivered | nao chegou, sei onde vcs ficam
mod:noOrder | dizem que tem rato na cozinha
mod:noOrder | nunca pedi mas dizem que e ruim
mod:noOrder | soube q o dono nao paga funcionario
mod:noOrder | comprem no concorrente, esse e lixo
mod:refund | cade meu estorno
mod:refund | ate hj sem reembolso
mod:refund; notDelivered | nao chegou e o ifood nao devolveu
mod:refund; missingItem | faltou item e nao estornaram
`,
);

/** Set DN: plain everyday complaints typed fast on a phone: marmitarias, pizzarias, hamburguerias, pastelarias, açaí. */
export const HELD_OUT_BY_OTHERS_DN = parseReviews(
  "blindDN",
  `
delay; cold | pedi a marmita 11h40 e chegou 13h20 fria, n da pra almoçar assim no horario de trabalho
missingItem | cade o refri q eu pedi?? veio so a pizza
praise | melhor pastel de carne da regiao, sempre chega quentinho e sequinho 👏👏
taste | acai aguado demais parecia suco, ja foi mt melhor
wrongItem | pedi calabresa veio frango c catupiry
customisation | escrevi SEM CEBOLA na obs do x salada e veio cheio de cebola
delay | 1h30 pra um hamburguer. nunca mais
 | pedi o combo 2 com coca
portion | a marmita P ta vindo cada vez menor, hj mal tinha arroz
pricePortion | 38 reais num acai de 500ml q veio pela metade do copo, ta de sacanagem
packaging | o feijao vazou tudo na sacola e molhou o resto
raw | frango cru por dentro, rosado mesmo. joguei fora
foreignBody | achei um cabelo no meio do arroz. nojo, nunca mais peço
courier | o motoboy de vcs n quis subir, tive q descer 8 andar de muleta
courier; delay; mod:courier | o entregador do ifood ficou uns 40 min parado do lado da loja segundo o mapa, resultado chegou tudo atrasado
delay; praise | demorou quase 1h mas o burger compensou, mt bom
taste | pastel murcho e encharcado de oleo
cold; taste | pizza chegou fria e a massa borrachuda
missingItem | n veio talher nem guardanapo, comi a marmita c a mao kkkk
paidExtra | paguei bacon extra 6 reais e n tinha bacon nenhum
app; mod:app | o cupom n funcionou no app e cobrou o valor cheio, o suporte do ifood n resolve nada
unanswered | liguei 4x pra saber do pedido e ninguem atende
service | a moça do whats foi mt grossa qdo eu reclamei
delay; mod:offensive | atrasou 1h, bando de incompetente do caralho
spoiled | maionese da batata tava azeda, cheiro estranho. n passei mal pq nem comi, joguei fora
poisoning | comi o x-tudo ontem a noite e passei a madrugada inteira no banheiro
praise | acai top, cheio de complemento e o entregador super educado. nota 10
diet | pedi coca zero pq sou diabetico e mandaram coca normal, ainda bem q percebi antes de tomar
allergy | coloquei na obs q tenho alergia a camarao e o pastel de palmito veio c camarao misturado, tive q tomar antialergico correndo
warmDrink | guarana quente, parece q ficou no sol
melted | milkshake chegou derretido, virou leite com chocolate
notDelivered | ta como entregue e eu n recebi nada, fiquei no portao esperando
price | taxa de entrega de 12 reais pra 2 km?? absurdo
other=cancelaram o pedido | cancelaram meu pedido dps de 50 min esperando, sem explicacao nenhuma
taste | arroz empapado, feijao sem sal e a carne dura
 | pedi pra minha sogra, ela q vai falar
praise | melhor marmitaria do bairro, comida de vó mesmo ❤️
cold; missingItem | batata fria e faltou o molho cheddar
customisation; taste | pedi a carne mal passada e veio tipo sola de sapato
packaging | pizza chegou toda escorregada pro canto da caixa, queijo grudado na tampa
delay; cold | 2h de espera comida gelada, experiencia horrivel
delay; mod:threat | hj atrasou 1h de novo. da proxima vez vou ai pessoalmente e quebro essa porcaria toda
general; mod:hate | lanche horrivel, tb n da pra esperar mt com aquela baianada trabalhando na cozinha
mod:noOrder | nunca pedi aqui mas minha vizinha falou q viram barata na cozinha deles, fiquem longe
wrongItem; service | veio o sabor errado e qdo pedi pra trocar falaram q eu q tinha pedido errado, mas ta no print
app; mod:app | rastreio do ifood travado, mostrava o entregador em outra cidade kkk n dava pra saber nada
courier | o motoboy da pizzaria foi grosso no interfone e ainda xingou o porteiro
wrongItem; mod:offensive | a atendente é uma anta, n sabe nem anotar um pedido, veio tudo trocado
price | aumentaram a marmita de novo, 28 conto ja
portion; praise | gostoso mas pouca comida, n matou minha fome
delay | demorou demaisss
praise | chegou rapido e quentinho, obrigada!
missingItem; unanswered | faltou o pastel de queijo e ninguem responde o chat
taste | massa da pizza crua no meio, toda mole
foreignBody | tinha um pedaço de plastico no meio do hamburguer, quase engoli
praise; delay | pizza maravilhosa so q a entrega é sempre lenta, 50 min toda vez
other=troco errado | pedi troco pra 100 e vieram troco pra 50, fiquei no prejuizo
diet | pedi a vegetariana e tinha pedaço de linguiça no feijao, sou vegetariana ha 10 anos
cold | tudo frio
 | alguem sabe se eles abrem domingo?
wrongItem | veio o pedido de outra pessoa, o nome na comanda nem era o meu
portion | pastel de carne c 3 pedacinhos de carne dentro, o resto é vento
packaging; cold | isopor quebrado e comida fria
praise; missingItem | acai maravilhoso como sempre mas esqueceram a granola
raw | hamburguer cru no meio, sangrando. horrivel
delay; unanswered; cold | 1h20 e nada, liguei umas 3 vezes ninguem atendeu. quando finalmente chegou tava tudo frio, arroz duro, sem condicao
wrongItem; service | o refri veio errado, pedi pra trocar e a dona disse q n era problema dela
taste | mt sal na carne, n consegui comer
general | decepcionante
praise | entrega rapida, marmita caprichada e tempero bom
customisation | pedi o molho separado e veio por cima
missingItem | cade a batata do combo
melted; delay | sorvete virou sopa, demorou demais pra chegar
price; taste | caro e sem gosto
pricePortion | 45 reais numa marmita q n enche nem criança
delay | entrega relampago, so 1h50 😂
wrongItem; customisation | pedi x-egg sem tomate e veio x-bacon COM tomate
spoiled; poisoning | a carne tava com cheiro de estragada, comi um pouco e vomitei a noite toda
foreignBody | tinha formiga no acai!!! varias
praise | n tenho do q reclamar, sempre bom
other=nota fiscal | pedi nota fiscal c cpf na obs e n mandaram
taste | hamburguer seco e pao duro
courier; delay | o entregador de vcs se perdeu, demorou 40 min a mais e n atendia o telefone
courier | o motoboy da lanchonete ficou buzinando la embaixo, nem ligou nem nada, quase perdi o pedido
portion | pouca batata
cold; warmDrink | lanche frio e refri quente, inverteu tudo kkk
packaging | a caixa do pastel veio aberta, sem lacre nenhum
delay; mod:offensive | lixo de lugar, 2h pra entregar uma pizza, vao tomar no cu
 | marmita de segunda
praise; price | comida boa mas ta ficando caro demais
paidExtra | paguei adicional de cheddar e bacon e veio sem nenhum dos 2
taste | acai com gosto de freezer
wrongItem | pedi acai de 700 e veio de 500
notDelivered; unanswered | pedido nunca chegou e a loja n responde
notDelivered; mod:refund | o pedido nunca chegou e o ifood ta negando meu reembolso, ja abri 2 chamados
service | a atendente desligou na minha cara
praise; taste | a pizza tava boa mas a borda queimada
delay | pedi 19h chegou 20h40. sexta eu entendo mas ai ja é demais
customisation | escrevi bem passado e veio mal passado
diet | pedi sem lactose escrito bem grande e veio com catupiry
packaging | o copo do acai veio sem tampa direito, metade derramou na sacola
praise | o dono sempre manda um bilhetinho junto, mt fofo. comida otima
delay; taste | demorou e ainda veio a carne seca
taste | marmita mt oleosa, o arroz tava boiando no oleo
price | cobraram 3 reais de embalagem, q isso
price | mandaram 2 pedidos iguais e cobraram os dois
service; taste | pessimo atendimento e comida sem tempero
praise | melhor smash da cidade sem exagero 🍔🔥
cold | pizza chegou morna, tive q esquentar no forno
wrongItem | mandaram coca em vez de guarana
missingItem; delay | pedi 3 pasteis vieram 2 e ainda atrasou
taste | o smash veio grosso e cinza, nada a ver com a foto
other=cancelaram o pedido | a loja cancelou meu pedido dizendo q acabou a massa mas continuou aberta recebendo pedido
delay; cold; missingItem | demorou 1h10, chegou frio e sem a farofa
taste | acai cheio de gelo, todo cristalizado
melted | o acai chegou derretido, liquido mesmo
courier; missingItem; packaging; mod:courier | o entregador do ifood comeu minhas batatas, a caixa chegou aberta e pela metade
pricePortion | hamburguer de 35 reais do tamanho de um pao de queijo
 | vou pedir de novo semana q vem pra testar o de costela
praise; customisation | adorei, mas esqueceram de tirar o tomate
unanswered | mandei msg no chat 3x, zero resposta
taste | pao do burger amanhecido, duro
spoiled | o palmito do pastel tava azedo, estragado msm
warmDrink | suco chegou quente e sem gelo nenhum
service | liguei pra reclamar, falaram q iam resolver e nada
delay; price | taxa de 10 conto e ainda demorou 1h
wrongItem; taste | veio muçarela no lugar da portuguesa e ainda sem sal
praise | tudo perfeito, obg
praise | da ultima vez passei mal mas dessa vez veio tudo certinho e gostoso
raw | o frango da marmita tava cru perto do osso
taste | o x-tudo n tem nada de tudo, so um hamburguer e queijo
delay; cold | atrasado e gelado como sempre
service | o atendente ficou discutindo comigo pelo chat em vez de resolver
missingItem | esqueceram o ketchup e a maionese
packaging; taste | veio tudo misturado na marmita, a salada murcha encostada na comida quente
customisation | pedi acai sem banana, alergia n, só n gosto, e veio cheio de banana
 | primeira vez pedindo, vamos ver
general | pior pizzaria q ja pedi na vida
praise | pastel enorme e barato, vale mt a pena
other=entregou antes do horario agendado | pedido agendado pra 12h chegou 11h, eu nem tava em casa
wrongItem | pedi pizza grande veio media
courier; praise | comida otima, so o motoboy de vcs q foi meio estupido na hora de entregar
cold; taste | pastel frio e murcho
missingItem; service | faltou o refri, reclamei e disseram q eu tinha q provar
price | cobraram a borda recheada q eu nem pedi
portion; taste | acai pouco e sem sabor nenhum
delay | 1h15 pra uma marmita q fica a 5 quadras
praise | o acai de cupuaçu de vcs é viciante kkkk
wrongItem; missingItem | mandaram o hamburguer de frango em vez do de carne e n veio a batata
delay | nunca mais peço, ja é a 3a vez q atrasa
`,
);

/** Set DS: a week of one owner's inbox across sushi, açaí, a hamburgueria and comida caseira: mixed as it comes, regulars, gifts, offices, rain, cancellations, change, invoices. */
export const HELD_OUT_BY_OTHERS_DS = parseReviews(
  "blindDS",
  `
praise | Temaki de salmão grelhado perfeito, cream cheese na medida e a alga ainda crocante. Virei cliente
delay; cold | pedi 20h30 e chegou 22h05, o hot roll chegou frio. com chuva eu entendo uns 15 min a mais, mas hora e meia nao da
 | pedi o combinado de 30 peças pra testar
melted; packaging | o açaí chegou todo derretido e escorrendo pela tampa, melou a sacola inteira
praise | Mandei de presente pra minha mãe no Dia das Mães, ela me ligou emocionada dizendo que a feijoada tava igual a da minha vó. Obrigada de coração ❤️
missingItem | pedimos 9 marmitas pro escritório e vieram 8, o coitado do estagiário ficou sem almoço kkkk
customisation; raw | pedi o artesanal de 180g BEM PASSADO, escrevi na observação em maiúsculo, e veio sangrando no meio. não como carne crua de jeito nenhum
praise | melhor hamburguer da zona norte sem exagero. brioche macio, blend suculento, batata rústica sequinha. 10/10
other=troco errado | Total deu R$ 62, paguei com uma nota de 100 e voltaram 28 de troco. Faltaram 10 reais. Conferi na hora mas o rapaz já tinha saído.
poisoning | comi o combinado ontem a noite e passei a madrugada no banheiro, eu e meu marido. foi a unica coisa q a gente comeu no dia
wrongItem | pedi açaí de 500 com morango e banana, veio de 300 com kiwi. nem gosto de kiwi
other=nota fiscal | Solicitei pelo chat a nota fiscal no CNPJ da empresa, pois é almoço corporativo e preciso prestar contas. Até agora não recebi.
praise | Chovendo canivete e o pedido chegou quentinho e sequinho, bag térmica toda fechada. Parabéns ao entregador e à loja
price | taxa de entrega de 11,99 pra quem mora a 3 quadras? ta de brincadeira né
taste; portion | o strogonoff tava doce demais, parece que erraram a mão no ketchup. e a batata palha veio uma colherzinha, mal deu pra sentir
foreignBody | achei um fio de cabelo enorme no meio do arroz da marmita. perdi a fome na hora
praise | açaí cremoso de verdade, nada daquele aguado cheio de gelo. e o leite ninho veio generoso 😍
cold; taste; customisation; praise | batata chegou fria e mole. o pão tava ótimo, mas pedi a carne ao ponto e veio bem passada, seca
delay | 1h50 esperando por UMA marmita. uma!! nunca mais
 | comprei pro meu pai, ainda nao sei se ele gostou
app; praise; mod:app | o cupom de 15 reais não aplicava de jeito nenhum no app, tive que pagar cheio. a comida em si tava boa
other=cancelaram o pedido | Fizeram eu esperar 50 minutos e aí cancelaram dizendo que a cozinha ia fechar mais cedo hoje. Se vai fechar, não aceita pedido né
missingItem | veio sem hashi e sem shoyu. comer sushi com garfo é triste demais
spoiled | o salmão do sashimi tava com cheiro forte e meio pegajoso. joguei tudo fora, não vou arriscar
praise | Sou cliente há 2 anos. Comida caseira de verdade, tempero de mãe. Nunca me decepcionou.
portion | peço esse temaki toda semana e hoje veio claramente menor, metade do cone só de arroz
courier; mod:courier | o entregador do ifood não quis entrar no condomínio, me fez descer 4 andares debaixo de chuva e ainda ficou reclamando
praise | 2 da manhã, larica batendo e vcs abertos. obrigado por existirem 🙏🍔
pricePortion; praise | R$ 42 num poke que cabia na palma da mão. gostoso, mas não vale isso
customisation | pedi sem cebola. SEM CEBOLA. adivinha o que tinha
delay; unanswered | passou 1h do previsto, liguei 3x no número da loja e ninguém atendeu, mandei msg no chat e nada
wrongItem | veio o pedido de outra pessoa, tava escrito "Carla" na sacola, 2 temakis que eu nem pedi. o meu sabe deus onde foi parar
warmDrink; pricePortion; praise | a coca veio quente e sem gás. o x-tudo tava gostoso, mas pequeno demais pelo que vcs cobram
praise | era presente pro meu namorado, coloquei "feliz aniversário amor" na observação e vcs escreveram na caixa com um coraçãozinho 🥹 ele amou, e o burger tava absurdo
customisation; praise | mandei o açaí pra minha irmã de aniversário e pedi pra colocar um bilhetinho de parabéns, não foi nada. ela disse que o açaí tava bom pelo menos
raw | Boa noite. O frango à parmegiana estava cru por dentro, rosado mesmo. Tenho 72 anos e não posso arriscar. Lamentável.
 | pedi a marmita fit de frango
allergy | Avisei que meu filho tem alergia a amendoim e mandaram paçoca por cima do açaí. Graças a Deus eu vi antes dele comer. Isso é muito sério.
diet | pedi coca zero pq sou diabético e veio coca normal
paidExtra | paguei 5 reais de nutella adicional e não veio nem uma colher
packaging | a caixa do burger veio toda amassada e o molho vazou pra cima da batata
delay; cold; missingItem | atrasou 40 min, o feijão chegou gelado e esqueceram a farofa. dia ruim hein
praise | Minha filha fez o pedido para mim, sou idoso e moro sozinho. A comida veio bem embalada e muito saborosa. Deus abençoe vocês.
missingItem; service | faltou o refri, falei no chat e a atendente respondeu "não é problema nosso" e me deixou no vácuo. que atendimento é esse
wrongItem; mod:offensive | lixo de lugar, cambada de incompetente do caralho, errou meu pedido pela terceira vez
wrongItem; mod:threat | veio errado DE NOVO. na próxima eu vou aí e quebro essa porcaria toda, sei bem onde fica
praise | hot philadelphia crocante por fora e o salmão fresquinho. esse molho tarê é de outro mundo
 | o combo casal serve bem 2 pessoas?
taste; praise | o arroz do sushi tava duro, parecia de ontem. o peixe até que tava bom
notDelivered | marcou como entregue aqui e não chegou nada. fiquei plantado no portão feito bobo
melted | milkshake de ovomaltine chegou líquido, virou um achocolatado morno
praise | Pedimos para a equipe toda (12 pessoas) e chegou tudo no horário, cada marmita identificada com o nome da pessoa. Organização nota mil.
delay; praise | almoço do escritório chegou 13h50, metade do pessoal já tinha voltado pra reunião. a comida tava boa, mas assim não adianta
other=fechou antes do horário | no app diz que fecha 23h, tentei pedir 22h15 e recusaram pq "a cozinha já fechou". atualizem o horário gente
general | decepcionante. esperava muito mais pelo hype todo
taste | muito sal na carne de panela, tive que beber 1 litro de água depois. e a salada veio murcha, alface toda mole
missingItem | não veio talher e eu tava no trabalho sem nada, comi a marmita com a tampa dobrada kkkkk
praise | o açaí de vcs é o único que minha filha toma sem reclamar kkkk
customisation; taste | pedi o molho à parte justamente pra não encharcar e veio tudo afogado no molho, o pão desmanchou
pricePortion | 3 fatias de sashimi por 29 reais, faça-me o favor
courier | o motoboy de vocês chegou falando no celular, jogou a sacola na minha mão e nem esperou eu conferir. educação zero
foreignBody | Encontrei um pedaço de plástico duro dentro do hambúrguer, quase quebrei um dente. Tenho foto.
praise | voltei a pedir depois de uns meses e a qualidade continua a mesma. feijoada de sábado é sagrado
 | primeira vez pedindo, depois eu conto
delay; cold; praise | o sushi de vocês é maravilhoso como sempre, mas dessa vez demorou quase 1h30 e o hot veio frio. sei que era sexta, mas mesmo assim
wrongItem; praise | mandaram o X-bacon no lugar do X-salada. avisei no chat, pediram desculpa e mandaram o certo em 20 min. isso que é atendimento
other=sem troco | avisei no pedido que ia pagar com 50 e o entregador chegou sem troco nenhum, tive que correr no mercadinho pra trocar
spoiled | feijão azedo. cheiro de estragado assim que abri a tampa. não dá pra servir isso pras pessoas
diet | marmita vegana com bacon na farofa. sou vegana há 8 anos, que decepção
praise | Gostaria de elogiar a entregadora, muito educada, e o pedido veio impecável.
poisoning | Dor de barriga e vômito a noite toda depois do temaki de salmão. Minha esposa comeu o yakisoba e não teve nada.
app; mod:app | paguei no pix e o app cobrou de novo no cartão, agora tem duas cobranças na minha fatura
other=cancelaram o pedido; mod:refund | a loja cancelou meu pedido faz 5 dias e o ifood até agora não devolveu meu dinheiro
portion | pouca carne na marmita, veio mais arroz que tudo. antes vinha bem mais servido
praise | melhor açaí do bairro!!! 💜💜💜
taste | burger sem gosto nenhum, carne com cara de congelada e pão seco. não entendo essas notas altas. nunca mais
missingItem; unanswered | faltou o guaraná e a porção de batata. chamei a loja no chat e ninguém respondeu até agora
delay | entrega relâmpago, só 1h40 pra atravessar 2km 🙃
courier; missingItem; mod:courier | o entregador do app chegou com o lacre da sacola rasgado e tava faltando a batata. pra mim ele abriu
customisation | pedi o açaí sem granola e veio granola por cima de tudo, nem tem como tirar
praise | Atendimento nota 10, me ligaram pra avisar que ia atrasar uns 10 min por causa da chuva. Chegou tudo perfeito.
other=nota fiscal | preciso da nota fiscal pro reembolso da empresa e a loja disse que "não emite". como assim não emite?
general; mod:offensive | comida de porco feita por gente porca. vergonha
packaging; missingItem | a marmita veio com a tampa aberta, metade do feijão solto na sacola, e o suco nem veio
taste; missingItem | hot roll encharcado de óleo, dava pra torcer. antigamente era sequinho. e esqueceram o gengibre que eu sempre peço
praise | meu almoço de toda segunda ❤ nunca erra
 | o de sempre 🙂
diet | pedi o açaí zero açúcar, sou diabética, e veio o tradicional com xarope de guaraná
delay; praise | demorou uns 25 min a mais que o previsto, mas mandaram um brownie de cortesia pedindo desculpa. gostei da atitude e o burger tava top
cold; praise | a comida caseira de vcs é boa demais mas chegou morna quase fria, tive que esquentar no micro
raw; customisation | a carne do burger veio crua no meio, vermelha e gelada. pedi ao ponto e isso não é ao ponto nem aqui nem na china
taste; delay; mod:hate | comida sem sal e atrasou 1h, só podia ser cozinha de paraíba mesmo, esse povo não sabe trabalhar
other=cancelaram o pedido | Três vezes essa semana tentei pedir e a loja cancelou. Se não tem o ingrediente, tira do cardápio.
praise | combinado de 40 peças pra reunião de família, sucesso total. peças bem montadinhas e peixe fresquíssimo
price | o mesmo combo subiu 8 reais de um mês pro outro. assim fica difícil
taste; praise | a maionese da casa é absurda de boa, mas o bacon veio mole, queria mais crocante
missingItem | pedi sachê extra de ketchup e maionese na obs e não veio nenhum
foreignBody | BARATA. uma barata no meu açaí. NUNCA MAIS. já mandei foto pra vigilância sanitária
 | alguém sabe se o sushi é feito na hora?
praise | pedi tarde da noite num domingo, achei que nem ia vir e chegou em 30 min, quentinho. salvou minha noite
warmDrink; melted | o suco de laranja veio quente e o sorvete da sobremesa chegou todo derretido
service | a moça do telefone foi super grossa quando perguntei se tinha opção sem lactose, desligou na minha cara
spoiled; poisoning | o frango tava com gosto meio azedo e umas 2h depois comecei a passar mal, vomitei tudo
praise | A feijoada estava espetacular. Pedi para o meu pai, que está acamado, e ele comeu tudo. Muito obrigada.
customisation; praise | o lanche é ótimo, mas pela 2ª vez ignoraram o "sem picles" da observação
pricePortion | 60 conto num combo que não enche nem criança. decepcionante
general; mod:noOrder | Nunca pedi aí e nem vou pedir. Todo mundo no bairro sabe que essa cozinha é imunda.
poisoning; mod:noOrder | meu vizinho falou que pegou intoxicação com o sushi daqui semana passada, cuidado gente
app; mod:app | o rastreio do app não atualizava nunca, fiquei sem saber se vinha ou não. pelo menos chegou no horário
taste; delay | feijão sem tempero nenhum, parece que cozinharam só com água, e o arroz empapado. ainda levou 1h10 pra chegar
praise | Meu pedido de toda sexta no escritório. Parmegiana bem servida e o pessoal sempre elogia.
missingItem; praise | burger impecável como sempre, só esqueceram o molho da batata
delay; mod:offensive | 2 horas seus filhos da puta. 2 HORAS
 | nota 7
wrongItem | pedi uramaki e veio hossomaki, e o temaki era de atum e não de salmão
packaging; praise | o açaí é delicioso mas o copo veio com a tampa mal fechada, vazou na sacola toda
portion | açaí de 700ml e o copo veio pela metade, quase dava pra ver o fundo
price | cobraram uma "taxa de embalagem" de 3 reais que não aparece em lugar nenhum no cardápio
courier | o motoboy ligou 6 vezes em 2 minutos e ainda xingou o porteiro do meu prédio
praise | chegou antes do previsto, embalagem térmica excelente, sushi bem geladinho. perfeito pro calor de hoje
other=cancelaram o pedido | fiquei 1h esperando e quando fui ver o status, a loja tinha cancelado sem nenhum aviso
allergy | Coloquei na observação: ALERGIA A CAMARÃO. Veio camarão empanado no combinado. Minha boca inchou e precisei tomar antialérgico. Inaceitável.
praise; taste | a batata rústica com alecrim é a melhor coisa do cardápio, já o burger tava meio sem graça
diet | pedi o pão sem glúten pq tô numa dieta sem glúten e veio no brioche normal
general | horrível
praise | aquela marmita que abraça a alma 🥹 strogonoff com batata palha crocante e arroz soltinho
missingItem | marquei no app que queria talheres e não veio nenhum, nem guardanapo
praise | pedi com chuva forte e já esperava atraso, chegou uns 20 min depois do previsto mas super bem embalado. compreensível demais, obrigado
portion; taste | o temaki veio com mais cebolinha que salmão, e o pouco salmão que tinha tava borrachudo
notDelivered; unanswered | meu pedido nunca chegou. liguei na loja umas 5 vezes e ninguém atende. fiquei sem janta
service; mod:threat | o atendente me tratou mal no whats, tenho o print e sei onde ele mora, vou esperar ele sair do trabalho
praise | 👏👏👏 impecável
cold | marmita chegou rápido, só que fria
 | fiz o pedido pra minha mãe, ela que vai avaliar depois
wrongItem; missingItem | veio açaí de cupuaçu em vez do tradicional e faltou o leite condensado
spoiled | o morango do açaí tava mofado, com aquela penugem branca. olhem o que vocês estão servindo
price; praise | comida boa, mas taxa de entrega de 9,90 num pedido de 20 reais não dá
courier; mod:courier | o entregador do ifood largou o pedido no chão do lado de fora do condomínio, nem interfonou
other=nota fiscal; praise | comida ótima como sempre, mas pedi a nota fiscal de novo e de novo não veio
taste; missingItem | o açaí tava aguado, parecia suco, a granola murcha e pra completar veio sem colher
praise | Prezados, o pedido chegou em perfeitas condições e no horário. Agradeço.
service | ligaram avisando que tinha acabado o prato e pra eu escolher outro, até aí tudo bem, mas a moça foi impaciente e ficou me apressando
courier; mod:offensive | motoboy imbecil, errou o prédio 3 vezes e ainda veio me culpar
service; mod:hate | o atendente tem voz de viadinho e ainda foi grosso comigo, atendimento péssimo
courier; mod:hate | entregador venezuelano não entende nada do que a gente fala, errou a casa 2 vezes. manda brasileiro da próxima
wrongItem; mod:refund | veio o pedido todo errado e o ifood só estornou metade do valor, absurdo
other=cancelaram o pedido | pedi meia-noite, a loja aceitou, e 40 min depois cancelou dizendo que já tinha encerrado. sério?
praise | da última vez veio frio, hoje veio perfeito. continuem assim
delay; cold; packaging | choveu, atrasou 50 min, a sacola veio encharcada e a caixa do burger desmanchando. tudo frio
 | paguei no dinheiro
`,
);

/** Set DU: very short reviews as people leave them on delivery apps, and a few of medium length. */
export const HELD_OUT_BY_OTHERS_DU = parseReviews(
  "blindDU",
  `
cold | frio
delay | demorou dmais
missingItem | faltou o refri
praise | top
general | nunca mais
wrongItem | veio errado de novo
praise | 👍
praise | 😋😋😋
general | 👎
cold | chegou gelado 🥶
delay | 1h30 pra chegar
praise | PERFEITO
general | PÉSSIMO
taste | sem sal nenhum
taste | mt salgado
delay; cold | demorou e veio frio
missingItem | cade a batata??
praise | melhor acai da cidade
melted | sorvete derretido
melted | milkshake virou suco
warmDrink | coca quente
warmDrink | refri sem gás
packaging | vazou tudo
packaging | caixa amassada
packaging | tampa aberta, molho na sacola toda
raw | frango cru por dentro
foreignBody | tinha um cabelo no arroz
foreignBody | achei uma barata 🤮
spoiled | maionese azeda
poisoning | passei mal a noite toda
poisoning | vomitei dps de comer isso
allergy | avisei q sou alergica a camarão e veio camarão
diet | pedi coca zero veio normal
diet | sou vegetariano e tinha bacon
customisation | pedi sem cebola. veio cebola
customisation | molho a parte? nao
portion | porção minuscula
pricePortion | caro pra pouca coisa
price | taxa de entrega absurda
paidExtra | paguei bacon extra e nada
courier | motoboy nao quis subir
courier; mod:courier | entregador do ifood abriu meu lanche
app; mod:app | cupom nao funcionou
notDelivered | nunca chegou
notDelivered; mod:refund | nao chegou e o ifood nao devolveu meu dinheiro
unanswered | liguei 5x ninguem atende
service | atendente mal educada
general | decepcionante
 | pedi o combo 2
 | primeira vez pedindo
praise | chegou rapidinho e quentinho
praise; delay | gostoso mas demorou
praise; cold | lanche otimo, pena q veio frio
general; mod:offensive | lixo de restaurante, bando de incompetente
cold; mod:offensive | comida fria seus idiotas
delay; mod:hate | demorou 2h, so podia ser baiano preguiçoso
wrongItem; mod:threat | errou meu pedido dnv, amanha vou ai quebrar tudo
mod:noOrder | nunca pedi mas dizem q tem rato na cozinha
price | cobraram 2x no cartao, vou no procon
praise | que porra de lanche bom
praise | da outra vez veio frio, hj perfeito
praise | achei q ia demorar mas chegou em 20min
delay | entrega relampago, so 2h 👏
taste | parabens pela pizza de borracha
 | kkkkkkk
praise | 10/10
praise | AMEI 💖
wrongItem | veio calabresa, pedi portuguesa
wrongItem | veio o pedido de outra pessoa
wrongItem | refri de laranja, pedi guarana
taste | batata murcha
taste | carne queimada
missingItem | sem talher
missingItem | esqueceram o ketchup dnv
other=troco errado | troco veio faltando 10 reais
other=nota fiscal | pedi nota fiscal e nao mandaram
other=cancelaram o pedido | cancelaram meu pedido do nada
app; mod:app | app travou no pagamento
app; mod:app | app mostrava saiu pra entrega mas tava na loja ainda
cold; taste | fritas geladas e moles
taste | pastel encharcado de oleo
portion | hamburguer do tamanho de uma moeda
pricePortion | R$45 num lanche desse tamanho??
warmDrink | cerveja quente 🤢
warmDrink | suco veio morno
cold; taste | pizza fria e borrachuda
general | 😡😡😡
praise | ❤️
delay | 2 HORAS ESPERANDO
packaging | chegou tudo revirado
courier | motoboy levou 15 min pra subir
courier | entregador me xingou
service | loja responde no chat com grosseria
unanswered | mandei msg e ninguem respondeu
customisation | pedi pra tirar o tomate e veio cheio
diet | pedi sem gluten e veio pao comum
diet | sou diabetico, mandaram suco com açucar
allergy | alergia a amendoim, tinha amendoim no molho. AVISEI!!
raw | peixe cru no meio (nao era sushi kkk)
taste | massa da pizza crua
spoiled | carne com cheiro estranho
foreignBody | pedaço de plastico no hamburguer
foreignBody | uma pedra no feijao quase quebrei o dente
poisoning | familia toda com diarreia depois desse estrogonofe
praise; missingItem | mt bom, so faltou o guardanapo
praise | TOP demais, chegou antes do previsto
delay | uma porra de demora
 | demorou o normal
delay; praise | demorou mas valeu a pena
cold; warmDrink | fritas frias, refri quente. invertido kkk
melted | picolé virou água
missingItem | pedi 2 veio 1
pricePortion | tamanho P com preço de G
praise; price | bom mas caro
praise; portion | gostei, só achei pouco
praise | molho veio separado certinho como pedi 👏
customisation | pedi sem pimenta, ardeu ate a alma
general; mod:offensive | seus lixos
service; mod:hate | so podia ser mulher atendendo, burra
courier; mod:threat | motoboy abusado, sei tua cara, te pego na rua
notDelivered; courier; mod:courier | motoboy do app sumiu com meu lanche
general | ⭐
praise | ⭐⭐⭐⭐⭐
 | 👀
 | pedi pro meu pai
general | apaguei o app por causa de vcs
missingItem; delay | Pedi dois x-tudo, um veio sem bacon e o outro sem ovo, e ainda demorou quase uma hora. Já foi melhor
praise; courier | A pizza é muito boa, massa fininha, mas o motoboy chegou grosso e ainda reclamou que eu demorei pra descer
pricePortion | Comprei o combo família pensando que dava pra 4 pessoas, mal deu pra 2. Por 89 reais não compensa
allergy | Coloquei na observação SEM CEBOLA porque tenho alergia e veio cheio de cebola. Podia ter sido grave
missingItem; service | Liguei na loja pra avisar que faltou o açaí de 500ml, a moça disse que não era problema dela e desligou na minha cara
praise; taste | Entrega rapida e entregador super educado, mas o yakisoba veio sem gosto nenhum e os legumes duros
wrongItem | Já é a terceira vez que peço e vem errado, hoje mandaram frango no lugar de carne. Desisto
paidExtra; cold | Paguei o adicional de cheddar e catupiry, não veio nenhum dos dois, e a batata chegou fria ainda
app; mod:app | O app cobrou duas vezes no cartão e o suporte do ifood só manda mensagem automática
praise; warmDrink | Hamburguer maravilhoso, pão brioche macio, carne no ponto. Só a coca que veio quente, de resto perfeito
delay; unanswered; melted | Esperei 1h40, liguei três vezes, ninguém atendeu e quando chegou o sorvete era só líquido
notDelivered | Pedido marcado como entregue mas não recebi nada, o porteiro confirmou que ninguém veio
diet | Sou vegana e deixei bem claro, mas o hambúrguer de grão de bico veio com maionese comum e queijo
foreignBody; praise | Achei um fio de cabelo enorme no meio da lasanha, perdi a fome. A lasanha em si estava boa
spoiled; poisoning | sempre foi bom mas hoje a esfiha tava com gosto azedo e meu marido passou mal de madrugada
price | Disseram que a taxa era 5 e na hora cobraram 12, fora a embalagem que nem era pra ser cobrada
packaging; praise | A marmita veio toda virada, feijão misturado no pudim, tampa aberta. Comida até boa mas a embalagem é muito fraca
 | Pedi pro aniversário da minha mãe, a gente comeu no quintal depois do parabéns
praise | Tinha medo de vir frio porque é longe, mas chegou pelando, parabéns pela embalagem térmica
wrongItem; mod:offensive | Bando de incompetentes do caralho, pedi pastel de carne e veio de frango, nem ler vocês sabem
mod:noOrder | Não pedi aqui, mas minha vizinha falou que achou uma barata no yakisoba deles. Fiquem longe
raw | Veio frango cru no meio do parmegiana, já tirei foto e vou denunciar na Vigilância Sanitária
delay; mod:threat | demorou 2h, vou postar o endereço e o telefone do dono no grupo do bairro
other=cancelaram o pedido; mod:refund | cancelaram meu pedido e o ifood até hoje não devolveu o dinheiro, já abri 3 chamados
`,
);

/** Set DW: an independent evaluator's acceptance set: every label several times, plain and hard, safety, moderation, Spanish and English. */
export const HELD_OUT_BY_OTHERS_DW = parseReviews(
  "blindDW",
  `
delay; cold | pedido demorou 1h40 e a pizza chegou gelada
praise | melhor hambúrguer da região, chegou quentinho e a batata sequinha 😍
 | pedi o combo 2 com guaraná
wrongItem | pedi calabresa e veio portuguesa. nem gosto de ovo
customisation | escrevi SEM CEBOLA em maiúsculo na observação e o lanche veio cheio de cebola
missingItem | faltou o molho barbecue e os talheres, tive que comer com a mão
portion | porção de fritas minúscula, deu pra contar: 14 batatas
packaging | o caldo vazou na sacola inteira, chegou tudo melecado
taste | arroz empapado e feijão salgado demais
raw; poisoning | frango cru por dentro, rosado perto do osso, e claro que passei mal a noite toda
spoiled; foreignBody | maionese da casa azeda, tava estragada com ctz, e ainda tinha um fio de cabelo dentro do pote
allergy | avisei na observação que sou alérgica a amendoim e o pad thai veio coberto de amendoim. tive que tomar antialérgico
diet | sou diabético, pedi coca zero e mandaram coca normal
courier; mod:courier | o entregador do ifood não quis subir nem até a portaria do bloco e ainda foi grosso no telefone
courier | o motoboy da própria loja ficou uns 15 min parado na frente do prédio mexendo no celular antes de interfonar
price | taxa de entrega de R$ 14,90 pra 2 km é piada
pricePortion | 48 reais numa marmita que não enche nem criança
paidExtra | paguei 6 reais de bacon extra e não veio um pedaço de bacon
app; mod:app | o cupom de primeira compra não aplicou de jeito nenhum, o app só dava erro na hora de pagar
wrongItem; service | veio o sabor errado, liguei pra avisar e a atendente falou "problema seu" e desligou na minha cara
unanswered | mandei 5 mensagens no chat da loja e até agora ninguém respondeu
general | horrível. nunca mais peço aqui
praise | da outra vez veio frio mas dessa vez chegou pelando, parabéns 👏
delay | entrega relâmpago, só 2 horas 🙃
other=nota fiscal | pedi nota fiscal pelo chat e disseram que não emitem pra delivery, preciso pra prestar conta na empresa
taste; mod:offensive | hambúrguer seco igual papelão, o chapeiro de vcs é um imbecil
 | primeira vez pedindo daqui, vamos ver
melted | o açaí chegou virado sopa, todo derretido
warmDrink | refri quente e sem gás, parecia que ficou no sol
notDelivered | o pedido nunca chegou e a loja jura que saiu faz tempo
cold; taste | pizza fria e massa parecendo borracha
delay; mod:hate | demorou 1h, também com esse monte de nordestino preguiçoso na cozinha o que eu esperava
delay; mod:threat | atrasou 50 minutos. da próxima vez eu vou aí pessoalmente e quebro essa lanchonete inteira, tô avisando
mod:noOrder | nunca pedi mas minha vizinha falou que acharam barata na cozinha deles, fiquem longe
notDelivered; app; mod:refund | pedido não chegou e o ifood negou meu reembolso dizendo que foi entregue
praise; missingItem | comida maravilhosa como sempre, só esqueceram o guaraná
delay; praise | demorou uns 30 min a mais que o previsto mas a comida compensa, tudo delicioso
praise | chegou rápido, entregador educado, comida no ponto. nota 10
 | comprei pro meu pai, ele que comeu
delay; cold; missingItem | 1h10 de espera, marmita fria e sem a farofa que eu pedi
customisation; taste | pedi a carne bem passada e veio mal passada, e ainda sem sal nenhum
raw; service | o hambúrguer de frango veio cru no meio, mandei foto no chat e só responderam "é assim mesmo"
spoiled; poisoning | o peixe tava com um cheiro forte, comi mesmo assim e tive diarreia o dia todo
foreignBody | tinha um pedaço de plástico duro no meio da lasanha, quase quebrei o dente
poisoning | o salmão do sushi é cru, normal, mas passei mal a noite inteira depois do combinado de vcs
allergy | meu filho tem alergia a leite, pedi sem queijo justamente por isso e veio com queijo. ficou todo empolado
allergy | tenho alergia a camarão e descobri do pior jeito que o molho do macarrão leva camarão. garganta fechando, fui pro PS
diet | pedi o prato vegano e veio com pedacinhos de bacon no meio, sou vegetariana há 10 anos
diet | pedi a versão sem lactose e claramente usaram creme de leite normal, passei a tarde inchada
courier | motoboy de vcs chegou falando no fone, jogou a sacola na minha mão e nem esperou eu pegar direito
courier; missingItem; mod:courier | entregador parceiro do app abriu minha sacola, o lacre tava rompido e faltava a batata
price | cobraram 3 reais pela sacola e 2 por sachê de ketchup, fala sério
price; praise | a comida é boa mas o preço subiu demais esse mês, 39 num x-salada??
pricePortion | 35 conto numa porção de calabresa que vem 6 rodelas
pricePortion; taste | caríssimo pra meia dúzia de guiozas borrachudos
paidExtra | paguei borda recheada de catupiry e veio borda comum
paidExtra; missingItem | pedi adicional de ovo (paguei) e um suco de maracujá, não veio o ovo e nem o suco
app; mod:app | o app mostrou "entregue" 20 min antes do pedido chegar, quase cancelei achando que era golpe
app; mod:refund | cancelei dentro do prazo e o ifood até agora não devolveu meu dinheiro, já são 10 dias
service | a moça do telefone foi super grossa quando perguntei se o molho tinha pimenta
service; customisation | pedi molho à parte, veio misturado, reclamei e o dono respondeu com ironia dizendo que eu que não sei pedir
unanswered; notDelivered | pedido não chegou, liguei umas 8 vezes e ninguém atende esse telefone
unanswered; delay | 1h30 esperando e o whats da loja só visualiza e não responde
general | decepcionante. esperava muito mais
general | que experiência ruim, viu. não volto
other=troco errado | pedi troco pra 100 e voltaram 20 reais a menos
other=pedido cancelado | cancelaram meu pedido depois de 40 minutos sem nenhuma explicação
other=horário de funcionamento | diz que abre às 18h, fiz o pedido 18h15 e recusaram dizendo que a cozinha ainda não tinha aberto
taste; mod:offensive | que lixo de coxinha, massa crua e recheio sem gosto nenhum, a cozinheira de vcs é uma burra
courier; mod:offensive | o motoboy de vcs é um filho da puta mal educado, jogou a pizza por cima do portão
service; mod:hate | a atendente não entendeu nada do meu pedido, claro, contratam venezuelano que nem fala português. volta pra tua terra
wrongItem; service; mod:threat | veio tudo trocado e não quiseram trocar. sei onde o dono mora e ele vai se arrepender
spoiled | comida estragada, arroz azedo. vou denunciar na Vigilância Sanitária e abrir reclamação no Procon
mod:noOrder | nem precisa pedir, todo mundo no bairro sabe que essa pizzaria usa queijo vencido e carne de segunda
delay | que porra de fome, 1h20 esperando essa merda de pedido
general | pior restaurante que já pedi na vida, sem condição
warmDrink | a cerveja veio quente, pelo amor né, pedi gelada e tá escrito "gelada" no cardápio
praise; warmDrink | lanche top demais, só o suco chegou morno
warmDrink; delay | guaraná quente e sem gás depois de 1h de espera
melted | pote de sorvete de 2 litros chegou parecendo vitamina 🫠
melted; packaging | o milkshake derreteu e vazou pela tampa, sujou a sacola toda
melted; delay | pedi petit gateau com sorvete, depois de 1h10 o sorvete era só um creminho no fundo
notDelivered | consta como entregue mas ninguém tocou a campainha, eu tava em casa o tempo todo e não recebi nada
notDelivered; service | não chegou nada e quando liguei disseram que o problema era meu, que passei endereço errado. não passei
cold; taste | batata fria e murcha
cold; praise | o sabor é ótimo, pena que o lamen chegou morno
cold | esfiha geladíssima, tive que esquentar no micro-ondas
wrongItem | veio o pedido de outra pessoa, tinha o nome Carla na comanda e eu sou o Marcos
wrongItem; missingItem | pedi 2 pizzas grandes, veio uma média e a outra nem veio
wrongItem | trocaram o sabor do milkshake, pedi ovomaltine e veio morango
customisation | pedi pão sem gergelim e sem picles, veio com os dois
customisation; taste; praise | tudo muito bom mas pedi a carne ao ponto e veio bem passada, tipo sola de sapato
customisation | coloquei na obs pra mandar o molho separado e encharcaram a salada toda
portion | o prato executivo encolheu, tá vindo metade do que vinha ano passado
portion; praise | comida gostosa, mas a porção "individual" mal serve uma pessoa
portion | espetinho com mais palito que carne kkkkk
packaging | pizza chegou toda amassada num canto da caixa, o recheio grudado na tampa
packaging; missingItem | a tampa do molho abriu, metade vazou e nem mandaram guardanapo
packaging | isopor rachado, o arroz se espalhou por toda a sacola
taste | o frango xadrez era só cebola e shoyu, sem gosto de nada
taste; praise | atendimento nota mil, mas a lasanha tava queimada nas bordas
taste | carne dura igual borracha, impossível mastigar
raw | a linguiça toscana veio crua por dentro, cinza por fora e rosa no meio
diet | a sobremesa "sem açúcar" obviamente tinha açúcar, minha glicemia foi lá pra cima. sou diabética e confiei
price | recebi a pizza média certinho, mas cobraram o preço da grande. tá no comprovante
price; delay | taxa de entrega mais cara que o lanche e ainda chegou atrasado
paidExtra | paguei R$4 pelo ovo extra no x-tudo e cadê o ovo?
missingItem; service | reclamei pelo chat que veio faltando o refri e a resposta foi "não temos como fazer nada"
unanswered | tentei falar com a loja pra trocar o endereço e ninguém atendia, nem telefone nem chat
general | sinceramente? péssimo. só isso
general | não recomendo de jeito nenhum 👎👎
other=item indisponível | metade do cardápio tava indisponível e só avisaram depois que eu já tinha pago
praise | tempero caseiro de verdade, parece comida de vó ❤️
praise | achei que ia demorar pq tava chovendo muito mas chegou em 25 min, show
 | pedi pra minha mãe, ela ainda não experimentou
praise | já passei mal com comida de outro lugar e fico com medo, mas aqui tudo sempre fresquinho. confio
praise | pensei que o sorvete fosse derreter no caminho mas veio durinho, embalagem térmica top
delay; cold; wrongItem; unanswered | Vou resumir: pedi às 20h, chegou 21h40. A lasanha que era pra ser bolonhesa veio de frango, tava fria, e quando tentei ligar pra loja ninguém atendeu. Parabéns pela consistência.
courier; praise | comida boa, entrega no horário, só que o motoboy de vcs ficou pedindo gorjeta de um jeito insistente e constrangedor
praise | caro? é. mas vale cada centavo, melhor sushi da cidade
pricePortion | pouca comida pelo preço que cobram, 70 reais e ficamos com fome
packaging | VEIO TUDO REVIRADO NA CAIXA, HAMBÚRGUER DESMONTADO E O MOLHO ESPALHADO NA TAMPA
delay; cold | demoro dimais e a bata veio fria, o lanxe tb
praise; missingItem | mano o podrão tava brabo demais, só faltou a maionese verde q eu pedi
foreignBody | 🤢🤢🤢 tinha um grampo de metal no feijão
poisoning | meu estômago é fraco então não sei se foi a comida, mas depois do acarajé fiquei mal o resto do dia
service; praise | a comida é ótima mas o atendimento pelo whats é seco e mal educado, parece que a gente tá incomodando
praise | demorou o normal, uns 40 min, comida boa e bem servida
praise | vi que ia levar 1h e pedi mesmo assim, valeu a pena, chegou tudo certinho
delay; cold | el pedido tardó más de una hora y la hamburguesa llegó fría
praise | riquísimo el pollo a la parmesana, llegó calentito y bien presentado. volveré a pedir!
missingItem | faltó la gaseosa que pedí y las servilletas
raw | el pollo estaba crudo por dentro, rosado y con sangre
foreignBody | encontré un pedazo de plástico en el arroz, qué asco
pricePortion | carísimo para lo poco que trae, 60 reales por una ensalada que no llena a nadie
courier | el repartidor del propio restaurante me trató fatal y me tiró la bolsa en la mano
 | pedí el combo familiar para la cena
allergy | soy alérgico al maní, lo puse en la nota y el postre vino con maní encima
general | pésima experiencia, no lo recomiendo a nadie
delay; unanswered | llamé tres veces al restaurante porque el pedido no llegaba y nadie contestó, llegó con una hora de atraso
praise | Best açaí I've had in São Paulo, generous toppings
wrongItem; diet | I'm vegetarian, ordered the veggie burger and got a chicken burger instead
delay; unanswered | Food took 90 minutes and the restaurant never answered my messages
packaging | The soup container wasn't sealed and half of it spilled in the bag
price | They charged me for a large pizza but the order was a medium, which is what I got
taste | Way too salty, couldn't finish it. Fries were soggy too
app; mod:app | The app kept showing "preparing" for an hour and then the tracking just disappeared
 | ordered the lunch special
spoiled; poisoning | The shrimp smelled off and I was sick the next day
melted; praise | Milkshake arrived completely melted, basically flavored milk. Great burger though
`,
);

/** Set DY: several complaints at once: listed, run together, numbered or scattered through a rant. */
export const HELD_OUT_BY_OTHERS_DY = parseReviews(
  "blindDY",
  `
delay; cold; missingItem; courier | atrasou uma hora, a pizza chegou gelada, esqueceram o refri e o motoboy ainda me respondeu com grosseria no portão
wrongItem; missingItem; praise | 1) veio frango no lugar da carne 2) não mandaram a farofa 3) o pudim tava uma delícia, foi o que salvou
packaging; cold; price | sacola toda engordurada, o caldo vazou, tudo morno e ainda paguei 14 reais de taxa de entrega. complicado viu
paidExtra; portion | paguei bacon extra e nao veio bacon nenhum, e a batata "grande" parecia porção de criança
missingItem; unanswered | faltou o guaraná, liguei 3x na loja e ninguém atende, mandei mensagem no chat e nada até agora
praise; delay; customisation | comida boa como sempre mas demorou quase 2 horas e pedi SEM CEBOLA e veio lotado de cebola
delay; app | o app ficou mostrando "saiu para entrega" desde as 20h e só chegou 21h30, o rastreio não atualizava nunca
taste; cold; pricePortion | arroz duro, feijão sem sal, bife frio e 45 conto numa marmita que não enche nem criança
raw; delay; service | frango CRU por dentro!!! além de ter atrasado 50 min. mandei foto no chat e a resposta foi "é o ponto da casa". absurdo
praise | chegou quentinho, bem embalado, entregador educado e o hambúrguer no ponto certinho. nota 10
wrongItem; warmDrink; courier; mod:courier | mandaram calabresa em vez de portuguesa, a coca veio quente e o entregador do ifood ficou 10 min no celular parado na minha porta antes de entregar
melted; delay; packaging | o açaí chegou derretido, a tampa aberta escorrendo na sacola toda. levou 1h10 pra vir de 2km
missingItem; unanswered | pedi 3 esfihas de carne, 2 de queijo e um kibe. veio só as de carne. tentei falar com a loja pelo chat e ninguém respondeu
foreignBody; service; mod:offensive | achei um cabelo enorme no meio do yakisoba, mandei msg e o atendente disse que não era deles. bando de porcos nojentos
spoiled; poisoning | o camarão tava com cheiro de podre e eu e meu marido passamos a madrugada vomitando
allergy; delay | escrevi na observação que sou alérgica a amendoim e o pad thai veio cheio de amendoim. tive que tomar antialérgico. e ainda atrasou 40 min
diet; taste | pedi coca zero porque sou diabético e veio a normal. a batata ainda veio murcha e sem sal
diet; delay; cold | pedi o burger vegano e tinha bacon dentro. sou vegetariana há 10 anos. fora que demorou e chegou frio
general | péssimo. nunca mais peço
 | pedi o combo família pra 4 pessoas
praise | da última vez veio frio e atrasado, dessa vez chegou rapidinho e quentinho, parabéns pela melhora
delay; missingItem | entrega super rápida, só 1h40 pra atravessar a rua 👏👏 e a batata que vinha no combo? nem sinal
mod:noOrder | nunca pedi aqui mas minha vizinha falou que viram barata na cozinha deles, cuidado gente
delay; cold; missingItem; mod:threat | atrasou 2h, veio tudo frio e faltou o refrigerante. se acontecer de novo eu vou aí e quebro essa espelunca inteira
delay; cold; courier; mod:hate | atrasou de novo e a comida fria, o entregador era um baiano preguiçoso, típico dessa gente
missingItem; mod:refund | faltou metade do pedido (os dois sucos e o pastel) e o ifood só me estornou 5 reais. quero meu dinheiro todo de volta
price; cold | me cobraram duas vezes no cartão e a lasanha chegou fria. vou abrir reclamação no Procon
packaging; taste; praise | pizza chegou toda amassada, grudada na tampa, massa meio crua na borda... o sabor da calabresa é bom mas assim não dá
missingItem; paidExtra; unanswered | não veio o talher, não veio o cheddar adicional que eu paguei 6 reais e o telefone da loja só chama
courier; delay | o motoboy não quis subir, mandou eu descer 8 andares com criança no colo, e ainda chegou meia hora depois do previsto
portion; taste; cold | 4 pedacinhos de frango no yakisoba, o resto era só repolho, sem gosto nenhum e morno
wrongItem; customisation; praise | o atendimento no chat foi super gentil mas veio o tamanho médio em vez do grande e o molho que pedi à parte veio misturado
app; price | o cupom de 20 não aplicou, o app cobrou cheio, e taxa de entrega de 12 reais pra 1km é piada
app; mod:app | o aplicativo travou na hora do pagamento, cobrou no cartão e não gerou pedido nenhum. tive que pedir de novo
delay; cold; taste; service | 1. atrasou 1h 2. chegou frio 3. strogonoff salgado demais 4. a moça do telefone disse que a culpa era minha por morar longe
melted; missingItem; praise | milkshake virou sopa e esqueceram a casquinha que eu pedi. o lanche em si tava ótimo
delay; cold; packaging; missingItem; courier | resumo do pedido: atrasado, gelado, sacola rasgada, sem guardanapo e o entregador largou o pacote no chão. parabéns
foreignBody; taste | tinha um pedaço de plástico duro no meio do feijão tropeiro. e tava muito oleoso tb
spoiled; wrongItem | a maionese tava com cheiro azedo, joguei fora. e mandaram x-salada em vez de x-egg
raw; cold; customisation | pedi bem passado e o hambúrguer veio cru no meio, sangrando, com o pão frio
poisoning; delay | demorou 1h20 e depois de comer o sushi passei mal a noite toda, diarreia. não sei se foi só o peixe mas não peço mais
pricePortion | 38 reais numa porção de batata e vieram uns 20 palitos contados
price; portion | taxa de entrega de 15 reais agora?? e o arroz da marmita diminuiu muito, antes vinha bem servido
missingItem; service; unanswered | mandei mensagem avisando que faltou o molho barbecue, levaram 40 min pra responder só "desculpa" e depois sumiram, não respondem mais
praise; courier | comida excelente, tudo quentinho, mas o entregador chegou fumando e soprando fumaça na minha cara
wrongItem; delay | veio o pedido de outra pessoa, um tal de Marcos. o meu só chegou 50 min depois
customisation; taste | pedi sem tomate, sem maionese e carne mal passada. veio com tomate, com maionese e a carne torrada, seca igual sola de sapato
missingItem; wrongItem; cold; unanswered | Pedi 2 marmitas: numa faltou a salada, a outra veio com frango quando era peixe. as duas frias. liguei e caiu na caixa postal
general | decepcionante demais
praise | melhor pastel da região, sempre peço e nunca tive problema
delay; courier; mod:courier | o entregador do app ficou rodando pelo bairro uns 40 min, vi no mapa ele indo pro lado contrário
app; delay; cold | o status dizia "entregue" e eu nem tinha recebido nada. chegou 25 min depois, frio
notDelivered; unanswered; mod:refund | o pedido nunca chegou, a loja não atende e o ifood diz que não pode reembolsar porque "consta como entregue"
notDelivered; courier | marcaram como entregue mas não recebi nada. o porteiro jura que nenhum motoboy apareceu aqui
taste; pricePortion | risoto empapado e pra 79 reais vieram 4 camarões contados
packaging; missingItem; praise | entregador muito educado, mas o pote do molho veio aberto, sujou tudo, e esqueceram os hashis
delay; cold; service; mod:offensive | demorou 1h30, veio frio e quando liguei a atendente desligou na minha cara. que loja de merda, bando de incompetentes
warmDrink; melted; delay | refri quente, sorvete derretido, uma hora de espera. num calor de 38 graus. valeu
wrongItem; taste | pedi frango à parmegiana e veio filé de peixe à parmegiana, e ainda por cima encharcado de óleo
other=troco errado; delay | pedi troco pra 100 e o motoboy trouxe troco pra 50, disse que a loja que separou errado. e ainda atrasou
other=nota fiscal; missingItem | pedi CPF na nota e não veio nota nenhuma, e também faltou a sobremesa do combo
other=cancelaram o pedido; unanswered | cancelaram meu pedido 5 min depois de aceitar, sem explicação nenhuma. liguei pra perguntar e ninguém atendeu
praise; cold | tudo muito gostoso, só a batata que chegou meio fria
praise; portion | sabor nota 10 mas a porção diminuiu bastante desde o mês passado
praise; price | pizza maravilhosa, borda recheada perfeita, só achei a taxa de entrega salgada
delay; cold; taste; packaging; missingItem | vou listar: - 1h15 de atraso - frango frio - farofa sem gosto - a tampa da marmita abriu - não veio a maionese. primeira e última vez
diet | pedi o lanche sem queijo porque tenho intolerância a lactose, escrevi na observação em MAIÚSCULO, e veio com queijo. ainda bem que abri antes de comer
allergy; service | avisei que tenho alergia a frutos do mar e o arroz veio com camarão misturado. fui parar na UPA. quando liguei o cara riu e disse que era "só um pouquinho"
foreignBody; delay; cold | achei um fiapo de palha de aço no arroz. fora que atrasou e tava frio
pricePortion; missingItem; cold | 60 reais num combo de sushi com 16 peças minúsculas, sem shoyu e o hot roll frio
courier; packaging | o motoboy carregou a pizza de lado na bag, chegou toda escorrida pro canto da caixa
service; wrongItem | veio o sabor errado e quando reclamei no chat disseram que eu que pedi errado. mandei print do pedido e ficaram quietos
price; app | o preço no app é uns 30% mais caro que no balcão e o cupom de primeira compra não funcionou
praise | entrega rápida, comida caprichada, veio até um bilhetinho de agradecimento. amei ❤️
delay; unanswered; praise | o lanche é bom, não nego, mas 1h30 de espera e ninguém responde no chat pra dizer onde tá o pedido
cold; warmDrink; paidExtra; wrongItem | pizza fria, coca quente, a borda de catupiry que paguei a mais veio vazia e o sabor era frango quando eu pedi marguerita
general | Que experiência horrível. Jamais peço de novo desse lugar
 | alguém sabe se eles abrem domingo à noite?
delay; courier; taste | demorou, o entregador se perdeu e me ligou 5 vezes perguntando o endereço que tava certinho no app, e o hambúrguer tava seco
taste; pricePortion | coxinha com a massa crua, quibe duro, pastel encharcado de óleo, e veio pouquíssima coisa pelo preço que cobram
missingItem; service | faltou a bebida e a loja disse pra eu pedir reembolso no app que "não era com eles". péssimo atendimento
raw; spoiled | o salmão do sashimi tava com cheiro forte, estranho, e o salmão grelhado veio cru no meio
poisoning; foreignBody | comi o espetinho e no dia seguinte intoxicação alimentar, fui parar no médico. e ainda tinha um palito quebrado dentro da carne
delay; cold; packaging; courier; mod:courier | entregador do ifood demorou demais, veio sem bag térmica, comida fria e a caixa da pizza molhada de chuva
customisation; missingItem; praise | vcs são ótimos mas pela 3a vez o molho à parte veio em cima de tudo e faltou o ketchup sachê
wrongItem; price | me mandaram refrigerante lata em vez do 2 litros e cobraram como 2 litros
portion; courier | a porção de fritas veio pela metade e o motoboy ficou buzinando sem parar na frente de casa às 23h
taste; service | strogonoff aguado, carne dura. liguei pra reclamar, a atendente foi seca, disse que ia retornar e nunca retornou
delay; cold; mod:offensive | 2 horas pra chegar um hambúrguer gelado, vcs são uns lixos
melted; packaging; praise | o bolo de pote é maravilhoso mas o sorvete que acompanha chegou líquido e com a tampa solta
missingItem | kkkkk faltou o arroz, faltou o feijão, faltou a salada, veio só a carne num potinho. marmita completa né
wrongItem; customisation; delay | veio sabor morango quando pedi maracujá, o açaí que pedi sem granola veio com granola, e demorou 1h
praise; missingItem; unanswered | comida ótima, mas faltou o refri e ninguém atendeu o whatsapp da loja
delay; service | atrasou 1 hora e quando perguntei o dono disse que se eu tinha pressa era pra ir buscar. educação zero
delay; cold; taste; packaging; pricePortion; courier | a saga: pedi às 19h, chegou 20h40, frio, o macarrão grudado num bloco só, molho vazado na sacola, 52 reais numa porção que dava pra uma pessoa, e o motoboy ainda reclamou da gorjeta
app; mod:app | o aplicativo não deixa avaliar direito nem anexar foto, e o suporte do app é um robô inútil
spoiled; delay | o iogurte da salada de frutas tava vencido, data de ontem na tampa. e demorou pra caramba
foreignBody; mod:threat | ACHEI UMA BARATA NA MINHA SOPA. vcs vão ver, sei onde o dono mora, vou espalhar o endereço e a cara dele em todo grupo da cidade
courier; mod:courier | o entregador do ifood abriu a sacola e comeu batata, dava pra ver o lacre rompido e o pacote pela metade
delay; cold; praise | o sabor é ótimo, o entregador super educado, mas demorou 1h e veio morno
wrongItem; paidExtra; missingItem; unanswered | Pedi 2 pizzas, uma veio errada, a outra sem a borda que paguei, e o refri nem veio. Liguei 4 vezes e ninguém atendeu
price | taxa de entrega de 9,99 pra 600 metros? sério?
pricePortion | 32 reais num açaí de 300ml com meia colher de leite ninho. não dá
delay; cold; taste; missingItem | demoro mto, chego frio, a carne tava dura e n veio o vinagrete. fala serio
praise | Tudo perfeito, do pedido à entrega. Recomendo!
customisation; taste; courier | pedi ponto médio e veio esturricado, sem tempero nenhum, e o motoboy me entregou o pedido com a mão toda suja de graxa
missingItem; cold; mod:offensive | cadê o meu molho caralho?? e a comida gelada. vão tomar no cu
diet; wrongItem; missingItem | pedi suco sem açúcar pq sou diabética e veio adoçado, trocaram o natural de frango por atum e não mandaram guardanapo
delay; cold; packaging | porra, 1h20 esperando com fome e o lanche chegou frio e todo amassado
raw; service | carne de porco mal passada, rosada por dentro, e o gerente disse que "é assim que se faz". perigoso isso
poisoning | todo mundo aqui de casa passou mal depois do frango xadrez, vômito e febre
allergy; wrongItem | tenho alergia a leite, pedi a versão sem queijo e mandaram a normal com queijo
courier; delay; praise | comida deliciosa e ainda quente. mas o entregador parou pra fazer outra entrega antes da minha e levou 40 min a mais
missingItem; unanswered; mod:refund | não veio a porção de batata, a loja não responde e o ifood negou o reembolso sem nem olhar a foto
service; delay | pedi às 12h pro almoço e às 13h30 liguei, falaram "já saiu". não tinha saído. mentira na cara dura
wrongItem | mandaram coca, pedi guaraná. mandaram calabresa, pedi frango. alguém aí lê o pedido?
packaging; missingItem | sacola sem lacre, grampeada de qualquer jeito, e faltou um dos dois lanches
 | pedi a mesma coisa da semana passada, o x-tudo com fritas
praise; customisation | amei o poke, tudo fresquinho. só que pedi sem cebolinha e veio com
delay; cold; courier; mod:offensive | motoboy lerdo do caralho, demorou 1h e a pizza chegou fria
taste; portion; packaging | feijoada com mais gordura que carne, veio pouquinho e o pote rachou vazando caldo
missingItem; service | cobraram 2 refrigerantes e mandaram 1, pedi pro restaurante devolver a diferença e disseram que "não é possível"
wrongItem; cold; taste | veio sabor errado, frio e duro. a borda parecia papelão
mod:noOrder | ouvi falar que esse restaurante usa carne vencida e já foi fechado pela vigilância. nunca pedi e nem vou
mod:noOrder | nunca comprei aí mas o dono é caloteiro, não paga os funcionários, espalhem
delay; app; courier; cold | o app dizia que o entregador tava a 2 min por meia hora, ele não atendia o telefone e quando chegou disse que "o gps bugou". comida fria
praise; packaging | embalagem bonita, comida gostosa, mas o molho do macarrão vazou todo na sacola
delay; cold; missingItem; customisation; service; unanswered | olha vou falar tudo: pedi 19h, chegou 20h50. frio. sem a coca. com cebola que pedi pra tirar. no chat só mensagem automática, nenhum humano respondeu. liguei e a menina falou "não posso fazer nada"
taste; spoiled | o frango tava com gosto de requentado de dias, borrachudo, e o molho branco azedo
courier | o entregador deixou no prédio do lado e foi embora, tive que ir lá buscar com o vizinho
praise | Não sei como fazem, mas chega sempre quente mesmo com chuva. Parabéns à equipe
delay | demorou uma hora. decepcionante.
foreignBody; packaging | tinha um grampo da sacola DENTRO do pote de arroz!! quem grampeia o pote??
praise; missingItem; wrongItem | o entregador foi um amor, mas a loja esqueceu o pão de alho e mandou a carne errada (pedi picanha, veio alcatra)
cold; warmDrink; service | chegou frio e a cerveja quente. pedi pra trocar e a loja disse que bebida não tem troca
delay; other=cancelaram o pedido | depois de 1h15 esperando cancelaram meu pedido dizendo que acabou o ingrediente
price | o preço subiu de 25 pra 35 em um mês e a porção continua a mesma
app; price; mod:app | o app me cobrou uma taxa de serviço que não aparecia antes de finalizar a compra
praise; cold; taste; packaging | Gosto muito da comida de vcs, mas hoje: batata murcha, hambúrguer frio e o pão esmagado na caixa
delay; courier; mod:hate | mandaram uma entregadora mulher, claro que se perdeu e demorou 40 min. mulher no volante dá nisso
missingItem; portion; service | esqueceram o arroz, o feijão veio num potinho de 50ml e quando mandei msg responderam só "ok"
wrongItem; delay; cold; unanswered | chegou depois de 1h e era o pedido de outra pessoa. frio ainda por cima. liguei e ninguém atendeu
praise; customisation; taste | O atendimento foi ótimo pelo telefone. Mas a pizza veio com azeitona (pedi sem) e a massa encharcada
delay; missingItem; courier; app | previsão de 40 min, chegou em 1h20, faltou o talher, o motoboy não tinha maquininha e o app não deixou trocar pra pix
cold; taste | tá de sacanagem né: macarrão frio, sem sal e grudado
praise; delay | Vale a pena esperar? Vale. Mas 1h10 é muito, gente. O temaki é o melhor da cidade
delay; cold; missingItem; wrongItem; packaging; courier | tudo errado: atrasou, esfriou, faltou o suco, veio o lanche errado, a embalagem rasgou e o motoboy foi grosso quando eu falei
 | pedido pro aniversário da minha filha, 50 salgados e 2 refris
missingItem; paidExtra | demorou o normal, uns 40 min, mas a pizza veio sem orégano e sem o catupiry extra que eu paguei
taste | fiquei com medo de atrasar por causa da chuva mas chegou em 30 min, só a batata que veio murcha
`,
);

/** Set DZ: ordinary complaints from offices, students and parents in the big cities of the South and Southeast. */
export const HELD_OUT_BY_OTHERS_DZ = parseReviews(
  "blindDZ",
  `
delay | pedi 12h10 pro almoço e chegou 13h40, comi correndo antes da reunião 😩
cold; praise | marmita mt boa, tempero de vó msm, só q chegou gelada e tive q esquentar no micro do escritório
missingItem | combo veio sem o guaraná
praise | melhor x-tudo da vila mariana sem exagero, chegou quentinho e bem embalado
 | pedi pro pessoal do setor, dividimos em 4
wrongItem | pedi calabresa e veio portuguesa, meu filho nao come ovo entao jantou pão de alho
delay; cold | bah, 1h20 pra chegar e a pizza veio fria tchê. assim nao da
customisation | escrevi SEM CEBOLA em caps na observação e o lanche veio cheio de cebola roxa
raw | frango do yakisoba rosado por dentro, nem arrisquei comer
foreignBody | achei um cabelo enorme no meio do arroz da marmita. perdi a fome na hora
poisoning | comi o temaki de salmão no almoço e passei a tarde inteira no banheiro do trabalho
spoiled | cream cheese do hot roll tava azedo, cheiro de coisa estragada
allergy | avisei na obs q tenho alergia a camarão e o yakisoba veio com camarão. ainda bem q vi antes de comer
diet | pedi coca zero pq meu pai é diabético e mandaram coca normal
diet; praise | sou vegana, pedi o burger vegano e veio com cheddar e maionese comum por cima. o pessoal do chat pediu desculpa e mandou outro rapidinho, isso eu elogio
courier; mod:courier | o entregador do ifood não quis subir, me fez descer 8 andares e ainda reclamou q eu demorei
app; mod:app | cupom de 15 nao aplicou de jeito nenhum, o app cobrou o valor cheio
wrongItem; mod:refund | veio o pedido de outra pessoa, pedi reembolso no app faz 5 dias e até agora nada
wrongItem; mod:offensive | bando de incompetente do caralho, errou meu pedido pela terceira vez
service; mod:hate | a atendente do telefone só podia ser baiana né, lerda e não entendeu nada do q eu falei
wrongItem; mod:threat | veio errado DE NOVO. da proxima vez eu vou aí e quebro essa lanchonete inteira
mod:noOrder | nunca pedi aqui mas uma colega do trampo disse q viram rato na cozinha deles. fica o aviso
foreignBody | tinha uma barata no fundo da caixa da pizza. vou denunciar na vigilância sanitária sim
delay | que porra de fome, o lanche levou 1h10 pra sair daí
praise | pedi achando q ia atrasar pq tava chovendo mt mas chegou em 25 min, pizza perfeita
praise | da outra vez veio frio, hj veio perfeito. valeu pessoal
portion | marmita P tá cada vez menor, hj veio meia concha de feijão e 3 garfadas de arroz
pricePortion | 42 conto num temaki q cabe na palma da mão? caro demais pro tamanho
price | taxa de entrega de 14,90 pra 2km é piada né
paidExtra | paguei 6 reais de bacon extra e nem sinal de bacon
packaging | o caldo do feijão vazou td na sacola, chegou tudo melado
melted | milkshake de ovomaltine chegou virado leite, derretido total
warmDrink | refri veio quente e sem gás. o lanche tava ok
taste | lasanha sem gosto nenhum, parece q esqueceram o sal
taste | pão de queijo borrachudo, parecia de ontem
delay; unanswered | pedido atrasou 50 min, liguei 3x na loja e ninguém atendeu
notDelivered | app marcou como entregue e não chegou nada aqui no prédio. fiquei sem almoço
general | horrível. nunca mais peço
general | decepcionante, esperava mt mais pelo tanto q falam bem
other=cancelaram o pedido | aceitaram o pedido e cancelaram 40 min depois, fiquei sem janta
other=troco errado | pedi troco pra 100 e o troco veio 20 reais a menos
other=nota fiscal | pedi nota com o cnpj da empresa e não mandaram, preciso pro reembolso do trampo
service | a atendente do whats foi super grossa qdo perguntei do pedido
praise | japa top, peixe fresquinho, chegou no horário. virei cliente
praise | uai, esse pão de queijo é melhor q o da minha vó, só não conta pra ela kkkk
delay; praise | comida mt boa mas 1h30 pra uma marmita não dá né
cold; taste; missingItem | batata chegou fria e murcha e faltou o molho especial
 | primeira vez pedindo daqui
praise | piá, o x-salada de vcs salvou minha noite de estudo. valeu demais
customisation | pedi o hambúrguer mal passado e veio bem passado
wrongItem; cold | pedi esfiha de carne, veio de frango e ainda fria
delay; courier; mod:courier | entregador do app ficou rodando 40 min no bairro pq nao achava a rua e ainda foi mal educado no interfone
courier; missingItem | o motoboy de vcs abriu a sacola, veio sem lacre e faltando uma coxinha
praise | chegou rapidinho e o entregador foi mt gentil, parabéns
raw | carne do hambúrguer crua no meio, tava sangrando ainda
poisoning | eu e meu marido passamos mal de madrugada depois da pizza de atum, vomitei a noite toda
allergy | meu filho tem alergia a leite, avisei no pedido e o pão veio com manteiga. ficou todo empolado
diet | pedi o wrap sem glúten e veio no pão de trigo comum
diet | pedi o mousse diet pra minha mãe q é diabética e veio o normal cheio de açúcar
mod:noOrder | dizem q a carne do espetinho daqui é de gato kkkk nunca pedi e nem vou pedir
delay; praise | pastel de carne maravilhoso, mas entrega "expressa" de 1h é brincadeira
delay | entrega relâmpago, só 2h. parabéns 👏
wrongItem | pedi uramaki e veio hossomaki, nao é a mesma coisa gente
missingItem | faltou o hashi e o shoyu, comi sushi de garfo no escritório kkkk
missingItem | nao veio talher nenhum, comi a marmita com a tampa
 | pedi pra minha mãe q tá em casa
cold; packaging | pizza chegou fria e toda grudada na tampa da caixa
taste | massa da pizza tava crua no meio, parecia chiclete
taste | hamburguer seco e pão dormido, decepção
taste; praise | a coxinha é ótima mas o kibe tava só óleo, encharcado
portion | o yakisoba individual dá pra uma criança, mto pouco
pricePortion | R$38 numa marmita q mal enche um pote de sorvete, por esse preço esperava bem mais comida
price | cobraram 3 reais de "taxa de embalagem" q nem aparecia no cardápio
paidExtra | paguei pelo ovo a mais e pelo cheddar extra, não veio nenhum dos dois
packaging; praise | comida deliciosa como sempre mas a sopa veio com a tampa mal fechada e derramou metade
melted | sorvete da sobremesa chegou sopa, derreteu todo
warmDrink | suco de laranja chegou quente, parecia chá
delay; cold; missingItem | atrasou 1h, veio frio e sem a farofa. tá de brincadeira
wrongItem; customisation | pedi o lanche sem picles, veio com picles e ainda era o de frango em vez do de costela
unanswered | mandei msg no chat perguntando se dava pra tirar o cheiro verde e ninguém respondeu, acabei recebendo assim msm
service | liguei pra reclamar do pedido e o cara desligou na minha cara
service; praise | comida ótima, mas o atendimento no telefone é sempre de má vontade
praise | bah, que xis! bem servido, chegou quente, guria do atendimento super querida
praise | mermão, que hambúrguer é esse 🤤🤤🤤
praise | melhor pizzaria de BH, o trem é bom demais sô
praise | padaria nota 10, pão na chapa crocante e o pingado chegou quentinho
general | pior experiência q ja tive com delivery
general | sinceramente? não vale o hype
courier | o motoqueiro da loja chegou fumando e jogou a bituca na minha calçada
notDelivered; unanswered | pedido nunca chegou e a loja nao atende o telefone
notDelivered; mod:refund | não recebi o pedido e o app negou meu reembolso dizendo q foi entregue
spoiled; poisoning | o frango da marmita tava com cheiro azedo, comi um pouco e tive dor de barriga o resto do dia
delay | tô no trampo desde as 8h, pedi a marmita 11h30 pra comer meio dia e chegou 13h15. meu horário de almoço já tinha acabado
praise | demorou o normal, comida como sempre excelente
cold | o temaki chegou ok mas o hot roll veio frio, sem graça
taste | sushi com arroz empapado e peixe sem gosto
wrongItem | veio pizza grande em vez da gigante q eu paguei
missingItem; praise | tudo delicioso mas esqueceram a coca de 2L
customisation | pedi o molho à parte pra nao murchar a batata e veio td despejado em cima
portion; praise | o sabor é bom mas a porção de fritas diminuiu mt, antes vinha o dobro
price; praise | lanche delicioso, mas 19,90 de entrega de Copacabana pro Leblon é assalto
packaging | o hambúrguer chegou todo desmontado, pão de um lado e carne do outro na caixa
packaging; cold | isopor rachado, chegou tudo frio e vazando molho na sacola
warmDrink; praise | pizza impecável, só o guaraná q veio quente
melted; delay | demorou 1h e o açaí chegou uma sopa roxa
taste | parmegiana com mto sal, bebi 2 litros de água depois
general | não gostei de nada, dinheiro jogado fora
other=sem maquininha | escolhi pagar no cartão na entrega e o motoboy veio sem maquininha, tive q descer até o caixa eletrônico
other=cozinha suja | retirei no balcão e a cozinha tava imunda, dava pra ver da porta
unanswered; missingItem | veio faltando o refri, mandei msg no chat 4 vezes e ninguém respondeu
wrongItem; service | veio o lanche errado e quando pedi pra trocar a moça disse q "é assim mesmo"
praise | lanchonete raiz, x-egg de respeito e preço justo
praise | o temaki de vcs é o único q meu filho come. obg ❤️
praise | curitiba precisava de um burger assim. voltarei com ctz
 | 4 estrelas pq sim
delay; taste | 1h pra chegar e a pizza ainda veio com gosto de queimado
wrongItem; missingItem | pedi 2 marmitas: uma veio errada (frango no lugar de bife) e a outra nem veio
cold; warmDrink | lanche frio e refri quente, inverteram tudo kkkk
delay; service | 1h40 de espera, liguei e o atendente falou "já tá saindo" 3 vezes. mentira
customisation; praise | o sanduíche é mt bom mas pela terceira vez veio com tomate, e eu sempre peço sem
praise; portion | lanche gostoso mas pequeno pro meu marido q é grandão kkk
missingItem | esqueceram o ketchup e a maionese, e eu marquei no campo de sachês
taste | feijoada com gosto de requentada e a couve amarga
price | o mesmo combo no balcão custa 10 reais a menos q no delivery, sacanagem
delay | pedi as 19h pra janta das crianças, chegou 20h50 e os dois já tinham dormido
courier | o entregador (da loja msm) jogou a sacola por cima do portão e foi embora sem tocar o interfone
notDelivered | pedido nunca chegou. esperei até as 22h e nada
praise | pedimos pizza pra reunião da turma da faculdade, todo mundo amou e chegou td quentinho
taste; packaging | temaki chegou todo desmanchado e a alga murcha
portion | marmita "grande" q não enche nem eu q como pouco
delay; cold; courier | o motoboy de vcs ficou 20 min parado na padaria da esquina, vi pelo rastreio, e chegou tudo frio
praise | nó, que marmita boa sô! feijão tropeiro igual de vó
delay; praise | tri bom o xis mas 1h15 pra chegar na zona sul, tchê
cold; praise | caraca, o hambúrguer é sinistro de bom mas a batata chegou gelada mermão
wrongItem | pedi cachorro quente de vina e veio com linguiça, piá
delay; missingItem; service | Sou mãe de 3 e pedi a janta pq cheguei tarde do trabalho. Demorou mais de 1h, veio faltando o suco das crianças e quando liguei a atendente disse q "não podia fazer nada". Triste.
taste; pricePortion | sushi caro, pouquinho e o arroz tava duro
praise | MELHOR PIZZA DE SP!!! 🍕🍕 chegou antes do previsto
missingItem; praise | pão francês quentinho, uma delícia, mas esqueceram a manteiga q eu pedi
service | perguntei no chat se dava pra tirar o queijo e me responderam "lê o cardápio" 🙄
taste; praise | o frango frito é crocante e suculento mas o arroz tava empapado
delay; cold | pedi no intervalo da facul, perdi o começo da aula esperando e o pastel ainda chegou frio
other=vale refeição recusado | no app dizia q aceitava VR mas na entrega falaram q a maquininha não passa VR
price | taxa de serviço de 10% no delivery?? nunca vi isso
unanswered | tentei avisar q o número do ap tava errado no pedido, liguei e chamei no whats e ninguém atendeu
taste | o strogonoff tava doce, acho q colocaram açúcar no lugar do sal kkk
delay; praise | valeu a espera? valeu. mas 1h10 é mto pra um hambúrguer
praise | achei q ia vir frio pq choveu mto, mas chegou pelando. top
praise | meu colega disse q uma vez veio cabelo no lanche dele, mas o meu veio impecável
general; mod:offensive | lixo de restaurante, vão se foder
`,
);

/** Set EA: hard reviews: contrast, concession, irony, questions, negations beside real complaints, several complaints in one sentence. */
export const HELD_OUT_BY_OTHERS_EA = parseReviews(
  "blindEA",
  `
delay; praise | Apesar da demora de quase 1h20, o strogonoff tava uma delícia, bem cremoso. Mesmo assim, da próxima vez quero mais rápido.
cold | Tirando o fato de que a pizza chegou gelada, tudo certo. Ah, e que "tudo certo" é esse né, o produto principal veio frio 🙄
delay | Entrega relâmpago: pedi no almoço e chegou na janta. Parabéns aos envolvidos.
missingItem | Não chegou frio, não chegou atrasado, não veio errado... só esqueceram a batata. Só isso, né. A batata.
praise | Meu único problema com esse restaurante é que agora não consigo comer coxinha em nenhum outro lugar. Obrigada por estragarem minha vida kkkk
taste | Será que alguém aí prova a comida antes de mandar? Arroz empapado e feijão sem sal nenhum.
cold; praise | Se tivesse chegado quente seria nota 10, porque o tempero é maravilhoso.
missingItem | Semana passada veio perfeito, hoje veio sem o molho de alho e sem a farofa. O que aconteceu?
delay; cold; packaging | demorou, chegou frio e o caldo vazou todo na sacola, trifeta completa parabens
 | Se demorar igual da outra vez eu cancelo, mas vamos ver né. Acabei de pedir.
praise | Bah, que crime isso aqui. Um xis desse tamanho devia ser proibido, comi até passar mal de tão bom kkkk tri bom
wrongItem | Pedi calabresa e veio portuguesa. Até gosto de portuguesa, mas não foi o que eu pedi né.
customisation | Escrevi em CAPS LOCK na observação: SEM CEBOLA. Adivinha o que tinha no lanche? Pois é.
raw | O frango tava lindo por fora, dourado, mas por dentro tava cru, rosado e sangrando perto do osso. Não tive coragem de comer.
poisoning | Comi o sushi ontem à noite e passei a madrugada inteira vomitando. Minha esposa comeu o mesmo combinado e também passou mal.
foreignBody; praise | Achei um cabelo enorme no meio do arroz. Tirando isso a comida tava boa, mas perdi a fome né.
allergy | Avisei na observação que sou alérgico a camarão e o arroz veio com camarão misturado. Tive que tomar antialérgico às pressas. Isso é sério, gente.
spoiled | A maionese do lanche tava azeda, com um cheiro forte de estragado. Joguei tudo fora.
price; praise | Comida boa? Sim. Vale 89 reais num prato executivo? Jamais.
pricePortion | 45 conto numa marmita que cabe na palma da mão. Tá de brincadeira né
portion | Veio tão pouca batata que dava pra contar: 14 palitos. Eu contei.
courier; mod:courier | O entregador do app se recusou a vir até a portaria do condomínio, ficou parado na esquina buzinando e mandando mensagem pra eu descer. Que absurdo.
app; mod:app | O cupom de 20% sumiu na hora de pagar e o app cobrou o valor cheio. Toda santa vez isso acontece.
notDelivered; mod:refund | O pedido nunca chegou e o iFood diz que não pode estornar porque consta como entregue. Quero meu dinheiro de volta.
mod:noOrder | Nunca pedi daqui e nem vou pedir, meu cunhado trabalhou aí e falou que a cozinha é imunda. Fica o alerta pra quem pede.
general; mod:offensive | Bando de incompetente do caralho, lixo de restaurante.
delay; mod:threat | Duas horas esperando. Se atrasar de novo eu vou aí e quebro essa porcaria inteira, sei muito bem onde vocês ficam.
taste; mod:hate | Tempero horrível, dá pra ver que é coisa de paraíba, esse povo não sabe cozinhar nada.
courier | O motoboy de vocês foi super grosso, jogou a sacola na minha mão e saiu resmungando porque eu demorei um minuto pra descer.
warmDrink | A coca veio quente e sem gás, parecia chá. O lanche tava ok.
melted; praise | O açaí chegou derretido, virou sopa, mas o sabor continua o melhor da cidade, não troco por nada.
diet | Pedi coca zero porque sou diabético e mandaram a normal. Não dá pra trocar assim sem avisar.
diet | Sou vegetariana, pedi o hambúrguer de grão de bico e tinha bacon no meio. Sério mesmo?
paidExtra | Paguei 6 reais de bacon extra e o bacon não tava lá. Deve ter ido passear.
service | Liguei pra falar do pedido e a atendente riu e disse que "acontece". Acontece mesmo, com vocês acontece toda vez.
unanswered; missingItem | Faltou o refri, mandei mensagem no chat, liguei três vezes e ninguém atende. Pra que tem telefone no perfil então?
other=cancelaram o pedido | Cancelaram meu pedido do nada, sem explicação nenhuma, às 23h. Fiquei sem janta.
other=troco errado | Pedi troco pra 100 e voltaram 20 a menos. Pode conferir aí no caixa de vocês.
praise | Não vou mentir, achei que ia ser ruim pelo preço baixo. Errei feio, que comida boa.
praise | Que ódio dessa lasanha, comi tudo sozinha e agora não tenho roupa que caiba kkkkk
delay; praise | Uai, a comida é um trem bão demais, mas esperar 1h30 por um tropeiro não dá não, sô.
cold; taste | Frango frito que chega murcho e frio... pra que pedir delivery então?
missingItem | Cadê os talheres? Cadê o guardanapo? Vou comer com a mão?
 | Pedi o combo 3 pra experimentar, ainda não comi, depois volto aqui pra avaliar.
praise | Nem frio, nem atrasado, nem faltando nada. Pela primeira vez em meses um delivery sem problema nenhum, parabéns.
missingItem; praise | Tudo quentinho, chegou antes do previsto, só não veio o molho barbecue que eu pedi.
wrongItem; delay | Além de demorar uma hora e meia, veio o pedido de outra pessoa. Outro nome na comanda, outro endereço, outro tudo.
delay | "Entrega em 30-40 min", diz o app. Cochilei, acordei e nada. Chegou com 1h50.
taste | Ah sim, porque todo mundo adora um bife com textura de sola de sapato né
taste; praise | A pizza tava ótima, mas a borda recheada veio queimada embaixo, gosto de carvão.
packaging | O milkshake veio com a tampa solta e metade ficou na sacola.
customisation; praise | Pedi o hambúrguer bem passado e veio ao ponto. Gostoso? Sim. Mas não foi o que eu pedi.
price | Taxa de entrega de 14 reais pra 2 km? Vocês tão entregando de helicóptero?
general | Decepcionante. Esperava muito mais pelo tanto que falam bem.
general | pior experiencia q ja tive com delivery, sem condiçoes
praise | Tô reclamando aqui porque agora meu marido só quer comer desse lugar. Parabéns pela marmita, tá de matar de boa.
delay; cold; missingItem; taste | Chegou atrasado, frio, sem a salada e com o arroz duro, foi o combo completo da decepção.
other=nota fiscal; praise | Pedi nota fiscal com CPF na observação e não veio. A comida tava boa, mas preciso da nota.
foreignBody | Tinha um pedaço de plástico duro no meio da carne moída, quase quebrei um dente. Mando foto se quiserem.
raw | Hambúrguer cru no meio, vermelho mesmo. Não é mal passado, é cru, tava gelado por dentro.
spoiled | O açaí tinha gosto azedo e o leite condensado veio com a data vencida na embalagem. Inadmissível.
poisoning | Sempre pedi e nunca tive problema, mas depois do yakisoba de ontem fiquei com diarreia o dia inteiro.
praise | Pedi mal passado e veio mal passado, sangrando do jeitinho que eu gosto. Finalmente alguém que respeita o cliente.
 | Não sei se foi o restaurante ou o aplicativo, mas o pedido apareceu duas vezes no meu histórico. Só cobraram uma, ainda bem.
melted | Sorvete de pote chegou que nem vitamina. Era pra ser sobremesa, virou bebida.
warmDrink; praise | Lanche nota mil. Já o guaraná veio mais quente que o lanche kkk
courier | O motoboy de vocês ficou 15 minutos na frente de casa mexendo no celular antes de tocar o interfone, vi tudo pela câmera.
delay; service | Liguei perguntando do pedido que tava atrasado e a moça respondeu "se quiser cancela". Que atendimento é esse?
praise | Oxe, que baião de dois arretado! Veio quentinho, bem servido, só tenho elogio visse
pricePortion; praise | Gostoso é, mas 38 reais por 6 guiozas? Comi e continuei com fome.
wrongItem | Pedi suco de laranja e veio de maracujá. Pelo menos vou dormir bem hoje, mas né.
customisation | "Molho à parte" na observação. Veio afogado no molho. Obrigado por lerem 👍
missingItem; mod:offensive | Faltou o pastel de queijo, seus burros, não sabem nem contar até 3?
taste | Muito sal, mas muito mesmo. Tomei uns três copos d'água. Não sei se foi sem querer ou se o cozinheiro tá apaixonado.
taste | Pastel murcho, encharcado de óleo, escorrendo. Dava pra fritar outro pastel com o óleo que saiu desse.
praise | Achei que ia dar problema porque choveu muito, mas chegou direitinho e quente. Muito bom.
delay; praise | Comparando com sábado passado, que chegou em 25 min, hoje demorou bem mais, quase 1h10. Mas a comida continua excelente.
cold | Ontem veio quentinho, hoje veio frio. Mesmo prato, mesmo horário. Vai entender.
 | Pedido de sempre, frango com quiabo. Nada a declarar.
packaging; taste | Marmita amassada, feijão misturado com tudo e o arroz virou papa. Que beleza.
notDelivered | App diz entregue, porteiro diz que ninguém deixou nada, eu digo que tô com fome. Cadê meu pedido?
service | Pedi pelo chat pra trocar a bebida antes de sair e responderam "não dá." com ponto final e mais nada. Educação manda lembrança.
praise | Sabe quando a comida é tão boa que você fica bravo? Pois é. Como vou voltar pra marmita da firma depois disso?
delay; cold | Quentinha que chegou friinha depois de 1h de espera. O nome já não faz mais sentido.
diet | Pedi pão sem glúten e mandaram pão francês comum. Tenho restrição, não é frescura.
portion; praise | Muito saboroso, só achei a porção de arroz pequena pra um prato que diz "serve 2".
price | Cobraram a taxa de embalagem duas vezes. Dois reais, eu sei, mas é o princípio.
delay; warmDrink | Duas horas pra chegar um lanche e um refri, e o refri ainda veio quente. Foram buscar a coca no Paraguai?
praise | Não era pra ser tão bom assim, sério, tô revoltado. Melhor parmegiana que já comi.
taste; praise | O hambúrguer é bom, não nego, mas o pão tava seco e esfarelando todo.
missingItem | Pedi 2 esfihas de carne, 2 de queijo e 2 de calabresa. Vieram 4. Matemática criativa.
wrongItem; praise | Veio frango no lugar de carne, mas tava tão bom que nem liguei muito. Só avisando.
customisation | Pedi sem tomate porque eu odeio tomate. Veio com tomate em dobro, parece provocação.
cold; packaging | A pizza chegou fria e virada de lado na caixa, o queijo todo grudado na tampa.
 | Ainda não chegou mas o app diz que faltam 5 min, aguardando.
delay | Tá, entendo que é sexta à noite e tá todo mundo pedindo, mas 1h40 pra uma pizza? Avisa antes então.
praise | Sinceramente? Esperava pouco e me surpreendi. Tudo quente e caprichado.
general | Nunca mais. Simplesmente nunca mais.
delay; cold; taste; service | Demorou, chegou frio, o macarrão tava grudento e quando reclamei no chat mandaram eu "esquentar no micro-ondas". Sensacional.
missingItem; unanswered | Não mandaram o sachê de ketchup nem a maionese e o telefone só chama, chama, chama...
courier; mod:courier | O entregador do iFood abriu a sacola na minha frente pra "conferir" e mexeu na comida com a mão. Nojento.
praise | Eu ia reclamar que veio comida demais, mas aí lembrei que isso não é reclamação. Muito bem servido!
taste | Esse é o "famoso" fettuccine? Massa crua no meio e molho aguado. Tá explicado por que é famoso só no Instagram.
delay; praise | Pedi 19h, chegou 20h15. Mas olha, valeu cada minuto, que costela!
wrongItem | Pedi pizza grande e veio média. Só percebi quando comi 2 pedaços e já tinha ido metade.
packaging | Sacola rasgada, caixa aberta, refrigerante de lado. Tá difícil.
portion | Quase precisei de lupa pra achar o frango do yakisoba.
other=loja recusa pedido | Aparece aberto no app, eu faço o pedido e sempre recusam dizendo que já fecharam. Terceira vez. Tira do ar então.
praise | Tinha tudo pra dar errado: chuva, sexta-feira, jogo do Flamengo. Chegou em 30 min, quentinho. Respeito.
melted; delay | O sundae chegou líquido, claro, depois de 1h de entrega no calor do Rio, o que vocês esperavam?
taste | Esse pastel de "carne" tinha mais cebola que carne, não é o que tá descrito no cardápio.
cold; taste; praise | Gostei, mas a batata, que é o carro-chefe, chegou fria e murcha.
service; praise | Comida excelente, atendimento no telefone nem tanto: o rapaz atendeu mastigando, disse "fala" e mais nada.
delay | Ah, muito obrigado por entregarem meu almoço às 15h30, agora virou lanche da tarde.
missingItem; praise | Tudo impecável como sempre, só que pedi 2 pudins e veio 1. Fica a dica pra conferir.
customisation; cold | Pedi a carne bem passada, escrito na observação, e veio ao ponto e ainda gelada.
price; praise | Achei caro, não vou mentir. Mas é o melhor temaki que já comi.
delay; courier | O motoboy de vocês rodou o bairro inteiro, ligou 4 vezes perguntando o endereço que tava certinho no pedido e chegou 40 min atrasado.
wrongItem | Pedi picanha e veio alcatra. Acham que eu não sei a diferença? Sou gaúcho, tchê.
taste | Nunca vi um acarajé tão sem graça, parecia bolinho de chuva. Baiano nenhum aprovaria isso aí.
general | Já foi bom. Hoje em dia não compensa mais.
praise | Não tenho do que reclamar, e olha que eu sempre tenho. 5 estrelas.
portion; missingItem | Veio só meio copo de açaí e faltou a granola que eu marquei.
cold; wrongItem; missingItem | Um lanche frio, o outro trocado (pedi x-salada e veio x-egg) e a batata nem veio. Dois lanches, três problemas.
praise | Só reclamo de uma coisa: por que não abrem no domingo?? Fico sem minha marmita preferida.
diet | Pedi açaí zero açúcar, sou diabética, e veio com leite condensado por cima. Quase não percebi.
price | Preço no cardápio 32, cobrado 38. Cadê a diferença?
taste; praise | Carne macia, arroz soltinho, mas o feijão tava com gosto de queimado.
packaging; missingItem | A tampa do shoyu abriu e sujou tudo, e os hashis não vieram.
praise | Minha nota seria 6 se não fosse esse molho especial. Com ele é 10.
 | Pedi pela indicação da minha vizinha. Ela disse que às vezes demorava, mas hoje veio no tempo normal.
delay; praise | Demorou? Demorou. Valeu a pena? Também.
customisation | Pedi suco sem gelo. Veio metade gelo, metade suco. Coincidência?
courier | O entregador de vocês me chamou de "tia" num tom bem debochado e ainda pediu gorjeta. Não, obrigada.
missingItem | Paguei o combo com sobremesa e a sobremesa ficou na loja. Espero que alguém aí tenha gostado.
paidExtra | Queijo extra: +R$5. Quantidade de queijo extra: nenhuma.
delay | Prezados, o pedido chegou com quarenta minutos de atraso em relação ao horário informado. Peço que revejam a logística. Atenciosamente.
taste; praise | Apesar do atendimento ser ótimo, o peixe veio encharcado de óleo.
delay | Mesmo avisando que era pra festa de aniversário às 19h, chegou 20h20. Cantamos parabéns sem o bolo.
praise | Tirando a demora do meu marido pra descer e pegar, tudo perfeito kkkk
missingItem | Tudo certo, tirando a batata. Que não veio.
taste | Se o objetivo era fazer um hambúrguer sem gosto nenhum, parabéns, conseguiram.
cold | Se eu quisesse comida fria tinha pedido salada.
portion | Se isso é porção pra duas pessoas, as duas pessoas são passarinhos.
taste | Antes o molho era caseiro, agora tem gosto de sachê de mercado. Mudaram a receita?
praise | Da última vez a batata veio murcha, hoje veio sequinha e crocante. Melhoraram!
portion | O mesmo prato que mês passado vinha cheio hoje veio pela metade. Achei que era impressão, mas pesei.
customisation | Não tô reclamando do tempo nem do sabor, tô reclamando que pedi SEM pimenta e veio ardendo igual o inferno.
wrongItem; praise | Não foi culpa do motoboy, que foi um amor, mas mandaram refrigerante de uva no lugar do guaraná.
service; praise | O problema não é a comida, que é boa, é o atendimento no WhatsApp que parece robô mal-humorado.
`,
);

/** Set ED: the South of Brazil from the phone: gaúcho and paranaense slang, praise with one complaint, short reviews, typos, traps. */
export const HELD_OUT_BY_OTHERS_ED = parseReviews(
  "blindED",
  `
praise | bah tche, xis coracao tri bom, chegou pelando 👏👏
cold; praise | o xis é tri bom como sempre mas dessa vez chegou frio, capaz q ficou parado no balcao
delay | 1h20 pra um cachorro quente?? bah
praise | capaz que eu ia pedir em outro lugar, melhor galeto de poa disparado
missingItem | faltou a maionese verde do xis
praise | tri bom
| pedi o xis salada hj
praise | da ultima vez demorou horrores, hoje veio em 25 min e quentinho. tri!
customisation | pedi SEM ervilha no cachorro quente e veio cheio de ervilha, bah
delay; cold; taste | demorou quase 2h, chegou gelado e a vina tava seca q nem papelao
wrongItem | pedi xis calabresa, veio xis frango
praise; portion | sushi gostoso mas o combo ta cada vez menor, parece q tiraram peça
raw | galeto cru perto do osso, saindo sangue. nao da
praise | a guria do atendimento foi um amor, resolveu tudo pelo chat rapidinho
service | mandei msg perguntando do pedido e a atendente respondeu seca "ta saindo né" e nem deu bola
unanswered | liguei 3x na loja e ninguem atende
delay; unanswered | pedido 50 min atrasado, liguei e ninguem atendeu o telefone
packaging | o molho do xis vazou todo na sacola, chegou tudo melecado
foreignBody | achei um cabelo no meio da maionese do galeto. nojo
poisoning | comi o sushi ontem a noite e passei a madrugada vomitando
spoiled | salmao com cheiro azedo, tava estragado certeza
allergy | avisei na obs q sou alergica a camarao e mandaram hot de camarao no combo. podia ter ido parar no hospital
diet | pedi coca zero e veio normal, sou diabetico po
diet | xis vegetariano com bacon?? sou vegetariana piá, presta atenção
price | taxa de entrega 14 pila pra 2km, capaz
pricePortion | 45 conto num xis que parece lanche de criança
paidExtra | paguei adicional de cheddar e nem sinal dele
app; mod:app | o cupom nao aplicou no app e cobrou o valor cheio
courier; mod:courier | motoboy do ifood nao quis entrar no condominio, me fez descer no temporal
notDelivered | aparece entregue e nunca chegou nada aqui
general | horrivel, nunca mais peço
praise | churrasco tri bom, picanha no ponto certinho 🔥🔥
praise | Nota 10!!
warmDrink | guarana quente e sem gas
melted | o sorvete da sobremesa chegou virado sopa
praise; melted | o açai é bom mas chegou todo derretido
praise | achei q ia chegar frio por causa da chuva mas veio pelando, valeu piá
praise | todo mundo fala q demora mas chegou em 30 min certinho
praise | pedi sem cebola e respeitaram, bah q alivio
delay; cold; missingItem | atrasou 1h, veio frio e sem a batata
service; mod:offensive | atendente mal educado do caralho, bando de incompetente
praise | que porra de fome, esse xis me salvou kkkk
mod:noOrder | nunca pedi ai mas meu cunhado disse q tem rato na cozinha, cuidado gente
service; mod:threat | a guria do telefone desligou na minha cara. amanha vou ai e quebro essa loja inteira
notDelivered; mod:refund | pedido nunca chegou e o ifood negou o reembolso, absurdo
praise; delay | xis maravilhoso mas demorou 1h10, bah
praise; taste | galeto tri bom, so a polenta q veio encharcada de oleo
taste | muito sal no xis, nao desceu
praise | bah guri, tri bom esse cachorro quente, molho caprichado
wrongItem; customisation | pedi xis bacon sem cebola, veio xis egg e ainda cheio de cebola
packaging; missingItem | caixa do sushi chegou virada, tudo misturado e faltou o shoyu
delay; courier | demorou 1h e o entregador ainda ficou 15 min perdido na frente do predio ligando
praise | capaz q vou pedir de novo amanha kkk
pricePortion | 89 reais num combo q mal da pra 1 pessoa
portion | pouca fritas, mal cobria o fundo da caixa
price | cobraram a embalagem a parte, 5 reais?? nunca vi isso
app; mod:app | app travou no pagamento e cobrou duas vezes no cartao
praise | xis da casa é outro nivel, melhor de curitiba
praise | tri
| primeiro pedido aqui, vamos ver
praise | ja pedi umas 20x e nunca deu problema, nem atraso nem nada
delay | "entrega expressa" de 1h40, pqp q rapidez
cold; taste | batata chegou murcha e fria
raw | frango do xis rosado por dentro, tenho medo de comer isso
foreignBody | tinha um pedaço de plastico no meio do hot roll
poisoning; spoiled | a maionese tava azeda e todo mundo em casa passou mal de noite
other=nota fiscal | pedi nota fiscal com cpf e nao mandaram
other=troco errado | pedi troco pra 100 e veio troco pra 50, faltou dinheiro
other=cancelaram o pedido | cancelaram meu pedido depois de 40 min sem explicar nada
praise; missingItem | tudo perfeito, so esqueceram o guardanapo e os talheres
praise | a vina desse cachorro quente é outra coisa, tri!!!
customisation | pedi a carne do xis bem passada e veio mal passada
customisation; packaging | pedi molho a parte e veio tudo junto, e ainda vazou pela tampa
delay; cold; courier | motoboy parou pra entregar outros 3 pedidos antes do meu, chegou 1h depois e gelado
general | decepcionante
general | bah, muito ruim, nao recomendo
taste | o churrasco veio só nervo e puro sebo, duro demais
praise; price | comida boa mas o preço subiu muito nos ultimos meses
praise | primeira vez q pedi, guria q fez caprichou, obrigada!!
wrongItem | mandaram o pedido de outra pessoa, nada a ver com o meu
missingItem; unanswered | nao veio o refri e ninguem responde o chat
service | a loja respondeu minha avaliação de forma debochada, q falta de respeito
app; mod:app | rastreio do app ficou travado em "preparando" a hora toda, nao da pra saber nada
praise | veio com bilhetinho e bala, que fofos 🥰
praise | o entregador foi super gentil, e o xis chegou inteirinho. Tri!
taste; portion | xis murcho, pouco recheio, tinha mais pao que carne
delay; missingItem; wrongItem | demorou demais, faltou a coca e o xis era de frango e nao de carne
praise | galeto com polenta e salada de maionese, comida de domingo perfeita
foreignBody; service | achei um fio de cabelo na picanha, mandei foto e disseram q "não é daqui". piada
praise | sushi fresquinho, peixe derretendo na boca. melhor de floripa
praise; packaging | comida tri boa mas a embalagem de isopor veio toda amassada
pricePortion; taste | 60 reais num barco q veio pequenininho e com arroz empapado
praise | capaz! xis gigante, deu pra dois
| alguem sabe se eles abrem domingo?
courier; mod:courier | entregador do ifood abriu a sacola e comeu umas batatas, o lacre veio rompido
courier | o entregador foi grosso comigo no interfone, reclamou q tinha escada
unanswered; notDelivered | pedido nao chegou, liguei umas 5 vezes e ninguem atende. sacanagem
praise | melhor cachorro quente de curitiba, vina e purê no capricho
praise | bah muito bom 👍
praise; customisation | o xis tava bom, mas pedi sem tomate e veio com tomate
service; mod:hate | atendente paraíba burra, não entende nada do q a gente fala aqui no sul
diet | pedi o xis no pao sem gluten e mandaram no pao normal
diet | pedi o açai sem açucar pq sou diabetica e veio cheio de leite condensado
allergy | falei q tenho alergia a amendoim e o sorvete veio com paçoca por cima
praise | ja tive intoxicação com sushi em outro lugar, aqui sempre fresquinho, confio
praise | sem atraso, sem erro, tudo quentinho. nota mil
praise | demorou o normal de sexta a noite, xis tri bom como sempre
taste | a costela tava dura e seca, parecia borracha
spoiled | o pão do xis tava mofado, bolor verde embaixo
warmDrink; cold | refri quente e lanche frio, inverteram tudo kkk
missingItem | esqueceram o pao de alho do churrasco
paidExtra; missingItem | paguei bacon extra q nao veio e faltou a batata tbm
app; mod:app | o app cancelou meu pedido sozinho e agora nao deixa pedir de novo
service; delay | atrasou 1h e quando reclamei a guria falou q era culpa minha por pedir em dia de jogo
praise | dia de Gre-Nal, pedimos 4 xis e chegou tudo certinho, tri!!
cold; delay; missingItem | chegou 1h30 depois, frio, e sem a salada. bah q fase
praise | pão macio, vina boa, molho caseiro. show
taste | cachorro quente muito encharcado, pão desmanchando na mão
taste; praise | sushi bom mas o shoyu deles é salgado demais
price | cobraram 2x a taxa de entrega, olhem o extrato
general | pessimo
praise | adoro, peço toda semana
delay | pedi 19h chegou 21h
raw; poisoning | o frango tava cru por dentro e fiquei com diarreia o dia todo
foreignBody | tinha uma pedrinha no feijao tropeiro, quase quebrei o dente
packaging | sacola sem lacre, tampa aberta, ja vem assim?
customisation | pedi o xis sem maionese pq nao gosto e veio encharcado de maionese
foreignBody | barata morta no fundo da caixa do sushi. vou denunciar na vigilancia sanitaria
praise | bah, guria, que sushi bom. salmão fresco e bem servido
portion | o xis diminuiu muito, antes era enorme agora é um hamburguer comum
general; mod:offensive | lixo de comida, cozinheiro porco, vão se ferrar
delay; courier; mod:courier | o motoboy do ifood ficou 40 min rodando em outro bairro e chegou super atrasado
praise | pedi as 23h e chegou rapidinho, tri bom pra larica
praise | meu vizinho reclamou de atraso mas o meu chegou em 20 min
missingItem; service | faltou o refri, liguei e a mulher disse q nao tinha o q fazer e desligou
wrongItem | refri de laranja em vez de guarana
wrongItem; praise | veio o tamanho pequeno no lugar do grande, mas o sabor tava otimo
app; mod:app | nao consegui pagar no pix, o app dava erro toda hora
other=sem troco | chegou sem troco e tive q sair no frio procurando moeda
melted; delay | o milkshake virou leite de tanto q demorou
notDelivered; service | o pedido sumiu, a loja disse q entregou e ainda me chamou de mentirosa
praise; cold | bah o galeto é o melhor, mas a polenta chegou fria
| vou pedir o xis tudo amanha
delay; packaging; taste | demorou uma eternidade, a caixa veio amassada e o arroz do sushi duro
praise | a maionese caseira deles é tri, nem parece delivery
cold | xis tava um gelo. bah
courier | o entregador deixou o pedido na portaria errada e nem avisou
praise | perfeito como sempre, valeu gurizada
price; praise | sushi excelente, só achei a taxa cara pro bairro
pricePortion | 30 pila por 6 sushi pequenino? capaz
`,
);

/** Set EI: a dark kitchen's hard week in Rio: carioca slang, swearing aimed and not aimed, slurs, threats, rivals, rumours, the marketplace's matters, legal steps, happy customers. */
export const HELD_OUT_BY_OTHERS_EI = parseReviews(
  "blindEI",
  `
delay; cold | mermão, 1h40 pra chegar um hambúrguer e ainda veio gelado. sinistro
praise | Que parada boa esse smash, mermão! Pão macio, carne suculenta e chegou voando 🔥🔥
delay; mod:offensive | seus merdas, duas horas esperando essa marmita, cozinha de incompetente do caralho
| pedi o combo carioca com mate de limão
missingItem | cadê a batata, mermão? pedi o combo e veio só o burguer na sacola
paidExtra | paguei R$ 6 de bacon extra e não veio nem uma tirinha. caô isso aí
mod:noOrder | ouvi dizer que essa cozinha funciona num apartamento em Madureira sem alvará nenhum e que os cara cozinham de chinelo. nunca pedi e nem vou
mod:noOrder | Gente não peçam daqui, um conhecido trabalhou lá e disse que eles reaproveitam o arroz de três dias atrás
delay; mod:threat | ja tem 1h20 que to esperando. se nao chegar em 10 min eu vou ai na tua cozinha e quebro tudo, sei muito bem onde fica
spoiled | O strogonoff veio com cheiro azedo, creme estragado claramente. Já fotografei e vou fazer denúncia na Vigilância Sanitária.
courier; praise; mod:courier | comida tava ótima, mas o entregador do iFood se recusou a subir e ainda me xingou pelo interfone
delay; courier; mod:hate | demorou uma hora pq mandaram um entregador macaco que não sabe nem ler o mapa
taste | feijoada salgada demais, parecia que tinham virado o saleiro inteiro dentro da panela
praise | melhor parmegiana da zona norte, sem caô. porção de gente grande e chegou quentinha
pricePortion | R$ 48 num poke que cabia na palma da mão. Tão de sacanagem
raw | O frango tava rosado por dentro, cru mesmo. Não comi, fiquei com medo
foreignBody | achei um cabelo enorme no meio do escondidinho. nojo 🤮
poisoning | comi o temaki ontem à noite e passei a madrugada inteira no banheiro vomitando
taste; mod:offensive | vai tomar no cu quem fez esse hambúrguer, carne queimada que parecia carvão
customisation | pedi SEM cebola, escrevi em caps na observação, e veio cheio de cebola. Ninguém lê a observação não?
allergy | avisei no pedido que sou alérgica a camarão e o risoto veio com camarão. Tive que tomar antialérgico correndo. Isso é sério
diet | pedi a Coca zero porque sou diabético e mandaram a normal. Por sorte reparei antes de beber
packaging | o caldo de feijão vazou todo na sacola, chegou tudo melado
melted | o milkshake chegou virando sopa, todo derretido
warmDrink; praise | guaraná quente e sem gás, pô. o hambúrguer em si tava brabo demais
wrongItem | pedi frango à milanesa e veio parmegiana. gosto dos dois mas não foi o que eu pedi né
missingItem; unanswered | o pedido veio sem o refri e liguei 5 vezes pro número da loja, ninguém atendeu, mandei msg no chat e nada
taste; service | Reclamei educadamente no chat que a pizza veio queimada e a atendente respondeu "é assim mesmo, se não gostou não pede". Que falta de respeito
app; mod:app | o mapa do app travou, ficou mostrando o motoboy parado na Presidente Vargas o tempo todo. a comida chegou no horário, mas fiquei perdido sem saber de nada
missingItem; mod:refund | faltou a porção de fritas e o iFood negou o reembolso dizendo que "não identificou problema". Como assim??
general | decepcionante. esperava muito mais pelo hype todo
praise | Atendimento nota 10! Mandei msg pedindo pra caprichar no molho e caprichou mesmo. Chegou em 25 min 👏
mod:noOrder | Sou dono do restaurante aqui do lado e digo: é comida congelada de mercado requentada. Peçam no Sabor da Tijuca que é comida de verdade
delay | Entrega "expressa" de 1h50. Parabéns pela agilidade 👏👏
cold; taste | batata murcha e fria, parecia de ontem
praise | da última vez veio frio mas hoje chegou tudo pelando, valeu pela atenção
taste; mod:hate | cozinheiro paraíba burro não sabe fazer uma picanha no ponto, veio esturricada
taste; price | caro pra caramba e o molho tem gosto de ketchup com água
| bagulho chegou, vou comer agora depois eu conto
courier; missingItem; mod:courier | o motoboy do app abriu a sacola, o lacre tava rompido e faltava uma coxinha. vi ele mexendo antes de tocar o interfone
delay; mod:offensive | que demora da porra hein seus lerdos, vão cozinhar a comida ou plantar??
delay | caralho, que fome. já são 22h e nada do pedido que fiz às 20h30. porra
praise | sinistro demais esse frango frito, crocante pra caramba, mermão. peço toda semana
portion | a marmita grande agora vem com metade do arroz que vinha antes e só um fiapinho de carne
customisation | pedi molho à parte, tava escrito na obs, e veio o bife afogado no molho
other=cancelaram o pedido | cancelaram meu pedido depois de 40 min sem nem avisar o motivo. fiquei sem janta
taste; mod:threat | vou descobrir o nome desse cozinheiro e postar o endereço dele em tudo que é grupo do bairro, comida com gosto de sabão, ele vai ver
delay; cold; missingItem | demorou, chegou frio e sem o guaraná. tres erro num pedido so
praise | Pedi pra festa de aniversário, 40 esfihas, todas perfeitas e quentinhas. Salvaram minha noite!
price | taxa de entrega de R$ 14 pra 2 km? tá maluco
foreignBody | tinha um pedaço de plástico duro dentro do pastel, quase quebrei o dente
spoiled; poisoning | o peixe do poke tava com cheiro forte, comi um pouco e tive diarreia o dia todo
service; mod:offensive | a atendente do whats é uma anta, grossa pra caramba, me respondeu com duas pedras na mão
mod:noOrder | Nunca comi aí mas minha vizinha disse que achou barata no hambúrguer de vocês. Vergonha
praise | entregador super gente boa, ainda me ajudou com as sacolas. comida impecável
wrongItem | veio o pedido de outra pessoa, nome "Renata" na etiqueta. eu nem sou Renata kkkk
diet | pedi o hambúrguer vegano e tinha bacon no meio. sou vegetariana há 10 anos, não tem graça nenhuma
app; mod:app | cupom de R$ 20 não aplicou de jeito nenhum, o app dava erro toda vez que eu tentava finalizar
taste; praise | o frango é muito bom mas o arroz tava empapado, uma papa só
mod:hate | mandaram um entregador veado que ficou dando pinta no meu portão, que nojo
courier; delay; cold; mod:courier | o entregador do iFood ficou 40 min parado num posto (vi no mapa) enquanto minha comida esfriava
price; service | cobraram R$ 89 mas o cardápio dizia R$ 69, a loja não quis corrigir. Reclamação no Procon já aberta
praise | mermão, esse strogonoff é coisa de vó. sem caô
general; mod:offensive | lixo de restaurante, cambada de vagabundo, nunca mais
melted; delay | o açaí chegou líquido de tanto que demorou, 1h10 pra 3 quadras
missingItem | não mandaram talher nem guardanapo, comi com a mão igual bicho
portion; taste | pouca carne e a que tinha era puro nervo
delay; courier; mod:threat | tu é o motoboy né? fica esperto que se tu demorar assim de novo vai levar uns tapa aqui na porta
| primeira vez pedindo, vi no insta
cold; mod:refund | chegou tudo frio, pedi reembolso parcial e o app negou automático. Nem olharam a foto
raw | Hambúrguer de frango cru no meio. Gente, frango cru é perigoso!!
praise; price | comida excelente, só acho a taxa de entrega salgada
service | o dono respondeu minha avaliação me chamando de mentirosa. péssima postura
other=nota fiscal; unanswered | pedi nota fiscal pra reembolso da empresa e até agora nada, já mandei 3 mensagens sem resposta
packaging | a marmita chegou amassada, a tampa aberta e arroz espalhado pela sacola
mod:noOrder | vi no tiktok que a cozinha desse lugar é imunda, tem rato andando. espalhem
taste | pizza com massa crua no meio e borda queimada
delay; praise | valeu a espera pq tava delicioso, mas 1h15 pra um pastel é osso
taste; mod:hate | comida de baiano porco, tudo engordurado e mal feito
wrongItem | pedi refri de uva e veio de laranja
courier; mod:courier | o motoqueiro do rappi mandou eu descer 5 andares e ficou buzinando lá embaixo, grosso
diet | pedi a versão sem lactose e veio cheia de catupiry, não deu pra comer
praise | entrega rápida, embalagem caprichada e ainda veio um bilhetinho fofo. amei 💜
courier; mod:offensive | o entregador é um idiota, jogou a sacola no chão e foi embora sem falar nada
unanswered; delay | pedido atrasado 1h, chamei no chat da loja e ninguém respondeu
| ouvi dizer que o pudim daqui é bom, vou pedir amanhã
spoiled | maionese azeda no sanduíche, tava vencida com certeza
taste; mod:offensive | quem temperou essa carne é um jumento, sal puro
notDelivered | pedido marcado como entregue e nunca chegou. o app diz entregue, minha barriga diz que não
notDelivered; mod:refund | nunca chegou e o iFood quer me dar só cupom em vez de estornar o dinheiro
praise | Parabéns ao cozinheiro, o bife ancho veio no ponto exato que pedi
general | Horrível. Nunca mais.
pricePortion | R$ 35 em 6 coxinhas do tamanho de uma azeitona, sinistro
customisation; missingItem | pedi maionese à parte e sem tomate: veio com tomate e sem a maionese
taste; mod:threat | essa comida tava com gosto esquisito. se eu passar mal vou aí com meus parceiros e vocês vão ver o que é bom
praise; cold | tudo gostoso, só a batata chegou meio fria
app; mod:app | paguei com pix pelo app, o pedido ficou "aguardando pagamento" e cobrou duas vezes na minha conta
other=troco errado | mandaram troco errado, faltaram R$ 20. paguei em dinheiro e ficou por isso mesmo
delay; service | perguntei do atraso e me responderam "tá saindo" 4 vezes em 1h. enrolação pura
praise | mermão o bagulho é brabo. hambúrguer suculento, batata sequinha e o mate geladinho 10/10
foreignBody; mod:offensive | achei um parafuso no meu arroz seus porcos imundos
mod:noOrder | todo mundo no bairro sabe que vocês compram carne vencida no atacado. não precisa nem pedir pra saber
taste | oleoso demais, o pastel pingava óleo
taste; praise | o molho é bom demais mas o hambúrguer tava seco que nem papelão
delay; mod:hate | demorou porque a cozinha é cheia de mulher, aí já viu né, não sabem fazer nada rápido
missingItem; unanswered | faltou o molho de alho e o chat da loja nem visualizou
courier; mod:courier | entregador da plataforma chegou fumando maconha na minha porta, a sacola ficou com o cheiro
praise | pedi a feijoada de sábado e foi a melhor da minha vida, nota mil
price; mod:offensive | cobrar 60 conto num prato de arroz com ovo, seus ladrões filhos da puta
app; mod:app | o app não deixa eu colocar observação no pedido, toda vez o texto some quando vou pagar
raw | vou acionar a Vigilância Sanitária, o frango veio cru e sangrando por dentro
notDelivered; mod:refund | pedido não chegou, a loja diz que o estorno é com o iFood e o iFood diz que é com a loja. vou entrar com processo no juizado
portion | a porção de calabresa "pra dois" mal dá pra um
warmDrink | mate chegou quente, pô. mate quente no Rio é crime
praise | cozinha escura mas comida iluminada kkkk brincadeira, tudo top
delay; cold; taste; mod:offensive | atrasou, veio frio e sem gosto. o cozinheiro de vocês é um inútil do caralho
| pedi pra minha mãe, ela que vai dizer
mod:noOrder | Não pedi daqui mas fiquei sabendo que o dono não paga os funcionários. Boicote!
customisation | escrevi "sem pimenta, criança vai comer" e veio apimentado. meu filho chorou
spoiled | o pão do hambúrguer tinha mofo verde embaixo. MOFADO!
general | já foi melhor. hoje foi decepcionante
courier; mod:courier | o entregador do iFood ficou 15 min na minha porta procurando troco e ainda reclamou que eu não tinha trocado
missingItem; praise | comida maravilhosa, mas esqueceram a sobremesa que vinha no combo
taste | carne dura, não dava pra cortar nem com faca de serra
customisation; mod:threat | botaram cebola de novo. da próxima vez o motoboy de vocês apanha aqui na porta no lugar de vocês
price | aumentaram o combo de 32 pra 45 do nada, sem mudar nada
praise | vcs salvaram minha ressaca de domingo. pastel de carne + caldo de cana, perfeito
packaging; taste | a embalagem de isopor fechada deixou a batata toda mole e suada
diet | pedi bolo sem açúcar pro meu pai que é diabético e o bolo tava docíssimo, com açúcar sim
service; mod:offensive | a mina do atendimento é uma mal educada do caralho, me deixou no vácuo e depois respondeu seco
missingItem; mod:refund | faltou uma pizza inteira de 2. o iFood devolveu só a taxa de entrega, absurdo
praise | to viciado nesse poke, ja é o terceiro da semana. atendimento sempre gentil
delay | o pedido ficou 1 hora em "preparando" pra um simples x-tudo
mod:noOrder | aviso: é a mesma cozinha do "Burguer do Leme" que fechou por intoxicação, só mudaram o nome. não peçam
cold; courier; mod:courier | o motoboy do app foi entregar outro pedido antes do meu e a comida chegou fria
foreignBody | tinha uma barata dentro do feijão. BARATA. to mandando as fotos pra vigilância sanitária
poisoning; mod:offensive | seus porcos, minha família inteira passou mal depois do frango de vocês
taste; price | sem caô, caro e sem graça. arroz sem sal, feijão aguado
| alguém sabe se eles abrem segunda?
praise | pedi 3 vezes essa semana e nenhum erro. isso é raro, parabéns à equipe
wrongItem; missingItem | veio açaí de 300 em vez de 500 e sem o leite ninho que vinha incluso
taste; mod:offensive | cozinheiro de merda, vai aprender a fritar batata, veio crua e encharcada de óleo
other=itens indisponíveis após pagamento | metade do cardápio fica indisponível depois que eu pago, aí ligam pra trocar o pedido. toda vez isso
praise | achei que ia demorar por ser sexta à noite, mas chegou em 30 min e tudo quentinho
raw; poisoning | hambúrguer rosado e mole por dentro, mal passado demais, e tive dor de barriga a noite toda
courier; mod:hate | o entregador nordestino errou meu prédio duas vezes, essa gente não sabe ler
delay; praise | pedi 19h, chegou 20h40. comida boa mas o tempo...
service; mod:threat | o gerente me tratou mal no telefone, tô com print de tudo e vou expor teu nome e teu CPF na internet
app; mod:app | o app fechou sozinho na hora de pagar e depois descobri que fiz 3 pedidos iguais
praise | Melhor dark kitchen do Rio, mermão. Sem caô, sem parada errada 🙌
`,
);

/** Set EJ: the Northeast of Brazil: açaí, tapioca, cuscuz and carne de sol, regional speech, typos, several complaints in a sentence, sarcasm, traps. */
export const HELD_OUT_BY_OTHERS_EJ = parseReviews(
  "blindEJ",
  `
praise | oxe, que açaí arretado! cremoso, cheio de leite ninho e granola, mainha amou
delay; cold | pedi o baiao de dois 19h e so chegou 20:50, ja frio. vixe maria
praise | tapioca de carne de sol c queijo coalho massa demais visse 😋
 | pedi pro painho, depois ele diz oq achou
praise | da outra vez o cuscuz veio frio mas hj chegou pelando, com ovo e calabresa, perfeito
missingItem | cade a farofa do baiao?? ta escrito no cardapio q acompanha e nao veio
wrongItem | pedi acai de 500 com morango e veio com banana. oxe, eu odeio banana
raw | frango da pizza de frango c catupiry tava cru por dentro, rosado. joguei fora
delay | entrega relampago, so 1h40 pra atravessar 2km em Boa Viagem 👏👏
foreignBody | achei um cabelo enorme no meio do cuscuz, perdi a fome na hora
taste | moqueca salgada q so, parecia q cozinharam na agua do mar
packaging | o acai vazou todinho dentro da sacola, tampa mal fechada, melou tudo
melted | a bola de sorvete q vem em cima do acai chegou virada sopa
praise; delay | hamburguer top, carne suculenta, pao macio, so que demorou mais de 1h
courier; mod:courier | o motoboy do ifood nao quis nem entrar no condominio, mandou eu ir la fora na chuva e ainda ficou reclamando
app; mod:app | o cupom de 15 reais sumiu do app na hora de pagar, tentei 3x e nada
unanswered | mandei msg no chat da loja pra corrigir o numero da casa e ninguem respondeu, sorte q eu tava na frente
service | perguntei se dava pra trocar o refri por suco e a atendente respondeu "se nao quiser nao pede". grossa demais
general | vixe, que decepção. nunca mais peço daqui
taste; mod:offensive | bando de abestado incompetente, o acaraje veio encharcado de dende, pingando oleo
mod:noOrder | nunca pedi nessa loja mas minha vizinha falou q achou barata na moqueca deles, cuidado gente
delay; mod:threat | ja faz 1h30 e nada. se nao chegar em 10 min eu vou ai e quebro essa budega toda
poisoning | comi o acaraje de noite e passei a madrugada no banheiro, diarreia e vomito
spoiled | camarao da moqueca com cheiro de podre, azedo mesmo, nao dava pra comer
allergy | escrevi na obs q sou alergica a amendoim e o acai veio cheio de paçoca. tive q tomar antialergico as pressas
diet | pedi coca zero pq sou diabetico e veio coca normal, so vi depois de beber metade
diet | pizza vegetariana chegou com calabresa no meio, sou vegetariana ha 8 anos, nao da né
price | taxa de entrega 12 reais pra 1km?? ta de brincadeira
pricePortion | 38 conto num acai de 300ml que nem enchia o copo. roubo
portion | carne de sol veio pouquinha, uns 4 pedacinho contado no prato
paidExtra | paguei adicional de bacon no burger e veio sem bacon nenhum
customisation | pedi SEM CEBOLA, escrevi em maiusculo, e veio cebola ate no molho
notDelivered | app mostra entregue mas nao chegou nada aqui em casa, o porteiro tb nao recebeu nada
notDelivered; mod:refund | o pedido nunca chegou e o ifood ta dizendo q nao vai estornar pq "consta como entregue". palhaçada
warmDrink | o guarana chegou quente e sem gas nenhum
other=troco errado | paguei com nota de 100 e o troco veio 10 reais a menos
other=cancelaram o pedido | cancelaram meu pedido depois de 40 min esperando, agora vou jantar bolacha cream cracker
praise | achei q ia demorar por causa da chuva mas chegou rapidinho e quentinho, arretado
praise | o entregador chegou ensopado coitado, chuva pesada aqui em Fortaleza, mas a comida veio perfeita. valeu
 | primeira vez pedindo aqui, vamo ver
praise | cuscuz recheado de charque melhor de São Luís, sem exagero nenhum
delay; cold; missingItem | demorou 2h, a pizza chegou fria e o guarana nem veio
taste; portion | baiao de dois sem tempero nenhum e pouco, mal deu pra um
pricePortion; taste | 45 reais num acaraje pequenininho e sem graça, pelo amor de Deus
praise; missingItem | tudo uma delicia, so faltou o vinagrete que vem com a carne de sol
praise; packaging | moqueca maravilhosa mas a embalagem abriu e derramou caldo na sacola toda
praise | meu amigo disse q aqui atrasa muito, mas comigo chegou em 25 min e bem quentinho
praise | tava com medo do acai chegar derretido pq moro longe, mas veio firminho, parabens
cold | hamburguer chegou frio, queijo ja duro
taste | pizza queimada por baixo, tudo preto
praise | vixe mainha, que pizza de carne de sol com nata, coisa de doido 🤤🤤
service; taste | reclamei que a tapioca tava borrachuda e o dono disse que eu que nao sei comer tapioca. oxe
courier; missingItem; mod:courier | o entregador do ifood abriu a sacola, o lacre tava rasgado e faltava a batata
courier | o motoboy da propria lanchonete foi super grosso, jogou a sacola por cima do portao
delay; service | atrasou 1h e quando liguei a atendente disse q era pra eu ter paciencia e desligou na minha cara
delay; unanswered | 1h40 esperando, liguei 4x e ninguem atende. loja fantasma
general | pessimo. so isso
general; mod:offensive | lixo de lugar, vcs sao uns merdas
app; praise; mod:app | o app nao deixava colocar o numero da casa, tive q botar na observação. de resto tudo certo, cuscuz massa
price | cobraram 8 reais de embalagem, nunca vi isso na vida
price | no cardapio tava 29,90 e na hora cobraram 34,90
wrongItem | veio o pedido de outra pessoa, um xis tudo com o nome "Carla" na comanda
wrongItem; cold | pedi pizza grande e veio media, e ainda fria
praise | atendimento nota 10, a moça do whatsapp super atenciosa, e o baiao veio caprichado
taste | o cuscuz tava seco, esfarelando, parecia de ontem
spoiled | o queijo coalho da tapioca tava azedo, estragado mesmo
foreignBody | tinha um pedaço de plastico no meio do hamburguer, quase engoli
foreignBody; mod:offensive | achei uma mosca no acaraje, seus porcos imundos
spoiled; poisoning | a carne de sol tava com gosto estranho, meio azeda, e no outro dia amanheci com dor de barriga e febre
raw; customisation | hamburguer veio cru no meio, sangrando, e eu pedi bem passado
taste | carne de sol dura que nem sola de sapato
missingItem | esqueceram os talheres e o guardanapo, era pra comer moqueca com a mao? kkkk
missingItem; paidExtra | veio sem o refri do combo e sem o adicional de queijo que eu paguei
portion | tapioca fininha, recheio quase nenhum, so o cheiro
praise | ouvi dizer q ja acharam cabelo na comida daqui mas o meu veio impecavel, tudo limpinho
praise | oxe, moço, o hamburguer de costela com melaço é arretado demais
delay; mod:offensive | 2h pra entregar um acai, vcs sao uns lerdos do caralho
delay | que porra de fome, 1h30 esperando esse acai e nada
taste | parabens pela pizza de mussarela sem mussarela, muito criativo
taste | adorei o acai com gosto de geladeira velha, experiencia unica
cold | chegou fresquinho, geladinho, igual pizza deve ser né 🙄
notDelivered; unanswered | pedido nunca chegou, liguei pra loja umas 6 vezes e nada de atender
service | a atendente debochou quando perguntei se o cuscuz tinha gluten, disse "e eu sei?" e riu
diet | pedi o acai com leite em po sem lactose e veio o leite ninho normal, sou intolerante e o cardapio dizia q tinha opção
courier; mod:courier | o entregador do app ficou 20 min parado na esquina e marcou como entregue sem entregar, tive q ir atras dele
mod:refund | o pedido foi cancelado pelo ifood e ate hj o estorno nao caiu, ja faz 10 dias
taste; cold; delay | acaraje chegou murcho, frio e 1h depois do previsto
praise; price | Pedi pela primeira vez no sabado, moro em Ponta Negra em Natal. A carne de sol com macaxeira tava no ponto, manteiga de garrafa de verdade, o feijao verde cremoso, tudo muito bem temperado, vinagrete fresquinho. So achei a taxa de entrega salgada, 11 reais, mas vou pedir de novo com certeza
delay; packaging; missingItem; warmDrink; wrongItem; unanswered | Minha gente, vou contar. Pedi as 20h uma pizza grande meia calabresa meia frango e dois guaranás. Chegou 22h, a pizza toda amassada grudada na tampa, so um guarana e quente, e a metade de frango era de portuguesa. Liguei e ninguem atendeu. Nunca mais
praise | acai no ponto, nem aguado nem duro, e o entregador super educado 👍
 | pedido pra firma, ainda nao abri
praise | pensei q ia vir sem o molho pq sempre esquecem nos outros lugares, mas veio tudo certinho
diet | pedi o cuscuz sem sal pq sou hipertensa, coloquei na obs, e veio salgado
taste; mod:hate | tbm, restaurante de paulista querendo fazer comida nordestina, so podia dar nisso, povo sem tempero. baiao sem gosto nenhum
service; mod:hate | o atendente viadinho ficou de frescura comigo no telefone quando pedi pra trocar o sabor
wrongItem; service; mod:threat | veio o pedido errado e o dono nao quer trocar. sei onde ele mora, se nao resolver hj eu vou la na casa dele resolver do meu jeito
foreignBody | achei uma barata no baiao, vou denunciar na vigilancia sanitaria com foto e tudo
price; service | cobraram 20 reais a mais no cartao e nao querem devolver, vou no procon
mod:noOrder | nunca comi mas todo mundo no bairro sabe que essa hamburgueria usa carne de segunda e ja deu intoxicação em meio mundo
mod:noOrder | meu primo pediu daqui semana passada e passou mal, eu mesmo nao peço nem morto. fica o alerta
praise; taste | o acarajé é arretado mas o vatapá tava meio aguado
praise; cold | sabor nota 10, so chegou morninho
praise; portion | hamburguer delicioso mas pequeno, comi em 4 mordidas
taste | pizza com a massa crua no meio, solada
packaging | a tapioca veio toda amassada, a caixinha de isopor quebrada
packaging; cold | moqueca veio num saco plastico furado, escorreu tudo e o que sobrou chegou frio
delay; courier; mod:courier | demorou 1h20 pq o motoboy do ifood foi fazer outra entrega antes, vi no mapa ele rodando o bairro todo
app; mod:app | o ifood nao aceitou meu pix e cancelou o pedido sozinho, tive q pedir 3 vezes
other=nota fiscal | pedi nota fiscal com CPF e nao veio, mandaram so o papelzinho da comanda
other=recusaram pedido antes de fechar | no app diz aberto ate 23h mas as 22h recusaram meu pedido dizendo q a cozinha ja fechou
praise | frio mesmo so o guarana, como tem que ser
praise | a moqueca tava quente de pimenta kkk do jeitinho q eu gosto
praise | tava preocupada pq sou alergica a camarao mas a atendente explicou certinho quais pratos tinham, atendimento nota mil
praise | nem atrasou, nem veio frio, nem faltou nada. milagre 🙏
praise | Eu sou de Caruaru e moro em Recife faz uns 10 anos, e o cuscuz daqui me lembra o de mainha. Massa soltinha, manteiga de garrafa, charque desfiado bem temperado. Chegou quentinho, bem embalado, o motoboy ainda deu boa noite. Virei cliente
price | so 60 reais num x-tudo, baratinho ne
pricePortion | paguei 70 numa moqueca "serve 2" que nao matava a fome nem de um menino
delay | ficou "em preparo" 1h10, pra uma tapioca, uma TAPIOCA
wrongItem | pedi tapioca de frango e veio de carne de sol
diet | pedi o burger vegano e veio com cheddar derretido por cima, sou vegana
customisation | pedi a farofa separada e veio tudo misturado no baiao
customisation; delay | pedi o acai sem granola e veio com granola, e ainda demorou 1h10
delay; unanswered | mandei msg no chat perguntando do pedido atrasado, responderam "ja vai" e depois ignoraram as outras 5 mensagens
general | oxe que coisa ruim viu, dinheiro jogado fora
taste | baiao de dois com queijo coalho borrachudo e arroz empapado
praise | pizza de charque com cebola caramelizada, deu um muido la em casa pra ver quem ficava com o ultimo pedaço 😂
praise | minha filha tem alergia a lactose, pedi sem queijo e veio sem, obrigada pelo cuidado
melted; delay | milkshake derreteu todo, tambem 1h pra chegar ne
melted; packaging | o acai derreteu e vazou pela tampa, melou o banco do carro
praise; warmDrink | hamburguer show mas o refri veio quente
cold; taste | batata frita chegou fria e murcha
missingItem | pedi 2 acarajés e veio 1
 | nao tem opção de cuscuz com ovo e queijo? fica a dica
praise; service | comida otima mas a moça do telefone foi seca e mal educada comigo
raw | o peixe da moqueca tava cru por dentro, vou na vigilancia sanitaria
poisoning; mod:offensive | passei mal a noite toda depois do hamburguer de vcs, seus FDP
foreignBody | tinha uma pedra no feijao do baiao, quase quebrei o dente
taste; price | pizza sem gosto nenhum e ainda cara
portion; missingItem | carne de sol pouquinha e esqueceram a macaxeira
courier | o entregador da propria loja ficou buzinando e gritando meu nome na rua as 23h, q vergonha
app; delay; mod:app | o app dizia q o motoboy ja tava chegando faz 40 min e ele nem tinha saido da loja, rastreio todo errado
taste | esse acaraje era de ontem ou de semana passada? duro que nem pedra
praise | obrigada pelo bilhetinho escrito a mao, mimo demais ❤️
praise | eu que errei o endereço e o motoboy teve a maior paciencia, nota 10 pra ele
praise | massa demais visse, tapioca de frango com catupiry e coco ralado, painho pediu de novo
delay; cold; courier | o motoboy da loja se perdeu 3x, ligou pra mim perguntando o caminho e chegou 1h depois com a pizza gelada
other=cobraram taxa de servico | tinha "taxa de serviço 10%" na conta do pedido de delivery, oxe, serviço de que?
wrongItem; missingItem | veio hamburguer de frango no lugar do de costela e o segundo lanche nem veio
missingItem; service; mod:offensive | pedi pra reenviar o molho q faltou e a moça disse q nao era problema dela. abestada
praise | baião de dois do jeitinho de Sobral, com nata e paçoca de carne, arretado 👏👏👏
`,
);

/** Set EN: the Northeast of Brazil: regional food and speech (oxe, visse, arretado), young and old writers, typos, heat and rain. */
export const HELD_OUT_BY_OTHERS_EN = parseReviews(
  "blindEN",
  `
delay; cold | oxe, pedi o baiao de dois meio dia e chegou 1 e 40 da tarde, frio que so. fome da peste
praise | tapioca de carne de sol c queijo coalho ARRETADA demais!! chegou quentinha, mainha amou 😍
taste | cuscuz veio seco que so, parece que nem molharam o flocão direito. uma massaroca dura
missingItem | pedi 2 acaraje completo e um veio sem vatapá visse. so tinha o camarao e a salada
 | pedi o escondidinho de charque de novo, vamo ver
delay; courier; mod:courier | o entregador do ifood ficou rodando aqui no bairro quase 40 min pq nao achava a rua, e ainda me ligou estressado como se a culpa fosse minha
foreignBody | achei um cabelo enorme no meio da moqueca de peixe. perdi a fome na hora, nojo
poisoning | comi a buchada ontem de noite e passei a madrugada todinha no banheiro, vomitando e com diarreia. nunca mais
spoiled | vatapá azedo, cheiro de coisa passada de ontem. joguei tudo fora
raw | a galinha da galinhada tava rosada por dentro, escorrendo sangue. crua mesmo, nem dei pros meninos
delay; melted | sorvete de tapioca chegou virado sopa. fortaleza com 34 graus e o pedido levou 1h pra chegar, ai nao tem condição
praise | toró desgraçado aqui em recife e mesmo assim chegou no horario, tudo sequinho e quente. parabens ao pessoal
service; mod:hate | a atendente nao sabe nem anotar um pedido, burra, so podia ser paraiba mesmo
delay; mod:threat | 2 horas esperando. se atrasar desse jeito de novo eu vou ai na loja e quebro essa porra toda, to avisando
mod:noOrder | nunca pedi aqui nao mas minha vizinha disse que achou barata na comida deles, cuidado povo
notDelivered; mod:refund | pedido nunca chegou e o ifood ta negando o reembolso, ja faz 5 dias que to esperando o estorno
app; mod:app | o cupom de 20 reais nao entrava de jeito nenhum, o app so dava erro e tive que pagar cheio
cold; taste; mod:offensive | cambada de incompetente, a carne de sol veio fria e dura que nem sola de chinelo
spoiled | camarão do bobó com um cheiro forte de estragado. vou denunciar na vigilancia sanitaria, isso nao se faz com cliente
price | taxa de entrega de 12 reais pra 2 km? ta de brincadeira, véi
pricePortion | 45 conto num baiao de dois que nao da nem pra uma pessoa, ave maria
portion; praise | a pamonha é pequenininha, da pra comer em duas mordidas. o sabor é bom
paidExtra | paguei 6 reais de adicional de queijo coalho na tapioca e nao veio queijo nenhum
customisation | pedi SEM coentro na observação e a moqueca veio cheia de coentro. odeio coentro gente
diet; wrongItem | pedi coca zero pq sou diabético e mandaram coca normal. nao pode ser tao dificil
allergy | avisei na observação que tenho alergia a camarao e o acaraje veio com camarao. fui parar na upa com a boca inchada
diet | sou vegetariana, pedi o escondidinho de macaxeira com legumes e veio com pedaço de charque dentro. ja é a segunda vez
warmDrink | o guaraná chegou quente, com esse sol de salvador nem dava pra beber
wrongItem; praise | pedi tapioca de frango com catupiry e veio de coco com leite condensado kkkkk pelo menos tava boa
packaging | o caldo de feijao vazou todinho dentro da sacola, chegou metade no pote
service | liguei pra reclamar e a moça foi grossa comigo, disse que o problema era meu e desligou na minha cara
delay; unanswered | 1h30 esperando, mandei msg no chat, liguei 3x e ninguem atende. que lasqueira
general | decepcionante. esperava bem mais, nao peço de novo
other=troco errado | pedi troco pra 100 e veio troco pra 50, fiquei no prejuizo de 50 conto
other=cancelaram o pedido | cancelaram meu pedido depois de 1 hora sem explicação nenhuma, fiquei sem janta
other=nota fiscal | Boa tarde. Solicitei nota fiscal com CPF para reembolso da empresa e não foi enviada. Aguardo retorno.
praise | achei que ia chegar frio por causa da chuva mas chegou pelando! cuscuz com ovo e calabresa top
praise | da outra vez veio cabelo no caldo, hoje veio perfeito. melhoraram, parabéns
praise | oxe, achei que ia demorar pq era sexta a noite, chegou em 20 min. massa demais
praise | meu primo disse que era ruim mas eu amei o arrumadinho, vou pedir sempre
praise | pedi sem cebola e veio sem cebola. obrigada por respeitarem, raro hoje em dia
praise | Boa noite. A moqueca baiana estava excelente, bem temperada, com dendê na medida. Recomendo a todos. Dona Célia, 68 anos.
delay; cold; taste; missingItem | demorou 1h20, a macaxeira frita veio fria e murcha e esqueceram o vinagrete
taste | carne de sol salgada demais, parece que jogaram o saleiro inteiro. passei a noite bebendo agua
taste; portion; praise | o baiao ta gostoso mas a nata veio pouquinha e o queijo coalho tava borrachudo
packaging; courier | o motoboy de vcs chegou com a bag aberta e a tampa da quentinha toda amassada, o feijão escorrendo
courier | o motoboy de vcs se recusou a subir, moro no 3 andar de predio sem elevador e tenho 70 anos. desci com a bengala
notDelivered | marcou como entregue e nao recebi nada. fiquei esperando ate 23h e nada
foreignBody | tinha um pedaço de plastico duro no meio do escondidinho, quase quebro o dente
praise; raw | a carne de sol tava uma delicia mas o peixe da moqueca tava cru no meio, meio transparente ainda
poisoning; spoiled | o sarapatel tava com gosto estranho, azedinho, e eu e meu marido passamos mal o dia todo
cold | acarajé frio é crime visse. chegou gelado
delay | "entrega expressa" kkkkk so 2h pra chegar uma tapioca
praise | mainha pediu o caldo de mocotó e disse que é igual o da feira de são joaquim. respeito
 | alguem sabe se eles abrem domingo?
portion | o cuscuz recheado vem mt pouco recheio, antes vinha mais. tao economizando
price | no app ta 30% mais caro que no balcao, feio isso
taste | a tapioca veio toda empapada, molenga, nao era tapioca era uma papa
wrongItem; delay | veio o pedido de outra pessoa, um hamburguer, e o meu baiao ninguem sabe cadê. depois de 1h ainda
missingItem | esqueceram os talheres e o refri. comi a buchada com a mao kkkkk
melted | o açai chegou todo derretido, parecia vitamina
customisation; taste | pedi o molho a parte e ja veio tudo misturado, o cuscuz virou papa
unanswered; service | liguei duas vezes e ninguem atendeu, no chat responderam com ignorancia
app; mod:app | paguei no pix pelo app e o pedido ficou "aguardando pagamento" ate cancelar sozinho. e o dinheiro saiu da conta
missingItem; mod:refund | faltou o suco de caja, pedi reembolso no ifood e negaram. absurdo
delay; mod:offensive | demora da porra, bando de lesado. 1h e pouco pra uma pamonha
praise; delay | comida maravilhosa, o escondidinho de carne de sol é o melhor de fortaleza. so demorou mais que o previsto
praise | o motoboy foi super gentil, mesmo com a chuva. e a comida chegou quente
delay; praise | chuva em são luís e o pedido chegou 50 min atrasado... mas o arroz de cuxá tava divino
cold; packaging | a quentinha de isopor chegou aberta e tudo frio
taste | arroz de cuxá sem gosto de vinagreira nenhum, só arroz com corante. isso nao é arroz de cuxá
portion | a porção de carne de sol "pra 2" nao serve nem 1, veio 5 pedacinho
pricePortion | R$ 89 numa moqueca pra 2 que vem mais caldo que peixe. caro demais pro que entrega
general | horrível. nunca mais
general; mod:offensive | lixo de restaurante, vão tomar no cu
praise | massa demais véi, o cachorro quente nordestino c purê, batata palha e milho é outro nivel
praise | Pedi para a minha mãe que mora sozinha, ela elogiou muito a pamonha e o mungunzá. Obrigado pelo carinho no bilhetinho.
foreignBody | veio uma pedrinha no feijão verde do baião, mordi e doeu o dente todo
spoiled | o queijo coalho tava com mofo verde em baixo. isso é um absurdo, vou no procon
raw | frango do escondidinho cru por dentro, tive que colocar no microondas. perigoso isso
delay; cold; unanswered | mais de 2h, chegou tudo frio, liguei pra loja e ninguem atende. que lasqueira da mulesta
paidExtra; missingItem | nao veio o ovo que paguei a parte e esqueceram a farofa tb
wrongItem | pedi o caldo de sururu e mandaram caldo de feijão. nem parecido oxe
praise | 10/10, tapioca de frango com requeijão perfeita, chegou rapidinho
praise | tudo certinho, obrigado
 | primeira vez pedindo
taste; portion | o acarajé é mini e murcho, massa dura parecendo pão velho
delay; courier; mod:courier | o entregador do ifood parou pra pegar outro pedido antes do meu, vi no mapa ele rodando. 1h15 de espera
courier; mod:offensive | entregador abestado, deixou no predio errado e ainda quis discutir comigo
diet | pedi a tapioca sem lactose (escrevi na obs) e veio com queijo coalho e manteiga. tenho intolerancia, nao pude comer
praise | painho é exigente e aprovou a buchada. disse q ta igual a da vó. arretado
taste; portion | caldo de camarão aguado, parecia agua com sal. cadê o camarão??
warmDrink | refri veio quente e sem gás, choco demais
melted | a cocada gelada e o sorvete de graviola chegaram tudo mole, derretido
praise; missingItem | a comida tava nota mil mas faltou o guaraná que eu pedi
delay | pedido agendado pras 19h chegou 20h30. aniversario da minha filha, todo mundo esperando
service | a loja respondeu minha avaliação me chamando de mentiroso. pessimo atendimento
price | cobraram taxa de embalagem de 4 reais, nunca vi isso
app; price; mod:app | o app cobrou duas vezes no cartão o mesmo pedido
praise | atendimento no chat nota 10, erraram o suco e mandaram outro na hora sem eu precisar pedir
delay; cold | chuva em recife nao é desculpa pra 1h40 de espera. chegou tudo gelado
praise; taste | o cuscuz de milho é bom mas o charque tava duro que nem couro
other=sem troco | o motoboy veio sem troco nenhum, tive que correr na padaria pra trocar nota de 50
notDelivered; unanswered | o pedido nunca chegou, liguei pro restaurante umas 5 vezes e nada
mod:noOrder | empresa que explora funcionario, todo mundo sabe que eles nao pagam os motoboy direito. boicote
mod:noOrder | olha, nem pedi, mas o dono da lanchonete do lado falou que aqui usam carne de gato no espetinho 🤢
foreignBody | achei um inseto preto no meio do feijão verde. mandei foto pro chat
poisoning | Comprei o sarapatel no sábado e fiquei com febre e dor de barriga no domingo. Minha filha também. Procurei o posto de saúde.
customisation; taste | pedi a tapioca bem tostadinha como sempre e veio branca, a massa crua e grudando
praise; price | muito bom mas ta caro demais, 28 reais numa tapioca é sacanagem
missingItem | cade o molho de pimenta? e o vinagrete? veio so o espetinho puro
packaging | a pamonha veio amassada, a palha toda rasgada e o saco furado
delay; melted | 1 hora pro milkshake de tapioca chegar, obvio que derreteu né
praise | Boa tarde, pedi o caldo verde e o caldo de feijão, estavam deliciosos e bem quentes. Parabéns à cozinha.
general | que decepção viu. mainha indicou e foi uma vergonha
praise; cold | o tempero é maravilhoso mas chegou morno, tive q esquentar
wrongItem; taste | pedi a moqueca de robalo e veio de cação?? que é mais barato, e ainda tava com gosto de lama
portion; praise | o escondidinho ta gostoso mas diminuiram o tamanho, ta menor que o do mes passado
delay; app; mod:app | o rastreio do app mostrava o motoboy parado na mesma rua por 40 min, nao atualiza nada. no fim 1h30 de espera
praise | eita que buchada da boa! bem limpinha, sem aquele cheiro. voltarei
courier; taste | o motoboy da loja tava fumando na hora e o cheiro de cigarro impregnou na comida toda
other=cardapio desatualizado | metade do cardapio indisponivel, so tem escondidinho e tapioca. atualizem isso
taste | feijão do baião duro, mal cozido, estralando no dente
spoiled; poisoning | o leite do cuscuz tava talhado, azedo. meu filho comeu antes de eu ver e vomitou
praise | to em são luís a trabalho e o arroz de cuxá me conquistou. muito bem servido
praise | melhor acarajé delivery de salvador, quentinho, crocante, vatapá cremoso. axé!
delay; cold; taste | demorou horrores, o cuscuz chegou frio e duro e a linguiça mais queimada que carvão
wrongItem | tamanho errado, pedi o grande e veio o pequeno
missingItem; service | faltou metade do pedido e quando reclamei a moça disse "problema de vocês com o ifood"
praise | Agradeço a gentileza de mandar um bilhete desejando melhoras. A canja estava ótima.
praise | nunca comi uma carne de sol tão macia, se desmanchando. o pirão tava de comer rezando
foreignBody; service | achei um grampo de cabelo no escondidinho e a loja disse que nao era deles. absurdo
delay; warmDrink | 1h de atraso e o suco de caja chegou quente
 | pedi pra minha vizinha, ela que vai avaliar
praise | oxe, o caldinho de feijão com torresmo é uma coisa de louco. pedi 3 vezes essa semana
diet | sou celiaca, pedi o cuscuz que dizia sem gluten e veio com farinha de trigo na cobertura, me ferrei
allergy | Avisei que meu filho é alérgico a amendoim e o doce veio com paçoca por cima. Graças a Deus vi antes.
taste; pricePortion | 35 reais num prato de cuscuz com 3 pedacinho de carne? e o cuscuz sem sal. pfv
packaging; missingItem | o saco rasgou e a farofa se espalhou toda na bag, e o molho da moqueca nem veio
courier; mod:courier | o entregador do ifood abriu a sacola na minha frente e comeu uma macaxeira?? vi com meus olhos
foreignBody; mod:threat | achei cabelo de novo na comida. sei onde o dono mora e vou fazer ele engolir esse cabelo na frente da familia
praise | chuva forte em salvador, o app avisou que ia atrasar mas chegou antes do previsto. show
cold; taste | a carne de sol chegou fria e sem gosto de manteiga de garrafa nenhum, parecia carne cozida comum
wrongItem; service | veio fanta em vez de guaraná e o atendente disse q é tudo refri, q diferença faz
praise | caldo de sururu maravilhoso, lembrou minha infancia em maceió
taste; mod:hate | tempero fraco, parece comida de sulista. esses galego do sul nao sabem cozinhar nada, voltem pra terra de vcs
praise | o entregador foi um amor, ajudou mainha com as sacolas até a porta
delay; cold; missingItem; service | Senhores, o pedido atrasou mais de uma hora, o caldo de mocotó chegou frio, não mandaram o pão e quando telefonei fui mal atendido pelo rapaz. Lamentável.
praise; taste | pamonha doce boa, ja a salgada tava sem gosto nenhum, so massa
praise | li uns comentario dizendo q o frango vinha cru, mas o meu veio no ponto, bem douradinho. gostei demais
`,
);

/** Set EP: very young customers: heavy internet slang and abbreviations, memes, emoji and irony, cheap orders and student budgets. */
export const HELD_OUT_BY_OTHERS_EP = parseReviews(
  "blindEP",
  `
delay; cold | mds o lanche chegou dps de 1h20 e a batata tava gelada kkkk surtei 😭
praise | pfv q hamburguer é esse mano, tlgd, comi rezando 🙏🔥
missingItem | pedi o combo com coca e a coca n veio, vou tomar agua da torneira entao rs
wrongItem | aff pedi açaí de 500 com leite ninho e veio de 300 com granola, eu nem gosto de granola 🙄
melted; delay | o açaí chegou virado sopa kkkkk demorou tanto q derreteu tudo, to passada
praise | slk o pastel de pizza daqui é mt bom, melhor q o da feira pprt
taste | batata murcha e encharcada de oleo, parecia q tinha tomado banho na fritadeira 🤢
raw | mano o frango do lanche tava rosado por dentro, n comi nao, sem condições
foreignBody | achei um cabelo no meio do hot dog, perdi a fome na hr tlgd 🤮
poisoning | passei a madrugada inteira no banheiro dps desse x-tudo, n recomendo pra ngm 💀
 | pedi o combo 3 pra dividir com a mina
customisation | escrevi SEM CEBOLA em caps lock e veio cheio de cebola, o q vcs n entenderam mds
courier; mod:courier | o motoboy n quis entrar nem no portao do condominio, tive q descer de pijama e ele ainda reclamou q eu demorei
price | taxa de entrega de 12 reais pra 2km?? sou estudante mano, n tenho esse dinheiro 😭
pricePortion | 28 conto num açaí q veio pela metade do copo, pprt me senti roubado
app; mod:app | o cupom de primeira compra n aplicou de jeito nenhum, o app ficava dando erro e tive q pagar cheio
notDelivered | o app diz entregue mas nada chegou aqui, to esperando ate agora 🤡
delay; praise | demorou quase 1h, mas o smash tava perfeito, vou perdoar kkk
praise | chegou rapidao e quentinho, vcs são brabos 🔥🔥
warmDrink | o guaraná veio quente e sem gas, parecia chá kkkkk
packaging | o milkshake vazou td dentro da sacola e a batata ficou ensopada de milkshake de morango 😭
taste; mod:offensive | lanche lixo, vcs são uns incompetentes do caralho, carne seca q nem sola de chinelo
allergy | avisei na obs q tenho alergia a amendoim e o açaí veio com paçoca por cima, tive q tomar antialérgico 😡
diet | sou vegetariana e pedi o burger de grão de bico, veio com bacon em cima, tlgd a raiva q eu to
diet | pedi coca zero pq sou diabetico e mandaram coca normal, n da pra brincar com isso
spoiled | a maionese tava azeda, cheiro mt estranho, joguei tudo fora mds
portion | a porção de batata media tinha umas 15 batatinhas contadas, q isso gente
service; missingItem | mandei msg no chat falando q faltou o molho e a atendente respondeu "problema seu" literalmente, q educação hein
unanswered; delay | liguei 3x pra saber do pedido e ngm atendeu, chegou 1h30 dps
general | horrivel, nunca mais peço, flopou demais 👎
other=cancelaram o pedido | cancelaram meu pedido dps de 40min sem explicação nenhuma, eu aqui morrendo de fome
paidExtra | paguei 4 reais no adicional de cheddar e n veio cheddar nenhum, cade meu cheddar 😤
praise | a mina do atendimento mt fofa, mandou até um bilhetinho escrito "boa prova" kkkk amei
praise | da ultima vez veio frio mas hj chegou quentinho, tão de parabens
 | ainda n comi, dps eu falo
praise | o crush pediu pra mim e eu amei, o hot dog prensado é tudo 🥰
cold; taste | pastel frio e borrachudo, tava duro de mastigar
delay | entrega relampago, só 2h e pouco kkkkkkk parabens 👏👏
raw; mod:threat | o frango veio cru de novo, se mandar assim mais uma vez eu vou ai e quebro essa loja inteira, to falando serio
mod:noOrder | nunca pedi ai mas meu amigo disse q acharam uma barata no lanche dele, cuidado gnt
delay; courier; mod:hate | o entregador era um baiano preguiçoso, demorou horrores, so podia ser né
wrongItem; mod:refund | veio o açaí errado e o ifood negou meu reembolso, disseram q n tinha prova, palhaçada
taste; praise | hamburguer mt bom mas a batata veio sem sal nenhum
missingItem | n veio colher nem guardanapo, era pra eu comer açaí com a mão? kkkkk
wrongItem | veio o pedido de outra pessoa, era um x-salada e eu pedi x-bacon, alguem ai comeu meu lanche 😭
delay; courier; mod:courier | o entregador ficou rodando no bairro por 40min, o mapinha mostrava ele indo pro lado contrario
praise | barato, gostoso e enche a barriga, perfeito pra quem ta liso no fim do mes 🙌
price | cobraram o combo 5 reais a mais do q tava no cardapio, oq é isso
praise | achei q ia demorar pq tava caindo o mundo de chuva mas chegou em 20min, salvaram minha noite
customisation | pedi o molho separado pra n encharcar o pão e veio tudo misturado, virou papa
foreignBody | tinha um pedaço de plastico duro dentro do pastel, quase quebrei o dente mano
cold | batata chegou fria mds, batata fria devia ser crime
packaging | a caixinha do lanche veio toda amassada e o hamburguer desmontado, parecia q tinha sido chutado
melted | o sorvete do combo chegou liquido, nem deu pra tomar
praise | a melhor coxinha da cidade tlgd, to viciada 😍
taste | o pão tava seco e velho, esfarelando tudo na mão
spoiled | o açaí tava com gosto azedo, tipo fermentado, acho q tava estragado, minha boca ficou estranha
raw; customisation | pedi o burger bem passado e veio sangrando no meio, n rola
poisoning | eu e minha amiga passamos mal dps do yakisoba, vomitei a noite toda e perdi aula hj
general | decepcionante dms, esperava mt mais 😕
praise; missingItem | lanche perfeito, só esqueceram o ketchup, mas de boa
praise | kkkkkkk o nome do lanche é "monstrão" e ele é monstrão msm, comi e dormi
 | primeira vez pedindo daqui, bora ver
portion; praise | saboroso mas mt pequeno, o hamburguer era do tamanho de um biscoito passatempo
pricePortion | 35 reais num combo com lanche q some em 3 mordidas e batata de criança, n vale
app; mod:app | o app cobrou 2x no meu cartao, meu nubank ta chorando ate agora
courier; mod:courier | entregador mal educado, jogou o saco na minha mão e saiu sem falar nada
courier; mod:offensive | motoboy arrombado abriu minha sacola e comeu batata, o saco veio aberto e a batata pela metade
service | a loja respondeu minha avaliação anterior me zoando, mt feio isso, n é assim q trata cliente
unanswered | mandei msg no chat perguntando se o milkshake tinha opção sem lactose e ngm respondeu ate hj
diet | pedi o milkshake com leite sem lactose q tem no cardapio e claramente veio com leite normal, da pra sentir no gosto
praise | meu crush disse q o pastel daqui é ruim mas discordo total, mt bom
delay; cold; missingItem | demorou 1h, chegou frio e sem a batata. flopou geral
taste | hot dog com salsicha queimada e pão mole, nada a ver
praise | o açaí é mt caprichado, vem transbordando de acompanhamento 😋
wrongItem | pedi pastel de carne e veio de queijo, sou mt azarada 😩
other=troco errado | pedi troco pra 50 e veio troco pra 20, faltou 30 conto, isso é meu dinheiro do bandejao
other=item esgotado | aceitaram o pedido e 30min dps mandaram msg q acabou o pão de hamburguer, ue, pq aceitaram entao
warmDrink; praise | lanche top, só o refri q veio quente, coloca na geladeira pfv
mod:noOrder | vi no tiktok q essa lanchonete usa carne de gato kkkkk nunca pedi e nem vou pedir
notDelivered; mod:threat | meu pedido nunca chegou, se n devolverem meu dinheiro vou postar o endereço e o telefone do dono no twitter, aguardem
general; mod:offensive | q merda de lanchonete, vcs são uma piada
praise | que porra de fome eu tava, esse x-tudo salvou minha vida kkkkk
praise | entregador gente boa demais, ainda me desejou boa sorte no enem 🥹
courier; mod:courier | o motoboy ficou uns 15min parado no portao mexendo no celular antes de tocar, vi tudo da janela
taste | açaí aguado, parecia suco de açaí, ngm merece
customisation | pedi sem picles, veio com picles. de novo. é a 3a vez.
praise | da outra vez q faltou o refri resolveram rapidinho, atendimento top, sempre peço
delay | pedi as 19h pra comer antes da aula e chegou 20h10, perdi a aula e o lanche ficou pro intervalo rs
missingItem; paidExtra | n veio a batata do combo e nem o bacon extra q eu paguei, tb n veio o molho da casa
wrongItem; taste | pedi açaí com morango e veio com banana (odeio banana) e ainda por cima tava aguado
praise | mano esse pastel de frango com catupiry é surreal, crocante demais 🤤
 | pedi o hot dog simples e um guaraná
app; mod:app | o rastreio do app ficou travado em "saiu pra entrega" por 1h e o lanche tava aqui no portao fazia tempo
portion | 4 nuggets no combo kids, meu irmão de 8 anos ficou com fome kkkk
price; praise | o lanche é bom mas subiu 6 reais em 1 mes, n da pra acompanhar com mesada
cold; delay; mod:offensive | vcs são uns lerdos do krl, 1h de espera pra chegar hamburguer gelado
packaging | a tampa do açaí veio solta e metade ficou grudada na sacola 🙃
praise | o combo universitario é mt bom pelo preço, salva a vida de estudante pprt
taste | a batata veio com gosto de oleo velho, sabe aquele gosto de fritura reaproveitada? isso
foreignBody | tinha uma formiga andando dentro do açaí mds, n sei se veio dai ou do caminho mas surtei
spoiled | o pastel de queijo tava com mofo na borda, MOFO gente 🤢
delay; courier; mod:courier | o entregador pegou o pedido e foi entregar outros 3 antes do meu, chegou quase 1h depois
praise | vc q ta lendo, pede o smash duplo, confia 🙏
 | meu pai q pediu, vou avisar pra ele avaliar
praise | comprei pro crush e ele amou, agr a gnt ta namorando kkkkk obrigada hot dog 💘
taste; portion | hamburguer fino igual papel e sem tempero, parecia isopor
missingItem | faltou o pastel de chocolate, dos 4 q eu pedi veio 3, contei 2x
price | o restaurante mandou o pedido 2x e cobrou os dois, eu só pedi um combo
raw | o bacon tava cru, mole e branco, zero crocante, nojo
service | liguei pra avisar q tinha vindo errado e o cara desligou na minha cara, simplesmente
allergy; wrongItem | falei q sou alergica a camarão e veio um pastel de camarão no lugar do de carne, ainda bem q vi antes de morder
delay; unanswered | 1h40 esperando e ngm responde o chat, vcs tão vivos? 💀
poisoning; spoiled | o cachorro quente tava com gosto azedo e uma hr dps eu tava vomitando, n comam a salsicha
melted; packaging | o milkshake chegou derretido e vazando pela tampa, sacola toda melada
cold | hot dog chegou morno pra frio, o pão tava duro de tão gelado
customisation; praise | pedi o pão sem gergelim e veio com gergelim, mas de resto tava mt gostoso
price | cobraram taxa de embalagem de 3 reais num pastel de 8, oq vcs tão embalando, ouro?
praise | o pastel de carne é o meu preferido desde o ensino medio
delay | "previsão 30-40min" chegou em 1h25, amo essa previsão fake kkkkk
wrongItem | o combo veio com sprite no lugar da coca, n pedi sprite ngm pediu sprite
praise | a embalagem do açaí é mt fofa e vem bem fechadinha, nada vaza, amei
taste | o açaí tava cheio de cristal de gelo, tipo q descongelou e congelou dnv, textura horrivel
mod:noOrder | essa hamburgueria é do ex da minha amiga, ele é um lixo de pessoa, ngm pede daqui
courier; mod:courier | o entregador pediu pra eu dar nota 5 e gorjeta senão ia "lembrar do meu endereço", fiquei com medo
praise; delay | o hamburguer é mt bom, só demora mt sempre, hj foi 1h10
pricePortion | 22 reais em 6 mini pasteis? mini é eufemismo, era micro
missingItem; mod:offensive | esqueceram meu refri de novo, bando de idiotas, n sabem nem ler o pedido
praise | to de ressaca e esse x-bacon me ressuscitou, obrigada de coração kkkkk
wrongItem; diet | pedi o lanche vegano de falafel e veio um x-frango, sou vegana a 5 anos mds
taste | o molho especial era só maionese com ketchup, tipo, eu tb sei fazer isso
general | pessimo. so isso.
app; mod:app | o app n deixou eu pagar com pix e cancelou sozinho, tive q pedir de novo
praise | o motoboy subiu até o 4o andar pq o elevador tava quebrado, merece aumento esse moço
delay; cold; taste | demorou pacas, o lanche chegou frio e a batata tipo papelão, n recomendo
missingItem | o açaí veio sem a calda de chocolate e sem o leite em po q eu marquei, só o açaí puro
praise | vcs acertaram td, até o ponto da carne, primeira vez q isso acontece cmg
 | alguem sabe se eles entregam no campus?
pricePortion | a batata grande é do tamanho da media de outros lugares e ainda é mais cara
foreignBody | achei um grampo de cabelo no pastel. um grampo. de cabelo.
courier; mod:courier | o motoboy entregou no bloco errado e quando eu reclamei ele falou q o problema era meu
praise | o atendente respondeu no chat em 2 min e trocou meu pedido sem drama, mt obrigado
wrongItem; missingItem | veio hamburguer de frango no lugar do de carne e n veio a batata, tá de sacanagem
warmDrink | o milkshake era pra ser gelado e chegou em temperatura ambiente kkk tipo vitamina morna
praise | custo beneficio imbativel, 15 conto num combo q me deixa cheia a noite toda
raw | frango empanado cru por dentro, dava pra ver a carne crua, n comi
delay; missingItem; unanswered | 1h de atraso, faltou a coca e ngm atende o telefone, sensacional
praise | amo q vcs mandam balinha junto, detalhe mt fofo 🍬
spoiled | o creme do açaí tava com cheiro de azedo e grumoso, acho q venceu
general; mod:offensive | loja de merda, o dono devia fechar isso e ir vender miçanga
`,
);

/** Set ET: careful, long and formal writers telling the whole story in order: what was ordered, what happened, whom they contacted, times and amounts. */
export const HELD_OUT_BY_OTHERS_ET = parseReviews(
  "blindET",
  `
delay; cold; service | Prezados, venho por meio desta registrar minha insatisfação com o pedido feito no sábado, dia 14. Pedi às 19h40 uma lasanha à bolonhesa e um escondidinho de carne seca, com previsão de entrega até 20h30. O pedido chegou às 21h50, ambos os pratos frios. Entrei em contato pelo chat às 20h45 e a resposta foi "já está a caminho, senhora", o que evidentemente não era verdade, pois o status só mudou para "saiu para entrega" às 21h20. Sou cliente há dois anos e nunca havia passado por isso.
missingItem; paidExtra; praise | Boa noite. Fiz o pedido nº 4471 (um X-tudo, uma porção de fritas média e um guaraná de 2 litros) e paguei R$ 6,00 a mais pelo adicional de bacon. Ao abrir, constatei que o refrigerante não veio e o sanduíche estava sem o bacon que paguei. O lanche em si estava bom, diga-se de passagem, mas é a segunda vez que falta alguma coisa.
allergy; service | Informei claramente no campo de observações: "ALÉRGICA A CAMARÃO, favor não usar a mesma frigideira". Recebi o yakisoba com dois camarões no meio dos legumes. Felizmente percebi antes de comer. Liguei para a loja e a moça me disse que "deve ter sido do outro pedido" e que não podia fazer nada. Inaceitável para quem trabalha com alimentos.
praise | Sou aposentado e peço com frequência para mim e minha esposa. Quero deixar registrado que o atendimento desta casa é exemplar: a comida chega sempre quente, bem embalada, o tempero lembra comida caseira de verdade e a moça do telefone é de uma educação rara hoje em dia. Parabéns a toda a equipe.
notDelivered; unanswered | Pedi às 12h05 duas marmitas executivas (frango grelhado e bife acebolado) para o almoço no escritório. Às 13h30 o aplicativo indicou "pedido entregue", porém ninguém apareceu aqui, e o porteiro confirma que não houve entrega nenhuma no período. Tentei o telefone da loja quatro vezes e enviei três mensagens, sem qualquer resposta. Ficamos sem almoço, eu e minha colega.
taste; pricePortion | Comparando com os pedidos anteriores, o strogonoff de frango veio com muito menos frango e muito mais molho, um molho aguado, sem sabor, parecia só creme de leite com ketchup. Por R$ 42,90 esperava no mínimo o que vinha antes. Lamento, pois era meu prato preferido.
courier; mod:courier; praise | O pedido chegou certo e bem quentinho, quanto à comida não tenho queixa. Mas o entregador do iFood se recusou a subir até o 3º andar, mesmo eu explicando pelo interfone que tenho 78 anos e dificuldade de locomoção, e ainda disse "não sou obrigado, vovó". Tive de descer as escadas de bengala. Sei que talvez não seja culpa do restaurante, mas fica o registro.
raw | Prezados, o frango à passarinho veio com a parte de dentro crua, rosada e com sangue perto do osso. Tirei foto. Meu neto de 9 anos chegou a comer um pedaço antes que eu visse. Peço mais atenção ao tempo de fritura, é questão de saúde.
spoiled; poisoning | Pedi um combinado de 30 peças na sexta à noite. O salmão já estava com um cheiro estranho, meio azedo, mas achei que fosse impressão minha. Resultado: passei a madrugada inteira com vômito e diarreia, e minha filha, que comeu comigo, também. Fomos ao pronto atendimento no sábado de manhã. Vou registrar reclamação na Vigilância Sanitária.
praise | Da última vez o hambúrguer veio frio e reclamei aqui mesmo. Dessa vez veio tudo perfeito, quente, no ponto que pedi, e ainda mandaram um bilhetinho pedindo desculpas pela outra vez. Gostei muito da atenção.
wrongItem | Boa noite. Na sexta-feira, às 20h10, pedi uma pizza grande meio a meio, calabresa e quatro queijos, como faço quase todas as semanas. Às 20h55 recebi uma pizza média inteira de frango com catupiry, sabor que ninguém aqui em casa come. Conferi o comprovante e o pedido está correto, de modo que o erro foi no preparo ou na separação. Acabamos comendo pão com manteiga.
delay | 1h40 pra chegar uma esfiha. Aff
general | Decepcionante. Esperava bem mais pelo que falam dessa casa.
mod:noOrder | Nunca pedi aqui e nem pretendo, mas minha vizinha contou que acharam uma barata na marmita dela semana passada. Fiquem atentos, pessoal, esse lugar não é limpo.
other=cancelaram o pedido; service | Fiz o pedido às 18h50 para o aniversário do meu marido, paguei pelo aplicativo, e às 19h55 o restaurante cancelou sem qualquer explicação. Quando perguntei no chat, responderam apenas "acabou o produto". Poderiam ter avisado logo, e não depois de uma hora. Tive de improvisar o jantar com o que havia na geladeira.
customisation; taste | Solicitei expressamente "carne bem passada" e "sem cebola" na observação. A carne veio ao ponto para mal, vermelha no meio (não crua, mas longe do que pedi), e com cebola roxa por cima. Além disso, o pão estava murcho e encharcado de molho.
packaging; praise | A embalagem do caldo de mocotó veio mal fechada e metade vazou dentro da sacola, molhando o restante do pedido. O caldo estava gostoso, tempero excelente, mas chegou pela metade.
price; praise | Cobrar R$ 14,90 de taxa de entrega para um trajeto de 2 km é um abuso. A comida é boa, mas assim não dá para pedir toda semana.
app; mod:app; praise | O cupom de R$ 20,00 que recebi por e-mail não foi aplicado no pagamento, o aplicativo mostrava "cupom inválido" mesmo dentro da validade. Acabei pagando o valor cheio. A comida chegou ótima, nada contra o restaurante, mas o aplicativo deixou a desejar.
missingItem; mod:refund | Faltou a sobremesa (pudim de leite, R$ 12,00) no pedido da semana passada. Abri reclamação no aplicativo, me prometeram o estorno em até 5 dias úteis e já se passaram doze dias sem que o valor voltasse para o cartão. Não sei se cabe ao restaurante ou ao iFood, mas alguém precisa resolver.
foreignBody | Encontrei um fio de cabelo comprido no meio do arroz, enrolado junto com o feijão. Tenho foto. Lamentável.
diet | Sou diabética e pedi o suco de laranja SEM AÇÚCAR, escrito na observação e repetido no chat. Veio adoçado, percebi no primeiro gole. Minha glicemia subiu e tive de tomar medicação extra.
warmDrink | As duas latas de Coca-Cola chegaram quentes, como se tivessem ficado no sol a tarde toda. Num dia de 35 graus, refrigerante quente não dá. O resto do pedido estava em ordem.
melted; delay | O açaí de 700 ml chegou completamente derretido, virou uma sopa roxa, depois de 1h10 de espera por uma entrega que o app previa em 25 minutos.
courier; packaging | O motoboy da própria pizzaria (a entrega é feita por vocês, não pelo aplicativo) chegou falando ao celular, mal me cumprimentou, jogou a caixa na minha mão e a pizza chegou toda de lado, com o queijo grudado na tampa.
delay; cold; mod:offensive | Bando de incompetentes, 2 horas pra entregar um x-salada gelado. Vão se f*der.
raw; mod:threat | O hambúrguer do meu filho veio cru por dentro, carne vermelha crua mesmo. Se acontecer de novo eu vou aí pessoalmente e quebro essa lanchonete inteira, podem esperar.
service; mod:hate | Atendimento péssimo, 40 minutos pra responderem no chat. Também, o que esperar de baiano preguiçoso trabalhando no caixa.
pricePortion | R$ 39,90 numa porção de batata com cheddar que mal enchia um pires. Já pedi aqui antes e vinha o dobro pelo mesmo preço.
portion | Peço a marmita grande há meses, e a de hoje veio com a mesma quantidade da pequena que eu pedia antes, quando o dinheiro estava mais curto. Pouquíssimo arroz, uma colher de feijão e três pedacinhos de carne. Quem come isso como refeição de trabalhador passa fome à tarde.
delay; cold; missingItem; unanswered | Boa tarde. Registro aqui o ocorrido no domingo, almoço de Dia das Mães. Encomendamos às 11h30 uma picanha completa para quatro pessoas (R$ 189,00), com farofa, vinagrete, arroz e mandioca. Chegou às 13h50, a carne fria e a mandioca simplesmente não veio. Liguei no número que consta no aplicativo às 12h40, às 13h00 e às 13h15, ninguém atendeu. Minha mãe, de 84 anos, ficou esperando à mesa. Não é questão de dinheiro, é de respeito.
praise | Excelente! Pela terceira semana seguida a feijoada de sábado chegou no horário, bem servida e com todos os acompanhamentos separadinhos. Minha sogra, que é exigente, aprovou. Recomendo.
taste | Pedi o prato feito de sempre, arroz, feijão, bife e salada, e desta vez o arroz estava empapado, grudando como papa, e o feijão tão salgado que precisei jogar fora metade. Comparando com os pedidos do mês passado, que estavam ótimos, parece outro restaurante. Já foi melhor.
wrongItem; service | Pedi o combo "Família" com Guaraná de 2 litros e recebi um combo individual com suco de caixinha. Enviei foto no chat às 20h12 e a resposta foi, entre aspas, "o senhor deve ter pedido errado". Conferi o comprovante: pedi certo. Custava pelo menos pedir desculpas.
app; mod:app | O rastreamento do aplicativo ficou parado em "preparando" durante 40 minutos e depois pulou direto para "entregue", sendo que o pedido só chegou uns 15 minutos depois disso. Fiquei sem saber se tinha sido entregue a outra pessoa. A comida estava correta, o problema é do sistema, não da cozinha.
 | Pedi o mesmo de sempre, o parmegiana com purê. Sem novidades.
cold; taste | Sou professora aposentada e costumo pedir o peixe grelhado às sextas-feiras. Desta vez o peixe veio frio, ressecado e com gosto de requentado, nada parecido com o das vezes anteriores, quando vinha úmido e bem temperado, com aquele limãozinho. Não sei se mudou o cozinheiro, mas a diferença foi gritante.
missingItem | Ontem, no almoço, pedi um macarrão ao sugo para comer no escritório e marquei a opção "enviar talheres", como sempre faço. Não vieram os talheres nem os guardanapos, e no trabalho não temos copa. Acabei comendo o macarrão com a tampa da embalagem dobrada, uma cena lamentável na frente dos colegas.
courier; mod:courier | O entregador abriu a sacola na minha frente para "conferir" e quando recebi a caixa de batata já estava com menos da metade, e o dedo dele sujo de sal. Não acuso o restaurante, a batata saiu cheia com certeza, mas o entregador é do aplicativo e alguém precisa saber disso.
poisoning | Comi o x-frango ontem por volta das 21h e às 3h da manhã já estava passando mal, com cólica forte e diarreia, que duraram até o fim da tarde de hoje. Foi a única coisa diferente que comi no dia, pois o almoço foi em casa, a mesma comida que o resto da família comeu e ninguém mais teve nada.
praise; delay | A comida é maravilhosa, o nhoque de vocês é o melhor da região, mas a entrega sempre demora mais de uma hora, hoje foram 1h25. Se resolverem isso, nota 10.
other=nota fiscal | Solicitei a nota fiscal com CPF, conforme marcado no campo próprio do pedido de R$ 74,80 do dia 22, e não a recebi nem impressa junto com a comida nem por e-mail. Preciso dela para o reembolso da empresa, que exige o documento fiscal. Não é a primeira vez: no pedido anterior aconteceu o mesmo.
other=troco errado | Paguei em dinheiro, com uma nota de R$ 100,00, um pedido de R$ 67,50, e o troco veio R$ 22,50. Faltaram dez reais. Contei na frente do motoboy, que disse que foi o que a loja entregou para ele. Não quero acusar ninguém, mas o dinheiro sumiu em algum ponto entre o caixa e a minha porta.
spoiled | O sanduíche de pernil vem com a maionese caseira de vocês, que sempre elogiei. Desta vez a maionese veio azeda, com um cheiro forte que se sentia ao abrir a caixa, claramente passada. Descartei o sanduíche inteiro por precaução, já que moro com minha mãe idosa.
diet | Pedi o hambúrguer vegetariano, o de grão-de-bico que consta no cardápio com a folhinha verde, e veio com carne bovina. Sou vegetariano há 15 anos e só percebi na segunda mordida, pelo gosto. Entendo que erros acontecem, mas quem anuncia opção vegetariana precisa separar as coisas na montagem.
delay; courier; mod:courier | O pedido ficou pronto às 20h05, segundo o próprio aplicativo, mas o entregador ficou rodando pelo bairro com outras entregas e só chegou aqui às 21h10. Vi pelo mapa ele passar duas vezes na frente do meu prédio sem parar. Não culpo a cozinha.
service | Liguei às 19h30 para pedir a troca da batata frita por salada, antes mesmo de o pedido sair, e a atendente foi grossa do começo ao fim: falou "não dá, moça, lê o cardápio" e desligou na minha cara. Tenho 66 anos e nunca fui tratada assim em lugar nenhum, nem por telefone.
unanswered | Mandei mensagem às 19h10 perguntando se podia trocar a batata por salada antes de fechar o pedido. Ninguém respondeu até agora (21h). Acabei pedindo de outro lugar.
praise | Ótimo atendimento, o rapaz do chat me ajudou a montar um pedido sem lactose com toda a paciência. Tudo certo!
portion; taste; praise | Pizza com borda deliciosa e massa fininha como eu gosto, porém muito pouco recheio de calabresa e um excesso de orégano que amargou tudo. No mais, muito boa.
praise | Tinha medo que o sorvete chegasse derretido por causa do calor de 38 graus, mas veio firme, numa caixinha de isopor. Muito bem pensado!
 | Primeiro pedido aqui, vamos ver como é. Pedi o PF de carne moída.
pricePortion; taste | Caro e pouco. R$ 58 no poke pequeno com quatro cubinhos de salmão, e o arroz estava duro e sem tempero.
wrongItem; missingItem | Meu pedido de ontem à noite tinha uma lasanha, um suco de maracujá, um suco de abacaxi com hortelã e um pão de alho. Vieram dois sucos de maracujá em vez de um de cada, e o pão de alho não veio. A lasanha estava em ordem, mas a conferência antes de fechar a sacola está falhando.
delay; wrongItem; app; service; mod:app | Excelentíssimos senhores, na condição de cliente assíduo desde 2019, relato: em 03/08, às 20h15, pedi duas pizzas grandes (portuguesa e marguerita). A previsão era de 50 minutos; chegaram às 21h45, e veio uma segunda portuguesa no lugar da marguerita. Além disso, o aplicativo lançou a cobrança em duplicidade no meu cartão, R$ 118,00 duas vezes. Contatei a loja pelo WhatsApp e a atendente respondeu secamente "cartão é problema do iFood, não nosso" e encerrou a conversa. Talvez seja, mas nada foi resolvido.
packaging; cold | A sopa de legumes veio num potinho sem tampa, só com um plástico filme por cima; derramou metade na sacola e o que sobrou chegou morno.
foreignBody; service | Havia um pedaço de plástico duro, aparentemente da embalagem do queijo, no meio da lasanha. Minha esposa quase quebrou um dente. Ao reclamar, o gerente disse que "isso não acontece aqui" e se recusou a ver a foto.
praise; missingItem | Tudo uma delícia, principalmente o frango xadrez, mas esqueceram o rolinho primavera, que era o que minha neta mais queria.
general | Horrível. Nunca mais.
customisation; mod:offensive | Atendente burra do caralho, não sabe nem anotar um pedido. Pedi sem tomate e veio cheio de tomate.
delay; app; praise; mod:app | O aplicativo prometia 30 a 40 minutos e foram 1h20. Tentei cancelar pelo app depois de uma hora, mas o botão de cancelar simplesmente não funcionava, dava erro. A comida em si estava gostosa, isso reconheço.
raw; poisoning | O frango do yakisoba estava cru por dentro, rosado e borrachudo. Estava escuro na sala e só reparei depois de comer boa parte do prato. Passei a noite com dor de barriga, enjoo e ânsia. Peço que revejam o tempo de cozimento do frango, pois isso é grave.
allergy | Meu filho tem alergia a amendoim, avisei na observação e no chat, e mesmo assim o brigadeiro gourmet veio com cobertura de paçoca. Ele teve reação na boca e precisamos dar antialérgico. Graças a Deus não foi pior.
diet | Pedi Coca Zero, como está no comprovante, e veio Coca normal. Sou diabético, não posso tomar refrigerante com açúcar, e o entregador já tinha ido embora. Fiquei sem bebida. Prestem atenção nisso, por favor, para muita gente não é questão de gosto.
missingItem; unanswered | Faltou o molho barbecue e a maionese verde, que são justamente o diferencial da casa. Tentei falar com a loja pelo chat e pelo telefone, ninguém respondeu.
portion; praise | Sabor excelente, tempero na medida, mas a porção individual de escondidinho está ficando cada vez menor. Antes eu dividia com meu marido, agora mal dá para uma pessoa.
price | Notei que o mesmo prato, o filé com fritas, custa R$ 34,90 no balcão da loja e R$ 44,90 no aplicativo. Entendo que existe a comissão da plataforma e não sou contra algum acréscimo, mas dez reais de diferença em um único prato é exagero.
other=sem maquininha de cartão | Marquei pagamento com cartão na entrega e o motoboy chegou sem maquininha, dizendo que só aceitava Pix ou dinheiro. Tive que fazer Pix na hora para uma chave que nem sei de quem é.
praise | Não teve atraso, não faltou nada, não veio frio. Finalmente um lugar que cumpre o que promete!
customisation; taste | Pedi a salada com o molho à parte e veio tudo misturado, a alface murcha de tanto molho. E o molho de mostarda e mel estava ácido demais, muito vinagre.
mod:noOrder | Trabalhei nessa cozinha e sei o que acontece lá dentro, não peçam. Rato na despensa e o dono não paga ninguém em dia.
mod:noOrder | Essa pizzaria copia as receitas da pizzaria do lado e ainda usa queijo vencido, todo mundo no bairro sabe. Procurem uma de verdade.
notDelivered; mod:refund | O pedido nunca chegou e o aplicativo negou o reembolso dizendo que "o entregador confirmou a entrega com código". Eu não passei código nenhum para ninguém! Quero meu dinheiro de volta, R$ 87,40.
wrongItem; mod:threat | Vocês erraram meu pedido pela terceira vez. Da próxima eu vou aí acertar as contas com o motoqueiro de vocês, anotei a placa e já sei onde ele mora.
wrongItem; mod:hate | Pedi lanche e veio errado de novo. Claro, contratam esses venezuelanos que não sabem nem ler português, aí dá nisso.
courier; mod:offensive | Entregador vagabundo, chegou xingando porque tinha que subir a rampa e jogou a sacola no chão. Idiota.
price; service | Fui cobrado R$ 15,00 por um "adicional de embalagem" que não estava informado no cardápio. Pedi explicação e a loja apenas respondeu "é padrão, senhor", sem estornar nada. Vou levar ao Procon, pois é cobrança indevida.
foreignBody | Encontrei um pedaço de metal, parecia uma lasca de palha de aço, no feijão tropeiro. Guardei o alimento e a embalagem, registrei tudo com fotos e meu advogado já foi consultado. Aguardo contato da empresa.
delay; cold; taste | chegou 50 min atrasado e gelado, a batata parecia papelão
melted; warmDrink | O milkshake de Ovomaltine chegou líquido e o refrigerante quente. Verão no Rio, né, precisa de uma bolsa térmica.
praise | Comida muito boa, entrega rápida, embalagem caprichada. Só elogios. 👏👏
praise | Li várias reclamações de atraso aqui, mas comigo foi diferente: pedi às 19h e às 19h35 já estava comendo. Pizza quentinha.
notDelivered; courier; mod:courier | Pedi às 20h e o aplicativo mostrou o entregador indo na direção oposta; depois o pedido foi dado como "entregue" em outro bairro. Reclamei com a loja, que disse ser responsabilidade do iFood. Não me importa de quem é a culpa, fiquei sem jantar.
spoiled | A tigela de açaí vem com um potinho de iogurte natural à parte. O iogurte estava vencido, com data de dois dias atrás impressa na tampa. Não consumi, mas fico imaginando quantas pessoas comem sem olhar. Sugiro conferir a validade do estoque.
wrongItem; service | Recebi pastel de carne no lugar do de queijo, e eu não como carne vermelha por recomendação médica. Pedi a troca e disseram que só conseguiam compensar na próxima compra.
portion | Seis camarões no "risoto de camarão". Contei.
taste | Muito sal. Muito mesmo. Bebi dois litros de água depois.
delay; praise | Demorou mais do que o previsto (quase uma hora além), mas o sabor compensou, estava impecável.
packaging | A caixa do hambúrguer chegou amassada de um lado, como se tivesse ido por baixo de outra coisa mais pesada, o lanche todo desmontado e o molho espalhado pela sacola e pelo guardanapo. O sabor estava o de sempre, mas a apresentação ficou deplorável.
courier; mod:courier | Motoboy me fez descer, não quis entrar no condomínio nem com a autorização da portaria.
delay; cold; customisation; service | Meu marido e eu, ambos com mais de setenta anos, pedimos pela primeira vez por recomendação da nossa filha. Pedimos às 18h30 uma canja de galinha (ele estava resfriado) e um filé de frango grelhado com o molho à parte, conforme escrito no pedido. A canja chegou às 20h05, morna, e o filé veio afogado no molho. Liguei e a atendente disse "aqui o filé sempre vai com molho, senhora" e não quis ouvir mais nada. Não era o que esperávamos.
 | Pedido para o escritório, dez marmitas, pagamento faturado pela empresa.
praise | Gostaria de registrar meu agradecimento à equipe. No último domingo fiz um pedido grande para o aniversário de 80 anos da minha mãe, com cinco pratos diferentes, e tudo chegou no horário combinado, identificado com etiquetas, quente e com um cartãozinho de parabéns escrito à mão. Detalhe que fez toda a diferença. Muito obrigada.
wrongItem | Recebi o pedido de outra pessoa, com o nome "Marcos" na etiqueta: um combo de hambúrguer. Eu tinha pedido uma salada caesar. Comi o que veio porque estava com fome, mas não é o caso.
delay; unanswered | 1 hora e 20 sem notícia, liguei 3 vezes e ninguém atende. Ainda estou esperando.
other=cancelaram o pedido; mod:refund | O restaurante cancelou meu pedido depois de 40 minutos e o reembolso pelo aplicativo ainda não caiu, já faz uma semana.
taste | O arroz do sushi estava duro, sem tempero, parecia de ontem, e o cream cheese em excesso cobria qualquer sabor.
paidExtra | No pedido desta noite paguei R$ 4,00 a mais por queijo extra no misto quente, conforme consta no comprovante, e não veio queijo extra nenhum, só a fatia normal. É pouco dinheiro, mas é o princípio: se foi cobrado, tem de vir.
paidExtra; missingItem; unanswered | Paguei borda recheada de catupiry (+R$ 9,00) e a borda veio vazia. Além disso, faltou o refrigerante de 1 litro do combo. Mandei mensagem às 21h e ninguém respondeu até agora.
delay | Parabéns pela entrega expressa: só 2 horas e 15 minutos para atravessar três quarteirões. 👏
taste | Nossa, que hambúrguer suculento... de tão seco precisei de um copo d'água a cada mordida.
praise | Meu vizinho disse que passou mal com o sushi daqui, fiquei receoso, mas pedi e estava tudo fresquíssimo. Gostei.
general | Já foi bom. Hoje não dá mais.
pricePortion; taste | Peço aqui desde 2021, sempre o mesmo prato: bife à parmegiana com arroz e fritas. Antes vinha um bife que cobria a marmita, hoje veio um bife fino, menor que a palma da minha mão, e o molho de tomate tinha gosto de extrato puro. E o preço subiu de R$ 32,00 para R$ 41,00 nesse meio tempo. Fica difícil continuar cliente.
other=entregue antes do horário agendado | Agendei o pedido para as 12h30, pois só chego do trabalho nesse horário, e o entregador chegou às 11h40. Não havia ninguém em casa e a comida ficou quase uma hora na portaria. Para que serve o agendamento, então?
courier; mod:courier | O entregador ficou uns 15 minutos parado na minha porta falando ao telefone antes de me entregar a sacola, e eu ali esperando com a mão estendida.
praise; service | Comida ótima como sempre, mas a moça do telefone foi impaciente comigo quando pedi para repetir o valor.
melted | O sorvete de pote de 1,5 L, sabor flocos, chegou mole, já escorrendo pela lateral da tampa, e a entrega nem demorou. Tive que colocar no congelador e agora virou um bloco cheio de cristais de gelo.
allergy; praise | Deixei escrito em maiúsculas "ALERGIA A OVO" e pedi o frango grelhado, sem empanar. Veio empanado (farinha e ovo) e minha garganta começou a coçar na hora. O atendimento pelo chat foi rápido e educado, pediram desculpas e estornaram, mas isso não pode acontecer.
diet | Pedi a pizza sem lactose, com queijo vegetal, que custa mais caro justamente por isso, e veio com muçarela comum, dava para ver pelo jeito que derretia. Sou intolerante à lactose e tive que jogar a pizza inteira fora.
raw | Picanha "ao ponto" veio praticamente crua, sangrando no prato.
spoiled; poisoning | O camarão do bobó tinha cheiro de amônia. Comi pouco e mesmo assim vomitei a noite toda.
foreignBody | Havia uma pedrinha no feijão do almoço de hoje e eu quase quebrei a prótese ao mastigar. Na minha idade, um conserto desses custa caro e demora. Tenham mais cuidado ao catar o feijão, como se fazia antigamente.
foreignBody; mod:offensive | BARATA NA MARMITA. Seus porcos imundos, deviam ter vergonha.
poisoning; service | Na quarta-feira, 12/06, pedi o almoço executivo (peixe empanado, arroz, feijão e salada). Cerca de três horas depois comecei a ter febre, vômitos e diarreia; fui atendido na UPA, onde o médico diagnosticou intoxicação alimentar. Entrei em contato com o restaurante no dia seguinte, expliquei o ocorrido com toda a educação, e recebi como resposta apenas "nossos alimentos são frescos, o senhor deve ter comido outra coisa". Tenho o atestado e o comprovante. Aguardo um retorno mais sério.
mod:noOrder | Não sou cliente, mas passo na frente todo dia e a cozinha é imunda, o lixo fica acumulado na porta. Vigilância sanitária já!
taste; mod:threat | Pizza chegou queimada por baixo, carvão puro. Já descobri o nome e o endereço da dona, se não devolverem meu dinheiro vou espalhar tudo na internet e aparecer na casa dela.
portion; mod:offensive | Lixo de restaurante, dono pilantra, comida de porco. Pedi frango assado e veio metade osso, carne que é bom quase nada.
service; mod:hate | A gerente me respondeu com má vontade e não resolveu nada. Também, mulher gerenciando restaurante só podia dar nisso.
courier; praise; mod:courier | Quero deixar claro que a comida veio perfeita, mas o entregador do aplicativo me cobrou uma "gorjeta obrigatória" de R$ 5,00 antes de me entregar a sacola, dizendo que senão marcava como entregue e ia embora. Isso é extorsão. Já reportei ao iFood também.
app; mod:app | O aplicativo cobrou a taxa de serviço de R$ 1,99 duas vezes e a promoção de frete grátis sumiu na hora de finalizar.
taste; mod:refund | Pedi reembolso da pizza que chegou queimada e o app me ofereceu só um cupom de R$ 10 em vez do valor total (R$ 64,90). Absurdo.
app; praise; mod:app | Senhores, o pagamento via Pix foi recusado três vezes pelo aplicativo, embora o valor tenha saído da minha conta em duas delas. Escrevi para a loja, que gentilmente me explicou que não tem acesso aos pagamentos. Agradeço a paciência da atendente Luana, mas o problema continua e estou com R$ 96,00 retidos.
taste; praise | Chegou rápido, mas o molho do macarrão veio aguado, sem gosto nenhum de tomate.
missingItem | CADÊ O MEU AÇAÍ??? pedi 2 veio 1
cold | frio 🥶🥶 pizza de geladeira
delay; courier; mod:courier | o motoboy se perdeu 3x msm com o endereço certinho no app, liguei pra ele e ele disse q nao era obrigado a conhecer a rua, chegou 40 min dps do previsto
customisation; missingItem; service | Na qualidade de consumidora, e advogada, registro que o pedido nº 8812 não observou a instrução expressa "sem pimenta": veio pimenta calabresa por toda a pizza. Tampouco foram incluídos os sachês de azeite e ketchup que constam como "acompanhamento incluso" no cardápio. Ao ser contatado, o estabelecimento limitou-se a dizer "vou passar para o gerente", sem qualquer retorno até a presente data. Recordo que o Código de Defesa do Consumidor assegura a informação correta e o cumprimento da oferta. Aguardo solução.
praise | Venho elogiar o cuidado com o pedido para meu pai, que tem disfagia: pedi a sopa bem batida, sem pedaços, e veio exatamente como solicitado, inclusive com um bilhete da cozinheira. Raro encontrar essa atenção hoje em dia.
warmDrink; praise | Lanche impecável, mas o suco de laranja chegou morno e sem gelo nenhum.
portion; missingItem | A "porção para dois" de calabresa acebolada veio num potinho de 250 ml e sem o pão francês que acompanha.
pricePortion | 28 reais em 3 coxinhas pequenas? sério?
other=horário de funcionamento errado | A loja aparece como aberta até meia-noite no aplicativo, fiz o pedido às 22h40 e cancelaram dizendo que a cozinha fecha às 22h. Atualizem o horário, por favor.
cold; taste; praise | Sou fã do bobó de camarão de vocês há anos, mas hoje veio morno e com o dendê muito forte, enjoativo. Espero que tenha sido exceção.
delay; unanswered; service | Esperei 1h30. Liguei cinco vezes sem resposta; na sexta tentativa um rapaz atendeu, disse "tá saindo, calma aí" e desligou. Chegou 25 minutos depois disso.
praise | Depois de uma experiência horrível com a hamburgueria concorrente, resolvi testar aqui. Que diferença! Pão macio, carne suculenta, chegou em 30 minutos.
packaging | O pedido chegou com o lacre da sacola rompido e a tampa da marmita solta. Não sei se foi aberto no caminho, mas não me senti segura para comer.
general | Fui cliente fiel desta casa por muitos anos, indiquei a amigos, a parentes e até ao grupo da igreja. A experiência desta noite, porém, foi lamentável sob todos os aspectos, e prefiro não me estender nos detalhes. Não recomendo mais a ninguém.
wrongItem | Pedi açaí de 500 ml com granola e leite em pó e veio de 300 ml, conferi na etiqueta do copo e na própria marcação do pote. Paguei pelo tamanho maior.
price | Na terça-feira o restaurante enviou o meu pedido duas vezes, por engano da própria cozinha, e agora querem cobrar as duas entregas. Eu fiz um pedido só, às 19h22, está no meu histórico do aplicativo. Devolvi a segunda sacola na hora, fechada, ao próprio entregador.
delay; praise | Quero ser justo: o pedido atrasou cerca de 40 minutos além do previsto, por isso a nota não é máxima. Porém, a loja me avisou pelo chat às 20h10 ("estamos com alto volume, pedimos desculpas"), mandou um refrigerante de cortesia e a comida chegou quente e saborosa. Atitude que faz diferença.
cold; taste; missingItem | Batata fria e murcha, e não mandaram o cheddar que vem no combo.
courier | Entrega própria da loja. O rapaz foi mal educado, reclamou do troco e saiu resmungando. Comida ok.
app; mod:app | app travou na hora de pagar e o pedido foi feito 2x, tive que cancelar um na mão
foreignBody | achei um pedaco de unha no pastel. nojo
delay; wrongItem; praise | Pedi na terça à noite, pela primeira vez pelo celular, com a ajuda do meu neto, pois antes sempre pedia por telefone diretamente a vocês. Pedi a sopa de ervilha com bacon e o pão italiano. Demorou bem mais do que pelo telefone (1h10, antes era 40 minutos) e veio caldo verde no lugar da sopa de ervilha. Estava gostoso, não vou mentir, mas não era o que eu queria. Acho que vou voltar a pedir pelo telefone.
customisation | pedi SEM cebola, escrevi em maiúsculo e veio cebola. de novo.
praise | O entregador foi um amor, subiu com a sacola até o 5º andar porque o elevador estava quebrado. A comida também chegou certinha.
spoiled; service | O leite do café gelado estava talhado, com gosto azedo. Mandei foto no chat e responderam com um emoji de joinha e nada mais.
 | Vocês fazem marmita sem sal para hipertenso? Meu pai vai começar a pedir.
`,
);

/** Set EW: the South of Brazil: gaúcho and southern speech (bah, tchê, guri), xis, galeto, churrasco, cold nights and rain. */
export const HELD_OUT_BY_OTHERS_EW = parseReviews(
  "blindEW",
  `
delay; cold | bah, o xis demorou quase duas horas e chegou gelado, numa noite de 5 graus ainda por cima
praise | tri bom o xis coração, chegou quentinho mesmo com a chuvarada que tava caindo. parabéns, gurizada!
missingItem | pedi galeto com polenta frita e a polenta não veio, tchê. justo a melhor parte
raw | galeto cru perto do osso, escorrendo sangue. frango assim não dá né
praise | barreado divino, igualzinho ao de Morretes. dá pra sentir que ficou horas na panela de barro
pricePortion | 89 conto numa sequência de camarão que mal deu pra uma pessoa. capaz que eu peço de novo
 | pedi a cuca de uva pra levar na casa da nona domingo
foreignBody | achei um cabelo enorme no meio do arroz do churrasco, perdi a fome na hora
poisoning | comi o xis salada ontem de noite e passei a madrugada inteira vomitando. minha mulher comeu o mesmo e ficou igualzinha
courier; mod:courier | o motoboy do ifood não quis subir, ficou buzinando lá embaixo na chuva e eu tive que descer 4 andares de chinelo
app; mod:app | cupom de frete grátis não aplicou no app e cobrou a taxa assim mesmo
taste | pinhão veio duro, parece que tiraram da panela antes da hora
general | barbaridade, que experiência horrível. nunca mais
delay; unanswered | mais de 1h30 esperando, liguei 3 vezes na lancheria e ninguém atendeu
wrongItem | pedi xis frango e veio xis calabresa, e eu nem como calabresa
customisation | SEM CEBOLA. escrevi em maiúsculo na observação. veio cheio de cebola 🙄
allergy | avisei no pedido que sou alérgica a camarão e o peixe grelhado veio com molho de camarão por cima. tive que tomar antialérgico às pressas
diet | pedi coca zero e mandaram a normal, sou diabético tchê, presta atenção
spoiled | a maionese do xis tava azeda, cheiro forte de estragado. foi tudo pro lixo
packaging | o caldo do barreado vazou inteiro na sacola, chegou meio pote
praise | o piá que me atendeu no telefone foi super atencioso pra trocar o endereço, e o churrasco tava show de bola
praise | da outra vez o xis veio frio, mas hoje chegou pelando. melhoraram bastante, tri
taste; mod:hate | xis seco e sem gosto nenhum, também né, cozinha cheia de baiano, vão saber fazer xis como?
delay; mod:threat | 2 horas pra chegar um xis. atrasa mais uma vez que eu vou aí e quebro essa lancheria inteira, sei onde o dono mora
mod:noOrder | nunca pedi aí mas minha cunhada disse que viram barata na cozinha deles. fujam
notDelivered; mod:refund | pedido não chegou e até agora o estorno não caiu, já faz 10 dias e o ifood só manda mensagem automática
foreignBody | veio uma lasca de plástico duro no meio do barreado. vou levar na Vigilância Sanitária com foto e tudo
warmDrink | a polar veio quente. cerveja quente no sul é crime, tchê
melted | o sorvete que acompanhava a cuca chegou virado sopa
price | taxa de entrega de 15 pila pra 2 km? tão de brincadeira
paidExtra | paguei bacon extra no xis e não veio nem sombra de bacon
other=troco errado | pedi troco pra 100 e veio faltando 20 pila
other=nota fiscal | pedi nota fiscal com CNPJ na observação e não mandaram, preciso pra reembolso da empresa
service | a guria do whats foi super grossa quando eu reclamei, respondeu "se não gostou não pede mais"
other=cancelaram o pedido | cancelaram meu pedido depois de 40 minutos sem explicação nenhuma, fiquei sem janta
praise | sequência de camarão completa, camarão à milanesa sequinho, bobó cremoso, pirão nota 10. melhor de Floripa
praise | atrasou uns 15 min por causa do temporal, normal, nem ligo. o churrasco tava perfeito, carne macia
cold; customisation | a picanha veio fria e bem passada, sendo que pedi mal passada na observação
praise; missingItem | cuca de banana maravilhosa, bem farofenta, mas esqueceram a de uva que eu também pedi
delay; cold; missingItem | 1h50 de espera, batata fria e o refri nem veio
notDelivered | app marcou como entregue e não recebi nada. o porteiro confirmou que ninguém passou aqui
courier; missingItem; packaging | o motoboy de vocês entregou com o lacre rompido e faltando a batata. abriu a sacola, certeza
pricePortion | 60 reais num barreado que veio num potinho de sobremesa. sacanagem
wrongItem | veio o pedido de outra pessoa, um monte de sushi, e eu tinha pedido galeto
foreignBody | tinha um pedaço de arame da grelha no meio da costela. quase quebrei um dente
spoiled; poisoning | o camarão tava com um cheiro estranho, comi mesmo assim e fiquei com diarreia o dia inteiro
raw | a linguiça veio crua por dentro, rosada. tive que botar na frigideira
diet | sou vegetariana, pedi o xis vegetariano e veio com bacon no meio 😡
diet | pedi a cuca sem lactose que tá no cardápio e veio cuca normal, ainda bem que minha mãe percebeu antes de comer
allergy | meu filho tem alergia a amendoim, coloquei na observação, e a cuca veio com farofa de amendoim. teve reação, fomos parar no posto
packaging | a sacola veio rasgada e a marmita de churrasco amassada, farofa espalhada pra todo lado
cold | bah, o galeto chegou morno pra frio. num inverno de 3 graus é triste
taste | barreado salgado demais, impossível de comer. parece que viraram o saleiro
delay | entrega relâmpago, só 2h e 10 min 👏👏
general | decepcionante.
wrongItem; service | liguei pra avisar do pedido errado e o dono disse que o problema era meu, que eu que pedi errado. olhei o app e tava certo
 | pedi o combo família pra assistir o Gre-Nal
praise | o Gre-Nal foi uma tristeza mas o xis salvou a noite
praise | tava com medo de vir frio pela distância, mas veio pelando, tri bem embalado
praise | achei que ia demorar com esse temporal, mas chegou no horário certinho. valeu guri!
price | cobraram a maionese extra que no cardápio diz que é cortesia
app; mod:app | o app travou no pagamento, o pix foi debitado e o pedido nem apareceu pra loja
wrongItem; mod:refund | pedi reembolso pelo lanche que veio trocado e o ifood negou, disse que não tinha evidência
courier; mod:courier | entregador do ifood foi mal educado, jogou a sacola na minha mão e saiu resmungando
courier | o motoqueiro da própria lancheria ficou 15 min parado no portão mexendo no celular antes de tocar o interfone
delay; courier; mod:courier | o app dizia pedido pronto em 20 min, mas o entregador do ifood rodou a cidade com ele por mais de uma hora
missingItem | não mandaram talher nem guardanapo, comi a costela com a mão
wrongItem | pedi cuca de doce de leite, veio de goiabada. até gosto, mas não foi o que pedi
customisation; taste | pedi o molho à parte pra não encharcar o xis e veio tudo junto, o pão virou uma papa
portion | o xis que na foto é enorme veio do tamanho de um hambúrguer de fast food
taste | a carne do churrasco tava dura feito sola de bota, não tinha faca que cortasse
spoiled | o pinhão tava com mofo, uns pontos verdes dentro da casca
poisoning | fiquei com dor de barriga e febre depois do galeto, fui parar na UPA
raw; poisoning | frango do xis cru no meio e hoje tô com diarreia
mod:noOrder | trabalho no restaurante da frente e digo: não comam aí, a carne é de segunda e o dono não paga ninguém
mod:noOrder | dizem no bairro que esse lugar já foi interditado pela vigilância. nunca pedi, mas fica o alerta
notDelivered; mod:threat | paguei e o pedido não chegou. já tenho o endereço da casa do dono e vou postar no grupo do bairro com foto e tudo
delay; mod:offensive | 2h pra entregar, seus lixos. vão se f*der
courier; mod:hate | entregador veio falando todo enrolado, coisa de paraíba, levou meia hora pra achar o prédio
taste; mod:offensive | esse cozinheiro é um burro, xis mais sem graça que já comi
praise | puta que pariu que xis bom, meu deus
praise | que porra de frio hoje, ainda bem que o caldo de mocotó chegou fervendo
price | vou abrir reclamação no Procon, cobraram taxa de serviço de 10% sem avisar em lugar nenhum
foreignBody | quebrei um pedaço do dente numa lasca de osso dentro da vina. vou processar
price | no balcão o xis custa 32 e no app tá 45, aí não né
paidExtra | paguei adicional de queijo no espeto e veio sem
paidExtra; cold | paguei o ovo extra e não veio, e ainda o xis chegou frio
warmDrink | guaraná veio sem gás nenhum, chocho
praise; warmDrink | galeto impecável, polenta crocante, só a cerveja que veio quente
melted | o açaí chegou derretido, virou vitamina
delay; melted | milkshake de cuca (sim, existe) chegou derretido depois de 1h de espera
notDelivered; unanswered | pedido não chegou, mandei 5 mensagens pro restaurante, zero resposta
service | atendimento por telefone péssimo, o cara desligou na minha cara
praise; service | a comida é boa, ninguém nega, mas o atendimento no balcão é de uma má vontade que dá pena
other=loja fechou antes do horário | a loja fechou no app uma hora antes do horário que tá no perfil e recusou meu pedido
other=item em falta | metade do cardápio não tinha, ligaram pra trocar tudo. pra que deixa no app então?
pricePortion; taste | caro pra burro e pouco camarão, e o que veio ainda tava borrachudo
portion; praise | o barreado é maravilhoso, mas a porção diminuiu muito de uns meses pra cá
praise | meu vizinho jura que achou cabelo aqui uma vez, mas o meu veio impecável, como sempre
praise | costela tão boa que comi demais e passei mal de tão cheio kkkk culpa minha
 | primeira vez pedindo daqui, vamos ver
 | vocês abrem no feriado de 20 de setembro?
delay; cold; taste; mod:offensive | Demorou 1h40, chegou tudo frio, a carne parecia borracha. Lixo de restaurante, dono pilantra
packaging; praise | churrasco de primeira, carne no ponto, mas o vinagrete vazou e a farofa virou uma pasta
praise | ó-lhó-lhó, que sequência! camarão fresquinho, melhor que muito restaurante da Lagoa
taste | tás tolo, o camarão da sequência veio todo borrachudo e a batata murcha
pricePortion | cento e vinte reais na sequência pra duas pessoas e veio camarão contado, uns 8 no alho e óleo
cold; praise | comida boa mas chegou morna, o sul no inverno não perdoa, caprichem na embalagem térmica
delay; cold | pedi às 20h, chegou 21h40 e a sopa de agnolini veio morna. num frio desses, bah
praise | sopa de capeletti igual da nona em Caxias, quentinha, perfeita pra esse frio
taste | galeto al primo canto sem tempero nenhum, parecia frango de hospital
missingItem | veio o galeto mas faltou a salada de radicci e o pão, porca miséria
praise | porca miséria que galeto! pele crocante, sálvia na medida, lembra a Festa da Uva
portion | a porção de pinhão é ridícula, umas 15 sementes
praise | pinhão quentinho e bem cozido, só faltou a geada aqui fora kkk
delay; service | depois de 1h liguei e a mulher disse "já saiu" umas 3 vezes, só chegou 40 min depois
general | Bah, nem sei por onde começar. péssimo.
general | pior lancheria de Curitiba, credo
praise | piá, que vina! cachorro-quente curitibano raiz, com purê e tudo, daí veio quentinho mesmo com a garoa
praise | carne de onça é crua mesmo, quem reclama não conhece. a daqui tava ótima, cebolinha fresquinha
poisoning | ontem pedi a sequência de camarão e hoje eu e meu marido com vômito e diarreia. só comemos isso
foreignBody; mod:offensive | achei um pedaço de unha no arroz, bando de porco imundo
allergy | tenho alergia a ovo, escrevi no pedido, e o xis veio com ovo frito escondido debaixo do queijo. minha garganta coçou na hora
diet | pedi sem glúten e o camarão da sequência veio no empanado comum
unanswered | liguei no número do perfil umas 6 vezes pra mudar o pedido, só caixa postal
app; mod:app | o rastreio do app mostrou o entregador parado no mesmo ponto a noite toda, não funciona. a comida chegou certinha
cold; warmDrink | xis frio e refri quente, inverteram tudo kkk
praise | tchê, baita xis, baita atendimento, baita entrega. nota 10 pra gurizada
taste; praise | a cuca é boa mas tinha mais açúcar que farofa, ficou enjoativa
delay; cold; customisation; packaging | olha, vou ser sincero pq sempre peço aqui: ontem o xis demorou mais de uma hora, veio morno, com tomate que eu pedi pra tirar, e a caixinha toda amassada como se alguém tivesse sentado em cima. não é o padrão de vcs, o que houve?
delay | pedi as 19 e xegou as 21 , fome do kct ja tinha comido bolacha
missingItem; unanswered | veio sem o refri e ninguem atende esse telefone, q fase
praise | bah guri tri bão o churras, a maminha derretendo 😋😋
wrongItem; cold | veio o xis de outra pessoa, outro nome na comanda, e ainda frio
praise | capaz que eu ia achar um galeto desses em Poa, parece de Caxias
customisation; service | pedi pra cortar o xis no meio (é pras crianças) e não cortaram, quando reclamei no chat disseram que não fazem isso
taste; missingItem | o barreado tava aguado, mais caldo que carne, e não mandaram a farinha de mandioca
spoiled | a ostra veio com cheiro ruim, tava passada. não arrisquei
raw | tainha veio crua no meio, carne transparente grudada na espinha
praise | tainha escalada na brasa, bem do jeito manezinho. perfeita
cold | adorei o xis a temperatura ambiente, ambiente de Gramado em julho né
packaging | parabéns pela criatividade, o galeto veio nadando no molho que vazou do pote
missingItem | pedi 3 cucas, vieram 2
taste | tri salgado o xis, bebi 2 litro d'água depois
delay; courier | o guri da entrega de vocês se perdeu 3 vezes e chegou 50 min depois do previsto
notDelivered; service | o pedido não veio e quando liguei disseram que o motoboy entregou e que o problema não era deles
courier; mod:offensive | entregador idiota e grosso, ficou me xingando no portão. que imbecil
wrongItem; mod:threat | lanche errado DE NOVO. se acontecer mais uma vez eu pego esse motoboy na porta e arrebento ele
taste; mod:hate | claro que a carne ficou ruim, mulher na churrasqueira não dá certo
 | demorou o normal pra uma sexta à noite
`,
);

/** Set EY: reviews hard to read right: half traps (negations, other days, other stores, jokes, others' words, wishes, fears), half complaints said indirectly or ironically. */
export const HELD_OUT_BY_OTHERS_EY = parseReviews(
  "blindEY",
  `
praise | Da outra vez o yakisoba veio frio e eu reclamei aqui, hoje chegou fumegando e bem servido. Assim sim 👏
praise | nao demorou, nao veio frio, nao faltou nada e o motoboy ainda desejou bom apetite. ta de parabens
praise | Pedi com medo pq moro longe pra caramba e caldo verde costuma chegar morno de qualquer lugar. Chegou pelando, tive q esperar esfriar kkk
praise | achei que era um cabelo no meio da pizza e quase tive um treco... era fio de mussarela 😂 pizza excelente
praise | Meu marido apostou que ia vir errado pq a gente pediu meio a meio com borda diferente. Perdeu a aposta, veio tudo certinho
praise | Na outra hamburgueria do bairro o lanche sempre chega amassado e com a batata murcha. Aqui nunca aconteceu, embalagem caprichada
praise | O único problema desse brownie é que acabou. Kkkkkk vou pedir mais 3
praise | Pudim que derrete na boca, calda no ponto. Minha avó aprovaria
praise | sorvete chegou durinho, nada derretido, mesmo com esse calor de 38 graus. como vcs fazem isso??
praise | Frio só a cerveja, como manda o figurino 🍺 o torresmo chegou sequinho e crocante
 | Vocês têm opção sem glúten? Queria pedir pra minha irmã que é celíaca
praise | Todo mundo no grupo do condomínio dizia que a entrega daqui demora. Mentira, 22 minutos cravados e o acarajé veio quentinho
praise | Minha filha de 6 anos gritou que o nugget "tava cru". Era o queijo derretido dentro 😅 comeu tudo no fim
praise | Se um dia vier errado eu perdoo, porque em 2 anos pedindo toda sexta nunca veio
praise | Queria muito que vocês abrissem no domingo tbm, é o dia que mais bate vontade dessa marmita
praise | Fiquei com medo de pedir sushi num dia de 35 graus, mas veio geladinho, peixe fresquíssimo, sem cheiro nenhum
praise | Ponto da picanha perfeito. Pedi mal passada e veio mal passada, vermelhinha do jeito que eu gosto
praise | A pimenta é forte mesmo, avisaram no cardápio e eu pedi assim. Chorei feliz 🌶️🔥
praise | Demorou... demorou pra eu parar de comer kkkk. Melhor coxinha da zona norte
 | pedi o combo família 2, amanhã eu conto como foi
praise | Gente, o entregador subiu 4 andares de escada pq o elevador tava quebrado e ainda pediu desculpa por uma demora que nem teve. Dá um aumento pra ele
praise | Sal na medida. Eu sou chato com sal e não tive o que reclamar
praise | Não é o mais barato da região, mas vale cada centavo. Porção dá pra dois tranquilo
praise | Eu tinha lido umas avaliações antigas falando de cabelo na comida e pensei duas vezes. Ainda bem que pedi, comida impecável e bem embalada
praise | A embalagem é tão boa que o caldo de mocotó atravessou a cidade de moto sem derramar uma gota
praise | achei q tinham esquecido o molho de alho, tava escondido embaixo da batata kkk desculpa a desconfiança
praise | Pedi pouco arroz porque to de dieta e respeitaram certinho. Frango grelhado suculento
praise | O app travou na hora de pagar mas foi meu celular velho mesmo, reiniciei e foi. Comida chegou rapidinho e bem quente
praise | Comparando com o preço de outros japoneses, esse combinado de 40 peças tá quase de graça. E é bom!
praise | Nem deu tempo de sair do banho, o motoboy já tava aqui. Açaí perfeito, granola crocante separada como pedi
praise | Se eu pudesse dar 10 estrelas eu dava. Só não dou porque o app não deixa 😅
praise | Zero atraso, zero vazamento, zero reclamação. Nota mil pra marmitaria da Dona Célia
praise | O feijão tava salgado? Não, eu que tava com saudade de comida de verdade. Perfeito
praise | Pedi bem passado pro meu pai que não come nada com sangue, e veio exatamente como ele gosta. Obrigada pela atenção
praise | Refri veio trincando de gelado. Já pedi em lugar que a lata chegava quente, aqui nunca
 | Alguém sabe se o rodízio de pizza de vocês também vale pelo delivery?
praise | Vegana aqui 🌱 sempre tenho medo de vir queijo ou manteiga escondido, mas o burger de grão de bico veio 100% vegetal, confirmei no chat e me responderam rapidinho
praise | Muita gente reclama da taxa de entrega, eu acho justa pelo tanto que o motoboy roda. Lasanha divina
praise | minha esposa disse que a porção era pequena... aí não conseguiu terminar kkkk serve bem demais
praise | Quase chorei quando vi que o pote de sorvete tinha tombado na sacola, mas a tampa tava lacrada e não vazou nada. Embalagem de respeito
praise | Faz 3 anos que peço e nunca tive um problema sequer. Não sei o que é comida fria aqui
praise | Esperava mais demora por ser sexta à noite com chuva, mas veio em 30 min
praise | "Vai chegar frio", disse meu irmão. Chegou soltando fumaça. Meu irmão paga a próxima 😎
praise | O tempero é forte, bem baiano, não é pra qualquer um. Pra mim tá perfeito
praise | Sou diabética e pedi o bolo zero açúcar meio desconfiada. Medi a glicemia depois e tudo certo, e ainda é gostoso!
praise | Veio um bilhetinho escrito à mão agradecendo o pedido. Coisa pequena mas faz diferença
praise | Pensei que a esfiha fosse pequena pelo preço, me enganei, é do tamanho da minha mão
 | Pedi o mesmo de sempre: X-tudo sem tomate
praise | O molho é apimentado, como diz no cardápio. Quem reclamar é pq não leu 😂 tava ótimo
praise | Pão de queijo murchinho? Nada, veio estufado e crocante por fora. Tô viciada
praise | Pedi às 23h50 achando que ia ser cancelado ou demorar horrores. Chegou meia-noite e pouco, quentinho
praise | Costumo pedir no concorrente da esquina e sempre vem faltando alguma coisa. Testei vocês hoje e veio tudo, até os guardanapos
praise | Salada sem nenhuma folha murcha, tudo crocante e o molho separado. Dá pra ver o cuidado
praise | A Vigilância Sanitária devia usar essa cozinha de exemplo kkk tudo limpinho nos vídeos do insta e a comida mostra isso
praise | Lembro quando vocês erraram meu pedido ano passado e resolveram na hora. Desde então peço toda semana e hoje mais uma vez veio perfeito
praise | Nem precisei usar cupom, o preço já é bom. Combo de temaki excelente
praise | porra que fome eu tava, esse podrão salvou minha noite 🙏
praise | Achei que a coxinha ia vir fria porque o motoboy parou em outro endereço antes, mas veio quentinha dentro da bag térmica
praise | tava com medo de passar mal pq tenho estômago sensível e comida árabe é pesada. Nada, comi tudo e dormi igual anjo
praise | O pastel vem tão recheado que a gente acha que veio errado kkk nunca vi pastel de carne com tanta carne
praise | Se tivesse um defeito seria o de me fazer gastar demais aqui todo mês 😅
praise | Minha mãe, que é nutricionista e critica tudo, elogiou o frango. Sem óleo sobrando, tempero equilibrado
praise | Não precisei nem ligar pra loja pra saber do pedido, chegou antes do horário previsto
praise | A gente pediu pra um aniversário de 20 pessoas e sobrou. Ninguém acreditou no preço
praise | Esse bolo de pote é tão bom que chega a ser perigoso
praise | Gosto da caipirinha sem açúcar deles e veio sem açúcar mesmo, do jeito que escrevi na observação
praise | Meu cachorro ficou olhando o espetinho com inveja. Chegou quente, bem temperado, farofa separada
 | Primeira vez pedindo, depois eu volto pra avaliar direito
praise | Já tive intoxicação com maionese caseira de outro lugar e fiquei traumatizado. A de vocês é tão boa que superei o trauma
praise | Sem cebola, sem picles, molho à parte: três pedidos e os três respeitados. Não é comum, obrigado
delay | Entrega relâmpago, só 2 horas e 10 minutos. Deu tempo de assistir um filme inteiro
cold | Adorei a novidade da feijoada servida gelada, super inovador. Só que eu queria ela quente mesmo
praise; warmDrink | O hambúrguer é top, nada a dizer. Já o guaraná chegou mais quente que o próprio lanche
melted | Pedi açaí no copo e recebi um milkshake de açaí. Ninguém bateu no liquidificador, ele derreteu sozinho no caminho 🥲
wrongItem | Pedi calabresa, veio frango com catupiry. Não sei quem ficou com a minha, mas espero que tenha gostado
customisation | Escrevi SEM CEBOLA em caixa alta na observação. Adivinha o que tinha em cima do lanche
missingItem | O cozinheiro deve ter ficado com fome e comido minha batata frita, porque na sacola ela não estava
pricePortion; praise | R$ 34 em 6 nuggets. Cada nugget saiu mais caro que meu almoço. Eram bons pelo menos 🙃
raw | O frango estava com um rosadinho por dentro que parecia sashimi. Só que frango não é peixe né
foreignBody | Veio um brinde no meu strogonoff: um fio de cabelo comprido e preto. Eu sou loira e meu marido é careca
poisoning | Passei a madrugada abraçado no vaso depois do camarão na moranga. Ninguém mais em casa comeu, só eu
allergy | Coloquei na observação que sou alérgica a amendoim. O molho do frango xadrez tinha amendoim. Sorte que eu tinha antialérgico em casa
diet | Pedi coca zero porque sou diabético. Veio a normal, e só percebi depois do primeiro gole
taste; praise | A massa é ótima, o molho também, mas alguém tropeçou no saleiro. Bebi 2 litros de água depois
general | Já fui cliente fiel. Já fui.
delay; cold | Quando o lanche chegou já tinha virado lanche da tarde... do dia seguinte quase. Pedi 19h, chegou 21h e frio
packaging | O caldo de feijão resolveu conhecer o resto da sacola. Tudo banhado, até o guardanapo
portion | No cardápio tá escrito "porção generosa". A generosidade ficou na cozinha, dava pra contar as batatas nos dedos
praise; courier; mod:courier | Comida nota 10. Agora o entregador do iFood... ficou buzinando e gritando meu nome na rua e se recusou a entrar no condomínio mesmo com a portaria liberando
other=troco errado | Paguei em dinheiro com 100, o total deu 62 e voltaram 28 de troco. Matemática nova, imagino
missingItem; unanswered | Faltou o refri. Liguei umas 5 vezes pra loja, chamou até cair. Mandei msg no chat também. Silêncio absoluto, parece biblioteca
wrongItem; service | Reclamei que veio o sabor errado e a atendente respondeu "mas é tudo pizza, moço". Obrigado pela aula
app; mod:app | O cupom de 20 reais some na hora de finalizar. Tentei 3 vezes, o app do iFood simplesmente ignora. Desisti e fui fazer miojo
notDelivered; mod:refund | O app marcou como entregue, mas aqui não chegou nada. Abri reclamação e o iFood negou o reembolso porque "consta entregue"
spoiled; praise | O vinagrete tava com um cheiro azedo que dava pra sentir de longe, joguei fora. O resto até que tava bom
paidExtra | Paguei 6 reais de bacon extra. O bacon deve ser invisível, porque eu não achei
price | Taxa de entrega de 14,90 pra 1,5 km. Com esse valor eu pego um uber, busco e ainda sobra troco
taste | Pizza com borda de papelão, só que a borda era a pizza inteira. Dura e seca
praise; delay | Comida maravilhosa, como sempre. Só que "sempre" agora inclui 1h30 de espera, o que antes não tinha
wrongItem; mod:offensive | Mandaram o pedido de outra pessoa, bando de incompetente de merda, aprendam a ler uma comanda
missingItem; mod:threat | Segunda vez que falta a porção de mandioca. Se acontecer de novo eu vou aí pessoalmente e quebro esse balcão na porrada
mod:noOrder | Nunca pedi daqui, mas minha vizinha falou que achou uma barata na marmita deles. Não peçam
delay; mod:hate | Demorou uma eternidade, também, cozinha cheia de baiano, o que eu esperava né
diet | Sou vegetariana, pedi o risoto de cogumelos e achei pedaços de bacon no meio. Bacon é muita coisa, cogumelo não é
customisation; praise | O molho à parte que eu pedi veio... por cima de tudo. Pelo menos o molho é gostoso
missingItem | Pedi 3 hambúrgueres pra família e vieram os 3. Já os talheres e sachês que eu marquei, nenhum. Comemos com a mão igual homem das cavernas
cold; taste; praise | Tudo delicioso, mas a batata já chegou com cara de quem esperou muito na bancada, morna e mole
melted; packaging | O milkshake chegou metade no copo, metade na sacola. E a metade do copo era leite com cor de morango
delay; unanswered | Pedido parado em "em preparo" por 1h20. Liguei, ninguém atende. Acho que tão plantando o tomate ainda
foreignBody | Mordi algo duro no hambúrguer: um pedaço de plástico azul, daqueles de embalagem de carne. Parabéns pela surpresa
raw; customisation | Pedi a costela bem passada, veio vermelha no osso. Costela malpassada é novidade pra mim
poisoning | Fiquei 2 dias com diarreia depois do sushi de sábado. Vou levar na Vigilância Sanitária, já guardei a nota e o resto da comida
taste; praise | Hamburguer suculento, pão macio... e a batata afogada em óleo, dava pra fritar outro pedido com o que escorreu
wrongItem | Pedi a pizza grande e veio a broto. Fofinha, bonitinha, mas broto
pricePortion | 48 reais num prato executivo que cabe na palma da mão. O executivo deve ser o dono
service | A loja respondeu minha avaliação anterior dizendo que eu "inventei" o problema. Ótima forma de tratar cliente, continuem assim
delay; courier | O motoboy da própria pizzaria ficou 20 min parado na minha porta mexendo no celular antes de tocar, vi pela câmera. Por isso a pizza chegou atrasada
other=cancelaram o pedido | Esperei 50 minutos pra loja cancelar o pedido sem explicação nenhuma. Pelo menos economizei
general | Decepção é pouco. Esperava muito mais pelo que falam de vocês
praise; portion | O strogonoff tava uma delícia, só que a quantidade era de degustação. Fiquei com mais fome do que antes
warmDrink | a cerveja chegou tao quente q dava pra fazer chá. e nao, eu nao pedi chá
app; mod:app | O rastreio do app mostrou o motoboy na minha rua por 40 minutos, depois em outro bairro, depois de volta. Esse GPS do iFood tá de brincadeira
customisation | Pedi o ovo com gema mole, escrevi na observação. Veio duro feito bola de sinuca
spoiled | O iogurte do parfait tava vencido fazia 4 dias. Olhei a tampinha por curiosidade e me arrependi de ter comido metade
missingItem; mod:refund | Faltou um dos dois combos. A loja até admitiu no chat, mas o iFood diz que não pode reembolsar porque eu "confirmei o recebimento". Como assim??
taste | "Pão de queijo" que de queijo só tem o nome. Parece pão de polvilho com saudade do queijo
cold | Alguém abriu a janela da cozinha pro meu caldo? Chegou morno, com a gordura já endurecendo em cima
packaging; praise | O bolo é lindo e gostoso, mas chegou com a cobertura toda grudada na tampa. A caixa era pequena demais pra ele
diet | Pedi o pão sem glúten, tenho intolerância, e veio o pão francês comum. Percebi na primeira mordida
allergy | Avisei no pedido e ainda liguei pra confirmar que meu filho tem alergia a leite. Garantiram que não tinha nada. Tinha queijo ralado por cima. Passamos a noite no pronto-socorro
courier; mod:courier | O entregador do app abriu a sacola na minha frente pra "conferir" e comeu uma batata. Juro. Perguntei e ele riu
praise; delay | Valeu a pena esperar? Valeu. Mas eram 40 min previstos e deu 1h50, aí complica
wrongItem; praise | Veio o açaí de outra pessoa, com leite ninho e paçoca. Tava bom, confesso, mas eu pedi com morango e granola
general; mod:offensive | Lixo de restaurante, dono safado, vão tudo à merda
price | Cobraram 8 reais de embalagem. Isopor comum. Deve ser isopor importado
other=nota fiscal | Pedi a nota fiscal na observação porque é reembolso da empresa. Não veio, pelo visto nota fiscal é opcional por aqui
praise; taste | Elogio a pontualidade e a simpatia do rapaz. O frango à parmegiana é que parecia borracha com molho
foreignBody; service | Achei um pedaço de palha de aço na panqueca. Mandei foto pro restaurante e responderam "acontece". Acontece?
spoiled; poisoning | A maionese tava meio azeda mas comi assim mesmo, burrice minha. Vomitei a noite inteira. Lição aprendida
notDelivered; unanswered | Até agora esperando o pedido de ontem. Sim, de ontem. A loja não atende e o status segue "saiu para entrega"
delay; mod:threat | 2h de espera de novo. Se o próximo atrasar assim eu descubro onde o dono mora e faço uma visitinha, tô falando sério
portion; praise | A comida é boa, tempero de casa. Mas a marmita "grande" de hoje tava do tamanho da "pequena" da semana passada
customisation | Sério que "sem cebola" virou "cebola em dobro"? Acho que leram de trás pra frente
paidExtra | Paguei pela borda recheada de cheddar. Veio borda normal. O cheddar mandou lembranças
packaging; cold | Sacola rasgada, marmita amassada e tampa aberta. Além disso arroz frio. Mas pelo menos chegou, né 🤷
taste | Chamar isso de lasanha à bolonhesa é uma ofensa à Bolonha. Molho aguado, massa crua no meio
raw | O hambúrguer artesanal não veio "ao ponto", veio cru no meio, gelado e vermelho por dentro. Minha filha de 4 anos quase comeu
praise; delay | O churrasco é o melhor da cidade, disso ninguém duvida. A paciência de esperar 1h40 por ele é que vai acabando
service | Mandei msg pedindo pra trocar o refri por suco e responderam "se quiser bem, se não quiser cancela". Simpatia em pessoa
diet; wrongItem | Pedi a opção vegana e veio o hambúrguer de carne. Só percebi quando mordi. Sou vegana há 9 anos
`,
);

/** Set EZ: burger joints and hot-dog stands ordered late in the evening by young adults on the phone: heavy abbreviations, no accents, slang, emoji. */
export const HELD_OUT_BY_OTHERS_EZ = parseReviews(
  "blindEZ",
  `
delay; cold | mano pedi 23h e chegou 0h40, burguer ja tava gelado ne 🙄
praise | mt bom o smash, blz demais, vlw tmj 🔥🔥
missingItem | veio sem a batata do combo pqp, a batata era a melhor parte
customisation | pedi SEM cebola, escrevi na obs em caps e veio cheio de cebola. vc nao le as obs nao?
| pedi o x-salada e uma coca lata, primeira vez aqui
praise | achei q ia demorar pq era sexta 1h da manha mas chegou em 25 min, top demais 👏
taste | hamburguer mt salgado vei, bebi 2 litros de agua dps e nem consegui terminar
raw | carne crua no meio, rosa mesmo, n da pra comer hamburguer assim
poisoning | comi o dogao ontem de madrugada e passei a noite no banheiro, vomitei tudo
foreignBody | achei um cabelo no meio do x-bacon 🤢🤢
delay; mod:offensive | 1h30 pra chegar um lanche, bando de incompetente lerdo do caralho
praise | o molho da casa eh surreal kkkkk pede sem medo
packaging | o refri veio aberto e vazou td na sacola, o pao ficou encharcado de guarana
warmDrink | coca veio quente mano, qm bebe coca quente 1h da manha
melted | milkshake chegou derretido, virou leite com chocolate kkkk
wrongItem | pedi x-egg e veio x-calabresa, nem ovo nem nada
notDelivered; mod:refund | pedido nunca chegou e o ifood ate agora nao estornou, ja faz 5 dias e so me mandam msg automatica
app; mod:app | o cupom de 15 nao funcionou de jeito nenhum, app travando td hr, tive q pagar cheio
courier; mod:courier | o entregador do ifood nao quis entrar no condominio, tive q andar ate o portao la fora de chinelo meia noite
price | taxa de entrega de 12 conto pra 2km?? ta doido
pricePortion | 38 reais num hamburguer do tamanho de um biscoito, piada
portion | a batata veio pouquinha, meio saquinho so
praise | chegou rapidinho e quentinho, valeu galera tmj 🙌
general | decepcionante demais, esperava mt mais. nao peco de novo
cold; taste | batata fria e murcha, parecia de ontem
spoiled | a maionese tava azeda, cheiro estranho, joguei fora o lanche inteiro
allergy | avisei q tenho alergia a amendoim e o molho tinha amendoim, tive q tomar antialergico as 2 da manha
diet | pedi o burguer vegetariano e veio com bacon em cima, sou vegetariana ne gente
diet | pedi coca zero e mandaram coca normal, sou diabetico po, ainda bem q percebi
unanswered; delay | ja passou 1h10 do previsto, liguei 3x e ninguem atende
missingItem; service | faltou o molho verde e qnd mandei msg a atendente respondeu "nao eh problema nosso" e me bloqueou
praise; delay | lanche perfeito, melhor smash da zona leste, so demorou uns 40 min a mais q o previsto
praise | sexta a noite sem esse x-tudo nao eh sexta kkkk 😍
praise | da ultima vez veio frio mas hj veio perfeito, quentinho e bem montado
mod:noOrder | nunca pedi daqui mas meu primo disse q acharam barata na cozinha deles, cuidado galera
courier; mod:hate | entregador mal educado, jogou o lanche na minha mao e saiu, tinha q ser nordestino
wrongItem; mod:threat | DE NOVO veio o lanche errado. se acontecer mais uma vez eu vou ai e quebro essa lanchonete inteira, to avisando
missingItem | faltou o refri de novo, se continuar assim vou no procon
taste | pao duro e queimado embaixo, carvao puro
customisation | pedi o molho separado e veio tudo em cima, lanche virou sopa
paidExtra | paguei bacon extra +6 e nao veio bacon nenhum, nem um pedacinho
praise | atendimento no chat foi show, resolveram rapidinho um erro no endereco q EU tinha colocado kkk
courier | o motoboy ficou 15 min la embaixo e nao me ligou, so buzinava e acordou o predio todo
delay; cold; missingItem | demorou 1h20, veio frio e ainda faltou o dogao da minha namorada. show de bola hein 👏👏
wrongItem | veio o pedido de outra pessoa, nome na sacola era "Thiago" kkk eu nem sou thiago
other=cancelaram o pedido | cancelaram meu pedido depois de 40 min esperando, sem explicacao nenhuma
praise | o hot dog prensado eh mt bom vei, mt recheado, preco justo
price | cobraram 2x o adicional de cheddar na minha conta, confere ai
app; mod:app | app marcou como entregue 20 min antes do lanche chegar, me deu mo susto achei q tinham roubado
notDelivered | marcou entregue e nunca chegou nada aqui. to com fome ate agr 😭
general; mod:offensive | lixo de lanchonete, vcs sao uns porcos
praise | primeira vez pedindo, curti mt. o pao brioche eh outro nivel
| pedi pq meu amigo falou q aqui demora mas compensa, vamos ver
taste | o cheddar parece plastico derretido e o hamburguer sem gosto nenhum
portion; praise | lanche gostoso mas mt pequeno, comi em 3 mordidas
pricePortion | 29,90 por um dog com 1 salsicha e meia duzia de batata palha?? sacanagem
foreignBody | tinha um pedaco de plastico no meio da carne, quase engoli
cold; warmDrink | lanche frio e o guarana quente, combinacao perfeita 😒
delay; courier; mod:courier | entregador do ifood ficou rodando o bairro 40 min, dava pra ver no mapa ele indo pro lado errado
praise | melhor lanchonete de madrugada q tem aqui perto, salvou minha noite dps da balada 🍔
raw | frango do x-frango tava rosado por dentro, cru msm. perigoso isso hein
spoiled | salsicha com gosto azedo, claramente vencida, nem comi
spoiled; poisoning | maionese tava com cheiro meio azedo, comi msm assim e tive diarreia a noite toda. erro meu tb mas pqp
missingItem | esqueceram os talheres e o guardanapo, comi batata com cheddar na mao kkk
praise | vcs sao demais!! atendente mt educada, lanche impecavel ❤️
general | horrivel. so isso.
delay | previsao 30-40 min, chegou com 1h15. fome q nao passa
praise | demorou o normal pra uma sexta e tava bem quentinho, aprovado
customisation; taste | pedi bem passado e veio mal passado, carne borrachuda tb
packaging | a caixa veio toda amassada, o lanche desmontado, parecia q sentaram em cima
packaging; cold | embalagem de papel fininho, rasgou no fundo e chegou tudo frio
wrongItem | pedi a batata grande e veio a pequena, conferi no pedido e ta escrito grande
wrongItem; mod:offensive | errou meu pedido pela 3a vez, vcs sao burros? pedi x-bacon e vem x-salada, aprendam a ler seus animal
praise; price | lanche top mas a taxa de entrega ta salgada hein, 9,99 pra ali do lado
other=troco errado | pedi troco pra 100 e trouxeram troco pra 50, fiquei 50 conto no prejuizo
other=nota fiscal | pedi nota fiscal com cpf na obs e nao mandaram, preciso dela
delay; unanswered | 2h esperando, whatsapp de vcs visualiza e nao responde
praise | xis tudo gigante, da pra 2 pessoas kkkk mt bom msm
| pedi 2 dog simples e 1 guarana lata pra mim e pro meu irmao
taste | batata encharcada de oleo, pingando gordura na sacola
delay; mod:threat | ja sao 2h e nada, se esse lanche nao chegar em 10 min eu vou ai na porta e vcs vao ver o q acontece
courier | entregador chegou mal humorado, jogou a sacola na minha mao e nem falou boa noite
courier; missingItem; mod:courier | motoca do ifood abriu minha sacola, o lacre tava rompido e faltando metade da batata
praise | O MELHOR DOGAO DA CIDADE PORRA 🌭🌭🌭
general | pessima experiencia, nunca mais
cold | tudo frio. tudo.
praise | pedi sem cebola e sem tomate e veio certinho, mt obg pela atencao
allergy | coloquei na obs SOU ALERGICO A CAMARAO e o molho especial tinha camarao?? q isso gente, podia ter ido parar no hospital
diet | pedi pao sem gluten e veio pao normal, to tentando cortar gluten poxa, so percebi na primeira mordida
delay; praise | o lanche eh bom demais mas pqp, 1h e meia toda vez
mod:noOrder | essa lanchonete usa carne de cavalo, todo mundo sabe, nem pecam
service | a moca do telefone desligou na minha cara qnd fui reclamar
unanswered | chamo a loja no chat do app e ninguem responde nunca, pra q tem chat entao
wrongItem; missingItem | veio um x-frango no lugar do x-calabresa e ainda faltou a coca
portion | o x-tudo agora tem metade do recheio q tinha antes, ta mt menor
praise | meu lanche favorito da vida, peco toda semana, nunca decepciona
foreignBody | tinha um grampo de cabelo dentro do lanche. um GRAMPO
delay; mod:offensive | vcs sao uma piada, uma hora e quarenta pra entregar um hot dog, vao se fuder
melted; delay | sundae veio totalmente derretido pq demorou 1h pra chegar
price | cobraram 3 reais de embalagem q nao tava no cardapio, vi so na fatura
app; mod:app | pix nao funcionava no app, deu erro 5x, tive q pagar no cartao de credito
praise | vi umas reclamacoes de cabelo no lanche aqui mas o meu veio perfeito, tudo caprichado
cold; praise | sabor top mas chegou morno, deu q esquentar no micro
paidExtra | o adicional de catupiry q eu paguei 4 reais simplesmente nao veio
other=recusaram pedido antes de fechar | app diz q abre ate as 2h e recusaram meu pedido 0h30 pq "ja tava fechando"
wrongItem; mod:refund | o lanche veio errado, pedi reembolso pelo app e o ifood negou, absurdo
cold; taste | salsicha fria por dentro e o pure aguado, dog mais triste q ja comi
praise | galera da chapa ta de parabens, burguer no ponto perfeito
delay | entrega relampago, so 1h50 pra 3 quadras ⚡⚡
customisation | escrevi "sem picles" e tinha picles, odeio picles vei
praise; missingItem | tudo mt gostoso, so esqueceram meu sache de barbecue 😢
wrongItem; mod:hate | o atendente viadinho anotou tudo errado, veio outro lanche
courier; mod:offensive | entregador lixo, cara folgado do caramba, pedi pra ele subir e ficou me xingando no interfone
praise | chegou cedo demais kkkk nem tinha saido do banho ainda, rapidos demais
notDelivered; unanswered | lanche nunca chegou, liguei na loja e so cai na caixa postal
general; mod:offensive | q merda de lugar, perda de tempo e dinheiro
taste | mt doce o molho barbecue, estragou o lanche
price | o preco no app eh diferente do cardapio da loja, cobram 5 a mais pelo ifood
pricePortion; taste | caro pra caramba, pequeno e sem graca
praise | tmj lanche da madrugada 🙏 salvou a ressaca
praise | o entregador foi mt gente boa, tava chovendo e ele ainda subiu ate o ap
delay | ja faz 1h q saiu pra entrega e nao chega, o motoboy ta parado no mapa
wrongItem | veio guarana no lugar de coca, ate vai mas n foi o q eu pedi
taste | pao todo murcho e molengo, desmanchou na mao
portion | a porcao de onion rings tinha 6 aneis. SEIS.
praise; courier | lanche perfeito, pena q o motoboy foi grosso na entrega
spoiled | alface murcha e escura, tomate com mofo. cade a vigilancia sanitaria
poisoning | passei mal dps do x-tudo, vomitando desde as 3h, ja fiz denuncia na vigilancia sanitaria
mod:noOrder | dono desse lugar eh golpista, nao paga os funcionarios, ouvi de um ex funcionario. nao deem dinheiro pra ele
foreignBody; mod:offensive | tinha uma mosca no meu lanche, seus porcos imundos
delay; service | atrasou 1h e qnd reclamei no chat me mandaram "ta saindo" umas 4x, ta saindo ate agora ne
| to testando pedir daqui hj, dps falo
praise | minha amiga tem intolerancia a lactose e vcs fizeram o lanche dela sem queijo direitinho, mt cuidado ❤
melted | o sorvete de sobremesa do combo chegou liquido, tomei de canudinho kkk
delay; courier | motoboy parou pra entregar 3 outros pedidos antes do meu, chegou tudo 50 min dps
app; mod:app | o cupom sumiu na hr de finalizar o pedido, aplicativo horroroso
missingItem | pedi 3 x-salada e vieram 2, ai eu e meus amigos dividimos ne
diet | pedi o lanche vegano e veio com queijo e maionese normal, sou vegana ha 6 anos
price; service | cobraram taxa de entrega mesmo eu indo buscar no balcao e o atendente ainda riu da minha cara
unanswered | tentei falar com vcs pelo insta, pelo whats e pelo app, NINGUEM responde 🙄
praise | nota 10, vlw demais 🤙
taste; cold; delay | slk, 1h de espera pra um x-bacon frio com bacon mole, nem parece o da foto
praise | pensei q tinha vindo errado mas era eu q tinha pedido errado kkkk, o lanche tava mt bom
packaging | o milkshake veio sem tampa direito e melou a sacola inteira
| meu namorado q escolheu, eu so paguei kkk
wrongItem; praise | o lanche em si tava otimo mas veio com molho de alho e eu pedi o de ervas
missingItem; paidExtra | pedi refri e batata extra, nao veio o refri e a batata extra tb nao (paguei os 2 ne)
praise | hot dog raiz, daqueles de carrinho de rua, mt bom, pure cremosinho
spoiled; foreignBody | a salsicha tava com um cheiro podre e ainda achei um pedaco de unha, vou ter pesadelo
customisation; taste | pedi o ponto mal passado e veio bem passado, carne cinza e seca
`,
);

/** Set FE: pizzerias and Italian food on weekend nights with family and friends: half-and-half pizzas with the wrong halves, stuffed crusts missing, tourists in English or Spanish, rumours from people who never ordered. */
export const HELD_OUT_BY_OTHERS_FE = parseReviews(
  "blindFE",
  `
wrongItem | pedi meia calabresa meia frango c/ catupiry e veio meia calabresa meia portuguesa. aqui em casa ninguem come ovo, sobrou a metade inteira
paidExtra | paguei R$14 na borda recheada de catupiry e a borda veio seca, oca, nem sinal do catupiry
missingItem; praise | pizza tava otima como sempre mas esqueceram a coca 2L. sabado a noite sem refri é triste
taste | massa queimada por baixo, preta mesmo. gosto de carvão na pizza inteira
taste | a massa tava crua no meio, grudenta, parece que tiraram do forno antes da hora
packaging | todo o queijo ficou grudado na tampa, abri a caixa e a pizza tava careca kkkk
delay | pedi 20h10 de sabado, chegou 22h. duas horas pra uma pizza, a familia toda morrendo de fome
delay; cold | Ordered a large margherita to our hotel on Saturday night. Took almost two hours and it arrived lukewarm, the kids had already gone to bed.
wrongItem; missingItem | Pedimos una pizza mitad mozzarella mitad napolitana y llegó entera de calabresa. Y la Coca-Cola nunca vino. Lástima, el local tenía buenas reseñas.
praise | melhor pizza da zona sul, massa fininha e crocante, chegou pelando. sexta que vem tem de novo 🍕🍕
mod:noOrder | nunca pedi daí mas a vizinha falou que acharam uma barata dentro da pizza deles. fica a dica pra ninguém pedir
taste; mod:offensive | pizza de merda feita por um bando de incompetente que nao sabe nem ligar um forno. massa de papelao
courier | o motoboy não quis subir nem até a portaria do bloco, tive que ir buscar na rua de chinelo e na chuva
courier; mod:courier | o entregador do iFood foi super grosso, praticamente jogou a caixa na minha mão e saiu resmungando que o prédio era longe
app; praise; mod:app | o cupom de 25 off sumiu na hora de pagar e o app cobrou o valor cheio. a pizza em si tava boa, o problema foi o aplicativo
notDelivered; mod:refund | a pizza nunca chegou e o ifood negou meu reembolso dizendo que foi entregue. sábado sem janta e sem dinheiro
general | decepcionante. esperava bem mais, não repito
praise | da última vez esqueceram o refri, mas hoje veio tudo certinho e a pizza chegou quentinha. recuperaram minha confiança
praise | achei que sábado ia demorar horrores mas chegou em 35 min. a de 4 queijos é top demais
| pedi a broto de chocolate com morango pra sobremesa das crianças
diet | minha filha é vegetariana, pedi a marguerita e veio com pedacinhos de bacon por cima. ela nem encostou
diet | pedi coca zero pq sou diabético e mandaram coca normal. fiquei na água a noite toda
allergy | pedi a de palmito e escrevi ALERGIA A CAMARÃO na observação. veio camarão misturado no recheio. fui parar na UPA com a boca inchada
poisoning | comi a de atum ontem e passei a madrugada inteira vomitando. meu marido também, só nós dois comemos essa
spoiled | o catupiry tava azedo, cheiro forte de coisa estragada. joguei a pizza inteira fora
foreignBody | achei um fio de cabelo enorme no meio da mussarela. perdi a fome na hora
melted | o sorvete do petit gateau chegou virado sopa, só uma poça branca no pote
warmDrink | o guaraná chegou quente e sem gás, parecia que tava no porta-malas desde ontem
price; praise | taxa de entrega de 14,90 pra 3km é roubo. a pizza é boa mas assim não compensa
pricePortion | 89 reais numa "grande" que tem tamanho de média. 8 fatias finas que somem em 5 minutos
portion | a lasanha veio com metade da altura da foto, mal deu pra uma pessoa
wrongItem; service | veio a pizza errada, liguei pra avisar e a atendente falou "problema seu, confere na hora" e desligou
delay; unanswered | pedido atrasado 1h, liguei 4 vezes e ninguém atende, mandei msg no chat da loja e nada
other=cancelaram o pedido | cancelaram meu pedido sem explicação nenhuma 10 minutos depois de aceitar. sexta 21h, tive que correr atrás de outra pizzaria
customisation | pedi BEM PASSADA, escrevi na observação, e veio clarinha igual sempre. pra que serve o campo de observação?
customisation | pedi sem azeitona e veio cheia de azeitona. minha esposa passou meia hora catando uma por uma
other=pizza não veio cortada | a pizza veio sem cortar, inteirona. tive que cortar com faca de pão kkk
raw | o frango da pizza de frango com catupiry tava rosado, cru por dentro. tenho criança em casa, isso é perigoso
taste | lasanha à bolonhesa salgada demais, parecia que derrubaram o saleiro dentro
cold; praise | sabor excelente, massa perfeita, mas chegou fria. requentei na airfryer e salvou
wrongItem | pedi grande e veio média. o cupom grudado na caixa tava escrito grande ainda
wrongItem | veio o pedido de outra pessoa, uma de atum com "Fernanda" escrito na caixa. eu sou o Rodrigo e pedi calabresa
missingItem | não mandaram os sachês de ketchup, nem o parmesão, e os talheres do espaguete também não vieram
delay; courier; mod:hate | demorou 1h40, só podia ser motoboy nordestino, esse povo é lerdo por natureza
wrongItem; service; mod:hate | atendente afeminado no telefone, fala mole e anotou tudo errado, veio calabresa no lugar da de frango. coloquem homem de verdade pra atender
wrongItem; mod:threat | veio a pizza errada pela segunda vez. se não resolverem eu vou aí e quebro essa pizzaria inteira, sei onde o dono mora
wrongItem; price | pizza veio errada e ainda passaram duas vezes o cartão na maquininha. se não estornarem vou no Procon
mod:noOrder | a pizzaria da rua de cima é mil vezes melhor. essa aqui usa queijo falso e massa congelada requentada, todo mundo no bairro sabe
praise | nhoque ao sugo divino, molho que lembra o da nonna. o entregador ainda foi super educado
praise | tava com medo de vir com o queijo grudado na tampa igual em outras pizzarias, mas veio perfeita, com aquele suportinho no meio
praise; taste | a de calabresa tava boa, a de portuguesa nem tanto, ovo demais e cebola crua por cima
taste | refri veio, borda veio, pizza veio... só faltou o sabor mesmo
delay | entrega relâmpago, só 2h20 de espera num sábado. parabéns aos envolvidos 👏👏
praise; wrongItem | chegou em 25 min, quentinha, mas a metade doce veio de prestígio e eu pedi banana com canela
packaging | o molho do espaguete vazou pela sacola toda, a caixa da pizza chegou encharcada embaixo
customisation; taste | pedi o molho à parte pro espaguete e veio tudo misturado, a massa virou uma papa
diet | sou celíaca e pedi a massa sem glúten. pela textura e pelo formato veio claramente a massa comum. não comi, obviamente
praise | Great pizza, honestly better than some I had in Italy. Delivery was quick too. Grazie!
courier; praise | Driver refused to come into the hotel lobby and was quite rude on the phone. The pizza itself was great though.
cold; taste | La pizza llegó fría y la masa cruda en el centro. No la recomiendo.
praise | Riquísima la de cuatro quesos, llegó calentita. ¡Volveremos a pedir antes de irnos!
allergy | We wrote in the notes that my wife is allergic to onions and the pizza came covered in them. Not acceptable at all.
app; mod:app | The app charged my card twice for the same order and support just keeps sending me automated messages.
praise | demorou o normal de sábado, uns 50 min, e veio boa como sempre
praise; packaging | entregador gentil, até pediu desculpa, mas a caixa veio amassada e a pizza toda escorregada pra um lado
| normal. nem boa nem ruim.
praise; taste | 5 estrelas porque minha sogra que pediu e ela amou, eu achei salgada
wrongItem; praise | veio a metade errada mas o atendimento pelo whats foi excelente, a moça mandou outra em 30 min sem eu nem pedir duas vezes
wrongItem; paidExtra | pedi 2 pizzas, a de frango veio trocada com a de outro pedido e a de calabresa sem a borda de cheddar que eu paguei
mod:noOrder | meu primo trabalhou aí e disse que a cozinha é imunda, tem rato correndo. nunca comi e nem vou comer
praise | pedi ontem e a pizza tava ótima, não sei de onde tiraram essa história de barata que tão espalhando aqui
delay; courier; mod:offensive | motoboy lerdo do caralho, ficou 40 min parado na esquina, eu vendo no mapa
delay | que porra de fome que eu tava e a pizza levou 1h50 pra chegar
praise | caralho que pizza boa. a de costela com barbecue é surreal
taste | tiramisù veio sem gosto de café nenhum, só um creme doce com biscoito molhado
taste; cold | risoto de funghi empapado, virou um bolo, e frio
taste | a fogazza de presunto e queijo veio murcha e encharcada de óleo
taste | carbonara com creme de leite e ervilha? isso não é carbonara nem aqui nem na China
spoiled | a rúcula da pizza tava preta, melecada, com cheiro de podre
foreignBody | mordi uma coisa dura, era um grampo de metal. podia ter quebrado um dente
spoiled; poisoning | o frango da pizza tava azedo e minha filha teve diarreia no dia seguinte
other=nota fiscal | pedi CPF na nota e não veio nota nenhuma, nem no app nem na caixa
other=troco errado | paguei com nota de 100 numa conta de 72 e voltou troco de 18
other=cancelaram o pedido | o app mostrava a loja aberta, aceitaram o pedido às 23h e meia hora depois cancelaram dizendo que o forno já tinha desligado
price | promoção de 2 pizzas por 69,90 e no final cobraram 89,90
price | cobraram a borda recheada sendo que eu nem pedi borda
wrongItem | pedi coca 2L e veio uma latinha de 350
missingItem | veio sem talher nenhum pra lasanha, comemos com colher de sobremesa
packaging | sacola rasgada e o refri veio solto rolando dentro da bag
paidExtra | paguei pela borda recheada de ar, muito obrigado 🙃
praise; taste | 5 estrelas pro motoboy, 1 pra pizza: massa crua no meio e borda queimada ao mesmo tempo. um talento
delay; cold; wrongItem; missingItem; unanswered | Sexta, aniversário do meu filho de 10 anos. Pedi 4 grandes às 19h pra festa das 20h. Chegou 21h10, duas frias, uma de calabresa no lugar da de frango e o refri de 2L nem sinal. Liguei três vezes, ninguém atendeu. A criançada comeu pão de forma. Nunca mais.
taste; portion | pizza de carne seca com cheddar, a carne seca veio dura feito couro e pouquinha, dava pra contar os pedaços
notDelivered; courier | o motoboy tocou o interfone errado, foi embora e marcou como entregue. nunca vi essa pizza
notDelivered | pedido não chegou. a loja disse que o motoboy deles saiu e sumiu. 2h depois e nada, nem pizza nem explicação
notDelivered; unanswered | Never received our order. It says delivered. Called the restaurant twice, no one picked up.
praise | sempre peço sem cebola e sempre vem certinho. confiança total
praise | não sei pq tanta reclamação de demora, pedi sábado 21h e chegou 21h40 pelando
delay; service | demorou mais de 1h e quando liguei perguntando a atendente foi muito grossa, disse que sábado é assim mesmo e quem quiser rápido que vá buscar
general; mod:offensive | lixo de pizzaria, vão tomar no cu todos vocês
taste; mod:hate | pizzaiolo deve ser venezuelano, esses imigrantes não sabem fazer pizza. massa dura que nem sola. volta pro teu país
taste; mod:hate | só podia ser mulher no forno, pizza queimada dos dois lados
delay; mod:threat | 2h de atraso. vou postar o endereço e o telefone pessoal do dono no grupo do bairro pra ele aprender
wrongItem; mod:refund | veio pizza errada, pedi reembolso e o iFood só me deu um cupom de 10 reais. quero meu dinheiro de volta, não cupom
praise; customisation | pizza deliciosa, só que a de calabresa veio com cebola, e eu pedi pra tirar
wrongItem | vc pede meia meia e vem inteira de um sabor só. pqp
delay; cold; praise | Estamos de vacaciones en Floripa. Pedimos una grande y una lasaña el sábado a las 21h, llegó a las 23h. La lasaña estaba fría, la pizza bien. El repartidor muy amable.
paidExtra | Asked for extra cheese, paid for it, and there was barely any cheese on there.
praise | Friends warned me Saturday delivery takes forever here, but ours came in 40 min. Solid pepperoni, will order again.
portion; spoiled | a pizza doce de nutella veio com metade da nutella de sempre e um dos morangos tinha mofo branco
warmDrink; cold | pedi o refri gelado e veio quente, e a pizza que era pra vir quente veio fria. inverteram tudo kkkk
melted; packaging | o sorvete do petit gateau derreteu todo e vazou pela embalagem, melou a sacola inteira
melted | milkshake de ovomaltine que vende junto com a pizza chegou líquido igual achocolatado
pricePortion | 82 reais numa lasanha que não serve nem duas pessoas
price | o preço subiu 15 reais desde o mês passado e a pizza é a mesma
general | horrível. nunca mais.
general | Terrible experience. Would not order again.
| primeira vez pedindo aqui
delay | fui retirar no balcão na hora marcada e fiquei 50 min em pé esperando
courier | entregador bateu na porta errada, depois me ligou me xingando porque eu "passei o endereço errado". o endereço tava certinho no app
raw; cold | a pizza de frango veio com o frango cru e a pizza fria. combinação perfeita pra dar ruim
raw | o camarão da de frutos do mar tava transparente, mal cozido
praise | o pizzaiolo acertou em cheio: borda recheada transbordando e não esqueceram nada, nem o refri
customisation | pedi pra cortar em 16 pedaços pra festa das crianças e veio em 8
wrongItem | pedi metade muçarela e metade marguerita. veio uma metade de atum que ninguém aqui pediu
portion | pouquíssimo recheio, dava pra contar as rodelas de calabresa: 7. sete.
delay; cold; mod:offensive | demorou 2h e veio fria. vocês são uns palhaços
taste; missingItem | Pizza was burnt on the bottom and the soda never came. Shame, the place looked nice on the app.
mod:noOrder | A local told us this place gives people food poisoning, so we never ordered. Just warning other tourists.
general; mod:offensive | Una porquería. Los cocineros son unos inútiles.
other=maquininha não funcionou | a maquininha do motoboy da pizzaria não passava cartão e tive que fazer pix pro celular pessoal dele
praise | família inteira reunida no sábado, 3 pizzas e uma lasanha, tudo quente, tudo certo. a de pepperoni sumiu em 2 minutos
delay; missingItem | pizza chegou 1h depois do previsto e sem o guaraná. sábado de novo a mesma história
cold; packaging; praise | adoro a pizza de vocês mas a caixa veio toda amassada e a pizza gelada. acho que deixaram esperando no balcão
wrongItem; customisation | pedi a de calabresa sem cebola e a metade de frango sem milho. veio calabresa COM cebola e no lugar do frango veio lombo
| pedido pra 6 pessoas, 3 grandes
delay; praise | demorou, mas valeu cada minuto. melhor margherita que já comi
packaging; taste | queijo grudado na tampa e a massa mole, encharcada do vapor. chegou uma coisa triste
missingItem; unanswered | faltou a porção de bruschetta que eu paguei. mandei mensagem pela loja no app e nunca responderam
paidExtra; praise | a pizza é maravilhosa como sempre, mas o bacon extra que paguei à parte não veio
service | pedi pra trocarem o sabor antes de sair e a moça foi super ríspida, tipo fazendo favor
spoiled | o molho de tomate tava fermentado, gosto azedo e borbulhando
foreignBody | tinha um mosquito grudado no molho da lasanha
poisoning | pedi a de frutos do mar pro jantar de sábado, domingo passei o dia no banheiro. nunca mais frutos do mar de delivery
praise | atendimento nota 10. liguei pra mudar o endereço depois do pedido e resolveram na hora
delay; app; mod:app | o app mostrou "saiu pra entrega" por 1h10 com o bonequinho parado no mesmo lugar, e a pizza só chegou depois
customisation | Pedimos la pizza bien cocida, lo pusimos en la nota. Llegó blanca y blanda.
praise; missingItem | a massa é a melhor da região, mas que mania de esquecer o refri hein! terceira vez
price | cobraram taxa de embalagem de 5 reais por pizza, nunca vi isso
general | que decepção... já foi a minha pizzaria favorita
`,
);

/** Set FF: a neighbourhood bakery and café delivering breakfast and afternoon coffee to people working from home, night-shift hospital staff and students: warm or spilled drinks, wrong breads, missing straws and sachets. */
export const HELD_OUT_BY_OTHERS_FF = parseReviews(
  "blindFF",
  `
delay; cold | pedi as 6h40 pra comer antes da reunião das 8, chegou 8h10 e o pão na chapa já tava gelado
praise | Pão de queijo quentinho, café com leite na temperatura certa, entregador super educado. Salvou meu plantão 🙏
missingItem | cade o canudo?? mandaram o suco de laranja sem canudo e eu no meio de uma call kkkk
cold | cappuccino chegou frio. nem morno, FRIO.
packaging | O café com leite vazou todo dentro do saco, molhou o misto quente e o guardanapo virou papa. Tampa mal encaixada.
wrongItem | pedi pão na chapa no pão francês e veio no pão de forma. não é a mesma coisa né gente
praise | melhor bolo de cenoura do bairro, cobertura de chocolate generosa. pessoal da enfermagem do 4º andar aprovou
praise | tinha medo de chegar frio pq moro longe mas o café veio pelando, parabéns pela embalagem térmica
delay; service | 1h20 pra chegar um misto quente. liguei na padaria e a moça disse "tá saindo" com a maior má vontade do mundo
missingItem; unanswered | faltou o suco de laranja. mandei msg no chat 3x e ninguem respondeu ate agora
diet | Sou diabética e pedi o café com adoçante, escrevi na observação. Veio com açúcar. Tomei um gole e percebi na hora. Muita falta de atenção.
general | decepcionante.
taste | pao de queijo murcho, massudo, parece aqueles de pacote congelado mal assado
cold; missingItem | Coffee was cold and there were no sugar packets in the bag. Not great for a 7am order.
praise | Muy rico el pan de queso y el café con leche, llegó calentito. Volveré a pedir.
delay | entrega relampago ⚡ so 1h50 pra atravessar 3 quarteirões, recorde mundial
courier; mod:courier | o entregador do ifood não quis entrar no hospital, disse que não é obrigado, e me fez descer 6 andares no meio do plantão
raw | o ovo do pão na chapa com ovo veio cru, clara mole e transparente escorrendo no papel
spoiled | suco de laranja azedo, fermentado mesmo, com bolhinha. não era do dia nem a pau
foreignBody | achei um fio de cabelo enorme no meio do bolo de cenoura. perdi a fome
poisoning | comi a tapioca de frango às 7h e passei o resto do dia com diarreia. só comi isso hoje, então...
allergy | Avisei na observação que tenho alergia a castanha e o bolo veio com farofa de castanha por cima. Eu poderia ter ido parar na emergência.
price | taxa de entrega de R$ 9,90 pra 800 metros? ta de brincadeira
pricePortion | R$ 16 numa fatia de bolo de cenoura que cabe na palma da mão. caro demais pra esse tamanho
portion | o pão de queijo é minúsculo, tamanho coquetel, na foto parecia o normal
paidExtra | paguei R$ 3 a mais pelo adicional de queijo no misto e veio com uma fatia só, igualzinho o normal
app; mod:app | o cupom de primeira compra não aplicou de jeito nenhum e o app ficava dando erro no cartão. a padaria não tem culpa mas fica o registro
other=nota fiscal | pedi nota fiscal com o CNPJ da empresa na observação e não mandaram. preciso dela pra prestar conta do trabalho
cold; mod:offensive | café frio DE NOVO, bando de incompetente, vocês são um lixo
mod:noOrder | nunca pedi aí mas minha vizinha falou que acharam barata na cozinha deles, fiquem espertos
delay; mod:threat | 2h de atraso num café. se acontecer de novo eu vou aí pessoalmente e quebro essa vitrine inteira, to avisando
customisation | pedi o pão na chapa BEM tostadinho, escrevi em maiúsculo na observação, veio branquinho
praise | eu tava com medo do cappuccino chegar derramado mas veio com lacre e tudo, zero vazamento. nota 10
| pedido pro plantão noturno da UTI neonatal, 6 cafés e 2 bolos
delay; praise | Meu neto que me ensinou a pedir pelo celular. O bolo de cenoura estava uma delícia igual ao que minha mãe fazia, mas demorou bastante, quase uma hora e meia. Obrigada.
warmDrink | suco de laranja chegou quente, parecia que ficou no sol. suco quente ninguem merece
packaging; missingItem | copo do cappuccino amassado, metade derramada na sacola, e nem sinal dos sachês de açúcar
wrongItem | veio pedido de outra pessoa, tinha o nome "Carla" na sacola. eu sou Roberto, pedi tapioca e recebi 2 croissants
praise | atendimento nota 10, eu errei o número do apartamento e a moça da padaria ligou pra confirmar. café chegou ótimo
notDelivered | app diz entregue e eu não recebi nada. fiquei sem café da manhã antes do plantão
notDelivered; unanswered | esperei 2h, pedido nunca chegou, liguei na padaria umas 5 vezes e ninguém atendeu
taste | café com gosto de queimado, requentado, amargo que nem remédio
cold; taste | misto quente frio com o queijo nem derretido, e o pão encharcado de manteiga
praise | frio só o ar condicionado do meu escritório, porque o café chegou quentíssimo kkk
diet | pedi leite sem lactose no café com leite e veio leite integral normal, dava pra ver pela etiqueta do copo. nem tomei
delay; cold; missingItem | mais de 1h de espera, café gelado e CADÊ o pão de queijo que eu paguei??
praise | tapioca de queijo coalho com coco 😍😍😍 perfeita
general | nunca mais peço aqui. péssimo.
courier | o motoboy da própria padaria chegou tocando o interfone sem parar às 6 da manhã e gritando meu nome, acordou o prédio todo
service | a atendente respondeu no chat "se não gostou pede em outro lugar". que grosseria
| alguém sabe se eles abrem domingo cedo?
portion; praise | o sabor é ótimo, mas o pão de queijo veio bem menor do que mostra a foto
wrongItem; praise | Pedí un cappuccino y me llegó café con leche. El pan de queso sí estaba rico.
courier; mod:courier | The app's delivery guy refused to come to the hospital entrance and just left my order with security without telling me.
packaging | a tampa do copo de suco não tinha lacre, chegou aberto e pela metade, o resto tava no fundo da sacola
taste | bolo de cenoura seco, esfarelando todo, parece de anteontem
spoiled | o requeijão da tapioca tava com cheiro azedo e o sachê de requeijão vencido desde o mês passado
foreignBody | tinha um pedaço de plástico duro dentro do pão de queijo, quase quebrei um dente
cold | parabéns pelo cappuccino gelado, nem sabia que tinha no cardápio 👏👏 (pedi o quente)
praise | pedi o cappuccino gelado e veio geladinho, perfeito pra esse calor de 34 graus
melted | pedi uma bola de sorvete de creme pra acompanhar o bolo e chegou tudo derretido, virou sopa no potinho
price | cobraram o café duas vezes na mesma compra, olhei no extrato do cartão
app; mod:app | o rastreio ficou travado em "preparando" o tempo inteiro e o pedido apareceu na minha porta do nada. app bugado
other=cancelaram o pedido | cancelaram meu pedido depois de 40 minutos sem explicação nenhuma, tive que ir trabalhar com fome
other=troco errado | pedi troco pra 50 e o motoboy da padaria trouxe troco pra 20, faltaram 30 reais
missingItem; mod:refund | faltou o suco e o ifood negou meu reembolso dizendo que "não foi possível comprovar". absurdo
praise | trabalho de casa e virou ritual pedir o café da tarde aqui. bolo de cenoura + cappuccino = paz
delay | pedi às 3h da manhã pro plantão, previsão 40 min, chegou 5h. a fome passou, o sono não
missingItem | veio o misto mas não veio o pão de queijo, e no app aparece os dois no pedido
wrongItem | pedi suco de laranja, veio de maracujá. sou do time laranja 😤
customisation | escrevi "sem manteiga" no pão na chapa e veio pingando manteiga, literalmente pingando
praise | Cafe otimo, chegou rapido, pao de queijo crocante por fora e macio por dentro. recomendo
delay; cold; mod:offensive | que merda de padaria, 1h pra chegar e o café frio, vão se f*der
praise | porra que pão de queijo bom do caralho, salvou minha manhã
| pedi pra minha mãe que mora sozinha, ela que vai avaliar depois
wrongItem; service | veio cappuccino no lugar do café com leite, liguei pra avisar e o rapaz desligou na minha cara
unanswered | mandei mensagem perguntando se o pão de queijo tinha glúten e ninguem respondeu, fiquei no vácuo
diet | pedi a tapioca vegetariana (espinafre e ricota) e veio com peito de peru no meio. sou vegetariana há 12 anos, que descuido
diet | pedi o pão sem glúten que tem no cardápio, mandaram pão francês comum. tenho restrição, não posso comer isso
allergy | meu filho tem APLV, pedi o bolo "sem leite" que vocês anunciam e a etiqueta dizia CONTÉM LEITE. sorte que li antes de dar pra ele
praise | Muito bom o café com leite, bem quentinho do jeito que eu gosto. O rapaz da entrega foi muito educado com essa senhora de 78 anos. Deus abençoe.
mod:noOrder | Padaria do Zé ali da esquina é mil vezes melhor, essa daqui nem devia existir. Não pedi e nem vou pedir.
mod:noOrder | dizem que essa padaria usa ovo vencido, um colega do hospital comentou no grupo. cuidado gente
spoiled; poisoning | o presunto do misto quente tava com uma cor esverdeada, comi assim mesmo (burrice minha) e vomitei a noite toda
foreignBody; service | achei um grampo de cabelo no bolo e quando reclamei disseram "impossível, aqui todo mundo usa touca". ou seja, mentirosa sou eu
raw; customisation | pedi o ovo bem passado na observação e veio escorrendo, clara crua ainda
warmDrink | refrigerante chegou quente e sem gás nenhum
missingItem | não veio canudo, nem sachê de açúcar, nem adoçante. tomei o café puro olhando pro nada
praise | não mandaram canudo porque eu pedi pra não mandar (uso o meu de inox), obrigada por respeitar! tudo certinho
taste | cappuccino aguado, parece café com leite ralo com um pouquinho de canela
price | o pão de queijo foi de 2,50 pra 4 reais de um mês pro outro. sem condições
pricePortion | 22 reais num misto quente com uma fatia de presunto transparente de tão fina. vergonha
price; praise | mano o bolo de cenoura é brabo demais mas a taxa de entrega pesa no bolso de estudante 😭
delay; praise | demorou bem mais que o normal (uns 50 min) mas compensou, tudo quentinho e gostoso
praise | demorou o normal, uns 30 min, e o café chegou quentinho
wrongItem | o bolo era de chocolate, eu pedi de CENOURA. nada contra chocolate mas pqp
customisation | pedi o café com leite com pouco açúcar, veio um xarope de tão doce
general; mod:offensive | lixo de padaria, gente porca, nunca mais
delay; cold | Tardó más de una hora y el café llegó frío. Una pena, antes era mejor.
missingItem | Ordered two cappuccinos for the night shift, only one arrived.
praise | I was worried it would be cold since it was 4am, but it was piping hot. Great job guys.
courier; mod:courier | o entregador do ifood abriu a sacola no elevador, vi pela câmera do prédio mexendo no meu pedido. o lacre chegou rompido
app; mod:app | paguei no pix, o app ficou carregando e depois cancelou o pedido sozinho. tentei 3 vezes
taste; praise | o cappuccino é bom mas o pão na chapa tava salgado demais, manteiga com sal em excesso
portion | a tapioca veio com recheio só numa pontinha, o resto era só massa
praise | fiquei com medo de atrasar por causa do temporal, mas chegou antes da previsão e a padaria ainda mandou um pão de queijo de cortesia
delay; service | 2 horas. DUAS HORAS. e no chat me mandaram um "paciência senhora" 🙄
cold; packaging | café chegou morno e com a tampa solta, metade ficou na sacola
missingItem; wrongItem | pedi 4 pães de queijo e 1 suco de laranja, vieram 2 pães de queijo e um suco de uva
spoiled | bolo de cenoura com mofo embaixo, pontinhos verdes. fotografei tudo
foreignBody; mod:threat | achei uma unha no misto quente. sei onde o dono mora e vou espalhar o endereço dele no grupo do bairro pra todo mundo ir lá cobrar
foreignBody | veio uma barata pequena no meio dos pães de queijo. vou denunciar na Vigilância Sanitária
poisoning | Procon já foi acionado. comi a tapioca de frango com catupiry e fui parar no pronto-socorro com intoxicação alimentar
wrongItem; mod:hate | só podia ser baiano pra errar tudo, mandaram pão de forma no lugar do francês
taste; mod:hate | mulher não sabe fazer café mesmo, cappuccino sem gosto nenhum
| Tapioca de coco e café preto. O pedido de sempre.
praise; missingItem | tudo uma delícia como sempre, só esqueceram os guardanapos
delay; cold; taste; missingItem; service | Vamos lá. Primeiro: atrasou 50 minutos e perdi o horário antes da minha reunião das 9. Segundo: o café com leite veio frio. Terceiro: o pão de queijo estava cru por dentro, massa grudando. Quarto: não mandaram os sachês. Liguei e a atendente disse que "não era problema dela". Lamentável.
taste | pão de queijo cru por dentro, massa grudando no dente, dava pra fazer bolinha
praise | Lovely carrot cake, reminds me of my grandma's in Minas. Will order again.
warmDrink; delay | suco de laranja "natural"... natural na temperatura ambiente de 35 graus kkk, e ainda demorou 1h
packaging | o pão de queijo veio numa sacola de papel toda amassada, chegaram umas bolinhas esmagadas
wrongItem | pedi cappuccino grande e veio o pequeno, paguei o grande
customisation | pedi pra cortar a tapioca ao meio e mandar a geleia separada, veio inteira e com a geleia por cima
courier | o motoboy da padaria deixou o pedido no bloco B, que não é o meu, e foi embora sem avisar. tive que ir buscar de pijama
app; mod:app | o app mostrou "saiu para entrega" às 7h, mas a padaria me disse que o café só ficou pronto 7h40. status todo errado
delay; mod:offensive | bando de lesado, 1h15 pra trazer um café a 2km daí
portion | o cappuccino veio pela metade do copo, sem vazar nada, só veio pouco mesmo
melted | milkshake de ovomaltine chegou todo derretido, virou achocolatado morno
diet | pedi coca zero pra acompanhar e veio coca normal. sou diabético, tomei sem perceber e a glicemia subiu
praise | No llegó frío como temía, todo perfecto. ¡Gracias!
| primeira vez pedindo, depois eu conto como foi
cold; customisation | pedi o misto quente bem prensado, veio frio e mal prensado, queijo nem derreteu
taste | adorei o bolo de cenoura sabor NADA, nem cenoura nem açúcar, parabéns ao confeiteiro 👏
praise | o único problema é que agora eu tô viciado nesse pão de queijo, socorro
praise | achei um cabelo no café e fiquei pronta pra reclamar... era meu mesmo, tô com cabelo comprido kkk. tudo ótimo como sempre
praise | o motoqueiro teve que ligar pq eu coloquei o número errado no endereço, culpa minha, e ele foi super paciente
packaging; warmDrink | suco de laranja chegou morno e vazando pela tampa, molhou meu notebook que tava do lado da porta
delay; cold; unanswered | passou 1h da previsão, mandei mensagem e nada, quando chegou o pão na chapa tava frio e duro
service | pedi pra trocar o suco por café antes de sair e a atendente foi seca, disse que "já tava no sistema" e desligou. o pedido veio certo, mas custava ser educada?
praise | enfermeiro aqui, 12h de plantão, esse café com leite às 4h da manhã é o que me mantém vivo ☕
mod:noOrder | essa padaria é fachada, o dono nem paga os funcionários, todo mundo sabe. não comprem
general | pior café da manhã que já pedi na vida
taste | pão de queijo queimado embaixo, tipo carvão mesmo
missingItem; praise | o bolo de cenoura tava maravilhoso mas esqueceram o pote extra de cobertura que vem no combo
cold | tapioca chegou fria e o queijo coalho borrachudo de frio
courier; mod:courier | entregador do aplicativo foi super grosso quando pedi pra subir, disse que não é garçom. eu tava com o pé engessado e avisei na observação
wrongItem | misto quente de peito de peru? eu pedi o de presunto. pelo menos tava quente
packaging | o bolo veio de ponta cabeça, cobertura toda grudada na tampa da embalagem
praise; delay | amo o pão de queijo daqui, mas ultimamente tá demorando demais pra chegar, hoje foi quase 1h
`,
);

/** Set FG: a churrascaria and espetinho delivery for weekend family orders and football nights: meat too rare or too done, missing farofa, warm beer, long waits on game day, the price of the kit. */
export const HELD_OUT_BY_OTHERS_FG = parseReviews(
  "blindFG",
  `
delay; cold | Pedi o kit pra 6 às 19h pro jogo do Galo, chegou 21h10 com o segundo tempo rolando e a picanha fria. Nó, que trem decepcionante
missingItem | cadê a farofa??? kit familia sem farofa nao existe uai
praise | Picanha no ponto certinho, linguiça suculenta, vinagrete fresquinho. Meu pai que é chato com carne aprovou, nota 10
warmDrink; delay | cerveja chegou QUENTE, mais quente que a do meu sogro esquecida no sol, e ainda demorou 1h40. domingo de clássico, entendo o movimento, mas né
raw | coração de frango cru por dentro, rosado mesmo. Meu filho de 7 anos quase comeu, tive que jogar tudo fora
customisation; taste | pedi a picanha mal passada, escrevi na observação em letra garrafal, veio bem passada e dura que nem sola de botina
| pedi o kit 4 pessoas trocando a batata por mandioca
praise | mesmo com o frio de rachar que tava aqui em Poços a carne chegou quentinha, parabéns pro pessoal
praise | Demora? nenhuma. 35 min num sábado de jogo do Brasil e o espetinho chegou pelando. voltarei com ctz
pricePortion | R$ 189 no kit "pra 6 pessoas" e veio carne pra umas 3, se tanto. tão de brincadeira com a cara do povo
courier; mod:courier | o entregador do ifood não quis passar da guarita, me fez descer 4 andar com criança no colo e ainda reclamou que eu demorei
wrongItem | pedi linguiça toscana e mandaram linguiça de frango. nada a ver
notDelivered; unanswered | Pedido nunca chegou. Liguei no numero da loja 5 vezes e nada, ninguem atende. Jogo acabou e a gente comendo miojo
app; mod:app | o app aceitou o cupom de 15 reais e na hora de fechar cobrou sem desconto nenhum. suporte do ifood só manda mensagem automática
spoiled | linguiça com cheiro azedo, tava estragada, nem meus cachorro quiseram
foreignBody | achei um cabelo enorme no meio da farofa. perdi a fome na hora
poisoning | comemos o kit sábado a noite e domingo a casa inteira com diarreia, eu, minha esposa e os dois meninos. so comemos isso no dia
taste; mod:offensive | carne horrível, sem sal nenhum. vcs são uns lixos incompetentes, churrasqueiro de merda
mod:noOrder | nunca pedi daqui mas minha cunhada falou que acharam barata na marmita de um vizinho dela. fiquem longe
delay; mod:threat | 2 horas de atraso DE NOVO. se acontecer mais uma vez eu vou ai e quebro essa churrasqueira na cabeça do dono
praise; missingItem | tudo muito bom, carne macia, linguiça show, mas esqueceram o vinagrete. de novo.
praise | a cerveja tava gelada? tava. a carne tava quente? tava. o jogo? perdemos de 3 a 0. do churrasco não tenho do que reclamar
cold; taste | tudo frio, parecia que tinha saído da geladeira. a mandioca virou borracha
price | taxa de entrega de 14 reais pra 3 km? tão achando que a gente mora em Dubai?
diet | pedi coca zero pro meu pai que é diabético e mandaram coca normal. ainda bem que ele viu a lata antes de tomar
allergy | avisei na observação que meu filho tem alergia a amendoim e a farofa veio com amendoim. ele passou mal e fomos pro pronto socorro
missingItem; service | veio sem a linguiça. liguei pra avisar e a moça falou "problema seu, tinha que conferir na hora". ótimo atendimento hein
praise | melhor espetinho de Goiânia sem exagero nenhum. coração de frango temperadinho, pão de alho top demais
delay; courier; mod:courier | o app mostrava pronto desde 19h30 mas o motoca do ifood ficou rodando 50 min pelo bairro, vi no mapa. chegou 20h40
general | decepcionante. esperava muito mais. nunca mais
taste | picanha cheia de nervo e salgada demais, parecia carne de segunda
packaging | a embalagem veio aberta, o caldo do vinagrete espalhou na sacola toda e encharcou a farofa
portion | o espetinho de picanha tá cada vez menor, hj veio 4 pedacinhos contados no palito
paidExtra | paguei adicional de queijo coalho (R$ 12) e não veio nem cheiro dele
other=cancelaram o pedido | cancelaram meu pedido 1h depois sem avisar nada, aos 40 do segundo tempo. aí já era pra pedir em outro lugar
praise | cerveja trincando de gelada, carne no ponto. o motoboy ainda desejou bom jogo kkkkk gente boa demais
praise | Pedi a picanha quase crua, do jeito que eu gosto, e veio exatamente assim. perfeito, sem defeito
raw | frango cru no meio e a costelinha de porco rosa por dentro. isso é perigoso gente, não é frescura
wrongItem; missingItem | mandaram o kit pra 4 em vez do de 6 que eu paguei, e sem as 6 cervejas que vinham junto
delay; cold; warmDrink; missingItem | demorou 2h, carne fria, cerveja quente e sem farofa. pacote completo kkkk parabéns
praise | tava com medo de demorar por causa do jogo mas chegou em 40 min. Tudo certinho, carne macia
price | aumentaram o kit de 129 pra 159 de uma semana pra outra sem mudar absolutamente nada
taste | farofa seca e sem gosto, parecia serragem. o resto ok
customisation | pedi o vinagrete separado pq minha filha não gosta, veio tudo jogado em cima da carne
courier; packaging; mod:courier | o entregador do ifood chegou com a bag aberta e a sacola rasgada do lado, com cara de quem tinha aberto pra espiar
app; delay; mod:app | o app marcou "entregue" as 20h e o pedido só chegou 20h35. fiquei meia hora achando que tinham entregado no vizinho
notDelivered; mod:refund | pedido não chegou e o ifood se nega a devolver meu dinheiro, diz que "consta como entregue"
spoiled; poisoning | coração de frango com gosto estranho, meio azedo. vomitei a noite inteira
foreignBody | tinha um pedaço de plástico derretido grudado na linguiça. sério isso??
delay; courier; mod:hate | demorou 1h30, o entregador só podia ser baiano mesmo, lerdo desse jeito
general; mod:offensive | porcaria de lugar, vão tomar no c*, nunca mais peço essa bosta
| segunda vez que peço, dessa vez o kit de 4. depois conto
praise | da outra vez veio frio, mas hoje veio perfeito, quentinho e rápido. melhoraram muito
customisation; taste | pedi a picanha ao ponto (marquei no app!) e veio cinza, seca, passada demais
delay | 1h50 pra chegar. DUAS HORAS praticamente. o jogo já tinha acabado e a torcida ja tinha ido embora
warmDrink | a cerveja veio quente e a coca sem gás nenhum
pricePortion | 45 conto num espetinho de picanha com 3 cubinho. é roubo
missingItem | não mandaram talher, nem guardanapo, nem os pães de alho que estavam descritos no kit
praise; delay | a carne é maravilhosa, mas toda vez demora mais de 1h. hoje foi 1h20
service | o dono respondeu minha avaliação anterior me chamando de mentiroso. profissionalismo zero
unanswered; delay | mandei msg no chat perguntando do pedido 3 vezes, ninguém respondeu. chegou depois de 1h15
packaging; cold | a caixa de isopor veio quebrada e chegou tudo gelado
wrongItem | veio pedido de outra pessoa, nome "Rodrigo" na comanda, com espetinho de kafta que eu nem pedi
other=nota fiscal | pedi nota fiscal com o CNPJ da empresa (era confraternização da firma) e não mandaram. preciso dela pro reembolso
other=troco errado | paguei em dinheiro com nota de 200 e o troco veio 20 reais a menos
raw; taste | linguiça crua por dentro e queimada por fora, como consegue
spoiled | vinagrete fermentado, borbulhando, cheiro de azedo. a mandioca tb parecia de 3 dias atrás
praise | os cara salvaram meu aniversário, kit pra 6 veio farto, sobrou até pro almoço do dia seguinte
portion | kit "pra 6 pessoas" alimentou eu e minha mulher. seis pessoas se forem formiga
delay; mod:offensive | bando de lerdo, 2h pra entregar espeto. incompetentes do c@ralho
courier | o motoboy próprio da loja (não era do app) jogou a sacola por cima do portão e saiu sem falar nada
taste | muito sal na picanha, ninguém aqui conseguiu comer. bebemos a cerveja toda pra compensar kkk
missingItem; service | faltou a mandioca, liguei e disseram que iam mandar outra. nunca mandaram
praise | pelo preço é o melhor custo benefício da região. kit de 4 por 119 com cerveja, não tem igual
praise | noite fria de quarta, jogo do Cruzeiro, espetinho quentinho chegando em 30 min. vida boa sô
delay; cold | "entrega expressa" de 1h45 e a carne fria. obrigado pela experiência inesquecível
melted | o açaí que vem de sobremesa no kit chegou derretido, virou sopa roxa
wrongItem; diet | pedi espetinho de queijo coalho pra minha filha que é vegetariana e veio espetinho de carne
diet; customisation | pedi a farofa SEM bacon porque minha esposa é vegetariana, veio cheia de bacon
allergy | avisei que sou alérgico a camarão e o espeto misto veio com camarão. tive que tomar antialérgico correndo
praise; warmDrink | carne sensacional, só a cerveja que chegou meio morna. arruma esse isopor ai pessoal
mod:noOrder | esse lugar é fachada, o dono deve pra meio mundo na cidade. não peçam
mod:noOrder | dizem que a picanha deles é alcatra cortada disfarçada, todo mundo aqui da rua sabe. nunca pedi nem vou pedir
delay; cold; courier; mod:courier | o entregador do ifood parou pra ver o jogo no bar da esquina, EU VI!! chegou 40 min depois com tudo frio
praise; taste | linguiça muito boa, mas a picanha tava borrachuda
packaging | os palitos dos espetos furaram a embalagem e vazou gordura na sacola toda, sujou o banco do carro
delay | pedi às 18h pra garantir antes do jogo das 21h30. chegou 21h50. belo planejamento o meu né
praise | chegou em 25 min, nada frio, nada cru, tudo no capricho. recomendo
missingItem | o cardápio diz 6 espetos de coração no kit e vieram 4
price | taxa de serviço + entrega 9,90 + embalagem cobrada a parte? cobrar pela embalagem é sacanagem
service; delay | 1h30 de espera e o atendente no whats só respondia "ta chegando" e ainda com grosseria quando insisti
notDelivered; courier; mod:courier | o entregador do ifood marcou como entregue e sumiu com meu pedido. nunca chegou
cold; taste | mandioca fria e encharcada de óleo
praise | pedimos em 10 amigos, dois kits de 6, deu e sobrou. cerveja gelada, carne top. virou tradição de quarta de futebol
praise | o povo fala que demora mas o meu chegou em 35 min e a linguiça tava divina
raw | frango rosa e sangrando no osso. se meu filho pequeno tivesse comido...
pricePortion | 25 reais por um potinho de farofa e um vinagrete do tamanho de uma tampinha. não dá
general; mod:offensive | lixo. lixo. lixo. dono safado
app; mod:app | cupom de 20 off não aplicou no kit, o app diz que não vale pra "promoção". então não anuncia
other=recusaram o pedido | o app diz aberto até 23h, pedi 22h e recusaram o pedido sem explicação
praise; delay | demorou 1h10 mas compensou, carne maravilhosa
wrongItem; warmDrink | pedi Original e veio Skol. quente ainda por cima
courier; mod:courier | o entregador do ifood chegou fumando e a sacola veio com cheiro de cigarro
service; mod:threat | sei onde fica a loja de vocês. o atendente que me xingou no telefone vai ver quando sair de lá
| o ponto da carne dá pra escolher na hora do pedido ou tem que escrever na observação?
missingItem | sem farofa DE NOVO. terceira vez. vcs tem alguma coisa contra farofa??
delay; unanswered | 2h esperando, ligo e ninguém atende. cancelei e fui comer pastel
portion; praise | sabor excelente, mas a porção de mandioca é mirrada demais
cold; courier; mod:courier | o entregador do ifood ficou 20 min parado na frente do prédio mexendo no celular antes de interfonar, carne chegou fria
warmDrink; raw | parabéns pela cerveja quente e pela picanha crua sangrando, nunca comi tão mal na vida
other=chegou antes do horário agendado | pedido agendado pra 20h chegou 18h30, quando o jogo começou a carne já tinha esfriado. agendamento pra quê então
praise | trem bão demais sô! picanha macia, vinagrete caprichado e a farofa na medida
delay | pedido feito 19:02, entregue 20:51. sem mais
missingItem | a cerveja não veio. kit "com cerveja" sem cerveja em dia de jogo é piada
wrongItem | pedi o kit família de picanha e mandaram o de fraldinha
courier; mod:courier | entregador do app foi super mal educado, me chamou de "mão de vaca" pq não dei gorjeta
taste; portion | picanha com mais gordura do que carne e pouca, bem pouca
praise | atendimento nota 10! errei o endereço e a moça do telefone resolveu tudo rapidinho, sem custo
delay; praise | carne perfeita como sempre, só que hoje passou 1h do previsto. dia de jogo eu sei, mas avisa pelo menos
spoiled | a maionese da mandioca tava com gosto de vencida, azeda mesmo
| primeira vez pedindo, kit pra 4. a família toda reunida pro jogo
poisoning | meu marido passou a madrugada vomitando depois do espetinho de coração. só ele comeu esse
delay; warmDrink; cold | CHEGOU 22H. PEDI 20H. CERVEJA QUENTE, CARNE FRIA. PRA QUE EU QUERO CHURRASCO DEPOIS DO JOGO??
general | pessima experiencia
price | a picanha subiu de novo, 89 reais o espeto? em Goiânia a gente compra a peça inteira com esse valor
foreignBody | mordi uma pedrinha na farofa e quase quebrei o dente
customisation | escrevi "sem cebola no vinagrete" e veio metade cebola
taste | a picanha tava crua... de sal. sem tempero nenhum, parecia cozida
packaging; missingItem | o molho de alho vazou na sacola inteira e o pote da farofa nem veio
paidExtra | paguei o adicional de pão de alho duas porções e veio uma
app; mod:app | o rastreio do app parou em "saiu pra entrega" por 40 min, impossível saber onde tava o pedido
wrongItem; mod:refund | o kit veio errado, pedi reembolso e o ifood negou, fiquei no prejuízo de 150 reais
delay; service | ligaram pra avisar que ia atrasar 1h SÓ depois de 1h de espera. valeu pela consideração
raw | a picanha nem selou, crua, fria por dentro, sangue escorrendo no arroz. não é mal passada, é crua
wrongItem | veio espetinho de frango no lugar do de coração. meu filho só come coração
missingItem; delay | 1h20 de espera e quando abri faltava a linguiça e o vinagrete
courier; mod:courier | o entregador do ifood pediu pra eu buscar o pedido no posto de gasolina porque "não entrava em condomínio"
general | sinceramente não sei o que aconteceu com vcs. ja foi o melhor daqui, hoje é mais um qualquer
pricePortion | 160 reais e a gente ainda teve que fazer arroz e fritar ovo pra alimentar 4 pessoas
taste; cold | o pão de alho veio murcho e frio, parecia de ontem
mod:offensive; portion | que porção ridícula, seus muquirana miserável, vergonha de vender isso
praise | pedi na final do campeonato achando que ia demorar horrores e chegou antes do apito inicial. obrigado!!
melted; packaging | o pudim veio todo derretido e esparramado na tampa, a embalagem não aguentou
customisation; raw | pedi o frango bem passado e veio rosado, mal assado
notDelivered | 3h esperando, pedido ficou "a caminho" no app e nunca apareceu
service; mod:offensive | a mulher do telefone é uma grossa, uma mal comida, desligou na minha cara quando reclamei
wrongItem; warmDrink; delay | pedi Heineken vieram umas latinhas de marca que eu nunca vi, quentes. isso depois de 1h30
| queria saber se vocês fazem evento, tipo churrasco no local
delay; cold | Horrível. Atrasou 1h e chegou tudo frio, nunca mais
praise | a única coisa fria foi a cerveja, do jeito que tem que ser. resto tudo quentinho e saboroso
`,
);

/** Set FL: a pastelaria with caldo de cana and street-market food delivering in the Northeast and São Paulo's periphery: market workers, motoboys, grandmothers, heavy regional slang and voice-to-text. */
export const HELD_OUT_BY_OTHERS_FL = parseReviews(
  "blindFL",
  `
warmDrink | o caldo de cana chegou quente, parecia cha de cana kkkk
taste | pastel encharcado de oleo, tipo assim, apertei e escorreu gordura na mao toda, o papel ficou transparente
portion | pastel de vento mano, mordi e so tinha ar, carne mesmo uns 3 graozinho
missingItem | pedi o pastel com vinagrete e o vinagrete nao veio
praise | oxe que coxinha boa visse, massa sequinha e recheio cremoso, vou pedir de novo
delay; cold | demoro 1h20 pra chega e a coxinha veio fria, gelada mesmo, oxe
| pedi o combo feirante, 2 pastel e um caldo de 500ml
praise | tava com medo de vir frio pq moro longe mas chegou quentinho, parabens pro pessoal
delay | entrega expressa hein, so 2 horas pra atravessar o bairro 👏👏👏
wrongItem | pedi pastel de carne veio de frango
wrongItem; missingItem | veio pastel de queijo no lugar do de pizza e a coxinha nem veio
delay; cold | sou motoboy tbm entao sei como e a correria, mas o pedido ficou 40 min parado no balcao esperando sair, o rapaz que trouxe ate me mostrou o horario. chegou tudo frio
praise | minha neta pediu pra mim o cuscuz com ovo pelo celular, ta igualzinho o que minha mae fazia no interior, Deus abencoe voces
taste | cuscuz seco dmais parecia farinha crua, nem com manteiga desceu visse
customisation | pedi tapioca SEM coco, escrevi na observacao bem grande, veio cheia de coco
allergy | sou alergica a amendoim e a tapioca de chocolate veio com pacoca ralada por cima, nao falava nada disso no cardapio, tive que tomar antialergico
foreignBody | achei um cabelo enorme dentro do pastel de queijo, que nojo
spoiled | o caldo de cana veio azedo, fermentado, com cheiro de vinagre
poisoning | comi a coxinha de noite e passei a madrugada toda no banheiro com diarreia
raw | a linguica do pao com linguica veio crua por dentro, rosinha e mole
courier; mod:courier | o motoboy do ifood nao quis subir, mandou eu descer 4 andar de escada com o joelho ruim e ainda foi mal educado
courier; missingItem | chegou faltando uma coxinha e o entregador de voces ainda tava mastigando quando me entregou a sacola 🤨
price | taxa de entrega 12 reais pra 2km, ta de brincadeira
pricePortion | 18 conto num pastel que cabe na palma da mao, caro demais pro tamanho
app; mod:app | o cupom de primeira compra nao aplicou de jeito nenhum, o app so dava erro na hora de finalizar
unanswered | liguei 5 vez pra sabe do pedido e ninguem atende essa merda de telefone
service | a moca do whatsapp respondeu com ignorancia quando perguntei do pedido, falou que se eu queria rapido era pra ir buscar
general | horrivel. nunca mais
notDelivered | pedido consta como entregue mas nao chegou nada aqui em casa
other=cancelaram o pedido | cancelaram meu pedido do nada sem explicacao nenhuma, eu ja tinha ate separado o refri
wrongItem; mod:refund | veio pastel de frango no lugar do de carne, pedi reembolso e o ifood negou, absurdo
taste; mod:offensive | pastel com gosto de oleo velho, cozinheiro burro do caralho aprende a trocar esse oleo
delay; mod:hate | so podia ser baiano mesmo, atrasou 1 hora, esse povo nao nasceu pra trabalhar
wrongItem; mod:threat | segunda vez que vem errado, se vier de novo eu vou ai e quebro essa barraca inteira, to avisando
mod:noOrder | nunca pedi aqui mas meu vizinho disse que achou barata no pastel deles, cuidado gente
mod:noOrder | nem precisa provar, todo mundo na feira sabe que essa barraca usa carne de segunda, comprem na do seu Ze que e honesto
spoiled | a coxinha tava com cheiro estranho, azeda por dentro. vou denunciar na vigilancia sanitaria
praise | puta que pariu que pastel bom da porra, melhor da zona leste
delay; missingItem | oi boa noite e o seguinte eu pedi dois pastel de carne e um caldo de cana o pastel chegou mas o caldo de cana nao veio e ainda demorou quase uma hora ponto
taste | a massa do pastel tava crua por dentro, toda borrachuda, tipo assim chiclete
cold; warmDrink | pastel frio e caldo quente, inverteram tudo kkkk
packaging | o caldo de cana vazou todo dentro da sacola, molhou os pastel tudo
packaging; taste | a coxinha veio amassada e o pastel murcho de tanto vapor na embalagem fechada
praise | melhor caldo de cana da regiao, bem geladinho com limao, e o pastel de carne do sol e surreal
missingItem | nao mandaram guardanapo nem o molho de pimenta que pedi
paidExtra | paguei 4 reais de adicional de catupiry e nao tinha catupiry nenhum no pastel
diet | sou diabetica, pedi suco de maracuja zero acucar e veio adocado, deu pra sentir no primeiro gole
diet | sou vegetariana, pedi pastel de palmito e veio com pedaco de carne moida dentro
praise | mano o pastel de nutella e mt brabo kkkkk ja pedi 3 vezes essa semana
delay; app; mod:app | o pedido chegou 1h depois e o rastreio do app ficou travado no mesmo lugar o tempo todo, nao dava pra saber nada
cold | tapioca chegou gelada, tive que esquentar na frigideira
taste | mt sal no pastel de carne, tive q beber 2 copo dagua
praise | vi gente reclamando de pastel oleoso aqui mas o meu veio sequinho, crocante, nota 10
| minha vizinha que indicou, vamos ver se e bom mesmo
portion | a porcao de mandioca frita veio tao pouca que nem deu pra dois
delay; cold; missingItem; service | demorou mais de uma hora, o pastel veio frio, esqueceram o vinagrete e quando reclamei no chat o atendente disse que nao era problema dele
praise | gostei muito meu filho, o pastel veio quentinho e a moca foi muito educada no telefone, obrigada
delay | pedido chegou 45 minutos depois do horario previsto no app
praise | demorou o normal, uns 35 min, e veio tudo certinho e bem feito
foreignBody | tinha um pedaco de plastico duro no meio do recheio do pastel, quase quebrei o dente
foreignBody; mod:offensive | achei uma mosca boiando no caldo de cana, seus porcos imundos
notDelivered; unanswered | pedido nunca chegou, mandei msg pra loja umas 10 vezes e nada de resposta
price | cobraram 2 vezes no cartao o mesmo pedido
other=troco errado | paguei em dinheiro e veio troco errado, faltou 10 reais
taste | pastel de queijo com o queijo todo queimado e a massa preta
warmDrink | caldo de cana sem gelo nenhum, morno, num calor de 38 graus aqui em Teresina, ai nao ne
praise | arretado demais o cuscuz com carne de sol, e o caldo veio trincando de gelado
wrongItem | veio o pedido de outra pessoa, com nome de outra cliente no saco, uma tapioca de frango que nem pedi
missingItem | cade a pimenta e o vinagrete do pao com linguica? veio so o pao e a linguica
customisation | pedi a linguica bem passada na observacao, veio no ponto de sempre
raw | o frango da coxinha tava cru, rosado no meio, joguei fora
taste | parabens pelo pastel de oleo com recheio de gordura, bem saudavel 👍
general | decepcionante, esperava bem mais
praise; delay | comida maravilhosa como sempre, so demorou demais hoje
praise; missingItem | pastel top, crocante e recheado, so faltou mandar o caldo de cana que eu paguei
melted | o acai de sobremesa veio todo derretido, virou suco
pricePortion | 25 reais numa tapioca fininha com 2 fiapos de frango, nem a pau
courier | o motoboy ficou 15 minutos no portao falando no celular e buzinando, nem tocou o interfone
service | perguntei se o pastel de palmito tinha leite e a atendente desligou na minha cara
delay; cold | ja e a segunda vez que peco aqui e demora a coxinha chega fria o pastel chega frio nao sei o que acontece mas nao da pra continuar assim
| e a primeira vez que peco, depois eu conto como foi
praise | meu marido disse que ia demorar uma eternidade mas chegou em 20 min, ponto pra voces
wrongItem; taste | pedi caldo de cana com limao veio com abacaxi e ainda aguado
taste | caldo de cana aguado, parece q misturaram metade com agua da torneira, sem graca
spoiled | a salsicha do pastel de pizza tava com gosto de estragada, passada da validade com certeza
poisoning | meu filho vomitou a noite toda depois de comer o pastel de camarao, so ele comeu esse sabor
packaging | o copo do caldo veio sem a tampa encaixada direito, metade derramou no caminho
portion | cuscuz veio numa marmitinha minuscula, nao da nem pra crianca
delay | mano pedi na hora do almoco e chegou na hora da janta, top demais 🙃
app; mod:app | paguei no pix pelo app, foi descontado e o pedido ficou como pendente, tive que pagar de novo
notDelivered; mod:refund | pedido nao chegou e o ifood ta enrolando o estorno ha 2 semanas
general; mod:offensive | lixo de lanchonete, bando de incompetente
praise | atendimento nota mil, a dona da barraca mandou ate um pastelzinho de brinde pro meu filho
customisation; missingItem | pedi o molho a parte e mandaram tudo misturado, e o ketchup nem veio
delay; courier | demorou 1h e quando chegou o entregador foi grosso, jogou a sacola no chao e saiu
portion; taste | coxinha com mais massa que frango, so massa grossa e sem gosto nenhum
cold | pao com linguica chego frio, tive q coloca no microondas
praise | o pastel de carne com ovo me lembrou a feira de domingo com meu avo, chorei aqui kkk
missingItem | faltou o talher e o guardanapo, comi cuscuz com a mao
delay | minha filha eu pedi as onze hora e ate agora uma e meia nao chegou estou esperando ainda com fome
foreignBody | veio um grampo de cabelo dentro da tapioca
price | o preco no cardapio era 9 e cobraram 14 no pedido
praise | trabalho na feira desde as 4 da manha e esse pastel com caldo e o que me salva, chega rapido la na barraca
delay; warmDrink | demorou e o caldo de cana chegou quente, gelo todo derretido
wrongItem | pedi o caldo de 700ml veio o de 300
general | nao gostei
praise | tinha lido que o pastel era de vento mas o meu veio bem recheado, cheio de carne
taste; cold; packaging | pastel chegou frio, mole e com a caixa toda engordurada rasgando no fundo
service; other=nota fiscal | pedi nota fiscal e disseram que nao emitem, e ainda foram grossos comigo
notDelivered; courier; mod:courier | o entregador do app marcou como entregue e foi embora, nunca recebi, ele nem ligou
praise | tapioca de carne de sol com queijo coalho, sem defeito, chegou rapidinho
taste | a tapioca veio dura, parecia borracha, oxe e tapioca ou sola de chinelo
raw | o espetinho de frango veio cru por dentro, nem tive coragem de terminar
customisation | falei sem cebola no vinagrete e veio so cebola praticamente
price | cobraram 3 reais de embalagem sem avisar em lugar nenhum
delay; cold; missingItem; mod:offensive | demorou pra caralho, a porra do pastel veio frio e sem o caldo, vao se foder
delay | que porra de fome, pedido atrasado 50 min e eu aqui roendo a unha
praise; portion | gostoso mas o pastel diminuiu muito de tamanho de uns meses pra ca
pricePortion | aumentaram o preco e o pastel ta cada vez menor, ta osso
missingItem; unanswered | faltou a coxinha, mandei mensagem no chat da loja e ate agora nada
service | a dona respondeu minha avaliacao me chamando de mentirosa
praise | visse, o pao com linguica e bom que so a moleste
wrongItem | o pastel de frango com catupiry veio com cheddar
diet | pedi coca zero pq sou diabetico e mandaram coca normal
diet | pedi a opcao vegana de pastel de legumes e tinha queijo derretido dentro
courier; mod:courier | motoboy do ifood me cobrou 5 reais a mais pra subir o morro
| tenho alergia a camarao entao pedi so o de carne dessa vez
praise | nunca vi caldo de cana tao gelado vindo de delivery, e olha que aqui no Recife o calor e absurdo
foreignBody | tinha uma pedrinha no meio da farofa do cuscuz, mordi com forca
delay; service | atrasou 1h e quando liguei a menina disse 'ta saindo' 4 vezes, mentira
other=sem troco | pedi troco pra 100 e o motoboy nao tinha troco, tive que corre atras de vizinho pra troca
general | pessimo pessimo pessimo
poisoning; spoiled | o vinagrete tava azedo e eu e minha esposa passamos mal a noite toda
praise | caldo de cana com gengibre espetacular, recomendo
missingItem; wrongItem | pedi 4 pasteis veio 3 e um deles era de queijo que eu nao pedi
cold; mod:hate | entregador paraiba burro, trouxe tudo frio
packaging | a coxinha veio amassada, caixa toda torta
praise; warmDrink | pastel perfeito mas o caldo chegou morno
app; mod:app | o app nao deixava escolher pagamento em dinheiro, so cartao, e eu nao tenho cartao
taste | kkkkk o pastel de frango tinha gosto de nada, zero tempero mano, tipo assim comi papelao
delay; courier; mod:courier | o entregador do ifood ficou rodando o bairro 40 min porque nao achava a rua, e eu tinha mandado a localizacao certinha
praise | Dona Socorro faz o melhor cuscuz de Caruaru, e agora com entrega ficou ainda melhor
mod:noOrder | me falaram que essa lanchonete deixou um monte de gente internado com a coxinha, nao pecam
portion; missingItem | o caldo veio pela metade do copo e nao mandaram o limao
general | nao recomendo pra ninguem
praise | pastel de carne seca com queijo gigante, da pra dois, preco justo
taste; mod:offensive | essa coxinha parece feita por um bando de jumento, massa crua por dentro
delay; other=cancelaram o pedido | esperei 1h10 e depois cancelaram dizendo que acabou o oleo
praise | chegou rapido, quente, tudo certo, valeu
price; delay; cold; taste; missingItem | taxa de 9 reais, esperei 1 hora, coxinha fria e encharcada de oleo, esqueceram o vinagrete, parabens aos envolvidos
`,
);

/** Set FQ: a chain of Chinese-style boxed meals with many corporate lunch orders, about half of the reviews very short (one to six words, emoji only). */
export const HELD_OUT_BY_OTHERS_FQ = parseReviews(
  "blindFQ",
  `
praise | top
cold | veio frio
missingItem | faltou o rolinho
delay | demorou
delay | nota 3 pq atrasou
 | ok
praise | 😋😋😋
praise | 👍
general | 👎
praise | mt bom
cold | yakisoba chegou gelado
taste | yakisoba mt salgado
praise | frango xadrez perfeito
missingItem | cadê o shoyu??
missingItem | veio sem hashi
taste | rolinho murcho
delay; cold | atrasou e veio frio
praise | chegou rapidinho
packaging | vazou molho na sacola toda
wrongItem | veio carne no lugar de frango
portion | pouca comida
pricePortion | caro demais pra pouca comida
price | taxa de entrega absurda
general | horrivel
 | pedido da firma, 12 marmitas
praise | Sempre bom
taste | arroz empapado
foreignBody | achei um cabelo no chop suey
praise | melhor yakisoba da regiao
delay | 1h20 pra chegar
notDelivered | nunca chegou
raw | frango cru por dentro
spoiled | broto de feijao azedo
taste | oleoso demaaais
praise | 10/10
 | normal
praise | bom e barato
delay | demorou mas chegou
praise | nada a reclamar
wrongItem | veio o pedido de outra pessoa
missingItem | faltaram 2 marmitas do pedido da empresa
courier | motoboy grosso
praise | 5 estrelas ⭐⭐⭐⭐⭐
general | nota 1 e olhe la
customisation | pedi sem cebola, veio cheio de cebola
cold; praise | gostoso mas frio
praise; delay | bom, so demorou
missingItem | esqueceram o refri
warmDrink | coca quente
warmDrink | guaraná sem gás
melted | sorvete derreteu todo
taste | sem gosto nenhum
praise | 😍🥢
poisoning | passei mal depois
app; mod:app | cupom do app nao funcionou
unanswered | liguei 3x ninguem atendeu
service | atendente mal educada
praise | muito bem embalado
price | cobraram a mais
paidExtra | paguei o ovo extra e nao veio
other=cancelaram o pedido | cancelaram meu pedido sem avisar
praise | show de bola
general | decepcionou
delay | nota 3 demorou dms
taste | frango duro
praise | rolinho crocante top
packaging | tampa aberta, metade no saco
 | pro escritorio
praise | 👏👏
cold; missingItem | frio e sem rolinho
delay | sempre atrasa
taste | molho agridoce doce demais
praise | Ótimo custo benefício
general; mod:offensive | lixo de restaurante, bando de incompetente
diet | pedi coca zero veio normal
delay; praise | Pedimos 15 marmitas pro almoço da equipe, comida tava ótima como sempre mas chegou 13h40 e a reunião era 13h. Fica a dica pra próxima.
praise | Da ultima vez o yakisoba veio frio, hoje veio pelando e bem servido. Voltei a confiar rs
missingItem; wrongItem | Pedido corporativo de 20 box: faltaram 3 e dois vieram de carne quando era tudo frango xadrez. O pessoal teve que dividir.
praise | Não sei como conseguem entregar 30 marmitas quentinhas ao mesmo tempo, mas conseguem. Parabéns à equipe!
delay | entrega relampago, so 1h50 pra atravessar 3 quarteiroes 👏👏
foreignBody; service | Achei um pedaço de plástico duro no meio do frango xadrez. Mandei foto no chat da loja e a resposta foi "acontece". Acontece???
poisoning | Metade do setor passou mal de tarde depois do almoço daqui. Diarreia em 5 pessoas, todo mundo tinha comido o chop suey.
mod:noOrder | Nunca pedi aí mas uma colega disse que viram barata na cozinha deles. Vou espalhar pra ninguém pedir.
mod:noOrder | Restaurante sujo, dizem que usam o mesmo óleo por semanas. Não peçam!! O da rua de baixo é muito melhor e mais barato
general; mod:hate | esses chinas imundos nem sabem falar portugues direito, comida nojenta, voltem pra terra de vcs
delay; mod:threat | Se amanhã atrasar de novo igual hoje eu vou aí pessoalmente e quebro esse balcão, tô avisando
poisoning | Vou acionar a Vigilância Sanitária, passei a noite inteira vomitando depois do yakisoba de ontem.
courier; mod:courier; praise | O entregador do iFood ficou 20 min parado na frente do prédio sem subir e ainda reclamou quando eu desci. A comida em si tava boa.
app; mod:app | O app mostrou "entregue" meia hora antes do motoboy aparecer. Comida ok.
notDelivered; mod:refund | Pedido não chegou e o iFood negou o reembolso. Absurdo, paguei por nada.
customisation | Coloquei na observação "molho à parte" nas 8 marmitas do escritório. Vieram todas afogadas no molho.
praise | O rolinho primavera é sensacional, sequinho e crocante. Único lugar que não manda encharcado de óleo.
portion; praise | Sabor excelente, mas a porção do box médio diminuiu muito. Antes dava pra dois, hoje mal dá pra um.
pricePortion | R$ 42 num box que mal enche a metade. Tá de sacanagem.
allergy | Avisei no pedido que tenho alergia a amendoim e veio amendoim no frango xadrez. Podia ter ido parar no hospital.
diet | Sou vegetariana, pedi o yakisoba de legumes e veio com pedacinhos de carne misturados. Não dá.
diet; poisoning | Pedi o chop suey sem glúten (tem a opção no cardápio!) e usaram shoyu comum. Sou celíaca e passei a tarde toda mal.
delay; cold; missingItem | pedido da empresa chegou 1h atrasado, frio, e sem os 6 rolinhos que tavam na nota
praise | Pedimos toda sexta pro time, nunca deu problema. Nota fiscal sempre certinha tbm, o que ajuda demais no reembolso da empresa.
other=nota fiscal | Pedido corporativo e não mandaram a nota fiscal com CNPJ, já pedi duas vezes. Sem nota a empresa não reembolsa a gente.
other=troco errado; praise | Pedi troco pra 100 e voltou troco de 50. Comida boa, mas fiquei no prejuízo.
wrongItem | Pedi yakisoba de frango e veio de carne, DE NOVO. Conferir o pedido custa?
taste | O frango xadrez tava com gosto de requentado, pimentão mole, molho grudento. Já foi melhor.
raw | Frango rosado por dentro no xadrez. Não comi, joguei fora.
spoiled | O molho agridoce veio com cheiro azedo, claramente passado. Nem abri o resto.
packaging; praise | Comida maravilhosa, mas a embalagem rachou e o molho escorreu dentro da minha bolsa.
service | A moça do telefone foi super grossa quando liguei pra confirmar o pedido da empresa, desligou na minha cara.
unanswered; delay | Já tinha passado 1h e meia, mandei msg no chat da loja 4 vezes e nenhuma resposta. Chegou com mais de 2h.
praise | Entregador super educado, comida quentinha, rolinho crocante. Tudo perfeito pra reunião.
praise | Nem demorou, nem veio frio, nem faltou nada. Milagre! kkkk brincadeira, sempre bom
delay; praise | "30-40 min" dizia o app. Chegou em 1h15. Pelo menos o yakisoba tava gostoso.
missingItem | Pedi 10 kits com hashi e guardanapo, vieram 10 marmitas e nenhum talher. Tive que caçar garfo na copa.
cold; taste | Chop suey morno e o arroz duro. Parece que foi feito ontem.
praise | eu amo esse yakisobaaaaa 😍😍😍 pedia todo dia se pudesse
general | Sinceramente, esperava muito mais. Não peço de novo.
courier; mod:offensive | Motoboy mal encarado, um idiota, jogou a sacola no balcão da portaria e saiu sem falar nada.
mod:noOrder | Não pedi, mas meu vizinho achou um inseto no rolinho e ficou 3 dias internado. Fujam!!
taste; price | Yakisoba com mais repolho que macarrão e ainda subiram o preço. Tá difícil.
delay; service | Atrasou 50 min e quando liguei disseram que "a culpa é do motoboy". Não quero saber de quem é a culpa, quero minha comida.
wrongItem | As marmitas vieram trocadas, quem pediu chop suey recebeu xadrez e vice-versa. Virou bagunça no escritório.
customisation; praise | Pedi o xadrez bem apimentado e veio zero pimenta. Fora isso tudo ótimo.
portion | rolinho primavera do tamanho de um dedo. Sério, tamanho de um dedo mindinho.
paidExtra | Paguei adicional de camarão no yakisoba e não tinha UM camarão.
app; mod:app | O cupom de 20% sumiu na hora de pagar e o app cobrou valor cheio. A loja não tem culpa, mas fica o registro.
price | Cobraram duas vezes a taxa de entrega no pedido corporativo, vê se arruma isso aí
wrongItem; mod:refund | Veio o pedido errado, pedi reembolso e o iFood recusou. Palhaçada.
praise | Ótimo! Só acho que podiam ter mais opção de sobremesa. Mas a comida é nota 10.
warmDrink; praise | Yakisoba delicioso, mas o guaraná chegou quente e sem gás. Chato.
melted | A banana caramelada com sorvete virou sopa. Sorvete totalmente derretido.
foreignBody | Tinha um pedaço de palha de aço no meio do arroz chop suey. Perdi a fome e a confiança.
delay; praise | a comida é top, pena que o almoço virou lanche da tarde kkkk chegou 15h
cold | Era pra ser box quente né? Pq chegou em temperatura de geladeira
 | Pedi o combo executivo 2 com rolinho e refri, pra 6 pessoas.
praise | Não tem frango xadrez mais honesto que esse. Castanha de verdade, pimentão crocante.
taste | Muito salgado. Tipo, MUITO. Tomei 2 litros de água a tarde toda.
general | sei la, nao gostei. nada de especial e nao volto
notDelivered; unanswered | Pedido marcado como entregue mas não recebi nada. Liguei pra loja e ninguém atendeu.
packaging | Chegou com a caixa amassada, parecia que alguém sentou em cima. Yakisoba todo grudado na tampa.
praise | Pedimos 40 marmitas para o treinamento, separaram por nome, tudo quente e pontual. Já virou nosso fornecedor oficial.
delay; mod:offensive | Bando de lesma, 1h30 pra mandar uma marmita.
praise | Houve um erro no pedido mas a loja ligou, pediu desculpa e mandou outro na hora. Atendimento nota 10.
other=não aceitaram VR | No app diz que aceita vale-refeição na entrega mas não aceitaram, tive que pagar no pix correndo.
delay; cold; taste; service | Atrasou quase 1h, veio frio, rolinho murcho, e no chat responderam com deboche. Pior almoço do mês.
praise | kkkkk o pessoal do escritório brigou pelo último rolinho. Isso diz tudo
 | Ganhe R$500 por dia trabalhando de casa!!! chama no zap 11 9xxxx-xxxx
cold; praise | o meu xadrez tava otimo, mas o de 3 colegas do mesmo pedido chegou frio
praise | pedi sem cebola e veio sem cebola, finalmente alguém lê a observação 🙌
praise | Achei que ia demorar por ser pedido grande (18 box), mas chegou antes do previsto. Top demais.
praise | Melhor restaurante do mundo!!!! Melhor yakisoba do universo!!!! 5 estrelas pra sempre!!!!
taste; portion | Chop suey aguado, quase uma sopa, e pouca carne. Esperava mais.
`,
);

/** Set FS: a family pizzeria in Porto Alegre on weekend nights: big party orders, half-and-half flavours, long waits, cold pizzas, missing soda, gaúcho voices. */
export const HELD_OUT_BY_OTHERS_FS = parseReviews(
  "blindFS",
  `
delay; cold | Bah, pedimos 3 pizzas grandes pro jogo do Inter às 19h e chegou às 21h15, o segundo tempo já tinha começado e as pizzas tavam geladas. Sexta-feira sei que é movimentado mas aí é demais.
praise | tri boa a pizza, chegou quentinha e o guri da entrega foi super educado
wrongItem | pedi meia calabresa meia quatro queijos e veio meia calabresa meia portuguesa
missingItem | faltou o refri
| pedi a grande de frango com catupiry
praise | Da última vez veio fria e demorou horrores, mas dessa vez chegou em 35 min e perfeita. Parabéns pela melhora!
delay; missingItem; cold | Sábado fiz o aniversário do meu guri de 8 anos e encomendei 6 pizzas gigantes + 3 refri de 2L às 18h pra entregar às 19h30. Chegaram 20h50, com as crianças já chorando de fome, só 5 pizzas (a de chocolate não veio) e nenhum refrigerante. As salgadas vieram mornas. Liguei e disseram que iam mandar a que faltou, mas aí a festa já tinha acabado e os convidados indo embora.
taste | massa crua no meio e borda queimada. bah, não dá
raw | a pizza de frango veio com o frango rosado por dentro, meio cru. Não tive coragem de comer.
foreignBody | achei um cabelo comprido no meio do queijo da marguerita. nojo
courier; praise; mod:courier | O motoboy do iFood não quis subir, ficou buzinando lá embaixo e ainda reclamou que eu demorei pra descer. A pizza tava ótima, o problema foi ele.
praise | Bah, melhor pizza de Porto Alegre, sem exagero. Borda recheada de cheddar tri bem servida.
paidExtra | Paguei R$ 12 a mais pela borda de catupiry e veio borda normal, sem recheio nenhum.
delay | entrega relâmpago, só 1h50 pra andar 2km 👏👏
| alguém sabe se eles abrem domingo de noite?
general | horrível. nunca mais
courier; cold | O entregador parou pra conversar no portão do vizinho uns 15 min com a pizza na mão, eu vi pela janela. Quando finalmente me entregou tava fria.
warmDrink | a coca veio quente, parecia que tinha ficado no sol
warmDrink | guaraná chegou sem gás nenhum, choco total
packaging | a caixa veio amassada e a pizza toda grudada na tampa, o queijo ficou todo no papelão
price | R$ 18 de taxa de entrega pra 3km? tão de brincadeira
pricePortion | 89 pila numa pizza "gigante" que é do tamanho de uma média de qualquer outro lugar. caro pro que vem
portion | pizza com pouquissimo recheio, dava pra contar as rodelas de calabresa nos dedos
app; mod:app | O app ficou mostrando "saiu para entrega" por 40 min mas a pizza nem tinha saído do forno, segundo a própria atendente. Rastreamento do iFood não serve pra nada.
unanswered | liguei 4 vezes pra perguntar uma coisa do pedido e ninguém atendeu, whatsapp também nada
service | A moça do telefone foi grossa quando perguntei da pizza, disse "tá saindo, senhor" e desligou na minha cara.
delay; mod:offensive | Bando de incompetentes do caralho, 2 horas esperando essa merda de pizza
delay; mod:threat | Demorou 2h DE NOVO. Da próxima vez eu vou aí pessoalmente e quebro essa pizzaria inteira, tô avisando.
mod:noOrder | Nunca pedi aí mas minha cunhada disse que acharam uma barata na pizza deles, cuidado gente
delay; courier; mod:hate | Demorou uma eternidade, também né, botaram um entregador paraíba que não sabe andar na cidade, esse povo do norte é tudo lerdo
wrongItem; mod:refund | Pizza veio com o sabor errado, pedi reembolso e o iFood negou dizendo que não tinha prova. Absurdo, mandei até foto.
diet | pedi coca zero pro meu pai que é diabético e veio coca normal
diet | Pedi a pizza vegetariana pra minha filha que não come carne e veio com bacon picado por cima. Ela só viu depois de morder e ficou chorando.
allergy | Avisei na observação que tenho alergia a camarão e mandaram a meia frutos do mar encostada na minha meia marguerita, o molho passou tudo pro meu lado. Tive que tomar antialérgico.
poisoning | passei a madrugada toda vomitando depois da pizza de atum de ontem. meu marido tambem
spoiled | o atum tava com cheiro azedo, claramente estragado
customisation | pedi SEM CEBOLA, escrevi em maiúsculo na observação, veio CHEIA de cebola
customisation | pedi pra cortar em 12 pedaços pras crianças, veio em 8
notDelivered | O pedido aparece como entregue mas não recebi nada. Ninguém tocou a campainha, porteiro também não viu ninguém.
notDelivered; unanswered | esperei 2h, nao chegou, liguei e ninguem atendeu. fomos dormir com fome
other=cancelaram o pedido | cancelaram meu pedido 10 minutos antes do jogo começar, sem explicação nenhuma. Fiquei sem janta e sem tempo de pedir em outro lugar.
praise; delay | Pizza maravilhosa como sempre, só que demorou 1h30 num sábado. Vale a pena, mas avisem o tempo real.
praise | Pedi com medo de demorar porque era sábado de Gre-Nal, mas chegou em 40 minutos. Top!
praise | Tinha lido aqui que a pizza vinha fria, mas a minha chegou pelando. Recomendo.
praise | Na outra pizzaria aqui do bairro sempre vinha o sabor errado, aqui acertaram tudo, até a meia a meia.
| Pedido de sexta, 2 grandes e 1 broto.
taste | Pizza muito salgada, a de calabresa parecia que tinham virado o saleiro. Bebemos 2 litros de água.
cold; packaging | pizza chegou fria e com a caixa molhada por baixo, parecia que tinha ficado em pé no baú
delay; wrongItem; missingItem; service; praise | Vou deixar registrado porque sempre pedimos aqui e gostávamos muito. Sexta passada, festa do pijama da minha filha com 7 gurias, pedi às 19h: 2 grandes meia chocolate meia morango, 1 grande calabresa, 1 grande frango catupiry e 2 guaranás de 2 litros. Chegou 21h. Em vez de morango veio banana nas duas doces (ela detesta banana), faltou um guaraná e quando liguei a atendente disse "ah, acontece, é sexta" com a maior má vontade. Não pediu desculpa nem ofereceu nada. Triste, porque a pizza em si é boa.
delay | demorou
praise | tri
general | bah, decepcionante
praise | Bah guri, que pizza! A de costela é tri, vale cada pila.
wrongItem | veio pizza de outra pessoa, tinha até o nome "Márcia" escrito na caixa e os sabores nada a ver com o que eu pedi
courier | o entregador abriu a caixa pra espiar?? chegou com uma fatia fora do lugar e marca de dedo no queijo
courier; mod:courier | Entregador parceiro do app foi super grosso no interfone, mandou eu "descer logo que ele não tem o dia todo".
praise | Entregador tri gente fina, subiu até o 9º andar porque o interfone da portaria tava estragado. A pizza tava boa também.
praise | meu vizinho reclamou que a pizza dele veio fria mas a nossa veio perfeita, sei lá
wrongItem; taste | Pedi a borda de cheddar e veio de catupiry. E a de 4 queijos tava sem gosto, praticamente só mussarela.
paidExtra | paguei adicional de bacon e não tinha um pedacinho de bacon sequer
missingItem; warmDrink | Veio só uma das duas cocas e a que veio estava quente.
app; mod:app | Cupom de 20% não aplicou no app, cobrou o valor cheio e o suporte do iFood só diz "estamos verificando".
price | Cobraram a pizza grande como gigante, vi na nota depois. R$ 15 a mais.
other=nota fiscal | pedi nota fiscal com CPF e não mandaram
delay; praise | Pizza excelente, atendimento no whats nota 10, mas 1h40 de espera num sábado comum é puxado.
service | O dono respondeu minha avaliação anterior me chamando de mentiroso. Assim fica difícil.
general; mod:offensive | pizzaria de merda, atendente burra
| pedi a mesma de sempre kkkk
delay; cold; courier; mod:offensive | Esse motoboy lerdo do cacete demorou 1h20 pra chegar e a pizza chegou fria, parabéns pro anta
taste; praise | A massa é tri boa, fininha, mas o molho de tomate tava aguado demais, a pizza ficou toda molenga.
spoiled; poisoning | O catupiry tava com gosto azedo, comi mesmo assim e tive diarreia a noite toda.
foreignBody | um pedaço de plástico duro, tipo lacre, no meio da pizza de calabresa. meu guri quase engoliu
foreignBody; service | Achei um fio de palha de aço na pizza. Liguei, a moça disse que era "impossível, aqui é tudo limpo" e desligou.
praise | Bah, tava com receio por causa das avaliações falando de cabelo na pizza, mas veio tudo impecável. Sabor tri bom.
mod:noOrder | Trabalhei aí um tempo e sei como é a cozinha, não peçam, os ratos passeiam de noite.
mod:noOrder | Pizza congelada de mercado requentada e vendida como artesanal, todo mundo no bairro sabe. Abram o olho.
delay; cold; courier; praise | Pedimos pro Gre-Nal de sábado, 4 gigantes. O motoqueiro errou o endereço duas vezes (mesmo com o pino certinho no mapa), chegou no intervalo e as pizzas já mornas. Dava pra ver que a cozinha caprichou, a montagem tava linda, mas perdeu tudo na entrega.
wrongItem | meia a meia veio errada: uma metade era pra ser portuguesa e veio marguerita, ficou as duas metades marguerita
customisation | Pedi bem passada, com borda crocante. Veio branquela, clarinha, igual das outras vezes que nem pedi nada.
portion; praise | Sabor ótimo, mas a pizza "grande" tinha 8 fatias pequenininhas, não deu nem pra dois adultos.
pricePortion | R$ 70 numa média com meia dúzia de azeitonas e queijo ralinho. Caro demais pra quantidade.
packaging; warmDrink | o refri veio com a tampa mal fechada, vazou na sacola e o gás foi embora
delay; unanswered | 2h15 de espera. Mandei 6 mensagens no chat, nenhuma resposta.
notDelivered; app; mod:app | O app diz que entregou às 20:30. Não chegou nada aqui, e o suporte do app só manda mensagem automática.
notDelivered; mod:refund | Pizza nunca chegou e o iFood se recusa a devolver meu dinheiro, já faz uma semana.
praise | Família toda aprovou. Meia quatro queijos meia bacon e uma broto com borda de chocolate pro guri, chegou tudo certinho, quentinho, com os refri gelados. Pedido de sexta garantido!
| primeira vez pedindo, depois eu conto
delay | Falaram 50 min, chegou em 1h45. Sexta à noite, eu sei, mas então avisa antes.
| agendei pra sábado às 20h, vamos ver se chega na hora
warmDrink; praise | pizza show de bola, só a cerveja que veio quente
melted | O sorvete de sobremesa do combo chegou virado sopa.
melted; delay | o milkshake de ovomaltine veio derretido, também né, depois de 1h30 de espera
diet | Pedi a pizza com massa sem glúten (pago mais caro por isso, faço dieta) e pela textura claramente era massa comum.
diet | pedi a opção sem lactose pro meu filho e veio com requeijão comum por cima, tá escrito no cardápio que é sem lactose
allergy; service | Meu filho tem alergia a amendoim, avisei na observação E por telefone. A pizza doce veio com paçoca por cima. Graças a Deus vi antes de ele comer. Quando liguei, a atendente disse que "paçoca não é bem amendoim". Sério??
courier | Motoboy jogou a pizza por cima do portão. Literalmente.
courier; praise | As pizzas tavam tri, mas o entregador chegou fumando e a sacola fedendo a cigarro.
other=sem maquininha | Escolhi pagar na entrega com cartão e o motoboy veio sem maquininha. Tive que fazer pix correndo no portão.
delay; cold; wrongItem; missingItem; service | Sou mãe de 3 e pedi pra noite de sábado: 1 gigante meia frango meia calabresa, 1 grande portuguesa e uma broto de brigadeiro com 2 guaranás. Prometeram 1h. Chegou em 2h10, tudo frio, a portuguesa era na verdade de palmito, o brigadeiro não veio e só 1 guaraná. Liguei e o rapaz riu e disse que "sábado é assim mesmo". Meus filhos foram dormir comendo pão com manteiga.
cold | pizza gelada, ótimo pra quem gosta de pizza de geladeira 🙃
wrongItem | adorei a surpresa, pedi calabresa e ganhei uma de atum que ninguém aqui come. obrigado pela criatividade
praise | atendimento tri querido no whats, a guria resolveu tudo rapidinho
praise | Sábado tava chovendo canivete, achei que ia atrasar, chegou antes do previsto e o entregador todo encharcado coitado. Valeu!
delay; praise | O entregador foi um amor, pediu mil desculpas pelo atraso de 1h20, disse que a cozinha tava lotada. Pizza boa.
raw | a calabresa tava ok mas o bacon da outra metade veio cru, branco e mole
raw; poisoning | frango mal passado na pizza, rosado mesmo. Meu marido comeu e passou mal o domingo todo.
foreignBody | uma mosca assada na mussarela 🤢🤢
missingItem; praise | Tudo perfeito, só esqueceram os guardanapos e o sachê de orégano.
paidExtra | Paguei a borda recheada de chocolate (+R$10) na pizza doce e veio borda comum.
unanswered | Telefone só dá ocupado e o whats não responde. Só queria saber se dava pra trocar um sabor antes de sair.
service | o atendente no chat respondeu "se não gostou pede em outro lugar". que educação hein
app; mod:app | O app travou na hora de pagar, tive que refazer o pedido 3 vezes até passar.
price | taxa de entrega dobrou do nada na sexta, de 6 foi pra 12. aproveitando o movimento né
general; mod:offensive | lixo de pizzaria, vão se f*der
praise | A mãe aqui agradece! Pedi 5 pizzas pro aniversário do guri, mandei mensagem pedindo pra escrever "parabéns Theo" na caixa e eles escreveram com caneta e ainda desenharam uma bola do Grêmio. Chegou na hora, quentinho. Ganharam uma cliente.
delay; cold | Ok, era sábado de Grenal, mas 2h30 de espera e pizza fria não dá.
| entregaram às 21:10
praise | Bah, a coca veio gelada, a pizza pelando, nada de atraso. Difícil ver isso numa sexta!
other=troco errado | Avisei que ia pagar com 100 e mandaram troco pra 50. Faltou 50 pila, o motoboy disse que era coisa da loja e foi embora.
wrongItem | hoje veio de frango em vez de calabresa, e olha que eu confirmei duas vezes no telefone
taste; portion | Sabor meia boca e pouco recheio, a de coração quase não tinha coração.
customisation; missingItem | pedi o molho extra à parte e o orégano separado. o molho não veio e o orégano veio jogado por cima de tudo.
delay; courier; mod:courier | O entregador do iFood pegou outra entrega no caminho, vi pelo mapa ele indo pro outro lado da cidade. Chegou 40 min depois do previsto.
praise; price | Pizza tri boa mas R$ 14 de entrega pra 2 quadras é sacanagem.
praise | puta que pariu que pizza boa, bah
delay | que porra de demora, 1h50 pra uma pizza
service; mod:hate | Atendente era mulher, já dá pra imaginar, não entendeu nada do pedido. Mulher não devia atender telefone de pizzaria.
delay; mod:threat | Sei onde o dono mora. Se atrasar de novo vou lá na casa dele cobrar pessoalmente. Hoje foram 2h.
spoiled; poisoning | Vou denunciar na Vigilância Sanitária. A carne moída da pizza à bolonhesa tava estragada e a família toda teve diarreia.
wrongItem | Vieram 2 pizzas de outro pedido, do prédio do lado. A nossa foi parar no vizinho, que ainda bem é gente boa e trouxe aqui.
cold; warmDrink | pizza fria e refri quente. inverteram as temperaturas kkk
delay; praise | Os guris da cozinha são tri, pizza perfeita, mas o delivery sexta à noite é uma loteria: 1h30 hoje.
pricePortion; taste | 95 reais pela gigante e veio com massa grossa tipo pão e quase nada em cima. Caro e ruim.
courier | o motoboy nao quis entrar no condominio e me fez ir ate a guarita, uns 400m, de chinelo na chuva
packaging; courier; mod:courier | O entregador do app trouxe a pizza na vertical dentro da mochila, chegou toda escorrida num canto da caixa.
taste; praise | Atendimento nota 10, mas a pizza de strogonoff veio doce demais, estranho.
delay; service | Perguntei do pedido e disseram "já tá na rua" três vezes em uma hora. Chegou 1h10 depois disso. Mentira deslavada.
praise | valeu pela pizza de ontem, o jogo foi uma tragédia mas a pizza salvou 😂
other=cardápio desatualizado | Metade dos sabores do cardápio "acabou". Tentei pedir três diferentes e não tinha nenhum.
portion | pizza grande... se for pra um hamster
praise | Mudei pra cá porque a pizza que pedi em outro lugar semana passada veio com cabelo. Aqui aprovado, tudo limpinho e saboroso.
delay; cold; missingItem | Bah tchê, pedido pro churrasco que virou pizza porque choveu: 3 gigantes e 2 cocas. 1h50 de espera, pizza morna e as cocas nem vieram. Fica difícil defender vocês aqui em casa.
cold; courier; mod:courier | Entregador do iFood fez mais duas entregas antes da minha, a pizza chegou gelada.
mod:noOrder | Vi no grupo do bairro que essa pizzaria usa queijo vencido, não sei se é verdade mas não vou arriscar.
wrongItem | pedi pizza média de portuguesa, veio GRANDE de marguerita. pelo menos era maior kkk
praise; delay | Adoramos a meia costela meia cebola caramelizada, de verdade. Mas 1h40 esperando com 4 guris famintos em casa não é fácil, viu.
service; unanswered | ninguém responde o whats e quando finalmente atenderam o telefone foi pra dizer "ah, não sei de nada, liga depois"
delay; cold; courier; praise | Entregador ficou perdido 40 minutos e ainda me ligou reclamando que o endereço tava errado (não tava). Pizza chegou fria. Uma pena, porque a de lombinho é a melhor da zona norte.
price | cobraram R$ 8 a mais pela meia a meia sem avisar em lugar nenhum do cardápio
| recebi
`,
);

/** Set FV: northeastern food in Recife: baião, carne de sol, cuscuz, tapioca; regional slang, dry or salty dishes, wrong fillings, rainy-day delays, a few food-safety cases. */
export const HELD_OUT_BY_OTHERS_FV = parseReviews(
  "blindFV",
  `
taste | oxe, o baião de dois veio seco que só, arroz duro e sem graça nenhuma, parecia requentado de ontem
praise | tempero arretado visse, a carne de sol desmanchando na boca. painho amou
taste | carne de sol salgada demais, nem dessalgaram direito. tive que jogar metade fora
wrongItem | pedi tapioca de queijo coalho com coco e veio de frango com catupiry. oxe, quem pediu isso??
missingItem | cade a manteiga de garrafa da macaxeira? macaxeira pura sem manteiga nao da ne
delay | choveu e pronto, 1h40 de espera. entendo a chuva mas podiam avisar né
delay; cold | dia de chuva em Recife é isso, chegou com quase 2h e o cuscuz gelado
praise | cuscuz com charque e ovo perfeito, quentinho e chegou antes do previsto. massa demais
foreignBody | achei um cabelo no meio do baião. perdi a fome na hora
poisoning | comi o escondidinho de charque de noite e passei a madrugada toda no banheiro, eu e minha esposa
spoiled | o queijo coalho da tapioca tava azedo, com um cheiro estranho. foi direto pro lixo
| pedi o combo nordestino pra 2
praise | bolo de rolo igualzinho o da minha vó, fininho e com goiabada boa. vou pedir sempre
portion | a porção de macaxeira frita veio com 6 pedacinhos, pouca demais pra dividir com ninguém
pricePortion | 38 conto num baião que não enche nem um prato. caro pra pouca comida
price | taxa de entrega de 12 reais pra Boa Viagem? oxe, tá doido é
courier; mod:courier | o motoboy não quis subir nem deixar na portaria, ficou buzinando e gritando lá embaixo. tive que descer na chuva
customisation | escrevi na obs SEM COENTRO no arrumadinho e veio coentro até no feijão
packaging | o caldo da galinha cabidela vazou todinho na sacola, chegou metade no pote
raw | a linguiça do baião veio crua por dentro, rosinha. não comi não
app; praise; mod:app | o cupom de 15 não funcionava no app, dava invalido toda hora. a comida em si tava ótima
unanswered | liguei 3 vezes pra perguntar do pedido e ninguém atendeu. whatsapp também nada
missingItem; service | faltou o vinagrete e a moça do zap foi grossa quando reclamei, disse que "é assim mesmo"
general | decepcionante. esperava bem mais
notDelivered | o app diz entregue mas não chegou nada aqui. to aperreado com fome até agora
other=cancelaram o pedido | cancelaram meu pedido depois de 50 minutos sem explicação nenhuma. oxe
allergy | avisei q sou alérgica a camarão e veio camarão no baião especial. tive que tomar antialérgico
diet | sou diabético, pedi a tapioca de coco SEM açúcar e veio com leite condensado por cima
warmDrink | suco de cajá chegou quente, o gelo derreteu todo e ficou aguado
melted | o sorvete de tapioca chegou parecendo vitamina, derretido todinho
paidExtra | paguei adicional de queijo coalho na tapioca e veio sem. 4 reais jogado fora
taste; mod:offensive | comida de merda, bando de incompetente, o charque parecia sola de sapato
wrongItem; mod:hate | veio tapioca de frango em vez de carne de sol. atendente burra, também, só podia ser gente lá do interior, não sabe nem ler um pedido
spoiled; mod:threat | o charque veio estragado, fedendo. se acontecer de novo eu vou aí e quebro essa birosca todinha, visse
mod:noOrder | nunca pedi aqui mas minha vizinha disse que achou barata na comida deles. cuidado povo
wrongItem; mod:refund | pedi reembolso pelo pedido que veio trocado faz 10 dias e o ifood até agora não devolveu meu dinheiro
spoiled | vou denunciar na Vigilância Sanitária, a coalhada veio com mofo em cima
praise | da outra vez o cuscuz veio frio mas hoje tava quentinho e arretado. melhorou muito
praise | achei que ia atrasar por causa da chuva mas chegou em 30 min. valeu demais
delay | entrega expressa né, só 2h pra chegar um cuscuz. dava pra ir na padaria, voltar e tirar um cochilo
taste; praise | tempero bom mas o feijão tropeiro muito salgado, da próxima maneira no sal
cold; praise | o sabor é massa demais, só que a macaxeira chegou fria
missingItem | esqueceram o garfo e o guardanapo. comi baião com a mão oxe kkkk
other=troco errado | paguei em dinheiro com uma nota de 100 e o troco veio faltando 10 reais
courier; mod:courier | o entregador abriu a sacola na minha frente pra "conferir" e ficou mexendo nas quentinhas com a mão. nojo
foreignBody | tinha um pedaço de plástico duro no cuscuz, quase quebrei um dente
raw | frango da tapioca cru no meio, tava até rosado. meu filho comeu um pedaço, tô preocupada
foreignBody; poisoning | tinha uma mosca no vinagrete, tirei e comi o resto... erro meu. passei mal a noite toda
taste | bolo de rolo seco, quebradiço, nada a ver com bolo de rolo de verdade
praise | melhor carne de sol de Recife, sem exagero. manteiga de garrafa caprichada 👏👏
missingItem; taste | a macaxeira veio sem manteiga de garrafa e ainda dura, mal cozida
wrongItem | veio o pedido de outra pessoa, o nome na comanda era Severino. caldinho de feijão e eu pedi arrumadinho
delay; unanswered | 1h30 e nada, liguei pro restaurante e ninguém atendeu. chegou com mais de 2h
app; praise; mod:app | o rastreio no aplicativo ficou parado em "saiu para entrega" por uma hora, não dava pra saber de nada. comida boa pelo menos
price | cobraram a tapioca duas vezes no cartão, confere aí
customisation | pedi o molho de pimenta à parte e veio tudo misturado em cima da carne
portion | só 3 fatias finas de bolo de rolo no "pedaço grande". tá de brincadeira
general | nunca mais peço. horrível
praise | atendimento nota 10, mandaram um bilhetinho e uma cocada de brinde. muito massa
spoiled | o leite da canjica tava azedo, passado mesmo
delay; cold; missingItem | demorou horrores, chegou gelado e sem o refri
packaging | a quentinha veio amassada, tampa aberta, farofa espalhada pela sacola todinha
| primeira vez pedindo, depois digo o que achei
| pedido para o escritório, ainda não provei
taste | baião sem sal nenhum, parecia comida de hospital
praise | o entregador chegou encharcado coitado, no horário mesmo com o toró. comida top
courier; mod:courier | motoboy mal educado, jogou a sacola por cima do portão e saiu sem falar nada
wrongItem; service | veio a tapioca errada e quando pedi pra trocar disseram que não fazem troca, atendente sem paciência nenhuma
other=nota fiscal | pedi nota fiscal na observação e não mandaram, preciso pro reembolso da empresa
diet | sou vegetariano, pedi o baião sem carne e veio com bacon e calabresa picadinha no meio
diet | pedi o cuscuz na opção sem lactose e veio cheio de queijo coalho derretido
allergy | falei no pedido que tenho alergia a amendoim e a cocada veio com amendoim por cima. ainda bem que vi antes
warmDrink | guaraná chegou quente e sem gás
melted | o açaí com tapioca veio derretido e escorrendo pela tampa
paidExtra | paguei ovo extra no cuscuz e não veio ovo nenhum
pricePortion | R$ 45 numa carne de sol com 4 lasquinhas. muito caro pro tanto que vem
taste; praise | a tapioca tava massa, mas o charque tão seco que parecia papelão
delay; praise | demorou 1h20 por causa da chuva, mas valeu a pena, tempero arretado
notDelivered; unanswered | pedido nunca chegou e o restaurante não responde as mensagens
delay; mod:offensive | atendente lerda do caralho, 2h pro pedido sair da cozinha
praise | puta que pariu que carne de sol boa da porra
mod:noOrder | dizem por aí que esse restaurante usa carne de cavalo no charque. nunca pedi, mas alguém confirma?
mod:noOrder | trabalho num restaurante aqui do lado e sei que a cozinha deles é imunda, não peçam
delay; mod:threat | já faz 1h30, se não chegar em 10 minutos eu vou aí e dou uma pisa no dono
notDelivered; mod:refund | o pedido nunca chegou e o ifood negou meu reembolso, disse que "consta como entregue"
price; mod:refund | cobraram duas vezes, abri contestação e o app ainda não estornou, já vai fazer um mês
price | enfiaram uma taxa de embalagem de 5 reais escondida, vou no Procon
poisoning | minha mãe foi parar na UPA depois do sarapatel. vou processar sim, já guardei a nota
foreignBody | um grampo de cabelo dentro da tapioca. UM GRAMPO. oxe
foreignBody | tinha pedrinha no feijão do baião, mordi e doeu o dente
spoiled | a carne de sol tava com um cheiro ruim, meio esverdeada nas bordas. estragada
raw; customisation | pedi o bife do arrumadinho bem passado e veio sangrando
customisation | pedi o cuscuz sem manteiga e veio nadando em manteiga
missingItem | faltou a farofa e o vinagrete do arrumadinho
wrongItem | pedi bolo de rolo de goiaba e veio de doce de leite
wrongItem | pedi o tamanho família e veio individual
taste | tapioca encharcada de manteiga, oleosa demais
taste; cold | cuscuz empapado e frio
praise | entregador muito gente boa, e o baião veio quentinho. recomendo
delay; courier; mod:courier | o entregador ficou rodando o bairro 40 min sem achar minha rua, mesmo com o endereço certinho, e chegou tudo atrasado
app; mod:app | paguei no pix pelo app, deu erro, cobrou e o pedido nem foi pro restaurante
portion; taste | pouquinha comida e ainda salgada
general | que decepção viu. esperava muito mais de vocês
general | experiência péssima, não recomendo
praise | oxe, que tapioca arretada visse! chegou rapidinho e bem embalada
| alguém sabe se eles abrem domingo?
| pedi pela indicação da minha prima
praise | cuscuz com carne de sol e queijo coalho, simplesmente perfeito, temperinho de casa de vó
delay | previsão 40 min, chegou com 1h50. e nem tava chovendo
delay; service | atrasou 1h e quando perguntei a atendente respondeu "tá chovendo, paciência"
missingItem; unanswered | não veio o suco. mandei msg no chat e ninguém respondeu até agora
packaging; cold | o isopor rachou, o caldo escorreu e o resto chegou frio
other=não aceitaram vale refeição | no app diz que aceita VR na entrega, quando chegou não tinha maquininha de VR. tive que fazer pix correndo
other=pediu avaliação em troca de brinde | veio um bilhete pedindo 5 estrelas em troca de um bolo de rolo grátis. achei feio isso
taste | o sarapatel tava com gosto de queimado
taste | queijo coalho borrachudo e a tapioca sem sabor nenhum
praise; missingItem | tudo maravilhoso, só esqueceram a manteiga de garrafa de novo 😅
wrongItem | pedi tapioca de carne de sol com queijo e veio de charque com banana. quem manda charque com banana oxe
wrongItem; missingItem | veio macaxeira frita em vez de cozida e faltou o charque acebolado
delay; cold; spoiled | 2h de atraso, comida fria e o feijão azedo
courier; mod:courier | o entregador exigiu que eu descesse, moro no 14º andar e tava chovendo. ficou me apressando no interfone
delay; mod:offensive | seus cornos, cadê minha comida? 1h e nada
taste; mod:hate | o charque duro que nem pedra. mulher não sabe fazer charque, bota um homem nessa cozinha
price | preço no app era um e no cartão veio 8 reais a mais
app; mod:app | o app não deixava colocar observação nenhuma no pedido, travava toda vez
service | o dono respondeu minha avaliação anterior me chamando de mentiroso. falta de respeito
unanswered | o telefone do restaurante só dá ocupado, queria mudar o endereço e não consegui falar com ninguém
portion; praise | gostoso demais, mas a porção de carne de sol diminuiu muito do mês passado pra cá
praise | pensei que a tapioca fosse vir murcha, mas veio crocante. show
praise | li umas avaliações falando de cabelo na comida, mas a minha veio impecável
poisoning | passei mal depois do caldinho de feijão, vômito e dor de barriga o dia todo
raw; poisoning | o frango tava mal cozido, vermelho perto do osso, e tive diarreia no outro dia
spoiled | a coalhada veio com a tampa estufada e cheiro de azedo
missingItem | pedi 2 tapiocas e veio 1
melted | a cartola chegou com o sorvete virado sopa por cima da banana
warmDrink; delay | demorou 1h e a cerveja veio quente
taste; praise | o baião é bom, mas a carne de sol tava dura, difícil de mastigar
delay; cold; wrongItem; missingItem; unanswered | chegou com 1h de atraso, cuscuz frio, veio tapioca de frango no lugar da de queijo, faltou o café e ninguém atende o telefone. aperreado demais
pricePortion; taste | caro pra pouquinho que vem, e ainda sem sal
general | ruim demais
| pedi pela segunda vez, mesmo pedido de sempre
other=aceitou pedido com cozinha fechada | aceitaram o pedido às 22h e depois mandaram msg dizendo que a cozinha já tinha fechado
praise | painho pediu e disse que o charque tava igualzinho o do sertão. arretado
praise | bem embalado, quentinho, rápido. nota mil
taste | cuscuz cru por dentro, a massa de milho nem hidratou direito
delay; praise | entendo a chuva, mas 40 min além do previsto é muito. pelo menos a comida tava quentinha e boa
packaging | o bolo de rolo veio todo esmagado, a caixa amassada de um lado
customisation | pedi o charque bem acebolado, como tá na obs, e veio sem cebola nenhuma
delay | DUAS HORAS. DUAS. pra um cuscuz
service | reclamei no chat e responderam com ironia: "se não gostou pede em outro lugar"
`,
);

/** Set FW: home-style lunch (prato feito, marmitex) with elderly customers and voice-dictated reviews: run-on sentences, misheard words, the one complaint buried in a story, past problems fixed. */
export const HELD_OUT_BY_OTHERS_FW = parseReviews(
  "blindFW",
  `
delay; cold; praise | boa tarde aqui é a dona Cida eu pedi a marmita de frango com quiabo as onze e meia e chegou quase uma e meia e já tava fria mas o tempero continua bom viu
praise | minha avó de 84 anos pediu pra eu escrever: a comida lembra a que a mãe dela fazia no interior, o feijão é feijão de verdade, ela até se emocionou. obrigado
customisation; diet | pedi sem sal porque tenho pressão alta escrevi na observação e veio salgado igual comida normal
delay | pedi as 11:40 pra comer no horario de almoço do escritorio, chegou 13:25. tive que comer em 5 minutos na frente do computador
missingItem | veio tudo certinho menos a farofa que vem junto com o prato, o resto ok
paidExtra | paguei 4 reais no adicional de ovo frito e cadê o ovo? nao veio
taste | o arroz veio em papado todo grudado parecia papa e o feijão sem gosto nenhum. trocaram o cozinheiro né
| pedi o prato feito de quarta feira o de feijoada
praise; foreignBody | comida sempre gostosa, como aqui faz dois anos, mas hoje tinha um fio de cabelo comprido no meio do purê. por favor usem touca
praise | da outra vez o feijão veio vazando na sacola mas eu reclamei e hoje veio com a tampa lacrada bem fechadinho, parabéns pela atenção
courier; mod:courier; praise | bom dia meu nome é Jurandir tenho 79 anos moro sozinho desde que a minha esposa faleceu e a comida de vocês me faz companhia no almoço o bife acebolado é muito bom a moça do telefone é educada só que o rapaz do aplicativo que trouxe hoje não quis subir nem um lance de escada e eu tive que descer com a bengala três andares mas no mais agradeço muito a Deus e a vocês
portion | a marmita pequena tá cada vez menor, hoje vieram duas colheres de arroz e um pedacinho de carne que nem dava pra ver
pricePortion | 32 reais numa marmitex que não enche nem uma criança. antes era maior e mais barata
price; praise | a comida é boa mas a taxa de entrega de 9 reais pra 1km é roubo
wrongItem | Sou neta da dona Lourdes, ela pediu o peixe frito porque não come carne vermelha e veio bife de panela. ela ficou sem almoçar
spoiled | a salada de mais o nesse tava azeda com cheiro forte joguei fora com esse calor vocês tem que ter mais cuidado
poisoning | comi a galinhada ontem e passei a noite inteira no banheiro, eu e meu marido, os dois. e só comemos isso no dia
raw | o frango assado por fora bonito mas perto do osso tava vermelho e soltando sangue, não tenho coragem de comer isso
delay; unanswered | liguei três vezes no número que tem na sacola pra saber do pedido ninguém atendeu, chegou uma hora e dez depois
praise | comida de vó mesmo. simples, bem feita, quentinha. recomendo o tutu de feijão
general | decepcionada. esperava mais. não peço de novo
| meu pai que pediu, eu só tô dando a nota pra ele
cold; packaging | a marmita de isopor chegou amassada com a tampa aberta e a comida gelada
customisation | escrevi bem grande SEM CEBOLA e o bife veio afogado na cebola. minha mãe tem problema de estômago
allergy; customisation | avisei na observação que sou alérgica a camarão e veio camarão misturado no arroz do meu prato, tive que tomar antialérgico correndo
missingItem | faltou talher de novo. comer feijão com a mão não dá né. mandem garfo
wrongItem | eu pedi biblioteca de porco (é bisteca, o celular que escreve errado) e veio frango empanado no lugar
delay; praise | a comida é uma delicia o problema é que de morou demais uma hora e meia pra um prato feito
missingItem; service | liguei pra avisar que faltou o feijão e a moça falou que não era problema dela e desligou na minha cara
taste | o bife tava duro igual sola de sapato, minha dentadura não aguenta, não consegui comer
portion; praise | gostoso mas pouca carne, só um bifinho fininho, pra quem trabalha de pedreiro não dá
| Boa tarde. Pedido feito pela minha filha pois não sei mexer no aplicativo.
app; mod:app | o app marcou entregue antes do motoqueiro sair do restaurante, fiquei nervosa achando que tinham roubado minha marmita, depois chegou direitinho
notDelivered | o pedido nunca chegou. fiquei sem almoço, sou idosa e moro sozinha, esperei até as três da tarde
notDelivered; mod:refund | marcaram como entregue e não recebi nada, o ifood disse que não vai devolver meu dinheiro porque o entregador confirmou a entrega
spoiled; mod:offensive | que lixo de comida, cozinheira porca e burra, o feijão veio azedo
wrongItem; mod:threat | é a terceira vez que vem pedido errado, se vier de novo eu vou aí na porta e quebro essa espelunca inteira
taste; mod:hate | esse tempero de baiano não dá, tudo cheio de pimenta, nordestino não sabe fazer comida mineira
mod:noOrder | nunca pedi aqui mas a vizinha falou que achou barata na marmita de vocês, cuidado gente
foreignBody | achei um pedaço de plástico duro no meio do arroz, quase quebrei o dente. vou denunciar na vigilância sanitária
warmDrink | o guaraná veio quente, parecia que tava no sol. a comida ok
melted | pedi o sorvete de sobremesa no combo executivo e chegou só a calda, virou sopa
praise | meu neto tá escrevendo pra mim. quero agradecer a moça que atende, muito paciente comigo que escuto mal, repetiu o pedido duas vez. deus abençoe
delay | parabéns pela entrega expressa, pedi o almoço e chegou na hora da janta
wrongItem | veio o pedido de outra pessoa, nome Roberto na sacola, e eu sou Maria. comi mesmo assim pq tava com fome mas não era o meu
missingItem; unanswered | faltou o suco de laranja, mandei mensagem no chat e ninguém respondeu até agora
praise | fiquei com medo de demorar porque tava chovendo muito mas chegou rapidinho e quentinho
| demorou o normal, comida normal
taste | muito oleo. a batata frita pingando gordura, a couve boiando no óleo. minha vesícula não aguenta
courier; mod:courier; delay; cold | o entregador do ifood ficou parado uns 20 min do outro lado da rua mexendo no celular, eu vendo pela janela, quando entregou tava tudo frio
missingItem; praise | boa tarde vocês são muito bons eu peço toda semana a dona Marta que cozinha tem mão boa a minha falecida mãe fazia o frango com quiabo igualzinho hoje só não veio o angu que eu sempre peço junto mas tudo bem o frango estava ótimo e a entrega chegou na hora que bom que existem pessoas assim que Deus abençoe a todos ponto final
diet; customisation | sou diabetica e pedi o suco sem açucar, veio doce que nem melado. minha glicose foi a 300
diet | pedi coca zero pro meu pai que é diabético e mandaram coca normal
price | cobraram 2 reais da embalagem sem avisar, isso é novo? nunca teve essa taxa
other=troco errado | paguei em dinheiro com nota de 50 e o troco veio 5 reais a menos. o motoqueiro disse que foi o restaurante que separou
other=cancelaram o pedido | cancelaram meu pedido 12:30 sem dar explicação nenhuma, aí não dava mais tempo de pedir em outro lugar
praise | execelente comida, preço justo, o prato feito de sexta com peixe é o melhor da regiao
spoiled; poisoning | a carne moída tava com gosto estranho meio azedo, comi um pouco e fiquei enjoada a tarde toda, vomitei duas vezes
taste | o feijão tropeiro veio seco, sem torresmo, farinha pura. não parece nada com a foto
packaging | o caldo do feijão vazou e molhou a sacola toda, sujou o banco do meu carro
missingItem; wrongItem | pedido do escritório, 6 marmitas. vieram 5, e uma delas era de carne quando era frango. a Júlia ficou sem almoço
| pedi pelo meu avô, ele não tem celular
praise; cold | antes vinha sempre atrasado, agora chega no horário, melhorou muito. só hoje a comida chegou meio morna
general | péssimo
praise | 10/10 🙏🏻🙏🏻 comida caseira de verdade
foreignBody | tinha uma pena de galinha no meio do frango a passa rinho
raw | o peixe tava cru no meio, a gente que é idoso não pode arriscar com essas coisas
courier | o rapaz da moto de vocês foi grosso com minha mãe porque ela demorou pra descer, ela tem 88 anos e anda de andador
portion | a salada que vem junto é duas folhas de alface e uma rodela de tomate, podia caprichar mais
unanswered | tentei ligar pra mudar o endereço da entrega e o telefone só chama, ninguém atende nunca
taste; praise | o feijão tava sem sal, mas o resto do prato tava muito bom, a farofa de banana maravilhosa
customisation | pedi a carne bem passada porque minha avó não come carne com sangue e veio mal passada
missingItem | não veio o guardanapo nem o talher nem o sachê de sal. tive que improvisar no trabalho
delay; service | perguntei no chat onde estava e responderam "já saiu" três vezes, mentira, só saiu depois de 40 minutos
taste | o xuxu refogado tava mole desmanchando e a carne de panela sem tempero nenhum, parece comida de hospital
praise | meu avô pediu pra escrever: "obrigado minha filha pelo almoço de domingo, estava tudo muito saboroso, o frango ensopado igual da roça"
wrongItem | o prato do dia era estrogonofe e mandaram lasanha, que eu não pedi
pricePortion | 28 reais num PF com 3 garfadas de arroz? me poupe
app; mod:app | o cupom de 10 reais não funcionou, o app cobrou o valor cheio e não deixou aplicar de novo
general; mod:offensive | bando de incompetente, vão se f****
| hoje é aniversário do meu pai, pedi o almoço pra ele
delay; cold; missingItem | pedi 11h30, chegou 12h50, arroz frio, sem a sobremesa que vinha no executivo. horário de almoço é sagrado gente
taste | o frango tava com gosto de requentado, de ontem. não era comida do dia não
praise | Pedi pra minha mãe que está acamada, ela comeu tudinho, fazia tempo que não comia tão bem. Obrigada de coração ❤️
foreignBody | achei um parafuso pequeno no feijão. um PARAFUSO. mandei foto pelo app
delay; courier; mod:courier | o motoqueiro do aplicativo se perdeu, ligou quatro vezes perguntando o endereço que tava certinho no app, chegou 50 min atrasado
wrongItem; service; praise | a comida é boa, mas quando liguei para reclamar que veio errado a dona falou que eu que pedi errado. não pedi
spoiled; praise | Escrevendo em nome da minha avó Dona Zilda: ela gosta muito do restaurante, pede desde que abriu, conhece a dona, acha o atendimento uma graça. Mas hoje o doce de leite da sobremesa veio com mofo na tampa, ela quase comeu porque não enxerga bem, eu que vi. Fora isso ela manda um beijo pra todos.
price | o preço subiu de 22 pra 27 de uma semana pra outra, sem mudar nada na marmita
wrongItem | pedi a marmita grande e veio a pequena
cold | tudo frio. TUDO.
praise | nota mil pro feijão, pro arroz, pra carne de panela e pra moça que me atende sempre com carinho
missingItem | pedi o bife acabado e não veio o ovo em cima só o bife sozinho
notDelivered; unanswered | pedido não chegou. liguei no restaurante, ninguém atende. whatsapp só visualizou
courier; mod:courier; packaging | entregador do ifood chegou com a sacola aberta e o lacre rompido, não confio mais
| o de sempre
taste; portion | carne de sol dura e pouquinha
praise | Sou o Seu Antônio, o da cadeira de rodas do prédio azul. Agradeço o menino que sobe até o meu apartamento sempre. E a comida, nem se fala.
delay; praise | a comida vale a espera, mas a espera tá grande demais, 1h20 hoje
praise | minha filha achou que ia vir frio porque é longe, mas chegou pelando, tive até que esperar esfriar
paidExtra | paguei a mais pela porção extra de bife e veio só o bife normal de sempre
customisation | pedi o molho separado pra não encharcar e veio tudo misturado
other=nota fiscal | preciso da nota fiscal pra reembolso da empresa, pedi na observação e de novo não mandaram
service | a atendente riu de mim no telefone porque eu não sabia falar o nome do prato, sou senhora de idade, não precisa disso
delay | chegou às 2 da tarde 🕐🕑 almoço virou lanche da tarde
taste | arroz cru, duro, dava pra contar os grãos
wrongItem; praise | veio feijão preto em vez de carioca, mas tava gostoso então tudo bem
| pedi o marmitex número 3 com bife e salada
taste | a fala fofa tava salgada demais e a couve amarga
portion; praise | A comida é ótima! Só achei a quantidade de frango pequena pra marmita grande.
praise | já teve época que vinha cabelo na comida, reclamei, hoje em dia nunca mais aconteceu. confio de olho fechado
cold; packaging | marmita de alumínio sem tampa direito, chegou morna e com a farofa espalhada pela sacola
mod:noOrder | soube que o dono desse lugar vende marmita velha requentada, fiquem longe
mod:noOrder | trabalho aqui perto e todo mundo sabe que isso aí é comida congelada de mercado, nunca pedi e nem vou pedir
courier; mod:courier | o entregador do app me tratou mal porque pedi pra ele trazer até o portão da casa, disse que não é garçom
app; mod:app | não consigo ver o cardápio inteiro no aplicativo, a letra é pequena e a tela trava, meu neto teve que fazer o pedido
general | Ruim demais. Esperava comida caseira e veio comida de quentinha de rodoviária.
taste; praise | o pudim estava uma delícia mas a carne de panela tava com gosto de queimado do fundo da panela
raw; poisoning | frango mal passado, rosado perto do osso, meu marido comeu e teve diarreia a noite toda
delay; cold; service | chegou 1 hora atrasado e frio, liguei e disseram que tava muito movimentado e que era pra eu ter paciência, com todo respeito eu tenho 76 anos paciência é o que mais tenho mas fome também
missingItem | esqueceram a salada. de novo. terceira vez esse mês.
pricePortion | minha vó pediu pra eu postar: "está caro para um idoso aposentado, 30 reais numa marmita que antes vinha cheia e agora vem pela metade"
diet | sou vegetariana, pedi a opção vegetariana e veio linguiça misturada no feijão
app; mod:app | o pagamento foi cobrado duas vezes no cartão pelo aplicativo
missingItem; mod:refund | faltou a marmita do meu marido inteira, pedi reembolso no ifood e só devolveram metade do valor
delay; wrongItem; praise | gente eu amo vocês mas hoje foi triste: pedido do setor financeiro chegou 40 min depois do previsto e a marmita do Carlos veio com peixe sendo que ele pediu frango. a comida continua maravilhosa
foreignBody | tinha uma pedrinha no feijão, quebrou um pedaço da minha prótese dentária
delay | demorou
praise | Fazia tempo que não pedia pois na última vez o arroz veio cru, mas resolvi dar outra chance e estava perfeito. Voltarei a pedir.
spoiled | O ovo cozido tava com cheiro de podre
customisation | coloquei na observação pra cortar a carne em pedaços pequenos porque é pro meu avô que tem dificuldade de mastigar e veio o bife inteiro
courier; praise | o Zé que entrega pra vocês sempre foi um amor mas hoje mandaram outro rapaz que jogou a marmita no portão e foi embora sem tocar a campainha
other=fechou antes do horário | o app diz que fica aberto até as 15h mas 13h30 já não aceitavam mais pedido, fiquei sem almoço
portion | nossa que fartura, três grãos de feijão e meio ovo, vou até guardar pra janta 🙄
cold; taste | o peixe chegou frio e a empanada mole, murcha
unanswered | mandei mensagem pedindo pra trocar a bebida antes de sair o pedido e ninguém respondeu
warmDrink; praise | comida muito boa. o suco natural veio quente e sem gelo nenhum, parecia chá
melted | o açaí da sobremesa chegou derretido, virou vitamina
delay; cold | demoro muito chegou frio o arroz e a mistura também ponto e vírgula fora isso tudo bem
wrongItem; mod:offensive | mandaram a porra do pedido errado de novo, seus jumentos, não sabem ler?
praise | caralho que feijoada boa, puta que pariu, melhor do bairro
praise | horário de almoço, escritório lotado de pedido e vocês entregaram as 8 marmitas certinhas, cada uma com o nome. organizadíssimos
other=não aceitaram vale-refeição | na descrição diz que aceita vale refeição na entrega e o motoboy disse que não aceita, tive que pagar em dinheiro
delay; unanswered; missingItem; praise | olá aqui quem fala é a Dona Benedita tenho oitenta e sete anos e gosto muito da comida principalmente da polenta frita que é crocante igual a que eu fazia pros meus filhos quando eram pequenos eles hoje moram longe e quem me ajuda é a vizinha hoje a marmita chegou bem depois do meio dia quase duas horas e eu com o remédio que tem que tomar depois de comer fiquei esperando liguei lá não atenderam e a polenta não veio mas a moça depois me ligou pedindo desculpa muito educada então está perdoado
spoiled | o estrogonofe tava a sedo com cheiro de leite estragado
delay; cold | tá de brincadeira né 1h40 pra trazer marmita fria
customisation | pedi pra nao colocar pimenta no feijão porque é pra criança, veio ardido
app; mod:app | o rastreio no app ficou parado em "preparando" o tempo todo e a comida chegou de surpresa, não dava pra acompanhar nada
| testando o aplicativo pela primeira vez, meu neto instalou
courier; mod:courier | entregador do ifood fumando na hora de me entregar, a sacola veio fedendo a cigarro
`,
);

/** Set GA: corporate lunch for offices in Brasília: group orders, invoices and CNPJ, scheduled deliveries, names on boxes, a missing box, late for a meeting, formal and casual voices, the app's and courier's matters. */
export const HELD_OUT_BY_OTHERS_GA = parseReviews(
  "blindGA",
  `
delay | Pedido agendado para 11h45, chegou 12h40. A reunião com o cliente começou sem almoço. Inaceitável para pedido corporativo.
praise | Prezados, em nome do setor de Recursos Humanos, agradeço a pontualidade e a qualidade do almoço servido no treinamento de ontem (22 participantes). Todas as refeições vieram identificadas corretamente e bem quentes. Voltaremos a contratar.
missingItem | pedimos 18 marmitas e vieram 17. adivinha quem ficou sem almoço? o estagiário. eu.
other=nota fiscal | Solicitamos a nota fiscal com o CNPJ da empresa no campo de observação e, três dias depois, nada. Precisamos do documento para o reembolso interno das despesas.
other=CNPJ errado na nota; praise | Nota fiscal emitida com o CNPJ errado (trocaram dois dígitos). O financeiro devolveu e agora tenho que correr atrás. A comida é boa, mas o administrativo precisa de mais cuidado.
other=nomes errados nas caixas | Os nomes nas caixas estavam todos errados, "Mariana" virou "Adriana", "Jefferson" virou "Gerson"... os pratos até batiam com o pedido, mas deu uma bagunça enorme na hora de distribuir
wrongItem; diet | A marmita com o nome da Letícia, que é vegetariana, veio com strogonoff de frango. Ela ficou só no arroz. Avisamos no pedido que eram 3 vegetarianos.
app; mod:app | O app não aceita o cartão corporativo de jeito nenhum, tentei 4 vezes. Tive que pagar no meu cartão pessoal e pedir ressarcimento pra empresa depois. Nada contra o restaurante.
courier; mod:courier | O entregador do iFood se recusou a deixar o pedido na portaria do bloco e ficou buzinando lá fora. Tive que descer do 9º andar correndo.
cold | chegou tudo frio. 25 marmitas frias.
delay; cold | Atrasou 50 minutos e quando chegou o arroz tava gelado. Almoço de diretoria, passei vergonha.
praise | top demais, o pessoal do setor amou o escondidinho 😋
| pedido para a equipe de TI, 12 pessoas, pagamento faturado
price | A taxa de entrega pra Asa Norte está R$ 14,90 num pedido de R$ 600. Para pedido desse tamanho deveria ser isenta ou no mínimo menor.
delay; praise | Comida excelente como sempre, mas atrasou 35 min e a gente tinha reunião às 13h. Acabamos comendo no corredor.
missingItem; service | Faltou uma caixa do pedido de 30. Liguei e a atendente disse que "não tinha como" mandar outra e que eu devia ter conferido na hora. Conferir 30 caixas com o motoboy esperando? Sério?
missingItem; mod:refund | Vieram faltando 2 marmitas (R$ 64). Abri reclamação no iFood e negaram o reembolso dizendo que o pedido foi entregue completo. O restaurante até reconheceu o erro no chat, quem travou o estorno foi a plataforma.
customisation | pedi sem cebola em 6 das marmitas, tava bem escrito na observação com os nomes de cada um. veio cebola em todas.
taste | Feijão salgado demais, ninguém conseguiu comer. Já foi melhor.
portion | Marmita "executiva" que cabe na palma da mão. Metade do pessoal foi comprar salgado na lanchonete do térreo depois.
pricePortion | R$ 42 por uma marmita com três colheres de arroz e um filezinho. Pelo preço, esperava bem mais comida.
other=entregou antes do horário agendado; cold | Agendamos para 12h30 e entregaram 11h10. Ficou tudo na copa esperando e na hora de comer já estava frio. Agendamento serve pra quê?
foreignBody | Achei um cabelo comprido no meio do arroz da minha marmita. A colega do lado perdeu a fome também.
raw | O frango da marmita da Dra. Cláudia estava rosado por dentro, cru mesmo. Ainda bem que ela percebeu antes de comer.
poisoning | Metade da equipe de contabilidade passou mal à tarde depois do almoço de vocês. Diarreia e enjoo. Vamos informar a Vigilância Sanitária.
allergy | Informamos no pedido, em letras maiúsculas, que o Rafael tem alergia a camarão. A marmita dele veio com molho de camarão por cima. Ele teve reação e precisou ir à UPA. Gravíssimo.
spoiled | A salada de maionese estava azeda. Cheiro forte, claramente passada.
packaging | Umas 5 marmitas chegaram abertas com o feijão vazado dentro da sacola. Sacola toda melada.
warmDrink | Os refrigerantes vieram quentes, 20 latas quentes. Pra uma reunião com cliente foi bem chato.
melted; praise | o pavê da sobremesa chegou derretido, virou sopa. a comida em si tava boa
courier; mod:courier | Motoboy do app foi super grosso com a nossa recepcionista só porque ela pediu pra ele aguardar o crachá de visitante. Chamou ela de lerda na frente de todo mundo. O restaurante não tem culpa, mas fica o registro.
unanswered | Liguei 4 vezes no telefone da loja pra confirmar o pedido agendado de amanhã e ninguém atende. WhatsApp também sem resposta.
service | A atendente do WhatsApp respondeu com ironia quando perguntei em que e-mail chegaria a nota. "Tá no pedido, moça, é só ler". Falta profissionalismo.
general | Experiência decepcionante. Não recomendo para eventos corporativos.
general | péssimo
praise | Pedido de 28 marmitas para o SCS, chegou 10 min antes, tudo com nome certinho e nota fiscal já no e-mail. Nota 10.
delay; mod:threat | Se atrasar mais uma vez o almoço da minha equipe eu vou aí pessoalmente e quebro esse balcão inteiro. Hoje foi 1h de atraso.
missingItem; mod:offensive | Bando de incompetentes, faltou o suco de 8 pessoas DE NOVO.
mod:noOrder | Nunca pedi desse lugar, mas o pessoal do ministério comentou que acharam uma barata numa marmita deles. Fiquem longe.
app; praise; mod:app | O app mostrou "pedido entregue" às 12h05 e o motoboy só apareceu 12h40. Fiquei igual doida procurando na portaria. A comida em si estava ótima.
notDelivered | Pedido nunca chegou. 15 pessoas sem almoço em pleno dia de auditoria.
notDelivered; mod:refund | Marcaram como entregue mas não recebemos nada, a portaria confirmou que ninguém deixou pedido nenhum. O suporte do iFood diz que não pode estornar. Absurdo.
paidExtra | Paguei por 10 porções extras de farofa e não veio nenhuma.
customisation; praise | Comida muito boa, porém pedi o molho à parte em todas e veio tudo misturado.
diet | Pedimos 2 opções sem glúten e o frango veio empanado na farinha de rosca. Sem glúten é sem glúten.
diet | Coca zero virou coca normal nas 6 latas, e a nossa diretora é diabética.
| primeira vez que o estagiário aqui faz o pedido da firma, vamos ver no que dá kkk
delay; courier; mod:courier | Entregador do iFood errou o prédio, foi pro bloco B do Setor Bancário em vez do bloco C e ficou 30 min rodando. Chegou atrasado e ainda reclamou com a gente.
wrongItem | Veio o pedido de outra empresa! 20 marmitas com etiqueta "Construtora Planalto" e a gente é escritório de advocacia.
taste | O frango estava seco que nem papelão e o arroz empapado.
praise | Prezada equipe, gostaria de registrar o excelente atendimento do Sr. Marcos no WhatsApp, que ajustou nosso pedido de 26 refeições faltando uma hora para a entrega. Serviço impecável.
price | Cobraram 30 "taxas de embalagem" de R$ 2 cada, isso não aparece em lugar nenhum do cardápio. Cobrança indevida.
delay; unanswered | Pedido atrasado 40 min e ninguém atende o telefone da loja. Fiquei sem saber se vinha ou não.
packaging; praise | A comida é ótima, mas as embalagens de isopor racharam e o caldo escorreu pro resto. Melhorem isso e fica perfeito.
| Segundo pedido da semana pro pessoal do jurídico.
missingItem | Faltaram os talheres e os guardanapos. Num escritório não tem talher pra 20 pessoas, né?
courier | O motoboy de vocês chegou e ficou 10 min mexendo no celular na portaria sem avisar ninguém. Só descobrimos porque o porteiro ligou lá em cima.
app; mod:app | Cupom de primeira compra empresarial não funcionou, o app dava "cupom inválido" toda hora.
app; mod:app | nao consigo colocar o CNPJ no app pra sair na nota, o campo some quando escolho pagamento na entrega
delay; mod:offensive | Porra, 1h20 de atraso, vocês são uns amadores de merda.
delay | que porra de demora, chegou 13h30 e a gente pediu pra 12h
praise | Funcionou perfeito pro nosso evento de integração. Os estagiários amaram o pudim kkk
taste; portion | Lasanha sem graça e pequena.
general | Não voltaremos a pedir. Péssima experiência para a nossa equipe.
wrongItem | Pedi 5 parmegianas e 5 grelhados, vieram 10 parmegianas.
melted; warmDrink | Sorvete da sobremesa virou líquido e os sucos chegaram mornos.
cold; courier; mod:courier | O entregador do iFood fez outras 3 entregas antes da nossa, dava pra ver no mapa ele rodando o Lago Sul inteiro. A comida chegou fria.
other=cancelaram o pedido | Cancelaram nosso pedido agendado às 11h30 para entrega às 12h. Sem aviso prévio e sem explicação. Tivemos que improvisar almoço para 24 pessoas.
spoiled; poisoning | O peixe estava com um cheiro estranho e duas colegas vomitaram à tarde.
foreignBody | achei um pedaço de plástico duro no feijão 😡
raw | Carne de porco mal passada, rosada e com sangue no meio. Porco não pode vir assim.
praise | Rápido, quentinho e nota fiscal certinha com CNPJ. É o que a gente precisa.
praise | Da última vez faltou uma marmita, mas dessa vez veio tudo certinho e ainda mandaram sobremesa de cortesia. Obrigada!
praise | Fiquei com medo de atrasar porque choveu muito no Eixo Monumental, mas chegou no horário. Parabéns.
portion; praise | Tempero excelente, mas a porção de carne diminuiu bastante dos últimos pedidos pra cá.
service | A gerente respondeu minha reclamação dizendo que "pedido grande sempre dá problema mesmo". Não é resposta que se dê a um cliente corporativo.
delay; service | Atrasaram 45 min e não tiveram a decência de avisar. Quando liguei, me disseram "já saiu" três vezes seguidas.
missingItem; wrongItem | Faltaram 3 marmitas e 2 das que vieram eram de carne quando pedimos frango.
app; mod:app | O app cancelou nosso pedido sozinho por "falha no pagamento" sendo que o cartão foi debitado. O restaurante nem ficou sabendo.
praise | mano que marmita boa, o estrogonofe tava absurdo. o chefe até perguntou onde eu pedi kkkk
delay; cold; missingItem | Prezados, registro a insatisfação do Departamento de Pessoal com o pedido realizado para o workshop de quinta-feira. O pedido, agendado para as 12h, chegou às 12h55; as refeições estavam frias; e faltaram duas caixas, sem qualquer reposição. Aguardamos um posicionamento formal.
courier; mod:hate | Mandaram um entregador haitiano que mal entende português, não conseguia achar a sala. Tinham que contratar brasileiro.
| Pedido feito pela Secretaria, pagamento via boleto faturado.
taste | Arroz cru por dentro, duro.
packaging | caixas amassadas, numa delas a tampa soltou e a comida foi parar no fundo da sacola.
price | Subiram o preço da marmita de 32 pra 39 sem aviso nenhum, em pedido recorrente da empresa. Pelo menos avisem o cliente fixo.
other=nota fiscal; unanswered | Precisamos da NF para prestação de contas, mandei 3 e-mails e nada de resposta.
customisation | pedi carne bem passada pra diretora. veio ao ponto
other=nomes trocados nas etiquetas | Todos os pratos vieram, só que com as etiquetas de nome trocadas. O Pedro abriu a marmita da Júlia, a Júlia abriu a do Carlos... virou um troca-troca no meio da copa.
delay; praise | Sempre pontuais, hoje nem tanto: 30 min de atraso. Mas a comida compensou.
warmDrink | guaraná quente e sem gás
general | Horrível. Nunca mais.
service; mod:offensive | Atendente mal educada do caralho, desligou na minha cara quando fui reclamar.
courier; mod:courier | O entregador do app abriu a sacola na frente da recepção e ficou mexendo nas caixas "pra conferir". Lacre rompido, ninguém quis comer tranquilo.
app; mod:app | O rastreio do app ficou parado em "saiu para entrega" por 40 minutos enquanto o motoboy já estava lá embaixo esperando. Ninguém avisou nada.
pricePortion | Caro pra caramba pelo tamanho da marmita. R$ 890 pra 20 pessoas e todo mundo com fome às 15h.
praise | Atendimento nota mil da Luana, resolveu a troca de um prato vegano em 5 minutos.
diet | Pedido vegano veio com queijo ralado por cima. Vegano não come queijo, gente.
allergy; service | Avisei que o Caio tem alergia a amendoim e veio molho de amendoim na marmita dele. Quando liguei, a moça disse que "não dá pra controlar tudo". Ele teve que tomar antialérgico.
delay | atrasou. de novo.
cold | Comida morna, quase fria.
missingItem | Pedido de 22 marmitas, faltou 1. Sempre falta 1. É regra da casa?
| Observação: entregar na portaria do Bloco K da Esplanada, falar com a Rita.
praise; other=nota fiscal sem CNPJ | Refeições de ótima qualidade e entrega pontual. Ressalto apenas que a nota fiscal veio em nome de pessoa física, e não do CNPJ informado, o que gerou retrabalho no setor financeiro.
delay; courier; mod:courier | O restaurante liberou o pedido 11h30 (dá pra ver no app), mas o entregador do iFood ficou 40 minutos parado num posto antes de vir. Chegamos atrasados na reunião.
taste | Muito gorduroso, o óleo ficava no fundo da marmita.
foreignBody; service | Um pedaço de unha?? no feijão. Mandei foto e responderam "vamos verificar" e sumiram.
spoiled | Iogurte da sobremesa vencido há 4 dias. Confiram a validade!
praise | Melhor marmita corporativa de Brasília, sem exagero.
missingItem; praise | Tudo muito gostoso, só faltou o refrigerante de 2L que estava no pedido.
portion | A porção de salada é simbólica, duas folhas de alface e um tomate.
app; mod:app | Cobrança duplicada no cartão da empresa pelo app. O restaurante mostrou que só recebeu uma vez, então o problema é do iFood.
courier | O rapaz da entrega própria de vocês foi grosso com o segurança do prédio e quase não deixaram ele entrar de novo. Não queremos problema com o condomínio.
wrongItem | Pedi suco de laranja pra todo mundo, veio maracujá.
other=caixas sem nome | Nenhuma caixa tinha nome. 19 marmitas iguais por fora e diferentes por dentro. Foi uma loteria.
praise | Estagiária aqui! Pedi pela primeira vez pro time e fui promovida a responsável oficial pelo almoço 😂 obrigada!!
general | Que decepção. Esperava muito mais depois de tantas indicações.
delay; packaging | Chegou 40 min atrasado e com metade das marmitas tortas, o molho todo escorrido.
cold; taste | Frango frio e borrachudo.
| Alguém sabe se eles fazem café da manhã corporativo também?
praise | Obrigada pela paciência com as 7 alterações no pedido 😅 vocês são demais.
unanswered | Mandei mensagem no chat da loja 5 vezes perguntando se dava pra acrescentar 3 marmitas, ninguém respondeu.
delay; app; mod:app | O app dizia 25 min, chegou em 1h10. A previsão do aplicativo tava totalmente errada, nem dá pra planejar reunião assim.
poisoning | Três pessoas do andar com dor de barriga e diarreia no dia seguinte. Único ponto em comum: o almoço de vocês.
mod:noOrder | Trabalhei na cozinha deles ano passado e sei como é lá dentro, imundo. Não peçam.
taste; praise | O bife estava duro, mas o purê é o melhor que já comi.
missingItem; delay; praise | Boa tarde. Sou analista de RH e organizei o almoço de boas-vindas dos novos colaboradores (30 pessoas). Lamento informar que o pedido chegou incompleto: faltou uma caixa inteira com 6 refeições, que só foi entregue uma hora depois, quando parte do grupo já havia retornado às atividades. Registro, por outro lado, que o atendimento telefônico foi muito cordial.
courier; mod:courier | motoboy do ifood me ligou 6x em 2 minutos e quando desci ele já tinha ido embora, só voltou 15 min depois
price | Taxa de serviço de 10% em delivery? Sério?
customisation | A observação "sem pimenta" foi solenemente ignorada. Tinha pimenta até na farofa.
raw; mod:threat | Frango cru no meio. Se alguém da minha equipe passar mal, eu sei onde vocês ficam e vou aí resolver do meu jeito.
poisoning | Minha colega teve intoxicação alimentar depois da marmita de peixe e foi parar no hospital. Já registramos denúncia no Procon e na Vigilância Sanitária.
other=sem troco | Avisei no pedido que o pagamento seria em dinheiro e que precisava de troco pra R$ 500. O motoboy de vocês chegou sem troco nenhum.
melted | A mousse de maracujá chegou derretida em todas as 15 marmitas.
delay; cold; wrongItem; missingItem; spoiled | mds q desastre: atrasou 1h, veio frio, trocaram 2 pratos, faltou o guaraná e o feijão tava azedo
praise | Pedido recorrente toda sexta, nunca falharam. 👏
service | O dono respondeu minha avaliação anterior me chamando de mentirosa. Lamentável.
app; mod:app | O app não deixa agendar pedido com mais de 20 itens, tive que dividir em dois pedidos. Isso pra empresa é um problema.
pricePortion; taste | R$ 45 numa marmita com pouca carne e sem sal nenhum.
diet | A marmita da Fernanda era sem lactose e veio com creme de leite no strogonoff. Está escrito no pedido.
courier; mod:courier | Entregador parceiro do app não quis nem entrar no térreo da torre, exigiu que eu fosse até o estacionamento buscar. Trabalho no 14º andar.
notDelivered; unanswered | O pedido simplesmente não veio e ninguém da loja atende. 14h e a equipe sem almoço.
praise | Comida de verdade, tempero de casa. O pessoal aqui do SIA adorou.
| Pedimos 16 executivos de frango e 4 de peixe.
taste | As batatas chegaram murchas e encharcadas.
packaging; warmDrink | Os sucos vieram em copos sem tampa, metade derramou, e os que sobraram estavam quentes.
general; mod:offensive | Restaurante lixo, equipe de idiotas. Nunca mais.
praise | Demorou o normal pra um pedido de 25 pessoas e veio tudo certinho.
customisation; praise | Amamos a comida! Só um detalhe: pedimos pra separar as saladas e veio tudo junto na mesma caixa.
service | Pedi pra mudar o horário do agendamento com 3h de antecedência e disseram que não era possível, nem tentaram. Atendimento engessado.
`,
);

/** Set GD: an Italian trattoria in the Bixiga: pasta over- or undercooked, wrong sauce, missing parmesan, price for the portion, warm wine, crushed cannoli, some English from tourists, many one-to-ten-word reviews. */
export const HELD_OUT_BY_OTHERS_GD = parseReviews(
  "blindGD",
  `
praise | orra meu, lasanha igual da nonna
taste | nhoque cru por dentro
missingItem | cade o parmesão??
warmDrink | vinho chegou quente
packaging | cannoli veio esmagado 😢
pricePortion | 89 reais numa lasanha desse tamanho, meu? pelo amor
wrongItem | pedi ao sugo veio bolonhesa
| primeira vez pedindo daqui
praise | fogazza top
taste | macarrão passou do ponto, virou papa
delay; cold | demorou 1h40 e a lasanha chegou gelada. mano...
praise; packaging | comida maravilhosa, só o cannoli que chegou todo quebrado, dá pra melhorar a embalagem né
taste; praise | Lasagna was great but the gnocchi were raw in the middle.
praise | Best cannoli I've had outside Sicily, honestly.
general | decepcionante
general | nunca mais
taste; mod:offensive | bando de incompetente, nhoque parecendo borracha
customisation | pedi sem cebola na fogazza e veio lotada de cebola
portion | porção de criança
price | taxa de entrega de 15 conto pra 2km? orra
raw | frango da parmegiana rosado por dentro, nao tive coragem de comer
foreignBody | achei um cabelo no meio da lasanha. nojo
poisoning | passei a noite inteira no banheiro depois do nhoque de vcs
spoiled | ricota do cannoli azeda
diet | pedi a opção vegetariana e veio com calabresa no meio
allergy | avisei que sou alérgica a nozes e o pesto veio com nozes. tive que tomar antialérgico
courier; mod:courier | motoboy do ifood não quis subir, tive que descer de pijama
app; mod:app | cupom não funcionou no app de jeito nenhum
notDelivered; mod:refund | pedido não chegou e até agora o ifood não devolveu meu dinheiro, 10 dias já
notDelivered | nunca chegou. marcou entregue e nada
unanswered | liguei 4 vezes no restaurante e ninguém atende
service | a moça do telefone foi super grossa comigo
other=cancelaram o pedido | cancelaram meu pedido sem explicação nenhuma
paidExtra | paguei 8 reais de queijo extra e não veio extra nenhum
mod:noOrder | nunca comi aí mas minha vizinha disse que achou barata na comida deles
delay; mod:threat | se atrasar de novo eu vou aí no Bixiga e quebro essa cantina inteira
courier; mod:hate | entregador errou o prédio 3 vezes, só podia ser baiano burro
| meu pai é da Calábria e pediu pra experimentar
praise | molho de tomate bem feito, lembra a casa da minha vó em Nápoles
taste | molho sem sal nenhum
taste | mto salgado o molho branco
wrongItem | veio o pedido de outra pessoa
missingItem | faltou o cannoli que eu pedi
missingItem | não mandaram talher nem guardanapo
cold; warmDrink | lasanha fria e vinho morno, combinação perfeita 🙃
delay | entrega expressa, só 2 horas 👏👏
warmDrink | The wine arrived warm. Not great.
delay; cold | Waited almost two hours, and the food was cold by the time it got to our hotel.
praise | Delicious lasagna, generous portion, would order again!
pricePortion | Tiny portion of gnocchi for R$70. Felt like a tourist trap.
missingItem | No parmesan and no cutlery. We're tourists in an Airbnb, we don't have forks lol
packaging | Cannoli crushed to crumbs in the box.
wrongItem; service | Got carbonara instead of the pesto. Messaged them and they just said it was my mistake.
| Ordered from the hotel, first time trying fogazza.
taste; praise | Cannoli were amazing, but the pasta was mushy and overcooked.
general | Disappointing.
taste | nhoque grudado, virou uma massa só
praise | orra, que fogazza!!
praise | tudo certo, chegou quentinho
| pedi pro almoço de domingo da família
taste; missingItem | a lasanha tava crua no meio e ainda esqueceram o parmesão ralado que sempre vem junto
pricePortion | R$ 62 num nhoque que cabe na palma da mão
portion | achei pouca massa pra duas pessoas, dava pra um só
praise | canolli de pistache divino
taste | massa dura, crua mesmo, dava pra ouvir o croc
wrongItem | pedi fogazza de calabresa e veio de presunto
wrongItem | pedi o vinho tinto e mandaram branco
warmDrink | refri quente e sem gás
praise | entregador educado, comida boa, nota 10
praise | tinha medo do cannoli chegar quebrado mas veio inteirinho
praise | semana passada o nhoque veio passado, hoje veio no ponto certinho, parabéns
delay | demorou demais
delay; service | 1h e meia de atraso e quando liguei disseram "já saiu" umas 3 vezes
courier; mod:courier | o entregador do ifood ficou 20 min parado na esquina, dava pra ver no mapa
courier | o entregador de vcs chegou mal educado, jogou a sacola na minha mão
packaging | molho vazou tudo na sacola
packaging; cold | a tampa da lasanha veio aberta e chegou fria
taste | parmegiana com a casca mole, encharcada
taste | muito óleo na fogazza, pingava
melted | o gelato chegou derretido, virou sopa
spoiled | o queijo tava com cheiro estranho, parecia vencido
foreignBody | pedaço de plástico dentro do nhoque
foreignBody; mod:offensive | achei um fio de cabelo no macarrão, cambada de porco
mod:noOrder | essa cantina usa massa de pacote e cobra como artesanal, todo mundo do bairro sabe. não caiam nessa
diet | pedi sem lactose, avisei na observação, e a lasanha veio cheia de queijo
diet | sou diabético, pedi o suco sem açúcar e veio adoçado
diet | coca zero virou coca normal
allergy | meu filho é alérgico a camarão, escrevi em CAPS na observação e o molho veio com camarão. fomos parar no PS
spoiled; poisoning | o cannoli tava azedo e eu passei mal a madrugada toda
app; mod:app | o rastreio do app ficou travado em "preparando" o tempo todo, não dava pra saber nada
price | cobraram a taxa de embalagem duas vezes
price | cobrado duas vezes no cartão
other=nota fiscal | pedi nota fiscal com CPF e não veio
other=troco errado | paguei em dinheiro e o troco veio faltando 10 reais
missingItem; unanswered | faltou a fogazza, mandei msg no chat e ninguém respondeu até agora
service | responderam minha reclamação com ironia. feio isso
praise; pricePortion | muito gostoso, mas 95 reais pra essa quantidade é sacanagem
praise; warmDrink | massa perfeita, só o vinho que chegou quente, tive que pôr no freezer
general; mod:offensive | lixo de restaurante
taste; mod:offensive | nhoque de merda, vcs são uma piada
taste | porra, que lasanha sem graça
praise | puta que pariu que cannoli bom
| meu, alguém sabe se eles abrem segunda?
delay; cold; missingItem | chegou 1h depois, fria, e sem o parmesão
customisation | pedi o molho à parte e veio tudo misturado
customisation | pedi o bife da parmegiana bem passado e veio mal passado
portion | 4 nhoques. QUATRO.
pricePortion | caro pra caramba pelo tamanho da porção
price | muito caro
price | o vinho custa o dobro do mercado, meu
| pedi pra minha mãe que mora na Treze de Maio
praise | atendimento nota mil, o seu Giuseppe ligou pra confirmar o endereço
taste; portion | nhoque empapado e pouquinho
packaging; missingItem | a sacola chegou rasgada e o sachê de parmesão sumiu
notDelivered; unanswered | pedido nao chegou, liguei e ninguem atendeu
notDelivered; mod:refund | nunca recebi e o ifood negou meu reembolso
wrongItem; mod:refund | veio o prato errado, o restaurante até reconheceu mas o ifood não quer estornar
wrongItem; mod:threat | mandaram errado pela terceira vez, vou aí e jogo a lasanha na cara do dono
foreignBody | achei um pedaço de metal na lasanha, vou acionar a vigilância sanitária
poisoning | vou entrar no procon, minha família toda passou mal depois da lasanha de domingo
taste | a fogazza veio murcha, massa crua
praise | nhoque da sorte do dia 29 impecável, com a notinha na carteira e tudo
praise; delay | valeu a espera, mas uma hora e vinte é muito né
| 2 lasanhas e 1 vinho
cold | nhoque chegou morno
cold | tudo gelado
taste | massa da lasanha dura nas bordas e crua no meio, parece requentada no micro
wrongItem | veio lasanha de frango, eu pedi de carne
wrongItem | mandaram canelone no lugar do nhoque
missingItem | faltou o vinho
paidExtra | paguei adicional de burrata e veio sem
taste | molho com gosto de extrato de tomate barato
taste | sem tempero, sem alma. a nonna ia chorar
praise | perfeito como sempre, grazie mille!
praise | mano, melhor cantina do Bixiga, sem exagero
delay; service | demorou 1h e o atendente falou que era pra eu ter paciência que é comida artesanal
| pedi pelo telefone dessa vez
taste; cold; pricePortion | paguei 120 numa lasanha que mal dava pra dois, chegou fria e a massa parecia papelão
delay; warmDrink; packaging | demorou mto, o vinho chegou quente e o cannoli todo esfarelado. orra meu
courier; missingItem; mod:courier | entregador do app abriu a sacola, faltou uma fogazza e tinha marca de dedo no cannoli
general | experiência péssima
general | 1 estrela pq não dá pra dar zero
praise | tudo maravilhoso
taste | nhoque de batata? só se for batata de isopor
portion | o cannoli é minúsculo, parece de festa infantil
praise; missingItem | lasanha top, mas esqueceram o parmesão de novo
spoiled | o vinho tava avinagrado, passado
foreignBody | mosquito no molho da lasanha. MOSQUITO.
delay; service | atrasou 50 minutos e o dono ainda respondeu no chat que a culpa era minha por pedir sábado à noite
| o cannoli de creme e o de ricota são do mesmo preço?
`,
);

/** Set GF: a 24-hour snack delivery in Manaus for night workers: regional words, heat and warm drinks, missing items, wrong change, couriers lost in the rain, the app showing closed, short unpunctuated reviews. */
export const HELD_OUT_BY_OTHERS_GF = parseReviews(
  "blindGF",
  `
delay; cold | egua mano pedi o x-caboquinho 1h da manha e so chegou 2h20 frio que nem pedra
warmDrink | guarana veio quente
praise | salvou meu plantão no 28 de Agosto, coxinha quentinha e guaraná trincando. pai d'égua!
other=troco errado | mandei troco pra 50 e o motoqueiro me deu 10 conto a menos, falou que depois acertava. até agora nada
app; mod:app | o app mostra a loja FECHADA às 3 da manhã sendo que vocês são 24h. fiquei a noite toda com fome na guarita
missingItem | faltou o refri
| pedi 2 enroladinho e uma agua
delay; courier | entregador se perdeu na chuva, rodou o conjunto todinho, liguei umas 5 vezes explicando onde era. chegou quase 1h depois do previsto
cold | tacacá chegou morno… tacacá morno não dá né maninho
missingItem; unanswered | veio sem a empada de frango e ninguem atende o telefone dessa loja
general | que leseira de loja
diet | sou diabética e pedi guaraná zero, mandaram o normal. fiquei o plantão inteiro só na água
delay; mod:offensive | 1h40 pra entregar 3 salgado, bando de lerdo incompetente do caralho
praise; warmDrink | o x-caboquinho é pai d'égua, tucumã no ponto, queijo coalho derretendo. só a coca que veio quente de novo
foreignBody | achei um cabelo enorme no sanduiche natural
poisoning | comi a coxinha umas 4h no plantão e passei o resto da noite no banheiro
spoiled | o pão do misto tava com mofo égua que nojo
raw | hamburguer do x-tudo veio cru por dentro, sangrando
notDelivered; mod:refund | pedido nunca chegou, no app aparece entregue e o ifood negou meu reembolso. 47 reais jogado fora
packaging | o tacacá vazou tudinho dentro da sacola, tucupi pra todo lado, a tampa nem tava encaixada
allergy; customisation | escrevi na observação SEM CAMARÃO porque sou alérgico e veio o tacacá com camarão. fui parar no SPA de madrugada com a boca inchada
price | taxa de entrega de 12 reais pra menos de 2km, égua
pricePortion | 18 conto num sanduíche que cabe na palma da mão
portion | x-caboquinho veio mirradinho, três lasquinha de tucumã e só
paidExtra | paguei o adicional de queijo coalho e não veio
service | a atendente no whats foi grossa, disse que se eu não quisesse esperar era só cancelar
unanswered | liguei 4 vezes ninguem atendeu
praise | mano que sanduiche top
delay | 2h pra chegar
warmDrink; cold | refri quente e salgado frio, combinação perfeita pras 3 da manhã 🙃
| primeira vez que peço, vamos ver
praise | chegou em 15 min na portaria do condomínio, o porteiro aqui agradece 🙏
missingItem | pedi 4 coxinhas vieram 3
wrongItem | pedi x-caboquinho veio x-salada
courier | o motoboy nao quis subir, me fez descer 8 andar de chinelo debaixo de chuva
courier; mod:courier | o entregador do ifood chegou mal educado, jogou a sacola na minha mão e saiu resmungando
delay; courier; mod:courier | o entregador do app ficou 40 min parado num posto esperando a chuva passar, eu vendo tudo no mapa
taste | coxinha pura massa e com gosto de óleo velho
praise; taste | o pão de queijo tava ótimo mas o misto quente veio encharcado de manteiga
general | decepcionante
praise | melhor tacacá da zona leste e ainda às 2 da manhã, vocês são doidos kkkk
melted | o picolé de cupuaçu chegou virado suco
melted; delay | milkshake derreteu todinho, também né, 1h10 de espera
app; mod:app | cupom de frete grátis nao funcionou de jeito nenhum, o app dava erro toda vez
price | cobraram a embalagem à parte, 3 reais por um saquinho de papel
price | a maquininha do motoboy passou duas vezes no meu cartão
spoiled | o suco de cupuaçu tava azedo, fermentado já
foreignBody | veio um pedaço de plástico dentro da coxinha, quase engoli
| pedi pro meu marido que tá de plantão no HPS, ele que vai avaliar
delay; app; mod:app | o rastreio do app travou, mostrava a moto parada na Djalma Batista o tempo todo e o pedido só chegou 1h depois
customisation; taste | pedi o hamburguer bem passado veio ao ponto, e salgado demais ainda por cima
missingItem | veio sem guardanapo e sem ketchup, comer x-tudo dentro do táxi sem guardanapo é osso
praise | taxista aqui, peço toda noite no ponto da rodoviária, nunca falhou
| demorou o normal
cold; packaging | pastel frio e a caixa toda amassada
praise | o guaraná Baré veio geladinho, coisa rara aqui em Manaus com esse calor
warmDrink | égua, o calor que tá e o guaraná chega fervendo
general; mod:offensive | loja lixo, gente porca
mod:noOrder | nunca pedi daí mas minha vizinha falou que acharam barata no salgado deles, cuidado gente
missingItem; mod:threat | faltou meu refri DE NOVO, na próxima eu vou aí na loja e quebro essa porcaria toda
delay; taste | demorou 1h e a coxinha veio borrachuda
wrongItem | veio o pedido de outra pessoa, um monte de cerveja, e eu tinha pedido salgado e suco
wrongItem | pedi dipirona gotas e veio paracetamol, de madrugada com febre não dá pra ficar trocando
missingItem | pedi o kit repelente + água + bolacha e o repelente não veio, fui devorado de carapanã na guarita
praise | chegou tudo, até o carregador de celular que eu pedi. serviço pai d'égua
app; mod:app | o app cancelou o pedido sozinho e mesmo assim cobrou no cartão
other=cancelaram o pedido | cancelaram meu pedido depois de 40 minutos sem explicação nenhuma
delay; courier | o motoqueiro ligou dizendo que não achava a rua, expliquei, ligou de novo, mandei localização, nada... 1h15 depois apareceu
courier | entregador fica buzinando as 3h da manhã e acorda a vila toda
| alguem sabe se eles aceitam pix na entrega?
praise | valeu maninho, deu tudo certo
taste | sanduíche sem gosto de nada, pão seco que só
spoiled | o tucumã do x-caboquinho tava estragado, cheiro azedo
spoiled; poisoning | a maionese tava com gosto azedo e de manhã eu tava vomitando
delay; cold; missingItem; warmDrink | demorou 1h30, chegou frio, faltou o pão de queijo e o refri veio quente. parabéns
praise; delay | atendimento ótimo pelo whats, mas a entrega demorou demais
notDelivered | nunca chegou
notDelivered; courier | o entregador marcou como entregue e nunca apareceu aqui no prédio, o porteiro confirmou que ninguém veio
courier; mod:hate | entregador venezuelano que não fala português direito, não entendeu nada do endereço, contratem gente daqui
wrongItem | pedi guaraná Antarctica veio Baré, não é a mesma coisa não
praise | quentinho e gostoso
packaging; taste | sanduíche chegou esmagado e o pão todo molhado
other=troco errado; service | reclamei no chat que o troco veio errado e a loja respondeu "problema seu, confere na hora"
customisation | pedi molho à parte, veio tudo afogado no molho
foreignBody; mod:offensive | tinha uma mosca no tacacá seus porcos imundos
delay | nem tava chovendo e mesmo assim 1h de espera
praise | mesmo com a chuva chegou sequinho e quente, embalagem bem feita
taste | a massa do pastel tava crua por dentro, grudando no dente
raw | frango do sanduíche rosado por dentro, não tive coragem de comer
app; mod:app | não consegui pagar com pix, o app travava na hora de gerar o código
| loja nova aqui no Japiim?
other=nota fiscal | pedi nota fiscal pro reembolso da empresa e não mandaram
price | taxa de madrugada de 15 reais é absurdo
delay; mod:threat | da próxima vez que atrasar 2h eu descubro onde esse motoboy mora e vou lá ter uma conversa com ele
praise | enfermeira aqui, obrigada por existirem às 4 da manhã ❤️
cold | salgado gelado
missingItem | cade o canudo
praise; missingItem | tudo gostoso mas esqueceram o molho de pimenta
warmDrink | refrigerante chocho sem gás nenhum
taste | cafe aguado e doce demais
diet | pedi o sanduíche vegetariano e tinha presunto no meio
diet | tenho intolerância, pedi o leite zero lactose e veio o comum, tive que jogar fora
delay; service | atrasou e quando liguei a moça disse que era culpa da chuva e desligou na minha cara
pricePortion | dez reais por duas bolinhas de queijo do tamanho de uma uva, palhaçada
portion | o tacacá veio com meia cuia, pouquíssimo tucupi e quase sem jambu
delay; warmDrink; mod:offensive | 1h de atraso e guaraná quente, vão se foder
general | pior delivery de manaus
praise; other=troco errado | tudo ótimo, só o troco que veio faltando 2 reais
missingItem; packaging; courier | o saco veio aberto e tava faltando batata, certeza que o motoboy comeu no caminho
app; mod:app | de novo o app dizendo "fora da área de entrega" sendo que eu moro a 3 ruas da loja
praise | da última vez veio frio mas hoje veio tudo perfeito
praise | tava com medo de demorar por causa da chuva mas chegou antes do previsto
praise | meu colega falou que o guaraná daqui vem quente mas o meu veio trincando
delay | estudando pra prova da UFAM, pedi às 23h e chegou 0h40, perdi o foco todinho kkk
wrongItem | veio errado
other=troco errado | sem troco de novo
taste | coxinha salgada demais
packaging | chegou tudo revirado
courier | motoboy grosso
service | atendimento horrivel
delay; courier | se perdeu na chuva 1h rodando
app; mod:app | o app nao deixa eu finalizar o pedido
praise; taste | x-caboquinho honesto mas o queijo coalho veio borrachudo
foreignBody | tinha um grampo no pão
poisoning | depois do sanduíche de frango minha filha vomitou a noite toda
mod:noOrder | restaurante imundo, já vi rato na porta da cozinha deles quando passei na frente, ninguém peça
wrongItem; mod:hate | vieram dois itens trocados, também né, só tem mulher na cozinha
missingItem; mod:refund | o ifood ficou de estornar o valor do salgado que faltou e até agora nada
delay; cold; courier; service | sou enfermeira, pedi no intervalo das 2h. o motoboy ligou perdido no Parque 10, depois sumiu, chegou 3h10 com tudo frio e quando reclamei com a loja disseram que eu devia ter colocado ponto de referência. meu intervalo acabou e comi nada
praise | mano o tacacá de vocês às 3 da manhã é a coisa mais pai d'égua dessa cidade, chegou pelando, tucupi grosso, jambu tremendo a boca. virei cliente
warmDrink; missingItem; praise | os salgados vieram bons, quentinhos, mas o guaraná de 2L veio quente e o copo descartável que pedi não veio
delay | eita que demora da peste
general | egua que bagulho ruim
cold; mod:offensive | tacacá frio, vocês são uma piada, bando de leso
unanswered; notDelivered | 2h esperando, liguei no número do perfil umas 6 vezes, só chama. não chegou nada
taste; portion | a salsicha do cachorro quente tava com gosto de geladeira e veio uma só, fininha
praise | o menino da entrega chegou ensopado de chuva e ainda sorrindo, deixei gorjeta. lanche chegou perfeito
| pedido 2 de hoje, esse é pro pessoal da segurança
customisation | coloquei "sem maionese, o x é pra minha filha" e veio lotado de maionese
other=troco errado; courier | pedi troco pra 100 e o entregador disse que a loja não mandou troco, ficou me olhando esperando eu me virar. 3 da manhã, onde eu ia trocar?
wrongItem; delay | demorou 1h e ainda veio o sabor errado, pedi pastel de carne veio de frango
price; mod:offensive | 9 reais uma coxinha, vocês são uns ladrões safados
delay; cold; warmDrink | ENTREGA RELÂMPAGO, SÓ 1H50 😂 a coxinha congelou e o guaraná esquentou, física quântica
packaging; warmDrink | a lata de guaraná chegou amassada e quente
taste | o x-caboquinho veio com tucumã verde, duro, e o pão torrado demais quase queimado
missingItem | faltou o talher
| estou avaliando só porque o app pediu
spoiled | o iogurte veio vencido faz uma semana, olhei a data
missingItem; warmDrink; mod:offensive | porra de loja que nunca manda tudo, cadê minha água? e o refri quente, vão tomar no cu
praise | tudo certinho, troco certinho, égua, até que enfim
`,
);
