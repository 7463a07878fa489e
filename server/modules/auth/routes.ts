import type { FastifyBaseLogger, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  forgotPasswordSchema,
  loginResponseSchema,
  loginSchema,
  mailedTokenSchema,
  messageResponseSchema,
  resetPasswordSchema,
  sessionResponseSchema,
  userSchema,
  VERIFIED_REDIRECT,
  VERIFY_FAILED_REDIRECT,
} from "../../../common/auth";
import { z } from "../../../common/zod";
import type { AppContext } from "../../context";
import { AppError, errorResponses, unauthorized } from "../../http/errors";
import { limitByKey } from "../../http/keyedLimit";
import { securityLimit } from "../../http/rateLimits";
import {
  endAllSessionsOf,
  endSession,
  readSessionWithData,
  requireUserId,
  startSession,
} from "../../http/session";
import { enqueueResetMail, enqueueVerificationMail } from "./mails";
import {
  authenticate,
  findUserById,
  prepareUserRead,
  renewVerification,
  resetPassword,
  startPasswordReset,
  toPublicUser,
  verifyEmail,
} from "./service";

const MINUTE = 60_000;
const TAGS = ["contas"];
const SESSION = [{ session: [] }];

/** The email a validated body names, as the per-email limits key it. */
const bodyEmail = (request: FastifyRequest) =>
  String((request.body as { email?: unknown } | undefined)?.email ?? "").toLowerCase();

/** The verification link's GET is logged without its query string (the token). */
const reqWithoutQuery = {
  req: (req: { method?: string; url?: string }) => ({
    method: req.method,
    url: req.url?.split("?")[0],
  }),
};

