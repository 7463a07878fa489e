import type { Locator, Page } from "@playwright/test";
import { CARD_MESSAGES } from "../common/billing";
import { FEE_PRESETS } from "../common/feePresets";
import { expect, expectNoSideScroll, fillRegisterForm, PHONE, test, uniqueEmail } from "./fixtures";

// Issue 16, item 8: the small breakages a new owner sees, at 390 px and 1280 px.

const DESKTOP = { width: 1280, height: 800 };

const section = (page: Page, title: string) => page.getByRole("region", { name: title, exact: true });

/** Every element inside `box` ends within it: nothing pokes out sideways. */
async function expectContained(box: Locator): Promise<void> {
  const outside = await box.evaluate((root) => {
    const edge = root.getBoundingClientRect().right + 0.5;
    return [...root.querySelectorAll("*")]
      .filter((el) => el.getBoundingClientRect().right > edge)
      .map((el) => `${el.tagName} ${(el.textContent ?? "").slice(0, 30)}`);
  });
  expect(outside).toEqual([]);
}

async function fillCard(page: Page, expiry = "12/40") {
  const main = page.getByRole("main");
  await main.getByLabel("Número do cartão").fill("4242 4242 4242 4242");
  if (expiry) await main.getByLabel("Validade (MM/AA)").fill(expiry);
  await main.getByLabel("CVC").fill("123");
  await main.getByLabel("Nome impresso no cartão").fill("Ana Souza");
}

const steps = (page: Page) => page.getByRole("navigation", { name: "Etapas do checkout" });

