import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, it } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { PublicHeader } from "./PublicHeader";

it("the mobile menu is titled Menu, holds every link and closes after a choice", async () => {
  const location = memoryLocation({ path: "/", record: true });
  render(
    <Router hook={location.hook}>
      <PublicHeader />
    </Router>,
  );
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
