import { MODERATION_REASONS, type ModerationReason, REVIEW_TOPICS } from "./reviewPoints";
import { addDays, brazilDate } from "./week";
import { z } from "./zod";

/*
 * The review inbox (issue 28): reviews brought in by paste, by the iFood
 * "Avaliações" export or by our CSV template, each with its status, its reply
 * and its deadline. Statuses are stored as English keys and shown in Portuguese.
 */

export const REVIEW_STATUS_LABELS = {
  new: "Nova",
  draft: "Rascunho",
  answered: "Respondida",
  moderation: "Moderação pedida",
  archived: "Arquivada",
} as const;
export type ReviewStatus = keyof typeof REVIEW_STATUS_LABELS;
export const REVIEW_STATUSES = Object.keys(REVIEW_STATUS_LABELS) as [ReviewStatus, ...ReviewStatus[]];
/** Statuses still waiting for the owner: they count as "sem resposta" and have a deadline. */
export const OPEN_REVIEW_STATUSES: readonly ReviewStatus[] = ["new", "draft"];

export const REVIEW_SOURCES = ["paste", "ifood", "csv"] as const;
export type ReviewSource = (typeof REVIEW_SOURCES)[number];

/** iFood's "Super" restaurant target for the average grade. */
export const SUPER_RATING_TARGET = 4.7;
/** The rating looks at the reviews of the last 90 days. */
export const RATING_WINDOW_DAYS = 90;

export const REVIEW_LIMITS = {
  text: 4000,
  reply: 2000,
  moderationText: 2000,
  /** A pasted block: about 200 reviews of normal length. */
  pasteChars: 100_000,
  /** A file (XLSX or CSV) before base64. */
  fileBytes: 2 * 1024 * 1024,
  /** Reviews in one paste or file. */
  perImport: 1000,
  tags: 20,
  tag: 80,
  /** The preview shows at most this many reviews; the counts cover the whole file. */
  preview: 200,
  problems: 100,
  /** Reviews on one page of the inbox. */
  pageSize: 50,
} as const;

export const REVIEW_MESSAGES = {
  pasteEmpty: "Cole pelo menos uma avaliação.",
  pasteTooLong: `O texto colado passou de ${REVIEW_LIMITS.pasteChars.toLocaleString("pt-BR")} caracteres. Cole em partes menores.`,
  fileEmpty: "O arquivo está vazio.",
  fileTooLarge: "O arquivo passou de 2 MB. Exporte um período menor e tente de novo.",
  fileUnreadable:
    "Não conseguimos ler o arquivo. Envie a planilha de Avaliações do iFood (.xlsx ou .csv) ou o nosso modelo CSV.",
  fileNoColumns:
    "Não encontramos as colunas das avaliações (nota, comentário, data). Confira se é a planilha de Avaliações ou use o nosso modelo CSV.",
  tooMany: `Envie até ${REVIEW_LIMITS.perImport.toLocaleString("pt-BR")} avaliações por vez.`,
  nothingFound: "Não encontramos nenhuma avaliação no que foi enviado.",
  replyRequired: "Escreva ou gere a resposta antes de marcar como respondida.",
  moderationRequired: "Escreva o texto do pedido de moderação.",
  invalidPhone: "Informe o número com DDD, como (11) 98765-4321.",
  invalidEmail: "Informe um email válido, como contato@restaurante.com.",
  replyDays: "O prazo de resposta vai de 1 a 30 dias.",
} as const;

// ---- Deadlines ---------------------------------------------------------------------

/**
 * A review's reply deadline: the end of the day (23:59:59 in America/Sao_Paulo)
 * `replyDays` days after the review's day. Reviewed on the 10th with 5 days:
 * due until the end of the 15th. `daysLeft` counts Brazilian calendar days from
 * today: 0 is the last day ("vence hoje"), negative is late ("vencida").
 */
