import { parseReviews28 as parseReviews } from "./parse28";

/** Issue 28's development set, third part: longer reviews, mixed feelings, regional slang, caps and emoji. */
export const DEV_28_VOICES = parseReviews(
  "dev28",
  `
delay | bicho, 1h20 pra chegar um lanche, aí não dá
delay | oxe, demorou demais visse
delay | mano, atrasou geral, mais de uma hora
delay; cold | rapaz, chegou frio e atrasado, decepção
cold | chegou friozinho 😕
cold | a pizza tava fria que nem pedra
cold | frango frio, batata fria, tudo frio
delay | 😡😡 2 horas esperando
delay | ENTREGA DEMORADISSIMA
missingItem | FALTOU O REFRI
wrongItem | VEIO SABOR ERRADO DE NOVO
customisation | falei pra tirar a cebola e veio cheio de cebola 🤢
customisation | mandei na observação sem picles e veio com picles
missingItem | esqueseram a coca
missingItem | num veio o molho
missingItem | cade a batata???
taste | o hambúrguer tava cru de sal, sem gosto de nada
taste | pizza massuda e sem recheio
taste | o açaí tava aguado
taste | a coxinha veio murcha e oleosa
taste | macarrão empapado
taste | carne com muito nervo
taste; delay | comida sem gosto e ainda demorou 1h
portion | veio meia dúzia de batata frita
portion | o combo família dá pra uma pessoa só
pricePortion | por esse preço esperava mais comida, a marmita veio pequena
pricePortion | 35 reais e veio uma porçãozinha de nada, diminuíram muito
paidExtra | paguei o adicional de ovo e esqueceram
paidExtra | cobraram a borda de catupiry e veio sem borda nenhuma
wrongItem | pedi refrigerante de laranja e veio de uva
wrongItem | pedi pastel de carne e veio de queijo
wrongItem | pedi o prato do dia e veio outro
wrongItem | pedi sushi e veio sashimi
wrongItem; missingItem | veio o sabor errado e faltou o refrigerante
delay; wrongItem; cold | atrasou, veio errado e frio. tudo de ruim
delay; missingItem; taste | demorou 1h, faltou a farofa e a carne estava dura
cold; packaging; missingItem | veio frio, a sacola rasgada e faltou o guardanapo
service | o atendente do whatsapp me deixou no vácuo
service | ninguém responde as mensagens
service; missingItem | faltou um item e ninguém respondeu no chat
courier | o motoboy foi estúpido comigo
courier | entregador me xingou
courier | o entregador pediu pra eu descer 4 andares
notDelivered | marcou como entregue e não chegou nada
notDelivered | meu pedido sumiu, nunca recebi
packaging | a marmita chegou virada, tudo misturado
packaging | veio sem lacre
price | paguei 12 de taxa pra morar a 1 km
price | cobrança em dobro no pix
allergy | tenho alergia a glúten e veio com farinha de trigo
allergy | pedi sem lactose por ser intolerante e tinha queijo
foreignBody | tinha um inseto no arroz
foreignBody | veio um grampo no meio da massa
raw | o frango estava rosado e com sangue
spoiled | o creme estava azedo e com cheiro ruim
poisoning | fiquei com diarreia depois do lanche
praise | nossa, que delícia, chegou voando
praise | entrega rápida, tudo quentinho, nota mil
praise | atendimento excelente pelo whatsapp
praise | a coxinha é a melhor que já comi
cold; praise | a comida é uma delícia mas chegou fria hoje
delay; praise | amo a pizza de vocês, mas hoje demorou bastante
taste; praise | bem servido, mas o tempero tava fraco
delay | nota 10 pra demora 👏👏
delay | parabéns pela agilidade, só 1h30 👏
taste | que maravilha, hambúrguer de sola de sapato
mod:hate | motoboy preto safado
mod:hate | entregador favelado e mal educado
mod:offensive | vão se foder, comida de merda
delay | demorou pra caralho
mod:threat; delay | se atrasar de novo vou aí e quebro tudo
mod:threat | sei onde vocês ficam
mod:noOrder | meu vizinho disse que achou rato aí
mod:noOrder | fiquei sabendo que a carne é de segunda
mod:refund | o app cancelou e não fez o estorno
mod:refund | quero meu dinheiro de volta, o ifood não responde
`,
);
