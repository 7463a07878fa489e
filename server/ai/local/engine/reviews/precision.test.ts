import { describe, expect, it } from "vitest";
import type { ModerationReason, ReviewTopic } from "../../../../../common/reviewPoints";
import { checkReply } from "../../../replyCheck";
import { createRng } from "../random";
import { replyToReview } from "../replyToReview";
import { analyseReview } from "./analyse";
import { delayLabel, wrongItemLabel } from "./orderLabels";
import { isSpanish } from "./spanish";

/** Issue 28's examples, one by one: what the reader reads, and a reply that invents nothing. */
const SEEDS = [1, 2, 3, 4, 5];
const replies = (review: string) =>
  SEEDS.map((seed) => replyToReview({ reviewText: review }, createRng(seed), { name: "Cantina" }));
const read = (review: string) => analyseReview(review);
const topics = (review: string) => read(review).points.map((p) => p.topic);
/** The complaint chips of a review: every topic but praise. */
const complaintsIn = (review: string) => topics(review).filter((t) => t !== "praise");
const reason = (review: string) => read(review).moderation?.reason;
/** Each review, in the customers' words, reads the topic beside it. */
const readsEach = (cases: readonly (readonly [string, ReviewTopic])[]) => {
  for (const [review, topic] of cases) expect(topics(review), review).toContain(topic);
};
/** Each review is flagged for the moderation reason beside it (undefined: not flagged). */
const flagsEach = (cases: readonly (readonly [string, ModerationReason | undefined])[]) => {
  for (const [review, expected] of cases) expect(reason(review), review).toBe(expected);
};
/** No review reads the topic beside it. */
const readsNoneOf = (cases: readonly (readonly [string, ReviewTopic])[]) => {
  for (const [review, topic] of cases) expect(topics(review), review).not.toContain(topic);
};

describe("the reader on issue 28's examples", () => {
  it("does not confirm a rival's rumour: no point, flagged as an accusation with no order, answered seriously in private", () => {
    const review = "Ouvi dizer que a cozinha é cheia de rato, nunca pedi aí";
    const a = read(review);
    expect(a.points).toEqual([]);
    expect(a.moderation?.reason).toBe("noOrder");
    // Decision 062: a rumour of a food-safety case gets the serious, private reply, and confirms nothing.
    expect(a.safety).toBe(true);
    for (const text of replies(review)) {
      expect(text).not.toMatch(/barata|rato|higiene|estragad|!/i);
      expect(text).toMatch(/em particular/);
      expect(checkReply(review, text)).toEqual([]);
    }
  });

  it("answers a rumour that names no food-safety case as a rumour, not as a safety case", () => {
    const review = "nunca pedi aí, mas dizem que o dono não paga os funcionários";
    const a = read(review);
    expect(a.moderation?.reason).toBe("noOrder");
    expect(a.safety).toBe(false);
  });

  it.each([
    "Haven't ordered here but my colleague said she got sick after eating their sushi. Avoid",
    "Nunca pedí acá pero un amigo dice que encontró una cucaracha en la empanada, cuidado gente",
  ])(
    "answers a rumour of a food-safety case in its own language, privately, confirming nothing: %s",
    (review) => {
      const a = read(review);
      expect(a.points).toEqual([]);
      expect(a.safety).toBe(true);
      for (const text of replies(review)) {
        expect(text).not.toMatch(/sick|cucaracha|enferm/i);
        expect(checkReply(review, text)).toEqual([]);
      }
    },
  );

  it("answers a lactose complaint as the restriction it is, not as spoiled food", () => {
    const review = "Sou intolerante a lactose, pedi sem queijo e veio cheio de queijo";
    // The allergy first; the note ignored beside it (decision 046).
    expect(read(review).points.map((p) => p.topic)).toEqual(["allergy", "customisation"]);
    for (const text of replies(review)) {
      expect(text).not.toMatch(/estragad|sinais de/i);
      expect(checkReply(review, text)).toEqual([]);
    }
  });

  it("reads 'Nota 10 pro forno 👏' as irony, never as cold food or praise", () => {
    const a = read("Nota 10 pro forno 👏");
    expect(a.points.map((p) => p.topic)).toEqual(["other"]);
    for (const text of replies("Nota 10 pro forno 👏")) expect(text).not.toMatch(/fri[oa]|felizes|elogio/i);
  });

  it.each([
    ["PEDI CALABRESA VEIO PORTUGUESA", "Item errado: pediu calabresa, veio portuguesa"],
    ["pedi calabresa e veio de frango", "Item errado: pediu calabresa, veio frango"],
    ["pedi coca zero e veio normal, sou diabético", "Item errado: pediu coca zero, veio normal"],
    ["veio frango e eu tinha pedido carne", "Item errado: pediu carne, veio frango"],
  ])("reads the wrong item in %s with the customer's words", (review, label) => {
    expect(wrongItemLabel(review)).toBe(label);
    expect(read(review).points.map((p) => p.label)).toContain(label);
    for (const text of replies(review)) expect(text).not.toMatch(/Volte sempre/);
  });

  it("reads the diet as a point of its own", () => {
    expect(read("pedi coca zero e veio normal, sou diabético").points.map((p) => p.topic)).toEqual([
      "wrongItem",
      "diet",
    ]);
  });

  it("reads an extra paid for and not sent", () => {
    const review = "paguei por 2 coxinhas extras e vieram só as do combo";
    expect(read(review).points.map((p) => p.topic)).toEqual(["paidExtra"]);
    for (const text of replies(review)) expect(text).toMatch(/adicional/);
  });

  it("reads 'a marmita tá cada vez menor e o preço subindo' as price against portion, not praise", () => {
    const review = "a marmita tá cada vez menor e o preço subindo";
    expect(read(review).points.map((p) => p.topic)).toEqual(["pricePortion"]);
    for (const text of replies(review)) expect(text).toMatch(/porção/);
  });

  it("answers three complaints in one review, each one", () => {
    const review = "Demorou 1h, a batata veio murcha e o refri veio quente";
    expect(
      read(review)
        .points.map((p) => p.topic)
        .sort(),
    ).toEqual(["delay", "taste", "warmDrink"]);
    expect(read(review).points[0]?.label).toBe("Atraso de 1h");
    for (const text of replies(review)) {
      expect(text).not.toMatch(/Qualquer sugestão/);
      expect(checkReply(review, text)).toEqual([]);
    }
  });

  it("flags a racial slur at the courier, never repeats it and never signs 'Com carinho'", () => {
    const review = "o entregador era um macaco, demorou demais";
    const a = read(review);
    expect(a.moderation?.reason).toBe("hate");
    expect(a.moderation?.request).toMatch(/Solicitamos a remoção/);
    for (const text of replies(review)) {
      expect(text).not.toMatch(/macaco|Com carinho|!/i);
      expect(checkReply(review, text).map((p) => p.rule)).not.toContain("quotedInsult");
    }
  });

  it("flags threats and marketplace refunds, and answers a legal threat soberly", () => {
    expect(read("Vocês vão ver, vou aí quebrar tudo").moderation?.reason).toBe("threat");
    expect(read("o app não me devolveu o dinheiro do pedido cancelado").moderation?.reason).toBe("refund");
    for (const text of replies("Vou chamar o Procon, cobraram duas vezes")) {
      expect(text).toMatch(/Atenciosamente/);
      expect(text).not.toMatch(/próximo pedido|volte|!/i);
    }
  });

  it("answers Spanish in Spanish and English in English", () => {
    expect(isSpanish("La pizza llegó fría y tardó más de una hora")).toBe(true);
    expect(isSpanish("A pizza chegou fria e demorou uma hora")).toBe(false);
    for (const text of replies("La pizza llegó fría y tardó más de una hora")) expect(text).toMatch(/Hola/);
    for (const text of replies("The food was cold and it took an hour")) expect(text).toMatch(/sorry/i);
  });

  it("names no channel the owner did not give", () => {
    for (const text of replies("Liguei 3 vezes e ninguém atendeu, o pedido atrasou 40 min")) {
      expect(text).not.toMatch(/WhatsApp|telefone|chat do app/i);
    }
    expect(read("Liguei 3 vezes e ninguém atendeu").points[0]?.label).toBe("Ligou e ninguém atendeu");
  });

  it("writes the wait as the customer wrote it", () => {
    expect(delayLabel("atrasou 40 min")).toBe("Atraso de 40 min");
    expect(delayLabel("demorou 1h20")).toBe("Atraso de 1h20");
    expect(delayLabel("demorou muito")).toBeUndefined();
  });
});

