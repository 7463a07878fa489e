import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import type { GeneratedReviewReply } from "../../../common/generators";
import { renderWithProviders } from "../../testing/render";
import { ResponseGenerator } from "./ResponseGenerator";

const answer: GeneratedReviewReply = {
  response: "Olá. Sentimos muito pelo seu relato de uma barata na comida.\n\nAtenciosamente,\nEquipe Cida",
  points: [
    { topic: "foreignBody", label: "Corpo estranho na comida", excerpt: "Achei uma barata" },
    { topic: "courier", label: "Entregador", excerpt: "o entregador foi grosso" },
  ],
  safety: true,
  moderation: { reason: "courier", explanation: "A reclamação é sobre o entregador do app de delivery." },
};

afterEach(() => vi.unstubAllGlobals());

/** The API answers every call with this reply. */
const answerWith = (reply: GeneratedReviewReply) =>
  vi.stubGlobal(
    "fetch",
    vi.fn(
      async () => new Response(JSON.stringify(reply), { headers: { "content-type": "application/json" } }),
    ),
  );

it("shows the points as chips, the safety advice and the moderation reason, and writes again for the chips left", async () => {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init: RequestInit) => {
      bodies.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify(answer), { headers: { "content-type": "application/json" } });
    }),
  );
  renderWithProviders(
    <ResponseGenerator restaurant={{ name: "Cida", type: "marmitex", isOnboarded: true }} />,
  );
  fireEvent.change(screen.getByLabelText("Avaliação do cliente"), {
    target: { value: "Achei uma barata e o entregador foi grosso" },
  });
  fireEvent.click(screen.getByRole("button", { name: "Gerar resposta" }));

  await screen.findByRole("region", { name: "Aviso de segurança alimentar" });
  expect(screen.getByText(/Guarde o lote/)).toBeTruthy();
  expect(screen.getByText(/contestada na moderação do app de delivery/)).toBeTruthy();
  expect(screen.getByText("Corpo estranho na comida")).toBeTruthy();
  const again = screen.getByRole("button", { name: "Refazer com estes pontos" }) as HTMLButtonElement;
  expect(again.disabled).toBe(true);

  fireEvent.click(screen.getByRole("button", { name: "Remover ponto: Entregador" }));
  fireEvent.change(screen.getByLabelText(/Acrescentar um ponto/), { target: { value: "delay" } });
  expect(screen.getByText("Atraso")).toBeTruthy();
  fireEvent.click(again);

  await waitFor(() => expect(bodies).toHaveLength(2));
  expect(bodies[0]).toEqual({
    reviewText: "Achei uma barata e o entregador foi grosso",
    businessType: "marmitex",
  });
  expect(bodies[1]).toMatchObject({
    points: [{ topic: "foreignBody", excerpt: "Achei uma barata" }, { topic: "delay" }],
  });
});

it("says when no point was recognised, asks for the points, and shows the ready moderation request", async () => {
  const unread: GeneratedReviewReply = {
    response: "Olá. Recebemos a sua avaliação.\n\nAtenciosamente,\nEquipe Cida",
    points: [],
    safety: false,
    moderation: {
      reason: "noOrder",
      explanation: "A avaliação acusa a loja sem um pedido por trás (boato ou ataque de concorrente).",
      request: "Solicitamos a análise desta avaliação: o autor não relata um pedido.",
    },
    recognised: false,
  };
  answerWith(unread);
  renderWithProviders(
    <ResponseGenerator restaurant={{ name: "Cida", type: "marmitex", isOnboarded: true }} />,
  );
  fireEvent.change(screen.getByLabelText("Avaliação do cliente"), { target: { value: "hmm" } });
  fireEvent.click(screen.getByRole("button", { name: "Gerar resposta" }));

  expect(await screen.findByText("Não identifiquei a reclamação: escolha os pontos")).toBeTruthy();
  expect(screen.getByText(/Solicitamos a análise desta avaliação/)).toBeTruthy();
  fireEvent.change(screen.getByLabelText(/Acrescentar um ponto/), { target: { value: "wrongItem" } });
  expect(screen.queryByText("Não identifiquei a reclamação: escolha os pontos")).toBeNull();
  expect(screen.getByText("Item errado")).toBeTruthy();
});

it("shows a rumour's moderation note without the safety advice meant for a real order", async () => {
  const rumour: GeneratedReviewReply = {
    response:
      "Olá. Levamos a sério tudo o que se diz sobre a nossa cozinha. Se você fez um pedido conosco, fale com a gente em particular por aqui.\n\nAtenciosamente,\nEquipe Cida",
    points: [],
    safety: true,
    moderation: {
      reason: "noOrder",
      explanation: "A avaliação acusa a loja sem um pedido por trás (boato ou ataque de concorrente).",
      request: "Solicitamos a análise desta avaliação: o autor não relata um pedido.",
    },
    recognised: true,
  };
  answerWith(rumour);
  renderWithProviders(
    <ResponseGenerator restaurant={{ name: "Cida", type: "marmitex", isOnboarded: true }} />,
  );
  fireEvent.change(screen.getByLabelText("Avaliação do cliente"), {
    target: { value: "nunca pedi, mas dizem que a cozinha tem rato" },
  });
  fireEvent.click(screen.getByRole("button", { name: "Gerar resposta" }));

  expect(await screen.findByText(/Solicitamos a análise desta avaliação/)).toBeTruthy();
  expect(screen.queryByRole("region", { name: "Aviso de segurança alimentar" })).toBeNull();
  expect(screen.queryByText(/Guarde o lote/)).toBeNull();
});
