import { BookmarkCheck, BookmarkPlus } from "lucide-react";
import { useRef, useState } from "react";
import type { GeneratedPromotion } from "../../../common/generators";
import { Button } from "../../ui/Button";
import { toast } from "../../ui/useToast";
import { useSavePromotion } from "./api/savePromotion";

/** A generated promotion by its words: the same text is the same promotion. */
const promotionKey = (p: GeneratedPromotion) =>
  JSON.stringify([p.title, p.description, p.discount, p.period]);

/**
 * "Salvar promoção" in the generated promotion's card: keeps it, inactive, in
 * "Promoções salvas" (the section asks the owner to turn on the one on the
 * air). Saved once per generated promotion: a second tap before React disables
 * the button is ignored here (the ref is set synchronously), and the server
 * answers a repeated save with the one it already has.
 */
export function SavePromotionButton({ promotion }: { promotion: GeneratedPromotion }) {
  const save = useSavePromotion();
  const key = promotionKey(promotion);
  const [savedKey, setSavedKey] = useState<string | null>(null);
  const inFlight = useRef<string | null>(null);
  const saved = savedKey === key;

  function onSave() {
    if (saved || inFlight.current === key) return;
    inFlight.current = key;
    save.mutate(
      {
        title: promotion.title,
        description: promotion.description,
        discount: promotion.discount,
        period: promotion.period,
        isActive: false,
      },
      {
        onSettled: () => {
          if (inFlight.current === key) inFlight.current = null;
        },
        onSuccess: () => {
          setSavedKey(key);
          toast({
            title: "Promoção salva!",
            description: "Ela está em Promoções salvas: ative quando estiver no ar.",
            variant: "success",
          });
        },
        onError: () =>
          toast({ title: "Erro", description: "Não foi possível salvar a promoção", variant: "destructive" }),
      },
    );
  }

  const busy = save.isPending && inFlight.current === key;
  return (
    <Button variant="outline" className="w-full sm:w-auto" onClick={onSave} disabled={saved || busy}>
      {saved ? <BookmarkCheck aria-hidden className="text-leaf" /> : <BookmarkPlus aria-hidden />}
      {saved ? "Promoção salva" : busy ? "Salvando…" : "Salvar promoção"}
    </Button>
  );
}
