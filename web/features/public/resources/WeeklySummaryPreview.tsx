import { Camera, type LucideIcon, MessageCircle, Tag } from "lucide-react";
import { cn } from "../../../lib/cn";
import { type SummaryCard, WEEKLY_SUMMARY } from "./previewData";

const ICONS: LucideIcon[] = [Tag, Camera, MessageCircle];
const TONES: Record<SummaryCard["tone"], string> = {
  leaf: "bg-leaf-soft text-leaf",
  amber: "bg-amber-soft text-ink",
  primary: "bg-primary-soft text-primary-dark",
};

/**
 * The preview's weekly summary on fixed sample figures (the dashboard's live
 * one is dashboard/WeeklySummary): active promotion, photos to update,
 * WhatsApp reach (SPEC §2 Resources).
 */
export function WeeklySummaryPreview() {
  return (
    <section aria-labelledby="resumo-titulo">
      <h2 id="resumo-titulo" className="text-xl font-bold text-ink">
        Resumo da semana
      </h2>
      <ul className="mt-4 grid gap-4 md:grid-cols-3">
        {WEEKLY_SUMMARY.map((card, i) => {
          const Icon = ICONS[i] ?? Tag;
          return (
            <li key={card.title} className="flex gap-3 rounded-xl border border-line bg-white p-4">
              <span
                className={cn(
                  "flex size-11 shrink-0 items-center justify-center rounded-xl",
                  TONES[card.tone],
                )}
              >
                <Icon className="size-5" aria-hidden />
              </span>
              <div>
                <h3 className="text-sm font-medium text-muted">{card.title}</h3>
                <p className="font-bold text-ink">{card.value}</p>
                <p className="text-sm text-muted">{card.detail}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
