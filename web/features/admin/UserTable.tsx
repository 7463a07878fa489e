import { type AdminUser, adminDisplayName } from "../../../common/admin";
import { formatDateTime } from "../../../common/format";
import { Badge } from "../../ui/Badge";
import { Button } from "../../ui/Button";
import { ADMIN_STATUS, statusOf } from "./userStatus";

type RowProps = { user: AdminUser; pending: boolean; onToggle: (user: AdminUser) => void };

function Identity({ user }: { user: AdminUser }) {
  return (
    <div className="flex min-w-0 flex-col items-start gap-1">
      {/* A 100-character name without spaces must wrap, not widen the whole panel. */}
      <span className="font-semibold wrap-anywhere text-ink">{adminDisplayName(user)}</span>
      {user.isEmailVerified ? null : <Badge variant="warning">Email não verificado</Badge>}
    </div>
  );
}

function Plan({ user }: { user: AdminUser }) {
  if (!user.planName) return <span className="text-muted">Sem plano</span>;
  return <Badge variant={user.planType === "pro" ? "primary" : "neutral"}>{user.planName}</Badge>;
}

/** Trial, active (paying), cancelled or deactivated (issue 17 item 5): a trial is not a subscription. */
function Status({ user }: { user: AdminUser }) {
  const status = ADMIN_STATUS[statusOf(user)];
  return <Badge variant={status.variant}>{status.label}</Badge>;
}

/** Sends the opposite of the current state (SPEC §4). */
function Toggle({ user, pending, onToggle }: RowProps) {
  const verb = user.subscriptionActive ? "Desativar" : "Ativar";
  return (
    <Button
      size="sm"
      className="min-h-11 w-full sm:w-auto"
      variant={user.subscriptionActive ? "outline" : "success"}
      disabled={pending}
      aria-label={`${verb} assinatura de ${adminDisplayName(user)}`}
      onClick={() => onToggle(user)}
    >
      {pending ? "Salvando..." : verb}
    </Button>
  );
}

const SKELETON_ROWS = ["s1", "s2", "s3", "s4", "s5"];

const HEAD = ["Usuário", "Email", "Plano", "Status", "Cadastro", "Ações"];

/**
 * The users of SPEC §2: a table from the tablet up, a list of cards on a phone
 * (six columns do not fit 390 px). Only one of the two is displayed, so only
 * one is in the accessibility tree.
 */
export function UserTable({
  users,
  pendingId,
  onToggle,
}: {
  users: AdminUser[] | undefined;
  pendingId: string | null;
  onToggle: (user: AdminUser) => void;
}) {
  if (!users) {
    return (
      <div className="grid gap-2" aria-busy="true">
        <p className="sr-only">Carregando usuários…</p>
        {SKELETON_ROWS.map((key) => (
          <div key={key} className="h-14 animate-pulse rounded-xl bg-line/60" aria-hidden />
        ))}
      </div>
    );
  }
  if (users.length === 0) {
    return (
      <p className="rounded-xl border border-line bg-surface p-6 text-center text-muted">
        Nenhum usuário encontrado.
      </p>
    );
  }
  return (
    <>
      <ul className="grid gap-3 md:hidden" aria-label="Usuários">
        {users.map((user) => (
          <li
            key={user.id}
            aria-label={adminDisplayName(user)}
            className="grid min-w-0 gap-2 rounded-xl border border-line p-4"
          >
            <Identity user={user} />
            <p className="text-sm break-all text-muted">{user.email}</p>
            <div className="flex flex-wrap items-center gap-2 text-sm">
              <Plan user={user} />
              <Status user={user} />
              <span className="text-muted">Cadastro: {formatDateTime(user.createdAt)}</span>
            </div>
            <Toggle user={user} pending={pendingId === user.id} onToggle={onToggle} />
          </li>
        ))}
      </ul>
      <div className="hidden md:block">
        <table className="w-full text-left text-sm">
          <thead className="border-b border-line text-xs tracking-wide text-muted uppercase">
            <tr>
              {HEAD.map((label) => (
                <th key={label} scope="col" className="px-3 py-2 font-semibold">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {users.map((user) => (
              <tr key={user.id}>
                <td className="px-3 py-3">
                  <Identity user={user} />
                </td>
                <td className="px-3 py-3 break-all">{user.email}</td>
                <td className="px-3 py-3">
                  <Plan user={user} />
                </td>
                <td className="px-3 py-3">
                  <Status user={user} />
                </td>
                <td className="px-3 py-3 whitespace-nowrap">{formatDateTime(user.createdAt)}</td>
                <td className="px-3 py-3">
                  <Toggle user={user} pending={pendingId === user.id} onToggle={onToggle} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
