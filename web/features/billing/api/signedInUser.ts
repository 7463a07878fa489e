import { userSchema } from "../../../../common/auth";
import { ApiError, request } from "../../../lib/api";

/**
 * GET /api/user, read once after a payment to sign the payer in ("automatic
 * login", SPEC §4): the user, or null when the session is not signed in (401).
 * The answer goes into lib/auth's user query, whose key lives there.
 */
export async function fetchSignedInUser() {
  try {
    return await request(userSchema, "GET", "/api/user");
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}
