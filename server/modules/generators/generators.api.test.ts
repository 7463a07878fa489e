import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorBodySchema } from "../../../common/errors";
import { ACCESS_REQUIRED_MESSAGE, generationSchema } from "../../../common/generations";
import {
  dishContentResultSchema,
  GENERATION_TRIGGER_HEADER,
  GENERATOR_LIMITS,
  GENERATOR_MESSAGES,
  MENU_PRICE_PATTERN,
  menuResultSchema,
  promotionResultSchema,
  reviewReplyAnswerSchema,
  reviewReplyResultSchema,
} from "../../../common/generators";
import { z } from "../../../common/zod";
import { users } from "../../db/schema";
import { registerAccount, uniqueAddress } from "../../testing/accounts";
import { call } from "../../testing/call";
import { createTestApp, type TestApp } from "../../testing/testApp";

// The AI limits are left at their defaults (30 a minute per user, 5 per visitor
// address); RATE_LIMIT_SCALE only widens the sign-up limit, not these.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_SCALE: "100" } });
});
afterAll(async () => {
  await t.close();
});

type Call = { url: string; payload: Record<string, unknown> };
const CALLS = {
  content: {
    url: "/api/generate-content",
    payload: { dishName: "Pizza de calabresa", businessType: "pizzaria" },
  },
  promotion: { url: "/api/generate-promotion", payload: { goal: "atrair-novos-clientes" } },
  menu: { url: "/api/generate-menu", payload: { restaurantType: "japonesa" } },
  response: {
    url: "/api/generate-response",
    payload: { reviewText: "O pedido chegou frio e atrasado.", businessType: "pizzaria" },
  },
} satisfies Record<string, Call>;

function post(request: Call, options: { cookie?: string; address?: string } = {}) {
  return call(t.app, "POST", request.url, {
    ...(options.cookie ? { cookie: options.cookie } : {}),
    body: request.payload,
    remoteAddress: options.address ?? uniqueAddress(),
  });
}

function history(cookie: string, query = "") {
  return call(t.app, "GET", `/api/generations${query}`, { cookie });
}

/** A signed-up owner (the sign-up starts the 7-day trial) with an onboarded restaurant. */
async function ownerWithRestaurant(name: string, type = "pizzaria") {
  const owner = await registerAccount(t.app);
  const res = await call(t.app, "POST", "/api/restaurant", {
    as: owner,
    body: { name, type, isOnboarded: true },
  });
  expect(res.statusCode, res.body).toBe(200);
  return owner;
}

function expectError(res: { statusCode: number; json: () => unknown }, status: number, message?: string) {
  expect(res.statusCode).toBe(status);
  const body = errorBodySchema.parse(res.json());
  if (message) expect(body.error).toContain(message);
  return body;
}

describe("visitors (the landing demo and Resources)", () => {
  it("get each of the four answers with the SPEC's fields from the built-in engine", async () => {
    const content = dishContentResultSchema.parse((await post(CALLS.content)).json());
    expect(content.source).toBe("local");
    expect(content.content.length).toBeLessThanOrEqual(GENERATOR_LIMITS.dishDescription);
    expect(content.content.toLowerCase()).toContain("pizza");

    const promotion = promotionResultSchema.parse((await post(CALLS.promotion)).json());
    expect(promotion).toMatchObject({ source: "local" });
    for (const field of [promotion.title, promotion.description, promotion.discount, promotion.period]) {
      expect(field.trim()).not.toBe("");
    }

    const menu = menuResultSchema.parse((await post(CALLS.menu)).json());
    expect(menu.dishes.length).toBeGreaterThanOrEqual(GENERATOR_LIMITS.menuMinDishes);
    expect(menu.dishes.length).toBeLessThanOrEqual(GENERATOR_LIMITS.menuMaxDishes);
    for (const dish of menu.dishes) expect(dish.price).toMatch(MENU_PRICE_PATTERN);

    const reply = reviewReplyResultSchema.parse((await post(CALLS.response)).json());
    expect(reply.response.length).toBeGreaterThan(40);
  });

  it("the landing demo's promotion (a business type, no goal) carries the one-line summary", async () => {
    const res = await post({ url: "/api/generate-promotion", payload: { businessType: "hamburgueria" } });
    expect(res.statusCode).toBe(200);
    expect(promotionResultSchema.parse(res.json()).promotion).toBeTruthy();
  });

  it("an empty menu type is allowed and still answers a menu", async () => {
    const res = await post({ url: "/api/generate-menu", payload: {} });
    expect(res.statusCode).toBe(200);
    expect(menuResultSchema.parse(res.json()).dishes.length).toBeGreaterThanOrEqual(5);
  });

  it("are limited to 5 generations a minute per address, then get a Portuguese 429; others are not", async () => {
    const address = uniqueAddress();
    const kinds = [CALLS.content, CALLS.promotion, CALLS.menu, CALLS.response, CALLS.content];
    for (const call of kinds) expect((await post(call, { address })).statusCode).toBe(200);

    const refused = await post(CALLS.response, { address });
    const body = expectError(refused, 429);
    expect(body.code).toBe("RATE_LIMITED");
    expect(body.error).toMatch(/Espere um minuto/);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);

    expect((await post(CALLS.content, { address: uniqueAddress() })).statusCode).toBe(200);
  });

  it("cannot read a history", async () => {
    const res = await call(t.app, "GET", "/api/generations");
    expectError(res, 401);
  });
});

