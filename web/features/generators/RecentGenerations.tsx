import { Copy } from "lucide-react";
import { useState } from "react";
import { formatDateTime } from "../../../common/format";
import { GENERATION_KINDS, type GenerationKind } from "../../../common/generators";
import { cn } from "../../lib/cn";
import { Badge } from "../../ui/Badge";
import { Button } from "../../ui/Button";
import { useRecentGenerations } from "./api/generations";
import { savedGenerationText } from "./copyTexts";
import { copyToClipboard } from "./copyToClipboard";
import { COPIED, KIND_LABELS, PROMOTION_COPIED } from "./labels";
import { characterCount } from "./ResultCard";

const FILTERS: { value: GenerationKind | undefined; label: string }[] = [
  { value: undefined, label: "Tudo" },
  ...GENERATION_KINDS.map((value) => ({ value, label: KIND_LABELS[value] })),
];

function Filters({
  value,
  onChange,
}: {
  value: GenerationKind | undefined;
  onChange: (kind: GenerationKind | undefined) => void;
}) {
  return (
    <fieldset className="-mx-1 flex min-w-0 gap-2 overflow-x-auto px-1 pb-1">
      <legend className="sr-only">Filtrar por tipo</legend>
      {FILTERS.map((f) => (
        <button
          key={f.label}
          type="button"
          aria-pressed={value === f.value}
          onClick={() => onChange(f.value)}
          className={cn(
            "min-h-11 shrink-0 rounded-full border px-4 text-sm font-medium whitespace-nowrap",
            value === f.value
              ? "border-primary-dark bg-primary-dark text-white"
              : "border-line bg-white text-ink",
          )}
        >
          {f.label}
        </button>
      ))}
    </fieldset>
  );
}

/**
 * The restaurant's latest generations (issue 6: nothing an owner liked is
 * lost), newest first, each with its counter and a "Copiar" button.
 */
export function RecentGenerations() {
  const [kind, setKind] = useState<GenerationKind | undefined>(undefined);
  const history = useRecentGenerations(kind);
  const rows = (history.data ?? []).flatMap((g) => {
    const shown = savedGenerationText(g);
    return shown ? [{ ...shown, generation: g }] : [];
  });

  return (
    <div className="grid grid-cols-1 gap-3">
      <Filters value={kind} onChange={setKind} />
      {history.isPending ? (
        <div aria-busy="true" className="grid gap-2">
          <span className="sr-only">Carregando textos gerados…</span>
          <div aria-hidden className="h-20 animate-pulse rounded-lg bg-line/60" />
          <div aria-hidden className="h-20 animate-pulse rounded-lg bg-line/60" />
        </div>
      ) : history.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-xl bg-danger-soft p-3 text-sm">
          <span className="flex-1 text-danger">Não foi possível carregar os textos gerados.</span>
          <Button variant="ghost" onClick={() => void history.refetch()}>
            Tentar de novo
          </Button>
        </div>
      ) : rows.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line p-4 text-sm text-muted">
          {kind
            ? "Nada deste tipo ainda."
            : "Nada gerado ainda. Os textos que você gerar ficam aqui para copiar quando quiser."}
        </p>
      ) : (
        <ol aria-label="Textos gerados" className="grid max-h-[32rem] grid-cols-1 gap-3 overflow-y-auto pr-1">
          {rows.map(({ generation: g, heading, text }) => (
            <li key={g.id} className="rounded-xl border border-line bg-surface p-3">
              <div className="flex flex-wrap items-center gap-2">
                <Badge variant="neutral">{KIND_LABELS[g.kind]}</Badge>
                <time dateTime={g.createdAt} className="text-xs text-muted">
                  {formatDateTime(g.createdAt)}
                </time>
              </div>
              <h3 className="mt-2 text-sm font-semibold wrap-anywhere text-ink">{heading}</h3>
              <p className="mt-1 line-clamp-4 text-sm wrap-anywhere whitespace-pre-line text-ink">{text}</p>
              <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
                <span className="text-xs text-muted">{characterCount(text.length)}</span>
                <Button
                  variant="outline"
                  aria-label={`Copiar: ${heading}`}
                  onClick={() =>
                    void copyToClipboard(text, g.kind === "promotion" ? PROMOTION_COPIED : COPIED)
                  }
                >
                  <Copy aria-hidden />
                  Copiar
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
