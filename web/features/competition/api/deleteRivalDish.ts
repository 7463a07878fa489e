import { noContent, request } from "../../../lib/api";
import { useCompetitionMutation } from "./useCompetitionMutation";

/** DELETE /api/competition/dishes/{id} (owner only) */
export const deleteRivalDish = (id: number) => request(noContent, "DELETE", `/api/competition/dishes/${id}`);
export const useDeleteRivalDish = () => useCompetitionMutation(deleteRivalDish);