describe("the reply to a review", () => {
  const reply = async (payload: Record<string, unknown>) => {
    const res = await post({ url: "/api/generate-response", payload });
    expect(res.statusCode, res.body).toBe(200);
    return reviewReplyAnswerSchema.parse(res.json());
  };

  it("says which points it answered, quoting the review", async () => {
    const answer = await reply({ reviewText: "Demorou 1h20, a pizza veio queimada e cadê o refri?" });
    expect(answer.points.map((p) => p.topic).sort()).toEqual(["delay", "missingItem", "taste"]);
    expect(answer.points.find((p) => p.topic === "missingItem")?.excerpt).toMatch(/cadê o refri/);
    expect(answer.safety).toBe(false);
    expect(answer.moderation).toBeNull();
  });

  it("flags a food-safety review and answers it without inviting the customer back", async () => {
    const answer = await reply({ reviewText: "Sou alérgica a camarão, avisei e veio camarão no risoto" });
    expect(answer.safety).toBe(true);
    expect(answer.points.map((p) => p.topic)).toContain("allergy");
    expect(answer.response).not.toMatch(/volte|próximo pedido|!/i);
  });

  it("writes the reply for the owner's own list of points", async () => {
    const reviewText = "Demorou muito e a embalagem veio aberta";
    const answer = await reply({ reviewText, points: [{ topic: "delay" }, { topic: "portion" }] });
    expect(answer.points.map((p) => p.topic)).toEqual(["delay", "portion"]);
    expect(answer.response).toMatch(/porção/);
    expect(answer.response).not.toMatch(/embalage/);
  });

  it("says when the marketplace may moderate the review, and why", async () => {
    const answer = await reply({ reviewText: "O entregador foi grosso e jogou a sacola no chão" });
    expect(answer.moderation?.reason).toBe("courier");
    expect(answer.moderation?.explanation).toMatch(/entregador/);
  });

  it("refuses an unknown topic or too many points", async () => {
    const reviewText = "Demorou";
    expectError(
      await post({ url: "/api/generate-response", payload: { reviewText, points: [{ topic: "x" }] } }),
      400,
    );
    const many = Array.from({ length: 9 }, () => ({ topic: "delay" }));
    expectError(
      await post({ url: "/api/generate-response", payload: { reviewText, points: many } }),
      400,
      GENERATOR_MESSAGES.tooManyPoints,
    );
  });
});

