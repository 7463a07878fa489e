import { LIMITS } from "./constants";
import { rowIdSchema, z } from "./zod";

/** Pending and active members a restaurant may have at once (the Pro plan's team). */
export const TEAM_MAX_MEMBERS = 5;

/**
 * Invitation mails an owner may send (counted per account and per restaurant,
 * from every mail sent: deleting an invitation does not give one back), how
 * soon one address can get the mail again, and how long its link lasts.
 */
export const TEAM_INVITE_LIMITS = {
  perHour: 10,
  perDay: 30,
  resendAfterMs: 60 * 60_000,
  validDays: 7,
} as const;

/** "42 minutos", "1 hora", "3 horas": how long until something is allowed again. */
export function waitText(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  if (minutes < 60) return minutes === 1 ? "1 minuto" : `${minutes} minutos`;
  const hours = Math.ceil(minutes / 60);
  return hours === 1 ? "1 hora" : `${hours} horas`;
}

export const TEAM_MESSAGES = {
  ownerOnly: "Só o dono do restaurante gerencia a equipe.",
  requiresPro: "A equipe faz parte do plano Pro.",
  full: `Sua equipe já tem ${TEAM_MAX_MEMBERS} pessoas. Remova alguém para convidar outra.`,
  duplicate: "Este email já está na sua equipe.",
  self: "Você já é o dono do restaurante: convide outro email.",
  memberNotFound: "Membro não encontrado.",
  inviteNotFound: "Convite não encontrado.",
  verifyFirst: "Confirme seu email para entrar na equipe.",
  ownerVerifyFirst:
    "Confirme seu email antes de convidar alguém: abra o link que enviamos quando você criou a conta (ou peça um novo no painel).",
  resendWait: (wait: string) =>
    `Você já enviou um convite para este email há pouco. Dá para reenviar em ${wait}.`,
  quotaHour: (wait: string) =>
    `Você já enviou ${TEAM_INVITE_LIMITS.perHour} convites na última hora. Tente de novo em ${wait}.`,
  quotaDay: (wait: string) =>
    `Você já enviou ${TEAM_INVITE_LIMITS.perDay} convites nas últimas 24 horas. Tente de novo em ${wait}.`,
  inviteInvalid:
    "Este convite não vale mais: ele venceu, já foi usado ou foi cancelado. Peça um novo ao dono do restaurante.",
  wrongAccount: (email: string) =>
    `Este convite foi enviado para outro email. Entre com a conta de ${email}.`,
  /** Accepting while the inviting owner is not on Pro (decision 030). */
  inviteNeedsPro:
    "Este convite está parado: o plano de quem convidou não inclui mais equipe. Quando o restaurante voltar ao plano Pro, o convite volta a valer.",
  /** Accepting, or seeing invitations, before the account's own email is confirmed (issue 25). */
  confirmToSeeInvites:
    "Confirme seu email para ver e aceitar convites de equipe: abra o link que enviamos quando você criou a conta.",
} as const;

/** A team the user joined whose owner's plan no longer includes the team (decision 030). */
export const pausedTeamSchema = z.object({ restaurantName: z.string(), ownerName: z.string() });
export type PausedTeam = z.infer<typeof pausedTeamSchema>;

export const PAUSED_TEAM_MESSAGE = (team: PausedTeam) =>
  `Seu acesso ao restaurante "${team.restaurantName}" está pausado: o plano de ${team.ownerName} não inclui mais equipe. Quando voltar ao plano Pro, seu acesso volta sozinho.`;

/**
 * What only the restaurant's owner may do, beside editing the restaurant,
 * the team and billing (docs/team-permissions.md): a member helps run the day
 * but does not delete what the restaurant keeps.
 */
export const OWNER_ONLY_MESSAGES = {
  deleteDish: "Só o dono do restaurante exclui pratos. Peça a ele, se precisar.",
  deletePromotion: "Só o dono do restaurante exclui promoções salvas. Você pode desativá-la.",
  deleteMetrics: "Só o dono do restaurante apaga os números de um dia. Você pode corrigi-los.",
  deleteCustomer:
    "Só o dono do restaurante exclui clientes. Você pode marcar que o cliente não quer mais receber mensagens.",
  editSegmentRules: "Só o dono do restaurante muda as regras dos segmentos de clientes.",
  importOrders: "Só o dono do restaurante importa o relatório de pedidos. Peça a ele, se precisar.",
} as const;
export type OwnerOnlyAction = keyof typeof OWNER_ONLY_MESSAGES;

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
    /** The owner's email is confirmed (inviting needs it). */
    emailVerified: z.boolean(),
    /** teamPlan, a confirmed email and room for one more. */
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

/** GET /api/team/invites: the pending invitations addressed to the signed-in user. */
export const teamInvitationListSchema = z.array(teamInvitationSchema);

/** The token of an invitation mail's link (POST /api/team/invites/lookup and /accept). */
export const teamInviteTokenSchema = z.object({
  token: z
    .string({ error: "O link do convite está incompleto. Abra de novo o link do email." })
    .trim()
    .min(1, "O link do convite está incompleto. Abra de novo o link do email.")
    .max(200, "O link do convite está incompleto. Abra de novo o link do email."),
});
export type TeamInviteToken = z.infer<typeof teamInviteTokenSchema>;

/** What the invitation page shows before accepting. */
export const teamInviteLookupSchema = z
  .object({
    restaurantName: z.string(),
    invitedByName: z.string(),
    /** The invited address: the account that accepts must have it. */
    email: z.string(),
  })
  .meta({ id: "TeamInviteLookup" });
export type TeamInviteLookup = z.infer<typeof teamInviteLookupSchema>;

/** POST /api/team/invites/accept: the membership, and the restaurant the session now acts on. */
export const teamMembershipSchema = teamMemberSchema
  .extend({ restaurantId: z.number().int(), restaurantName: z.string() })
  .meta({ id: "TeamMembership" });
export type TeamMembership = z.infer<typeof teamMembershipSchema>;

export const teamMemberIdParamsSchema = z.object({ id: rowIdSchema("Membro inválido.") });
