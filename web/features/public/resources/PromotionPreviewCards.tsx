import { Clock, Tag } from "lucide-react";
import { formatPercent } from "../../../../common/format";
import { cn } from "../../../lib/cn";
import { Button } from "../../../ui/Button";
import { toast } from "../../../ui/useToast";
import { PROMOTION_PREVIEWS } from "./previewData";

/**
 * Three sample promotions (SPEC §2). Their activate/deactivate buttons change
 * nothing, as the SPEC says; a click says why instead of feeling broken.
 */
export function PromotionPreviewCards() {
  const explain = () =>
    toast({
      title: "Isto é uma prévia",
      description: "No seu painel você liga e desliga promoções de verdade. Teste 7 dias grátis.",
    });
  return (
    <section aria-labelledby="promocoes-titulo">
      <h2 id="promocoes-titulo" className="text-xl font-bold text-ink">
        Promoções inteligentes
      </h2>
      <ul className="mt-4 grid gap-4 md:grid-cols-3">
        {PROMOTION_PREVIEWS.map((promo) => (
          <li
            key={promo.title}
            className={cn(
              "flex flex-col rounded-xl border bg-white p-4",
              promo.active ? "border-leaf/40" : "border-line bg-surface",
            )}
          >
            <div className="flex items-start justify-between gap-2">
              <h3 className="font-bold text-ink">{promo.title}</h3>
              <span
                className={cn(
                  "shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold",
                  promo.active ? "bg-leaf-soft text-leaf" : "border border-line bg-white text-muted",
                )}
              >
                {promo.active ? "Ativa" : "Inativa"}
              </span>
            </div>
            <p className="mt-1 text-sm text-muted">{promo.description}</p>
            <p className="mt-3 flex items-center gap-1.5 text-sm text-ink">
              <Clock className="size-4 text-muted" aria-hidden />
              {promo.schedule}
              {promo.hours ? `, ${promo.hours}` : ""}
            </p>
            <p className="mt-1 flex items-center gap-1.5 text-lg font-bold text-leaf">
              <Tag className="size-4" aria-hidden />
              {formatPercent(promo.discount)} de desconto
            </p>
            <Button variant="outline" className="mt-4" onClick={explain}>
              {promo.active ? "Desativar" : "Ativar"}
              <span className="sr-only"> {promo.title}</span>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