describe("input rules (SPEC §5) and bounds", () => {
  const cases: [string, Call, string][] = [
    [
      "an empty dish name",
      { url: "/api/generate-content", payload: { dishName: "" } },
      GENERATOR_MESSAGES.dishNameRequired,
    ],
    [
      "a blank dish name",
      { url: "/api/generate-content", payload: { dishName: "   " } },
      GENERATOR_MESSAGES.dishNameRequired,
    ],
    [
      "a missing dish name",
      { url: "/api/generate-content", payload: {} },
      GENERATOR_MESSAGES.dishNameRequired,
    ],
    [
      "a dish name over 120 characters",
      { url: "/api/generate-content", payload: { dishName: "a".repeat(GENERATOR_LIMITS.dishName + 1) } },
      GENERATOR_MESSAGES.dishNameTooLong,
    ],
    [
      "an unknown format",
      { url: "/api/generate-content", payload: { dishName: "Pastel", format: "tweet" } },
      "format",
    ],
    [
      "an empty review",
      { url: "/api/generate-response", payload: { reviewText: " \n " } },
      GENERATOR_MESSAGES.reviewRequired,
    ],
    ["a missing review", { url: "/api/generate-response", payload: {} }, GENERATOR_MESSAGES.reviewRequired],
    [
      "a review over 2000 characters",
      { url: "/api/generate-response", payload: { reviewText: "ruim ".repeat(401) } },
      GENERATOR_MESSAGES.reviewTooLong,
    ],
    [
      "no goal and no business type",
      { url: "/api/generate-promotion", payload: {} },
      GENERATOR_MESSAGES.goalRequired,
    ],
    [
      "an unknown goal",
      { url: "/api/generate-promotion", payload: { goal: "dominar-o-mundo" } },
      GENERATOR_MESSAGES.goalInvalid,
    ],
    [
      "an unknown menu type",
      { url: "/api/generate-menu", payload: { restaurantType: "lavanderia" } },
      GENERATOR_MESSAGES.restaurantTypeInvalid,
    ],
  ];

  it.each(cases)("refuses %s with a 400 that says the rule", async (_name, call, message) => {
    expectError(await post(call), 400, message);
  });

  it("refuses a signed-in owner's bad input the same way, and saves nothing", async () => {
    const owner = await ownerWithRestaurant("Pastelaria Refugo");
    expectError(await post(cases[0]![1], { cookie: owner.cookie }), 400, GENERATOR_MESSAGES.dishNameRequired);
    expectError(await post(cases[5]![1], { cookie: owner.cookie }), 400, GENERATOR_MESSAGES.reviewRequired);
    expect((await history(owner.cookie)).json()).toEqual([]);
  });

  it("refused inputs do not spend a visitor's allowance", async () => {
    const address = uniqueAddress();
    for (let i = 0; i < 8; i++) expect((await post(cases[0]![1], { address })).statusCode).toBe(400);
    expect((await post(CALLS.content, { address })).statusCode).toBe(200);
  });
});

