import { screen, within } from "@testing-library/react";
import { expect, it } from "vitest";
import { TEAM_MESSAGES, type Team, type TeamInvitation } from "../../../common/team";
import { teamKey } from "../../lib/team";
import { OWNER } from "../../testing/owner";
import { renderWithProviders } from "../../testing/render";
import { teamInvitesKey } from "./api/teamInvites";
import { TeamInvitesBanner } from "./TeamInvitesBanner";
import { TeamSection } from "./TeamSection";

const proTeam: Team = {
  teamPlan: true,
  emailVerified: true,
  canInvite: true,
  max: 5,
  members: [
    {
      id: 1,
      email: "caio@cantina.test",
      role: "member",
      status: "active",
      joinedAt: "2026-05-10T09:00:00.000Z",
      createdAt: "2026-05-09T09:00:00.000Z",
    },
    {
      id: 2,
      email: "bia@cantina.test",
      role: "member",
      status: "pending",
      joinedAt: null,
      createdAt: "2026-05-10T09:00:00.000Z",
    },
  ],
};

it("a Pro owner invites by email and sees each member's status with Remover", () => {
  renderWithProviders(<TeamSection />, { answers: [[teamKey, proTeam]] });
  expect(screen.getByRole("heading", { name: "Equipe" })).toBeTruthy();
  expect(screen.getByRole("textbox", { name: "Email de quem vai ajudar" })).toBeTruthy();
  expect(screen.getByRole("button", { name: "Convidar" })).toBeTruthy();
  const list = screen.getByRole("list", { name: "Membros da equipe" });
  const [caio, bia] = within(list).getAllByRole("listitem");
  expect(within(caio!).getByText("Ativo")).toBeTruthy();
  expect(within(bia!).getByText("Pendente")).toBeTruthy();
  expect(within(bia!).getByRole("button", { name: "Remover bia@cantina.test" })).toBeTruthy();
  expect(within(bia!).getByRole("button", { name: "Reenviar convite para bia@cantina.test" })).toBeTruthy();
  expect(within(caio!).queryByRole("button", { name: /Reenviar/ })).toBeNull();
});

it("a full team offers no invite form", () => {
  renderWithProviders(<TeamSection />, { answers: [[teamKey, { ...proTeam, canInvite: false }]] });
  expect(screen.queryByRole("button", { name: "Convidar" })).toBeNull();
  expect(screen.getByText(/já tem 5 pessoas/)).toBeTruthy();
});

it("an owner whose email is not confirmed is asked to confirm it before inviting", () => {
  renderWithProviders(<TeamSection />, {
    answers: [[teamKey, { ...proTeam, emailVerified: false, canInvite: false }]],
  });
  expect(screen.queryByRole("button", { name: "Convidar" })).toBeNull();
  expect(screen.getByRole("status").textContent).toContain("Confirme seu email para convidar");
});

it("an owner without Pro is pointed to the Pro checkout", () => {
  renderWithProviders(<TeamSection />, {
    answers: [[teamKey, { ...proTeam, teamPlan: false, canInvite: false, members: [] }]],
  });
  expect(screen.getByText(/A equipe faz parte do plano Pro/)).toBeTruthy();
  expect(screen.getByRole("link", { name: "Mudar para o Pro" }).getAttribute("href")).toBe("/checkout/4");
  expect(screen.queryByRole("button", { name: "Convidar" })).toBeNull();
});

it("shows each pending invite with the way in (the mail's link), no accept button; nothing without invites", () => {
  const invite: TeamInvitation = {
    id: 7,
    restaurantName: "Cantina da Rosa",
    invitedByName: "Rosa Lima",
    createdAt: "2026-05-10T09:00:00.000Z",
  };
  const { unmount } = renderWithProviders(<TeamInvitesBanner />, {
    signedIn: OWNER,
    answers: [[teamInvitesKey, [invite]]],
  });
  const banner = screen.getByRole("region", { name: "Convites para equipes" });
  expect(banner.textContent).toContain(
    "Rosa Lima convidou você para a equipe do restaurante Cantina da Rosa",
  );
  expect(banner.textContent).toContain("abra o link do convite no seu email");
  expect(within(banner).queryByRole("button")).toBeNull();
  unmount();
  renderWithProviders(<TeamInvitesBanner />, { signedIn: OWNER, answers: [[teamInvitesKey, []]] });
  expect(screen.queryByRole("region", { name: "Convites para equipes" })).toBeNull();
});

it("an unconfirmed account is told to confirm its email, and nothing about any invitation", () => {
  renderWithProviders(<TeamInvitesBanner />, {
    signedIn: { ...OWNER, isEmailVerified: false },
    answers: [[teamInvitesKey, []]],
  });
  expect(screen.getByText(TEAM_MESSAGES.confirmToSeeInvites)).toBeTruthy();
  expect(screen.queryByRole("region", { name: "Convites para equipes" })).toBeNull();
});
