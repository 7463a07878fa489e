import {
  BookOpenText,
  History,
  Megaphone,
  MessageSquareReply,
  Settings,
  Sparkles,
  Store,
} from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useSearch } from "wouter";
import { type CompetitionPrefill, readPrefill } from "../../common/competition";
import { PROMOTION_GOALS } from "../../common/constants";
import type { Restaurant } from "../../common/restaurant";
import { categoryLabel } from "../../common/restaurantCategories";
import { PlanAccessNotices } from "../features/billing/PlanAccessNotices";
import { TrialStatusLine } from "../features/billing/TrialStatusLine";
import { checklistKey } from "../features/checklist/api/checklist";
import { WeeklyChecklist } from "../features/checklist/WeeklyChecklist";
import { COMPETITION_ROOT } from "../features/competition/api/keys";
import { CompetitionCard } from "../features/competition/CompetitionCard";
import { CustomersCard } from "../features/customers/CustomersCard";
import { dishesKey, useDishes } from "../features/dishes/api/dishes";
import { DishesSection } from "../features/dishes/DishesSection";
import { SaveCalculatedPrice } from "../features/dishes/SaveCalculatedPrice";
import { SaveToDishButton } from "../features/dishes/SaveToDishButton";
import { ContentGenerator } from "../features/generators/ContentGenerator";
import { MenuGenerator } from "../features/generators/MenuGenerator";
import { PromotionGenerator } from "../features/generators/PromotionGenerator";
import { RecentGenerations } from "../features/generators/RecentGenerations";
import { ResponseGenerator } from "../features/generators/ResponseGenerator";
import { metricsKey } from "../features/metrics/api/metrics";
import { MetricsPanel } from "../features/metrics/MetricsPanel";
import { WeeklySummary } from "../features/metrics/WeeklySummary";
import { type CalculatedPrice, PriceCalculator } from "../features/priceCalculator/PriceCalculator";
import { SavedPromotions } from "../features/promotions/SavedPromotions";
import { SavePromotionButton } from "../features/promotions/SavePromotionButton";
import { useRestaurant } from "../features/restaurants/api/restaurant";
import { OnboardingForm } from "../features/restaurants/OnboardingForm";
import { RestaurantFactsForm } from "../features/restaurants/RestaurantFactsForm";
import { REVIEWS_ROOT } from "../features/reviews/api/keys";
import { ReviewsCard } from "../features/reviews/ReviewsCard";
import { TeamInvitesBanner } from "../features/team/TeamInvitesBanner";
import { TeamSection } from "../features/team/TeamSection";
import { DashboardSection, Skeleton } from "../layout/DashboardSection";
import { GeneratorSlot } from "../layout/GeneratorSlot";
import { useAuth } from "../lib/auth";
import { useActsAsMember } from "../lib/team";
import { summaryKey } from "../lib/weeklySummary";
import { Button } from "../ui/Button";

/** The reads scoped to the restaurant: saving it (the first save creates it) makes them stale. */
const RESTAURANT_READS = [dishesKey, checklistKey, metricsKey, summaryKey] as const;

const SECTIONS = [
  { href: "#resumo", label: "Resumo" },
  { href: "#checklist", label: "Checklist" },
  { href: "#desempenho", label: "Desempenho" },
  { href: "#promocoes", label: "Promoções" },
  { href: "#pratos", label: "Pratos" },
  { href: "#calculadora", label: "Preços" },
  { href: "/dashboard/relatorios", label: "Relatórios" },
];

function RestaurantHeader({ restaurant, onSettings }: { restaurant: Restaurant; onSettings: () => void }) {
  const member = useActsAsMember();
  return (
    <header className="flex flex-wrap items-center gap-3">
      <span className="flex size-14 shrink-0 items-center justify-center overflow-hidden rounded-xl border border-line bg-white">
        {restaurant.logoUrl ? (
          <img
            src={restaurant.logoUrl}
            alt={`Logo de ${restaurant.name}`}
            className="size-full object-cover"
          />
        ) : (
          <Store className="size-7 text-primary" aria-hidden />
        )}
      </span>
      {/* basis-48 lets "Settings" drop to its own line on a phone instead of squeezing the name. */}
      <div className="min-w-0 flex-1 basis-48">
        <p className="text-xs font-semibold tracking-wide text-muted uppercase">Seu painel</p>
        {/* The shell's "Painel" is the page's one h1. */}
        <h2 className="text-2xl font-bold break-words text-ink">{restaurant.name}</h2>
        <p className="text-sm text-muted">{categoryLabel(restaurant.type)}</p>
      </div>
      {/* Only the owner edits the restaurant (docs/team-permissions.md). SPEC §2 names the button "Settings", as it names "Logout". */}
      {member ? null : (
        <Button variant="outline" onClick={onSettings}>
          <Settings aria-hidden />
          Settings
        </Button>
      )}
    </header>
  );
}

