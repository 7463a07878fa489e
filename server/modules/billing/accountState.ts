import type { AccountStatus } from "../../../common/billing";
import type { users } from "../../db/schema";

type UserRow = typeof users.$inferSelect;
type Facts = Pick<
  UserRow,
  | "subscriptionStatus"
  | "subscriptionActive"
  | "trialEndsAt"
  | "currentPeriodEnd"
  | "firstChargeAt"
  | "mpCustomerId"
>;

const after = (date: Date | null, now: Date) => !!date && date.getTime() > now.getTime();

/**
 * The trial has not ended and nothing was ever charged: a checkout keeps the
 * card and charges R$ 0 (docs/decisions/022-honest-trial.md). A trial
 * cancelled before its end still counts: reactivated, it runs to the same date.
 */
export function trialRunning(user: Facts, now: Date): boolean {
  return (
    (user.subscriptionStatus === "trialing" || user.subscriptionStatus === "cancelled") &&
    !user.firstChargeAt &&
    after(user.trialEndsAt, now)
  );
}

/**
 * Paying now (a paid month running, renewing or cancelled but still paid for)
 * or on a trial with a card on file: a checkout would charge twice. A
 * cancelled paid month goes back to renewing with Reativar, free of charge.
 */
export function alreadySubscribed(user: Facts, now: Date): boolean {
  if (!user.subscriptionActive) return false;
  if (user.subscriptionStatus === "active") return after(user.currentPeriodEnd, now);
  if (user.subscriptionStatus === "cancelled")
    return !!user.firstChargeAt && after(user.currentPeriodEnd, now);
  return user.subscriptionStatus === "trialing" && !!user.mpCustomerId && after(user.trialEndsAt, now);
}

/**
 * The stored state as people read it. The admin switch off (subscriptionActive
 * false) reads "deactivated" unless the owner cancelled; an ended account the
 * admin switched on is an admin grant and reads "active" (hasPaidAccess).
 */
export function accountStatusOf(user: Facts, now: Date): AccountStatus {
  switch (user.subscriptionStatus) {
    case "trialing":
      return user.subscriptionActive ? "trialing" : "deactivated";
    case "active":
      return user.subscriptionActive ? "active" : "deactivated";
    case "cancelled":
      return !user.subscriptionActive && after(user.currentPeriodEnd, now) ? "deactivated" : "cancelled";
    case "expired":
      return user.subscriptionActive ? "active" : "deactivated";
    default:
      return user.subscriptionActive ? "active" : "none";
  }
}

/** When the next charge is due, if one is: a trial with a card, or a paid month that renews. */
export function nextChargeAtOf(user: Facts, now: Date): Date | null {
  const status = accountStatusOf(user, now);
  if (status === "trialing") return user.mpCustomerId ? user.trialEndsAt : null;
  if (status === "active" && user.subscriptionStatus === "active") return user.currentPeriodEnd;
  return null;
}

/** Until when the account uses the app without a new charge. */
export function accessUntilOf(user: Facts, now: Date): Date | null {
  const status = accountStatusOf(user, now);
  if (status === "trialing") return user.trialEndsAt;
  if (status === "active" || status === "cancelled") return user.currentPeriodEnd;
  return null;
}
