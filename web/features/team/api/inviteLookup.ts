import { queryOptions, useQuery } from "@tanstack/react-query";
import { teamInviteLookupSchema } from "../../../../common/team";
import { request } from "../../../lib/api";

/** POST /api/team/invites/lookup: who invited to which restaurant (the token goes in the body, never a URL). */
export const lookupInvite = (token: string) =>
  request(teamInviteLookupSchema, "POST", "/api/team/invites/lookup", { token });

export const inviteLookupKey = (token: string) => ["/api/team/invites/lookup", token] as const;

export const inviteLookupQueryOptions = (token: string) =>
  queryOptions({
    queryKey: inviteLookupKey(token),
    queryFn: () => lookupInvite(token),
    // A dead or unknown token stays so: say it at once, and never ask again for the same token.
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The invitation of the link; no token (an incomplete link) asks nothing. */
export const useInviteLookup = (token: string | null) =>
  useQuery({ ...inviteLookupQueryOptions(token ?? ""), enabled: !!token });
