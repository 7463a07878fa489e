import { CircleCheck } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { Button } from "../../ui/Button";
import { Card } from "../../ui/Card";

/**
 * What /checkout and /trial show an account that already pays a plan or has
 * a trial with a card (issue 17 item 2): the plan it is on, never a form
 * that would be refused (409) or look like a second charge.
 */
export function AlreadyOnPlan({
  planName,
  detail,
  note,
  children,
}: {
  planName: string;
  /** The state in a sentence ("Teste grátis até 30/11."), when known. */
  detail?: ReactNode;
  /** Why they see this instead of the form (after a 409: nothing was charged again). */
  note?: ReactNode;
  /** What the account can do here (another plan's change, SwitchToPlan). */
  children?: ReactNode;
}) {
  return (
    <Card className="grid gap-3" role="status">
      <h2 className="flex items-center gap-2 text-xl font-bold text-ink">
        <CircleCheck className="size-6 shrink-0 text-leaf" aria-hidden />
        Você já está no plano {planName}
      </h2>
      {detail ? <p className="text-ink">{detail}</p> : null}
      {note ? <p className="text-sm text-muted">{note}</p> : null}
      {children}
      <p className="text-muted">Seu plano, seu cartão e suas cobranças ficam em Minha conta.</p>
      <div className="flex flex-wrap gap-3">
        <Button asChild>
          <Link href="/dashboard/conta">Minha conta</Link>
        </Button>
        <Button asChild variant="outline">
          <Link href="/dashboard">Ir para o painel</Link>
        </Button>
      </div>
    </Card>
  );
}
