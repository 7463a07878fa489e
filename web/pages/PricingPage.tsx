import { Link } from "wouter";
import { PAGE_META } from "../../common/pageMeta";
import { PlanGrid } from "../features/public/pricing/PlanGrid";
import { PRICING_FAQ } from "../features/public/pricing/pricingFaq";
import { RoiClaims } from "../features/public/pricing/RoiClaims";
import { FaqList } from "../features/public/shared/FaqList";
import { SectionHeading } from "../features/public/shared/SectionHeading";
import { TestimonialList } from "../features/public/shared/TestimonialList";
import { PublicLayout } from "../layout/PublicLayout";
import { usePageMeta } from "../lib/usePageMeta";
import { Button } from "../ui/Button";

/** SPEC §2 Pricing: plan cards from the server, ROI, FAQ, testimonials; every call to action → /trial. */
export default function PricingPage() {
  usePageMeta(PAGE_META["/pricing"]);
  return (
    <PublicLayout>
      <section className="mx-auto max-w-4xl px-4 pt-12 pb-16">
        <div className="text-center">
          <h1 className="text-3xl font-extrabold text-ink sm:text-4xl">Planos simples para vender mais</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-muted">
            7 dias grátis em qualquer plano, sem cartão de crédito, e 30 dias de garantia. Sem fidelidade.
          </p>
        </div>
        <div className="mt-10">
          <PlanGrid />
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
          <Link href="/trial">Quero testar grátis</Link>
        </Button>
      </section>
    </PublicLayout>
  );
}
