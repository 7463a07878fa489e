import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type DayMetricsInput, dayMetricsSchema } from "../../../../common/metrics";
import { request } from "../../../lib/api";
import { refreshFigures } from "./metrics";

/** PUT /api/metrics/{date}: one day's figures. */
export const saveDay = ({ date, figures }: { date: string; figures: DayMetricsInput }) =>
  request(dayMetricsSchema, "PUT", `/api/metrics/${date}`, figures);

export function useSaveDay() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveDay, onSuccess: () => refreshFigures(queryClient) });
}
