import { screen } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import type { User } from "../../common/auth";
import { TEAM_MESSAGES, type TeamInviteLookup } from "../../common/team";
import { inviteLookupKey } from "../features/team/api/inviteLookup";
import { renderWithProviders } from "../testing/render";
import InvitePage from "./InvitePage";

const invite: TeamInviteLookup = {
  restaurantName: "Cantina da Rosa",
  invitedByName: "Rosa Lima",
  email: "caio@cantina.test",
};

/** Renders with the server's answers already in the query client (fresh, so nothing is fetched). */
function renderPage(token: string | null, signedIn: Partial<User> | null) {
  return renderWithProviders(<InvitePage />, {
    signedIn,
    answers: token ? [[inviteLookupKey(token), invite]] : [],
  });
}

afterEach(() => {
  window.sessionStorage.clear();
  window.history.replaceState(null, "", "/");
});

it("reads the token from the fragment, keeps it in this tab only and takes it out of the address bar", () => {
  window.history.replaceState(null, "", "/convite#token=abc123");
  renderPage("abc123", null);
  expect(screen.getByRole("main").textContent).toContain(
    "Rosa Lima convidou você para a equipe do restaurante Cantina da Rosa no Prato Cheio.",
  );
  expect(screen.getByRole("tab", { name: "Entrar" })).toBeTruthy();
  expect(screen.getByRole("tab", { name: "Criar conta" })).toBeTruthy();
  expect(window.sessionStorage.getItem("pc.inviteToken")).toBe("abc123");
  expect(window.location.hash).toBe("");
  expect(window.location.search).toBe("");
});

it("signed in with the invited address (any case): offers Aceitar convite", () => {
  window.sessionStorage.setItem("pc.inviteToken", "kept");
  window.history.replaceState(null, "", "/convite");
  renderPage("kept", { email: "Caio@Cantina.test" });
  expect(screen.getByRole("button", { name: "Aceitar convite" })).toBeTruthy();
});

it("signed in with another account: says which account to use and offers to sign out, no accept", () => {
  window.sessionStorage.setItem("pc.inviteToken", "kept");
  window.history.replaceState(null, "", "/convite");
  renderPage("kept", { email: "outra@pessoa.test" });
  expect(screen.getByRole("alert").textContent).toBe(TEAM_MESSAGES.wrongAccount("caio@cantina.test"));
  expect(screen.getByRole("button", { name: "Sair desta conta" })).toBeTruthy();
  expect(screen.queryByRole("button", { name: "Aceitar convite" })).toBeNull();
});

it("without a token says the link is incomplete", () => {
  window.history.replaceState(null, "", "/convite");
  renderPage(null, null);
  expect(screen.getByRole("alert").textContent).toContain("Este link está incompleto");
});
