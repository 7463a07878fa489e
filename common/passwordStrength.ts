/**
 * The strength rule for a new password (register, trial, reset), shared by the
 * server (which refuses) and the web (which explains as the person types).
 *
 * The estimator itself (zxcvbn-ts with its Portuguese dictionary, a few
 * hundred kB) lives in ./passwordEstimator and installs itself here when
 * imported: the server imports it at start; the web imports it lazily on the
 * pages with a new-password field, so public pages load without it. Until it
 * is installed (the first moments of such a page) the rule passes and the
 * server, which always has it, has the last word.
 */

/** What the estimator says about one password: zxcvbn's 0–4 score and its Portuguese feedback. */
export type PasswordEstimate = {
  score: 0 | 1 | 2 | 3 | 4;
  warning: string | null;
  suggestions: string[];
};

export type PasswordEstimator = (password: string) => PasswordEstimate;

/**
 * zxcvbn's 3: "safely unguessable", at least 10^8 guesses. "Cozinha@2026"
 * passes; a word, a name or a year alone does not.
 */
export const MIN_PASSWORD_SCORE = 3;

let estimator: PasswordEstimator | null = null;

export function installPasswordEstimator(next: PasswordEstimator): void {
  estimator = next;
}

export function estimatePassword(password: string): PasswordEstimate | null {
  return estimator ? estimator(password) : null;
}

const DEFAULT_WHY = "Ela seria descoberta em poucas tentativas.";
const DEFAULT_HOW = "Junte três palavras que só você associa, com um número ou símbolo no meio.";

/** Why a weak password is weak and how to fix it, in one sentence pair. */
export function weakPasswordMessage(estimate: PasswordEstimate): string {
  const why = estimate.warning ?? DEFAULT_WHY;
  const how = estimate.suggestions[0] ?? DEFAULT_HOW;
  return `Senha fácil de adivinhar. ${why} ${how}`;
}

/** The reason a new password is refused, or null when it is strong enough (or the estimator is not loaded yet). */
export function weakPasswordProblem(password: string): string | null {
  const estimate = estimatePassword(password);
  if (!estimate || estimate.score >= MIN_PASSWORD_SCORE) return null;
  return weakPasswordMessage(estimate);
}
