import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, it } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { User } from "../../common/auth";
import { AuthProvider, USER_QUERY_KEY } from "../lib/auth";
import { createQueryClient } from "../lib/queryClient";
import { OWNER } from "../testing/owner";
import { PublicHeader } from "./PublicHeader";

/** The header as the app renders it, with the session's answer already in (null: a visitor). */
function renderHeader(user: User | null) {
  const location = memoryLocation({ path: "/", record: true });
  const client = createQueryClient();
  client.setQueryData(USER_QUERY_KEY, user);
  render(
    <QueryClientProvider client={client}>
      <AuthProvider>
        <Router hook={location.hook}>
          <PublicHeader />
        </Router>
      </AuthProvider>
    </QueryClientProvider>,
  );
  return location;
}

it("the mobile menu is titled Menu, holds every link and closes after a choice", async () => {
  const location = renderHeader(null);
  const user = userEvent.setup();
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
  const location = renderHeader(OWNER);
  expect(screen.getByRole("link", { name: "Painel" }).getAttribute("href")).toBe("/dashboard");
  expect(screen.queryByRole("link", { name: "Entrar" })).toBeNull();
  expect(screen.queryByRole("link", { name: "7 dias grátis" })).toBeNull();

  const user = userEvent.setup();
  await user.click(screen.getByRole("button", { name: "Abrir menu" }));
  const menuLinks = screen.getAllByRole("link", { name: "Painel" });
  expect(menuLinks).toHaveLength(2);
  await user.click(menuLinks[1] as HTMLElement);
  expect(location.history.at(-1)).toBe("/dashboard");
  expect(screen.queryByRole("navigation", { name: "Menu" })).toBeNull();
});
