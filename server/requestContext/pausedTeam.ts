import { eq, type SQL, sql } from "drizzle-orm";
import { PAUSED_TEAM_MESSAGE, type PausedTeam } from "../../common/team";
import type { Db } from "../db/open";
import { restaurants, teamMembers, users } from "../db/schema";
import { AppError } from "../http/errors";
import { teamOpen } from "./planAccess";

/**
 * The teams the user joined whose owner's plan no longer includes the team
 * (Starter, or the account ended): the member keeps the membership but no
 * access until the owner is on Pro again (decision 030). Oldest first.
 */
export const pausedTeamsJson = (userId: SQL, email: SQL) => sql<PausedTeam[]>`coalesce((
  select json_agg(json_build_object(
    'restaurantName', pr.name,
    'ownerName', coalesce(nullif(trim(concat_ws(' ', po.first_name, po.last_name)), ''), po.email)
  ) order by pr.id)
  from ${teamMembers} ptm
  join ${restaurants} pr on pr.id = ptm.restaurant_id
  join ${users} po on po.id = pr.user_id
  where ptm.status = 'active' and lower(ptm.email) = lower(${email}) and pr.user_id <> ${userId}
    and not ${teamOpen(sql`ptm.restaurant_id`)}), '[]'::json)`;

export async function pausedTeamsOf(db: Db, userId: string): Promise<PausedTeam[]> {
  const [row] = await db
    .select({ teams: pausedTeamsJson(sql`${users.id}`, sql`${users.email}`) })
    .from(users)
    .where(eq(users.id, userId));
  return row?.teams ?? [];
}

/** 403 for a member whose team is paused by the owner's plan, naming the restaurant; undefined otherwise. */
export async function pausedTeamError(db: Db, userId: string): Promise<AppError | undefined> {
  const [team] = await pausedTeamsOf(db, userId);
  return team ? new AppError(403, "TEAM_PAUSED", PAUSED_TEAM_MESSAGE(team)) : undefined;
}
