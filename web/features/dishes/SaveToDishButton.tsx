import { Check, Save } from "lucide-react";
import { useState } from "react";
import { DISH_DESCRIPTION_MAX, type Dish } from "../../../common/dishes";
import { Button } from "../../ui/Button";
import { toast } from "../../ui/useToast";
import { useDishes } from "./api/dishes";
import { useUpdateDish } from "./api/updateDish";
import { dishNamed, withDishName } from "./dishNamed";

/**
 * "Salvar no prato" under a generated description, shown only when the name it
 * was written for is one of the restaurant's dishes: the text becomes that
 * dish's description (replacing the one it had).
 */
export function SaveToDishButton({ dishName, description }: { dishName: string; description: string }) {
  const dishes = useDishes();
  const save = useUpdateDish();
  const [savedText, setSavedText] = useState<string | null>(null);
  const dish = dishNamed(dishes.data, dishName);
  if (!dish) return null;
  const text = withDishName(description, dishName, dish.name);

  const saved = savedText === text && dish.description === text;
  const tooLong = text.length > DISH_DESCRIPTION_MAX;

  function onSave(target: Dish) {
    save.mutate(
      { id: target.id, description: text },
      {
        onSuccess: () => {
          setSavedText(text);
          toast({ title: "Descrição salva no prato!", description: target.name, variant: "success" });
        },
        onError: () =>
          toast({
            title: "Erro",
            description: "Não foi possível salvar a descrição",
            variant: "destructive",
          }),
      },
    );
  }

  return (
    <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg bg-white p-3">
      <p className="min-w-0 flex-1 basis-48 text-sm text-muted">
        <span className="font-semibold wrap-anywhere text-ink">{dish.name}</span> está nos seus pratos.{" "}
        {tooLong
          ? `Este texto passa de ${DISH_DESCRIPTION_MAX} caracteres: gere outro para salvar.`
          : dish.description && !saved
            ? "Salvar troca a descrição atual."
            : null}
      </p>
      <Button
        variant="outline"
        className="w-full sm:w-auto"
        disabled={saved || tooLong || save.isPending}
        onClick={() => onSave(dish)}
      >
        {saved ? <Check aria-hidden className="text-leaf" /> : <Save aria-hidden />}
        {saved ? "Salvo no prato" : save.isPending ? "Salvando…" : "Salvar no prato"}
      </Button>
    </div>
  );
}
