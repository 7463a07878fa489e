import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type CustomerPatch, customerSchema } from "../../../../common/customers";
import { request } from "../../../lib/api";
import { CUSTOMERS_ROOT } from "./keys";

/** PATCH /api/customers/{id}; `{ consent: false }` is "não quer mais receber". */
export const updateCustomer = ({ id, patch }: { id: number; patch: CustomerPatch }) =>
  request(customerSchema, "PATCH", `/api/customers/${id}`, patch);

export function useUpdateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCustomer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CUSTOMERS_ROOT }),
  });
}
