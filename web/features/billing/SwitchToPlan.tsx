import { useState } from "react";
import type { AccountStatus } from "../../../common/billing";
import { formatUsdFromCents } from "../../../common/format";
import type { Plan } from "../../../common/plans";
import { messageFor } from "../../lib/api";
import { Button } from "../../ui/Button";
import { toast } from "../../ui/useToast";
import { useReactivate } from "./api/reactivate";
import { ConfirmChange } from "./ChangePlan";

/**
 * /checkout/{planId} for an account already on another plan (issue 30): every
 * "Mudar para o Pro" of the app lands here, so the change is offered right
 * here, with its price, instead of a dead end. A running trial or paid plan
 * confirms the change (the same confirmation as Minha conta); a cancelled one
 * is reactivated first (free), then confirms.
 */
export function SwitchToPlan({
  plan,
  currentPlanName,
  status,
  onChanged,
}: {
  plan: Plan;
  currentPlanName: string;
  status: AccountStatus;
  /** After a change or a reactivation: the page asks the account again. */
  onChanged: () => void;
}) {
  const [confirming, setConfirming] = useState(true);
  const reactivate = useReactivate();
  const label = `Mudar para o ${plan.name} · ${formatUsdFromCents(plan.price)}/mês`;

  if (status === "cancelled") {
    return (
      <div className="grid gap-3 rounded-xl border border-line bg-white p-4">
        <p className="text-ink">
          Para mudar para o plano {plan.name} ({formatUsdFromCents(plan.price)}/mês), reative primeiro sua
          assinatura: nada é cobrado ao reativar. Em seguida você confirma a mudança e vê o novo preço.
        </p>
        <Button
          className="justify-self-start"
          disabled={reactivate.isPending}
          onClick={async () => {
            try {
              await reactivate.mutateAsync();
              onChanged();
            } catch (error) {
              toast({
                title: "Erro",
                description: messageFor(error, "Não foi possível reativar agora. Tente novamente."),
                variant: "destructive",
              });
            }
          }}
        >
          {reactivate.isPending ? "Reativando..." : "Reativar assinatura"}
        </Button>
      </div>
    );
  }
  if (status !== "trialing" && status !== "active") return null;
  return confirming ? (
    <ConfirmChange
      currentPlanName={currentPlanName}
      plan={plan}
      onDone={onChanged}
      onBack={() => setConfirming(false)}
    />
  ) : (
    <Button className="justify-self-start" onClick={() => setConfirming(true)}>
      {label}
    </Button>
  );
}
