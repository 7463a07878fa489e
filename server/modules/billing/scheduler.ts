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
    // One run at a time, and the app's close waits for the one under way: the
    // database closes after the app, and a run cut off there logged a failure.
    let running: Promise<void> | undefined;
    const tick = () => {
      running ??= run().finally(() => {
        running = undefined;
      });
      return running;
    };
    let timer: NodeJS.Timeout | undefined;
    app.addHook("onReady", async () => {
      void tick();
      timer = setInterval(tick, HOUR_MS);
      timer.unref();
    });
    app.addHook("onClose", async () => {
      if (timer) clearInterval(timer);
      await running;
    });
  });
}
