import { queryOptions, useQuery } from "@tanstack/react-query";
import { boardSchema } from "../../../../common/competition";
import { request } from "../../../lib/api";
import { COMPETITION_ROOT } from "./keys";

/** GET /api/competition/board: the price board, the fee profile and the alerts. */
export const fetchBoard = () => request(boardSchema, "GET", "/api/competition/board");
export const boardKey = [...COMPETITION_ROOT, "board"] as const;
export const boardQueryOptions = () => queryOptions({ queryKey: boardKey, queryFn: fetchBoard });
export const useBoard = () => useQuery(boardQueryOptions());
