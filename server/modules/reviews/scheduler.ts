import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { AppContext } from "../../context";
import { periodicJob } from "../../jobs/periodicJob";
import { sendReviewDigests } from "./digest";

const HOUR_MS = 60 * 60 * 1000;

/**
 * The daily review digest, checked at start and every hour like billing's
 * scheduler: sendReviewDigests sends at most one mail per user and Brazilian
 * day (review_digests), from 08:00, so the hourly tick is what makes it daily.
 */
export function reviewDigestScheduler(ctx: AppContext) {
  return fp(async (app: FastifyInstance) => {
    const run = async () => {
      const sent = await sendReviewDigests({
        db: ctx.database.db,
        now: ctx.now,
        appUrl: ctx.config.appUrl,
        secret: ctx.secrets.sessionSecret,
      }).catch((error: unknown) => {
        app.log.error({ err: error }, "falha ao enviar o resumo diário das avaliações");
        return 0;
      });
      if (sent > 0) ctx.outbox.wake();
    };
    periodicJob(app, HOUR_MS, run);
  });
}