/** The promotion generator with the restaurant's dishes to pick from (the same query as the dish list). */
function DashboardPromotionGenerator({
  restaurant,
  prefill,
}: {
  restaurant: Restaurant;
  prefill: CompetitionPrefill["promotion"];
}) {
  const dishes = useDishes();
  // The weekly report's "uma promoção para terça" arrives with ?objetivo= (issue 27).
  const wanted = new URLSearchParams(useSearch()).get("objetivo");
  const initialGoal = PROMOTION_GOALS.find((g) => g === wanted);
  return (
    <PromotionGenerator
      restaurant={restaurant}
      initialGoal={initialGoal}
      dishes={dishes.data ?? []}
      {...(prefill ? { prefill } : {})}
      resultActions={(promotion) => <SavePromotionButton promotion={promotion} />}
    />
  );
}

/** The competition board shows the food cost a saved price brings. */
const CALCULATOR_REFRESHES = [COMPETITION_ROOT] as const;

/**
 * The calculator, opened with a dish (its name and food cost) from the
 * competition board's "Ajustar preço"; its result saved to a dish of the list.
 */
function DashboardPriceCalculator({ prefill }: { prefill: CompetitionPrefill["calculator"] }) {
  const dishes = useDishes();
  const userId = useAuth().user?.id;
  const dish = prefill ? dishes.data?.find((d) => d.id === prefill.dishId) : undefined;
  const saveTo = (price: CalculatedPrice) => (
    <SaveCalculatedPrice {...price} dishId={dish?.id} refreshes={CALCULATOR_REFRESHES} />
  );
  // Remounted once the dish is known: the form reads its defaults on mount only.
  return dish && prefill ? (
    <PriceCalculator
      key={`dish-${dish.id}`}
      prefill={{ name: dish.name, costCents: prefill.costCents }}
      resultActions={saveTo}
      rememberFor={userId}
    />
  ) : (
    <PriceCalculator key="plain" resultActions={saveTo} rememberFor={userId} />
  );
}

