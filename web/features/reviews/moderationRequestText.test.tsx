import { expect, it } from "vitest";
import { MODERATION_REASONS } from "../../../common/reviewPoints";
import type { Review } from "../../../common/reviews";
import { moderationRequestText } from "./ReplyActions";

const review: Review = {
  id: 1,
  source: "paste",
  stars: 1,
  text: "seus lixos",
  reviewDate: "2026-11-20",
  orderId: null,
  orderShortId: "4821",
  positiveTags: [],
  negativeTags: [],
  status: "new",
  reply: null,
  topics: [],
  moderationReason: null,
  moderationText: null,
  handledBy: null,
  handledAt: null,
  dueOn: "2026-11-25",
  daysLeft: 2,
};

it("builds the moderation text from the engine's request, with the review's order (decision 041)", () => {
  const request =
    "Solicitamos a análise desta avaliação: ela usa palavras ofensivas dirigidas à nossa equipe.";
  const text = moderationRequestText(review, {
    reason: "offensive",
    explanation: MODERATION_REASONS.offensive,
    request,
  });
  expect(text).toContain(request);
  expect(text).toContain("pedido 4821");
  expect(text).not.toContain("lixo");
});

it("falls back to the reason's explanation when the engine gave no request", () => {
  const text = moderationRequestText(review, { reason: "refund", explanation: MODERATION_REASONS.refund });
  expect(text).toContain(MODERATION_REASONS.refund);
  expect(text).toMatch(/^Olá! Pedimos a moderação/);
});
