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

/** Set CN: Spanish, English, and Portuguese mixed with either. */
export const HELD_OUT_BY_OTHERS_CN = parseReviews(
  "blindCN",
  `
delay; cold | pedí a las 20hs y llegó 21:40, la milanesa helada. una vergüenza
notDelivered | figura como entregado pero a mi casa no llegó nada, el portero tampoco recibió ningún pedido
wrongItem | pedí la pizza de muzza y me mandaron una de calabresa
customisation | puse bien clarito "sin cebolla" y la hamburguesa vino llena de cebolla
missingItem | faltó la coca, la pagué y no vino
paidExtra | pagué el adicional de cheddar y ni rastro del cheddar
portion | la porción es ridícula, eran diez papas fritas contadas
price | carísimo, la tasa de entrega sale casi lo mismo que la comida
pricePortion | cada mes suben el precio y el plato viene más chico, ya no vale la pena
packaging | la sopa se volcó toda en la bolsa, la tapa vino mal cerrada
taste | el bife estaba duro como una suela y salado a más no poder
raw | el pollo estaba crudo por dentro, rosado y con sangre cerca del hueso
spoiled | la crema del postre estaba agria, claramente vencida
foreignBody | encontré un pelo largo en el arroz, qué asco
poisoning | comí el sushi y pasé la noche vomitando, mi novia también
allergy | soy celíaca, pedí la pizza sin gluten y a la hora estaba con dolor de panza, esa masa tenía gluten seguro
diet | soy vegetariano, pedí la empanada de verdura y vino con jamón adentro
courier | el repartidor no quiso subir hasta el departamento y encima me gritó en la puerta
app | el cupón de descuento no se aplicó en la app y me cobró el total
service | les escribí por el chat para preguntar por el pedido y me contestaron re mal, unos maleducados
unanswered | llamé tres veces al local para cambiar la dirección y nadie atendió
general | horrible, nunca más
praise | riquísimo todo, el chivito igualito a los de Montevideo. vuelvo a pedir seguro
praise | las empanadas salteñas son de otro nivel, llegaron calentitas y jugosas
praise; delay | la comida buenísima pero tardó una hora y media en llegar
mod:offensive; delay | manga de inútiles, dos horas para una pizza, aprendan a laburar
mod:hate; taste | seguro la cocinó algún bolita, todo quemado y sin gusto
mod:threat; wrongItem | me mandaron el pedido de otro. si no me devuelven la plata voy al local y les rompo todo
mod:noOrder | nunca pedí acá pero dicen que usan carne de gato en las empanadas, cuidado
mod:refund | cancelaron mi pedido y hace 15 días que espero el reembolso del iFood, nadie me responde
mod:courier; courier | la comida no tiene nada que ver, el motoquero me tiró la bolsa por arriba del portón y se fue
mod:app; app | la app se colgó tres veces al pagar, el restaurante no tiene la culpa
warmDrink | la cerveza llegó caliente y la gaseosa sin gas
melted | el helado llegó hecho sopa, no se podía ni tomar
cold; taste | las papas llegaron frías, blandas y chorreando aceite
wrongItem; missingItem | me mandaron otro combo y además faltó el postre
raw; poisoning | la hamburguesa vino cruda en el medio y al otro día tuve diarrea
courier; delay; missingItem | el delivery tardó una eternidad y se notaba que abrió la bolsa, faltaban las papas
other=nota fiscal CPF | pedí la nota fiscal con mi CPF y nunca la mandaron
other=solo efectivo tarjeta extranjera | en la entrega dijeron que solo aceptaban efectivo, mi tarjeta argentina no pasaba y nadie avisó antes
 | primera vez que pido acá, a ver qué tal
praise; pricePortion | muy rico pero la porción bastante chica para lo que sale
delay | rapidísimo eh, solo dos horas y media 🙄
raw | qué bien cocinado el pollo, rosadito por dentro, gracias eh
cold; portion | chamo, la arepa llegó fría y la reina pepiada casi sin relleno
praise | los tequeños estaban buenísimos, pana, llegaron crujientes. 10/10
paidExtra | pagué aparte el queso de mano extra para la cachapa y no vino
taste | la chipa vino dura como piedra, parecía de ayer
warmDrink | el jugo de maracuyá llegó tibio, ni un hielo
customisation; missingItem | le pedí el chivito sin lechuga y vino con lechuga, y faltaron los cubiertos
allergy | soy alérgico al maní y en ningún lado decía que la salsa tenía maní, terminé con la cara hinchada
allergy | el plato decía "sin lactosa" en el menú y tenía queso común, soy intolerante y pasé mal toda la tarde
diet | mi viejo es diabético, pedimos la gaseosa zero y mandaron la común
spoiled | el pescado tenía olor feo, estaba podrido
foreignBody | había un pedazo de plástico duro en la empanada, casi me rompo un diente
packaging | la caja de la pizza vino aplastada y todo el queso pegado en la tapa
missingItem; unanswered | faltó la bebida, mandé mensaje al local y nunca contestaron
mod:offensive; service | la de la caja es una pelotuda, me atendió como el orto
praise | excelente atención, el dueño habla español y nos recomendó todo, gracias!!
service; wrongItem | vino otro sabor de pizza y cuando llamé la chica me dijo que era problema mío
delay | took almost 2 hours, tracking said "on the way" the whole time
cold; delay | food showed up an hour late and stone cold
notDelivered | marked as delivered but nothing ever showed up at my hostel. reception confirmed no one came by
wrongItem; diet | ordered the veggie burger, got a beef one. I'm vegetarian and only noticed after the first bite
customisation | asked for no cilantro, the whole thing was covered in cilantro
missingItem | no napkins, no cutlery, no ketchup packets. ate with my hands
paidExtra | paid R$6 for extra bacon and there was no bacon at all
portion | the açaí cup was barely half full
price | way overpriced, even for Rio standards
pricePortion | R$62 for a tiny poke bowl? you gotta be kidding
packaging | the açaí leaked all over the bag, total mess
taste | feijoada was insanely salty and the rice was mushy
raw | chicken was still pink in the middle. not ok
spoiled | the mayo tasted off, sour like it had gone bad
foreignBody | found a long hair in my pasta. lost my appetite
poisoning | got food poisoning from the shrimp pastel, spent the whole night in the bathroom
allergy | I'm celiac, ordered the gluten-free pizza and was sick within an hour. definitely not gluten free
allergy | I have a shrimp allergy and the menu didn't list shrimp in the rice. there was shrimp. ended up at the UPA
diet | the vegan bowl came with cheese on top. vegan means no cheese guys
courier | delivery guy refused to come to the building entrance, made me walk two blocks and was rude about it
app | the app charged my foreign card twice
service | the guy on the phone hung up on me because my portuguese isn't great
unanswered | messaged the restaurant 4 times about my order, no reply
general | terrible. never again.
praise | best coxinha I've had in Brazil, hands down
praise | super fast and still hot, great job guys!
praise; cold | tasty but lukewarm when it got here
warmDrink | the guaraná was warm and completely flat
melted | ice cream arrived as soup
mod:offensive; wrongItem | you fucking idiots sent the wrong pizza AGAIN
mod:hate; service | the faggot at the register rolled his eyes at me the whole time
mod:threat; missingItem | third time you forget my drink. I know where this place is, keep it up and you'll see what happens
mod:threat; foreignBody | found a cockroach in my rice. refund me or the video goes on TikTok and I tag the health department
mod:noOrder | never ordered here but my coworker says they reuse the frying oil for weeks, avoid
mod:refund | order got cancelled and iFood still hasn't refunded me after 10 days
mod:courier; courier | food was fine, the rider was just super rude and threw the bag at me
mod:app; app | app crashed at checkout twice and tracking never updated. not the restaurant's fault
other=too much plastic packaging | way too much plastic for one meal, three bags and a dozen little containers. please cut down
other=english menu | would be nice to have an english menu, had to guess what I was ordering
 | first time trying brazilian food lol
 | ordered the parmegiana for two
delay | wow, lightning fast, only 95 minutes 👍
price | love paying a R$12 delivery fee for a 5 minute ride. great deal
praise | as a broke exchange student this is the best value in town, huge portions
praise; taste; cold | burger was great but the fries were soggy and cold
taste | the pastel was raw dough inside, like they pulled it out too early
spoiled; poisoning | the salmon smelled fishy and felt slimy, I was sick the next morning
wrongItem | they sent someone else's order, a different name on the bag
missingItem | ordered 2 pizzas, only one came
courier | the bag was opened and the courier clearly ate some of my fries
praise; cold | o delivery foi super fast, mas o burger chegou cold total
customisation | pedi sem onion e veio cheio de cebola, please né
delay | atrasou demais, tipo 1h30, que isso bro
paidExtra | paguei a borda recheada extra e veio borda normal, bizarro
praise; delay | comida boa pero el delivery demoró muito
wrongItem | veio o pedido de otra persona, nada a ver
missingItem | faltou o refri, again. terceira vez já
raw | o frango tava cru por dentro, like rosa mesmo
foreignBody | achei um cabelo no meu poke, so disgusting
poisoning | passei mal a noite toda depois do yakisoba, vomitei tudo, worst night ever
allergy | sou lactose intolerant e o prato "sem lactose" veio com requeijão, passei mal
diet | sou vegana e o bowl vegan veio com molho de iogurte, sério?
courier | o motoboy foi super rude e jogou o pedido no chão
app | o app não aceitou o cupom, bug total
service | a moça do whatsapp foi super grossa comigo, zero customer service
unanswered | liguei mil vezes, ninguém atende, what the hell
general | horrível, never again
praise | perfect!! melhor hambúrguer da cidade, top demais
melted | o milkshake chegou derretido, virou suco
warmDrink | a coca veio quente e sem gás, no way
pricePortion | porção muito small pro preço, R$45 num prato desse tamanho?
price | taxa de entrega de R$14, too expensive mano
packaging | o molho vazou todo, a sacola ficou um desastre
taste | arroz sin sal, feijão sem tempero, bland demais
spoiled | o queijo tava com mofo, expired com certeza
mod:offensive; wrongItem | erraram meu pedido de novo, bando de incompetente do caralho, fuck you
mod:threat; customisation | pedi sem cebola DE NOVO e veio cebola. se acontecer mais uma vez eu vou aí e quebro essa loja, I swear
mod:noOrder | nunca comprei mas dizem que a cozinha é imunda, stay away
mod:refund | o pedido nem saiu e o estorno do iFood não cai, já faz 2 weeks
mod:app; app | o app travou no pagamento e não deixou finalizar, nada a ver com o restaurante
mod:courier; courier | o entregador do iFood abriu a bag e comeu batata, o restaurante não tem culpa
mod:hate; service | o atendente viadinho me tratou mal no balcão
other=nota fiscal CPF | pedi a invoice com CPF na nota e não mandaram
 | pedido ok, nothing special
taste | parabéns pelo frango "crocante", veio mais mole que chiclete, great job 👏
praise; missingItem | delicioso, mas faltaram os hashis
foreignBody | o sushi tinha um pedaço de plastic dentro, quase engoli
customisation; raw | pedi o burger bem passado e veio cru no meio, literalmente raw
taste | o pão do burger tava cru, massa crua total, ugh
notDelivered; unanswered | o pedido never arrived e a loja não responde no chat
`,
);

