import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import { CONSENT_MESSAGES, CUSTOMER_MESSAGES } from "../../../common/customers";
import { renderWithProviders } from "../../testing/render";
import { CustomerForm } from "./CustomerForm";

afterEach(() => vi.unstubAllGlobals());

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    "fetch",
    vi.fn(
      async () =>
        new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }),
    ),
  );
}

function renderForm() {
  renderWithProviders(<CustomerForm onDone={() => {}} />);
  fireEvent.change(screen.getByLabelText("Nome"), { target: { value: "Ana" } });
  fireEvent.click(screen.getByRole("button", { name: "Adicionar cliente" }));
}

it("shows the server's 400 message by the field it names", async () => {
  answer(400, {
    error: 'Confira o campo "email": Email inválido.',
    code: "VALIDATION",
    issues: [{ path: "email", message: CUSTOMER_MESSAGES.emailInvalid }],
  });
  renderForm();
  await waitFor(() => expect(screen.getByLabelText("Email").getAttribute("aria-invalid")).toBe("true"));
  expect(document.getElementById("cliente-novo-email-error")?.textContent).toBe(
    CUSTOMER_MESSAGES.emailInvalid,
  );
});

it("shows a duplicate phone (409) by the phone field", async () => {
  answer(409, { error: CUSTOMER_MESSAGES.duplicatePhone, code: "CUSTOMER_DUPLICATE_PHONE" });
  renderForm();
  await waitFor(() =>
    expect(document.getElementById("cliente-novo-phone-error")?.textContent).toBe(
      CUSTOMER_MESSAGES.duplicatePhone,
    ),
  );
});

it("shows any other refusal (a member, a Starter) as the server wrote it", async () => {
  answer(403, { error: CUSTOMER_MESSAGES.requiresPro, code: "CUSTOMERS_REQUIRE_PRO" });
  renderForm();
  expect(await screen.findByText(CUSTOMER_MESSAGES.requiresPro)).toBeTruthy();
});

it("shows a member's refused consent (a withdrawn customer) by the consent field", async () => {
  answer(403, { error: CONSENT_MESSAGES.memberMayNotGrant, code: "CONSENT_WITHDRAWN" });
  renderForm();
  await waitFor(() =>
    expect(document.getElementById("cliente-novo-consent-error")?.textContent).toBe(
      CONSENT_MESSAGES.memberMayNotGrant,
    ),
  );
});

it("asks the owner where the customer agreed again, by that field", async () => {
  answer(400, { error: CONSENT_MESSAGES.sourceRequired, code: "CONSENT_SOURCE_REQUIRED" });
  renderForm();
  await waitFor(() =>
    expect(document.getElementById("cliente-novo-consentSource-error")?.textContent).toBe(
      CONSENT_MESSAGES.sourceRequired,
    ),
  );
});

it("asks afresh where a customer without consent agreed, instead of carrying the old place over", () => {
  const customer = {
    id: 4,
    name: "Dora",
    phone: null,
    email: null,
    lastOrderDate: null,
    totalOrders: 0,
    category: "Novo" as const,
    consent: false,
    consentSource: "balcão",
    consentDate: "2026-11-20",
    notes: null,
    birthday: null,
    createdAt: "2026-11-01T12:00:00.000Z",
  };
  renderWithProviders(<CustomerForm customer={customer} onDone={() => {}} />);
  const source = screen.getByLabelText("Onde aceitou") as HTMLInputElement;
  expect(source.value).toBe("balcão");
  fireEvent.change(screen.getByLabelText("Aceita receber mensagens?"), { target: { value: "sim" } });
  expect(source.value).toBe("");
});
