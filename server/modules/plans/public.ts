/*
 * What other server modules may use of plans (docs/architecture.md, "Server
 * modules"): an active plan by id, and an account with its plan's features.
 */
export { accountWithPlan, findActivePlan } from "./service";
