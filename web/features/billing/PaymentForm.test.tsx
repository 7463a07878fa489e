import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, it, vi } from "vitest";
import { SEEDED_PLANS } from "../../../common/plans";
import { PaymentForm } from "./PaymentForm";

const pro = { ...SEEDED_PLANS[1]!, originalPrice: null };

it("keeps the pay button disabled until there is a card number and a cardholder name", async () => {
  const onPay = vi.fn();
  render(<PaymentForm plan={pro} onPay={onPay} />);
  const user = userEvent.setup();
  const pay = screen.getByRole("button", { name: /^Pagar US\$\s39$/ });
  expect(pay).toHaveProperty("disabled", true);

  await user.type(screen.getByLabelText("Número do cartão"), "4242424242424242");
  expect(pay).toHaveProperty("disabled", true);
  await user.type(screen.getByLabelText("Nome impresso no cartão"), "   ");
  expect(pay).toHaveProperty("disabled", true);
  await user.type(screen.getByLabelText("Nome impresso no cartão"), "Ana Souza");
  expect(pay).toHaveProperty("disabled", false);
});

it("checks the card with the shared schema before paying, then sends the number without spaces", async () => {
  const onPay = vi.fn();
  render(<PaymentForm plan={pro} onPay={onPay} />);
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("Número do cartão"), "4242424242424242");
  await user.type(screen.getByLabelText("Nome impresso no cartão"), "Ana Souza");
  await user.click(screen.getByRole("button", { name: /^Pagar US\$\s39$/ }));
  expect(await screen.findByText("Informe a validade do cartão (MM/AA).")).toBeTruthy();
  expect(screen.queryByText(/inválida ou no passado/)).toBeNull();
  expect(screen.getByText("O CVC tem 3 dígitos.")).toBeTruthy();
  expect(onPay).not.toHaveBeenCalled();

  await user.type(screen.getByLabelText("Validade (MM/AA)"), "1230");
  await user.type(screen.getByLabelText("CVC"), "123");
  await user.click(screen.getByRole("button", { name: /^Pagar US\$\s39$/ }));
  await vi.waitFor(() => expect(onPay).toHaveBeenCalledOnce());
  const [sent, typed] = onPay.mock.calls[0]!;
  expect(sent).toEqual({
    planId: 4,
    cardNumber: "4242424242424242",
    cardExpiry: "12/30",
    cardCvc: "123",
    cardholderName: "Ana Souza",
  });
  expect(typed.cardNumber).toBe("4242 4242 4242 4242");
});

it("during the trial it says R$ 0 today and when the first charge comes, and starts the trial instead of paying", () => {
  render(
    <PaymentForm
      plan={pro}
      terms={{ amount: 3900, currency: "USD", chargeToday: 0, firstChargeAt: "2026-11-30T15:00:00.000Z" }}
      onPay={vi.fn()}
    />,
  );
  expect(screen.getByText(/^Hoje: US\$\s0 · Primeira cobrança em \d\d\/\d\d: US\$\s39$/)).toBeTruthy();
  expect(screen.getByRole("button", { name: "Começar 7 dias grátis" })).toBeTruthy();
  expect(screen.queryByRole("button", { name: /Pagar/ })).toBeNull();
  expect(screen.getByText(/nada é cobrado|sem cobrar nada/)).toBeTruthy();
});

it("once the trial is over it says the charge is today", () => {
  render(
    <PaymentForm
      plan={pro}
      terms={{ amount: 3900, currency: "USD", chargeToday: 3900, firstChargeAt: null }}
      onPay={vi.fn()}
    />,
  );
  expect(screen.getByText(/^Cobrança de US\$\s39 hoje$/)).toBeTruthy();
  expect(screen.getByRole("button", { name: /^Pagar US\$\s39$/ })).toBeTruthy();
});
