import { ChevronDown, ChevronUp } from "lucide-react";
import { type ReactNode, useState } from "react";
import { REVIEW_TOPIC_LABELS, REVIEW_TOPICS, type ReviewTopic } from "../../../common/reviewPoints";
import {
  REVIEW_STATUS_LABELS,
  REVIEW_STATUSES,
  type Review,
  type ReviewListQuery,
  type ReviewStatus,
} from "../../../common/reviews";
import { LoadError, Skeleton } from "../../layout/DashboardSection";
import { cn } from "../../lib/cn";
import { Button } from "../../ui/Button";
import { Select } from "../../ui/Input";
import { useReviewSummary } from "./api/reviewSummary";
import { useReviews } from "./api/reviews";
import { DigestToggle } from "./DigestToggle";
import { ImportReviews } from "./ImportReviews";
import { ReviewDetail } from "./ReviewDetail";
import { ReviewSummaryLine } from "./ReviewRow";

/**
 * /dashboard/avaliacoes: reviews in, filters and counts, and each review's
 * reply. The reply card comes from the page (`replyCard`): it is the
 * generators' ResponseGenerator, which this area may not import.
 */
export function ReviewInbox({ replyCard }: { replyCard: (review: Review) => ReactNode }) {
  const [filters, setFilters] = useState<ReviewListQuery>({});
  const [openId, setOpenId] = useState<number | null>(null);
  const list = useReviews(filters);
  const summary = useReviewSummary();
  const counts = list.data?.counts;
  const total = counts ? Object.values(counts).reduce((a, b) => a + b, 0) : undefined;

  const statusButton = (status: ReviewStatus | undefined, label: string, count: number | undefined) => (
    <li key={status ?? "all"}>
      <button
        type="button"
        aria-pressed={filters.status === status}
        onClick={() => setFilters((f) => ({ ...f, status, page: undefined }))}
        className={cn(
          "flex min-h-11 items-center gap-1 rounded-full border px-4 text-sm font-medium whitespace-nowrap",
          filters.status === status
            ? "border-primary-dark bg-primary-soft text-ink"
            : "border-line bg-white text-ink",
        )}
      >
        {label}
        {count !== undefined ? <span className="tabular-nums text-muted">({count})</span> : null}
      </button>
    </li>
  );

  return (
    <div className="grid gap-4">
      <header className="grid gap-1">
        <h2 className="text-2xl font-bold text-ink">Avaliações</h2>
        {summary.data ? (
          <p className="text-muted" data-testid="resumo-avaliacoes">
            {summary.data.line}
          </p>
        ) : null}
        <DigestToggle />
      </header>
      <ImportReviews />
      <nav aria-label="Filtrar por status" className="-mx-4 overflow-x-auto px-4">
        <ul className="flex gap-2 pb-1">
          {statusButton(undefined, "Todas", total)}
          {REVIEW_STATUSES.map((s) => statusButton(s, REVIEW_STATUS_LABELS[s], counts?.[s]))}
        </ul>
      </nav>
      <div className="grid grid-cols-2 gap-2 sm:max-w-md">
        <Select
          aria-label="Filtrar por nota"
          value={filters.stars ?? ""}
          onChange={(e) =>
            setFilters((f) => ({
              ...f,
              page: undefined,
              stars: e.target.value ? Number(e.target.value) : undefined,
            }))
          }
        >
          <option value="">Todas as notas</option>
          {[5, 4, 3, 2, 1].map((n) => (
            <option key={n} value={n}>
              {n} {n === 1 ? "estrela" : "estrelas"}
            </option>
          ))}
        </Select>
        <Select
          aria-label="Filtrar por assunto"
          value={filters.topic ?? ""}
          onChange={(e) =>
            setFilters((f) => ({
              ...f,
              page: undefined,
              topic: (e.target.value || undefined) as ReviewTopic | undefined,
            }))
          }
        >
          <option value="">Todos os assuntos</option>
          {REVIEW_TOPICS.map((t) => (
            <option key={t} value={t}>
              {REVIEW_TOPIC_LABELS[t]}
            </option>
          ))}
        </Select>
      </div>
      {list.isPending ? (
        <div className="grid gap-3" aria-busy="true">
          <Skeleton className="h-28" />
          <Skeleton className="h-28" />
        </div>
      ) : list.isError ? (
        <LoadError message="Não foi possível carregar as avaliações." onRetry={() => void list.refetch()} />
      ) : list.data.reviews.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line bg-white p-6 text-center text-muted">
          {total
            ? "Nenhuma avaliação com esses filtros."
            : "Nenhuma avaliação ainda. Cole ou importe as suas acima."}
        </p>
      ) : (
        <ul className="grid gap-3" aria-label="Avaliações">
          {list.data.reviews.map((review) => {
            const open = openId === review.id;
            return (
              <li key={review.id} className="grid gap-3 rounded-xl border border-line bg-white p-4">
                <ReviewSummaryLine review={review} />
                <div>
                  <Button
                    variant={open ? "ghost" : "outline"}
                    size="sm"
                    onClick={() => setOpenId(open ? null : review.id)}
                  >
                    {open ? <ChevronUp aria-hidden /> : <ChevronDown aria-hidden />}
                    {open ? "Fechar" : "Responder"}
                  </Button>
                </div>
                {open ? <ReviewDetail review={review} replyCard={replyCard(review)} /> : null}
              </li>
            );
          })}
        </ul>
      )}
      {list.data && list.data.total > list.data.pageSize ? (
        <Pager
          page={list.data.page}
          pages={Math.ceil(list.data.total / list.data.pageSize)}
          onPage={(page) => {
            setFilters((f) => ({ ...f, page }));
            setOpenId(null);
            document.getElementById("conteudo")?.scrollIntoView({ block: "start" });
          }}
        />
      ) : null}
    </div>
  );
}

/** Past one page (50 reviews) the inbox goes page by page, the nearest deadlines on the first. */
function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  return (
    <nav aria-label="Páginas de avaliações" className="flex items-center justify-between gap-2">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Anteriores
      </Button>
      <p className="text-sm text-muted tabular-nums">
        Página {page} de {pages}
      </p>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Próximas
      </Button>
    </nav>
  );
}
