import { Copy, Flag, Save } from "lucide-react";
import { MODERATION_REASONS, type Moderation, type ReviewTopic } from "../../../common/reviewPoints";
import type { Review } from "../../../common/reviews";
import { messageFor } from "../../lib/api";
import { Button } from "../../ui/Button";
import { toast } from "../../ui/useToast";
import { useUpdateReview } from "./api/updateReview";
import { copyText } from "./copyText";
import { dayLabel } from "./reviewFormat";

/** What the reply card shows, as the inbox needs it (the generators' ShownReply has this shape). */
export type InboxReply = { response: string; points: { topic: ReviewTopic }[]; moderation: Moderation };

/**
 * The ready text of a moderation request: which review (day and order), then
 * the engine's own request for this reason (`moderation.request`: factual,
 * no insult repeated), polite and short. A reply from an older engine without
 * a request falls back to the reason's explanation (decision 041).
 */
export function moderationRequestText(review: Review, moderation: NonNullable<Moderation>): string {
  const order = review.orderShortId ?? review.orderId;
  const which = `Avaliação de ${dayLabel(review.reviewDate)}${order ? ` (pedido ${order})` : ""}.`;
  const request = moderation.request?.trim();
  if (request) return [`Olá! ${which}`, request, "Obrigado pela análise."].join(" ");
  return [
    `Olá! Pedimos a moderação da avaliação de ${dayLabel(review.reviewDate)}${order ? ` (pedido ${order})` : ""}.`,
    moderation.explanation.trim() || MODERATION_REASONS[moderation.reason],
    "Por isso ela não retrata o nosso atendimento. Obrigado pela análise.",
  ].join(" ");
}

/** Under the reply: copy it (marks the review answered), keep it as a draft, or ask the app for moderation. */
export function ReplyActions({ review, reply }: { review: Review; reply: InboxReply }) {
  const update = useUpdateReview();
  const topics = [...new Set(reply.points.map((p) => p.topic))];
  const failed = (error: unknown) =>
    toast({
      title: "Erro",
      description: messageFor(error, "Não foi possível salvar a avaliação."),
      variant: "destructive",
    });

  async function copyAndAnswer() {
    const copied = await copyText(reply.response, {
      title: "Copiado!",
      description: "Cole no app de delivery. A avaliação foi marcada como respondida.",
    });
    if (!copied) return;
    update.mutate(
      { id: review.id, patch: { status: "answered", reply: reply.response, topics } },
      { onError: failed },
    );
  }

  const moderationText = reply.moderation ? moderationRequestText(review, reply.moderation) : null;
  async function askModeration() {
    if (!reply.moderation || !moderationText) return;
    const copied = await copyText(moderationText, {
      title: "Pedido de moderação copiado!",
      description: "Cole na moderação do app de delivery.",
    });
    if (!copied) return;
    update.mutate(
      {
        id: review.id,
        patch: {
          status: "moderation",
          moderationReason: reply.moderation.reason,
          moderationText,
          reply: reply.response,
          topics,
        },
      },
      { onError: failed },
    );
  }

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap gap-2">
        <Button onClick={copyAndAnswer} disabled={update.isPending}>
          <Copy aria-hidden />
          Copiar e marcar como respondida
        </Button>
        <Button
          variant="outline"
          disabled={update.isPending}
          onClick={() =>
            update.mutate(
              { id: review.id, patch: { status: "draft", reply: reply.response, topics } },
              { onSuccess: () => toast({ title: "Rascunho salvo", variant: "success" }), onError: failed },
            )
          }
        >
          <Save aria-hidden />
          Salvar rascunho
        </Button>
      </div>
      {reply.moderation && moderationText ? (
        <section
          aria-label="Pedido de moderação"
          className="grid gap-2 rounded-xl border border-line bg-surface p-3"
        >
          <p className="text-sm font-semibold text-ink">Melhor pedir moderação do que responder</p>
          <p className="text-sm text-muted">Pedido pronto para a moderação do app de delivery:</p>
          <p className="text-sm break-words text-ink">{moderationText}</p>
          <div>
            <Button variant="outline" onClick={askModeration} disabled={update.isPending}>
              <Flag aria-hidden />
              Pedir moderação
            </Button>
          </div>
        </section>
      ) : null}
    </div>
  );
}
