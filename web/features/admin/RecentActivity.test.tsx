import { render, screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { RecentActivity } from "./RecentActivity";

const entry = {
  id: 7,
  action: "subscription.activate",
  target: "dona@restaurante.test",
  ip: "2001:db8::5",
  createdAt: "2026-11-26T12:00:00.000Z",
};

it("lists the admin actions and counts refused attempts on a line of their own", () => {
  render(<RecentActivity audit={{ entries: [entry], deniedLast24h: 25 }} />);
  expect(screen.getByText("25 tentativas negadas nas últimas 24 h")).toBeTruthy();
  const list = screen.getByRole("list", { name: "Atividade recente" });
  expect(list.querySelectorAll("li")).toHaveLength(1);
  expect(list.textContent).toContain("Assinatura ativada");
});

it("uses the singular for one refusal and says nothing when there was none", () => {
  const { rerender } = render(<RecentActivity audit={{ entries: [entry], deniedLast24h: 1 }} />);
  expect(screen.getByText("1 tentativa negada nas últimas 24 h")).toBeTruthy();
  rerender(<RecentActivity audit={{ entries: [entry], deniedLast24h: 0 }} />);
  expect(screen.queryByText(/tentativas? negadas?/)).toBeNull();
});
