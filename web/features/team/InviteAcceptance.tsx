import { useQueryClient } from "@tanstack/react-query";
import { CircleAlert, UsersRound } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import { Link, useLocation } from "wouter";
import { TEAM_MESSAGES, type TeamInviteLookup } from "../../../common/team";
import { AuthLayout } from "../../layout/AuthLayout";
import { ApiError, messageFor } from "../../lib/api";
import { useAuth } from "../../lib/auth";
import { Button } from "../../ui/Button";
import { Card } from "../../ui/Card";
import { EmailAddress } from "../../ui/EmailAddress";
import { PageSpinner } from "../../ui/Spinner";
import { toast } from "../../ui/useToast";
import { acceptInvite } from "./api/acceptInvite";
import { useInviteLookup } from "./api/inviteLookup";

/** Where the token waits while the person signs in or creates an account (this tab only, never a URL). */
const STORAGE_KEY = "pc.inviteToken";

/** The mailed link's token rides in the fragment (#token=…), which no server sees; else the one kept. */
function tokenFromPage(): string | null {
  const fromHash = new URLSearchParams(window.location.hash.slice(1)).get("token");
  if (fromHash) return fromHash;
  try {
    return window.sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

function keepToken(token: string | null): void {
  try {
    if (token) window.sessionStorage.setItem(STORAGE_KEY, token);
    else window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage blocked: the page still works until it is reloaded.
  }
}

function Problem({ children }: { children: React.ReactNode }) {
  return (
    <p role="alert" className="flex items-start gap-2 rounded-xl bg-danger-soft p-3 text-sm text-danger">
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span className="min-w-0 break-words">{children}</span>
    </p>
  );
}

/** Signed in: accept (only the invited address can), or sign out when this is another account. */
function AcceptInvite({ invite, token, email }: { invite: TeamInviteLookup; token: string; email: string }) {
  const { logout } = useAuth();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const otherAccount = email.toLowerCase() !== invite.email.toLowerCase();

  const accept = async () => {
    setBusy(true);
    try {
      const joined = await acceptInvite(token);
      keepToken(null);
      // The session now acts on the team's restaurant: everything the dashboard knew is stale.
      await queryClient.invalidateQueries();
      toast({ title: "Você entrou na equipe!", description: joined.restaurantName, variant: "success" });
      navigate("/dashboard");
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiError && error.status === 403) setRefused(messageFor(error, ""));
      else
        toast({
          title: "Não foi possível aceitar o convite",
          description: messageFor(error, "Tente de novo em alguns minutos."),
          variant: "destructive",
        });
    }
  };

  if (refused && !otherAccount) {
    // The right account, refused for now (its email not confirmed yet, or the owner's plan left Pro): try again later.
    return (
      <div className="grid gap-4">
        <Problem>{refused}</Problem>
        <Button
          size="lg"
          variant="outline"
          disabled={busy}
          onClick={() => {
            setRefused(null);
            void accept();
          }}
        >
          Tentar de novo
        </Button>
      </div>
    );
  }
  if (otherAccount || refused) {
    return (
      <div className="grid gap-4">
        <Problem>{refused ?? TEAM_MESSAGES.wrongAccount(invite.email)}</Problem>
        <p className="text-sm text-muted">
          Você está na conta <EmailAddress email={email} />.
        </p>
        <Button size="lg" variant="outline" onClick={() => void logout()}>
          Sair desta conta
        </Button>
      </div>
    );
  }
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted">
        Você está na conta <EmailAddress email={email} />.
      </p>
      <Button size="lg" disabled={busy} onClick={() => void accept()}>
        {busy ? "Aceitando..." : "Aceitar convite"}
      </Button>
    </div>
  );
}

/**
 * The invitation mail's link: who invited to which restaurant; sign in or
 * create the account with the invited address (`signIn`, the sign-in forms
 * the page brings from the auth area), then accept. The token never goes into
 * a query string or a server log.
 */
export function InviteAcceptance({ signIn }: { signIn: (invitedEmail: string) => ReactNode }) {
  const [token] = useState(tokenFromPage);
  useEffect(() => {
    if (new URLSearchParams(window.location.hash.slice(1)).get("token")) {
      keepToken(token);
      // Once read, the token leaves the address bar (and the history).
      window.history.replaceState(window.history.state, "", window.location.pathname);
    }
  }, [token]);
  const { user, isLoading } = useAuth();
  const lookup = useInviteLookup(token);

  let body: React.ReactNode;
  if (!token) {
    body = <Problem>Este link está incompleto. Abra de novo o link do convite no seu email.</Problem>;
  } else if (lookup.isPending || isLoading) {
    return <PageSpinner />;
  } else if (lookup.isError) {
    body = (
      <div className="grid gap-4">
        <Problem>{messageFor(lookup.error, TEAM_MESSAGES.inviteInvalid)}</Problem>
        <Button asChild size="lg" variant="outline">
          <Link href="/dashboard">Ir para o painel</Link>
        </Button>
      </div>
    );
  } else {
    const invite = lookup.data;
    body = (
      <div className="grid gap-5">
        <p className="text-ink">
          <strong className="break-words">{invite.invitedByName}</strong> convidou você para a equipe do
          restaurante <strong className="break-words">{invite.restaurantName}</strong> no Prato Cheio.
        </p>
        {user ? <AcceptInvite invite={invite} token={token} email={user.email} /> : signIn(invite.email)}
      </div>
    );
  }

  return (
    <AuthLayout>
      <Card className="p-6">
        <div className="mb-4 flex items-center gap-2 text-primary-dark">
          <UsersRound className="size-6" aria-hidden />
          <h1 className="text-2xl font-bold text-ink">Convite para a equipe</h1>
        </div>
        {body}
      </Card>
    </AuthLayout>
  );
}
