import type { Complaint, Praise, TasteIssue } from "../engine/reviewTopics";

/**
 * What a reply says about each point a review raises: an apology that names
 * the problem (never blaming the customer) and what the restaurant will do.
 * Templates agree with {noun}: the dish the review names ("a sua pizza") or
 * "o seu pedido". Nothing here invents facts (no "já fizemos" the owner did
 * not say) or promises compensation: no coupon, discount or refund unless the
 * owner offers one.
 */

export type TopicLines = {
  apologies: readonly string[];
  /** Actions share an id so two topics with the same fix say it once. */
  action: { id: string; lines: readonly string[] };
};

const CHECK_ORDERS = {
  id: "check",
  lines: [
    "Vamos reforçar a conferência de cada pedido antes de sair da cozinha.",
    "Vamos combinar com a equipe uma conferência extra de cada pedido antes da entrega.",
  ],
};

const KITCHEN = {
  id: "kitchen",
  lines: [
    "Vamos repassar o seu comentário para a cozinha revisar o preparo.",
    "Vamos compartilhar o seu comentário com a cozinha e revisar o preparo desse prato.",
  ],
};

const SEASONING = {
  id: "kitchen",
  lines: ["Vamos repassar o seu comentário para a cozinha revisar o tempero."],
};

export const COMPLAINT_LINES: Record<Exclude<Complaint, "taste" | "price" | "packaging">, TopicLines> = {
  health: {
    apologies: [
      "Ficamos muito preocupados com o que você relatou e esperamos, de coração, que todos já estejam bem.",
      "Sentimos muito pelo mal-estar depois do pedido e esperamos que todos já estejam se sentindo melhor.",
    ],
    action: {
      id: "safety-check",
      lines: [
        "Levamos a segurança dos alimentos muito a sério e vamos verificar imediatamente os ingredientes e o preparo desse pedido.",
      ],
    },
  },
  foreignBody: {
    apologies: [
      "Pedimos sinceras desculpas pelo que você encontrou no seu pedido. Isso não pode acontecer, e levamos a higiene e a segurança dos alimentos muito a sério.",
      "Sentimos muito pelo que você encontrou na comida. É inaceitável, e a higiene e a segurança dos alimentos são prioridade para nós.",
    ],
    action: {
      id: "hygiene",
      lines: [
        "Vamos apurar o que aconteceu com a equipe da cozinha imediatamente e reforçar os nossos cuidados de higiene e manipulação.",
      ],
    },
  },
  notDelivered: {
    apologies: [
      "Sentimos muito que o seu pedido não tenha chegado até você.",
      "Lamentamos muito: ninguém merece fazer um pedido e não receber.",
    ],
    action: {
      id: "delivery-check",
      lines: ["Vamos verificar com atenção o que aconteceu com essa entrega."],
    },
  },
  wrongItem: {
    apologies: [
      "Pedimos desculpas por ter enviado um item errado; entendemos a frustração de receber algo diferente do que você pediu.",
      "Sentimos muito pela troca no seu pedido: você merecia receber exatamente o que escolheu.",
    ],
    action: CHECK_ORDERS,
  },
  missingItem: {
    apologies: [
      "Sentimos muito pelo que faltou no seu pedido.",
      "Pedimos desculpas pelo pedido incompleto; sabemos como isso atrapalha a refeição.",
    ],
    action: CHECK_ORDERS,
  },
  courier: {
    apologies: [
      "Lamentamos muito a atitude na entrega: não é assim que queremos que ela seja feita.",
      "Sentimos muito pela forma como a entrega foi feita; todo cliente merece respeito e cordialidade.",
    ],
    action: {
      id: "courier",
      lines: [
        "Vamos registrar o ocorrido e conversar com os responsáveis pelas entregas.",
        "Vamos levar o ocorrido aos responsáveis pelas entregas para que isso não se repita.",
      ],
    },
  },
  cold: {
    apologies: [
      "Sentimos muito que {art} {noun} {v:tenha|tenham} chegado {adj:frio}; não é assim que queremos que você prove a nossa comida.",
      "Lamentamos que {art} {noun} não {v:tenha|tenham} chegado na temperatura certa.",
    ],
    action: {
      id: "temperature",
      lines: [
        "Vamos revisar a embalagem e o tempo entre o preparo e a saída para que tudo chegue quentinho.",
        "Vamos ajustar o tempo entre o preparo e a entrega para que a comida chegue quentinha na próxima.",
      ],
    },
  },
  warmDrink: {
    apologies: [
      "Sentimos muito que {art} {noun} {v:tenha|tenham} chegado sem estar {adj:gelado}; bebida boa tem que chegar trincando.",
      "Lamentamos que {art} {noun} não {v:tenha|tenham} chegado {adj:gelado} como deveria.",
    ],
    action: {
      id: "drinks",
      lines: [
        "Vamos cuidar para que as bebidas saiam da geladeira só na hora de fechar o pedido.",
        "Vamos combinar com a equipe que as bebidas vão para a sacola direto da geladeira.",
      ],
    },
  },
  melted: {
    apologies: ["Sentimos muito que {art} {noun} {v:tenha|tenham} chegado {adj:derretido}."],
    action: {
      id: "frozen",
      lines: ["Vamos caprichar na embalagem e no tempo de saída para manter tudo geladinho até a sua casa."],
    },
  },
  delay: {
    apologies: [
      "Pedimos desculpas pela demora na entrega: sabemos como é chato esperar com fome.",
      "Sentimos muito pelo atraso; não é essa a experiência que queremos oferecer.",
      "Lamentamos muito a demora: ninguém merece esperar tanto por uma refeição.",
    ],
    action: {
      id: "timing",
      lines: [
        "Vamos rever a organização da cozinha nos horários de pico para que isso não se repita.",
        "Vamos reorganizar a saída dos pedidos nos horários mais movimentados para entregar no tempo certo.",
      ],
    },
  },
  portion: {
    apologies: [
      "Obrigado por nos avisar sobre a quantidade: sentimos muito que a porção tenha ficado abaixo do que você esperava.",
      "Sentimos muito que a porção não tenha matado a sua fome como deveria.",
    ],
    action: {
      id: "portion",
      lines: ["Vamos revisar o porcionamento com a cozinha para que cada prato chegue bem servido."],
    },
  },
  service: {
    apologies: [
      "Pedimos desculpas pelo atendimento que você recebeu; não é esse o cuidado que queremos oferecer.",
      "Sentimos muito pela falha no nosso atendimento.",
    ],
    action: {
      id: "service",
      lines: ["Vamos conversar com a nossa equipe para que todo contato seja atencioso e rápido."],
    },
  },
  general: {
    apologies: [
      "Sentimos muito que a sua experiência não tenha sido boa.",
      "Lamentamos que o seu pedido não tenha atendido às suas expectativas.",
    ],
    action: {
      id: "listen",
      lines: ["Vamos rever cada etapa do seu pedido para corrigir o que for preciso."],
    },
  },
};

