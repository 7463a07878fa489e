import { useQueryClient } from "@tanstack/react-query";
import { BadgePercent, Power, PowerOff, Trash2 } from "lucide-react";
import type { Promotion } from "../../../common/promotions";
import { DashboardSection, LoadError, Skeleton } from "../../layout/DashboardSection";
import { useActsAsMember } from "../../lib/team";
import { Badge } from "../../ui/Badge";
import { Button } from "../../ui/Button";
import { toast } from "../../ui/useToast";
import { useUndoableRemoval } from "../../ui/useUndoableRemoval";
import { usePromotions } from "./api/promotions";
import { removePromotion } from "./api/removePromotion";
import { useSetPromotionActive } from "./api/setPromotionActive";

function PromotionItem({
  promotion,
  busy,
  onSetActive,
  onRemove,
}: {
  promotion: Promotion;
  busy: boolean;
  onSetActive: (isActive: boolean) => void;
  /** Absent for a team member: only the owner deletes. */
  onRemove: (() => void) | undefined;
}) {
  return (
    <li className="grid gap-3 rounded-xl border border-line p-3 sm:flex sm:items-start">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="min-w-0 font-semibold break-words text-ink">{promotion.title}</h3>
          <Badge variant={promotion.isActive ? "success" : "neutral"}>
            {promotion.isActive ? "Ativa" : "Inativa"}
          </Badge>
        </div>
        {promotion.discount || promotion.period ? (
          <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {promotion.discount ? (
              <div className="flex min-w-0 gap-1">
                <dt className="text-muted">Desconto:</dt>
                <dd className="font-semibold break-words text-leaf">{promotion.discount}</dd>
              </div>
            ) : null}
            {promotion.period ? (
              <div className="flex min-w-0 gap-1">
                <dt className="text-muted">Período:</dt>
                <dd className="break-words text-ink">{promotion.period}</dd>
              </div>
            ) : null}
          </dl>
        ) : null}
        {promotion.description ? (
          <p className="mt-1 line-clamp-2 text-sm break-words text-muted">{promotion.description}</p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2 sm:shrink-0">
        <Button
          variant="outline"
          className="flex-1 sm:flex-none"
          aria-label={`${promotion.isActive ? "Desativar" : "Ativar"} ${promotion.title}`}
          disabled={busy}
          onClick={() => onSetActive(!promotion.isActive)}
        >
          {promotion.isActive ? <PowerOff aria-hidden /> : <Power aria-hidden />}
          {promotion.isActive ? "Desativar" : "Ativar"}
        </Button>
        {onRemove ? (
          <Button
            variant="ghost"
            className="flex-1 text-danger sm:flex-none"
            aria-label={`Excluir ${promotion.title}`}
            disabled={busy}
            onClick={onRemove}
          >
            <Trash2 aria-hidden />
            Excluir
          </Button>
        ) : null}
      </div>
    </li>
  );
}

/**
 * The promotions the owner kept from the generator; the active ones count in
 * the weekly summary. The mutations live here, not in each item: an item
 * leaves the list when deleted, and its toast must still show.
 */
export function SavedPromotions() {
  const promotions = usePromotions();
  const toggle = useSetPromotionActive();
  const queryClient = useQueryClient();
  const removal = useUndoableRemoval();
  const member = useActsAsMember();

  function setActive(promotion: Promotion, isActive: boolean) {
    toggle.mutate(
      { id: promotion.id, isActive },
      {
        onSuccess: () =>
          toast({
            title: isActive ? "Promoção ativada!" : "Promoção desativada!",
            description: promotion.title,
            variant: "success",
          }),
        onError: () =>
          toast({
            title: "Erro",
            description: "Não foi possível atualizar a promoção",
            variant: "destructive",
          }),
      },
    );
  }

  function onRemove(promotion: Promotion) {
    removal.remove(promotion.id, {
      title: "Promoção excluída!",
      description: promotion.title,
      commit: (keepalive) => removePromotion(queryClient, promotion.id, keepalive),
      failure: "Não foi possível excluir a promoção",
    });
  }

  const busyId = toggle.isPending ? toggle.variables?.id : undefined;
  const shown = promotions.data?.filter((p) => !removal.hidden.has(p.id));

  return (
    <DashboardSection
      id="promocoes"
      title="Promoções salvas"
      description="Ative a que está no ar no seu app de delivery; as ativas contam no resumo da semana."
      icon={BadgePercent}
    >
      {promotions.isPending ? (
        <div className="grid gap-2">
          {["a", "b"].map((k) => (
            <Skeleton key={k} className="h-20" />
          ))}
        </div>
      ) : promotions.isError ? (
        <LoadError
          message="Não foi possível carregar as promoções"
          onRetry={() => void promotions.refetch()}
        />
      ) : !shown || shown.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-line p-6 text-center text-sm text-muted">
          <BadgePercent className="size-6" aria-hidden />
          Nenhuma promoção salva ainda. Gere uma no gerador de promoções e toque em “Salvar promoção”.
        </div>
      ) : (
        <ul aria-label="Promoções salvas" className="grid max-h-[32rem] gap-2 overflow-y-auto pr-1">
          {shown.map((promotion) => (
            <PromotionItem
              key={promotion.id}
              promotion={promotion}
              busy={busyId === promotion.id}
              onSetActive={(isActive) => setActive(promotion, isActive)}
              onRemove={member ? undefined : () => onRemove(promotion)}
            />
          ))}
        </ul>
      )}
    </DashboardSection>
  );
}
