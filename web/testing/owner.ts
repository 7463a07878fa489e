import type { User } from "../../common/auth";

/** A signed-in, verified owner on a trial: the user most component tests render for. */
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
