import { PLAN_IDS } from "../../common/plans";
import type { TestAccount } from "./accounts";
import { teamKit } from "./team";
import { createTestApp, type TestApp } from "./testApp";

/** Who calls: any signed-in account (its session cookie is what counts). */
export type Caller = { cookie: string };

export type CustomerTestSetup = {
  t: TestApp;
  /** A Pro owner (trial, email confirmed) of "Cantina da Rosa" and a Starter member of its team. */
  team: { boss: TestAccount; member: TestAccount };
  /** Another Pro owner, "Pizzaria do Outro": a foreign restaurant. */
  other: TestAccount;
  /** A Starter owner, "Lanche do Starter": customer management is not in the plan. */
  starter: TestAccount;
  /** One more owner for a test that needs a restaurant of its own (Pro unless told). */
  owner: (options?: { name?: string; planId?: number }) => Promise<TestAccount>;
  close: () => Promise<void>;
};

/**
 * The set-up every customers API test shares: one app on its own database
 * with the test's clock (segments age with it), a restaurant with its team,
 * a foreign one and a Starter one, all made through the real sign-up,
 * onboarding and invitation routes (registerAccount through teamKit, the
 * invitation mail's token); tests call `call(s.t.app, …, { as })`. Rate limits are
 * scaled up: these files make many calls a second.
 */
export async function customerTestSetup(now: () => Date): Promise<CustomerTestSetup> {
  const t = await createTestApp({ now, env: { RATE_LIMIT_SCALE: "100" } });
  const kit = teamKit(t);
  const { boss, member } = await kit.teamWithMember(PLAN_IDS.starter);
  return {
    t,
    team: { boss, member },
    other: await kit.owner({ name: "Pizzaria do Outro" }),
    starter: await kit.owner({ planId: PLAN_IDS.starter, name: "Lanche do Starter" }),
    owner: (options = {}) => kit.owner(options),
    close: () => t.close(),
  };
}
