import type { QueryClient } from "@tanstack/react-query";
import { noContent, request } from "../../../lib/api";
import { teamKey } from "../../../lib/team";

/** DELETE /api/team/{id}; `keepalive` when the page is going away. */
export const deleteTeamMember = (id: number, keepalive = false) =>
  request(noContent, "DELETE", `/api/team/${id}`, undefined, { keepalive });

/**
 * Removes a member (after the toast's "Desfazer" went unused) and reloads the
 * team. A plain function: the undoable removal calls it as the page may be leaving.
 */
export async function removeTeamMember(
  queryClient: QueryClient,
  id: number,
  keepalive = false,
): Promise<void> {
  await deleteTeamMember(id, keepalive);
  await queryClient.invalidateQueries({ queryKey: teamKey });
}