describe("sets W to AA: moderation in every language, and what is no complaint", () => {
  it("answers an insult, a slur, a threat or a rumour soberly in English and Spanish too", () => {
    for (const [review, reason, cheer] of [
      [
        "Whoever runs this place is a dumb f*** and the cooks look like monkeys.",
        "hate",
        /thank you so much|see you/i,
      ],
      ["wrong order again. next time you'll regret it", "threat", /thank you so much|see you/i],
      ["me contaron que acá usan carne vencida, no pidan", "noOrder", /muchas gracias|esperamos verle/i],
      ["qué mierda de comida, ustedes son unos ladrones, tardó dos horas", "offensive", /muchas gracias/i],
    ] as const) {
      const a = read(review);
      expect(a.moderation?.reason, review).toBe(reason);
      for (const text of replies(review)) {
        expect(text).not.toMatch(cheer);
        expect(text).not.toMatch(/f\*\*\*|monkeys|mierda|ladrones|vencida/i);
      }
    }
  });

  it("never breaks on insults written with asterisks, and never quotes them", () => {
    for (const review of [
      "vão se f*der, demorou 2h",
      "1h40 pra uma salada, bando de lerdo do c*ralho",
      "seu (lixo) [idiota].*+?",
    ]) {
      const a = read(review);
      expect(a.moderation?.reason, review).toBe("offensive");
      for (const text of replies(review)) expect(text).not.toMatch(/f\*der|c\*ralho|idiota/i);
    }
  });

  it("reads a refund already given as no refund to moderate, and one denied or halved as the app's", () => {
    expect(read("Sábado faltou o refri e reembolsaram. Hoje faltou de novo.").moderation).toBeNull();
    expect(read("estornaram só metade do valor").moderation?.reason).toBe("refund");
    expect(read("pedido n chegou e ñ devolveram o dinheiro").moderation?.reason).toBe("refund");
  });

  it("takes red beef as a doneness complaint, red chicken as raw", () => {
    const beef = read("A picanha era pra vir bem passada e chegou vermelha no meio.");
    expect(beef.safety).toBe(false);
    expect(beef.points.map((p) => p.topic)).toContain("customisation");
    expect(read("o frango chegou vermelho perto do osso").points.map((p) => p.topic)).toContain("raw");
  });

  it("reads a celiac's thanks as praise, and a piece of plastic as a foreign body", () => {
    const thanks = read(
      "sou celíaco e foi a primeira vez em anos que comi fora sem medo. cozinha separada faz diferença",
    );
    expect(thanks.safety).toBe(false);
    expect(thanks.points.map((p) => p.topic)).toEqual(["praise"]);
    expect(
      read("Um pedaço de plástico duro, tipo lacre, no meio do lanche.").points.map((p) => p.topic),
    ).toContain("foreignBody");
  });

  it("hears no delay in a delay announced, nor in food that waited for the courier", () => {
    expect(
      read("a moça do chat me avisou que ia atrasar 10 minutos, adorei. o suco veio quente").points.map(
        (p) => p.topic,
      ),
    ).not.toContain("delay");
    expect(
      read("a omelete chegou fria, dava pra ver que ficou esperando o motoboy").points.map((p) => p.topic),
    ).toEqual(["cold"]);
  });

  it("reads a complaint brushed off, a cracked pot, a flat kombucha, and Spanish silence", () => {
    expect(
      topics('veio errado e quando reclamei disseram que foi "só um engano", sem pedir desculpa'),
    ).toContain("service");
    expect(topics("o vatapá tava ralo e o pote chegou rachado")).toContain("packaging");
    expect(topics("a kombucha chegou morna e sem gás nenhum")).toContain("warmDrink");
    expect(topics("El pedido nunca llegó y nadie contesta el teléfono del local.")).toContain("unanswered");
    // "No era lo que esperábamos" is a disappointment, not a wrong item.
    expect(topics("la pizza llegó una hora tarde y fría, no era lo que esperábamos")).not.toContain(
      "wrongItem",
    );
  });

  it("reads a swap said 'em vez da' or 'marquei… e chegou', and an item left out after 'e sem', quoting it", () => {
    expect(topics("o frango frio, a batata pequena em vez da grande")).toContain("wrongItem");
    expect(topics("marquei a opção arroz integral no combo e chegou arroz branco")).toContain("wrongItem");
    const a = read("bah, tchê, o xis chegou duas horas depois, frio, e sem a maionese caseira");
    expect(a.points.find((p) => p.topic === "missingItem")?.excerpt).toBe("sem a maionese caseira");
    expect(a.points.map((p) => p.topic)).toEqual(expect.arrayContaining(["delay", "cold", "missingItem"]));
    // "chegou sem tempero" is the taste; "pedi sem cebola" is a note.
    expect(topics("o lanche chegou frio e sem tempero nenhum")).not.toContain("missingItem");
    expect(topics("pedi o lanche sem a cebola e veio certinho")).not.toContain("missingItem");
  });

  it("reads the store's answer quoted in a complaint as a service point, not the courier's nor one that made good", () => {
    expect(topics('Pedi sem cebola e veio com cebola. A resposta da loja: "é só tirar".')).toContain(
      "service",
    );
    expect(topics('veio calabresa e a moça respondeu "o senhor deve ter clicado errado"')).toContain(
      "service",
    );
    expect(topics('o motoboy disse "já veio assim" e a sacola estava aberta')).not.toContain("service");
    expect(
      topics('veio errado, a loja disse "vamos mandar outro" e mandaram outro em 20 minutos'),
    ).not.toContain("service");
  });

  it("sets AB and AC: what a tester hides in plain words", () => {
    // Hypotheticals, short waits in praise, waits announced, a message's age, an idiom: no delay, no missing item.
    expect(topics("se o pedido atrasar vocês avisam pelo chat? é pra uma festa")).not.toContain("delay");
    expect(
      topics("atrasou uns minutinhos mas a loja avisou pelo chat e mandou um brownie, amei"),
    ).not.toContain("delay");
    expect(topics("pizza fria, refri quente e uma hora e quinze esperando. so faltou chover")).not.toContain(
      "missingItem",
    );
    // Others' complaints read in the comments, an earlier order now fixed.
    expect(
      read("vi o pessoal reclamando de cabelo na comida aqui nos comentários, no meu veio tudo limpinho")
        .safety,
    ).toBe(false);
    expect(
      topics(
        "da outra vez o pedido atrasou bastante, mas hoje chegou antes do horário previsto, melhoraram muito",
      ),
    ).not.toContain("delay");
    // Safety in other words: curdled milk, fish translucent inside, a pebble bitten; a pink burger asked well done is doneness.
    expect(read("o leite do milkshake tava talhado").safety).toBe(true);
    expect(read("o molho branco estava talhado e com gosto de farinha").safety).toBe(false);
    expect(read("o peixe frito tava transparente por dentro").safety).toBe(true);
    expect(read("mastiguei uma coisa crocante no feijão, era uma pedrinha").safety).toBe(true);
    expect(read("o burguer era pra ser bem passado. tava rosado por dentro, ao ponto").safety).toBe(false);
    // A neighbour's word the customer tried is no rumour; one never tried is.
    expect(
      read("minha vizinha falou que aqui era caro e vinha pouco, resolvi testar e achei muito bem servido")
        .moderation,
    ).toBeNull();
    expect(
      read("dizem que essa cozinha funciona numa garagem cheia de rato. nunca pedi e nem vou").moderation
        ?.reason,
    ).toBe("noOrder");
    expect(read("vcs sao burros ou o que? era calabresa").moderation?.reason).toBe("offensive");
    expect(read("cancelaram meu pedido e até hoje o dinheiro não voltou pro cartão").moderation?.reason).toBe(
      "refund",
    );
  });

  it("reads a cutlery or drink listed as left out, less than usual, a chat answering when it likes", () => {
    expect(topics("50 min de atraso, sem talher e tudo morno")).toContain("missingItem");
    expect(topics("pedi sem talher pra ajudar o planeta")).not.toContain("missingItem");
    expect(topics("o molho do macarrão ta aguado ultimamente e tambem vem menos")).toContain("portion");
    // A chat that answers when it likes is its service, or (the narrower point) messages left unanswered.
    expect(
      topics("o whatsapp de vcs responde quando quer").some((t) => ["service", "unanswered"].includes(t)),
    ).toBe(true);
    expect(topics("o lanche chegou gélido")).toContain("cold");
    expect(topics("Pedí la hamburguesa vegetariana y llegó una de carne. No como carne.")).toContain("diet");
  });

  it("sets AF and AG: swearing in praise is no attack; the marketplace's courier and app told as such", () => {
    const mod = (review: string) => read(review).moderation?.reason ?? null;
    // Swearing that praises, or blames oneself: nothing to moderate, and never quoted.
    expect(mod("puta merda, que pizza boa")).toBeNull();
    expect(mod("essa porra de esfiha é viciante, pedi três vezes essa semana")).toBeNull();
    expect(mod("que bosta, esqueci de pedir o molho extra, culpa minha kkk")).toBeNull();
    expect(mod("vou matar essa pizza inteira sozinho hoje kkkk")).toBeNull();
    expect(mod("sei onde vocês ficam e vou voltar toda semana kkk")).toBeNull();
    // In a complaint it is, as are insults, slurs and threats in new words.
    expect(mod("que porra de comida é essa, chegou tudo gelado")).toBe("offensive");
    for (const text of replies("que porra de comida é essa, chegou tudo gelado"))
      expect(text).not.toMatch(/porra/i);
    expect(mod("pedi bem passado, veio sangrando. vai aprender a trabalhar, seu jegue")).toBe("offensive");
    expect(mod("pedi sem pimenta, esse venezuelano na chapa não entende português? volta pro teu país")).toBe(
      "hate",
    );
    expect(mod("espera só eu sair do trampo, vou aí dar um pau no gerente")).toBe("threat");
    // The marketplace's courier and app; rumours in new words; a customer who did order is no rumour.
    expect(
      mod("a comida é a de sempre. o problema foi o entregador do app que cuspiu no chão na minha frente"),
    ).toBe("courier");
    expect(mod("o app cancelou meu pedido sozinho dizendo problema no pagamento")).toBe("app");
    expect(mod("trabalhei ai 4 meses e vi o gerente mandar reaproveitar frango do dia anterior")).toBe(
      "noOrder",
    );
    expect(mod("ouvi falar bem daqui, primeiro pedido, depois volto pra contar")).toBeNull();
    const told = read(
      "pra quem ta falando q é avaliação falsa: eu pedi ontem e o camarão veio com cheiro de podre",
    );
    expect(told.moderation).toBeNull();
    expect(told.safety).toBe(true);
  });

  it("sets AH and AJ: safety scares taken back or asked about; Spanish and English in their own words", () => {
    for (const calm of [
      "achei que tinha um cabelo mas era um fio de queijo derretido kkkk, delicioso",
      "frango defumado tem essa cor rosada mesmo, não é cru gente, tava otimo",
      "alguem sabe se o molho tem amendoim? pergunto pq tenho alergia",
      "celíaca, confio nessa casa de olhos fechados, nunca tive reação",
      "vi umas avaliações falando de barata mas o meu veio limpinho e bem embalado",
      "passei mal de tanto rir com o desenho na caixa, vcs são demais",
      "filé mignon bem malpassado, sangrando mesmo, do jeito que eu amo",
      "tataki de atum selado por fora e cru por dentro, perfeito",
    ])
      expect(read(calm).safety, calm).toBe(false);
    for (const unsafe of [
      "uma unha?? no meio do purê. nem sei o que dizer",
      "a carne de porco do yakisoba tinha aquela cor de quem nem encostou na chapa",
      "carne moida com cor acinzentada e um cheiro esquisito",
      "pedi o hambúrguer bem passado e veio sangrando no meio",
      "the rice smelled sour, like it had been sitting out for days",
    ])
      expect(read(unsafe).safety, unsafe).toBe(true);
    expect(topics("la gaseosa vino caliente y sin gas, parecia agua con azucar jaja")).toContain("warmDrink");
    expect(
      topics(
        "No vinieron los cubiertos ni las servilletas, y cuando le escribí al restaurante me dejaron en visto.",
      ),
    ).toEqual(expect.arrayContaining(["missingItem", "unanswered"]));
    expect(read("Son unos pelotudos, dos horas para una pizza de muzza.").moderation?.reason).toBe(
      "offensive",
    );
    expect(topics("The motoboy refused to come up to the 3rd floor even though I'm on crutches")).toContain(
      "courier",
    );
    expect(topics("They raised the price by 10 reais and the bowl got smaller. Bold move.")).toContain(
      "pricePortion",
    );
  });

  it("set AI: numbered lists read item by item; the store's answer to a lived case is no rumour", () => {
    expect(
      topics(
        "1) pedi 19:40 e chegou 21:15 2) a batata veio gelada 3) faltou o guaraná 4) o motoboy ainda reclamou pq eu demorei 2 minutos pra descer",
      ),
    ).toEqual(expect.arrayContaining(["delay", "cold", "missingItem", "courier"]));
    const nail = read(
      'achei um pedaço de unha no arroz. mandei foto e disseram que "não tem como ser daqui, usam luva"',
    );
    expect(nail.moderation).toBeNull();
    expect(nail.safety).toBe(true);
    expect(nail.points.map((p) => p.topic)).toContain("service");
    expect(topics("2 horas esperando e o telefone da loja só dá ocupado")).toContain("unanswered");
  });

  it("sets AM and AN: praise that excuses a wait, implied complaints, threats and hints", () => {
    // A wait said worth it is still a wait: 17 of the 19 writers who wrote one labelled it a delay beside the praise.
    expect(topics("demorou um pouquinho mas valeu cada minuto, que lasanha!")).toEqual(
      expect.arrayContaining(["delay", "praise"]),
    );
    expect(
      topics("a equipe é sempre atenciosa, até me ligaram pra avisar que ia atrasar um pouco"),
    ).not.toContain("delay");
    expect(topics("o frango estava tão rosado por dentro que faltou pouco pra ele cacarejar")).not.toContain(
      "missingItem",
    );
    expect(topics("foi uma experiência inesquecível, pena que pelos motivos errados")).not.toContain(
      "wrongItem",
    );
    expect(read("o peixe estava translúcido no meio, e não era sushi").safety).toBe(true);
    expect(topics("o dono é um amor, mas a moça do whatsapp me respondeu bem seca hoje")).toContain(
      "service",
    );
    expect(topics("amo a coxinha, mas dos 10 salgados vieram 8")).toContain("missingItem");
    expect(topics("Depois da praia pedimos 4 açaís e vieram 3.")).toContain("missingItem");
    expect(topics("pedi 2 pizzas e vieram 2, ótimas")).not.toContain("missingItem");
    expect(topics("Parmegiana fria e sem o arroz que vinha no prato.")).toContain("missingItem");
    expect(topics("pizza fria, refri quente e uma hora e quinze esperando. so faltou chover")).toEqual(
      expect.not.arrayContaining(["missingItem", "other"]),
    );
    expect(
      read("terceira vez que vem errado. Na próxima eu passo aí pessoalmente, e não vai ser pra conversar")
        .moderation?.reason,
    ).toBe("threat");
  });

  it("moderates a rumour told as 'dizem que' only when it accuses and no order of one's own is told", () => {
    expect(read("dizem que a carne do hot dog é de gato, nem vou testar").moderation?.reason).toBe("noOrder");
    expect(
      read("o cardápio mostra suco de bacuri, mas toda vez que peço dizem que acabou").moderation,
    ).toBeNull();
  });

  it("set AS: masked slurs and swearing read, threats and rivals flagged, others' insults not the customer's", () => {
    expect(reason("demorou 1 hora pq contrataram esses m*cacos que não sabem trabalhar")).toBe("hate");
    expect(reason("o atendente v1ado ficou de gracinha comigo no telefone")).toBe("hate");
    expect(reason("a sapat*o do caixa deixou meu lanche esfriando no balcão")).toBe("hate");
    expect(reason("porção de batata ridícula, dono mão de vaca sovina do c@ralho")).toBe("offensive");
    expect(reason("pedi x-bacon e veio x-salada. a atendente é burra ou só finge?")).toBe("offensive");
    expect(reason("errou meu pedido pela terceira vez. sei onde o motoboy de vcs mora, fica esperto")).toBe(
      "threat",
    );
    expect(reason("pedido não chegou, amanhã vou aí com os parceiros resolver do meu jeito")).toBe("threat");
    expect(reason("nem comprei, só vim avisar que o dono não paga os funcionários")).toBe("noOrder");
    expect(reason("1 estrela pq meu amigo disse que é ruim. nunca pedi")).toBe("noOrder");
    // The slur is never quoted back, masked or not.
    for (const text of replies("demorou 1 hora pq contrataram esses m*cacos que não sabem trabalhar"))
      expect(text.toLowerCase()).not.toMatch(/m\*?acaco|m\*cacos/);
    // Someone else's words, disowned or said to the customer, and swearing in praise, are no attack.
    expect(
      read(
        'meu amigo disse "essa loja é lixo, os caras são uns idiotas". discordo total, pedi e veio tudo certinho e gostoso',
      ).moderation,
    ).toBeNull();
    expect(
      reason("o motoboy veio com a comida toda tombada e ainda me mandou tomar no c* quando reclamei"),
    ).not.toBe("offensive");
    expect(read("porra mano, melhor coxinha da zona sul 🔥").moderation).toBeNull();
    expect(
      read("minha amiga disse q a esfiha daqui era sem graça. pedi 20 e acabou em 10 minutos").moderation,
    ).toBeNull();
    expect(reason("nem provei, mas meu cunhado falou que o x-tudo daí é requentado de ontem")).toBe(
      "noOrder",
    );
    expect(reason("Third time I'm posting your address and the cook's face all over Instagram.")).toBe(
      "threat",
    );
    // A price, a size or a shift is never taken for a masked word.
    expect(read("trabalho 12x36, o açaí de 700ml por r$25 tá ótimo").moderation).toBeNull();
  });

  it("set AT: a wrong that was the customer's, a swap agreed, a gift, a cancelled order are no wrong item or delay", () => {
    expect(topics("pedi o tamanho errado sem querer, culpa minha. veio certinho o que eu marquei")).toEqual(
      [],
    );
    expect(topics("mandei 4 mensagens avisando que o número da casa tava errado, ninguém respondeu")).toEqual(
      ["unanswered"],
    );
    expect(
      topics("veio a coca normal no lugar da zero mas eles avisaram antes e eu aceitei, sem problema"),
    ).toEqual([]);
    expect(topics("veio tudo que pedi e ainda mandaram um bombom de brinde, amei")).not.toContain(
      "wrongItem",
    );
    expect(topics("pedi pra trocar a batata por salada, veio trocado. ok")).not.toContain("wrongItem");
    expect(topics("a loja aceitou o pedido já fechada e depois de 40 minutos cancelou")).not.toContain(
      "delay",
    );
    expect(topics("pedi pra nao colocar picles, veio picles. eu avisei 2 vezes")).toEqual(["customisation"]);
    expect(topics("pedi a picanha no ponto pra menos, veio cinza de tao passada")).toEqual(["customisation"]);
    expect(topics("veio errado e quando liguei chamou chamou e nada")).toContain("unanswered");
    expect(topics("demorou tanto que o sorvete chegou como milkshake")).toContain("melted");
    // A diet broken by sending the ordinary item is a wrong item too; "ela perguntou antes de comer" is no swap agreed.
    expect(
      topics(
        "minha mae é diabetica, pedi o doce diet e veio o tradicional. sorte que ela perguntou antes de comer",
      ).sort(),
    ).toEqual(["diet", "wrongItem"]);
    expect(topics("mermão, demorou, chegou frio e ainda era o pedido da vizinha do 302")).toContain(
      "wrongItem",
    );
    // An item missing beside the add-on paid for: two points; "ela não veio" is the add-on again.
    expect(topics("Não veio o molho barbecue nem o adicional de ovo que eu paguei.").sort()).toEqual([
      "missingItem",
      "paidExtra",
    ]);
    expect(read("paguei o adicional de farofa e ela não veio").points.map((p) => p.topic)).toEqual([
      "paidExtra",
    ]);
    // An allergen asked to be left out and sent: the allergy and the note ignored, both answered in the safety reply.
    const noted = read("pedi sem lactose, sou intolerante, veio queijo");
    expect(noted.safety).toBe(true);
    expect(noted.points.map((p) => p.topic).sort()).toEqual(["allergy", "customisation"]);
    expect(
      topics("Pedi que o ovo viesse com a gema mole, está escrito na observação. Veio duríssima."),
    ).toContain("customisation");
    // How the store took the complaint, told without quotes, is a point about its service.
    expect(topics("atrasou 50 min e quando reclamei no chat me chamaram de impaciente")).toContain("service");
    expect(topics("o rapaz do balcão riu quando falei que o pedido veio trocado")).toContain("service");
    // An allergic reaction is the allergy's; an intolerance's diarrhoea stays a point of its own.
    expect(
      topics("avisei que sou alérgica a camarão e o molho veio com camarão. fui parar no hospital"),
    ).not.toContain("poisoning");
    expect(
      topics(
        "sou celíaca, pedi a pizza sem glúten e claramente era massa comum. Passei mal o resto da noite.",
      ),
    ).toContain("poisoning");
    // Hyperbole, a spoiled Saturday, a bag smelling of cigarettes, the app's tracking: none is what it seems.
    expect(topics("O frango estava tão malpassado que só faltou cacarejar.")).not.toContain("missingItem");
    expect(topics("feijoada morna, feijão salgado demais. sábado estragado pra família toda")).not.toContain(
      "spoiled",
    );
    expect(topics("entregador fumando na hora de entregar, sacola fedendo a cigarro")).not.toContain(
      "spoiled",
    );
    expect(
      topics('o rastreio ficou travado em "saiu para entrega" por uma hora, mas chegou quentinho'),
    ).not.toContain("delay");
    // A portion said small in plain words; the app's own failures beside the store's.
    expect(topics("lanche muito gostoso mas achei pequeno")).toContain("portion");
    expect(topics("não tinha 10 minutos que pedi e já chegou, top")).not.toContain("portion");
    expect(
      topics(
        "o rastreio do app ficou congelado por 40 minutos e o pedido chegou com mais de uma hora de atraso",
      ),
    ).toEqual(expect.arrayContaining(["app", "delay"]));
    // A cooking point asked for, the raw dish that was ordered, a warning not given, an item (not the order) not
    // arrived, the customer's own delay: none is what its words first look like.
    expect(topics("Mas pedi a carne mal passada e veio esturricada, quase carvão")).not.toContain("raw");
    expect(topics("Veio temaki de salmão grelhado no lugar do cru")).not.toContain("raw");
    expect(topics("o lanche tava ótimo, só faltou avisar que o molho tem mostarda")).not.toContain(
      "missingItem",
    );
    expect(topics("não chegou frio, não chegou errado, só não chegou o refrigerante mesmo")).toEqual([
      "missingItem",
    ]);
    expect(
      topics("eu que demorei pra descer e a pizza esfriou um pouco, mas tava uma delícia"),
    ).not.toContain("cold");
    expect(topics("Atrasou 50 min e o motoboy ainda chegou reclamando que eu demorei pra descer")).toContain(
      "delay",
    );
    // Safety in Spanish and in small words: raw chicken "rosado" is raw (pink beef is doneness), a small fly,
    // "me dio diarrea".
    expect(read("El pollo vino crudo por dentro, rosado al lado del hueso. Imposible comerlo").safety).toBe(
      true,
    );
    expect(read("mosquinha morta boiando no molho da salada. bonito hein").safety).toBe(true);
    expect(read("me dio diarrea").safety).toBe(true);
    // A wrong item said by what came and what was asked.
    expect(topics("o refri era de laranja e eu pedi uva")).toContain("wrongItem");
    expect(topics("Vieram 6 de queijo, nenhuma de carne")).toContain("wrongItem");
    // A bad experience with nothing named is still answered as one.
    expect(topics("comida horrível, nunca mais")).toEqual(["general"]);
    expect(topics("Horrible. Nunca más.")).toEqual(["general"]);
    // A wait said as such is still a delay, cancelled or not; a wrong item said as such is still one.
    expect(topics("demorou 1h e depois cancelaram meu pedido")).toContain("delay");
    expect(topics("pedi calabresa e veio portuguesa")).toContain("wrongItem");
  });

  it("sixteen sets read after their first figures: problem words that state no complaint", () => {
    // A scare taken back after an ellipsis, feeling ill from how good it was, a pain "just from seeing the price".
    expect(read("achei que era um cabelo na esfiha... era fio de queijo kkkk, tudo ótimo").safety).toBe(
      false,
    );
    expect(read("Comi tanto que passei mal de tão bom kkkkk").safety).toBe(false);
    expect(read("dor de barriga só de ver o valor do combo 😂").safety).toBe(false);
    // Sourness that is the ingredient's, a lemon tart sour as it should be: taste or praise, never spoiled food.
    expect(
      topics("o cheesecake tinha um gostinho azedo, acho que é do cream cheese mesmo, só não curti"),
    ).not.toContain("spoiled");
    expect(read("torta de limão azedinha na medida, perfeita").safety).toBe(false);
    expect(read("o iogurte do combo veio azedo").safety).toBe(true);
    // "não é alergia, só não gosto", "não tenho alergia": no allergy reply.
    expect(
      topics("pedi SEM CEBOLA e veio cebola. Não é alergia não, só não gosto, mas custa ler??"),
    ).not.toContain("allergy");
    // Missing someone, "nada de ketchup" as praise, a wrong place to save, an answer an hour late.
    expect(topics("a pamonha de Goiânia que eu sentia falta, igualzinha, parabéns")).not.toContain(
      "missingItem",
    );
    expect(topics("molho de tomate de verdade, nada de ketchup. perfeita")).not.toContain("missingItem");
    expect(topics("o preço subiu e parece que estão economizando no lugar errado")).not.toContain(
      "wrongItem",
    );
    expect(topics("Faltou o temaki. Responderam 1h depois dizendo que iam ver")).not.toContain("delay");
    // Hair that was not the customer's is a foreign body, not someone else's order.
    expect(topics("Veio um fio de cabelo bem comprido no arroz. Não era meu, garanto.")).toEqual([
      "foreignBody",
    ]);
    // An earlier order or others' old complaints, beside this one fine.
    expect(
      topics("diferente do último pedido que veio frio, dessa vez chegou pelando. melhorou muito"),
    ).not.toContain("cold");
    expect(
      topics(
        "tava com medo de pedir por causa das reclamações antigas de comida estragada, mas ta tudo otimo agora",
      ),
    ).toEqual(["praise"]);
    // A rival who owns the place on the corner.
    expect(
      read("sou dono da pizzaria da esquina e digo: aqui usam ingrediente vencido").moderation?.reason,
    ).toBe("noOrder");
    // What came is the note itself, or the cooking point: no wrong item.
    expect(wrongItemLabel("pedi molho à parte, veio à parte")).toBeUndefined();
    expect(wrongItemLabel("pedi a carne mal passada e veio esturricada")).toBeUndefined();
    // English: one of two came is a missing item; asking about allergens is no allergy case.
    expect(topics("ordered 2 cokes only one came")).toEqual(["missingItem"]);
    expect(topics("Rang to ask about the allergens and the lady sighed and hung up on me.")).not.toContain(
      "allergy",
    );
  });

  it("moderates swearing aimed at the food or the staff, not an exclamation; the model's courier or app points too", () => {
    expect(reason("porra, 2 horas pra chegar um açaí")).toBeUndefined();
    expect(reason("que merda, esqueceram minha batata de novo")).toBeUndefined();
    expect(reason("tá caro pra cacete pro tamanho do lanche")).toBeUndefined();
    expect(reason("que merda de restaurante")).toBe("offensive");
    expect(reason("que porra de comida é essa, caralho, chegou tudo gelado")).toBe("offensive");
    // Staff called names after other words, "um neurônio só", "vocês são um lixo", "bando de animal".
    expect(reason("atendente mal educada e burra, vai estudar")).toBe("offensive");
    expect(reason("a atendente é uma vaca, me tratou igual lixo no telefone")).toBe("offensive");
    expect(reason("Parabéns ao gênio da cozinha. Deve ter um neurônio só, e ainda emprestado.")).toBe(
      "offensive",
    );
    expect(reason("vcs são um lixo, nem cachorro come isso")).toBe("offensive");
    expect(reason("bando de animal, nem ler o pedido sabem, veio tudo trocado")).toBe("offensive");
    expect(reason("pedi uma vaca atolada e veio fria")).toBeUndefined();
    // Threats: posting in the town's group with the name, "sei muito bem onde fica a loja".
    expect(reason("achei uma barata no feijão. vou postar no grupo da cidade com foto e o nome de vcs")).toBe(
      "threat",
    );
    expect(
      reason("Se o meu pedido não aparecer até amanhã, eu sei muito bem onde fica a loja de vocês."),
    ).toBe("threat");
    expect(reason("vou postar no grupo do bairro que é a melhor pizza da cidade")).toBeUndefined();
    // Rumours and rivals.
    expect(reason("nem provei, todo mundo no bairro sabe que essa cozinha é imunda")).toBe("noOrder");
    expect(
      reason("to sabendo que vcs reaproveitam comida do dia anterior. todo mundo no bairro comenta"),
    ).toBe("noOrder");
    expect(reason("tenho lanchonete aqui perto e sei muito bem que vocês usam carne de segunda")).toBe(
      "noOrder",
    );
    expect(reason("essa hamburgueria copiou o nome da nossa, não caiam nessa")).toBe("noOrder");
    // An employer's expense refund is not the marketplace's.
    expect(reason("não mandaram nota fiscal e eu preciso pra pedir reembolso na empresa")).toBeUndefined();
    // The app's tracking, read by the topic model, is the marketplace's matter.
    expect(
      reason(
        'o app ficou mostrando "pedido em preparo" até depois de eu ter comido kkkk sem problema com a loja',
      ),
    ).toBe("app");
  });

  it("sets BD to BH: denials in chat spelling, jokes, masked insults in three languages, food safety in new words", () => {
    // Denials and jokes: no complaint, and none for the topic model to add back.
    expect(topics("achei q ia chegar frio pq moro longe pra caramba mas chegou pelando 🔥🔥")).not.toContain(
      "cold",
    );
    expect(topics("ja pedi em varios lugares e esse é o unico q nunca errou meu pedido")).not.toContain(
      "wrongItem",
    );
    expect(topics("demorou? demorou nada, 25 min cravado")).not.toContain("delay");
    expect(topics("Veio errado! Errado de tão bom 😂")).not.toContain("wrongItem");
    expect(read("tenho alergia a comida ruim por isso so peço aqui kkkkk").safety).toBe(false);
    expect(
      read("o pastel de carne é o melhor da vida, e o cabelo de anjo da sobremesa é divino").safety,
    ).toBe(false);
    expect(
      read("I'm allergic to peanuts and they called me to double check before cooking. Amazing service")
        .safety,
    ).toBe(false);
    expect(
      topics("Pensé que llegaría frío porque vivo lejos, pero llegó calentito. ¡Gracias!"),
    ).not.toContain("cold");
    // Swearing aimed at the wait or the night is no attack; at the food or the place it is.
    expect(reason("que porra de demora, 1h10 pra chegar um x-salada")).toBeUndefined();
    expect(reason("achei um cabelo no meio do arroz, que nojo do c*ralho")).toBeUndefined();
    expect(reason("porra q lanche bom da porra 🤤")).toBeUndefined();
    expect(reason("Pastel de vento do caralho, R$ 18 num pastel que é 90% massa")).toBe("offensive");
    // Masked and foreign insults, slurs and threats.
    expect(reason("pedido nao chegou, seus golpistas f1lh0s d4 put4")).toBe("offensive");
    expect(reason("cozinheiro mongol0ide, arroz empapado e feijao sem sal")).toBe("hate");
    expect(reason("el cajero es un maric*n, me atendió fatal")).toBe("hate");
    expect(reason("pedí pollo y vino cerdo, son unos pend*jos")).toBe("offensive");
    expect(reason("la carne estaba durísima. sé dónde queda el local, voy a ir y ya verán")).toBe("threat");
    expect(
      reason("the manager laughed at me on the phone. i'm posting his name and face everywhere, just watch"),
    ).toBe("threat");
    expect(
      reason("me llegó el pedido de otra persona y la app no me devuelve el dinero, ya van 10 días"),
    ).toBe("refund");
    // Someone's word against the store, beside an order of one's own, is no rumour.
    expect(
      reason(
        "Pedi com medo. Meu irmão disse que o delivery daqui vivia atrasando e vinha frio. Chegou em 25 minutos.",
      ),
    ).toBeUndefined();
    expect(
      reason("me intoxiqué con el sushi y cuando llamé me dijeron que era problema mío"),
    ).toBeUndefined();
    // Food safety in new words.
    expect(read("me intoxiqué con el sushi y cuando llamé me dijeron que era problema mío").safety).toBe(
      true,
    );
    expect(read("otimo laxante, recomendo pra quem ta precisando 🙃").safety).toBe(true);
    expect(read("todo mundo aqui de casa ficou ruim da barriga dps").safety).toBe(true);
    expect(
      read("Paguei 68 reais em um poke com pouquíssimo peixe, e o pouco que veio tinha cheiro de amônia.")
        .safety,
    ).toBe(true);
    expect(read("comida deliciosa como sempre mas dessa vez veio um cabelinho no purê").safety).toBe(true);
    expect(read("nugget rosado por dentro, meu filho quase comeu").safety).toBe(true);
  });

  it("names a complaint of its own on its chip and keeps it beside a point quoting the same words", () => {
    const a = read("A loja cancelou meu pedido depois de 40 minutos esperando, sem nenhuma explicação.");
    expect(a.points.map((p) => p.label)).toContain("Pedido cancelado pela loja");
    expect(a.points.map((p) => p.topic)).not.toContain("delay");
    // A safety reply quotes the customer's other words without their emoji.
    const review = "passei a noite vomitando depois do yakisoba. depois cancelaram meu pedido 🙄 de novo";
    expect(read(review).points.map((p) => p.label)).toContain("Pedido cancelado pela loja");
    for (const text of replies(review)) {
      expect(text).toContain("depois cancelaram meu pedido de novo");
      expect(text).not.toMatch(/\p{Extended_Pictographic}/u);
    }
    // Plastic held against the place is that complaint, not the taste.
    expect(
      topics("passei a noite vomitando. ainda usam isopor, zero cuidado com o meio ambiente 🙄"),
    ).not.toContain("taste");
  });

  it("sets BB and BK: parties and bakeries, the snacks called salgados, safety in formal and crude words", () => {
    // A time set and an arrival an hour or more after it; fewer came than were ordered; the birthday song.
    expect(
      topics(
        "encomendei 100 salgados pra festa das 15h e chegaram 16h40, metade dos convidados ja tinha ido",
      ),
    ).toEqual(["delay"]);
    expect(topics("Encomenda de bolo para as 14h chegou 15h30. Cantamos parabéns sem bolo.")).toEqual([
      "delay",
    ]);
    expect(topics("pedido de 200 salgados veio com 150, contei um por um")).toEqual(["missingItem"]);
    expect(topics("pedi 2 pizzas e chegaram 2, perfeitas")).not.toContain("missingItem");
    expect(topics("o bolo chegou torto")).toContain("packaging");
    expect(topics("No chopsticks, no soy sauce, no wasabi. Had to eat sushi with a fork.")).toContain(
      "missingItem",
    );
    // Safety in formal words and in slang.
    expect(
      read(
        "O produto apresentava odor desagradável e sabor alterado. Acredito que não estivesse em condições de consumo.",
      ).safety,
    ).toBe(true);
    expect(read("me deu uma caganeira braba, so pode ter sido o pastel").safety).toBe(true);
    expect(read("to de atestado hj graças ao temaki de ontem").safety).toBe(true);
    expect(
      read("80 conto num combinado ja é caro, e ainda veio com salmao com cheiro de peixe velho").safety,
    ).toBe(true);
    // Hygiene seen at the counter is a complaint of its own, not raw meat.
    const hygiene = read("fui buscar no balcao e vi o cozinheiro sem touca e sem luva mexendo na carne crua");
    expect(hygiene.safety).toBe(false);
    expect(hygiene.points.map((p) => p.label)).toContain("Higiene na cozinha");
    // Rumours, refunds wanted and given, threats to go to the press.
    expect(reason("nem pedi, so to avisando q metade da minha sala passou mal com esse lugar")).toBe(
      "noOrder",
    );
    expect(
      reason("faltou o combo inteiro e o ifood so devolveu metade do valor, cade o resto do meu dinheiro??"),
    ).toBe("refund");
    expect(
      reason("o reembolso do frete ja caiu, e a comida tava otima, so demorou um pouco"),
    ).toBeUndefined();
    expect(reason("fiquei 2 dias internado por causa da comida de vcs. vou botar no jornal e na tv")).toBe(
      "threat",
    );
    expect(reason("pedi SEM CEBOLA p*rra, vcs sao surdos ou burros?")).toBe("offensive");
  });

  it("set BO and the tuned sets: a diet's product swapped, a part missing, and traps that state no complaint", () => {
    // "pedi o pão sem glúten e veio o pão normal": another product, not a note; the note followed is no complaint.
    expect(topics("pedi o pão sem glúten e veio o pão normal. sou celíaca, não é frescura")).toEqual([
      "wrongItem",
      "allergy",
    ]);
    expect(topics("pedi sem cebola e veio sem cebola, perfeito")).not.toContain("customisation");
    expect(topics("sou vegetariano e a coxinha de jaca veio recheada de frango, mano")).toContain(
      "wrongItem",
    );
    expect(topics("o açai de 500ml veio sem granola e sem leite ninho")).toEqual(["missingItem"]);
    expect(topics("chegou sem demora e quentinho")).not.toContain("missingItem");
    // Traps.
    expect(topics("mes passado veio cabelo, hj veio perfeito. melhoraram muito")).not.toContain(
      "foreignBody",
    );
    expect(topics("ja tive problema com atraso aqui antes mas dessa vez foi impecavel")).not.toContain(
      "delay",
    );
    expect(
      topics("frango bem assado, crocante por fora e suculento por dentro, nada cru como em outros lugares"),
    ).not.toContain("raw");
    expect(topics("demorou? nada. chegou em 20 min 🔥")).not.toContain("delay");
    expect(topics("antes o frango tinha tempero, agora parece q esqueceram do sal")).not.toContain(
      "missingItem",
    );
    expect(topics("a pizza tava otima, só faltou ser a que eu pedi")).toContain("wrongItem");
    expect(
      read(
        "meu marido pediu o pad thai com amendoim sem lembrar da alergia, culpa dele, tomou antialergico e ta bem",
      ).safety,
    ).toBe(false);
    expect(
      read("o ifood me deixou na mão semana passada com outro restaurante, mas vcs salvaram minha janta hoje")
        .moderation,
    ).toBeNull();
  });

  it("sets BQ, BM and BI: idioms of hunger and waiting, pink chicken in new words, insults and threats in English", () => {
    expect(read("tava com fome de leão e o combo nao deu nem pro cheiro").safety).toBe(false);
    expect(read("tô passando mal de tanto que comi kkkkk sem condições").safety).toBe(false);
    expect(read("I was sick of waiting, 90 minutes for two sandwiches").safety).toBe(false);
    expect(topics("demorou pq eu coloquei agendado e esqueci kkkk foi mal")).not.toContain("delay");
    expect(topics("pizza com a massa crua no meio, tive q colocar no forno")).not.toContain("cold");
    expect(topics("cade meu pedido??? 1h e meia ja")).toEqual(["delay"]);
    expect(read("o frango ainda tava quase cacarejando, rosa por dentro").safety).toBe(true);
    expect(read("meu estomago ta revoltado desde o almoço e so comi a marmita de vcs... 🤔").safety).toBe(
      true,
    );
    expect(
      read("Notei que a maionese tinha um gosto avinagrado e um aspecto diferente do normal").safety,
    ).toBe(true);
    expect(reason("vi no insta q a vigilancia sanitaria fechou essa loja, alguem sabe??")).toBe("noOrder");
    expect(
      reason("Soube por uma vizinha que encontraram rato na cozinha desta padaria. Cuidado, pessoal."),
    ).toBe("noOrder");
    expect(
      reason("A gerente é uma grossa, uma incompetente. Reclamei educadamente e fui tratada com desprezo."),
    ).toBe("offensive");
    expect(reason("your staff are f***ing clueless, hung up on me twice")).toBe("offensive");
    expect(reason("keep me waiting 2 hours again and I'll find out where you live")).toBe("threat");
    expect(reason("so podia ser coisa de par@iba mesmo, 2h pra entregar uma marmita")).toBe("hate");
    expect(reason("Faltou uma das marmitas e a plataforma só estornou metade do valor.")).toBe("refund");
    expect(reason("Driver left the food at the gate in the rain and didn't even ring the bell.")).toBe(
      "courier",
    );
  });

  it("sets BS, BU and BV: a chat slow to answer, pink meat for someone at risk, threats and slurs in three languages", () => {
    expect(topics("mandei msg no chat, demoraram 1h pra responder e ainda foram secos comigo")).not.toContain(
      "delay",
    );
    expect(
      read("adorei o frango cru, sempre quis conhecer a salmonela de perto 🙃").points.map((p) => p.topic),
    ).not.toContain("poisoning");
    expect(topics("o tempero ja foi melhor, ta faltando alguma coisa")).not.toContain("missingItem");
    expect(topics("The app charged my card but the order never showed up in my history")).not.toContain(
      "missingItem",
    );
    // Safety: a greenish colour asked about, a stomach's complaint, pink beef for a pregnant customer.
    expect(read("a carne tava com uma cor meio esverdeada, isso é normal?").safety).toBe(true);
    expect(read("Let's just say my stomach filed a formal complaint after the pork bao").safety).toBe(true);
    expect(
      read("pedi o hamburguer bem passado pq to gravida e veio vermelho por dentro. fiquei preocupada")
        .safety,
    ).toBe(true);
    expect(read("pedi o bife bem passado, veio rosado, ao ponto").safety).toBe(false);
    // A refund denied keeps the hair the customer photographed.
    const denied = read("o ifood negou meu reembolso mesmo eu mandando foto do cabelo na comida");
    expect(denied.safety).toBe(true);
    expect(denied.moderation?.reason).toBe("refund");
    // Moderation.
    expect(
      reason("vou postar o nome e a cara dela em todo grupo do bairro pra todo mundo saber quem ela é"),
    ).toBe("threat");
    expect(reason("to com vontade de ir ai dar uns tapa no cozinheiro q mandou esse frango cru")).toBe(
      "threat",
    );
    expect(
      reason("Otra vez mandaron mal el pedido. Si pasa de nuevo voy al local y no respondo de lo que haga."),
    ).toBe("threat");
    expect(reason("comida de quinta, pede no Sabor da Vila aqui do lado q é mt melhor e mais barato")).toBe(
      "noOrder",
    );
    expect(reason("a moça do caixa é uma g*rda mal educada, me respondeu atravessado")).toBe("offensive");
    expect(reason("mulher na cozinha da nisso, tudo salgado")).toBe("hate");
    expect(reason("the guy on the phone was a f*g and hung up on me")).toBe("hate");
    expect(reason("This place is absolute sh*t, f*** you guys.")).toBe("offensive");
    expect(reason("the restaurant already refunded me for the missing sauce, no complaints")).toBeUndefined();
  });

  it("set BY: complaints that would have been, were expected, were the customer's own, or are jokes", () => {
    expect(topics("se tivesse vindo frio eu reclamava, mas veio normal")).not.toContain("cold");
    // A wait understood is thanked for, never apologised for (decision 057).
    for (const reply of replies("a chuva atrasou um pouquinho mas normal, entendo"))
      expect(reply).not.toMatch(/(desculpas|lamentamos|sentimos muito)[^.]{0,30}(demora|atraso)/i);
    expect(topics("culpa minha q demorei pra descer, a batata esfriou um pouco")).toEqual([]);
    expect(topics("sexta a noite, eu ja sabia q ia demorar, sem stress")).not.toContain("delay");
    expect(topics("fria? fria nada, chegou fervendo")).not.toContain("cold");
    expect(
      read("tenho intolerancia a lactose e o atendente confirmou tudo antes, zero problema").safety,
    ).toBe(false);
    expect(read("intolerante a lactose aqui, culpa minha q esqueci de avisar kkk").safety).toBe(false);
    expect(read("vomitei... de tanto comer kkkkkk brincadeira, tava otimo").safety).toBe(false);
    expect(topics("Ordered the steak rare and it came perfectly rare, spot on.")).not.toContain("wrongItem");
    expect(
      read("Pedí la carne jugosa, casi cruda, y llegó justo así. Excelente.").points.map((p) => p.topic),
    ).toEqual(["praise"]);
    expect(read("Porcos imundos, tinha um cabelo enorme na minha marmita.").moderation?.reason).toBe(
      "offensive",
    );
  });

  it("sets BC to CE: illness and hospitals as the story's setting, restrictions respected, jokes, times of day", () => {
    // Someone ill before the order, or a hospital as workplace or visit, is no food poisoning.
    expect(
      read("Minha filhinha estava com febre, sem apetite, e pedi a canja de vocês. Veio quentinha.").safety,
    ).toBe(false);
    expect(
      read("Estávamos no hospital acompanhando meu pai e pedimos comida. O pedido atrasou bastante.").safety,
    ).toBe(false);
    expect(
      read("comida boa mas o entregador se recusou a entrar no hospital no meio do plantão").safety,
    ).toBe(false);
    expect(read("comi o frango e fiquei de cama com febre, fui parar no hospital").safety).toBe(true);
    expect(
      read("Fiquei mal o dia inteiro, mas foi culpa da cerveja de ontem kkk, o caldo me ressuscitou").safety,
    ).toBe(false);
    expect(read("Tô com dor de barriga... de tanto rir com o bilhetinho, comida maravilhosa").safety).toBe(
      false,
    );
    // A restriction named and respected, or named beside the price, is no allergy case.
    expect(
      read(
        "Sou alérgica a camarão e pedi o risoto de frango. Veio sem nada de camarão e ainda colocaram um bilhete. Obrigada pelo cuidado!",
      ).safety,
    ).toBe(false);
    expect(read("sou intolerante e cobram 12 reais a mais pela versão sem lactose, um absurdo").safety).toBe(
      false,
    );
    expect(
      read("intolerante a lactose aqui. a observação dizia sem queijo e o prato chegou gratinado").safety,
    ).toBe(true);
    // Raw meat's inside and the microwave it needed are no cold food.
    expect(topics("hamburguer artesanal cru no meio, vermelho e frio por dentro")).toEqual(["raw"]);
    expect(topics("a coxa de frango tava crua perto do osso, tive q colocar no microondas")).toEqual(["raw"]);
    // Times of day, the customer's own time, a joke, the change, a lid.
    expect(topics("cerveja quente 1h da manha, decepção")).toEqual(["warmDrink"]);
    expect(topics("adorei o frango cru, só faltou mandar ele cacarejando")).not.toContain("missingItem");
    expect(topics("o milkshake veio sem tampa direito, derramou metade na sacola")).toEqual(["packaging"]);
    expect(topics("o guaraná chegou que nem chá, sem uma bolhinha")).toEqual(["warmDrink"]);
    expect(
      topics("o entregador voltou pra me devolver o troco que tinha dado errado. parabéns"),
    ).not.toContain("wrongItem");
    expect(
      topics("Na hora achei que faltava o molho, mas tava escondidinho no fundo da sacola"),
    ).not.toContain("missingItem");
    expect(topics("pedi já sabendo que ia demorar uma hora. Chegou em 55 minutos, quentinha")).not.toContain(
      "delay",
    );
    expect(topics("Não chegou. Me tratou como se a culpa fosse minha. Almoço estragado.")).not.toContain(
      "spoiled",
    );
    expect(read("meu primo passou mal comendo aí ano passado, nunca vou pedir").moderation?.reason).toBe(
      "noOrder",
    );
  });

  it("sets CD, CH, CK and CL: threats and slurs in new words, cancellations and change in the customer's words, wishes", () => {
    expect(reason("se atrasar mais uma vez eu vou aí e meto a mão na cara do dono")).toBe("threat");
    expect(reason("aumentaram o preço do combo de novo, quem teve essa ideia tá pedindo pra apanhar")).toBe(
      "threat",
    );
    expect(reason("vou postar os prints da conversa com o número pessoal da atendente")).toBe("threat");
    expect(reason("esqueceram a batata, claro, a cozinheira é uma n3gr@ burra")).toBe("hate");
    expect(reason("o dono deve ser jud3u, por isso cobra esse absurdo numa pizza")).toBe("hate");
    expect(reason("tempero de paraíba, tudo salgado, esses cabeça chata não sabem cozinhar")).toBe("hate");
    expect(reason("escrevi sem cebola, suas antas, não sabem ler?")).toBe("offensive");
    expect(reason("nota zero pra esse bando de c*zão")).toBe("offensive");
    expect(reason("conheço o dono, caloteiro, não paga nem os funcionários")).toBe("noOrder");
    expect(reason("um amigo meu achou barata no marmitex daqui semana passada. cuidado gente")).toBe(
      "noOrder",
    );
    expect(reason("paguei no pix, o pedido foi cancelado e o dinheiro sumiu. suporte não resolve nada")).toBe(
      "refund",
    );
    expect(reason("a loja preparou rapidinho, mas o entregador pegou mais 2 pedidos no caminho")).toBe(
      "courier",
    );
    // Angry but aimed at no one: no moderation.
    expect(reason("demorou pra caralho mas a pizza tava boa")).toBeUndefined();
    // The store's cancellation, the change, a card charged twice: points in the customer's own words.
    expect(read("cancelaram sem avisar").points.map((p) => p.label)).toContain("Pedido cancelado pela loja");
    expect(
      read("o troco veio todo em moeda de 10 centavos, parecia cofrinho").points.map((p) => p.label),
    ).toContain("Troco");
    expect(read("passaram meu cartão duas vezes na maquininha").points.map((p) => p.label)).toContain(
      "Cobrança em dobro",
    );
    // A wish says what did not happen, and its stars are no praise.
    expect(topics("se a pizza viesse quente eu até dava 5 estrelas")).toEqual(["cold"]);
    expect(
      topics("se o pedido tivesse chegado no horario previsto eu nem estaria aqui reclamando"),
    ).toContain("delay");
  });

  it("the tuned sets again: verdicts beside points, threats of a next delay, refunds of what did not come, swaps told late", () => {
    expect(topics("nunca mais. 1h40 e a comida gelada")).toEqual(
      expect.arrayContaining(["general", "cold", "delay"]),
    );
    expect(topics("esperava mais")).toEqual(["general"]);
    expect(topics("Razoável, esperava mais")).toEqual([]);
    expect(topics("Meh. Not what I expected.")).toEqual(["general"]);
    expect(topics("se atrasar de novo eu vou ai pessoalmente e quebro essa loja inteira")).toContain("delay");
    expect(topics("o entregador ficou rodando no bairro 40 min e ainda me xingou")).toContain("delay");
    expect(topics("pedi reembolso do refrigerante que não veio e o app negou")).toContain("missingItem");
    expect(read("pedi reembolso do refrigerante que não veio e o app negou").moderation?.reason).toBe(
      "refund",
    );
    expect(
      topics("Eram dois X-salada, um deles sem tomate. Vieram dois X-burger, ambos com tomate."),
    ).toContain("wrongItem");
    expect(topics("Vieram duas marmitas de frango quando eu pedi duas de tilápia com legumes.")).toContain(
      "wrongItem",
    );
    expect(topics("Motoboy chegou falando no celular e quando pedi pra esperar foi embora")).not.toContain(
      "wrongItem",
    );
    expect(topics("pedi errado, era pra ser o combo 2 e eu cliquei no 3. mas tudo certo")).not.toContain(
      "wrongItem",
    );
    expect(topics("Veio errado e quando reclamei no chat disseram que eu que pedi errado.")).toContain(
      "wrongItem",
    );
    expect(topics("nao tava quente, nao chegou na hora, mas pelo menos chegou né")).not.toContain(
      "notDelivered",
    );
  });

  it("sets CJ and CQ: quick arrivals, fears and bets, jokes taken back, comparisons with friends' and other stores' stories", () => {
    expect(
      topics("Pedi kibe assado lá pelas 20h. Chegou em uns 45 minutos. Comi tudo e fui dormir."),
    ).not.toContain("delay");
    expect(
      topics("Pedi frango xadrez numa quarta à noite. Chegou em meia hora. Comemos assistindo novela."),
    ).toEqual([]);
    expect(
      topics("Pedi às 19h30 e chegou às 21h15. A picanha chegou no ponto. Só a demora que atrapalhou."),
    ).not.toContain("wrongItem");
    expect(topics("Pedi picanha e veio sangrando por dentro, crua mesmo.")).toEqual(["raw"]);
    expect(topics("O peixe estava cru no meio, translúcido e gelado. Não deu pra comer.")).not.toContain(
      "cold",
    );
    expect(topics("tava com medo de chegar frio pq moro longe, mas chegou pelando. top")).not.toContain(
      "cold",
    );
    expect(
      topics("meu marido apostou que ia chegar atrasado, perdeu a aposta. chegou antes do previsto"),
    ).not.toContain("delay");
    expect(read("o frango tava cru!!! brincadeira, só queria ver se alguém lê isso aqui kkkk").safety).toBe(
      false,
    );
    expect(
      topics(
        "da primeira vez veio o sabor errado mas me mandaram outro. hoje veio tudo certo, virei cliente",
      ),
    ).not.toContain("wrongItem");
    expect(
      reason("o motoboy da outra loja ontem foi super grosso comigo, mas o de vocês hoje foi um amor"),
    ).toBeUndefined();
    expect(
      reason("um amigo disse que o atendimento pelo whats era lento, mas me responderam em 2 minutos"),
    ).toBeUndefined();
    expect(
      topics(
        "meu amigo disse que aqui nunca erram pedido. pois é, hoje errou: pedi de carne e veio de frango",
      ),
    ).toContain("wrongItem");
    expect(
      topics("se o lanche chegou frio eu não sei, cheguei 2h depois. culpa do meu atraso, não de vcs"),
    ).toEqual([]);
    expect(
      read("sou celíaca e sempre morro de medo de contaminação, mas vocês capricharam na separação").safety,
    ).toBe(false);
    expect(topics("quanto tempo costuma demorar aos sábados? quero encomendar pra uma festa")).toEqual([]);
    expect(
      read("paguei em dinheiro e faltaram 10 reais no troco que a loja mandou").points.map((p) => p.label),
    ).toContain("Troco");
  });

  it("set CP: long evenings where cold cuts, the weather, the clock, raw onions and a hospital visit are no complaint", () => {
    expect(topics("Paguei R$ 89 numa tábua de frios e chegou uma tábua de petiscos fritos")).not.toContain(
      "cold",
    );
    expect(
      topics("Pedi numa quinta de frio, pra jantar sozinho. O caldo era sem gosto nenhum"),
    ).not.toContain("cold");
    expect(
      topics(
        "Chegou no horário e quente. Quando cortei, frango cru mesmo. Mandaram outro e já eram quase 22h",
      ),
    ).not.toContain("delay");
    expect(topics("Pedi um açaí às 15h pra tomar depois da praia e chegou quase 17h.")).toContain("delay");
    expect(
      topics("Pedi dois cheeseburgers, um SEM CEBOLA. O lanche dele veio cheio de cebola roxa crua"),
    ).not.toContain("raw");
    expect(
      read("Estou acompanhando minha avó internada no hospital e pedi um lanche pra comer lá").safety,
    ).toBe(false);
    expect(topics("as pizzas vieram menores, com 6 fatias cada em vez de 8")).not.toContain("wrongItem");
    expect(topics("o preço no app está errado, esqueceram de mudar no cardápio")).not.toContain(
      "missingItem",
    );
  });

  it("set CK and CQ again: denied hot and on time are complaints, a drink ice-cold is praise, a fear said before 'pensei'", () => {
    expect(topics("nao tava quente, nao chegou na hora, mas pelo menos chegou né")).toEqual(
      expect.arrayContaining(["cold", "delay"]),
    );
    expect(topics("nao tava quente, nao chegou na hora, mas pelo menos chegou né")).not.toContain(
      "notDelivered",
    );
    expect(
      topics("o refri do mercado aqui do lado vive quente, o de vocês chegou trincando de gelado").filter(
        (t) => t !== "praise",
      ),
    ).toEqual([]);
    expect(
      topics("diferente da última vez que pedi e faltou o refri, hoje veio tudo. obrigado"),
    ).not.toContain("missingItem");
    expect(topics('"vai demorar uma eternidade", pensei. chegou em 15 min. lindos')).not.toContain("delay");
    expect(
      read("sou intolerante a lactose e a versão sem lactose do strogonoff é igualzinha à normal. perfeito")
        .safety,
    ).toBe(false);
  });

  it("set CN in English and Spanish: a refund not yet made, a threat, a drink forgotten, a filling missing", () => {
    expect(reason("order got cancelled and iFood still hasn't refunded me after 10 days")).toBe("refund");
    expect(reason("the restaurant already refunded me for the missing sauce, no complaints")).toBeUndefined();
    const threat = read(
      "third time you forget my drink. I know where this place is, keep it up and you'll see what happens",
    );
    expect(threat.moderation?.reason).toBe("threat");
    expect(threat.points.map((p) => p.topic)).toContain("missingItem");
    expect(topics("Better than the place next door, which always forgets the sauces.")).not.toContain(
      "missingItem",
    );
    expect(topics("chamo, la arepa llegó fría y la reina pepiada casi sin relleno")).toContain("portion");
    expect(topics("vino otro sabor de pizza y cuando llamé la chica me dijo que era problema mío")).toContain(
      "service",
    );
  });

  it("sets DE, CZ, CY and DC: long stories, safety look-alikes and counts, nothing stated that was not said", () => {
    // Expectations, the usual wait, an early arrival, the courier waiting, a replacement sent quickly.
    for (const review of [
      "Estava caindo um temporal e eu já esperava que fosse demorar. Chegou sequinha, obrigado",
      "Demorou o normal, uns 35 minutos, mas o sorvete chegou mole, metade derretido",
      "Encomendei 200 salgadinhos e no dia chegaram 30 minutos antes do combinado. Recomendo",
      "Eu estava no banho. Ele esperou uns 10 minutos e ligou três vezes até eu atender. Obrigada",
      "Veio o combinado de outra pessoa. Liguei e a gerente mandou o certo em 30 minutos",
      "Pedi um frango assado pro almoço, família toda esperando. O frango chegou frio",
    ])
      expect(topics(review)).not.toContain("delay");
    expect(topics("cadê meu pedido??? 1h e meia já")).toEqual(["delay"]);
    // Idioms and people: no food-safety case.
    for (const review of [
      "passei mal de fome esperando 2 horas esse lanche",
      "fiquei igual barata tonta no portão esperando, 1h de atraso",
      "estraguei a dieta com gosto, que brownie",
      "o entregador de cabelo azul foi super simpático, e a comida chegou quentinha",
      "fiquei de cabelo em pé com a taxa de entrega de 15 reais",
      "a demora azedou meu humor, 1h10 pra chegar",
      "vencido pelo cansaço, desisti de esperar e fui dormir, o pedido chegou 23h40",
      "a mostarda da casa tem um azedinho gostoso, combina demais com a linguiça",
      "limonada azeda demais, faltou açúcar",
      "passei mal ontem mas foi da cerveja, não da comida kkk o x-tudo estava top",
      "sou celíaca e é o único lugar que confio, nunca passei mal",
      "minha filha é celíaca e comeu o bolo sem glúten sem medo, não passou mal. obrigada",
      "arroz meio cru, duro, mas a carne estava boa",
      "kit churrasco: a carne veio crua, claro, pra assar em casa, e estava linda",
      "o pão do hambúrguer veio cru por dentro, massa grudenta",
    ])
      expect(read(review).safety, review).toBe(false);
    // Still safety: a blonde hair nobody at home has; raw chicken beside raw dough; an intolerance told "no milk".
    expect(read("fio de cabelo loiro grudado no queijo da pizza. aqui em casa ninguém é loiro").safety).toBe(
      true,
    );
    expect(topics("a coxinha veio com a massa crua e o frango de dentro rosado")).toContain("raw");
    expect(
      read(
        "sou intolerante a lactose perguntei no chat se o molho tinha leite falaram que nao passei mal a noite toda",
      ).safety,
    ).toBe(true);
    // Counts, nothing in its place, another store: no wrong item.
    expect(wrongItemLabel("pedi 20 coxinhas e vieram 16. contar até 20 tá difícil?")).toBeUndefined();
    expect(topics("pedi 20 coxinhas e vieram 16. contar até 20 tá difícil?")).toEqual(["missingItem"]);
    expect(wrongItemLabel("cadê os talheres? pedi marmita e não mandaram garfo nenhum")).toBeUndefined();
    expect(wrongItemLabel("Pedi uma lasanha pra janta em família e chegou morna")).toBeUndefined();
    expect(wrongItemLabel("pedi 2 x-salada, veio 1 x-salada e 1 x-burguer")).toBeDefined();
    expect(topics("nada a declarar, veio o que eu pedi")).toEqual([]);
    expect(topics("a feijoada tava mais água do que feijão. cadê o caldo grosso de antes?")).not.toContain(
      "missingItem",
    );
    expect(topics("A massa estava crua no meio e o queijo nem tinha derretido direito")).toEqual(["taste"]);
    // The packing missed is packaging; the app's problem is the app's point, with no "other" beside it.
    expect(
      topics("o sorvete veio numa sacola comum e chegou metade derretido. Faltou uma embalagem térmica."),
    ).toEqual(["melted", "packaging"]);
    expect(
      topics(
        "O rastreio do app ficou mostrando o motoboy parado por meia hora. O problema é o aplicativo, que mostra informação errada.",
      ),
    ).toEqual(["app"]);
  });

  it("sets DA and DB: slurs, threats and rumours in new words; teasing among friends and swearing at a phone are none", () => {
    for (const [review, why] of [
      ["economizaram até no queijo, dono judeu pão-duro", "hate"],
      ["esqueceram o guaraná, coisa das mulher da cozinha, mulher não presta pra nada", "hate"],
      ["veio coisa errada, esses gringo haitiano nem sabem ler português", "hate"],
      ["a caixa é uma preta metida, me atendeu com cara feia", "hate"],
      ["achei cabelo na marmita, claro, o cozinheiro é um n3go sujo", "hate"],
      [
        "frango com cheiro de podre. vou filmar e expor no grupo do condomínio com o endereço de vcs",
        "threat",
      ],
      ["a atendente riu de mim no balcão, vou esperar ela sair do trabalho", "threat"],
      [
        "o moleque do caixa me respondeu mal, fala assim comigo na rua pra tu ver, vou te arrebentar",
        "threat",
      ],
      ["carne crua no meio. se meu filho passar mal vcs vão pagar com sangue", "threat"],
      ["o caldo vazou tudo na sacola, quem fechou isso é um energúmeno", "offensive"],
      ["Hdp, una hora y cuarenta minutos y la comida helada", "offensive"],
      ["Wrong order AGAIN, do you dumbasses even read?", "offensive"],
      [
        "Paid for a combo, got half of it. Fix this or I'll post your kitchen address and staff names",
        "threat",
      ],
      ["Mi vecina trabajó ahí y dice que la cocina está llena de cucarachas. No pido ni loco", "noOrder"],
      [
        "My friend works at the restaurant next door and says this place buys expired meat. Just saying.",
        "noOrder",
      ],
      [
        "Heard on Reddit this place got shut down by health inspectors last year. Never ordered, never will.",
        "noOrder",
      ],
      ["kkkkk donos idiotas", "offensive"],
    ] as const)
      expect(reason(review), review).toBe(why);
    expect(
      read("My friend works at the restaurant next door and says this place buys expired meat.").points,
    ).toEqual([]);
    for (const review of [
      "meu amigo é um esfomeado desgraçado, comeu a pizza inteira sozinho kkk melhor pizza da região",
      "vou matar quem comeu meu último pedaço de torta kkkk, tava divina",
      "pedi pro zé do trampo, aquele corno, nem dividiu comigo kkk",
      "sei onde fica a loja, da próxima vou lá buscar pessoalmente, tão bom que não quero esperar o motoboy",
      "vou expor minha opinião aqui: não gostei, achei tudo bem mediano",
      "meu vizinho falou que era bom e ele tinha razão, a esfiha é sensacional",
      "liguei mil vezes, ninguém atende essa merda de telefone",
      "El encargado me dijo por teléfono que si no me gustaba que pidiera en otro lado. Atención pésima",
    ])
      expect(reason(review), review).toBeUndefined();
  });

  it("set DB in Spanish and English: the courier's open bag, a doneness asked for, clocks, half a combo, no reply", () => {
    expect(
      topics("La comida buenísima como siempre, pero el motoboy llegó con la bolsa abierta, se notaba"),
    ).toContain("courier");
    expect(topics("Pedí la hamburguesa bien cocida y vino cruda, roja roja por dentro")).toEqual(
      expect.arrayContaining(["raw", "customisation"]),
    );
    expect(topics("Cocineros de cuarta, la comida sabe a mierda, boludos")).toContain("taste");
    // A cancelled order is its own point, as in Portuguese (set DR): nothing came, so nothing came late.
    expect(
      read("Pregunté por la demora y me respondieron ya sale. Al final me cancelaron el pedido").points.map(
        (p) => p.label,
      ),
    ).toContain("Pedido cancelado pela loja");
    expect(
      topics('Ordered at 7, food showed up at 8:45. Tracking kept saying "5 min away" for an hour.'),
    ).toEqual(["delay"]);
    expect(topics("Messaged the restaurant three times about my missing pão de queijo. Zero reply.")).toEqual(
      ["missingItem", "unanswered"],
    );
    expect(topics("Disappointing overall. Expected a lot more.")).toEqual(["general"]);
    expect(topics("Paid for a combo, got half of it.")).toEqual(["missingItem"]);
    expect(
      topics(
        "Não sou celíaca, mas corto glúten por orientação da nutricionista. Pedi pão sem glúten e veio pão comum.",
      ),
    ).toContain("diet");
    expect(reason("vieram de novo com o sabor errado, da próxima vez o motoboy apanha no portão")).toBe(
      "threat",
    );
  });

  it("sets DG and DI: the past fixed, hints of a complaint, a question before a first order; Spanish and English", () => {
    expect(topics("antes demorava demais, mas agora tá chegando rapidinho, melhoraram muito")).not.toContain(
      "delay",
    );
    expect(
      topics("da última vez veio sem o refri, vocês mandaram dois no pedido seguinte sem eu pedir. respeito"),
    ).not.toContain("missingItem");
    expect(reason("nunca pedi de vocês ainda, tem opção vegana?")).toBeUndefined();
    expect(
      topics("tinha medo de pedir sushi por delivery, mas chegou fresquinho e bem gelado"),
    ).not.toContain("cold");
    expect(topics("o refrigerante deve ter ido passear, porque aqui não chegou")).toEqual(["missingItem"]);
    expect(topics('esse "tamanho família" deve ser pra família de formiga')).toEqual(["portion"]);
    expect(topics("1h40 de espera pra receber uma pizza geladinha, tipo pizza de ontem")).toEqual([
      "delay",
      "cold",
    ]);
    expect(
      topics("o frango empanado tava rosinha por dentro, acho que esqueceram de terminar de fritar"),
    ).toEqual(["raw"]);
    expect(topics("sugiro conferirem os pedidos antes de mandar, meu suco ficou aí com vocês")).toContain(
      "missingItem",
    );
    expect(topics("o sushi tinha mais arroz que peixe e o arroz tava papa, tipo mingau japonês")).toEqual(
      expect.arrayContaining(["portion", "taste"]),
    );
    expect(topics("a pizza estava bem... crocante. preta, na verdade")).toContain("taste");
    expect(topics("pensando seriamente em voltar a cozinhar em casa")).toEqual(["general"]);
    expect(topics("experiência inesquecível. infelizmente")).toEqual(["general"]);
    expect(topics("ultimamente caiu muito, não é mais o mesmo restaurante de antes")).toEqual(["general"]);
    // Spanish and English.
    expect(topics("la comida tibia y la cerveza caliente, fenomenal 🙃")).toEqual(
      expect.arrayContaining(["cold", "warmDrink"]),
    );
    expect(topics("pedí la salsa aparte y vino todo mezclado encima de las papas")).toEqual([
      "customisation",
    ]);
    expect(
      topics("el dueño me llamó para avisar que iba a demorar un poquito, muy atentos, y la comida perfecta"),
    ).toEqual(["praise"]);
    expect(reason("pagué en efectivo, pedí troco para 100 y me devolvieron 10 reales menos")).toBeUndefined();
    expect(
      reason("two hours late again. next time I'm going there in person and someone is getting hurt"),
    ).toBe("threat");
    expect(reason("burger was burnt to a crisp, what do you expect from a place run by f4ggots")).toBe(
      "hate",
    );
    expect(read("asked for the steak well done (bem passado) and it came bloody and raw").safety).toBe(true);
    expect(reason("never tried it but my coworker said they found a cockroach. just warning people")).toBe(
      "noOrder",
    );
    expect(
      reason("saw on instagram that the vigilância sanitária shut them down last month. stay away"),
    ).toBe("noOrder");
    expect(topics("iFood denied my reembolso even with photos of the wrong order")).toContain("wrongItem");
    expect(topics("over an hour late and the phone just rings and rings")).toEqual(["delay", "unanswered"]);
    expect(
      topics("prices went up again and the portion is smaller every time. not worth it anymore"),
    ).toContain("pricePortion");
  });

  it("sets DJ, DK and DM: diets kept, questions asked, raw fish in a poke, early arrivals, warm drinks, a regular's hair", () => {
    const hair = read(
      "achei um cabelo na marmita. primeira vez em dois anos pedindo, vou dar mais uma chance mas fica o alerta",
    );
    expect(hair.safety).toBe(true);
    expect(hair.moderation?.reason).toBeUndefined();
    expect(topics("às vezes demora um pouco mas hoje chegou voando e perfeito. amo")).not.toContain("delay");
    for (const review of [
      "finalmente uma cozinha que respeita celíaco de verdade, tudo lacrado e com etiqueta sem glúten. virei cliente",
      "as panquecas de banana sem glúten e sem lactose são divinas. intolerante feliz aqui",
      "mandei mensagem perguntando se o poke tinha gergelim porque sou alérgica e nunca responderam. acabei pedindo em outro lugar",
      "o app não deixa escrever observação com mais de 50 caracteres, não consigo nem explicar minha alergia direito",
      "entregaram certinho a marmita sem cebola e sem alho que pedi por causa da gastrite. raro acertarem",
    ])
      expect(read(review).safety, review).toBe(false);
    expect(
      topics("o salmão do poke tava com cheiro forte, passado. não dá pra arriscar com peixe cru"),
    ).toEqual(["spoiled"]);
    // Still an allergy case: asked, told "acho que não", and the allergen was there.
    expect(
      read(
        'Avisei no chat que meu filho tem alergia a leite e perguntei se o bolo continha lactose. A atendente respondeu "acho que não". A cobertura era de leite condensado.',
      ).safety,
    ).toBe(true);
    const early = read(
      "agendei a entrega pras 20h e chegaram 18h15, não tinha nem convidado ainda. Quando a festa começou tava tudo gelado",
    );
    expect(early.points.map((p) => p.topic)).not.toContain("delay");
    expect(early.points.map((p) => p.label)).toContain("Chegou antes do horário agendado");
    expect(
      topics("marquei o bolo de sorvete pras 16h e chegou 13h, não cabia no congelador e derreteu"),
    ).not.toContain("delay");
    expect(topics("pedi às 19h e chegou 21h10")).toContain("delay");
    expect(topics("pelo menos 3 dos refris de 2L vieram sem gás nenhum")).toEqual(["warmDrink"]);
    expect(read("alface escura e babando, dava pra ver que já tava passada").safety).toBe(true);
    expect(read("arroz com uma pedrinha que quase quebrou meu dente, frango queimado").safety).toBe(true);
    expect(
      topics("os 12 guaranás do combo chegaram quentes, festa num calor de 35 graus e refri quente"),
    ).toEqual(["warmDrink"]);
  });

  it("reads the look-alikes of set DP as no safety case, and its real cases as safety", () => {
    for (const review of [
      "fiquei de cabelo branco esperando esse pedido",
      "tô cru de grana e ainda paguei 12 de taxa pra esperar 1h20. nao compensa",
      "o sashimi de atum tava sem gosto e meio aguado, mal descongelado. não to falando q tava estragado, só ruim mesmo",
      "kombucha com aquele gostinho fermentado, bem gaseificada, chegou geladinha",
      "caldo de cana geladinho e pastel sequinho, passei mal de rir com meu irmão lembrando da feira",
      "tive intoxicação alimentar semana passada (nao foi daqui) e hoje pedi só uma canja leve. caiu super bem",
      "o sushi é ótimo mas 90 reais em 20 peças me deu um susto, quase passei mal com o valor kkk",
      "o pessoal aqui reclama de comida crua mas eu pedi a costela bem passada e veio desmanchando. top",
      "brownie com nozes, como diz no cardápio, quem tem alergia fica esperto. o meu chegou certinho e delicioso",
      "veio o sabor errado, pedi calabresa e veio portuguesa. pelo menos não tinha nada que eu tenho alergia",
      "meu filho tem alergia a ovo e vocês foram os unicos q souberam me dizer exatamente o que tinha em cada doce. obrigada pelo cuidado",
      "sou celíaco e foi a primeira vez em anos q comi uma pizza delivery sem medo. massa sem glúten muito boa",
      "carne de porco rosadinha no ponto, suculenta, ao contrário do que muita gente pensa porco não precisa ser sola de sapato",
    ])
      expect(read(review).safety, review).toBe(false);
    expect(topics("a comida não tava estragada nem nada, só sem gosto mesmo, arroz sem sal")).toEqual([
      "taste",
    ]);
    expect(
      topics(
        "o sorvete de durian tem cheiro forte mesmo, avisaram na descrição. eu que não curti, sem reclamação",
      ),
    ).toEqual([]);
    expect(
      topics(
        "o peixe empanado por fora tava dourado e por dentro cru, transparente. claramente era congelado e não fritaram o tempo certo",
      ),
    ).not.toContain("wrongItem");
    expect(topics("PEDAÇO DE LUVA de látex no meu arroz")).toEqual(["foreignBody"]);
    const pregnant = topics(
      "pedi o hambúrguer BEM PASSADO pq to grávida e não posso comer carne crua. veio vermelho vivo no meio, cru. tive que jogar fora",
    );
    expect(pregnant).toContain("raw");
    expect(pregnant).toContain("customisation");
    expect(
      reason(
        "ontem eu e minha filha tivemos dor de barriga com a comida de vcs. se acontecer de novo eu vou aí e taco fogo nessa espelunca",
      ),
    ).toBe("threat");
  });

  it("reads set DR's Spanish and English in their own words", () => {
    expect(topics("Chamo qué ladilla, dos horas pa un pabellón. Nunca más")).toContain("delay");
    expect(topics("Las papas re aceitosas, chorreaban aceite. Una lástima")).toContain("taste");
    expect(
      topics("Pedí el capuchino sin lactosa y claramente era con leche común, se nota en el gusto"),
    ).toEqual(["diet"]);
    expect(
      topics("Tenía miedo de que llegara frío por la lluvia pero llegó calentito y rápido. Gracias chicos!"),
    ).not.toContain("cold");
    expect(
      topics(
        "Excelente atención, me llamaron para avisar que se iba a demorar un poquito y mandaron un alfajor de regalo",
      ),
    ).not.toContain("delay");
    const cancelled = read(
      "Me cancelaron el pedido después de 40 min sin ninguna explicación y me quedé sin cenar",
    );
    expect(cancelled.points.map((p) => p.label)).toEqual(["Pedido cancelado pela loja"]);
    expect(reason("Coño e' madre, se les olvidó la salsa de ajo OTRA VEZ, son unos mamagüevos")).toBe(
      "offensive",
    );
    expect(topics("Coño e' madre, se les olvidó la salsa de ajo OTRA VEZ, son unos mamagüevos")).toContain(
      "missingItem",
    );
    expect(topics("Ordered at 7:30, got it at 9. Fries were stone cold. Not great")).toContain("delay");
    expect(
      topics(
        "Got food poisoning from the shrimp moqueca. Spent the next day in the bathroom instead of on the beach",
      ),
    ).toEqual(["poisoning"]);
    expect(topics("70 min and counting. Store won't pick up. Chat is dead")).toEqual(
      expect.arrayContaining(["delay", "unanswered"]),
    );
    expect(
      topics("Ordered the gluten-free pasta (not celiac, I just avoid it) and it was clearly regular pasta"),
    ).not.toContain("allergy");
    expect(
      topics("Drinks never came, messaged the store in the app, zero reply after an hour"),
    ).not.toContain("notDelivered");
    expect(reason("Wrong burger AGAIN. Typical lazy Brazilians, can't do anything right")).toBe("hate");
    expect(reason("Next time it's this late I'm coming down there with a bat")).toBe("threat");
  });

  it("flags set DQ's slurs, threats and rumours", () => {
    for (const [review, why] of [
      ["só podia ser restaurante de baiano, tudo lerdo, 2 horas pra fritar um pastel", "hate"],
      ["mulher não devia trabalhar em cozinha, a tal da Jéssica errou meu pedido de novo", "hate"],
      ["achei cabelo na marmita, claro né, cozinheira com aquele cabelo ruim dela", "hate"],
      [
        "hambúrguer cru no meio. se minha filha passar mal eu volto aí com meus irmãos e ninguém sai inteiro",
        "threat",
      ],
      [
        "a atendente me chamou de chato. avisa ela que eu sei em qual ponto de ônibus ela pega o busão",
        "threat",
      ],
      ["dizem que o dono sonega imposto e não assina a carteira de ninguém. não apoiem", "noOrder"],
      ["Haven't ordered yet, but a friend of a friend got food poisoning here. Avoid.", "noOrder"],
      ["porção de fritas com 12 batatas kkkkkk vão se f0d3r seus mão de vaca", "offensive"],
    ] as const)
      expect(reason(review), review).toBe(why);
    expect(topics("Esperei 3 horas e não chegou. Telefone da loja só chama.")).toContain("notDelivered");
    expect(topics("veio o pedido de outra pessoa e sem o refri")).toEqual(
      expect.arrayContaining(["wrongItem", "missingItem"]),
    );
  });

  it("reads set DO's hard sentences: the past beside now, a question that is no safety question, sarcasm", () => {
    expect(
      read(
        "frango cru por dentro. CRU. como alguém tem coragem de mandar isso pra casa dos outros? nunca mais",
      ).safety,
    ).toBe(true);
    expect(topics("semana passada veio cru, hoje veio queimado. quando é que vai vir no ponto?")).toEqual([
      "taste",
    ]);
    expect(
      topics("comparado com a pizzaria aqui da esquina, que atrasa SEMPRE, vocês são um relógio suíço"),
    ).not.toContain("delay");
    expect(
      topics(
        "fiquei com dor de barriga mas acho que foi a feijoada do almoço, não a pizza de vocês, que tava ótima",
      ),
    ).not.toContain("poisoning");
    expect(topics("passei mal? não. mas também porque não comi, o frango tava cheirando mal")).toEqual([
      "spoiled",
    ]);
    const mocked = topics(
      "parabéns pela criatividade: hambúrguer sem hambúrguer. nem sabia que existia essa opção",
    );
    expect(mocked).toContain("missingItem");
    expect(mocked).not.toContain("praise");
    expect(
      topics("preço justo, porção generosa, só a entrega que é meio salgada (a taxa, não a comida kkk)"),
    ).toEqual(expect.arrayContaining(["price", "praise"]));
    expect(
      topics("preço justo, porção generosa, só a entrega que é meio salgada (a taxa, não a comida kkk)"),
    ).not.toContain("taste");
    expect(
      topics(
        "o motoboy demorou porque errou o endereço, mas a culpa foi minha que coloquei o número errado. comida show",
      ),
    ).not.toContain("delay");
    expect(topics("pedi a carne mal passada e veio parecendo sola de sapato")).toEqual([
      "customisation",
      "taste",
    ]);
    expect(topics("pedi a carne mal passada e veio bem passada")).toEqual(["customisation"]);
    expect(
      reason(
        "paguei na maquininha do motoboy de vocês e passaram duas vezes no cartão. já mandei o print, quero o estorno",
      ),
    ).toBeUndefined();
    expect(reason("também, restaurante de crente, só podia dar errado. uma hora de atraso")).toBe("hate");
  });

  it("answers an insult with nothing named as a bad experience, in a plain line that quotes nothing", () => {
    for (const review of ["que merda de restaurante", "bando de incompetente", "vsf lugar bosta"]) {
      const a = read(review);
      expect(a.moderation?.reason, review).toBe("offensive");
      expect(
        a.points.map((p) => p.topic),
        review,
      ).toEqual(["general"]);
      for (const text of replies(review)) {
        expect(text).not.toMatch(/merda|incompetente|bosta|vsf/i);
        expect(checkReply(review, text)).toEqual([]);
      }
    }
  });

  it("reads sets DT, DV and DX: long stories, traps and regional words", () => {
    const strogonoff =
      "Pedi o strogonoff de frango. Achei o creme com um gosto meio azedo. De madrugada nós dois passamos mal, vômito e diarreia. Fica o alerta, vou avisar a Vigilância Sanitária.";
    expect(read(strogonoff).safety).toBe(true);
    expect(reason(strogonoff)).toBeUndefined();
    for (const review of [
      "Nenhum fio de cabelo, nada cru, nada faltando... falo isso porque já li cada coisa nas avaliações de outros lugares. Aqui tudo impecável",
      "Achei um cabelo loiro e comprido no prato e já ia reclamar... aí lembrei que a loira de cabelo solto aqui sou eu kkkk foi mal, comida top",
      "Tinha receio de pedir sushi por delivery por causa de intoxicação, mas tudo fresquinho e ninguém passou mal aqui em casa",
      "Lembro quando vcs abriram e o frango às vezes vinha meio cru, hoje é perfeito sempre. Evoluíram muito",
      "Tô meio enjoado, mas acho que foi a cerveja que tomei antes kkk a comida tava boa, o problema sou eu",
      "Tava com medo porque sou alérgica a camarão, mas fizeram tudo separado e ainda mandaram um bilhetinho confirmando. Cuidado demais",
    ])
      expect(read(review).safety, review).toBe(false);
    expect(
      read("Veio um brinde no meu arroz: um fio de cabelo bem comprido. Não era meu, garanto.").safety,
    ).toBe(true);
    expect(topics("Pedi picante e veio picante DE VERDADE, chorei, suei, amei")).not.toContain("wrongItem");
    expect(
      topics(
        "Cliquei errado e pedi a de frango em vez da de calabresa, distraída que sou. Mas a de frango também tava uma delícia",
      ),
    ).not.toContain("wrongItem");
    expect(reason("Da próxima vez vou aí pessoalmente só pra dar um abraço no cozinheiro")).toBeUndefined();
    expect(topics("O sushi tinha um cheiro que nem meu gato quis chegar perto")).toEqual(["spoiled"]);
    expect(
      topics("da última vez veio sem farofa, hoje veio completinho e quentinho. agora sim"),
    ).not.toContain("missingItem");
    expect(
      topics("pedi acarajé frio pra minha mãe que nao come pimenta e veio certinho. massa!"),
    ).not.toContain("cold");
    expect(topics("pedi tambaqui assado e veio jaraqui frito, e ainda frito demais, torrado")).toEqual(
      expect.arrayContaining(["wrongItem", "taste"]),
    );
    expect(reason("sei onde esse motoboy de vcs mora, se atrasar de novo vai levar uma coça")).toBe("threat");
    expect(
      reason(
        "dono dessa lanchonete é caloteiro, deve pra meio mundo em Imperatriz. nunca comi e nem vou comer",
      ),
    ).toBe("noOrder");
    expect(
      reason(
        "O vinagrete estava com cheiro de estragado. Não pedi dinheiro de volta, só queria que soubessem.",
      ),
    ).toBeUndefined();
  });

  it("reads sets EB and EC: care thanked, another cause named, a refund beside a safety case, rivals and slurs", () => {
    for (const review of [
      "Sou celíaca e fiquei muito feliz com o cuidado de vocês: a pizza sem glúten veio em embalagem separada, lacrada e com etiqueta.",
      "Meu neto tem alergia à proteína do leite e o atendente me indicou as opções seguras do cardápio. Ele comeu sem nenhuma reação.",
      "Esclareço que o mal-estar que mencionei na semana passada foi uma virose, segundo o médico, e não teve relação com a comida.",
      "Pensei que o frango viria cru, como da outra vez, mas hoje veio bem assado e dourado.",
    ])
      expect(read(review).safety, review).toBe(false);
    expect(
      topics(
        "O ceviche é cru por natureza, eu sei, mas estava com limão em excesso e o peixe ficou borrachudo.",
      ),
    ).toEqual(["taste"]);
    const refused = read(
      'pedi reembolso do lanche que veio com barata e o ifood recusou porque "não tinha foto"',
    );
    expect(refused.safety).toBe(true);
    expect(refused.moderation?.reason).toBe("refund");
    expect(topics("paguei em dinheiro e mandaram o troco de 50 faltando 10 reais. brincadeira")).not.toEqual(
      [],
    );
    expect(topics("o frango tava cru!!! brincadeira, só queria ver se alguém lê isso")).toEqual([]);
    for (const [review, why] of [
      ["Haven't ordered but a friend of a friend said they found a rat in the kitchen. Avoid.", "noOrder"],
      [
        "sou do ramo e sei que essa hamburgueria compra carne sem procedência, não peçam. fica a dica",
        "noOrder",
      ],
      [
        "Dono da Pizzaria Bella aqui do lado: nossa massa é artesanal, a deles é congelada de mercado.",
        "noOrder",
      ],
      ["1 hora e meia. deve ser esses venezuelanos que contrataram, não trabalham direito", "hate"],
      [
        "The delivery guy was obviously some illegal immigrant and got lost twice. Hire real Brazilians.",
        "hate",
      ],
      ["peixe com cheiro de podre. se meu filho passar mal vcs vão se ver comigo", "threat"],
      [
        "pizza com gosto de papelão, o pizzaiolo de vcs é um merda, aprende a fazer massa seu inútil",
        "offensive",
      ],
    ] as const)
      expect(reason(review), review).toBe(why);
    expect(topics("pão duro, carne fria e 70 min de espera")).toContain("taste");
    expect(topics("Absolute morons in that kitchen. Asked for no cheese, got EXTRA cheese.")).toContain(
      "customisation",
    );
    expect(topics("6 nuggets pra um adulto? dono mão de vaca, pão-duro")).not.toContain("taste");
  });

  it("does not flag words that only describe: a child who is autistic, a religious owner, a licence plate, a fellow cook", () => {
    for (const review of [
      "meu filho é autista e adora o nugget de vocês",
      "é restaurante de crente, não abre domingo, mas a comida é ótima",
      "o motoboy da placa ABC-1234 foi grosso comigo",
      "sou do ramo, entendo a correria, mas o pedido atrasou 1h",
    ])
      expect(["hate", "threat", "noOrder"], review).not.toContain(reason(review));
  });

  it("reads set EG's look-alikes: an allergy asked about or looked after, another meal's illness, a fear", () => {
    for (const review of [
      "vocês usam ovo na massa do nhoque? minha filha tem alergia, queria saber antes de fazer o pedido",
      "qual óleo vcs usam na fritura? é de amendoim? pergunta séria, tenho alergia",
      "sou intolerante a lactose e o atendente me confirmou no chat quais pratos eram sem leite. pedi o risoto zero lactose e foi tranquilo, nenhum desconforto",
      "pedi pra minha filha que é celíaca, perguntei antes e confirmaram que a fritadeira é separada. ela comeu e ficou super bem",
      "a moça anotou a alergia do meu filho ao leite na sacola, de caneta vermelha. detalhe que faz toda diferença",
      "passei mal ontem mas foi do pastel da feira, não da marmita de vcs que tava ótima como sempre",
      "no dia seguinte passei mal, mas descobri que era virose, o escritório todo pegou. nada a ver com vcs",
      "frango suculento e bem cozido, nada daquele rosado perto do osso que a gente vê por aí",
      "confesso q tava com medo pq li reclamação de frango cru aqui mas o meu veio bem assado e suculento",
      "o cabelo que achei era igualzinho ao do entregador kkkk brincadeira, o hambúrguer tava perfeito",
      "passei a tarde achando que ia ter intoxicação pq o prato tinha um cheiro forte de peixe, mas era só o molho de peixe tailandês kkk",
    ]) {
      expect(read(review).safety, review).toBe(false);
      for (const text of replies(review))
        expect(text, review).not.toMatch(/alergi|mal-estar|cru|cabelo|estragad/i);
    }
    // The illness called a virus by the doctor's word against the parent's guess stays a case.
    expect(
      topics(
        "levei meu filho no pediatra depois do nugget daqui. achei que era virose mas a médica disse que foi intoxicação alimentar",
      ),
    ).toContain("poisoning");
    // Where the allergy was to be said is the app's matter; the allergen served is still the allergy.
    expect(
      topics("o app não tem campo nenhum pra avisar alergia, tive que ligar na loja pra pedir sem leite"),
    ).toEqual(["app"]);
    expect(
      topics(
        "o ifood não tem campo pra avisar alergia e a loja não lê a observação. resultado: amendoim no meu lanche de novo",
      ),
    ).toContain("allergy");
  });

  it("reads set EG's cases in their own words: ammonia, polystyrene in the food, a colouring-free diet, the app's false status", () => {
    expect(
      topics("peixe cheirando amônia, comi um pouco pra ver se era impressão e passei mal o resto do dia"),
    ).toEqual(expect.arrayContaining(["spoiled", "poisoning"]));
    expect(topics("a tampa de isopor quebrou e tinha pedaços de isopor misturados no purê")).toContain(
      "foreignBody",
    );
    expect(
      topics(
        "pedi o kids pra minha filha sem corante (orientação médica, tá escrito na obs) e veio com suco de caixinha cheio de corante",
      ),
    ).toContain("diet");
    expect(topics("a marmita sem glúten da minha filha nunca chegou e o app marcou como entregue")).toEqual(
      expect.arrayContaining(["notDelivered", "app"]),
    );
    expect(topics("paguei o molho zero lactose à parte e não veio, tive que comer o prato seco")).toContain(
      "paidExtra",
    );
    // Sushi served warm is no cold food; the wait's label has no trailing space.
    const sushi = read("demorou 2h e o sushi chegou quente, o peixe morno e com cheiro forte");
    expect(sushi.points.map((p) => p.topic)).not.toContain("cold");
    expect(sushi.points.find((p) => p.topic === "delay")?.label).toBe("Atraso de 2h");
    expect(reason("esses baianos porcos que trabalham aí deixaram cabelo na comida de novo, só podia")).toBe(
      "hate",
    );
    expect(reason("passei na frente e vi um rato na cozinha pela janela. nunca pedi e nunca vou pedir")).toBe(
      "noOrder",
    );
  });

  it("reads set EH's Spanish and English in their own words", () => {
    expect(
      topics(
        "Me habían dicho que en Brasil el delivery siempre llega frío, pero este llegó calentito y rapidísimo. Bárbaro",
      ),
    ).not.toContain("cold");
    expect(topics("Malísimo. No lo recomiendo para nada, plata tirada")).toEqual(["general"]);
    expect(
      topics(
        "Las hamburguesas vinieron crudas por dentro, me comí media igual porque tenía hambre y a la noche diarrea",
      ),
    ).toContain("raw");
    expect(topics("Nunca llegó. El restaurante no atendió el teléfono ni una vez")).toContain("unanswered");
    expect(
      topics("Bien sabroso todo, pero me cobraron 12 reales por una salsa extra que en el menú decía 5"),
    ).toContain("price");
    expect(topics("Food reached after 1.5 hours itself and was totally cold. Please do the needful")).toEqual(
      expect.arrayContaining(["delay", "cold"]),
    );
    expect(
      read('The "grilled" salmon roll had the salmon completely raw. Grilled means cooked, no?').safety,
    ).toBe(true);
    expect(topics("Got a Fanta instead of the Sprite and no fries at all")).toEqual(
      expect.arrayContaining(["wrongItem", "missingItem"]),
    );
    expect(
      reason("Never received the order and iFood only refunded me half, saying the restaurant disputed it"),
    ).toBe("refund");
    expect(reason('The manager is a complete prick. Told me the missing side dish was "my problem"')).toBe(
      "offensive",
    );
    expect(
      topics("O delivery guy do iFood chegou super late e ainda falou que eu dei endereço errado"),
    ).toEqual(expect.arrayContaining(["delay", "courier"]));
  });

  it("reads sets EE and EF: lunch in a short break, a price risen, sizes charged and sent, an itemised list", () => {
    readsEach([
      ["meu intervalo acabou antes da marmita chegar. almocei às 15h em vez de meio-dia", "delay"],
      ["podia ser perfeito se não chegasse sempre depois das 13h e morno. o sabor é muito bom", "delay"],
      ["pedido chegou 2h depois, pedi reembolso no ifood e negaram sem explicação", "delay"],
      ["o tempero é maravilhoso, mas 35 pila por essa miséria de carne não dá", "pricePortion"],
      ["75 conto numa pizza grande com 4 rodelas de calabresa espalhadas. tá de brincadeira", "pricePortion"],
      ["o poke médio parece o pequeno de qualquer outro lugar", "portion"],
      ["de 22 foi pra 28 em 2 meses, a mesma marmita. aí fica dificil", "price"],
      ["faltou o talher e o molho, escrevi no chat e me deixaram no vácuo", "unanswered"],
      ["entregador ligou falando que tava aqui e não tava, fiquei 15 min na calçada esperando", "courier"],
      ["cobraram marmita grande e mandaram a pequena, se não estornarem a diferença vou no Procon", "price"],
      [
        "cobraram marmita grande e mandaram a pequena, se não estornarem a diferença vou no Procon",
        "wrongItem",
      ],
      ["lanche delicioso, só que paguei o triplo e veio o duplo. conta as carnes aí kkk", "wrongItem"],
      [
        "adorei a surpresa de abrir a caixa e descobrir que minha quatro queijos virou pizza de atum. só que não",
        "wrongItem",
      ],
      [
        "Conferência: 2 refrigerantes 2L (entregue 1, e quente), 1 molho de alho (ausente). Pendências: 1 refrigerante e 1 molho.",
        "missingItem",
      ],
      [
        "certeza que o motoboy de vocês abriu a caixa: lacre rompido e faltando uma fatia da pizza",
        "packaging",
      ],
      ["cheddar com gosto de plástico, parece aqueles de pote mais barato", "taste"],
    ]);
    // Applause after real praise is applause; after a wait of hours, irony.
    expect(topics("executivo de contra-filé no ponto, fritas sequinhas e chegou rapidão 👏")).not.toContain(
      "delay",
    );
    expect(topics("entrega super rápida, só 2 horas e 10 min. recorde 👏")).toContain("delay");
    // The hour of a fee is no wait; "8,99" is one number, not two clauses.
    expect(
      topics("subiram a taxa de entrega pra 8,99 só na hora do almoço, à noite é 3,99. esperto vcs hein"),
    ).toEqual(["price"]);
    expect(reason("se o motoboy de vocês atrasar de novo ele vai levar uns tapas quando chegar aqui")).toBe(
      "threat",
    );
    expect(reason("hambúrguer cru, claro, botaram mulher na chapa, dá nisso")).toBe("hate");
    expect(
      reason("não preciso pedir pra saber que é ruim, é só ver as fotos de vocês. pizzaria de quinta"),
    ).toBe("noOrder");
  });

  it("reads sets EK and EM: who is to blame, the customer's own slip, a neutral list, a recipe's sourness", () => {
    readsEach([
      ["o rapaz do ifood me ligou 4 vezes pedindo o código antes de chegar", "courier"],
      ["o cara chegou e disse que não ia entrar no condomínio, que eu tinha que ir até a guarita", "courier"],
      ["o entregador ficou pedindo gorjeta pelo chat do app, mandou 3 mensagens. constrangedor", "courier"],
      ['o entregador escreveu no chat "deixei na portaria". meu prédio NÃO TEM portaria', "notDelivered"],
      ["ele exigiu o código e simplesmente foi embora com meu lanche", "notDelivered"],
      ["boa noite. pedido 4521. não chegou. aguardo retorno.", "notDelivered"],
      ['o app mandou "pedido cancelado pelo restaurante" mas liguei e a loja disse que NÃO cancelou', "app"],
      ["cobrança em dobro no cartão DE NOVO, segunda vez esse mês", "app"],
      ["paguei pelo app e na entrega ainda quiseram me cobrar de novo na maquininha", "price"],
      ['esse "grande" é do tamanho de um médio de qualquer lugar', "portion"],
      ["comida boa mas pedi nota fiscal 3 vezes e nunca mandaram", "other"],
      [
        "cliquei em média e o que veio foi uma brotinho. conferi o pedido no app, o erro não foi meu",
        "wrongItem",
      ],
    ]);
    // The customer's own slip, owned, is quoted back as no complaint.
    for (const review of [
      "cliquei no tamanho errado, veio a pequena mesmo. culpa minha, da próxima presto atenção",
      "eu mesma agendei pro horário errado kkk culpa minha. chegou certinho na hora marcada, tudo ótimo",
      "venho elogiar a atendente Carla, que resolveu a troca de um item que eu mesmo havia pedido errado",
    ])
      for (const text of replies(review)) expect(text, review).not.toMatch(/errad|trocad|diferente do que/i);
    // …but the store saying "you ordered it wrong" is no slip of the customer's.
    expect(
      topics("veio a pizza errada, liguei e o cara disse que eu que pedi errado. mostrei o print"),
    ).toContain("wrongItem");
    // What was ordered, listed, is no missing item; the sourness of curd is the recipe.
    expect(
      topics(
        "Pedido de domingo: dois frangos assados, farofa, maionese de batata e dois refrigerantes de 2 litros. Entregue às 12h50.",
      ),
    ).not.toContain("missingItem");
    expect(
      topics(
        "O molho de iogurte tem aquele azedinho próprio da coalhada e combinou perfeitamente com a kafta",
      ),
    ).not.toContain("spoiled");
    expect(
      read(
        "Meu neto passou mal no dia seguinte, mas ele havia comido salgadinho na festa da escola, de modo que não atribuo nada ao restaurante",
      ).safety,
    ).toBe(false);
    expect(
      reason("pedido extraviado, o ifood devolveu em crédito no app e não no cartão. quero meu dinheiro"),
    ).toBe("refund");
  });

  it("reads set EL: spice levels, a sauce split, pieces by count and size, a kitchen's hours, a seasoning forgotten", () => {
    readsEach([
      ['pedi o taco "muy picante" e não ardeu NADA, zero pimenta', "taste"],
      ["o molho branco do penne veio talhado, todo separado", "taste"],
      ["o guacamole veio escuro, oxidado, sem limão nenhum", "taste"],
      ["tudo gostoso mas a porção de kibe de 6 unidades veio com 4", "missingItem"],
      [
        "R$ 4,50 a PEÇA de uramaki e a peça do tamanho de uma moeda de 10 centavos. fala sério",
        "pricePortion",
      ],
      ["veio metade do combo e o ifood negou meu reembolso, ridículo", "missingItem"],
      ["não veio a porção de sour cream e o restaurante não responde o chat há 1 hora", "unanswered"],
      ["o quibe tinha gosto de carne velha e fiquei com diarreia o dia todo", "spoiled"],
      ["A comida chegou fria porque o entregador fez outras duas entregas antes da minha", "courier"],
    ]);
    expect(
      topics('O ragù, prometido como "cozido por 8 horas", tem a profundidade de um molho de sachê'),
    ).not.toContain("delay");
    expect(topics("mano o poke tava sem graça nenhuma, parecia que esqueceram de temperar 😐")).not.toContain(
      "missingItem",
    );
    expect(
      topics("troquei o japa da esquina (que vivia atrasando) por esse e foi a melhor decisão do ano"),
    ).not.toContain("delay");
    expect(
      reason("yakisoba salgado demais, também né, esses chinas imundos nem sabem cozinhar direito"),
    ).toBe("hate");
    expect(reason("Se acontecer de novo, vou pessoalmente aí e o dono vai se ver comigo")).toBe("threat");
  });

  it("takes no point from a fear that did not come true, and keeps one that did", () => {
    for (const review of [
      "todo mundo falou que ia demorar por ser pedido grande, mas em 35 min chegaram as 22 marmitas. impressionante",
      "tava com medo de demorar pq era horário de pico mas chegou em 25 min, tudo quentinho",
      "falaram que o frango daqui vinha cru, pedi pra festa mesmo assim e veio perfeito, bem assadinho",
      "meu marido jurou que ia vir tudo errado, 50 salgados pra festa e não faltou nenhum",
    ]) {
      const a = read(review);
      expect(
        a.points.filter((p) => !["praise", "portion"].includes(p.topic)),
        review,
      ).toEqual([]);
      expect(a.safety, review).toBe(false);
    }
    // What follows the fear is a complaint of its own, or the fear came true: the points stay.
    expect(
      topics(
        "fiquei com medo de atrasar por causa da chuva mas chegou em 30 min, só a batata que veio murcha",
      ),
    ).toEqual(expect.arrayContaining(["taste"]));
    expect(topics("falaram que o frango daqui vinha cru e dito e feito, veio cru por dentro")).toContain(
      "raw",
    );
    expect(topics("tava com medo de atrasar pela chuva, chegou em 2 horas")).toContain("delay");
    // Someone at the table complaining of this order is no fear: "minha esposa reclamou do frio".
    expect(topics("minha esposa reclamou que a pizza estava fria, mas a batata estava ótima")).toContain(
      "cold",
    );
  });

  it("reads an allergy looked after as thanks, and a side undercooked in its own clause as no raw meat", () => {
    for (const review of [
      "tenho alergia a camarão e perguntei no chat se o poke de salmão tinha risco de contaminação cruzada, responderam rapidinho e super detalhado. nota 10",
      "comprei pro meu filho que tem alergia a ovo, a broa sem ovo é ótima e ele não teve reação nenhuma. achei meu lugar",
      "a atendente me explicou item por item o que levava leite pq meu filho tem alergia. cuidado nota mil, voltaremos",
    ]) {
      expect(read(review).safety, review).toBe(false);
      expect(topics(review), review).toEqual(["praise"]);
    }
    // The question asked, then answered wrongly: the allergen served.
    expect(
      topics(
        "minha filha tem alergia a amendoim, perguntei no chat se o brownie tinha e disseram que não. o recheio era pasta de amendoim",
      ),
    ).toContain("allergy");
    const side = "o frango tava ótimo mas a batata doce veio dura, mal cozida, não dava pra mastigar";
    expect(topics(side)).toContain("taste");
    expect(read(side).safety).toBe(false);
    expect(topics("a massa tudo certo mas a carne tava crua")).toContain("raw");
  });

  it("reads set EO: orders for a team or a party", () => {
    readsEach([
      [
        "as marmitas executivas vieram bem menores que as da semana passada, o pessoal voltou pra mesa com fome",
        "portion",
      ],
      ["o preço do kit no cardápio era 149 e na hora de pagar foi 179, ninguém soube explicar", "price"],
      [
        "chegou o pedido de outra empresa! 18 marmitas de outra firma e as nossas nunca chegaram",
        "notDelivered",
      ],
      ["app mostrou entregue às 12h15 e ninguém recebeu as 15 marmitas aqui na recepção", "notDelivered"],
      [
        "o bolo veio mas as velas e os garfinhos descartáveis que faziam parte do kit festa não",
        "missingItem",
      ],
      ["pedi refri zero pros diabéticos da família e mandaram os 3 normais", "diet"],
      ["agendei com 2 dias de antecedência pra chegar 11h e chegou 12h30", "delay"],
      ["festa começava 19h, o salgado chegou 21h. bom saber que vcs entregam pro pós-festa 👏👏👏", "delay"],
      ["a costela do kit churrasco pronto veio vermelha e crua perto do osso", "raw"],
      ["encomendei o cento de salgadinhos SORTIDOS e veio 100 coxinhas", "wrongItem"],
      ["veio bolo com o nome errado, meu filho chama Arthur", "customisation"],
      ["duas pizzas viraram de ponta cabeça na caixa", "packaging"],
    ]);
    // The snack named with its article is no seasoning.
    expect(
      topics("festa começava 19h, o salgado chegou 21h. bom saber que vcs entregam pro pós-festa 👏👏👏"),
    ).not.toContain("taste");
    expect(
      reason(
        "sou dona de buffet aqui do bairro e digo: esse lugar usa óleo de semanas e congela salgado de festa pra vender depois. fujam",
      ),
    ).toBe("noOrder");
  });

  it("reads sets EQ and ES: a drink lukewarm, a sorbet gone to water, a recipe's tang, a caterpillar, a refund in part", () => {
    readsEach([
      ["o shake proteico chegou morno, tipo leite esquecido no sol", "warmDrink"],
      ["o suco detox veio quente e o sorbet de manga era só água no pote", "melted"],
      ["o molho do poke abriu e melou tudo", "packaging"],
      ["pedi o curry pouco apimentado pq minha filha ia comer, veio pegando fogo", "taste"],
      ["entregador do ifood ficou 40 min perdido rodando o bairro", "delay"],
      ["uma lagarta verdinha passeando na rúcula. orgânico demais pro meu gosto", "foreignBody"],
      ['pedi a panqueca "zero glúten" e tinha trigo, tenho sensibilidade', "diet"],
      ["o tempurá tava sequinho e crocante, mas o arroz do sushi muito avinagrado", "taste"],
    ]);
    expect(topics("o shake proteico chegou morno, tipo leite esquecido no sol")).not.toContain("cold");
    for (const review of [
      "o tempurá tava sequinho e crocante, mas o arroz do sushi muito avinagrado",
      "o tom yum é muito autêntico, azedinho e picante, capim santo fresco",
      "29 reais numa salada com 4 folhas de alface. e o molho tinha gosto de vinagre puro",
    ])
      expect(read(review).safety, review).toBe(false);
    expect(
      topics("chegou rapidinho e quentinho, o pad thai tava perfeito, doce e azedinho na medida 👏👏"),
    ).toEqual(["praise"]);
    // Sourness in a mayonnaise is food gone off.
    expect(topics("a maionese tinha um azedinho diferente, não sei se era pra ser assim")).toContain(
      "spoiled",
    );
    expect(
      reason("faltaram 2 sucos, o ifood só estornou um e o suporte diz que não pode fazer mais nada"),
    ).toBe("refund");
  });

  it("reads sets ER and EU: late nights and sweets, prejudice by origin, threats of the street", () => {
    readsEach([
      ["pedi 22:10 chegou 23:55, acho q esqueceram de mim", "delay"],
      ["pedi 2 x tudo depois da festa e chegou quase 3 da manha frio q nem pedra", "cold"],
      ["cobraram o brigadeiro gourmet a 6 reais cada sendo que no cardápio tava 4,50", "price"],
      ["pizza grande parecia broto e a massa tava crua no meio", "portion"],
      ["o frappuccino chegou quente e aguado, gelo nenhum", "warmDrink"],
      ["pedi coca zero e mandaram coca normal", "diet"],
      ["pedi um cappuccino grande e um pão na chapa, veio um médio e nada do pão", "missingItem"],
      [
        "o app disse que meu pedido foi cancelado pela loja, mas a loja falou que nem recebeu. sistema bugado",
        "app",
      ],
      ["fui cobrada em duplicidade, pedi estorno e até agora nada", "price"],
      ["sorvete cheio de cristal de gelo, parece que descongelou e congelou de novo", "taste"],
      ["a pizza 4 queijos tinha gosto so de catupiry, nao é o q ta descrito", "taste"],
      ["pedi o petit gateau e veio sem a bola de sorvete.", "missingItem"],
    ]);
    expect(topics("pedi 22:10 chegou 23:55, acho q esqueceram de mim")).not.toContain("missingItem");
    expect(topics("comi, deitei e acordei 3 da manhã suando frio e correndo pro banheiro")).not.toContain(
      "cold",
    );
    for (const review of [
      "o entregador era um baiano lerdo, esse povo nao sabe trabalhar mesmo",
      "a atendente paraibana não entendeu nada, por isso que nordestino não serve nem pra atender pedido",
      "dono venezuelano, só podia, não sabe fazer pão de queijo direito",
      "o bolo veio com gosto estranho, claro, o dono é macumbeiro né",
    ])
      expect(reason(review), review).toBe("hate");
    expect(reason("a culinária baiana é a melhor do brasil")).toBeUndefined();
    for (const review of [
      "me mandaram bolo velho. vou descobrir onde mora a dona dessa loja e ela vai ver o que é bom",
      "sei que a atendente sai às 22h. quero ver ela me tratar daquele jeito na rua",
      "achei um parafuso no pão de queijo. se meu filho tivesse engolido eu ia aí e matava um",
    ])
      expect(reason(review), review).toBe("threat");
  });

  it("reads sets EV and EX: families on a budget and lunch on a short break", () => {
    readsEach([
      ["o banner da loja dizia combo familia 49,90 e no final cobraram 57,90", "price"],
      ["a taxa de entrega que tava grátis virou 9,90 na hora de pagar", "price"],
      ["faltou metade do pedido e a loja disse que não ia fazer nada", "service"],
      ["paguei em dinheiro com 100 reais, pedido de 63, me voltaram 27", "other"],
      ["89,90 no combo família e veio comida pra 2 pessoas. somos 5", "pricePortion"],
      ['o app mostrava "chegando em 10 min" por uma hora inteira', "app"],
      ["pedi 2 pizza de mussarela veio uma so", "missingItem"],
      ["motoboy lerdo, 1h pra chegar de moto", "courier"],
      ["entregador rodou meia hora no bairro errado, eu acompanhando no mapa", "courier"],
      ["aumentaram o pf de 18 pra 25 do nada, sem melhorar nada", "price"],
      ["🙄 55 min. pausa acabou", "delay"],
      ["paguei +4 pra trocar o refri por suco natural e veio o refri mesmo", "paidExtra"],
      ["demorou 1h e chegou tudo virado", "packaging"],
    ]);
    readsNoneOf([
      [
        "nunca achei cabelo, nunca veio frio, nunca atrasou. 3 anos pedindo toda sexta. respeito",
        "foreignBody",
      ],
      ["nunca achei cabelo, nunca veio frio, nunca atrasou. 3 anos pedindo toda sexta. respeito", "cold"],
      ["perguntei no chat se ia demorar e a moça respondeu com a maior grosseria", "delay"],
      ["entregador rodou meia hora no bairro errado, eu acompanhando no mapa", "wrongItem"],
    ]);
    // A child ill after the food, the store told: a safety case of one's own, not a rumour.
    const ill =
      "minha filha vomitou a noite toda depois da esfiha de frango. avisei a loja e disseram que ninguém mais reclamou";
    expect(read(ill).safety).toBe(true);
    flagsEach([
      [ill, undefined],
      ["pedi nota fiscal com CPF pra reembolso da empresa, falam que vão mandar e nunca mandam", undefined],
      ["nunca comprei mas meu primo falou que passou mal depois de comer ai", "noOrder"],
      ["o dono desse restaurante era meu vizinho e sei que ele compra carne vencida. nao peçam", "noOrder"],
      [
        "se aquela atendente me tratar daquele jeito de novo eu espero ela sair do serviço, ela que se cuide",
        "threat",
      ],
      ["pizza sem gosto nenhum. também, loja de baiano, o que eu esperava", "hate"],
      ["sei onde vocês ficam e vou voltar toda semana kkk", undefined],
    ]);
  });

  it("reads sets FA to FD: raw fish as sushi's kind, fears of a late order, yesterday beside today, soft desserts, and prejudice said of women", () => {
    readsNoneOf([
      [
        'atum com cor marrom e cheiro de geladeira velha. isso não é "peixe cru normal", isso é peixe estragado',
        "raw",
      ],
      [
        "o hot roll vem com o salmão meio cru no meio, do jeitinho que eu gosto, casquinha crocante por fora",
        "raw",
      ],
      [
        "pedi tudo sem peixe cru por causa da gravidez e respeitaram certinho, só skin e hot. obrigada!",
        "raw",
      ],
      ["não curti, achei o peixe cru com gosto muito forte e o arroz avinagrado demais", "spoiled"],
      ["não curti, achei o peixe cru com gosto muito forte e o arroz avinagrado demais", "raw"],
      ["meu medo era chegar frio ou atrasado, mas chegou em 25 min e quentinho", "delay"],
      ["meu medo era chegar frio ou atrasado, mas chegou em 25 min e quentinho", "cold"],
      [
        "Pedi com antecedência porque fiquei com medo de atrasar para o aniversário do meu neto e chegou na hora marcada muito obrigada",
        "delay",
      ],
      ["A marmita é barata e muito bem servida vale cada centavo que eu pago", "foreignBody"],
      ["hoje pedi a executiva de frango em vez da de carne, amanhã testo a de peixe", "wrongItem"],
      ["Veio só um refrigerante sendo que eu pedi dois um pra mim e outro pro meu marido", "wrongItem"],
      ["ontem veio frio, mas hoje chegou quentinho e no horário, assim sim 👏", "cold"],
      ["ontem esqueceram o suco mas hoje mandaram dois pra compensar, gostei da atitude", "missingItem"],
      ["o sorvete chegou em temperatura ambiente, parecia mingau de baunilha", "cold"],
      [
        "Minha vizinha falou que achou cabelo na comida daqui uma vez mas a minha sempre veio limpinha e gostosa",
        "foreignBody",
      ],
    ]);
    readsEach([
      ["o salmão grelhado veio cru por dentro", "raw"],
      ["Notei que a maionese tinha um gosto avinagrado e um aspecto diferente do normal", "spoiled"],
      ["fiquei com medo de atrasar e chegou 2 horas depois", "delay"],
      ["Veio só um refrigerante sendo que eu pedi dois um pra mim e outro pro meu marido", "missingItem"],
      ["ontem veio frio e hoje de novo frio", "cold"],
      ["o picolé chegou mole, dobrando no palito", "melted"],
      ["mil camadas de sacola e mesmo assim o pote chegou vazando e o sorvete virado creme", "melted"],
      ["o sorvete derreteu e a pizza chegou fria", "cold"],
      ["parabéns ao chef que conseguiu fazer um açaí com gosto de absolutamente nada 👏", "taste"],
      ["hoje veio menos arroz e sem a salada. ontem tava tudo certo, não entendo essa variação", "portion"],
      ["veio yakisoba tamanho individual e eu paguei pelo família", "wrongItem"],
      ["chegou 1 hora depois e o yakisoba veio morno puxando pra frio", "delay"],
      ["a comida é boa demais, mas subir 3 reais de uma semana pra outra não dá", "price"],
      ["o motoboy deixou na portaria sem avisar ninguém e eu só fui descobrir uma hora depois", "courier"],
    ]);
    flagsEach([
      ["ACHEI UMA BARATA NA SALADA, BANDO DE IMUNDOS", "offensive"],
      ["porra de restaurante lerdo, 1h40 esperando um temaki", "offensive"],
      ["1h30 pra chegar, vergonha dessa merda de loja", "offensive"],
      ["passei a noite toda vomitando depois dessa merda de sushi", undefined],
      [
        "Massa da pizza crua, mulher não sabe fazer pizza mesmo, devia colocar um homem nessa cozinha",
        "hate",
      ],
      [
        "essas venezuelanas do caixa não entendem nada, trocaram meu pedido. voltem pro país de vocês",
        "hate",
      ],
      ["se amanhã atrasar de novo eu vou aí na cozinha e quebro essa porra toda", "threat"],
      [
        "já sei onde mora o dono, vou colocar o endereço e o telefone da casa dele no grupo do bairro",
        "threat",
      ],
      ["aviso de quem é do ramo: esse lugar usa peixe congelado de supermercado, não caiam", "noOrder"],
      ["não comprei nada mas passei na frente e a loja tava imunda, cheio de mosca no balcão", "noOrder"],
    ]);
  });

  it("reads sets FA to FD, second pass: a fruit gone off, an app stuck on one status, a refund refused for an order never received", () => {
    readsEach([
      ["o creme de cupuaçu tava azedo, estragado mesmo, cheiro forte. joguei fora", "spoiled"],
      ["veio com leite normal, minha barriga que o diga a noite inteira", "poisoning"],
      ["esse salmão fedido foi direto pro lixo", "spoiled"],
      ["o app dizia 15 minutos o tempo todo e ficou 1h dizendo 15 minutos", "app"],
      [
        "O aplicativo ficou mostrando que o pedido ainda estava em preparo mesmo depois que já tinha chegado",
        "app",
      ],
      ["atrasaram uma hora, a sacola veio rasgada e ainda roubaram o meu refrigerante", "missingItem"],
      ["o escondidinho é muito saboroso mas pelo preço que cobram podia vir mais", "pricePortion"],
      ["liguei pra saber do pedido e a moça respondeu toda grossa. chegou 40 min depois", "delay"],
      ["esperei até 13h30 e nada. cancelei e fui comer pão na padaria", "notDelivered"],
      ["não recebi e o ifood disse que não vai reembolsar porque consta como entregue", "notDelivered"],
      ["O entregador ficou parado na esquina mais de meia hora eu vi tudo pelo mapinha", "delay"],
    ]);
    readsNoneOf([
      ["o suco de maracujá tava azedinho, delícia", "spoiled"],
      ["não recebi o troco certo, faltaram 5 reais", "notDelivered"],
    ]);
  });

  it("reads no wait in the customer's own delay, an hour of the night, a courier's patience or a clock time taken for an item", () => {
    readsNoneOf([
      ["o motoboy me fez descer 4 andares e ainda reclamou que eu demorei", "delay"],
      ["o motoboy da padaria me xingou porque demorei 2 min pra descer", "delay"],
      ["Best late-night pastel I've ever had. crispy, hot, loads of cheese", "delay"],
      ["Great açaí bowl, perfect after a late gaming session 🎮", "delay"],
      ["The driver was a sweetheart, even waited while I looked for my keys.", "delay"],
      ["Fries were dead cold, like they'd been sitting there for an hour", "delay"],
      ["rápido, quente e caprichado. salvou minha pausa de 40 min", "delay"],
      ["vi gente reclamando de demora aqui mas o meu ainda nem saiu, vamos ver", "delay"],
      ["Ordered two burgers and fries, the fries never showed up.", "delay"],
      ["melhor podrão da zona norte sem exagero nenhum, pedi as 2 da manha e veio caprichado", "wrongItem"],
      ["pedi 5 pizzas pro niver e chegaram todas juntas e quentes, parabens pela organização", "wrongItem"],
      ["pedi tacacá as 18h e so chegou quase 20h, tucupi gelado", "wrongItem"],
      ["vocês nunca erram meu pedido, nem com todas as minhas observações malucas", "wrongItem"],
      ["trocaram o cozinheiro? o estrogonofe veio sem sal nenhum", "wrongItem"],
    ]);
    readsEach([
      ["demorou um pouquinho mas valeu cada minuto", "delay"],
      ["it came late and cold", "delay"],
      ["pedi tacacá as 18h e so chegou quase 20h, tucupi gelado", "delay"],
      ["erraram meu pedido de novo", "wrongItem"],
      ["pedi calabresa e veio portuguesa", "wrongItem"],
    ]);
  });

  it("reads no complaint in a note followed, a package that held, a hard foreign body or a curt reply as the food's taste", () => {
    readsNoneOf([
      ["pedi sem cebola, veio sem. era so isso mesmo", "customisation"],
      ["pedi a carne ao ponto, veio ao ponto", "customisation"],
      ["vocês acertaram o ponto da carne, mal passada como eu pedi", "customisation"],
      ["tava com medo de vir amassado mas veio tudo inteirinho", "packaging"],
      ["fiquei com medo da sopa vir derramada, mas chegou sem vazar uma gota", "packaging"],
      ["embalagem impecável, nem uma gota vazou. dá pra ver o cuidado", "packaging"],
      ["pedaço de plastico duro no hamburguer, quase quebro um dente", "taste"],
      [
        'perguntei se dava pra trocar o acompanhamento e a moça respondeu com um "lê o cardápio" bem seco',
        "taste",
      ],
      ["o combo é ótimo, só acho o preço das bebidas meio salgado", "taste"],
      ["Faltou o refri, mas fui eu que esqueci de colocar no carrinho kkk. Pizza perfeita", "missingItem"],
      ["as 30 marmitas vieram sem nome nenhum, impossível saber qual era a fit", "missingItem"],
      ["cadê o gás desse refrigerante? parecia xarope", "missingItem"],
    ]);
    readsEach([
      ["pedi com bacon e veio sem", "customisation"],
      ["pedi bem passado e veio mal passado", "customisation"],
      ["nada vazou mas a tampa veio aberta", "packaging"],
      ["achei uma pedra na comida e o arroz tava duro", "taste"],
      ["o combo é ótimo, só acho o preço das bebidas meio salgado", "price"],
    ]);
  });

  it("reads no wait where the order came on time, within the forecast or as others complained", () => {
    readsNoneOf([
      ["chegou no tempo previsto, 50 min", "delay"],
      ["o tempo de espera foi ok", "delay"],
      ["a previsão era 40 min e chegou em 35", "delay"],
      ["levou 40 minutos, dentro do prazo", "delay"],
      ["não sei por que tanta gente reclama de demora, o meu chegou rápido", "delay"],
      ["chegou em 1h, como o app falou", "delay"],
      ["tempo de entrega de 1h, normal pra sexta", "delay"],
      ["esperei ansiosa e valeu, pizza divina", "delay"],
      ["tava esperando minha mãe chegar pra comer, a pizza aguentou quente", "delay"],
    ]);
    readsEach([
      ["a previsão era 40 min e chegou em 90", "delay"],
      ["demorou 2 horas, o app disse 40 min", "delay"],
      ["esperando meu pedido chegar até agora", "delay"],
      [
        "Pedido feito às 12h10 no meu horário de almoço, chegou 13h25. Não dá pra confiar no tempo estimado de vocês.",
        "delay",
      ],
    ]);
  });

  it("reads no cold food where it is cold as it should be, a frozen meal to heat or a leftover", () => {
    readsNoneOf([
      ["a salada veio fresquinha e fria como deve ser", "cold"],
      ["comi a pizza fria no café da manhã do dia seguinte e continuava boa", "cold"],
      ["marmita congelada pra esquentar no micro-ondas, veio congelada certinho", "cold"],
      ["pedi a torta gelada e veio ótima", "cold"],
      ["pedi marmita fit pra semana toda, vieram congeladas como pedi", "wrongItem"],
    ]);
    readsEach([
      ["a lasanha chegou congelada por dentro", "cold"],
      ["duas horas esperando, o caldo vazou e o pouco que sobrou tava frio", "cold"],
      ["pão de queijo chegou frio e borrachudo depois de 1h de espera. cafe da manha virou almoço", "cold"],
    ]);
  });
});

