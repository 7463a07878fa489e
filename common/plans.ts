import { z } from "./zod";

/** Plan ids fixed by SPEC §9: 3 is Starter, 4 is Pro. */
export const PLAN_IDS = { starter: 3, pro: 4 } as const;

/** What the register page sends before /api/plans has answered (SPEC §3). */
export const PLAN_ID_BEFORE_LOAD = 1;

export const planTypeSchema = z.enum(["starter", "pro"]);
export type PlanType = z.infer<typeof planTypeSchema>;

export const planFeaturesSchema = z.object({
  maxRestaurants: z.number().int().min(1),
  basicAnalytics: z.boolean(),
  advancedAnalytics: z.boolean(),
  customerManagement: z.boolean(),
  prioritySupport: z.boolean(),
  teamCollaboration: z.boolean(),
  customBranding: z.boolean(),
  apiAccess: z.boolean(),
  emailSupport: z.boolean(),
});
export type PlanFeatures = z.infer<typeof planFeaturesSchema>;

export const planSchema = z
  .object({
    id: z.number().int(),
    name: z.string().max(50),
    type: planTypeSchema,
    price: z.number().int().describe("Preço mensal em centavos de USD"),
    features: planFeaturesSchema,
    originalPrice: z.number().int().nullable().describe("Preço antigo em centavos, quando houver"),
  })
  .meta({ id: "Plan" });
export type Plan = z.infer<typeof planSchema>;

export const planListSchema = z.array(planSchema);

/** The plans seeded at start (ARCHITECTURE §3, SPEC §9). */
export const SEEDED_PLANS: readonly Omit<Plan, "originalPrice">[] = [
  {
    id: PLAN_IDS.starter,
    name: "Starter",
    type: "starter",
    price: 1900,
    features: {
      maxRestaurants: 1,
      basicAnalytics: true,
      advancedAnalytics: false,
      customerManagement: false,
      prioritySupport: false,
      teamCollaboration: false,
      customBranding: false,
      apiAccess: false,
      emailSupport: true,
    },
  },
  {
    id: PLAN_IDS.pro,
    name: "Pro",
    type: "pro",
    price: 3900,
    features: {
      maxRestaurants: 5,
      basicAnalytics: true,
      advancedAnalytics: true,
      customerManagement: true,
      prioritySupport: true,
      teamCollaboration: true,
      customBranding: false,
      apiAccess: false,
      emailSupport: true,
    },
  },
];
