import type { AppContext } from "../../context";
import type { Db } from "../../db/open";
import { enqueueMail } from "../../mail/outbox";
import { resetPasswordMail } from "../../mail/templates/resetPassword";
import { signUpAttemptMail } from "../../mail/templates/signUpAttempt";
import { verifyEmailMail } from "../../mail/templates/verifyEmail";

type Recipient = { email: string; firstName: string | null };
type Links = Pick<AppContext, "config">;

/** The verification link of SPEC's flow: APP_URL + /api/verify-email?token=… */
export function verificationLink(ctx: Links, token: string): string {
  return `${ctx.config.appUrl}/api/verify-email?token=${encodeURIComponent(token)}`;
}

/**
 * The reset page's link. The token rides in the fragment, which browsers never
 * send to a server, so it stays out of access logs and Referer headers.
 */
export function resetLink(ctx: Links, token: string): string {
  return `${ctx.config.appUrl}/reset-password#token=${encodeURIComponent(token)}`;
}

/**
 * Queues the verification mail in the transaction that wrote the token (an
 * account, a renewed link): the mail exists exactly when the token does. The
 * caller wakes ctx.outbox after the commit.
 */
export async function enqueueVerificationMail(
  tx: Db,
  ctx: Links,
  user: Recipient,
  token: string,
): Promise<void> {
  const link = verificationLink(ctx, token);
  await enqueueMail(tx, {
    kind: "verify_email",
    to: user.email,
    ...verifyEmailMail({ firstName: user.firstName, link }),
  });
}

/** Queues the reset mail in the transaction that wrote the reset token. */
export async function enqueueResetMail(tx: Db, ctx: Links, user: Recipient, token: string): Promise<void> {
  const link = resetLink(ctx, token);
  await enqueueMail(tx, {
    kind: "reset_password",
    to: user.email,
    ...resetPasswordMail({ firstName: user.firstName, link }),
  });
}

export const SIGN_UP_ATTEMPT_MAIL = "sign_up_attempt";

/** Queues "someone tried to sign up with your email", with a reset link, in the transaction that wrote the reset token. */
export async function enqueueSignUpAttemptMail(
  tx: Db,
  ctx: Links,
  user: Recipient,
  token: string,
): Promise<void> {
  await enqueueMail(tx, {
    kind: SIGN_UP_ATTEMPT_MAIL,
    to: user.email,
    ...signUpAttemptMail({ firstName: user.firstName, resetLink: resetLink(ctx, token) }),
  });
}
