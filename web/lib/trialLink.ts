/**
 * What a link to /trial may carry in history state: the plan its card was
 * about (pricing). The address stays /trial, as SPEC §2 says of every call to action.
 */
export type TrialLinkState = { planId?: number } | null;
