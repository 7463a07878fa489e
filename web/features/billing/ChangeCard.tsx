import { zodResolver } from "@hookform/resolvers/zod";
import { CreditCard } from "lucide-react";
import { useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { Link } from "wouter";
import { type Card as CardData, type CardInput, cardSchema } from "../../../common/billing";
import { ApiError, messageFor } from "../../lib/api";
import { Button } from "../../ui/Button";
import { Card, CardTitle } from "../../ui/Card";
import { toast } from "../../ui/useToast";
import { useChangeCard } from "./api/changeCard";
import { CardFields } from "./CardFields";
import { cardLabel } from "./cardLabel";
import { EMPTY_CARD } from "./PaymentForm";

const CARD_FAILED = "Não foi possível trocar o cartão agora. Tente novamente.";

function CardForm({ onDone }: { onDone: () => void }) {
  const change = useChangeCard();
  const form = useForm<CardInput, unknown, CardData>({
    resolver: zodResolver(cardSchema),
    defaultValues: EMPTY_CARD,
  });

  async function save(card: CardData) {
    try {
      const saved = await change.mutateAsync(card);
      toast({
        title: "Cartão atualizado",
        description: `As próximas cobranças vão para o ${cardLabel(saved.cardBrand, saved.cardLast4) ?? "novo cartão"}.`,
        variant: "success",
      });
      onDone();
    } catch (error) {
      const message = messageFor(error, CARD_FAILED);
      // The gateway refused this card (SPEC §8's message): it belongs to the number field.
      if (error instanceof ApiError && error.status === 402) form.setError("cardNumber", { message });
      toast({ title: "Cartão não atualizado", description: message, variant: "destructive" });
    }
  }

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(save)} className="grid gap-4" aria-label="Novo cartão">
        <CardFields disabled={change.isPending} />
        <p className="text-sm text-muted">Verificamos o cartão sem cobrar nada.</p>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? "Verificando cartão..." : "Salvar cartão"}
          </Button>
          <Button variant="outline" onClick={onDone} disabled={change.isPending}>
            Manter o atual
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}

/**
 * Minha conta's card: brand and last four, and "Trocar cartão" (issue 17 item 4).
 * An account without a card yet registers it through the checkout of its
 * plan, which says what today costs and starts the trial with the card.
 */
export function ChangeCard({
  brand,
  last4,
  planId,
}: {
  brand: string | null;
  last4: string | null;
  planId?: number | undefined;
}) {
  const [editing, setEditing] = useState(false);
  const label = cardLabel(brand, last4);
  return (
    <Card className="grid gap-3">
      <CardTitle className="flex items-center gap-2">
        <CreditCard className="size-5 text-primary" aria-hidden />
        Cartão
      </CardTitle>
      <p className="text-ink">{label ?? "Nenhum cartão cadastrado."}</p>
      {!label && planId ? (
        <Button asChild variant="outline" className="justify-self-start">
          <Link href={`/checkout/${planId}`}>Cadastrar cartão</Link>
        </Button>
      ) : editing ? (
        <CardForm onDone={() => setEditing(false)} />
      ) : (
        <Button variant="outline" className="justify-self-start" onClick={() => setEditing(true)}>
          {label ? "Trocar cartão" : "Cadastrar cartão"}
        </Button>
      )}
    </Card>
  );
}
