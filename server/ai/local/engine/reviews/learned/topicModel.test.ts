import { describe, expect, it } from "vitest";
import { REVIEW_TOPIC_LABELS, type ReviewTopic } from "../../../../../../common/reviewPoints";
import { ANSWERS } from "../../../../replyCheck";
import { TRAINING_REVIEWS } from "../../../corpus/trainingReviews";
import stored from "../../../data/reviews/topicModel.json";
import { createRng } from "../../random";
import { writeReply } from "../../replyToReview";
import { fold } from "../../text";
import { analyseReview } from "../analyse";
import { LEARNED_TOPICS, withLearnedTopics } from "./learnedPoints";
import { loadTopicModel, type StoredTopicModel } from "./model";
import { trainingHash, trainTopicModel } from "./train";

const topicsOf = (review: string) => analyseReview(review).points.map((p) => p.topic);

/** A model that knows one word per entry and gives each topic named there that sureness, every other topic 0. */
function sure(words: Record<string, Partial<Record<ReviewTopic, number>>>) {
  const logit = (p: number) => Math.log(p / (1 - p));
  const bias = LEARNED_TOPICS.map(() => -30);
  const weights = Object.entries(words)
    .map(
      ([word, topics]) =>
        `w:${word}\t${Object.entries(topics)
          .map(([topic, p]) => `${LEARNED_TOPICS.indexOf(topic as ReviewTopic)}:${logit(p ?? 0) + 30}`)
          .join(" ")}`,
    )
    .join("\n");
  return loadTopicModel({ corpusHash: "test", topics: [...LEARNED_TOPICS], bias, weights, unweighted: "" });
}
const point = (topic: ReviewTopic, excerpt: string) => ({
  topic,
  label: REVIEW_TOPIC_LABELS[topic],
  excerpt,
});

