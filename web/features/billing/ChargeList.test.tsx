import { screen, within } from "@testing-library/react";
import { expect, it } from "vitest";
import { formatDate } from "../../../common/format";
import { renderWithProviders } from "../../testing/render";
import type { Charge } from "./api/charges";
import { chargesKey } from "./api/charges";
import { ChargeList } from "./ChargeList";
import { billingAnswers } from "./testing";

const paid: Charge = {
  id: 12,
  receiptNumber: "PC-000012",
  createdAt: "2026-11-20T15:00:00.000Z",
  amount: 3900,
  currency: "USD",
  status: "paid",
  cardBrand: "visa",
  cardLast4: "4242",
  planName: "Pro",
  periodStart: "2026-11-20T15:00:00.000Z",
  periodEnd: "2026-12-20T15:00:00.000Z",
  refundedAt: null,
};

it("lists each charge with date, amount, plan, card and status, and a receipt for the ones that went through", () => {
  renderWithProviders(
    <ChargeList />,
    billingAnswers([
      [
        chargesKey,
        [
          paid,
          {
            ...paid,
            id: 11,
            receiptNumber: "PC-000011",
            status: "refunded",
            amount: 1900,
            planName: "Starter",
            refundedAt: "2026-11-22T15:00:00.000Z",
          },
          {
            ...paid,
            id: 10,
            receiptNumber: "PC-000010",
            status: "failed",
            cardBrand: "mastercard",
            cardLast4: "0002",
          },
        ],
      ],
    ]),
  );
  const rows = within(screen.getByRole("list", { name: "Cobranças e devoluções" })).getAllByRole("listitem");
  expect(rows).toHaveLength(3);
  const [first, second, third] = rows as [HTMLElement, HTMLElement, HTMLElement];
  expect(first.textContent?.replace(/\u00a0/g, " ")).toContain(`${formatDate(paid.createdAt)} · US$ 39`);
  expect(within(first).getByText("Plano Pro · Visa final 4242")).toBeTruthy();
  expect(within(first).getByText("Paga")).toBeTruthy();
  expect(
    within(first)
      .getByRole("link", { name: /Recibo/ })
      .getAttribute("href"),
  ).toBe("/dashboard/recibo?id=12");
  expect(within(second).getByText("Devolvida")).toBeTruthy();
  expect(within(second).getByText(`Devolvida em ${formatDate("2026-11-22T15:00:00.000Z")}`)).toBeTruthy();
  expect(within(second).getByRole("link", { name: /Recibo/ })).toBeTruthy();
  expect(within(third).getByText("Não aprovada")).toBeTruthy();
  expect(within(third).getByText("Plano Pro · Mastercard final 0002")).toBeTruthy();
  expect(within(third).queryByRole("link")).toBeNull();
});

it("says that nothing was charged yet when the list is empty", () => {
  renderWithProviders(<ChargeList />, billingAnswers([[chargesKey, []]]));
  expect(screen.getByText("Nenhuma cobrança ainda. Durante o teste grátis nada é cobrado.")).toBeTruthy();
});
