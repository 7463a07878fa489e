import { lazy } from "react";
import { PAGE_META } from "../../common/pageMeta";
import { FeatureGrid } from "../features/public/landing/FeatureGrid";
import { Hero } from "../features/public/landing/Hero";
import { LandingCta } from "../features/public/landing/LandingCta";
import { LANDING_FAQ } from "../features/public/landing/landingFaq";
import { StatsBlock } from "../features/public/landing/StatsBlock";
import { FaqList } from "../features/public/shared/FaqList";
import { SectionHeading } from "../features/public/shared/SectionHeading";
import { TestimonialList } from "../features/public/shared/TestimonialList";
import { PublicLayout } from "../layout/PublicLayout";
import { usePageMeta } from "../lib/usePageMeta";
import { DeferredSection } from "../ui/DeferredSection";

// The demo reads its answers with the common/ zod schemas, as the dashboard does: that code
// comes after the page is on screen (the demo sits below the fold), not before the hero.
const LandingDemo = lazy(() =>
  import("../features/generators/public/LandingDemo").then((m) => ({ default: m.LandingDemo })),
);

/** SPEC §2 landing page, for visitors. */
export default function LandingPage() {
  usePageMeta(PAGE_META["/"]);
  return (
    <PublicLayout>
      <Hero />
      <FeatureGrid />
      <StatsBlock />
      <LandingCta />
      <section aria-labelledby="demo-titulo" id="demo" className="bg-white py-16">
        <div className="mx-auto max-w-6xl px-4">
          <SectionHeading
            id="demo-titulo"
            title="Experimente agora, sem cadastro"
            lead="Veja em segundos o texto que o Prato Cheio escreve para o seu cardápio."
          />
          <div className="mt-10">
            <DeferredSection label="Carregando a demonstração…">
              <LandingDemo />
            </DeferredSection>
          </div>
        </div>
      </section>
      <section aria-labelledby="depoimentos-titulo" className="mx-auto max-w-6xl px-4 py-16">
        <SectionHeading id="depoimentos-titulo" title="Quem usa, recomenda" />
        <div className="mt-10">
          <TestimonialList />
        </div>
      </section>
      <section aria-labelledby="faq-titulo" className="mx-auto max-w-6xl px-4 pb-8">
        <SectionHeading id="faq-titulo" title="Perguntas frequentes" />
        <div className="mt-8">
          <FaqList items={LANDING_FAQ} />
        </div>
      </section>
    </PublicLayout>
  );
}
