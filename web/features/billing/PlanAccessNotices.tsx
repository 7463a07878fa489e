import { Lock, PauseCircle } from "lucide-react";
import { Link } from "wouter";
import { PLAN_IDS } from "../../../common/plans";
import { PAUSED_TEAM_MESSAGE } from "../../../common/team";
import { useRestaurantList } from "../../lib/restaurants";

/**
 * What the owner's plan closed, said where people work (decision 030): a team
 * the user joined whose owner left Pro (paused, back on its own when the
 * owner returns), and the current store when it is beyond the owner's plan
 * (read-only, the oldest stays writable). Nothing when neither applies.
 */
export function PlanAccessNotices() {
  const list = useRestaurantList();
  const data = list.data;
  if (!data) return null;
  const current = data.restaurants.find((r) => r.id === data.currentId);
  const readOnly = current && data.readOnlyIds.includes(current.id) ? current : null;
  if (!readOnly && data.pausedTeams.length === 0) return null;
  return (
    <section aria-label="Avisos do plano" className="grid gap-2">
      {data.pausedTeams.map((team) => (
        <div
          key={`${team.restaurantName}-${team.ownerName}`}
          role="status"
          className="flex items-start gap-3 rounded-xl border border-amber bg-amber-soft p-3"
        >
          <PauseCircle className="mt-0.5 size-5 shrink-0 text-ink" aria-hidden />
          <p className="min-w-0 flex-1 break-words text-sm text-ink">{PAUSED_TEAM_MESSAGE(team)}</p>
        </div>
      ))}
      {readOnly ? (
        <div
          role="status"
          className="flex items-start gap-3 rounded-xl border border-amber bg-amber-soft p-3"
        >
          <Lock className="mt-0.5 size-5 shrink-0 text-ink" aria-hidden />
          <p className="min-w-0 flex-1 break-words text-sm text-ink">
            <strong>{readOnly.name}</strong> está só para consulta: o plano {data.planName ?? "atual"} permite{" "}
            {data.maxRestaurants === 1 ? "1 restaurante" : `${data.maxRestaurants} restaurantes`}, e o mais
            antigo continua editável. Você vê tudo, mas não altera.{" "}
            {/* Every upgrade link of the app goes to the one place that moves any state to Pro (issue 30). */}
            <Link href={`/checkout/${PLAN_IDS.pro}`} className="font-semibold text-primary-dark underline">
              Voltar ao plano Pro
            </Link>
          </p>
        </div>
      ) : null}
    </section>
  );
}
