import { zodResolver } from "@hookform/resolvers/zod";
import { type ReactNode, useMemo } from "react";
import { useForm } from "react-hook-form";
import { type LoginInput, type LoginMessages, makeLoginSchema } from "../../../common/auth";
import { Button } from "../../ui/Button";
import { Field, fieldA11y } from "../../ui/Field";
import { Input } from "../../ui/Input";
import { PasswordInput } from "../../ui/PasswordInput";

export type LoginCopy = {
  messages: LoginMessages;
  email: string;
  password: string;
  submit: string;
  submitting: string;
  showPassword: string;
  hidePassword: string;
};

/**
 * Email and password with SPEC §5's rules; the button is disabled and
 * relabelled while `onLogin` runs. The page decides toasts and navigation.
 */
export function LoginForm({
  copy,
  idPrefix,
  onLogin,
  belowPassword,
}: {
  copy: LoginCopy;
  idPrefix: string;
  onLogin: (input: LoginInput) => Promise<void>;
  belowPassword?: ReactNode;
}) {
  const schema = useMemo(() => makeLoginSchema(copy.messages), [copy.messages]);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({ resolver: zodResolver(schema), defaultValues: { email: "", password: "" } });
  const emailId = `${idPrefix}-email`;
  const passwordId = `${idPrefix}-password`;
  return (
    <form noValidate onSubmit={handleSubmit(onLogin)} className="grid gap-4">
      <Field id={emailId} label={copy.email} error={errors.email?.message}>
        <Input
          type="email"
          autoComplete="email"
          inputMode="email"
          {...fieldA11y(emailId, errors.email?.message)}
          {...register("email")}
        />
      </Field>
      <Field id={passwordId} label={copy.password} error={errors.password?.message}>
        <PasswordInput
          autoComplete="current-password"
          showLabel={copy.showPassword}
          hideLabel={copy.hidePassword}
          {...fieldA11y(passwordId, errors.password?.message)}
          {...register("password")}
        />
      </Field>
      {belowPassword}
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? copy.submitting : copy.submit}
      </Button>
    </form>
  );
}
