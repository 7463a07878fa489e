import { LOGIN_MESSAGES_EN, LOGIN_MESSAGES_PT } from "../../../common/auth";
import type { LoginCopy } from "./LoginForm";

/** The /login page's words (SPEC §2: that page is in English). */
export const LOGIN_COPY_EN: LoginCopy = {
  messages: LOGIN_MESSAGES_EN,
  email: "Email",
  password: "Password",
  submit: "Sign In",
  submitting: "Signing in...",
  showPassword: "Show password",
  hidePassword: "Hide password",
};

/** The same form on the Portuguese /auth page. */
export const LOGIN_COPY_PT: LoginCopy = {
  messages: LOGIN_MESSAGES_PT,
  email: "Email",
  password: "Senha",
  submit: "Entrar",
  submitting: "Entrando...",
  showPassword: "Mostrar senha",
  hidePassword: "Ocultar senha",
};
