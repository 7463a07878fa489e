import { ArrowLeft, Printer, UtensilsCrossed } from "lucide-react";
import { Link, useSearch } from "wouter";
import { displayName } from "../../../common/auth";
import { formatDate, formatDateTime, formatMoney } from "../../../common/format";
import { useAuth } from "../../lib/auth";
import { usePageMeta } from "../../lib/usePageMeta";
import { Button } from "../../ui/Button";
import { PageSpinner } from "../../ui/Spinner";
import { type Charge, useCharges } from "./api/charges";
import { CHARGE_STATUS } from "./ChargeList";
import { cardLabel } from "./cardLabel";

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="grid grid-cols-[10rem_1fr] gap-3 border-b border-line py-2 last:border-b-0 print:border-neutral-300">
      <dt className="text-muted print:text-black">{label}</dt>
      <dd className="font-medium wrap-anywhere text-ink print:text-black">{value}</dd>
    </div>
  );
}

function ReceiptBody({ charge }: { charge: Charge }) {
  const { user } = useAuth();
  const period =
    charge.periodStart && charge.periodEnd
      ? `${formatDate(charge.periodStart)} a ${formatDate(charge.periodEnd)}`
      : null;
  const card = cardLabel(charge.cardBrand, charge.cardLast4);
  return (
    <article
      aria-labelledby="recibo-titulo"
      className="grid gap-6 rounded-xl border border-line bg-white p-6 print:border-0 print:p-0 print:shadow-none"
    >
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex items-center gap-2 font-bold text-ink">
          <span className="flex size-9 items-center justify-center rounded-xl bg-primary text-white print:border print:border-black print:bg-white print:text-black">
            <UtensilsCrossed className="size-5" aria-hidden />
          </span>
          Prato Cheio
        </div>
        <div className="text-right">
          <h1 id="recibo-titulo" className="text-2xl font-bold text-ink print:text-black">
            Recibo nº {charge.receiptNumber}
          </h1>
          <p className="text-sm text-muted print:text-black">Emitido em {formatDateTime(charge.createdAt)}</p>
        </div>
      </header>
      <dl>
        {user ? <Row label="Cliente" value={`${displayName(user)} · ${user.email}`} /> : null}
        <Row label="Data da cobrança" value={formatDateTime(charge.createdAt)} />
        {charge.planName ? <Row label="Descrição" value={`Plano ${charge.planName} · mensal`} /> : null}
        {period ? <Row label="Período" value={period} /> : null}
        {card ? <Row label="Cartão" value={card} /> : null}
        <Row
          label="Situação"
          value={
            charge.status === "refunded" && charge.refundedAt
              ? `Devolvida em ${formatDateTime(charge.refundedAt)}`
              : CHARGE_STATUS[charge.status].label
          }
        />
        <Row label="Valor" value={formatMoney(charge.amount, charge.currency)} />
      </dl>
      {charge.status === "refunded" ? (
        <p className="rounded-lg bg-leaf-soft p-3 text-sm text-ink print:bg-white print:text-black">
          Este valor foi devolvido ao cartão pela garantia de 30 dias. A devolução pode levar alguns dias para
          aparecer na fatura.
        </p>
      ) : null}
      <p className="text-xs text-muted print:text-black">
        Ambiente de teste (sandbox): nenhum valor real foi movimentado.
      </p>
    </article>
  );
}

/**
 * /dashboard/recibo?id={chargeId}: one charge's receipt, on its own page,
 * without the panel's header, so printing it (or saving as PDF) gives just
 * the receipt. Read from GET /api/billing/charges, so a foreign or unknown
 * id simply finds nothing.
 */
export function ReceiptPage() {
  usePageMeta("Recibo", "Recibo de uma cobrança do Prato Cheio.");
  const id = new URLSearchParams(useSearch()).get("id");
  const charges = useCharges();
  const charge = charges.data?.find((c) => String(c.id) === id && c.status !== "failed");

  return (
    <main id="conteudo" className="mx-auto grid w-full max-w-2xl gap-4 px-4 py-8 print:max-w-none print:p-0">
      <div className="flex flex-wrap items-center justify-between gap-2 print:hidden">
        <Link
          href="/dashboard/conta"
          className="-ml-2 inline-flex min-h-11 items-center gap-1 px-2 text-sm font-semibold text-primary-dark underline-offset-2 hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden />
          Voltar para Minha conta
        </Link>
        {charge ? (
          <Button variant="outline" onClick={() => window.print()}>
            <Printer aria-hidden />
            Imprimir
          </Button>
        ) : null}
      </div>
      {charges.isPending ? (
        <PageSpinner />
      ) : charge ? (
        <ReceiptBody charge={charge} />
      ) : (
        <div role="alert" className="grid gap-2 rounded-xl border border-line bg-white p-6">
          <h1 className="text-xl font-bold text-ink">Recibo não encontrado</h1>
          <p className="text-muted">
            {charges.isError
              ? "Não foi possível carregar suas cobranças agora. Tente de novo em instantes."
              : "Não achamos essa cobrança na sua conta. Veja a lista em Minha conta."}
          </p>
        </div>
      )}
    </main>
  );
}

export default ReceiptPage;