describe("sets FH–FK: party cakes, a vegan kitchen, tacos for tourists, a feijoada under attack", () => {
  it("reads no complaint where the words name a party, a street, the customer's own mistake or a box", () => {
    readsNoneOf([
      ["pedi o churros com sorvete e o sorvete veio totalmente derretido, só calda na caixa", "wrongItem"],
      ["Nunca pensei que ia gostar de tofu. Estava errado. 😅", "wrongItem"],
      ["Atrasou uns 40 min, mas o bolo tava tão lindo e gostoso que todo mundo esqueceu.", "missingItem"],
      ["A caixa do bolo veio sem fita e sem base firme, o bolo escorregou", "missingItem"],
      ["pedi de ultima hora e chegou em 40 min, todo mundo elogiou. salvaram minha pele 🙌", "delay"],
      ["atrasou? atrasou nada, chegou 15 min antes do combinado 😂", "delay"],
      [
        "a festa atrasou porque a aniversariante se perdeu no caminho, mas o bolo tava lá desde cedo. perfeito",
        "delay",
      ],
      [
        "o kit veio com refri quente e os salgados frios, ou seja tudo na temperatura errada kkkk",
        "wrongItem",
      ],
      [
        "a familia inteira comemorou menina e depois tivemos que desmentir. estragaram o momento",
        "poisoning",
      ],
      [
        "Pedí quesadilla de pollo y me mandaron de carne. No es alergia ni nada, pero no es lo que pedí.",
        "allergy",
      ],
      ["Faltó la salsa picante y el sour cream. Pedí nachos con todo y vinieron pelados.", "wrongItem"],
      [
        "bolo de cenoura sem gluten fofinho demais, nem parece sem gluten. minha vó que é celíaca chorou kkk",
        "allergy",
      ],
      ["As opções pra alérgicos são claras no cardápio, cada prato com a lista de alérgenos.", "allergy"],
      [
        "meu filho alérgico a leite e ovo comeu bolo de aniversário pela primeira vez na vida sem medo",
        "allergy",
      ],
      ["hambúrguer de grão-de-bico cru por dentro, massa mole e pastosa", "raw"],
      ['o pedido ficou "aguardando pagamento" por 1h. quando liberou entregaram no horario', "delay"],
    ]);
    readsEach([
      [
        "Pedí quesadilla de pollo y me mandaron de carne. No es alergia ni nada, pero no es lo que pedí.",
        "wrongItem",
      ],
      ["Pedí un açaí con granola y me llegó con paçoca, que no me gusta nada.", "wrongItem"],
      ["o frango veio cru e o hamburguer de soja ótimo", "raw"],
      ['o pedido ficou parado em "em preparo" por uma hora e meia', "delay"],
    ]);
  });

  it("reads beans gone sour as spoiled, and the points of cakes, kits and tourists in their words", () => {
    readsEach([
      ["a feijoada chegou com um cheiro esquisito, azedinho.", "spoiled"],
      ["o feijão chegou azedinho", "spoiled"],
      ['Pedi escrito "Parabéns Heloísa" e veio "Parabéns Eloisa".', "customisation"],
      ["bando de incompetente, o bolo chegou quando a festa ja tinha acabado", "delay"],
      ["entrega marcada pras 10h, chegou 12h40 no sol, o chantilly escorrendo pela caixa", "melted"],
      ["brigadeiro com gosto de margarina, nada de chocolate", "taste"],
      ["o kit 30 pessoas não dá nem pra 15", "portion"],
      ["nao chegou, ninguem atende o telefone. festa sem bolo", "notDelivered"],
      ["pedi ovo adicional e suco de laranja. nenhum dos dois veio", "paidExtra"],
      ["1h de atraso, frio, sem o vinagrete e o feijão parecia água", "missingItem"],
      ["PF de 32 reais com um filé de frango do tamanho de um cartão de crédito", "pricePortion"],
      ["Tive reação e fui parar na UPA.", "poisoning"],
      ["Ordered 3 burritos to the Ibis at 8pm, they showed up at 9:40. Stone cold.", "delay"],
      [
        "\"Extra hot\" habanero salsa, it tasted like sweet ketchup. this isn't spicy, it's decorative.",
        "taste",
      ],
      ["App declined my US Visa four times, card works everywhere else in Rio.", "app"],
      [
        'Margarita kit description says "includes ice and salt". No ice, no salt. Just limes and a bottle of tequila, which, fine, but still.',
        "missingItem",
      ],
      ["Coronas arrived warm. Rio-in-February warm.", "warmDrink"],
      ['Che, pedí "picante" y esto no pica ni un poco, me pareció soso.', "taste"],
      ["Las cervezas del kit de micheladas llegaron calientes y sin gas.", "warmDrink"],
      ["Muy rico todo pero el burrito es chiquito comparado con la foto.", "portion"],
      ["gente q pimenta é essa?? chorei, suei, é forte DEMAIS, nem consegui terminar", "taste"],
    ]);
  });

  it("flags rivals, rumours, prejudice and threats, and not a swear word that praises", () => {
    flagsEach([
      ["meu primo pediu ai e achou uma barata no feijão. nao peçam, vão por mim", "noOrder"],
      [
        "vi um video no tiktok de um cara dizendo que esse restaurante reaproveita comida. nojento",
        "noOrder",
      ],
      [
        "cuidado! esse restaurante é do mesmo dono daquele que fechou por intoxicação ano passado. não peçam",
        "noOrder",
      ],
      ["funcionária do restaurante do lado aqui: a comida deles é toda congelada. 1 estrela", "noOrder"],
      ["Essa loja é fake, abriram do lado do nosso restaurante só pra copiar o cardápio.", "noOrder"],
      ["o dono é crente fanático, não dou meu dinheiro pra esse tipo de gente", "hate"],
      ["anotou meu endereço errado. mulher no telefone dá nisso, coloca um homem pra atender", "hate"],
      ["demorou 2h, depois vi que a confeiteira é nordestina, explica tudo né. povo lerdo", "hate"],
      ["Of course my order was wrong. Typical immigrants, can't even read a ticket.", "hate"],
      ["Burnt rice, dry beans. You absolute clowns.", "offensive"],
      ["to indo ai agora com um taco de beisebol, 1h40 e nada do meu almoço", "threat"],
      [
        "se eu descobrir quem escreveu o nome errado eu pego na saida. sei o endereço da loja e o horario que fecha",
        "threat",
      ],
      [
        "veio bolo errado, fiz a reclamação e o ifood só devolveu 10 reais de um pedido de 120. ridículo",
        "refund",
      ],
      ["que porra de bowl bom, mano", undefined],
    ]);
  });

  it("keeps a cold order told as yesterday's beside today's call, reads lemonade too sour, and no wait in 'vale a espera'", () => {
    readsEach([
      ["pedi ontem e veio frio, hoje liguei e ninguém atendeu", "cold"],
      ["a limonada veio azeda demais", "taste"],
      ["a pizza demora um pouco mas vale a espera", "delay"],
      ["the fries never showed up in the bag", "missingItem"],
      ["o suco de laranja tava muito azedo, acho que estragado", "spoiled"],
      ["sou vegana e pedi o burger de grão de bico. veio com maionese normal e cheddar em cima", "diet"],
    ]);
    readsNoneOf([
      ["vale a espera", "delay"],
      ["a limonada veio azeda demais", "spoiled"],
      ["ontem veio frio, mas hoje chegou quentinho", "cold"],
      ["My order never showed up. Waited two hours.", "missingItem"],
      ["o hambúrguer vegano veio cru", "raw"],
      ["o hambúrguer vegano veio cru", "diet"],
    ]);
  });
});

