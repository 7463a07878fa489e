import { fold } from "../../text";

/**
 * What the topic model sees of a text (decision 047): its words, each pair of
 * neighbouring words ("nao veio", "sem gas"), and the four- and five-letter
 * pieces of every word, so that "demoro", "demorooou" and "dmorou" still share
 * most of what "demorou" taught it. Accents and case are folded away first.
 */
export function reviewFeatures(text: string): string[] {
  const words = fold(text)
    // Dish names made of complaint words are one word: a "cachorro quente" is no warm drink.
    .replace(/\bcachorro[- ]quente\b|\bhot[- ]dog\b/g, "cachorroquente")
    // The herb "cheiro-verde" is no smell: "só batata e cheiro verde" read 96 % spoiled.
    .replace(/\bcheiro[- ]verde\b/g, "salsinha")
    .replace(/[^a-z0-9$]+/g, " ")
    .trim()
    .split(" ")
    .filter(Boolean);
  const features = new Set<string>();
  words.forEach((word, i) => {
    features.add(`w:${word}`);
    const next = words[i + 1];
    if (next) features.add(`b:${word}_${next}`);
    const padded = ` ${word} `;
    for (let n = 4; n <= 5; n++)
      for (let at = 0; at + n <= padded.length; at++) features.add(`c:${padded.slice(at, at + n)}`);
  });
  return [...features];
}
