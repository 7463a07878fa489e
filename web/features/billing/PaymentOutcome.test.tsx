import { render, screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { Router } from "wouter";
import { AUTO_LOGIN_FAILED, EMAIL_CHECK_FAILED } from "./afterPayment";
import { DECLINED_TITLE, IN_PROGRESS_TITLE, PaymentApproved, PaymentDeclined } from "./PaymentOutcome";

it("an approved payment whose later steps failed shows SPEC's messages and the way to sign in", () => {
  render(
    <Router>
      <PaymentApproved
        planName="Pro"
        last4="4242"
        problems={[EMAIL_CHECK_FAILED, AUTO_LOGIN_FAILED]}
        signedIn={false}
      />
    </Router>,
  );
  expect(screen.getByRole("heading", { name: "Pagamento Aprovado! 🎉" })).toBeTruthy();
  const alert = screen.getByRole("alert");
  expect(alert.textContent).toContain("Erro na verificação automática do email");
  expect(alert.textContent).toContain(
    "Conta criada com sucesso, mas houve erro no login automático. Faça login manualmente.",
  );
  expect(screen.getByRole("link", { name: "Fazer login" }).getAttribute("href")).toBe("/login");
  expect(screen.queryByRole("link", { name: "Ir para o painel agora" })).toBeNull();
});

it("when every step worked, no alert and the dashboard link", () => {
  render(
    <Router>
      <PaymentApproved planName="Pro" last4="4242" />
    </Router>,
  );
  expect(screen.queryByRole("alert")).toBeNull();
  expect(screen.getByRole("link", { name: "Ir para o painel agora" })).toBeTruthy();
});

it("a payment already under way is not called a refusal of the card", () => {
  render(
    <PaymentDeclined
      message="Já há um pagamento em andamento para esta conta. Aguarde um instante."
      refused={false}
      inProgress
      onRetry={() => {}}
    />,
  );
  expect(screen.getByRole("heading", { name: IN_PROGRESS_TITLE })).toBeTruthy();
  expect(screen.queryByRole("heading", { name: DECLINED_TITLE })).toBeNull();
  expect(screen.getByText(/Esta tentativa não cobrou nada/)).toBeTruthy();
});
