import { PRAISE_PHRASES } from "../../data/replySentences";
import type { ReviewReading } from "../reviewTopics";
import { render } from "../template";
import { joinList } from "../text";

/** "Que bom saber que a pizza agradou e a entrega foi rápida!" */
export function praiseSentence(reading: ReviewReading): string | undefined {
  const dish = reading.praisedDish;
  const shown = reading.praises.filter((p) => p !== "general" || reading.praises.length === 1).slice(0, 3);
  if (shown.length === 0) return undefined;
  const subject = dish ?? { text: "comida", gender: "f", number: "s" };
  const phrases = shown.map((p) => render(PRAISE_PHRASES[p], { subject }));
  return `Que bom saber que ${joinList(phrases)}!`;
}
