import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type AdminUser, adminUserSchema } from "../../../../common/admin";
import { type AdminAccess, adminRequest } from "./adminRequest";
import { ADMIN_ROOT } from "./keys";

/** PUT /api/admin/users/{id}/subscription: answers the user as now listed. */
export const setSubscription = (
  access: AdminAccess,
  user: Pick<AdminUser, "id">,
  subscriptionActive: boolean,
) =>
  adminRequest(
    access,
    adminUserSchema,
    "PUT",
    `/api/admin/users/${encodeURIComponent(user.id)}/subscription`,
    {
      subscriptionActive,
    },
  );

/**
 * Switches a user's subscription to the other state. The caller's onSuccess
 * (the toast) comes first; then whatever is on screen (list or search, stats,
 * activity) is loaded again before the button is released.
 */
export function useToggleSubscription(
  access: AdminAccess,
  callbacks: { onSuccess?: (user: AdminUser) => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (user: AdminUser) => setSubscription(access, user, !user.subscriptionActive),
    onSuccess: async (user) => {
      callbacks.onSuccess?.(user);
      await queryClient.invalidateQueries({ queryKey: ADMIN_ROOT });
    },
    onError: callbacks.onError,
  });
}
