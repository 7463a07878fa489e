import type { Generation } from "../../../common/generations";
import {
  type GeneratedMenuDish,
  type GeneratedPromotion,
  generateContentResponseSchema,
  generatedMenuDishSchema,
  generatedPromotionSchema,
  generateResponseResponseSchema,
} from "../../../common/generators";
import { z } from "../../../common/zod";
import { goalLabel, KIND_LABELS, typeLabel } from "./labels";

/** A promotion as the owner pastes it into the delivery app. */
export function promotionText(
  p: Pick<GeneratedPromotion, "title" | "description" | "discount" | "period">,
): string {
  return `${p.title}\n\n${p.description}\n\nDesconto: ${p.discount}\nPeríodo: ${p.period}`;
}

/** The landing demo's one line (SPEC §7 `promotion`), else one written from the parts. */
export function promotionSummary(p: GeneratedPromotion): string {
  return p.promotion?.trim() || `${p.title}\n${p.description}\n${p.discount} · ${p.period}`;
}

/** A suggested menu, one dish a paragraph: name and price, then the description. */
export function menuText(dishes: readonly GeneratedMenuDish[]): string {
  return dishes.map((d) => `${d.name} — ${d.price}\n${d.description}`).join("\n\n");
}

function shorten(text: string, max: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

// The history reads any non-empty menu, not only the 5 to 8 dishes a new one has.
const savedMenuSchema = z.object({ dishes: z.array(generatedMenuDishSchema).min(1) });

const inputSchema = z.object({
  dishName: z.string().optional(),
  goal: z.string().optional(),
  businessType: z.string().optional(),
  restaurantType: z.string().optional(),
  reviewText: z.string().optional(),
});

/**
 * A saved generation as the history shows it: what was asked, and the text to
 * copy. A row whose output does not read as its kind (older or foreign data)
 * answers null and is left out rather than shown as "undefined".
 */
export function savedGenerationText(g: Generation): { heading: string; text: string } | null {
  const input = inputSchema.safeParse(g.input);
  const asked = input.success ? input.data : {};
  switch (g.kind) {
    case "content": {
      const out = generateContentResponseSchema.safeParse(g.output);
      if (!out.success) return null;
      return {
        heading: asked.dishName ? shorten(asked.dishName, 80) : KIND_LABELS.content,
        text: out.data.content,
      };
    }
    case "promotion": {
      const out = generatedPromotionSchema.safeParse(g.output);
      if (!out.success) return null;
      const goal = asked.goal
        ? goalLabel(asked.goal)
        : asked.businessType
          ? typeLabel(asked.businessType)
          : null;
      return {
        heading: goal ? `${out.data.title} · ${goal}` : out.data.title,
        text: promotionText(out.data),
      };
    }
    case "menu": {
      const out = savedMenuSchema.safeParse(g.output);
      if (!out.success) return null;
      const heading = asked.restaurantType ? `Cardápio ${typeLabel(asked.restaurantType)}` : "Cardápio";
      return { heading, text: menuText(out.data.dishes) };
    }
    case "response": {
      const out = generateResponseResponseSchema.safeParse(g.output);
      if (!out.success) return null;
      const heading = asked.reviewText
        ? `Resposta a: “${shorten(asked.reviewText, 60)}”`
        : KIND_LABELS.response;
      return { heading, text: out.data.response };
    }
  }
}
