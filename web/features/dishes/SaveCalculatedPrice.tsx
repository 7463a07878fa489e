import { type QueryKey, useQueryClient } from "@tanstack/react-query";
import { Check, Save } from "lucide-react";
import { useId, useState } from "react";
import { formatCents } from "../../../common/format";
import { Button } from "../../ui/Button";
import { Select } from "../../ui/Input";
import { toast } from "../../ui/useToast";
import { useDishes } from "./api/dishes";
import { useUpdateDish } from "./api/updateDish";

type PriceChoice = "app" | "suggested";

/**
 * "Salvar no prato" under the price calculator (issue 30): the chosen price
 * becomes the dish's price, and the ingredients' cost its food cost, the same
 * one the competition board reads (PATCH /api/dishes/{id} keeps it in
 * competition_settings.food_costs). `refreshes` are the reads that show the
 * cost elsewhere (the page passes the competition board's).
 */
export function SaveCalculatedPrice({
  suggestedCents,
  appPriceCents,
  foodCostCents,
  dishId: initialDishId,
  refreshes = [],
}: {
  suggestedCents: number | null;
  appPriceCents: number | null;
  foodCostCents: number | null;
  dishId?: number | undefined;
  refreshes?: readonly QueryKey[];
}) {
  const uid = useId();
  const dishes = useDishes();
  const update = useUpdateDish();
  const queryClient = useQueryClient();
  const [chosenDish, setChosenDish] = useState<number | null>(initialDishId ?? null);
  const [choice, setChoice] = useState<PriceChoice>("app");
  const [saved, setSaved] = useState<string | null>(null);

  const list = dishes.data ?? [];
  const dish = list.find((d) => d.id === chosenDish) ?? null;
  const priceCents = choice === "app" && appPriceCents !== null ? appPriceCents : suggestedCents;
  if (suggestedCents === null || priceCents === null) return null;
  const signature = `${dish?.id}:${priceCents}:${foodCostCents}`;

  function onSave() {
    if (!dish || priceCents === null) return;
    update.mutate(
      {
        id: dish.id,
        price: (priceCents / 100).toFixed(2),
        ...(foodCostCents !== null && foodCostCents > 0 ? { foodCostCents } : {}),
      },
      {
        onSuccess: (savedDish) => {
          setSaved(signature);
          for (const key of refreshes) void queryClient.invalidateQueries({ queryKey: key });
          toast({
            title: "Preço salvo no prato!",
            description: `${savedDish.name}: ${formatCents(priceCents)}`,
            variant: "success",
          });
        },
        onError: () =>
          toast({ title: "Erro", description: "Não foi possível salvar o preço", variant: "destructive" }),
      },
    );
  }

  return (
    <section
      aria-labelledby={`${uid}-title`}
      className="grid gap-3 rounded-xl border border-line bg-white p-4"
    >
      <h3 id={`${uid}-title`} className="text-sm font-semibold text-ink">
        Salvar no prato
      </h3>
      {dishes.isPending ? (
        <p className="text-sm text-muted">Carregando seus pratos…</p>
      ) : list.length === 0 ? (
        <p className="text-sm text-muted">Cadastre o prato na lista de pratos para salvar o preço nele.</p>
      ) : (
        <>
          <div className="grid gap-1.5">
            <label htmlFor={`${uid}-dish`} className="text-sm font-medium text-ink">
              Prato
            </label>
            <Select
              id={`${uid}-dish`}
              value={chosenDish ?? ""}
              onChange={(e) => setChosenDish(e.target.value ? Number(e.target.value) : null)}
            >
              <option value="">Escolha o prato</option>
              {list.map((d) => (
                <option key={d.id} value={d.id}>
                  {d.name}
                </option>
              ))}
            </Select>
          </div>
          {appPriceCents !== null ? (
            <fieldset className="grid gap-1.5">
              <legend className="mb-1 text-sm font-medium text-ink">Preço a salvar</legend>
              <label className="flex min-h-11 items-center gap-2 text-sm text-ink">
                <input
                  type="radio"
                  name={`${uid}-price`}
                  checked={choice === "app"}
                  onChange={() => setChoice("app")}
                  className="size-4 accent-primary"
                />
                Preço no app, com taxas ({formatCents(appPriceCents)})
              </label>
              <label className="flex min-h-11 items-center gap-2 text-sm text-ink">
                <input
                  type="radio"
                  name={`${uid}-price`}
                  checked={choice === "suggested"}
                  onChange={() => setChoice("suggested")}
                  className="size-4 accent-primary"
                />
                Preço sugerido ({formatCents(suggestedCents)})
              </label>
            </fieldset>
          ) : null}
          <p className="text-xs text-muted">
            {dish
              ? `${dish.name} passa a custar ${formatCents(priceCents)}${
                  foodCostCents
                    ? `, com ${formatCents(foodCostCents)} de ingredientes (a concorrência usa este custo)`
                    : ""
                }.`
              : "Escolha o prato que recebe este preço."}
          </p>
          <Button
            variant="outline"
            disabled={!dish || update.isPending || saved === signature}
            onClick={onSave}
            className="w-full sm:w-auto sm:justify-self-start"
          >
            {saved === signature ? <Check aria-hidden className="text-leaf" /> : <Save aria-hidden />}
            {saved === signature ? "Salvo no prato" : update.isPending ? "Salvando…" : "Salvar no prato"}
          </Button>
        </>
      )}
    </section>
  );
}
