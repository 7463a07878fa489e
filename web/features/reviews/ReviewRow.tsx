import { REVIEW_STATUS_LABELS, type Review } from "../../../common/reviews";
import { Badge } from "../../ui/Badge";
import { dayLabel, deadlineBadge, starsLabel } from "./reviewFormat";

const STATUS_VARIANT = {
  new: "primary",
  draft: "warning",
  answered: "success",
  moderation: "neutral",
  archived: "neutral",
} as const;

/** One review in the inbox: grade, day, order, status, who handled it, days left, the text. */
export function ReviewSummaryLine({ review }: { review: Review }) {
  const deadline = deadlineBadge(review);
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="tracking-tight text-ink" aria-hidden>
          {starsLabel(review.stars)}
        </span>
        <span className="sr-only">{review.stars === null ? "Sem nota" : `Nota ${review.stars} de 5`}</span>
        <span className="text-muted">{dayLabel(review.reviewDate)}</span>
        {review.orderShortId || review.orderId ? (
          <span className="text-muted">Pedido {review.orderShortId ?? review.orderId}</span>
        ) : null}
        <Badge variant={STATUS_VARIANT[review.status]}>{REVIEW_STATUS_LABELS[review.status]}</Badge>
        {deadline ? (
          <Badge variant={deadline.variant} data-testid="prazo">
            {deadline.text}
          </Badge>
        ) : null}
      </div>
      <p className="line-clamp-3 break-words whitespace-pre-line text-ink">
        {review.text || "(sem comentário)"}
      </p>
      {review.negativeTags.length + review.positiveTags.length > 0 ? (
        <p className="text-xs text-muted">{[...review.negativeTags, ...review.positiveTags].join(" · ")}</p>
      ) : null}
      {review.handledBy ? <p className="text-xs text-muted">Cuidou: {review.handledBy}</p> : null}
    </div>
  );
}
