import type { Browser, Page } from "@playwright/test";
import { expect, PHONE, test } from "./fixtures";

const PASSWORD = "Moqueca-Capixaba-2026";
let n = 0;
const newEmail = (who: string) => `${who}-${Date.now()}-${++n}@restaurante.test`;
const toast = (page: Page, text: string) =>
  page.getByRole("region", { name: /Notificações/ }).getByText(text);
const section = (page: Page, title: string) => page.getByRole("region", { name: title, exact: true });

async function registered(page: Page, email: string, firstName: string, planId: number) {
  const res = await page.request.post("/api/register", {
    data: { email, password: PASSWORD, firstName, lastName: "Lima", planId },
  });
  expect(res.status()).toBe(201);
}

async function newPhone(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ viewport: PHONE, baseURL, locale: "pt-BR" });
  return { context, page: await context.newPage() };
}

test("a Pro owner invites by email; the invited cook confirms the email, accepts and works in the owner's restaurant", async ({
  browser,
  app,
  mail,
}) => {
  const owner = await newPhone(browser, app.url);
  const ownerEmail = newEmail("dona-rosa");
  await registered(owner.page, ownerEmail, "Rosa", 4);
  const saved = await owner.page.request.post("/api/restaurant", {
    data: { name: "Cantina da Rosa", type: "italiana", isOnboarded: true },
  });
  expect(saved.ok()).toBe(true);
  await owner.page.goto("/dashboard");
  const team = section(owner.page, "Equipe");
  const cookEmail = newEmail("cozinheiro");
  await team.getByLabel("Email de quem vai ajudar").fill(cookEmail);
  await team.getByRole("button", { name: "Convidar" }).click();
  await expect(toast(owner.page, "Convite enviado!")).toBeVisible();
  const members = team.getByRole("list", { name: "Membros da equipe" });
  await expect(members.getByText(cookEmail)).toBeVisible();
  await expect(members.getByText("Pendente")).toBeVisible();
  const width = await owner.page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE.width);

  const invite = await mail.waitFor(cookEmail, /Convite para a equipe do restaurante Cantina da Rosa/);
  expect(invite.text).toContain(`${app.url}/auth`);

  const cook = await newPhone(browser, app.url);
  await registered(cook.page, cookEmail, "Caio", 3);
  const confirm = await mail.waitFor(cookEmail, /Confirme seu email/);
  const link = confirm.text.match(/https?:\/\/\S+\/api\/verify-email\?token=\S+/)?.[0];
  expect(link).toBeTruthy();
  await cook.page.goto(link!);
  await cook.page.goto("/dashboard");
  const invites = cook.page.getByRole("region", { name: "Convites para equipes" });
  await expect(invites.getByText("Cantina da Rosa")).toBeVisible();
  await invites.getByRole("button", { name: /Aceitar/ }).click();
  await expect(toast(cook.page, "Você entrou na equipe!")).toBeVisible();
  await expect(cook.page.getByText("Cantina da Rosa").first()).toBeVisible();
  await expect(section(cook.page, "Equipe")).toHaveCount(0);

  await owner.page.reload();
  await expect(section(owner.page, "Equipe").getByText("Ativo")).toBeVisible();
  await owner.context.close();
  await cook.context.close();
});
