import { render, screen, within } from "@testing-library/react";
import { expect, it, vi } from "vitest";
import type { AdminStats, AdminUser } from "../../../common/admin";
import { StatCards } from "./StatCards";
import { UserTable } from "./UserTable";

const base: AdminUser = {
  id: "5b1c2a4e-0000-4000-8000-000000000001",
  firstName: "Ana",
  lastName: "Souza",
  email: "ana@restaurante.test",
  isEmailVerified: true,
  planName: "Pro",
  planType: "pro",
  subscriptionActive: true,
  status: "active",
  createdAt: "2026-11-01T12:00:00.000Z",
};
const row = (n: number, status: AdminUser["status"], subscriptionActive = true): AdminUser => ({
  ...base,
  id: base.id.replace(/1$/, String(n)),
  lastName: `Souza ${n}`,
  status,
  subscriptionActive,
});

it("the status column says trial, active, cancelled or deactivated, as the server states it", () => {
  render(
    <UserTable
      users={[row(1, "trial"), row(2, "active"), row(3, "cancelled"), row(4, "deactivated", false)]}
      pendingId={null}
      onToggle={vi.fn()}
    />,
  );
  const table = screen.getByRole("table");
  const statuses = within(table)
    .getAllByRole("row")
    .slice(1)
    .map((tr) => tr.querySelectorAll("td")[3]?.textContent);
  expect(statuses).toEqual(["Teste grátis", "Ativa", "Cancelada", "Desativada"]);
});

it("keeps the four SPEC cards and adds the trials beside them", () => {
  const stats = {
    totalUsers: 10,
    activeSubscriptions: 2,
    trialingUsers: 5,
    starterUsers: 6,
    proUsers: 4,
    mailOutbox: { pending: 0, failed: 0 },
  } satisfies AdminStats;
  render(<StatCards stats={stats} />);
  const value = (name: string) => screen.getByRole("group", { name }).querySelector("p")?.textContent;
  expect(value("Total de usuários")).toBe("10");
  expect(value("Assinaturas ativas")).toBe("2");
  expect(value("Usuários do plano Starter")).toBe("6");
  expect(value("Usuários do plano Pro")).toBe("4");
  expect(value("Em teste grátis")).toBe("5");
});
