import { apiJson } from "../../../lib/api";
import {
  type GeneratedDish,
  type GeneratedPromotion,
  readContent,
  readMenu,
  readPromotion,
  readPromotionSummary,
  readResponse,
} from "./generatorAnswers";

/** The public pages' calls to the generators of SPEC §7 (the endpoints live in the AI module). */
export const generateContent = async (dishName: string, businessType: string): Promise<string> =>
  readContent(await apiJson<unknown>("POST", "/api/generate-content", { dishName, businessType }));

/** Resources: a promotion for an objective, with its fields. */
export const generatePromotion = async (goal: string): Promise<GeneratedPromotion> =>
  readPromotion(await apiJson<unknown>("POST", "/api/generate-promotion", { goal }));

/** Landing demo: a one-line promotion for a business type. */
export const generateDemoPromotion = async (businessType: string): Promise<string> =>
  readPromotionSummary(await apiJson<unknown>("POST", "/api/generate-promotion", { businessType }));

export const generateResponse = async (reviewText: string, businessType: string): Promise<string> =>
  readResponse(await apiJson<unknown>("POST", "/api/generate-response", { reviewText, businessType }));

export const generateMenu = async (restaurantType: string): Promise<GeneratedDish[]> =>
  readMenu(await apiJson<unknown>("POST", "/api/generate-menu", { restaurantType }));