export function authRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx.database;
  /** Work started after an answer went out; closing the app waits for it. */
  const pending = new Set<Promise<void>>();
  const afterAnswer = (work: () => Promise<void>, log: FastifyBaseLogger) => {
    const done = work()
      .catch((error: unknown) =>
        log.error({ err: error }, "falha ao preparar o email de redefinição de senha"),
      )
      .finally(() => pending.delete(done));
    pending.add(done);
  };
  const userRead = prepareUserRead(db);
  return async (app) => {
    app.addHook("onClose", async () => {
      await Promise.allSettled(pending);
    });
    app.post(
      "/api/login",
      {
        config: { rateLimit: securityLimit(ctx.config, 30, MINUTE) },
        preHandler: limitByKey(app, ctx.config, "login-email", 10, MINUTE, bodyEmail),
        schema: {
          tags: TAGS,
          summary: "Entra na conta: abre uma sessão nova (a anterior deixa de valer)",
          body: loginSchema,
          response: { 200: loginResponseSchema, ...errorResponses(401, 403) },
        },
      },
      async (request, reply) => {
        const user = await authenticate(db, request.body.email, request.body.password);
        if (!user) throw new AppError(401, "INVALID_CREDENTIALS", "Email ou senha incorretos.");
        await startSession(reply, request, user.id);
        reply.header("cache-control", "no-store");
        return { user: toPublicUser(user) };
      },
    );

    app.post(
      "/api/logout",
      {
        schema: {
          tags: TAGS,
          summary: "Sai da conta: a sessão é apagada",
          response: { 200: messageResponseSchema, ...errorResponses(403) },
        },
      },
      async (request, reply) => {
        await endSession(request, reply);
        return { message: "Você saiu da sua conta." };
      },
    );

    app.get(
      "/api/logout",
      {
        schema: {
          tags: TAGS,
          summary: "Sai da conta e volta para a página inicial (o botão Logout do painel navega para cá)",
          response: { 302: z.null().describe("Redireciona para /"), ...errorResponses() },
        },
      },
      async (request, reply) => {
        // A navigation another site started must not sign people out (SameSite=Lax sends the cookie).
        if (request.headers["sec-fetch-site"] !== "cross-site") await endSession(request, reply);
        return reply.redirect("/", 302);
      },
    );

    app.get(
      "/api/user",
      {
        config: { sessionInQuery: true },
        schema: {
          tags: TAGS,
          summary: "O usuário da sessão; 401 quando ninguém entrou",
          security: SESSION,
          response: { 200: userSchema, ...errorResponses(401) },
        },
      },
      async (request, reply) => {
        const { result } = await readSessionWithData(
          request,
          reply,
          (sid) => userRead.execute({ sid }),
          (rows) => rows[0],
        );
        const user = result[0]?.user;
        if (!user) {
          await endSession(request, reply);
          throw unauthorized();
        }
        reply.header("cache-control", "no-store");
        return toPublicUser(user);
      },
    );

    app.get(
      "/api/session",
      {
        schema: {
          tags: TAGS,
          summary: "Quem está na sessão: o usuário, ou null para um visitante (sempre 200)",
          response: { 200: sessionResponseSchema, ...errorResponses() },
        },
      },
      async (request, reply) => {
        reply.header("cache-control", "no-store");
        if (!request.session) return { user: null };
        const user = await findUserById(db, request.session.userId);
        if (!user) {
          await endSession(request, reply);
          return { user: null };
        }
        return { user: toPublicUser(user) };
      },
    );

    app.get(
      "/api/verify-email",
      {
        logSerializers: reqWithoutQuery,
        config: { rateLimit: securityLimit(ctx.config, 30, MINUTE) },
        schema: {
          tags: TAGS,
          summary: "O link do email de confirmação: marca o email como confirmado e leva a /auth",
          querystring: z.object({ token: mailedTokenSchema.optional().catch(undefined) }),
          response: {
            302: z.null().describe(`Redireciona para ${VERIFIED_REDIRECT} ou ${VERIFY_FAILED_REDIRECT}`),
            ...errorResponses(),
          },
        },
      },
      async (request, reply) => {
        const { token } = request.query;
        const ok = token ? await verifyEmail(db, token, ctx.now()) : false;
        return reply.redirect(ok ? VERIFIED_REDIRECT : VERIFY_FAILED_REDIRECT, 302);
      },
    );

    const signedIn = async (request: FastifyRequest) => {
      requireUserId(request);
    };
    app.post(
      "/api/resend-verification",
      {
        config: { rateLimit: securityLimit(ctx.config, 10, MINUTE) },
        preHandler: [
          signedIn,
          limitByKey(app, ctx.config, "resend-user", 3, 10 * MINUTE, (r) => r.session?.userId ?? ""),
        ],
        schema: {
          tags: TAGS,
          summary: "Envia de novo o link de confirmação do email (o anterior deixa de valer)",
          security: SESSION,
          response: { 200: messageResponseSchema, ...errorResponses(401, 403, 409) },
        },
      },
      async (request) => {
        const user = await findUserById(db, requireUserId(request));
        if (!user) throw unauthorized();
        if (user.isEmailVerified) {
          throw new AppError(409, "ALREADY_VERIFIED", "Seu email já está confirmado.");
        }
        // The new token and its mail are one transaction; the outbox retries the
        // send, so a mail server that is down is no reason to fail the request.
        await db.transaction(async (tx) => {
          const token = await renewVerification(tx, user.id, ctx.now());
          await enqueueVerificationMail(tx, ctx, user, token);
        });
        ctx.outbox.wake();
        return { message: `Enviamos um novo link de confirmação para ${user.email}.` };
      },
    );

    app.post(
      "/api/forgot-password",
      {
        config: { rateLimit: securityLimit(ctx.config, 10, MINUTE) },
        preHandler: limitByKey(app, ctx.config, "reset-email", 5, 15 * MINUTE, bodyEmail),
        schema: {
          tags: TAGS,
          summary: "Pede o link para redefinir a senha (a mesma resposta exista ou não a conta)",
          body: forgotPasswordSchema,
          response: { 200: messageResponseSchema, ...errorResponses(403) },
        },
      },
      async (request, reply) => {
        // Issue 11 item 7: the answer must not tell whether the account exists,
        // and the work a known address causes (a lookup, a token, a queued mail)
        // took measurably longer than the lookup alone. So the answer goes out
        // first, the same bytes for every address, and the work runs after it,
        // off the request path. The alternative, identical database work for
        // both, is not possible: an unknown address has no account to hold a
        // token or a mail (mailing unknown addresses would make us a relay).
        // The rate limits above ran before, for every address alike.
        const email = request.body.email;
        const now = ctx.now();
        await reply.send({
          message:
            "Se existir uma conta com este email, enviamos um link para redefinir a senha. Confira a caixa de entrada e o spam.",
        });
        afterAnswer(async () => {
          const started = await db.transaction(async (tx) => {
            const found = await startPasswordReset(tx, email, now);
            if (found) await enqueueResetMail(tx, ctx, found.user, found.token);
            return found !== null;
          });
          if (started) ctx.outbox.wake();
        }, request.log);
        return reply;
      },
    );

    app.post(
      "/api/reset-password",
      {
        config: { rateLimit: securityLimit(ctx.config, 10, MINUTE) },
        schema: {
          tags: TAGS,
          summary: "Troca a senha com o link do email; encerra todas as sessões da conta",
          body: resetPasswordSchema,
          response: { 200: messageResponseSchema, ...errorResponses(403) },
        },
      },
      async (request, reply) => {
        const userId = await resetPassword(db, request.body.token, request.body.password, ctx.now());
        await endAllSessionsOf(db, userId);
        if (request.session?.userId === userId) await endSession(request, reply);
        return { message: "Senha alterada! Entre com a nova senha." };
      },
    );
  };
}