/** The main dashboard, in SPEC §2's order, one column on a phone. */
function MainDashboard({ restaurant, onSettings }: { restaurant: Restaurant; onSettings: () => void }) {
  const [prefill] = useState(() => readPrefill(window.location.search));
  useEffect(() => {
    // Opened from the competition board: the section asked for is not on screen until the data came.
    const target = prefill.promotion ? "gerador-promocao" : prefill.calculator ? "calculadora" : null;
    if (target) document.getElementById(target)?.scrollIntoView({ block: "start" });
  }, [prefill]);
  return (
    <div className="grid gap-4">
      <RestaurantHeader restaurant={restaurant} onSettings={onSettings} />
      <nav aria-label="Seções do painel" className="-mx-4 overflow-x-auto px-4">
        <ul className="flex gap-2 pb-1">
          {SECTIONS.map((s) => (
            <li key={s.href}>
              <a
                href={s.href}
                className="flex min-h-11 items-center rounded-full border border-line bg-white px-4 text-sm font-medium whitespace-nowrap text-ink hover:bg-primary-soft"
              >
                {s.label}
              </a>
            </li>
          ))}
          <li>
            <Link
              href="/dashboard/concorrencia"
              className="flex min-h-11 items-center rounded-full border border-line bg-white px-4 text-sm font-medium whitespace-nowrap text-ink hover:bg-primary-soft"
            >
              Concorrência
            </Link>
          </li>
          {/* The review inbox is a page of its own (issue 28). */}
          <li>
            <Link
              href="/dashboard/avaliacoes"
              className="flex min-h-11 items-center rounded-full border border-line bg-white px-4 text-sm font-medium whitespace-nowrap text-ink hover:bg-primary-soft"
            >
              Avaliações
            </Link>
          </li>
        </ul>
      </nav>
      <WeeklySummary />
      <ReviewsCard />
      <div className="grid gap-4 lg:grid-cols-2">
        <WeeklyChecklist />
        <GeneratorSlot
          kind="conteudo"
          title="Gerador de conteúdo"
          description="Descrições de pratos que dão água na boca, a partir do nome do prato."
          icon={Sparkles}
        >
          <ContentGenerator
            restaurant={restaurant}
            descriptionActions={({ dishName, text }) => (
              <SaveToDishButton dishName={dishName} description={text} />
            )}
          />
        </GeneratorSlot>
      </div>
      <MetricsPanel />
      <div className="grid gap-4 lg:grid-cols-2">
        <GeneratorSlot
          kind="resposta"
          title="Gerador de respostas"
          description="Respostas profissionais para reclamações e avaliações negativas."
          icon={MessageSquareReply}
        >
          <ResponseGenerator restaurant={restaurant} />
        </GeneratorSlot>
        <GeneratorSlot
          kind="promocao"
          title="Gerador de promoções"
          description="Promoções prontas para o objetivo da semana."
          icon={Megaphone}
        >
          <DashboardPromotionGenerator restaurant={restaurant} prefill={prefill.promotion} />
        </GeneratorSlot>
      </div>
      <SavedPromotions />
      <DishesSection />
      <GeneratorSlot
        kind="cardapio"
        title="Gerador de cardápio"
        description="Ideias de pratos com descrição e preço para o seu tipo de restaurante."
        icon={BookOpenText}
      >
        <MenuGenerator restaurant={restaurant} />
      </GeneratorSlot>
      <DashboardSection
        id="textos-gerados"
        title="Textos gerados"
        description="Tudo o que você gerou fica aqui para copiar quando quiser."
        icon={History}
      >
        <RecentGenerations />
      </DashboardSection>
      <DashboardPriceCalculator prefill={prefill.calculator} />
      <TeamSection />
      <div className="grid gap-4 md:grid-cols-2">
        <CustomersCard />
        <CompetitionCard />
      </div>
    </div>
  );
}

/**
 * The signed-in home (SPEC §2 Dashboard): the onboarding form until the
 * restaurant is set up, then the main dashboard. "Settings" brings the
 * form back with the current values. A failed load counts as not onboarded (SPEC §4).
 */
export function DashboardHome() {
  const restaurant = useRestaurant();
  const [editing, setEditing] = useState(false);

  if (restaurant.isPending) {
    return (
      <div className="grid w-full gap-4" aria-busy="true">
        <span className="sr-only">Carregando seu painel…</span>
        <Skeleton className="h-16" />
        <Skeleton className="h-32" />
        <Skeleton className="h-64" />
      </div>
    );
  }

  const current = restaurant.isError ? null : restaurant.data;
  if (!current?.isOnboarded || editing) {
    const settings = Boolean(current?.isOnboarded);
    return (
      <div className="grid w-full gap-6">
        <TeamInvitesBanner />
        <PlanAccessNotices />
        <div className="mx-auto w-full max-w-xl">
          <h2 className="text-2xl font-bold text-ink">
            {settings ? "Configurações do restaurante" : "Configure seu restaurante"}
          </h2>
          <p className="mt-1 text-muted">
            {settings
              ? "Mude o nome, a categoria ou o logo quando quiser."
              : "Leva um minuto: o nome, a categoria e, se quiser, o logo."}
          </p>
        </div>
        <OnboardingForm
          current={current ?? null}
          onSaved={() => setEditing(false)}
          onCancel={settings ? () => setEditing(false) : undefined}
          refreshes={RESTAURANT_READS}
        />
        {settings ? <RestaurantFactsForm refreshes={[REVIEWS_ROOT]} /> : null}
      </div>
    );
  }

  return (
    // The shell's main already pads the page: a second px-4 cost a phone 32 px of every card (issue 30).
    <div className="grid w-full gap-4">
      <TeamInvitesBanner />
      <PlanAccessNotices />
      <TrialStatusLine />
      <MainDashboard
        restaurant={current}
        onSettings={() => {
          setEditing(true);
          window.scrollTo({ top: 0 });
        }}
      />
    </div>
  );
}
