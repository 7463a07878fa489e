import { type NewObservation, observationSchema } from "../../../../common/competition";
import { request } from "../../../lib/api";
import { useCompetitionMutation } from "./useCompetitionMutation";

/** POST /api/competition/rivals/{id}/observations */
export const addObservation = ({ rivalId, ...input }: NewObservation & { rivalId: number }) =>
  request(observationSchema, "POST", `/api/competition/rivals/${rivalId}/observations`, input);
export const useAddObservation = () => useCompetitionMutation(addObservation);
