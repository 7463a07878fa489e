import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { FormProvider, useForm } from "react-hook-form";
import { expect, it } from "vitest";
import type { CardInput } from "../../../common/billing";
import { CardFields } from "./CardFields";
import { EMPTY_CARD } from "./PaymentForm";

function CardForm() {
  const form = useForm<CardInput>({ defaultValues: EMPTY_CARD });
  return (
    <FormProvider {...form}>
      <CardFields />
    </FormProvider>
  );
}

it("groups the card number by 4 and stops at 19 characters", async () => {
  render(<CardForm />);
  const user = userEvent.setup();
  const number = screen.getByLabelText("Número do cartão") as HTMLInputElement;
  await user.type(number, "4242a4242-42424242 99999");
  expect(number.value).toBe("4242 4242 4242 4242");
  expect(number.maxLength).toBe(19);
});

it("writes the expiry as MM/AA and keeps the CVC to 3 digits", async () => {
  render(<CardForm />);
  const user = userEvent.setup();
  const expiry = screen.getByLabelText("Validade (MM/AA)") as HTMLInputElement;
  const cvc = screen.getByLabelText("CVC") as HTMLInputElement;
  await user.type(expiry, "1230");
  expect(expiry.value).toBe("12/30");
  await user.clear(expiry);
  await user.type(expiry, "07/2031");
  expect(expiry.value).toBe("07/20");
  await user.type(cvc, "1a2b34");
  expect(cvc.value).toBe("123");
});

it("labels every card field", () => {
  render(<CardForm />);
  for (const label of ["Número do cartão", "Validade (MM/AA)", "CVC", "Nome impresso no cartão"]) {
    expect(screen.getByLabelText(label)).toBeTruthy();
  }
});
