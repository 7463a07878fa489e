import { userSchema } from "../../../../common/auth";
import { nullOn401, request } from "../../../lib/api";

/**
 * GET /api/user, read once after a payment to sign the payer in ("automatic
 * login", SPEC §4): the user, or null when the session is not signed in (401).
 * The answer goes into lib/auth's user query, whose key lives there.
 */
export const fetchSignedInUser = () => nullOn401(request(userSchema, "GET", "/api/user"));
