import type { Page } from "@playwright/test";
import { DEFAULT_CHECKLIST } from "../common/checklist";
import { SALES_WITHOUT_ORDERS_MESSAGE } from "../common/metrics";
import { ONBOARDING_MESSAGE } from "../common/restaurant";
import { addDays, brazilDate, weekStartOf } from "../common/week";
import { comparisonWords } from "../web/features/metrics/comparisonWords";
import { expect, expectNoSideScroll, PHONE, test } from "./fixtures";

// A 1×1 PNG: a real image by its bytes, for the logo.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==",
  "base64",
);

const toast = (page: Page, text: string) =>
  page.getByRole("region", { name: /Notificações/ }).getByText(text);

const section = (page: Page, title: string) => page.getByRole("region", { name: title, exact: true });

/** A figure of the weekly summary, by its card's label ("Promoções ativas"). */
const summaryFigure = (page: Page, label: string) =>
  section(page, "Resumo da semana")
    .getByRole("term")
    .filter({ hasText: label })
    .locator("xpath=..")
    .getByRole("definition")
    .first();

/**
 * The menu generator writes a menu 2 s after the dashboard opens; journeys wait
 * for it so its arrival does not move what they click.
 */
async function waitForInitialMenu(page: Page): Promise<void> {
  await expect(
    section(page, "Gerador de cardápio").getByRole("region", { name: "Cardápio gerado" }),
  ).toBeVisible();
  // Not asked for, so no toast: on a phone it covered the logo and Logout for 5 s.
  await expect(toast(page, "Cardápio gerado!")).toBeHidden();
  await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
}

