import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { MailPlus, Trash2, UserPlus, UsersRound } from "lucide-react";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { Link } from "wouter";
import { type TeamMember, teamInviteSchema } from "../../../common/team";
import type { z } from "../../../common/zod";
import { DashboardSection, LoadError, Skeleton } from "../../layout/DashboardSection";
import { ApiError, messageFor } from "../../lib/api";
import { useTeam } from "../../lib/team";
import { Badge } from "../../ui/Badge";
import { Button } from "../../ui/Button";
import { Field, fieldA11y } from "../../ui/Field";
import { Input } from "../../ui/Input";
import { toast } from "../../ui/useToast";
import { useUndoableRemoval } from "../../ui/useUndoableRemoval";
import { useInviteMember } from "./api/inviteMember";
import { removeTeamMember } from "./api/removeTeamMember";

type InviteInput = z.input<typeof teamInviteSchema>;
type InviteOutput = z.output<typeof teamInviteSchema>;

function InviteForm() {
  const invite = useInviteMember();
  const id = `${useId()}-email`;
  const form = useForm<InviteInput, unknown, InviteOutput>({
    resolver: zodResolver(teamInviteSchema),
    defaultValues: { email: "" },
  });
  const error = form.formState.errors.email?.message;

  const submit = form.handleSubmit((input) =>
    invite.mutate(input, {
      onSuccess: (member) => {
        toast({ title: "Convite enviado!", description: member.email, variant: "success" });
        form.reset();
      },
      onError: (e) =>
        toast({
          title: "Erro",
          description: messageFor(e, "Não foi possível enviar o convite. Tente de novo."),
          variant: "destructive",
        }),
    }),
  );

  return (
    <form noValidate onSubmit={submit} aria-label="Convidar para a equipe" className="grid gap-2">
      <Field id={id} label="Email de quem vai ajudar" error={error}>
        <Input
          {...fieldA11y(id, error)}
          {...form.register("email")}
          type="email"
          inputMode="email"
          autoComplete="off"
          placeholder="nome@exemplo.com"
        />
      </Field>
      <Button type="submit" disabled={invite.isPending} className="sm:justify-self-start">
        <UserPlus aria-hidden />
        {invite.isPending ? "Convidando..." : "Convidar"}
      </Button>
    </form>
  );
}

function MemberItem({
  member,
  busy,
  onRemove,
  onResend,
}: {
  member: TeamMember;
  busy: boolean;
  onRemove: () => void;
  onResend: () => void;
}) {
  const active = member.status === "active";
  return (
    <li className="flex flex-wrap items-center gap-2 rounded-xl border border-line p-3">
      <span className="min-w-0 flex-1 basis-40 break-all text-ink">{member.email}</span>
      <Badge variant={active ? "success" : "warning"}>{active ? "Ativo" : "Pendente"}</Badge>
      {active ? null : (
        <Button
          variant="ghost"
          aria-label={`Reenviar convite para ${member.email}`}
          disabled={busy}
          onClick={onResend}
        >
          <MailPlus aria-hidden />
          Reenviar
        </Button>
      )}
      <Button
        variant="ghost"
        className="text-danger"
        aria-label={`Remover ${member.email}`}
        disabled={busy}
        onClick={onRemove}
      >
        <Trash2 aria-hidden />
        Remover
      </Button>
    </li>
  );
}

/**
 * The owner's team (plano Pro): invite by email, see who joined, remove.
 * Hidden for team members, who get a 403 from GET /api/team.
 */
export function TeamSection() {
  const team = useTeam();
  const queryClient = useQueryClient();
  const removal = useUndoableRemoval();
  const resend = useInviteMember();

  if (team.error instanceof ApiError && team.error.status === 403) return null;

  // "Desfazer" for a few seconds: the DELETE goes when the toast does, so an
  // undo keeps the person's access and sends no new invitation.
  function removeMember(member: TeamMember) {
    removal.remove(member.id, {
      title: "Membro removido!",
      description: member.email,
      commit: (keepalive) => removeTeamMember(queryClient, member.id, keepalive),
      failure: "Não foi possível remover o membro. Tente de novo.",
    });
  }
  const members = team.data?.members.filter((m) => !removal.hidden.has(m.id)) ?? [];

  function resendInvite(member: TeamMember) {
    resend.mutate(
      { email: member.email },
      {
        onSuccess: () =>
          toast({ title: "Convite reenviado!", description: member.email, variant: "success" }),
        onError: (e) =>
          toast({
            title: "Convite não reenviado",
            description: messageFor(e, "Não foi possível reenviar o convite. Tente de novo."),
            variant: "destructive",
          }),
      },
    );
  }

  return (
    <DashboardSection
      id="equipe"
      title="Equipe"
      description="Convide quem ajuda no restaurante para usar o painel com você."
      icon={UsersRound}
    >
      {team.isPending ? (
        <Skeleton className="h-24" />
      ) : team.isError ? (
        <LoadError message="Não foi possível carregar a equipe" onRetry={() => void team.refetch()} />
      ) : !team.data.teamPlan ? (
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
          A equipe faz parte do plano Pro.
          <Link
            href="/checkout/4"
            className="inline-flex min-h-11 items-center font-semibold text-primary-dark underline"
          >
            Mudar para o Pro
          </Link>
        </p>
      ) : (
        <div className="grid gap-4">
          {!team.data.emailVerified ? (
            <p role="status" className="rounded-xl bg-amber-soft p-3 text-sm text-ink">
              Confirme seu email para convidar pessoas para a equipe: abra o link que enviamos quando você
              criou a conta.
            </p>
          ) : team.data.canInvite ? (
            <InviteForm />
          ) : (
            <p className="text-sm text-muted">
              Sua equipe já tem {team.data.max} pessoas. Remova alguém para convidar outra.
            </p>
          )}
          {members.length === 0 ? (
            <p className="rounded-xl border border-dashed border-line p-4 text-center text-sm text-muted">
              Ninguém na equipe ainda. Convide pelo email.
            </p>
          ) : (
            <ul aria-label="Membros da equipe" className="grid gap-2">
              {members.map((member) => (
                <MemberItem
                  key={member.id}
                  member={member}
                  busy={resend.isPending && resend.variables?.email === member.email}
                  onRemove={() => removeMember(member)}
                  onResend={() => resendInvite(member)}
                />
              ))}
            </ul>
          )}
        </div>
      )}
    </DashboardSection>
  );
}
