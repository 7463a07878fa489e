import { screen } from "@testing-library/react";
import { useState } from "react";
import { expect, it } from "vitest";
import { type Plan, SEEDED_PLANS } from "../../../common/plans";
import { renderWithProviders } from "../../testing/render";
import { plansKey } from "../plans";
import { PlanPicker } from "./PlanPicker";

const plans: Plan[] = SEEDED_PLANS.map((p) => ({ ...p, originalPrice: null }));

/** A form's planId, as /register and the trial form keep it. */
function Chooser({ variant, start }: { variant: "register" | "checkout"; start: number | undefined }) {
  const [planId, setPlanId] = useState(start);
  return (
    <>
      <PlanPicker variant={variant} value={planId} onChange={(id) => setPlanId(id)} />
      <p>Escolhido: {planId ?? "nenhum"}</p>
    </>
  );
}

it.each([
  ["register", 1],
  ["checkout", undefined],
] as const)(
  "%s: preselects the first plan once they load, then a tap chooses another",
  async (variant, start) => {
    const { user } = renderWithProviders(<Chooser variant={variant} start={start} />, {
      answers: [[plansKey, plans]],
    });
    expect(screen.getByRole("group", { name: "Escolha seu plano" })).toBeTruthy();
    const [starter, pro] = plans as [Plan, Plan];
    expect(screen.getByText(/^Escolhido:/).textContent).toBe(`Escolhido: ${starter.id}`);
    expect((screen.getByRole("radio", { name: /Starter/ }) as HTMLInputElement).checked).toBe(true);
    // SPEC §2: the price per month, in USD.
    expect(screen.getByRole("radio", { name: /Pro/ }).closest("label")?.textContent).toMatch(/US\$\s39\/mês/);

    await user.click(screen.getByRole("radio", { name: /Pro/ }));
    expect(screen.getByText(/^Escolhido:/).textContent).toBe(`Escolhido: ${pro.id}`);
  },
);

it("register: the radios keep the sign-up form's field name and the compact wording", () => {
  renderWithProviders(<Chooser variant="register" start={1} />, { answers: [[plansKey, plans]] });
  const pro = screen.getByRole("radio", { name: /Pro/ }) as HTMLInputElement;
  expect(pro.name).toBe("planId");
  expect(pro.closest("label")?.textContent).toContain("Até 5 restaurantes, equipe, suporte prioritário");
});

it("pricing: one card per plan with SPEC §2's badges", () => {
  renderWithProviders(<PlanPicker variant="pricing" />, { answers: [[plansKey, plans]], path: "/pricing" });
  expect(screen.getAllByRole("article").map((a) => a.querySelector("p")?.textContent)).toEqual([
    "Ótimo Início",
    "Mais Popular",
  ]);
});
