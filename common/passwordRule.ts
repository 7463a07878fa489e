/**
 * THE rule for a new password, one for every place that creates one (issue
 * 30): /register, the sign-up step of /auth and /checkout, /trial and the
 * password reset. The server's zod (common/auth passwordSchema) and the three
 * forms read these words, so a page can no longer ask 6 where another asks 8.
 *
 * 8 is the SPEC's trial minimum ('Mínimo 8 caracteres', SPEC §5), the
 * stricter of its two numbers; the strength check of ./passwordStrength
 * (zxcvbn score 3) comes after it. Signing in still accepts any stored
 * password of 6 or more (LIMITS.passwordMin): accounts made under the old
 * rule keep working.
 */
export const NEW_PASSWORD_MIN = 8;
export const NEW_PASSWORD_MAX = 128;

export const NEW_PASSWORD_MESSAGES = {
  required: "Crie uma senha.",
  /** SPEC §5's exact words for the trial form, now everywhere. */
  tooShort: `Mínimo ${NEW_PASSWORD_MIN} caracteres`,
  tooLong: `A senha pode ter no máximo ${NEW_PASSWORD_MAX} caracteres.`,
} as const;

/** The one hint under every new-password field. */
export const NEW_PASSWORD_HINT = `Mínimo ${NEW_PASSWORD_MIN} caracteres. Evite senhas óbvias, como 12345678.`;
