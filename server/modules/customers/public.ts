/*
 * What other server modules may use of customers (docs/architecture.md,
 * "Server modules"): the scope a generator's customer message reads.
 */
export { customerScope } from "./service";
