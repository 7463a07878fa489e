import { useMutation, useQueryClient } from "@tanstack/react-query";
import { customerSchema } from "../../../../common/customers";
import { request } from "../../../lib/api";
import { CUSTOMERS_ROOT } from "./keys";

/** POST /api/customers/{id}/orders: "+1 pedido hoje" (one more order, last order today). */
export const recordOrder = (id: number) => request(customerSchema, "POST", `/api/customers/${id}/orders`);

export function useRecordOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CUSTOMERS_ROOT }),
  });
}
