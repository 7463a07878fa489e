import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { addDays, brazilDate } from "../common/week";
import { expect, expectNoSideScroll, PHONE, test } from "./fixtures";

const toast = (page: Page, text: string) =>
  page.getByRole("region", { name: /Notificações/ }).getByText(text);

const row = (page: Page, name: string) =>
  page.getByRole("list", { name: "Clientes", exact: true }).getByRole("listitem", { name, exact: true });

const today = () => brazilDate(new Date());
const ptBR = (day: string) => day.split("-").reverse().join("/");

/**
 * The messy spreadsheet of a real restaurant: Excel in Brazil (semicolons,
 * Windows-1252, CRLF, dd/mm/aaaa), one bad phone (line 4) and João twice (line 5, his phone written another way).
 */
function messyCsv(): Buffer {
  const text = [
    "Nome;Telefone;Email;Último pedido;Pedidos",
    `João Araújo;(11) 98765-1111;joao@exemplo.com;${ptBR(addDays(today(), -40))};12`,
    `Márcia Conceição;21 99876-2222;;${ptBR(addDays(today(), -2))};3`,
    `Zé Ninguém;12345;;${ptBR(addDays(today(), -1))};1`,
    "João Araújo;+55 11 98765-1111;;;2",
  ].join("\r\n");
  return Buffer.from(text, "latin1");
}

async function openCustomers(page: Page): Promise<void> {
  await page.goto("/dashboard");
  const card = page.getByRole("region", { name: "Gestão de clientes" });
  // The card sits below sections that still grow as their data arrives (the
  // automatic menu, the chart): a click aimed at the link's position could
  // land on whatever moved there. Keyboard activation follows the link itself.
  const link = card.getByRole("link", { name: "Ver clientes" });
  await link.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/dashboard\/clientes$/);
  await expect(page.getByRole("heading", { name: "Clientes", exact: true })).toBeVisible();
}

