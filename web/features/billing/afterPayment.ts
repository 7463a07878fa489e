/** SPEC §4/§9's payment sequence: after the approved charge, wait 1.5 s, confirm the email, wait 0.5 s, sign in. */
export const WAIT_BEFORE_EMAIL_CHECK_MS = 1500;
export const WAIT_BEFORE_AUTO_LOGIN_MS = 500;

/** SPEC §8, word for word. */
export const EMAIL_CHECK_FAILED = "Erro na verificação automática do email";
export const AUTO_LOGIN_FAILED =
  "Conta criada com sucesso, mas houve erro no login automático. Faça login manualmente.";

export type AfterPaymentSteps = {
  /** POST /api/verify-email-after-payment. */
  verifyEmail: () => Promise<unknown>;
  /** The automatic login: loads the signed-in user again; true when it is the account that paid. */
  signIn: () => Promise<boolean>;
  wait?: (ms: number) => Promise<void>;
};

export type AfterPaymentOutcome = { emailVerified: boolean; signedIn: boolean };

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The steps after the card was approved. Neither may undo the payment, so a
 * failing step does not stop the next one: the outcome says what failed and
 * the page shows SPEC's message for it.
 */
export async function finishAfterPayment(steps: AfterPaymentSteps): Promise<AfterPaymentOutcome> {
  const wait = steps.wait ?? sleep;
  await wait(WAIT_BEFORE_EMAIL_CHECK_MS);
  const emailVerified = await steps.verifyEmail().then(
    () => true,
    () => false,
  );
  await wait(WAIT_BEFORE_AUTO_LOGIN_MS);
  const signedIn = await steps.signIn().catch(() => false);
  return { emailVerified, signedIn };
}
