import { PRAISE_LEADS, PRAISE_PHRASES } from "../../data/replySentences";
import type { Rng } from "../random";
import type { ReviewReading } from "../reviewTopics";
import { render } from "../template";
import { joinList } from "../text";

/**
 * "Que bom saber que a pizza agradou e a entrega foi rápida!"; without `rng`, always that lead. A praise chip
 * whose words name nothing the reading knows ("Comida de vó! Chorei", or one the owner added) is thanked plainly:
 * "Que bom saber que você gostou!".
 */
export function praiseSentence(reading: ReviewReading, rng?: Rng): string {
  const dish = reading.praisedDish;
  const named = reading.praises.filter((p) => p !== "general" || reading.praises.length === 1).slice(0, 3);
  const shown = named.length > 0 ? named : (["general"] as const);
  const subject = dish ?? { text: "comida", gender: "f", number: "s" };
  const phrases = shown.map((p) => render(PRAISE_PHRASES[p], { subject }));
  const lead = rng ? rng.pick(PRAISE_LEADS) : (PRAISE_LEADS[0] as string);
  return lead.replace("{praise}", joinList(phrases));
}
