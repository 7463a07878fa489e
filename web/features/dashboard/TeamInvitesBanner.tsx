import { Mail } from "lucide-react";
import { useTeamInvites } from "./api/teamInvites";

/**
 * Invites waiting for the signed-in user's address, one line each. Joining
 * needs the link of the invitation mail (it proves the mailbox), so there is
 * no button here: the line says where to go. Nothing when there are none.
 */
export function TeamInvitesBanner() {
  const invites = useTeamInvites();
  if (!invites.data?.length) return null;
  return (
    <section aria-label="Convites para equipes" className="grid gap-2">
      {invites.data.map((invite) => (
        <div
          key={invite.id}
          className="flex items-start gap-3 rounded-xl border border-amber bg-amber-soft p-3"
        >
          <Mail className="mt-0.5 size-5 shrink-0 text-ink" aria-hidden />
          <p className="min-w-0 flex-1 break-words text-sm text-ink">
            <strong>{invite.invitedByName}</strong> convidou você para a equipe do restaurante{" "}
            <strong>{invite.restaurantName}</strong>. Para entrar, abra o link do convite no seu email.
          </p>
        </div>
      ))}
    </section>
  );
}
