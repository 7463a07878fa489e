import { describe, expect, it } from "vitest";
import { checkReply } from "../../../replyCheck";
import { createRng } from "../random";
import { replyToReview } from "../replyToReview";
import { analyseReview } from "./analyse";

/**
 * Replies an owner read one by one and would not paste (a fresh set of 100 reviews, written apart from the
 * engine's corpora): each case is what the owner objected to, and what the reply must do instead.
 */
const SEEDS = [1, 2, 3, 4, 5, 6, 7, 8];
const replies = (review: string) =>
  SEEDS.map((seed) => replyToReview({ reviewText: review }, createRng(seed), { name: "Cantina" }));
const topics = (review: string) => analyseReview(review).points.map((p) => p.topic);

describe("moderation an owner would expect", () => {
  it("flags a masked insult at the owner and never quotes it", () => {
    const review = "filho da p*** do dono, me cobrou errado";
    expect(analyseReview(review).moderation?.reason).toBe("offensive");
    for (const text of replies(review)) {
      expect(text).not.toMatch(/p\*\*\*|filho da/i);
      expect(text).not.toMatch(/abraço|carinho/i);
    }
  });

  it("does not take a cheap thing ('isopor vagabundo') for an insult to a person", () => {
    expect(
      analyseReview("cobraram taxa de embalagem de 5 reais e veio num isopor vagabundo").moderation,
    ).toBeNull();
    expect(analyseReview("os atendentes são uns vagabundos, demoraram 2h").moderation?.reason).toBe(
      "offensive",
    );
  });

  it("answers a legal threat with nothing else read seriously and in private, never with cheer", () => {
    const review = "vou denunciar pra vigilancia sanitaria, a cozinha de vcs é um chiqueiro";
    for (const text of replies(review)) {
      expect(text).toMatch(/em particular/);
      expect(text).not.toMatch(/!|bem-vinda|próximo pedido|volte|carinho|abraço/i);
    }
  });
});

describe("points an owner would not have read", () => {
  it("reads a slow answer on WhatsApp as service, not as a late order", () => {
    const review =
      "a comida ate q é boa, mas o atendimento no whatsapp é horrivel, demoram horas pra responder";
    expect(topics(review)).not.toContain("delay");
    for (const text of replies(review))
      expect(text).not.toMatch(/atraso|demora na entrega|saída dos pedidos/i);
  });

  it("reads a skimpy filling with no price said as a small portion, never as a portion not worth its price", () => {
    const review = "a pizza veio com pouquissimo recheio, basicamente so massa";
    expect(topics(review)).toEqual(["portion"]);
    for (const text of replies(review)) expect(text).not.toMatch(/preço|valor/i);
    // With a price said, the portion is weighed against it.
    expect(topics("50 conto numa pizza desse tamanho? encolheu muito")).toContain("pricePortion");
  });
});

describe("food-safety replies an owner can paste", () => {
  it.each([
    "vou processar vcs, minha filha passou mal depois de comer o pastel",
    "comi o yakisoba ontem e passei a noite toda vomitando, minha esposa tb",
  ])("names no one but the customer's own words when someone else was ill: %s", (review) => {
    for (const text of replies(review)) {
      expect(text).not.toMatch(/você já esteja bem|você contou ter sentido/);
      expect(text).toMatch(/todos já estejam bem/);
      expect(checkReply(review, text)).toEqual([]);
    }
  });

  it("speaks of the allergy informed, not 'a sua alergia', when it is the customer's child's", () => {
    const review =
      "meu filho tem alergia a amendoim, escrevi na observacao e o doce veio com pedaco de amendoim";
    for (const text of replies(review)) {
      expect(text).not.toMatch(/a sua alergia|você já esteja bem/);
      // The note is the customer's account, looked into: no "observação que não foi seguida" said as a fact.
      expect(text).not.toMatch(/não foi seguida|deveria ter sido respeitada/);
      expect(checkReply(review, text)).toEqual([]);
    }
  });

  it("writes spoiled food in whole Portuguese and registers no feeling as a point", () => {
    for (const text of replies("a maionese tava azeda, com cheiro estranho, acho que estragada"))
      expect(text).not.toMatch(/sinais de estragada/);
    for (const text of replies("achei um cabelo enorme no meio do macarrao, nojo"))
      expect(text).not.toMatch(/“nojo”/);
  });
});

describe("Spanish and English replies an owner can paste", () => {
  it("reads a celiac's night of illness in Spanish and admits no fault about the note", () => {
    const review = "Soy celíaca y pedí sin gluten, pero vino con pan normal. Me sentí mal toda la noche.";
    expect(topics(review)).toContain("poisoning");
    for (const text of replies(review)) {
      expect(text).toMatch(/sentido mal/);
      expect(text).not.toMatch(/no se siguió|alergia o restricción/);
      expect(checkReply(review, text)).toEqual([]);
    }
  });

  it("answers soggy fries as texture and a rude courier with respect, in Spanish", () => {
    for (const text of replies("La hamburguesa estaba buenísima pero las papas llegaron blandas"))
      expect(text).toMatch(/textura/);
    for (const text of replies("El repartidor fue muy grosero conmigo")) expect(text).toMatch(/respeto/);
  });

  it("names the customer's own condition, thanks praise plainly and checks a double charge, in English", () => {
    for (const text of replies(
      "I told them I'm allergic to peanuts and the dish had peanuts. Had to use my EpiPen.",
    ))
      expect(text).not.toMatch(/allergy or dietary|was not respected/);
    for (const text of replies("Great food but the driver was really rude to me."))
      expect(text).not.toMatch(/part of it/);
    for (const text of replies(
      "The iFood app charged me twice and the restaurant says it's not their problem",
    ))
      expect(text).not.toMatch(/menu/);
  });
});

