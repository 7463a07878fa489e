import { LIMITS } from "./constants";
import { rowIdSchema, z } from "./zod";

/** Pending and active members a restaurant may have at once (the Pro plan's team). */
export const TEAM_MAX_MEMBERS = 5;

export const TEAM_MESSAGES = {
  ownerOnly: "Só o dono do restaurante gerencia a equipe.",
  requiresPro: "A equipe faz parte do plano Pro.",
  full: `Sua equipe já tem ${TEAM_MAX_MEMBERS} pessoas. Remova alguém para convidar outra.`,
  duplicate: "Este email já está na sua equipe.",
  self: "Você já é o dono do restaurante: convide outro email.",
  memberNotFound: "Membro não encontrado.",
  inviteNotFound: "Convite não encontrado.",
  verifyFirst: "Confirme seu email para entrar na equipe.",
} as const;

/** POST /api/team: the address to invite, trimmed and lower-cased. */
export const teamInviteSchema = z.object({
  email: z
    .string({ error: "Informe o email de quem você quer convidar." })
    .trim()
    .min(1, "Informe o email de quem você quer convidar.")
    .pipe(
      z
        .email("Informe um email válido, como nome@exemplo.com.")
        .max(LIMITS.email, `O email pode ter no máximo ${LIMITS.email} caracteres.`),
    )
    .transform((v) => v.toLowerCase()),
});
export type TeamInvite = z.input<typeof teamInviteSchema>;

export const teamMemberStatusSchema = z.enum(["pending", "active"]);
export type TeamMemberStatus = z.infer<typeof teamMemberStatusSchema>;

export const teamMemberSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    role: z.string(),
    status: teamMemberStatusSchema,
    joinedAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: "TeamMember" });
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** GET /api/team: the owner's view of the current restaurant's team. */
export const teamSchema = z
  .object({
    members: z.array(teamMemberSchema),
    /** The owner's plan includes the team and the account has access (trial or paid). */
    teamPlan: z.boolean(),
    /** teamPlan and room for one more. */
    canInvite: z.boolean(),
    max: z.number().int(),
  })
  .meta({ id: "Team" });
export type Team = z.infer<typeof teamSchema>;

/** GET /api/team/invites: what the invited person sees. */
export const teamInvitationSchema = z
  .object({
    id: z.number().int(),
    restaurantName: z.string(),
    invitedByName: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: "TeamInvitation" });
export type TeamInvitation = z.infer<typeof teamInvitationSchema>;

export const teamMemberIdParamsSchema = z.object({ id: rowIdSchema("Membro inválido.") });
export const teamInviteIdParamsSchema = z.object({ id: rowIdSchema("Convite inválido.") });
