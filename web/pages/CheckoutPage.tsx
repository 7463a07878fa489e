import { useParams, useSearch } from "wouter";
import { PAGE_META } from "../../common/pageMeta";
import { LoginStep } from "../features/auth/LoginStep";
import { RegisterStep } from "../features/auth/RegisterStep";
import { CheckoutFlow } from "../features/billing/CheckoutFlow";
import { checkoutStart } from "../features/billing/checkoutStart";
import { PublicLayout } from "../layout/PublicLayout";
import { usePageMeta } from "../lib/usePageMeta";

export default function CheckoutPage() {
  usePageMeta(PAGE_META["/checkout"]);
  const params = useParams<{ planId?: string }>();
  const search = useSearch();
  const start = checkoutStart(params.planId, search);
  return (
    <PublicLayout>
      <section className="mx-auto grid max-w-xl gap-6 px-4 py-10">
        <div className="grid gap-2">
          <h1 className="text-3xl font-bold text-ink">Finalize sua assinatura</h1>
          <p className="text-muted">
            Escolha o plano, entre na sua conta e cadastre o cartão. Durante os 7 dias grátis nada é cobrado.
          </p>
        </div>
        <CheckoutFlow
          key={`${params.planId ?? ""}?${search}`}
          start={start}
          LoginStep={LoginStep}
          RegisterStep={RegisterStep}
        />
      </section>
    </PublicLayout>
  );
}
