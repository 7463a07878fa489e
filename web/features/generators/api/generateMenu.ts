import {
  GENERATION_TRIGGER_HEADER,
  type GenerateMenuRequest,
  type GenerateMenuResponse,
  generatedMenuDishSchema,
} from "../../../../common/generators";
import { z } from "../../../../common/zod";
import { request } from "../../../lib/api";

/**
 * SPEC §7: a missing list reads as empty (so does an empty body). The dishes
 * themselves are read with the common/ schema; their count is not checked
 * here, the screen says so when none came.
 */
const menuAnswerSchema = z
  .object({ dishes: z.array(generatedMenuDishSchema).optional() })
  .nullable()
  .transform((answer) => ({ dishes: answer?.dishes ?? [] }));

/** A menu request, and whether the owner asked for it (the dashboard's first one of a visit comes by itself). */
export type MenuAsk = { request: GenerateMenuRequest; automatic?: boolean };

/** POST /api/generate-menu → { dishes }; an automatic one says so in a header and is not kept in the history. */
export const generateMenu = ({ request: input, automatic }: MenuAsk): Promise<GenerateMenuResponse> =>
  request(menuAnswerSchema, "POST", "/api/generate-menu", input, {
    ...(automatic ? { headers: { [GENERATION_TRIGGER_HEADER]: "automatic" } } : {}),
  });
