import { and, desc, eq, gt } from "drizzle-orm";
import { ADMIN_LIMITS, type AdminAuditAction, type AdminAuditEntry } from "../../../common/admin";
import type { Db } from "../../db/open";
import { adminAudit } from "../../db/schema";

export type AuditInput = {
  action: AdminAuditAction;
  target?: string | null | undefined;
  detail?: Record<string, unknown>;
  ip: string;
  at: Date;
};

/** Column sizes of admin_audit; a long search text is cut, never refused. */
const cut = (value: string | null | undefined, max: number) => (value == null ? null : value.slice(0, max));

export async function recordAudit(db: Db, entry: AuditInput): Promise<void> {
  await db.insert(adminAudit).values({
    action: entry.action,
    target: cut(entry.target, 255),
    detail: entry.detail ?? null,
    ip: cut(entry.ip, 64),
    createdAt: entry.at,
  });
}

/**
 * Stats are read on every unlock, refresh and change, so an "Acesso ao painel"
 * row per read would bury the changes. One row per visit is enough: a read from
 * an IP with no access row in the last 30 minutes.
 */
export const PANEL_VISIT_MS = 30 * 60_000;

export async function recordPanelVisit(db: Db, ip: string, at: Date): Promise<void> {
  const since = new Date(at.getTime() - PANEL_VISIT_MS);
  const [recent] = await db
    .select({ id: adminAudit.id })
    .from(adminAudit)
    .where(
      and(
        eq(adminAudit.action, "panel.open"),
        eq(adminAudit.ip, cut(ip, 64) ?? ""),
        gt(adminAudit.createdAt, since),
      ),
    )
    .limit(1);
  if (!recent) await recordAudit(db, { action: "panel.open", ip, at });
}

export async function recentAudit(
  db: Db,
  limit: number = ADMIN_LIMITS.auditRecent,
): Promise<AdminAuditEntry[]> {
  const rows = await db
    .select({
      id: adminAudit.id,
      action: adminAudit.action,
      target: adminAudit.target,
      ip: adminAudit.ip,
      createdAt: adminAudit.createdAt,
    })
    .from(adminAudit)
    .orderBy(desc(adminAudit.createdAt), desc(adminAudit.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
