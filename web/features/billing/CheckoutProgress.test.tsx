import { render, screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { CheckoutProgress } from "./CheckoutProgress";

const current = () =>
  screen.getAllByRole("listitem").find((li) => li.getAttribute("aria-current") === "step");

it("marks where the person is: plan, then the account (one name, login or register), then payment", () => {
  const { rerender } = render(<CheckoutProgress step="plan" />);
  expect(current()?.textContent).toContain("Plano");
  rerender(<CheckoutProgress step="login" />);
  expect(current()?.textContent).toContain("Conta");
  expect(screen.getAllByLabelText("concluída")).toHaveLength(1);
  rerender(<CheckoutProgress step="register" />);
  expect(current()?.textContent).toContain("Conta");
  rerender(<CheckoutProgress step="payment" />);
  expect(current()?.textContent).toContain("Pagamento");
  expect(screen.getAllByLabelText("concluída")).toHaveLength(2);
  rerender(<CheckoutProgress step="payment" complete />);
  expect(current()).toBeUndefined();
  expect(screen.getAllByLabelText("concluída")).toHaveLength(3);
});
