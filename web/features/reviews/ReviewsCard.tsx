import { MessageSquareText } from "lucide-react";
import { Link } from "wouter";
import { formatDecimal, formatGrade, formatPercent } from "../../../common/format";
import { RATING_WINDOW_DAYS } from "../../../common/reviews";
import { Button } from "../../ui/Button";
import { useReviewSummary } from "./api/reviewSummary";

// Two decimals: 4,65 is below the 4,7 target, and one decimal would round it onto it.

/** The dashboard card: "3 avaliações sem resposta · 1 vence amanhã", the 90-day grade against 4,7, the way in. */
export function ReviewsCard() {
  const summary = useReviewSummary();
  const data = summary.data;
  const rating = data?.rating;
  const urgent = data ? data.overdue + data.dueToday > 0 : false;
  return (
    <section
      id="avaliacoes"
      aria-labelledby="avaliacoes-titulo"
      className="grid gap-3 rounded-xl border border-line bg-white p-4 sm:p-5"
    >
      <div className="flex items-start gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary-dark">
          <MessageSquareText className="size-5" aria-hidden />
        </span>
        <div className="grid gap-1">
          <h2 id="avaliacoes-titulo" className="text-lg font-semibold text-ink">
            Avaliações
          </h2>
          <p className={urgent ? "font-semibold text-danger" : "text-muted"} data-testid="cartao-avaliacoes">
            {data ? data.line : summary.isError ? "Não foi possível carregar as avaliações." : "Carregando…"}
          </p>
        </div>
      </div>
      {rating ? (
        <dl className="grid grid-cols-2 gap-2 text-sm">
          <div className="rounded-lg bg-surface p-2">
            <dt className="text-muted">Nota ({RATING_WINDOW_DAYS} dias)</dt>
            <dd className="text-lg font-semibold text-ink tabular-nums">
              {rating.average === null ? "—" : formatGrade(rating.average)}{" "}
              <span className="text-sm font-normal text-muted">
                meta Super {formatDecimal(rating.target)}
              </span>
            </dd>
          </div>
          <div className="rounded-lg bg-surface p-2">
            <dt className="text-muted">Respondidas no prazo</dt>
            <dd className="text-lg font-semibold text-ink tabular-nums">
              {rating.answeredInTimeShare === null ? "—" : formatPercent(rating.answeredInTimeShare * 100)}
            </dd>
          </div>
        </dl>
      ) : null}
      <div>
        <Button asChild>
          <Link href="/dashboard/avaliacoes">Abrir caixa de avaliações</Link>
        </Button>
      </div>
    </section>
  );
}
