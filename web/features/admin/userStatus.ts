import type { AdminUser, AdminUserStatus } from "../../../common/admin";

/** The account's status as the server states it (issue 17 item 5: trial, active, cancelled, deactivated). */
export const statusOf = (user: AdminUser): AdminUserStatus => user.status;

export const ADMIN_STATUS = {
  trial: { label: "Teste grátis", variant: "warning" },
  active: { label: "Ativa", variant: "success" },
  cancelled: { label: "Cancelada", variant: "neutral" },
  deactivated: { label: "Desativada", variant: "danger" },
} as const satisfies Record<AdminUserStatus, { label: string; variant: string }>;

/** A customer who pays now: switching them off deserves a confirmation. */
export const isPayingCustomer = (user: AdminUser) => user.subscriptionActive && user.status === "active";
