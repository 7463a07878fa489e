import { Plus, Store } from "lucide-react";
import { useId, useState } from "react";
import { messageFor } from "../../lib/api";
import { useRestaurantList } from "../../lib/restaurants";
import { Button } from "../../ui/Button";
import { FormDialog } from "../../ui/Dialog";
import { Select } from "../../ui/Input";
import { toast } from "../../ui/useToast";
import { AddRestaurantForm } from "./AddRestaurantForm";
import { useSelectRestaurant } from "./api/selectRestaurant";

/**
 * The dashboard header's store switcher (Pro owners have up to 5): choosing a
 * store makes it the session's current one and reloads every panel; "Adicionar
 * restaurante" shows while the plan has room. Nothing shows before onboarding.
 */
export function StoreSwitcher() {
  const id = useId();
  const list = useRestaurantList();
  const select = useSelectRestaurant();
  const [adding, setAdding] = useState(false);
  const data = list.data;
  if (!data || data.restaurants.length === 0) return null;

  // The plan counts the owner's own stores; team stores are listed but not counted.
  const roomLeft = data.ownedCount < data.maxRestaurants;
  const current = data.currentId ?? data.restaurants[0]!.id;

  async function choose(value: string) {
    try {
      const picked = await select.mutateAsync(Number(value));
      toast({ title: `Agora você está em ${picked.name}` });
    } catch (error) {
      toast({
        title: "Erro",
        description: messageFor(error, "Não foi possível trocar de restaurante. Tente novamente."),
        variant: "destructive",
      });
    }
  }

  return (
    // On a phone it takes the header's second line (the select grows to it); from lg, one row.
    <div className="flex min-w-0 flex-1 basis-56 items-center gap-2 lg:flex-none lg:basis-auto">
      {data.restaurants.length > 1 ? (
        <div className="flex min-w-0 flex-1 items-center gap-2">
          <label htmlFor={id} className="flex shrink-0 items-center gap-1 text-sm font-medium text-ink">
            <Store className="size-4 text-primary" aria-hidden />
            <span className="sr-only">Restaurante</span>
          </label>
          <Select
            id={id}
            value={current}
            onChange={(event) => choose(event.target.value)}
            disabled={select.isPending}
            // A long store name is cut inside the closed select (the open list shows it whole).
            className="min-w-0 flex-1 truncate lg:w-56 lg:flex-none"
          >
            {data.restaurants.map((r) => (
              <option key={r.id} value={r.id}>
                {data.readOnlyIds.includes(r.id) ? `${r.name} (só consulta)` : r.name}
              </option>
            ))}
          </Select>
        </div>
      ) : null}
      {roomLeft ? (
        <>
          <Button
            variant="outline"
            size="icon"
            className="shrink-0"
            title="Adicionar restaurante"
            onClick={() => setAdding(true)}
          >
            <Plus aria-hidden />
            {/* The header has room for the icon only, at every width; the name stays for screen readers. */}
            <span className="sr-only">Adicionar restaurante</span>
          </Button>
          <FormDialog
            open={adding}
            onOpenChange={setAdding}
            title="Adicionar restaurante"
            description={`${data.planName ? `Plano ${data.planName}: ` : ""}${data.ownedCount} de ${data.maxRestaurants} restaurantes.`}
          >
            <AddRestaurantForm onAdded={() => setAdding(false)} />
          </FormDialog>
        </>
      ) : null}
    </div>
  );
}

export default StoreSwitcher;
