import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { type RegisterInput, registerSchema } from "../../../common/auth";
import { formatUsdFromCents } from "../../../common/format";
import { PLAN_ID_BEFORE_LOAD } from "../../../common/plans";
import { withPasswordEstimator } from "../../lib/loadPasswordEstimator";
import { PlanPicker } from "../../lib/planPicker/PlanPicker";
import { usePlans } from "../../lib/plans";
import { Button } from "../../ui/Button";
import { AccountFields } from "./AccountFields";

/**
 * The /register form: the plan picker (planId 1 until the plans load, then
 * the first plan), the account fields, and the trial button with
 * the price that follows it.
 */
export function RegisterForm({ onRegister }: { onRegister: (input: RegisterInput) => Promise<void> }) {
  const plans = usePlans();
  const {
    register,
    handleSubmit,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<RegisterInput>({
    resolver: withPasswordEstimator(zodResolver(registerSchema)),
    defaultValues: { firstName: "", lastName: "", email: "", password: "", planId: PLAN_ID_BEFORE_LOAD },
  });

  const planId = watch("planId");
  const chosen = plans.data?.find((p) => p.id === planId);
  return (
    <form noValidate onSubmit={handleSubmit(onRegister)} className="grid gap-5">
      {/* The picker preselects the first plan once they load; a failure is only logged (SPEC §7). */}
      <PlanPicker
        variant="register"
        value={planId}
        onChange={(id) => setValue("planId", id, { shouldValidate: true })}
      />
      {errors.planId?.message ? (
        <p role="alert" className="-mt-3 text-sm text-danger">
          {errors.planId.message}
        </p>
      ) : null}
      <AccountFields idPrefix="register" register={register} errors={errors} />
      <div className="grid gap-1.5 text-center">
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? "Criando Conta..." : "Começar 7 dias grátis"}
        </Button>
        {chosen ? <p className="text-sm text-muted">Depois {formatUsdFromCents(chosen.price)}/mês</p> : null}
      </div>
    </form>
  );
}
