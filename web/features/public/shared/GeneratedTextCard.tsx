import { Copy, RefreshCw } from "lucide-react";
import type { ReactNode } from "react";
import { formatCount } from "../../../../common/format";
import { Button } from "../../../ui/Button";
import { copyText } from "./copyText";

/**
 * Generated text in a card with a character counter, "Copiar" and, when
 * given, "Gerar outra" (BRAND.md).
 */
export function GeneratedTextCard({
  text,
  label,
  children,
  onAgain,
  againLabel = "Gerar outra",
  busy = false,
  copied,
}: {
  text: string;
  /** What the text is, for screen readers ("Descrição gerada"). */
  label: string;
  /** A richer rendering of the same text; the plain text is what gets copied. */
  children?: ReactNode;
  onAgain?: () => void;
  againLabel?: string;
  busy?: boolean;
  copied?: { title: string; description?: string };
}) {
  return (
    <section
      aria-label={label}
      className="mt-4 rounded-xl border border-line bg-surface p-4"
      aria-live="polite"
    >
      {children ?? <p className="whitespace-pre-line text-ink">{text}</p>}
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
        <span className="text-xs text-muted">{formatCount(text.length)} caracteres</span>
        <div className="flex gap-2">
          {onAgain ? (
            <Button variant="ghost" onClick={onAgain} disabled={busy}>
              <RefreshCw aria-hidden />
              {againLabel}
            </Button>
          ) : null}
          <Button variant="outline" onClick={() => copyText(text, copied)}>
            <Copy aria-hidden />
            Copiar
          </Button>
        </div>
      </div>
    </section>
  );
}
