import { describe, expect, it } from "vitest";
import type { ReviewTopic } from "../../../../../common/reviewPoints";
import { analyseReview } from "./analyse";

/**
 * Round 6 of moderation: the classes of phrasing the fresh sets showed missed or wrongly flagged, each in words of
 * our own (not the sets' lines), so that a rule fitted to one sentence fails here.
 */
const reason = (review: string) => analyseReview(review).moderation?.reason ?? null;
const topics = (review: string): ReviewTopic[] => analyseReview(review).points.map((p) => p.topic);

const expectAll = (reviews: readonly string[], expected: string | null) => {
  for (const review of reviews) expect([review, reason(review)]).toEqual([review, expected]);
};

describe("moderation, round 6", () => {
  it("flags words only ever said of a person, and staff called a swear word or a beast", () => {
    expectAll(
      [
        "o dono desse lugar é um cuzão, gritou comigo no telefone",
        "a atendente é uma escrota, desligou na minha cara",
        "bando de canalhas, cobraram o refri e não mandaram",
        "pizza sem sal e o pizzaiolo ainda é um merdinha",
        "o atendente ignorante, uma anta, nem responde",
      ],
      "offensive",
    );
  });

  it("flags sending the store to hell, its mother brought in, 'seu animal' and a masked swear word", () => {
    expectAll(
      [
        "esperei 1h30 e veio tudo frio. vão pra puta que pariu",
        "pedido errado de novo, vai pra casa do caralho",
        "lanche frio de novo, vcs vão se lascar",
        "a moça me chamou de grossa. grossa é a sua mãe",
        "veio cru, seu animal, não sabe ler a observação?",
        "vcs sao uns b0st4s, esqueceram a batata",
        "cobraram errado, aprendam a trabalhar porra",
      ],
      "offensive",
    );
  });

  it("does not flag harsh words about the food, the experience or a joke about the ride", () => {
    expectAll(
      [
        "marmita de merda, arroz duro e feijão azedo",
        "uma bosta de pizza, massa crua no meio",
        "o hambúrguer tava uma merda, seco e sem sal",
        "nunca mais peço, experiência de merda",
        "falaram que tava saindo e nada, palhaçada do caralho",
        "cozinheiro desgraçado de bom, que feijoada",
        "1h pra chegar um acarajé, veio de jegue?",
      ],
      null,
    );
    // Swearing at the place itself still is an attack.
    expect(reason("que merda de restaurante, 2h de espera")).toBe("offensive");
  });

  it("flags misogyny said as a rule about women at work", () => {
    expectAll(
      [
        "mulher não tem capacidade pra fazer churrasco, a picanha veio crua. contratem um homem na churrasqueira",
        "lugar de mulher é na cozinha mas não nessa, que esfiha sem sal",
      ],
      "hate",
    );
  });

  it("flags fat-shaming of a person, never a fat portion", () => {
    expectAll(
      [
        "entregador balofo, chegou bufando e a pizza amassada",
        "a cozinheira gorda deve ter comido metade da porção de batata",
        "atendente gorda nojenta, respondeu com deboche",
      ],
      "hate",
    );
    expectAll(
      ["porção gorda de batata, meu filho comeu tudo", "o pastel gordinho, meu marido comeu tudo"],
      null,
    );
  });

  it("flags an origin mocked for its tongue, and masked slurs", () => {
    expectAll(
      [
        "só contratam boliviano nessa pizzaria, nenhum fala português direito, veio a pizza errada",
        "the guy at the counter is a total f4g, wrong order again",
      ],
      "hate",
    );
  });

  it("flags arson and a gun or a knife, never 'um tiro no pé', a candy or a rip-off", () => {
    expectAll(
      [
        "o yakisoba veio com barata, vontade de botar fogo nesse restaurante",
        "se o motoboy jogar minha sacola de novo eu dou um tiro nele",
        "vou dar uma facada nesse atendente folgado",
      ],
      "threat",
    );
    expectAll(
      [
        "vocês estão dando um tiro no pé com esse preço",
        "vou dar uma bala pro meu filho de sobremesa, mandaram de brinde",
        "me deram uma facada de 80 reais num rodízio fraco",
      ],
      null,
    );
  });

  it("flags coming round not to talk, and a face-to-face dare", () => {
    expectAll(
      [
        "3 vezes faltou a batata. eu vou passar aí e não vai ser no papo",
        "a gerente é corajosa no whatsapp, repete isso na minha cara pra ver",
      ],
      "threat",
    );
    expect(reason("quero ver a pizza sendo feita na minha frente da próxima vez")).toBeNull();
  });

  it("flags hunting someone down and a beating promised, never picking the order up at the door", () => {
    expectAll(
      [
        "o entregador comeu metade das minhas coxinhas, vou achar esse moleque e ele vai se arrepender",
        "se atrasar de novo eu pego esse entregador no portão e dou uma surra nele",
      ],
      "threat",
    );
    expect(reason("eu pego o pedido na porta sempre, o motoboy é rápido")).toBeNull();
  });

  it("does not read a threat in 'quebrei a cara' or a photo posted in praise", () => {
    expectAll(
      [
        "confesso que quebrei a cara, o pastel é enorme e muito bem recheado",
        "vou postar a foto dessa pizza no insta de tão linda que ficou",
      ],
      null,
    );
  });

  it("reads a rumour in a refusal beside harm someone else went through", () => {
    expectAll(
      [
        "meu cunhado passou mal com a feijoada de vcs semana passada, deus me livre pedir aí",
        "dizem que o dono maltrata os motoboys, não vou nem arriscar",
      ],
      "noOrder",
    );
  });

  it("reads a rumour in a grave warning to look up, not in 'pesquisem outras opções'", () => {
    expect(reason("essa pizzaria já foi interditada por causa de rato, vocês sabiam? joguem no google")).toBe(
      "noOrder",
    );
    expect(reason("pizza horrível, pesquisem outras opções no bairro")).toBeNull();
  });

  it("reads no order behind an accusation from someone not yet a customer, or an insider", () => {
    expectAll(
      [
        "nunca vou pedir aí, o hambúrguer da foto é montado, propaganda enganosa",
        "não sou cliente, mas sei que esse lugar usa carne vencida. cuidado",
        "trabalhei nessa lanchonete e sei como é a sujeira da cozinha. evitem",
      ],
      "noOrder",
    );
    expectAll(
      [
        "tava horrível, nunca vou pedir aqui de novo",
        "não sou cliente de reclamar, mas essa pizza tava péssima",
      ],
      null,
    );
  });

  it("reads no order behind a grudge against the employer", () => {
    expectAll(
      [
        "demitiram meu filho depois de 2 anos sem pagar a rescisão, vergonha",
        "nota 1 porque não pagaram o salário da minha mãe",
      ],
      "noOrder",
    );
  });

  it("reads no rumour in a curious question or in 'nunca comi nada igual'", () => {
    expectAll(
      [
        "uma amiga disse que a massa de vcs leva ovo, isso é verdade? pergunto por curiosidade, sou vegana",
        "obrigado pelo frango de borracha, nunca comi nada igual na vida 🙄",
      ],
      null,
    );
    // What is asked about is filth: the rumour is spread all the same.
    expect(reason("falaram que tem barata na cozinha de vcs, é verdade?")).toBe("noOrder");
  });

  it("reads the app's own workings as the app's: address, ways to pay, reviews hidden, hours shown", () => {
    for (const review of [
      "o app não deixa mudar meu endereço, sempre puxa pro bairro vizinho",
      "sumiu a opção de pagamento por pix, só dá cartão de crédito",
      "fiz uma reclamação semana passada e meu comentário foi apagado, o ifood esconde as avaliações ruins?",
      "o aplicativo mostra a loja aberta de madrugada e depois cancela",
    ]) {
      expect([review, reason(review)]).toEqual([review, "app"]);
      expect(topics(review)).toContain("app");
    }
  });

  it("reads the courier's misdeeds as the courier's: harassment, a charge of his own, a throw, the wrong door", () => {
    for (const review of [
      "o entregador pegou meu número do pedido e ficou me mandando mensagem no whatsapp depois da entrega me chamando pra sair",
      "o motoboy deu em cima de mim na porta, fiquei com medo",
      "o motoboy do ifood cobrou 8 reais a mais pra subir até o apartamento",
      "o entregador jogou a sacola por cima do muro e foi embora",
      "o entregador deixou meu pedido no apartamento errado, tive que ir buscar no 302",
      "nosso pedido veio trocado com o da vizinha do 5º andar, o entregador confundiu as portas",
    ]) {
      expect([review, reason(review)]).toEqual([review, "courier"]);
      expect(topics(review)).toContain("courier");
      expect(topics(review)).not.toContain("price");
      expect(topics(review)).not.toContain("wrongItem");
    }
  });

  it("reads a refund still owed: an amount promised back, a part, 'dinheiro d volta'", () => {
    expectAll(
      [
        "a loja cancelou e o ifood disse que ia devolver 45 reais mas só voltou 20",
        "cancelaram e o app só me devolveu a taxa de entrega, cadê o resto?",
        "quero meu dinheiro d volta, pedido nunca chegou e o suporte não resolve",
      ],
      "refund",
    );
  });

  it("does not flag a refund promised by the store or already landed beside the real complaint", () => {
    expectAll(
      [
        "o hamburguer veio com cebola que eu pedi pra tirar, ligaram e disseram que iam estornar o lanche. fiquei chateada mesmo assim",
        "pedido cancelado por falta de entregador e fiquei sem almoço. o reembolso voltou no mesmo dia, mas que raiva",
      ],
      null,
    );
  });

  it("reads no staff member in the pizza box beside an insult", () => {
    const read = analyseReview("com um balofo daquele no forno, a pizza veio fria e a caixa amassada");
    expect(read.moderation?.reason).toBe("hate");
    expect(read.points.map((p) => p.topic)).not.toContain("service");
  });
});