/** Set CJ: long reviews told in order, where much is context and only some is complaint or praise. */
export const HELD_OUT_BY_OTHERS_CJ = parseReviews(
  "blindCJ",
  `
praise; taste | Pedi numa sexta por volta das 20h pra comer com minha namorada, como sempre faço quando ela vem aqui em casa. Sempre peço o kit de 12 esfihas abertas e uma porção de kibe frito. Chegou em uns 40 minutos, dentro do prazo que o app mostrou. As esfihas estavam ótimas, massa fininha e bem recheada, mas o kibe veio encharcado de óleo, pingando. Depois a gente ficou vendo filme e terminou as esfihas.
delay; praise | Ontem foi aniversário do meu pai e resolvemos pedir baião de dois e carne de sol pra família toda, éramos seis pessoas. Fiz o pedido às 12h10 pensando em almoçar lá pela uma hora. A comida só chegou 14h20, meu pai já tinha comido pão com manteiga de tanta fome. A carne de sol estava macia e muito bem temperada, isso eu reconheço.
wrongItem; praise | Pedi uma lasanha à bolonhesa e um nhoque ao sugo às 21h, assim que voltei da academia. Chegou rápido, umas 21h35. A lasanha estava uma delícia, mas o nhoque veio com molho branco, não era o que eu pedi. Meu marido acabou comendo assim mesmo porque estava morrendo de fome.
spoiled | Sou cliente há uns meses, peço marmita fit quase toda semana pra levar pro trabalho. Dessa vez pedi as 5 de frango com batata doce no domingo à noite, como sempre. Quando abri uma delas na terça, o arroz estava azedo, com cheiro forte de estragado, e ainda estava dentro da validade da etiqueta. Joguei fora e comi as outras, que estavam normais.
customisation; taste; praise | Pedimos o combo picanha pra dois numa quinta, eu e meu irmão assistindo o jogo do Flamengo. Escrevi na observação que queria a picanha ao ponto pra mal. Veio bem passada, seca, parecendo sola de sapato. Pelo menos a farofa e o vinagrete estavam gostosos.
praise; missingItem; unanswered | Pedi yakisoba grande e rolinho primavera às 19h30 pra jantar com as crianças. O yakisoba veio bem servido, deu pra nós três e ainda sobrou pro almoço. Os rolinhos não vieram, e eu paguei por 4 unidades. Mandei mensagem pelo chat da loja e até agora ninguém respondeu.
 | Pedi o executivo de frango xadrez numa segunda, como faço toda semana aqui no escritório. Chegou no horário de sempre, umas 12h40. Comi na minha mesa enquanto terminava uns relatórios. Foi o de sempre, nada a acrescentar.
courier; praise; packaging | Fiz o pedido de shawarma de carne e um suco de laranja às 22h, depois de chegar do plantão no hospital. O entregador ligou dizendo que não ia subir e que eu tinha que descer, e foi bem grosso quando pedi pra ele esperar um minuto. O shawarma estava gostoso e bem recheado. Mas o suco veio vazado dentro da sacola e molhou o pão todo.
cold; taste | Pedi tapioca de carne seca com queijo coalho e um cuscuz recheado pro café da manhã de domingo. Minha mãe estava aqui em casa e queria muito experimentar. A tapioca chegou fria e dura, e o cuscuz estava sem sal nenhum. Ela disse que a de Recife é outra coisa, e dessa vez eu tive que concordar.
praise; paidExtra | Pedi uma pizza grande de quatro queijos com borda recheada de catupiry, paguei R$ 12 a mais pela borda. A pizza chegou quentinha e antes do prazo. Mas a borda veio normal, sem recheio nenhum. Meu filho ficou chateado porque é a parte que ele mais gosta.
pricePortion | Comecei uma dieta semana passada e achei esse restaurante no app procurando comida saudável. Pedi o bowl de salmão com quinoa, que custa R$ 49,90. Veio um pedacinho de salmão do tamanho de uma caixa de fósforo e o resto era folha de alface. Pelo preço, esperava muito mais.
raw | Pedi marmitex de linguiça toscana e frango assado num sábado, umas 13h, estava sozinho em casa. Foi um vizinho que indicou, disse que sempre pede daí. A linguiça estava crua no meio, rosada e mole, e o frango estava sangrando perto do osso. Não tive coragem de comer a carne e fiquei só no arroz e feijão.
foreignBody | Pedi frango agridoce e arroz chop suey numa quarta à noite, voltando da faculdade. Quando fui comer, achei um fio de cabelo comprido no meio do arroz. Perdi totalmente a fome e joguei o resto fora. Tirei foto e mandei pelo app.
praise | Todo mês a gente faz uma noite árabe aqui em casa com os amigos, e dessa vez pedimos desse lugar pela primeira vez. Pedimos homus, babaganuche, coalhada seca, esfihas e kafta. Tudo chegou bem embalado e quentinho. O homus é o melhor que já comi fora da casa da minha avó. Vai virar nosso lugar fixo.
poisoning | Pedi escondidinho de charque às 20h numa quinta, só pra mim, porque meu marido estava viajando. Depois do jantar passei a madrugada inteira com dor de barriga, vômito e diarreia. Hoje tive que faltar o trabalho e ir na UPA. Não comi mais nada diferente ontem.
allergy; wrongItem | Sou celíaca e sempre peço o espaguete de arroz sem glúten, que está no cardápio. Dessa vez veio espaguete comum de trigo, só percebi pela textura depois de algumas garfadas. Passei mal a noite toda. Eu ainda tinha escrito na observação que era celíaca.
diet; praise | Sou diabético e pedi o suco verde sem açúcar, que é o que eu sempre peço junto com a marmita. O suco veio doce, claramente adoçado, e minha glicemia foi lá em cima depois. A marmita de tilápia com legumes estava ótima como sempre.
pricePortion | Pedi o kit churrasco pra 4 pessoas, R$ 289, pra comemorar a aprovação da minha irmã no concurso. Pra quatro pessoas veio pouquíssima carne, uns três pedaços de cada corte. Meu cunhado ainda pediu pizza depois porque ficou com fome. Muito caro pelo que entrega.
praise | Pedi pelo app às 20h15 e chegou 20h50. O entregador foi super educado e ainda me ajudou com as sacolas porque eu estava com o bebê no colo. O frango xadrez estava ótimo, como sempre. Parabéns pra equipe toda.
customisation | Estava com minha esposa e pedimos um combo de esfihas de carne e de queijo. Pedi sem cebola nas de carne porque ela não suporta cebola. Todas vieram cheias de cebola. Ela acabou jantando só as de queijo e eu comi as de carne sozinho.
taste; praise | Almoço de domingo com meus sogros, pedi sarapatel e arroz de leite. Chegou no horário certinho. O sarapatel estava salgado demais, ninguém conseguiu comer mais que duas colheradas. Já o arroz de leite estava muito bom, meu sogro até repetiu.
notDelivered; service | Pedi às 19h e o app dizia 50 a 60 minutos. Deu 21h e nada, o rastreio mostrava saiu para entrega fazia mais de uma hora. Liguei no restaurante e a moça disse que o pedido já tinha saído e que não podia fazer nada, e desligou. O pedido nunca chegou e eu fiquei sem jantar.
packaging | Pedi 10 marmitas congeladas pra semana, como faço todo começo de mês. Duas vieram com a tampa aberta e a comida espalhada dentro da sacola. O restante estava ok e bem congelado. Espero que revisem a forma de fechar as embalagens.
warmDrink; praise | Pedi um refrigerante de 2 litros junto com o espetinho misto, era noite de sábado e estávamos em quatro aqui em casa. O refrigerante chegou quente e sem gás, parecia que tinha sido aberto antes. Os espetinhos estavam bem temperados e suculentos.
melted | Pedi sorvete frito de sobremesa junto com o combo pra dois. O sorvete chegou completamente derretido, virou uma sopa dentro do potinho. O resto do pedido veio certo. Minha esposa ficou sem a sobremesa que ela estava querendo a semana toda.
 | Pedi kibe assado e salada fattoush numa terça lá pelas 20h, estava sozinho em casa vendo série. Chegou em uns 45 minutos. Comi tudo e fui dormir.
app; mod:app; praise | Fiz o pedido usando o cupom de 20% que apareceu no app. Na hora de finalizar, o cupom sumiu e cobrou o valor cheio no cartão. Sei que não é culpa do restaurante, a comida estava maravilhosa como sempre. Só queria que o aplicativo parasse de fazer isso.
wrongItem; allergy; service | Pedi a moqueca de peixe pra dois, era nosso aniversário de namoro. Veio moqueca de camarão no lugar, e meu namorado é alérgico a camarão, ainda bem que percebemos antes de ele comer. Liguei pro restaurante e a atendente disse que é tudo moqueca e desligou na minha cara.
praise; taste | Pedi um risoto de cogumelos numa noite de chuva forte. O motoboy chegou rapidinho mesmo com o temporal. Mas o risoto estava empapado, parecendo papa, e muito sem sal. Comi metade e guardei o resto na geladeira.
diet; praise | Sou vegetariana e pedi o wrap de falafel, que fica na seção vegetariana do cardápio. Quando mordi tinha pedaço de frango dentro. Mandei mensagem e a loja pediu desculpas e mandou outro em vinte minutos. O novo estava certo e muito gostoso.
missingItem; pricePortion | Pedi picanha fatiada com arroz, feijão tropeiro e mandioca frita pro almoço com um colega de trabalho. A mandioca não veio, e o feijão tropeiro veio num potinho minúsculo. Pra um prato de R$ 68, achei uma falta de respeito.
delay; cold; taste | Pedi às 18h porque queria jantar cedo, minha filha dorme às 20h. Chegou 19h50, quase duas horas depois. Os rolinhos vieram murchos e o yakisoba frio. Acabei esquentando no micro-ondas depois que ela dormiu.
mod:noOrder | Nunca pedi daqui, mas uma amiga que trabalhou lá me contou que a cozinha é imunda e que reaproveitam comida de um dia pro outro. Estou deixando essa avaliação pra alertar os outros. Fiquem longe.
courier; packaging; praise | Pedi o executivo de galinha caipira com pirão. Na entrega, o motoboy abriu a sacola na minha frente pra procurar a nota e deixou o caldo derramar no chão. A galinha estava deliciosa, tempero de vó. Minha mãe, que é do interior de Pernambuco, aprovou.
missingItem; praise | Peço daqui quase todo sábado com minha esposa, é nosso programa de fim de semana. Dessa vez pedimos o combo casal com frango xadrez, carne com brócolis e arroz. Não vieram os hashis nem os sachês de shoyu que sempre mandam. A comida estava boa como sempre.
price; praise | Pedi um beirute de filé e uma porção de batata numa segunda à noite. A taxa de entrega estava R$ 14,90 pra uma distância de 2 km. O lanche estava bom, mas o total ficou R$ 78 pra uma pessoa só, caro demais.
foreignBody | Pedi caldo de mocotó numa noite fria, estava com meu pai que adora. No meio do caldo tinha um pedaço de plástico duro, parecia da embalagem de algum tempero. Meu pai quase engoliu. Ficamos com receio e não comemos o resto.
taste; praise | Pedi uma pizza de calabresa e uma de frango com catupiry pra reunião de família. As duas vieram com a massa crua no meio, grudenta. O recheio estava bom. Meus tios até brincaram que era pizza al dente.
delay | Pedi marmita de patinho com arroz integral às 11h30 pra comer antes do treino das 13h. Chegou 13h15, tive que treinar em jejum. Fui comer só depois do treino.
wrongItem; service | Pedi 1 kg de fraldinha pro almoço de domingo com a família da minha esposa, cinco adultos. Veio maminha no lugar, e eu sei a diferença porque trabalhei anos em açougue. Liguei e a moça insistiu que era fraldinha e disse que eu não entendia de carne. Comemos assim mesmo.
poisoning | Pedi camarão empanado e arroz três delícias numa sexta, era a primeira vez que pedíamos daqui. Eu e meu marido passamos mal de madrugada, os dois com vômito. Não comemos mais nada naquele dia além disso.
mod:offensive; delay | Fiz o pedido às 20h pra jantar com minha mãe, que estava de visita. Chegou às 22h. Que bando de incompetentes do caralho, aprendam a trabalhar seus inúteis.
paidExtra; praise | Pedi o shawarma misto com adicional de queijo e de batata palha, paguei R$ 8 pelos dois. Não veio nenhum dos adicionais. O shawarma em si estava bom. Era meu almoço no intervalo do trabalho e não deu tempo de reclamar na hora.
portion; praise | Pedi a porção de macaxeira com carne de sol pra dividir com minha esposa numa sexta à noite. Veio pouquíssima carne, uns cinco cubinhos contados. A macaxeira estava sequinha e crocante, bem feita.
customisation; praise | Pedi o fettuccine alfredo com o molho à parte porque ia levar pro trabalho no dia seguinte. Veio tudo misturado no mesmo pote. Almocei assim mesmo no outro dia. O sabor do molho é muito bom.
praise | Uso esse restaurante há seis meses, estou no processo de emagrecimento e já perdi 12 kg. As marmitas sempre chegam no horário, com a tabela nutricional certinha na etiqueta. Hoje pedi a de carne moída com abóbora e estava deliciosa. Minha nutricionista até perguntou de onde eu pedia.
cold; taste | Pedi o espeto de picanha com alho e o pão de alho no sábado à noite, enquanto esperava minha namorada chegar do trabalho. Chegou em 35 minutos, mas tudo frio, a gordura da picanha já estava branca e endurecida. O pão de alho estava murcho e borrachudo.
wrongItem | Pedi numa sexta às 21h, tinha acabado de chegar de viagem. O entregador me deu a sacola e quando abri era o pedido de outra pessoa, com o nome Márcia na nota, tinha sopa wonton e guioza. Eu tinha pedido frango xadrez e rolinho. Liguei e disseram que iam mandar o certo, que chegou 40 minutos depois.
taste | Pedi esfihas de carne numa quarta, umas 19h, porque não tinha nada em casa. A esfiha estava seca e com gosto de requentada de outro dia. Já pedi outras vezes e nunca tinha sido assim. Espero que tenha sido só um dia ruim.
mod:refund; notDelivered | Pedi um baião de dois com paçoca numa sexta à noite pra comer com meu filho. Depois de uma hora o pedido foi cancelado sem explicação e nunca chegou. Até hoje, 10 dias depois, o iFood não devolveu o dinheiro no meu cartão. Já abri três chamados e nada de estorno.
price | Pedi uma pizza média de margherita e um guaraná numa terça. Deu R$ 96 com a taxa. A pizza estava normal, mas esse preço é de restaurante chique. Moro a cinco quadras daí.
missingItem | Pedi o kit semanal de 7 marmitas no domingo e vieram só 6. A de frango ao curry não veio. Percebi só na quinta, quando fui pegar no congelador. Paguei por 7.
praise | Foi o aniversário de 60 anos da minha mãe e encomendamos a costela no bafo pra 10 pessoas. Chegou no horário combinado, bem embalada e ainda quente. A costela desmanchava no garfo. Todo mundo elogiou e perguntou de onde era.
spoiled | Pedi frango xadrez e uma porção de guioza pra jantar com meu marido. O guioza estava com gosto azedo e o recheio com cheiro estranho, de coisa passada. Ele comeu dois e disse que não sentiu nada, mas eu senti na hora. Joguei o resto fora.
service; praise | Liguei pra perguntar se o falafel era frito em óleo separado da carne, porque sou vegetariano. A atendente respondeu com a maior má vontade, disse não sei, se quiser pede. Acabei pedindo mesmo assim e o falafel estava crocante e saboroso.
missingItem; unanswered | Pedi arrumadinho de charque com farofa e vinagrete à parte. O vinagrete não veio. Liguei três vezes no número da loja e ninguém atendeu. Comi sem, mas fez falta.
general | Pedi no domingo pra almoçar com minha família, primeira vez que experimentava. Experiência péssima do começo ao fim. Nunca mais peço daqui e não recomendo pra ninguém.
taste | Pedi a panqueca de frango fit pensando em variar um pouco do frango grelhado de sempre. A panqueca estava borrachuda e sem tempero nenhum. Entendo que é comida saudável, mas dá pra temperar com ervas. Vou voltar pro grelhado.
courier; mod:courier; praise | Pedi espetinho de frango com queijo pra mim e meu marido numa quarta. O entregador chegou falando no celular, jogou a sacola no chão da portaria e foi embora sem falar nada. A comida estava ótima, o problema foi só o motoboy do aplicativo.
pricePortion | Pedi a porção grande de arroz frito, que custa R$ 42, pros meus dois filhos. Veio num pote que mal enchia um prato. Eles comeram e ainda tive que fritar ovo pra completar. Pelo preço, deveria vir bem mais.
raw | Pedi o espeto de kafta de frango e uma coalhada pro jantar. Quando cortei a kafta estava rosa por dentro e soltando líquido vermelho. Frango cru é perigoso, não comi. Devolvi pelo app.
delay; praise | Entrega super rápida, só uma hora e meia pra um cuscuz 🙄. Pedi às 7h pro café da manhã antes do trabalho e chegou 8h30, quando eu já estava saindo atrasada. Pelo menos o cuscuz com ovo estava bom.
foreignBody | Pedi canelone de ricota pra jantar com minha esposa numa quarta, ela tinha acabado de chegar de um plantão. No meio do canelone tinha um pedaço de plástico azul. Ela quase engoliu. Mandei foto pro restaurante.
wrongItem | Sempre peço a marmita de tilápia às terças. Hoje pedi de novo e veio a de frango. Não é o fim do mundo, mas eu estava contando os macros do dia e a tilápia fazia parte do plano.
praise; taste | Pedi pro almoço de sábado, estávamos eu, minha esposa e meus dois filhos. A picanha estava boa, no ponto. Mas a farofa estava tão salgada que ficou impossível de comer. As crianças nem tocaram nela.
packaging | Pedi às 20h o yakisoba de carne e chegou no horário. O pote veio amassado e o molho vazou pela sacola inteira. Tive que limpar a mesa antes de comer.
 | Pedi o combo de 40 esfihas pra reunião do condomínio. Chegou pelo porteiro às 19h. Dividimos entre os vizinhos e cada um levou um pouco pra casa.
cold; praise | Pedi sarapatel e feijão verde pra almoçar com meu avô no domingo. O feijão chegou morno, quase frio. O tempero é igualzinho ao da Paraíba, meu avô adorou.
praise; service | Peço pizza daqui há anos e ela estava excelente como sempre. Mas quando liguei pra perguntar se dava pra trocar o refrigerante, o atendente foi grosso e disse que eu devia ter lido o cardápio. Não precisava disso.
portion; praise | Estou em dieta controlada, então peso tudo. A marmita diz 350 g, mas pesei em casa e deu 260 g. O sabor estava ótimo, mas o peso tem que bater com o que está escrito.
missingItem; praise | Pedi marmitex de cupim pro almoço no trabalho e marquei no app que queria talheres. Não vieram talheres e tive que comer com a tampa da marmita. O cupim estava macio.
other=cancelou pedido sem explicação | Pedi as esfihas às 19h pra jantar com minha filha, que tinha prova no dia seguinte. Depois de 50 minutos o restaurante cancelou o pedido sem dar nenhuma explicação. Fiquei esperando à toa e acabei fazendo miojo pra ela.
other=foto diferente do cardápio; praise | A foto do cardápio mostra carne de sol com queijo coalho gratinado, cheia de cor, num prato bonito. O que chegou foi carne picada com um queijo derretido sem graça, nada a ver com a foto. Pedi pra comer com minha esposa no sábado à noite. O gosto até estava bom.
mod:threat; taste | Pedi uma pizza de calabresa numa sexta e chegou com a massa toda queimada embaixo. Se acontecer de novo eu vou aí na loja e quebro tudo, tô avisando. Moro a duas ruas e sei muito bem onde fica.
app; mod:app | O app travou na hora de pagar e cobrou duas vezes no meu cartão. O restaurante não tem culpa, a marmita chegou normal. Mas o aplicativo precisa resolver isso, não é a primeira vez.
customisation | Pedi a costela sem a capa de gordura e escrevi na observação, porque meu pai tem colesterol alto e não pode. Veio com toda a gordura. Ele acabou não comendo e ficou só na mandioca.
raw | Pedi frango xadrez numa sexta à noite, depois do trabalho, pra dividir com meu namorado. O frango estava cru por dentro, pedaços rosados e moles. Ficamos com medo e só comemos o arroz.
melted; praise | Pedi baklava e sorvete de pistache de sobremesa depois do jantar. O sorvete chegou derretido, escorrendo pela tampa. A baklava estava incrível, crocante e com muito pistache.
delay; service | Pedi às 12h pro almoço e às 13h30 ainda não tinha saído. Liguei e a atendente disse tá saindo com voz de deboche. Chegou 14h10. Eu tinha reunião às 14h e comi correndo.
pricePortion | Eu pedia o espaguete à carbonara toda sexta pra mim e minha namorada dividir. Em dois meses o preço subiu de R$ 39 pra R$ 52 e a porção diminuiu. Agora nem dá mais pra dois.
foreignBody | Pedi o combo de 5 marmitas pra semana, como sempre. Na de feijão com carne tinha uma pedrinha e quase quebrei o dente. As outras estavam ok.
praise | Estava com receio porque da última vez que pedi churrasco de outro lugar chegou tudo frio. Aqui chegou quentinho, a picanha no ponto que pedi e ainda mandaram farofa de brinde. Meu sogro, que é gaúcho e chato com carne, aprovou. Recomendo.
taste | Pedi yakisoba pra mim e pra minha colega de apartamento numa quinta à noite. Estava boiando no óleo, tinha um dedo de gordura no fundo da embalagem. Ela comeu um pouco e desistiu, eu nem consegui terminar.
wrongItem | Pedi 20 esfihas grandes de carne pra comer com três amigos depois da pelada. Vieram esfihas mini, e eu tinha calculado certinho pra todo mundo. Acabamos pedindo pizza de outro lugar.
paidExtra | Pedi tapioca de frango com adicional de queijo coalho no café da tarde com a minha tia. Paguei o adicional e o queijo não veio, a tapioca veio só com o frango. Ela estava doida pra provar com queijo.
allergy; customisation | Tenho intolerância a lactose e pedi o penne ao sugo sem queijo, avisei na observação. Veio com parmesão por cima e misturado no molho. Passei mal de noite.
diet; service | Sou vegana e pedi o bowl vegano do cardápio. Veio com molho de iogurte por cima. Perguntei no chat e responderam que o molho é leve, como se isso fosse o problema. Não é questão de ser leve.
delay; cold | Era aniversário da minha esposa e pedi às 19h o combo de costela pra comemorar em casa. Chegou às 21h. Tudo frio, até o arroz.
praise | Pedimos o combo família pra assistir a final do campeonato com os primos. Chegou antes do previsto, tudo quentinho e bem embalado. O frango xadrez tinha bastante castanha e o rolinho estava crocante. Virou tradição aqui em casa.
courier; delay; cold | Pedi kafta e arroz com lentilha numa segunda. O entregador ficou rodando o bairro por 40 minutos, dava pra ver no mapa do app, e quando chegou reclamou do meu endereço e foi mal educado. Por causa disso a comida chegou fria.
general | Pedi porque vi uma propaganda no Instagram e fiquei curiosa. Não gostei de nada. Decepcionante.
missingItem | Pedi duas pizzas grandes e uma porção de pão de alho pra noite de jogos com meus filhos. O pão de alho não veio, e meu filho mais novo tinha pedido especialmente. As pizzas vieram certas.
delay; praise | A marmita chegou com 20 minutos de atraso. Mas a loja avisou pelo chat antes e pediu desculpas, o que eu achei muito atencioso. A marmita de frango com legumes estava boa.
spoiled | Pedi o kit churrasco pra churrascada do fim de semana com os amigos. A linguiça estava com gosto de passada e cheiro azedo. Ninguém comeu a linguiça e jogamos fora.
mod:offensive; wrongItem | Pedi carne com brócolis e veio frango com legumes. Vocês são burros ou o quê? Não sabem ler a comanda? Ridículos.
portion | Pedimos kibe cru pro aniversário do meu irmão, éramos quatro. Veio uma porção minúscula, não deu nem uma garfada pra cada um. O restante do pedido estava ok.
praise | Pedi mungunzá doce numa tarde de chuva, vendo novela com minha mãe. Chegou quentinho, bem cremoso, com canela por cima. Lembrou a infância dela em Caruaru. Vamos pedir de novo.
cold; praise | Pedimos nhoque de batata e lasanha de berinjela numa noite de jogo. O nhoque chegou frio e a lasanha morna. O sabor era bom, dá pra ver que é massa caseira.
warmDrink | Pedi a marmita com um suco detox e uma água com gás pro almoço. A água chegou quente e sem gás nenhum. Tomei o suco e deixei a água na geladeira.
praise | Pedi meio quilo de cupim e meio de costela pro almoço de domingo com os meus pais. A porção veio generosa, deu pra nós três e ainda sobrou pro jantar. A carne estava suculenta e bem temperada. Nota dez.
taste | Pedi rolinho primavera e frango empanado num sábado, estava com meu primo. O rolinho estava com a massa crua por dentro, grudenta. O frango empanado estava ok.
missingItem; unanswered | Pedi o combo de kafta com coalhada e pão sírio pra jantar com minha esposa. Faltaram a coalhada e o pão sírio. Tentei falar com a loja pelo chat e pelo telefone e ninguém respondeu.
raw | Pedi peixada cearense pra dois num domingo, receita que minha avó fazia. O peixe estava cru no meio, translúcido e gelado. Não deu pra comer.
praise | Pedi pra surpreender minha esposa no nosso aniversário de casamento, arrumei a mesa com vela e tudo. Chegou certinho no horário. O espaguete ao frutos do mar estava perfeito, ela amou. Obrigado por fazerem parte da nossa noite.
praise | Tive dúvida sobre qual marmita era mais proteica e mandei mensagem no WhatsApp da loja. Me responderam em cinco minutos, super atenciosos, explicaram tudo. Pedi a de carne com brócolis e veio certinha.
foreignBody | Pedi o marmitex de fraldinha pro almoço de terça, como de costume. No meio do arroz tinha um palito de dente. Dessa vez não deu pra comer tranquilo.
customisation | Pedi frango xadrez sem pimenta porque meu filho de seis anos ia comer comigo. Veio apimentado, ele não conseguiu comer. Acabei fazendo outra coisa pra ele.
price | Pedi um prato de shawarma e um suco. Além da taxa de entrega, tinha uma taxa de serviço de 10% que eu nem sabia que existia em delivery. O total ficou muito caro.
mod:refund; wrongItem | Pedi carne de sol com macaxeira e veio galinha guisada. Pedi o reembolso pelo app com foto e tudo, e o iFood negou dizendo que não havia problema no pedido. Fiquei sem a comida e sem o dinheiro.
notDelivered | Pedi duas pizzas pra jantar com minha mãe numa quinta. O app marcou o pedido como entregue às 20h40, mas nada chegou. O porteiro confirmou que não veio nenhum entregador. Ficamos sem jantar.
poisoning | Pedi o bowl de frango com arroz integral pro almoço. À tarde comecei a passar mal, com cólica e diarreia. Foi a única coisa que comi no dia.
courier; mod:courier | O pedido veio certinho e bem embalado, nada a reclamar do restaurante. O problema foi o entregador, que exigiu que eu pagasse R$ 5 a mais em dinheiro pra subir até o meu andar. Achei um absurdo.
pricePortion | Pedi o frango com castanha de caju, R$ 58. Contei sete castanhas no prato inteiro e pouquíssimo frango. Pra esse preço, esperava muito mais.
cold; taste | Pedi o prato de kafta com arroz de lentilha e batata frita num domingo. A kafta chegou fria e a batata murcha. Eu moro perto, não tinha motivo pra chegar assim.
customisation | Pedi o cuscuz sem manteiga por causa da dieta do meu marido, escrevi em maiúsculo na observação. Veio encharcado de manteiga. Ele ficou sem café da manhã.
taste | Pedi lasanha à bolonhesa numa quinta chuvosa, como sempre peço quando chove. Veio com as bordas queimadas e o fundo torrado, com gosto de carvão. Não era assim das outras vezes.
 | Pedi a marmita de peito de peru com purê de mandioquinha na segunda. Chegou às 12h como o app previa. Almocei na sala de reunião enquanto via umas planilhas.
delay; praise | Pedi às 19h30 e chegou às 21h15, pro jantar de aniversário do meu irmão. A picanha chegou no ponto e o arroz biro-biro estava muito bom. Só a demora que atrapalhou.
foreignBody | Pedi carne com brócolis numa quarta à noite. Quando mexi no prato, tinha uma barata pequena no meio dos brócolis. Joguei tudo fora e mandei foto pelo app. Minha esposa está sem coragem de pedir comida de novo.
missingItem; praise | Pedi o combo de esfihas e kafta com molho de alho. O molho de alho não veio, e é justamente o que faz diferença. As esfihas estavam quentinhas e muito boas.
allergy; customisation | Sou alérgico a camarão e pedi o acarajé sem vatapá e sem camarão, avisei na observação. Veio com vatapá e camarão seco. Ainda bem que percebi antes de morder.
other=nota fiscal | Pedi um almoço corporativo pra seis pessoas do escritório e precisava da nota fiscal com CNPJ pra reembolso da empresa. Pedi no chat na hora do pedido e disseram que mandariam por e-mail. A nota nunca chegou. A comida estava ok.
app; mod:app | Tentei usar o cupom de primeira compra e o app dizia que não era válido pra essa loja, mesmo aparecendo no banner. Paguei o preço cheio. Nada contra o restaurante, a marmita veio normal.
mod:threat; raw | Pedi picanha e veio sangrando por dentro, crua mesmo. Se não me devolverem o dinheiro vou postar no Instagram e expor o nome de vocês pra todo mundo ver. Vocês vão se arrepender.
mod:offensive; general | Comida de porco, pedi uma vez na vida e foi a pior. Quem cozinha aí devia ser demitido, bando de imbecis. Nunca mais.
mod:noOrder | Dizem que essa loja usa carne de segunda e mistura com soja pra render. Eu mesmo nunca pedi, mas o pessoal do bairro comenta. Fica o alerta.
wrongItem | Pedi arroz de carneiro e veio arroz de galinha. Era pra comer com meu sogro que veio do interior e estava com vontade de carneiro. Ele comeu, mas não era o que a gente queria.
delay | Chegou voando, só duas horas depois 😒. Pedi às 20h pra jantar com minha namorada e ela acabou indo embora antes. Comi sozinho o espaguete.
praise | Comecei a pedir as marmitas depois de uma cirurgia, porque não podia cozinhar. Sempre chegam no horário, bem temperadas e com a comida variada. Hoje foi a de carne de panela com legumes e estava ótima. Muito obrigada.
packaging | Pedi costela e farofa pra comer com meus amigos no sábado. A embalagem de isopor veio rachada e o caldo da costela vazou, molhando a farofa toda. Ela virou uma pasta.
melted | Pedi o sorvete de lichia de sobremesa junto com o yakisoba. O sorvete chegou virado em líquido, derretido. O resto estava normal.
diet | Sou vegetariano e pedi a esfiha de espinafre. Quando mordi, tinha carne moída misturada. Não sei se trocaram os recheios, mas me senti mal.
portion; praise | Pedi o baião de dois com carne de sol numa quinta pra almoçar sozinho. O baião estava uma delícia, bem temperado. Mas a quantidade de carne de sol era mínima, uns três pedacinhos.
paidExtra | Pedi o espaguete ao sugo com adicional de bacon, que custou R$ 9. O bacon não veio. Conferi o pedido e estava cobrado certinho.
spoiled | Pedi a salada de frango com molho de mostarda pro almoço. A alface estava murcha e preta, e o tomate com cheiro de estragado. Não deu pra comer.
service | Liguei pra perguntar se aceitavam encomenda pra 20 pessoas. O atendente falou que estava ocupado e que eu ligasse outra hora, e desligou. Acabei fechando com outra churrascaria.
 | Pedi frango xadrez e carne com brócolis pra mim e minha irmã numa quarta à noite. Chegou em meia hora. Comemos assistindo novela e ela levou o resto pra casa.
delay; unanswered | Pedi kibe e esfihas às 18h30 pra jantar com meus pais. Às 20h ainda não tinha chegado, liguei várias vezes e ninguém atendeu. Chegou 20h20.
taste | Pedi a buchada de bode num sábado, prato que meu pai pede desde que vim pra São Paulo. Estava com um gosto forte de coisa mal lavada e sem tempero. Ele disse que nunca comeu uma buchada tão ruim.
wrongItem; praise | Pedi pizza de portuguesa e veio de calabresa. Mas estava tão boa que a gente comeu e nem ligou muito. Só fica o aviso pra conferirem os pedidos.
price | Pedi uma marmita de frango com batata doce, R$ 38. É a mesma comida que faço em casa gastando R$ 10. O preço está fora da realidade.
praise | Pedimos picanha, linguiça e pão de alho pro aniversário da minha filha, que fez 15 anos. Tudo chegou quentinho e bem embalado. O pão de alho é o melhor da cidade. Muito obrigado pelo carinho.
missingItem; cold | Pedi o combo de yakisoba com refrigerante e rolinho. O refrigerante não veio e o yakisoba chegou frio. Ainda bem que eu tinha suco em casa.
foreignBody | Pedi falafel e homus pro almoço com minha colega de trabalho. No homus tinha um pedaço de plástico transparente. Ficamos com nojo e não comemos o resto.
notDelivered; unanswered | Pedi pirão e carne de sol às 19h. O pedido foi marcado como entregue às 20h, mas não chegou. Liguei no restaurante e não atendiam. Fiquei sem jantar.
taste; pricePortion | Pedi o ravioli de queijo, R$ 64. Veio com massa dura, parecia crua, e só seis raviolis no prato. Pelo preço, é um absurdo.
customisation | Pedi a marmita de frango com o molho à parte, porque eu controlo o sódio. Veio tudo misturado. Tive que comer assim mesmo.
warmDrink; missingItem | Pedi o combo de espetinho com guaraná e cerveja pra assistir o jogo. O guaraná veio quente e sem gás, e a cerveja nem veio. O espetinho estava ok.
praise | Da última vez o pedido tinha atrasado, mas dessa vez chegou em 30 minutos. O frango xadrez estava quentinho e o rolinho crocante. Gostei de ver a melhora.
other=marmitas sem etiqueta de validade; praise | Pedi o kit de 10 marmitas congeladas pra mim e pro meu marido, que começamos a treinar juntos. As marmitas vieram sem etiqueta nenhuma, sem data de validade e sem dizer o que era cada uma. Tivemos que abrir uma por uma pra descobrir. A comida em si estava gostosa.
`,
);
