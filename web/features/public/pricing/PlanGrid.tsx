import { useEffect } from "react";
import { usePlans } from "../../../lib/plans";
import { Button } from "../../../ui/Button";
import { PlanCard } from "./PlanCard";

export const PLANS_ERROR = "Não foi possível carregar os planos agora.";

function PlanSkeleton() {
  return (
    <div className="h-96 animate-pulse rounded-2xl border border-line bg-white p-6" aria-hidden>
      <div className="h-5 w-24 rounded-full bg-primary-soft" />
      <div className="mt-6 h-7 w-32 rounded bg-line" />
      <div className="mt-4 h-10 w-40 rounded bg-line" />
      <div className="mt-8 grid gap-3">
        <div className="h-4 rounded bg-line" />
        <div className="h-4 w-5/6 rounded bg-line" />
        <div className="h-4 w-2/3 rounded bg-line" />
      </div>
    </div>
  );
}

/** Plan cards from GET /api/plans (SPEC §2, §7): skeletons while loading, a clear message on failure. */
export function PlanGrid({ signedIn = false }: { signedIn?: boolean }) {
  const plans = usePlans();

  useEffect(() => {
    // SPEC §8: a plans failure is logged; the page also tells the visitor.
    if (plans.error) console.error("Falha ao carregar os planos", plans.error);
  }, [plans.error]);

  if (plans.isPending) {
    return (
      <div className="grid gap-6 md:grid-cols-2" aria-busy="true">
        <p role="status" className="sr-only">
          Carregando planos…
        </p>
        <PlanSkeleton />
        <PlanSkeleton />
      </div>
    );
  }
  if (plans.isError || !plans.data?.length) {
    return (
      <div role="alert" className="rounded-xl border border-danger/30 bg-danger-soft p-6 text-center">
        <p className="font-semibold text-danger">{PLANS_ERROR}</p>
        <p className="mt-1 text-ink">Confira sua conexão e tente de novo em instantes.</p>
        <Button
          variant="outline"
          className="mt-4"
          onClick={() => plans.refetch()}
          disabled={plans.isFetching}
        >
          {plans.isFetching ? "Carregando..." : "Tentar de novo"}
        </Button>
      </div>
    );
  }
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {plans.data.map((plan) => (
        <PlanCard key={plan.id} plan={plan} signedIn={signedIn} />
      ))}
    </div>
  );
}
