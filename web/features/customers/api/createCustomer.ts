import { useMutation, useQueryClient } from "@tanstack/react-query";
import { customerSchema, type NewCustomer } from "../../../../common/customers";
import { request } from "../../../lib/api";
import { CUSTOMERS_ROOT } from "./keys";

/** POST /api/customers */
export const createCustomer = (input: NewCustomer) =>
  request(customerSchema, "POST", "/api/customers", input);

export function useCreateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCustomer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CUSTOMERS_ROOT }),
  });
}
