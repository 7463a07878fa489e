import { useEffect } from "react";
import type { Plan } from "../../../common/plans";
import { Button } from "../../ui/Button";
import { cn } from "../cn";
import { usePlans } from "../plans";
import { PlanCard } from "./PlanCard";
import { PlanRadios } from "./PlanRadios";

export const PLANS_LOAD_ERROR = "Não foi possível carregar os planos agora.";

/**
 * Where the picker stands:
 * - `pricing`: the public page's cards, each with its call to action (no
 *   choice kept here; `signedIn` sends the card to /checkout instead of /trial;
 *   `reactivation`, the page of an account whose trial or plan ended: "Assinar
 *   <plano>" at /checkout, the previous plan marked);
 * - `checkout`: radio cards inside the trial form and the checkout's first step;
 * - `register`: the compact radio cards of /register's form, which says
 *   nothing when the plans fail (SPEC §7: only logged).
 */
export type PlanPickerProps =
  | { variant: "pricing"; signedIn?: boolean; reactivation?: { previousPlanId: number | undefined } }
  | {
      variant: "checkout" | "register";
      value: number | undefined;
      onChange: (planId: number, plan: Plan) => void;
      legend?: string;
      disabled?: boolean;
    };

function PricingSkeleton() {
  return (
    <div className="h-96 animate-pulse rounded-2xl border border-line bg-white p-6" aria-hidden>
      <div className="h-5 w-24 rounded-full bg-primary-soft" />
      <div className="mt-6 h-7 w-32 rounded bg-line" />
      <div className="mt-4 h-10 w-40 rounded bg-line" />
      <div className="mt-8 grid gap-3">
        <div className="h-4 rounded bg-line" />
        <div className="h-4 w-5/6 rounded bg-line" />
        <div className="h-4 w-2/3 rounded bg-line" />
      </div>
    </div>
  );
}

/**
 * The one plan picker (GET /api/plans through lib/plans): a loading state, a
 * clear message with a retry when the plans fail (logged, SPEC §8), then the
 * plans in the variant's form. A radio variant preselects the first plan once
 * they load unless `value` already names one of them (SPEC §4).
 */
export function PlanPicker(props: PlanPickerProps) {
  const plans = usePlans();
  const list = plans.data;
  const value = props.variant === "pricing" ? undefined : props.value;
  const onChange = props.variant === "pricing" ? undefined : props.onChange;

  useEffect(() => {
    if (!onChange || !list?.length) return;
    if (!list.some((p) => p.id === value)) onChange(list[0]!.id, list[0]!);
  }, [list, value, onChange]);

  useEffect(() => {
    // SPEC §8: a plans failure is logged; the picker also says so and offers a retry (not on /register).
    if (plans.error) console.error("Falha ao carregar os planos", plans.error);
  }, [plans.error]);

  const pricing = props.variant === "pricing";
  const failed = plans.isError || (!plans.isPending && !list?.length);

  if (props.variant === "register" && (plans.isPending || failed)) {
    // /register: the legend stays; placeholders while loading, an empty group after a failure.
    return (
      <PlanRadios
        look="register"
        plans={[]}
        value={props.value}
        onChange={() => {}}
        cards={
          plans.isPending ? (
            <div className="grid grid-cols-2 gap-3" aria-hidden>
              <div className="h-24 animate-pulse rounded-xl bg-primary-soft" />
              <div className="h-24 animate-pulse rounded-xl bg-primary-soft" />
            </div>
          ) : undefined
        }
      />
    );
  }
  if (plans.isPending) {
    return (
      <div className={pricing ? "grid gap-6 md:grid-cols-2" : "grid gap-3 sm:grid-cols-2"} aria-busy="true">
        <p role="status" className="sr-only">
          Carregando planos…
        </p>
        {pricing ? (
          <>
            <PricingSkeleton />
            <PricingSkeleton />
          </>
        ) : (
          <>
            <div className="h-28 animate-pulse rounded-xl border border-line bg-white" />
            <div className="h-28 animate-pulse rounded-xl border border-line bg-white" />
          </>
        )}
      </div>
    );
  }
  if (failed || !list) {
    return (
      <div
        role="alert"
        className={cn(
          "rounded-xl border border-danger/30 bg-danger-soft",
          pricing ? "p-6 text-center" : "p-4",
        )}
      >
        <p className="font-semibold text-danger">{PLANS_LOAD_ERROR}</p>
        {pricing ? <p className="mt-1 text-ink">Confira sua conexão e tente de novo em instantes.</p> : null}
        <Button
          variant="outline"
          className={pricing ? "mt-4" : "mt-3"}
          onClick={() => plans.refetch()}
          disabled={plans.isFetching}
        >
          {plans.isFetching ? "Carregando..." : "Tentar de novo"}
        </Button>
      </div>
    );
  }
  if (props.variant === "pricing") {
    return (
      <div className="grid gap-6 md:grid-cols-2">
        {list.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            signedIn={props.signedIn ?? false}
            reactivation={
              props.reactivation ? { previous: plan.id === props.reactivation.previousPlanId } : undefined
            }
          />
        ))}
      </div>
    );
  }
  return (
    <PlanRadios
      look={props.variant}
      plans={list}
      value={props.value}
      onChange={(id) => {
        const plan = list.find((p) => p.id === id);
        if (plan) props.onChange(id, plan);
      }}
      legend={props.legend}
      disabled={props.disabled}
      // The sign-up form's field name, as before; elsewhere a unique one.
      name={props.variant === "register" ? "planId" : undefined}
    />
  );
}
