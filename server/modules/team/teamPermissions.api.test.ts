import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PLAN_IDS } from "../../../common/plans";
import { OWNER_ONLY_MESSAGES, TEAM_MESSAGES } from "../../../common/team";
import { generations, restaurants } from "../../db/schema";
import { uniqueEmail } from "../../testing/accounts";
import { call } from "../../testing/call";
import { teamKit } from "../../testing/team";
import { createTestApp, type TestApp } from "../../testing/testApp";

/**
 * Every row of docs/team-permissions.md through HTTP, as the member and as
 * the owner of one restaurant. Deleting rows: the member tries first (403),
 * then the owner deletes the same thing (204, so the member removed nothing).
 */
let t: TestApp;
let kit: ReturnType<typeof teamKit>;
let team: Awaited<ReturnType<ReturnType<typeof teamKit>["teamWithMember"]>>;
const day = new Date(Date.now() - 2 * 24 * 60 * 60_000).toISOString().slice(0, 10);
const figures = { totalSales: 150_000, orderCount: 30, repeatCustomers: 4 };

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_SCALE: "100" } });
  kit = teamKit(t);
  team = await kit.teamWithMember(PLAN_IDS.starter);
});
afterAll(async () => {
  await t.close();
});

type Role = "owner" | "member";
type Res = Awaited<ReturnType<typeof call>>;
const cookieOf = (role: Role) => (role === "owner" ? team.boss.cookie : team.member.cookie);
const as = (role: Role) => ({
  get: (url: string) => call(t.app, "GET", url, { cookie: cookieOf(role) }),
  post: (url: string, body: object = {}) => call(t.app, "POST", url, { cookie: cookieOf(role), body }),
  patch: (url: string, body: object) => call(t.app, "PATCH", url, { cookie: cookieOf(role), body }),
  put: (url: string, body: object) => call(t.app, "PUT", url, { cookie: cookieOf(role), body }),
  del: (url: string) => call(t.app, "DELETE", url, { cookie: cookieOf(role) }),
});
/** Something the owner keeps, created fresh for a row. */
const ownerDish = async () =>
  (await as("owner").post("/api/dishes", { name: `Prato ${uniqueEmail("p")}`, price: "30,00" })).json()
    .id as number;
const ownerPromotion = async () =>
  (await as("owner").post("/api/promotions", { title: "Terça do rodízio", discount: "10%" })).json()
    .id as number;

type Row = {
  area: string;
  action: string;
  owner: number;
  member: number;
  /** The call; `target` is what the row's setup created (same for both roles). */
  run: (role: Role, target: number) => Promise<Res>;
  setup?: () => Promise<number>;
  /** The member's 403 message, when refused. */
  refusal?: string;
};

