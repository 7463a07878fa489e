import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, it } from "vitest";
import type { RestaurantList } from "../../../common/restaurant";
import { ONBOARDING_MESSAGE } from "../../../common/restaurant";
import { restaurantListKey } from "../../lib/restaurants";
import { OWNER } from "../../testing/owner";
import { renderWithProviders } from "../../testing/render";
import { starterWithTwoStores, store } from "../../testing/restaurantList";
import { StoreSwitcher } from "./StoreSwitcher";

it("lists a Pro owner's stores with the current one chosen, and offers to add one under the limit", async () => {
  const list: RestaurantList = {
    restaurants: [store(1, "Pizzaria da Ana"), store(2, "Marmitas da Ana")],
    currentId: 2,
    maxRestaurants: 5,
    ownedCount: 2,
    planName: "Pro",
    readOnlyIds: [],
    pausedTeams: [],
  };
  renderWithProviders(<StoreSwitcher />, { signedIn: OWNER, answers: [[restaurantListKey, list]] });
  const select = screen.getByLabelText("Restaurante") as HTMLSelectElement;
  expect(select.value).toBe("2");
  expect(
    within(select)
      .getAllByRole("option")
      .map((o) => o.textContent),
  ).toEqual(["Pizzaria da Ana", "Marmitas da Ana"]);

  const user = userEvent.setup();
  await user.click(screen.getByRole("button", { name: "Adicionar restaurante" }));
  const dialog = await screen.findByRole("dialog", { name: "Adicionar restaurante" });
  expect(within(dialog).getByText("Plano Pro: 2 de 5 restaurantes.")).toBeTruthy();
  await user.click(within(dialog).getByRole("button", { name: "Adicionar restaurante" }));
  expect((await within(dialog).findAllByText(ONBOARDING_MESSAGE)).length).toBeGreaterThan(0);
});

it("shows nothing to switch or add for a Starter owner at the limit", () => {
  const list: RestaurantList = {
    restaurants: [store(1, "Pizzaria da Ana")],
    currentId: 1,
    maxRestaurants: 1,
    ownedCount: 1,
    planName: "Starter",
    readOnlyIds: [],
    pausedTeams: [],
  };
  const { container } = renderWithProviders(<StoreSwitcher />, {
    signedIn: OWNER,
    answers: [[restaurantListKey, list]],
  });
  expect(container.textContent).toBe("");
});

it("counts only the owner's own stores against the limit; a team's store is listed, not counted", async () => {
  const list: RestaurantList = {
    restaurants: [store(1, "Lanches do Leo"), store(7, "Pizzaria da Ana (equipe)")],
    currentId: 1,
    maxRestaurants: 5,
    ownedCount: 1,
    planName: "Pro",
    readOnlyIds: [],
    pausedTeams: [],
  };
  renderWithProviders(<StoreSwitcher />, { signedIn: OWNER, answers: [[restaurantListKey, list]] });
  const user = userEvent.setup();
  await user.click(screen.getByRole("button", { name: "Adicionar restaurante" }));
  const dialog = await screen.findByRole("dialog", { name: "Adicionar restaurante" });
  expect(within(dialog).getByText("Plano Pro: 1 de 5 restaurantes.")).toBeTruthy();
});

it("on Starter, the stores beyond the oldest read '(só consulta)' and none can be added", () => {
  const list = starterWithTwoStores();
  renderWithProviders(<StoreSwitcher />, { signedIn: OWNER, answers: [[restaurantListKey, list]] });
  const select = screen.getByLabelText("Restaurante") as HTMLSelectElement;
  expect(
    within(select)
      .getAllByRole("option")
      .map((o) => o.textContent),
  ).toEqual(["Pizzaria da Ana", "Marmitas da Ana (só consulta)"]);
  expect(screen.queryByRole("button", { name: "Adicionar restaurante" })).toBeNull();
});
