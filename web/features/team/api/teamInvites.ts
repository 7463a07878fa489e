import { queryOptions, useQuery } from "@tanstack/react-query";
import { teamInvitationListSchema } from "../../../../common/team";
import { request } from "../../../lib/api";

/** GET /api/team/invites: pending invites addressed to the signed-in user. */
export const fetchTeamInvites = () => request(teamInvitationListSchema, "GET", "/api/team/invites");

export const teamInvitesKey = ["/api/team/invites"] as const;

export const teamInvitesQueryOptions = () =>
  queryOptions({ queryKey: teamInvitesKey, queryFn: fetchTeamInvites });

export const useTeamInvites = () => useQuery(teamInvitesQueryOptions());