describe("sets FM–FP: Arabic food, açaí at the beach, a late-night hot dog stand, a steakhouse", () => {
  it("reads no complaint where the customer blames the drink, another ride, another day or a wrong flat", () => {
    readsNoneOf([
      [
        "olha eu passei mal sim mas foi a catuaba com corote, o dog tava perfeito kkkkkk nao culpo vcs",
        "poisoning",
      ],
      ["ontem passei mal mas comi de tudo na festa, nao vou botar culpa no dog", "poisoning"],
      ["sexta passada veio errado, hj veio certinho. bora", "wrongItem"],
      [
        "o motoboy deixou no apartamento errado, tive q bater no vizinho as 4h pra pegar meu lanche",
        "wrongItem",
      ],
      [
        "meu uber do bar atrasou entao o lanche chegou antes de mim, o motoboy deixou na portaria como eu pedi",
        "delay",
      ],
      [
        'o app ficou mostrando "em preparo" por 1h e o lanche ja tava na minha mao fazia tempo. rastreio inutil',
        "delay",
      ],
      ["salsicha boa, pure bom, mas o vinagrete tava azedo de vinagre demais", "spoiled"],
      [
        "Pedimos para los chicos después de la playa, llegó rapidísimo y bien frío. Los nenes felices. Gracias!",
        "cold",
      ],
      [
        "O entregador demorou pra achar minha casa, mas minha rua nem aparece no GPS, não é culpa dele.",
        "courier",
      ],
    ]);
    readsEach([
      [
        "o motoboy deixou no apartamento errado, tive q bater no vizinho as 4h pra pegar meu lanche",
        "courier",
      ],
      ["salsicha boa, pure bom, mas o vinagrete tava azedo de vinagre demais", "taste"],
      ["maionese com gosto de passada e eu vomitei tudo la pelas 6h", "spoiled"],
      ["o suco de abacaxi veio azedo, fermentado mesmo", "spoiled"],
      ["o morango já tinha cheiro azedo quando abri", "spoiled"],
    ]);
  });

  it("reads wines warm, a doneness swapped, portions in their words and couriers at the gate", () => {
    readsEach([
      [
        "O Malbec chegou quente, parecia que tinha passado a viagem no sol dentro do baú da moto.",
        "warmDrink",
      ],
      ["Tudo perfeito, exceto o espumante, que chegou quente e quase sem gás.", "warmDrink"],
      ["Petit gâteau ótimo, mas a bola de sorvete chegou virada em creme dentro do pote.", "melted"],
      ["Pedi o ancho ao ponto para mais, veio ao ponto para menos.", "customisation"],
      ["Pedi pra não fatiar a carne (gosto de cortar na hora). Veio fatiada.", "customisation"],
      ["O prato veio numa embalagem de papel sem nenhum isolamento.", "packaging"],
      ["Bife perfeito, mas a guarnição de legumes é simbólica: três aspargos e meia cenoura.", "portion"],
      [
        "Cancelaram meu pedido 40 minutos depois de aceitar. Ninguém ligou pra avisar, só descobri pelo app.",
        "service",
      ],
      // Beside the delay and the cold the model is sure of, "virou cimento" is an echo it all but rules out for
      // taste (decision 058: precision first); said alone, it is the taste.
      ["o risoto virou cimento", "taste"],
      [
        "Ordered medium, got well done. Tough as a shoe. For a steakhouse that's the one job.",
        "customisation",
      ],
      ["It arrived an hour and ten minutes late and barely warm. Embarrassing evening.", "cold"],
      ["shawarma do tamanho de um charuto. metade da minha mão", "portion"],
      ["shawarma de carne com mais batata palha que carne, e a batata tava murcha", "portion"],
      ["pedi o sorvete de pistache árabe (aquele elástico, booza) e chegou virado sopa", "melted"],
      ["o entregador demorou 20 min pra achar um predio na avenida", "courier"],
      [
        "o motoboy deixou o açaí em cima da moto no sol enquanto entregava outro pedido no prédio vizinho",
        "courier",
      ],
      ["El jugo de maracuyá llegó calentito, tipo sopa jaja", "warmDrink"],
      ["o açaí de 1 litro claramente não tinha 1 litro, veio com a tampa afundada", "portion"],
    ]);
    readsNoneOf([["Pedi o ancho ao ponto para mais e veio ao ponto para mais, perfeito.", "customisation"]]);
  });

  it("flags prejudice of origin, insults that open a review and threats to a counter, and not a wait sworn at", () => {
    flagsEach([
      ["1h15 pra chegar uma esfiha. mas tbm o que esperar de gente que veio fugida de guerra", "hate"],
      [
        "não peço em restaurante de árabe, vai saber o que eles colocam na comida. esse povo não é de confiança",
        "hate",
      ],
      ["1h20 e chegou frio. voltem pro Líbano, lá vocês podem atrasar à vontade", "hate"],
      ["gente desse tipo devia ser proibida de abrir comércio aqui. nem vou comentar a comida", "hate"],
      [
        "entregador argentino que nao entende nada de portugues, errou o bloco duas vezes. devia voltar pro país dele",
        "hate",
      ],
      [
        "terceira vez que vem errado. se vier de novo eu vou aí na loja e quebro aquele balcão todo",
        "threat",
      ],
      ["2 horas pra entregar um cachorro quente, vcs sao uns merdas", "offensive"],
      ["burros, pedi 2 x tudo e veio 2 x burguer. é so ler porra", "offensive"],
      ["kkkkk esfiha daqui é congelada de mercado, meu primo trabalhou lá", "noOrder"],
      ["q demora do caralho, 1h50 pra um x tudo", undefined],
    ]);
  });
});