describe("the topic model learnt from the labelled reviews (decision 047)", () => {
  it("was learnt from today's labelled sets (else run `npm run build:review-model`)", () => {
    expect(stored.corpusHash).toBe(trainingHash(TRAINING_REVIEWS));
    expect(stored.topics).toEqual(LEARNED_TOPICS);
  });

  it("learns the same model from the same reviews, and a different one from others", () => {
    const some = TRAINING_REVIEWS.slice(0, 150);
    const once = trainTopicModel(some, ["delay", "cold"]);
    expect(trainTopicModel(some, ["delay", "cold"])).toEqual(once);
    expect(trainTopicModel(TRAINING_REVIEWS.slice(150, 300), ["delay", "cold"]).corpusHash).not.toBe(
      once.corpusHash,
    );
  });

  it("tells a topic it learnt from words it never saw in that order", () => {
    const model = loadTopicModel(stored as StoredTopicModel);
    expect(
      model.probabilities("demorou quase duas horas e a pizza chegou gelada").get("delay"),
    ).toBeGreaterThan(0.9);
    expect(model.probabilities("a pizza estava ótima").get("delay")).toBeLessThan(0.02);
  });

  it("adds a point the rules did not read, quoting the clause that says it, and the reply answers it", () => {
    for (const [review, topic] of [
      ["guaraná de 2 litros quente, parece que ficou no porta-malas", "warmDrink"],
      ["o entregador foi embora com meu lanche depois de tocar uma vez", "courier"],
    ] as const) {
      const a = analyseReview(review);
      const added = a.points.find((p) => p.topic === topic);
      expect(added, review).toBeDefined();
      expect(review).toContain(added?.excerpt);
      expect(fold(writeReply(a, createRng(1), { name: "Cantina" }))).toMatch(ANSWERS[topic]);
    }
  });

  it("adds a point it gives 40 % where the rules read none of its family (decision 048)", () => {
    expect(topicsOf("a marmita P é gostosa mas pequena pra um adulto, na próxima pego a M")).toContain(
      "portion",
    );
    // A model whose sureness the test sets: one known word each, so p = sigmoid(bias + weight).
    const review = "a farofa veio pouquinha";
    const at = (p: number) => sure({ farofa: { portion: p } });
    expect(withLearnedTopics([], review, { model: at(0.45) }).map((p) => p.topic)).toEqual(["portion"]);
    expect(withLearnedTopics([], review, { model: at(0.35) })).toEqual([]);
  });

  it("adds a courier, service, taste, price-for-portion, missing-item or diet point only at 60 % (decision 054)", () => {
    const review = "o entregador veio debaixo de um toró e ainda sorrindo";
    const at = (p: number) => sure({ entregador: { courier: p } });
    expect(withLearnedTopics([], review, { model: at(0.55) })).toEqual([]);
    expect(withLearnedTopics([], review, { model: at(0.65) }).map((p) => p.topic)).toEqual(["courier"]);
  });

  it("adds a food-safety point at 30 %, and into a clause a rule quotes at 85 % (decision 049)", () => {
    const review = "a maionese tinha vida própria";
    const at = (p: number) => sure({ maionese: { spoiled: p } });
    expect(withLearnedTopics([], review, { model: at(0.35) }).map((p) => p.topic)).toEqual(["spoiled"]);
    expect(withLearnedTopics([], review, { model: at(0.25) })).toEqual([]);
    const quoted = "salmão mole e com gosto de geladeira velha";
    const rules = [point("taste", quoted)];
    const model = (p: number) => ({ model: sure({ geladeira: { spoiled: p } }), mayDrop: false });
    expect(withLearnedTopics(rules, quoted, model(0.88)).map((p) => p.topic)).toEqual(["taste", "spoiled"]);
    expect(withLearnedTopics(rules, quoted, model(0.8)).map((p) => p.topic)).toEqual(["taste"]);
  });

  it("places the surest topic first, and two topics it adds may quote the same clause", () => {
    const review = "bem passado tava escrito e o hamburguer veio vermelho por dentro";
    const model = sure({ vermelho: { raw: 0.73, customisation: 0.57 } });
    const added = withLearnedTopics([], review, { model });
    expect(added.map((p) => p.topic)).toEqual(["raw", "customisation"]);
    expect(added[0]?.excerpt).toBe(added[1]?.excerpt);
  });

  it("adds a point beside one of its family only when it is at least 80 % sure", () => {
    const review = "faltou o refri. o adicional de cheddar que eu paguei também não veio";
    const rules = [point("paidExtra", "o adicional de cheddar que eu paguei também não veio")];
    const at = (p: number) => ({ model: sure({ refri: { missingItem: p } }), mayDrop: false });
    expect(withLearnedTopics(rules, review, at(0.85)).map((p) => p.topic)).toEqual([
      "paidExtra",
      "missingItem",
    ]);
    expect(withLearnedTopics(rules, review, at(0.75)).map((p) => p.topic)).toEqual(["paidExtra"]);
  });

  it("adds a point in a clause a rule's point quotes only when it is all but certain (95 %)", () => {
    const review = "a cerveja veio de outra marca e ainda quente";
    const rules = [point("wrongItem", review)];
    const at = (p: number) => ({ model: sure({ quente: { warmDrink: p } }), mayDrop: false });
    expect(withLearnedTopics(rules, review, at(0.97)).map((p) => p.topic)).toEqual([
      "wrongItem",
      "warmDrink",
    ]);
    expect(withLearnedTopics(rules, review, at(0.9)).map((p) => p.topic)).toEqual(["wrongItem"]);
  });

  it("narrows a broad point the rules read when the model is sure of the narrower one", () => {
    expect(topicsOf("oito pedacinhos de sashimi por 60 reais")).toEqual(["pricePortion"]);
    expect(topicsOf("o tamanho da porção de frango a passarinho é uma piada pelo preço que cobram")).toEqual([
      "pricePortion",
    ]);
  });

  it("adds nothing where the customer denies a problem or praises", () => {
    expect(topicsOf("nem demorou, parabéns")).not.toContain("delay");
    expect(topicsOf("veio tudo que pedi")).toEqual([]);
    expect(
      topicsOf("o atendente foi muito atencioso quando pedi pra trocar o sabor, obrigado"),
    ).not.toContain("wrongItem");
  });

  it("drops a point it rules out, but never a food-safety one", () => {
    const text = "a pizza estava ótima";
    expect(withLearnedTopics([point("delay", text)], text)).toEqual([]);
    expect(withLearnedTopics([point("raw", text)], text).map((p) => p.topic)).toEqual(["raw"]);
    expect(withLearnedTopics([point("other", text)], text).map((p) => p.topic)).toEqual(["other"]);
    // Nor one the precision rules added on their own evidence, nor any in a Spanish or English review.
    expect(withLearnedTopics([point("delay", text)], text, { confirmed: ["delay"] })).toHaveLength(1);
    expect(withLearnedTopics([point("delay", text)], text, { mayDrop: false })).toHaveLength(1);
  });

  it("drops an echo: a taste, packaging, melted or portion point it all but rules out beside a point it is sure of (decision 058)", () => {
    const review = "paguei borda recheada e a borda veio seca";
    const rules = [point("paidExtra", review), point("taste", review)];
    const at = (extra: number, taste: number) => ({
      model: sure({ borda: { paidExtra: extra, taste, raw: 0.5, delay: 0.5 } }),
      confirmed: ["taste" as const],
    });
    expect(withLearnedTopics(rules, review, at(0.9, 0.05)).map((p) => p.topic)).toEqual(["paidExtra"]);
    // Kept where the model gives it a tenth or more, where nothing beside it is sure, in another language.
    expect(withLearnedTopics(rules, review, at(0.9, 0.15)).map((p) => p.topic)).toEqual([
      "paidExtra",
      "taste",
    ]);
    expect(withLearnedTopics(rules, review, at(0.4, 0.05)).map((p) => p.topic)).toEqual([
      "paidExtra",
      "taste",
    ]);
    expect(
      withLearnedTopics(rules, review, { ...at(0.9, 0.05), mayDrop: false }).map((p) => p.topic),
    ).toEqual(["paidExtra", "taste"]);
    // A food-safety point beside it counts as sure; a delay is no echo topic.
    const raw = [point("raw", review), point("taste", review), point("delay", review)];
    expect(withLearnedTopics(raw, review, at(0, 0.05)).map((p) => p.topic)).toEqual(["raw", "delay"]);
    // Through the stored model: the dish, the seal and the straw are no taste, box or portion of their own.
    expect(topicsOf("faltou a colher, o escondidinho de carne seca é divino")).not.toContain("taste");
    expect(topicsOf("o entregador abriu a sacola e comeu umas batatas, o lacre tava rasgado")).not.toContain(
      "packaging",
    );
  });

  it("never adds back a topic the rules ruled out", () => {
    const review = "guaraná de 2 litros quente, parece que ficou no porta-malas";
    expect(withLearnedTopics([], review).map((p) => p.topic)).toContain("warmDrink");
    expect(withLearnedTopics([], review, { ruledOut: ["warmDrink"] })).toEqual([]);
  });
});
