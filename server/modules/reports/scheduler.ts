import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { AppContext } from "../../context";
import { periodicJob } from "../../jobs/periodicJob";
import { sendWeeklyReports } from "./weeklyEmail";

const CHECK_EVERY_MS = 15 * 60 * 1000;

/**
 * The Monday report mail: checked at start and every 15 minutes (the run
 * itself sends only on Monday from 7h in Brazil, once per owner and week),
 * like the billing scheduler beside it.
 */
export function reportsScheduler(ctx: AppContext) {
  return fp(async (app: FastifyInstance) => {
    const run = async () => {
      const queued = await sendWeeklyReports({
        db: ctx.database.db,
        now: ctx.now(),
        appUrl: ctx.config.appUrl,
        secret: ctx.secrets.sessionSecret,
      }).catch((error: unknown) => {
        app.log.error({ err: error }, "falha ao enviar os relatórios semanais");
        return 0;
      });
      if (queued > 0) ctx.outbox.wake();
    };
    periodicJob(app, CHECK_EVERY_MS, run);
  });
}
