import { teamMembershipSchema } from "../../../../common/team";
import { request } from "../../../lib/api";

/**
 * POST /api/team/invites/accept: only the invited address may; the session
 * then acts on the team's restaurant. Called once per tap (no hook, no retry).
 */
export const acceptInvite = (token: string) =>
  request(teamMembershipSchema, "POST", "/api/team/invites/accept", { token });
