import { Mail } from "lucide-react";
import { TEAM_MESSAGES } from "../../../common/team";
import { useAuth } from "../../lib/auth";
import { useTeamInvites } from "./api/teamInvites";

/**
 * Invites waiting for the signed-in user's address, one line each, once that
 * address is confirmed (before, one line asking to confirm it). Joining
 * needs the link of the invitation mail (it proves the mailbox), so there is
 * no button here: the line says where to go. Nothing when there are none.
 */
export function TeamInvitesBanner() {
  const { user } = useAuth();
  const invites = useTeamInvites();
  // The server shows invitations only to a confirmed address (issue 25): say so, without saying whether any wait.
  if (user && !user.isEmailVerified) {
    return (
      <p className="flex items-start gap-3 rounded-xl border border-line bg-white p-3 text-sm text-ink">
        <Mail className="mt-0.5 size-5 shrink-0" aria-hidden />
        {TEAM_MESSAGES.confirmToSeeInvites}
      </p>
    );
  }
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
