import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { expect, PHONE, test } from "./fixtures";
import { seedUsers } from "./support/seedUsers";

async function unlock(page: Page, password: string) {
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Admin Access" })).toBeVisible();
  await page.getByLabel("Senha de administrador").fill(password);
  await page.getByLabel("Senha de administrador").press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Painel administrativo" })).toBeVisible();
}

const statCard = (page: Page, name: string) => page.getByRole("group", { name });

test.describe("admin panel", () => {
  test("wrong password, unlock, search, toggle, next page and a test email", async ({ page, app, mail }) => {
    const users = await seedUsers(app.url, 25);
    const target = users[6]!;
    const statsRes = await fetch(`${app.url}/api/admin/stats`, {
      headers: { "x-admin-password": app.adminPassword },
    });
    const before = (await statsRes.json()) as { totalUsers: number; activeSubscriptions: number };

    // The gate: a wrong password is refused in red.
    await page.goto("/admin");
    await page.getByLabel("Senha de administrador").fill("senha-errada");
    await page.getByRole("button", { name: "Acessar Painel" }).click();
    await expect(page.getByRole("alert")).toHaveText("Senha de administrador incorreta");
    await expect(page.getByRole("heading", { level: 1, name: "Admin Access" })).toBeVisible();

    // Enter submits; the panel opens with the stats.
    await page.getByLabel("Senha de administrador").fill(app.adminPassword);
    await page.getByLabel("Senha de administrador").press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: "Painel administrativo" })).toBeVisible();
    await expect(statCard(page, "Total de usuários")).toContainText(String(before.totalUsers));
    await expect(statCard(page, "Assinaturas ativas")).toContainText(String(before.activeSubscriptions));
    // The mail outbox under the stat cards (the seeded sign-ups queued their verification mails).
    await expect(page.getByRole("status", { name: "Emails na fila" })).toHaveText(
      /^Emails na fila: \d+ pendentes? · \d+ com falha$/,
    );
    const table = page.getByRole("table");
    await expect(table.getByRole("row")).toHaveCount(21);
    await expect(page.getByRole("navigation", { name: "Paginação de usuários" })).toBeVisible();

    // Search by part of the last name: one result, no paging.
    await page.getByLabel("Buscar usuários").fill(target.lastName.toUpperCase());
    await page.getByRole("button", { name: "Buscar" }).click();
    await expect(page.getByText(/1 resultado para/)).toBeVisible();
    await expect(table.getByRole("row")).toHaveCount(2);
    const row = table.getByRole("row", { name: new RegExp(target.email) });
    await expect(row).toContainText(`${target.firstName} ${target.lastName}`);
    await expect(row).toContainText("Email não verificado");
    await expect(row).toContainText("Starter");
    await expect(page.getByRole("navigation", { name: "Paginação de usuários" })).toBeHidden();

    // Toggle: the row, the stats and the activity list follow.
    const wasActive = (await row.getByText("Ativa", { exact: true }).count()) > 0;
    const verb = wasActive ? "Desativar" : "Ativar";
    await row
      .getByRole("button", { name: `${verb} assinatura de ${target.firstName} ${target.lastName}` })
      .click();
    await expect(row.getByText(wasActive ? "Inativa" : "Ativa", { exact: true })).toBeVisible();
    await expect(
      row.getByRole("button", { name: new RegExp(`^${wasActive ? "Ativar" : "Desativar"} assinatura`) }),
    ).toBeVisible();
    await expect(statCard(page, "Assinaturas ativas")).toContainText(
      String(before.activeSubscriptions + (wasActive ? -1 : 1)),
    );
    await expect(page.getByRole("list", { name: "Atividade recente" })).toContainText(
      `${wasActive ? "Assinatura desativada" : "Assinatura ativada"} · ${target.email}`,
    );

    // Clear goes back to the full list; Next shows page 2.
    await page.getByRole("button", { name: "Limpar" }).click();
    await expect(page.getByLabel("Buscar usuários")).toHaveValue("");
    const pager = page.getByRole("navigation", { name: "Paginação de usuários" });
    await expect(pager).toContainText("Página 1 de");
    const firstOnPage1 = await table.getByRole("row").nth(1).textContent();
    await pager.getByRole("button", { name: "Próxima" }).click();
    await expect(pager).toContainText("Página 2 de");
    await expect(table.getByRole("row").nth(1)).not.toHaveText(firstOnPage1 ?? "");
    await pager.getByRole("button", { name: "Anterior" }).click();
    await expect(pager).toContainText("Página 1 de");

    // The test email: required destination, then the green answer and the mail itself.
    const to = page.getByLabel("Email de destino");
    const send = page.getByRole("button", { name: "Enviar email de teste" });
    await expect(send).toBeDisabled();
    await to.focus();
    await to.blur();
    await expect(page.getByText("❌ Email é obrigatório")).toBeVisible();
    await to.fill("conferencia@restaurante.test");
    await send.click();
    await expect(page.getByRole("status").filter({ hasText: "✅" })).toHaveText(
      "✅ Email de teste enviado com sucesso - Enviado para: conferencia@restaurante.test",
    );
    const caught = await mail.waitFor("conferencia@restaurante.test", /Teste de email - Prato Cheio/);
    expect(caught.text).toContain("email de teste");

    // The password was kept in memory only: nothing stored, and a reload asks again.
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
    expect(stored).not.toContain(app.adminPassword);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Admin Access" })).toBeVisible();
  });

  test("an invalid destination is refused in red", async ({ page, app }) => {
    await unlock(page, app.adminPassword);
    await page.getByLabel("Email de destino").fill("nao-e-um-email");
    await page.getByRole("button", { name: "Enviar email de teste" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "❌" })).toHaveText("❌ Email inválido");
  });
});

