import { queryOptions, useQuery } from "@tanstack/react-query";
import { messageListSchema } from "../../../../common/customers";
import { request } from "../../../lib/api";
import { CUSTOMERS_ROOT } from "./keys";

/** GET /api/messages?campaignId= : the campaign and its messages. */
export const fetchMessages = (campaignId: number) =>
  request(messageListSchema, "GET", `/api/messages?campaignId=${campaignId}`);

export const messagesKey = (campaignId: number) => [...CUSTOMERS_ROOT, "messages", campaignId] as const;

export const messagesQueryOptions = (campaignId: number) =>
  queryOptions({ queryKey: messagesKey(campaignId), queryFn: () => fetchMessages(campaignId) });

export const useMessages = (campaignId: number | null) =>
  useQuery({ ...messagesQueryOptions(campaignId ?? 0), enabled: campaignId !== null });
