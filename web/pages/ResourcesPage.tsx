import { ArrowRight, Eye, Megaphone, MessageSquareReply, Sparkles, UtensilsCrossed } from "lucide-react";
import { lazy } from "react";
import { Link } from "wouter";
import { PAGE_META } from "../../common/pageMeta";
import { PublicGeneratorCard } from "../features/generators/public/PublicGeneratorCard";
import { ChecklistPreview } from "../features/public/resources/ChecklistPreview";
import { MetricCards } from "../features/public/resources/MetricCards";
import { PromotionPreviewCards } from "../features/public/resources/PromotionPreviewCards";
import { SuccessStories } from "../features/public/resources/SuccessStories";
import { WeeklySummaryPreview } from "../features/public/resources/WeeklySummaryPreview";
import { SectionHeading } from "../features/public/shared/SectionHeading";
import { PublicLayout } from "../layout/PublicLayout";
import { usePageMeta } from "../lib/usePageMeta";
import { Button } from "../ui/Button";

// The generators read their answers with the common/ zod schemas: their code comes after
// the page is on screen, so the preview and headings paint without waiting for zod.
const ContentGenerator = lazy(() =>
  import("../features/generators/ContentGenerator").then((m) => ({ default: m.ContentGenerator })),
);
const PromotionGenerator = lazy(() =>
  import("../features/generators/PromotionGenerator").then((m) => ({ default: m.PromotionGenerator })),
);
const ResponseGenerator = lazy(() =>
  import("../features/generators/ResponseGenerator").then((m) => ({ default: m.ResponseGenerator })),
);
const MenuGenerator = lazy(() =>
  import("../features/generators/MenuGenerator").then((m) => ({ default: m.MenuGenerator })),
);

/** The three generators under "Experimente os geradores", in the SPEC's order. */
const GRID_GENERATORS = [
  {
    icon: Megaphone,
    title: "Gerador de promoções",
    lead: "Escolha o objetivo e receba uma promoção pronta.",
    Generator: PromotionGenerator,
  },
  {
    icon: MessageSquareReply,
    title: "Gerador de respostas",
    lead: "Cole uma avaliação ruim e receba uma resposta educada.",
    Generator: ResponseGenerator,
  },
  {
    icon: UtensilsCrossed,
    title: "Gerador de cardápio",
    lead: "Escolha o tipo de restaurante e veja sugestões de pratos com preço.",
    Generator: MenuGenerator,
  },
] as const;

/** SPEC §2 Resources: a static preview dashboard, the generators, success stories. */
export default function ResourcesPage() {
  usePageMeta(PAGE_META["/resources"]);
  return (
    <PublicLayout>
      <section className="mx-auto max-w-6xl px-4 pt-12">
        <div className="mx-auto max-w-3xl text-center">
          <h1 className="text-3xl font-extrabold text-ink sm:text-4xl">Seu Centro de Controle</h1>
          <p className="mt-4 text-lg text-muted">
            Tudo o que importa no seu delivery numa tela só: o que fazer na semana, o que está vendendo e
            textos prontos para colar.
          </p>
        </div>
        <div className="mt-10 grid gap-8 rounded-2xl border border-line bg-primary-soft/40 p-4 sm:p-6">
          <p className="inline-flex items-center gap-2 self-start rounded-full bg-white px-3 py-1 text-sm font-semibold text-ink">
            <Eye className="size-4 text-primary-dark" aria-hidden />
            Prévia com dados de exemplo
          </p>
          <WeeklySummaryPreview />
          <div className="grid gap-6 lg:grid-cols-2">
            <ChecklistPreview />
            <PublicGeneratorCard
              icon={Sparkles}
              title="Descrição de prato"
              lead="Digite o nome e receba um texto pronto para o cardápio do app."
              level={2}
            >
              <ContentGenerator variant="resources" />
            </PublicGeneratorCard>
          </div>
          <PromotionPreviewCards />
          <MetricCards />
          <div className="flex flex-col items-center gap-3 rounded-xl bg-white p-6 text-center">
            <p className="text-lg font-bold text-ink">Gostou? Esse painel pode ser o seu hoje mesmo.</p>
            <Button asChild size="lg" className="w-full sm:w-auto">
              <Link href="/trial">
                Quero esse painel no meu restaurante
                <ArrowRight aria-hidden />
              </Link>
            </Button>
          </div>
        </div>
      </section>

      <section aria-labelledby="geradores-titulo" className="bg-white py-16 mt-16">
        <div className="mx-auto max-w-6xl px-4">
          <SectionHeading
            id="geradores-titulo"
            title="Experimente os geradores"
            lead="Promoções, respostas a avaliações e cardápios escritos para o seu tipo de delivery."
          />
          <div className="mt-10 grid gap-6 lg:grid-cols-3">
            {GRID_GENERATORS.map(({ icon, title, lead, Generator }) => (
              <PublicGeneratorCard key={title} icon={icon} title={title} lead={lead}>
                <Generator variant="resources" />
              </PublicGeneratorCard>
            ))}
          </div>
        </div>
      </section>

      <SuccessStories />

      <section aria-labelledby="final-titulo" className="mx-auto max-w-3xl px-4 text-center">
        <h2 id="final-titulo" className="text-2xl font-bold text-ink sm:text-3xl">
          Pronto para encher o seu delivery de pedidos?
        </h2>
        <p className="mt-3 text-muted">Use tudo isso no seu restaurante, sem pagar nada por 7 dias.</p>
        <Button asChild size="lg" className="mt-6 w-full sm:w-auto">
          <Link href="/trial">Começar 7 Dias Grátis</Link>
        </Button>
      </section>
    </PublicLayout>
  );
}
