import type { AccountStatus, Subscription } from "../../../common/billing";
import { formatShortDate } from "../../../common/format";

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
      return end ? `Teste grátis até ${formatShortDate(end)}` : "Teste grátis";
    }
    case "active":
      return until ? `Ativa até ${formatShortDate(until)}` : "Ativa";
    case "cancelled":
      return until ? `Cancelada — acesso até ${formatShortDate(until)}` : "Cancelada";
    case "deactivated":
      return "Desativada";
    default:
      return "Sem plano";
  }
}
