import type { Db } from "../../db/open";
import { users } from "../../db/schema";

export type TestUser = {
  email: string;
  firstName?: string | null;
  lastName?: string | null;
  planId?: number | null;
  subscriptionActive?: boolean;
  subscriptionStatus?: "trialing" | "active" | "cancelled" | "expired" | "none";
  isEmailVerified?: boolean;
  createdAt?: Date;
};

/**
 * Inserts users straight into the table (sign-up is another module); the
 * password is never read by the admin code, so any string will do.
 */
export async function insertUsers(db: Db, rows: TestUser[]) {
  return db
    .insert(users)
    .values(rows.map((row) => ({ password: "nao-usada-pelo-admin", ...row })))
    .returning({ id: users.id, email: users.email });
}
