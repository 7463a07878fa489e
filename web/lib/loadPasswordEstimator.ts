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
