import { queryOptions, useQuery } from "@tanstack/react-query";
import { orderImportListSchema } from "../../../../common/orders";
import { request } from "../../../lib/api";

/** GET /api/orders/imports: the restaurant's past imports, newest first. */
export const fetchImports = () => request(orderImportListSchema, "GET", "/api/orders/imports");

export const importsKey = ["/api/orders/imports"] as const;

export const importsQueryOptions = () => queryOptions({ queryKey: importsKey, queryFn: fetchImports });

export const useImports = () => useQuery(importsQueryOptions());
