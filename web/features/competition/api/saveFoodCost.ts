import { noContent, request } from "../../../lib/api";
import { useCompetitionMutation } from "./useCompetitionMutation";

/** PUT /api/competition/food-costs/{dishId} (null forgets it) */
export const saveFoodCost = ({ dishId, costCents }: { dishId: number; costCents: number | null }) =>
  request(noContent, "PUT", `/api/competition/food-costs/${dishId}`, { costCents });
export const useSaveFoodCost = () => useCompetitionMutation(saveFoodCost);
