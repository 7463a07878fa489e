import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { AppContext } from "../../context";
import { periodicJob } from "../../jobs/periodicJob";
import { RECONCILE_AFTER_MS, reconcileCharges } from "./reconcile";
import { processDueSubscriptions } from "./renewals";

const HOUR_MS = 60 * 60 * 1000;

/**
 * Runs the subscription check at start and every hour (issue: trials convert
 * or expire on their date), and the reconciliation of charge intents left
 * pending (reconcile.ts) at start and every few minutes, so a charge whose
 * activation was lost is settled soon after it can be.
 */
export function billingScheduler(ctx: AppContext) {
  return fp(async (app: FastifyInstance) => {
    const deps = {
      db: ctx.database.db,
      gateway: ctx.gateway,
      now: ctx.now,
      log: app.log,
      appUrl: ctx.config.appUrl,
      supportEmail: ctx.config.supportEmail,
      wake: () => ctx.outbox.wake(),
    };
    let lastDueCheck: number | undefined;
    const run = async () => {
      // Wall-clock spacing of the runs (ctx.now is the app's business clock, which tests move).
      if (lastDueCheck === undefined || Date.now() - lastDueCheck >= HOUR_MS) {
        lastDueCheck = Date.now();
        await processDueSubscriptions(deps).catch((error: unknown) => {
          app.log.error({ err: error }, "falha ao processar assinaturas vencidas");
        });
      }
      await reconcileCharges(deps).catch((error: unknown) => {
        app.log.error({ err: error }, "falha ao reconciliar cobranças pendentes");
      });
    };
    periodicJob(app, RECONCILE_AFTER_MS, run);
  });
}
