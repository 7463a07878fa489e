import { type LucideIcon, MessageCircle, Receipt, TrendingUp, Users } from "lucide-react";
import { PREVIEW_METRICS } from "./previewData";

const ICONS: LucideIcon[] = [Receipt, Users, MessageCircle, TrendingUp];

/** Four metric cards: average ticket, active customers, messages sent, conversion (SPEC §2). */
export function MetricCards() {
  return (
    <section aria-labelledby="metricas-titulo">
      <h2 id="metricas-titulo" className="text-xl font-bold text-ink">
        Desempenho
      </h2>
      <dl className="mt-4 grid grid-cols-2 gap-4 lg:grid-cols-4">
        {PREVIEW_METRICS.map((metric, i) => {
          const Icon = ICONS[i] ?? Receipt;
          return (
            <div key={metric.title} className="rounded-xl border border-line bg-white p-4">
              <dt className="flex items-center gap-2 text-sm font-medium text-muted">
                <Icon className="size-4 text-primary-dark" aria-hidden />
                {metric.title}
              </dt>
              <dd className="mt-2 text-2xl font-extrabold text-ink">{metric.value}</dd>
              <dd className="text-xs text-muted">{metric.detail}</dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
