import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  teamInvitationSchema,
  teamInviteIdParamsSchema,
  teamInviteSchema,
  teamMemberIdParamsSchema,
  teamMemberSchema,
  teamSchema,
} from "../../../common/team";
import { z } from "../../../common/zod";
import type { AppContext } from "../../context";
import { errorResponses } from "../../http/errors";
import { requireUserId } from "../../http/session";
import { teamInviteMail } from "../../mail/templates/teamInvite";
import { requireRestaurant } from "../restaurants/requireRestaurant";
import { acceptInvite, assertOwner, inviteMember, invitesFor, removeMember, teamOf } from "./service";

export function teamRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const db = ctx.database.db;
  const tags = ["equipe"];
  const security = [{ session: [] }];
  return async (app) => {
    app.get(
      "/api/team",
      {
        schema: {
          tags,
          security,
          summary: "A equipe do restaurante atual (só o dono)",
          response: { 200: teamSchema, ...errorResponses(401, 403, 409) },
        },
      },
      async (request) => {
        const { userId, ...acting } = await requireRestaurant(ctx, request);
        assertOwner(acting, userId);
        return teamOf(db, acting, ctx.now());
      },
    );

    app.post(
      "/api/team",
      {
        schema: {
          tags,
          security,
          summary: "Convida um email para a equipe do restaurante atual (plano Pro) e envia o convite",
          body: teamInviteSchema,
          response: { 201: teamMemberSchema, ...errorResponses(401, 402, 403, 409) },
        },
      },
      async (request, reply) => {
        const { userId, ...acting } = await requireRestaurant(ctx, request);
        assertOwner(acting, userId);
        const sent = await inviteMember(db, acting, request.body.email, ctx.now());
        const link = `${ctx.config.appUrl}/auth`;
        try {
          await ctx.mailer.send({
            to: sent.member.email,
            ...teamInviteMail({
              invitedByName: sent.invitedByName,
              restaurantName: sent.restaurantName,
              email: sent.member.email,
              link,
            }),
            link,
          });
        } catch (error) {
          // The invite stands: the person also sees it in the dashboard after signing in.
          request.log.error(
            {
              memberId: sent.member.id,
              err: { message: error instanceof Error ? error.message : String(error) },
            },
            "não foi possível enviar o email de convite para a equipe",
          );
        }
        return reply.status(201).send(sent.member);
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
        schema: {
          tags,
          security,
          summary: "Convites pendentes para o email de quem está logado",
          response: { 200: z.array(teamInvitationSchema), ...errorResponses(401, 404) },
        },
      },
      async (request) => invitesFor(db, requireUserId(request)),
    );

    app.post(
      "/api/team/invites/:id/accept",
      {
        schema: {
          tags,
          security,
          summary: "Aceita um convite para a equipe (email confirmado)",
          params: teamInviteIdParamsSchema,
          body: z.object({}).optional(),
          response: { 200: teamMemberSchema, ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => acceptInvite(db, requireUserId(request), request.params.id, ctx.now()),
    );
  };
}
