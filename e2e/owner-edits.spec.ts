import type { Page } from "@playwright/test";
import { addDays, brazilDate } from "../common/week";
import { expect, expectNoSideScroll, PHONE, test } from "./fixtures";

/**
 * Issue 30, what a new owner tripped over: a dish that could not be edited,
 * a calculated price that could not be saved and was lost on reload, a
 * customer import that dropped columns in silence, "+1 pedido" with no way
 * back, and the customers page's tabs on two rows.
 */
const toast = (page: Page, text: string) =>
  page.getByRole("region", { name: /Notificações/ }).getByText(text);

for (const [label, viewport] of [
  ["390 px", PHONE],
  ["1280 px", { width: 1280, height: 800 }],
] as const) {
  test.describe(`owner edits at ${label}`, () => {
    test.use({ viewport });

    test("edits a dish, then saves the calculator's price to it; both survive a reload", async ({
      onboardedOwner: _,
      page,
    }) => {
      const add = page.getByRole("form", { name: "Adicionar prato" });
      const list = page.getByRole("region", { name: "Pratos atuais" });
      await add.getByLabel("Nome do prato").fill("Lasanha");
      await add.getByLabel("Preço (R$)").fill("39,90");
      await add.getByRole("button", { name: "Adicionar prato" }).click();
      await expect(list.getByText(/^R\$\s39,90$/)).toBeVisible();

      await list.getByRole("button", { name: "Editar Lasanha" }).click();
      const edit = list.getByRole("form", { name: "Editar Lasanha" });
      await edit.getByLabel("Preço (R$)").fill("dez");
      await edit.getByRole("button", { name: "Salvar alterações" }).click();
      await expect(edit.getByText("Preço inválido. Use o formato 29,90.")).toBeVisible();
      await edit.getByLabel("Nome do prato").fill("Lasanha à bolonhesa");
      await edit.getByLabel("Preço (R$)").fill("42,50");
      await edit.getByLabel("Descrição (opcional)").fill("Massa fresca, ragu e queijo gratinado.");
      await edit.getByRole("button", { name: "Salvar alterações" }).click();
      await expect(toast(page, "Prato atualizado!")).toBeVisible();
      await expect(list.getByText("Lasanha à bolonhesa")).toBeVisible();
      await expect(list.getByText(/^R\$\s42,50$/)).toBeVisible();
      await expect(list.getByText("Massa fresca, ragu e queijo gratinado.")).toBeVisible();
      await expectNoSideScroll(page);

      const calc = page.getByRole("region", { name: "Calculadora de preço" });
      await calc.scrollIntoViewIfNeeded();
      await calc.getByLabel("Ingrediente 1", { exact: true }).fill("Massa");
      await calc.getByLabel("Custo (R$)").first().fill("4,00");
      await calc.getByRole("button", { name: "Adicionar ingrediente" }).click();
      await calc.getByLabel("Ingrediente 2", { exact: true }).fill("Queijo");
      await calc.getByLabel("Custo (R$)").nth(1).fill("6,00");
      const save = calc.getByRole("region", { name: "Salvar no prato" });
      await save.getByLabel("Prato").selectOption({ label: "Lasanha à bolonhesa" });
      await save.getByLabel(/^Preço sugerido/).check();
      await expect(save.getByText(/passa a custar R\$\s16,00, com R\$\s10,00 de ingredientes/)).toBeVisible();
      await save.getByRole("button", { name: "Salvar no prato" }).click();
      await expect(toast(page, "Preço salvo no prato!")).toBeVisible();
      await expect(save.getByRole("button", { name: "Salvo no prato" })).toBeDisabled();
      await expect(list.getByText(/^R\$\s16,00$/)).toBeVisible();
      await expectNoSideScroll(page);

      await page.reload();
      await expect(
        page.getByRole("region", { name: "Pratos atuais" }).getByText(/^R\$\s16,00$/),
      ).toBeVisible();
      const again = page.getByRole("region", { name: "Calculadora de preço" });
      await expect(again.getByLabel("Ingrediente 1", { exact: true })).toHaveValue("Massa");
      await expect(again.getByLabel("Ingrediente 2", { exact: true })).toHaveValue("Queijo");
      await expect(again.getByLabel("Custo (R$)").nth(1)).toHaveValue("6,00");
      await expect(
        again.getByRole("region", { name: "Preço sugerido" }).getByText(/^R\$\s16,00$/),
      ).toBeVisible();

      // The competition board reads the food cost the calculator saved.
      const board = await page.request.get("/api/competition/board");
      const row = (await board.json()).rows.find(
        (r: { dishName: string }) => r.dishName === "Lasanha à bolonhesa",
      );
      expect(row).toMatchObject({ ourPriceCents: 1600, foodCostCents: 1000 });
    });

    test("customers: tabs in one row, SPEC headers read and unknown ones named, +1 pedido undone", async ({
      proOwner: _,
      page,
    }) => {
      const lastOrder = addDays(brazilDate(new Date()), -3);
      await page.goto("/dashboard/clientes");
      await expect(page.getByRole("heading", { name: "Clientes", exact: true })).toBeVisible();
      const tabs = page.getByRole("tab");
      await expect(tabs).toHaveCount(3);
      const tops = await tabs.evaluateAll((els) =>
        els.map((el) => Math.round(el.getBoundingClientRect().top)),
      );
      expect(new Set(tops).size, `tops ${tops.join(",")}`).toBe(1);

      await page.getByRole("tab", { name: "Importar" }).click();
      await page.getByLabel("Escolher arquivo .csv").setInputFiles({
        name: "clientes.csv",
        mimeType: "text/csv",
        buffer: Buffer.from(
          "name,email,phone,lastOrderDate,totalOrders,cidade\n" +
            `Thiago Lima Jr.,thiago@exemplo.com,11987654321,${lastOrder},7,BH\n` +
            `Fixo Souza,,(31) 3333-4444,${lastOrder},2,BH\n`,
        ),
      });
      const preview = page.getByRole("region", { name: "Prévia da importação" });
      await expect(preview.getByText("2 clientes novos, 0 já cadastrados", { exact: false })).toBeVisible();
      await expect(preview.getByTestId("colunas-ignoradas")).toContainText(
        'Coluna ignorada (não sabemos onde guardar): "cidade"',
      );
      await preview.getByRole("button", { name: "Confirmar importação" }).click();
      await expect(page.getByText("Pronto: 2 clientes novos, 0 atualizados.")).toBeVisible();

      await page.getByRole("tab", { name: "Lista" }).click();
      const clientes = page.getByRole("list", { name: "Clientes", exact: true });
      const thiago = clientes.getByRole("listitem", { name: "Thiago Lima Jr.", exact: true });
      await expect(thiago.getByText("7", { exact: true })).toBeVisible();
      await expect(thiago.getByRole("link", { name: "WhatsApp de Thiago Lima Jr." })).toBeVisible();
      const fixo = clientes.getByRole("listitem", { name: "Fixo Souza", exact: true });
      await expect(fixo.getByRole("link", { name: "(31) 3333-4444" })).toHaveAttribute(
        "href",
        "tel:+553133334444",
      );
      await expect(fixo.getByRole("link", { name: /WhatsApp/ })).toHaveCount(0);

      await thiago.getByRole("button", { name: "+1 pedido hoje" }).click();
      await expect(toast(page, "+1 pedido para Thiago Lima Jr.")).toHaveText(
        "+1 pedido para Thiago Lima Jr.",
      );
      await expect(thiago.getByText("8", { exact: true })).toBeVisible();
      await page
        .getByRole("region", { name: /Notificações/ })
        .getByRole("button", { name: "Desfazer" })
        .click();
      await expect(thiago.getByText("7", { exact: true })).toBeVisible();
      await expect(thiago.getByText(lastOrder.split("-").reverse().join("/"))).toBeVisible();
      await expectNoSideScroll(page);
    });
  });
}
