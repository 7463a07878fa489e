import ExcelJS from "exceljs";
import { addDays, brazilDate } from "../common/week";
import { expect, expectNoSideScroll, PHONE, test } from "./fixtures";

/**
 * Issue 27: the owner brings the iFood order report in — file input (a
 * phone too), preview, confirm — and the metrics panel shows the days as
 * coming from the report.
 */
const ptBR = (day: string) => day.split("-").reverse().join("/");

async function report(): Promise<{ file: Buffer; days: string[] }> {
  const today = brazilDate(new Date());
  const days = [addDays(today, -2), addDays(today, -1)];
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet("Pedidos");
  ws.addRow([
    "ID COMPLETO DO PEDIDO",
    "DATA E HORA DO PEDIDO",
    "STATUS FINAL DO PEDIDO",
    "VALOR DOS ITENS (R$)",
    "OBSERVAÇÃO",
  ]);
  ws.addRow(["e2e-1", `${ptBR(days[0]!)} 12:10:00`, "CONCLUIDO", "50,00", ""]);
  ws.addRow(["e2e-2", `${ptBR(days[0]!)} 20:45:00`, "CANCELADO", "30,00", ""]);
  ws.addRow(["e2e-3", `${ptBR(days[1]!)} 19:00:00`, "CONCLUIDO", "1.234,50", ""]);
  ws.addRow(["e2e-4", "ontem", "CONCLUIDO", "10,00", ""]);
  return { file: Buffer.from(await wb.xlsx.writeBuffer()), days };
}

for (const [label, viewport] of [
  ["390 px", PHONE],
  ["1280 px", { width: 1280, height: 800 }],
] as const) {
  test.describe(`orders import at ${label}`, () => {
    test.use({ viewport });

    test("upload, preview, confirm; the days come from the report in the metrics panel", async ({
      page,
      onboardedOwner: _,
    }) => {
      const { file, days } = await report();
      await page.goto("/dashboard/relatorios/importar");
      await expect(page.getByRole("heading", { name: "Importar relatório de pedidos" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Baixar o modelo (.csv)" })).toBeVisible();

      await page.getByLabel("Escolher arquivo (.xlsx ou .csv)").setInputFiles({
        name: "pedidos-ifood.xlsx",
        mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        buffer: file,
      });
      const preview = page.getByRole("region", { name: "Prévia da importação" });
      await expect(preview).toBeVisible();
      await expect(preview.getByText(`pedidos de ${ptBR(days[0]!)} a ${ptBR(days[1]!)}`)).toBeVisible();
      await expect(preview.getByText("Pedidos no arquivo")).toBeVisible();
      await expect(preview.getByText("R$ 1.284,50")).toBeVisible();
      await expect(preview.getByRole("list", { name: "Linhas com problema" })).toContainText("Linha 5:");
      await preview.getByText(/Colunas lidas/).click();
      await expect(preview.getByText("Ignoradas: OBSERVAÇÃO.")).toBeVisible();
      await expectNoSideScroll(page);

      await preview.getByRole("button", { name: "Confirmar importação" }).click();
      await expect(page.getByRole("status").getByText(/3 pedidos novos e 0 atualizados/)).toBeVisible();
      await expect(page.getByRole("list", { name: "Importações anteriores" })).toContainText(
        "pedidos-ifood.xlsx",
      );

      await page.getByRole("link", { name: "Ver os números no painel" }).click();
      const panel = page.getByRole("region", { name: "Desempenho" });
      const list = panel.getByRole("list", { name: "Dias registrados" });
      await expect(list.getByRole("listitem")).toHaveCount(2);
      await expect(list.getByText("do relatório")).toHaveCount(2);
      await expect(list).toContainText("R$ 1.234,50");
      await expect(list).toContainText("R$ 50,00");
    });
  });
}
