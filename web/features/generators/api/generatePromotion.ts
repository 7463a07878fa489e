import { type GeneratePromotionRequest, generatedPromotionSchema } from "../../../../common/generators";
import { request } from "../../../lib/api";

/**
 * POST /api/generate-promotion → { title, description, discount, period } (+ the
 * one-line `promotion` the landing demo reads, and the owner's `setup` step).
 */
export const generatePromotion = (input: GeneratePromotionRequest) =>
  request(generatedPromotionSchema, "POST", "/api/generate-promotion", input);
