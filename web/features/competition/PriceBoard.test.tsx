import { fireEvent, screen, within } from "@testing-library/react";
import { expect, it } from "vitest";
import { type Board, DEFAULT_COMPETITION_SETTINGS } from "../../../common/competition";
import { renderWithProviders } from "../../testing/render";
import { PriceBoard } from "./PriceBoard";

const rival = {
  rivalId: 1,
  rivalName: '<img src=x onerror="alert(1)">',
  rivalDishId: 10,
  rivalDishName: "Pizza Calabresa",
  priceCents: 4200,
  priceNote: null,
  gapCents: 790,
  gapPercent: 18.8,
  receivedCents: 3562,
  leftCents: null,
  sentence: 'Se cobrar R$ 42,00 como <img src=x onerror="alert(1)">, você recebe R$ 35,62 por pizza.',
  deliveryFeeCents: 699,
  orderTotalCents: 4899,
  belowMinimum: true,
  withClub: false,
};

const board: Board = {
  settings: DEFAULT_COMPETITION_SETTINGS,
  feePercent: 15.2,
  rivalCount: 1,
  alerts: [],
  unpricedDishes: [],
  rows: [
    {
      dishId: 1,
      dishName: "Pizza Calabresa",
      category: null,
      ourPriceCents: 4990,
      foodCostCents: 1530,
      receivedCents: 4232,
      leftCents: 2702,
      ourOrderTotalCents: 4990,
      position: "mais caro",
      rivals: [rival],
      cheapestRivalCents: 4200,
      floorPriceCents: 2887,
      overThreshold: true,
    },
    {
      dishId: 2,
      dishName: "Água",
      category: null,
      ourPriceCents: 500,
      foodCostCents: null,
      receivedCents: 424,
      leftCents: null,
      ourOrderTotalCents: 500,
      position: null,
      rivals: [],
      cheapestRivalCents: null,
      floorPriceCents: null,
      overThreshold: false,
    },
  ],
};

const names = () =>
  within(screen.getByRole("list", { name: "Quadro de preços" }))
    .getAllByRole("heading", { level: 4 })
    .map((h) => h.textContent);

it("shows each dish with the rivals' prices as text, sorts, and links the actions with the dish", () => {
  renderWithProviders(<PriceBoard board={board} onHistory={() => {}} />);
  // Biggest gap to the cheapest rival first; a dish without rivals last.
  expect(names()).toEqual(["Pizza Calabresa", "Água"]);
  fireEvent.change(screen.getByLabelText("Ordenar por"), { target: { value: "nome" } });
  expect(names()).toEqual(["Água", "Pizza Calabresa"]);

  const card = screen.getAllByText("Pizza Calabresa", { selector: "h4" })[0]!.closest("li")!;
  // A tag in a rival's name is only text.
  expect(within(card).getAllByText('<img src=x onerror="alert(1)">').length).toBeGreaterThan(0);
  expect(card.querySelector("img")).toBeNull();
  expect(within(card).getByText(/abaixo do pedido mínimo/)).toBeTruthy();
  expect(within(card).getByRole("link", { name: "Criar promoção" }).getAttribute("href")).toBe(
    "/dashboard?promoDish=1&promoPrice=2887#gerador-promocao",
  );
  expect(within(card).getByRole("link", { name: "Ajustar preço" }).getAttribute("href")).toBe(
    "/dashboard?calcDish=1&calcCost=1530#calculadora",
  );
});
