/**
 * How the figures drawn from imported orders are computed (issue 27). One
 * copy for the import (the daily metrics it fills), the weekly report, its
 * exports and its email: the same words everywhere the figure appears.
 */

/** Statuses of an imported order (STATUS FINAL DO PEDIDO). */
export const ORDER_STATUSES = ["completed", "cancelled", "partially_cancelled"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Who cancelled (ORIGEM DO CANCELAMENTO); "other" for anything the Portal may add. */
export const CANCEL_ORIGINS = ["store", "customer", "logistics", "other"] as const;
export type CancelOrigin = (typeof CANCEL_ORIGINS)[number];

/**
 * "Vendas" of a day or a week: the VALOR DOS ITENS of every order whose final
 * status is not CANCELADO (a partial cancellation counts, with the value the
 * report gives). Orders: the same orders counted. Ticket médio: vendas ÷ pedidos.
 */
export const countsAsSale = (status: OrderStatus): boolean => status !== "cancelled";

export const ORDER_FIGURE_EXPLANATIONS = {
  grossSales: "Vendas brutas = valor dos itens dos pedidos não cancelados",
  orderCount: "Pedidos = pedidos não cancelados (o cancelamento parcial conta)",
  averageTicket: "Ticket médio = vendas brutas ÷ pedidos",
  net: "Líquido = VALOR LIQUIDO do iFood",
} as const;
