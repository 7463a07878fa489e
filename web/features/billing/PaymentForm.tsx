import { zodResolver } from "@hookform/resolvers/zod";
import { ShieldCheck } from "lucide-react";
import { FormProvider, useForm } from "react-hook-form";
import { checkoutSchema } from "../../../common/billing";
import { REFUND_GUARANTEE_DAYS } from "../../../common/constants";
import { formatUsdFromCents } from "../../../common/format";
import type { Plan } from "../../../common/plans";
import { TRIAL_CARD_LINE } from "../../../common/trialCopy";
import type { z } from "../../../common/zod";
import { Button } from "../../ui/Button";
import type { CheckoutRequest } from "./api/payCheckout";
import { CardFields } from "./CardFields";
import { type ChargeTerms, isTrialStart, todayLine } from "./checkoutTerms";
import { TrialUsedNotice } from "./TrialUsedNotice";

export type PaymentFormInput = z.input<typeof checkoutSchema>;

export const EMPTY_CARD = { cardNumber: "", cardExpiry: "", cardCvc: "", cardholderName: "" };

/**
 * The checkout's card form (SPEC §4/§5). The pay button stays disabled until
 * there is a card number and a cardholder name.
 */
export function PaymentForm({
  plan,
  terms,
  defaultValues,
  onPay,
}: {
  plan: Plan;
  /** What this account pays today (GET /api/billing/checkout-preview); without it, the plan's price today. */
  terms?: ChargeTerms | undefined;
  defaultValues?: PaymentFormInput | undefined;
  /** Gets the parsed input to send and what was typed, to show again after "Tentar Novamente". */
  onPay: (input: CheckoutRequest, typed: PaymentFormInput) => void;
}) {
  const form = useForm<PaymentFormInput, unknown, CheckoutRequest>({
    resolver: zodResolver(checkoutSchema),
    defaultValues: { ...EMPTY_CARD, ...defaultValues, planId: plan.id },
  });
  const [cardNumber, cardholderName] = form.watch(["cardNumber", "cardholderName"]);
  const ready = !!cardNumber?.trim() && !!cardholderName?.trim();
  const price = formatUsdFromCents(plan.price);
  const trial = terms ? isTrialStart(terms) : false;

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={form.handleSubmit((input) => onPay(input, form.getValues()))}
        className="grid gap-5"
        aria-label="Pagamento"
      >
        {terms?.trialUsed ? <TrialUsedNotice message={terms.trialUsed} /> : null}
        <CardFields />
        <div className="grid gap-2">
          {terms ? (
            <p className="rounded-lg bg-leaf-soft px-3 py-2 text-center font-semibold text-ink">
              {todayLine(terms)}
            </p>
          ) : null}
          <Button type="submit" size="lg" disabled={!ready}>
            {trial ? "Começar 7 dias grátis" : `Pagar ${price}`}
          </Button>
          <p className="flex items-start gap-2 text-sm text-muted">
            <ShieldCheck className="mt-0.5 size-4 shrink-0 text-leaf" aria-hidden />
            <span>
              {trial
                ? `${TRIAL_CARD_LINE} Depois ${price}/mês no plano ${plan.name}.`
                : `Cobrança de ${price} hoje e a cada mês no plano ${plan.name}. Cancele quando quiser; em até ${REFUND_GUARANTEE_DAYS} dias da primeira cobrança devolvemos o valor.`}
            </span>
          </p>
        </div>
      </form>
    </FormProvider>
  );
}
