import type { AdminUser } from "../../../common/admin";

export type AdminUserStatus = "trial" | "active" | "cancelled" | "deactivated";

/**
 * The account's status as the server states it (issue 17 item 5: trial,
 * active, cancelled, deactivated). An answer without it (a server from before
 * the field) falls back to the SPEC's switch: on reads active, off deactivated.
 */
export function statusOf(user: AdminUser): AdminUserStatus {
  const row: AdminUser & { status?: unknown } = user;
  if (row.status === "trial" || row.status === "active" || row.status === "cancelled") return row.status;
  if (row.status === "deactivated") return "deactivated";
  return user.subscriptionActive ? "active" : "deactivated";
}

export const ADMIN_STATUS = {
  trial: { label: "Teste grátis", variant: "warning" },
  active: { label: "Ativa", variant: "success" },
  cancelled: { label: "Cancelada", variant: "neutral" },
  deactivated: { label: "Desativada", variant: "danger" },
} as const satisfies Record<AdminUserStatus, { label: string; variant: string }>;

/** A customer who pays now: switching them off deserves a confirmation. */
export const isPayingCustomer = (user: AdminUser) => user.subscriptionActive && statusOf(user) === "active";
