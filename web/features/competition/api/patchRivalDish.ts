import { type RivalDishPatch, rivalDishSchema } from "../../../../common/competition";
import { request } from "../../../lib/api";
import { useCompetitionMutation } from "./useCompetitionMutation";

/** PATCH /api/competition/dishes/{id}: the match, or a price fixed by hand. */
export const patchRivalDish = ({ id, ...patch }: RivalDishPatch & { id: number }) =>
  request(rivalDishSchema, "PATCH", `/api/competition/dishes/${id}`, patch);
export const usePatchRivalDish = () => useCompetitionMutation(patchRivalDish);
