import type { FastifyRequest } from "fastify";
import type { Restaurant } from "../../common/restaurant";
import type { AppContext } from "../context";
import { AppError } from "../http/errors";
import { requireUserId } from "../http/session";
import { actingRestaurant, assertStoreWritable } from "./actingStore";
import { pausedTeamError } from "./pausedTeam";

/** 409 for a signed-in user who may act on no restaurant yet. */
export const RESTAURANT_REQUIRED = () =>
  new AppError(409, "RESTAURANT_REQUIRED", "Cadastre seu restaurante para continuar.");

/**
 * The signed-in user and the restaurant this session acts on (their own or a
 * team's they joined, with its owner). Every query on restaurant data is
 * scoped by the id this returns (ARCHITECTURE §4). A write on a read-only
 * store (beyond the owner's plan) is a 403; a member whose only team's owner
 * left Pro gets a 403 saying so instead of "register your restaurant".
 */
export async function requireRestaurant(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<{ userId: string; restaurant: Restaurant; ownerId: string }> {
  const userId = requireUserId(request);
  const acting = await actingRestaurant(ctx.database.db, userId, request.session?.currentRestaurantId);
  if (!acting) throw await noRestaurant(ctx, userId);
  // A store beyond the owner's plan reads but does not change (decision 030).
  if (request.method !== "GET" && request.method !== "HEAD") assertStoreWritable(acting);
  return { userId, restaurant: acting.restaurant, ownerId: acting.ownerId };
}

/** Why there is no restaurant: a team paused by its owner's plan (403), or none yet (409). */
async function noRestaurant(ctx: AppContext, userId: string): Promise<AppError> {
  return (await pausedTeamError(ctx.database.db, userId)) ?? RESTAURANT_REQUIRED();
}
