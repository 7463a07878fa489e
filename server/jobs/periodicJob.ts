import type { FastifyInstance } from "fastify";

/**
 * Runs `run` when the app is ready and then every `everyMs`, one run at a
 * time (a tick while one is under way joins it), and makes the app's close
 * wait for the run under way: the database closes after the app, and a run
 * cut off there would log a failure. The timer does not keep the process
 * alive. `run` handles its own errors (each job logs its own words).
 */
export function periodicJob(app: FastifyInstance, everyMs: number, run: () => Promise<void>): void {
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
    timer = setInterval(tick, everyMs);
    timer.unref();
  });
  app.addHook("onClose", async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}
