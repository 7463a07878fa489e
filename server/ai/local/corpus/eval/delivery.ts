import { parseReviews } from "./parse";

/** Time, temperature, wrong or missing items, packaging, couriers: the everyday complaints. */
export const DELIVERY_REVIEWS = parseReviews(
  "entrega",
  `
delay | Demorou quase duas horas pra chegar. A fome até passou.
delay | pedido atrasou mt, 1h30 de espera
delay | Esperei 80 minutos pelo meu lanche, o app dizia 40.
delay | demorol demais, nunca mais
delay | Previsão de 30 min, chegou em 1h15.
delay | chegou tarde, as crianças já tinham ido dormir
delay | A entrega demora sempre, toda vez é a mesma coisa
delay; cold | Demorou uma eternidade e chegou tudo gelado
delay; cold | demoraram 1h e a pizza veio fria
delay; cold | Atrasou 50 minutos e o lanche chegou morno
cold | A pizza chegou fria, parecia de ontem.
cold | comida veio friaaa
cold | O hambúrguer estava morno e o queijo duro de frio
cold | A marmita chegou gelada, tive que esquentar no micro-ondas
cold | batata fria e murcha
cold; taste | batata fria e murcha, sem condição
warmDrink | O refrigerante veio quente
warmDrink | A cerveja chegou quente, impossível de beber
warmDrink | refri quente e sem gás
warmDrink | o guaraná veio natural, nada gelado
cold; warmDrink | A comida chegou fria e o refrigerante quente
melted | O açaí chegou todo derretido, virou suco
melted | Sorvete derreteu todo no caminho
melted; missingItem | O açaí chegou derretido e faltou a granola
notDelivered | Meu pedido nunca chegou e o app diz que foi entregue
notDelivered | Pedido não chegou até agora, já são 23h
notDelivered | nao recebi meu pedido
wrongItem | Pedi uma pizza de calabresa e veio uma de frango
wrongItem | Veio calabresa, sendo que eu pedi portuguesa
wrongItem | Pedi coca e veio guaraná
wrongItem | Pedi coca zero e veio coca normal, sou diabético
wrongItem | veio o pedido de outra pessoa
wrongItem | Trocaram o sabor do meu açaí
wrongItem | mandaram frango no lugar da carne
wrongItem | Pedi X-Salada e mandaram X-Egg
wrongItem | o sabor da pizza veio errado de novo
customisation | Pedi sem cebola e veio com cebola
customisation | pedi o lanche sem tomate e tinha tomate
customisation | Escrevi na observação pra cortar a pizza em 8 e ignoraram
customisation | pedi o ponto da carne bem passado e veio mal passado, ignoraram a observação
customisation; delay | Pedi sem tomate e veio com tomate, e ainda demorou
missingItem | Faltou o refrigerante e a batata
missingItem | Esqueceram de mandar o molho e os talheres
missingItem | Não veio a sobremesa que eu paguei
missingItem | pedido incompleto, faltando 2 esfihas
missingItem | cadê o refri???
missingItem | Pedi 2 hambúrgueres e veio só 1
missingItem | pedi o combo com batata e a batata não veio
missingItem | Só mandaram metade do pedido
missingItem | Cadê a maionese que eu paguei à parte?
missingItem | veio so um pastel, paguei por dois
packaging | A embalagem veio toda aberta e o molho vazou na sacola
packaging | O caldo derramou todo, sacola encharcada
packaging | Marmita chegou amassada e tudo revirado
packaging | Caixa da pizza rasgada, a pizza grudou na tampa
packaging | O pote do açaí veio sem lacre e aberto
packaging | o lanche veio todo esmagado dentro da caixa
packaging | vazou molho pra todo lado, sujou meu carro
courier | O entregador foi muito grosso comigo e não quis subir
courier | Motoboy mal educado, jogou a sacola no portão
courier | entregador xingou meu porteiro, que falta de respeito
courier | o motoboi foi super grosseiro
courier | O entregador abriu a sacola e mexeu na comida
courier; cold | O entregador foi grosso e a pizza veio fria
courier; delay | O motoqueiro se perdeu, demorou 1h20 e ainda foi grosso comigo
delay; missingItem | Demorou 2 horas e ainda faltou a coca
delay; cold; missingItem | Demorou 2 horas, veio frio e ainda faltou a coca
delay; cold; packaging | ENTREGA ATRASADA, COMIDA FRIA E EMBALAGEM VAZANDO. PESSIMO
wrongItem; missingItem | Veio calabresa, sendo que eu pedi portuguesa. E veio só 1 refri, pedi 2
missingItem; delay; taste | o motoboi demorou, a pizza veio queimda e cadê o refri?
cold; packaging | Chegou frio e a tampa da marmita aberta
delay | pedido demorou 3h pra chegar, absurdo total
delay; service | Demorou muito e quando mandei mensagem ninguém respondeu
notDelivered; service | O pedido não chegou e ninguém do restaurante me responde
wrongItem; cold | Veio o sabor errado e ainda frio
missingItem; packaging | Faltou o guaraná e o molho veio vazando
`,
);
