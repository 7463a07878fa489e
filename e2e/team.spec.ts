import type { Browser, Page } from "@playwright/test";
import { expect, OWNER_PASSWORD, PHONE, test, uniqueEmail } from "./fixtures";

const toast = (page: Page, text: string) =>
  page.getByRole("region", { name: /Notificações/ }).getByText(text);
const section = (page: Page, title: string) => page.getByRole("region", { name: title, exact: true });

async function newPhone(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ viewport: PHONE, baseURL, locale: "pt-BR" });
  return { context, page: await context.newPage() };
}

// The owner is on a phone too.
test.use({ viewport: PHONE });

test("a Pro owner invites by email; the cook opens the mail's link on a phone, creates the account there, confirms its email, accepts and works in the owner's restaurant", async ({
  browser,
  app,
  mail,
  page,
  teamOwner,
}) => {
  const dish = await page.request.post("/api/dishes", {
    data: { name: "Lasanha da Ana", price: "39,90" },
  });
  expect(dish.ok()).toBe(true);
  await page.goto("/dashboard");
  await expect(page.getByRole("button", { name: "Remover Lasanha da Ana" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Settings" })).toBeVisible();
  const team = section(page, "Equipe");
  const cookEmail = uniqueEmail("cozinheiro");
  await team.getByLabel("Email de quem vai ajudar").fill(cookEmail);
  await team.getByRole("button", { name: "Convidar" }).click();
  await expect(toast(page, "Convite enviado!")).toBeVisible();
  const members = team.getByRole("list", { name: "Membros da equipe" });
  await expect(members.getByText(cookEmail)).toBeVisible();
  await expect(members.getByText("Pendente")).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE.width);

  const invite = await mail.waitFor(cookEmail, /Convite para a equipe do restaurante Cantina da Ana/);
  const link = invite.text.match(/https?:\/\/\S+\/convite#token=[A-Za-z0-9_-]+/)?.[0];
  expect(link).toBeTruthy();

  const cook = await newPhone(browser, app.url);
  await cook.page.goto(link!);
  const card = cook.page.getByRole("main");
  await expect(card.getByRole("heading", { name: "Convite para a equipe" })).toBeVisible();
  await expect(
    card.getByText(
      `${teamOwner.firstName} ${teamOwner.lastName} convidou você para a equipe do restaurante Cantina da Ana`,
    ),
  ).toBeVisible();
  // The token left the address bar; it waits in this tab's sessionStorage.
  await expect(cook.page).toHaveURL(`${app.url}/convite`);
  await card.getByRole("tab", { name: "Criar conta" }).click();
  await card.getByLabel("Nome", { exact: true }).fill("Caio");
  await card.getByLabel("Sobrenome").fill("Reis");
  await card.getByLabel("Email").fill(cookEmail);
  await card.getByLabel("Senha", { exact: true }).fill(OWNER_PASSWORD);
  await card.getByRole("button", { name: "Criar conta" }).click();
  await expect(card.getByText(`Você está na conta ${cookEmail}`)).toBeVisible();
  const cookWidth = await cook.page.evaluate(() => document.documentElement.scrollWidth);
  expect(cookWidth).toBeLessThanOrEqual(PHONE.width);
  await card.getByRole("button", { name: "Aceitar convite" }).click();
  // Issue 25: the new account confirms its own email (the sign-up's mail) before it joins.
  await expect(card.getByText(/^Confirme seu email para ver e aceitar convites de equipe/)).toBeVisible();
  const confirm = await mail.waitFor(cookEmail, /Confirme seu email/);
  const verify = confirm.text.match(/https?:\/\/\S+\/api\/verify-email\?token=\S+/)?.[0];
  expect(verify).toBeTruthy();
  await cook.page.goto(verify!);
  await expect(cook.page).not.toHaveURL(/verify-email/);
  await cook.page.goto(link!);
  await expect(card.getByText(`Você está na conta ${cookEmail}`)).toBeVisible();
  await card.getByRole("button", { name: "Aceitar convite" }).click();
  await expect(toast(cook.page, "Você entrou na equipe!")).toBeVisible();
  await expect(cook.page).toHaveURL(`${app.url}/dashboard`);
  await expect(cook.page.getByText("Cantina da Ana").first()).toBeVisible();
  await expect(section(cook.page, "Equipe")).toHaveCount(0);
  // A member works with the dishes but does not delete them (docs/team-permissions.md).
  await expect(cook.page.getByText("Lasanha da Ana")).toBeVisible();
  await expect(cook.page.getByRole("button", { name: "Remover Lasanha da Ana" })).toHaveCount(0);
  await expect(cook.page.getByRole("button", { name: "Settings" })).toHaveCount(0);

  await page.reload();
  await expect(section(page, "Equipe").getByText("Ativo")).toBeVisible();
  await cook.context.close();
});

test("the invitation link opened in another account says which account to use and offers to sign out", async ({
  browser,
  app,
  mail,
  page,
  teamOwner: _,
  newOwner,
}) => {
  const invitedEmail = uniqueEmail("convidada");
  expect((await page.request.post("/api/team", { data: { email: invitedEmail } })).status()).toBe(201);
  const invite = await mail.waitFor(invitedEmail, /Convite para a equipe/);
  const link = invite.text.match(/https?:\/\/\S+\/convite#token=[A-Za-z0-9_-]+/)?.[0];

  const other = await newPhone(browser, app.url);
  await newOwner({ page: other.page, firstName: "Lia" });
  await other.page.goto(link!);
  const card = other.page.getByRole("main");
  await expect(card.getByRole("alert")).toHaveText(
    `Este convite foi enviado para outro email. Entre com a conta de ${invitedEmail}.`,
  );
  await expect(card.getByRole("button", { name: "Aceitar convite" })).toHaveCount(0);
  await card.getByRole("button", { name: "Sair desta conta" }).click();
  await expect(card.getByRole("tab", { name: "Entrar" })).toBeVisible();
  await other.context.close();
});
