import { OWNER_ONLY_MESSAGES, type OwnerOnlyAction } from "../../../common/team";
import { AppError } from "../../http/errors";

/** Who acts and on which restaurant: the signed-in user and the restaurant's owner (requireRestaurant). */
export type Actor = { userId: string; ownerId: string };

/**
 * The rows of docs/team-permissions.md that a member may not do: deleting
 * what the restaurant keeps. A member acting on the owner's restaurant gets
 * a 403 with the action's own message; the owner passes.
 */
export function assertOwnerMay(actor: Actor, action: OwnerOnlyAction): void {
  if (actor.userId !== actor.ownerId) throw new AppError(403, "OWNER_ONLY", OWNER_ONLY_MESSAGES[action]);
}
