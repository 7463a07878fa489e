import { noContent, request } from "../../../lib/api";
import { useCompetitionMutation } from "./useCompetitionMutation";

/** DELETE /api/competition/rivals/{id} (owner only) */
export const deleteRival = (id: number) => request(noContent, "DELETE", `/api/competition/rivals/${id}`);
export const useDeleteRival = () => useCompetitionMutation(deleteRival);
