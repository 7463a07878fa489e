import { ApiError } from "../../lib/api";

/**
 * The server refused a second free trial (409 TRIAL_USED, issue 25): this
 * card or this email already had one. Answers the server's Portuguese
 * message ("Este cartão/email já usou o teste grátis…"), or null for any other error.
 */
export function trialUsedMessage(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  if (!error.bodyText.includes('"TRIAL_USED"')) return null;
  return (
    error.userMessage ?? "Este cartão ou email já usou o teste grátis. Você pode assinar agora, sem teste."
  );
}
