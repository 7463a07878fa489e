import { queryOptions, useQuery } from "@tanstack/react-query";
import { teamSchema } from "../../common/team";
import { ApiError, request } from "./api";

/** GET /api/team: the current restaurant's team; a 403 means the user is a member there, not the owner. */
export const fetchTeam = () => request(teamSchema, "GET", "/api/team");

export const teamKey = ["/api/team"] as const;

export const teamQueryOptions = () =>
  queryOptions({
    queryKey: teamKey,
    queryFn: fetchTeam,
    // A 4xx (the member's 403) is an answer: no retries before the owner-only parts hide.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });

export const useTeam = () => useQuery(teamQueryOptions());

/**
 * True when the session acts on a restaurant as a team member (GET /api/team
 * answers 403): the dashboard hides what only the owner may do
 * (docs/team-permissions.md); the server refuses it anyway.
 */
export function useActsAsMember(): boolean {
  const team = useTeam();
  return team.error instanceof ApiError && team.error.status === 403;
}
