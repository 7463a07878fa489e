import { desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import {
  ADMIN_LIMITS,
  type AdminSearchResult,
  type AdminStats,
  type AdminUser,
  type AdminUsersPage,
} from "../../../common/admin";
import type { Db } from "../../db/open";
import { mailOutbox, plans, users } from "../../db/schema";
import { notFound } from "../../http/errors";

const adminUserColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  isEmailVerified: users.isEmailVerified,
  planName: plans.name,
  planType: plans.type,
  subscriptionActive: users.subscriptionActive,
  createdAt: users.createdAt,
};

type AdminUserRow = Omit<AdminUser, "createdAt"> & { createdAt: Date };

const toAdminUser = (row: AdminUserRow): AdminUser => ({ ...row, createdAt: row.createdAt.toISOString() });

function selectAdminUsers(db: Db, where?: SQL) {
  return db
    .select(adminUserColumns)
    .from(users)
    .leftJoin(plans, eq(plans.id, users.planId))
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id));
}

const count = (filter?: SQL) =>
  (filter ? sql`count(*) filter (where ${filter})` : sql`count(*)`).mapWith(Number);

/**
 * SPEC §3 admin stats; Starter and Pro count every user on that plan type,
 * active or not. Plus the mail outbox (issue 11): mails waiting to leave and
 * mails given up on, so the admin notices a mail server that is down.
 */
export async function getAdminStats(db: Db): Promise<AdminStats> {
  const [mail] = await db
    .select({
      pending: count(sql`${mailOutbox.status} = 'pending'`),
      failed: count(sql`${mailOutbox.status} = 'failed'`),
    })
    .from(mailOutbox)
    .where(sql`${mailOutbox.status} in ('pending', 'failed')`);
  const mailCounts = { pending: mail?.pending ?? 0, failed: mail?.failed ?? 0 };
  const [row] = await db
    .select({
      totalUsers: count(),
      activeSubscriptions: count(sql`${users.subscriptionActive}`),
      starterUsers: count(sql`${plans.type} = 'starter'`),
      proUsers: count(sql`${plans.type} = 'pro'`),
    })
    .from(users)
    .leftJoin(plans, eq(plans.id, users.planId));
  return {
    ...(row ?? { totalUsers: 0, activeSubscriptions: 0, starterUsers: 0, proUsers: 0 }),
    mailOutbox: mailCounts,
  };
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/** Newest first; page clamped to 1…totalPages and limit to 1…100 (an empty list still has page 1 of 1). */
export async function listAdminUsers(
  db: Db,
  query: { page: number; limit: number },
): Promise<AdminUsersPage> {
  const limit = clamp(query.limit, 1, ADMIN_LIMITS.pageSizeMax);
  const [totals] = await db.select({ total: count() }).from(users);
  const total = totals?.total ?? 0;
  const totalPages = Math.max(1, Math.ceil(total / limit));
  const page = clamp(query.page, 1, totalPages);
  const rows = await selectAdminUsers(db)
    .limit(limit)
    .offset((page - 1) * limit);
  return { users: rows.map(toAdminUser), pagination: { page, limit, total, totalPages } };
}

/** The text is matched literally: LIKE's wildcards and escape are escaped, and it travels as a bound parameter. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Partial, case-insensitive match on email, first name, last name or the full
 * name; a blank query is the first page of the full list (SPEC §5).
 */
export async function searchAdminUsers(db: Db, q: string): Promise<AdminSearchResult> {
  const text = q.trim();
  const max = ADMIN_LIMITS.searchResultsMax;
  if (text === "") {
    const first = await listAdminUsers(db, { page: 1, limit: ADMIN_LIMITS.pageSizeDefault });
    return { users: first.users, hasMore: first.pagination.totalPages > 1 };
  }
  const pattern = likePattern(text);
  const fullName = sql`coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')`;
  const rows = await selectAdminUsers(
    db,
    or(
      ilike(users.email, pattern),
      ilike(users.firstName, pattern),
      ilike(users.lastName, pattern),
      ilike(fullName, pattern),
    ),
  ).limit(max + 1);
  return { users: rows.slice(0, max).map(toAdminUser), hasMore: rows.length > max };
}

export async function findAdminUser(db: Db, id: string): Promise<AdminUser | undefined> {
  const [row] = await selectAdminUsers(db, eq(users.id, id));
  return row ? toAdminUser(row) : undefined;
}

/** Sets subscriptionActive; answers the user before and after, or 404 for an unknown id. */
export async function setSubscriptionActive(
  db: Db,
  id: string,
  subscriptionActive: boolean,
): Promise<{ before: AdminUser; after: AdminUser }> {
  const before = await findAdminUser(db, id);
  if (!before) throw notFound("Usuário não encontrado.");
  await db.update(users).set({ subscriptionActive }).where(eq(users.id, id));
  const after = await findAdminUser(db, id);
  if (!after) throw notFound("Usuário não encontrado.");
  return { before, after };
}
