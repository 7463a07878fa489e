/*
 * What other server modules may use of team (docs/architecture.md, "Server
 * modules"): who acts (owner or member) and the owner-only check.
 */
export { type Actor, assertOwnerMay } from "./permissions";
