import type { Restaurant } from "../../../common/restaurant";

/** What the dashboard's generators need to know about the restaurant. */
export type GeneratorRestaurant = Pick<Restaurant, "name" | "type" | "isOnboarded">;

/** The first message of a refused zod parse, for the field beside it. */
export function firstIssue(error: { issues: readonly { message: string }[] }): string {
  return error.issues[0]?.message ?? "Confira o que foi digitado.";
}
