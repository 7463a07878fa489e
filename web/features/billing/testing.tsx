import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { type Plan, SEEDED_PLANS } from "../../../common/plans";
import { AuthProvider, USER_QUERY_KEY } from "../../lib/auth";
import { createQueryClient } from "../../lib/queryClient";
import { OWNER } from "../../testing/owner";
import { billingKeys } from "./api/keys";

export { OWNER };

export const PLANS: Plan[] = SEEDED_PLANS.map((p) => ({ ...p, originalPrice: null }));

/**
 * Renders with the app's own query client holding answers the server gave
 * (fresh for 30 s, so nothing is fetched): the screen is tested on real
 * shapes without standing in for the server's behaviour.
 */
export function renderWithAnswers(ui: ReactNode, answers: [readonly unknown[], unknown][]) {
  const client = createQueryClient();
  client.setQueryData(USER_QUERY_KEY, OWNER);
  client.setQueryData(billingKeys.plans, PLANS);
  client.setQueryData(billingKeys.charges, []);
  for (const [key, value] of answers) client.setQueryData(key, value);
  return render(
    <QueryClientProvider client={client}>
      <AuthProvider>{ui}</AuthProvider>
    </QueryClientProvider>,
  );
}
