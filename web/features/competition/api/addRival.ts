import { type NewRival, rivalSchema } from "../../../../common/competition";
import { request } from "../../../lib/api";
import { useCompetitionMutation } from "./useCompetitionMutation";

/** POST /api/competition/rivals */
export const addRival = (input: NewRival) => request(rivalSchema, "POST", "/api/competition/rivals", input);
export const useAddRival = () => useCompetitionMutation(addRival);
