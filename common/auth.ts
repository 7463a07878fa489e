import { LIMITS } from "./constants";
import { NEW_PASSWORD_MAX, NEW_PASSWORD_MESSAGES, NEW_PASSWORD_MIN } from "./passwordRule";
import { weakPasswordProblem } from "./passwordStrength";
import { z } from "./zod";

/*
 * Accounts: the payloads and answers of SPEC §7 (user, login, logout,
 * register) plus verification and password reset, with the rules of SPEC §5.
 * The forms and the server parse with these same schemas.
 */

/** The words of the login rules; the /login page is in English (SPEC §2), the rest in Portuguese. */
export type LoginMessages = {
  emailRequired: string;
  emailInvalid: string;
  emailTooLong: string;
  passwordRequired: string;
  passwordMin: string;
  passwordMax: string;
};

export const LOGIN_MESSAGES_PT: LoginMessages = {
  emailRequired: "Informe seu email.",
  emailInvalid: "Informe um email válido, como nome@exemplo.com.",
  emailTooLong: `O email pode ter no máximo ${LIMITS.email} caracteres.`,
  passwordRequired: "Informe sua senha.",
  passwordMin: `A senha tem pelo menos ${LIMITS.passwordMin} caracteres.`,
  passwordMax: `A senha pode ter no máximo ${LIMITS.passwordMax} caracteres.`,
};

export const LOGIN_MESSAGES_EN: LoginMessages = {
  emailRequired: "Enter your email.",
  emailInvalid: "Enter a valid email, like name@example.com.",
  emailTooLong: `Your email can have at most ${LIMITS.email} characters.`,
  passwordRequired: "Enter your password.",
  passwordMin: `Your password has at least ${LIMITS.passwordMin} characters.`,
  passwordMax: `Your password can have at most ${LIMITS.passwordMax} characters.`,
};

/** Emails are trimmed; the server compares them case-insensitively. */
function makeEmailSchema(m: Pick<LoginMessages, "emailRequired" | "emailInvalid" | "emailTooLong">) {
  return z
    .string()
    .trim()
    .min(1, m.emailRequired)
    .pipe(z.email(m.emailInvalid).max(LIMITS.email, m.emailTooLong));
}

export const emailSchema = makeEmailSchema(LOGIN_MESSAGES_PT);

/** The strength rule of ./passwordStrength as a zod check: the reason and the fix as the message. */
function strongEnough(password: string, ctx: z.RefinementCtx): void {
  const problem = weakPasswordProblem(password);
  if (problem) ctx.addIssue({ code: "custom", message: problem });
}

/**
 * A new password (register, trial, reset): the one rule of ./passwordRule
 * (at least 8, at most 128, hard to guess), the reason and the fix as the message.
 */
export const passwordSchema = z
  .string()
  .min(1, NEW_PASSWORD_MESSAGES.required)
  .min(NEW_PASSWORD_MIN, NEW_PASSWORD_MESSAGES.tooShort)
  .max(NEW_PASSWORD_MAX, NEW_PASSWORD_MESSAGES.tooLong)
  .superRefine(strongEnough);

const personName = (required: string) =>
  z.string().trim().min(1, required).max(LIMITS.personName, `Use no máximo ${LIMITS.personName} caracteres.`);

export const firstNameSchema = personName("Informe seu nome.");
export const lastNameSchema = personName("Informe seu sobrenome.");

/** SPEC §7 POST /api/login. Any stored password passes the form; only the length is checked. */
export function makeLoginSchema(m: LoginMessages) {
  return z.object({
    email: makeEmailSchema(m),
    password: z
      .string()
      .min(1, m.passwordRequired)
      .min(LIMITS.passwordMin, m.passwordMin)
      .max(LIMITS.passwordMax, m.passwordMax),
  });
}

export const loginSchema = makeLoginSchema(LOGIN_MESSAGES_PT).meta({ id: "LoginInput" });
export type LoginInput = z.infer<typeof loginSchema>;

export const planIdSchema = z
  .number({ error: "Escolha um plano." })
  .int("Escolha um plano.")
  .min(1, "Escolha um plano.");

/** SPEC §3/§7 POST /api/register. */
export const registerSchema = z
  .object({
    email: emailSchema,
    password: passwordSchema,
    firstName: firstNameSchema,
    lastName: lastNameSchema,
    planId: planIdSchema,
  })
  .meta({ id: "RegisterInput" });
export type RegisterInput = z.infer<typeof registerSchema>;

export const registerResponseSchema = z.object({ userId: z.uuid() }).meta({ id: "RegisterAnswer" });
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

export const subscriptionStatusSchema = z.enum(["trialing", "active", "cancelled", "expired", "none"]);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

/** The signed-in user as GET /api/user and POST /api/login answer it: never a password or token. */
export const userSchema = z
  .object({
    id: z.uuid(),
    email: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    isEmailVerified: z.boolean(),
    planId: z.number().int().nullable(),
    subscriptionActive: z.boolean(),
    subscriptionStatus: subscriptionStatusSchema,
    trialEndsAt: z.iso.datetime().nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: "User" });
export type User = z.infer<typeof userSchema>;

/**
 * GET /api/session: who is signed in, always 200 (null for a visitor). The app
 * asks this on every page load; GET /api/user's 401 for visitors was logged
 * by browsers as an error on every public page.
 */
export const sessionResponseSchema = z.object({ user: userSchema.nullable() }).meta({ id: "SessionAnswer" });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const loginResponseSchema = z.object({ user: userSchema }).meta({ id: "LoginAnswer" });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** A plain answer for people, for calls whose result is only "done". */
export const messageResponseSchema = z.object({ message: z.string() }).meta({ id: "MessageAnswer" });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

export const forgotPasswordSchema = z.object({ email: emailSchema }).meta({ id: "ForgotPasswordInput" });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/** Mailed tokens are 32 random bytes in base64url (43 characters). */
export const mailedTokenSchema = z
  .string()
  .trim()
  .min(1, "O link está incompleto.")
  .max(200, "O link é inválido.");

export const resetPasswordSchema = z
  .object({ token: mailedTokenSchema, password: passwordSchema })
  .meta({ id: "ResetPasswordInput" });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** The reset page's form: the new password typed twice. */
export const resetPasswordFormSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string().min(1, "Repita a nova senha.") })
  .refine((v) => v.password === v.confirmPassword, {
    message: "As senhas não são iguais.",
    path: ["confirmPassword"],
  });
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

/** The display name of SPEC §2: first plus last name, else the part of the email before the @. */
export function displayName(user: Pick<User, "firstName" | "lastName" | "email">): string {
  const full = [user.firstName, user.lastName].filter(Boolean).join(" ").trim();
  return full || user.email.split("@")[0] || user.email;
}

/** Where the verification link leads after it is used (SPEC §2 /auth). */
export const VERIFIED_REDIRECT = "/auth?verified=true";
/** Where a used, expired or unknown verification link leads. */
export const VERIFY_FAILED_REDIRECT = "/auth?verified=invalid";
