import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMPETITION_MESSAGES } from "../../../common/competition";
import { MENU_PASTE_MESSAGES } from "../../../common/competitionMenu";
import { OWNER_ONLY_MESSAGES } from "../../../common/team";
import { competitionDishes, competitionPrices, competitionRivals } from "../../db/schema";
import type { TestAccount } from "../../testing/accounts";
import { call } from "../../testing/call";
import { type CustomerTestSetup, customerTestSetup } from "../../testing/customerTestSetup";

let clock = new Date("2026-11-20T15:00:00Z");
let s: CustomerTestSetup;
let boss: TestAccount;
let member: TestAccount;

beforeAll(async () => {
  s = await customerTestSetup(() => clock);
  ({ boss, member } = s.team);
});
afterAll(async () => {
  await s.close();
});

const api = (
  as: { cookie: string },
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
  url: string,
  body?: object,
) => call(s.t.app, method, url, { as, ...(body ? { body } : {}) });

async function dish(as: { cookie: string }, name: string, price: string, category?: string): Promise<number> {
  const res = await api(as, "POST", "/api/dishes", { name, price, ...(category ? { category } : {}) });
  expect(res.statusCode).toBe(201);
  return res.json().id;
}

async function rival(as: { cookie: string }, name: string, extra: object = {}) {
  const res = await api(as, "POST", "/api/competition/rivals", { name, marketplace: "iFood", ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

const MENU_V1 = `Pizzas
Pizza Calabresa
Calabresa, cebola e azeitonas
R$ 42,00
Pizza Margherita
Molho de tomate, mussarela e manjericão
R$ 39,90
Bebidas
Coca-Cola 2L
R$ 12,00
Horário de funcionamento`;

describe("competition", () => {
  let calabresa: number;
  let margherita: number;
  let pizzariaX: number;

  it("adds a rival (link kept as text), records an observation, lists both", async () => {
    calabresa = await dish(boss, "Pizza Calabresa", "49,90", "Pizzas");
    margherita = await dish(boss, "Pizza Margherita", "38,00", "Pizzas");
    await dish(boss, "Coca-Cola 2 L", "14,00", "Bebidas");
    pizzariaX = await rival(boss, "Pizzaria X", {
      link: "https://www.ifood.com.br/delivery/sao-paulo-sp/pizzaria-x",
      neighbourhood: "Pinheiros",
    });
    const seen = await api(member, "POST", `/api/competition/rivals/${pizzariaX}/observations`, {
      rating: 4.7,
      deliveryFee: "6,99",
      deliveryMinutes: 45,
      minimumOrder: "30,00",
      promotions: "Frete grátis acima de R$ 60",
      place: "05422-010",
      withClub: false,
    });
    expect(seen.statusCode, seen.body).toBe(201);
    expect(seen.json()).toMatchObject({
      observedOn: "2026-11-20",
      deliveryFeeCents: 699,
      minimumOrderCents: 3000,
    });
    const list = (await api(member, "GET", "/api/competition/rivals")).json();
    expect(list.limit).toBe(20);
    expect(list.rivals).toEqual([
      expect.objectContaining({
        name: "Pizzaria X",
        link: "https://www.ifood.com.br/delivery/sao-paulo-sp/pizzaria-x",
        latest: expect.objectContaining({ rating: 4.7, place: "05422-010" }),
      }),
    ]);
  });

  it("previews a paste with suggestions and what was not understood, saving nothing", async () => {
    const res = await api(member, "POST", `/api/competition/rivals/${pizzariaX}/menu/preview`, {
      text: MENU_V1,
    });
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json();
    expect(
      preview.dishes.map((d: { name: string; priceCents: number; suggestedDishId: number | null }) => [
        d.name,
        d.priceCents,
        d.suggestedDishId,
      ]),
    ).toEqual([
      ["Pizza Calabresa", 4200, calabresa],
      ["Pizza Margherita", 3990, margherita],
      ["Coca-Cola 2L", 1200, expect.any(Number)],
    ]);
    expect(preview.notUnderstood).toEqual(["Horário de funcionamento"]);
    const saved = await s.t.database.db
      .select()
      .from(competitionDishes)
      .where(eq(competitionDishes.rivalId, pizzariaX));
    expect(saved).toEqual([]);
  });

  it("refuses bad pastes in Portuguese and changes nothing: no prices, a web page's HTML, 2 MB", async () => {
    const noPrices = await api(member, "POST", `/api/competition/rivals/${pizzariaX}/menu/preview`, {
      text: "Pizza Calabresa\nPizza Margherita",
    });
    expect(noPrices.statusCode).toBe(400);
    expect(noPrices.json().error).toBe(MENU_PASTE_MESSAGES.noPrices);
    const html = await api(member, "POST", `/api/competition/rivals/${pizzariaX}/menu/preview`, {
      text: `<!DOCTYPE html><html><body><div>Pizza</div><span>R$ 10,00</span></body></html>`,
    });
    expect(html.statusCode).toBe(400);
    expect(html.json().error).toBe(MENU_PASTE_MESSAGES.html);
    const huge = await api(member, "POST", `/api/competition/rivals/${pizzariaX}/menu/preview`, {
      text: "Pizza R$ 10,00\n".repeat(140_000),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error).toBe(MENU_PASTE_MESSAGES.tooLong);
    const long = await api(member, "POST", `/api/competition/rivals/${pizzariaX}/menu/preview`, {
      text: "Pizza R$ 10,00\n".repeat(20_000),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toBe(MENU_PASTE_MESSAGES.tooLong);
    expect(
      await s.t.database.db.select().from(competitionDishes).where(eq(competitionDishes.rivalId, pizzariaX)),
    ).toEqual([]);
  });

  it("saves the confirmed menu, then a later paste updates prices and keeps the history", async () => {
    const first = await api(member, "POST", `/api/competition/rivals/${pizzariaX}/menu`, {
      dishes: [
        { name: "Pizza Calabresa", section: "Pizzas", priceCents: 4200, ourDishId: calabresa },
        { name: "Pizza Margherita", section: "Pizzas", priceCents: 3990, ourDishId: margherita },
        { name: "Coca-Cola 2L", section: "Bebidas", size: "2 l", priceCents: 1200, noEquivalent: true },
      ],
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ added: 3, changed: 0, unchanged: 0 });

    clock = new Date("2026-11-24T15:00:00Z");
    const preview = (
      await api(member, "POST", `/api/competition/rivals/${pizzariaX}/menu/preview`, {
        text: "Pizza Calabresa\nde R$ 42,00 por R$ 38,00\nPizza Margherita\nR$ 39,90",
      })
    ).json();
    expect(
      preview.dishes.map((d: { currentPriceCents: number; priceCents: number }) => [
        d.currentPriceCents,
        d.priceCents,
      ]),
    ).toEqual([
      [4200, 3800],
      [3990, 3990],
    ]);
    const second = await api(member, "POST", `/api/competition/rivals/${pizzariaX}/menu`, {
      dishes: preview.dishes.map(
        (d: { name: string; priceCents: number; suggestedDishId: number; priceNote: string | null }) => ({
          name: d.name,
          priceCents: d.priceCents,
          priceNote: d.priceNote,
          ourDishId: d.suggestedDishId,
        }),
      ),
    });
    expect(second.json()).toEqual({ added: 0, changed: 1, unchanged: 1 });
    const detail = (await api(boss, "GET", `/api/competition/rivals/${pizzariaX}`)).json();
    const calabresaThere = detail.dishes.find((d: { name: string }) => d.name === "Pizza Calabresa");
    expect(calabresaThere).toMatchObject({
      priceCents: 3800,
      priceNote: "promoção",
      ourDishId: calabresa,
      matchState: "confirmado",
    });
    expect(calabresaThere.history).toEqual([
      { priceCents: 4200, seenOn: "2026-11-20" },
      { priceCents: 3800, seenOn: "2026-11-24" },
    ]);
    expect(detail.dishes.find((d: { name: string }) => d.name === "Coca-Cola 2L")).toMatchObject({
      matchState: "sem equivalente",
      ourDishId: null,
    });
  });

  it("builds the board against hand arithmetic, with the fee profile and the food cost", async () => {
    // Second rival, cheaper Margherita, its own delivery fee.
    const y = await rival(member, "Forno Y");
    await api(member, "POST", `/api/competition/rivals/${y}/observations`, {
      deliveryFee: "4,00",
      withClub: true,
    });
    await api(member, "POST", `/api/competition/rivals/${y}/menu`, {
      dishes: [{ name: "Margherita", priceCents: 3400, ourDishId: margherita }],
    });
    const settings = await api(boss, "PUT", "/api/competition/settings", {
      thresholdPercent: 10,
      presetId: "ifood-entrega",
      commissionPercent: 23,
      paymentPercent: 3.2,
      marginPercent: 60,
      ourDeliveryFeeCents: 500,
    });
    expect(settings.statusCode, settings.body).toBe(200);
    expect(
      (await api(boss, "PUT", `/api/competition/food-costs/${calabresa}`, { costCents: 1530 })).statusCode,
    ).toBe(204);

    const board = (await api(member, "GET", "/api/competition/board")).json();
    expect(board.feePercent).toBe(26.2);
    const row = board.rows.find((r: { dishId: number }) => r.dishId === calabresa);
    // Ours R$ 49,90: fees 26,2 % = 13,0738 → 13,07; received 36,83; minus 15,30 = 21,53.
    expect(row).toMatchObject({
      ourPriceCents: 4990,
      receivedCents: 3683,
      leftCents: 2153,
      ourOrderTotalCents: 5490,
      position: "mais caro",
      cheapestRivalCents: 3800,
      overThreshold: true,
      // (15,30 × 1,6) ÷ (1 − 0,262) = 33,170… → 33,17
      floorPriceCents: 3317,
    });
    // Theirs R$ 38,00: fees 9,956 → 9,96; received 28,04; minus 15,30 = 12,74; gap 11,90 = 31,3 %.
    expect(row.rivals).toEqual([
      expect.objectContaining({
        rivalName: "Pizzaria X",
        priceCents: 3800,
        gapCents: 1190,
        gapPercent: 31.3,
        receivedCents: 2804,
        leftCents: 1274,
        deliveryFeeCents: 699,
        orderTotalCents: 4499,
        belowMinimum: false,
        sentence:
          "Se cobrar R$\u00a038,00 como Pizzaria X, você recebe R$\u00a028,04 e sobra R$\u00a012,74 por pizza.",
      }),
    ]);
    const marg = board.rows.find((r: { dishId: number }) => r.dishId === margherita);
    // Ours 38,00 vs 39,90 and 34,00: average 36,95, band ±1,8475 → na média.
    expect(marg.position).toBe("na média");
    expect(
      marg.rivals.map((e: { rivalName: string; belowMinimum: boolean; withClub: boolean }) => [
        e.rivalName,
        e.belowMinimum,
        e.withClub,
      ]),
    ).toEqual([
      ["Forno Y", false, true],
      ["Pizzaria X", false, false],
    ]);
    expect(marg.leftCents).toBeNull();
    expect(board.alerts.map((a: { kind: string }) => a.kind).sort()).toEqual([
      "mais caro",
      "nova promoção",
      "preço mudou",
    ]);
    expect(board.alerts.find((a: { kind: string }) => a.kind === "preço mudou").text).toBe(
      "Pizzaria X mudou o preço de Pizza Calabresa: de R$\u00a042,00 para R$\u00a038,00.",
    );
  });

  it("draws a dish over time from the prices seen", async () => {
    const history = (await api(member, "GET", `/api/competition/dishes/${calabresa}/history`)).json();
    expect(history).toEqual({
      dishId: calabresa,
      dishName: "Pizza Calabresa",
      ourPriceCents: 4990,
      series: [
        {
          rivalId: pizzariaX,
          rivalName: "Pizzaria X",
          points: [
            { priceCents: 4200, seenOn: "2026-11-20" },
            { priceCents: 3800, seenOn: "2026-11-24" },
          ],
        },
      ],
    });
  });

  it("changes a match by hand and records a price fixed by hand", async () => {
    const detail = (await api(member, "GET", `/api/competition/rivals/${pizzariaX}`)).json();
    const coca = detail.dishes.find((d: { name: string }) => d.name === "Coca-Cola 2L");
    const patched = await api(member, "PATCH", `/api/competition/dishes/${coca.id}`, { priceCents: 1300 });
    expect(patched.json().history.map((h: { priceCents: number }) => h.priceCents)).toEqual([1200, 1300]);
    const foreignDish = await dish(s.other, "Pizza do Outro", "30,00");
    const refused = await api(member, "PATCH", `/api/competition/dishes/${coca.id}`, {
      ourDishId: foreignDish,
    });
    expect(refused.statusCode).toBe(404);
  });

  it("lets members record but only the owner delete", async () => {
    const detail = (await api(member, "GET", `/api/competition/rivals/${pizzariaX}`)).json();
    const refused = await api(member, "DELETE", `/api/competition/rivals/${pizzariaX}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(OWNER_ONLY_MESSAGES.deleteCompetition);
    expect((await api(member, "DELETE", `/api/competition/dishes/${detail.dishes[0].id}`)).statusCode).toBe(
      403,
    );
    expect(
      (await api(member, "DELETE", `/api/competition/observations/${detail.observations[0].id}`)).statusCode,
    ).toBe(403);
    expect(
      (await api(boss, "DELETE", `/api/competition/observations/${detail.observations[0].id}`)).statusCode,
    ).toBe(204);
    expect((await api(boss, "DELETE", `/api/competition/dishes/${detail.dishes[0].id}`)).statusCode).toBe(
      204,
    );
  });

  it("answers 404 for another account's ids, everywhere", async () => {
    const other = s.other;
    const paths: ["GET" | "POST" | "PUT" | "PATCH" | "DELETE", string, object?][] = [
      ["GET", `/api/competition/rivals/${pizzariaX}`],
      ["PUT", `/api/competition/rivals/${pizzariaX}`, { name: "Roubado", marketplace: "Rappi" }],
      ["DELETE", `/api/competition/rivals/${pizzariaX}`],
      ["POST", `/api/competition/rivals/${pizzariaX}/observations`, { rating: 1 }],
      ["POST", `/api/competition/rivals/${pizzariaX}/menu/preview`, { text: "Pizza\nR$ 1,00" }],
      ["POST", `/api/competition/rivals/${pizzariaX}/menu`, { dishes: [{ name: "X", priceCents: 100 }] }],
      ["GET", `/api/competition/dishes/${calabresa}/history`],
      ["PUT", `/api/competition/food-costs/${calabresa}`, { costCents: 1 }],
    ];
    for (const [method, url, body] of paths) {
      const res = await api(other, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const [row] = await s.t.database.db
      .select()
      .from(competitionRivals)
      .where(eq(competitionRivals.id, pizzariaX));
    expect(row?.name).toBe("Pizzaria X");
    expect((await api(other, "GET", "/api/competition/rivals")).json().rivals).toEqual([]);
  });

  it("refuses a Starter's fourth rival with a 403 naming the limit and the upgrade", async () => {
    for (const name of ["Um", "Dois", "Três"]) await rival(s.starter, name);
    const fourth = await api(s.starter, "POST", "/api/competition/rivals", {
      name: "Quatro",
      marketplace: "Keeta",
    });
    expect(fourth.statusCode).toBe(403);
    expect(fourth.json()).toEqual({ error: COMPETITION_MESSAGES.starterLimit, code: "RIVAL_LIMIT" });
    expect(fourth.json().error).toMatch(/até 3 concorrentes.*plano Pro/);
    expect((await api(s.starter, "GET", "/api/competition/rivals")).json()).toMatchObject({ limit: 3 });
  });

  it("keeps hostile input as data: a tag for a name, a javascript: link refused, a bad marketplace in Portuguese", async () => {
    const owner = await s.owner({ name: "Teste Hostil" });
    const tag = await api(owner, "POST", "/api/competition/rivals", {
      name: "<img src=x onerror=alert(1)>",
      marketplace: "Rappi",
    });
    expect(tag.statusCode).toBe(201);
    expect(tag.json().name).toBe("<img src=x onerror=alert(1)>");
    const js = await api(owner, "POST", "/api/competition/rivals", {
      name: "X",
      marketplace: "iFood",
      link: "javascript:alert(1)",
    });
    expect(js.statusCode).toBe(400);
    expect(js.json().error).toMatch(/https:\/\//);
    const market = await api(owner, "POST", "/api/competition/rivals", {
      name: "X",
      marketplace: "Uber Eats",
    });
    expect(market.statusCode).toBe(400);
    expect(market.json().error).toMatch(/Escolha o marketplace/);
    const id = tag.json().id;
    const bad = await api(owner, "POST", `/api/competition/rivals/${id}/menu`, {
      dishes: [{ name: "", priceCents: -5 }],
    });
    expect(bad.statusCode).toBe(400);
    expect((await api(owner, "GET", "/api/competition/rivals/99999999999")).statusCode).toBe(400);
    const csv = await api(owner, "POST", `/api/competition/rivals/${id}/menu/csv`, {
      csv: 'nome;preço;seção\nPizza Calabresa;R$ 45,90;Pizzas\n"Pizza; com ponto e vírgula";39,90;Pizzas\nSem preço;;',
    });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(
      csv.json().dishes.map((d: { name: string; priceCents: number }) => [d.name, d.priceCents]),
    ).toEqual([
      ["Pizza Calabresa", 4590],
      ["Pizza; com ponto e vírgula", 3990],
    ]);
    expect(csv.json().notUnderstood).toEqual(["Sem preço;;"]);
    const noCsv = await api(owner, "POST", `/api/competition/rivals/${id}/menu/csv`, { csv: "a,b\n1,2" });
    expect(noCsv.statusCode).toBe(400);
    expect(noCsv.json().error).toBe(COMPETITION_MESSAGES.csvEmpty);
    expect(
      await s.t.database.db.select().from(competitionPrices).where(eq(competitionPrices.rivalDishId, -1)),
    ).toEqual([]);
  });
});
