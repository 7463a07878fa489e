import type { BrowserContext, Page } from "@playwright/test";
import { addDays, brazilDate } from "../common/week";
import { expect, expectNoSideScroll, PHONE, test } from "./fixtures";

const toast = (page: Page, text: string) =>
  page.getByRole("region", { name: /Notificações/ }).getByText(text, { exact: true });

const today = () => brazilDate(new Date());
const ptBR = (day: string) => day.split("-").reverse().join("/");

async function allowClipboard(context: BrowserContext): Promise<void> {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
}

const reviewItem = (page: Page, text: string) =>
  page.getByRole("list", { name: "Avaliações", exact: true }).getByRole("listitem").filter({ hasText: text });

for (const [label, viewport] of [
  ["390 px", PHONE],
  ["1280 px", { width: 1280, height: 800 }],
] as const) {
  test.describe(`review inbox at ${label}`, () => {
    test.use({ viewport });

    test("an owner pastes a batch, sees the deadlines, answers one from its chips and imports an export", async ({
      page,
      context,
      onboardedOwner: _,
    }) => {
      await allowClipboard(context);
      await expect(page.getByTestId("cartao-avaliacoes")).toHaveText("Nenhuma avaliação sem resposta");
      const nav = page
        .getByRole("navigation", { name: "Seções do painel" })
        .getByRole("link", { name: "Avaliações" });
      await nav.focus();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/dashboard\/avaliacoes$/);
      await expect(page.getByRole("heading", { name: "Avaliações", exact: true })).toBeVisible();

      // Three reviews copied at once: the app's layout (name, grade · date) and a blank-line one.
      const batch = [
        "Maria S.",
        `★★☆☆☆ · ${ptBR(addDays(today(), -5))}`,
        "A pizza chegou fria e a caixa veio amassada.",
        "João P.",
        `★★★☆☆ · ${ptBR(addDays(today(), -4))}`,
        "Demorou uma hora para chegar.",
        "",
        "Nota 5",
        "Tudo perfeito, voltarei!",
      ].join("\n");
      await page.getByLabel("Cole as avaliações").fill(batch);
      await page.getByRole("button", { name: "Ver prévia" }).click();
      const preview = page.getByRole("region", { name: "Prévia" });
      await expect(preview.getByText("3 avaliações encontradas: 3 novas")).toBeVisible();
      await preview.getByRole("button", { name: "Salvar 3 avaliações" }).click();
      await expect(toast(page, "Avaliações na caixa!")).toBeVisible();

      await expect(page.getByTestId("resumo-avaliacoes")).toHaveText(
        "3 avaliações sem resposta · 1 vence hoje · 1 vence amanhã",
      );
      const cold = reviewItem(page, "A pizza chegou fria");
      await expect(cold.getByTestId("prazo")).toHaveText("vence hoje");
      await expect(reviewItem(page, "Demorou uma hora").getByTestId("prazo")).toHaveText("vence amanhã");
      await expect(reviewItem(page, "Tudo perfeito").getByTestId("prazo")).toHaveText(
        "5 dias para responder",
      );
      await expectNoSideScroll(page);

      // Open it: the reply card with the review already in, then the chips.
      await cold.getByRole("button", { name: "Responder" }).click();
      await expect(cold.getByLabel("Avaliação do cliente")).toHaveValue(
        "A pizza chegou fria e a caixa veio amassada.",
      );
      await cold.getByRole("button", { name: "Gerar resposta" }).click();
      const points = cold.getByRole("region", { name: "Pontos da avaliação" });
      await expect(points).toBeVisible();
      const reply = cold.getByRole("region", { name: "Resposta gerada" });
      await expect(reply).toBeVisible();
      const before = ((await reply.locator("p").first().textContent()) ?? "").trim();
      await points.getByLabel("Acrescentar um ponto que faltou").selectOption({ label: "Atraso" });
      await points.getByRole("button", { name: "Refazer com estes pontos" }).click();
      await expect(reply.locator("p").first()).not.toHaveText(before);
      const answer = ((await reply.locator("p").first().textContent()) ?? "").trim();

      await cold.getByRole("button", { name: "Copiar e marcar como respondida" }).click();
      await expect(toast(page, "Copiado!")).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(answer);
      await expect(cold.getByText("Respondida", { exact: true })).toBeVisible();
      await expect(cold.getByTestId("prazo")).toHaveCount(0);
      await expect(page.getByTestId("resumo-avaliacoes")).toHaveText(
        "2 avaliações sem resposta · 1 vence amanhã",
      );
      await page.getByRole("button", { name: /^Respondida/ }).click();
      await expect(
        page.getByRole("list", { name: "Avaliações", exact: true }).getByRole("listitem"),
      ).toHaveCount(1);
      await page
        .getByRole("button", { name: /^Todas/ })
        .first()
        .click();

      // The iFood export: extra columns are named as ignored; a second import adds nothing.
      const csv = [
        "Loja;ID da avaliação;Data da avaliação;Nota;Comentário;ID do pedido;Tags negativas",
        `Loja;rv-1;${ptBR(today())};1;Veio faltando o refrigerante;8891;Item faltando`,
        `Loja;rv-2;${ptBR(today())};4;Gostei;8892;`,
      ].join("\r\n");
      const file = { name: "avaliacoes.csv", mimeType: "text/csv", buffer: Buffer.from(csv) };
      await page.getByLabel("Importar arquivo (.xlsx ou .csv)").setInputFiles(file);
      await expect(preview.getByText("2 avaliações encontradas: 2 novas")).toBeVisible();
      await expect(preview.getByText("Colunas ignoradas: Loja")).toBeVisible();
      await preview.getByRole("button", { name: "Salvar 2 avaliações" }).click();
      await expect(reviewItem(page, "Veio faltando o refrigerante").getByText("Pedido 8891")).toBeVisible();
      await page.getByLabel("Importar arquivo (.xlsx ou .csv)").setInputFiles(file);
      await expect(preview.getByText("2 avaliações encontradas: 0 novas, 2 já na caixa")).toBeVisible();
      await expectNoSideScroll(page);
    });

    test("a long inbox goes page by page, and the topic filter finds reviews nobody drafted yet", async ({
      page,
      onboardedOwner: _,
    }) => {
      await page.goto("/dashboard/avaliacoes");
      // 60 reviews from an export: 59 plain ones and one about cold food, the oldest (first due).
      const rows = Array.from(
        { length: 59 },
        (_, i) => `rv-${i};${ptBR(addDays(today(), -(i % 4)))};4;Tudo certo, pedido ${i + 1};;`,
      );
      rows.push(`rv-frio;${ptBR(addDays(today(), -4))};2;A lasanha chegou fria;;`);
      const csv = ["ID da avaliação;Data da avaliação;Nota;Comentário;ID do pedido;Tags negativas", ...rows];
      await page.getByLabel("Importar arquivo (.xlsx ou .csv)").setInputFiles({
        name: "avaliacoes.csv",
        mimeType: "text/csv",
        buffer: Buffer.from(csv.join("\r\n")),
      });
      const preview = page.getByRole("region", { name: "Prévia" });
      await preview.getByRole("button", { name: "Salvar 60 avaliações" }).click();
      const items = page.getByRole("list", { name: "Avaliações", exact: true }).getByRole("listitem");
      const pages = page.getByRole("navigation", { name: "Páginas de avaliações" });
      await expect(pages.getByText("Página 1 de 2")).toBeVisible();
      await expect(items).toHaveCount(50);
      await expect(items.first()).toContainText("A lasanha chegou fria");
      await pages.getByRole("button", { name: "Próximas" }).click();
      await expect(pages.getByText("Página 2 de 2")).toBeVisible();
      await expect(items).toHaveCount(10);
      await expect(pages.getByRole("button", { name: "Próximas" })).toBeDisabled();
      await expectNoSideScroll(page);

      // A filter starts again from the first page; the cold review is found before any draft.
      await page.getByLabel("Filtrar por assunto").selectOption({ label: "Comida fria" });
      await expect(items).toHaveCount(1);
      await expect(items.first()).toContainText("A lasanha chegou fria");
      await expect(pages).toBeHidden();
    });

    test("the owner sets the contacts, a claim and a 7-day window in Settings; the deadlines follow", async ({
      page,
      onboardedOwner: _,
    }) => {
      await page.getByRole("button", { name: "Settings" }).click();
      const form = page.getByRole("form", { name: "Contatos e informações do restaurante" });
      await form.getByLabel("WhatsApp da loja").fill("1234");
      await form.getByRole("button", { name: "Salvar contatos e prazo" }).click();
      await expect(form.getByText("Informe o número com DDD, como (11) 98765-4321.")).toBeVisible();
      await form.getByLabel("WhatsApp da loja").fill("11987654321");
      await expect(form.getByLabel("WhatsApp da loja")).toHaveValue("(11) 98765-4321");
      await form.getByLabel("Massa feita na casa").check();
      await form.getByLabel("Prazo para responder avaliações (dias)").fill("7");
      await form.getByRole("button", { name: "Salvar contatos e prazo" }).click();
      await expect(toast(page, "Sucesso!")).toBeVisible();
      await expectNoSideScroll(page);

      await page.goto("/dashboard/avaliacoes");
      await page.getByLabel("Cole as avaliações").fill("Chegou tudo certo, obrigado!");
      await page.getByRole("button", { name: "Ver prévia" }).click();
      await page.getByRole("button", { name: "Salvar 1 avaliação" }).click();
      await expect(reviewItem(page, "Chegou tudo certo").getByTestId("prazo")).toHaveText(
        "7 dias para responder",
      );

      // Saved on the server: a fresh dashboard shows them again.
      await page.goto("/dashboard");
      await page.getByRole("button", { name: "Settings" }).click();
      await expect(form.getByLabel("WhatsApp da loja")).toHaveValue("(11) 98765-4321");
      await expect(form.getByLabel("Massa feita na casa")).toBeChecked();
      await expect(form.getByLabel("Prazo para responder avaliações (dias)")).toHaveValue("7");
    });
  });
}
