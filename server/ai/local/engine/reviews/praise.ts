import { PRAISE_LEADS, PRAISE_PHRASES } from "../../data/replySentences";
import type { Rng } from "../random";
import type { ReviewReading } from "../reviewTopics";
import { render } from "../template";
import { joinList } from "../text";

/** "Que bom saber que a pizza agradou e a entrega foi rápida!"; without `rng`, always that lead. */
export function praiseSentence(reading: ReviewReading, rng?: Rng): string | undefined {
  const dish = reading.praisedDish;
  const shown = reading.praises.filter((p) => p !== "general" || reading.praises.length === 1).slice(0, 3);
  if (shown.length === 0) return undefined;
  const subject = dish ?? { text: "comida", gender: "f", number: "s" };
  const phrases = shown.map((p) => render(PRAISE_PHRASES[p], { subject }));
  const lead = rng ? rng.pick(PRAISE_LEADS) : (PRAISE_LEADS[0] as string);
  return lead.replace("{praise}", joinList(phrases));
}
