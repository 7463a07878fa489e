import { ArrowRight } from "lucide-react";
import { useCallback } from "react";
import { REFUND_GUARANTEE_DAYS } from "../../../common/constants";
import { PlanPicker } from "../../lib/planPicker/PlanPicker";
import { Button } from "../../ui/Button";

/** Step 1: the plan, preselected from the link when it names one. */
export function PlanStep({
  planId,
  unknownPlanInLink,
  onChange,
  onContinue,
}: {
  planId: number | undefined;
  unknownPlanInLink: boolean;
  onChange: (planId: number) => void;
  onContinue: () => void;
}) {
  const pick = useCallback((id: number) => onChange(id), [onChange]);
  return (
    <div className="grid gap-5">
      {unknownPlanInLink ? (
        <p role="alert" className="rounded-xl border border-amber bg-amber-soft p-3 text-sm text-ink">
          O plano do link não está disponível. Escolha um dos planos abaixo.
        </p>
      ) : null}
      <PlanPicker variant="checkout" value={planId} onChange={pick} />
      <Button size="lg" onClick={onContinue} disabled={planId === undefined}>
        Continuar
        <ArrowRight aria-hidden />
      </Button>
      <p className="text-center text-sm text-muted">
        Garantia de {REFUND_GUARANTEE_DAYS} dias: cancelou nesse prazo, devolvemos o valor.
      </p>
    </div>
  );
}
