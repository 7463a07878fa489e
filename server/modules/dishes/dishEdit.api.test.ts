import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { competitionSettings, dishes } from "../../db/schema";
import type { TestAccount } from "../../testing/accounts";
import { call } from "../../testing/call";
import { type CustomerTestSetup, customerTestSetup } from "../../testing/customerTestSetup";

/** PATCH /api/dishes/{id} as an edit (issue 30): the owner and a member edit, another account gets 404. */
let s: CustomerTestSetup;
let boss: TestAccount;
let member: TestAccount;
let other: TestAccount;

beforeAll(async () => {
  s = await customerTestSetup(() => new Date("2026-11-20T15:00:00Z"));
  ({ boss, member } = s.team);
  other = s.other;
});
afterAll(async () => {
  await s.close();
});

const add = async (as: TestAccount, body: object) => {
  const res = await call(s.t.app, "POST", "/api/dishes", { as, body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number };
};
const edit = (as: TestAccount, id: number | string, body: object) =>
  call(s.t.app, "PATCH", `/api/dishes/${id}`, { as, body });
const listed = async (as: TestAccount, id: number) =>
  (await call(s.t.app, "GET", "/api/dishes", { as })).json().find((d: { id: number }) => d.id === id);

describe("editing a dish", () => {
  it("changes name, price, description and category; the list (api_json) shows the edit", async () => {
    const dish = await add(boss, { name: "Lasanha", price: "39,90" });
    const res = await edit(boss, dish.id, {
      name: "  Lasanha à bolonhesa ",
      price: "42,5",
      description: "Massa fresca e ragu.",
      category: "Massas",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: dish.id,
      name: "Lasanha à bolonhesa",
      price: "42.50",
      description: "Massa fresca e ragu.",
      category: "Massas",
    });
    // The list is read from the trigger-kept JSON: it must be the edited row, byte for byte as the answer.
    expect(await listed(boss, dish.id)).toEqual(res.json());

    // Only the price: the rest stays; blank category clears it.
    const priced = await edit(member, dish.id, { price: "44.00", category: "  " });
    expect(priced.statusCode, priced.body).toBe(200);
    expect(await listed(boss, dish.id)).toMatchObject({
      name: "Lasanha à bolonhesa",
      price: "44.00",
      description: "Massa fresca e ragu.",
      category: null,
    });
  });

  it("another account's dish is a 404 that changes nothing, food cost included", async () => {
    const dish = await add(boss, { name: "Nhoque", price: "32,00" });
    const res = await edit(other, dish.id, { name: "Invadido", price: "1,00", foodCostCents: 100 });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: "NOT_FOUND", error: "Prato não encontrado." });
    const [row] = await s.t.database.db.select().from(dishes).where(eq(dishes.id, dish.id));
    expect(row).toMatchObject({ name: "Nhoque", price: "32.00" });
    const costs = await s.t.database.db.select().from(competitionSettings);
    expect(costs.every((c) => c.foodCosts[String(dish.id)] === undefined)).toBe(true);
    expect((await edit(boss, 99_999_999, { name: "x" })).statusCode).toBe(404);
    expect((await call(s.t.app, "PATCH", `/api/dishes/${dish.id}`, { body: { name: "x" } })).statusCode).toBe(
      401,
    );
  });

  it("bad input is a 400 in Portuguese that changes nothing", async () => {
    const dish = await add(boss, { name: "Risoto", price: "48,00" });
    const cases: [object, RegExp][] = [
      [{}, /ao menos um campo/],
      [{ unknown: 1 }, /ao menos um campo/],
      [{ name: "  " }, /nome do prato/],
      [{ name: "a".repeat(121) }, /120 caracteres/],
      [{ price: "dez" }, /Preço inválido/],
      [{ price: "0" }, /Preço inválido/],
      [{ price: 10 }, /preço/],
      [{ category: "c".repeat(61) }, /60 caracteres/],
      [{ description: "d".repeat(401) }, /400 caracteres/],
      [{ foodCostCents: -5 }, /custo dos ingredientes/],
      [{ foodCostCents: 12.5 }, /custo dos ingredientes/],
    ];
    for (const [body, message] of cases) {
      const res = await edit(boss, dish.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error, JSON.stringify(body)).toMatch(message);
    }
    expect(await listed(boss, dish.id)).toMatchObject({ name: "Risoto", price: "48.00", category: null });
  });

  it("saves the calculator's price and food cost: the competition board reads the same cost", async () => {
    const dish = await add(member, { name: "Pizza Calabresa", price: "40,00" });
    // The calculator's result: R$ 45,90 in the app, R$ 15,30 of ingredients.
    const res = await edit(member, dish.id, { price: "45,90", foodCostCents: 1530 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().price).toBe("45.90");
    const board = (await call(s.t.app, "GET", "/api/competition/board", { as: boss })).json();
    const row = board.rows.find((r: { dishId: number }) => r.dishId === dish.id);
    expect(row).toMatchObject({ ourPriceCents: 4590, foodCostCents: 1530 });

    // The cost alone, then null forgets it.
    expect((await edit(boss, dish.id, { foodCostCents: 1610 })).statusCode).toBe(200);
    let again = (await call(s.t.app, "GET", "/api/competition/board", { as: boss })).json();
    expect(again.rows.find((r: { dishId: number }) => r.dishId === dish.id).foodCostCents).toBe(1610);
    expect((await edit(boss, dish.id, { foodCostCents: null })).statusCode).toBe(200);
    again = (await call(s.t.app, "GET", "/api/competition/board", { as: boss })).json();
    expect(again.rows.find((r: { dishId: number }) => r.dishId === dish.id).foodCostCents).toBeNull();
    expect(await listed(boss, dish.id)).toMatchObject({ price: "45.90" });
  });
});
