import { Flag, Plus, RefreshCw, ShieldAlert, X } from "lucide-react";
import { useId } from "react";
import {
  type Moderation,
  NOTHING_RECOGNISED,
  REVIEW_TOPIC_LABELS,
  REVIEW_TOPICS,
  type ReviewPoint,
  type ReviewTopic,
} from "../../../common/reviewPoints";
import { Button } from "../../ui/Button";
import { Select } from "../../ui/Input";

/** What to do first when a review reports a health risk; the reply itself only opens a private talk. */
export const SAFETY_ADVICE = [
  "Ligue para o cliente hoje mesmo (ou fale em particular pelo app) e ouça com calma.",
  "Guarde o lote e os ingredientes desse pedido e anote a data e a hora do preparo.",
  "Não discuta em público: a resposta pede contato privado e não admite culpa.",
  "Reembolso ou cupom, se quiser oferecer, combine na conversa privada, nunca na resposta pública.",
] as const;

/** The review's points as chips the owner can remove or add to, before writing the reply again. */
export function ReplyPoints({
  points,
  recognised = true,
  changed,
  busy,
  onChange,
  onRegenerate,
}: {
  points: ReviewPoint[];
  /** false when the engine read no point in the review: the owner is asked to choose them. */
  recognised?: boolean;
  /** The chips differ from the points the shown reply was written for. */
  changed: boolean;
  busy: boolean;
  onChange: (points: ReviewPoint[]) => void;
  onRegenerate: () => void;
}) {
  const id = useId();
  // "Outra reclamação" may come back once more, without a quote; every other topic once.
  const missing = REVIEW_TOPICS.filter(
    (t) => !points.some((p) => p.topic === t && (t !== "other" || p.excerpt === "")),
  );
  const add = (topic: ReviewTopic) =>
    onChange([...points, { topic, label: REVIEW_TOPIC_LABELS[topic], excerpt: "" }]);
  return (
    <section
      aria-label="Pontos da avaliação"
      className="grid gap-2 rounded-xl border border-line bg-white p-3"
    >
      <h3 className="text-sm font-semibold text-ink">Pontos que a resposta responde</h3>
      {points.length === 0 ? (
        recognised ? (
          <p className="text-sm text-muted">Nenhum ponto escolhido.</p>
        ) : (
          <p role="status" className="rounded-lg bg-amber-soft p-2 text-sm font-medium text-ink">
            {NOTHING_RECOGNISED}
          </p>
        )
      ) : null}
      <ul className="flex flex-wrap gap-2">
        {points.map((p, i) => (
          <li
            key={`${p.topic}|${p.excerpt}`}
            title={p.excerpt ? `“${p.excerpt}”` : undefined}
            className="inline-flex min-h-11 max-w-full items-center gap-1 rounded-full border border-line bg-surface pl-3 text-sm text-ink"
          >
            <span className="min-w-0 break-words">{p.label}</span>
            <button
              type="button"
              className="inline-flex size-11 items-center justify-center rounded-full text-muted hover:text-danger"
              aria-label={`Remover ponto: ${p.label}`}
              onClick={() => onChange(points.filter((_, j) => j !== i))}
            >
              <X aria-hidden className="size-4" />
            </button>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-end gap-2">
        <label className="grid flex-1 gap-1 text-sm text-muted" htmlFor={`${id}-add`}>
          <span className="inline-flex items-center gap-1">
            <Plus aria-hidden className="size-4" /> Acrescentar um ponto que faltou
          </span>
          <Select
            id={`${id}-add`}
            value=""
            onChange={(e) => e.target.value && add(e.target.value as ReviewTopic)}
          >
            <option value="">Escolha um assunto…</option>
            {missing.map((t) => (
              <option key={t} value={t}>
                {REVIEW_TOPIC_LABELS[t]}
              </option>
            ))}
          </Select>
        </label>
        <Button variant="outline" onClick={onRegenerate} disabled={busy || !changed}>
          <RefreshCw aria-hidden />
          Refazer com estes pontos
        </Button>
      </div>
    </section>
  );
}

export function SafetyWarning() {
  return (
    <section
      aria-label="Aviso de segurança alimentar"
      className="grid gap-2 rounded-xl border border-amber bg-amber-soft p-3 text-ink"
    >
      <h3 className="inline-flex items-center gap-2 font-semibold">
        <ShieldAlert aria-hidden className="size-5" />
        Avaliação sobre segurança alimentar
      </h3>
      <ul className="list-disc pl-5 text-sm">
        {SAFETY_ADVICE.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}

export function ModerationNote({ moderation }: { moderation: NonNullable<Moderation> }) {
  return (
    <p className="inline-flex items-start gap-2 rounded-xl border border-line bg-surface p-3 text-sm text-ink">
      <Flag aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span className="grid gap-1">
        <span>
          Esta avaliação pode ser contestada na moderação do app de delivery. Motivo: {moderation.explanation}
        </span>
        {moderation.request ? (
          <span>
            Texto para o pedido de moderação: <q className="select-all">{moderation.request}</q>
          </span>
        ) : null}
      </span>
    </p>
  );
}
