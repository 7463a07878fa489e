import { GENERATOR_LIMITS } from "../../common/generators";
import { formatBrl, priceToCents } from "./local/engine/money";
import { fitSentences } from "./local/engine/text";

/*
 * What a model's answer must look like before it is used: one JSON object,
 * no unfilled template holes, menu prices tidied the way a person would.
 */

export class ModelAnswerError extends Error {
  override name = "ModelAnswerError";
}

/** The JSON object in a model's answer, tolerating the ```json fences some models add. */
export function parseJsonAnswer(text: string | null | undefined): unknown {
  if (!text) throw new ModelAnswerError("resposta vazia");
  const unfenced = text.replace(/^\s*```(?:json)?\s*/i, "").replace(/\s*```\s*$/, "");
  const start = unfenced.indexOf("{");
  const end = unfenced.lastIndexOf("}");
  if (start < 0 || end <= start) throw new ModelAnswerError("sem objeto JSON");
  try {
    return JSON.parse(unfenced.slice(start, end + 1));
  } catch {
    throw new ModelAnswerError("JSON malformado");
  }
}

/** Text a model may leave unfinished: a template hole is worse than the local engine's answer. */
export function assertNoHoles(value: unknown): void {
  const text = JSON.stringify(value);
  if (
    /\bundefined\b|\bnull\b|\{[^}"]*\}|\[(nome|produto|prato|restaurante)[^\]]*\]/i.test(
      text.replace(/\\"/g, ""),
    )
  ) {
    throw new ModelAnswerError("texto com lacunas");
  }
}

/** What people would fix by hand before validation rejects it: an overlong description, "42.9" as a price. */
export function tidyMenu(value: unknown): unknown {
  if (typeof value !== "object" || value === null || !Array.isArray((value as { dishes?: unknown }).dishes))
    return value;
  const dishes = ((value as { dishes: unknown[] }).dishes as Record<string, unknown>[])
    .slice(0, GENERATOR_LIMITS.menuMaxDishes)
    .map((d) => {
      const cents =
        typeof d.price === "number" ? Math.round(d.price * 100) : priceToCents(String(d.price ?? ""));
      const description = String(d.description ?? "");
      return {
        name: d.name,
        description: fitSentences([description], GENERATOR_LIMITS.menuDishDescription),
        price: cents ? formatBrl(cents) : d.price,
      };
    });
  return { dishes };
}
