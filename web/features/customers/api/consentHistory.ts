import { queryOptions, useQuery } from "@tanstack/react-query";
import { consentHistorySchema } from "../../../../common/customers";
import { request } from "../../../lib/api";
import { CUSTOMERS_ROOT } from "./keys";

/** GET /api/customers/{id}/consent-history: the customer's answers about messages, oldest first. */
export const fetchConsentHistory = (customerId: number) =>
  request(consentHistorySchema, "GET", `/api/customers/${customerId}/consent-history`);

/** Under CUSTOMERS_ROOT: a saved change of the customer refreshes it with the list. */
export const consentHistoryKey = (customerId: number) =>
  [...CUSTOMERS_ROOT, "consent-history", customerId] as const;

export const consentHistoryQueryOptions = (customerId: number) =>
  queryOptions({ queryKey: consentHistoryKey(customerId), queryFn: () => fetchConsentHistory(customerId) });

export const useConsentHistory = (customerId: number) => useQuery(consentHistoryQueryOptions(customerId));
