import { type BankLine, when } from "./bankLine";
import type { DishGroup } from "./lexicon";

/**
 * Sentence banks for dish descriptions and posts. Each line is a template
 * (see ../engine/template.ts). A line that fits only some dishes is written
 * `when([needs], text)`: its needs (`LineNeed` in ./bankLine.ts) say what
 * the dish must have, e.g. "headKnown" for a line that agrees with the name,
 * "food" for one a drink must never get.
 */

export type GroupProfile = {
  /** What a mouthful of it is called: "fatia", "mordida", "garfada"… */
  bite: string;
  /** How it should arrive, agreed with the dish: "quentinho", "geladinho". */
  arrives: string;
  occasions: readonly string[];
  /** For dishes the lexicon does not know. */
  taglines: readonly string[];
  details: readonly string[];
  textures: readonly string[];
  emoji: string;
  hashtags: readonly string[];
  /** Lead-ins for the ingredient sentence, besides the common ones. */
  ingredientLines?: readonly string[];
  /** First sentences of descriptions and posts, besides the common ones. */
  openings?: readonly BankLine[];
  postOpenings?: readonly BankLine[];
};

const warm = { arrives: "quentinho" };

export const GROUPS: Record<DishGroup, GroupProfile> = {
  pizza: {
    bite: "fatia",
    ...warm,
    occasions: [
      "Boa pedida para reunir a família ou a turma.",
      "Ótima pedida para a noite de filme ou para o jogo com os amigos.",
      "Para transformar qualquer noite em noite de pizza.",
    ],
    taglines: ["massa crocante e cobertura generosa"],
    details: ["Cada fatia chega bem servida, do centro até a borda."],
    textures: ["crocante", "quentinho"],
    emoji: "🍕",
    hashtags: ["#pizza"],
    ingredientLines: ["Na cobertura, {ingredients}.", "Cobertura caprichada de {ingredients}."],
  },
  lanche: {
    bite: "mordida",
    ...warm,
    occasions: [
      "Ótima pedida para aquela fome de fim de tarde.",
      "Ideal para o lanche da noite ou para matar a fome depois do trabalho.",
      "Para quando a fome bate e só um lanche caprichado resolve.",
    ],
    taglines: ["pão macio e recheio caprichado"],
    details: ["{Adj:montado} na hora, com recheio generoso do começo ao fim."],
    textures: ["caprichado", "suculento"],
    emoji: "🍔",
    hashtags: ["#lanche"],
    ingredientLines: ["No recheio, {ingredients}.", "Recheio caprichado de {ingredients}."],
  },
  prato: {
    bite: "garfada",
    ...warm,
    occasions: [
      "Uma ótima pedida para o almoço do dia a dia.",
      "Para quem não abre mão de comer bem, mesmo na correria.",
      "Comida de verdade para recarregar as energias no meio do dia.",
    ],
    taglines: ["preparo caprichado e tempero na medida", "sabor caseiro e porção generosa"],
    details: [
      "Tempero caseiro, preparo caprichado e sabor de comida feita com carinho.",
      "Porção generosa e tempero na medida, do jeito que um bom prato tem que ser.",
      "Daqueles pratos que abraçam, com cheirinho de comida de casa.",
      "Comida de verdade, servida do jeito que a gente gosta de comer.",
      "Uma refeição completa para comer bem sem sair de casa.",
    ],
    textures: ["caprichado", "bem temperado", "bem servido"],
    emoji: "🍽️",
    hashtags: ["#comidacaseira"],
  },
  massa: {
    bite: "garfada",
    ...warm,
    occasions: [
      "Ótima pedida para um jantar especial sem sair de casa.",
      "Para ter almoço de domingo em qualquer dia da semana.",
    ],
    taglines: ["massa no ponto certo e molho encorpado"],
    details: ["Massa no ponto certo e molho encorpado em cada garfada."],
    textures: ["cremoso", "bem servido"],
    emoji: "🍝",
    hashtags: ["#massas"],
  },
  japones: {
    bite: "peça",
    arrives: "fresquinho",
    occasions: [
      "Ótima pedida para dividir (ou não) em uma noite especial.",
      "Para quem ama comida japonesa fresquinha sem sair de casa.",
    ],
    taglines: ["{adj:montado} na hora com ingredientes fresquinhos"],
    details: ["{Adj:montado} na hora, com ingredientes fresquinhos e muito capricho."],
    textures: ["fresquinho", "caprichado"],
    emoji: "🍣",
    hashtags: ["#comidajaponesa"],
  },
  salgado: {
    bite: "mordida",
    ...warm,
    occasions: [
      "Ótima pedida para o lanche da tarde, a festa ou a reunião com os amigos.",
      "Para beliscar a qualquer hora do dia.",
      "Companhia perfeita para o café da tarde ou para o fim de tarde com os amigos.",
    ],
    taglines: ["casquinha dourada e recheio caprichado"],
    details: ["Recheio generoso em cada mordida, sem economia."],
    textures: ["sequinho", "crocante"],
    emoji: "🥟",
    hashtags: ["#salgados"],
    ingredientLines: ["No recheio, {ingredients}.", "Recheio generoso de {ingredients}."],
  },
  porcao: {
    bite: "pedaço",
    ...warm,
    occasions: ["Ótima pedida para dividir com a turma.", "Para acompanhar o jogo, a conversa e a resenha."],
    taglines: [
      "porção caprichada e ótima para dividir",
      "{adj:sequinho}, {adj:douradinho} e no ponto para beliscar",
    ],
    details: [
      "Porção caprichada, na medida certa para beliscar com a turma.",
      "{Art} {noun} {v:sai|saem} {adj:quentinho} e {adj:crocante}, do jeito certo para beliscar.",
    ],
    textures: ["sequinho", "crocante", "douradinho"],
    emoji: "🍟",
    hashtags: ["#porcao", "#petiscos"],
  },
  doce: {
    bite: "colherada",
    arrives: "fresquinho",
    occasions: [
      "Para adoçar o seu dia a qualquer hora.",
      "Ótima pedida para fechar a refeição com chave de ouro.",
      "Porque todo dia é dia de um docinho.",
    ],
    taglines: ["doçura na medida e capricho em cada detalhe"],
    details: [
      "Doçura na medida certa, com capricho em cada detalhe.",
      "Aquele docinho que transforma qualquer momento em um pequeno prazer.",
    ],
    textures: ["irresistível", "caprichado"],
    emoji: "🍬",
    hashtags: ["#doces", "#sobremesa"],
  },
  gelado: {
    bite: "colherada",
    arrives: "geladinho",
    occasions: [
      "Para refrescar o seu dia, faça chuva ou faça sol.",
      "Ótima pedida para uma pausa geladinha no meio do dia.",
    ],
    taglines: ["{adj:cremoso} e {adj:geladinho}"],
    details: ["{Adj:cremoso} e {adj:geladinho} do começo ao fim."],
    textures: ["cremoso", "geladinho"],
    emoji: "🍨",
    hashtags: ["#sobremesa"],
    ingredientLines: ["Na montagem, {ingredients}.", "Por cima, {ingredients}."],
  },
  saudavel: {
    bite: "garfada",
    arrives: "fresquinho",
    occasions: [
      "Para quem quer comer bem sem abrir mão do sabor.",
      "Ótima pedida para um almoço leve e nutritivo.",
    ],
    taglines: ["{adj:leve}, {adj:fresquinho} e {adj:cheio} de sabor"],
    details: ["Ingredientes fresquinhos e combinação equilibrada para o seu dia a dia."],
    textures: ["leve", "fresquinho"],
    emoji: "🥗",
    hashtags: ["#comidasaudavel"],
  },
  mexicano: {
    bite: "mordida",
    ...warm,
    occasions: ["Ótima pedida para uma noite diferente com os amigos.", "Para quem gosta de sabor marcante."],
    taglines: ["tortilha macia e tempero marcante"],
    details: ["Tempero marcante e recheio generoso, com o sabor da cozinha mexicana."],
    textures: ["bem recheado", "caprichado"],
    emoji: "🌮",
    hashtags: ["#comidamexicana"],
    ingredientLines: ["No recheio, {ingredients}."],
  },
  bebida: {
    bite: "gole",
    arrives: "geladinho",
    occasions: [
      "Para acompanhar o seu pedido e refrescar o dia.",
      "O complemento certo para deixar o pedido completo.",
      "Para matar a sede enquanto você aproveita o seu pedido.",
    ],
    taglines: ["{adj:geladinho} e {adj:refrescante}"],
    details: ["Refresco garantido do primeiro ao último gole."],
    textures: ["geladinho", "refrescante"],
    emoji: "🥤",
    hashtags: ["#bebidas"],
    openings: [
      "Bateu a sede? A pedida certa é {Name}.",
      when(["headKnown"], "Nada como {hum} {Name} {hadj:geladinho} para acompanhar o seu pedido."),
    ],
    postOpenings: [
      "Bateu a sede? A gente resolve. 🧊",
      "Para refrescar o seu dia. 🧊",
      "Do jeito que a sede pede. 🧊",
    ],
  },
  cafe: {
    bite: "mordida",
    ...warm,
    occasions: [
      "Ótima pedida para o café da manhã ou o lanche da tarde.",
      "Para começar o dia do jeito certo.",
    ],
    taglines: ["{adj:quentinho} e {adj:feito} com carinho"],
    details: ["{Adj:feito} com carinho para deixar o seu café ainda melhor."],
    textures: ["quentinho", "macio"],
    emoji: "☕",
    hashtags: ["#cafedamanha"],
  },
};

