import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { promotions } from "../../db/schema";
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
  await onboard(t.app, ana.cookie, "Pizzaria da Ana", "pizzaria");
  await onboard(t.app, bia.cookie, "Pizzaria da Bia", "pizzaria");
});
afterAll(async () => {
  await t.close();
});

const save = (cookie: string, payload: object) =>
  call(t.app, "POST", "/api/promotions", { cookie, body: payload });
const list = (cookie: string) => call(t.app, "GET", "/api/promotions", { cookie });
const toggle = (cookie: string, id: number | string, payload: object) =>
  call(t.app, "PATCH", `/api/promotions/${id}`, { cookie, body: payload });
const remove = (cookie: string, id: number | string) =>
  call(t.app, "DELETE", `/api/promotions/${id}`, { cookie });
const summary = async (cookie: string) =>
  (await call(t.app, "GET", "/api/dashboard/summary", { cookie })).json();
const rowOf = (id: number) => t.database.db.select().from(promotions).where(eq(promotions.id, id));

// What the promotion generator answers, as the dashboard sends it.
const generated = {
  title: "Happy hour da pizza",
  description: "Das 15h às 17h, toda pizza grande sai com 20% de desconto. Chame a turma!",
  discount: "20% off",
  period: "Todos os dias, das 15h às 17h",
};

