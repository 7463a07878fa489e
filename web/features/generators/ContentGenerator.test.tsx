import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../testing/render";
import { ContentGenerator } from "./ContentGenerator";

afterEach(() => vi.unstubAllGlobals());

it("on the dashboard, writes for the restaurant's current type, with the chosen format and no business-type field", async () => {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init: RequestInit) => {
      bodies.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify({ content: "Pizza de calabresa com borda recheada." }), {
        headers: { "content-type": "application/json" },
      });
    }),
  );
  const { rerender } = renderWithProviders(
    <ContentGenerator restaurant={{ name: "Cida", type: "marmitex", isOnboarded: true }} />,
  );
  expect(screen.queryByLabelText("Tipo de negócio")).toBeNull();
  // The owner changes the restaurant's category in the settings; the generator follows it.
  rerender(<ContentGenerator restaurant={{ name: "Cida", type: "pizzaria", isOnboarded: true }} />);
  fireEvent.change(screen.getByLabelText("Nome do prato"), { target: { value: "Pizza de calabresa" } });
  fireEvent.click(screen.getByRole("button", { name: "Gerar descrição" }));

  await screen.findByRole("region", { name: "Conteúdo gerado" });
  await waitFor(() =>
    expect(bodies).toEqual([
      { dishName: "Pizza de calabresa", businessType: "pizzaria", format: "description" },
    ]),
  );
  expect(screen.getByText(/de 400 caracteres/)).toBeTruthy();
});
