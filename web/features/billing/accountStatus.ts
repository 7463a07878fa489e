import type { AccountStatus, Subscription } from "../../../common/billing";
import { formatDayMonth } from "./money";

export const ACCOUNT_STATUS_LABELS: Record<AccountStatus, string> = {
  trialing: "Teste grátis",
  active: "Ativa",
  cancelled: "Cancelada",
  deactivated: "Desativada",
  none: "Sem plano",
};

export const ACCOUNT_STATUS_BADGE = {
  trialing: "warning",
  active: "success",
  cancelled: "neutral",
  deactivated: "danger",
  none: "neutral",
} as const satisfies Record<AccountStatus, string>;

type StatusFacts = Pick<Subscription, "status" | "trialEndsAt" | "accessUntil" | "currentPeriodEnd">;

/**
 * The account's state in the words of issue 17 item 4: "Teste grátis até
 * DD/MM", "Ativa até DD/MM", "Cancelada — acesso até DD/MM", "Desativada".
 */
export function accountStatusLine(sub: StatusFacts): string {
  const until = sub.accessUntil ?? sub.currentPeriodEnd;
  switch (sub.status) {
    case "trialing": {
      const end = sub.trialEndsAt ?? until;
      return end ? `Teste grátis até ${formatDayMonth(end)}` : "Teste grátis";
    }
    case "active":
      return until ? `Ativa até ${formatDayMonth(until)}` : "Ativa";
    case "cancelled":
      return until ? `Cancelada — acesso até ${formatDayMonth(until)}` : "Cancelada";
    case "deactivated":
      return "Desativada";
    default:
      return "Sem plano";
  }
}
