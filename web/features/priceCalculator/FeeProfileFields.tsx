import { useId } from "react";
import type { UseFormReturn } from "react-hook-form";
import { FEE_PRESETS } from "../../../common/feePresets";
import { Field, fieldA11y } from "../../ui/Field";
import { Input, Select } from "../../ui/Input";
import type { PriceCalculatorInput, PriceCalculatorOutput } from "./priceCalculatorSchema";

const CUSTOM_ID = "personalizado";

/** 3.2 → "3,2", as the owner types it. */
export const percentInput = (n: number): string => String(n).replace(".", ",");

/**
 * Packaging and the delivery app's fee profile. Presets only fill the two
 * percentages; the owner can change them, because marketplaces change fees.
 */
export function FeeProfileFields({
  form,
}: {
  form: UseFormReturn<PriceCalculatorInput, unknown, PriceCalculatorOutput>;
}) {
  const uid = useId();
  const id = (name: string) => `${uid}-${name}`;
  const { errors } = form.formState;

  const fillFromPreset = (presetId: string) => {
    const preset = FEE_PRESETS.find((p) => p.id === presetId);
    if (!preset) return;
    form.setValue("commission", percentInput(preset.commissionPercent), { shouldValidate: true });
    form.setValue("payment", percentInput(preset.paymentPercent), { shouldValidate: true });
  };
  // Typing a figure that is not the preset's makes the profile the owner's own.
  const markCustom = () => {
    const preset = FEE_PRESETS.find((p) => p.id === form.getValues("presetId"));
    const [commission, payment] = form.getValues(["commission", "payment"]);
    if (
      preset &&
      (commission !== percentInput(preset.commissionPercent) ||
        payment !== percentInput(preset.paymentPercent))
    ) {
      form.setValue("presetId", CUSTOM_ID);
    }
  };

  return (
    <fieldset className="grid gap-3 rounded-xl border border-line bg-surface p-3">
      <legend className="px-1 text-sm font-semibold text-ink">Embalagem e taxas do app</legend>
      <Field id={id("packaging")} label="Embalagem por pedido (R$)" error={errors.packaging?.message}>
        <Input
          {...fieldA11y(id("packaging"), errors.packaging?.message)}
          {...form.register("packaging")}
          inputMode="decimal"
          placeholder="0,00"
          autoComplete="off"
        />
      </Field>
      <Field id={id("preset")} label="Perfil de taxas">
        <Select
          id={id("preset")}
          {...form.register("presetId", { onChange: (e) => fillFromPreset(e.target.value) })}
        >
          {FEE_PRESETS.map((p) => (
            <option key={p.id} value={p.id}>
              {p.label}
            </option>
          ))}
        </Select>
      </Field>
      {/* Subgrid rows (label, input, message): "Pagamento online (%)" on two lines keeps the inputs level. */}
      <div className="grid grid-cols-2 gap-x-3 gap-y-1.5">
        <Field
          id={id("commission")}
          label="Comissão (%)"
          error={errors.commission?.message}
          className="row-span-3 grid-rows-subgrid"
        >
          <Input
            {...fieldA11y(id("commission"), errors.commission?.message)}
            {...form.register("commission", { onChange: markCustom })}
            inputMode="decimal"
            autoComplete="off"
          />
        </Field>
        <Field
          id={id("payment")}
          label="Pagamento online (%)"
          error={errors.payment?.message}
          className="row-span-3 grid-rows-subgrid"
        >
          <Input
            {...fieldA11y(id("payment"), errors.payment?.message)}
            {...form.register("payment", { onChange: markCustom })}
            inputMode="decimal"
            autoComplete="off"
          />
        </Field>
      </div>
      <p className="text-xs text-muted">
        Os apps de delivery mudam suas taxas de tempos em tempos. Os perfis acima são pontos de partida: edite
        os percentuais conforme o seu contrato.
      </p>
    </fieldset>
  );
}
