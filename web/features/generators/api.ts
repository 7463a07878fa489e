import { useQuery } from "@tanstack/react-query";
import type { Generation } from "../../../common/generations";
import type {
  GenerateContentRequest,
  GenerateContentResponse,
  GeneratedPromotion,
  GeneratedReviewReply,
  GenerateMenuRequest,
  GenerateMenuResponse,
  GeneratePromotionRequest,
  GenerateResponseRequest,
  GenerationKind,
} from "../../../common/generators";
import { GENERATION_TRIGGER_HEADER } from "../../../common/generators";
import { apiJson } from "../../lib/api";

/** SPEC §7's four generate calls, as the dashboard makes them. */
export const generateContent = (input: GenerateContentRequest) =>
  apiJson<GenerateContentResponse>("POST", "/api/generate-content", input);

export const generatePromotion = (input: GeneratePromotionRequest) =>
  apiJson<GeneratedPromotion>("POST", "/api/generate-promotion", input);

export const generateResponse = (input: GenerateResponseRequest) =>
  apiJson<GeneratedReviewReply>("POST", "/api/generate-response", input);

/** SPEC §7: a missing list reads as empty. */
/** A menu request, and whether the owner asked for it (the first one of a visit comes by itself). */
export type MenuAsk = { request: GenerateMenuRequest; automatic?: boolean };

export const generateMenu = async ({ request, automatic }: MenuAsk): Promise<GenerateMenuResponse> => {
  const answer = await apiJson<Partial<GenerateMenuResponse> | null>(
    "POST",
    "/api/generate-menu",
    request,
    automatic ? { [GENERATION_TRIGGER_HEADER]: "automatic" } : undefined,
  );
  return { dishes: answer?.dishes ?? [] };
};

export const HISTORY_LIMIT = 20;

export const generationKeys = {
  all: ["/api/generations"] as const,
  recent: (kind: GenerationKind | undefined) => ["/api/generations", kind ?? "todos"] as const,
};

/** The restaurant's latest generations, newest first, optionally of one kind. */
export function useRecentGenerations(kind: GenerationKind | undefined) {
  return useQuery<Generation[]>({
    queryKey: generationKeys.recent(kind),
    queryFn: () => {
      const query = new URLSearchParams({ limit: String(HISTORY_LIMIT) });
      if (kind) query.set("kind", kind);
      return apiJson<Generation[]>("GET", `/api/generations?${query}`);
    },
  });
}
