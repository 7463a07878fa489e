import { useState } from "react";
import type { Subscription } from "../../../common/billing";
import { REFUND_GUARANTEE_DAYS } from "../../../common/constants";
import { formatDate } from "../../../common/format";
import { messageFor } from "../../lib/api";
import { Button } from "../../ui/Button";
import { ConfirmCancel, ConfirmDialog } from "../../ui/Dialog";
import { toast } from "../../ui/useToast";
import { useCancelSubscription } from "./api/cancelSubscription";

const GUARANTEE = `Garantia de ${REFUND_GUARANTEE_DAYS} dias: quem cancela em até ${REFUND_GUARANTEE_DAYS} dias da primeira cobrança recebe de volta o valor pago.`;

/** What cancelling does for this subscription, said before the person confirms. */
function consequence(sub: Subscription): string {
  const last4 = sub.cardLast4 ?? sub.last4;
  const card = last4 ? ` no cartão final ${last4}` : "";
  if (sub.status === "trialing") {
    const end = sub.trialEndsAt
      ? ` Você continua usando até ${formatDate(sub.trialEndsAt)}, o fim do teste.`
      : "";
    return `Nada será cobrado: a cobrança marcada para o fim do teste é cancelada.${end}`;
  }
  if (sub.refundableUntil) {
    return `Você está dentro da garantia (até ${formatDate(sub.refundableUntil)}): devolvemos o valor pago${card} e o acesso termina agora.`;
  }
  const accessEnd = sub.accessUntil ?? sub.currentPeriodEnd;
  const until = accessEnd ? ` até ${formatDate(accessEnd)}` : "";
  return `A garantia de ${REFUND_GUARANTEE_DAYS} dias da primeira cobrança já passou, então não há devolução. Você continua com acesso${until} e não será cobrado de novo.`;
}

/** "Cancelar assinatura" with a confirmation that states SPEC §1's 30-day refund guarantee. */
export function CancelSubscription({ subscription }: { subscription: Subscription }) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelSubscription();

  async function confirm() {
    try {
      const { refunded, subscription: after } = await cancel.mutateAsync();
      setOpen(false);
      const wasTrial = subscription.status === "trialing";
      toast({
        title: "Assinatura cancelada",
        description: refunded
          ? "Devolvemos o valor pago no seu cartão. Pode levar alguns dias para aparecer na fatura."
          : wasTrial
            ? "Nada foi cobrado e nada será cobrado."
            : (after.accessUntil ?? after.currentPeriodEnd)
              ? `Você continua com acesso até ${formatDate((after.accessUntil ?? after.currentPeriodEnd) as string)}.`
              : "Nada mais será cobrado.",
        variant: "success",
      });
    } catch (error) {
      toast({
        title: "Erro",
        description: messageFor(error, "Não foi possível cancelar agora. Tente novamente."),
        variant: "destructive",
      });
    }
  }

  return (
    <>
      <p className="text-sm text-muted">{GUARANTEE}</p>
      <Button variant="outline" className="justify-self-start text-danger" onClick={() => setOpen(true)}>
        Cancelar assinatura
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => !cancel.isPending && setOpen(next)}
        title="Cancelar assinatura?"
        actions={
          <>
            <ConfirmCancel asChild>
              <Button variant="outline" disabled={cancel.isPending}>
                Manter assinatura
              </Button>
            </ConfirmCancel>
            <Button variant="destructive" onClick={confirm} disabled={cancel.isPending}>
              {cancel.isPending ? "Cancelando..." : "Sim, cancelar"}
            </Button>
          </>
        }
      >
        <p>{consequence(subscription)}</p>
        <p className="text-muted">{GUARANTEE}</p>
      </ConfirmDialog>
    </>
  );
}
