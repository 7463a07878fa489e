import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useState } from "react";
import { Controller, FormProvider, type Path, useForm } from "react-hook-form";
import { Link } from "wouter";
import { useHistoryState } from "wouter/use-browser-location";
import { trialSchema } from "../../../common/billing";
import { TRIAL_DAYS } from "../../../common/constants";
import type { ErrorBody } from "../../../common/errors";
import { formatUsdFromCents } from "../../../common/format";
import { NEW_PASSWORD_HINT } from "../../../common/passwordRule";
import type { Plan } from "../../../common/plans";
import type { z } from "../../../common/zod";
import { TermsConsent } from "../../layout/TermsConsent";
import { ApiError } from "../../lib/api";
import { USER_QUERY_KEY } from "../../lib/auth";
import { PlanPicker } from "../../lib/planPicker/PlanPicker";
import type { TrialLinkState } from "../../lib/trialLink";
import { useNavigateAfter } from "../../lib/useNavigateAfter";
import { Button } from "../../ui/Button";
import { Field, fieldA11y } from "../../ui/Field";
import { Input } from "../../ui/Input";
import { PasswordInput } from "../../ui/PasswordInput";
import { toast } from "../../ui/useToast";
import { startTrial, type TrialRequest } from "./api/startTrial";
import { CardFields } from "./CardFields";
import { newTrialTerms, todayLine } from "./checkoutTerms";
import { EMPTY_CARD } from "./PaymentForm";
import { TrialUsedNotice } from "./TrialUsedNotice";
import { trialUsedMessage } from "./trialUsed";

type TrialInput = z.input<typeof trialSchema>;

/** SPEC §2: after the trial starts, the dashboard after 1.5 s. */
export const REDIRECT_AFTER_TRIAL_MS = 1500;

const EMPTY: TrialInput = {
  firstName: "",
  lastName: "",
  email: "",
  password: "",
  planId: 0,
  ...EMPTY_CARD,
};

/** The field issues of a 400 from the server (the same schema as here, so rare). */
function serverIssues(error: ApiError): ErrorBody["issues"] {
  try {
    return (JSON.parse(error.bodyText) as ErrorBody).issues;
  } catch {
    return undefined;
  }
}

/**
 * SPEC §2/§5's trial form: plan, personal data, card data. The card is
 * verified, not charged; the account is created and signed in.
 */
export function TrialForm({ onStarted }: { onStarted: () => void }) {
  const id = useId();
  const queryClient = useQueryClient();
  const navigateAfter = useNavigateAfter();
  const [chosen, setChosen] = useState<Plan | undefined>(undefined);
  const [started, setStarted] = useState(false);
  /** 409 TRIAL_USED: this card or email already had a trial; the page offers to subscribe now. */
  const [trialUsed, setTrialUsed] = useState<string | null>(null);
  const fromLink = useHistoryState<TrialLinkState>();
  const form = useForm<TrialInput, unknown, TrialRequest>({
    resolver: zodResolver(trialSchema),
    // The picker keeps a plan id it finds among the plans, else chooses the first.
    defaultValues: { ...EMPTY, planId: Number(fromLink?.planId) || 0 },
  });
  const { errors, isSubmitting } = form.formState;
  const fid = (name: keyof TrialInput) => `${id}-${name}`;
  const err = (name: keyof TrialInput) => errors[name]?.message;

  useEffect(() => {
    if (started) navigateAfter("/dashboard", REDIRECT_AFTER_TRIAL_MS);
  }, [started, navigateAfter]);

  async function submit(input: TrialRequest) {
    setTrialUsed(null);
    try {
      const { user } = await startTrial(input);
      onStarted();
      setStarted(true);
      queryClient.setQueryData(USER_QUERY_KEY, user);
      toast({
        title: "✅ Teste grátis ativado!",
        description: `Seus ${TRIAL_DAYS} dias começaram. Levando você ao painel…`,
        variant: "success",
      });
    } catch (error) {
      const used = trialUsedMessage(error);
      if (used) {
        // Not a failure to fix in a field: a second trial, said plainly, with the way on.
        setTrialUsed(used);
        toast({ title: "Teste grátis já usado", description: used });
        return;
      }
      const description =
        error instanceof ApiError ? (error.userMessage ?? "Erro no registro") : "Tente novamente";
      if (error instanceof ApiError) {
        if (error.status === 409) form.setError("email", { message: description });
        if (error.status === 402) form.setError("cardNumber", { message: description });
        for (const issue of (error.status === 400 && serverIssues(error)) || []) {
          if (issue.path in EMPTY) form.setError(issue.path as Path<TrialInput>, { message: issue.message });
        }
      }
      toast({ title: "Erro no cadastro ❌", description, variant: "destructive" });
    }
  }

  const personal = (
    name: "firstName" | "lastName" | "email",
    label: string,
    autoComplete: string,
    type = "text",
  ) => (
    <Field id={fid(name)} label={label} error={err(name)}>
      <Input
        {...fieldA11y(fid(name), err(name))}
        {...form.register(name)}
        type={type}
        autoComplete={autoComplete}
        inputMode={type === "email" ? "email" : undefined}
        aria-required
      />
    </Field>
  );

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(submit)} className="grid gap-6" aria-label="Teste grátis">
        <Controller
          control={form.control}
          name="planId"
          render={({ field }) => (
            <PlanPicker
              variant="checkout"
              value={field.value || undefined}
              onChange={(planId, plan) => {
                setChosen(plan);
                field.onChange(planId);
              }}
              disabled={started}
            />
          )}
        />
        <fieldset className="grid gap-4" disabled={started}>
          <legend className="mb-2 text-base font-semibold text-ink">Seus dados</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            {personal("firstName", "Nome", "given-name")}
            {personal("lastName", "Sobrenome", "family-name")}
          </div>
          {personal("email", "Email", "email", "email")}
          <Field id={fid("password")} label="Senha" error={err("password")} hint={NEW_PASSWORD_HINT}>
            <PasswordInput
              {...fieldA11y(fid("password"), err("password"))}
              {...form.register("password")}
              autoComplete="new-password"
              showLabel="Mostrar senha"
              hideLabel="Ocultar senha"
              aria-required
            />
          </Field>
        </fieldset>
        <CardFields disabled={started} />
        {trialUsed ? (
          <TrialUsedNotice message={trialUsed}>
            <Link
              href={`/checkout/${form.getValues("planId") || chosen?.id || ""}`}
              className="justify-self-start font-semibold text-primary underline underline-offset-4"
            >
              Assinar agora, sem teste grátis
            </Link>
          </TrialUsedNotice>
        ) : null}
        <div className="grid gap-1.5 text-center">
          <Button type="submit" size="lg" disabled={isSubmitting || started}>
            {started
              ? "Teste ativado!"
              : isSubmitting
                ? "Ativando teste..."
                : `Começar ${TRIAL_DAYS} dias grátis`}
          </Button>
          {chosen ? (
            <p className="text-sm text-muted">
              {todayLine(newTrialTerms(chosen.price, new Date()))}. Depois {formatUsdFromCents(chosen.price)}
              /mês no plano {chosen.name}.
            </p>
          ) : null}
          <TermsConsent />
        </div>
      </form>
    </FormProvider>
  );
}
