import { type GenerateResponseRequest, generatedReviewReplySchema } from "../../../../common/generators";
import { request } from "../../../lib/api";

/** POST /api/generate-response → { response } plus the points, safety and moderation the engine read. */
export const generateResponse = (input: GenerateResponseRequest) =>
  request(generatedReviewReplySchema, "POST", "/api/generate-response", input);