describe("signed-in owners with a running trial", () => {
  it("get their restaurant's context and every generation kept in the history, newest first", async () => {
    const owner = await ownerWithRestaurant("Cantina Bella Nonna", "italiana");
    const results = {
      content: dishContentResultSchema.parse((await post(CALLS.content, { cookie: owner.cookie })).json()),
      promotion: promotionResultSchema.parse((await post(CALLS.promotion, { cookie: owner.cookie })).json()),
      menu: menuResultSchema.parse((await post(CALLS.menu, { cookie: owner.cookie })).json()),
      response: reviewReplyResultSchema.parse((await post(CALLS.response, { cookie: owner.cookie })).json()),
    };
    // The reply is signed with the restaurant's name: the route gave the engine its context.
    expect(results.response.response).toContain("Cantina Bella Nonna");

    const res = await history(owner.cookie);
    expect(res.statusCode).toBe(200);
    const list = z.array(generationSchema).parse(res.json());
    expect(list.map((g) => g.kind)).toEqual(["response", "menu", "promotion", "content"]);
    const byKind = Object.fromEntries(list.map((g) => [g.kind, g]));
    expect(byKind.content).toMatchObject({
      input: { dishName: "Pizza de calabresa", businessType: "pizzaria" },
      output: { content: results.content.content },
      source: "local",
    });
    expect(byKind.promotion?.input).toMatchObject({ goal: "atrair-novos-clientes" });
    expect(byKind.promotion?.output).toMatchObject({
      title: results.promotion.title,
      description: results.promotion.description,
      discount: results.promotion.discount,
      period: results.promotion.period,
    });
    expect(byKind.menu?.output).toEqual({ dishes: results.menu.dishes });
    // The history keeps the whole answer: the reply and the points it was written for (issue 12).
    expect(byKind.response?.output).toMatchObject({ response: results.response.response, safety: false });
    expect(byKind.response?.output).toHaveProperty("points");
    for (const g of list) {
      expect(g.output).not.toHaveProperty("source");
      expect(Number.isNaN(Date.parse(g.createdAt))).toBe(false);
    }

    const onlyMenus = z.array(generationSchema).parse((await history(owner.cookie, "?kind=menu")).json());
    expect(onlyMenus.map((g) => g.kind)).toEqual(["menu"]);
    const lastTwo = z.array(generationSchema).parse((await history(owner.cookie, "?limit=2")).json());
    expect(lastTwo.map((g) => g.kind)).toEqual(["response", "menu"]);
  });

  it("promote their own best seller when the goal is a specific dish", async () => {
    const owner = await ownerWithRestaurant("Sushi do Kenji", "japonesa");
    const dish = await call(t.app, "POST", "/api/dishes", {
      as: owner,
      body: { name: "Temaki de salmão grelhado", price: "32,90" },
    });
    expect(dish.statusCode, dish.body).toBeLessThan(300);
    const res = await post(
      { url: "/api/generate-promotion", payload: { goal: "promover-prato-especifico" } },
      { cookie: owner.cookie },
    );
    const promotion = promotionResultSchema.parse(res.json());
    expect(`${promotion.title} ${promotion.description}`.toLowerCase()).toContain("temaki de salmão");
  });

  it("promote the dish they pick by its id; another restaurant's dish is a 404, a malformed id a 400", async () => {
    const owner = await ownerWithRestaurant("Salgaderia da Vó", "lanchonete");
    const addDish = async (cookie: string, name: string, price: string) => {
      const res = await call(t.app, "POST", "/api/dishes", { cookie, body: { name, price } });
      expect(res.statusCode, res.body).toBeLessThan(300);
      return z.object({ id: z.number() }).parse(res.json()).id;
    };
    await addDish(owner.cookie, "Coxinhas (10 un)", "34,90");
    const pastel = await addDish(owner.cookie, "Pastel de Carne", "9,00");
    const promote = (cookie: string, dishId: unknown) =>
      post(
        { url: "/api/generate-promotion", payload: { goal: "promover-prato-especifico", dishId } },
        { cookie },
      );
    for (let i = 0; i < 3; i++) {
      const res = await promote(owner.cookie, pastel);
      expect(res.statusCode, res.body).toBe(200);
      const promotion = promotionResultSchema.parse(res.json());
      expect(`${promotion.title} ${promotion.description}`).toContain("Pastel de Carne");
      expect(promotion.description).toContain("R$ 9,00");
    }
    const other = await ownerWithRestaurant("Outra Casa", "lanchonete");
    const foreign = await addDish(other.cookie, "Empada de Palmito", "8,00");
    expectError(await promote(owner.cookie, foreign), 404, "Prato não encontrado.");
    expectError(await promote(owner.cookie, 2_147_483_648), 400, GENERATOR_MESSAGES.dishIdInvalid);
    expectError(await promote(owner.cookie, "abc"), 400, GENERATOR_MESSAGES.dishIdInvalid);
    // A visitor has no dishes to pick.
    const visitor = await post({
      url: "/api/generate-promotion",
      payload: { goal: "promover-prato-especifico", dishId: pastel },
    });
    expectError(visitor, 404, "Prato não encontrado.");
  });

  it("get the step of creating the coupon the promotion hands out", async () => {
    const owner = await ownerWithRestaurant("Forno da Praça");
    const res = await post(
      { url: "/api/generate-promotion", payload: { goal: "atrair-novos-clientes" } },
      { cookie: owner.cookie },
    );
    const promotion = promotionResultSchema.parse(res.json());
    const code = /cupom ([A-Z0-9]+)/.exec(promotion.description)?.[1];
    expect(code, promotion.description).toBeDefined();
    expect(promotion.setup).toMatch(new RegExp(`^Crie o cupom ${code} no app de delivery`));
    // The step is for the owner: the text for customers does not carry it.
    expect(promotion.description).not.toMatch(/crie o cupom/i);
  });

  it("see only their own restaurant's history", async () => {
    const ana = await ownerWithRestaurant("Marmitaria da Ana", "marmitex");
    const bia = await ownerWithRestaurant("Açaí da Bia", "acai");
    await post(
      { url: "/api/generate-content", payload: { dishName: "Marmita de frango" } },
      { cookie: ana.cookie },
    );
    await post(
      { url: "/api/generate-content", payload: { dishName: "Açaí com granola" } },
      { cookie: bia.cookie },
    );
    await post(
      { url: "/api/generate-content", payload: { dishName: "Tigela da casa" } },
      { cookie: bia.cookie },
    );

    const anas = z.array(generationSchema).parse((await history(ana.cookie)).json());
    expect(anas.map((g) => g.input.dishName)).toEqual(["Marmita de frango"]);
    const bias = z.array(generationSchema).parse((await history(bia.cookie)).json());
    expect(bias.map((g) => g.input.dishName)).toEqual(["Tigela da casa", "Açaí com granola"]);
  });

  it("keep the menus they ask for, not the automatic first one of each dashboard visit", async () => {
    const owner = await ownerWithRestaurant("Cantina Automática", "italiana");
    const automatic = await call(t.app, "POST", "/api/generate-menu", {
      as: owner,
      headers: { [GENERATION_TRIGGER_HEADER]: "automatic" },
      body: { restaurantType: "italiana" },
    });
    expect(automatic.statusCode).toBe(200);
    expect(automatic.json().dishes.length).toBeGreaterThanOrEqual(5);
    expect((await history(owner.cookie)).json()).toEqual([]);
    await post(
      { url: "/api/generate-menu", payload: { restaurantType: "italiana" } },
      { cookie: owner.cookie },
    );
    const kept = z.array(generationSchema).parse((await history(owner.cookie)).json());
    expect(kept.map((g) => [g.kind, g.input])).toEqual([["menu", { restaurantType: "italiana" }]]);
  });

  it("without a restaurant yet can generate, and the history asks for the restaurant", async () => {
    const owner = await registerAccount(t.app);
    expect((await post(CALLS.content, { cookie: owner.cookie })).statusCode).toBe(200);
    expectError(await history(owner.cookie), 409, "Cadastre seu restaurante");
  });

  it("refuses a bad history query with a 400", async () => {
    const owner = await ownerWithRestaurant("Lanchonete Filtro");
    expectError(await history(owner.cookie, "?kind=poema"), 400);
    expectError(await history(owner.cookie, "?limit=0"), 400);
    expectError(await history(owner.cookie, "?limit=51"), 400);
  });
});

