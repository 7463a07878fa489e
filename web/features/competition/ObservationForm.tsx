import { type FormEvent, useId, useState } from "react";
import { messageFor } from "../../lib/api";
import { Button } from "../../ui/Button";
import { Field } from "../../ui/Field";
import { Input, Textarea } from "../../ui/Input";
import { toast } from "../../ui/useToast";
import { useAddObservation } from "./api/addObservation";

/** What the owner saw on the rival's page today, and in which context (prices change with place and Clube). */
export function ObservationForm({ rivalId }: { rivalId: number }) {
  const id = useId();
  const [rating, setRating] = useState("");
  const [fee, setFee] = useState("");
  const [minutes, setMinutes] = useState("");
  const [minimum, setMinimum] = useState("");
  const [promotions, setPromotions] = useState("");
  const [place, setPlace] = useState("");
  const [withClub, setWithClub] = useState(false);
  const add = useAddObservation();

  function submit(event: FormEvent) {
    event.preventDefault();
    const ratingNumber = rating.trim() ? Number(rating.replace(",", ".")) : null;
    const minutesNumber = minutes.trim() ? Number(minutes) : null;
    add.mutate(
      {
        rivalId,
        rating: ratingNumber,
        deliveryFee: fee || null,
        deliveryMinutes: minutesNumber,
        minimumOrder: minimum || null,
        promotions: promotions || null,
        place: place || null,
        withClub,
      },
      {
        onSuccess: () => {
          toast({ title: "Observação registrada", variant: "success" });
          setPromotions("");
        },
      },
    );
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Registrar observação"
      className="grid gap-3 sm:grid-cols-3"
    >
      <Field id={`${id}-rating`} label="Nota">
        <Input
          id={`${id}-rating`}
          inputMode="decimal"
          placeholder="4,7"
          value={rating}
          onChange={(e) => setRating(e.target.value)}
        />
      </Field>
      <Field id={`${id}-fee`} label="Taxa de entrega">
        <Input
          id={`${id}-fee`}
          inputMode="decimal"
          placeholder="6,99"
          value={fee}
          onChange={(e) => setFee(e.target.value)}
        />
      </Field>
      <Field id={`${id}-min`} label="Tempo (min)">
        <Input
          id={`${id}-min`}
          inputMode="numeric"
          placeholder="45"
          value={minutes}
          onChange={(e) => setMinutes(e.target.value)}
        />
      </Field>
      <Field id={`${id}-minimum`} label="Pedido mínimo">
        <Input
          id={`${id}-minimum`}
          inputMode="decimal"
          placeholder="30,00"
          value={minimum}
          onChange={(e) => setMinimum(e.target.value)}
        />
      </Field>
      <Field id={`${id}-place`} label="CEP ou bairro onde viu">
        <Input id={`${id}-place`} value={place} onChange={(e) => setPlace(e.target.value)} />
      </Field>
      <label className="flex min-h-11 items-center gap-2 self-end text-sm text-ink">
        <input
          type="checkbox"
          checked={withClub}
          onChange={(e) => setWithClub(e.target.checked)}
          className="size-5"
        />
        Visto com Clube ou cupom
      </label>
      <Field id={`${id}-promo`} label="Promoções ativas" className="sm:col-span-3">
        <Textarea
          id={`${id}-promo`}
          rows={2}
          value={promotions}
          onChange={(e) => setPromotions(e.target.value)}
        />
      </Field>
      {add.isError ? (
        <p role="alert" className="text-sm text-danger sm:col-span-3">
          {messageFor(add.error, "Não deu para registrar. Tente de novo.")}
        </p>
      ) : null}
      <div className="sm:col-span-3">
        <Button type="submit" variant="outline" disabled={add.isPending}>
          Registrar observação
        </Button>
      </div>
    </form>
  );
}
