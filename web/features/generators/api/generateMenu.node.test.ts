import { afterEach, expect, it, vi } from "vitest";
import { GENERATION_TRIGGER_HEADER } from "../../../../common/generators";
import { UnexpectedAnswerError } from "../../../lib/api";
import { generateMenu } from "./generateMenu";

const dish = { name: "Temaki de salmão", description: "Salmão fresco e cream cheese.", price: "R$ 32,90" };

/** The server's answer for every call, and what each call sent. */
function answerWith(body: string) {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(body, { headers: { "content-type": "application/json" } });
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

it("reads the dishes with the common/ schema; a missing list or an empty body reads as empty (SPEC §7)", async () => {
  answerWith(JSON.stringify({ dishes: [dish] }));
  expect(await generateMenu({ request: { restaurantType: "japonesa" } })).toEqual({ dishes: [dish] });
  answerWith("{}");
  expect(await generateMenu({ request: { restaurantType: "japonesa" } })).toEqual({ dishes: [] });
  answerWith("");
  expect(await generateMenu({ request: { restaurantType: "japonesa" } })).toEqual({ dishes: [] });
});

it("refuses a dish the schema does not know instead of showing 'undefined'", async () => {
  answerWith(JSON.stringify({ dishes: [{ name: "Sem preço", description: "x" }] }));
  await expect(generateMenu({ request: { restaurantType: "pizzaria" } })).rejects.toBeInstanceOf(
    UnexpectedAnswerError,
  );
});

it("marks only the automatic first menu with the trigger header, and sends SPEC §7's body", async () => {
  const calls = answerWith(JSON.stringify({ dishes: [dish] }));
  await generateMenu({ request: { restaurantType: "pizzaria" }, automatic: true });
  await generateMenu({ request: { restaurantType: "pizzaria" } });
  const headers = calls.map((c) => new Headers(c.init.headers).get(GENERATION_TRIGGER_HEADER));
  expect(headers).toEqual(["automatic", null]);
  expect(calls.map((c) => [c.url, c.init.body])).toEqual([
    ["/api/generate-menu", '{"restaurantType":"pizzaria"}'],
    ["/api/generate-menu", '{"restaurantType":"pizzaria"}'],
  ]);
});
