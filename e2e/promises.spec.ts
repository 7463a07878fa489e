import type { Page } from "@playwright/test";
import { NEW_PASSWORD_HINT } from "../common/passwordRule";
import { expect, expectNoSideScroll, PHONE, test } from "./fixtures";

// Issue 30: the terms and the privacy notice are real pages, linked from every
// public footer and from the sign-up; plan prices are written one way
// everywhere; one password rule and one hint on every sign-up form.

/** The main area's text with Intl's no-break spaces as plain ones. */
async function mainText(page: Page): Promise<string> {
  return (await page.getByRole("main").innerText()).replace(/\u00a0/g, " ");
}

/** Every dollar sign on the page is "US$" (plans) or "R$" (reais): no "$19", no "$2M+". */
async function expectOneMoneyConvention(page: Page): Promise<string> {
  const text = await mainText(page);
  expect(text).not.toMatch(/(?<!US|R)\$/);
  expect(text).not.toMatch(/US\$ \d+,00\b/);
  return text;
}

for (const [device, viewport] of [
  ["phone", PHONE],
  ["desktop", { width: 1280, height: 800 }],
] as const) {
  test.describe(`promises on a ${device}`, () => {
    test.use({ viewport });

    test("/termos and /privacidade open from the footer and from /register's sign-up note", async ({
      page,
      context,
    }) => {
      await page.goto("/");
      const footer = page.getByRole("contentinfo");
      await footer.getByRole("link", { name: "Termos de Serviço" }).click();
      await expect(page).toHaveURL("/termos");
      await expect(page.getByRole("heading", { level: 1, name: "Termos de Serviço" })).toBeVisible();
      await expect(page).toHaveTitle(/^Termos de Serviço \| Prato Cheio$/);
      await expectNoSideScroll(page);

      await page.getByRole("contentinfo").getByRole("link", { name: "Política de Privacidade" }).click();
      await expect(page).toHaveURL("/privacidade");
      const privacy = page.getByRole("main");
      await expect(page.getByRole("heading", { level: 1, name: "Política de Privacidade" })).toBeVisible();
      for (const section of ["Que dados guardamos", "Com quem os dados são compartilhados", "Cookies"]) {
        await expect(privacy.getByRole("heading", { level: 2, name: new RegExp(section) })).toBeVisible();
      }
      await expect(privacy.getByText(/nunca o nome, o telefone ou o email de um cliente/)).toBeVisible();
      await expectNoSideScroll(page);
      // Its way to ask leads to the contact form.
      await privacy.getByRole("link", { name: "formulário de contato" }).first().click();
      await expect(page).toHaveURL("/contact");

      // The sign-up note keeps its sentence; its two names are links that open beside the form.
      await page.goto("/register");
      const note = page.getByText(/^Ao criar sua conta, você concorda com os Termos de Serviço/);
      await expect(note).toHaveText(
        "Ao criar sua conta, você concorda com os Termos de Serviço (abre em nova aba) e a Política de Privacidade (abre em nova aba).",
      );
      await page.getByLabel("Email").fill("ainda-aqui@restaurante.test");
      for (const [name, path, heading] of [
        ["Termos de Serviço", "/termos", "Termos de Serviço"],
        ["Política de Privacidade", "/privacidade", "Política de Privacidade"],
      ] as const) {
        const opened = context.waitForEvent("page");
        await note.getByRole("link", { name: new RegExp(`^${name}`) }).click();
        const legal = await opened;
        await expect(legal).toHaveURL(path);
        await expect(legal.getByRole("heading", { level: 1, name: heading })).toBeVisible();
        await legal.close();
      }
      // What the person typed is still there.
      await expect(page.getByLabel("Email")).toHaveValue("ainda-aqui@restaurante.test");
    });

    test("the plan prices read the same on /, /pricing, /register, /trial, /checkout and Minha conta", async ({
      page,
      newOwner,
    }) => {
      await page.goto("/");
      const landing = await expectOneMoneyConvention(page);
      expect(landing).toContain("US$ 2 mi+");

      await page.goto("/pricing");
      await expect(page.getByRole("article", { name: "Pro" })).toBeVisible();
      const pricing = await expectOneMoneyConvention(page);
      expect(pricing).toMatch(/US\$ 19\s*\/mês/);
      expect(pricing).toMatch(/US\$ 39\s*\/mês/);

      await page.goto("/register");
      await expect(page.getByText(/^Depois US\$\s19\/mês$/)).toBeVisible();
      await expectOneMoneyConvention(page);

      await page.goto("/trial");
      await expect(page.getByRole("radio", { name: /Starter/ })).toBeChecked();
      const trial = await expectOneMoneyConvention(page);
      expect(trial).toMatch(
        /Hoje: US\$ 0 · Primeira cobrança em \d\d\/\d\d: US\$ 19\. Depois US\$ 19\s*\/mês/,
      );

      await page.goto("/checkout/4");
      await expect(page.getByRole("radio", { name: /Pro/ })).toBeVisible();
      const checkout = await expectOneMoneyConvention(page);
      expect(checkout).toMatch(/US\$ 19\s*\/mês/);
      expect(checkout).toMatch(/US\$ 39\s*\/mês/);
      await expectNoSideScroll(page);

      await newOwner({ planId: 4, restaurant: { name: "Cantina da Rua", type: "italiana" } });
      await page.goto("/dashboard/conta");
      await expect(page.getByRole("button", { name: /^Mudar para Starter · US\$\s19\/mês$/ })).toBeVisible();
      const account = await expectOneMoneyConvention(page);
      expect(account).toMatch(/US\$ 39\s*\/mês/);
      await expectNoSideScroll(page);
    });

    test("one password hint on /register, /trial and /auth's sign-up, and one rule", async ({ page }) => {
      await page.goto("/register");
      await expect(page.getByText(NEW_PASSWORD_HINT, { exact: true })).toBeVisible();
      await page.getByLabel("Senha", { exact: true }).fill("Quindim");
      await page.getByRole("button", { name: "Começar 7 dias grátis" }).click();
      await expect(page.getByRole("alert").filter({ hasText: /^Mínimo 8 caracteres$/ })).toBeVisible();

      await page.goto("/trial");
      await expect(page.getByText(NEW_PASSWORD_HINT, { exact: true })).toBeVisible();
      await page.getByLabel("Senha", { exact: true }).fill("Quindim");
      await page.getByRole("button", { name: "Começar 7 dias grátis" }).click();
      await expect(page.getByRole("alert").filter({ hasText: /^Mínimo 8 caracteres$/ })).toBeVisible();

      await page.goto("/auth");
      await page.getByRole("tab", { name: "Criar conta" }).click();
      await expect(page.getByText(NEW_PASSWORD_HINT, { exact: true })).toBeVisible();
      await page.getByLabel("Senha", { exact: true }).fill("Quindim");
      await page.getByRole("button", { name: "Criar conta" }).click();
      await expect(page.getByRole("alert").filter({ hasText: /^Mínimo 8 caracteres$/ })).toBeVisible();
      await expectNoSideScroll(page);
    });
  });
}
