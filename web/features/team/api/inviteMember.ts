import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type TeamInvite, teamMemberSchema } from "../../../../common/team";
import { request } from "../../../lib/api";
import { teamKey } from "../../../lib/team";

/** POST /api/team: invites (or, for a pending address, invites again) by email. */
export const inviteMember = (input: TeamInvite) => request(teamMemberSchema, "POST", "/api/team", input);

export function useInviteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKey }),
  });
}
