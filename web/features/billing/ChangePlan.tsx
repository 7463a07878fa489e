import { ArrowRightLeft } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import type { Subscription } from "../../../common/billing";
import { formatDate, formatMoney, formatUsdFromCents } from "../../../common/format";
import type { Plan } from "../../../common/plans";
import { messageFor } from "../../lib/api";
import { Button } from "../../ui/Button";
import { Card, CardTitle } from "../../ui/Card";
import { toast } from "../../ui/useToast";
import { useChangePlan } from "./api/changePlan";
import { type PlanChangePreview, usePlanChangePreview } from "./api/planChangePreview";

/**
 * What the change does, in the words the confirmation shows
 * (docs/decisions/030-plan-changes.md): the new monthly price first, then
 * what is charged today and when the next charge comes.
 */
export function planChangeText(
  preview: PlanChangePreview,
  currentPlanName: string | undefined,
  monthlyPrice: number,
): string {
  const money = (cents: number) => formatMoney(cents, preview.currency);
  const price = `Novo preço: ${money(monthlyPrice)} por mês.`;
  const next =
    preview.nextChargeAt && preview.nextChargeAmount !== null
      ? ` A próxima cobrança, em ${formatDate(preview.nextChargeAt)}, será de ${money(preview.nextChargeAmount)}.`
      : "";
  switch (preview.kind) {
    case "upgrade":
      return `${price} Hoje: ${money(preview.chargeToday)}, a diferença proporcional aos dias que faltam do período já pago. O plano ${preview.planName} começa agora.${next}`;
    case "downgrade":
      return `${price} Nada é cobrado agora. Você continua no plano ${currentPlanName ?? "atual"} até ${formatDate(preview.effectiveAt ?? "")}, o fim do período pago; nesse dia começa o plano ${preview.planName}.${next}`;
    case "keep":
      return `Nada é cobrado agora. A mudança marcada é desfeita e você continua no plano ${preview.planName}.${next}`;
    default:
      return `${price} Nada é cobrado agora. O plano ${preview.planName} começa agora.${
        next || " Sem cartão cadastrado, nada será cobrado: cadastre um para continuar depois do teste."
      }`;
  }
}

function successText(sub: Subscription, preview: PlanChangePreview): string {
  if (preview.kind === "upgrade") {
    return `Cobramos ${formatMoney(preview.chargeToday, preview.currency)} agora. O recibo chega por email.`;
  }
  if (preview.kind === "downgrade" && sub.scheduledPlanAt) {
    return `O plano ${preview.planName} começa em ${formatDate(sub.scheduledPlanAt)}. Até lá, nada muda.`;
  }
  return "Nada foi cobrado agora.";
}

/**
 * The confirmation of one change: the new price, what it charges today and
 * when it applies, read from the server before confirming. Minha conta and
 * /checkout/{planId} (an account already on another plan) both use it.
 */
export function ConfirmChange({
  currentPlanName,
  plan,
  onDone,
  onBack = onDone,
}: {
  currentPlanName: string | undefined;
  plan: Plan;
  /** After the change is made. */
  onDone: () => void;
  /** "Voltar": nothing changed. */
  onBack?: () => void;
}) {
  const preview = usePlanChangePreview(plan.id);
  const change = useChangePlan();

  async function confirm(seen: PlanChangePreview) {
    try {
      const updated = await change.mutateAsync(plan.id);
      toast({
        title:
          seen.kind === "downgrade" ? `Mudança para ${plan.name} marcada` : `Plano ${plan.name} escolhido`,
        description: successText(updated, seen),
        variant: "success",
      });
      onDone();
    } catch (error) {
      toast({
        title: "Erro",
        description: messageFor(error, "Não foi possível mudar de plano agora. Tente novamente."),
        variant: "destructive",
      });
    }
  }

  if (preview.isPending) {
    return (
      <p role="status" className="text-sm text-muted">
        Calculando o valor da mudança…
      </p>
    );
  }
  if (!preview.data) {
    return (
      <div role="alert" className="grid gap-2">
        <p className="text-sm text-danger">
          {messageFor(preview.error, "Não foi possível calcular a mudança agora. Tente novamente.")}
        </p>
        <Button variant="outline" className="justify-self-start" onClick={onBack}>
          Voltar
        </Button>
      </div>
    );
  }
  const seen = preview.data;
  return (
    <div className="grid gap-3 rounded-xl border border-line bg-white p-4">
      <p className="font-semibold text-ink">Mudar para o plano {plan.name}?</p>
      <p className="text-sm text-ink">{planChangeText(seen, currentPlanName, plan.price)}</p>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => confirm(seen)} disabled={change.isPending}>
          {change.isPending
            ? "Mudando..."
            : seen.kind === "upgrade"
              ? `Pagar ${formatMoney(seen.chargeToday, seen.currency)} e mudar`
              : "Confirmar mudança"}
        </Button>
        <Button variant="outline" onClick={onBack} disabled={change.isPending}>
          Voltar
        </Button>
      </div>
    </div>
  );
}

/**
 * A running trial or paid plan changes plan in place (PUT /api/billing/plan),
 * after a confirmation that says what it charges today (an upgrade's
 * prorated difference) and when it applies (a downgrade at the period's
 * end); without a running plan, every plan goes through checkout.
 */
export function ChangePlan({ sub, plans }: { sub: Subscription; plans: Plan[] }) {
  const [chosen, setChosen] = useState<Plan | null>(null);
  const running = sub.status === "trialing" || sub.status === "active";
  // A scheduled downgrade is undone from its own notice ("Manter o plano …").
  const offers = running
    ? plans.filter((p) => p.id !== sub.plan?.id && p.id !== sub.scheduledPlan?.id)
    : plans;
  if (!offers.length || sub.status === "cancelled") return null;

  return (
    <Card className="grid gap-3">
      <CardTitle className="flex items-center gap-2">
        <ArrowRightLeft className="size-5 text-primary" aria-hidden />
        {running ? "Mudar de plano" : "Assinar um plano"}
      </CardTitle>
      <p className="text-sm text-muted">
        {sub.status === "trialing"
          ? "Durante o teste grátis a mudança não cobra nada: a primeira cobrança já vem com o preço do novo plano."
          : running
            ? "Subir de plano cobra hoje só a diferença proporcional aos dias que faltam; descer vale no fim do período já pago. Você vê o valor antes de confirmar."
            : "No próximo passo você vê quanto é cobrado hoje, antes de confirmar."}
      </p>
      {chosen ? (
        <ConfirmChange currentPlanName={sub.plan?.name} plan={chosen} onDone={() => setChosen(null)} />
      ) : (
        <ul className="grid gap-2">
          {offers.map((plan) => (
            <li key={plan.id}>
              {running ? (
                <Button variant="outline" className="w-full sm:w-auto" onClick={() => setChosen(plan)}>
                  Mudar para {plan.name} · {formatUsdFromCents(plan.price)}/mês
                </Button>
              ) : (
                <Button asChild className="w-full sm:w-auto">
                  <Link href={`/checkout/${plan.id}`}>
                    Assinar {plan.name} · {formatUsdFromCents(plan.price)}/mês
                  </Link>
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
