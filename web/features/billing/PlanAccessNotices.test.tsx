import { screen, within } from "@testing-library/react";
import { expect, it } from "vitest";
import type { RestaurantList } from "../../../common/restaurant";
import { restaurantListKey } from "../../lib/restaurants";
import { renderWithProviders } from "../../testing/render";
import { starterWithTwoStores } from "../../testing/restaurantList";
import { PlanAccessNotices } from "./PlanAccessNotices";
import { billingAnswers } from "./testing";

it("on Starter, the notice says why the current store is only for reading, and how to get it back", () => {
  const list = starterWithTwoStores();
  renderWithProviders(<PlanAccessNotices />, billingAnswers([[restaurantListKey, list]]));
  const notices = screen.getByRole("region", { name: "Avisos do plano" });
  expect(notices.textContent).toContain(
    "Marmitas da Ana está só para consulta: o plano Starter permite 1 restaurante, e o mais antigo continua editável.",
  );
  expect(within(notices).getByRole("link", { name: "Voltar ao plano Pro" }).getAttribute("href")).toBe(
    "/checkout/4",
  );
});

it("a member whose team's owner left Pro is told their access is paused, naming the restaurant and owner", () => {
  const list: RestaurantList = {
    restaurants: [],
    currentId: null,
    maxRestaurants: 1,
    ownedCount: 0,
    planName: "Starter",
    readOnlyIds: [],
    pausedTeams: [{ restaurantName: "Cantina da Rosa", ownerName: "Rosa Lima" }],
  };
  renderWithProviders(<PlanAccessNotices />, billingAnswers([[restaurantListKey, list]]));
  expect(screen.getByRole("region", { name: "Avisos do plano" }).textContent).toBe(
    'Seu acesso ao restaurante "Cantina da Rosa" está pausado: o plano de Rosa Lima não inclui mais equipe. Quando voltar ao plano Pro, seu acesso volta sozinho.',
  );
});
