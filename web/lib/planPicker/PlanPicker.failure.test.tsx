// @vitest-environment-options {"url": "http://127.0.0.1:9/pricing"}
// Port 9 (discard) has nothing listening: GET /api/plans really fails, as on a dropped connection.
import { screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { allowConsoleError } from "../../../common/testing/consoleGuard";
import { renderWithProviders } from "../../testing/render";
import { PLANS_LOAD_ERROR, PlanPicker } from "./PlanPicker";

it("shows a loading state, then a clear message and a retry when the plans cannot load, and logs it", async () => {
  // SPEC §8: a failed load is logged; that log is part of what this test checks.
  const logged = allowConsoleError("Falha ao carregar os planos");
  const { user } = renderWithProviders(<PlanPicker variant="pricing" />);

  expect(screen.getByRole("status").textContent).toBe("Carregando planos…");
  const alert = await screen.findByRole("alert", {}, { timeout: 5_000 });
  expect(alert.textContent).toContain(PLANS_LOAD_ERROR);
  expect(screen.queryByRole("article")).toBeNull();
  expect(logged.calls).toContainEqual(["Falha ao carregar os planos", expect.anything()]);

  await user.click(screen.getByRole("button", { name: "Tentar de novo" }));
  expect((await screen.findByRole("alert")).textContent).toContain(PLANS_LOAD_ERROR);
  expect(logged.calls.length).toBeGreaterThan(0);
});