/** A note on the order not followed ("pedi sem cebola e veio com cebola"); {item} when known. */
export const CUSTOMISATION_LINES: { known: TopicLines; unknown: TopicLines } = {
  known: {
    apologies: [
      "Pedimos desculpas: você pediu sem {item}, e essa observação deveria ter sido respeitada.",
      "Sentimos muito que o pedido tenha chegado com {item}, mesmo com a sua observação pedindo sem.",
    ],
    action: {
      id: "check",
      lines: ["Vamos reforçar com a cozinha a leitura das observações de cada pedido antes da montagem."],
    },
  },
  unknown: {
    apologies: [
      "Pedimos desculpas por não termos seguido a observação do seu pedido; ela deveria ter sido respeitada.",
    ],
    action: {
      id: "check",
      lines: ["Vamos reforçar com a cozinha a leitura das observações de cada pedido antes da montagem."],
    },
  },
};

/** A drink that arrived flat. */
export const FLAT_DRINK_LINES: TopicLines = {
  apologies: ["Sentimos muito que {art} {noun} {v:tenha|tenham} chegado sem gás."],
  action: {
    id: "drinks",
    lines: ["Vamos conferir as bebidas, uma a uma, antes de fechar cada pedido."],
  },
};

/** A slip put right: the slip named, glad it was sorted (never "quickly": the customer may have waited for it), thanks for understanding; then how we keep at it. */
const putRight = (slip: string, id: string, action: string): TopicLines => ({
  apologies: [`Sentimos ${slip} e ficamos felizes que deu para resolver; obrigado pela compreensão.`],
  action: { id, lines: [action] },
});

