import { zodResolver } from "@hookform/resolvers/zod";
import type { QueryKey } from "@tanstack/react-query";
import { ImageUp, Store, Trash2 } from "lucide-react";
import { type ChangeEvent, useId, useState } from "react";
import { useForm } from "react-hook-form";
import {
  ONBOARDING_MESSAGE,
  type Restaurant,
  type SaveRestaurant,
  saveRestaurantSchema,
} from "../../../common/restaurant";
import { CATEGORY_OPTIONS } from "../../../common/restaurantCategories";
import type { z } from "../../../common/zod";
import { ApiError, messageFor } from "../../lib/api";
import { Button } from "../../ui/Button";
import { Card } from "../../ui/Card";
import { Field, fieldA11y } from "../../ui/Field";
import { Input, Select } from "../../ui/Input";
import { toast } from "../../ui/useToast";
import { useSaveRestaurant } from "./api/saveRestaurant";
import { readLogoFile } from "./logoFile";

type FormInput = z.input<typeof saveRestaurantSchema>;

/**
 * SPEC §2/§4 onboarding: name, category and an optional logo. The same form,
 * filled with the current values, is the dashboard's "Settings".
 */
export function OnboardingForm({
  current,
  onSaved,
  onCancel,
  refreshes,
}: {
  current: Restaurant | null;
  onSaved: () => void;
  onCancel?: (() => void) | undefined;
  /** The keys of the other areas' reads that a saved restaurant makes stale (the page knows them). */
  refreshes?: readonly QueryKey[];
}) {
  const save = useSaveRestaurant(refreshes);
  const ids = { name: useId(), type: useId(), logo: useId(), missing: useId() };
  const [readingLogo, setReadingLogo] = useState(false);
  const form = useForm<FormInput, unknown, SaveRestaurant>({
    resolver: zodResolver(saveRestaurantSchema),
    defaultValues: { name: current?.name ?? "", type: current?.type ?? "", logoUrl: current?.logoUrl ?? "" },
  });
  const { errors } = form.formState;
  const logoUrl = form.watch("logoUrl");

  // Both required fields share one message (SPEC §5): say it once, mark both fields.
  const missing = errors.name?.message === ONBOARDING_MESSAGE || errors.type?.message === ONBOARDING_MESSAGE;
  const ownError = (message: string | undefined) => (message === ONBOARDING_MESSAGE ? undefined : message);
  const a11y = (id: string, message: string | undefined) =>
    message === ONBOARDING_MESSAGE
      ? { id, "aria-invalid": true, "aria-describedby": ids.missing }
      : fieldA11y(id, message);

  async function chooseLogo(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    setReadingLogo(true);
    const reading = await readLogoFile(file);
    setReadingLogo(false);
    if (reading.ok) {
      form.clearErrors("logoUrl");
      form.setValue("logoUrl", reading.dataUrl, { shouldDirty: true });
    } else {
      form.setError("logoUrl", { message: reading.message });
    }
  }

  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => {
        toast({ title: "Sucesso!", description: "Dados do restaurante salvos.", variant: "success" });
        onSaved();
      },
      onError: (error) => {
        toast({ title: "Erro", description: "Falha ao salvar dados do restaurante", variant: "destructive" });
        // A refused logo or name is worth saying where it happened.
        if (error instanceof ApiError && error.status < 500) {
          const field = /logo/i.test(error.bodyText) ? "logoUrl" : "root";
          form.setError(field, { message: messageFor(error, "Confira os dados e tente de novo.") });
        }
      },
    }),
  );

  return (
    <Card className="mx-auto w-full max-w-xl">
      <form noValidate onSubmit={submit} className="grid gap-5">
        <Field id={ids.name} label="Nome do restaurante" error={ownError(errors.name?.message)}>
          <Input
            {...a11y(ids.name, errors.name?.message)}
            {...form.register("name")}
            autoComplete="organization"
            placeholder="Ex.: Pizzaria da Ana"
          />
        </Field>
        <Field id={ids.type} label="Categoria" error={ownError(errors.type?.message)}>
          <Select {...a11y(ids.type, errors.type?.message)} {...form.register("type")}>
            <option value="">Escolha a categoria</option>
            {CATEGORY_OPTIONS.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </Select>
        </Field>
        <Field id={ids.logo} label="Logo (opcional)" hint="PNG, JPG até 5MB" error={errors.logoUrl?.message}>
          <div className="flex flex-wrap items-center gap-3">
            <span className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-xl border border-line bg-surface">
              {logoUrl ? (
                <img src={logoUrl} alt="Logo escolhido" className="size-full object-cover" />
              ) : (
                <Store className="size-7 text-muted" aria-hidden />
              )}
            </span>
            <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-line bg-white px-4 text-sm font-semibold text-ink focus-within:outline-3 focus-within:outline-primary hover:bg-primary-soft">
              <ImageUp className="size-4" aria-hidden />
              {logoUrl ? "Trocar logo" : "Escolher logo"}
              <input
                {...fieldA11y(ids.logo, errors.logoUrl?.message)}
                aria-describedby={errors.logoUrl ? `${ids.logo}-error` : `${ids.logo}-hint`}
                type="file"
                accept="image/png,image/jpeg,image/webp"
                className="sr-only"
                onChange={chooseLogo}
                disabled={readingLogo}
              />
            </label>
            {logoUrl ? (
              <Button
                variant="ghost"
                onClick={() => form.setValue("logoUrl", "", { shouldDirty: true })}
                aria-label="Remover logo"
              >
                <Trash2 aria-hidden />
                Remover
              </Button>
            ) : null}
          </div>
        </Field>
        {missing ? (
          <p id={ids.missing} role="alert" className="rounded-xl bg-danger-soft p-3 text-sm text-danger">
            {ONBOARDING_MESSAGE}
          </p>
        ) : null}
        {errors.root?.message ? (
          <p role="alert" className="rounded-xl bg-danger-soft p-3 text-sm text-danger">
            {errors.root.message}
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          {onCancel ? (
            <Button variant="outline" onClick={onCancel}>
              Cancelar
            </Button>
          ) : null}
          <Button type="submit" disabled={save.isPending || readingLogo}>
            {save.isPending ? "Salvando..." : "Salvar restaurante"}
          </Button>
        </div>
      </form>
    </Card>
  );
}
