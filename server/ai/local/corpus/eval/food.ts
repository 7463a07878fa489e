import { parseReviews } from "./parse";

/** Taste, portion, price, service, the app, and complaints no topic names. */
export const FOOD_REVIEWS = parseReviews(
  "comida e serviço",
  `
taste | Comida sem sal nenhum, sem gosto
taste | muito salgado, não deu pra comer
taste | A pizza veio queimada embaixo
taste | a base da pizza tava queimada, preta
taste | Batata murcha e oleosa
taste | Carne dura e ressecada
taste | Sabor estranho, parecia comida requentada
taste | o arroz veio empapado e o feijão aguado
taste | massa da pizza crua no meio
taste | o pastel tava encharcado de óleo
taste | a lasanha estava salgada demais
taste | Hambúrguer parecia uma sola de sapato
taste | o sushi tava com o arroz duro
taste | a coxinha veio com a massa crua
portion | Porção muito pequena, não matou a fome de ninguém
portion | Veio pouca comida para o preço
portion | O pastel tinha pouco recheio, quase só massa
portion | A porção de batata é ridícula de pequena
portion | marmita bem menor do que a da foto
portion; price | Caro e pouca quantidade, não vale a pena
price | Muito caro pelo que entrega.
price | Preço abusivo, não vale o que custa
price | Cobraram a mais no meu cartão, quero ver isso
price | R$ 12 de taxa de entrega, absurdo
price | a taxa de entrega é mais cara que o lanche
price | me cobraram duas vezes o mesmo pedido
price; cold | R$ 12 de taxa pra chegar frio
service | Atendimento péssimo, ninguém responde no chat
service; delay | Cancelaram meu pedido sem avisar depois de 40 minutos de atraso
service | A atendente foi grossa quando liguei para reclamar
service | mandei mensagem 3 vezes e fui ignorada
service | o chat do restaurante me ignorou completamente
app | O app travou na hora de pagar e o cupom não aplicou
app | o cupom não funcionou e paguei o preço cheio
app | o rastreio do app ficou parado uma hora
general | Péssimo
general | Nunca mais peço aqui. Decepcionante.
general | nao gostei
general | Horrível, não recomendo
general | decepcionada com esse restaurante
other=nem pediu desculpa | O lanche veio ok, mas a atendente nem pediu desculpa pelo erro da semana passada
other=ligou 5 vezes | O motoboy me ligou 5 vezes antes de chegar, que coisa chata
other=sacola suja | A sacola veio suja de terra
other=nota fiscal | Pedi nota fiscal e não mandaram
other=guardanapo | não mandaram guardanapo nem talher, comer pizza com a mão é ruim
other=troco | o troco veio errado, faltou 10 reais
other=nome errado | escreveram meu nome errado no pedido, achei um desrespeito
other=cardápio desatualizado | o cardápio está desatualizado, metade dos itens não tem
other=foto | a pizza não parece nada com a foto do cardápio
other=banheiro | o banheiro da loja estava sujo quando fui retirar
taste; portion | Pouco recheio e o pão estava duro
taste; cold | Lanche frio e pão duro
taste; delay; cold | Lanche frio, pão duro e demorou uma eternidade
service; notDelivered | Cancelaram meu pedido e ninguém me avisou, fiquei sem jantar
price; portion | porção minúscula por 60 reais
taste; price | caro e sem gosto
taste | o strogonoff estava aguado e sem tempero
taste | o frango frito estava murcho e com gosto de óleo velho
taste | o molho estava azedo de tanto vinagre, não gostei do sabor
portion | o açaí veio pela metade do copo
packaging; taste | a batata chegou murcha porque a embalagem não tem furo
missingItem; service | Faltou o refri e ninguém responde no whatsapp
`,
);
