import { zodResolver } from "@hookform/resolvers/zod";
import { Calculator, Plus, Trash2 } from "lucide-react";
import { type ReactNode, useEffect, useId } from "react";
import { useFieldArray, useForm, useWatch } from "react-hook-form";
import { FEE_PRESETS } from "../../../common/feePresets";
import { MARGIN_DEFAULT, MARGIN_MAX, MARGIN_MIN } from "../../../common/pricing";
import type { z } from "../../../common/zod";
import { DashboardSection } from "../../layout/DashboardSection";
import { Button } from "../../ui/Button";
import { fieldA11y } from "../../ui/Field";
import { Input } from "../../ui/Input";
import { keepCalculatorInput, readCalculatorInput } from "./calculatorMemory";
import { FeeProfileFields, percentInput } from "./FeeProfileFields";
import { calculatorResults, PriceResults } from "./PriceResults";
import {
  ingredientSchema,
  type PriceCalculatorInput,
  type PriceCalculatorOutput,
  priceCalculatorSchema,
} from "./priceCalculatorSchema";

/** The first message of a field's rule for what is typed, or none. */
function issueOf(schema: z.ZodType, value: unknown): string | undefined {
  const parsed = schema.safeParse(value ?? "");
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

const firstPreset = FEE_PRESETS[0]!;

const DEFAULTS: PriceCalculatorInput = {
  ingredients: [{ name: "", cost: "" }],
  marginPercent: MARGIN_DEFAULT,
  packaging: "",
  presetId: firstPreset.id,
  commission: percentInput(firstPreset.commissionPercent),
  payment: percentInput(firstPreset.paymentPercent),
};

/** A dish opened from the competition board's "Ajustar preço": its name and, when known, its food cost. */
export type CalculatorPrefill = { name: string; costCents: number | null };

/** The calculator's first row is the dish itself, with its food cost as the cost when the board knows it. */
export function prefilledDefaults(prefill: CalculatorPrefill): PriceCalculatorInput {
  const cost = prefill.costCents === null ? "" : (prefill.costCents / 100).toFixed(2).replace(".", ",");
  return { ...DEFAULTS, ingredients: [{ name: prefill.name.slice(0, 80), cost }] };
}

/** What the calculator found, for an action under the results ("Salvar no prato"). */
export type CalculatedPrice = {
  /** SPEC's cost + cost × margin. */
  suggestedCents: number | null;
  /** The price that keeps the margin after packaging and the app's fees. */
  appPriceCents: number | null;
  /** The ingredients' cost (the food cost the competition board uses). */
  foodCostCents: number | null;
};

/**
 * SPEC §5/§9 price calculator (cost + cost × margin), and beside it the price
 * that keeps the same margin after packaging and the delivery app's fees.
 * What is typed survives a reload (per user, in this browser); a dish opened
 * from the competition board starts from that dish instead.
 */
export function PriceCalculator({
  prefill,
  resultActions,
  rememberFor: userId,
}: {
  prefill?: CalculatorPrefill;
  /** The signed-in user's id: what is typed is kept for them in this browser. */
  rememberFor?: string | undefined;
  resultActions?: (price: CalculatedPrice) => ReactNode;
} = {}) {
  const uid = useId();
  const form = useForm<PriceCalculatorInput, unknown, PriceCalculatorOutput>({
    resolver: zodResolver(priceCalculatorSchema),
    mode: "onTouched",
    defaultValues: prefill ? prefilledDefaults(prefill) : (readCalculatorInput(userId) ?? DEFAULTS),
  });
  const rows = useFieldArray({ control: form.control, name: "ingredients" });
  const values = useWatch({ control: form.control }) as PriceCalculatorInput;
  // The rows' messages come from each field's own rule on what is typed now,
  // shown once the field was left: a message clears as soon as the field is
  // valid, and leaving one field never raises a message on the next one
  // (react-hook-form's resolver did both on field arrays).
  const touchedRows = form.formState.touchedFields.ingredients;
  const margin = values.marginPercent ?? MARGIN_DEFAULT;
  useEffect(() => keepCalculatorInput(userId, values), [userId, values]);
  const results = calculatorResults(values);

  return (
    <DashboardSection
      id="calculadora"
      title="Calculadora de preço"
      icon={Calculator}
      description="Some o custo dos ingredientes e escolha a margem de lucro."
    >
      <form noValidate onSubmit={(e) => e.preventDefault()} className="grid gap-6 lg:grid-cols-2">
        <div className="grid min-w-0 content-start gap-5">
          <fieldset className="grid gap-1">
            <legend className="mb-2 text-sm font-semibold text-ink">Ingredientes</legend>
            {rows.fields.map((row, i) => {
              const touched = touchedRows?.[i];
              const typed = values.ingredients?.[i];
              const nameError = touched?.name ? issueOf(ingredientSchema.shape.name, typed?.name) : undefined;
              const costError = touched?.cost ? issueOf(ingredientSchema.shape.cost, typed?.cost) : undefined;
              const nameId = `${uid}-n${i}`;
              const costId = `${uid}-c${i}`;
              return (
                // On a phone the name has a line of its own (issue 30: "Mussarela de búfala" was cut
                // beside the cost); from sm, name, cost and the bin share one line.
                <div
                  key={row.id}
                  className="grid grid-cols-[1fr_auto] items-end gap-x-2 gap-y-1.5 sm:grid-cols-[1fr_7rem_auto]"
                >
                  <label htmlFor={nameId} className="col-span-2 text-sm font-medium text-ink sm:col-span-1">
                    Ingrediente {i + 1}
                  </label>
                  <label
                    htmlFor={costId}
                    className="col-span-2 row-start-3 text-sm font-medium text-ink sm:col-start-2 sm:row-start-1"
                  >
                    Custo (R$)
                  </label>
                  <Input
                    {...fieldA11y(nameId, nameError)}
                    {...form.register(`ingredients.${i}.name`)}
                    placeholder="Ex.: Queijo"
                    autoComplete="off"
                    className="col-span-2 row-start-2 sm:col-span-1"
                  />
                  <Input
                    {...fieldA11y(costId, costError)}
                    {...form.register(`ingredients.${i}.cost`)}
                    inputMode="decimal"
                    placeholder="3,50"
                    autoComplete="off"
                    className="row-start-4 sm:row-start-2"
                  />
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Remover ingrediente ${i + 1}`}
                    disabled={rows.fields.length === 1}
                    onClick={() => rows.remove(i)}
                    className="row-start-4 sm:row-start-2"
                  >
                    <Trash2 aria-hidden />
                  </Button>
                  {/*
                   * The row's messages share one line across the row, always there: an
                   * error that appears or clears never moves "Adicionar ingrediente"
                   * between a blur and the click that caused it.
                   */}
                  <div className="col-span-2 flex min-h-5 flex-wrap gap-x-3 text-sm leading-5 text-danger sm:col-span-3">
                    {nameError ? (
                      <p id={`${nameId}-error`} role="alert">
                        {nameError}
                      </p>
                    ) : null}
                    {costError ? (
                      <p id={`${costId}-error`} role="alert">
                        {costError}
                      </p>
                    ) : null}
                  </div>
                </div>
              );
            })}
            <Button
              variant="outline"
              onClick={() => rows.append({ name: "", cost: "" })}
              className="justify-self-start"
            >
              <Plus aria-hidden />
              Adicionar ingrediente
            </Button>
          </fieldset>
          <div className="grid gap-2">
            <label htmlFor={`${uid}-margin`} className="flex justify-between text-sm font-medium text-ink">
              <span>Margem de lucro</span>
              <span className="font-bold tabular-nums">{margin}%</span>
            </label>
            <input
              id={`${uid}-margin`}
              type="range"
              min={MARGIN_MIN}
              max={MARGIN_MAX}
              step={1}
              aria-valuetext={`${margin}%`}
              className="h-11 w-full cursor-pointer accent-primary"
              {...form.register("marginPercent", { valueAsNumber: true })}
            />
            <div className="flex justify-between text-xs text-muted" aria-hidden>
              <span>{MARGIN_MIN}%</span>
              <span>{MARGIN_MAX}%</span>
            </div>
          </div>
          <FeeProfileFields form={form} />
        </div>
        <div className="grid min-w-0 content-start gap-3">
          <PriceResults values={values} />
          {resultActions?.({
            suggestedCents: results.suggested,
            appPriceCents: results.withFees?.priceCents ?? null,
            foodCostCents: results.costCents,
          })}
        </div>
      </form>
    </DashboardSection>
  );
}
