import { readFile } from "node:fs/promises";
import { parse } from "csv-parse/sync";
import ExcelJS from "exceljs";
import { addDays, brazilDate, weekStartOf } from "../common/week";
import { expect, expectNoSideScroll, PHONE, test } from "./fixtures";

/**
 * Issue 27: the weekly report. The orders come in through the real import
 * page (branch orders-import, merged into this one), then the owner reads
 * last week: the sentence, the figures with their definitions, the Super
 * gauge, the charts' tables, an action, the CSV export, the email toggle and
 * the print layout. A Starter owner without orders sees the way to the import.
 */
const ptBR = (day: string) => day.split("-").reverse().join("/");

async function lastWeekReport(): Promise<{ file: Buffer; monday: string }> {
  const monday = addDays(weekStartOf(brazilDate(new Date())), -7);
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet("Pedidos");
  ws.addRow([
    "ID COMPLETO DO PEDIDO",
    "DATA E HORA DO PEDIDO",
    "TURNO",
    "STATUS FINAL DO PEDIDO",
    "ORIGEM DO CANCELAMENTO",
    "MOTIVO DO CANCELAMENTO",
    "VALOR DOS ITENS (R$)",
    "INCENTIVO PROMOCIONAL DA LOJA (R$)",
    "INCENTIVO PROMOCIONAL DO IFOOD (R$)",
    "TAXAS E COMISSOES (R$)",
    "VALOR LIQUIDO (R$)",
    "TEMPO DE PREPARO DO PEDIDO (MIN)",
    "TEMPO PROMETIDO DE ENTREGA (MIN)",
    "TEMPO DA ENTREGA REALIZADA (MIN)",
  ]);
  const money = ["100,00", "5,00", "3,00", "-12,00", "80,00", "20", "40", "50"];
  ws.addRow(["rel-1", `${ptBR(monday)} 12:10:00`, "Almoço", "CONCLUIDO", "", "", ...money]);
  ws.addRow([
    "rel-2",
    `${ptBR(addDays(monday, 1))} 20:00:00`,
    "Jantar",
    "CONCLUIDO",
    "",
    "",
    "60,00",
    "0",
    "0",
    "-7,20",
    "50,00",
    "15",
    "40",
    "35",
  ]);
  ws.addRow([
    "rel-3",
    `${ptBR(addDays(monday, 2))} 20:00:00`,
    "Jantar",
    "CANCELADO",
    "MERCHANT",
    "Item indisponível",
    "40,00",
    "0",
    "0",
    "0",
    "0",
    "",
    "",
    "",
  ]);
  // The week before, so that every figure has a change to print.
  ws.addRow([
    "rel-0",
    `${ptBR(addDays(monday, -5))} 12:00:00`,
    "Almoço",
    "CONCLUIDO",
    "",
    "",
    "200,00",
    "10,00",
    "0",
    "-24,00",
    "160,00",
    "18",
    "40",
    "38",
  ]);
  // Sunday 23:30 in Brazil: still last week.
  ws.addRow([
    "rel-4",
    `${ptBR(addDays(monday, 6))} 23:30:00`,
    "Jantar",
    "CONCLUIDO",
    "",
    "",
    "80,00",
    "0",
    "0",
    "-9,60",
    "65,00",
    "25",
    "45",
    "45",
  ]);
  return { file: Buffer.from(await wb.xlsx.writeBuffer()), monday };
}

