import { and, asc, between, eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { ORDER_FIGURES } from "../../../common/orderFigures";
import type { WeekReport } from "../../../common/reports";
import { addDays } from "../../../common/week";
import type { Db } from "../../db/open";
import { orders } from "../../db/schema";

/*
 * The week's figures and the week's orders as CSV (';' and a UTF-8 BOM, as
 * Excel in Portuguese opens it) and XLSX (exceljs). Every figure carries its
 * definition, the same words as the report and the email. Numbers are plain
 * (reais with a decimal comma in CSV, numbers in XLSX) so a sheet sums them.
 */

type Table = { header: string[]; rows: (string | number | null)[][] };

/** A cell that a spreadsheet could run as a formula (=, +, -, @ first) becomes text. */
function csvField(value: string | number | null): string {
  if (value == null) return "";
  if (typeof value === "number") return String(value).replace(".", ",");
  const safe = /^[\s"]*[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";,\t\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(table: Table): string {
  const lines = [table.header, ...table.rows].map((r) => r.map(csvField).join(";"));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

export async function toXlsx(table: Table, sheetName: string): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(sheetName);
  sheet.addRow(table.header).font = { bold: true };
  for (const row of table.rows) sheet.addRow(row.map((v) => (v == null ? null : v)));
  sheet.columns.forEach((c) => {
    c.width = 18;
  });
  return Buffer.from(await book.xlsx.writeBuffer());
}

const reais = (cents: number | null) => (cents == null ? null : cents / 100);

/** The week's figures: value, previous week, four weeks before, the changes and the definition. */
export function figuresTable(report: WeekReport): Table {
  return {
    header: [
      "indicador",
      "unidade",
      "semana",
      "semana_anterior",
      "quatro_semanas_antes",
      "variacao_semana_anterior",
      "variacao_quatro_semanas",
      "variacao_em",
      "definicao",
    ],
    rows: report.figures.map((f) => {
      const def = ORDER_FIGURES[f.key];
      const money = def.unit === "cents";
      const v = (n: number | null) => (money ? reais(n) : n);
      return [
        def.label,
        { cents: "R$", count: "pedidos", percent: "%", minutes: "min" }[def.unit],
        v(f.value),
        v(f.previous),
        v(f.fourWeeksBefore),
        f.changeVsPrevious,
        f.changeVsFourWeeks,
        f.changeUnit === "points" ? "pontos percentuais" : "%",
        def.definition,
      ];
    }),
  };
}

const STATUS = {
  completed: "CONCLUIDO",
  cancelled: "CANCELADO",
  partially_cancelled: "CANCELAMENTO PARCIAL",
};
const ORIGIN = { store: "MERCHANT", customer: "CLIENTE", logistics: "LOGISTICS", other: "OUTRA" };

/** The week's orders, oldest first, in the iFood report's own words. */
export async function ordersTable(db: Db, restaurantId: number, weekStart: string): Promise<Table> {
  const rows = await db
    .select()
    .from(orders)
    .where(
      and(eq(orders.restaurantId, restaurantId), between(orders.localDate, weekStart, addDays(weekStart, 6))),
    )
    .orderBy(asc(orders.placedAt), asc(orders.id));
  return {
    header: [
      "ID COMPLETO DO PEDIDO",
      "DATA",
      "TURNO",
      "STATUS FINAL DO PEDIDO",
      "ORIGEM DO CANCELAMENTO",
      "MOTIVO DO CANCELAMENTO",
      "VALOR DOS ITENS (R$)",
      "VALOR DOS ITENS CANCELADOS",
      "INCENTIVO PROMOCIONAL DO IFOOD (R$)",
      "INCENTIVO PROMOCIONAL DA LOJA (R$)",
      "INCENTIVO PROMOCIONAL DA REDE (R$)",
      "TAXAS E COMISSOES (R$)",
      "VALOR LIQUIDO (R$)",
      "TEMPO DE PREPARO DO PEDIDO (MIN)",
      "TEMPO DE ATRASO EM RELAÇÃO AO TEMPO PROMETIDO DE ENTREGA (MIN)",
    ],
    rows: rows.map((o) => [
      o.externalId,
      o.localDate,
      o.shift,
      STATUS[o.status as keyof typeof STATUS] ?? o.status,
      o.cancelOrigin ? (ORIGIN[o.cancelOrigin as keyof typeof ORIGIN] ?? o.cancelOrigin) : null,
      o.cancelReason,
      reais(o.itemsCents),
      reais(o.cancelledItemsCents),
      reais(o.marketplaceIncentiveCents),
      reais(o.storeIncentiveCents),
      reais(o.chainIncentiveCents),
      reais(o.feesCents),
      reais(o.netCents),
      o.prepMinutes,
      o.delayMinutes,
    ]),
  };
}
