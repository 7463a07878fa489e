import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { type RegisterInput, registerSchema } from "../../../common/auth";
import { PLAN_IDS } from "../../../common/plans";
import { TermsConsent } from "../../layout/TermsConsent";
import { withPasswordEstimator } from "../../lib/loadPasswordEstimator";
import { Button } from "../../ui/Button";
import { AccountFields } from "./AccountFields";

/** The /auth page's sign-up tab: no plan picker, plan 3 (SPEC §5 "default 3 on the auth flow"). */
export function QuickRegisterForm({ onRegister }: { onRegister: (input: RegisterInput) => Promise<void> }) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RegisterInput>({
    resolver: withPasswordEstimator(zodResolver(registerSchema)),
    defaultValues: { firstName: "", lastName: "", email: "", password: "", planId: PLAN_IDS.starter },
  });
  return (
    <form noValidate onSubmit={handleSubmit(onRegister)} className="grid gap-4">
      <AccountFields idPrefix="auth-register" register={register} errors={errors} />
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? "Criando conta..." : "Criar conta"}
      </Button>
      <TermsConsent />
    </form>
  );
}
