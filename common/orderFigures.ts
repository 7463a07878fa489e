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
 * "Vendas" (gross sales) of an order: the VALOR DOS ITENS of an order whose
 * final status is not CANCELADO, less the VALOR DOS ITENS CANCELADOS of a
 * partial cancellation (GROSS_SALES_DEFINITION below). The import's daily
 * figures, the report (order_days, migration 0017) and the exports all sum this.
 * Orders: the orders not cancelled. Ticket médio: vendas ÷ pedidos.
 */
export function saleValueCents(order: {
  status: OrderStatus;
  itemsCents: number | null;
  cancelledItemsCents: number | null;
}): number {
  if (order.status === "cancelled") return 0;
  const cancelled = order.status === "partially_cancelled" ? (order.cancelledItemsCents ?? 0) : 0;
  return (order.itemsCents ?? 0) - cancelled;
}

export const ORDER_FIGURE_KEYS = [
  "grossSales",
  "orders",
  "averageTicket",
  "cancelledOrders",
  "cancelledValue",
  "cancellationRate",
  "storeCancellationRate",
  "customerCancellationRate",
  "logisticsCancellationRate",
  "storeDiscounts",
  "marketplaceDiscounts",
  "fees",
  "net",
  "netAfterFoodCost",
  "avgPrepMinutes",
  "lateRate",
  "avgDelayMinutes",
] as const;
export type OrderFigureKey = (typeof ORDER_FIGURE_KEYS)[number];

/** How a figure is shown: money in cents, a count, a percent (0–100) or minutes. */
export type OrderFigureUnit = "cents" | "count" | "percent" | "minutes";

export const GROSS_SALES_DEFINITION =
  "Vendas brutas = valor dos itens (VALOR DOS ITENS) dos pedidos não cancelados; num cancelamento parcial, menos o valor dos itens cancelados.";

export const ORDER_FIGURES: Record<
  OrderFigureKey,
  { label: string; unit: OrderFigureUnit; definition: string; higherIsBetter: boolean }
> = {
  grossSales: {
    label: "Vendas brutas",
    unit: "cents",
    definition: GROSS_SALES_DEFINITION,
    higherIsBetter: true,
  },
  orders: {
    label: "Pedidos",
    unit: "count",
    definition: "Pedidos = pedidos não cancelados (concluídos e com cancelamento parcial).",
    higherIsBetter: true,
  },
  averageTicket: {
    label: "Ticket médio",
    unit: "cents",
    definition: "Ticket médio = vendas brutas ÷ pedidos.",
    higherIsBetter: true,
  },
  cancelledOrders: {
    label: "Cancelamentos",
    unit: "count",
    definition: "Cancelamentos = pedidos com status CANCELADO.",
    higherIsBetter: false,
  },
  cancelledValue: {
    label: "Valor cancelado",
    unit: "cents",
    definition:
      "Valor cancelado = valor dos itens dos pedidos cancelados + valor dos itens cancelados dos cancelamentos parciais.",
    higherIsBetter: false,
  },
  cancellationRate: {
    label: "Taxa de cancelamento",
    unit: "percent",
    definition: "Taxa de cancelamento = pedidos cancelados ÷ todos os pedidos recebidos na semana.",
    higherIsBetter: false,
  },
  storeCancellationRate: {
    label: "Cancelamento pela loja",
    unit: "percent",
    definition:
      "Cancelamento pela loja = pedidos cancelados com origem MERCHANT ÷ todos os pedidos recebidos.",
    higherIsBetter: false,
  },
  customerCancellationRate: {
    label: "Cancelamento pelo cliente",
    unit: "percent",
    definition:
      "Cancelamento pelo cliente = pedidos cancelados com origem CLIENTE ÷ todos os pedidos recebidos.",
    higherIsBetter: false,
  },
  logisticsCancellationRate: {
    label: "Cancelamento pela logística",
    unit: "percent",
    definition:
      "Cancelamento pela logística = pedidos cancelados com origem LOGISTICS ÷ todos os pedidos recebidos.",
    higherIsBetter: false,
  },
  storeDiscounts: {
    label: "Descontos pagos pela loja",
    unit: "cents",
    definition:
      "Descontos pagos pela loja = INCENTIVO PROMOCIONAL DA LOJA + INCENTIVO PROMOCIONAL DA REDE dos pedidos não cancelados.",
    higherIsBetter: false,
  },
  marketplaceDiscounts: {
    label: "Descontos pagos pelo iFood",
    unit: "cents",
    definition: "Descontos pagos pelo iFood = INCENTIVO PROMOCIONAL DO IFOOD dos pedidos não cancelados.",
    higherIsBetter: true,
  },
  fees: {
    label: "Taxas e comissões",
    unit: "cents",
    definition:
      "Taxas e comissões = soma de TAXAS E COMISSOES de todos os pedidos da semana (em valor absoluto).",
    higherIsBetter: false,
  },
  net: {
    label: "Líquido recebido",
    unit: "cents",
    definition: "Líquido = soma do VALOR LIQUIDO do iFood de todos os pedidos da semana.",
    higherIsBetter: true,
  },
  netAfterFoodCost: {
    label: "Líquido menos custo dos pratos",
    unit: "cents",
    definition:
      "Líquido menos custo dos pratos = líquido − vendas brutas × custo médio dos pratos (soma dos custos ÷ soma dos preços dos pratos com custo informado). É uma estimativa: o relatório do iFood não traz os itens de cada pedido. Só aparece quando ao menos um prato tem custo.",
    higherIsBetter: true,
  },
  avgPrepMinutes: {
    label: "Tempo médio de preparo",
    unit: "minutes",
    definition:
      "Tempo médio de preparo = média de TEMPO DE PREPARO DO PEDIDO dos pedidos não cancelados que o informam.",
    higherIsBetter: false,
  },
  lateRate: {
    label: "Pedidos atrasados",
    unit: "percent",
    definition:
      "Pedidos atrasados = pedidos entregues depois do tempo prometido ÷ pedidos não cancelados com tempo de entrega informado.",
    higherIsBetter: false,
  },
  avgDelayMinutes: {
    label: "Atraso médio",
    unit: "minutes",
    definition: "Atraso médio = média dos minutos de atraso dos pedidos atrasados.",
    higherIsBetter: false,
  },
};

/** iFood's "Super" target: cancellations at or below 1% of the orders. */
export const SUPER_CANCELLATION_TARGET_PERCENT = 1;

/** Weekday names, Monday first (the report's weeks start on Monday). */
export const WEEKDAY_NAMES = [
  "segunda-feira",
  "terça-feira",
  "quarta-feira",
  "quinta-feira",
  "sexta-feira",
  "sábado",
  "domingo",
] as const;
