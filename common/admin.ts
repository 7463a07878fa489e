import { ADMIN_PAGE_SIZE, LIMITS } from "./constants";
import { z } from "./zod";

/** The header that carries the shared admin password on every admin call (SPEC §6). */
export const ADMIN_PASSWORD_HEADER = "x-admin-password";

export const ADMIN_LIMITS = {
  pageSizeDefault: ADMIN_PAGE_SIZE,
  pageSizeMax: 100,
  searchResultsMax: 50,
  searchQueryMax: LIMITS.email,
  auditRecent: 20,
  testEmailSubjectMax: 200,
  testEmailMessageMax: 5_000,
} as const;

export const adminUserStatusSchema = z.enum(["trial", "active", "cancelled", "deactivated"]);
export type AdminUserStatus = z.infer<typeof adminUserStatusSchema>;

/** The admin user row of SPEC §3, plus the account's status (issue 17). */
export const adminUserSchema = z
  .object({
    id: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    email: z.string(),
    isEmailVerified: z.boolean(),
    planName: z.string().nullable(),
    planType: z.string().nullable().describe("'pro', 'starter' ou null quando sem plano"),
    subscriptionActive: z.boolean(),
    status: adminUserStatusSchema.describe(
      "trial (teste grátis), active (pagando ou liberada pelo admin), cancelled (cancelada pelo dono), deactivated (sem acesso)",
    ),
    createdAt: z.string().describe("Data de cadastro, ISO 8601 em UTC"),
  })
  .meta({ id: "AdminUser" });
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminStatsSchema = z
  .object({
    totalUsers: z.number().int(),
    activeSubscriptions: z.number().int().describe("Assinaturas pagantes (testes grátis não contam)"),
    trialingUsers: z.number().int().describe("Contas em teste grátis"),
    starterUsers: z.number().int(),
    proUsers: z.number().int(),
    mailOutbox: z
      .object({
        pending: z
          .number()
          .int()
          .describe("Emails na fila, ainda não enviados (inclui os que aguardam nova tentativa)"),
        failed: z.number().int().describe("Emails que falharam em todas as tentativas"),
      })
      .describe("A caixa de saída de emails: o que ainda não saiu e o que desistimos de enviar"),
  })
  .meta({ id: "AdminStats" });
export type AdminStats = z.infer<typeof adminStatsSchema>;

export const paginationSchema = z
  .object({
    page: z.number().int(),
    limit: z.number().int(),
    total: z.number().int(),
    totalPages: z.number().int(),
  })
  .meta({ id: "Pagination" });
export type Pagination = z.infer<typeof paginationSchema>;

