import { useEffect, useId, useState } from "react";
import { formatBrazilianPhone } from "../../../common/brazilianPhone";
import {
  RESTAURANT_CLAIM_KEYS,
  RESTAURANT_CLAIMS,
  type RestaurantClaim,
} from "../../../common/restaurantFacts";
import { restaurantFactsInputSchema } from "../../../common/restaurantFactsInput";
import { messageFor } from "../../lib/api";
import { Button } from "../../ui/Button";
import { Field, fieldA11y } from "../../ui/Field";
import { Input } from "../../ui/Input";
import { toast } from "../../ui/useToast";
import { useRestaurantFacts, useSaveRestaurantFacts } from "./api/restaurantFacts";

type FormState = {
  contactWhatsapp: string;
  contactPhone: string;
  contactEmail: string;
  confirmedClaims: RestaurantClaim[];
  reviewReplyDays: string;
};

/**
 * The owner's own facts (issue 28): the channels replies may offer (only
 * these, by value), the claims texts may make, and the days the delivery app
 * gives to answer a review. Shown in "Settings" to the owner.
 */
export function RestaurantFactsForm({ refreshes = [] }: { refreshes?: readonly (readonly unknown[])[] }) {
  const id = useId();
  const facts = useRestaurantFacts();
  const save = useSaveRestaurantFacts(refreshes);
  const [form, setForm] = useState<FormState | null>(null);
  const [errors, setErrors] = useState<Partial<Record<keyof FormState, string>>>({});

  useEffect(() => {
    if (facts.data && form === null) {
      setForm({
        contactWhatsapp: facts.data.contactWhatsapp ? formatBrazilianPhone(facts.data.contactWhatsapp) : "",
        contactPhone: facts.data.contactPhone ? formatBrazilianPhone(facts.data.contactPhone) : "",
        contactEmail: facts.data.contactEmail ?? "",
        confirmedClaims: facts.data.confirmedClaims,
        reviewReplyDays: String(facts.data.reviewReplyDays),
      });
    }
  }, [facts.data, form]);

  if (!form)
    return facts.isError ? <p className="text-danger">Não foi possível carregar os contatos.</p> : null;

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!form) return;
    const parsed = restaurantFactsInputSchema.safeParse({
      ...form,
      reviewReplyDays: Number(form.reviewReplyDays),
    });
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as keyof FormState] ??= issue.message;
      return setErrors(next);
    }
    setErrors({});
    save.mutate(
      { ...form, reviewReplyDays: Number(form.reviewReplyDays) },
      {
        onSuccess: () =>
          toast({ title: "Sucesso!", description: "Contatos e prazo salvos.", variant: "success" }),
        onError: (e) =>
          toast({
            title: "Erro",
            description: messageFor(e, "Não foi possível salvar."),
            variant: "destructive",
          }),
      },
    );
  }

  const text = (key: "contactWhatsapp" | "contactPhone" | "contactEmail", label: string, phone: boolean) => (
    <Field id={`${id}-${key}`} label={label} error={errors[key]}>
      <Input
        {...fieldA11y(`${id}-${key}`, errors[key])}
        value={form[key]}
        inputMode={phone ? "tel" : "email"}
        autoComplete={phone ? "tel" : "email"}
        placeholder={phone ? "(11) 98765-4321" : "contato@restaurante.com"}
        onChange={(e) =>
          setForm({ ...form, [key]: phone ? formatBrazilianPhone(e.target.value) : e.target.value })
        }
      />
    </Field>
  );

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Contatos e informações do restaurante"
      className="mx-auto grid w-full max-w-xl gap-4 rounded-xl border border-line bg-white p-4"
    >
      <div>
        <h3 className="text-lg font-semibold text-ink">Contatos e informações para os textos</h3>
        <p className="text-sm text-muted">
          As respostas às avaliações só oferecem os contatos que você informar aqui. Deixe em branco o que não
          tiver.
        </p>
      </div>
      {text("contactWhatsapp", "WhatsApp da loja", true)}
      {text("contactPhone", "Telefone da loja", true)}
      {text("contactEmail", "Email para clientes", false)}
      <fieldset className="grid gap-2">
        <legend className="text-sm font-medium text-ink">O que é verdade no seu restaurante</legend>
        <p className="text-xs text-muted">Os textos só dizem isso se você marcar.</p>
        {RESTAURANT_CLAIM_KEYS.map((claim) => (
          <label key={claim} className="flex min-h-11 items-center gap-3 text-sm text-ink">
            <input
              type="checkbox"
              className="size-5"
              checked={form.confirmedClaims.includes(claim)}
              onChange={(e) =>
                setForm({
                  ...form,
                  confirmedClaims: e.target.checked
                    ? [...form.confirmedClaims, claim]
                    : form.confirmedClaims.filter((c) => c !== claim),
                })
              }
            />
            {RESTAURANT_CLAIMS[claim].label}
          </label>
        ))}
      </fieldset>
      <Field
        id={`${id}-days`}
        label="Prazo para responder avaliações (dias)"
        error={errors.reviewReplyDays}
        hint="O iFood dá 5 dias. O prazo vai até 23:59 (horário de Brasília) do último dia."
      >
        <Input
          {...fieldA11y(`${id}-days`, errors.reviewReplyDays)}
          type="number"
          min={1}
          max={30}
          inputMode="numeric"
          value={form.reviewReplyDays}
          onChange={(e) => setForm({ ...form, reviewReplyDays: e.target.value })}
        />
      </Field>
      <div>
        <Button type="submit" disabled={save.isPending}>
          Salvar contatos e prazo
        </Button>
      </div>
    </form>
  );
}
