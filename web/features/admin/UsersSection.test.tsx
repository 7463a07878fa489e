import { screen, within } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import { ADMIN_PASSWORD_HEADER, type AdminUser } from "../../../common/admin";
import { allowConsoleError } from "../../../common/testing/consoleGuard";
import { renderWithProviders } from "../../testing/render";
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

type Sent = { method: string; path: string; password: string | null; body: unknown };

/**
 * The server as the panel sees it (fetch stubbed): the list, the search and the
 * subscription switch answer like the real routes; every request is recorded.
 */
function serverWith(users: AdminUser[]) {
  const sent: Sent[] = [];
  const answer = (body: unknown) =>
    new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), "http://localhost");
      const headers = new Headers(init.headers);
      const body = typeof init.body === "string" ? (JSON.parse(init.body) as unknown) : undefined;
      const method = init.method ?? "GET";
      sent.push({ method, path: url.pathname, password: headers.get(ADMIN_PASSWORD_HEADER), body });
      if (url.pathname === "/api/admin/users") {
        return answer({ users, pagination: { page: 1, limit: 20, total: users.length, totalPages: 1 } });
      }
      if (url.pathname === "/api/admin/users/search") return answer({ users, hasMore: false });
      const toggled = /^\/api\/admin\/users\/([^/]+)\/subscription$/.exec(url.pathname);
      if (toggled && method === "PUT") {
        const { subscriptionActive } = body as { subscriptionActive: boolean };
        return answer({
          ...users.find((x) => x.id === decodeURIComponent(toggled[1] ?? "")),
          subscriptionActive,
        });
      }
      return new Response("", { status: 404, statusText: "Not Found" });
    }),
  );
  const switches = () => sent.filter((r) => r.method === "PUT");
  return { switches };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

it("'Desativar' on a paying customer asks first; 'Manter ativa' sends nothing, 'Sim, desativar' does", async () => {
  // Browsers know <search> (HTML 2023); happy-dom does not yet, and React says so on console.error.
  allowConsoleError("The tag <search> is unrecognized in this browser");
  const { switches } = serverWith([user(1, "active"), user(2, "trial", "Starter")]);
  const { user: people } = renderWithProviders(<UsersSection access={{ password: "segredo" }} />);
  const table = await screen.findByRole("table");
  await people.click(within(table).getByRole("button", { name: "Desativar assinatura de Dono 1" }));
  let dialog = await screen.findByRole("alertdialog", { name: "Desativar a assinatura de Dono 1?" });
  expect(within(dialog).getByText(/paga o plano Pro/)).toBeTruthy();
  await people.click(within(dialog).getByRole("button", { name: "Manter ativa" }));
  expect(switches()).toEqual([]);

  await people.click(within(table).getByRole("button", { name: "Desativar assinatura de Dono 1" }));
  dialog = await screen.findByRole("alertdialog");
  await people.click(within(dialog).getByRole("button", { name: "Sim, desativar" }));
  await vi.waitFor(() => expect(switches()).toHaveLength(1));
  expect(switches()[0]).toEqual({
    method: "PUT",
    path: `/api/admin/users/${user(1, "active").id}/subscription`,
    password: "segredo",
    body: { subscriptionActive: false },
  });

  // A trial pays nothing yet: switched off at once, as SPEC §4 says.
  await people.click(within(table).getByRole("button", { name: "Desativar assinatura de Dono 2" }));
  await vi.waitFor(() => expect(switches()).toHaveLength(2));
  expect(screen.queryByRole("alertdialog")).toBeNull();
});
