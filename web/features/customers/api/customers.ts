import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { type CustomerSegment, customerListSchema } from "../../../../common/customers";
import { request } from "../../../lib/api";
import { CUSTOMERS_ROOT } from "./keys";

/** What the list asks for (customerListQuerySchema on the server). */
export type CustomerListQuery = {
  search?: string | undefined;
  segment?: CustomerSegment | undefined;
  page?: number;
};

/** GET /api/customers?search=&segment=&page= */
export function fetchCustomers(query: CustomerListQuery) {
  const params = new URLSearchParams();
  if (query.search) params.set("search", query.search);
  if (query.segment) params.set("segment", query.segment);
  if (query.page && query.page !== 1) params.set("page", String(query.page));
  const qs = params.toString();
  return request(customerListSchema, "GET", `/api/customers${qs ? `?${qs}` : ""}`);
}

export const customersKey = (query: CustomerListQuery) => [...CUSTOMERS_ROOT, "list", query] as const;

export const customersQueryOptions = (query: CustomerListQuery) =>
  queryOptions({
    queryKey: customersKey(query),
    queryFn: () => fetchCustomers(query),
    // The rows stay while the next page or search loads: no jump on a phone.
    placeholderData: keepPreviousData,
  });

export const useCustomers = (query: CustomerListQuery) => useQuery(customersQueryOptions(query));
