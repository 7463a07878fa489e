import { zodResolver } from "@hookform/resolvers/zod";
import { Calculator, Plus, Trash2 } from "lucide-react";
import { useId } from "react";
import { useFieldArray, useForm, useWatch } from "react-hook-form";
import { FEE_PRESETS } from "../../../common/feePresets";
import { MARGIN_DEFAULT, MARGIN_MAX, MARGIN_MIN } from "../../../common/pricing";
import { Button } from "../../ui/Button";
import { Field, fieldA11y } from "../../ui/Field";
import { Input } from "../../ui/Input";
import { DashboardSection } from "./DashboardSection";
import { FeeProfileFields, percentInput } from "./FeeProfileFields";
import { PriceResults } from "./PriceResults";
import {
  type PriceCalculatorInput,
  type PriceCalculatorOutput,
  priceCalculatorSchema,
} from "./priceCalculatorSchema";

const firstPreset = FEE_PRESETS[0]!;

const DEFAULTS: PriceCalculatorInput = {
  ingredients: [{ name: "", cost: "" }],
  marginPercent: MARGIN_DEFAULT,
  packaging: "",
  presetId: firstPreset.id,
  commission: percentInput(firstPreset.commissionPercent),
  payment: percentInput(firstPreset.paymentPercent),
};

/**
 * SPEC §5/§9 price calculator (cost + cost × margin), and beside it the price
 * that keeps the same margin after packaging and the delivery app's fees.
 */
export function PriceCalculator() {
  const uid = useId();
  const form = useForm<PriceCalculatorInput, unknown, PriceCalculatorOutput>({
    resolver: zodResolver(priceCalculatorSchema),
    mode: "onTouched",
    defaultValues: DEFAULTS,
  });
  const rows = useFieldArray({ control: form.control, name: "ingredients" });
  const values = useWatch({ control: form.control }) as PriceCalculatorInput;
  const { errors } = form.formState;
  const margin = values.marginPercent ?? MARGIN_DEFAULT;

  return (
    <DashboardSection
      id="calculadora"
      title="Calculadora de preço"
      icon={Calculator}
      description="Some o custo dos ingredientes e escolha a margem de lucro."
    >
      <form noValidate onSubmit={(e) => e.preventDefault()} className="grid gap-6 lg:grid-cols-2">
        <div className="grid min-w-0 content-start gap-5">
          <fieldset className="grid gap-3">
            <legend className="mb-2 text-sm font-semibold text-ink">Ingredientes</legend>
            {rows.fields.map((row, i) => {
              const nameError = errors.ingredients?.[i]?.name?.message;
              const costError = errors.ingredients?.[i]?.cost?.message;
              return (
                <div key={row.id} className="grid grid-cols-[1fr_7rem_auto] items-start gap-2">
                  <Field id={`${uid}-n${i}`} label={`Ingrediente ${i + 1}`} error={nameError}>
                    <Input
                      {...fieldA11y(`${uid}-n${i}`, nameError)}
                      {...form.register(`ingredients.${i}.name`)}
                      placeholder="Ex.: Queijo"
                      autoComplete="off"
                    />
                  </Field>
                  <Field id={`${uid}-c${i}`} label="Custo (R$)" error={costError}>
                    <Input
                      {...fieldA11y(`${uid}-c${i}`, costError)}
                      {...form.register(`ingredients.${i}.cost`)}
                      inputMode="decimal"
                      placeholder="3,50"
                      autoComplete="off"
                    />
                  </Field>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="mt-7"
                    aria-label={`Remover ingrediente ${i + 1}`}
                    disabled={rows.fields.length === 1}
                    onClick={() => rows.remove(i)}
                  >
                    <Trash2 aria-hidden />
                  </Button>
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
        <PriceResults values={values} />
      </form>
    </DashboardSection>
  );
}