for (const [label, viewport] of [
  ["390 px", PHONE],
  ["1280 px", { width: 1280, height: 800 }],
] as const) {
  test.describe(`weekly report at ${label}`, () => {
    test.use({ viewport });

    test("without orders, the page leads to the import", async ({ page, onboardedOwner: _ }) => {
      await page
        .getByRole("navigation", { name: "Seções do painel" })
        .getByRole("link", { name: "Relatórios" })
        .click();
      await expect(page).toHaveURL("/dashboard/relatorios");
      await expect(page.getByRole("heading", { name: "Relatórios", level: 2 })).toBeVisible();
      const importLink = page.getByRole("link", { name: "Importar relatório de pedidos" });
      await expect(importLink).toBeVisible();
      await expectNoSideScroll(page);
      await importLink.click();
      await expect(page).toHaveURL("/dashboard/relatorios/importar");
    });

    test("imported orders become last week's report: figures, definitions, gauge, actions, export, email, print", async ({
      page,
      proOwner: _,
    }) => {
      const { file, monday } = await lastWeekReport();
      await page.goto("/dashboard/relatorios/importar");
      const picker = page.getByLabel("Escolher arquivo (.xlsx ou .csv)");
      // The browser's own "Choose File / No file chosen" stays out of sight: the button and its status are ours.
      expect((await picker.boundingBox())?.width ?? 0).toBeLessThanOrEqual(1);
      await expect(page.getByText("Nenhum arquivo escolhido")).toBeVisible();
      await picker.setInputFiles({
        name: "pedidos-semana.xlsx",
        mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        buffer: file,
      });
      const preview = page.getByRole("region", { name: "Prévia da importação" });
      await preview.getByRole("button", { name: "Confirmar importação" }).click();
      await expect(page.getByRole("status").getByText(/5 pedidos novos/)).toBeVisible();

      await page.goto(`/dashboard/relatorios?semana=${monday}`);
      const report = page.getByRole("article");
      await expect(report.getByRole("heading", { level: 2 })).toContainText(`semana de ${ptBR(monday)}`);
      // 100 + 60 + 80; the cancelled order is not a sale. 1 of 4 cancelled by the store.
      await expect(page.getByTestId("report-sentence")).toHaveText(
        /^Vendas 20% acima da semana passada; o cancelamento pela loja subiu para 25%; líquido recebido de R\$\s195,00\.$/,
      );
      const gross = report.locator('[data-figure="grossSales"]');
      await expect(gross.getByText(/^R\$\s240,00$/)).toBeVisible();
      await gross.getByText("Como calculamos").click();
      await expect(gross.getByText(/^Vendas brutas = valor dos itens/)).toBeVisible();
      await expect(report.locator('[data-figure="orders"]').getByText("3", { exact: true })).toBeVisible();
      await expect(report.getByText("25% de cancelamentos: acima da meta.")).toBeVisible();

      const byDay = report.getByRole("table", { name: /Vendas por dia da semana/ });
      await expect(byDay.getByRole("row")).toHaveCount(8);
      await expect(byDay.getByRole("row").nth(7)).toContainText(/domingo.*R\$\s80,00\s*1/);
      const byShift = report.getByRole("table", { name: /Vendas por turno/ });
      await expect(byShift.getByRole("row").nth(1)).toContainText(/Jantar\s*R\$\s140,00\s*2/);

      const actions = report.getByRole("region", { name: "Para a próxima semana" });
      await expect(actions.getByText("Reduzir os cancelamentos pela loja")).toBeVisible();
      await expect(actions.getByRole("link", { name: /Criar promoção de/ })).toHaveAttribute(
        "href",
        /objetivo=aumentar-vendas/,
      );
      await expectNoSideScroll(page);

      const download = page.waitForEvent("download");
      await report.getByRole("link", { name: "Indicadores (CSV)" }).click();
      const csv = await readFile((await (await download).path())!, "utf8");
      const rows = parse(csv, { delimiter: ";", bom: true, columns: true }) as Record<string, string>[];
      expect(rows.find((r) => r.indicador === "Vendas brutas")?.semana).toBe("240");

      const email = report.getByRole("checkbox", { name: /Receber este resumo por email/ });
      await email.check();
      await expect(page.getByText("Email semanal ligado", { exact: true })).toBeVisible();
      await expect(email).toBeChecked();

      await page.emulateMedia({ media: "print" });
      // One A4 page for the week, every figure group of a full Portal export on it.
      const pdf = (await page.pdf({ format: "A4", preferCSSPageSize: true })).toString("latin1");
      expect(pdf.match(/\/Type\s*\/Page\b(?!s)/g)).toHaveLength(1);
      await expect(page.getByRole("heading", { name: "Painel", level: 1 })).toBeHidden();
      await expect(report.getByRole("link", { name: "Indicadores (CSV)" })).toBeHidden();
      await expect(page.getByTestId("report-sentence")).toBeVisible();
      await page.emulateMedia({ media: "screen" });

      // The weak day's action opens the promotion generator with the goal chosen.
      await actions.getByRole("link", { name: /Criar promoção de/ }).click();
      await expect(page).toHaveURL(/\/dashboard\?objetivo=aumentar-vendas/);
      await expect(page.getByLabel("Objetivo da promoção")).toHaveValue("aumentar-vendas");
    });
  });
}
