import { type MenuSave, menuSaveResultSchema } from "../../../../common/competition";
import { request } from "../../../lib/api";
import { useCompetitionMutation } from "./useCompetitionMutation";

/** POST /api/competition/rivals/{id}/menu: the confirmed dishes; changed prices go to the history. */
export const saveMenu = ({ rivalId, ...input }: MenuSave & { rivalId: number }) =>
  request(menuSaveResultSchema, "POST", `/api/competition/rivals/${rivalId}/menu`, input);
export const useSaveMenu = () => useCompetitionMutation(saveMenu);
