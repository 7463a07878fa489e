import { screen, within } from "@testing-library/react";
import { expect, it } from "vitest";
import { type Plan, SEEDED_PLANS } from "../../../common/plans";
import { renderWithProviders } from "../../testing/render";
import { PlanCard } from "./PlanCard";

const pro: Plan = { ...SEEDED_PLANS[1]!, originalPrice: 5900 };

it("strikes through the old price when the plan has one, and leads to /trial", () => {
  renderWithProviders(<PlanCard plan={pro} />, { path: "/pricing" });
  const card = screen.getByRole("article", { name: "Pro" });
  const old = card.querySelector("s");
  expect(old?.textContent).toBe("De US$\u00a059 por");
  expect(within(card).getByText(/^US\$\s39$/).textContent).toBe("US$\u00a039");
  expect(within(card).getByText("Mais Popular")).toBeTruthy();
  expect(
    within(card).getByRole("link", { name: "Começar teste grátis no plano Pro" }).getAttribute("href"),
  ).toBe("/trial");
});

it("shows no struck price without an originalPrice", () => {
  renderWithProviders(<PlanCard plan={{ ...SEEDED_PLANS[0]!, originalPrice: null }} />, { path: "/pricing" });
  const card = screen.getByRole("article", { name: "Starter" });
  expect(card.querySelector("s")).toBeNull();
  expect(within(card).getByText("Ótimo Início")).toBeTruthy();
  expect(within(card).getByText("1 restaurante")).toBeTruthy();
});

it("a signed-in owner (sign-up on /auth) continues to /checkout/{planId}, not to the trial form", () => {
  renderWithProviders(<PlanCard plan={pro} signedIn />, { path: "/pricing" });
  const card = screen.getByRole("article", { name: "Pro" });
  expect(
    within(card).getByRole("link", { name: "Começar teste grátis no plano Pro" }).getAttribute("href"),
  ).toBe(`/checkout/${pro.id}`);
});
