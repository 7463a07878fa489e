import { act, render, screen } from "@testing-library/react";
import { expect, it } from "vitest";
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
