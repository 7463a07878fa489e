import { queryOptions, useQuery } from "@tanstack/react-query";
import { generationSchema } from "../../../../common/generations";
import type { GenerationKind } from "../../../../common/generators";
import { z } from "../../../../common/zod";
import { request } from "../../../lib/api";
import { GENERATIONS_ROOT } from "./keys";

export const HISTORY_LIMIT = 20;

const generationListSchema = z.array(generationSchema);

/** GET /api/generations?limit=&kind=: the restaurant's latest generations, newest first. */
export function fetchGenerations(kind: GenerationKind | undefined) {
  const query = new URLSearchParams({ limit: String(HISTORY_LIMIT) });
  if (kind) query.set("kind", kind);
  return request(generationListSchema, "GET", `/api/generations?${query}`);
}

export const generationsQueryOptions = (kind: GenerationKind | undefined) =>
  queryOptions({
    queryKey: [...GENERATIONS_ROOT, kind ?? "todos"] as const,
    queryFn: () => fetchGenerations(kind),
  });

/** The restaurant's latest generations, optionally of one kind. */
export const useRecentGenerations = (kind: GenerationKind | undefined) =>
  useQuery(generationsQueryOptions(kind));
