import { parseReviews } from "./parse";

/** Praise and neutral reviews: warm thanks, no apology, nothing invented. */
export const PRAISE_REVIEWS = parseReviews(
  "elogios",
  `
praise | Comida deliciosa, chegou rapidinho e quentinha. Recomendo!
praise | Melhor pizza da cidade!!!
praise | não demorou nada e veio tudo quentinho, amei
praise | Hambúrguer suculento, bem servido e a embalagem impecável
praise | Entregador super educado e atencioso, parabéns
praise | Atendimento nota 10, muito atenciosos
praise | mt bom vou pedir de novo
praise | Perfeito como sempre, virei cliente
praise | O açaí é maravilhoso, bem caprichado
praise | chegou antes do previsto e bem quentinho
praise | Marmita caprichada, comida de mãe
praise | a coxinha é a melhor que já comi
praise | Tudo perfeito, obrigado!
praise | sushi fresquinho, peças bem feitas, parabéns
praise | pizza maravilhosa, massa fininha e crocante
praise | lanche top demais
praise | entrega rápida e comida muito gostosa
praise | Simplesmente perfeito!!
praise | comida caseira de verdade, bem temperada
praise | adorei o brigadeiro, muito bom
praise | excelente como sempre
praise | o frango não estava seco, estava no ponto, muito bom
praise | não veio frio dessa vez, parabéns
praise | nota mil
praise | muito saboroso, recomendo a todos
praise | pedido chegou certinho e muito bem embalado
praise | a porção é enorme, dá pra duas pessoas
praise | melhor custo benefício do bairro
 | Razoável, esperava mais
 | ok
 | Pedi uma marmita de frango
 | normal
 | Pedi um cachorro quente e uma coca
 | Comida ok, nada demais
 | primeira vez pedindo
 | mais ou menos
 | pedi pelo app
 | entrega no prazo
praise | tudo certo, como sempre
 | sem comentários
`,
);
