import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import { allowConsoleError } from "../../../../common/testing/consoleGuard";
import { renderWithProviders } from "../../../testing/render";
import { ContentGenerator } from "../ContentGenerator";
import { MenuGenerator } from "../MenuGenerator";
import { PromotionGenerator } from "../PromotionGenerator";
import { ResponseGenerator } from "../ResponseGenerator";
import { DEMO_ERROR } from "../useGeneratorFeedback";
import { LandingDemo } from "./LandingDemo";

type Reply = { status?: number; body: unknown; headers?: Record<string, string> };

/** The server answers each call in turn with the next reply; the bodies sent are recorded. */
function server(...replies: Reply[]) {
  const sent: { path: string; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (path: string, init: RequestInit) => {
      sent.push({ path, body: JSON.parse(String(init.body)) });
      const reply = replies[Math.min(sent.length - 1, replies.length - 1)] as Reply;
      return new Response(JSON.stringify(reply.body), {
        status: reply.status ?? 200,
        headers: { "content-type": "application/json", ...reply.headers },
      });
    }),
  );
  return sent;
}

const promotion = {
  title: "Fim de semana em dobro",
  description: "Dois hambúrgueres pelo preço de um, sábado e domingo.",
  discount: "50% no segundo",
  period: "Sábado e domingo",
};

afterEach(() => vi.unstubAllGlobals());

it("Resources: each generator asks for what it needs before calling, in the SPEC's words", async () => {
  const sent = server({ body: {} });
  renderWithProviders(
    <>
      <ContentGenerator variant="resources" />
      <PromotionGenerator variant="resources" />
      <ResponseGenerator variant="resources" />
    </>,
  );
  fireEvent.click(screen.getByRole("button", { name: "Gerar descrição" }));
  fireEvent.click(screen.getByRole("button", { name: "Gerar promoção" }));
  fireEvent.click(screen.getByRole("button", { name: "Gerar resposta" }));
  expect(screen.getByText("Informe o nome do prato.")).toBeTruthy();
  expect(screen.getByText("Escolha um objetivo para a promoção.")).toBeTruthy();
  expect(screen.getByText("Cole o texto da avaliação.")).toBeTruthy();
  // The limits come from common/: the same as the dashboard's.
  expect(screen.getByLabelText("Avaliação do cliente").getAttribute("maxlength")).toBe("2000");
  expect(sent).toEqual([]);
});

it("Resources: a description is asked with the visitor's business type and shown with its counter; a failure says the server's words", async () => {
  const sent = server(
    { body: { content: "Marmita de frango grelhado com arroz integral." } },
    { status: 429, body: { error: "Muitas gerações em pouco tempo.", code: "RATE_LIMITED" } },
  );
  renderWithProviders(<ContentGenerator variant="resources" />);
  fireEvent.change(screen.getByLabelText("Nome do prato"), { target: { value: " Marmita de frango " } });
  fireEvent.change(screen.getByLabelText("Tipo de negócio"), { target: { value: "marmitex" } });
  fireEvent.click(screen.getByRole("button", { name: "Gerar descrição" }));

  const card = await screen.findByRole("region", { name: "Descrição gerada" });
  expect(card.textContent).toContain("46 caracteres");
  expect(sent).toEqual([
    { path: "/api/generate-content", body: { dishName: "Marmita de frango", businessType: "marmitex" } },
  ]);

  fireEvent.click(screen.getByRole("button", { name: "Gerar outra" }));
  expect((await screen.findByRole("alert")).textContent).toBe("Muitas gerações em pouco tempo.");
  expect(screen.queryByRole("region", { name: "Descrição gerada" })).toBeNull();
});

it("Resources: a promotion by objective alone, shown in parts; a plain failure says the fallback", async () => {
  const sent = server(
    { body: promotion },
    { status: 503, body: { error: "Fora do ar.", code: "UNAVAILABLE" } },
  );
  renderWithProviders(<PromotionGenerator variant="resources" />);
  fireEvent.change(screen.getByLabelText("Objetivo"), { target: { value: "weekend-boost" } });
  fireEvent.click(screen.getByRole("button", { name: "Gerar promoção" }));

  const card = await screen.findByRole("region", { name: "Promoção gerada" });
  expect(card.querySelector("p")?.textContent).toBe(promotion.title);
  expect(card.textContent).toContain(promotion.period);
  expect(sent[0]).toEqual({ path: "/api/generate-promotion", body: { goal: "weekend-boost" } });

  fireEvent.click(screen.getByRole("button", { name: "Gerar outra" }));
  expect((await screen.findByRole("alert")).textContent).toBe(
    "Não foi possível gerar a promoção. Tente novamente.",
  );
});

it("Resources: the menu comes as soon as a type is chosen; a failure is only logged, with a way to try again", async () => {
  const logged = allowConsoleError("Falha ao gerar o cardápio");
  const sent = server({ status: 429, body: { error: "Muitas gerações.", code: "RATE_LIMITED" } });
  renderWithProviders(<MenuGenerator variant="resources" />);
  fireEvent.change(screen.getByLabelText("Tipo de restaurante"), { target: { value: "japonesa" } });

  await screen.findByRole("button", { name: "Gerar cardápio" });
  expect(sent).toEqual([{ path: "/api/generate-menu", body: { restaurantType: "japonesa" } }]);
  expect(screen.queryByRole("alert")).toBeNull();
  expect(logged.calls).toContainEqual(["Falha ao gerar o cardápio", expect.anything()]);
});

it("landing: the demo's own words, its one-line promotion, its one error line, and the wait the server asked for after a 429", async () => {
  const logged = allowConsoleError("demo: falha ao gerar");
  const sent = server(
    { body: { ...promotion, promotion: "Dois hambúrgueres pelo preço de um no fim de semana" } },
    { status: 503, body: { error: "Fora do ar.", code: "UNAVAILABLE" } },
    {
      status: 429,
      body: { error: "Muitas gerações.", code: "RATE_LIMITED" },
      headers: { "retry-after": "42" },
    },
  );
  renderWithProviders(<LandingDemo />, { path: "/" });

  fireEvent.click(screen.getByRole("button", { name: "Gerar descrição" }));
  expect(screen.getByText("Digite o nome de um prato")).toBeTruthy();

  fireEvent.click(screen.getByRole("button", { name: "Gerar promoção" }));
  const card = await screen.findByRole("region", { name: "Promoção gerada" });
  expect(card.querySelector("p")?.textContent).toBe("Dois hambúrgueres pelo preço de um no fim de semana");
  expect(sent[0]).toEqual({ path: "/api/generate-promotion", body: { businessType: "hamburgueria" } });

  fireEvent.click(screen.getByRole("button", { name: "Gerar outra" }));
  expect((await screen.findByText(DEMO_ERROR)).getAttribute("role")).toBe("alert");
  expect(screen.queryByRole("region", { name: "Promoção gerada" })).toBeNull();

  fireEvent.change(screen.getByLabelText("Nome do prato"), { target: { value: "Coxinha" } });
  fireEvent.click(screen.getByRole("button", { name: "Gerar descrição" }));
  await waitFor(() =>
    expect(screen.getByText(/gerações grátis deste minuto/).textContent).toContain("42 segundos"),
  );
  expect(screen.getByRole("link", { name: "Testar 7 dias grátis" }).getAttribute("href")).toBe("/trial");
  expect(logged.calls.length).toBe(2);
});