describe("replies an owner can paste as they are", () => {
  it("regrets a courier's slow search for the building without naming an attitude nobody described", () => {
    const review = "o motoboy demorou um pouco pra achar o prédio, veio tudo certo";
    for (const text of replies(review)) expect(text).not.toMatch(/atitude|respeito e cordialidade/);
    for (const text of replies("o motoboy foi super grosso, jogou a sacola na minha mao"))
      expect(text).toMatch(/atitude|respeito/);
  });

  it("answers a drink both warm and flat", () => {
    for (const text of replies("refri quente e sem gas")) expect(text).toMatch(/quente e sem gás/);
  });

  it("never quotes back an emoji or chat shorthand, nor a wrong item its own line names again", () => {
    for (const review of [
      "parabens pela pizza de papelao 👏👏",
      "o motoboy foi super grosso cmg, jogou a sacola na minha mao",
      "faltou a coca de 2 litros q eu paguei",
      "pedi 2 esfihas de carne e veio 2 de queijo",
      "o acai veio derretido, parecia sopa",
    ])
      for (const text of replies(review)) expect(text, review).not.toMatch(/“/);
  });

  it("opens with one thank-you and never with 'Também'", () => {
    for (const review of [
      "porcao mto pequena, veio umas 5 batata frita kkk",
      "Que maravilha receber o sorvete derretido e a batata fria kkkkk",
      "demorou 1h e a pizza veio fria e amassada",
    ])
      for (const text of replies(review)) {
        const [first, second] = text.split(/(?<=[.!?])\s+/);
        expect(second, text).not.toMatch(/^Também/);
        if (/obrigad|agradec/i.test(first ?? "")) expect(second, text).not.toMatch(/^Obrigad/);
      }
  });
});

describe("what the customer says is past, fixed or their own", () => {
  it("thanks for the understanding of a slip the store already put right, never apologising as if it were open", () => {
    for (const review of [
      "veio faltando o guarana mas a loja me ligou e estornou na hora, obrigado pela atencao",
      "veio a bebida errada, mandei mensagem e em 20 minutos trouxeram a certa, atendimento excelente",
    ])
      for (const text of replies(review)) {
        expect(text, review).toMatch(/resolver; obrigado pela compreensão/);
        expect(text, review).not.toMatch(/Pedimos desculpas|reconquistar/);
      }
    // Nobody put it right: the apology stands.
    for (const text of replies("faltou a batata e ninguém resolveu nada, obrigado por nada"))
      expect(text).not.toMatch(/deu para resolver/);
  });

  it("does not apologise for a past problem the customer says is fixed, nor for a note they forgot to write", () => {
    expect(topics("antes sempre vinha frio, mas dessa vez chegou quentinho, melhoraram muito!")).toEqual([
      "praise",
    ]);
    expect(topics("antes era bom, agora vem frio e atrasado")).toEqual(
      expect.arrayContaining(["cold", "delay"]),
    );
    expect(
      topics(
        "Esqueci de colocar na observacao que era sem cebola, culpa minha, mas mesmo assim tava uma delicia",
      ),
    ).not.toContain("customisation");
  });

  it("does not apologise for food that went cold while the customer, by their own account, kept it waiting", () => {
    expect(
      topics("chegou frio mas a culpa foi minha q demorei pra descer, a comida tava uma delicia"),
    ).toEqual(["praise"]);
    expect(topics("chegou frio e eu demorei 2 min pra descer, absurdo")).toContain("cold");
  });

  it("checks a delivery fee charged twice as a charge, not as the fee's level", () => {
    for (const text of replies("vcs cobraram a taxa de entrega 2x no meu pedido")) {
      expect(text).toMatch(/cobrança/);
      expect(text).not.toMatch(/revisarmos a taxa|incômodo com a taxa/);
    }
  });

  it("writes the items of a wrong item with their accents", () => {
    for (const text of replies("sou diabetica e pedi o suco sem acucar, veio adocado. mds q raiva"))
      expect(text).not.toMatch(/acucar|adocado/);
  });
});

describe("the whole of a point, not half of it", () => {
  it("answers a wait nobody warned of, and never takes 'ninguém avisou' for a wait forgiven", () => {
    for (const review of [
      "Tempo estimado 40 min, chegou em 1h30. Nem avisaram do atraso",
      "demorou 2h e ninguem avisou nada",
    ])
      for (const text of replies(review)) {
        expect(text, review).toMatch(/avisad|avisar/);
        expect(text, review).not.toMatch(/paciência|compreensão/);
      }
  });

  it("tells where a refund the marketplace owes is followed up, without calling it a late order", () => {
    for (const text of replies("ate agora o ifood nao devolveu meu dinheiro do pedido cancelado")) {
      expect(text).toMatch(/reembolso/);
      expect(text).not.toMatch(/demora|atraso/);
    }
  });

  it("hopes a customer nearly hurt by what was in the food is well", () => {
    for (const text of replies("achei um pedaco de plastico duro no hamburguer, quase quebrei o dente"))
      expect(text).toMatch(/esperamos que você já esteja bem/);
  });

  it("thanks praise in slang as praise, never as a neutral review", () => {
    for (const review of [
      "bagulho é brabo demais, o x-tudo é monstruoso de grande kkkk",
      "Sem palavras. O parmegiana é coisa de outro mundo",
    ]) {
      expect(topics(review), review).toEqual(["praise"]);
      for (const text of replies(review)) expect(text, review).not.toMatch(/sugestão/);
    }
  });
});

describe("words that look like a complaint and are not", () => {
  it("reads the herb 'cheiro verde' as no smell, and crispness lost as no missing item", () => {
    const cod = analyseReview("bolinho de bacalhau sem bacalhau, só batata e cheiro verde");
    expect(cod.safety).toBe(false);
    expect(cod.points.map((p) => p.topic)).not.toContain("spoiled");
    expect(
      topics("o hot veio sem crocância nenhuma, parece que foi frito horas antes e requentado"),
    ).not.toContain("missingItem");
    expect(topics("o açaí veio sem granola")).toContain("missingItem");
  });
});

describe("no harm and no message the review did not tell", () => {
  it("hopes nobody is well again when an allergen was served and no one ate it or fell ill", () => {
    for (const review of [
      "pedi sem amendoim pq minha filha é alergica e o doce veio com pasta de amendoim, graças a deus eu vi antes",
      "pedi o pao sem gluten porque sou celiaca e veio o pao normal",
    ])
      for (const text of replies(review)) {
        expect(text, review).not.toMatch(/já estejam? bem/);
        expect(checkReply(review, text)).toEqual([]);
      }
    for (const text of replies("sou alergica a amendoim, veio amendoim no doce e passei mal"))
      expect(text).toMatch(/já esteja bem/);
  });

  it("reads a note nobody read as the note, not as a message left unanswered", () => {
    expect(topics("ESCREVI NA OBS SEM CEBOLA E VEIO CHEIO DE CEBOLA!!! SERA Q NINGUEM LE??")).toEqual([
      "customisation",
    ]);
    expect(topics("mandei mensagem no chat e ninguém respondeu até agora")).toContain("unanswered");
  });
});

