import { act, render, screen, waitFor } from "@testing-library/react";
import { expect, it, vi } from "vitest";
import { navigate } from "wouter/use-browser-location";
import { Toaster } from "./Toaster";
import { toast } from "./useToast";

it("shows one notification at a time: the newest replaces the older", async () => {
  render(<Toaster />);
  act(() => {
    toast({ title: "Prato adicionado!" });
  });
  expect(await screen.findByText("Prato adicionado!")).toBeTruthy();
  act(() => {
    toast({ title: "Erro", description: "Não foi possível remover o prato", variant: "destructive" });
  });
  expect(await screen.findByText("Não foi possível remover o prato")).toBeTruthy();
  expect(screen.queryByText("Prato adicionado!")).toBeNull();
});

it("closes a toast left behind by navigation, and keeps one raised with the navigation", async () => {
  const now = Date.now();
  const clock = vi.spyOn(Date, "now").mockReturnValue(now);
  window.history.pushState(null, "", "/trial");
  render(<Toaster />);
  act(() => {
    toast({ title: "✅ Teste grátis ativado!", description: "Levando você ao painel…" });
  });
  expect(await screen.findByText("Levando você ao painel…")).toBeTruthy();
  // 1.5 s later the trial goes to the dashboard: the toast spoke of the page left behind.
  clock.mockReturnValue(now + 1_500);
  act(() => navigate("/dashboard"));
  await waitFor(() => expect(screen.queryByText("Levando você ao painel…")).toBeNull());
  // A toast raised as the page changes ("Login successful!", then navigate) greets the next page.
  act(() => {
    toast({ title: "Login successful!" });
    navigate("/");
  });
  expect(await screen.findByText("Login successful!")).toBeTruthy();
  clock.mockRestore();
});