for (const [label, viewport] of [
  ["390 px", PHONE],
  ["1280 px", { width: 1280, height: 800 }],
] as const) {
  test.describe(`customers at ${label}`, () => {
    test.use({ viewport });

    test("a Pro owner adds, edits, records an order and deletes a customer", async ({
      page,
      proOwner: _,
    }) => {
      await openCustomers(page);
      await expect(page.getByText("Nenhum cliente ainda.", { exact: false })).toBeVisible();

      await page.getByRole("button", { name: "Novo cliente" }).click();
      const form = page.getByRole("form", { name: "Novo cliente" });
      await form.getByLabel("Nome").fill("Ana Teste");
      await form.getByLabel("Telefone (WhatsApp)").fill("123");
      await form.getByRole("button", { name: "Adicionar cliente" }).click();
      // The server's message, by the field.
      await expect(
        form.getByText("Telefone inválido. Use o DDD e o número, como (11) 98765-4321."),
      ).toBeVisible();
      await form.getByLabel("Telefone (WhatsApp)").fill("11 91234-5678");
      await form.getByLabel("Pedidos").fill("1");
      await form.getByRole("button", { name: "Adicionar cliente" }).click();
      const ana = row(page, "Ana Teste");
      await expect(ana.getByText("(11) 91234-5678")).toBeVisible();
      await expect(ana.getByText("Novo", { exact: true })).toBeVisible();
      await expect(ana.getByText("Sem consentimento")).toBeVisible();

      await ana.getByRole("button", { name: "Editar" }).click();
      const edit = page.getByRole("form", { name: "Editar Ana Teste" });
      await edit.getByLabel("Pedidos").fill("4");
      await edit.getByLabel("Aceita receber mensagens?").selectOption({ label: "Sim" });
      await edit.getByLabel("Onde aceitou").fill("balcão");
      await edit.getByRole("button", { name: "Salvar cliente" }).click();
      await expect(ana.getByText("Aceita mensagens")).toBeVisible();
      await expect(ana.getByText("Recorrente", { exact: true })).toBeVisible();

      await ana.getByRole("button", { name: "+1 pedido hoje" }).click();
      await expect(toast(page, "+1 pedido para Ana Teste.")).toBeVisible();
      await expect(ana.getByRole("definition").filter({ hasText: /^5$/ })).toBeVisible();
      await expect(ana.getByText(ptBR(today()))).toBeVisible();
      await expectNoSideScroll(page);

      await ana.getByRole("button", { name: "Excluir" }).click();
      await ana.getByRole("button", { name: "Sim, excluir" }).click();
      await expect(toast(page, "Ana Teste foi excluído.")).toBeVisible();
      await expect(ana).toHaveCount(0);
    });

    test("imports a messy CSV, sees segments, opts a customer out and exports", async ({
      page,
      proOwner: _,
    }) => {
      await openCustomers(page);

      await page.getByRole("tab", { name: "Importar" }).click();
      // The picker speaks Portuguese: our button and status, not the browser's "Choose File".
      await expect(page.getByText("Nenhum arquivo escolhido")).toBeVisible();
      await page.getByLabel("Escolher arquivo .csv").setInputFiles({
        name: "clientes.csv",
        mimeType: "text/csv",
        buffer: messyCsv(),
      });
      const preview = page.getByRole("region", { name: "Prévia da importação" });
      await expect(
        preview.getByText("2 clientes novos, 1 já cadastrado (será atualizado)", { exact: false }),
      ).toBeVisible();
      const problems = preview.getByRole("list", { name: "Linhas com problema" });
      await expect(problems.getByRole("listitem")).toHaveCount(1);
      await expect(problems.getByText("Linha 4:")).toBeVisible();
      await preview.getByLabel(/aceitaram receber mensagens/).check();
      await preview.getByRole("button", { name: "Confirmar importação" }).click();
      await expect(
        page.getByRole("status").filter({ hasText: "Pronto: 2 clientes novos, 1 atualizado" }),
      ).toBeVisible();

      // Segments: João (12 orders, 40 days ago) is at risk; Márcia (3 orders, 2 days ago) recurring.
      await expect(page.getByTestId("segmento-Em risco")).toHaveText("1");
      await expect(page.getByTestId("segmento-Recorrente")).toHaveText("1");
      // The owner moves "Em risco" to 45 days: João (40 days, 12 orders) is VIP again, counts recomputed.
      await page.getByRole("button", { name: "Ajustar regras" }).click();
      await page.getByLabel("Em risco depois de (dias sem pedir)").fill("45");
      await page.getByRole("button", { name: "Salvar regras" }).click();
      await expect(toast(page, "Segmentos atualizados.")).toBeVisible();
      await expect(page.getByTestId("segmento-Em risco")).toHaveText("0");
      await expect(page.getByTestId("segmento-VIP")).toHaveText("1");
      await page.getByRole("button", { name: "Ajustar regras" }).click();
      await page.getByLabel("Em risco depois de (dias sem pedir)").fill("30");
      await page.getByRole("button", { name: "Salvar regras" }).click();
      await expect(page.getByTestId("segmento-Em risco")).toHaveText("1");
      await page.getByRole("tab", { name: "Lista" }).click();
      await expect(
        page.getByRole("list", { name: "Clientes", exact: true }).getByRole("listitem"),
      ).toHaveCount(2);
      // Windows-1252 read as such: the accents survive.
      const joao = row(page, "João Araújo");
      await expect(joao.getByText("(11) 98765-1111")).toBeVisible();
      await expect(joao.getByText("Em risco", { exact: true })).toBeVisible();
      await page.getByRole("button", { name: /^Em risco/ }).click();
      await expect(
        page.getByRole("list", { name: "Clientes", exact: true }).getByRole("listitem"),
      ).toHaveCount(1);
      await page.getByRole("button", { name: /^Todos/ }).click();
      await page.getByLabel("Buscar por nome, telefone ou email").fill("99876");
      await expect(
        page.getByRole("list", { name: "Clientes", exact: true }).getByRole("listitem"),
      ).toHaveCount(1);
      const marcia = row(page, "Márcia Conceição");
      await expect(marcia.getByText("(21) 99876-2222")).toBeVisible();

      // Opt-out.
      await marcia.getByRole("button", { name: "Não quer mais receber" }).click();
      await expect(marcia.getByText("Sem consentimento")).toBeVisible();
      await page.getByLabel("Buscar por nome, telefone ou email").fill("");

      // Export: the list, then one customer's data.
      const [list] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("link", { name: "Exportar lista (CSV)" }).click(),
      ]);
      const listCsv = await readFile((await list.path()) ?? "", "utf8");
      expect(listCsv).toContain("João Araújo");
      expect(listCsv).toContain("Márcia Conceição");
      const [one] = await Promise.all([
        page.waitForEvent("download"),
        row(page, "João Araújo").getByRole("link", { name: "Baixar dados (LGPD)" }).click(),
      ]);
      const oneCsv = await readFile((await one.path()) ?? "", "utf8");
      expect(oneCsv).toContain("João Araújo");
      expect(oneCsv).not.toContain("Márcia");
      await expectNoSideScroll(page);

      // The dashboard card counts them.
      await page.getByRole("link", { name: "Voltar ao painel" }).click();
      const card = page.getByRole("region", { name: "Gestão de clientes" });
      await expect(card.getByText("2 clientes, 1 aceita receber mensagens.")).toBeVisible();
      await expect(card.getByText("Em risco: 1")).toBeVisible();
    });

    test("runs a campaign customer by customer through wa.me links", async ({ page, proOwner: _ }) => {
      // João is at risk (12 orders, the last 40 days ago) and agreed to messages; Bia did not agree.
      for (const data of [
        {
          name: "João Araújo",
          phone: "11987651111",
          totalOrders: 12,
          lastOrderDate: addDays(today(), -40),
          consent: true,
        },
        {
          name: "Bia Sem Aceite",
          phone: "11987652222",
          totalOrders: 12,
          lastOrderDate: addDays(today(), -40),
          consent: false,
        },
      ]) {
        const res = await page.request.post("/api/customers", { data });
        expect(res.status(), await res.text()).toBe(201);
      }
      await openCustomers(page);
      await page.getByRole("tab", { name: "Campanhas" }).click();
      const form = page.getByRole("form", { name: "Nova campanha" });
      await form.getByLabel("Para quem").selectOption("Em risco");
      await form.getByLabel("Objetivo").selectOption({ label: "Voltar a pedir" });
      await form.getByRole("button", { name: "Gerar mensagem" }).click();
      await expect(form.getByLabel("Mensagem")).toHaveValue(/\{nome\}/);
      // Edited once by the owner, {nome} kept.
      await form
        .getByLabel("Mensagem")
        .fill("Oi, {nome}! Faz tempo que você não pede. Hoje tem o seu prato de sempre.");
      await form.getByRole("button", { name: "Criar campanha" }).click();
      const run = page.getByRole("list", { name: "Mensagens da campanha" });
      await expect(run.getByRole("listitem")).toHaveCount(1);
      const message = run.getByRole("listitem", { name: "João Araújo" });
      const link = message.getByRole("link", { name: "Enviar no WhatsApp" });
      await expect(link).toHaveAttribute(
        "href",
        `https://wa.me/5511987651111?text=${encodeURIComponent("Oi, João! Faz tempo que você não pede. Hoje tem o seu prato de sempre.")}`,
      );
      await expect(link).toHaveAttribute("target", "_blank");
      // Tap it without leaving for WhatsApp: the page still marks the message as sent.
      await link.evaluate((a) => a.addEventListener("click", (e) => e.preventDefault(), { once: true }));
      await link.click();
      await expect(message.getByText("Enviada")).toBeVisible();
      await expect(page.getByTestId("andamento-campanha")).toContainText("1 enviada · 0 pendentes");
      await message.getByLabel("Pediu de novo").click();
      await expect(message.getByLabel("Pediu de novo")).toBeChecked();
      await expect(page.getByTestId("andamento-campanha")).toContainText("1 pediu de novo");
      // The campaign is in the list of campaigns with its counts.
      await expect(
        page
          .getByRole("region", { name: "Campanhas", exact: true })
          .getByText("1 enviada · 0 pendentes · 1 pediu de novo"),
      ).toBeVisible();
    });
  });
}

