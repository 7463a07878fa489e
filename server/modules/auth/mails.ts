import type { AppContext } from "../../context";
import type { Logger } from "../../logger";
import { resetPasswordMail } from "../../mail/templates/resetPassword";
import { verifyEmailMail } from "../../mail/templates/verifyEmail";

type Recipient = { id: string; email: string; firstName: string | null };

/** The verification link of SPEC's flow: APP_URL + /api/verify-email?token=… */
export function verificationLink(ctx: AppContext, token: string): string {
  return `${ctx.config.appUrl}/api/verify-email?token=${encodeURIComponent(token)}`;
}

/**
 * The reset page's link. The token rides in the fragment, which browsers never
 * send to a server, so it stays out of access logs and Referer headers.
 */
export function resetLink(ctx: AppContext, token: string): string {
  return `${ctx.config.appUrl}/reset-password#token=${encodeURIComponent(token)}`;
}

export async function sendVerificationMail(ctx: AppContext, user: Recipient, token: string): Promise<void> {
  const link = verificationLink(ctx, token);
  await ctx.mailer.send({ to: user.email, ...verifyEmailMail({ firstName: user.firstName, link }), link });
}

export async function sendResetMail(ctx: AppContext, user: Recipient, token: string): Promise<void> {
  const link = resetLink(ctx, token);
  await ctx.mailer.send({ to: user.email, ...resetPasswordMail({ firstName: user.firstName, link }), link });
}

/** Logs a failed send without the message (it holds the link) and carries on. */
export function logMailFailure(log: Logger, user: Recipient, what: string, error: unknown): void {
  log.error(
    { userId: user.id, err: { message: error instanceof Error ? error.message : String(error) } },
    `não foi possível enviar o email de ${what}`,
  );
}
