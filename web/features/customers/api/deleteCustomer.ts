import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CUSTOMERS_ROOT, send } from "./request";

/** DELETE /api/customers/{id} (owner only; the customer's messages go with them). */
export const deleteCustomer = (id: number) => send("DELETE", `/api/customers/${id}`);

export function useDeleteCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCustomer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CUSTOMERS_ROOT }),
  });
}
