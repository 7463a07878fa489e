import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import type { User } from "../../../common/auth";
import { type Plan, SEEDED_PLANS } from "../../../common/plans";
import { AuthProvider, USER_QUERY_KEY } from "../../lib/auth";
import { createQueryClient } from "../../lib/queryClient";
import { billingKeys } from "./api/keys";

export const PLANS: Plan[] = SEEDED_PLANS.map((p) => ({ ...p, originalPrice: null }));

export const OWNER: User = {
  id: "5b1c2a4e-0000-4000-8000-000000000001",
  email: "ana@restaurante.test",
  firstName: "Ana",
  lastName: "Souza",
  isEmailVerified: true,
  planId: 3,
  subscriptionActive: true,
  subscriptionStatus: "trialing",
  trialEndsAt: null,
  createdAt: "2026-01-01T00:00:00.000Z",
};

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
