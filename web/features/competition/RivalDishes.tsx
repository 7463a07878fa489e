import { Pencil, Trash2 } from "lucide-react";
import { type FormEvent, useState } from "react";
import type { RivalDish } from "../../../common/competition";
import { messageFor } from "../../lib/api";
import { Button } from "../../ui/Button";
import { Input, Select } from "../../ui/Input";
import { toast } from "../../ui/useToast";
import { useDeleteRivalDish } from "./api/deleteRivalDish";
import { usePatchRivalDish } from "./api/patchRivalDish";
import type { OurDish } from "./MenuPaste";
import { brl, centsToInput, inputToCents } from "./money";

/** A price fixed by hand: recorded in the history like a paste. */
function PriceFix({ dish, onDone }: { dish: RivalDish; onDone: () => void }) {
  const [text, setText] = useState(centsToInput(dish.priceCents));
  const patch = usePatchRivalDish();
  const cents = inputToCents(text);
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!cents || cents <= 0) return;
    patch.mutate({ id: dish.id, priceCents: cents }, { onSuccess: onDone });
  }
  return (
    <form
      onSubmit={submit}
      className="flex items-center gap-2"
      aria-label={`Corrigir o preço de ${dish.name}`}
    >
      <Input
        aria-label={`Novo preço de ${dish.name}`}
        inputMode="decimal"
        className="w-28"
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <Button type="submit" size="sm" disabled={!cents || cents <= 0 || patch.isPending}>
        Salvar
      </Button>
      <Button type="button" size="sm" variant="ghost" onClick={onDone}>
        Cancelar
      </Button>
    </form>
  );
}

/** The rival's saved dishes: price (and the last change) and the match, changed in place. */
export function RivalDishes({
  dishes,
  ourDishes,
  canDelete,
}: {
  dishes: readonly RivalDish[];
  ourDishes: readonly OurDish[];
  canDelete: boolean;
}) {
  const patch = usePatchRivalDish();
  const remove = useDeleteRivalDish();
  const [editing, setEditing] = useState<number | null>(null);
  if (dishes.length === 0)
    return <p className="text-sm text-muted">Nenhum prato salvo ainda: cole o cardápio acima.</p>;
  return (
    <ul className="grid gap-2" aria-label="Pratos do concorrente">
      {dishes.map((d) => {
        const previous = d.history.length > 1 ? d.history[d.history.length - 2] : undefined;
        const value =
          d.matchState === "sem equivalente"
            ? "none"
            : d.matchState === "confirmado" && d.ourDishId
              ? String(d.ourDishId)
              : "";
        return (
          <li
            key={d.id}
            className="grid gap-2 rounded-lg border border-line bg-white p-3 sm:grid-cols-[1fr_auto_14rem] sm:items-center"
          >
            <div className="min-w-0">
              <p className="font-medium break-words text-ink">
                {d.name}
                {d.size && !d.name.includes(d.size) ? <span className="text-muted"> ({d.size})</span> : null}
              </p>
              {d.section ? <p className="text-xs text-muted">{d.section}</p> : null}
            </div>
            {editing === d.id ? (
              <PriceFix dish={d} onDone={() => setEditing(null)} />
            ) : (
              <div className="flex items-center gap-1 text-sm tabular-nums">
                <p>
                  <strong>{brl(d.priceCents)}</strong>
                  {d.priceNote ? <span className="text-muted"> · {d.priceNote}</span> : null}
                  {previous ? (
                    <span className="block text-xs text-muted">antes {brl(previous.priceCents)}</span>
                  ) : null}
                </p>
                <Button
                  size="icon"
                  variant="ghost"
                  aria-label={`Corrigir o preço de ${d.name}`}
                  onClick={() => setEditing(d.id)}
                >
                  <Pencil aria-hidden />
                </Button>
                {canDelete ? (
                  <Button
                    size="icon"
                    variant="ghost"
                    aria-label={`Excluir ${d.name}`}
                    onClick={() =>
                      remove.mutate(d.id, {
                        onError: (e) =>
                          toast({ title: messageFor(e, "Não deu para excluir."), variant: "destructive" }),
                      })
                    }
                  >
                    <Trash2 aria-hidden />
                  </Button>
                ) : null}
              </div>
            )}
            <Select
              aria-label={`Seu prato equivalente a ${d.name}`}
              value={value}
              onChange={(e) => {
                const v = e.target.value;
                if (v === "none") patch.mutate({ id: d.id, matchState: "sem equivalente" });
                else if (v) patch.mutate({ id: d.id, ourDishId: Number(v) });
              }}
            >
              <option value="" disabled>
                {d.ourDishId && d.matchState === "pendente"
                  ? "Sugestão a confirmar"
                  : "Escolha o equivalente"}
              </option>
              <option value="none">Sem equivalente</option>
              {ourDishes.map((o) => (
                <option key={o.id} value={String(o.id)}>
                  {o.name}
                </option>
              ))}
            </Select>
          </li>
        );
      })}
    </ul>
  );
}
