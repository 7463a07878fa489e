/*
 * What other server modules may use of auth (docs/architecture.md, "Server
 * modules"): the accounts' rows and public shape, the password hash, the
 * sign-up's account writes and its mails. Everything else in auth/ is its own.
 */
export { enqueueSignUpAttemptMail, enqueueVerificationMail, SIGN_UP_ATTEMPT_MAIL } from "./mails";
export { hashPassword } from "./passwords";
export {
  assertPlanToRegister,
  findUserByEmail,
  findUserById,
  registerUser,
  startPasswordReset,
  toPublicUser,
} from "./service";
