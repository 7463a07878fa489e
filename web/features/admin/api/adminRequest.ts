import { ADMIN_PASSWORD_HEADER } from "../../../../common/admin";
import { type AnswerSchema, ApiError, request } from "../../../lib/api";

/**
 * What every admin call needs: the password, kept only in the page's React
 * state (never in storage, a URL or a cookie), and what to do when the server
 * stops accepting it (it was changed, say): the page locks itself.
 */
export type AdminAccess = {
  password: string;
  onUnauthorized?: () => void;
};

/** `request` with the x-admin-password header (SPEC §7); a 401 also tells the page to lock. */
export async function adminRequest<T>(
  access: AdminAccess,
  schema: AnswerSchema<T>,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  try {
    return await request(schema, method, path, body, {
      headers: { [ADMIN_PASSWORD_HEADER]: access.password },
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) access.onUnauthorized?.();
    throw error;
  }
}
