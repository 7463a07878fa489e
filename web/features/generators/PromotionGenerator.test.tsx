import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import type { GeneratedPromotion } from "../../../common/generators";
import { renderWithProviders } from "../../testing/render";
import { PromotionGenerator } from "./PromotionGenerator";

const answer: GeneratedPromotion = {
  title: "Pastel de Carne com 12% de desconto",
  description: "Nesta semana, o Pastel de Carne sai de R$ 9,00 por R$ 7,90. Use o cupom PASTEL12 no app.",
  discount: "12%",
  period: "Válida por 7 dias",
  setup: "Crie o cupom PASTEL12 no app de delivery antes de divulgar a promoção (12%, válida por 7 dias).",
};

afterEach(() => vi.unstubAllGlobals());

it("lets the owner pick the dish to promote and shows the coupon to create apart from the text", async () => {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init: RequestInit) => {
      bodies.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify(answer), { headers: { "content-type": "application/json" } });
    }),
  );
  renderWithProviders(
    <PromotionGenerator
      restaurant={{ name: "Salgaderia", type: "lanchonete", isOnboarded: false }}
      dishes={[
        { id: 7, name: "Coxinhas (10 un)" },
        { id: 9, name: "Pastel de Carne" },
      ]}
    />,
  );
  // Only the specific-dish goal asks for a dish.
  fireEvent.change(screen.getByLabelText("Objetivo da promoção"), { target: { value: "aumentar-vendas" } });
  expect(screen.queryByLabelText("Prato a promover (opcional)")).toBeNull();
  fireEvent.change(screen.getByLabelText("Objetivo da promoção"), {
    target: { value: "promover-prato-especifico" },
  });
  fireEvent.change(screen.getByLabelText("Prato a promover (opcional)"), { target: { value: "9" } });
  fireEvent.click(screen.getByRole("button", { name: "Gerar promoção" }));

  await screen.findByText(answer.title);
  expect(bodies).toEqual([{ goal: "promover-prato-especifico", businessType: "lanchonete", dishId: 9 }]);
  expect(screen.getByText(/Antes de divulgar/)).toBeTruthy();
  expect(screen.getByText(answer.setup as string)).toBeTruthy();

  // Back to the best seller: no dishId is sent.
  fireEvent.change(screen.getByLabelText("Prato a promover (opcional)"), { target: { value: "" } });
  fireEvent.click(screen.getByRole("button", { name: "Gerar promoção" }));
  await waitFor(() => expect(bodies).toHaveLength(2));
  expect(bodies[1]).toEqual({ goal: "promover-prato-especifico", businessType: "lanchonete" });
});

it("opens from the competition board with the dish chosen and the lowest price that keeps the margin", async () => {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init: RequestInit) => {
      bodies.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify(answer), { headers: { "content-type": "application/json" } });
    }),
  );
  renderWithProviders(
    <PromotionGenerator
      restaurant={{ name: "Salgaderia", type: "lanchonete", isOnboarded: false }}
      dishes={[
        { id: 7, name: "Coxinhas (10 un)" },
        { id: 9, name: "Pastel de Carne" },
      ]}
      prefill={{ dishId: 9, priceCents: 3317 }}
    />,
  );
  expect(screen.getByLabelText<HTMLSelectElement>("Objetivo da promoção").value).toBe(
    "promover-prato-especifico",
  );
  expect(screen.getByLabelText<HTMLSelectElement>("Prato a promover (opcional)").value).toBe("9");
  expect(screen.getByText(/menor preço que ainda mantém sua margem/).textContent).toMatch(/R\$\s33,17/);
  fireEvent.click(screen.getByRole("button", { name: "Gerar promoção" }));
  await screen.findByText(answer.title);
  expect(bodies).toEqual([{ goal: "promover-prato-especifico", businessType: "lanchonete", dishId: 9 }]);
});
