import { screen, within } from "@testing-library/react";
import { expect, it, vi } from "vitest";
import type { AdminUser } from "../../../common/admin";
import { allowConsoleError } from "../../../common/testing/consoleGuard";
import { renderWithProviders } from "../../testing/render";
import type { AdminClient } from "./adminClient";
import { UsersSection } from "./UsersSection";

const user = (n: number, status: AdminUser["status"], planName = "Pro"): AdminUser => ({
  id: `5b1c2a4e-0000-4000-8000-00000000000${n}`,
  firstName: "Dono",
  lastName: `${n}`,
  email: `dono${n}@restaurante.test`,
  isEmailVerified: true,
  planName,
  planType: planName === "Pro" ? "pro" : "starter",
  subscriptionActive: true,
  status,
  createdAt: "2026-11-01T12:00:00.000Z",
});

/** The panel's client as the page receives it: each call answers like the server would. */
function clientWith(users: AdminUser[]) {
  const setSubscription = vi.fn(async (u: Pick<AdminUser, "id">, on: boolean) => ({
    ...(users.find((x) => x.id === u.id) as AdminUser),
    subscriptionActive: on,
  }));
  const client = {
    users: async () => ({ users, pagination: { page: 1, limit: 20, total: users.length, totalPages: 1 } }),
    search: async () => ({ users, hasMore: false }),
    setSubscription,
  } as unknown as AdminClient;
  return { client, setSubscription };
}

it("'Desativar' on a paying customer asks first; 'Manter ativa' sends nothing, 'Sim, desativar' does", async () => {
  // Browsers know <search> (HTML 2023); happy-dom does not yet, and React says so on console.error.
  allowConsoleError("The tag <search> is unrecognized in this browser");
  const { client, setSubscription } = clientWith([user(1, "active"), user(2, "trial", "Starter")]);
  const { user: people } = renderWithProviders(<UsersSection client={client} />);
  const table = await screen.findByRole("table");
  await people.click(within(table).getByRole("button", { name: "Desativar assinatura de Dono 1" }));
  let dialog = await screen.findByRole("alertdialog", { name: "Desativar a assinatura de Dono 1?" });
  expect(within(dialog).getByText(/paga o plano Pro/)).toBeTruthy();
  await people.click(within(dialog).getByRole("button", { name: "Manter ativa" }));
  expect(setSubscription).not.toHaveBeenCalled();

  await people.click(within(table).getByRole("button", { name: "Desativar assinatura de Dono 1" }));
  dialog = await screen.findByRole("alertdialog");
  await people.click(within(dialog).getByRole("button", { name: "Sim, desativar" }));
  await vi.waitFor(() => expect(setSubscription).toHaveBeenCalledTimes(1));
  expect(setSubscription.mock.calls[0]?.[1]).toBe(false);

  // A trial pays nothing yet: switched off at once, as SPEC §4 says.
  await people.click(within(table).getByRole("button", { name: "Desativar assinatura de Dono 2" }));
  await vi.waitFor(() => expect(setSubscription).toHaveBeenCalledTimes(2));
  expect(screen.queryByRole("alertdialog")).toBeNull();
});
