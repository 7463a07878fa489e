import { Megaphone, Sparkles } from "lucide-react";
import { ContentGenerator } from "../ContentGenerator";
import { PromotionGenerator } from "../PromotionGenerator";
import { PublicGeneratorCard } from "./PublicGeneratorCard";
import { useDemoLimit } from "./useDemoLimit";

/**
 * The landing's live demo of the content and promotion generators (SPEC §2):
 * the generators of the dashboard in their landing variant, sharing one
 * visitor allowance.
 */
export function LandingDemo() {
  const demoLimit = useDemoLimit();
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <PublicGeneratorCard
        icon={Sparkles}
        title="Descrição de prato"
        lead="Digite um prato e veja o texto pronto para o cardápio."
      >
        <ContentGenerator variant="landing" demoLimit={demoLimit} />
      </PublicGeneratorCard>
      <PublicGeneratorCard
        icon={Megaphone}
        title="Promoção"
        lead="Escolha seu tipo de negócio e receba uma promoção pronta."
      >
        <PromotionGenerator variant="landing" demoLimit={demoLimit} />
      </PublicGeneratorCard>
    </div>
  );
}
