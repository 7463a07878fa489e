import { expect, OWNER_PASSWORD, PHONE, test, uniqueEmail } from "./fixtures";

function linkIn(text: string, pattern: RegExp): string {
  const link = text.match(pattern)?.[0];
  if (!link) throw new Error(`sem link ${pattern} no email:\n${text}`);
  return link;
}

test("register → verification mail → link → /auth?verified=true → login → dashboard", async ({
  page,
  mail,
  context,
}) => {
  const email = uniqueEmail("cadastro");
  await page.goto("/register");
  await expect(page.getByRole("heading", { level: 1, name: "Crie sua conta" })).toBeVisible();
  // The first plan is preselected once the plans load; picking another changes the price line.
  await expect(page.getByRole("radio", { name: /Starter/ })).toBeChecked();
  await expect(page.getByText(/^Depois US\$\s19\/mês$/)).toBeVisible();
  await page.getByText("Pro", { exact: true }).click();
  await expect(page.getByRole("radio", { name: /Pro/ })).toBeChecked();
  await expect(page.getByText(/^Depois US\$\s39\/mês$/)).toBeVisible();
  await page.getByText("Starter", { exact: true }).click();

  await page.getByLabel("Nome", { exact: true }).fill("Célia");
  await page.getByLabel("Sobrenome").fill("Ramos");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Senha", { exact: true }).fill(OWNER_PASSWORD);
  await page.getByRole("button", { name: "Começar 7 dias grátis" }).click();

  await expect(page).toHaveURL(/\/checkout\?/);
  const query = new URL(page.url()).searchParams;
  expect(query.get("userId")).toMatch(/^[0-9a-f-]{36}$/);
  expect(query.get("email")).toBe(email);
  expect(query.get("name")).toBe("Célia Ramos");
  expect(query.get("planId")).toBe("3");
  await expect(page.getByText("Conta criada com sucesso!", { exact: true })).toBeVisible();

  const message = await mail.waitFor(email, /Confirme seu email/);
  const link = linkIn(message.text, /https?:\/\/\S+\/api\/verify-email\?token=\S+/);
  expect(message.html).toContain("Confirmar meu email");

  // The owner opens the mail on another device, where nobody is signed in.
  await context.clearCookies();
  await page.goto(link);
  await expect(page).toHaveURL("/auth?verified=true");
  await expect(page.getByText("Email verificado com sucesso! Agora você pode fazer login.")).toBeVisible();
  await expect(page.getByRole("tab", { name: "Entrar" })).toHaveAttribute("aria-selected", "true");

  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Senha", { exact: true }).fill(OWNER_PASSWORD);
  await page.getByRole("button", { name: "Entrar", exact: true }).click();
  await expect(page.getByText("Login realizado com sucesso!", { exact: true })).toBeVisible();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { level: 1, name: "Painel" })).toBeVisible();

  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Painel" })).toBeVisible();
  await expect(page.getByText("Célia Ramos")).toBeVisible();
  // Confirmed: no reminder.
  await expect(page.getByRole("button", { name: "Reenviar" })).toHaveCount(0);
});

test("a wrong password shows the 'Login failed' toast and stays on /login", async ({
  page,
  signedInOwner: { email, password },
}) => {
  await page.context().clearCookies();
  await page.goto("/login");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in to your account");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("Nao-E-Essa-123");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Login failed", { exact: true })).toBeVisible();
  await expect(page.getByText("Invalid email or password", { exact: true })).toBeVisible();
  await expect(page).toHaveURL("/login");
  await expect(page.getByRole("button", { name: "Sign In" })).toBeEnabled();

  // Field rules are checked before anything is sent, in English.
  await page.getByLabel("Password", { exact: true }).fill("123");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Your password has at least 6 characters.")).toBeVisible();

  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Login successful!", { exact: true })).toBeVisible();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { level: 1, name: "Painel" })).toBeVisible();
});

