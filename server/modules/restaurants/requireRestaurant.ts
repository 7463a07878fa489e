import type { FastifyRequest } from "fastify";
import type { Restaurant } from "../../../common/restaurant";
import type { AppContext } from "../../context";
import { AppError } from "../../http/errors";
import { requireUserId } from "../../http/session";
import { currentRestaurant } from "./service";

/**
 * The signed-in user and the restaurant this session acts on. Every query on
 * restaurant data is scoped by the id this returns (ARCHITECTURE §4).
 */
export async function requireRestaurant(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<{ userId: string; restaurant: Restaurant }> {
  const userId = requireUserId(request);
  const restaurant = await currentRestaurant(ctx.database.db, userId, request.session?.currentRestaurantId);
  if (!restaurant) {
    throw new AppError(409, "RESTAURANT_REQUIRED", "Cadastre seu restaurante para continuar.");
  }
  return { userId, restaurant };
}
