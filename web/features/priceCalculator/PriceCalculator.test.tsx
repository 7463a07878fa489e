import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { PriceCalculator } from "./PriceCalculator";

function setup() {
  render(<PriceCalculator />);
  return userEvent.setup();
}

const suggested = () => screen.getByRole("region", { name: "Preço sugerido" });
const withFees = () => screen.getByRole("region", { name: "Preço no app, com taxas" });

describe("price calculator", () => {
  it("starts with one empty row that cannot be removed and no price yet", () => {
    setup();
    expect(screen.getAllByLabelText(/^Ingrediente \d$/)).toHaveLength(1);
    expect(screen.getByRole("button", { name: "Remover ingrediente 1" })).toHaveProperty("disabled", true);
    expect(screen.getByRole("slider", { name: /Margem de lucro/ })).toHaveProperty("value", "60");
    expect(within(suggested()).getByText(/Preencha o nome e o custo/)).toBeTruthy();
  });

  it("cost R$ 10 at the default 60 % suggests R$ 16,00, summing every row", async () => {
    const user = setup();
    await user.type(screen.getByLabelText("Ingrediente 1"), "Massa");
    await user.type(screen.getAllByLabelText("Custo (R$)")[0]!, "3,50");
    await user.click(screen.getByRole("button", { name: "Adicionar ingrediente" }));
    await user.type(screen.getByLabelText("Ingrediente 2"), "Queijo");
    await user.type(screen.getAllByLabelText("Custo (R$)")[1]!, "6.50");
    expect(within(suggested()).getByText(/^R\$\s16,00$/)).toBeTruthy();
    expect(within(suggested()).getByText(/^R\$\s10,00$/)).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Remover ingrediente 1" }));
    expect(within(suggested()).getByText(/^R\$\s10,40$/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Remover ingrediente 1" })).toHaveProperty("disabled", true);
  });

  it("asks for a name and a non-zero cost on every row", async () => {
    const user = setup();
    await user.type(screen.getByLabelText("Ingrediente 1"), "Molho");
    await user.type(screen.getByLabelText("Custo (R$)"), "0");
    await user.tab();
    expect(await screen.findByText("O custo precisa ser maior que zero.")).toBeTruthy();
    expect(within(suggested()).getByText(/Preencha o nome e o custo/)).toBeTruthy();
    await user.clear(screen.getByLabelText("Ingrediente 1"));
    await user.tab();
    expect(await screen.findByText("Dê um nome ao ingrediente.")).toBeTruthy();
  });

  it("keeps the margin after 27 % of fees: R$ 21,92, R$ 5,92 of fees, R$ 6,00 of profit", async () => {
    const user = setup();
    await user.type(screen.getByLabelText("Ingrediente 1"), "Carne");
    await user.type(screen.getByLabelText("Custo (R$)"), "10");
    const commission = screen.getByLabelText("Comissão (%)");
    await user.clear(commission);
    await user.type(commission, "27");
    await user.clear(screen.getByLabelText("Pagamento online (%)"));
    await user.type(screen.getByLabelText("Pagamento online (%)"), "0");
    // Typing its own figures turns the profile into the owner's custom one.
    expect(screen.getByLabelText("Perfil de taxas")).toHaveProperty("value", "personalizado");
    expect(within(suggested()).getByText(/^R\$\s16,00$/)).toBeTruthy();
    expect(within(withFees()).getByText(/^R\$\s21,92$/)).toBeTruthy();
    expect(within(withFees()).getByText(/^R\$\s5,92$/)).toBeTruthy();
    expect(within(withFees()).getByText(/^R\$\s6,00$/)).toBeTruthy();
  });

  it("fills the fees from a preset and adds packaging to the cost", async () => {
    const user = setup();
    await user.type(screen.getByLabelText("Ingrediente 1"), "Carne");
    await user.type(screen.getByLabelText("Custo (R$)"), "10");
    await user.selectOptions(screen.getByLabelText("Perfil de taxas"), "venda-direta");
    expect(screen.getByLabelText("Comissão (%)")).toHaveProperty("value", "0");
    await user.type(screen.getByLabelText("Embalagem por pedido (R$)"), "1,50");
    // (10 + 1,50) × 1,6 ÷ 1 = 18,40; profit 6,90
    expect(within(withFees()).getByText(/^R\$\s18,40$/)).toBeTruthy();
    expect(within(withFees()).getByText(/^R\$\s6,90$/)).toBeTruthy();
    await user.selectOptions(screen.getByLabelText("Perfil de taxas"), "ifood-entrega");
    expect(screen.getByLabelText("Comissão (%)")).toHaveProperty("value", "23");
    expect(screen.getByLabelText("Pagamento online (%)")).toHaveProperty("value", "3,2");
    expect(screen.getByText(/mudam suas taxas/)).toBeTruthy();
  });

  it("opens from the competition board with the dish and its food cost as the first row", () => {
    render(<PriceCalculator prefill={{ name: "Pizza Calabresa", costCents: 1530 }} />);
    expect(screen.getByLabelText<HTMLInputElement>("Ingrediente 1").value).toBe("Pizza Calabresa");
    expect(screen.getAllByLabelText<HTMLInputElement>("Custo (R$)")[0]!.value).toBe("15,30");
    // R$ 15,30 at the default 60 %: R$ 24,48.
    expect(within(suggested()).getByText(/^R\$\s24,48$/)).toBeTruthy();
  });
});
