import { screen } from "@testing-library/react";
import { afterAll, beforeAll, expect, it } from "vitest";
import { SEEDED_PLANS } from "../../../common/plans";
import { allowConsoleError } from "../../../common/testing/consoleGuard";
import { serveAsOrigin } from "../../testing/loopbackOrigin";
import { renderWithProviders } from "../../testing/render";
import { PLANS_LOAD_ERROR, PlanPicker } from "./PlanPicker";

let origin: Awaited<ReturnType<typeof serveAsOrigin>>;

// GET /api/plans answers plans without their price.
beforeAll(async () => {
  origin = await serveAsOrigin((_req, res) => {
    res.writeHead(200, { "content-type": "application/json" });
    res.end(
      JSON.stringify(SEEDED_PLANS.map(({ price: _price, ...plan }) => ({ ...plan, originalPrice: null }))),
    );
  }, "/precos");
});
afterAll(() => origin.close());

it("an answer that is not a list of plans shows the failure message, not cards with a broken price", async () => {
  // SPEC §8: a failed load is logged; the answer's check failing is such a failure.
  const logged = allowConsoleError("Falha ao carregar os planos");
  renderWithProviders(<PlanPicker variant="pricing" />);

  const alert = await screen.findByRole("alert", {}, { timeout: 5_000 });
  expect(alert.textContent).toContain(PLANS_LOAD_ERROR);
  expect(screen.queryByRole("article")).toBeNull();
  expect(logged.calls.length).toBeGreaterThan(0);
});
