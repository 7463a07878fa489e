import { queryOptions, useQuery } from "@tanstack/react-query";
import { checklistSchema } from "../../../../common/checklist";
import { request } from "../../../lib/api";

/** GET /api/checklist: this week's items. */
export const fetchChecklist = () => request(checklistSchema, "GET", "/api/checklist");

export const checklistKey = ["/api/checklist"] as const;

export const checklistQueryOptions = () => queryOptions({ queryKey: checklistKey, queryFn: fetchChecklist });

export const useChecklist = () => useQuery(checklistQueryOptions());