/** A slip the store already put right, and the customer thanked: the slip named, the fix and the thanks answered. */
export const PUT_RIGHT_LINES: Record<
  "wrongItem" | "missingItem" | "notDelivered" | "paidExtra" | "customisation",
  TopicLines
> = {
  wrongItem: putRight(
    "pelo item trocado",
    "checking",
    "Seguimos reforçando a conferência de cada pedido antes da saída.",
  ),
  missingItem: putRight(
    "pelo item que faltou",
    "checking",
    "Seguimos reforçando a conferência de cada pedido antes da saída.",
  ),
  notDelivered: putRight(
    "pelo pedido que não chegou",
    "checking",
    "Seguimos acompanhando cada entrega até a sua porta.",
  ),
  paidExtra: putRight(
    "pelo adicional que ficou de fora",
    "checking",
    "Seguimos reforçando a conferência dos adicionais de cada pedido.",
  ),
  customisation: putRight(
    "pela observação do pedido",
    "notes",
    "Seguimos reforçando a leitura das observações de cada pedido.",
  ),
};

/** "refri quente e sem gás": both said, both answered (the drink is not named: its gender would need a noun). */
export const WARM_FLAT_DRINK_LINES: TopicLines = {
  apologies: ["Sentimos muito que a bebida tenha chegado quente e sem gás; ela deveria chegar gelada."],
  action: FLAT_DRINK_LINES.action,
};

/**
 * A courier point with no behaviour complained of ("o motoboy demorou pra achar o prédio"): the delivery is
 * regretted, no "atitude" is named that the customer did not describe.
 */
export const COURIER_ROUTE_LINES: TopicLines = {
  apologies: [
    "Sentimos muito pelo que aconteceu na entrega do seu pedido.",
    "Lamentamos o transtorno na entrega do seu pedido.",
  ],
  action: {
    id: "courier",
    lines: ["Vamos conversar com os responsáveis pelas entregas sobre o que você contou."],
  },
};

/**
 * A wait the courier's route made ("o motoboy rodou o bairro inteiro"): the delay regretted as the delivery's, with
 * the couriers, not "a organização da cozinha" the customer never blamed. It answers the courier point too.
 */
export const COURIER_DELAY_LINES: TopicLines = {
  apologies: [
    "Sentimos muito pela demora na entrega do seu pedido; não é essa a experiência que queremos oferecer.",
    "Lamentamos o atraso na entrega do seu pedido: ninguém merece esperar tanto por uma refeição.",
  ],
  action: {
    id: "courier",
    lines: [
      "Vamos conversar com os responsáveis pelas entregas sobre o caminho e o tempo que o seu pedido levou.",
    ],
  },
};

/**
 * A wait the customer said they understood: thanked for, with the will to be quicker, and no apology for a
 * complaint they did not make (no "demora" or "atraso" named back).
 */
export const FORGIVEN_WAIT_LINES: TopicLines = {
  apologies: [
    "Obrigado pela paciência e pela compreensão com o tempo de espera.",
    "Agradecemos a sua compreensão com a espera dessa vez.",
  ],
  action: {
    id: "timing",
    lines: ["Vamos seguir ajustando a saída dos pedidos para que o próximo chegue ainda mais rápido."],
  },
};

export const CANCELLED_LINES: TopicLines = {
  apologies: [
    "Sentimos muito pelo cancelamento do seu pedido; sabemos como isso frustra quem está com fome.",
  ],
  action: {
    id: "service",
    lines: ["Vamos verificar com a equipe por que isso aconteceu."],
  },
};

/** When the food looked or smelled spoiled but nobody said they felt ill. */
export const SPOILED_LINES: TopicLines = {
  apologies: [
    "Ficamos muito preocupados com o que você relatou sobre o estado da comida.",
    "Pedimos desculpas: nenhum pedido deveria chegar assim até você.",
  ],
  action: COMPLAINT_LINES.health.action,
};

