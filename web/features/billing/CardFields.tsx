import { CreditCard, Lock } from "lucide-react";
import { useId } from "react";
import { Controller, useFormContext } from "react-hook-form";
import { type CardInput, maskCardNumber, maskCvc, maskExpiry } from "../../../common/billing";
import { Field, fieldA11y } from "../../ui/Field";
import { Input } from "../../ui/Input";

type CardField = keyof CardInput;

const MASKS: Partial<Record<CardField, (value: string) => string>> = {
  cardNumber: maskCardNumber,
  cardExpiry: maskExpiry,
  cardCvc: maskCvc,
};

/**
 * The card part of the trial and checkout forms, with SPEC §5's masks: the
 * number grouped by 4 (up to 19 characters), MM/AA (5), CVC (3 digits).
 * Lives inside a react-hook-form FormProvider whose values include CardInput.
 */
export function CardFields({ disabled }: { disabled?: boolean }) {
  const id = useId();
  const { control, formState } = useFormContext<CardInput>();
  const fid = (name: CardField) => `${id}-${name}`;
  const err = (name: CardField) => formState.errors[name]?.message;

  const input = (
    name: CardField,
    props: {
      label: string;
      autoComplete: string;
      maxLength: number;
      placeholder?: string;
      numeric?: boolean;
    },
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Field id={fid(name)} label={props.label} error={err(name)}>
          <Input
            {...fieldA11y(fid(name), err(name))}
            {...field}
            value={field.value ?? ""}
            onChange={(event) => {
              const mask = MASKS[name];
              field.onChange(mask ? mask(event.target.value) : event.target.value);
            }}
            autoComplete={props.autoComplete}
            maxLength={props.maxLength}
            placeholder={props.placeholder}
            inputMode={props.numeric ? "numeric" : undefined}
            aria-required
            disabled={disabled}
          />
        </Field>
      )}
    />
  );

  return (
    <fieldset className="grid gap-4" disabled={disabled}>
      <legend className="mb-2 flex items-center gap-2 text-base font-semibold text-ink">
        <CreditCard className="size-5 text-primary" aria-hidden />
        Dados do cartão
      </legend>
      {input("cardNumber", {
        label: "Número do cartão",
        autoComplete: "cc-number",
        maxLength: 19,
        placeholder: "4242 4242 4242 4242",
        numeric: true,
      })}
      <div className="grid grid-cols-2 gap-4">
        {input("cardExpiry", {
          label: "Validade (MM/AA)",
          autoComplete: "cc-exp",
          maxLength: 5,
          placeholder: "MM/AA",
          numeric: true,
        })}
        {input("cardCvc", {
          label: "CVC",
          autoComplete: "cc-csc",
          maxLength: 3,
          placeholder: "123",
          numeric: true,
        })}
      </div>
      {input("cardholderName", { label: "Nome impresso no cartão", autoComplete: "cc-name", maxLength: 100 })}
      <p className="flex items-start gap-2 text-xs text-muted">
        <Lock className="mt-0.5 size-3.5 shrink-0" aria-hidden />
        <span>
          Não guardamos o número nem o CVC do seu cartão: só a bandeira e os 4 últimos dígitos. Ambiente de
          teste: use 4242 4242 4242 4242, uma validade futura e qualquer CVC.
        </span>
      </p>
    </fieldset>
  );
}