describe("a slip again", () => {
  it("owns a slip said to happen again, and reads no recurrence into 'vou pedir de novo'", () => {
    for (const text of replies("pedi calabresa veio frango. de novo. terceira vez q isso acontece"))
      expect(text).toMatch(/não é a primeira vez/);
    for (const text of replies("a pizza chegou fria, mas vou pedir de novo"))
      expect(text).not.toMatch(/primeira vez/);
  });
});

/** Round 3: a third fresh set of 100 reviews, read as an owner would. */
describe("what a slip cost, and what the customer lacked, read as they meant it", () => {
  it("answers what a slip cost the customer inside the slip, never as a complaint of its own", () => {
    for (const review of [
      "Esfiha de carne salgada demais, não consegui comer mais que duas.",
      "A costela do churrasco tava dura feito sola de sapato, não dava nem pra cortar.",
      "a pizza chegou fria. tive que jogar fora",
    ]) {
      expect(topics(review), review).not.toContain("other");
      for (const text of replies(review))
        expect(text, review).not.toMatch(/relato|não consegui|não dava|jogar fora|verificar esse ponto/);
    }
    // Alone, with nothing else read, it is still the customer's point.
    expect(topics("não consegui comer, mandaram tudo errado")).not.toEqual([]);
  });

  it("reads a dear price in 'preço salgado', a watery cream and a bland sauce as what they are", () => {
    expect(topics("R$ 38 numa quentinha pequena dessas? Preço muito salgado pro tamanho.")).toEqual([
      "pricePortion",
    ]);
    for (const text of replies("O bolo de pote veio com o creme aguado e a massa toda encharcada."))
      expect(text).not.toMatch(/oleos|fritura|crocância/);
    expect(topics("O churrasquinho tava no ponto, mas o vinagrete veio sem sal")).not.toContain(
      "missingItem",
    );
    expect(topics("queimou a borda toda")).toEqual(["taste"]);
  });

  it("gives the wait its whole length on the chip: 'uma hora e meia' is 1h30", () => {
    const delay = analyseReview("demorou 1 hora e meia pra chegar").points.find((p) => p.topic === "delay");
    expect(delay?.label).toBe("Atraso de 1h30");
    expect(delay?.excerpt).toBe("demorou 1 hora e meia pra chegar");
    const missing = analyseReview("faltou a coca de 2 litros q eu pedi").points[0];
    expect(missing?.label).toBe("Faltou: coca de 2 litros");
  });
});

describe("praise and context beside a complaint", () => {
  it("thanks the dish praised before a 'mas'", () => {
    for (const review of [
      "comida boa, mas demorou muito",
      "mano o lanche é brabo demais, mas o motoboy rodou o bairro inteiro e chegou tudo gelado",
    ])
      expect(topics(review), review).toContain("praise");
  });

  it("regrets a wait the courier's route made as the delivery's, not the kitchen's", () => {
    for (const text of replies(
      "mano o lanche é brabo demais, mas o motoboy rodou o bairro inteiro e chegou tudo gelado",
    )) {
      expect(text).not.toMatch(/cozinha nos horários/);
      expect(text).toMatch(/entrega/);
    }
  });

  it("thanks a slip put right in minutes instead of offering to put it right again", () => {
    const review =
      "Veio faltando o guaraná, mas mandei mensagem e em 15 minutos trouxeram. Atendimento nota mil.";
    for (const text of replies(review)) {
      expect(text).toMatch(/deu para resolver/);
      expect(text).not.toMatch(/acertar isso|“/);
    }
  });

  it("answers a slow answer as slow, not as none, and never with a 'demora' of the order", () => {
    for (const text of replies(
      "Mandei mensagem no WhatsApp perguntando se tinha troco pra 100 e só responderam duas horas depois.",
    )) {
      expect(text).not.toMatch(/sem atendimento|ninguém tenha atendido|demora/);
      expect(text).toMatch(/mensagem/);
    }
  });

  it("never thanks the customer for a complaint in their own words", () => {
    for (const text of replies(
      "A pizza é muito boa, massa fininha, só que demorou quase duas horas pra chegar.",
    ))
      expect(text).not.toMatch(/por contar que|“só que/);
  });
});

describe("whose matter it is", () => {
  it("flags neither the app for its forecast of a late order nor the marketplace for the store's own courier", () => {
    expect(
      analyseReview("Esperei 1h40 pelo hambúrguer sendo que o app mostrava 40 minutos.").moderation,
    ).toBeNull();
    expect(analyseReview("o app travou e cobrou duas vezes, esperei 1h").moderation?.reason).toBe("app");
    expect(analyseReview("O entregador próprio de vocês foi grosso comigo no portão").moderation).toBeNull();
  });

  it("flags a review meant for another store", () => {
    expect(
      analyseReview("Essa nota era pra outra lanchonete, cliquei errado. Daqui eu nem pedi.").moderation
        ?.reason,
    ).toBe("noOrder");
  });

  it("does not tell a customer whose refund was refused that it has not arrived yet", () => {
    for (const text of replies("Pedi reembolso pelo iFood porque o pedido não chegou e negaram."))
      expect(text).not.toMatch(/ainda não/);
  });
});

