import { type GenerateContentRequest, generateContentResponseSchema } from "../../../../common/generators";
import { request } from "../../../lib/api";

/** POST /api/generate-content → { content } */
export const generateContent = (input: GenerateContentRequest) =>
  request(generateContentResponseSchema, "POST", "/api/generate-content", input);
