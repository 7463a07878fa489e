import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type TestEmailInput, testEmailSentSchema } from "../../../../common/admin";
import { type AdminAccess, adminRequest } from "./adminRequest";
import { adminAuditKey } from "./audit";

/** POST /api/test-email */
export const sendTestEmail = (access: AdminAccess, input: TestEmailInput) =>
  adminRequest(access, testEmailSentSchema, "POST", "/api/test-email", input);

export function useSendTestEmail(access: AdminAccess) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TestEmailInput) => sendTestEmail(access, input),
    // A second try after a 502 could deliver the test twice: the admin decides.
    retry: false,
    // Sent or not, the attempt is in the activity list.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminAuditKey }),
  });
}
