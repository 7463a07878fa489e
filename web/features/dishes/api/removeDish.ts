import type { QueryClient } from "@tanstack/react-query";
import type { Dish } from "../../../../common/dishes";
import { noContent, request } from "../../../lib/api";
import { summaryKey } from "../../../lib/weeklySummary";
import { dishesKey } from "./dishes";

/** DELETE /api/dishes/{id}; `keepalive` when the page is going away. */
export const deleteDish = (id: number, keepalive = false) =>
  request(noContent, "DELETE", `/api/dishes/${id}`, undefined, { keepalive });

/**
 * Deletes a dish (after the toast's "Desfazer" went unused) and updates the
 * list and the summary. A plain function, not a mutation hook: the undoable
 * removal calls it as the page may be leaving.
 */
export async function removeDish(queryClient: QueryClient, id: number, keepalive = false): Promise<void> {
  await deleteDish(id, keepalive);
  queryClient.setQueryData<Dish[]>(dishesKey, (old) => old?.filter((d) => d.id !== id));
  void queryClient.invalidateQueries({ queryKey: summaryKey });
}
