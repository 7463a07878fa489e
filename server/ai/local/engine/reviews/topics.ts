import type { ReviewTopic } from "../../../../../common/reviewPoints";
import { APP_PROBLEM, NEGATED, OVERALL_VERDICT, POISONING, SPOILED } from "../../data/reviews/facts";
import type { ReviewReading } from "../reviewTopics";
import { allergyCase, failedChannels, rawMeat } from "./facts";

const affirmed = (text: string, re: RegExp) =>
  [...text.matchAll(new RegExp(re.source, "g"))].some((m) => !NEGATED.test(text.slice(0, m.index)));

/**
 * The points of a Portuguese review (or of one clause) as the owner sees
 * them: the reading's complaints, with health split into spoiled food and
 * feeling ill, raw meat taken out of "taste", allergies, the app and a chat
 * nobody answered added. `text` is the normalised text the reading came from.
 */
export function topicsOf(text: string, reading: ReviewReading): ReviewTopic[] {
  const topics = new Set<ReviewTopic>();
  const raw = rawMeat(text) !== undefined;
  for (const complaint of reading.complaints) {
    if (complaint === "health") {
      if (affirmed(text, POISONING)) topics.add("poisoning");
      if (affirmed(text, SPOILED) || !affirmed(text, POISONING)) topics.add("spoiled");
    } else if (complaint === "wrongItem") {
      topics.add(reading.customisation ? "customisation" : "wrongItem");
    } else if (complaint === "taste") {
      // Undercooked meat is a safety matter, not a cooking-point slip; other taste problems stay.
      if (!raw || reading.tasteIssues.some((issue) => issue !== "raw")) topics.add("taste");
    } else {
      topics.add(complaint);
    }
  }
  if (raw) topics.add("raw");
  if (affirmed(text, SPOILED)) topics.add("spoiled");
  if (affirmed(text, POISONING)) topics.add("poisoning");
  // The allergy is the point; a note ignored or an item swapped beside it stays a point of its own
  // (decision 046): the safety reply names it after the allergy, never instead of it.
  if (allergyCase(text)) topics.add("allergy");
  if (APP_PROBLEM.test(text)) topics.add("app");
  if (failedChannels(text).length > 0) topics.add("service");
  if (topics.size > 1 && !OVERALL_VERDICT.test(text)) topics.delete("general");
  return [...topics];
}
