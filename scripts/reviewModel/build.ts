/**
 * `npm run build:review-model` (decision 047): learns the topic model from the
 * labelled reviews (server/ai/local/corpus/trainingReviews.ts) and writes it to
 * server/ai/local/data/reviews/topicModel.json, which is committed. Run it
 * again after changing a labelled set: the engine test `topicModel.test.ts`
 * fails while the stored model was learnt from another corpus.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { TRAINING_REVIEWS } from "../../server/ai/local/corpus/trainingReviews";
import { LEARNED_TOPICS } from "../../server/ai/local/engine/reviews/learned/learnedPoints";
import { trainTopicModel } from "../../server/ai/local/engine/reviews/learned/train";

const started = Date.now();
const model = trainTopicModel(TRAINING_REVIEWS, LEARNED_TOPICS);
const out = join(process.cwd(), "server/ai/local/data/reviews/topicModel.json");
writeFileSync(out, `${JSON.stringify(model, null, 2)}\n`);
console.log(
  `Modelo de assuntos: ${TRAINING_REVIEWS.length} avaliações, ${model.weights.split("\n").length} traços, em ${Date.now() - started} ms: ${out}`,
);
