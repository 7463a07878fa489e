import { BellRing } from "lucide-react";
import type { CompetitionAlert } from "../../../common/competition";

/** The board's alerts: where we are the most expensive, prices that changed, rivals' new promotions. */
export function AlertList({ alerts, limit }: { alerts: readonly CompetitionAlert[]; limit?: number }) {
  if (alerts.length === 0) return null;
  const shown = limit ? alerts.slice(0, limit) : alerts;
  return (
    <ul className="grid gap-2" aria-label="Alertas da concorrência">
      {shown.map((a) => (
        <li
          key={`${a.kind}-${a.text}`}
          className="flex gap-2 rounded-lg border border-amber bg-amber-soft p-3 text-sm text-ink"
        >
          <BellRing className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span className="break-words">
            <strong>
              {a.kind === "mais caro"
                ? "Mais caro"
                : a.kind === "preço mudou"
                  ? "Preço mudou"
                  : "Nova promoção"}
              :{" "}
            </strong>
            {a.text}
          </span>
        </li>
      ))}
    </ul>
  );
}
