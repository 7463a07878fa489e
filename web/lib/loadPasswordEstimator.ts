/**
 * Loads zxcvbn-ts and its Portuguese dictionary (a few hundred kB) on the
 * pages with a new-password field only, once: importing it installs the
 * estimator into common/passwordStrength, so the forms' schemas refuse a weak
 * password with its reason from then on. Public pages never load it.
 */
let loading: Promise<void> | null = null;

export function loadPasswordEstimator(): Promise<void> {
  loading ??= import("../../common/passwordEstimator").then(
    () => undefined,
    (error: unknown) => {
      // A failed download (offline) is tried again next time; the server still checks.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** After the page's load event (its first paint and its own scripts), then when the main thread is idle. */
function afterLoadAndIdle(): Promise<void> {
  return new Promise((resolve) => {
    const whenIdle = () => {
      // Safari has no requestIdleCallback; the timeout bounds the wait on a busy page.
      if ("requestIdleCallback" in window) window.requestIdleCallback(() => resolve(), { timeout: 2000 });
      else setTimeout(resolve, 200);
    };
    if (document.readyState === "complete") whenIdle();
    else window.addEventListener("load", whenIdle, { once: true });
  });
}

/**
 * The estimator for the strength hint: fetched only once the form is on
 * screen and usable (after the load event, when idle), so its download and
 * its parse never hold up the first paint, the hydration or the typing of
 * /trial and /register (issue 30). A submit before then does not wait for
 * idle: withPasswordEstimator loads it at once.
 */
export function loadPasswordEstimatorWhenIdle(): Promise<void> {
  return afterLoadAndIdle().then(loadPasswordEstimator);
}

/**
 * A form resolver that waits for the estimator first: a password submitted
 * before it arrived is still judged here, with its reason beside the field,
 * instead of coming back from the server.
 */
export function withPasswordEstimator<A extends unknown[], R>(
  resolver: (...args: A) => Promise<R> | R,
): (...args: A) => Promise<R> {
  return async (...args: A) => {
    await loadPasswordEstimator().catch(() => undefined);
    return resolver(...args);
  };
}