describe("owners without access", () => {
  it("whose trial expired get a 402 SUBSCRIPTION_REQUIRED on all four calls, and nothing is saved", async () => {
    const owner = await ownerWithRestaurant("Pizzaria Fechada");
    await t.database.db
      .update(users)
      .set({ subscriptionStatus: "expired", subscriptionActive: false })
      .where(eq(users.id, owner.userId));

    for (const call of Object.values(CALLS)) {
      const body = expectError(await post(call, { cookie: owner.cookie }), 402, ACCESS_REQUIRED_MESSAGE);
      expect(body.code).toBe("SUBSCRIPTION_REQUIRED");
    }
    expect((await history(owner.cookie)).json()).toEqual([]);
  });

  it("whose trial ran past its end date are refused too", async () => {
    const owner = await ownerWithRestaurant("Hamburgueria do Prazo");
    await t.database.db
      .update(users)
      .set({ trialEndsAt: new Date(Date.now() - 60_000) })
      .where(eq(users.id, owner.userId));
    const body = expectError(await post(CALLS.content, { cookie: owner.cookie }), 402);
    expect(body.code).toBe("SUBSCRIPTION_REQUIRED");
  });

  it("keep their old history readable", async () => {
    const owner = await ownerWithRestaurant("Doceria Lembrança", "doces");
    await post(
      { url: "/api/generate-content", payload: { dishName: "Brigadeiro gourmet" } },
      { cookie: owner.cookie },
    );
    await t.database.db
      .update(users)
      .set({ subscriptionStatus: "expired", subscriptionActive: false })
      .where(eq(users.id, owner.userId));
    const list = z.array(generationSchema).parse((await history(owner.cookie)).json());
    expect(list.map((g) => g.input.dishName)).toEqual(["Brigadeiro gourmet"]);
  });
});

describe("the per-user limit", () => {
  it("allows 30 generations a minute per owner, then a 429; another owner is not affected", async () => {
    const busy = await ownerWithRestaurant("Pastelaria Movimentada");
    const calm = await ownerWithRestaurant("Pastelaria Tranquila");
    // Different addresses each call: the limit follows the account, not the address.
    for (let i = 0; i < 30; i++) {
      const res = await post(CALLS.content, { cookie: busy.cookie });
      expect(res.statusCode).toBe(200);
    }
    const refused = expectError(await post(CALLS.menu, { cookie: busy.cookie }), 429);
    expect(refused.code).toBe("RATE_LIMITED");
    expect((await post(CALLS.menu, { cookie: calm.cookie })).statusCode).toBe(200);

    // The refused call kept nothing: exactly the 30 answered ones are in the history.
    const kept = z.array(generationSchema).parse((await history(busy.cookie, "?limit=50")).json());
    expect(kept).toHaveLength(30);
  });
});
