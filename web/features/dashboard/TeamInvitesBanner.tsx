import { UsersRound } from "lucide-react";
import type { TeamInvitation } from "../../../common/team";
import { messageFor } from "../../lib/api";
import { Button } from "../../ui/Button";
import { toast } from "../../ui/useToast";
import { useAcceptInvite, useTeamInvites } from "./api/team";

/** Invites waiting for the signed-in user: one line each, with "Aceitar". Nothing when there are none. */
export function TeamInvitesBanner() {
  const invites = useTeamInvites();
  const accept = useAcceptInvite();
  if (!invites.data?.length) return null;

  function acceptInvite(invite: TeamInvitation) {
    accept.mutate(invite.id, {
      onSuccess: () =>
        toast({ title: "Você entrou na equipe!", description: invite.restaurantName, variant: "success" }),
      onError: (e) =>
        toast({
          title: "Erro",
          description: messageFor(e, "Não foi possível aceitar o convite. Tente de novo."),
          variant: "destructive",
        }),
    });
  }

  return (
    <section aria-label="Convites para equipes" className="grid gap-2">
      {invites.data.map((invite) => (
        <div
          key={invite.id}
          className="flex flex-wrap items-center gap-3 rounded-xl border border-amber bg-amber-soft p-3"
        >
          <UsersRound className="size-5 shrink-0 text-ink" aria-hidden />
          <p className="min-w-0 flex-1 basis-48 break-words text-sm text-ink">
            <strong>{invite.invitedByName}</strong> convidou você para a equipe do restaurante{" "}
            <strong>{invite.restaurantName}</strong>
          </p>
          <Button
            disabled={accept.isPending && accept.variables === invite.id}
            onClick={() => acceptInvite(invite)}
          >
            Aceitar
          </Button>
        </div>
      ))}
    </section>
  );
}
