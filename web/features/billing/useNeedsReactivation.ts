import { useSubscription } from "./api/subscription";
import { canUseApp } from "./subscriptionDetails";

/**
 * For the dashboard shell: true when the signed-in owner has no running trial
 * or plan (show ReactivatePlan), false when they may work, undefined while loading.
 */
export function useNeedsReactivation(): boolean | undefined {
  const subscription = useSubscription();
  if (!subscription.data) return undefined;
  return !canUseApp(subscription.data, new Date());
}