test.describe("customers gating and isolation", () => {
  test.use({ viewport: PHONE });

  test("a Starter owner sees what it does and the upgrade, never a broken list", async ({
    page,
    onboardedOwner: _,
  }) => {
    await page.goto("/dashboard");
    const card = page.getByRole("region", { name: "Gestão de clientes" });
    await card.getByRole("link", { name: "Conhecer a gestão de clientes" }).click();
    await expect(page.getByRole("heading", { name: "Gestão de clientes é do plano Pro" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Fazer upgrade para o Pro" })).toHaveAttribute(
      "href",
      "/checkout/4",
    );
    await expect(page.getByRole("list", { name: "Clientes", exact: true })).toHaveCount(0);
  });

  test("'Gerar mensagem' writes the campaign text with {nome}", async ({ page, proOwner: _ }) => {
    await page.goto("/dashboard/clientes");
    await page.getByRole("tab", { name: "Campanhas" }).click();
    const form = page.getByRole("form", { name: "Nova campanha" });
    await form.getByLabel("Objetivo").selectOption({ label: "Fim de semana" });
    await form.getByRole("button", { name: "Gerar mensagem" }).click();
    await expect(form.getByLabel("Mensagem")).toHaveValue(/\{nome\}/);
  });

  test("a second account cannot see or change the first one's customers", async ({
    page,
    browser,
    baseURL,
    proOwner: _,
    newOwner,
  }) => {
    const created = await page.request.post("/api/customers", {
      data: { name: "Cliente da Ana", phone: "11987650000" },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };

    const other = await browser.newContext({ baseURL, viewport: PHONE });
    const page2 = await other.newPage();
    await newOwner({
      page: page2,
      planId: 4,
      restaurant: { name: "Lanchonete do Beto", type: "lanchonete" },
    });
    await page2.goto("/dashboard/clientes");
    await expect(page2.getByText("Nenhum cliente ainda.", { exact: false })).toBeVisible();
    await expect(page2.getByText("Cliente da Ana")).toHaveCount(0);
    expect((await page2.request.patch(`/api/customers/${id}`, { data: { name: "Invadido" } })).status()).toBe(
      404,
    );
    expect((await page2.request.get(`/api/customers/export?id=${id}`)).status()).toBe(404);
    await other.close();
  });
});
