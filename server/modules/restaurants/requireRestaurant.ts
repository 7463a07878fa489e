import type { FastifyRequest } from "fastify";
import type { Restaurant } from "../../../common/restaurant";
import type { AppContext } from "../../context";
import { AppError } from "../../http/errors";
import { requireUserId } from "../../http/session";
import { actingRestaurant } from "./service";

/** 409 for a signed-in user who may act on no restaurant yet. */
export const RESTAURANT_REQUIRED = () =>
  new AppError(409, "RESTAURANT_REQUIRED", "Cadastre seu restaurante para continuar.");

/**
 * The signed-in user and the restaurant this session acts on (their own or a
 * team's they joined, with its owner). Every query on restaurant data is
 * scoped by the id this returns (ARCHITECTURE §4).
 */
export async function requireRestaurant(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<{ userId: string; restaurant: Restaurant; ownerId: string }> {
  const userId = requireUserId(request);
  const acting = await actingRestaurant(ctx.database.db, userId, request.session?.currentRestaurantId);
  if (!acting) throw RESTAURANT_REQUIRED();
  return { userId, ...acting };
}