export const PACKAGING_LINES: { leak: TopicLines; damaged: TopicLines } = {
  leak: {
    apologies: ["Sentimos muito que o pedido tenha vazado no caminho; sabemos o transtorno que isso causa."],
    action: {
      id: "packaging",
      lines: [
        "Vamos reforçar o fechamento das embalagens e a forma de acomodar cada item para o transporte.",
      ],
    },
  },
  damaged: {
    apologies: ["Lamentamos que o seu pedido tenha chegado com problema na embalagem."],
    action: {
      id: "packaging",
      lines: ["Vamos rever as embalagens e a forma de acomodar cada item para que tudo chegue inteiro."],
    },
  },
};

export const PRICE_LINES: { price: TopicLines; billing: TopicLines } = {
  price: {
    apologies: ["Agradecemos a sinceridade sobre o preço.", "Entendemos a sua opinião sobre o valor."],
    action: {
      id: "price",
      lines: [
        "Trabalhamos para equilibrar ingredientes de qualidade e um preço justo, e vamos levar o seu comentário em conta na revisão do cardápio.",
      ],
    },
  },
  billing: {
    apologies: ["Sentimos muito pelo problema na cobrança do seu pedido."],
    action: {
      id: "billing",
      lines: ["Vamos verificar a cobrança com toda a atenção."],
    },
  },
};

export const TASTE_LINES: Record<TasteIssue, TopicLines> = {
  salty: {
    apologies: ["Sentimos muito que o tempero tenha passado do ponto no sal."],
    action: SEASONING,
  },
  bland: {
    apologies: ["Sentimos muito que a comida tenha chegado sem o tempero que deveria ter."],
    action: SEASONING,
  },
  burnt: {
    apologies: ["Lamentamos que {art} {noun} {v:tenha|tenham} passado do ponto no preparo."],
    action: {
      id: "kitchen",
      lines: ["Vamos revisar o tempo de preparo com a cozinha para que tudo saia no ponto certo."],
    },
  },
  raw: {
    apologies: ["Lamentamos que {art} {noun} não {v:tenha|tenham} chegado no ponto certo de cozimento."],
    action: {
      id: "kitchen",
      lines: ["Vamos revisar o tempo de cozimento com a cozinha para que isso não se repita."],
    },
  },
  dry: {
    apologies: ["Sentimos muito que a textura não tenha ficado como deveria."],
    action: KITCHEN,
  },
  greasy: {
    apologies: ["Sentimos muito que {art} {noun} {v:tenha|tenham} chegado {adj:oleoso} demais."],
    action: {
      id: "kitchen",
      lines: ["Vamos rever com a cozinha o óleo do preparo e o tempo de escorrer antes de embalar."],
    },
  },
  soggy: {
    apologies: ["Lamentamos que {art} {noun} {v:tenha|tenham} perdido a crocância no caminho."],
    action: {
      id: "kitchen",
      lines: ["Vamos rever a embalagem e a forma de acomodar os itens para que tudo chegue sequinho."],
    },
  },
  watery: {
    apologies: ["Sentimos muito que {art} {noun} {v:tenha|tenham} chegado sem a consistência certa."],
    action: KITCHEN,
  },
  other: {
    apologies: [
      "Sentimos muito que o sabor não tenha agradado desta vez.",
      "Lamentamos que o sabor não tenha sido o que você esperava; queremos que cada pedido seja uma delícia.",
    ],
    action: KITCHEN,
  },
};

/** A dish's making faulted in no word of flavour ("cortada torta, 2 fatias grudadas"): its preparo, not its taste. */
export const PREPARED_LINES: TopicLines = {
  apologies: [
    "Sentimos muito que o preparo não tenha saído como deveria desta vez.",
    "Lamentamos que o preparo do seu pedido não tenha ficado do jeito que você merece.",
  ],
  action: KITCHEN,
};

/** "Que bom saber que {…}": what the customer liked, agreed with the dish when there is one. */
export const PRAISE_PHRASES: Record<Praise, string> = {
  taste: "{art} {noun} {v:agradou|agradaram}",
  speed: "a entrega foi rápida",
  hot: "tudo chegou quentinho",
  portion: "a porção veio bem servida",
  packaging: "a embalagem chegou caprichada",
  courier: "a entrega foi feita com atenção",
  service: "o nosso atendimento fez a diferença",
  general: "você gostou",
};

