import { noContent, request } from "../../../lib/api";
import { useCompetitionMutation } from "./useCompetitionMutation";

/** DELETE /api/competition/observations/{id} (owner only) */
export const deleteObservation = (id: number) =>
  request(noContent, "DELETE", `/api/competition/observations/${id}`);
export const useDeleteObservation = () => useCompetitionMutation(deleteObservation);
