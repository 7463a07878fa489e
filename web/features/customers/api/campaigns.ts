import { queryOptions, useQuery } from "@tanstack/react-query";
import { campaignListSchema } from "../../../../common/customers";
import { request } from "../../../lib/api";
import { CUSTOMERS_ROOT } from "./keys";

/** GET /api/campaigns (newest first). */
export const fetchCampaigns = () => request(campaignListSchema, "GET", "/api/campaigns");

export const campaignsKey = [...CUSTOMERS_ROOT, "campaigns"] as const;

export const campaignsQueryOptions = () => queryOptions({ queryKey: campaignsKey, queryFn: fetchCampaigns });

export const useCampaigns = () => useQuery(campaignsQueryOptions());