test("forgot password → mailed link → new password; old sessions end", async ({
  page,
  mail,
  app,
  browser,
  signedInOwner: { email },
}) => {
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Painel" })).toBeVisible();

  // From another browser (no session), through the link on /login.
  const other = await browser.newContext({ baseURL: app.url });
  const visitor = await other.newPage();
  await visitor.goto("/login");
  await visitor.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(visitor).toHaveURL("/forgot-password");
  await visitor.getByLabel("Email").fill(email.toUpperCase());
  await visitor.getByRole("button", { name: "Enviar link" }).click();
  await expect(visitor.getByText(/Se existir uma conta com este email/)).toBeVisible();

  const message = await mail.waitFor(email, /Redefina sua senha/);
  const link = linkIn(message.text, /https?:\/\/\S+\/reset-password#token=\S+/);
  await visitor.goto(link);
  await expect(visitor.getByRole("heading", { level: 1, name: "Escolha uma nova senha" })).toBeVisible();
  // The token leaves the address bar once read.
  await expect(visitor).toHaveURL("/reset-password");
  await visitor.getByLabel("Nova senha", { exact: true }).fill("Acaraje-Quente-88");
  await visitor.getByLabel("Repita a nova senha").fill("Acaraje-Quente-99");
  await visitor.getByRole("button", { name: "Salvar nova senha" }).click();
  await expect(visitor.getByText("As senhas não são iguais.")).toBeVisible();
  await visitor.getByLabel("Repita a nova senha").fill("Acaraje-Quente-88");
  await visitor.getByRole("button", { name: "Salvar nova senha" }).click();
  await expect(visitor.getByText("Senha alterada! Entre com a nova senha.")).toBeVisible();

  await visitor.getByRole("main").getByRole("link", { name: "Entrar" }).click();
  await expect(visitor).toHaveURL("/login");
  await visitor.getByLabel("Email").fill(email);
  await visitor.getByLabel("Password", { exact: true }).fill("Acaraje-Quente-88");
  await visitor.getByRole("button", { name: "Sign In" }).click();
  await expect(visitor).toHaveURL("/");
  await expect(visitor.getByRole("heading", { level: 1, name: "Painel" })).toBeVisible();
  await other.close();

  // The first browser's session ended with the password change: the guard shows the auth screen.
  await page.reload();
  await expect(page.getByRole("tab", { name: "Entrar" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Painel" })).toHaveCount(0);
});

test("a signed-in user is sent away from /login, /register and /auth", async ({ page, signedInOwner: _ }) => {
  await page.goto("/login");
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { level: 1, name: "Painel" })).toBeVisible();
  await page.goto("/register");
  await expect(page).toHaveURL("/");
  await page.goto("/auth");
  await expect(page).toHaveURL("/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Painel" })).toBeVisible();
});

test("the dashboard reminds an unconfirmed email, resends it, and Logout leaves", async ({
  page,
  mail,
  signedInOwner: { email },
}) => {
  await mail.waitFor(email, /Confirme seu email/);
  await page.goto("/dashboard");
  await expect(page.getByText(/Confirme seu email\./)).toBeVisible();
  const before = mail.mails.filter((m) => m.to.includes(email.toLowerCase())).length;
  await page.getByRole("button", { name: "Reenviar" }).click();
  await expect(page.getByText("Link reenviado!", { exact: true })).toBeVisible();
  await expect
    .poll(() => mail.mails.filter((m) => m.to.includes(email.toLowerCase())).length)
    .toBe(before + 1);

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { level: 1, name: "Painel" })).toHaveCount(0);
  await page.goto("/dashboard");
  await expect(page.getByRole("tab", { name: "Entrar" })).toBeVisible();
});

test("/register-success reads its query and defaults to plan 3", async ({ page }) => {
  await page.goto("/register-success?email=ana%40exemplo.com.br&name=Ana%20Lima&userId=x");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Quase lá, Ana Lima!");
  await expect(page.getByText("ana@exemplo.com.br").first()).toBeVisible();
  await expect(page.getByText("Olhe a pasta de spam ou lixo eletrônico.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Continuar para o pagamento" })).toHaveAttribute(
    "href",
    "/checkout/3",
  );
  await page.getByRole("link", { name: "Voltar para o login" }).click();
  await expect(page).toHaveURL("/auth");
});

test.describe("on a phone", () => {
  test.use({ viewport: PHONE });

  test("the register page fits and shows field errors beside the fields", async ({ page }) => {
    await page.goto("/register");
    await expect(page.getByRole("radio", { name: /Starter/ })).toBeChecked();
    await page.getByLabel("Email").fill("sem-arroba");
    await page.getByLabel("Senha", { exact: true }).fill("12345678");
    await page.getByRole("button", { name: "Começar 7 dias grátis" }).click();
    await expect(page.getByText("Informe seu nome.")).toBeVisible();
    await expect(page.getByText("Informe um email válido, como nome@exemplo.com.")).toBeVisible();
    await expect(page.getByText(/Senha fácil de adivinhar\. Esta é uma senha muito usada\./)).toBeVisible();
    await expect(page).toHaveURL("/register");
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
  });

  test("the dashboard header fits with the name and Logout", async ({ page, signedInOwner: owner }) => {
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { level: 1, name: "Painel" })).toBeVisible();
    await expect(page.getByRole("banner").getByText(`${owner.firstName} ${owner.lastName}`)).toBeVisible();
    const logout = await page.getByRole("button", { name: "Logout" }).boundingBox();
    expect(logout && logout.x + logout.width).toBeLessThanOrEqual(PHONE.width);
    expect(logout?.height).toBeGreaterThanOrEqual(44);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
  });
});
