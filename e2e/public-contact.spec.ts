import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, PHONE, test } from "./fixtures";
import { type AppServer, startAppServer } from "./support/appServer";

const TEAM = "equipe@pratocheio.test";

let server: AppServer;
test.beforeAll(async ({ mail }) => {
  // The shared e2e server has no CONTACT_TO; this one mails the team through the worker's SMTP catcher,
  // at the real contact limit (5 a minute), so the failure toast can be reached too.
  server = await startAppServer({ SMTP_URL: mail.url, CONTACT_TO: TEAM, RATE_LIMIT_SCALE: "1" });
});
test.afterAll(async () => {
  await server?.stop();
});

async function fillValid(page: Page, who: { name: string; email: string }, message: string) {
  const form = page.getByRole("form", { name: "Formulário de contato" });
  await form.getByLabel("Nome").fill(who.name);
  await form.getByLabel("Email").fill(who.email);
  await form.getByLabel("Telefone (opcional)").fill("(11) 98765-4321");
  await form.getByLabel("Empresa (opcional)").fill("Pizzaria da Maria");
  await form.getByLabel("Tipo de negócio (opcional)").selectOption("pizzaria");
  await form.getByLabel("Assunto").selectOption("planos-precos");
  await form.getByLabel("Mensagem").fill(message);
  return form;
}

for (const viewport of [
  { name: "desktop", size: { width: 1280, height: 800 }, id: "desk" },
  { name: "phone", size: PHONE, id: "phone" },
]) {
  test.describe(`contact on a ${viewport.name}`, () => {
    test.use({ viewport: viewport.size });

    test("shows each missing or wrong field's error beside it, accessibly", async ({ page }) => {
      await page.goto(`${server.url}/contact`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fale com a gente");
      await expect(page.getByText("Resposta em até 24 horas")).toBeVisible();
      await expect(page.getByRole("complementary")).toContainText("Segunda a sexta, das 9h às 18h.");

      const form = page.getByRole("form", { name: "Formulário de contato" });
      await expect(form.getByLabel("Assunto").locator("option")).toHaveText([
        "Selecione um assunto",
        "Dúvidas gerais",
        "Quero uma demonstração",
        "Planos e preços",
        "Suporte técnico",
        "Integração com apps de delivery",
        "Parcerias",
        "Sugestões e feedback",
      ]);
      await expect(form.getByLabel("Tipo de negócio (opcional)").locator("option")).toHaveCount(10);

      await form.getByRole("button", { name: "Enviar mensagem" }).click();
      await expect(form.getByLabel("Nome")).toHaveAccessibleDescription("Informe seu nome");
      await expect(form.getByLabel("Email")).toHaveAccessibleDescription("Informe seu email");
      await expect(form.getByLabel("Assunto")).toHaveAccessibleDescription("Escolha um assunto");
      await expect(form.getByLabel("Mensagem")).toHaveAccessibleDescription("Escreva sua mensagem");
      await expect(form.getByLabel("Nome")).toBeFocused();
      // Optional fields left blank are fine.
      await expect(form.getByLabel("Telefone (opcional)")).not.toHaveAttribute("aria-invalid", "true");

      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);

      await form.getByLabel("Email").fill("maria@");
      await expect(form.getByLabel("Email")).toHaveAccessibleDescription(/Informe um email válido/);
      await form.getByLabel("Nome").fill("Maria");
      await expect(form.getByLabel("Nome")).not.toHaveAttribute("aria-invalid", "true");
    });

    test("sends the message: success toast, cleared form, and the mail reaches the team", async ({
      page,
      mail,
    }) => {
      const email = `maria.${viewport.id}@pizzariadamaria.com.br`;
      const message = `Quero saber se o plano Pro atende minhas 3 lojas (${viewport.name}).`;
      await page.goto(`${server.url}/contact`);
      const form = await fillValid(page, { name: "Maria Souza", email }, message);
      await form.getByRole("button", { name: "Enviar mensagem" }).click();

      await expect(page.getByText("Mensagem enviada com sucesso!", { exact: true })).toBeVisible();
      await expect(page.getByText("Entraremos em contato em até 24 horas.", { exact: true })).toBeVisible();
      await expect(form.getByLabel("Mensagem")).toHaveValue("");
      await expect(form.getByLabel("Nome")).toHaveValue("");

      // The mail leaves after the answer (the outbox); the other viewport's copy has the same subject.
      await expect
        .poll(() => mail.mails.some((m) => m.text.includes(message)), {
          message: "o email com esta mensagem",
        })
        .toBe(true);
      const found = mail.mails.find((m) => m.text.includes(message));
      expect(found?.to).toContain(TEAM);
      expect(found?.subject).toBe("[Contato] Planos e preços — Maria Souza");
      expect(found?.text).toContain(`Email: ${email}`);
      expect(found?.text).toContain("Empresa: Pizzaria da Maria");
    });
  });
}

for (const viewport of [
  { name: "desktop", size: { width: 1280, height: 800 } },
  { name: "phone", size: PHONE },
]) {
  test(`a refused message shows the SPEC's failure toast and keeps what was typed, on a ${viewport.name}`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport.size);
    // Use up this address's contact allowance straight through the API.
    for (let i = 0; i < 6; i++) {
      await page.request.post(`${server.url}/api/contact`, {
        data: {
          name: "Lote",
          email: `lote${i}@exemplo.com`,
          subject: "feedback",
          message: "Teste de limite.",
        },
      });
    }
    await page.goto(`${server.url}/contact`);
    const form = await fillValid(
      page,
      { name: "Ana", email: "ana@exemplo.com" },
      "Mensagem que não vai passar.",
    );
    await form.getByRole("button", { name: "Enviar mensagem" }).click();
    const title = page.getByText("Erro ao enviar mensagem", { exact: true });
    await expect(title).toBeVisible();
    await expect(page.getByText("Tente novamente mais tarde.", { exact: true })).toBeVisible();
    await expect(form.getByLabel("Mensagem")).toHaveValue("Mensagem que não vai passar.");
    await expect(form.getByRole("button", { name: "Enviar mensagem" })).toBeEnabled();
    // The toast fits the screen it is on.
    const box = await title.boundingBox();
    expect(box).not.toBeNull();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(viewport.size.width);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(viewport.size.width);
  });
}