describe("praise in words the reading does not know", () => {
  it("is a praise chip where no complaint is read, and never beside sarcasm or a verdict", () => {
    readsEach([
      ["Comida de vó! Esfiha de escarola igual a que minha avó fazia. Chorei kkkk", "praise"],
      ["parmegiana gigante, dividi com o colega da portaria e ainda sobrou pra janta", "praise"],
    ]);
    readsNoneOf([
      ["parabéns pela pizza de papelão", "praise"],
      ["que maravilha, esperar 2 horas 🔥", "praise"],
      ["já foi melhor, hoje tava ok", "praise"],
      ["pedi o combo 2", "praise"],
    ]);
  });

  it("is thanked as praise, never with the blank 'qualquer sugestão' reply", () => {
    for (const reply of replies(
      "Comida de vó! Esfiha de escarola igual a que minha avó fazia. Chorei kkkk",
    )) {
      expect(reply).toMatch(/que bom saber|felizes|alegria/i);
      expect(reply).not.toMatch(/sugest/i);
    }
  });
});

describe("a wait the customer says they understood", () => {
  it("is thanked for its patience, never apologised for as a complaint, and an ironic one is no patience", () => {
    for (const review of [
      "atrasou uns 15 min por causa do temporal, normal, nem ligo. lanche ótimo",
      "demorou um pouquinho pra chegar mas o entregador foi um amor, tudo quentinho",
      "demorou mas valeu a pena, melhor yakisoba da região",
    ])
      for (const reply of replies(review)) {
        expect(reply, review).toMatch(/paciência|compreensão/);
        expect(reply, review).not.toMatch(/(desculpas|lamentamos|sentimos muito)[^.]{0,30}(demora|atraso)/i);
        expect(checkReply(review, reply).filter((p) => p.rule === "invented")).toEqual([]);
      }
    for (const review of [
      "demorou 2h, mas tudo bem, eu nem tava com fome mesmo 🙄",
      "demorou 1h30, não é normal",
      "demorou quase 2 horas, isso não tá tudo bem",
      "atrasou 1h e quando reclamei a atendente disse que era pra eu ter paciência",
    ])
      for (const reply of replies(review))
        expect(reply, review).toMatch(/(desculpas|lamentamos|sentimos muito)[^.]{0,30}(demora|atraso)/i);
    for (const reply of replies("demorou mais que o normal hoje, quase 1h10")) {
      expect(reply).toMatch(/demora|atraso/);
      expect(reply).not.toMatch(/paciência|compreensão/);
    }
  });

  it("reads clapping beside plain praise as praise, not as irony about the delivery", () => {
    readsNoneOf([["Comida muito boa, entrega rápida, embalagem caprichada. Só elogios 👏👏", "delay"]]);
    readsEach([["entrega super rápida, só 2 horas e 10 min. recorde 👏", "delay"]]);
  });
});

