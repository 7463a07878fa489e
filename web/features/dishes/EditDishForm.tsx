import { zodResolver } from "@hookform/resolvers/zod";
import { Check, X } from "lucide-react";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { type Dish, type DishPatch, type DishPatchInput, dishPatchSchema } from "../../../common/dishes";
import { Button } from "../../ui/Button";
import { Field, fieldA11y } from "../../ui/Field";
import { Input, Textarea } from "../../ui/Input";
import { toast } from "../../ui/useToast";
import { useUpdateDish } from "./api/updateDish";

/** "29.90" as people type it: "29,90". */
const typedPrice = (price: string | null) => (price ? price.replace(".", ",") : "");

/**
 * Edits a dish in place (issue 30): name, price, description and category,
 * with the same rules as adding one. A blank description or category clears it.
 */
export function EditDishForm({ dish, onDone }: { dish: Dish; onDone: () => void }) {
  const update = useUpdateDish();
  const uid = useId();
  const id = (name: string) => `${uid}-${name}`;
  const form = useForm<DishPatch, unknown, DishPatchInput>({
    resolver: zodResolver(dishPatchSchema),
    defaultValues: {
      name: dish.name,
      price: typedPrice(dish.price),
      description: dish.description ?? "",
      category: dish.category ?? "",
    },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((patch) =>
    update.mutate(
      { id: dish.id, ...patch },
      {
        onSuccess: (saved) => {
          toast({ title: "Prato atualizado!", description: saved.name, variant: "success" });
          onDone();
        },
        onError: (error) =>
          toast({
            title: "Erro",
            description: error.message.startsWith("404")
              ? "Este prato não existe mais."
              : "Não foi possível salvar o prato",
            variant: "destructive",
          }),
      },
    ),
  );

  return (
    <form noValidate onSubmit={submit} className="grid gap-3" aria-label={`Editar ${dish.name}`}>
      <Field id={id("name")} label="Nome do prato" error={errors.name?.message}>
        <Input
          {...fieldA11y(id("name"), errors.name?.message)}
          {...form.register("name")}
          autoComplete="off"
        />
      </Field>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id={id("price")} label="Preço (R$)" error={errors.price?.message}>
          <Input
            {...fieldA11y(id("price"), errors.price?.message)}
            {...form.register("price")}
            inputMode="decimal"
            autoComplete="off"
          />
        </Field>
        <Field id={id("category")} label="Categoria (opcional)" error={errors.category?.message}>
          <Input
            {...fieldA11y(id("category"), errors.category?.message)}
            {...form.register("category")}
            placeholder="Ex.: Pizzas"
            autoComplete="off"
          />
        </Field>
      </div>
      <Field id={id("description")} label="Descrição (opcional)" error={errors.description?.message}>
        <Textarea
          {...fieldA11y(id("description"), errors.description?.message)}
          {...form.register("description")}
          rows={3}
        />
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={update.isPending} className="flex-1 sm:flex-none">
          <Check aria-hidden />
          {update.isPending ? "Salvando…" : "Salvar alterações"}
        </Button>
        <Button variant="outline" onClick={onDone} className="flex-1 sm:flex-none">
          <X aria-hidden />
          Cancelar
        </Button>
      </div>
    </form>
  );
}
