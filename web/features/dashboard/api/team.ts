import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Team, TeamInvitation, TeamInvite, TeamMember } from "../../../../common/team";
import { ApiError, apiJson, apiRequest } from "../../../lib/api";
import { dashboardKeys } from "./keys";

/** The current restaurant's team; a 403 means the user is a member there, not the owner. */
export function useTeam() {
  return useQuery<Team>({
    queryKey: dashboardKeys.team,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
}

export function useInviteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TeamInvite) => apiJson<TeamMember>("POST", "/api/team", input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.team }),
  });
}

export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiRequest("DELETE", `/api/team/${id}`);
      return id;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.team }),
  });
}

/**
 * True when the session acts on a restaurant as a team member (GET /api/team
 * answers 403): the dashboard hides what only the owner may do
 * (docs/team-permissions.md); the server refuses it anyway.
 */
export function useActsAsMember(): boolean {
  const team = useTeam();
  return team.error instanceof ApiError && team.error.status === 403;
}

/** Pending invites addressed to the signed-in user. */
export function useTeamInvites() {
  return useQuery<TeamInvitation[]>({ queryKey: dashboardKeys.teamInvites });
}
