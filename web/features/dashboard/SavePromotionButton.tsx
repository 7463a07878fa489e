import { BookmarkCheck, BookmarkPlus } from "lucide-react";
import { useState } from "react";
import type { GeneratedPromotion } from "../../../common/generators";
import { Button } from "../../ui/Button";
import { toast } from "../../ui/useToast";
import { useSavePromotion } from "./api/promotions";

/**
 * "Salvar promoção" in the generated promotion's card: keeps it as an active
 * promotion. Saved once per generated promotion, so a second tap makes no copy.
 */
export function SavePromotionButton({ promotion }: { promotion: GeneratedPromotion }) {
  const save = useSavePromotion();
  const [savedFor, setSavedFor] = useState<GeneratedPromotion | null>(null);
  const saved = savedFor === promotion;

  function onSave() {
    save.mutate(
      {
        title: promotion.title,
        description: promotion.description,
        discount: promotion.discount,
        period: promotion.period,
        isActive: true,
      },
      {
        onSuccess: () => {
          setSavedFor(promotion);
          toast({ title: "Promoção salva!", description: promotion.title, variant: "success" });
        },
        onError: () =>
          toast({ title: "Erro", description: "Não foi possível salvar a promoção", variant: "destructive" }),
      },
    );
  }

  return (
    <Button
      variant="outline"
      className="w-full sm:w-auto"
      onClick={onSave}
      disabled={saved || save.isPending}
    >
      {saved ? <BookmarkCheck aria-hidden className="text-leaf" /> : <BookmarkPlus aria-hidden />}
      {saved ? "Promoção salva" : save.isPending ? "Salvando…" : "Salvar promoção"}
    </Button>
  );
}
