import type { CampaignGoal, CustomerSegment } from "../../../../common/customers";

/*
 * The sentences of campaign messages (issue 15), by goal and by segment.
 * `{nome}` is the customer's first name (filled per customer when the
 * campaign is created); `{prato}` only where a dish can be named. None of
 * them promises what the owner did not decide (no discount, free delivery,
 * coupon, price or date): engine/customerMessage.ts checks a model's text
 * against the same rule.
 */
export type CampaignParts = { openings: string[]; bodies: string[]; closings: string[] };

export const GREETINGS = ["Oi, {nome}!", "Olá, {nome}!", "Oi, {nome}, tudo bem?", "{nome}, tudo bem por aí?"];

/** What each goal says, in a few ways; "{prato}" only where a dish can be named. */
export const CAMPAIGN_LINES_BY_GOAL: Record<CampaignGoal, CampaignParts> = {
  "come-back": {
    openings: GREETINGS,
    bodies: [
      "Faz um tempinho que você não pede com a gente e bateu saudade.",
      "Sentimos sua falta por aqui.",
      "Lembramos de você hoje na cozinha.",
      "Faz tempo que a gente não prepara um pedido seu.",
    ],
    closings: [
      "Quando der vontade, é só chamar que a gente prepara com carinho.",
      "Se quiser pedir hoje, responde aqui que a gente cuida de tudo.",
      "Estamos por aqui quando a fome apertar.",
    ],
  },
  "new-dish": {
    openings: GREETINGS,
    bodies: [
      "Tem novidade no nosso cardápio: {prato}, e lembramos de você.",
      "Acabamos de colocar {prato} no cardápio e queríamos que você soubesse primeiro.",
      "Chegou prato novo por aqui: {prato}. Feito com o mesmo cuidado de sempre.",
      "Tem novidade no nosso cardápio e lembramos de você.",
      "Chegou prato novo por aqui, feito com o mesmo cuidado de sempre.",
      "A cozinha andou testando receitas e tem coisa nova no cardápio.",
    ],
    closings: [
      "Quer experimentar? É só responder esta mensagem.",
      "Se bater a curiosidade, chama a gente por aqui.",
      "Depois conta pra gente o que achou!",
    ],
  },
  weekend: {
    openings: GREETINGS,
    bodies: [
      "O fim de semana está chegando e a cozinha já está animada.",
      "Fim de semana pede comida boa sem precisar cozinhar.",
      "Que tal deixar a cozinha de folga neste fim de semana?",
    ],
    closings: [
      "Se quiser garantir o seu pedido, é só chamar aqui.",
      "A gente prepara, você só aproveita. É só responder esta mensagem.",
      "Estamos esperando o seu pedido!",
    ],
  },
  birthday: {
    openings: ["Oi, {nome}!", "Olá, {nome}!", "{nome}, passando rapidinho!"],
    bodies: [
      "Feliz aniversário! Desejamos um dia cheio de coisas boas.",
      "Hoje o dia é seu: feliz aniversário, de todo o pessoal daqui.",
      "Parabéns pelo seu dia! Que venham muitos anos de mesa cheia.",
    ],
    closings: [
      "Se quiser comemorar com a gente, é só chamar.",
      "Obrigado por fazer parte da nossa história.",
      "Um abraço de toda a equipe!",
    ],
  },
  "thank-you": {
    openings: GREETINGS,
    bodies: [
      "Passando para agradecer pela confiança nos seus pedidos.",
      "Queríamos dizer obrigado por escolher a gente.",
      "Cada pedido seu deixa a nossa cozinha feliz. Obrigado!",
    ],
    closings: [
      "Qualquer coisa, é só responder por aqui.",
      "Conta com a gente sempre que a fome bater.",
      "Até o próximo pedido!",
    ],
  },
};

/** A line that fits the segment, said before the closing (or nothing, some of the time). */
export const CAMPAIGN_LINES_BY_SEGMENT: Record<CustomerSegment, string[]> = {
  Novo: ["Foi muito bom receber o seu primeiro pedido.", "Esperamos que tenha gostado da primeira vez."],
  Recorrente: ["É sempre bom ver você por aqui.", "Você já é de casa."],
  VIP: ["Você é um dos clientes mais especiais da casa.", "Clientes como você fazem o nosso dia."],
  "Em risco": ["A sua mesa continua guardada.", "Estamos com o mesmo capricho de sempre."],
  Inativo: [
    "Muita coisa boa saiu da nossa cozinha desde o seu último pedido.",
    "A casa continua a mesma, com o mesmo carinho.",
  ],
};
