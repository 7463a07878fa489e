import { queryOptions, useQuery } from "@tanstack/react-query";
import { rivalListSchema } from "../../../../common/competition";
import { request } from "../../../lib/api";
import { COMPETITION_ROOT } from "./keys";

/** GET /api/competition/rivals */
export const fetchRivals = () => request(rivalListSchema, "GET", "/api/competition/rivals");
export const rivalsKey = [...COMPETITION_ROOT, "rivals"] as const;
export const rivalsQueryOptions = () => queryOptions({ queryKey: rivalsKey, queryFn: fetchRivals });
export const useRivals = () => useQuery(rivalsQueryOptions());