for (const [device, viewport] of [
  ["desktop", { width: 1280, height: 800 }],
  ["phone", PHONE],
] as const) {
  test.describe(`dashboard on a ${device}`, () => {
    test.use({ viewport });

    test("onboarding asks for name and category, saves, and Settings brings the form back", async ({
      signedInOwner: _,
      page,
    }) => {
      await page.goto("/dashboard");
      await expect(page.getByRole("heading", { level: 2, name: "Configure seu restaurante" })).toBeVisible();
      await expect(page.getByText("PNG, JPG até 5MB")).toBeVisible();

      await page.getByRole("button", { name: "Salvar restaurante" }).click();
      await expect(page.getByText(ONBOARDING_MESSAGE)).toBeVisible();
      await page.getByLabel("Nome do restaurante").fill("   ");
      await page.getByRole("button", { name: "Salvar restaurante" }).click();
      await expect(page.getByText(ONBOARDING_MESSAGE)).toBeVisible();

      await page.getByLabel("Nome do restaurante").fill("Pizzaria da Ana");
      await page.getByRole("button", { name: "Salvar restaurante" }).click();
      await expect(page.getByText(ONBOARDING_MESSAGE)).toBeVisible();
      await page.getByLabel("Categoria").selectOption({ label: "Pizzaria" });

      const logo = page.locator('input[type="file"]');
      await logo.setInputFiles({
        name: "logo.png",
        mimeType: "image/png",
        buffer: Buffer.from("não sou imagem"),
      });
      await expect(page.getByText("O arquivo escolhido não é uma imagem PNG, JPG ou WebP.")).toBeVisible();
      await logo.setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: PNG });
      await expect(page.getByRole("img", { name: "Logo escolhido" })).toBeVisible();
      await expectNoSideScroll(page);

      await page.getByRole("button", { name: "Salvar restaurante" }).click();
      await expect(toast(page, "Sucesso!")).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: "Pizzaria da Ana" })).toBeVisible();
      await expect(page.getByRole("img", { name: "Logo de Pizzaria da Ana" })).toBeVisible();
      await expect(page.getByText(ONBOARDING_MESSAGE)).toBeHidden();

      await page.getByRole("button", { name: "Settings" }).click();
      await expect(
        page.getByRole("heading", { level: 2, name: "Configurações do restaurante" }),
      ).toBeVisible();
      await expect(page.getByLabel("Nome do restaurante")).toHaveValue("Pizzaria da Ana");
      await expect(page.getByLabel("Categoria")).toHaveValue("pizzaria");
      await page.getByLabel("Nome do restaurante").fill("Pizzaria da Ana Centro");
      await page.getByLabel("Categoria").selectOption({ label: "Açaí" });
      await page.getByRole("button", { name: "Salvar restaurante" }).click();
      await expect(page.getByRole("heading", { level: 2, name: "Pizzaria da Ana Centro" })).toBeVisible();

      await page.reload();
      await expect(page.getByRole("heading", { level: 2, name: "Pizzaria da Ana Centro" })).toBeVisible();
      await expect(page.getByText("Açaí", { exact: true })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Gestão de clientes" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Análise da concorrência" })).toBeVisible();
      // Customer management (issue 15, a Starter sees it as a Pro feature) and competition analysis (issue 29) are built.
      await expect(page.getByText("em breve", { exact: true })).toHaveCount(0);
      await expectNoSideScroll(page);
    });

    test("adds and removes a dish with the SPEC toasts", async ({ onboardedOwner: _, page }) => {
      const add = page.getByRole("form", { name: "Adicionar prato" });
      const list = page.getByRole("region", { name: "Pratos atuais" });
      const summary = page.getByRole("region", { name: "Resumo da semana" });
      await expect(list.getByText("Nenhum prato ainda")).toBeVisible();
      await expect(summary.getByText("Nenhum prato cadastrado ainda.")).toBeVisible();

      await add.getByRole("button", { name: "Adicionar prato" }).click();
      await expect(add.getByText("Informe o nome do prato.")).toBeVisible();
      await expect(add.getByText("Informe o preço do prato.")).toBeVisible();

      await add.getByLabel("Nome do prato").fill("Lasanha à bolonhesa");
      await add.getByLabel("Preço (R$)").fill("dez reais");
      await add.getByRole("button", { name: "Adicionar prato" }).click();
      await expect(add.getByText("Preço inválido. Use o formato 29,90.")).toBeVisible();

      await add.getByLabel("Preço (R$)").fill("39,90");
      await add.getByRole("button", { name: "Adicionar prato" }).click();
      await expect(toast(page, "Prato adicionado!")).toBeVisible();
      await expect(list.getByText("Lasanha à bolonhesa")).toBeVisible();
      await expect(list.getByText(/^R\$\s39,90$/)).toBeVisible();
      await expect(add.getByLabel("Nome do prato")).toHaveValue("");

      await add.getByLabel("Nome do prato").fill("Nhoque");
      await add.getByLabel("Preço (R$)").fill("32.5");
      await add.getByLabel("Descrição (opcional)").fill("Nhoque de batata com molho de tomate fresco.");
      await add.getByRole("button", { name: "Adicionar prato" }).click();
      await expect(list.getByText(/^R\$\s32,50$/)).toBeVisible();
      await expect(summary.getByText("De 2 pratos. Descrição vende mais.")).toBeVisible();
      await expectNoSideScroll(page);

      // A mistaken tap has a way back: "Desfazer" brings the dish back, and the server never lost it.
      await list.getByRole("button", { name: "Remover Lasanha à bolonhesa" }).click();
      await expect(toast(page, "Prato removido!")).toBeVisible();
      await expect(list.getByText("Lasanha à bolonhesa")).toBeHidden();
      await page
        .getByRole("region", { name: /Notificações/ })
        .getByRole("button", { name: "Desfazer" })
        .click();
      await expect(list.getByText("Lasanha à bolonhesa")).toBeVisible();
      await page.reload();
      await expect(list.getByText("Lasanha à bolonhesa")).toBeVisible();
      await expect(summary.getByText("De 2 pratos. Descrição vende mais.")).toBeVisible();

      // Left alone, the toast goes and the dish is deleted.
      await list.getByRole("button", { name: "Remover Lasanha à bolonhesa" }).click();
      await expect(toast(page, "Prato removido!")).toBeVisible();
      await expect(list.getByText("Lasanha à bolonhesa")).toBeHidden();
      await expect(toast(page, "Prato removido!")).toBeHidden();
      await expect(summary.getByText("Todos os 1 pratos têm descrição.")).toBeVisible();
      await page.reload();
      await expect(list.getByText("Nhoque", { exact: true })).toBeVisible();
      await expect(list.getByText("Lasanha à bolonhesa")).toBeHidden();
      await expect(summary.getByText("Todos os 1 pratos têm descrição.")).toBeVisible();
    });

    test("saves a generated promotion once, inactive as the section says, counted as active once turned on", async ({
      onboardedOwner: _,
      page,
    }) => {
      await waitForInitialMenu(page);
      const generator = section(page, "Gerador de promoções");
      const saved = section(page, "Promoções salvas");
      await expect(saved.getByText("Nenhuma promoção salva ainda.", { exact: false })).toBeVisible();
      await expect(saved.getByText("Ative a que está no ar", { exact: false })).toBeVisible();
      await expect(summaryFigure(page, "Promoções ativas")).toHaveText("0");

      await generator.getByLabel("Objetivo da promoção").selectOption({ label: "Aumentar as vendas" });
      const result = generator.getByRole("region", { name: "Promoção gerada" });
      await expect(result).toBeVisible();
      const title = ((await result.getByRole("heading", { level: 3 }).textContent()) ?? "").trim();
      const discount = ((await result.getByRole("definition").first().textContent()) ?? "").trim();
      const period = ((await result.getByRole("definition").nth(1).textContent()) ?? "").trim();
      expect(title && discount && period).toBeTruthy();
      await expectNoSideScroll(page);

      // An impatient double click saves one promotion, and the button says it is saved.
      const posts: string[] = [];
      page.on("request", (r) => {
        if (r.method() === "POST" && new URL(r.url()).pathname === "/api/promotions") posts.push(r.url());
      });
      await result.getByRole("button", { name: "Salvar promoção" }).dblclick();
      await expect(toast(page, "Promoção salva!")).toBeVisible();
      await expect(result.getByRole("button", { name: "Promoção salva" })).toBeDisabled();
      expect(posts).toHaveLength(1);
      const item = saved.getByRole("listitem").filter({ hasText: title });
      await expect(item).toHaveCount(1);
      await expect(saved.getByRole("listitem")).toHaveCount(1);
      await expect(item.getByRole("heading", { level: 3, name: title })).toBeVisible();
      await expect(item.getByText("Inativa", { exact: true })).toBeVisible();
      await expect(item.getByText(discount, { exact: true })).toBeVisible();
      await expect(item.getByText(period, { exact: true })).toBeVisible();
      await expect(summaryFigure(page, "Promoções ativas")).toHaveText("0");
      await expect(result.getByRole("button", { name: "Promoção salva" })).toBeDisabled();

      await item.getByRole("button", { name: `Ativar ${title}` }).click();
      await expect(toast(page, "Promoção ativada!")).toBeVisible();
      await expect(item.getByText("Ativa", { exact: true })).toBeVisible();
      await expect(summaryFigure(page, "Promoções ativas")).toHaveText("1");
      await expectNoSideScroll(page);

      // Touch targets of BRAND.md: 44 px at least.
      for (const name of [`Desativar ${title}`, `Excluir ${title}`]) {
        const box = await item.getByRole("button", { name }).boundingBox();
        expect(box?.height ?? 0, name).toBeGreaterThanOrEqual(44);
      }

      await item.getByRole("button", { name: `Desativar ${title}` }).click();
      await expect(toast(page, "Promoção desativada!")).toBeVisible();
      await expect(item.getByText("Inativa", { exact: true })).toBeVisible();
      await expect(summaryFigure(page, "Promoções ativas")).toHaveText("0");

      await page.reload();
      await waitForInitialMenu(page);
      await expect(item.getByText("Inativa", { exact: true })).toBeVisible();
      await expect(summaryFigure(page, "Promoções ativas")).toHaveText("0");
      await item.getByRole("button", { name: `Ativar ${title}` }).click();
      await expect(summaryFigure(page, "Promoções ativas")).toHaveText("1");
      await item.getByRole("button", { name: `Excluir ${title}` }).click();
      await expect(toast(page, "Promoção excluída!")).toBeVisible();
      await expect(item).toHaveCount(0);
      await page
        .getByRole("region", { name: /Notificações/ })
        .getByRole("button", { name: "Desfazer" })
        .click();
      await expect(item.getByText("Ativa", { exact: true })).toBeVisible();
      await expect(summaryFigure(page, "Promoções ativas")).toHaveText("1");

      await item.getByRole("button", { name: `Excluir ${title}` }).click();
      await expect(toast(page, "Promoção excluída!")).toBeVisible();
      await expect(item).toHaveCount(0);
      await page
        .getByRole("region", { name: /Notificações/ })
        .getByRole("button", { name: "Fechar" })
        .click();
      await expect(summaryFigure(page, "Promoções ativas")).toHaveText("0");
      await page.reload();
      await expect(saved.getByText("Nenhuma promoção salva ainda.", { exact: false })).toBeVisible();
    });

    test("removing a team member offers Desfazer, which keeps the person", async ({
      page,
      mail,
      proOwner,
    }) => {
      // Only a confirmed email may invite (issue 11).
      const confirm = await mail.waitFor(proOwner.email, /Confirme seu email/);
      const link = confirm.text.match(/https?:\/\/\S+\/api\/verify-email\?token=\S+/)?.[0];
      expect(link).toBeTruthy();
      await page.goto(link ?? "");
      await page.goto("/dashboard");
      const team = section(page, "Equipe");
      const cook = `cozinha-${Date.now()}@restaurante.test`;
      await team.getByLabel("Email de quem vai ajudar").fill(cook);
      await team.getByRole("button", { name: "Convidar" }).click();
      const members = team.getByRole("list", { name: "Membros da equipe" });
      await expect(members.getByText(cook)).toBeVisible();

      await members.getByRole("button", { name: `Remover ${cook}` }).click();
      await expect(toast(page, "Membro removido!")).toBeVisible();
      await expect(members.getByText(cook)).toBeHidden();
      await page
        .getByRole("region", { name: /Notificações/ })
        .getByRole("button", { name: "Desfazer" })
        .click();
      await expect(members.getByText(cook)).toBeVisible();
      await page.reload();
      await expect(members.getByText(cook)).toBeVisible();

      await members.getByRole("button", { name: `Remover ${cook}` }).click();
      await expect(toast(page, "Membro removido!")).toBeVisible();
      await expect(toast(page, "Membro removido!")).toBeHidden();
      await page.reload();
      await expect(team.getByText("Ninguém na equipe ainda.")).toBeVisible();
      await expectNoSideScroll(page);
    });

    test("price calculator: typing a cost clears its message at once and the next click lands", async ({
      onboardedOwner: _,
      page,
    }) => {
      const calc = section(page, "Calculadora de preço");
      const name = (n: number) => calc.getByLabel(`Ingrediente ${n}`, { exact: true });
      const cost = (n: number) => calc.getByLabel("Custo (R$)").nth(n - 1);
      const add = calc.getByRole("button", { name: "Adicionar ingrediente" });

      await name(1).fill("Queijo");
      await cost(1).fill("3,50");
      await add.click();
      await name(2).click();
      await name(2).pressSequentially("Massa");
      // Leaving the name for the cost raises nothing on the cost not typed yet.
      await page.keyboard.press("Tab");
      await expect(cost(2)).toBeFocused();
      await expect(calc.getByRole("alert")).toHaveCount(0);
      await cost(2).pressSequentially("2,00");
      await expect(calc.getByRole("alert")).toHaveCount(0);
      await add.click();
      await expect(name(3)).toBeVisible();

      // A message shows once a field is left wrong, and clears as it is typed right, without moving the button.
      await expect(name(3)).toBeFocused();
      await cost(3).click();
      await name(3).click();
      await expect(calc.getByRole("alert")).toHaveText(["Dê um nome ao ingrediente.", "Informe o custo."]);
      await name(3).fill("Molho");
      await expect(calc.getByRole("alert")).toHaveText(["Informe o custo."]);
      const steady = await add.boundingBox();
      await cost(3).pressSequentially("1");
      await expect(calc.getByRole("alert")).toHaveCount(0);
      expect(await add.boundingBox()).toEqual(steady);
      await cost(3).fill("");
      await add.click();
      await expect(calc.getByRole("alert")).toHaveText("Informe o custo.");
      await expect(name(4)).toBeVisible();
      await expectNoSideScroll(page);
    });

    test("a generated description saved on its dish shows in the dish list and the summary", async ({
      onboardedOwner: _,
      page,
    }) => {
      const made = await page.request.post("/api/dishes", { data: { name: "Nhoque", price: "32,00" } });
      expect(made.status(), await made.text()).toBe(201);
      await page.reload();
      await waitForInitialMenu(page);
      const add = page.getByRole("form", { name: "Adicionar prato" });
      const list = section(page, "Pratos atuais");
      await add.getByLabel("Nome do prato").fill("Lasanha à bolonhesa");
      await add.getByLabel("Preço (R$)").fill("39,90");
      await add.getByRole("button", { name: "Adicionar prato" }).click();
      await expect(toast(page, "Prato adicionado!")).toBeVisible();
      const lasanha = list.getByRole("listitem").filter({ hasText: "Lasanha à bolonhesa" });
      await expect(lasanha.getByText("Sem descrição")).toBeVisible();
      await expect(summaryFigure(page, "Pratos sem descrição")).toHaveText("2");

      const generator = section(page, "Gerador de conteúdo");
      const result = generator.getByRole("region", { name: "Conteúdo gerado" });
      // A name that is not one of the dishes: a text to copy, nothing to save.
      await generator.getByLabel("Nome do prato").fill("Pudim de leite");
      await expect(toast(page, "Conteúdo gerado!")).toBeVisible();
      await expect(result.getByText(/pudim/i).first()).toBeVisible();
      await expect(result.getByRole("button", { name: "Salvar no prato" })).toHaveCount(0);

      // Case, accents and spaces do not matter.
      await generator.getByLabel("Nome do prato").fill("  lasanha a BOLONHESA ");
      const saveButton = result.getByRole("button", { name: "Salvar no prato" });
      await expect(saveButton).toBeVisible();
      await expect(result.getByText("Lasanha à bolonhesa", { exact: true })).toBeVisible();
      const shown = ((await result.locator("p").first().textContent()) ?? "").trim();
      expect(shown.toLowerCase()).toContain("lasanha");
      // Saved with the dish's own spelling where the text repeats the name as typed.
      const description = shown.replace(/lasanha a\s+bolonhesa/gi, "Lasanha à bolonhesa");
      expect(description).not.toMatch(/BOLONHESA/);
      expect((await saveButton.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
      await expectNoSideScroll(page);

      await saveButton.click();
      await expect(toast(page, "Descrição salva no prato!")).toBeVisible();
      await expect(result.getByRole("button", { name: "Salvo no prato" })).toBeDisabled();
      await expect(lasanha.getByText(description, { exact: true })).toBeVisible();
      await expect(lasanha.getByText("Sem descrição")).toHaveCount(0);
      await expect(summaryFigure(page, "Pratos sem descrição")).toHaveText("1");
      await expect(
        section(page, "Resumo da semana").getByText("De 2 pratos. Descrição vende mais."),
      ).toBeVisible();

      await page.reload();
      await expect(lasanha.getByText(description, { exact: true })).toBeVisible();
      await expect(
        list.getByRole("listitem").filter({ hasText: "Nhoque" }).getByText("Sem descrição"),
      ).toBeVisible();
      await expect(summaryFigure(page, "Pratos sem descrição")).toHaveText("1");
      await expectNoSideScroll(page);
    });

    test("when a save fails, the owner is told and can try again", async ({
      onboardedOwner: _,
      page,
      context,
    }) => {
      const made = await page.request.post("/api/dishes", { data: { name: "Pudim", price: "12,00" } });
      expect(made.status(), await made.text()).toBe(201);
      await page.reload();
      await waitForInitialMenu(page);
      const promotion = section(page, "Gerador de promoções").getByRole("region", {
        name: "Promoção gerada",
      });
      const content = section(page, "Gerador de conteúdo").getByRole("region", { name: "Conteúdo gerado" });
      await section(page, "Gerador de promoções")
        .getByLabel("Objetivo da promoção")
        .selectOption({ label: "Fidelizar clientes" });
      await expect(promotion).toBeVisible();
      await section(page, "Gerador de conteúdo").getByLabel("Nome do prato").fill("pudim");
      await expect(content.getByRole("button", { name: "Salvar no prato" })).toBeVisible();

      // The session ends (signed out elsewhere, say): the server refuses both saves.
      await context.clearCookies();
      await promotion.getByRole("button", { name: "Salvar promoção" }).click();
      await expect(toast(page, "Não foi possível salvar a promoção")).toBeVisible();
      await expect(promotion.getByRole("button", { name: "Salvar promoção" })).toBeEnabled();
      await content.getByRole("button", { name: "Salvar no prato" }).click();
      await expect(toast(page, "Não foi possível salvar a descrição")).toBeVisible();
      await expect(content.getByRole("button", { name: "Salvar no prato" })).toBeEnabled();
    });

    test("ticks the weekly checklist and the progress follows, kept after a reload", async ({
      onboardedOwner: _,
      page,
    }) => {
      const checklist = page.getByRole("region", { name: "Checklist da semana" });
      const bar = checklist.getByRole("progressbar", { name: "Progresso do checklist" });
      await expect(checklist.getByRole("checkbox")).toHaveCount(4);
      await expect(checklist.getByText("0 de 4 concluídas")).toBeVisible();

      const [first, second] = DEFAULT_CHECKLIST;
      const saved = page.waitForResponse((r) => r.url().includes("/api/checklist/items/") && r.ok());
      await checklist.getByText(first!.text).click();
      await saved;
      await expect(checklist.getByText("1 de 4 concluídas")).toBeVisible();
      await expect(bar).toHaveAttribute("aria-valuenow", "1");
      const savedAgain = page.waitForResponse((r) => r.url().includes("/api/checklist/items/") && r.ok());
      await checklist.getByText(second!.text).click();
      await savedAgain;
      await expect(checklist.getByText("2 de 4 concluídas")).toBeVisible();
      await expect(checklist.getByText("50%")).toBeVisible();

      await page.reload();
      await expect(checklist.getByText("2 de 4 concluídas")).toBeVisible();
      await expect(checklist.getByRole("checkbox", { name: new RegExp(first!.text) })).toBeChecked();
      await expect(
        checklist.getByRole("checkbox", { name: new RegExp(DEFAULT_CHECKLIST[3]!.text) }),
      ).not.toBeChecked();
      await expectNoSideScroll(page);
    });

    test("records a day's figures and sees them in the chart, the comparison and the summary", async ({
      onboardedOwner: _,
      page,
    }) => {
      const panel = page.getByRole("region", { name: "Desempenho" });
      const form = panel.getByRole("form", { name: "Registrar números do dia" });
      const summary = page.getByRole("region", { name: "Resumo da semana" });
      await expect(panel.getByText("Ainda não há números nas últimas 8 semanas.")).toBeVisible();
      await expect(summary.getByText(/Nenhum número registrado nesta semana/).first()).toBeVisible();

      await form.getByLabel("Vendas do dia (R$)").fill("-10");
      await form.getByLabel("Pedidos").fill("50");
      await form.getByLabel("Nota no app (0 a 5)").fill("7");
      await form.getByRole("button", { name: "Salvar números" }).click();
      await expect(form.getByText("As vendas não podem ser negativas.")).toBeVisible();
      await expect(form.getByText("A nota vai de 0 a 5.")).toBeVisible();

      await form.getByLabel("Vendas do dia (R$)").fill("1.250,00");
      await form.getByLabel("Nota no app (0 a 5)").fill("4,8");
      await form.getByRole("button", { name: "Salvar números" }).click();
      await expect(toast(page, "Números salvos!")).toBeVisible();

      const days = panel.getByRole("list", { name: "Dias registrados" });
      await expect(
        days.getByText(/R\$\s1\.250,00 · 50 pedidos · ticket R\$\s25,00 · nota 4,8/),
      ).toBeVisible();
      await expect(panel.getByRole("img", { name: "Vendas e pedidos das últimas 8 semanas" })).toBeVisible();
      const comparison = panel.getByRole("definition").filter({ hasText: /^R\$\s1\.250,00$/ });
      await expect(comparison).toBeVisible();
      await panel.getByText("Ver números por semana").click();
      const table = panel.getByRole("table", { name: "Vendas, pedidos e ticket médio por semana" });
      await expect(table.getByRole("row").nth(1)).toContainText(/R\$\s1\.250,00\s*50\s*R\$\s25,00/);
      await expect(summary.getByText("50", { exact: true })).toBeVisible();
      await expect(summary.getByText(/^R\$\s1\.250,00$/)).toBeVisible();
      await expectNoSideScroll(page);

      await days.getByRole("button", { name: /^Editar / }).click();
      await expect(form.getByText(/^Corrigir os números de /)).toBeVisible();
      await expect(form.getByLabel("Pedidos")).toHaveValue("50");
      await form.getByLabel("Pedidos").fill("40");
      await form.getByRole("button", { name: "Salvar números" }).click();
      await expect(days.getByText(/40 pedidos · ticket R\$\s31,25/)).toBeVisible();
      await expect(summary.getByText("40", { exact: true })).toBeVisible();

      await days.getByRole("button", { name: /^Apagar / }).click();
      await expect(panel.getByText("Nenhum dia registrado nas últimas 8 semanas.")).toBeVisible();
      await expect(summary.getByText(/Nenhum número registrado nesta semana/).first()).toBeVisible();
    });

    test("metrics: sales need orders, the week so far is compared with the same days, labels stay readable", async ({
      onboardedOwner: _,
      page,
    }) => {
      const panel = page.getByRole("region", { name: "Desempenho" });
      const form = panel.getByRole("form", { name: "Registrar números do dia" });

      // R$ 2.000 in 0 pedidos would inflate the ticket médio: refused, with the reason.
      await form.getByLabel("Vendas do dia (R$)").fill("2.000,00");
      await form.getByLabel("Pedidos").fill("0");
      await form.getByRole("button", { name: "Salvar números" }).click();
      await expect(form.getByText(SALES_WITHOUT_ORDERS_MESSAGE)).toBeVisible();
      await expect(toast(page, "Números salvos!")).toBeHidden();
      const refused = await page.request.put(`/api/metrics/${brazilDate(new Date())}`, {
        data: { totalSales: 200000, orderCount: 0 },
      });
      expect(refused.status()).toBe(400);
      expect((await refused.json()).error).toContain(SALES_WITHOUT_ORDERS_MESSAGE);

      // Today against the same weekday last week, and a big day later last week outside the comparison.
      const today = brazilDate(new Date());
      const monday = weekStartOf(today);
      const days = (Date.parse(today) - Date.parse(monday)) / 86_400_000 + 1;
      const record = async (date: string, totalSales: number, orderCount: number) => {
        const res = await page.request.put(`/api/metrics/${date}`, { data: { totalSales, orderCount } });
        expect(res.status(), await res.text()).toBe(200);
      };
      await record(addDays(today, -7), 100000, 10);
      await record(addDays(monday, -1), 500000, 50); // last Sunday
      await record(today, 110000, 16);
      await page.reload();
      const words = comparisonWords(days);
      await expect(panel.getByText(words.period, { exact: true })).toBeVisible();
      const sales = panel
        .getByRole("term")
        .filter({ hasText: `Vendas ${words.now}` })
        .locator("xpath=..");
      await expect(sales.getByText(/^R\$\s1\.100,00$/)).toBeVisible();
      if (days < 7) {
        await expect(sales.getByText(`${words.before}: R$\u00a01.000,00`)).toBeVisible();
        await expect(sales.getByText(`10% acima ${words.from}`)).toBeVisible();
      } else {
        await expect(sales.getByText(`abaixo ${words.from}`, { exact: false })).toBeVisible();
      }

      // No orders marker covers a sales label ("R$ 1,1 mil").
      const chart = panel.getByRole("img", { name: "Vendas e pedidos das últimas 8 semanas" });
      await expect(chart.getByText("R$ 1,1 mil")).toBeVisible();
      const overlaps = await chart.evaluate((svg) => {
        const labels = [...svg.querySelectorAll("text")].filter((t) => t.textContent?.startsWith("R$"));
        const markers = [...svg.querySelectorAll("circle")];
        const hit = (a: DOMRect, b: DOMRect) =>
          a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
        return labels.flatMap((label) =>
          markers
            .filter((m) => hit(label.getBoundingClientRect(), m.getBoundingClientRect()))
            .map(() => label.textContent),
        );
      });
      expect(overlaps).toEqual([]);
      await expectNoSideScroll(page);
    });

    test("the price calculator suggests a price and the price that survives the app's fees", async ({
      onboardedOwner: _,
      page,
    }) => {
      const calc = page.getByRole("region", { name: "Calculadora de preço" });
      const suggested = calc.getByRole("region", { name: "Preço sugerido" });
      const withFees = calc.getByRole("region", { name: "Preço no app, com taxas" });
      await calc.scrollIntoViewIfNeeded();
      await expect(calc.getByRole("button", { name: "Remover ingrediente 1" })).toBeDisabled();

      await calc.getByLabel("Ingrediente 1", { exact: true }).fill("Massa");
      await calc.getByLabel("Custo (R$)").first().fill("4,00");
      await calc.getByRole("button", { name: "Adicionar ingrediente" }).click();
      await calc.getByLabel("Ingrediente 2", { exact: true }).fill("Queijo");
      await calc.getByLabel("Custo (R$)").nth(1).fill("6,00");
      await expect(suggested.getByText(/^R\$\s16,00$/)).toBeVisible();

      await calc.getByLabel("Perfil de taxas").selectOption("personalizado");
      await calc.getByLabel("Comissão (%)").fill("27");
      await calc.getByLabel("Pagamento online (%)").fill("0");
      await expect(withFees.getByText(/^R\$\s21,92$/)).toBeVisible();
      await expect(withFees.getByText(/^R\$\s6,00$/)).toBeVisible();
      await expect(calc.getByText(/mudam suas taxas/)).toBeVisible();

      await calc.getByRole("slider", { name: /Margem de lucro/ }).fill("100");
      await expect(suggested.getByText(/^R\$\s20,00$/)).toBeVisible();
      await calc.getByRole("button", { name: "Remover ingrediente 1" }).click();
      await expect(suggested.getByText(/^R\$\s12,00$/)).toBeVisible();
      await expectNoSideScroll(page);
    });
  });
}
