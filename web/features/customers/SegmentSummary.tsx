import { useState } from "react";
import { CUSTOMER_SEGMENTS, type SegmentCounts } from "../../../common/customers";
import { countOf } from "../../../common/plural";
import { Button } from "../../ui/Button";
import { SegmentRulesForm } from "./SegmentRulesForm";

/** The counts per segment, how each is defined, and the thresholds to change them. */
export function SegmentSummary({ counts }: { counts: SegmentCounts }) {
  const [editing, setEditing] = useState(false);
  const r = counts.rules;
  const meaning = {
    Novo: `menos de ${countOf(r.recurringOrders, "pedido", "pedidos")}`,
    Recorrente: `${countOf(r.recurringOrders, "pedido", "pedidos")} ou mais`,
    VIP: `${countOf(r.vipOrders, "pedido", "pedidos")} ou mais`,
    "Em risco": `${countOf(r.atRiskDays, "dia", "dias")} sem pedir`,
    Inativo: `${countOf(r.inactiveDays, "dia", "dias")} sem pedir`,
  } as const;
  return (
    <section
      aria-labelledby="segmentos-titulo"
      className="grid gap-3 rounded-xl border border-line bg-white p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="segmentos-titulo" className="text-lg font-semibold text-ink">
          Segmentos
        </h2>
        {editing ? null : (
          <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
            Ajustar regras
          </Button>
        )}
      </div>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-5" aria-label="Clientes por segmento">
        {CUSTOMER_SEGMENTS.map((segment) => (
          <li key={segment} aria-label={segment} className="rounded-lg bg-surface p-2">
            <span className="block text-sm font-medium text-ink">{segment}</span>
            <span className="block text-2xl font-bold tabular-nums" data-testid={`segmento-${segment}`}>
              {counts.segments.find((s) => s.segment === segment)?.count ?? 0}
            </span>
            <span className="block text-xs text-muted">{meaning[segment]}</span>
          </li>
        ))}
      </ul>
      <p className="text-sm text-muted">
        {countOf(counts.total, "cliente", "clientes")},{" "}
        {countOf(counts.withConsent, "aceita receber mensagens", "aceitam receber mensagens")}.
      </p>
      {editing ? <SegmentRulesForm counts={counts} onDone={() => setEditing(false)} /> : null}
    </section>
  );
}
