import { Copy, RefreshCw } from "lucide-react";
import type { ReactNode } from "react";
import { formatCount } from "../../../common/format";
import { cn } from "../../lib/cn";
import { Button } from "../../ui/Button";
import { type CopiedToast, copyToClipboard } from "./copyToClipboard";
import { COPIED } from "./labels";

/** "312 caracteres", or "312 de 400 caracteres" when the place it goes has a limit. */
export function characterCount(length: number, limit?: number): string {
  return limit === undefined
    ? `${formatCount(length)} caracteres`
    : `${formatCount(length)} de ${formatCount(limit)} caracteres`;
}

/**
 * Generated text in a card (BRAND.md): a character counter, "Copiar" and
 * "Gerar outra". `text` is what gets copied and counted; `children` may show
 * the same text richer (a promotion's parts, a menu's dishes).
 */
export function ResultCard({
  label,
  text,
  limit,
  copied = COPIED,
  onAgain,
  againLabel = "Gerar outra",
  busy = false,
  live = false,
  children,
}: {
  /** What the text is, naming the card for screen readers ("Conteúdo gerado"). */
  label: string;
  text: string;
  limit?: number;
  copied?: CopiedToast;
  onAgain?: () => void;
  againLabel?: string;
  busy?: boolean;
  /** Announce a new text to screen readers (the public cards, where nothing else says it came). */
  live?: boolean;
  children?: ReactNode;
}) {
  const over = limit !== undefined && text.length > limit;
  return (
    <section
      aria-label={label}
      aria-busy={busy}
      aria-live={live ? "polite" : undefined}
      className={cn("rounded-xl border border-line bg-surface p-4 transition-opacity", busy && "opacity-60")}
    >
      {children ?? <p className="break-words whitespace-pre-line text-ink">{text}</p>}
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
        <span className={cn("text-xs", over ? "font-semibold text-danger" : "text-muted")}>
          {characterCount(text.length, limit)}
        </span>
        <div className="flex flex-wrap gap-2">
          {onAgain ? (
            <Button variant="ghost" onClick={onAgain} disabled={busy}>
              <RefreshCw aria-hidden />
              {againLabel}
            </Button>
          ) : null}
          <Button variant="outline" onClick={() => void copyToClipboard(text, copied)}>
            <Copy aria-hidden />
            Copiar
          </Button>
        </div>
      </div>
    </section>
  );
}
