import { BILLING_CURRENCY } from "../../../common/billing";
import type { CheckoutPreview } from "../../../common/billingAccount";
import { TRIAL_DAYS } from "../../../common/constants";
import { formatMoney, formatShortDate } from "../../../common/format";

export type ChargeTerms = Pick<CheckoutPreview, "amount" | "currency" | "chargeToday" | "firstChargeAt"> &
  Partial<Pick<CheckoutPreview, "trialUsed">>;

/** True while the trial runs: the card is verified, nothing is charged today. */
export const isTrialStart = (terms: ChargeTerms) => terms.chargeToday === 0 && terms.firstChargeAt !== null;

/**
 * What today costs, in one line (issue 17 item 1): "Hoje: US$ 0 ·
 * Primeira cobrança em 30/11: US$ 39" while the trial runs, or the charge
 * made today once it is over. One currency on the line (issue 30): the
 * plan's, written by common/format.
 */
export function todayLine(terms: ChargeTerms): string {
  if (isTrialStart(terms) && terms.firstChargeAt) {
    return `Hoje: ${formatMoney(0, terms.currency)} · Primeira cobrança em ${formatShortDate(terms.firstChargeAt)}: ${formatMoney(terms.amount, terms.currency)}`;
  }
  return `Cobrança de ${formatMoney(terms.chargeToday, terms.currency)} hoje`;
}

/** The terms of a trial that would start now (the /trial form, before there is an account to ask about). */
export function newTrialTerms(amount: number, now: Date): ChargeTerms {
  return {
    amount,
    currency: BILLING_CURRENCY,
    chargeToday: 0,
    firstChargeAt: new Date(now.getTime() + TRIAL_DAYS * 86_400_000).toISOString(),
  };
}
