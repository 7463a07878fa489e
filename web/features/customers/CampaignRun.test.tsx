import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import type { CampaignSummary, CustomerMessage } from "../../../common/customers";
import { renderWithProviders } from "../../testing/render";
import { messagesKey } from "./api/messages";
import { CampaignRun } from "./CampaignRun";
import { campaignLink } from "./campaignLink";

afterEach(() => vi.unstubAllGlobals());

const campaign: CampaignSummary = {
  id: 4,
  segment: "Em risco",
  goal: "come-back",
  template: "Oi, {nome}! Sentimos sua falta: que tal pedir hoje?",
  total: 2,
  sent: 0,
  pending: 2,
  orderedAgain: 0,
  createdAt: "2026-11-20T12:00:00.000Z",
};
const message = (id: number, name: string, phone: string | null): CustomerMessage => ({
  id,
  campaignId: 4,
  customerId: id,
  customerName: name,
  customerPhone: phone,
  type: "come-back",
  template: campaign.template,
  content: campaign.template.replace("{nome}", name.split(" ")[0] ?? ""),
  status: "pending",
  sentAt: null,
  orderedAgain: false,
  createdAt: campaign.createdAt,
});

it("builds the wa.me link from the customer's digits and their own text, encoded", () => {
  expect(campaignLink({ customerPhone: "+5511987654321", content: "Oi, João! 20% & frete grátis?" })).toBe(
    "https://wa.me/5511987654321?text=Oi%2C%20Jo%C3%A3o!%2020%25%20%26%20frete%20gr%C3%A1tis%3F",
  );
  expect(campaignLink({ customerPhone: null, content: "Oi" })).toBeNull();
});

it("each customer's button opens WhatsApp in a new tab with their number and text, and marks the message sent", async () => {
  const calls: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({
        url,
        method: String(init.method),
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      });
      const sent = {
        ...message(1, "João Silva", "+5511987654321"),
        status: "sent",
        sentAt: "2026-11-20T13:00:00.000Z",
      };
      return new Response(JSON.stringify(sent), { headers: { "content-type": "application/json" } });
    }),
  );
  renderWithProviders(<CampaignRun campaignId={4} />, {
    answers: [
      [
        messagesKey(4),
        { campaign, messages: [message(1, "João Silva", "+5511987654321"), message(2, "Maria", null)] },
      ],
    ],
  });
  const joao = screen.getByRole("listitem", { name: "João Silva" });
  expect(within(joao).getByText("(11) 98765-4321")).toBeTruthy();
  const link = within(joao).getByRole("link", { name: "Enviar no WhatsApp" });
  expect(link.getAttribute("href")).toBe(
    `https://wa.me/5511987654321?text=${encodeURIComponent("Oi, João! Sentimos sua falta: que tal pedir hoje?")}`,
  );
  expect(link.getAttribute("target")).toBe("_blank");
  expect(link.getAttribute("rel")).toContain("noopener");
  // A customer without a phone has no link to tap.
  expect(within(screen.getByRole("listitem", { name: "Maria" })).queryByRole("link")).toBeNull();

  // happy-dom does not navigate; the click still marks the message as sent.
  link.addEventListener("click", (e) => e.preventDefault());
  fireEvent.click(link);
  await waitFor(() =>
    expect(calls.filter((c) => c.method === "PATCH")).toEqual([
      { url: "/api/messages/1", method: "PATCH", body: { status: "sent" } },
    ]),
  );
});

it("'Pediu de novo' sends orderedAgain for that message", async () => {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init: RequestInit) => {
      if (init.body) bodies.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify({ ...message(1, "João", "+5511987654321"), orderedAgain: true }), {
        headers: { "content-type": "application/json" },
      });
    }),
  );
  renderWithProviders(<CampaignRun campaignId={4} />, {
    answers: [[messagesKey(4), { campaign, messages: [message(1, "João", "+5511987654321")] }]],
  });
  fireEvent.click(screen.getByRole("checkbox", { name: "Pediu de novo" }));
  await waitFor(() => expect(bodies[0]).toEqual({ orderedAgain: true }));
});
