import { Archive, Copy, Inbox, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { MODERATION_REASONS } from "../../../common/reviewPoints";
import type { Review } from "../../../common/reviews";
import { messageFor } from "../../lib/api";
import { useActsAsMember } from "../../lib/team";
import { Button } from "../../ui/Button";
import { toast } from "../../ui/useToast";
import { useDeleteReview } from "./api/deleteReview";
import { useUpdateReview } from "./api/updateReview";
import { copyText } from "./copyText";

/**
 * An opened review: what was saved (reply or moderation text, to copy again),
 * the reply card the page puts in (the generators' ResponseGenerator with
 * ReplyActions), archive, back to the inbox, and delete for the owner.
 */
export function ReviewDetail({ review, replyCard }: { review: Review; replyCard: ReactNode }) {
  const update = useUpdateReview();
  const remove = useDeleteReview();
  const member = useActsAsMember();
  const failed = (error: unknown) =>
    toast({
      title: "Erro",
      description: messageFor(error, "Não foi possível salvar a avaliação."),
      variant: "destructive",
    });
  const saved = review.status === "moderation" ? review.moderationText : review.reply;
  return (
    <div className="grid gap-4 border-t border-line pt-4">
      {saved ? (
        <section aria-label="Texto salvo" className="grid gap-2 rounded-xl border border-line bg-surface p-3">
          <p className="text-sm font-semibold text-ink">
            {review.status === "moderation"
              ? `Pedido de moderação (${review.moderationReason ? MODERATION_REASONS[review.moderationReason] : ""})`
              : review.status === "draft"
                ? "Rascunho salvo"
                : "Resposta enviada"}
          </p>
          <p className="text-sm break-words whitespace-pre-line text-ink">{saved}</p>
          <div>
            <Button variant="ghost" size="sm" onClick={() => void copyText(saved, { title: "Copiado!" })}>
              <Copy aria-hidden />
              Copiar de novo
            </Button>
          </div>
        </section>
      ) : null}
      {replyCard}
      <div className="flex flex-wrap gap-2">
        {review.status !== "archived" ? (
          <Button
            variant="ghost"
            disabled={update.isPending}
            onClick={() =>
              update.mutate({ id: review.id, patch: { status: "archived" } }, { onError: failed })
            }
          >
            <Archive aria-hidden />
            Arquivar
          </Button>
        ) : null}
        {review.status !== "new" ? (
          <Button
            variant="ghost"
            disabled={update.isPending}
            onClick={() => update.mutate({ id: review.id, patch: { status: "new" } }, { onError: failed })}
          >
            <Inbox aria-hidden />
            Voltar para novas
          </Button>
        ) : null}
        {member ? null : (
          <Button
            variant="ghost"
            disabled={remove.isPending}
            onClick={() => {
              if (window.confirm("Excluir esta avaliação da caixa? Isso não apaga nada no app de delivery."))
                remove.mutate(review.id, { onError: failed });
            }}
          >
            <Trash2 aria-hidden />
            Excluir
          </Button>
        )}
      </div>
    </div>
  );
}
