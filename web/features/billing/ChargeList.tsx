import { Receipt } from "lucide-react";
import { Link } from "wouter";
import { formatDate, formatMoney } from "../../../common/format";
import { Badge } from "../../ui/Badge";
import { Button } from "../../ui/Button";
import { Card, CardTitle } from "../../ui/Card";
import { type Charge, useCharges } from "./api/charges";
import { cardLabel } from "./cardLabel";

export const CHARGE_STATUS: Record<
  Charge["status"],
  { label: string; variant: "success" | "neutral" | "danger" }
> = {
  paid: { label: "Paga", variant: "success" },
  refunded: { label: "Devolvida", variant: "neutral" },
  failed: { label: "Não aprovada", variant: "danger" },
};

/** The receipt of one charge: its own page, under the dashboard's routes (SPEC §2 /dashboard/:section). */
export const receiptHref = (charge: Pick<Charge, "id">) =>
  `/dashboard/recibo?id=${encodeURIComponent(String(charge.id))}`;

function ChargeRow({ charge }: { charge: Charge }) {
  const status = CHARGE_STATUS[charge.status];
  const card = cardLabel(charge.cardBrand, charge.cardLast4);
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3">
      <div className="grid min-w-0 gap-0.5">
        <p className="font-semibold text-ink">
          {formatDate(charge.createdAt)} · {formatMoney(charge.amount, charge.currency)}
        </p>
        <p className="text-sm text-muted">
          {[charge.planName ? `Plano ${charge.planName}` : null, card].filter(Boolean).join(" · ")}
        </p>
        {charge.status === "refunded" && charge.refundedAt ? (
          <p className="text-sm text-leaf">Devolvida em {formatDate(charge.refundedAt)}</p>
        ) : null}
      </div>
      <div className="flex items-center gap-2">
        <Badge variant={status.variant}>{status.label}</Badge>
        {charge.status === "failed" ? null : (
          <Button asChild variant="ghost" size="sm" className="min-h-11">
            <Link href={receiptHref(charge)}>
              <Receipt aria-hidden />
              Recibo<span className="sr-only"> de {formatDate(charge.createdAt)}</span>
            </Link>
          </Button>
        )}
      </div>
    </li>
  );
}

/** Minha conta's charges and refunds (issue 17 item 4): date, amount, card, status and a receipt each. */
export function ChargeList() {
  const charges = useCharges();
  return (
    <Card className="grid gap-2">
      <CardTitle id="cobrancas-titulo">Cobranças e devoluções</CardTitle>
      {charges.isPending ? (
        <div className="grid gap-2" aria-busy="true">
          <p role="status" className="sr-only">
            Carregando cobranças…
          </p>
          <div className="h-12 animate-pulse rounded-lg bg-line/60" />
          <div className="h-12 animate-pulse rounded-lg bg-line/60" />
        </div>
      ) : charges.isError ? (
        <div role="alert" className="grid gap-2">
          <p className="font-semibold text-danger">Não foi possível carregar suas cobranças agora.</p>
          <Button variant="outline" className="justify-self-start" onClick={() => charges.refetch()}>
            Tentar de novo
          </Button>
        </div>
      ) : charges.data?.length ? (
        <ul aria-labelledby="cobrancas-titulo" className="divide-y divide-line">
          {charges.data.map((charge) => (
            <ChargeRow key={charge.id} charge={charge} />
          ))}
        </ul>
      ) : (
        <p className="text-muted">Nenhuma cobrança ainda. Durante o teste grátis nada é cobrado.</p>
      )}
    </Card>
  );
}
