import { queryOptions, useQuery } from "@tanstack/react-query";
import { rivalDetailSchema } from "../../../../common/competition";
import { request } from "../../../lib/api";
import { COMPETITION_ROOT } from "./keys";

/** GET /api/competition/rivals/{id}: observations and dishes with their price history. */
export const fetchRival = (id: number) => request(rivalDetailSchema, "GET", `/api/competition/rivals/${id}`);
export const rivalQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...COMPETITION_ROOT, "rival", id], queryFn: () => fetchRival(id) });
export const useRival = (id: number | null) =>
  useQuery({ ...rivalQueryOptions(id ?? 0), enabled: id !== null });
