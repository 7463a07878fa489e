import { parseReviews } from "./parse";

/** Typos, slang, no accents, all caps, sarcasm and several complaints at once. */
export const HARD_REVIEWS = parseReviews(
  "difíceis",
  `
delay; taste | Parabéns, conseguiram transformar um hambúrguer em uma sola de sapato. Demorou só 1h20
delay | Nota 10 pela demora, só 2 horas esperando
cold | Adorei a pizza gelada, sempre quis comer pizza de geladeira
delay | Que maravilha, esperei só uma hora e meia
missingItem | amei o combo sem a batata kkkk
delay; cold | parabéns pela entrega de 1h, chegou tudo frio, obrigado por nada
taste | otimo, a pizza chegou queimada de novo, que beleza
delay | rapidíssimo, só que não. 1h40 de espera
taste; cold; missingItem; delay | Pizza com a borda queimada, fria, faltou o guaraná e demorou 1h
taste; missingItem; courier | a base da pizza tava queimda, esqueceram a coca e o motoboy foi grosso
delay; cold; wrongItem; missingItem | demorou, veio frio, veio errado e faltou coisa. tudo de ruim
cold | a comida tava fria dmais
delay | demoro dms pra chega
cold | chego gelado o lanxe
taste | a pitsa tava queimada
missingItem | esqueseram o refri
wrongItem | veio erado o sabor
courier | o entregadô foi mal educado
taste | frango sem tempero nenhum, insoso
packaging | enbalagem toda vazada
delay | atrazou muito o pedido
taste | hamburger queimado e seco
cold | TAVA TUDO FRIO
delay; cold | MUITO DEMORADO E FRIO
missingItem | CADE A BATATA??
wrongItem | VEIO TUDO TROCADO
missingItem; cold | faltou o refri e a batata veio fria, tava friaaaa
delay | esperei mais de 1h, a previsão era 35min
taste | lanche bom de aparência mas o pão tava velho e duro
cold; praise | A comida é ótima mas chegou fria
delay; praise | Gostoso, bem servido, só demorou um pouco
packaging; praise | A comida é ótima mas a embalagem vazou toda
warmDrink; praise | Pizza ótima, só o refri que veio quente
cold; praise | Muito bom o sabor, mas chegou frio
delay; praise | Entregador muito educado, mas o pedido atrasou 40 minutos
portion; praise | Saboroso, mas a porção diminuiu muito
missingItem; praise | tudo delicioso, pena que esqueceram o molho
taste; praise | O hambúrguer estava perfeito, mas a batata veio murcha
delay; cold; taste; portion | Demorou, chegou frio, sem sal e pouca comida. Decepcionante
service; delay; cold | Pedido atrasou, chegou frio e quando reclamei no chat ninguém respondeu
courier; packaging | O motoboy jogou a sacola no chão e a marmita abriu toda
price; delay | taxa de entrega de R$ 15 e ainda demorou 1h
wrongItem; other=nota fiscal | Veio o lanche errado e não mandaram a nota fiscal
cold; other=guardanapo | comida fria e sem guardanapo nenhum
delay; other=ligação | demorou e o motoboy não atendia a ligação
taste; other=tamanho da pizza | a pizza grande parecia uma média e a massa veio crua no meio
missingItem; courier | Faltou a coca e o entregador foi mal educado quando reclamei
delay; cold | q demora, veio td frio
taste | a batata veio murchinha e sem crocância
price | caro dms pelo q é
portion | veio mt pouco, não deu nem pra 1 pessoa
delay | o pedido ficou 40 min parado no 'em preparo'
`,
);
