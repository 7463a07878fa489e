import { useMutation, useQueryClient } from "@tanstack/react-query";
import { noContent, request } from "../../../lib/api";
import { CUSTOMERS_ROOT } from "./keys";

/** DELETE /api/customers/{id} (owner only; the customer's messages go with them). */
export const deleteCustomer = (id: number) => request(noContent, "DELETE", `/api/customers/${id}`);

export function useDeleteCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCustomer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CUSTOMERS_ROOT }),
  });
}
