import { useMutation, useQueryClient } from "@tanstack/react-query";
import { weeklyEmailSchema } from "../../../../common/reports";
import { request } from "../../../lib/api";
import { reportWeeksKey } from "./reportWeeks";

/** PUT /api/reports/email: the Monday email on or off. */
export const saveWeeklyEmail = (enabled: boolean) =>
  request(weeklyEmailSchema, "PUT", "/api/reports/email", { enabled });

export function useWeeklyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveWeeklyEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportWeeksKey }),
  });
}
