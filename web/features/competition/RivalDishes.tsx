import type { RivalDish } from "../../../common/competition";
import { Select } from "../../ui/Input";
import { usePatchRivalDish } from "./api/patchRivalDish";
import type { OurDish } from "./MenuPaste";
import { brl } from "./money";

/** The rival's saved dishes: price (and the last change) and the match, changed in place. */
export function RivalDishes({
  dishes,
  ourDishes,
}: {
  dishes: readonly RivalDish[];
  ourDishes: readonly OurDish[];
}) {
  const patch = usePatchRivalDish();
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
            <p className="text-sm tabular-nums">
              <strong>{brl(d.priceCents)}</strong>
              {d.priceNote ? <span className="text-muted"> · {d.priceNote}</span> : null}
              {previous ? (
                <span className="block text-xs text-muted">antes {brl(previous.priceCents)}</span>
              ) : null}
            </p>
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