/** First sentence; all name the dish. "{tagline}" is the kind's or group's tagline. */
export const OPENINGS: readonly BankLine[] = [
  "{Name}: {tagline}.",
  "{Name}: {tagline}.",
  when(["food"], "Direto da nossa cozinha para a sua casa: {Name}, {tagline}."),
  when(["food", "headKnown"], "Quem prova {hart} {Name} entende {firstBite}."),
  when(["food"], "Hoje é dia de {Name}!"),
  when(["food"], "Bateu a fome? A pedida certa é {Name}."),
  when(
    ["food", "headKnown", "shortName"],
    "{Name} {hadj:feito} na hora e {hadj:pronto} para matar a sua vontade.",
  ),
  when(["headKnown"], "Tem coisa melhor do que {hum} {Name} chegando {arrivesHead} em casa?"),
  when(
    ["food", "headKnown", "shortName", "singular"],
    "{Hum} {Name} {hadj:caprichado} faz toda a diferença no seu dia.",
  ),
  when(["craved"], "Sabe aquela vontade de {craving}? {Name} {hv:resolve|resolvem}."),
];

/** Post openings: the name is already the post's first line. */
export const POST_OPENINGS: readonly BankLine[] = [
  when(["food"], "Bateu a fome? A gente resolve. 😋"),
  when(["food"], "Olha só o que está saindo da nossa cozinha agora! 🔥"),
  "Hoje é dia de se dar esse gostinho. 😋",
  "Aquele pedido que deixa o dia melhor. ✨",
  "Quem resiste? 🤤",
  when(["food"], "De dar água na boca. 🤤"),
];

