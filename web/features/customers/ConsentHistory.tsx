import type { ConsentEvent } from "../../../common/customers";
import { messageFor } from "../../lib/api";
import { useConsentHistory } from "./api/consentHistory";
import { formatDay } from "./format";

/** "Aceitou receber mensagens — pedido pelo WhatsApp em 26/11/2026 (registrado pelo dono)". */
export function consentLine(event: ConsentEvent): string {
  const who = event.byOwner ? "registrado pelo dono" : "registrado pela equipe";
  if (!event.consent) return `Pediu para não receber mensagens em ${formatDay(event.givenOn)} (${who})`;
  const where = event.source ? ` — ${event.source}` : "";
  return `Aceitou receber mensagens${where} em ${formatDay(event.givenOn)} (${who})`;
}

/** The customer's consent history (LGPD): each answer, where and when, oldest first. */
export function ConsentHistory({ customerId }: { customerId: number }) {
  const history = useConsentHistory(customerId);
  if (history.isPending) return <p className="text-sm text-muted">Carregando o histórico…</p>;
  if (history.isError)
    return (
      <p role="alert" className="text-sm text-danger">
        {messageFor(history.error, "Não deu para carregar o histórico. Tente de novo.")}
      </p>
    );
  const events = history.data.events;
  return (
    <section aria-label="Histórico de consentimento" className="grid gap-1 rounded-lg bg-line/30 p-3 text-sm">
      <h3 className="font-medium text-ink">Histórico de consentimento</h3>
      {events.length === 0 ? (
        <p className="text-muted">Nenhuma resposta registrada sobre mensagens.</p>
      ) : (
        <ol className="grid gap-1">
          {events.map((event) => (
            <li key={event.recordedAt + String(event.consent)} className="text-ink">
              {consentLine(event)}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
