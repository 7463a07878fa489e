/*
 * What other server modules may use of billing (docs/architecture.md,
 * "Server modules"): what the sign-up needs to start a trial (the card's
 * zero-amount check, the one-trial-per-person claims, the trial itself and
 * its mail). Everything else in billing/ is its own.
 */
export { billingMails } from "./billingMails";
export { trialEnd } from "./periods";
export { verifyTrialCard } from "./service";
export { startTrial } from "./trial";
export { cardClaim, claimTrial, mailboxClaim, takenClaim, trialUsed } from "./trialClaims";