/** SPEC §8's failures are said in red: the danger text on its soft red background. */
async function expectRed(message: Locator) {
  await expect(message).toHaveCSS("color", "rgb(180, 35, 24)");
  await expect(message).toHaveCSS("background-color", "rgb(253, 236, 234)");
}

test.describe("admin panel when the network or the mail server fails", () => {
  test("the gate says 'Erro de conexão' in red when the stats call never arrives", async ({ page, app }) => {
    await page.goto("/admin");
    await page.route("**/api/admin/stats", (route) => route.abort("internetdisconnected"));
    await page.getByLabel("Senha de administrador").fill(app.adminPassword);
    await page.getByRole("button", { name: "Acessar Painel" }).click();
    const error = page.getByRole("alert");
    await expect(error).toHaveText("Erro de conexão");
    await expectRed(error);
    await expect(page.getByRole("heading", { level: 1, name: "Admin Access" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Acessar Painel" })).toBeEnabled();

    // Back online, the same password opens the panel.
    await page.unroute("**/api/admin/stats");
    await page.getByRole("button", { name: "Acessar Painel" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Painel administrativo" })).toBeVisible();
  });

  test("the email test says '❌ Erro de conexão' and '❌ Erro: …' in red", async ({ page, app }) => {
    await unlock(page, app.adminPassword);
    const to = page.getByLabel("Email de destino");
    const send = page.getByRole("button", { name: "Enviar email de teste" });
    const result = page.getByRole("alert").filter({ hasText: "❌" });

    await page.route("**/api/test-email", (route) => route.abort("internetdisconnected"));
    await to.fill("conferencia@restaurante.test");
    await send.click();
    await expect(result).toHaveText("❌ Erro de conexão");
    await expectRed(result);
    await expect(send).toBeEnabled();

    // The server answers with the mail server's reason (SPEC §7 { error }).
    await page.unroute("**/api/test-email");
    await page.route("**/api/test-email", (route) =>
      route.fulfill({
        status: 502,
        contentType: "application/json",
        json: { error: "Servidor de email recusou a conexão.", code: "MAIL_FAILED" },
      }),
    );
    await send.click();
    await expect(result).toHaveText("❌ Erro: Servidor de email recusou a conexão.");
    await expectRed(result);
    await expect(page.getByRole("status").filter({ hasText: "✅" })).toHaveCount(0);
  });
});

test("Buscar again with the same text asks the server again", async ({ page, app }) => {
  const [first] = await seedUsers(app.url, 1);
  const tag = first!.lastName.split(" ")[0]!;
  await unlock(page, app.adminPassword);
  const searches: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/admin/users/search") searches.push(request.url());
  });

  await page.getByLabel("Buscar usuários").fill(tag);
  await page.getByRole("button", { name: "Buscar" }).click();
  await expect(page.getByText(`1 resultado para “${tag}”`)).toBeVisible();

  // Someone signs up meanwhile; the same search again shows them.
  const res = await fetch(`${app.url}/api/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      email: `novo-${tag}@restaurante.test`,
      firstName: "Novo",
      lastName: "Cadastro",
      password: "Sabor-da-Casa-2026",
      planId: 3,
    }),
  });
  expect(res.ok).toBe(true);
  await page.getByRole("button", { name: "Buscar" }).click();
  await expect(page.getByText(`2 resultados para “${tag}”`)).toBeVisible();
  await expect(page.getByRole("table").getByRole("row", { name: new RegExp(`novo-${tag}`) })).toBeVisible();
  expect(searches).toHaveLength(2);
});

test.describe("admin panel on a phone", () => {
  test.use({ viewport: PHONE });

  test("users show as cards that fit the screen", async ({ page, app }) => {
    const [user] = await seedUsers(app.url, 1);
    await unlock(page, app.adminPassword);
    const card = page.getByRole("listitem", { name: `${user!.firstName} ${user!.lastName}` });
    await expect(card).toContainText(user!.email);
    await expect(card.getByRole("button", { name: /assinatura de/ })).toBeVisible();
    const box = await card.getByRole("button", { name: /assinatura de/ }).boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
  });
});

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({ rule: v.id, help: v.help, nodes: v.nodes.map((n) => n.target.join(" ")) }));
}

for (const [name, viewport] of [
  ["desktop", { width: 1280, height: 800 }],
  ["phone", PHONE],
] as const) {
  test(`the gate and the panel have no serious axe violations and one h1 on a ${name}`, async ({
    page,
    app,
  }) => {
    await page.setViewportSize(viewport);
    await seedUsers(app.url, 2);
    await page.goto("/admin");
    await expect(page.getByRole("button", { name: "Acessar Painel" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await expect(page.locator("h1")).toHaveCount(1);
    await unlock(page, app.adminPassword);
    await expect(page.getByRole("button", { name: /assinatura de/ }).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await expect(page.locator("h1")).toHaveCount(1);
  });
}
