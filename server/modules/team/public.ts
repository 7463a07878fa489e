/*
 * What other server modules may use of team (docs/architecture.md, "Server
 * modules"): who acts (owner or member), the owner-only check and whether an
 * address is only a team member (no trial mails of its own).
 */

export { teamMemberOnly } from "./memberOnly";
export { type Actor, assertOwnerMay } from "./permissions";
