export type CheckoutStart = {
  planId: number | undefined;
  /** "plan" for /checkout/{planId}; "payment" for /checkout?userId&email&name&planId, right after /register. */
  startAt: "plan" | "payment";
  /** The email the register page passed along: named on the login step if the session is gone. */
  email?: string | undefined;
};

/** A plan id from the address; anything else is a plan that does not exist (0). */
function planIdFrom(value: string | null | undefined): number | undefined {
  if (value === null || value === undefined || value === "") return undefined;
  return /^\d{1,9}$/.test(value) ? Number(value) : 0;
}

/**
 * /checkout/{planId} (a visitor walks plan → login → payment) and
 * /checkout?userId&email&name&planId (right after /register: straight to payment).
 */
export function checkoutStart(pathPlanId: string | undefined, search: string): CheckoutStart {
  const query = new URLSearchParams(search);
  if (pathPlanId !== undefined) return { planId: planIdFrom(pathPlanId), startAt: "plan" };
  const fromRegister = query.has("userId") || query.has("email");
  return {
    planId: planIdFrom(query.get("planId")),
    startAt: fromRegister ? "payment" : "plan",
    email: query.get("email") ?? undefined,
  };
}