export function reviewDeadline(reviewDate: string, replyDays: number, now: Date) {
  const dueOn = addDays(reviewDate, replyDays);
  const today = brazilDate(now);
  const daysLeft = Math.round(
    (Date.parse(`${dueOn}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000,
  );
  return { dueOn, daysLeft };
}

/** "vencida", "vence hoje", "vence amanhã", "3 dias para responder". */
export function deadlineLabel(daysLeft: number): string {
  if (daysLeft < 0) return "vencida";
  if (daysLeft === 0) return "vence hoje";
  if (daysLeft === 1) return "vence amanhã";
  return `${daysLeft} dias para responder`;
}

/** The dashboard card's line: "3 avaliações sem resposta · 1 vence amanhã". */
export function inboxSummaryLine(s: {
  open: number;
  overdue: number;
  dueToday: number;
  dueTomorrow: number;
}) {
  if (s.open === 0) return "Nenhuma avaliação sem resposta";
  const parts = [`${s.open} ${s.open === 1 ? "avaliação" : "avaliações"} sem resposta`];
  if (s.overdue > 0) parts.push(`${s.overdue} ${s.overdue === 1 ? "vencida" : "vencidas"}`);
  if (s.dueToday > 0) parts.push(`${s.dueToday} ${s.dueToday === 1 ? "vence" : "vencem"} hoje`);
  if (s.dueTomorrow > 0) parts.push(`${s.dueTomorrow} ${s.dueTomorrow === 1 ? "vence" : "vencem"} amanhã`);
  return parts.join(" · ");
}

// ---- A review -------------------------------------------------------------------

const moderationReasonSchema = z.enum(
  Object.keys(MODERATION_REASONS) as [ModerationReason, ...ModerationReason[]],
);

export const reviewSchema = z
  .object({
    id: z.number().int(),
    source: z.enum(REVIEW_SOURCES),
    stars: z.number().int().min(1).max(5).nullable(),
    text: z.string(),
    reviewDate: z.string().describe("Dia da avaliação (AAAA-MM-DD, horário de Brasília)"),
    orderId: z.string().nullable(),
    orderShortId: z.string().nullable(),
    positiveTags: z.array(z.string()),
    negativeTags: z.array(z.string()),
    status: z.enum(REVIEW_STATUSES),
    reply: z.string().nullable(),
    topics: z.array(z.enum(REVIEW_TOPICS)).describe("Os assuntos dos pontos que a resposta responde"),
    moderationReason: moderationReasonSchema.nullable(),
    moderationText: z.string().nullable(),
    handledBy: z.string().nullable().describe("Quem cuidou da avaliação por último (nome ou email)"),
    handledAt: z.string().nullable(),
    dueOn: z.string().describe("Último dia para responder (até 23:59, horário de Brasília)"),
    daysLeft: z.number().int().describe("Dias até o prazo: 0 é o último dia, negativo é vencida"),
  })
  .meta({ id: "Review" });
export type Review = z.infer<typeof reviewSchema>;

export const reviewIdParamsSchema = z.object({
  id: z.coerce.number({ error: "Avaliação não encontrada." }).int().positive().max(2_147_483_647),
});

export const reviewListQuerySchema = z.object({
  status: z.enum(REVIEW_STATUSES, { error: "Escolha um status da lista." }).optional(),
  stars: z.coerce.number().int().min(1, "A nota vai de 1 a 5.").max(5, "A nota vai de 1 a 5.").optional(),
  topic: z.enum(REVIEW_TOPICS, { error: "Escolha um assunto da lista." }).optional(),
  page: z.coerce
    .number({ error: "Página inválida." })
    .int("Página inválida.")
    .min(1, "Página inválida.")
    .max(100_000, "Página inválida.")
    .optional()
    .describe(`Página da lista, ${REVIEW_LIMITS.pageSize} por página (padrão 1)`),
});
export type ReviewListQuery = z.infer<typeof reviewListQuerySchema>;

export const reviewCountsSchema = z
  .object(
    Object.fromEntries(REVIEW_STATUSES.map((s) => [s, z.number().int()])) as Record<
      ReviewStatus,
      z.ZodNumber
    >,
  )
  .meta({ id: "ReviewCounts" });
export type ReviewCounts = z.infer<typeof reviewCountsSchema>;

export const reviewListSchema = z
  .object({
    reviews: z
      .array(reviewSchema)
      .describe("Filtradas; as abertas primeiro pelo prazo, depois as mais recentes"),
    counts: reviewCountsSchema.describe("Quantas em cada status (sem filtro)"),
    total: z.number().int().describe("Quantas passam pelos filtros (todas as páginas)"),
    page: z.number().int(),
    pageSize: z.number().int(),
    replyDays: z.number().int(),
  })
  .meta({ id: "ReviewList" });
export type ReviewList = z.infer<typeof reviewListSchema>;

/**
 * PATCH /api/reviews/:id: the draft (status "draft"), the copied reply
 * ("answered"), a moderation request ("moderation", with its text), archive,
 * or back to "new". Topics are the points the reply answers.
 */
export const reviewPatchSchema = z
  .object({
    status: z.enum(REVIEW_STATUSES, { error: "Escolha um status da lista." }),
    reply: z.string().trim().max(REVIEW_LIMITS.reply, "A resposta passou do tamanho máximo.").optional(),
    topics: z
      .array(z.enum(REVIEW_TOPICS, { error: "Escolha um assunto da lista." }))
      .max(8)
      .optional(),
    moderationReason: moderationReasonSchema.optional(),
    moderationText: z
      .string()
      .trim()
      .max(REVIEW_LIMITS.moderationText, "O texto da moderação passou do tamanho máximo.")
      .optional(),
  })
  .superRefine((v, ctx) => {
    if (v.status === "answered" && !v.reply)
      ctx.addIssue({ code: "custom", path: ["reply"], message: REVIEW_MESSAGES.replyRequired });
    if (v.status === "moderation" && !v.moderationText)
      ctx.addIssue({ code: "custom", path: ["moderationText"], message: REVIEW_MESSAGES.moderationRequired });
  });
export type ReviewPatch = z.input<typeof reviewPatchSchema>;

// ---- Import --------------------------------------------------------------------

/** A review read from a paste or a file, before it is saved. */
export const parsedReviewSchema = z
  .object({
    externalId: z.string().nullable(),
    stars: z.number().int().min(1).max(5).nullable(),
    text: z.string(),
    reviewDate: z.string(),
    orderId: z.string().nullable(),
    orderShortId: z.string().nullable(),
    positiveTags: z.array(z.string()),
    negativeTags: z.array(z.string()),
  })
  .meta({ id: "ParsedReview" });
export type ParsedReview = z.infer<typeof parsedReviewSchema>;

export const reviewImportSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({
      kind: z.literal("paste"),
      text: z
        .string({ error: REVIEW_MESSAGES.pasteEmpty })
        .trim()
        .min(1, REVIEW_MESSAGES.pasteEmpty)
        .max(REVIEW_LIMITS.pasteChars, REVIEW_MESSAGES.pasteTooLong),
      dryRun: z.boolean().default(true),
    }),
    z.object({
      kind: z.literal("file"),
      fileName: z.string().trim().min(1).max(200),
      /** The file's bytes in base64 (an XLSX is binary). */
      contentBase64: z.string({ error: REVIEW_MESSAGES.fileEmpty }).min(1, REVIEW_MESSAGES.fileEmpty),
      dryRun: z.boolean().default(true),
    }),
  ],
  { error: "Envie um texto colado (kind: paste) ou um arquivo (kind: file)." },
);
export type ReviewImport = z.input<typeof reviewImportSchema>;

export const reviewImportResultSchema = z
  .object({
    source: z.enum(REVIEW_SOURCES),
    found: z.number().int().describe("Avaliações lidas"),
    created: z.number().int().describe("Novas (na prévia: as que seriam criadas)"),
    alreadyIn: z.number().int().describe("Já estavam na caixa de entrada: não são duplicadas"),
    preview: z.array(parsedReviewSchema).describe(`As ${REVIEW_LIMITS.preview} primeiras`),
    usedColumns: z.array(z.string()).describe("Colunas do arquivo usadas"),
    ignoredColumns: z.array(z.string()).describe("Colunas do arquivo ignoradas"),
    problems: z.array(z.object({ line: z.number().int(), message: z.string() })),
  })
  .meta({ id: "ReviewImportResult" });
export type ReviewImportResult = z.infer<typeof reviewImportResultSchema>;

/** Our CSV template's header (the import also reads iFood's names and English ones). */
export const REVIEW_CSV_TEMPLATE_HEADER = "id;data;nota;comentario;pedido;tags_positivas;tags_negativas";

// ---- Summary, rating, digest ----------------------------------------------------

export const reviewSummarySchema = z
  .object({
    open: z.number().int().describe("Avaliações sem resposta (novas e rascunhos)"),
    overdue: z.number().int(),
    dueToday: z.number().int(),
    dueTomorrow: z.number().int(),
    line: z.string().describe('"3 avaliações sem resposta · 1 vence amanhã"'),
    rating: z.object({
      average: z.number().nullable().describe(`Média das notas dos últimos ${RATING_WINDOW_DAYS} dias`),
      graded: z.number().int().describe("Avaliações com nota nesses dias"),
      target: z.number(),
      answeredInTimeShare: z
        .number()
        .nullable()
        .describe(
          "De 0 a 1: das avaliações desses dias cujo prazo já passou ou que foram respondidas, quantas a tempo",
        ),
      considered: z.number().int(),
    }),
  })
  .meta({ id: "ReviewSummary" });
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;

export const reviewDigestSettingSchema = z
  .object({ enabled: z.boolean() })
  .meta({ id: "ReviewDigestSetting" });
export type ReviewDigestSetting = z.infer<typeof reviewDigestSettingSchema>;
export type ReviewImportInput = z.output<typeof reviewImportSchema>;
