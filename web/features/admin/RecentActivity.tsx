import { History, ShieldAlert } from "lucide-react";
import { ADMIN_AUDIT_LABELS, type AdminAuditList } from "../../../common/admin";
import { formatDateTime } from "../../../common/format";
import { Card, CardTitle } from "../../ui/Card";

const label = (action: string) =>
  (ADMIN_AUDIT_LABELS as Record<string, string | undefined>)[action] ?? action;

const deniedLine = (n: number) =>
  n === 1 ? "1 tentativa negada nas últimas 24 h" : `${n} tentativas negadas nas últimas 24 h`;

/**
 * The last admin actions from the audit log (what, on whom, when and from
 * which IP), and apart how many attempts were refused in the last 24 hours:
 * anyone can make refusals, so they never take an action's place in the list.
 */
export function RecentActivity({ audit }: { audit: AdminAuditList | undefined }) {
  const entries = audit?.entries;
  return (
    <Card>
      <div className="mb-3 flex items-center gap-2">
        <History className="size-5 text-primary" aria-hidden />
        <CardTitle className="text-base">Atividade recente</CardTitle>
      </div>
      {audit && audit.deniedLast24h > 0 ? (
        <p className="mb-3 flex items-center gap-2 rounded-lg bg-amber-soft px-3 py-2 text-sm text-ink">
          <ShieldAlert className="size-4" aria-hidden />
          {deniedLine(audit.deniedLast24h)}
        </p>
      ) : null}
      {!entries ? (
        <div className="grid gap-2" aria-hidden>
          {[0, 1, 2].map((i) => (
            <div key={i} className="h-10 animate-pulse rounded-lg bg-line/60" />
          ))}
        </div>
      ) : entries.length === 0 ? (
        <p className="text-sm text-muted">Nenhuma atividade registrada ainda.</p>
      ) : (
        <ol className="grid gap-2" aria-label="Atividade recente">
          {entries.map((entry) => (
            <li key={entry.id} className="grid gap-0.5 border-b border-line pb-2 text-sm last:border-0">
              <span className="font-medium text-ink">
                {label(entry.action)}
                {entry.target ? (
                  <span className="font-normal break-all text-muted"> · {entry.target}</span>
                ) : null}
              </span>
              <span className="text-xs text-muted">
                <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
                {entry.ip ? ` · IP ${entry.ip}` : null}
              </span>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
