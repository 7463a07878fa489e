import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dishes } from "../../db/schema";
import { onboard, registerAccount, type SignedIn } from "../../testing/accounts";
import { call } from "../../testing/call";
import { createTestApp, type TestApp } from "../../testing/testApp";

let t: TestApp;
let ana: SignedIn;
let bia: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  ana = await registerAccount(t.app);
  bia = await registerAccount(t.app);
  await onboard(t.app, ana.cookie, "Burger da Ana", "hamburgueria");
  await onboard(t.app, bia.cookie, "Burger da Bia", "hamburgueria");
});
afterAll(async () => {
  await t.close();
});

const add = (cookie: string, payload: object) =>
  call(t.app, "POST", "/api/dishes", { cookie, body: payload });
const list = (cookie: string) => call(t.app, "GET", "/api/dishes", { cookie });
const describeDish = (cookie: string, id: number | string, payload: object) =>
  call(t.app, "PATCH", `/api/dishes/${id}`, { cookie, body: payload });
const summary = async (cookie: string) =>
  (await call(t.app, "GET", "/api/dashboard/summary", { cookie })).json();

describe("dishes", () => {
  it("adds with '29,90' or '29.90', lists newest first, only the restaurant's own", async () => {
    expect((await add(ana.cookie, { name: "X-Bacon", price: "29,90" })).statusCode).toBe(201);
    const second = await add(ana.cookie, { name: "X-Salada", price: "27.50" });
    expect(second.json()).toMatchObject({
      name: "X-Salada",
      price: "27.50",
      views: 0,
      sales: 0,
      isActive: true,
    });
    await add(bia.cookie, { name: "Smash da Bia", price: "32" });
    const mine = (await list(ana.cookie)).json();
    expect(mine.map((d: { name: string; price: string }) => [d.name, d.price])).toEqual([
      ["X-Salada", "27.50"],
      ["X-Bacon", "29.90"],
    ]);
    // The list is built by the database (json_agg): the same fields and the
    // same createdAt text (UTC, milliseconds, "Z") as the answer of the add.
    expect(mine[0]).toEqual(second.json());
  });

  it("refuses a blank name, a missing or bad price", async () => {
    for (const payload of [
      { name: " ", price: "10" },
      { name: "Batata" },
      { name: "Batata", price: "dez" },
      { name: "Batata", price: "-5" },
      { name: "Batata", price: "0" },
    ]) {
      const res = await add(ana.cookie, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error).toBeTruthy();
    }
    expect((await list(ana.cookie)).json().some((d: { name: string }) => d.name === "Batata")).toBe(false);
  });

  it("user B cannot delete user A's dish: 404 and the dish survives", async () => {
    const dish = (await add(ana.cookie, { name: "Onion rings", price: "18,00" })).json();
    const res = await call(t.app, "DELETE", `/api/dishes/${dish.id}`, { as: bia });
    expect(res.statusCode).toBe(404);
    expect(await t.database.db.select().from(dishes).where(eq(dishes.id, dish.id))).toHaveLength(1);
    const own = await call(t.app, "DELETE", `/api/dishes/${dish.id}`, { as: ana });
    expect(own.statusCode).toBe(204);
    expect(await t.database.db.select().from(dishes).where(eq(dishes.id, dish.id))).toHaveLength(0);
  });

  it("unknown and malformed ids are 404 and 400", async () => {
    expect((await call(t.app, "DELETE", "/api/dishes/999999", { as: ana })).statusCode).toBe(404);
    expect((await call(t.app, "DELETE", "/api/dishes/abc", { as: ana })).statusCode).toBe(400);
  });

  it("saves a trimmed description, clears it with a blank one, and the summary follows", async () => {
    const owner = await registerAccount(t.app);
    await onboard(t.app, owner.cookie, "Cantina do Leo", "italiana");
    const dish = (await add(owner.cookie, { name: "Lasanha", price: "39,90" })).json();
    await add(owner.cookie, { name: "Nhoque", price: "32,00", description: "Nhoque de batata." });
    expect(await summary(owner.cookie)).toMatchObject({ dishCount: 2, dishesWithoutDescription: 1 });

    const text = "Camadas de massa fresca, ragu de carne e muito queijo gratinado.";
    const saved = await describeDish(owner.cookie, dish.id, { description: `  ${text}\n ` });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ id: dish.id, name: "Lasanha", price: "39.90", description: text });
    expect((await list(owner.cookie)).json().find((d: { id: number }) => d.id === dish.id).description).toBe(
      text,
    );
    expect(await summary(owner.cookie)).toMatchObject({ dishCount: 2, dishesWithoutDescription: 0 });

    // The longest description a marketplace takes is accepted; one character more is not.
    expect((await describeDish(owner.cookie, dish.id, { description: "a".repeat(400) })).statusCode).toBe(
      200,
    );
    const tooLong = await describeDish(owner.cookie, dish.id, { description: "a".repeat(401) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error).toMatch(/400 caracteres/);

    for (const blank of ["   ", "", null]) {
      await describeDish(owner.cookie, dish.id, { description: "Algo" });
      const cleared = await describeDish(owner.cookie, dish.id, { description: blank });
      expect(cleared.statusCode, String(blank)).toBe(200);
      expect(cleared.json().description).toBeNull();
    }
    expect(await summary(owner.cookie)).toMatchObject({ dishCount: 2, dishesWithoutDescription: 1 });

    for (const payload of [{}, { description: 42 }]) {
      const res = await describeDish(owner.cookie, dish.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error).toMatch(/descrição/);
    }
  });

  it("user B cannot describe user A's dish: 404 and the description stays", async () => {
    const dish = (
      await add(ana.cookie, { name: "Milkshake", price: "19,90", description: "Shake de chocolate." })
    ).json();
    const before = await summary(bia.cookie);
    const res = await describeDish(bia.cookie, dish.id, { description: "Invadido" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: "NOT_FOUND", error: "Prato não encontrado." });
    const [row] = await t.database.db.select().from(dishes).where(eq(dishes.id, dish.id));
    expect(row?.description).toBe("Shake de chocolate.");
    expect(await summary(bia.cookie)).toEqual(before);

    expect((await describeDish(ana.cookie, 999999, { description: "x" })).statusCode).toBe(404);
    for (const id of ["abc", "0", "99999999999"]) {
      expect((await describeDish(ana.cookie, id, { description: "x" })).statusCode, id).toBe(400);
    }
    expect(
      (await call(t.app, "PATCH", `/api/dishes/${dish.id}`, { body: { description: "x" } })).statusCode,
    ).toBe(401);
  });

  it("asks for a restaurant first, and for a session", async () => {
    const fresh = await registerAccount(t.app);
    const res = await list(fresh.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe("RESTAURANT_REQUIRED");
    expect((await call(t.app, "GET", "/api/dishes")).statusCode).toBe(401);
  });
});
