import { useEffect } from "react";
import type { Plan } from "../../../common/plans";
import { usePlans } from "../../lib/plans";
import { Button } from "../../ui/Button";
import { PlanOptions } from "./PlanOptions";

export const PLANS_LOAD_ERROR = "Não foi possível carregar os planos agora.";

/**
 * Loads the plans and shows them as radio cards. SPEC §4: once loaded, the
 * first plan is chosen unless `value` already names one of them.
 */
export function PlanPicker({
  value,
  onChange,
  legend,
  disabled,
}: {
  value: number | undefined;
  onChange: (planId: number, plan: Plan) => void;
  legend?: string;
  disabled?: boolean;
}) {
  const plans = usePlans();
  const list = plans.data;

  useEffect(() => {
    if (!list?.length) return;
    const chosen = list.find((p) => p.id === value);
    if (!chosen) onChange(list[0]!.id, list[0]!);
  }, [list, value, onChange]);

  useEffect(() => {
    // SPEC §8: a plans failure is logged; the picker also says so and offers a retry.
    if (plans.error) console.error("Falha ao carregar os planos", plans.error);
  }, [plans.error]);

  if (plans.isPending) {
    return (
      <div className="grid gap-3 sm:grid-cols-2" aria-busy="true">
        <p role="status" className="sr-only">
          Carregando planos…
        </p>
        <div className="h-28 animate-pulse rounded-xl border border-line bg-white" />
        <div className="h-28 animate-pulse rounded-xl border border-line bg-white" />
      </div>
    );
  }
  if (plans.isError || !list?.length) {
    return (
      <div role="alert" className="rounded-xl border border-danger/30 bg-danger-soft p-4">
        <p className="font-semibold text-danger">{PLANS_LOAD_ERROR}</p>
        <Button
          variant="outline"
          className="mt-3"
          onClick={() => plans.refetch()}
          disabled={plans.isFetching}
        >
          {plans.isFetching ? "Carregando..." : "Tentar de novo"}
        </Button>
      </div>
    );
  }
  return (
    <PlanOptions
      plans={list}
      value={value}
      onChange={(id) => {
        const plan = list.find((p) => p.id === id);
        if (plan) onChange(id, plan);
      }}
      legend={legend}
      disabled={disabled}
    />
  );
}
