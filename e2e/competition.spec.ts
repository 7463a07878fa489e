import type { Page } from "@playwright/test";
import { expect, expectNoSideScroll, PHONE, test } from "./fixtures";

/** A rival's menu as copied from its iFood page: sections, descriptions, a badge, a line that is no dish. */
const PASTED_MENU = `Pizzas
Mais pedido
Pizza Calabresa
Calabresa fatiada, cebola e azeitonas
R$ 42,00
Pizza Margherita
Molho de tomate, mussarela e manjericão
de R$ 44,90 por R$ 36,90
Bebidas
Coca-Cola 2L
R$ 12,00
Horário de funcionamento`;

async function addDish(page: Page, name: string, price: string): Promise<void> {
  const res = await page.request.post("/api/dishes", { data: { name, price } });
  expect(res.status()).toBe(201);
}

for (const [label, viewport] of [
  ["390 px", PHONE],
  ["1280 px", { width: 1280, height: 800 }],
] as const) {
  test.describe(`competition at ${label}`, () => {
    test.use({ viewport });

    test("adds a rival, pastes its menu, confirms the matches, reads the board and opens the promotion generator", async ({
      page,
      onboardedOwner: _,
    }) => {
      await addDish(page, "Pizza Calabresa", "49,90");
      await addDish(page, "Pizza Margherita", "38,00");
      await page.goto("/dashboard");
      await expect(page.getByRole("region", { name: "Análise da concorrência" })).toBeVisible();
      const nav = page
        .getByRole("navigation", { name: "Seções do painel" })
        .getByRole("link", { name: "Concorrência" });
      await nav.focus();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/dashboard\/concorrencia$/);
      await expect(page.getByRole("heading", { name: "Concorrência", exact: true })).toBeVisible();

      // A rival: its name shown as text, its link only a link.
      await page.getByRole("tab", { name: /Concorrentes/ }).click();
      await page.getByLabel("Nome do concorrente").fill("Pizzaria X");
      await page.getByLabel("Onde vende").selectOption("iFood");
      await page.getByLabel("Link da página (opcional)").fill("https://www.ifood.com.br/delivery/pizzaria-x");
      await page.getByLabel("Bairro (opcional)").fill("Pinheiros");
      await page.getByRole("button", { name: "Incluir concorrente" }).click();
      await expect(page.getByRole("heading", { name: "Pizzaria X" })).toBeVisible();
      const link = page.getByRole("link", { name: /ifood\.com\.br\/delivery\/pizzaria-x/ });
      await expect(link).toHaveAttribute("rel", /noopener/);

      // The pasted menu, previewed with the suggested matches and the line not understood.
      await page.getByLabel("Cole aqui o cardápio do concorrente").fill(PASTED_MENU);
      await page.getByRole("button", { name: "Ler cardápio" }).click();
      const preview = page.getByRole("region", { name: "Prévia do cardápio" });
      await expect(preview.getByRole("heading", { name: "Confira 3 pratos antes de salvar" })).toBeVisible();
      const matches = preview.getByLabel("Equivale ao seu");
      await expect(matches.nth(0).locator("option:checked")).toHaveText("Pizza Calabresa");
      await expect(matches.nth(1).locator("option:checked")).toHaveText("Pizza Margherita");
      await expect(preview.getByLabel("Preço").nth(1)).toHaveValue("36,90");
      await matches.nth(2).selectOption({ label: "Sem equivalente" });
      await preview.getByText("1 linha não entendida").click();
      await expect(preview.getByText("Horário de funcionamento")).toBeVisible();
      await preview.getByRole("button", { name: "Salvar 3 pratos" }).click();
      await expect(
        page.getByRole("region", { name: /Notificações/ }).getByText("Cardápio salvo"),
      ).toBeVisible();
      await expect(
        page.getByRole("list", { name: "Pratos do concorrente" }).getByRole("listitem"),
      ).toHaveCount(3);

      // What was seen on the page today: the delivery fee makes the customer's typical order.
      await page.getByLabel("Taxa de entrega").fill("6,99");
      await page.getByLabel("Pedido mínimo").fill("30,00");
      await page.getByLabel("Promoções ativas").fill("Frete grátis acima de R$ 80");
      await page.getByRole("button", { name: "Registrar observação" }).click();
      await expect(page.getByRole("list", { name: "Observações registradas" })).toContainText(
        "entrega R$ 6,99",
      );

      // The board: ours R$ 49,90 against their R$ 42,00 under iFood Básico (15,2 %).
      await page.getByRole("tab", { name: "Quadro de preços" }).click();
      const calabresa = page.locator('[data-dish-row="Pizza Calabresa"]:visible');
      await expect(calabresa.getByText("mais caro")).toBeVisible();
      // 4200 × 15,2 % = 638,4 → R$ 6,38 of fees; R$ 35,62 received.
      await expect(
        calabresa.getByText("Se cobrar R$ 42,00 como Pizzaria X, você recebe R$ 35,62 por pizza."),
      ).toBeVisible();
      await expect(calabresa.getByText(/\+R\$\s7,90 \(\+18,8%\)/)).toBeVisible();
      await expect(calabresa.getByText("Pedido típico lá: R$ 48,99")).toBeVisible();
      const margherita = page.locator('[data-dish-row="Pizza Margherita"]:visible');
      // R$ 38,00 against R$ 36,90: within 5 % of the average.
      await expect(margherita.getByText("na média")).toBeVisible();
      await expect(page.getByRole("list", { name: "Alertas da concorrência" })).toContainText(
        "Pizza Calabresa: você cobra R$ 49,90, o mais caro",
      );
      await expectNoSideScroll(page);

      // The dish over time: the chart's numbers as a table.
      await calabresa.getByRole("button", { name: "Histórico" }).click();
      const history = page.getByRole("table", { name: "Preços de Pizza Calabresa por data" });
      await expect(history.getByRole("columnheader", { name: "Pizzaria X" })).toBeVisible();
      await expect(history.getByRole("cell", { name: "R$ 42,00" })).toBeVisible();

      // A hostile name is only text: nothing runs, nothing opens.
      let dialogs = 0;
      page.on("dialog", (dialog) => {
        dialogs++;
        void dialog.dismiss();
      });
      await page.getByRole("tab", { name: /Concorrentes/ }).click();
      await page.locator("summary", { hasText: "Incluir concorrente" }).click();
      await page.getByLabel("Nome do concorrente").fill('<img src=x onerror="alert(1)">');
      await page.getByRole("button", { name: "Incluir concorrente" }).click();
      await expect(page.getByRole("heading", { name: '<img src=x onerror="alert(1)">' })).toBeVisible();
      expect(dialogs).toBe(0);
      await expectNoSideScroll(page);
      await page.getByRole("tab", { name: "Quadro de preços" }).click();

      // "Criar promoção" opens the dashboard's generator with the dish chosen.
      await calabresa.getByRole("link", { name: "Criar promoção" }).click();
      await expect(page).toHaveURL(/\/dashboard\?promoDish=\d+#gerador-promocao$/);
      // The dashboard's card shows the alert too.
      await expect(page.getByRole("region", { name: "Análise da concorrência" })).toContainText(
        "Pizza Calabresa: você cobra R$ 49,90, o mais caro",
      );
      const generator = page.getByRole("form", { name: "Gerar promoção" });
      await expect(generator.getByLabel("Objetivo da promoção")).toHaveValue("promover-prato-especifico");
      await expect(generator.getByLabel("Prato a promover (opcional)").locator("option:checked")).toHaveText(
        "Pizza Calabresa",
      );

      // "Ajustar preço" opens the calculator with the dish as its first row.
      await page.goBack();
      await expect(page).toHaveURL(/\/dashboard\/concorrencia$/);
      await page
        .locator('[data-dish-row="Pizza Calabresa"]:visible')
        .getByRole("link", { name: "Ajustar preço" })
        .click();
      await expect(page).toHaveURL(/\/dashboard\?calcDish=\d+#calculadora$/);
      await expect(page.getByLabel("Ingrediente 1", { exact: true })).toHaveValue("Pizza Calabresa");
    });
  });
}
