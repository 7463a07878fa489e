import type { RegisterInput } from "../../../common/auth";

/** Where SPEC §2 sends a new account: /checkout?userId&email&name&planId (name = first and last joined). */
export function checkoutUrl(
  userId: string,
  input: Pick<RegisterInput, "email" | "firstName" | "lastName" | "planId">,
) {
  const query = new URLSearchParams({
    userId,
    email: input.email,
    name: `${input.firstName} ${input.lastName}`.trim(),
    planId: String(input.planId),
  });
  return `/checkout?${query.toString()}`;
}
