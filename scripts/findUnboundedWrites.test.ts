import { describe, expect, it } from "vitest";
import { findUnboundedWrites } from "./findUnboundedWrites";

const violating = `
export async function wipe(db: Db, tx: Tx, ctx: Ctx) {
  await db.update(users).set({ planId: null });
  await tx
    .update(restaurants)
    .set({ name: "x" })
    .returning();
  await ctx.database.db.delete(sessions);
  await other.delete(payments).returning();
}
`;

const clean = `
import { createHash } from "node:crypto";
export async function tidy(db: Db, tx: Tx, ctx: Ctx, pending: Set<string>, seen: Map<string, number>) {
  await db.update(users).set({ planId: null }).where(eq(users.id, 1));
  await tx.update(restaurants).set({ name: "x" }).where(eq(restaurants.id, 2)).returning();
  await ctx.database.db.delete(sessions).where(lt(sessions.expire, new Date()));
  await tx.delete(payments).where(eq(payments.id, 3)).returning({ id: payments.id });
  pending.delete("a");
  seen.delete("b");
  createHash("sha256").update("value").digest("hex");
  app.delete("/api/thing", {}, handler);
  // unbounded-write: a test resets the whole table between cases
  await db.delete(rateLimitHits);
}
`;

describe("findUnboundedWrites", () => {
  it("reports every Drizzle update or delete that never reaches .where(", () => {
    const found = findUnboundedWrites("sample.ts", violating);
    expect(found.map(({ line, method }) => ({ line, method }))).toEqual([
      { line: 3, method: "update" },
      { line: 5, method: "update" },
      { line: 8, method: "delete" },
      { line: 9, method: "delete" },
    ]);
  });

  it("leaves bounded writes, Set/Map/crypto/route calls and marked whole-table writes alone", () => {
    expect(findUnboundedWrites("sample.ts", clean)).toEqual([]);
  });
});
