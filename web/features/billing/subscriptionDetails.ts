import type { SubscriptionStatus } from "../../../common/auth";
import { hasPaidAccess, type Subscription } from "../../../common/billing";

const DAY_MS = 86_400_000;

/** Whole days left until `end`, counting a started day as a day; never below zero. */
export function daysLeft(end: string | Date, now: Date): number {
  return Math.max(0, Math.ceil((new Date(end).getTime() - now.getTime()) / DAY_MS));
}

export function daysLeftText(days: number): string {
  if (days === 0) return "Seu teste grátis termina hoje";
  return days === 1 ? "Falta 1 dia de teste grátis" : `Faltam ${days} dias de teste grátis`;
}

export const STATUS_LABELS: Record<SubscriptionStatus, string> = {
  trialing: "Teste grátis",
  active: "Ativa",
  cancelled: "Cancelada",
  expired: "Encerrada",
  none: "Sem plano",
};

/**
 * Whether the account may use the generators now: the server's own rule
 * (hasPaidAccess in common/billing.ts), so the page and the API never disagree.
 */
export function canUseApp(sub: Subscription, now: Date): boolean {
  return hasPaidAccess(sub, now);
}
