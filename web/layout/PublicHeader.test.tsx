import { screen, within } from "@testing-library/react";
import { expect, it } from "vitest";
import type { User } from "../../common/auth";
import { OWNER } from "../testing/owner";
import { renderWithProviders } from "../testing/render";
import { PublicHeader } from "./PublicHeader";

/** The header as the app renders it, with the session's answer already in (null: a visitor). */
function renderHeader(signedIn: User | null) {
  const { location, user } = renderWithProviders(<PublicHeader />, { signedIn, path: "/" });
  return { location: location!, user };
}

it("the mobile menu is titled Menu, holds every link and closes after a choice", async () => {
  const { location, user } = renderHeader(null);
  await user.click(screen.getByRole("button", { name: "Abrir menu" }));
  expect(screen.getByText("Menu")).toBeTruthy();
  const menu = screen.getByRole("navigation", { name: "Menu" });
  expect([...menu.querySelectorAll("a")].map((a) => a.textContent)).toEqual([
    "Soluções",
    "Preços",
    "Recursos",
    "Contato",
  ]);
  await user.click(within(menu).getByRole("link", { name: "Preços" }));
  expect(location.history.at(-1)).toBe("/pricing");
  expect(screen.queryByRole("navigation", { name: "Menu" })).toBeNull();
});

it("a visitor gets Entrar and 7 dias grátis, no Painel", () => {
  renderHeader(null);
  expect(screen.getByRole("link", { name: "Entrar" }).getAttribute("href")).toBe("/login");
  expect(screen.getByRole("link", { name: "7 dias grátis" }).getAttribute("href")).toBe("/trial");
  expect(screen.queryByRole("link", { name: "Painel" })).toBeNull();
});

it("a signed-in owner gets Painel instead of Entrar and 7 dias grátis, in the bar and in the Menu", async () => {
  const { location, user } = renderHeader(OWNER);
  expect(screen.getByRole("link", { name: "Painel" }).getAttribute("href")).toBe("/dashboard");
  expect(screen.queryByRole("link", { name: "Entrar" })).toBeNull();
  expect(screen.queryByRole("link", { name: "7 dias grátis" })).toBeNull();

  await user.click(screen.getByRole("button", { name: "Abrir menu" }));
  const menuLinks = screen.getAllByRole("link", { name: "Painel" });
  expect(menuLinks).toHaveLength(2);
  await user.click(menuLinks[1] as HTMLElement);
  expect(location.history.at(-1)).toBe("/dashboard");
  expect(screen.queryByRole("navigation", { name: "Menu" })).toBeNull();
});
