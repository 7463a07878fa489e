import { zodResolver } from "@hookform/resolvers/zod";
import { Plus } from "lucide-react";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { newDishSchema } from "../../../common/dishes";
import type { z } from "../../../common/zod";
import { Button } from "../../ui/Button";
import { Field, fieldA11y } from "../../ui/Field";
import { Input, Textarea } from "../../ui/Input";
import { toast } from "../../ui/useToast";
import { useAddDish } from "./api/addDish";

type DishInput = z.input<typeof newDishSchema>;
type DishOutput = z.output<typeof newDishSchema>;

/** SPEC §5 add dish: non-empty name and price; the price may be typed "29,90" or "29.90". */
export function AddDishForm() {
  const add = useAddDish();
  const uid = useId();
  const id = (name: string) => `${uid}-${name}`;
  const form = useForm<DishInput, unknown, DishOutput>({
    resolver: zodResolver(newDishSchema),
    defaultValues: { name: "", price: "", description: "" },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((dish) =>
    add.mutate(dish, {
      onSuccess: () => {
        toast({ title: "Prato adicionado!", description: dish.name, variant: "success" });
        form.reset();
        form.setFocus("name");
      },
      onError: () =>
        toast({ title: "Erro", description: "Não foi possível adicionar o prato", variant: "destructive" }),
    }),
  );

  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-label="Adicionar prato">
      <Field id={id("name")} label="Nome do prato" error={errors.name?.message}>
        <Input
          {...fieldA11y(id("name"), errors.name?.message)}
          {...form.register("name")}
          placeholder="Ex.: Pizza Margherita"
          autoComplete="off"
        />
      </Field>
      <Field id={id("price")} label="Preço (R$)" error={errors.price?.message}>
        <Input
          {...fieldA11y(id("price"), errors.price?.message)}
          {...form.register("price")}
          inputMode="decimal"
          placeholder="29,90"
          autoComplete="off"
        />
      </Field>
      <Field
        id={id("description")}
        label="Descrição (opcional)"
        error={errors.description?.message}
        hint="Pratos com descrição vendem mais. O gerador de conteúdo ajuda."
      >
        <Textarea
          {...fieldA11y(id("description"), errors.description?.message)}
          {...form.register("description")}
          rows={3}
        />
      </Field>
      <Button type="submit" disabled={add.isPending}>
        <Plus aria-hidden />
        {add.isPending ? "Adicionando..." : "Adicionar prato"}
      </Button>
    </form>
  );
}