describe("round 3: Spanish and English read as closely as Portuguese", () => {
  it("reads a Spanish item left out, fewer than paid for, little cheese, and praise of a dish or a portion", () => {
    expect(topics("Pedí un poke de salmón y vino sin palta, que era justo lo que más quería.")).toEqual([
      "missingItem",
    ]);
    expect(topics("Pagué seis pasteles y llegaron solo cuatro.")).toEqual(["missingItem"]);
    expect(topics("La pizza llegó fría y con muy poco queso.")).toContain("portion");
    expect(topics("Muy rica la hamburguesa, pero tardó casi una hora y media en llegar.")).toContain(
      "praise",
    );
    expect(topics("Excelente el churrasco, la carne en su punto y buena porción.")).toEqual(["praise"]);
    expect(topics("llegó sin demora y muy rica")).toEqual(["praise"]);
  });

  it("names the English dish praised and the one complained of, and thanks once", () => {
    for (const text of replies("Burger was great but the fries were soggy and cold.")) {
      expect(text).toMatch(/enjoyed the burger/);
      expect(text).toMatch(/the fries weren't/);
    }
    for (const text of replies("Tiny marmita for the price, I was still hungry after."))
      expect(text.match(/thank you/gi)?.length ?? 0).toBeLessThanOrEqual(1);
  });
});

describe("round 3: one point, one answer", () => {
  it("answers a note broken once, with no wrong item made of 'misturado'", () => {
    const review = "pedi o molho separado e veio tudo misturado no poke";
    expect(topics(review)).toEqual(["customisation"]);
  });

  it("answers 'murcha e borrachuda' as one texture", () => {
    for (const text of replies("Batata frita chegou murcha e borrachuda."))
      expect(text).not.toMatch(/crocância/);
  });

  it("names the dish of a flavour swapped ('no lugar da de calabresa')", () => {
    for (const text of replies("Mandaram esfiha de queijo no lugar da de calabresa."))
      expect(text).not.toMatch(/pediu de calabresa/);
  });

  it("thanks 'melhor coxinha da zona leste' and answers the filling wished for", () => {
    const review =
      "MELHOR COXINHA DA ZONA LESTE!!! SÓ ACHO QUE PODIA VIR MAIS CATUPIRY JÁ QUE O PREÇO SUBIU.";
    expect(topics(review)).toContain("praise");
    expect(topics(review).some((t) => t === "pricePortion" || t === "portion")).toBe(true);
  });
});

describe("round 3: the line that fits the point", () => {
  it("answers a filling that fell short as the filling, not as a portion that left the customer hungry", () => {
    for (const text of replies("Coxinha só massa, quase não achei o recheio de frango.")) {
      expect(text).toMatch(/recheio/);
      expect(text).not.toMatch(/fome/);
    }
  });

  it("answers mushy rice as its consistency, not its flavour", () => {
    for (const text of replies("O arroz do sushi tava empapado, parecia papa, desmanchava no hashi."))
      expect(text).not.toMatch(/sabor/);
  });

  it("answers a delivery fee as the fee, and a double charge once", () => {
    for (const text of replies("Adorei pagar R$ 12 de entrega pra receber um pastel amassado e gelado."))
      expect(text).toMatch(/taxa de entrega/);
    for (const text of replies(
      "O app do iFood travou na hora do pagamento e cobrou duas vezes no meu cartão. Ridículo.",
    ))
      expect(text).not.toMatch(/“/);
  });
});

describe("round 3: whose slip, and when", () => {
  it("reads no wrong item in a mistake the customer owns", () => {
    expect(
      topics("eu que marquei média sem querer em vez de grande, erro meu kkk mas que pizza boa"),
    ).toEqual(["praise"]);
    expect(
      topics(
        "Achei que tinham mandado o lamen errado, mas fui eu que cliquei no missô. Tava ótimo de qualquer jeito.",
      ),
    ).toEqual(["praise"]);
  });

  it("answers what the courier did next as the courier's point, never quoting it", () => {
    const review =
      "Entregador grosso, reclamou que eu não tinha trocado e me chamou de pão duro na frente do prédio";
    expect(topics(review)).toEqual(["courier"]);
    for (const text of replies(review)) expect(text).not.toMatch(/pão duro/);
  });

  it("thanks a courier who came back to return the change", () => {
    expect(
      topics("o entregador voltou pra me devolver o troco que tinha dado errado. honestidade, parabéns"),
    ).toEqual(["praise"]);
  });

  it("answers an order come hours before the time set as early, never as a delay", () => {
    const review =
      "Agendei o almoço de domingo com muita antecedência, para as 12h30, porque estávamos na missa. O pedido chegou às 10h45, não tinha ninguém em casa.";
    expect(topics(review)).not.toContain("delay");
    for (const text of replies(review)) expect(text).not.toMatch(/demora|atraso/);
  });
});

describe("round 3: an allergy's reaction", () => {
  it("regrets the reaction told beside an allergy or intolerance with the customer's health, wishing them well once", () => {
    for (const review of [
      "tenho intolerancia a lactose, pedi sem queijo e veio com queijo. passei mal",
      "sou celiaca, pedi a pizza sem gluten e a massa era normal. passei mal a noite inteira",
    ])
      for (const text of replies(review)) {
        expect(text, review).toMatch(/saúde/);
        expect(text, review).not.toMatch(/mal-estar/);
        expect(text.match(/esteja bem/g)?.length, review).toBe(1);
        expect(checkReply(review, text), review).toEqual([]);
      }
  });
});

describe("round 3: a wait that is no late order", () => {
  it("reads waiting for an answer as the answer late, and a wait said worth it as forgiven", () => {
    expect(
      topics(
        "mandei mensagem no chat 40 minutos atrás perguntando do pedido. tô esperando resposta até agora",
      ),
    ).toEqual(["unanswered"]);
    for (const text of replies("demorou, mas a espera valeu: costela desmanchando"))
      expect(text).not.toMatch(/desculpas|lamentamos|sentimos muito pel[oa] (demora|atraso)/i);
  });
});

describe("round 3: a taste said too strong", () => {
  it("reads too sweet, too hot, too sour, a texture of something else and 'passada demais' as taste", () => {
    for (const review of [
      "mudaram a receita do strogonoff né? ta bem mais doce",
      "o frango com quiabo estava tão apimentado que ninguém conseguiu comer",
      "Parabéns ao chef por conseguir deixar um risoto com textura de cimento.",
      "a feijoada tava mais água do que feijão",
      "a picanha veio passada demais, cinza, zero suculencia",
    ])
      expect(topics(review), review).toContain("taste");
    expect(topics("o brigadeiro é doce na medida, perfeito")).toEqual(["praise"]);
  });
});

describe("round 4: nothing the review did not say", () => {
  it("thanks a customer who dismisses others' complaints or jokes about the stars' limit", () => {
    expect(
      topics(
        "Vi um monte de gente reclamando de atraso aqui nos comentarios, mas o meu chegou em 25 min e quentinho. Nao sei do que reclamam",
      ),
    ).toEqual(["praise"]);
    const stars = "Queria dar 10 estrelas mas o app so deixa dar 5 kkkk merecia 10";
    expect(analyseReview(stars).moderation).toBeNull();
    for (const text of replies(stars)) expect(text).not.toMatch(/app|sugestão/i);
  });

  it("reads a note nobody read as the note, and an attendant's apology as no fault of the service", () => {
    expect(
      topics(
        "Terceira vez que erram meu pedido, parece que ninguem le a observação. Sem tomate = COM TOMATE.",
      ),
    ).not.toContain("unanswered");
    const apologised =
      "a sobremesa que vinha no combo nao veio. Atendente pediu desculpa pelo chat e disse que vai mandar na proxima, vamos ver.";
    expect(topics(apologised)).toEqual(["missingItem"]);
    for (const text of replies(apologised)) expect(text).not.toMatch(/sem resposta|atendimento/);
  });

  it("names the side that came cold, not the dish praised, and owns no repeat in 'vale tentar de novo'", () => {
    const review =
      "o parmegiana é o melhor da regiao, molho caseiro. Porem demorou 1h10, o arroz veio frio e faltou o refri.";
    for (const text of replies(review)) expect(text).not.toMatch(/parmegiana (não )?tenha chegado/);
    expect(replies(review).some((text) => /seu arroz/.test(text))).toBe(true);
    for (const text of replies(
      "feijoada aguada e a couve queimada. Acho que vale tentar de novo mas precisa caprichar.",
    ))
      expect(text).not.toMatch(/primeira vez/);
  });

  it("weighs no portion against a price said fine", () => {
    expect(
      topics(
        "a de frango com catupiry veio com pouquissimo catupiry. O motoboy foi muito simpatico. Preço ok.",
      ),
    ).not.toContain("pricePortion");
  });

  it("states no allergen served nor a warning given that the review did not tell", () => {
    const asked =
      "Comi o yakisoba e minha boca comecou a cocar e inchar, tive que tomar antialergico. Perguntei antes se tinha amendoim e disseram que nao";
    for (const text of replies(asked)) {
      expect(text).not.toMatch(/amendoim no (seu )?pedido|mesmo com o aviso/);
      expect(text).toMatch(/em particular/);
    }
    for (const text of replies("sou alérgica a camarão e veio camarão no risoto, passei mal"))
      expect(text).not.toMatch(/mesmo com o aviso/);
    expect(
      replies("sou alérgica a camarão, avisei na observação e veio camarão no risoto").some((t) =>
        /mesmo com o aviso de alergia/.test(t),
      ),
    ).toBe(true);
  });
});

describe("round 4: safety and moderation in every language", () => {
  it("thanks an English customer whose allergy was respected, and answers one whose was not seriously", () => {
    const respected =
      "Asked for no peanuts because of my allergy, they got it right and even labeled the bag. Thank you!";
    expect(analyseReview(respected).safety).toBe(false);
    expect(
      analyseReview("Told them about my peanut allergy and the satay came with peanuts anyway.").safety,
    ).toBe(true);
  });

  it("promises the kitchen's check in a Spanish safety reply and wishes a reaction well", () => {
    for (const text of replies("Encontré un pelo en la comida. Qué asco."))
      expect(text).toMatch(/revisar con la cocina/);
    for (const text of replies(
      "Pedí sin cebolla porque soy alérgico y vino con cebolla. Me picó la garganta.",
    ))
      expect(text).toMatch(/esperamos que ya esté bien/);
  });

  it("flags an insider's sweeping claim that sends customers to a named rival", () => {
    expect(
      analyseReview(
        "Aqui é tudo congelado e requentado, falo pq trabalho no ramo. Pecam na Pizzaria Bella que é fresquinho",
      ).moderation?.reason,
    ).toBe("noOrder");
  });
});

describe("round 4: praise that names a time, a chill or a firmness", () => {
  it("reads no late order in a usual delivery time told by the clock, nor in a wait said short", () => {
    expect(topics("Pedi às 20h e chegou 20h40, pizza quentinha")).toEqual(["praise"]);
    expect(topics("a demora foi pouca pro movimento de domingo, comida ótima")).toEqual(["praise"]);
    expect(topics("pedi as 19h30 e chegou 21h, absurdo")).toContain("delay");
  });

  it("reads a chilled dessert or drink as praise and a melt denied as none", () => {
    for (const review of [
      "a torta de limão veio gelada, uma delícia",
      "o mousse tava gelado e cremoso",
      "a coca veio trincando de gelada",
      "sorvete chegou firme, nada derretido",
    ]) {
      expect(topics(review), review).not.toContain("cold");
      expect(topics(review), review).not.toContain("melted");
    }
    expect(topics("a pizza estava ótima, mas o refrigerante não veio e a esfiha chegou gelada")).toContain(
      "cold",
    );
    expect(topics("a lasanha veio gelada")).toContain("cold");
  });

  it("names only the item in a missing item's chip", () => {
    const labels = (review: string) => analyseReview(review).points.map((p) => p.label);
    expect(labels("faltou o refri resolveram rapidinho")).toContain("Faltou: refri");
    expect(labels("o refrigerante não veio e a esfiha chegou gelada").join()).not.toMatch(/Faltou: e /);
  });
});

describe("round 4: a slip put right, and praise in plain words", () => {
  it("thanks for a slip put right in Portuguese, Spanish and English without saying it was quick", () => {
    for (const text of replies(
      "Faltou o molho extra, liguei e mandaram outro pedido com o molho, demorou uns 40 min pra chegar o molho mas beleza, fizeram certinho e ainda mandaram um brownie de cortesia",
    )) {
      expect(text).toMatch(/deu para resolver; obrigado pela compreensão/);
      expect(text).not.toMatch(/rápid/);
    }
    for (const text of replies(
      "El pedido tenía un error, faltaba el postre, pero llamé y lo mandaron enseguida. Excelente atención.",
    )) {
      expect(text).toMatch(/se haya podido resolver/);
      expect(text).not.toMatch(/hacerlo mejor|gustado la comida/);
    }
    for (const text of replies(
      "Forgot the sauce at first but they sent it right away when I messaged. Amazing service!",
    )) {
      expect(text).toMatch(/glad it could be put right/);
      expect(text).not.toMatch(/sort this out|good part/);
    }
  });

  it("reads plain praise: 'amou', 'surpresa boa', 'aqui respeitam', 'vlw a pena', 'hit the spot'", () => {
    for (const review of [
      "Pedi as 20h pro jantar de aniversario da minha mae, tudo lindo, ela amou o pudim",
      "Achei que ia demorar por ser sexta a noite, mas chegou em 20 minutos. Surpresa boa!",
      "Pedi sem cebola e veio sem cebola. Parece besteira mas em outros lugares sempre ignoram. Aqui respeitam!",
      "I'm starving and this hit the spot lol. Killer burger.",
    ])
      expect(topics(review), review).toEqual(["praise"]);
    for (const text of replies("mano q lanxe top demoro um pouco mais vlw a pena kkkk"))
      expect(text).not.toMatch(/desculpas|lamentamos|sentimos muito pel[oa] (demora|atraso)/i);
  });

  it("names no praised dish as the one that came cold", () => {
    for (const text of replies("ela amou o pudim mas o resto veio frio"))
      expect(text).not.toMatch(/pudim tenha/);
  });
});

describe("round 4: every point of a long review", () => {
  it("reads two complaints joined by 'e o …' and a dish that tastes bought ready", () => {
    const review =
      "Ja pedi umas 10 vezes. Hoje foi diferente: entrega rapida e comida quente como sempre, mas o frango veio com pele (pedi sem pele na obs) e o purê tava com gosto de pacote. O brigadeiro continua o melhor do bairro.";
    expect(topics(review)).toEqual(expect.arrayContaining(["customisation", "taste"]));
  });

  it("keeps a side said soggy beside a melted dessert, and reads 'pouca pro preço' against the price", () => {
    expect(topics("A batata rustica veio mole. O milkshake derreteu no caminho.")).toEqual(
      expect.arrayContaining(["taste", "melted"]),
    );
    expect(topics("a batata veio pouca pro preço")).toEqual(["pricePortion"]);
    expect(
      topics(
        "O sushi tava fresquinho e bem montado, isso eu reconheço. Mas o temaki veio desmontado, o shoyu nao veio e pedi hashi e nao mandaram. E o cream cheese era pouquissimo.",
      ),
    ).toEqual(expect.arrayContaining(["packaging", "missingItem", "portion"]));
  });
});

describe("round 4: the order's words read whole", () => {
  it("reads a mix come all of one kind as a wrong item, and 'demoro 1h e meia, nem avisaram' as one late order", () => {
    expect(topics("Pedi 2 esfihas de carne e 2 de queijo, vieram 4 de carne")).toEqual(["wrongItem"]);
    expect(topics("pedi 10 esfiha 5 de carne e 5 de queijo, veio tudo de carne e o refri nem veio")).toEqual(
      expect.arrayContaining(["wrongItem", "missingItem"]),
    );
    const late = analyseReview("demoro 1h e meia p chega, e nem avisaram nd. decepcionado");
    expect(late.points.map((p) => [p.topic, p.label])).toEqual([["delay", "Atraso de 1h30"]]);
    for (const text of replies("demoro 1h e meia p chega, e nem avisaram nd. decepcionado"))
      expect(text).not.toMatch(/nd”|nem avisaram/);
  });
});

describe("round 5: a happy review's times and past slips are no complaint now", () => {
  it("reads a clock span ending in the meal, a forecast range met and a punctual booking as no delay", () => {
    for (const review of [
      "pedi as 19h30 e as 20h ja tava comendo, mt rapido",
      "previsao era 40-50 min chegou com 35. lasanha quentinha borbulhando",
      "entrega agendada pras 13h chegou 12h55. arroz, feijao, bife acebolado tudo no capricho",
    ]) {
      const a = analyseReview(review);
      expect(a.points.map((p) => p.topic)).toEqual(["praise"]);
      expect(a.safety).toBe(false);
      for (const text of replies(review)) expect(text).not.toMatch(/atraso|demora|estragad|sugestão/i);
    }
    // Hours early for a set time stays the point it is.
    expect(topics("agendei pras 20h e chegaram 18h15, ninguém em casa")).toContain("other");
  });

  it("thanks a wait the customer says was worth it, and reads a slip of the first order as fixed", () => {
    for (const review of [
      "o tempo de preparo eh meio longo (uns 40min) mas eh pq fazem tudo na hora e da pra sentir. vale a espera",
      "levou 1 hora mas eu pedi sabendo q era longe, 12km, chegou bem embalado e quente. recomendo",
    ])
      for (const text of replies(review)) expect(text).not.toMatch(/sentimos muito pelo atraso|lamentamos/i);
    const fixed =
      "primeira vez q pedi demorou e chegou frio, dei outra chance e hj veio perfeito e no horario";
    expect(topics(fixed)).toEqual(["praise"]);
    expect(topics("primeira vez que pedi e veio frio, decepcionante")).toContain("cold");
    expect(topics("o pedido veio certinho dessa vez, da ultima faltou o refri")).toEqual(["praise"]);
  });

  it("reads 'nunca me decepcionou', a slip feared then found and a juice 'natural e bem gelado' as praise", () => {
    for (const review of [
      "ja pedi umas 30 vezes aqui e nunca me decepcionou, sempre pontual",
      "nunca mais peço em outro lugar, vcs me estragaram",
      "achei q tinha faltado o molho mas tava no fundo da sacola kkk tudo certo, comida boa",
      "pensei q tinham mandado coca errada mas era coca sem acucar mesmo q eu tinha pedido, erro meu 😅 tudo otimo",
      "o suco de laranja veio natural e bem gelado, perfeito no calor de 35 graus",
      "sexta a noite, chuva, tudo lotado e mesmo assim chegou antes da hora. nao sei como vcs fazem",
      "passei mal de tanto comer, a porcao eh gigante kkkk",
      "sem palavras, o brigadeiro de colher é um pecado",
    ])
      expect(topics(review)).toEqual(["praise"]);
    expect(topics("a coca veio natural, nada gelada")).toEqual(["warmDrink"]);
    expect(topics("culpa minha por pedir aqui de novo, veio tudo errado")).toContain("wrongItem");
  });
});

describe("round 5: what a long or odd review does not say", () => {
  it("quotes no wrong pizza a long review never told, and reads the app's forecast as the wait's measure", () => {
    const review =
      "Pedi o rodizio de pizza em casa pra reuniao de familia, 4 pizzas grandes. A de calabresa e a portuguesa tavam sensacionais, massa fininha do jeito q a gente gosta. So que a de frango com catupiry veio com pouquissimo catupiry, parecia q tinham esquecido, e a de chocolate chegou toda amassada na tampa da caixa. Tambem demorou 1h20 sendo q o app dizia 50 min. Liguei e a atendente foi super gentil, mandou um cupom de desconto pra proxima. Vou dar outra chance mas tem q melhorar";
    const a = analyseReview(review);
    expect(a.points.map((p) => p.topic)).not.toContain("wrongItem");
    expect(a.points.map((p) => p.topic)).not.toContain("app");
    expect(a.moderation).toBeNull();
    expect(a.points.map((p) => p.topic)).toEqual(expect.arrayContaining(["delay", "packaging"]));
    // A forecast stuck on the screen is the app's fault.
    expect(topics("o app dizia 15 minutos o tempo todo e ficou 1h dizendo 15 minutos")).toContain("app");
  });

  it("reads fewer come than ordered as missing, boiling soup laughed at as praise, the pet's hair as none", () => {
    expect(topics("contei e veio 12 nuggets, o pedido era de 20")).toEqual(["missingItem"]);
    expect(topics("a sopa chegou fervendo, quase queimei a lingua kkk mas tava deliciosa")).toEqual([
      "praise",
    ]);
    const pet = analyseReview(
      "achei um pelo no prato mas eh do meu cachorro, ele solta pelo pela casa toda kkk nada a ver com vcs",
    );
    expect(pet.safety).toBe(false);
    expect(pet.points.map((p) => p.topic)).not.toContain("foreignBody");
    expect(topics("o app travou e o pedido foi cancelado sozinho, fiquei sem janta")).not.toContain("other");
  });

  it("flags a rival's employee's accusation as an attack with no order", () => {
    const a = analyseReview("sou funcionario da pizzaria concorrente e digo: aqui usam carne estragada");
    expect(a.moderation?.reason).toBe("noOrder");
    for (const text of replies("sou funcionario da pizzaria concorrente e digo: aqui usam carne estragada"))
      expect(text).not.toMatch(/sentimos muito|lamentamos|estragad/i);
  });
});

describe("round 5: long reviews answered point by point, without contradiction", () => {
  it("keeps what follows a joke taken back, and calls a flat soda flat, not warm", () => {
    const review =
      "Adorei a surpresa de abrir a caixa e descobrir q a pizza de 8 pedacos agora vem com 6 kkk brincadeira, veio cortada torta e tinha 2 fatias grudadas. Mas falando serio o sabor tava bom, a massa leve. O unico problema real foi q pedi sem azeitona e veio com azeitona. E a coca 2L veio meio sem gas";
    expect(topics(review)).toEqual(expect.arrayContaining(["customisation", "warmDrink"]));
    expect(topics(review)).not.toContain("portion");
    for (const text of replies("a coca 2L veio meio sem gas")) expect(text).not.toMatch(/quente/);
    expect(topics("o frango tava cru!!! brincadeira, só queria ver se alguém lê isso")).toEqual([]);
  });

  it("thanks no taste beside a taste complaint, and reads 'q sempre vem' as what always comes", () => {
    const review =
      "Otimo custo beneficio, a marmita grande da pra duas refeicoes. O tempero lembra comida de vo. So que hoje a carne de panela veio cheia de nervo, dificil de mastigar, e faltou o ovo frito q sempre vem.";
    for (const text of replies(review)) {
      expect(text).not.toMatch(/a comida agradou|não é a primeira vez/);
      expect(text).not.toMatch(/o sabor não/);
    }
  });

  it("reads a skimpy paid extra as a portion, a wait over the one promised as late, a dish without its main item", () => {
    expect(topics("pedi adicional de nutella e veio uma camadinha fininha que nem dava pra sentir")).toEqual([
      "portion",
    ]);
    expect(topics("Esperei 25 minutos sendo que no telefone falaram 10")).toEqual(["delay"]);
    expect(topics("o prato feito tava sem o bife")).toEqual(["missingItem"]);
    expect(topics("o feijão tava sem sal")).not.toContain("missingItem");
  });
});

describe("round 5: the menu, the note and a wish", () => {
  it("reads no price from the menu's items and a count after them, and 'parece de pacote' as taste", () => {
    const review =
      "mas cade o ovo, o presunto e o bacon q diz no cardapio? Veio so carne queijo e alface. E a batata veio tao salgada q tive q beber 2 copos de agua.";
    expect(analyseReview(review).points.map((p) => p.label)).not.toContain("Preço acima do cardápio");
    expect(topics("a farofa parece de pacote")).toEqual(["taste"]);
  });

  it("reads a request in the note not met as the note ignored, and quotes no wish said to be owed nothing", () => {
    const review =
      "escrevi na observacao q era aniversario e pedi pra mandarem uma vela se possivel, nao veio nada, nem um bilhete. Nao era obrigacao mas seria legal. Comida aprovada";
    expect(topics(review)).toContain("customisation");
    for (const text of replies(review)) expect(text).not.toMatch(/obrigacao|“nem um bilhete/i);
  });
});

describe("round 6: times, counts and temperatures told without a complaint", () => {
  const noComplaint = (review: string) =>
    expect(
      topics(review).filter((t) => t !== "praise"),
      review,
    ).toEqual([]);

  it("reads no delay in a forecast met, an hour told in hours, or a wait the store foretold", () => {
    noComplaint("a estimativa era 1h e chegou em 1h, certinho. comida boa");
    noComplaint("estimativa era 30-40 e veio com 35, ótimo");
    noComplaint("levou 50 min, mas era exatamente o tempo que marcava no app. sem surpresas");
    noComplaint("avisaram pelo whats que iam atrasar uns 15 min e chegou no horário que falaram, gostei");
    noComplaint("pedi às 13h10 e almocei às 13h40, marmita caprichada");
    noComplaint("minha mãe pediu às 20h30 e 20h55 tava aqui, rapidinho");
    // A forecast missed is still late; the sarcastic "pontualidade" still complains.
    expect(topics("a estimativa era 40 min e chegou em 1h30, absurdo")).toContain("delay");
    expect(topics("parabéns pela pontualidade, só 1h40 de espera 👏")).toContain("delay");
  });

  it("thanks for patience where the customer excused the wait, instead of apologising for it", () => {
    for (const review of [
      "atrasou um pouco, mas era sábado de final de campeonato, nem esquento. o temaki tava top",
      "uma hora de espera, mas pedi em dia de chuva e já sabia que ia ser assim. compensou",
      "o motoboy pegou chuva e chegou uns 15 min depois do previsto. sem problema nenhum, comida quente",
      "chegou com 40 minutos de atraso. Tudo bem, acontece. A lasanha tava ótima",
    ])
      for (const text of replies(review)) expect(text, review).not.toMatch(/demora|atraso/i);
  });

  it("reads no delay in a wait the customer owns, a guess at why food went cold, or another store's wait", () => {
    expect(
      topics("eu que demorei pra atender o interfone, o rapaz esperou numa boa. tudo ótimo"),
    ).not.toContain("delay");
    expect(topics("o lanche chegou frio, acho que ficou um tempão parado esperando entregador")).toEqual([
      "cold",
    ]);
    noComplaint("antes eu pedia numa hamburgueria do centro que sempre atrasava. aqui veio em 30 min");
    noComplaint("nos pedidos anteriores teve atraso, mas dessa vez foi pontual. valeu");
  });

  it("reads a question of what would happen, or of what a dish is, as no complaint", () => {
    noComplaint("se o pedido atrasar mais de uma hora vocês dão desconto?");
    noComplaint("o frango do yakisoba é grelhado ou frito?");
  });

  it("reads 'faltou só…' said in praise, a miscount owned and a swap asked for as no missing or wrong item", () => {
    noComplaint("faltou só eu ter espaço na barriga pra comer tudo kkk, que fartura");
    noComplaint("perfeito, faltou só uma cervejinha pra acompanhar esse pastel");
    noComplaint("pensei que tinham mandado 9 esfihas, mas eram 10 mesmo, contei errado. tudo gostoso");
    noComplaint("pedi a batata trocada pela salada pelo chat e veio certinho, obrigada");
    noComplaint("cheguei a achar que tinham esquecido o molho, mas tava embaixo da caixa. tudo certo");
    // A real slip in the same words is still read.
    expect(topics("faltou só o refri, o resto veio certo")).toContain("missingItem");
  });

  it("reads no cold food in the weather, a dish meant cold, a soup left to cool, or a cold only feared", () => {
    noComplaint("tá frio e garoando e o entregador veio mesmo assim, comida pelando");
    noComplaint("pedi o prato frio de maionese de batata e veio geladinho, perfeito");
    noComplaint("o caldo veio fervendo, tive que esperar esfriar kkk. perfeito");
    noComplaint("se a pizza chegar fria algum dia eu reclamo, mas hoje veio quentíssima");
    noComplaint("sobrou um pedaço de quiche e tava boa mesmo fria no dia seguinte");
    expect(topics("se vier frio de novo eu paro de pedir, já é a segunda vez")).toContain("cold");
  });

  it("reads no allergy in 'alergia não tenho'", () => {
    expect(
      topics("mandaram o de camarão no lugar do de frango. alergia não tenho, mas não gosto"),
    ).not.toContain("allergy");
  });
});

describe("round 6: safety read in other words, and safety words that are none", () => {
  it("reads an allergen and a reaction, or a broken restriction and the illness, as the allergy", () => {
    expect(
      topics(
        "garantiram que o pesto não tinha castanha. tive reação na hora, a garganta fechando. tinha sim",
      ),
    ).toContain("allergy");
    const review = "pedi o pão sem glúten e mandaram o comum, sou celíaca e passei mal a noite toda";
    expect(topics(review)).toEqual(expect.arrayContaining(["allergy", "poisoning"]));
    expect(analyseReview(review).safety).toBe(true);
    expect(topics("sou celíaca e nunca tive reação com a comida de vocês, confio demais")).not.toContain(
      "allergy",
    );
  });

  it("reads a raw egg yolk as raw, and cream gone sour or milk curdled as spoiled", () => {
    expect(topics("o ovo da marmita veio com a clara crua, mole ainda")).toContain("raw");
    expect(topics("o creme de leite do strogonoff tava talhado e azedo")).toContain("spoiled");
    expect(topics("o leite do café tava coalhado")).toContain("spoiled");
    // A sauce split in the pan is its making, not food gone off.
    expect(topics("o molho branco veio talhado, todo separado")).not.toContain("spoiled");
  });

  it("reads no safety case in hair that is no one's food, a blue cheese's mould, or a full stomach", () => {
    for (const review of [
      "fria a pizza, mas ao menos sem cabelo kkk",
      "peço aqui há anos e nunca achei um fio de cabelo",
      "o entregador de cabelo rosa foi um amor",
      "gorgonzola com aquele mofo azul lindo, perfeito",
      "esse pastel tá podre de bom",
      "comi tanto que tô passando mal kkk",
      "avisei da alergia a amendoim e eles prepararam tudo separado, muito cuidado",
    ]) {
      expect(analyseReview(review).safety, review).toBe(false);
    }
    expect(topics("achei o vinagrete azedo demais, muito vinagre")).not.toContain("spoiled");
  });

  it("registers no excused wait in a safety reply", () => {
    const review =
      "Chegou com 40 minutos de atraso. Tudo bem, acontece. O problema é que a maionese tava azeda e passei mal";
    for (const text of replies(review)) expect(text).not.toMatch(/atraso|demora/i);
  });
});

describe("round 6: counts and clocks that tell a slip the words do not name", () => {
  it("reads a smaller count come, told in any order, as a missing item and never a wrong one", () => {
    for (const review of [
      "vieram 5 pastéis, o pedido era de 8",
      "paguei 20 e chegaram 15, conferi duas vezes",
      "o combo de 12 esfihas veio com 9",
      "das 6 coxinhas vieram 4",
    ])
      expect(topics(review), review).toEqual(["missingItem"]);
    // Two counts that add up are a mix, and money is no count.
    expect(topics("o pedido era de 2 pizzas, veio 1 grande e 1 broto")).not.toContain("missingItem");
    expect(topics("paguei 40 reais e vieram 2 pastéis")).not.toContain("missingItem");
  });

  it("reads a late arrival by the clock, or a forecast missed by far, as a delay", () => {
    expect(topics("pedi às 19:10 e chegou 20:40")).toEqual(["delay"]);
    expect(topics("agendado pras 12h, chegou 12h50, reunião já tinha acabado")).toContain("delay");
    expect(topics("previsão 30-40 min. entregaram em 1h25.")).toEqual(["delay"]);
  });
});
