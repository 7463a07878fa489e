import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useId } from "react";
import { useForm } from "react-hook-form";
import { centsToInput, formatDay } from "../../../common/format";
import { averageTicketOf, type DayMetrics } from "../../../common/metrics";
import { brazilDate } from "../../../common/week";
import { messageFor } from "../../lib/api";
import { Button } from "../../ui/Button";
import { Field, fieldA11y } from "../../ui/Field";
import { Input } from "../../ui/Input";
import { toast } from "../../ui/useToast";
import { useSaveDay } from "./api/saveDay";
import { type MetricsFormInput, type MetricsFormOutput, metricsFormSchema } from "./metricsForm";

/** A field laid on its row's shared tracks (label, input, hint), so the row's inputs line up. */
const ALIGNED = "row-span-3 grid-rows-subgrid";

function valuesOf(day: DayMetrics | null): MetricsFormInput {
  if (!day) {
    return {
      date: brazilDate(new Date()),
      totalSales: "",
      orderCount: "",
      averageTicket: "",
      repeatCustomers: "",
      rating: "",
    };
  }
  return {
    date: day.date,
    totalSales: centsToInput(day.totalSales),
    orderCount: String(day.orderCount),
    // A ticket the server computed stays blank, so it is computed again from the corrected figures.
    averageTicket:
      day.averageTicket === null || day.averageTicket === averageTicketOf(day.totalSales, day.orderCount)
        ? ""
        : centsToInput(day.averageTicket),
    repeatCustomers: String(day.repeatCustomers),
    rating: day.rating === null ? "" : String(day.rating).replace(".", ","),
  };
}

/** Records or corrects one day's figures (SPEC §3 analytics). Remount with a new `key` to edit another day. */
export function MetricsEntryForm({
  editing,
  recordedDates,
  onDone,
}: {
  editing: DayMetrics | null;
  recordedDates: ReadonlySet<string>;
  onDone: () => void;
}) {
  const save = useSaveDay();
  const uid = useId();
  const id = (name: string) => `${uid}-${name}`;
  const form = useForm<MetricsFormInput, unknown, MetricsFormOutput>({
    resolver: zodResolver(metricsFormSchema),
    defaultValues: valuesOf(editing),
  });
  const { errors } = form.formState;
  const date = form.watch("date");
  const replaces = !editing && recordedDates.has(date);

  // Editing starts from the list below the form: bring the form to the owner.
  useEffect(() => {
    if (editing) form.setFocus("totalSales");
  }, [editing, form]);

  const submit = form.handleSubmit(({ date, ...figures }) =>
    save.mutate(
      { date, figures },
      {
        onSuccess: () => {
          toast({
            title: "Números salvos!",
            description: `Dia ${formatDay(date)} registrado.`,
            variant: "success",
          });
          form.reset(valuesOf(null));
          onDone();
        },
        onError: (error) =>
          toast({
            title: "Erro",
            description: messageFor(error, "Não foi possível salvar os números. Tente de novo."),
            variant: "destructive",
          }),
      },
    ),
  );

  const text = (name: Exclude<keyof MetricsFormInput, "date">, mode: "decimal" | "numeric") => ({
    ...fieldA11y(id(name), errors[name]?.message),
    ...form.register(name),
    inputMode: mode,
    autoComplete: "off",
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-label="Registrar números do dia">
      <p className="text-sm font-semibold text-ink">
        {editing ? `Corrigir os números de ${formatDay(editing.date)}` : "Registrar os números de um dia"}
      </p>
      {/*
        Each field is a subgrid of three rows (label, input, hint): a label that
        takes two lines on a phone ("Clientes que voltaram") or a hint under one
        input no longer puts the inputs side by side at different heights (issue 30).
      */}
      <div className="grid grid-cols-2 gap-x-3 gap-y-1.5">
        <Field
          id={id("date")}
          label="Data"
          error={errors.date?.message}
          hint={replaces ? "Esse dia já tem números: salvar substitui." : undefined}
          className={`col-span-2 sm:col-span-1 ${ALIGNED}`}
        >
          <Input
            {...fieldA11y(id("date"), errors.date?.message)}
            {...form.register("date")}
            type="date"
            // Chromium draws a date input a few pixels taller than a text one: the same height as its neighbours.
            className="h-11"
            max={brazilDate(new Date())}
          />
        </Field>
        <Field
          id={id("totalSales")}
          label="Vendas do dia (R$)"
          error={errors.totalSales?.message}
          className={`col-span-2 sm:col-span-1 ${ALIGNED}`}
        >
          <Input {...text("totalSales", "decimal")} placeholder="1.250,00" />
        </Field>
        <Field id={id("orderCount")} label="Pedidos" error={errors.orderCount?.message} className={ALIGNED}>
          <Input {...text("orderCount", "numeric")} placeholder="42" />
        </Field>
        <Field
          id={id("averageTicket")}
          label="Ticket médio (R$)"
          error={errors.averageTicket?.message}
          hint="Vazio: calculamos"
          className={ALIGNED}
        >
          <Input {...text("averageTicket", "decimal")} placeholder="Automático" />
        </Field>
        <Field
          id={id("repeatCustomers")}
          label="Clientes que voltaram"
          error={errors.repeatCustomers?.message}
          className={ALIGNED}
        >
          <Input {...text("repeatCustomers", "numeric")} placeholder="0" />
        </Field>
        <Field
          id={id("rating")}
          label="Nota no app (0 a 5)"
          error={errors.rating?.message}
          className={ALIGNED}
        >
          <Input {...text("rating", "decimal")} placeholder="4,8" />
        </Field>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {editing ? (
          <Button variant="outline" onClick={onDone}>
            Cancelar edição
          </Button>
        ) : null}
        <Button type="submit" variant="success" disabled={save.isPending}>
          {save.isPending ? "Salvando..." : "Salvar números"}
        </Button>
      </div>
    </form>
  );
}