for (const [device, viewport] of [
  ["phone", PHONE],
  ["desktop", DESKTOP],
] as const) {
  test.describe(`small breakages on a ${device}`, () => {
    test.use({ viewport });

    test("the register-success email is never broken mid-word", async ({ page }) => {
      // Several lengths, so one of them reaches the end of a line on either width.
      for (const email of [
        "ana@exemplo.com",
        "ana.lima@exemplo.com.br",
        "contato@cantinadaana.com.br",
        "pedidos.delivery@pizzariafornoalenha.com.br",
      ]) {
        await page.goto(`/register-success?email=${encodeURIComponent(email)}&name=Ana%20Lima`);
        const shown = page.getByRole("main").getByText(email, { exact: true });
        await expect(shown).toBeVisible();
        // One line box: the address is whole on a line of its own when it does not fit the rest.
        expect(await shown.evaluate((el) => el.getClientRects().length), email).toBe(1);
        await expectNoSideScroll(page);
      }
    });

    test("the fee-profile select shows each profile whole", async ({ page, onboardedOwner: _ }) => {
      const select = section(page, "Calculadora de preço").getByLabel("Perfil de taxas");
      await expect(select).toBeVisible();
      for (const preset of FEE_PRESETS) {
        await select.selectOption(preset.id);
        const room = await select.evaluate((el, text) => {
          const style = getComputedStyle(el);
          const context = document.createElement("canvas").getContext("2d");
          if (!context) throw new Error("sem canvas");
          context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
          // The text box is the select minus its padding (the arrow lives in the right padding).
          const box =
            el.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
          return box - context.measureText(text).width;
        }, preset.label);
        expect(room, preset.label).toBeGreaterThanOrEqual(0);
      }
    });

    test("a 120-character unbroken dish name stays inside the content card and the dish list", async ({
      page,
      onboardedOwner: _,
    }) => {
      const name = "Lasanha".repeat(17).slice(0, 120);
      const dish = await page.request.post("/api/dishes", { data: { name, price: "10,00" } });
      expect(dish.ok(), await dish.text()).toBe(true);
      await page.goto("/dashboard");
      const generator = section(page, "Gerador de conteúdo");
      await generator.getByLabel("Nome do prato").fill(name);
      await generator.getByRole("button", { name: "Gerar descrição" }).click();
      const result = generator.getByRole("region", { name: "Conteúdo gerado" });
      await expect(result).toBeVisible();
      await expect(result.getByText("está nos seus pratos", { exact: false })).toBeVisible();
      await expectContained(generator);
      await expectContained(page.getByRole("list", { name: "Pratos atuais" }));
      await expectNoSideScroll(page);
    });

    test("checkout: the account line breathes under the plan, one name for step 2, Back returns to the previous step, step 3 done after success", async ({
      page,
      signedInOwner: { email, password },
    }) => {
      await page.request.post("/api/logout");

      await page.goto("/checkout/3");
      const main = page.getByRole("main");
      await main.getByRole("button", { name: "Continuar" }).click();
      await expect(main.getByRole("heading", { name: "Entre na sua conta" })).toBeVisible();
      await expect(steps(page).getByRole("listitem").nth(1)).toHaveText("2Conta");
      await main.getByRole("button", { name: "Criar conta" }).click();
      await expect(main.getByRole("heading", { name: "Crie sua conta" })).toBeVisible();
      // The same step, whichever way the account comes: not "Criar conta" then "Entrar".
      await expect(steps(page).getByRole("listitem").nth(1)).toHaveText("2Conta");
      await main.getByRole("button", { name: "Entrar", exact: true }).click();
      await main.getByLabel("Email").fill(email);
      await main.getByLabel("Senha", { exact: true }).fill(password);
      await main.getByRole("button", { name: "Entrar", exact: true }).click();

      const account = main.getByText("Conta:", { exact: false });
      await expect(account).toBeVisible();
      const banner = main.getByText("Trocar plano").locator("xpath=ancestor::div[1]");
      const above = await banner.boundingBox();
      const line = await account.boundingBox();
      expect(line && above && line.y - (above.y + above.height)).toBeGreaterThanOrEqual(8);

      // Back goes to the step before payment and stays in checkout.
      await page.goBack();
      await expect(page).toHaveURL(/\/checkout\/3$/);
      await expect(main.getByRole("button", { name: "Continuar" })).toBeVisible();
      await expect(steps(page).getByRole("listitem").first()).toHaveAttribute("aria-current", "step");
      await main.getByRole("button", { name: "Continuar" }).click();

      // An empty expiry asks for the date instead of calling it wrong.
      // A new account is in its trial: the card is verified and nothing is charged (decision 022).
      await fillCard(page, "");
      await main.getByRole("button", { name: "Começar 7 dias grátis" }).click();
      await expect(main.getByText(CARD_MESSAGES.missingExpiry)).toBeVisible();
      await expect(main.getByText(CARD_MESSAGES.badExpiry)).toHaveCount(0);
      await main.getByLabel("Validade (MM/AA)").fill("12/40");
      await main.getByRole("button", { name: "Começar 7 dias grátis" }).click();
      await expect(main.getByRole("heading", { name: "✅ Teste grátis ativado!" })).toBeVisible();

      // Every step done: none of them still in the "you are here" colour.
      await expect(steps(page).getByLabel("concluída")).toHaveCount(3);
      await expect(steps(page).locator('[aria-current="step"]')).toHaveCount(0);
      const colours = await steps(page)
        .getByRole("listitem")
        .evaluateAll((items) =>
          items.map((li) => getComputedStyle(li.firstElementChild as Element).backgroundColor),
        );
      expect(new Set(colours).size).toBe(1);
      await page.waitForURL("**/dashboard");
    });

    test("right after /register, Back from payment shows the plan step, not another page", async ({
      page,
    }) => {
      await fillRegisterForm(page, { email: uniqueEmail("registro") });
      await page.getByRole("button", { name: "Começar 7 dias grátis" }).click();
      await page.waitForURL(/\/checkout\?/);
      const main = page.getByRole("main");
      const startTrial = main.getByRole("button", { name: "Começar 7 dias grátis" });
      await expect(startTrial).toBeVisible();

      await page.goBack();
      await expect(page).toHaveURL(/\/checkout\?/);
      await expect(main.getByRole("button", { name: "Continuar" })).toBeVisible();
      await main.getByRole("button", { name: "Continuar" }).click();
      await expect(startTrial).toBeVisible();
    });
  });
}
