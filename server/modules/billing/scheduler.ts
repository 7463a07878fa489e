import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { AppContext } from "../../context";
import { processDueSubscriptions } from "./renewals";

const HOUR_MS = 60 * 60 * 1000;

/** Runs the subscription check at start and every hour (issue: trials convert or expire on their date). */
export function billingScheduler(ctx: AppContext) {
  return fp(async (app: FastifyInstance) => {
    const run = async () => {
      try {
        await processDueSubscriptions({
          db: ctx.database.db,
          gateway: ctx.gateway,
          now: ctx.now,
          log: app.log,
          appUrl: ctx.config.appUrl,
          wake: () => ctx.outbox.wake(),
        });
      } catch (error) {
        app.log.error({ err: error }, "falha ao processar assinaturas vencidas");
      }
    };
    let timer: NodeJS.Timeout | undefined;
    app.addHook("onReady", async () => {
      void run();
      timer = setInterval(run, HOUR_MS);
      timer.unref();
    });
    app.addHook("onClose", async () => {
      if (timer) clearInterval(timer);
    });
  });
}
