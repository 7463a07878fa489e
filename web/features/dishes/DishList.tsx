import { useQueryClient } from "@tanstack/react-query";
import { Pencil, Trash2, UtensilsCrossed } from "lucide-react";
import { useEffect, useState } from "react";
import type { Dish } from "../../../common/dishes";
import { formatBRL } from "../../../common/format";
import { LoadError, Skeleton } from "../../layout/DashboardSection";
import { useActsAsMember } from "../../lib/team";
import { Button } from "../../ui/Button";
import { toast } from "../../ui/useToast";
import { useUndoableRemoval } from "../../ui/useUndoableRemoval";
import { useDishes } from "./api/dishes";
import { removeDish } from "./api/removeDish";
import { EditDishForm } from "./EditDishForm";

/** The API keeps the price as text normalised to "29.90" (SPEC §3); people read R$ 29,90. */
function priceOf(dish: Dish): string {
  const value = dish.price === null ? Number.NaN : Number(dish.price);
  return Number.isFinite(value) ? formatBRL(value) : "Sem preço";
}

/** SPEC §2 current dishes: a list that scrolls at a maximum height (SPEC §9). */
export function DishList() {
  const dishes = useDishes();
  const queryClient = useQueryClient();
  const removal = useUndoableRemoval();
  const member = useActsAsMember();
  const [editing, setEditing] = useState<number | null>(null);

  useEffect(() => {
    if (dishes.isError) {
      toast({ title: "Erro", description: "Não foi possível carregar os pratos", variant: "destructive" });
    }
  }, [dishes.isError]);

  function onRemove(dish: Dish) {
    removal.remove(dish.id, {
      title: "Prato removido!",
      description: dish.name,
      commit: (keepalive) => removeDish(queryClient, dish.id, keepalive),
      failure: "Não foi possível remover o prato",
    });
  }
  const shown = dishes.data?.filter((d) => !removal.hidden.has(d.id));

  if (dishes.isPending) {
    return (
      <div className="grid gap-2">
        {["a", "b", "c"].map((k) => (
          <Skeleton key={k} className="h-16" />
        ))}
      </div>
    );
  }
  if (dishes.isError) {
    return <LoadError message="Não foi possível carregar os pratos" onRetry={() => void dishes.refetch()} />;
  }
  if (!shown || shown.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-line p-6 text-center text-sm text-muted">
        <UtensilsCrossed className="size-6" aria-hidden />
        Nenhum prato ainda. Adicione o primeiro no formulário.
      </div>
    );
  }
  return (
    <ul aria-label="Pratos atuais" className="grid max-h-96 grid-cols-1 gap-2 overflow-y-auto pr-1">
      {shown.map((dish) =>
        editing === dish.id ? (
          <li key={dish.id} className="rounded-xl border border-primary/40 p-3">
            <EditDishForm dish={dish} onDone={() => setEditing(null)} />
          </li>
        ) : (
          <li key={dish.id} className="flex items-start gap-3 rounded-xl border border-line p-3">
            <div className="min-w-0 flex-1">
              <p className="font-semibold wrap-anywhere text-ink">{dish.name}</p>
              <p className="font-semibold text-leaf tabular-nums">
                {priceOf(dish)}
                {dish.category ? (
                  <span className="ml-2 text-xs font-normal text-muted">{dish.category}</span>
                ) : null}
              </p>
              {dish.description ? (
                <p className="mt-1 line-clamp-2 text-sm break-words text-ink/80">{dish.description}</p>
              ) : (
                <p className="mt-1 text-sm text-muted italic">Sem descrição</p>
              )}
            </div>
            {/* A member edits as they add; only the owner removes (docs/team-permissions.md). */}
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Editar ${dish.name}`}
              onClick={() => setEditing(dish.id)}
            >
              <Pencil aria-hidden />
            </Button>
            {member ? null : (
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Remover ${dish.name}`}
                onClick={() => onRemove(dish)}
              >
                <Trash2 aria-hidden className="text-danger" />
              </Button>
            )}
          </li>
        ),
      )}
    </ul>
  );
}
