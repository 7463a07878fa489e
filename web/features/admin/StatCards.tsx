import { BadgeCheck, Crown, Hourglass, Store, Users } from "lucide-react";
import type { AdminStats } from "../../../common/admin";
import { formatCount } from "../../../common/format";
import { Card } from "../../ui/Card";

const CARDS = [
  { key: "totalUsers", label: "Total de usuários", Icon: Users },
  { key: "activeSubscriptions", label: "Assinaturas ativas", Icon: BadgeCheck },
  { key: "starterUsers", label: "Usuários do plano Starter", Icon: Store },
  { key: "proUsers", label: "Usuários do plano Pro", Icon: Crown },
] as const;

/** Trials beside the four SPEC cards (issue 17 item 5): "Assinaturas ativas" counts paying ones only. */
const TRIALS = { key: "trialingUsers", label: "Em teste grátis", Icon: Hourglass } as const;

/** SPEC §2: the four stat cards, then the trials; a skeleton until the numbers arrive. */
export function StatCards({ stats }: { stats: AdminStats | undefined }) {
  const cards = [...CARDS, TRIALS].map((card) => ({ ...card, value: stats?.[card.key] }));
  return (
    <section aria-label="Estatísticas" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {cards.map(({ key, label, Icon, value }) => (
        <Card key={key} role="group" aria-labelledby={`stat-${key}`} className="flex flex-col gap-2 p-4">
          <div className="flex items-center justify-between gap-2">
            <h2 id={`stat-${key}`} className="text-sm font-medium text-muted">
              {label}
            </h2>
            <Icon className="size-5 shrink-0 text-primary" aria-hidden />
          </div>
          {value !== undefined ? (
            <p className="text-3xl font-bold text-ink">{formatCount(value)}</p>
          ) : (
            <div className="h-9 w-16 animate-pulse rounded-lg bg-line" aria-hidden />
          )}
        </Card>
      ))}
    </section>
  );
}
