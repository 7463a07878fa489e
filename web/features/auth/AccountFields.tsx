import type { FieldErrors, UseFormRegister } from "react-hook-form";
import type { RegisterInput } from "../../../common/auth";
import { NEW_PASSWORD_HINT } from "../../../common/passwordRule";
import { Field, fieldA11y } from "../../ui/Field";
import { Input } from "../../ui/Input";
import { PasswordInput } from "../../ui/PasswordInput";

/** First name, last name, email and password of a new account (SPEC §2 Register). */
export function AccountFields({
  idPrefix,
  register,
  errors,
}: {
  idPrefix: string;
  register: UseFormRegister<RegisterInput>;
  errors: FieldErrors<RegisterInput>;
}) {
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={id("firstName")} label="Nome" error={errors.firstName?.message}>
          <Input
            autoComplete="given-name"
            {...fieldA11y(id("firstName"), errors.firstName?.message)}
            {...register("firstName")}
          />
        </Field>
        <Field id={id("lastName")} label="Sobrenome" error={errors.lastName?.message}>
          <Input
            autoComplete="family-name"
            {...fieldA11y(id("lastName"), errors.lastName?.message)}
            {...register("lastName")}
          />
        </Field>
      </div>
      <Field id={id("email")} label="Email" error={errors.email?.message}>
        <Input
          type="email"
          autoComplete="email"
          inputMode="email"
          {...fieldA11y(id("email"), errors.email?.message)}
          {...register("email")}
        />
      </Field>
      <Field id={id("password")} label="Senha" error={errors.password?.message} hint={NEW_PASSWORD_HINT}>
        <PasswordInput
          autoComplete="new-password"
          showLabel="Mostrar senha"
          hideLabel="Ocultar senha"
          {...fieldA11y(id("password"), errors.password?.message)}
          {...register("password")}
        />
      </Field>
    </>
  );
}
