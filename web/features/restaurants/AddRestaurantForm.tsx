import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { type SaveRestaurant, saveRestaurantSchema } from "../../../common/restaurant";
import { CATEGORY_OPTIONS } from "../../../common/restaurantCategories";
import type { z } from "../../../common/zod";
import { messageFor } from "../../lib/api";
import { Button } from "../../ui/Button";
import { Field, fieldA11y } from "../../ui/Field";
import { Input, Select } from "../../ui/Input";
import { toast } from "../../ui/useToast";
import { useAddRestaurant } from "./api/addRestaurant";

type FormInput = z.input<typeof saveRestaurantSchema>;

/** Name and category of one more store; the server refuses it past the plan's limit. */
export function AddRestaurantForm({ onAdded }: { onAdded: () => void }) {
  const id = useId();
  const add = useAddRestaurant();
  const form = useForm<FormInput, unknown, SaveRestaurant>({
    resolver: zodResolver(saveRestaurantSchema),
    defaultValues: { name: "", type: "" },
  });
  const { errors } = form.formState;
  const ids = { name: `${id}-name`, type: `${id}-type`, failure: `${id}-failure` };

  async function save(input: SaveRestaurant) {
    try {
      const created = await add.mutateAsync(input);
      toast({
        title: "Restaurante adicionado!",
        description: `Agora você está em ${created.name}.`,
        variant: "success",
      });
      onAdded();
    } catch (error) {
      form.setError("root", {
        message: messageFor(error, "Não foi possível adicionar o restaurante. Tente novamente."),
      });
    }
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(save)} className="grid gap-4">
      <Field id={ids.name} label="Nome do restaurante" error={errors.name?.message}>
        <Input {...fieldA11y(ids.name, errors.name?.message)} {...form.register("name")} maxLength={120} />
      </Field>
      <Field id={ids.type} label="Categoria" error={errors.type?.message}>
        <Select {...fieldA11y(ids.type, errors.type?.message)} {...form.register("type")}>
          <option value="">Selecione</option>
          {CATEGORY_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </Field>
      {errors.root?.message ? (
        <p id={ids.failure} role="alert" className="text-sm text-danger">
          {errors.root.message}
        </p>
      ) : null}
      <Button type="submit" disabled={add.isPending}>
        {add.isPending ? "Adicionando..." : "Adicionar restaurante"}
      </Button>
    </form>
  );
}