/** Out-of-range numbers are clamped by the server (page to 1…totalPages, limit to 1…100), not refused. */
export const adminUsersQuerySchema = z.object({
  page: z.coerce
    .number({ error: "A página deve ser um número" })
    .int("A página deve ser um número inteiro")
    .default(1),
  limit: z.coerce
    .number({ error: "O limite deve ser um número" })
    .int("O limite deve ser um número inteiro")
    .default(ADMIN_PAGE_SIZE),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

export const adminUsersPageSchema = z
  .object({ users: z.array(adminUserSchema), pagination: paginationSchema })
  .meta({ id: "AdminUsersPage" });
export type AdminUsersPage = z.infer<typeof adminUsersPageSchema>;

export const adminSearchQuerySchema = z.object({
  q: z
    .string({ error: "A busca deve ser um texto" })
    .trim()
    .max(ADMIN_LIMITS.searchQueryMax, `Use até ${ADMIN_LIMITS.searchQueryMax} caracteres na busca`)
    .default(""),
});

export const adminSearchResultSchema = z
  .object({
    users: z.array(adminUserSchema),
    hasMore: z.boolean().describe(`Mais de ${ADMIN_LIMITS.searchResultsMax} usuários combinam com a busca`),
  })
  .meta({ id: "AdminSearchResult" });
export type AdminSearchResult = z.infer<typeof adminSearchResultSchema>;

export const adminUserParamsSchema = z.object({
  id: z.guid({ error: "Identificador de usuário inválido" }),
});

export const subscriptionToggleSchema = z
  .object({ subscriptionActive: z.boolean({ error: "Informe subscriptionActive como true ou false" }) })
  .meta({ id: "SubscriptionToggle" });
export type SubscriptionToggle = z.infer<typeof subscriptionToggleSchema>;

export const TEST_EMAIL_DEFAULTS = {
  subject: "Teste de email - Prato Cheio",
  message: "Este é um email de teste do Prato Cheio. Se ele chegou, o envio de emails está funcionando.",
} as const;

/** POST /api/test-email (SPEC §5): destination required; subject and message fall back to the defaults when blank. */
export const testEmailSchema = z
  .object({
    email: z
      .string({ error: "Email é obrigatório" })
      .trim()
      .min(1, "Email é obrigatório")
      .max(LIMITS.email, `Use até ${LIMITS.email} caracteres`)
      .pipe(z.email("Email inválido")),
    subject: z
      .string()
      .trim()
      .max(
        ADMIN_LIMITS.testEmailSubjectMax,
        `Use até ${ADMIN_LIMITS.testEmailSubjectMax} caracteres no assunto`,
      )
      .regex(/^[^\r\n]*$/, "O assunto deve ter uma linha só")
      .optional(),
    message: z
      .string()
      .trim()
      .max(
        ADMIN_LIMITS.testEmailMessageMax,
        `Use até ${ADMIN_LIMITS.testEmailMessageMax} caracteres na mensagem`,
      )
      .optional(),
  })
  .meta({ id: "TestEmail" });
export type TestEmailInput = z.input<typeof testEmailSchema>;
export type TestEmail = z.output<typeof testEmailSchema>;

export const testEmailSentSchema = z
  .object({ message: z.string(), to: z.string() })
  .meta({ id: "TestEmailSent" });
export type TestEmailSent = z.infer<typeof testEmailSentSchema>;

/** What the audit log records; the panel words them for people. */
export const ADMIN_AUDIT_ACTIONS = [
  "access.denied",
  "panel.open",
  "users.list",
  "users.search",
  "subscription.activate",
  "subscription.deactivate",
  "email.test",
  "email.test_failed",
] as const;
export type AdminAuditAction = (typeof ADMIN_AUDIT_ACTIONS)[number];

export const ADMIN_AUDIT_LABELS: Record<AdminAuditAction, string> = {
  "access.denied": "Tentativa com senha incorreta",
  "panel.open": "Acesso ao painel",
  "users.list": "Lista de usuários",
  "users.search": "Busca de usuários",
  "subscription.activate": "Assinatura ativada",
  "subscription.deactivate": "Assinatura desativada",
  "email.test": "Email de teste enviado",
  "email.test_failed": "Falha no email de teste",
};

export const adminAuditEntrySchema = z
  .object({
    id: z.number().int(),
    action: z.string(),
    target: z.string().nullable(),
    ip: z.string().nullable(),
    createdAt: z.string().describe("ISO 8601 em UTC"),
  })
  .meta({ id: "AdminAuditEntry" });
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;

/** "Atividade recente": actions taken with the password; refused attempts only as a count, never in the list. */
export const adminAuditListSchema = z
  .object({
    entries: z.array(adminAuditEntrySchema).describe("Ações feitas com a senha, mais recentes primeiro"),
    deniedLast24h: z
      .number()
      .int()
      .describe("Tentativas negadas (sem senha ou senha errada) nas últimas 24 h"),
  })
  .meta({ id: "AdminAuditList" });
export type AdminAuditList = z.infer<typeof adminAuditListSchema>;

/** SPEC §2: first plus last name, else the part of the email before the @. */
export function adminDisplayName(user: Pick<AdminUser, "firstName" | "lastName" | "email">): string {
  const name = [user.firstName, user.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(" ");
  return name || user.email.split("@")[0] || user.email;
}
