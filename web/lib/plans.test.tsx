import { waitFor } from "@testing-library/react";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { SEEDED_PLANS } from "../../common/plans";
import { serveAsOrigin } from "../testing/loopbackOrigin";
import { renderHookWithProviders } from "../testing/render";
import { UnexpectedAnswerError } from "./api";
import { usePlans } from "./plans";

const PLANS = SEEDED_PLANS.map((p) => ({ ...p, originalPrice: null }));

// A real server on loopback answers GET /api/plans: the hook meets real HTTP answers, not a fake fetch.
let answer: unknown;
let requests = 0;
let origin: Awaited<ReturnType<typeof serveAsOrigin>>;

beforeAll(async () => {
  origin = await serveAsOrigin((req, res) => {
    if (req.url !== "/api/plans") {
      res.writeHead(404).end();
      return;
    }
    requests += 1;
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify(answer));
  }, "/precos");
});
afterAll(() => origin.close());
beforeEach(() => {
  answer = PLANS;
  requests = 0;
});

it("reads GET /api/plans once for every screen part that shows the plans", async () => {
  // Billing's picker, /register and the pricing grid all call usePlans: one key, one cache, one request.
  const { result } = renderHookWithProviders(() => [usePlans(), usePlans()] as const);
  await waitFor(() => expect(result.current[0].isSuccess && result.current[1].isSuccess).toBe(true));
  expect(result.current[0].data).toEqual(PLANS);
  expect(result.current[1].data).toBe(result.current[0].data);
  expect(requests).toBe(1);
});

it("an answer that is not a list of plans is an error, never a plan without its price", async () => {
  answer = [{ ...PLANS[0], price: "19.00" }];
  const { result } = renderHookWithProviders(() => usePlans());
  await waitFor(() => expect(result.current.isError).toBe(true));
  expect(result.current.error).toBeInstanceOf(UnexpectedAnswerError);
  expect(result.current.data).toBeUndefined();
});
