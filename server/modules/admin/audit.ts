import { and, desc, eq, gt, isNull, ne, sql } from "drizzle-orm";
import { ADMIN_LIMITS, type AdminAuditAction, type AdminAuditList } from "../../../common/admin";
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

/**
 * Records an entry unless the same IP already has one with the same action and
 * target (and the same values for `sameDetail` keys) in the last 30 minutes:
 * reads that the panel repeats (a refresh, a reload after a change) say
 * nothing new, and one row per visit keeps "Atividade recente" readable.
 */
export async function recordOncePerVisit(
  db: Db,
  entry: AuditInput,
  sameDetail: readonly string[] = [],
): Promise<void> {
  const since = new Date(entry.at.getTime() - PANEL_VISIT_MS);
  const target = cut(entry.target, 255);
  const [recent] = await db
    .select({ id: adminAudit.id })
    .from(adminAudit)
    .where(
      and(
        eq(adminAudit.action, entry.action),
        eq(adminAudit.ip, cut(entry.ip, 64) ?? ""),
        target === null ? isNull(adminAudit.target) : eq(adminAudit.target, target),
        gt(adminAudit.createdAt, since),
        ...sameDetail.map(
          (key) => sql`${adminAudit.detail} ->> ${key} = ${String(entry.detail?.[key] ?? "")}`,
        ),
      ),
    )
    .limit(1);
  if (!recent) await recordAudit(db, entry);
}

export async function recordPanelVisit(db: Db, ip: string, at: Date): Promise<void> {
  await recordOncePerVisit(db, { action: "panel.open", ip, at });
}

/**
 * A page of the user list shows people's names and emails, so reading one is
 * recorded ("Lista de usuários · página 2"), once per page, page size and visit.
 */
export async function recordUsersListed(
  db: Db,
  page: { page: number; limit: number },
  ip: string,
  at: Date,
): Promise<void> {
  await recordOncePerVisit(
    db,
    {
      action: "users.list",
      target: `página ${page.page}`,
      detail: { page: page.page, limit: page.limit },
      ip,
      at,
    },
    ["limit"],
  );
}

/** The window of "N tentativas negadas nas últimas 24 h". */
export const DENIED_WINDOW_MS = 24 * 60 * 60_000;

/**
 * "Atividade recente": the last actions taken with the password, and apart
 * the number of refused attempts in the last 24 hours. Refusals are written
 * by anyone who calls without the password, so listed with the actions they
 * would push every real one out of the list.
 */
export async function recentAudit(
  db: Db,
  now: Date,
  limit: number = ADMIN_LIMITS.auditRecent,
): Promise<AdminAuditList> {
  const [rows, [denied]] = await Promise.all([
    db
      .select({
        id: adminAudit.id,
        action: adminAudit.action,
        target: adminAudit.target,
        ip: adminAudit.ip,
        createdAt: adminAudit.createdAt,
      })
      .from(adminAudit)
      .where(ne(adminAudit.action, "access.denied"))
      .orderBy(desc(adminAudit.createdAt), desc(adminAudit.id))
      .limit(limit),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(adminAudit)
      .where(
        and(
          eq(adminAudit.action, "access.denied"),
          gt(adminAudit.createdAt, new Date(now.getTime() - DENIED_WINDOW_MS)),
        ),
      ),
  ]);
  return {
    entries: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    deniedLast24h: denied?.n ?? 0,
  };
}
