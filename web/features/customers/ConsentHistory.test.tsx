import { screen } from "@testing-library/react";
import { expect, it } from "vitest";
import type { ConsentHistory as History } from "../../../common/customers";
import { renderWithProviders } from "../../testing/render";
import { consentHistoryKey } from "./api/consentHistory";
import { ConsentHistory } from "./ConsentHistory";

const history: History = {
  events: [
    {
      consent: true,
      source: "balcão",
      givenOn: "2026-11-01",
      byOwner: false,
      recordedAt: "2026-11-01T15:00:00Z",
    },
    {
      consent: false,
      source: null,
      givenOn: "2026-11-20",
      byOwner: false,
      recordedAt: "2026-11-20T15:00:00Z",
    },
    {
      consent: true,
      source: "pedido pelo WhatsApp",
      givenOn: "2026-11-26",
      byOwner: true,
      recordedAt: "2026-11-26T15:00:00Z",
    },
  ],
};

it("shows each answer with where and when, oldest first", () => {
  renderWithProviders(<ConsentHistory customerId={9} />, { answers: [[consentHistoryKey(9), history]] });
  const items = screen.getAllByRole("listitem").map((li) => li.textContent);
  expect(items).toEqual([
    "Aceitou receber mensagens — balcão em 01/11/2026 (registrado pela equipe)",
    "Pediu para não receber mensagens em 20/11/2026 (registrado pela equipe)",
    "Aceitou receber mensagens — pedido pelo WhatsApp em 26/11/2026 (registrado pelo dono)",
  ]);
});
