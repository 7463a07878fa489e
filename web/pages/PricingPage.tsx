import { Link } from "wouter";
import { PAGE_META } from "../../common/pageMeta";
import { TRIAL_CARD_LINE } from "../../common/trialCopy";
import { useSubscription } from "../features/billing/api/subscription";
import { PRICING_FAQ } from "../features/public/pricing/pricingFaq";
import { RoiClaims } from "../features/public/pricing/RoiClaims";
import { FaqList } from "../features/public/shared/FaqList";
import { SectionHeading } from "../features/public/shared/SectionHeading";
import { TestimonialList } from "../features/public/shared/TestimonialList";
import { PublicLayout } from "../layout/PublicLayout";
import { useAuth } from "../lib/auth";
import { PlanPicker } from "../lib/planPicker/PlanPicker";
import { usePageMeta } from "../lib/usePageMeta";
import { Button } from "../ui/Button";

/**
 * SPEC §2 Pricing: plan cards from the server, ROI, FAQ, testimonials; every
 * call to action → /trial for a visitor. A signed-in owner (the /auth sign-up
 * lands here after 1 s) chooses the plan of the trial it just started and
 * continues to /checkout/{planId}; /trial would only refuse an existing account.
 */
export default function PricingPage() {
  usePageMeta(PAGE_META["/pricing"]);
  const { user } = useAuth();
  const signedIn = user !== null;
  const subscription = useSubscription({ enabled: signedIn });
  const sub = subscription.data;
  // Only an account that has not given a card yet is starting its trial here.
  const choosingTrialPlan =
    signedIn && !!sub && (sub.status === "none" || (sub.status === "trialing" && !sub.last4));
  return (
    <PublicLayout>
      <section className="mx-auto max-w-4xl px-4 pt-12 pb-16">
        <div className="text-center">
          <h1 className="text-3xl font-extrabold text-ink sm:text-4xl">Planos simples para vender mais</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-muted">
            7 dias grátis em qualquer plano e 30 dias de garantia. Sem fidelidade. {TRIAL_CARD_LINE}
          </p>
        </div>
        {choosingTrialPlan ? (
          <p
            role="status"
            className="mx-auto mt-6 max-w-2xl rounded-xl border border-leaf/30 bg-leaf-soft p-4 text-center text-ink"
          >
            Sua conta está pronta. Escolha o plano dos seus 7 dias grátis: no próximo passo você cadastra o
            cartão, e nada é cobrado hoje.
          </p>
        ) : null}
        <div className="mt-10">
          <PlanPicker variant="pricing" signedIn={signedIn} />
        </div>
      </section>
      <RoiClaims />
      <section aria-labelledby="depoimentos-titulo" className="mx-auto max-w-6xl px-4 py-16">
        <SectionHeading id="depoimentos-titulo" title="Quem assinou, não volta atrás" />
        <div className="mt-10">
          <TestimonialList />
        </div>
      </section>
      <section aria-labelledby="faq-titulo" className="mx-auto max-w-6xl px-4">
        <SectionHeading id="faq-titulo" title="Dúvidas sobre os planos" />
        <div className="mt-8">
          <FaqList items={PRICING_FAQ} />
        </div>
      </section>
      <section aria-labelledby="final-titulo" className="mx-auto max-w-3xl px-4 pt-16 text-center">
        <h2 id="final-titulo" className="text-2xl font-bold text-ink">
          Comece hoje e veja a diferença na primeira semana
        </h2>
        <Button asChild size="lg" className="mt-6 w-full sm:w-auto">
          <Link href={signedIn ? "/checkout" : "/trial"}>Quero testar grátis</Link>
        </Button>
      </section>
    </PublicLayout>
  );
}