describe("sets FR–FY: meal prep, sushi in two languages, smash burgers, ice cream, empanadas under attack", () => {
  it("reads a weight below the label, a thin protein, a burger smaller than its bun and a photo with more", () => {
    readsEach([
      ["marmita de 350g pesou 280g na balança, faço dieta e isso faz diferença", "portion"],
      ["a proteína veio uma lasquinha, o resto é arroz", "portion"],
      ["o hambúrguer é menor que o pão, sobra pão dos lados", "portion"],
      ["na foto o sundae tem três bolas e veio uma", "portion"],
      ["combo de 20 peças por 95 reais? 20 peças. piada", "pricePortion"],
      ["achei o preço bem salgado pro tamanho do pote", "pricePortion"],
      ["o app bugou e cobrou 2x no cartão", "other"],
    ]);
    readsNoneOf([["o grande veio pequeno, cobraram o grande", "portion"]]);
  });

  it("reads what thawed, melted, went soggy, was sent without a thermal box, and a clock past midnight", () => {
    readsEach([
      ["o kit de marmitas congeladas chegou descongelado e mole", "other"],
      ["pedi às 22h e o lanche chegou 23h40, absurdo", "delay"],
      ["pedi 23h30 chegou 1h10, já tava dormindo quase", "delay"],
      ["a festa começou 16h e o bolo chegou 17h30", "delay"],
      ["o pote de 1L chegou líquido, parecia suco", "melted"],
      ["sorvete chegou mole e a casquinha murcha", "melted"],
      ["mandaram o açaí numa sacola comum, sem isopor nenhum", "packaging"],
      ["a batata parecia que tinha tomado banho, toda encharcada", "taste"],
      ["o molho da casa é só maionese com ketchup", "taste"],
      ["liguei pra reclamar e a dona gritou comigo", "service"],
      ["responderam minha reclamação com uma resposta pronta, copia e cola", "service"],
      ["hot frio e sem o shoyu, péssimo", "missingItem"],
      ["a caixa veio com 3 brigadeiros a menos", "missingItem"],
    ]);
  });

  it("reads a raw side as a cooking point, a restriction respected as praise and a swapped order as no missing item", () => {
    readsNoneOf([
      ["o aipim veio duro, meio cru no meio. a carne tava boa", "raw"],
      ["sou celíaca e o cardápio tem tudo sinalizado certinho, facilita a vida", "allergy"],
      ["veio o pedido de outra pessoa, um lanche que não pedi. cadê meu combo?", "missingItem"],
      ["comi o pudim e passei a noite vomitando, alguma coisa tava errada", "wrongItem"],
      ["me ligaram avisando que ia atrasar uns 10 min e chegou certinho", "delay"],
    ]);
    readsEach([["hambúrguer rosado por dentro, fiquei com medo de comer", "raw"]]);
  });

  it("reads English and Spanish complaints: tiny portions, no soy sauce, a late clock, a courier who will not come up", () => {
    readsEach([
      ["Tasty but tiny, the large bowl is a small", "portion"],
      ["No chopsticks, no soy sauce. Had to eat it with a fork", "missingItem"],
      ["never got my order, waited forever", "notDelivered"],
      ["Way too much cream cheese on every roll", "taste"],
      ["2h10 for two pokes, seriously", "delay"],
      ["pedimos a las 20 y llegaron 21:45, todo frío", "delay"],
      ["dos horas para cuatro empanadas, una vergüenza", "delay"],
      ["el repartidor me hizo bajar cinco pisos porque no sube", "courier"],
    ]);
    readsNoneOf([["pedimos a las 20 y llegaron 21:45, todo frío", "wrongItem"]]);
  });

  it("flags prejudice about a people, threats said outright, hearsay from a friend and an insult at the kitchen", () => {
    flagsEach([
      ["típico de portenos, cobram caro e entregam pouco", "hate"],
      ["typical brazilian laziness, forgot the sauce again", "hate"],
      ["argentino tinha que voltar pra argentina e parar de vender comida aqui", "hate"],
      ["atendente mulher é isso, troca tudo", "hate"],
      ["sei onde vcs moram, vão se arrepender", "threat"],
      ["a ese repartidor lo voy a estar esperando en la puerta, que sepa", "threat"],
      ["un amigo labura cerca y dice que la cocina es un chiquero", "noOrder"],
      ["conheço gente que trabalhou aí, é tudo congelado de atacadão", "noOrder"],
      ["churrasco de verdade é o do outro lado da ponte, peçam na Brasa Forte que é outro nível", "noOrder"],
      ["esqueceram a batata de novo, o pessoal da cozinha é tudo lesado?", "offensive"],
      ["pedido nunca chegou, fiquei esperando até 2h da manhã igual palhaço", undefined],
      ["vi no tiktok e pedi, achei fraco, sem tempero", undefined],
      ["sei onde vocês ficam e vou voltar toda semana kkk", undefined],
    ]);
  });
});