const rows: Row[] = [
  { area: "Restaurante", action: "ver", owner: 200, member: 200, run: (r) => as(r).get("/api/restaurant") },
  {
    area: "Restaurante",
    action: "editar configurações",
    owner: 200,
    member: 403,
    run: (r) =>
      as(r).post("/api/restaurant", { name: "Cantina da Rosa", type: "pizzaria", isOnboarded: true }),
  },
  {
    area: "Equipe",
    action: "ver",
    owner: 200,
    member: 403,
    refusal: TEAM_MESSAGES.ownerOnly,
    run: (r) => as(r).get("/api/team"),
  },
  {
    area: "Equipe",
    action: "convidar",
    owner: 201,
    member: 403,
    refusal: TEAM_MESSAGES.ownerOnly,
    run: (r) => as(r).post("/api/team", { email: uniqueEmail("ajudante") }),
  },
  {
    area: "Equipe",
    action: "remover",
    owner: 204,
    member: 403,
    refusal: TEAM_MESSAGES.ownerOnly,
    setup: async () => (await as("owner").post("/api/team", { email: uniqueEmail("sai") })).json().id,
    run: (r, id) => as(r).del(`/api/team/${id}`),
  },
  {
    area: "Lojas",
    action: "listar",
    owner: 200,
    member: 200,
    run: (r) => as(r).get("/api/restaurants"),
  },
  {
    area: "Lojas",
    action: "trocar de loja",
    owner: 200,
    member: 200,
    run: (r) => as(r).post(`/api/restaurants/${team.boss.restaurantId}/select`),
  },
  { area: "Pratos", action: "ver", owner: 200, member: 200, run: (r) => as(r).get("/api/dishes") },
  {
    area: "Pratos",
    action: "adicionar",
    owner: 201,
    member: 201,
    run: (r) => as(r).post("/api/dishes", { name: `Pastel de ${r}`, price: "12,50" }),
  },
  {
    area: "Pratos",
    action: "editar a descrição",
    owner: 200,
    member: 200,
    setup: ownerDish,
    run: (r, id) => as(r).patch(`/api/dishes/${id}`, { description: `Descrito por ${r}` }),
  },
  {
    area: "Pratos",
    action: "excluir",
    owner: 204,
    member: 403,
    refusal: OWNER_ONLY_MESSAGES.deleteDish,
    setup: ownerDish,
    run: (r, id) => as(r).del(`/api/dishes/${id}`),
  },
  { area: "Promoções", action: "ver", owner: 200, member: 200, run: (r) => as(r).get("/api/promotions") },
  {
    area: "Promoções",
    action: "salvar",
    owner: 201,
    member: 201,
    run: (r) => as(r).post("/api/promotions", { title: `Combo de ${r}`, discount: "R$ 5" }),
  },
  {
    area: "Promoções",
    action: "ativar ou desativar",
    owner: 200,
    member: 200,
    setup: ownerPromotion,
    run: (r, id) => as(r).patch(`/api/promotions/${id}`, { isActive: r === "owner" }),
  },
  {
    area: "Promoções",
    action: "excluir",
    owner: 204,
    member: 403,
    refusal: OWNER_ONLY_MESSAGES.deletePromotion,
    setup: ownerPromotion,
    run: (r, id) => as(r).del(`/api/promotions/${id}`),
  },
  { area: "Métricas", action: "ver", owner: 200, member: 200, run: (r) => as(r).get("/api/metrics") },
  {
    area: "Métricas",
    action: "resumo da semana",
    owner: 200,
    member: 200,
    run: (r) => as(r).get("/api/dashboard/summary"),
  },
  {
    area: "Métricas",
    action: "registrar ou corrigir um dia",
    owner: 200,
    member: 200,
    run: (r) => as(r).put(`/api/metrics/${day}`, { ...figures, orderCount: r === "owner" ? 31 : 32 }),
  },
  {
    area: "Métricas",
    action: "apagar um dia",
    owner: 204,
    member: 403,
    refusal: OWNER_ONLY_MESSAGES.deleteMetrics,
    setup: async () => {
      await as("owner").put(`/api/metrics/${day}`, figures);
      return 0;
    },
    run: (r) => as(r).del(`/api/metrics/${day}`),
  },
  { area: "Checklist", action: "ver", owner: 200, member: 200, run: (r) => as(r).get("/api/checklist") },
  {
    area: "Checklist",
    action: "marcar",
    owner: 200,
    member: 200,
    run: (r) => as(r).patch("/api/checklist/items/fotos", { completed: r === "member" }),
  },
  {
    area: "Geradores",
    action: "descrição",
    owner: 200,
    member: 200,
    run: (r) => as(r).post("/api/generate-content", { dishName: `Pizza de ${r}`, businessType: "pizzaria" }),
  },
  {
    area: "Geradores",
    action: "promoção",
    owner: 200,
    member: 200,
    run: (r) => as(r).post("/api/generate-promotion", { businessType: "pizzaria" }),
  },
  {
    area: "Histórico",
    action: "ver",
    owner: 200,
    member: 200,
    run: (r) => as(r).get("/api/generations"),
  },
];

describe("team permissions (docs/team-permissions.md)", () => {
  it.each(rows.map((row) => [`${row.area}: ${row.action}`, row] as const))("%s", async (_name, row) => {
    const target = row.setup ? await row.setup() : 0;
    const byMember = await row.run("member", target);
    expect(byMember.statusCode, `membro: ${byMember.body}`).toBe(row.member);
    if (row.member === 403) {
      expect(byMember.json().error).toBe(row.refusal ?? byMember.json().error);
      expect(byMember.json().error).toMatch(/[ãáéíóúç]|dono/);
    }
    const byOwner = await row.run("owner", target);
    expect(byOwner.statusCode, `dono: ${byOwner.body}`).toBe(row.owner);
  });

  it("Lojas: a store the member adds goes to the member's own account", async () => {
    const added = await as("member").post("/api/restaurants", { name: "Lanche do Caio", type: "lanchonete" });
    expect(added.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(restaurants).where(eq(restaurants.id, added.json().id));
    expect(row?.userId).toBe(team.member.userId);
    const owners = (await as("owner").get("/api/restaurants"))
      .json()
      .restaurants.map((r: { id: number }) => r.id);
    expect(owners).toEqual([team.boss.restaurantId]);
    expect((await as("member").post(`/api/restaurants/${team.boss.restaurantId}/select`)).statusCode).toBe(
      200,
    );
  });

  it("Assinatura: each sees and changes only their own account, never the owner's", async () => {
    const mine = await as("member").get("/api/billing/subscription");
    const owners = await as("owner").get("/api/billing/subscription");
    expect(mine.statusCode).toBe(200);
    expect(mine.json().plan?.id).toBe(PLAN_IDS.starter);
    expect(owners.json().plan?.id).toBe(PLAN_IDS.pro);
    const cancel = await as("member").post("/api/billing/cancel");
    expect(cancel.statusCode).toBeLessThan(500);
    expect((await as("owner").get("/api/billing/subscription")).json()).toEqual(owners.json());
  });

  it("what the member generates and records lands in the owner's restaurant", async () => {
    const kept = await t.database.db
      .select()
      .from(generations)
      .where(eq(generations.restaurantId, team.boss.restaurantId));
    expect(kept.length).toBeGreaterThanOrEqual(2);
    const dishes = (await as("owner").get("/api/dishes")).json() as { name: string }[];
    expect(dishes.map((d) => d.name)).toContain("Pastel de member");
  });
});
