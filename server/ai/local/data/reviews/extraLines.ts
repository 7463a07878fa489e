import type { TopicLines } from "../replySentences";

/** Lines for the points the first engine did not know: the app, the delivery fee, a silent chat, anything else. */

export const APP_LINES: TopicLines = {
  apologies: [
    "Sentimos muito pelo problema com o app de delivery; sabemos como isso atrapalha o pedido.",
    "Lamentamos o transtorno com o app de delivery durante o seu pedido.",
  ],
  action: {
    id: "app",
    lines: [
      "Vamos levar o seu relato ao suporte do app de delivery, que cuida dessa parte.",
      "Vamos reportar o ocorrido ao app de delivery para que eles verifiquem do lado deles.",
    ],
  },
};

/** A refund the marketplace owes: it makes refunds, so the customer is told where to follow it up. */
export const REFUND_LINES: TopicLines = {
  apologies: [
    // No "demora": a wait for money is no late order, and the reply must not read as one. Nor "ainda não caiu":
    // a refund the app refused ("pedi reembolso e negaram") is no refund on its way.
    "Sentimos muito pelo problema com o seu reembolso pelo app de delivery; sabemos como isso é chato.",
    "Lamentamos o transtorno com o seu reembolso pelo app de delivery.",
  ],
  action: {
    id: "app",
    lines: [
      "O reembolso é feito pelo app de delivery: pelo pedido, no próprio app, o suporte deles consegue acompanhar o seu caso, e vamos reportar o ocorrido a eles também.",
    ],
  },
};

/** A wait nobody warned of ("nem avisaram do atraso"): the wait and the silence, both answered. */
export const UNWARNED_DELAY_LINES: TopicLines = {
  apologies: [
    "Sentimos muito pelo atraso e por você não ter sido avisado; você merecia saber do tempo a mais.",
    "Pedimos desculpas pela demora e por não termos avisado você a tempo.",
  ],
  action: {
    id: "timing",
    lines: ["Vamos reorganizar a saída dos pedidos e avisar sempre que um pedido for atrasar."],
  },
};

export const FEE_LINES: TopicLines = {
  apologies: [
    "Entendemos o seu incômodo com a taxa de entrega.",
    "Obrigado pela sinceridade sobre a taxa de entrega.",
  ],
  action: {
    id: "price",
    lines: ["Vamos levar o seu comentário em conta quando revisarmos a taxa de entrega da sua região."],
  },
};

export const SILENT_CHAT_LINES: TopicLines = {
  apologies: [
    "Sentimos muito que a sua mensagem tenha ficado sem resposta; você merecia um atendimento rápido.",
    "Pedimos desculpas pelo atendimento: a sua mensagem deveria ter sido respondida a tempo.",
  ],
  action: {
    id: "service",
    lines: [
      "Vamos rever quem acompanha as mensagens em cada turno para que nenhum cliente fique sem resposta.",
    ],
  },
};

/** A complaint no topic names: quoted back, so the customer sees it was read. {excerpt} is their words. */
export const OTHER_LINES: TopicLines = {
  apologies: [
    "Sobre o que você contou (“{excerpt}”), sentimos muito: não é isso que queremos para o seu pedido.",
    "Lemos com atenção o seu relato de que “{excerpt}”, e sentimos muito por isso.",
    "Obrigado por nos contar que “{excerpt}”; sentimos muito por esse problema.",
  ],
  action: {
    id: "other",
    lines: ["Vamos verificar esse ponto com a equipe.", "Vamos apurar esse ponto com a equipe."],
  },
};

export const OTHER_UNQUOTED: TopicLines = {
  apologies: ["Sentimos muito pelo outro problema que você apontou no pedido."],
  action: OTHER_LINES.action,
};

/** "só responderam duas horas depois": an answer that came, late; no "ficou sem atendimento". */
export const SLOW_ANSWER_LINES: TopicLines = {
  apologies: [
    // No "demora": a slow answer is no late order, and the reply must not read as one.
    "Pedimos desculpas por não termos respondido a sua mensagem a tempo; você merecia uma resposta rápida.",
    "Sentimos muito que a resposta à sua mensagem não tenha vindo logo; você merecia mais atenção.",
  ],
  action: {
    id: "unanswered",
    lines: ["Vamos rever quem atende as mensagens e as ligações em cada turno para responder a tempo."],
  },
};

/** "quase não achei o recheio", "podia vir mais catupiry": the filling, not the whole portion, fell short. */
export const FILLING_LINES: TopicLines = {
  apologies: [
    "Sentimos muito que o recheio tenha vindo abaixo do que você esperava.",
    "Obrigado por nos avisar: o recheio deveria ter vindo mais caprichado.",
  ],
  action: {
    id: "portion",
    lines: ["Vamos revisar com a cozinha a quantidade de recheio de cada item."],
  },
};
