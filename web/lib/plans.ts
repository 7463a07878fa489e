import { queryOptions, useQuery } from "@tanstack/react-query";
import { request } from "./api";

/*
 * GET /api/plans lives here, not in a feature: billing (checkout, trial,
 * "Minha conta"), auth (/register's plan picker) and the public pricing page
 * all read it, and a feature never imports another one. One file, one key,
 * one cache for the three.
 */

/**
 * GET /api/plans: every plan, prices in cents of USD (SPEC §7, §9). The
 * schema (and zod with it) loads beside the request: the public pricing page
 * paints without waiting for zod's chunk.
 */
export const fetchPlans = () =>
  request(
    import("../../common/plans").then((m) => m.planListSchema),
    "GET",
    "/api/plans",
  );

/** Path-shaped, as SPEC §7's default reader expects. */
export const plansKey = ["/api/plans"] as const;

export const plansQueryOptions = () => queryOptions({ queryKey: plansKey, queryFn: fetchPlans });

export const usePlans = () => useQuery(plansQueryOptions());
