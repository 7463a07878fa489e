import { TRIAL_DAYS } from "../../../common/constants";

const DAY_MS = 24 * 60 * 60 * 1000;

export const trialEnd = (start: Date): Date => new Date(start.getTime() + TRIAL_DAYS * DAY_MS);

/** One month later, clamped to the month's last day (31 Jan → 28/29 Feb). */
export function addMonth(date: Date): Date {
  const next = new Date(date);
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}

export const daysBetween = (from: Date, to: Date): number => (to.getTime() - from.getTime()) / DAY_MS;
