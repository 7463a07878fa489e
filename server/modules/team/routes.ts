import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  teamInvitationListSchema,
  teamInviteLookupSchema,
  teamInviteSchema,
  teamInviteTokenSchema,
  teamMemberIdParamsSchema,
  teamMemberSchema,
  teamMembershipSchema,
  teamSchema,
} from "../../../common/team";
import { z } from "../../../common/zod";
import type { AppContext } from "../../context";
import { errorResponses } from "../../http/errors";
import { sendJsonText } from "../../http/jsonBody";
import { securityLimit } from "../../http/rateLimits";
import { requireUserId, updateSession } from "../../http/session";
import { readActingContext, readContext } from "../../requestContext/contextRead";
import { requireRestaurant } from "../../requestContext/requireRestaurant";
import {
  acceptInvite,
  assertOwner,
  inviteMember,
  invitesFromRows,
  lookupInvite,
  prepareInvitesRead,
  prepareTeamRead,
  removeMember,
  teamJsonText,
} from "./service";

const MINUTE = 60_000;

export function teamRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const db = ctx.database.db;
  const tags = ["equipe"];
  const security = [{ session: [] }];
  const teamRead = prepareTeamRead(db);
  const invitesRead = prepareInvitesRead(db);
  return async (app) => {
    app.get(
      "/api/team",
      {
        config: { sessionInQuery: true },
        schema: {
          tags,
          security,
          summary: "A equipe do restaurante atual (só o dono)",
          response: { 200: teamSchema, ...errorResponses(401, 403, 409) },
        },
      },
      async (request, reply) => {
        const { userId, rows, ...acting } = await readActingContext(request, reply, teamRead);
        assertOwner(acting, userId);
        return sendJsonText(reply, teamJsonText(rows, ctx.now()));
      },
    );

    app.post(
      "/api/team",
      {
        schema: {
          tags,
          security,
          summary:
            "Convida um email para a equipe do restaurante atual (plano Pro, email confirmado) e envia o convite; de novo para um convite pendente, reenvia (no máximo 1 vez por hora). Até 10 convites por hora e 30 por dia",
          body: teamInviteSchema,
          response: { 200: teamMemberSchema, 201: teamMemberSchema, ...errorResponses(401, 402, 403, 409) },
        },
      },
      async (request, reply) => {
        const { userId, ...acting } = await requireRestaurant(ctx, request);
        assertOwner(acting, userId);
        const { member, resent } = await inviteMember(db, acting, request.body.email, {
          now: ctx.now(),
          // The token rides in the fragment, which no server or access log sees.
          inviteLink: (token) => `${ctx.config.appUrl}/convite#token=${token}`,
        });
        ctx.outbox.wake();
        return reply.status(resent ? 200 : 201).send(member);
      },
    );

    app.delete(
      "/api/team/:id",
      {
        schema: {
          tags,
          security,
          summary: "Remove um membro ou convite da equipe do restaurante atual",
          params: teamMemberIdParamsSchema,
          response: { 204: z.null(), ...errorResponses(401, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        const { userId, ...acting } = await requireRestaurant(ctx, request);
        assertOwner(acting, userId);
        await removeMember(db, acting.restaurant.id, request.params.id);
        return reply.status(204).send(null);
      },
    );

    app.get(
      "/api/team/invites",
      {
        config: { sessionInQuery: true },
        schema: {
          tags,
          security,
          summary: "Convites pendentes para o email de quem está logado (aceitar só pelo link do email)",
          response: { 200: teamInvitationListSchema, ...errorResponses(401, 404) },
        },
      },
      async (request, reply) =>
        invitesFromRows(
          (await readContext(request, reply, invitesRead, { now: ctx.now().toISOString() })).rows,
        ),
    );

    app.post(
      "/api/team/invites/lookup",
      {
        config: { rateLimit: securityLimit(ctx.config, 30, MINUTE) },
        schema: {
          tags,
          summary: "Quem convidou, para qual restaurante e qual email, pelo token do link do convite",
          body: teamInviteTokenSchema,
          response: { 200: teamInviteLookupSchema, ...errorResponses(404) },
        },
      },
      async (request) => lookupInvite(db, request.body.token, ctx.now()),
    );

    app.post(
      "/api/team/invites/accept",
      {
        config: { rateLimit: securityLimit(ctx.config, 10, MINUTE) },
        schema: {
          tags,
          security,
          summary:
            "Aceita o convite com o token do link do email (a conta precisa ter o email convidado); o painel passa a agir nesse restaurante",
          body: teamInviteTokenSchema,
          response: { 200: teamMembershipSchema, ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => {
        const membership = await acceptInvite(db, requireUserId(request), request.body.token, ctx.now());
        await updateSession(request, { currentRestaurantId: membership.restaurantId });
        return membership;
      },
    );
  };
}
