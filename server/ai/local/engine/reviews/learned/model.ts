import { reviewFeatures } from "./features";

/**
 * A topic model as it is stored (decision 047): one logistic regression per
 * topic over the features of `features.ts`. Only the heaviest weights of each
 * topic are kept; `weights` holds a line per feature, "feature<TAB>topic:weight
 * topic:weight…" with the topic's index in `topics`, so the file stays small
 * and the type checker sees a string rather than thousands of keys.
 */
export type StoredTopicModel = {
  corpusHash: string;
  topics: string[];
  bias: number[];
  weights: string;
  /** The other features it learnt over, a line each: they carry no kept weight but count in a text's length. */
  unweighted: string;
};

export type TopicModel = {
  corpusHash: string;
  topics: readonly string[];
  probabilities: (text: string) => Map<string, number>;
};

export function loadTopicModel(stored: StoredTopicModel): TopicModel {
  const byFeature = new Map<string, [number, number][]>();
  for (const line of stored.weights.split("\n")) {
    const [feature, rest] = line.split("\t");
    if (!feature || !rest) continue;
    byFeature.set(
      feature,
      rest.split(" ").map((pair) => {
        const [topic, weight] = pair.split(":");
        return [Number(topic), Number(weight)];
      }),
    );
  }
  const known = new Set([...byFeature.keys(), ...stored.unweighted.split("\n")]);
  return {
    corpusHash: stored.corpusHash,
    topics: stored.topics,
    probabilities(text) {
      // Only the features it learnt over count, as in training: a review full of words the model
      // never saw (a typo, a name, a new dish) is not made less sure of what it did understand.
      const features = reviewFeatures(text).filter((f) => known.has(f));
      const scores = [...stored.bias];
      // Each feature counts 1/√n: a long review is not more certain of a topic for being long.
      const scale = 1 / Math.sqrt(Math.max(1, features.length));
      for (const feature of features)
        for (const [topic, weight] of byFeature.get(feature) ?? [])
          scores[topic] = (scores[topic] ?? 0) + weight * scale;
      return new Map(stored.topics.map((topic, i) => [topic, 1 / (1 + Math.exp(-(scores[i] ?? 0)))]));
    },
  };
}
