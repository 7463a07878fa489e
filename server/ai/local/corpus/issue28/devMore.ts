import { parseReviews28 as parseReviews } from "./parse28";

/** More of issue 28's development set, in many voices; labelled by hand. */
export const DEV_28_MORE = parseReviews(
  "dev28",
  `
delay | pedido levou 2 horas pra chegar
delay | mais de uma hora esperando, fome passou
delay | demoro dms
delay | atrasaram de novo, 1h10
delay | previsão 40 min, chegou com 1h30
delay | entrega super demorada
delay | esperei quase 2h pelo lanche
delay; cold | demorou tanto que chegou tudo frio
delay; cold | 1 hora de espera e a pizza gelada
delay; courier | demorou muito e o motoboy ainda foi mal educado
delay; missingItem | atrasou e esqueceram a sobremesa
cold | batata fria e murcha
cold | pizza chegou fria
cold | o lanche chegou gelado
cold | comida fria de novo
cold | TUDO FRIO
cold; taste | hamburguer frio e seco
cold; packaging | chegou frio e a embalagem amassada
warmDrink | refri veio quente
warmDrink | a coca chegou quente
warmDrink | o suco veio sem gelo e quente
melted | o sorvete chegou derretido
melted | açaí derretido, virou sopa
wrongItem | veio frango e eu tinha pedido carne
wrongItem | pedi pizza de calabresa e veio de mussarela
wrongItem | pedi o x-tudo e veio x-burguer simples
wrongItem | pedi fanta uva e veio fanta laranja
wrongItem | pedi coca e veio pepsi
wrongItem | veio o pedido de outra pessoa
wrongItem | pedido trocado, não era o meu
wrongItem | mandaram sabor errado
wrongItem | pedi temaki de salmão e veio de atum
wrongItem | pedi esfiha de carne e chegou de queijo
wrongItem; delay | pedi calabresa, veio frango e ainda demorou 1h
customisation | pedi sem cebola e veio com cebola
customisation | pedi sem tomate e veio cheio de tomate
customisation | mandei observação pra tirar a maionese e ignoraram
customisation | pedi ponto da carne mal passado e veio bem passado
missingItem | faltou o refrigerante
missingItem | não veio a batata do combo
missingItem | esqueceram o ketchup e a maionese
missingItem | cadê o guaraná que eu paguei?
missingItem | veio só metade do pedido
missingItem | faltou uma pizza, pedi duas
missingItem | não mandaram os talheres
missingItem; cold | faltou a batata e o lanche veio frio
missingItem; delay; cold | faltou bebida, atrasou e chegou frio
paidExtra | paguei por queijo extra e não colocaram
paidExtra | paguei adicional de bacon e veio sem
paidExtra | cobraram o ovo extra e não veio ovo nenhum
paidExtra | paguei a mais pela borda recheada e veio sem borda
paidExtra | o adicional de catupiry não veio
portion | porção muito pequena
portion | veio pouquinha comida
portion | marmita mirrada
portion | pouca carne no prato
portion | a pizza grande parece uma média
pricePortion | caro demais pra pouca comida
pricePortion | pago 40 reais numa marmita pequena dessas
pricePortion | aumentaram o preço e diminuíram a porção
pricePortion | cada vez menor e cada vez mais caro
price | achei caro
price | muito caro pelo que é
price | taxa de entrega absurda
price | cobraram duas vezes no cartão
packaging | embalagem furada
packaging | o molho vazou na sacola toda
packaging | caixa da pizza amassada, pizza grudada na tampa
packaging | a tampa abriu e derramou o caldo
taste | comida sem tempero
taste | muito salgado
taste | arroz duro
taste | carne dura feito borracha
taste | pizza com massa crua no meio e sem sabor
taste | batata encharcada de óleo
taste | o pão estava velho
taste | lanche queimado
taste; cold | sem sabor e frio
taste; missingItem | feijão sem sal e esqueceram a farofa
raw | frango cru por dentro
raw | a carne de porco veio rosada por dentro
raw | hambúrguer de frango mal passado
spoiled | o arroz tava azedo
spoiled | salada com cheiro estranho, estragada
spoiled | o peixe estava com cheiro de podre
spoiled | iogurte vencido
foreignBody | achei um fio de cabelo na pizza
foreignBody | tinha uma mosca na salada
foreignBody | achei um pedaço de plástico no lanche
foreignBody | encontrei uma pedra no feijão
poisoning | passei mal depois de comer o frango
poisoning | minha filha vomitou a noite toda depois da pizza
poisoning | deu dor de barriga em todo mundo aqui em casa
allergy | sou alérgica a amendoim e veio com amendoim
allergy | pedi sem camarão por alergia e veio camarão
diet | sou vegetariana e tinha bacon no meu prato
allergy | intolerante a lactose, pedi sem leite e tinha creme de leite
diet | sou diabético e mandaram suco com açúcar
diet | pedi a opção low carb e veio cheio de arroz
diet; wrongItem | pedi refrigerante zero e veio o normal, sou diabética
courier | o entregador foi grosso comigo
courier | motoboy mal educado
courier | o entregador não quis subir
courier | entregador jogou o pedido no portão
courier; delay | o motoboy se perdeu e demorou demais
notDelivered | o pedido nunca chegou
notDelivered | não recebi meu pedido
notDelivered | pedido não entregue e ninguém explica
app | o app travou na hora de pagar
app | o cupom não funcionou
app | o rastreio ficou parado
service | atendimento péssimo no chat
service | atendente grossa
service | cancelaram meu pedido sem avisar
service | ninguém respondeu no chat
service | mandei mensagem e ninguém respondeu
service | liguei e ninguém atendeu
service; delay | ninguém atende o telefone e o pedido atrasou
general | péssimo
general | horrível
general | experiência ruim
praise | maravilhoso
praise | comida excelente, chegou rápido
praise | o entregador foi super educado
praise | bem servido e gostoso
praise | embalagem caprichada, amei
praise | melhor hamburguer da cidade
praise | top demais, recomendo
praise | atendimento nota 10
praise | tudo quentinho e saboroso
praise | sempre peço e nunca decepciona
cold; praise | sabor ótimo mas chegou frio
delay; praise | gostoso mas demorou
packaging; praise | comida boa, só a embalagem que vazou
missingItem; praise | tudo ótimo, só faltou o refri
portion; praise | bem gostoso, só que a porção é pequena
taste; praise | entrega rápida mas a pizza veio queimada
wrongItem; praise | comida boa mas veio o sabor errado
cold | adorei a comida gelada, sempre quis comer pizza de geladeira
delay | que maravilha, só 2 horas de espera
taste | parabéns pelo hambúrguer de borracha
taste | otimo, a pizza chegou queimada de novo, que beleza
delay | rapidinho, só 1h40
taste | nota 10 pela criatividade de fazer pizza de papelão
delay | tadinho do motoboy, deve ter vindo a pé, 2h
delay; cold | Tardó muchísimo y la comida llegó fría
cold | La hamburguesa estaba fría
wrongItem | Pedí una pizza de jamón y me mandaron otra
missingItem | Faltó la bebida
taste | La comida estaba muy salada y sin sabor, pero el repartidor fue amable
praise | Todo muy rico y llegó rápido, gracias
delay | La entrega tardó más de una hora y nadie avisó nada
portion | La porción es muy pequeña para el precio que pagamos, muy mal
cold | The pizza arrived cold
delay | Took over an hour to get here
missingItem | They forgot my drink
wrongItem | Wrong order, I got someone else's food
praise | Great food, fast delivery
taste | The burger was burnt
packaging | The soup spilled all over the bag
mod:hate | entregador macaco
mod:hate | aquele neguinho do motoboy
mod:hate; delay | a atendente é uma retardada, pedido atrasou
mod:hate | cozinheiro viado
mod:offensive | lixo de restaurante, vão tomar no cu
mod:offensive | bando de otários
mod:offensive; cold | comida fria, seus imbecis
mod:offensive | vagabundos, roubaram meu dinheiro
mod:offensive | essa porra de lanche
mod:offensive | atendente babaca
mod:threat | vou aí pessoalmente resolver isso
mod:threat | vocês vão se arrepender
mod:threat | melhor vocês tomarem cuidado
mod:threat | vou tacar fogo nessa espelunca
mod:noOrder | dizem que a cozinha é imunda
mod:noOrder | falaram que o dono não paga os funcionários
mod:noOrder | nunca pedi aqui e nem vou pedir, todo mundo sabe que é ruim
mod:noOrder | me disseram que usam óleo velho
mod:noOrder | vi no grupo do bairro que acharam barata aí
mod:noOrder | comprem na hamburgueria do lado, muito melhor
mod:refund | quero meu reembolso
mod:refund | o estorno nunca caiu
mod:refund | até hoje não devolveram o dinheiro do pedido cancelado
mod:refund | pedi reembolso no suporte e nada
mod:notInOrder | veio uma cobrança de sobremesa que não fazia parte do meu pedido
`,
);
