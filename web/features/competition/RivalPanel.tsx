import { ExternalLink, Trash2 } from "lucide-react";
import { formatDate } from "../../../common/format";
import { messageFor } from "../../lib/api";
import { Button } from "../../ui/Button";
import { Spinner } from "../../ui/Spinner";
import { toast } from "../../ui/useToast";
import { useDeleteObservation } from "./api/deleteObservation";
import { useDeleteRival } from "./api/deleteRival";
import { useRival } from "./api/rival";
import { MenuPaste, type OurDish } from "./MenuPaste";
import { brl } from "./money";
import { ObservationForm } from "./ObservationForm";
import { RivalDishes } from "./RivalDishes";

/** One rival: its link, what was seen (observations), its menu (paste, CSV) and matches. */
export function RivalPanel({
  rivalId,
  ourDishes,
  canDelete,
  onDeleted,
}: {
  rivalId: number;
  ourDishes: readonly OurDish[];
  canDelete: boolean;
  onDeleted: () => void;
}) {
  const detail = useRival(rivalId);
  const remove = useDeleteRival();
  const removeObservation = useDeleteObservation();
  if (detail.isPending) return <Spinner label="Carregando o concorrente…" />;
  if (detail.isError)
    return (
      <p role="alert" className="text-sm text-danger">
        {messageFor(detail.error, "Não deu para carregar o concorrente.")}
      </p>
    );
  const { rival, observations, dishes } = detail.data;
  return (
    <section
      aria-labelledby={`rival-${rival.id}`}
      className="grid gap-5 rounded-xl border border-line bg-white p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={`rival-${rival.id}`} className="text-lg font-semibold break-words text-ink">
            {rival.name}
          </h3>
          <p className="text-sm text-muted">
            {rival.marketplace}
            {rival.neighbourhood ? ` · ${rival.neighbourhood}` : ""}
          </p>
          {rival.link ? (
            <a
              href={rival.link}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 text-sm break-all text-primary-dark underline"
            >
              {rival.link}
              <ExternalLink className="size-3.5 shrink-0" aria-hidden />
            </a>
          ) : null}
        </div>
        {canDelete ? (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              if (!window.confirm(`Excluir ${rival.name} com o histórico de preços?`)) return;
              remove.mutate(rival.id, {
                onSuccess: () => {
                  toast({ title: "Concorrente excluído" });
                  onDeleted();
                },
                onError: (e) =>
                  toast({ title: messageFor(e, "Não deu para excluir."), variant: "destructive" }),
              });
            }}
          >
            <Trash2 aria-hidden />
            Excluir
          </Button>
        ) : null}
      </div>

      <div className="grid gap-2">
        <h4 className="font-semibold text-ink">Cardápio e preços</h4>
        <MenuPaste rivalId={rival.id} ourDishes={ourDishes} />
        <RivalDishes dishes={dishes} ourDishes={ourDishes} canDelete={canDelete} />
      </div>

      <div className="grid gap-2">
        <h4 className="font-semibold text-ink">O que você viu na página</h4>
        <ObservationForm rivalId={rival.id} />
        {observations.length > 0 ? (
          <ul className="grid gap-1 text-sm" aria-label="Observações registradas">
            {observations.slice(0, 10).map((o) => (
              <li key={o.id} className="flex items-start gap-2 rounded-lg bg-surface px-3 py-2 break-words">
                <span className="min-w-0 flex-1">
                  <strong>{formatDate(`${o.observedOn}T12:00:00`)}</strong>
                  {o.rating !== null ? ` · nota ${o.rating.toLocaleString("pt-BR")}` : ""}
                  {o.deliveryFeeCents !== null ? ` · entrega ${brl(o.deliveryFeeCents)}` : ""}
                  {o.deliveryMinutes !== null ? ` · ${o.deliveryMinutes} min` : ""}
                  {o.minimumOrderCents !== null ? ` · mínimo ${brl(o.minimumOrderCents)}` : ""}
                  {o.place ? ` · ${o.place}` : ""}
                  {o.withClub ? " · com Clube/cupom" : ""}
                  {o.promotions ? <span className="block text-muted">Promoções: {o.promotions}</span> : null}
                </span>
                {canDelete ? (
                  <Button
                    size="icon"
                    variant="ghost"
                    aria-label={`Excluir a observação de ${formatDate(`${o.observedOn}T12:00:00`)}`}
                    onClick={() =>
                      removeObservation.mutate(o.id, {
                        onError: (e) =>
                          toast({ title: messageFor(e, "Não deu para excluir."), variant: "destructive" }),
                      })
                    }
                  >
                    <Trash2 aria-hidden />
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
