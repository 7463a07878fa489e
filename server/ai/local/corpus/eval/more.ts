import { parseReviews } from "./parse";

/** A second batch, written after the first was answered well: new words for the same points. */
export const MORE_REVIEWS = parseReviews(
  "segunda leva",
  `
delay; cold | Fiquei esperando 1 hora e 40 e quando chegou tava tudo gelado
missingItem | o pedido veio sem os talheres e sem o molho que eu paguei
wrongItem | me mandaram pizza doce no lugar da salgada
taste | o macarrão veio todo grudado, parecia cola
taste | O tempero tava muito forte, só dava pra sentir alho
portion | 10 camarões contados na porção de 500g, vergonha
price | R$ 8 de embalagem, tá de brincadeira
courier | motoboy chegou fumando e foi super ignorante
courier | O entregador ficou buzinando e gritando meu nome na rua
packaging | a sopa chegou pela metade, o resto tava na sacola
service | Liguei 4 vezes e ninguém atendeu pra saber do pedido
service | a moça do telefone desligou na minha cara
app | O app mostrou entregue mas não chegou nada
notDelivered | pedido cancelado do nada depois de 1h, fiquei sem comer
foreignBody | tinha um pedaço de papel alumínio no meio do hambúrguer
foreignBody | achei um fio de cabelo loiro grudado no queijo
raw | a asinha veio crua, com sangue no osso
spoiled | a salada veio murcha e com cheiro azedo
poisoning | minha esposa passou a madrugada vomitando depois do yakisoba
allergy | Minha filha tem APLV, pedi sem leite e veio com creme de leite
allergy | avisei que sou intolerante a glúten e mandaram empanado
taste; cold | hamburguer frio e pão borrachudo
delay; taste | demorou uma vida e a batata chegou mole
wrongItem; missingItem | trocaram o suco de laranja por maracujá e esqueceram o pão de alho
cold; courier | o rapaz da entrega foi grosso e a lasanha fria
delay | 2h pra chegar um açaí, sério?
taste | Pizza com muito pouco queijo e massa dura
praise | Bem servido e saboroso, chegou no horário
praise | Sempre peço e nunca me decepcionou
delay; praise | A comida é incrível mas a entrega demorou demais hoje
delay | Obrigado pela comida fria e atrasada, adorei 👏👏
other=sem troco | O entregador não tinha troco pra 100
other=lacre | veio sem o lacre de segurança na sacola
diet | Pedi o vegano e tinha queijo derretido por cima
delay | The delivery took 90 minutes
taste | The rice was undercooked and hard
foreignBody | There was a piece of plastic in my sandwich
general | Honestly the worst meal I've had in a while
missingItem | veio faltando 3 coxinhas do cento
delay | Pedi às 19h e só chegou 21h
cold | A feijoada chegou morna, tive que requentar
missingItem | mandaram o lanche mas cadê a batata do combo?
wrongItem | pedi frango xadrez e veio carne xadrez
customisation | pedi bem passado e veio ao ponto, ignoraram
portion | o prato é pra duas pessoas mas não alimenta nem uma
price | cobraram 15 reais de taxa pra 2 km, absurdo
packaging | o refrigerante veio aberto e vazou na comida
taste | a pizza tava sem sabor nenhum, massa de papelão
raw; taste | o hambúrguer tava cru por dentro e o pão queimado
courier | o entregador pediu pra eu descer 5 andares porque não quis subir, e reclamou da gorjeta
service | pedi o cancelamento e não quiseram cancelar
notDelivered | o pedido foi entregue em outro endereço
foreignBody | tinha um pedaço de osso de frango no hambúrguer de carne
foreignBody | apareceu um band-aid na minha salada
spoiled | o creme estava talhado e com gosto de estragado
poisoning | depois de comer o acarajé tive febre e diarreia
allergy | coloquei que era alérgico a lactose e o purê veio cheio de manteiga e leite
allergy | Meu marido é celíaco e a pizza "sem glúten" passou mal ele
spoiled | Sushi de salmão estava com gosto de peixe podre
delay; cold; courier | o motoca atrasou 50 min, a comida gelou e ele ainda foi arrogante
wrongItem; taste | o sabor da pizza veio trocado e ainda salgada demais
missingItem; price | cobraram o refri e o refri não veio
praise | nota 1000, entrega voando
praise | a melhor marmita da região, sempre quentinha
 | Pedi pela primeira vez hoje
delay; praise | comida boa, mas 1h30 de espera num domingo é demais
general | experiência horrível do começo ao fim
other=cartão | a maquininha do entregador não passou cartão e tive que pagar no pix
price | mandaram dois pedidos iguais e cobraram os dois
delay | The food took ages, like 2 hours
cold; taste | Cold fries and a soggy bun
allergy | I have a severe nut allergy and there were nuts in the salad, I had to use my epipen
poisoning | We all got sick after the shrimp
wrongItem | Ordered a veggie burger, got a beef one
courier | the driver was really rude to me
price | 15 reais delivery fee is too much
missingItem | no sauce in the bag
delay | Uma hora e meia pra entregar uma marmita, inadmissível
cold | O yakisoba chegou sem nenhum calor, totalmente frio
missingItem | vieram 8 esfihas, paguei 10
wrongItem | pedi sem lactose e mandaram o normal, trocaram os produtos
taste | o bife estava duro feito sola
taste | a pizza estava encharcada de molho, massa toda mole
portion | pouquíssima carne no prato
packaging | o copo de açaí veio sem tampa
courier | o motoboy pediu pix de gorjeta e ficou insistindo
service | a dona da loja respondeu minha reclamação com deboche
portion; price | subiram o preço e diminuíram a porção
app | o app não deixou eu colocar o cupom
foreignBody | tinha um prego no meio da pizza
foreignBody | encontrei pelos no meu sanduíche
spoiled | o arroz tava com gosto de velho, azedo
poisoning | peguei uma infecção intestinal depois do pastel
allergy | tenho alergia a corante e pedi o suco natural, veio de caixinha com corante
raw | o frango empanado por fora estava cru por dentro
delay; missingItem | atrasou e veio sem a bebida
cold; packaging | a caixa da pizza tava molhada e a pizza gelada
taste; delay | Demora absurda e o hamburguer passou do ponto
courier; notDelivered | o entregador disse que entregou mas não recebi nada
wrongItem; taste | veio a pizza de outra pessoa e ainda queimada
service; cold | fui mal atendido no telefone e a comida veio fria
praise | que delícia de lasanha, chegou fumegando
praise | atendimento rápido e educado, comida maravilhosa
general | Decepção total.
other=sem talher | não mandaram talher e eu estava no trabalho
other=sem nota | nunca mandam a nota fiscal
delay | the order took forever, over 90 min
missingItem; cold | My drink was missing and the fries were cold
foreignBody | I found a piece of metal in my burger
allergy | I'm celiac and the "gluten free" pizza made me ill
spoiled | The milk in my coffee was sour
`,
);
