import { and, eq, exists, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/open";
import { restaurants, teamMembers, users } from "../../db/schema";

/**
 * The address came to the app as someone's team member (an invitation
 * pending or accepted) and owns no restaurant of its own: only its owner's
 * account is billed, so its own trial mails would only confuse it
 * ("cadastre um cartão"). Someone who opens a store of their own is an owner
 * again.
 */
export async function teamMemberOnly(db: Db, email: string): Promise<boolean> {
  const address = email.toLowerCase();
  const [row] = await db
    .select({ id: teamMembers.id })
    .from(teamMembers)
    .where(
      and(
        sql`lower(${teamMembers.email}) = ${address}`,
        inArray(teamMembers.status, ["pending", "active"]),
        sql`not ${exists(
          db
            .select({ one: sql`1` })
            .from(restaurants)
            .innerJoin(users, eq(users.id, restaurants.userId))
            .where(sql`lower(${users.email}) = ${address}`),
        )}`,
      ),
    )
    .limit(1);
  return !!row;
}