/** Sentences that list what the name says is in the dish. */
export const INGREDIENT_LINES: readonly BankLine[] = [
  when(["severalIngredients"], "Leva {ingredients}."),
  "Tem {ingredients} em cada {bite}.",
  when(["severalIngredients"], "Combinação certeira de {ingredients}."),
  when(["severalIngredients"], "{Ingredients}: tudo na medida certa."),
  when(["kindKnown", "sameNumber"], "{Adj:preparado} com {ingredients}."),
];

/** Sentences about how it arrives; when(["kindKnown"], "") lines need a known kind. */
export const SENSORY_LINES: readonly BankLine[] = [
  when(["kindKnown"], "{Art} {noun} {v:chega|chegam} {t1} e {t2} na sua casa."),
  when(["kindKnown", "commonNoun"], "{T1} e {t2}, do jeito que {noun} {adj:bom} {v:tem|têm} que ser."),
  when(["kindKnown"], "{Art} {noun} {v:é|são} {t1} do começo ao fim, com sabor de verdade em cada {bite}."),
  when(["soldByUnit"], "{V:É|São} {t1}, {t2} e {adj:difícil} de comer {one} só."),
];

/** Calls to order; every one asks for the order. */
export const CALLS_TO_ORDER: readonly BankLine[] = [
  "Peça agora pelo app e receba em casa.",
  "Faça seu pedido pelo delivery e receba no conforto da sua casa.",
  when(["headKnown"], "Peça já {hart} {hseu} e aproveite!"),
  "Bateu a vontade? Peça agora pelo delivery!",
  "Peça pelo app e deixe o resto com a gente.",
  "Clique, peça e receba em casa, sem complicação.",
  "É só pedir pelo app que a gente leva até você.",
  when(["food"], "Sai da cozinha direto para a sua porta: é só pedir pelo app."),
  "Deu vontade? O pedido está a um toque no app.",
  "Peça pelo delivery e aproveite sem sair de casa.",
  when(["headKnown"], "Peça {hart} {hseu} pelo app hoje mesmo."),
  "Adicione ao seu pedido e receba em casa.",
  "Monte o seu pedido pelo app e a gente cuida do resto.",
  "Está a um pedido de distância: é só abrir o app.",
  "Peça pelo app e receba fresquinho na sua porta.",
  when(["food"], "A gente prepara, você só precisa fazer o pedido pelo app."),
];

export const POST_CALLS_TO_ORDER: readonly string[] = [
  "🛵 Peça agora pelo app e receba em casa!",
  "📲 Faça seu pedido pelo delivery e aproveite!",
  "🛵 É só pedir que a gente leva até você!",
  "📲 Bateu a vontade? Peça agora mesmo!",
];

export const MENU_LEADS: readonly string[] = ["{Ingredients}.", "Com {ingredients}.", "Leva {ingredients}."];