/** One sentence each: a greeting split in two ("Oi!") would open a quarter of all replies alike. */
export const GREETINGS: readonly string[] = [
  "Olá, obrigado pela sua avaliação.",
  "Oi, agradecemos por avaliar o seu pedido e por nos contar como foi.",
  "Olá, obrigado por compartilhar a sua experiência com a gente.",
  "Olá, agradecemos o seu retorno sobre o pedido.",
  "Obrigado por tirar um tempo para avaliar o seu pedido.",
  "Olá, recebemos a sua avaliação e lemos cada palavra.",
];

/** Openings for a complaint, besides GREETINGS: they speak of what happened. */
export const COMPLAINT_GREETINGS: readonly string[] = [
  "Oi, obrigado por nos contar o que aconteceu com o pedido.",
  "Agradecemos a sinceridade ao avaliar o pedido.",
  "Olá, obrigado por nos avisar; é assim que a gente melhora.",
];

export const PRAISE_OPENERS: readonly string[] = [
  "Que alegria ler isso!",
  "Muito obrigado pelo carinho!",
  "Ficamos muito felizes com a sua avaliação!",
  "Que avaliação boa de ler!",
];

export const PRAISE_EXTRAS: readonly string[] = [
  "Preparamos cada pedido com muito capricho, e é ótimo saber que isso chega até você.",
  "O seu comentário motiva toda a nossa equipe.",
  "Avaliações como a sua fazem o nosso dia.",
  "Vamos mostrar o seu comentário para toda a equipe da cozinha.",
  "É para receber avaliações assim que a gente capricha em cada detalhe.",
];

/** How the sentence naming what the customer praised opens; "{praise}" is what they liked. */
export const PRAISE_LEADS: readonly string[] = [
  "Que bom saber que {praise}!",
  "Ficamos muito felizes em saber que {praise}!",
  "Que alegria ler que {praise}!",
];

export const CONTACT: readonly string[] = [
  "Por favor, fale com a gente por aqui para que possamos entender melhor o que aconteceu e cuidar disso com você.",
  "Se puder, chame a gente por aqui com os detalhes do pedido para cuidarmos disso pessoalmente.",
];

/**
 * For problems that need no private conversation: an open door, never a
 * compensation the owner did not offer (a coupon or a refund is the owner's
 * call, made in the chat, not a promise in a public reply).
 */
export const TALK_TO_US: readonly string[] = [
  "Se quiser contar mais detalhes, é só chamar a gente por aqui.",
  "Se preferir, fale com a gente por aqui: queremos ouvir você.",
];

export const INVITES_AFTER_COMPLAINT: readonly string[] = [
  "Esperamos ter a chance de preparar um novo pedido para você.",
  "Queremos muito ter a oportunidade de mostrar o nosso melhor no seu próximo pedido.",
  "Contamos com uma nova chance para surpreender você.",
  "Queremos reconquistar a sua confiança no próximo pedido.",
  "Da próxima vez, queremos que o seu pedido chegue do jeito que você merece.",
  "Esperamos mostrar, num próximo pedido, o cuidado que temos com cada prato.",
];

/** Closings when the problem is still open (a charge, a missing item, a channel that failed): help first. */
export const CLOSINGS_WHILE_OPEN: readonly string[] = [
  "Seguimos à disposição para resolver isso com você.",
  "Conte com a gente para acertar isso.",
  "Estamos aqui para cuidar disso até o fim.",
];

export const INVITES_AFTER_PRAISE: readonly string[] = [
  "Esperamos ver você de novo em breve!",
  "Será um prazer preparar o seu próximo pedido!",
  "Volte sempre, a casa é sua!",
  "Até o próximo pedido!",
  "A cozinha já está esperando o seu próximo pedido!",
];

export const LUKEWARM_LINES: readonly string[] = [
  "Queremos que da próxima vez seja ainda melhor: se tiver alguma sugestão, é só contar pra gente por aqui.",
  "Estamos sempre buscando melhorar, e o seu retorno ajuda muito. Se quiser, conte pra gente por aqui o que faria a diferença.",
];

export const NEUTRAL_LINES: readonly string[] = [
  "Se tiver qualquer sugestão para melhorarmos, é só falar com a gente por aqui.",
  "Qualquer sugestão é bem-vinda: é só falar com a gente por aqui.",
];

export const SIGN_OFFS: readonly string[] = ["Um abraço", "Com carinho", "Atenciosamente"];