describe("sets FZ–GG: ramen, bar snacks in a football match, baby food, a vegan kitchen, Tex-Mex", () => {
  it("drops a complaint the customer takes back in the same breath", () => {
    readsNoneOf([
      ["ia reclamar que veio sem guardanapo mas tava no fundo da sacola. tudo certo", "missingItem"],
      ["Chegou frio... ah não, pera, fui eu que deixei uma hora na portaria", "cold"],
      ["Faltou o molho! Edit: veio sim, tava colado na tampa", "missingItem"],
      ["achei que tinham mandado o sabor errado, mas fui eu que cliquei no outro kkk", "wrongItem"],
      ["I was about to complain that the sauce was missing but it was under the box", "missingItem"],
    ]);
    readsEach([["veio sem o molho e o frango veio frio", "missingItem"]]);
  });

  it("reads spice levels, prices per piece, broth too little, a game over before the food, a swollen lid", () => {
    readsEach([
      ["pedi nível 1 de pimenta e veio nível 4, não consegui comer", "customisation"],
      ["marquei pimenta suave e veio um negócio que queimou até a alma", "customisation"],
      ["8 gyozas por 45 reais, puxado", "pricePortion"],
      ["segunda vez que esquecem o ovo do lamen", "missingItem"],
      ["veio só uma das duas marmitas", "missingItem"],
      ["veio tão pouco caldo que mal cobria o macarrão", "portion"],
      ["chopp de 1 litro veio com uns 600ml", "portion"],
      ["a cerveja veio aberta, vazou metade e o resto tava sem gás", "warmDrink"],
      ["a porção chegou depois do jogo acabar, perdi o primeiro tempo todo", "delay"],
      ["a papinha tava fermentando, tampa estufada", "spoiled"],
      ["veio a marmita de outra pessoa, com nome errado e tudo", "wrongItem"],
      ["reclamei do frango rosado e disseram que é normal", "service"],
      ["cobraram 3 sucos e eu pedi 2", "price"],
      ["o guacamole veio todo marrom, feito ontem com certeza", "taste"],
      ["a kombucha explodiu dentro da sacola", "packaging"],
      ["pedí 6 tacos y llegaron 5. los conté", "missingItem"],
      ["me respondieron que no es problema nuestro", "service"],
    ]);
    readsNoneOf([
      ["pedí 6 tacos y llegaron 5. los conté", "wrongItem"],
      [
        "faltaram 2 pizzas das 10 e as outras chegaram frias. o jogo acabou e metade da galera com fome",
        "delay",
      ],
    ]);
  });

  it("reads no complaint in a smell loved, a red mouth after an allergen, a fizzy kombucha, an early delivery", () => {
    readsNoneOf([
      ["chegou no intervalo, quentinho, com aquele cheirinho de bar", "spoiled"],
      ["veio queijo na papinha sem leite, o bebê ficou com a boca vermelha", "raw"],
      ["kombucha chegou geladinha e borbulhando, perfeita", "spoiled"],
      ["quesadilla muito gordurosa, enjoei no segundo pedaço", "poisoning"],
      ["agendei pras 12:00 e chegou 10h, tive que guardar", "delay"],
      ["a cebola da calabresa veio crua e dura", "raw"],
      ["meu pai churrasqueiro nem sentiu falta da carne, recomendo", "missingItem"],
      ["o frango veio rosa por dentro, frango cru pode dar uma intoxicação feia", "poisoning"],
      ["sou diabético, pedi suco sem açúcar e veio adoçado. querem me mandar pro hospital?", "poisoning"],
      ["já passei mal com comida de outro lugar, aqui nunca, tudo fresquinho", "poisoning"],
    ]);
    readsEach([["o frango veio cru e passei mal a noite toda, podia ter sido pior", "poisoning"]]);
    readsEach([
      ["o molho tinha aquele cheirinho de geladeira velha", "spoiled"],
      ["encomenda para as 14h chegou 15h30", "delay"],
      ["o bolinho de bacalhau veio cru por dentro", "raw"],
      ["sou vegana e o cookie vegano tinha manteiga, dá pra sentir", "diet"],
    ]);
  });

  it("flags insults to a whole people, a rival's copy, a threat to the courier, and never love said in swear words", () => {
    flagsEach([
      ["comida sem sal, cozinha cheia de argentino, esse povo não sabe temperar", "hate"],
      ["sem tempero, o dono é gay, esse povo não sabe cozinhar", "hate"],
      ["dono gay super simpático, nem me surpreende que seja tão bom", undefined],
      ["fritas horríveis, coisa de português mesmo", "hate"],
      ["esse lugar copiou nosso cardápio inteiro, o original é o nosso", "noOrder"],
      ["pior da cidade, comprem no Taco Bom do centro, lá sim", "noOrder"],
      ["se o motoboy aparecer aqui de novo com pedido errado vai sair sem a moto", "threat"],
      ["lixo de bar, vão à merda", "offensive"],
      ["kkkkk vcs são uns ladrões... ladrões do meu coração, porção enorme", undefined],
    ]);
  });
});

