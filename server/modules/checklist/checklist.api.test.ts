import { afterAll, beforeAll, expect, it } from "vitest";
import { DEFAULT_CHECKLIST } from "../../../common/checklist";
import { registerAccount, type SignedIn } from "../../testing/accounts";
import { call } from "../../testing/call";
import { createTestApp, type TestApp } from "../../testing/testApp";

let now = new Date("2026-11-18T18:00:00Z");
let t: TestApp;
let u: SignedIn;

beforeAll(async () => {
  t = await createTestApp({ now: () => now });
  u = await registerAccount(t.app, { onboarded: { name: "Açaí do Porto", type: "acai" } });
});
afterAll(async () => {
  await t.close();
});

const get = () => call(t.app, "GET", "/api/checklist", { as: u });
const toggle = (id: string, completed: unknown) =>
  call(t.app, "PATCH", `/api/checklist/items/${id}`, { as: u, body: { completed } });

it("starts each week with the four items, keeps toggles, and starts fresh next week", async () => {
  const first = (await get()).json();
  expect(first.weekStart).toBe("2026-11-16");
  expect(first.items).toEqual(DEFAULT_CHECKLIST);
  const toggled = await toggle("fotos", true);
  expect(toggled.statusCode).toBe(200);
  expect((await get()).json().items.find((i: { id: string }) => i.id === "fotos").completed).toBe(true);
  now = new Date("2026-11-23T04:00:00Z"); // Monday 01:00 in São Paulo
  const next = (await get()).json();
  expect(next.weekStart).toBe("2026-11-23");
  expect(next.items.every((i: { completed: boolean }) => !i.completed)).toBe(true);
  now = new Date("2026-11-18T18:00:00Z");
});

it("refuses unknown items and non-boolean values", async () => {
  expect((await toggle("nao-existe", true)).statusCode).toBe(404);
  expect((await toggle("fotos", "sim")).statusCode).toBe(400);
});
