import type { Page, Route } from "@playwright/test";
import {
  CUSTOMER_IMPORT_CHUNK_BYTES,
  CUSTOMER_IMPORT_MAX_FILE_BYTES,
  CUSTOMER_IMPORT_MESSAGES,
} from "../common/customers";
import { expect, test } from "./fixtures";

/**
 * Issue 25: a big spreadsheet goes in the page's chunks, one after another,
 * with a progress bar that tells the truth; the preview adds the chunks up
 * (first 100 problems, all counted); an import never opts back in a customer
 * who said no.
 */
const HEADER = "nome;telefone;aceita mensagens";
const phone = (i: number) => `(11) 9${String(7000_0000 + i).replace(/^(\d{4})/, "$1-")}`;

/** 2,500 rows; every tenth has a bad phone. */
function bigCsv(): Buffer {
  const rows = Array.from({ length: 2500 }, (_, i) =>
    i % 10 === 9 ? `Cliente ${i};123;sim` : `Cliente ${i};${phone(i)};sim`,
  );
  return Buffer.from([HEADER, ...rows].join("\n"), "utf8");
}

async function openImport(page: Page): Promise<void> {
  await page.goto("/dashboard/clientes");
  await expect(page.getByRole("heading", { name: "Clientes", exact: true })).toBeVisible();
  await page.getByRole("tab", { name: "Importar" }).click();
}

test("a big file goes in chunks with a truthful progress bar; the preview adds them up", async ({
  page,
  proOwner: _,
}) => {
  await openImport(page);
  const sent: { bytes: number; dryRun: boolean }[] = [];
  // The second chunk waits until the test has seen the bar at the first one's rows.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/customers/import", async (route: Route) => {
    const body = route.request().postDataJSON() as { csv: string; dryRun: boolean };
    sent.push({ bytes: Buffer.byteLength(body.csv), dryRun: body.dryRun });
    if (sent.length === 2) await held;
    await route.continue();
  });

  await page.getByLabel("Escolher arquivo .csv").setInputFiles({
    name: "clientes.csv",
    mimeType: "text/csv",
    buffer: bigCsv(),
  });
  await expect(page.getByText("Conferindo clientes.csv: 1.000 de 2.500 linhas")).toBeVisible();
  await expect(page.getByRole("progressbar", { name: "Conferindo o arquivo" })).toHaveAttribute(
    "aria-valuenow",
    "1000",
  );
  release();

  const preview = page.getByRole("region", { name: "Prévia da importação" });
  await expect(
    preview.getByText("2.250 clientes novos, 0 já cadastrados (serão atualizados), 250 linhas com problema", {
      exact: false,
    }),
  ).toBeVisible();
  const problems = preview.getByRole("list", { name: "Linhas com problema" });
  // 100 problems listed (the file's first), and a line saying how many more.
  await expect(problems.getByRole("listitem")).toHaveCount(101);
  await expect(problems.getByText("Linha 11:")).toBeVisible();
  await expect(problems.getByText("E mais 150 linhas com problema", { exact: false })).toBeVisible();
  expect(sent.map((s) => s.dryRun)).toEqual([true, true, true]);
  for (const s of sent) expect(s.bytes).toBeLessThanOrEqual(CUSTOMER_IMPORT_CHUNK_BYTES);

  await preview.getByLabel(/aceitaram receber mensagens/).check();
  await preview.getByRole("button", { name: "Confirmar importação" }).click();
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: "Pronto: 2.250 clientes novos, 0 atualizados, 250 linhas ficaram de fora" }),
  ).toBeVisible();
  expect(sent.map((s) => s.dryRun)).toEqual([true, true, true, false, false, false]);
});

test("a customer who said no stays out when a spreadsheet says sim, and the preview says so", async ({
  page,
  proOwner: _,
}) => {
  await page.goto("/dashboard/clientes");
  const created = await page.request.post("/api/customers", {
    data: { name: "Dona Recusa", phone: phone(1), consent: false },
  });
  expect(created.status()).toBe(201);
  await openImport(page);
  await page.getByLabel("Escolher arquivo .csv").setInputFiles({
    name: "de-novo.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(`${HEADER}\nDona Recusa;${phone(1)};sim\nNovo;${phone(2)};sim\n`),
  });
  const preview = page.getByRole("region", { name: "Prévia da importação" });
  await expect(
    preview.getByText(
      "1 cliente que recusou mensagens continua sem recebê-las, mesmo que o arquivo diga sim.",
    ),
  ).toBeVisible();
  await preview.getByLabel(/aceitaram receber mensagens/).check();
  await preview.getByRole("button", { name: "Confirmar importação" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "1 que recusou mensagens continua sem recebê-las" }),
  ).toBeVisible();
  const list = (await (await page.request.get("/api/customers?search=Recusa")).json()) as {
    customers: { consent: boolean }[];
  };
  expect(list.customers).toMatchObject([{ consent: false }]);
});

test("a file over 5 MB is refused on the page, before anything is sent", async ({ page, proOwner: _ }) => {
  await openImport(page);
  let sent = 0;
  await page.route("**/api/customers/import", async (route: Route) => {
    sent++;
    await route.continue();
  });
  await page.getByLabel("Escolher arquivo .csv").setInputFiles({
    name: "enorme.csv",
    mimeType: "text/csv",
    buffer: Buffer.concat([Buffer.from(`${HEADER}\n`), Buffer.alloc(CUSTOMER_IMPORT_MAX_FILE_BYTES, "a")]),
  });
  await expect(page.getByRole("alert")).toHaveText(CUSTOMER_IMPORT_MESSAGES.fileTooLarge);
  expect(sent).toBe(0);
});