describe("a safety reply to an allergen served and the illness after it", () => {
  it("wishes the customer well once, not once per point", () => {
    for (const review of [
      "sou celíaco, pedi sem glúten e veio com farinha de trigo, passei mal o dia todo",
      "Sou intolerante à lactose, pedi o açaí sem leite em pó e veio com leite ninho. Passei mal à noite.",
    ])
      for (const reply of replies(review)) expect(reply.match(/esteja bem/g) ?? [], reply).toHaveLength(1);
  });
});

describe("a Spanish review with praise beside a complaint, or a wait understood", () => {
  it("thanks the praise and the patience in Spanish, and still apologises for a wait not forgiven", () => {
    for (const reply of replies("tardó un poquito por la lluvia pero todo bien, las empanadas riquísimas")) {
      expect(reply).toMatch(/Nos alegra/);
      expect(reply).toMatch(/paciencia/);
      expect(reply).not.toMatch(/demora|retraso/i);
    }
    for (const reply of replies("tardó dos horas, no es normal")) expect(reply).toMatch(/demora/);
    for (const reply of replies("tardó dos horas y llegó fría, una vergüenza"))
      expect(reply).toMatch(/demora/);
  });
});

describe("dish names and sayings made of complaint words (decision 058)", () => {
  it("reads no taste in carne seca, a pão-duro, a salty fee or a torta salgada, and no box or portion in a dish", () => {
    readsNoneOf([
      ["o escondidinho de carne seca é divino", "taste"],
      ["só achei salgada a taxa de 12 reais", "taste"],
      ["A torta salgada de palmito estava uma delícia, mas o pedaço era pequeno", "taste"],
      ["o açaí chegou virado sopa kkkkk", "packaging"],
      ["o frango à passarinho tava rosado por dentro", "portion"],
      ["o lacre do potinho tava rompido quando chegou", "portion"],
    ]);
    readsEach([
      ["a carne seca veio seca demais, parecia sola", "taste"],
      ["o pão veio duro", "taste"],
      ["o açaí chegou virado sopa kkkkk", "melted"],
      ["o pote caiu e chegou virado, vazou tudo", "packaging"],
      ["comida de passarinho, paguei caro", "portion"],
      ["a comida é boa mas muito salgada", "taste"],
    ]);
  });
});

describe("an English review with a wait understood", () => {
  it("thanks the patience and the praise in English, and still apologises for a wait not forgiven", () => {
    for (const review of [
      "took a bit longer because of the rain, no worries, food was great",
      "Delivery took 50 minutes, understandable on a Friday night. Burger was amazing",
      "Took a while but the feijoada was worth the wait.",
    ])
      for (const reply of replies(review)) {
        expect(reply, review).toMatch(/patience/);
        expect(reply, review).not.toMatch(/sorry|took so long|get it right/i);
      }
    for (const reply of replies(
      "Delivery took 50 minutes, understandable on a Friday night. Burger was amazing",
    ))
      expect(reply).toMatch(/glad you enjoyed/);
    for (const review of [
      "it took forever, over an hour, not fine at all",
      "they were late again, I don't understand why it always happens",
      "the delivery was late and the food was cold",
    ])
      for (const reply of replies(review)) {
        expect(reply, review).toMatch(/sorry your order took so long/);
        expect(reply, review).not.toMatch(/patience/);
      }
  });
});

describe("a moderated reply with several points", () => {
  it("names them in one plain sentence, not one 'Sentimos muito' after another", () => {
    for (const reply of replies(
      "bando de burros, erraram meu lanche e a atendente foi grossa, ainda demorou 2h",
    )) {
      expect(reply.match(/Sentimos muito/g) ?? [], reply).toHaveLength(1);
      expect(reply).toMatch(/item errado/);
      expect(reply).toMatch(/atendimento/);
      expect(reply).toMatch(/demora/);
    }
  });
});

describe("a safety reply with several safety points", () => {
  it("never opens two sentences alike", () => {
    for (const reply of replies("o frango veio cru por dentro e com cheiro de estragado, passei mal")) {
      expect(reply.match(/Ficamos muito preocupados/g)?.length ?? 0, reply).toBeLessThanOrEqual(1);
      expect(reply.match(/(^|\. )Sentimos muito pelo/g)?.length ?? 0, reply).toBeLessThanOrEqual(1);
    }
  });
});

describe("a food-safety case of one's own, told with what came after", () => {
  it("is no rumour when the household ate the order, even with 'fica o alerta'", () => {
    const review =
      "depois da marmita de ontem minha filha vomitou a noite inteira. nao sei se foi a comida mas fica o alerta";
    expect(read(review).safety).toBe(true);
    expect(reason(review)).toBeUndefined();
    // A relative's story with no order of one's own is still a rumour.
    flagsEach([["meu primo passou mal com a comida daí, nunca vou pedir", "noOrder"]]);
  });

  it("does not quote the marketplace's refused refund back in the safety reply", () => {
    const review =
      "passei mal com a comida, fui no pronto socorro e o ifood negou meu reembolso dizendo que não tinha prova";
    expect(topics(review)).toEqual(expect.arrayContaining(["poisoning", "app"]));
    expect(topics(review)).not.toContain("other");
    for (const reply of replies(review)) {
      expect(reply, reply).not.toMatch(/reembols/i);
      expect(
        checkReply(review, reply).filter((p) => p.rule === "compensation"),
        reply,
      ).toEqual([]);
    }
  });
});

describe("a small portion said outright beside a point the model is sure of", () => {
  it("is answered, not dropped as an echo (decision 058's rule)", () => {
    readsEach([
      ["a pizza grande parecia uma média e a massa veio crua no meio", "portion"],
      ["a pizza grande parecia uma média e a massa veio crua no meio", "taste"],
    ]);
  });
});

describe("what the customer did not get that was no item of the order", () => {
  it("reads no missing item in a building without a lift or in a note honoured to the last slice", () => {
    readsNoneOf([
      ["o motoboy ainda reclamou que o prédio não tinha elevador. educação é o mínimo", "missingItem"],
      [
        "Pedi sem cebola e não veio nem um pedacinho, até o molho fizeram separado. Vocês são demais",
        "missingItem",
      ],
      [
        "Pedi sem cebola e não veio nem um pedacinho, até o molho fizeram separado. Vocês são demais",
        "other",
      ],
    ]);
    readsEach([
      ["a marmita não tinha a farofa", "missingItem"],
      ["pedi sem cebola e não veio o refri", "missingItem"],
    ]);
  });
});

describe("a customer who says nothing went wrong", () => {
  it("gets no apology for 'nunca tive problema' and no other complaint read from it", () => {
    for (const review of [
      "Peço sempre, nunca tive problema",
      "peço toda semana e nunca tive nenhum problema",
      "sem problema nenhum, chegou tudo certo",
      "nenhum problema, tudo ótimo",
    ]) {
      expect(topics(review), review).toEqual(topics(review).filter((t) => t === "praise"));
      for (const reply of replies(review)) expect(reply, reply).not.toMatch(/sentimos|desculp/i);
    }
    readsEach([["nunca tive problema, mas dessa vez a pizza veio fria", "cold"]]);
  });
});

describe("an illness that is not of this order", () => {
  it("reads no food poisoning from a guest staying over, a neighbour's rumour or another place last year", () => {
    readsNoneOf([
      [
        "pedi pra minha mãe que tá passando uns dias aqui em casa, depois ela me conta o que achou",
        "poisoning",
      ],
      ["minha vizinha pegou intoxicação com o lamen daqui, nem pensem em pedir", "poisoning"],
      [
        "meu namorado teve intoxicação num lamen do Centro ano passado, aqui sempre pedimos e nunca tivemos problema",
        "poisoning",
      ],
    ]);
    flagsEach([["minha vizinha pegou intoxicação com o lamen daqui, nem pensem em pedir", "noOrder"]]);
    readsEach([
      ["passei a madrugada abraçado no vaso depois desse temaki", "poisoning"],
      ["fiquei 2 dias internado por causa da comida de vcs", "poisoning"],
    ]);
  });
});

describe("cold words that tell of no food gone cold", () => {
  it("reads no cold food in a cold that did not happen, a dish to heat at home or a dessert served cold", () => {
    readsNoneOf([
      ["se tivesse vindo frio eu ia ficar bravo mas veio quentinho kkk sorte de vcs", "cold"],
      ["chegou tao rapido q quase nao deu tempo de esfriar, a pizza ainda tava pelando", "cold"],
      ["esta vez no llegó fría, se nota que mejoraron", "cold"],
      ["veio gelada, mas é assim mesmo, a proposta é esquentar em casa", "cold"],
      ["Bolo no pote chegou super gelado, embalagem lacrada, bem caprichado. Recomendo!", "cold"],
      ["gelado, cremoso e com muita fruta de verdade. o açaí mais honesto da região", "cold"],
      ["mto melhor q a pizzaria do lado de casa q sempre chega fria. aqui sempre quentinha", "cold"],
    ]);
    readsEach([
      ["A lasanha chegou com o meio gelado, e não era pra ser sobremesa.", "cold"],
      ["a pizza veio fria, se tivesse vindo quente seria ótima", "cold"],
      ["o açaí veio com a granola fria e murcha e a pizza veio fria", "cold"],
    ]);
  });
});

describe("an order as asked and a question about the menu", () => {
  it("reads no wrong or missing item", () => {
    readsNoneOf([
      [
        "achei que ia vir errado porque meu pedido tinha um monte de observação, mas veio tudo como pedi 👏",
        "other",
      ],
      [
        "achei que ia vir errado porque meu pedido tinha um monte de observação, mas veio tudo como pedi 👏",
        "wrongItem",
      ],
      ["o espetinho do combo 4 vem com farofa ou vinagrete?", "missingItem"],
      ["primeira vez pedindo, escolhi a marmita de frango grelhado", "wrongItem"],
    ]);
    readsEach([
      ["veio tudo como pedi, mas faltou o refri", "missingItem"],
      ["sabor frango? abri e era carne moída. de novo.", "wrongItem"],
    ]);
  });
});

describe("praise said in complaint words", () => {
  it("reads no complaint in plain positive reviews that use the words of one", () => {
    for (const review of [
      "nada a reclamar",
      "não tenho do que reclamar",
      "zero reclamações, tudo perfeito",
      "nunca decepciona",
      "não tem erro, podem pedir",
      "não tem como errar com eles",
      "não sobrou nada, comemos tudo",
      "sumiu em minutos",
      "absurdo de bom",
      "o único problema é que acabou",
      "o problema é que viciei",
      "melhor que muito restaurante caro",
      "não tem o que melhorar",
      "a pizza chegou pelando, tive que esperar esfriar",
      "meu marido que é chato pra comida amou",
      "a carne não veio seca, veio suculenta",
      "embalagem não vazou nada",
      "tempero na medida, nem salgado nem sem sal",
      "delivery mais rápido do bairro",
      "não tinha como ser melhor",
      "never disappointed, always great",
    ]) {
      expect(complaintsIn(review), review).toEqual([]);
      for (const reply of replies(review)) expect(reply, reply).not.toMatch(/sentimos|desculp|lament/i);
    }
  });

  it("still reads the complaint told beside such words", () => {
    readsEach([
      ["nada a reclamar do sabor, mas a pizza veio fria", "cold"],
      ["a embalagem vazou e o molho sujou tudo", "packaging"],
      ["não veio o refri", "missingItem"],
      ["a caixa do bolo sem lactose veio amassada e a cobertura grudou toda na tampa", "packaging"],
      ["a lasanha chegou tépida, nem fria nem quente", "cold"],
      ["entrega relâmpago, só 2 horinhas 🙄", "delay"],
      ["disappointed, the burger was cold", "cold"],
    ]);
  });
});

describe("a short Spanish review", () => {
  it("is told from Portuguese by one word no Portuguese review uses, and answered in Spanish", () => {
    for (const review of [
      "llegó frío",
      "todo perfecto",
      "me encantó",
      "no me gustó",
      "pésimo servicio",
      "excelente comida, gracias",
      "nunca tuve problemas con ellos",
    ])
      expect(isSpanish(review), review).toBe(true);
    for (const review of [
      "chegou frio",
      "tudo perfeito",
      "adorei",
      "não gostei",
      "péssimo serviço",
      "gosto muito",
    ])
      expect(isSpanish(review), review).toBe(false);
    readsEach([
      ["llegó frío", "cold"],
      ["no me gustó", "general"],
      ["pésimo servicio", "general"],
    ]);
    for (const reply of replies("no me gustó")) expect(reply, reply).toMatch(/^Hola|lamentamos/i);
  });

  it("answers a named point without a verdict chip beside it", () => {
    readsNoneOf([["encontré un pelo en la ensalada, asqueroso", "general"]]);
    readsEach([["encontré un pelo en la ensalada, asqueroso", "foreignBody"]]);
  });
});

describe("a complaint after praise, and plain words the rules had missed", () => {
  it("reads the complaint told after the praise", () => {
    readsEach([
      ["comida excelente, só o rapaz do telefone que precisa de mais simpatia", "service"],
      ["o lanche tava ótimo, pena que a batata não quis vir junto", "missingItem"],
      ["sei que sushi é peixe cru, não é isso, mas o arroz tava empapado", "taste"],
    ]);
    // "Só" is a turn only after praise: "ele comeu só o arroz" adds no missing item.
    readsNoneOf([
      [
        "A picanha do meu avô era pra vir bem passada, ele não come nada com sangue, e chegou vermelha no meio. Ele comeu só o arroz e a farofa.",
        "missingItem",
      ],
    ]);
  });

  it("reads a stretched word, a present-tense delay and a meal that left them hungry", () => {
    readsEach([
      ["comida chegou friiiia", "cold"],
      ["não é a primeira vez que atrasa, toda sexta é a mesma historia", "delay"],
      ["comi o lanche e continuei com fome", "portion"],
      ["nem encheu a barriga", "portion"],
    ]);
    readsNoneOf([
      ["alguém sabe se atrasa muito no sábado? vou encomendar pra festa do meu filho", "delay"],
      ["fiquei com fome só de ver a foto, pedi na hora", "portion"],
    ]);
  });

  it("in Spanish, tells a dish that did not come from one that did not come cold", () => {
    readsEach([
      ["Pedí la coca y no llegó po, igual la cobraron", "missingItem"],
      ["pedí tres esfihas de carne y dos de queso, llegaron solo las de carne", "missingItem"],
    ]);
    for (const review of [
      "la pizza no llegó fría",
      "pedí la pizza y no llegó fría",
      "no llegó fría esta vez",
    ])
      expect(
        topics(review).filter((t) => t === "cold" || t === "missingItem"),
        review,
      ).toEqual([]);
  });

  it("reads the wait the tracking shows, and a wait told in English hours", () => {
    readsEach([
      ['o app mostrava "em preparo" havia 40 minutos e nada de sair', "delay"],
      ["motoqueiro ficou rodando o bairro 40min pq nao sabia usar o mapa", "delay"],
      ["90 min wait and everything was cold. Not ordering during exam week again.", "delay"],
      ["Ordered caldeirada to my hotel in Manaus, took 1h45 and it came lukewarm.", "delay"],
    ]);
    readsNoneOf([
      ["o rastreio ficou parado uma hora, mas chegou certinho", "delay"],
      ["o rastreio no app mostrava o motoqueiro parado 40 min no mesmo lugar, nao atualiza nada", "delay"],
      ["took 20 minutes, great food", "delay"],
    ]);
  });

  it("adds a point one clause says beside others, but never a courier praised", () => {
    readsEach([
      [
        "a cerveja que veio era de outra marca e ainda quente, o motoboy demorou e a pizza veio amassada",
        "warmDrink",
      ],
    ]);
    readsNoneOf([
      [
        "o motoboy do iFood foi um anjo, me ajudou a subir com as sacolas do mercado tb kkkk. e a comida top",
        "courier",
      ],
      [
        "tenho alergia a camarão e fiquei receosa, mas liguei e a atendente me explicou tudo, nada de camarão no prato",
        "service",
      ],
    ]);
  });

  it("reads a refund asked for as no item ordered", () => {
    readsNoneOf([
      [
        'o caldo veio todo derramado, pedi reembolso e o iFood negou dizendo que não tinha "evidência suficiente"',
        "wrongItem",
      ],
      [
        'não veio o shake, pedi reembolso e o ifood negou dizendo que o pedido foi "entregue completo"',
        "wrongItem",
      ],
      [
        "pedi reembolso do kibe que não veio e o iFood negou falando que o restaurante confirmou o envio",
        "wrongItem",
      ],
    ]);
    readsEach([
      [
        'não veio o shake, pedi reembolso e o ifood negou dizendo que o pedido foi "entregue completo"',
        "missingItem",
      ],
      ["pedi calabresa e veio de frango", "wrongItem"],
    ]);
  });

  it("reads the store's answer quoted after a complaint, not the courier's", () => {
    readsEach([
      [
        'Tô em dieta low carb, pedi o prato fit e veio com arroz e batata frita. Quando reclamei falaram "é só não comer".',
        "service",
      ],
      ['perguntei a previsao e a atendente mandou eu "ter calma". chegou 1h depois', "service"],
    ]);
    readsNoneOf([
      [
        'motoboy do ifood entregou no prédio errado e quando eu liguei ele disse "se vira". tive que ir buscar no vizinho',
        "service",
      ],
    ]);
  });

  it("reads no complaint in praise with a turn ('mas', 'só', 'pena que') that complains of nothing", () => {
    for (const review of [
      "comida ótima, só elogios",
      "tudo perfeito, mas isso eu já sabia",
      "adorei, só não peço mais porque estou de dieta",
      "pizza maravilhosa, só que acabou rápido demais kkk",
      "comida boa, mas o melhor foi o atendimento",
      "sabor incrível, pena que moro longe",
      "hambúrguer delicioso, só faltou eu pedir dois",
      "tudo muito gostoso, mas o destaque vai pro pudim",
      "amei a marmita, só tenho a agradecer",
      "pastel sequinho e crocante, mas o caldo de cana que roubou a cena",
      "delicioso, porém a fome era tanta que nem tirei foto",
      "ótimo como sempre, só mudem a música do motoboy kkk brincadeira",
      "comida excelente, só o entregador que é um amor, sempre educado",
      "tudo top, pena que o final de semana acabou",
      "pizza perfeita, mas agora preciso de uma academia",
    ])
      expect(complaintsIn(review), review).toEqual([]);
  });

  it("reads the wait for the order put right as the wrong item's, and a dessert gone liquid as melted", () => {
    readsNoneOf([
      [
        "Veio o pedido de outra pessoa. Liguei e disseram que iam mandar o certo, que chegou 40 minutos depois.",
        "delay",
      ],
      [
        "Recebi uma pizza de portuguesa. Poderiam fazer a troca, porém levaria mais uma hora. Ficamos com ela.",
        "delay",
      ],
      [
        "Faltaram as 2 pizzas doces. Liguei e mandaram depois de 1h, quando a festa já tava acabando.",
        "delay",
      ],
      ["espera só eu sair do trampo, vou aí dar um pau no gerente", "delay"],
      ["el ceviche horrible, qué se puede esperar de esta cocina", "delay"],
      ["Pedi milkshake e recebi um achocolatado de caixinha morno. Também serve, né", "wrongItem"],
      ["Cobraram a pizza como gigante (R$ 79,90), quando pedi e recebi a grande (R$ 64,90).", "wrongItem"],
    ]);
    readsEach([
      ["Pedi milkshake e recebi um achocolatado de caixinha morno. Também serve, né", "melted"],
      ["Atrasou 1h e veio sem a batata. Liguei e mandaram a batata depois de 20 min.", "delay"],
      ["pedi pizza grande e veio broto", "wrongItem"],
      ["pedi milkshake de morango e veio um milkshake de chocolate", "wrongItem"],
    ]);
  });

  it("reads raw sides as taste, a restriction respected as thanks, and an intolerance's reaction as the allergy", () => {
    readsNoneOf([
      ["farofa crua e vinagrete sem sal nenhum", "raw"],
      [
        "minha neta é celíaca. Liguei, expliquei, e vocês explicaram como preparam sem glúten. Ela comeu sem nenhum problema.",
        "allergy",
      ],
      ["o molho que diz sem lactose me deu aquela reação de sempre, barriga inchada", "poisoning"],
    ]);
    readsEach([
      ["o molho que diz sem lactose me deu aquela reação de sempre, barriga inchada", "allergy"],
      [
        'intolerante a lactose aqui. o "molho sem lactose" tinha leite, passei o dia inchada e com cólica',
        "poisoning",
      ],
      ["farofa crua e o frango cru por dentro", "raw"],
    ]);
  });
});