describe("promotions", () => {
  it("saves a generated promotion as asked, lists newest first, only the restaurant's own", async () => {
    const first = await save(ana.cookie, { ...generated, isActive: true });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ ...generated, isActive: true, id: expect.any(Number) });
    expect((await rowOf(first.json().id))[0]).toMatchObject({
      discountValue: "20% off",
      discountType: "percentual",
      period: generated.period,
      description: generated.description,
    });

    // The longest discount and period the API takes come back whole.
    const longDiscount = "Frete grátis + 15% de desconto no combo família 🍕 sáb";
    const second = await save(ana.cookie, {
      title: "  Combo família  ",
      discount: longDiscount,
      period: "p".repeat(120),
      isActive: false,
    });
    expect(second.statusCode).toBe(201);
    expect(second.json()).toMatchObject({
      title: "Combo família",
      description: null,
      discount: longDiscount,
      period: "p".repeat(120),
      isActive: false,
    });
    await save(bia.cookie, { title: "Terça da Bia" });

    const mine = (await list(ana.cookie)).json();
    expect(mine.map((p: { title: string }) => p.title)).toEqual(["Combo família", "Happy hour da pizza"]);
    expect(mine[1]).toEqual(first.json());
    expect((await list(bia.cookie)).json()).toMatchObject([
      // Saved without isActive: kept, not on the air until the owner turns it on.
      { title: "Terça da Bia", description: null, discount: null, period: null, isActive: false },
    ]);
  });

  it("saving the same promotion twice (a double click, a retry) keeps one: the second answer is the first", async () => {
    const owner = await registerAccount(t.app);
    await onboard(t.app, owner.cookie, "Pastelaria do Rui", "lanchonete");
    const [a, b] = await Promise.all([save(owner.cookie, generated), save(owner.cookie, generated)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json()).toEqual(b.json());
    expect(a.json()).toMatchObject({ ...generated, isActive: false });
    expect((await list(owner.cookie)).json()).toHaveLength(1);
    expect((await summary(owner.cookie)).activePromotions).toBe(0);

    // A different promotion, or the same for another restaurant, is a new one.
    const other = await save(owner.cookie, { ...generated, period: "Só aos sábados" });
    expect(other.statusCode).toBe(201);
    const elsewhere = await save(bia.cookie, generated);
    expect(elsewhere.statusCode).toBe(201);
    expect(elsewhere.json().id).not.toBe(a.json().id);

    // A minute later it is a deliberate second copy.
    await t.database.db
      .update(promotions)
      .set({ createdAt: new Date(Date.now() - 2 * 60_000) })
      .where(eq(promotions.id, a.json().id));
    const later = await save(owner.cookie, generated);
    expect(later.statusCode).toBe(201);
    expect((await list(owner.cookie)).json()).toHaveLength(3);
  });

  it("the weekly summary counts active promotions as they are saved, turned off and deleted", async () => {
    const owner = await registerAccount(t.app);
    await onboard(t.app, owner.cookie, "Açaí do Leo", "acai");
    expect((await summary(owner.cookie)).activePromotions).toBe(0);

    const promo = (await save(owner.cookie, { ...generated, isActive: true })).json();
    await save(owner.cookie, { title: "Rascunho" });
    expect((await summary(owner.cookie)).activePromotions).toBe(1);

    const off = await toggle(owner.cookie, promo.id, { isActive: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ id: promo.id, isActive: false, title: generated.title });
    expect((await summary(owner.cookie)).activePromotions).toBe(0);

    expect((await toggle(owner.cookie, promo.id, { isActive: true })).json().isActive).toBe(true);
    expect((await summary(owner.cookie)).activePromotions).toBe(1);
    expect((await remove(owner.cookie, promo.id)).statusCode).toBe(204);
    expect((await summary(owner.cookie)).activePromotions).toBe(0);
    expect((await list(owner.cookie)).json().map((p: { title: string }) => p.title)).toEqual(["Rascunho"]);
  });

  it("user B cannot turn off or delete user A's promotion: 404 and it survives unchanged", async () => {
    const promo = (await save(ana.cookie, { ...generated, title: "Só da Ana", isActive: true })).json();
    const before = await summary(ana.cookie);

    const foreignToggle = await toggle(bia.cookie, promo.id, { isActive: false });
    expect(foreignToggle.statusCode).toBe(404);
    expect(foreignToggle.json()).toMatchObject({ code: "NOT_FOUND", error: "Promoção não encontrada." });
    expect((await remove(bia.cookie, promo.id)).statusCode).toBe(404);

    const [row] = await rowOf(promo.id);
    expect(row).toMatchObject({ restaurantId: promo.restaurantId, isActive: true });
    expect(await summary(ana.cookie)).toEqual(before);

    expect((await remove(ana.cookie, promo.id)).statusCode).toBe(204);
    expect(await rowOf(promo.id)).toHaveLength(0);
    expect((await remove(ana.cookie, promo.id)).statusCode).toBe(404);
  });

  it("refuses bad input with a Portuguese message and saves nothing", async () => {
    const cases: [object, RegExp][] = [
      [{}, /título/],
      [{ title: "   " }, /título/],
      [{ title: "x".repeat(121) }, /120/],
      [{ title: "Ok", description: "x".repeat(1001) }, /1000/],
      [{ title: "Ok", discount: "x".repeat(61) }, /60/],
      [{ title: "Ok", period: "x".repeat(121) }, /120/],
      [{ title: "Ok", isActive: "sim" }, /ativa/],
      [{ title: 42 }, /título/],
    ];
    const before = (await list(ana.cookie)).json().length;
    for (const [payload, message] of cases) {
      const res = await save(ana.cookie, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error, JSON.stringify(payload)).toMatch(message);
    }
    expect((await list(ana.cookie)).json()).toHaveLength(before);

    const promo = (await save(ana.cookie, { title: "Para trocar", isActive: true })).json();
    for (const payload of [{}, { isActive: "false" }, { isActive: null }]) {
      const res = await toggle(ana.cookie, promo.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error).toMatch(/ativa/);
    }
    expect((await rowOf(promo.id))[0]?.isActive).toBe(true);
  });

  it("unknown, malformed and out-of-range ids are 404 and 400", async () => {
    expect((await toggle(ana.cookie, 999999, { isActive: false })).statusCode).toBe(404);
    expect((await remove(ana.cookie, 999999)).statusCode).toBe(404);
    for (const id of ["abc", "0", "-3", "1.5", "99999999999"]) {
      const res = await remove(ana.cookie, id);
      expect(res.statusCode, id).toBe(400);
      expect(res.json().error).toMatch(/Promoção inválida|endereço/);
    }
  });

  it("asks for a session, and for a restaurant first", async () => {
    expect((await call(t.app, "GET", "/api/promotions")).statusCode).toBe(401);
    expect((await call(t.app, "POST", "/api/promotions", { body: generated })).statusCode).toBe(401);
    expect((await call(t.app, "PATCH", "/api/promotions/1", { body: { isActive: false } })).statusCode).toBe(
      401,
    );
    expect((await call(t.app, "DELETE", "/api/promotions/1")).statusCode).toBe(401);

    const fresh = await registerAccount(t.app);
    const res = await save(fresh.cookie, generated);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe("RESTAURANT_REQUIRED");
  });
});
