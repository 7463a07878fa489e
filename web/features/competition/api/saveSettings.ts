import { type CompetitionSettings, competitionSettingsSchema } from "../../../../common/competition";
import { request } from "../../../lib/api";
import { useCompetitionMutation } from "./useCompetitionMutation";

/** PUT /api/competition/settings: fee profile, margin, our delivery fee, alert threshold. */
export const saveSettings = (input: CompetitionSettings) =>
  request(competitionSettingsSchema, "PUT", "/api/competition/settings", input);
export const useSaveSettings = () => useCompetitionMutation(saveSettings);
