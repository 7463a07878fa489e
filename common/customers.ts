import { BIRTHDAY_WINDOWS, type BirthdayWindow, parseBirthday } from "./birthday";
import { CUSTOMER_PHONE_INVALID, normaliseBrazilianPhone } from "./customerPhone";
import { rowIdSchema, z } from "./zod";

/**
 * Customer management (issue 15, Pro plan): the customers of the acting
 * restaurant, their segments (kept in `category`) and the messages sent to them.
 */

/** Segments from recency and frequency, in the order the page shows them. */
export const CUSTOMER_SEGMENTS = ["Novo", "Recorrente", "VIP", "Em risco", "Inativo"] as const;
export const customerSegmentSchema = z.enum(CUSTOMER_SEGMENTS, {
  error: `Segmento inválido. Use um destes: ${CUSTOMER_SEGMENTS.join(", ")}.`,
});
export type CustomerSegment = z.infer<typeof customerSegmentSchema>;

/** The thresholds of the segments; a restaurant may change them (restaurants.customer_segment_rules). */
export const segmentRulesSchema = z
  .object({
    /** From this many orders a customer is Recorrente. */
    recurringOrders: z.number().int().min(2).max(1000),
    /** From this many orders, VIP (the most frequent). */
    vipOrders: z.number().int().min(3).max(10_000),
    /** No order in this many days: Em risco. */
    atRiskDays: z.number().int().min(7).max(365),
    /** No order in this many days: Inativo. */
    inactiveDays: z.number().int().min(14).max(730),
  })
  .refine((r) => r.vipOrders > r.recurringOrders, {
    message: "O VIP precisa de mais pedidos que o Recorrente.",
  })
  .refine((r) => r.inactiveDays > r.atRiskDays, {
    message: "Inativo precisa de mais dias sem pedido que Em risco.",
  });
export type SegmentRules = z.infer<typeof segmentRulesSchema>;

export const DEFAULT_SEGMENT_RULES: SegmentRules = {
  recurringOrders: 2,
  vipOrders: 10,
  atRiskDays: 30,
  inactiveDays: 60,
};

/** Whole days from `from` to `to` (both AAAA-MM-DD). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * The segment of a customer on `today` (AAAA-MM-DD in Brazil): recency first
 * (a VIP who stopped ordering is at risk, which is what the owner must see),
 * then frequency. The server's SQL (segmentSql) follows the same rule.
 */
export function segmentOf(
  customer: { totalOrders: number; lastOrderDate: string | null },
  today: string,
  rules: SegmentRules = DEFAULT_SEGMENT_RULES,
): CustomerSegment {
  if (customer.lastOrderDate) {
    const idle = daysBetween(customer.lastOrderDate, today);
    if (idle >= rules.inactiveDays) return "Inativo";
    if (idle >= rules.atRiskDays) return "Em risco";
  }
  if (customer.totalOrders >= rules.vipOrders) return "VIP";
  if (customer.totalOrders >= rules.recurringOrders) return "Recorrente";
  return "Novo";
}

export const CUSTOMER_LIMITS = {
  name: 120,
  email: 255,
  notes: 1000,
  consentSource: 60,
  search: 100,
} as const;
export const CUSTOMERS_PAGE_SIZE = 25;

export const CUSTOMER_MESSAGES = {
  requiresPro:
    "A gestão de clientes faz parte do plano Pro. Faça o upgrade para cadastrar clientes e enviar campanhas.",
  notFound: "Cliente não encontrado.",
  duplicatePhone: "Já existe um cliente com este telefone.",
  duplicateEmail: "Já existe um cliente com este email.",
  nameRequired: "Informe o nome do cliente.",
  nameTooLong: `O nome pode ter até ${CUSTOMER_LIMITS.name} caracteres.`,
  emailInvalid: "Email inválido. Use o formato nome@exemplo.com.",
  notesTooLong: `As observações podem ter até ${CUSTOMER_LIMITS.notes} caracteres.`,
  consentSourceTooLong: `A origem do consentimento pode ter até ${CUSTOMER_LIMITS.consentSource} caracteres.`,
  badDate: "Data inválida. Use AAAA-MM-DD.",
  futureDate: "A data do último pedido não pode estar no futuro.",
  badOrders: "O total de pedidos é um número inteiro de 0 a 100000.",
  emptyPatch: "Envie ao menos um campo para alterar.",
  badId: "Cliente inválido.",
  badBirthday: "Aniversário inválido. Use dia/mês, como 25/12.",
} as const;

export const customerSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    /** Normalised: "+5511987654321" (shown as "(11) 98765-4321"). */
    phone: z.string().nullable(),
    email: z.string().nullable(),
    /** AAAA-MM-DD, the day of the last order in Brazil. */
    lastOrderDate: z.string().nullable(),
    totalOrders: z.number().int(),
    category: customerSegmentSchema,
    /** The customer agreed to receive messages (LGPD); only they are offered to campaigns. */
    consent: z.boolean(),
    /** Where the consent was given ("balcão", "WhatsApp", "importação"…). */
    consentSource: z.string().nullable(),
    /** AAAA-MM-DD the consent was given (or withdrawn, when consent is false). */
    consentDate: z.string().nullable(),
    notes: z.string().nullable(),
    /** Day and month of birth, "MM-DD" ("12-25" is 25 de dezembro); null when not known. */
    birthday: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: "Customer" });
export type Customer = z.infer<typeof customerSchema>;

/** LGPD: consent, its withdrawal and who may turn it back on. */
export const CONSENT_MESSAGES = {
  memberMayNotGrant:
    "Este cliente pediu para não receber mensagens. Só o dono do restaurante pode registrar um novo consentimento dele.",
  sourceRequired:
    "Este cliente tinha pedido para não receber mensagens. Para registrar o novo consentimento, diga onde ele aceitou de novo (ex.: pedido pelo WhatsApp).",
  customerNotFound: "Cliente não encontrado.",
} as const;

/** One answer in a customer's consent history. */
export const consentEventSchema = z
  .object({
    /** true: agreed to receive messages; false: asked not to receive them any more. */
    consent: z.boolean(),
    /** Where the customer said it ("pedido pelo WhatsApp", "balcão"…). */
    source: z.string().nullable(),
    /** AAAA-MM-DD, the day the customer said it. */
    givenOn: z.string(),
    /** The owner wrote it down (else a team member). */
    byOwner: z.boolean(),
    /** When it was written down, ISO 8601 in UTC. */
    recordedAt: z.string(),
  })
  .meta({ id: "ConsentEvent" });
export type ConsentEvent = z.infer<typeof consentEventSchema>;

/** GET /api/customers/{id}/consent-history: oldest first. */
export const consentHistorySchema = z
  .object({ events: z.array(consentEventSchema) })
  .meta({ id: "ConsentHistory" });
export type ConsentHistory = z.infer<typeof consentHistorySchema>;

const phoneField = z
  .string({ error: CUSTOMER_PHONE_INVALID })
  .max(40, CUSTOMER_PHONE_INVALID)
  .nullable()
  .transform((v, ctx) => {
    if (v === null || v.trim() === "") return null;
    const phone = normaliseBrazilianPhone(v);
    if (!phone) {
      ctx.addIssue({ code: "custom", message: CUSTOMER_PHONE_INVALID });
      return z.NEVER;
    }
    return phone;
  });

const emailField = z
  .string({ error: CUSTOMER_MESSAGES.emailInvalid })
  .trim()
  .max(CUSTOMER_LIMITS.email, CUSTOMER_MESSAGES.emailInvalid)
  .nullable()
  .transform((v) => (v ? v.toLowerCase() : null))
  .pipe(z.email(CUSTOMER_MESSAGES.emailInvalid).nullable());

const dateField = z
  .string({ error: CUSTOMER_MESSAGES.badDate })
  .regex(/^\d{4}-\d{2}-\d{2}$/, CUSTOMER_MESSAGES.badDate)
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(v).toISOString().startsWith(v), {
    message: CUSTOMER_MESSAGES.badDate,
  })
  .nullable();

const birthdayField = z
  .string({ error: CUSTOMER_MESSAGES.badBirthday })
  .max(20, CUSTOMER_MESSAGES.badBirthday)
  .nullable()
  .transform((v, ctx) => {
    if (v === null || v.trim() === "") return null;
    const birthday = parseBirthday(v);
    if (!birthday) {
      ctx.addIssue({ code: "custom", message: CUSTOMER_MESSAGES.badBirthday });
      return z.NEVER;
    }
    return birthday;
  });

const nullableText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, message)
    .nullable()
    .transform((v) => (v ? v : null));

const customerFields = {
  name: z
    .string({ error: CUSTOMER_MESSAGES.nameRequired })
    .trim()
    .min(1, CUSTOMER_MESSAGES.nameRequired)
    .max(CUSTOMER_LIMITS.name, CUSTOMER_MESSAGES.nameTooLong),
  phone: phoneField,
  email: emailField,
  lastOrderDate: dateField,
  totalOrders: z
    .number({ error: CUSTOMER_MESSAGES.badOrders })
    .int(CUSTOMER_MESSAGES.badOrders)
    .min(0, CUSTOMER_MESSAGES.badOrders)
    .max(100_000, CUSTOMER_MESSAGES.badOrders),
  consent: z.boolean({ error: "Informe se o cliente aceitou receber mensagens (sim ou não)." }),
  consentSource: nullableText(CUSTOMER_LIMITS.consentSource, CUSTOMER_MESSAGES.consentSourceTooLong),
  consentDate: dateField,
  notes: nullableText(CUSTOMER_LIMITS.notes, CUSTOMER_MESSAGES.notesTooLong),
  birthday: birthdayField,
};

/** POST /api/customers: a name; everything else optional (consent defaults to no). */
export const newCustomerSchema = z.object({
  name: customerFields.name,
  phone: customerFields.phone.optional(),
  email: customerFields.email.optional(),
  lastOrderDate: customerFields.lastOrderDate.optional(),
  totalOrders: customerFields.totalOrders.optional(),
  consent: customerFields.consent.optional(),
  consentSource: customerFields.consentSource.optional(),
  consentDate: customerFields.consentDate.optional(),
  notes: customerFields.notes.optional(),
  birthday: customerFields.birthday.optional(),
});
export type NewCustomer = z.input<typeof newCustomerSchema>;

/** PATCH /api/customers/{id}: any of the fields; null clears an optional one. */
export const customerPatchSchema = newCustomerSchema
  .partial()
  .refine((p) => Object.values(p).some((v) => v !== undefined), { message: CUSTOMER_MESSAGES.emptyPatch });
export type CustomerPatch = z.input<typeof customerPatchSchema>;

export const customerIdParamsSchema = z.object({ id: rowIdSchema(CUSTOMER_MESSAGES.badId) });

/** GET /api/customers?search=&segment=&page= */
export const customerListQuerySchema = z.object({
  search: z
    .string()
    .trim()
    .max(CUSTOMER_LIMITS.search, `A busca pode ter até ${CUSTOMER_LIMITS.search} caracteres.`)
    .optional()
    .transform((v) => v || undefined),
  segment: z.preprocess((v) => (v === "" ? undefined : v), customerSegmentSchema.optional()),
  page: z.coerce
    .number({ error: "Página inválida." })
    .int("Página inválida.")
    .min(1, "Página inválida.")
    .max(100_000, "Página inválida.")
    .default(1),
});
export type CustomerListQuery = z.input<typeof customerListQuerySchema>;

export const customerListSchema = z
  .object({
    customers: z.array(customerSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: "CustomerList" });
export type CustomerList = z.infer<typeof customerListSchema>;

/** GET /api/customers/segments: how many customers in each segment, and with consent. */
export const segmentCountsSchema = z
  .object({
    total: z.number().int(),
    withConsent: z.number().int(),
    segments: z.array(z.object({ segment: customerSegmentSchema, count: z.number().int() })),
    rules: z.object({
      recurringOrders: z.number().int(),
      vipOrders: z.number().int(),
      atRiskDays: z.number().int(),
      inactiveDays: z.number().int(),
    }),
  })
  .meta({ id: "CustomerSegments" });
export type SegmentCounts = z.infer<typeof segmentCountsSchema>;

/**
 * POST /api/customers/import takes one chunk of a file at a time (issue 25):
 * at most CUSTOMER_IMPORT_CHUNK_ROWS data rows and CUSTOMER_IMPORT_CHUNK_BYTES
 * of CSV (UTF-8), so no request holds the server for long. The page splits the
 * file (header repeated in each chunk) and adds the answers up.
 */
export const CUSTOMER_IMPORT_CHUNK_ROWS = 1000;
export const CUSTOMER_IMPORT_CHUNK_BYTES = 256 * 1024;
/** The largest file the page takes (SPEC-style hint "até 5 MB"; about 50 thousand customers). */
export const CUSTOMER_IMPORT_MAX_FILE_BYTES = 5 * 1024 * 1024;
/** Problems listed per answer; `errorCount` says how many there were in all. */
export const CUSTOMER_IMPORT_MAX_ERRORS = 100;
export const CUSTOMER_IMPORT_MESSAGES = {
  chunkTooLarge:
    "Este pedaço da planilha é grande demais: envie até 1.000 linhas e 256 KB por vez (a página de clientes divide o arquivo sozinha).",
  fileTooLarge: "O arquivo é grande demais: envie até 5 MB (uns 50 mil clientes).",
} as const;
export const customerImportSchema = z.object({
  csv: z
    .string({ error: "Envie o conteúdo do arquivo CSV." })
    .min(1, "O arquivo está vazio.")
    // Characters never outnumber UTF-8 bytes: the byte limit itself is checked by the service (413).
    .max(CUSTOMER_IMPORT_CHUNK_BYTES, CUSTOMER_IMPORT_MESSAGES.chunkTooLarge),
  /** True: only check and count (the preview); false: save. */
  dryRun: z.boolean().default(true),
  /** The owner confirms the imported customers agreed to be contacted. */
  consent: z.boolean().default(false),
  /**
   * The page sends a file in chunks (each with the header line first): the
   * file line number of this chunk's first data row, so errors name the line
   * of the file (default 2: the row after the header).
   */
  firstLine: z.number().int().min(2).max(10_000_000).default(2),
});
export type CustomerImport = z.input<typeof customerImportSchema>;

export const customerImportResultSchema = z
  .object({
    imported: z.number().int().describe("Clientes novos"),
    merged: z.number().int().describe("Clientes que já existiam (mesmo telefone ou email), atualizados"),
    errors: z
      .array(z.object({ line: z.number().int(), message: z.string() }))
      .describe(`As primeiras ${CUSTOMER_IMPORT_MAX_ERRORS} linhas com problema`),
    errorCount: z.number().int().describe("Quantas linhas com problema no total"),
    keptOptedOut: z
      .number()
      .int()
      .describe(
        "Clientes já cadastrados que recusaram mensagens e continuam sem recebê-las, mesmo que o arquivo diga sim",
      ),
    ignoredColumns: z
      .array(z.string())
      .describe("Colunas do cabeçalho que a importação não lê (cada uma como veio no arquivo)"),
  })
  .meta({ id: "CustomerImportResult" });
export type CustomerImportResult = z.infer<typeof customerImportResultSchema>;

// ---- Messages (WhatsApp campaigns, one tap per customer) -------------------------

/** The goals of a campaign; the message type kept in messages.type. */
export const CAMPAIGN_GOALS = {
  "come-back": "Voltar a pedir",
  "new-dish": "Prato novo",
  weekend: "Fim de semana",
  birthday: "Aniversário do cliente",
  "thank-you": "Agradecimento",
} as const;
export const campaignGoalSchema = z.enum(
  Object.keys(CAMPAIGN_GOALS) as [keyof typeof CAMPAIGN_GOALS, ...(keyof typeof CAMPAIGN_GOALS)[]],
  { error: "Escolha o objetivo da campanha." },
);
export type CampaignGoal = z.infer<typeof campaignGoalSchema>;

/** POST /api/generate-customer-message */
export const customerMessageRequestSchema = z.object({
  segment: customerSegmentSchema,
  goal: campaignGoalSchema,
});
export const customerMessageReplySchema = z.object({
  /** The message with `{nome}` where each customer's first name goes. */
  content: z.string(),
});

export const MESSAGE_STATUSES = ["pending", "sent"] as const;
export const messageStatusSchema = z.enum(MESSAGE_STATUSES, {
  error: "Status inválido: use pending ou sent.",
});

/** One message of a campaign, as the campaign screen lists it. */
export const messageSchema = z
  .object({
    id: z.number().int(),
    campaignId: z.number().int().nullable(),
    customerId: z.number().int().nullable(),
    /** The customer's name and normalised phone ("+5511987654321"), for the wa.me link. */
    customerName: z.string().nullable(),
    customerPhone: z.string().nullable(),
    type: campaignGoalSchema,
    /** The text the owner approved, with `{nome}`. */
    template: z.string().nullable(),
    /** The text for this customer (`{nome}` filled). */
    content: z.string(),
    status: messageStatusSchema,
    sentAt: z.string().nullable(),
    /**
     * The customer ordered again within CAMPAIGN_RETURN_DAYS of sentAt: marked by the
     * owner (PATCH orderedAgain) or seen from an order recorded after the message.
     */
    orderedAgain: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: "CustomerMessage" });
export type CustomerMessage = z.infer<typeof messageSchema>;

/** A customer who orders within this many days of a campaign message counts as won back. */
export const CAMPAIGN_RETURN_DAYS = 14;

/** A campaign: one segment, one goal, one approved text, one message per customer with consent. */
export const campaignSummarySchema = z
  .object({
    id: z.number().int(),
    segment: customerSegmentSchema,
    goal: campaignGoalSchema,
    template: z.string(),
    total: z.number().int(),
    sent: z.number().int(),
    pending: z.number().int(),
    orderedAgain: z.number().int(),
    createdAt: z.string(),
  })
  .meta({ id: "Campaign" });
export type CampaignSummary = z.infer<typeof campaignSummarySchema>;

/** GET /api/campaigns (newest first). */
export const campaignListSchema = z.object({ campaigns: z.array(campaignSummarySchema) });

/** GET /api/messages?campaignId= : the campaign's messages (pending first, then by name). */
export const messageListQuerySchema = z.object({
  campaignId: z.coerce
    .number({ error: "Campanha inválida." })
    .int("Campanha inválida.")
    .positive("Campanha inválida."),
});
export const messageListSchema = z.object({
  campaign: campaignSummarySchema,
  messages: z.array(messageSchema),
});

/**
 * POST /api/messages: creates the campaign and one pending message per customer of
 * the segment with consent (201, same shape as GET /api/messages?campaignId=);
 * 400 "Nenhum cliente deste segmento aceitou receber mensagens." when there is none.
 */
export const CAMPAIGN_TEMPLATE_MAX = 1000;
export const CAMPAIGN_MESSAGES = {
  noCustomers: "Nenhum cliente deste segmento aceitou receber mensagens.",
  templateRequired: "Escreva a mensagem da campanha.",
  templateTooLong: `A mensagem pode ter até ${CAMPAIGN_TEMPLATE_MAX} caracteres (no WhatsApp, curta funciona melhor).`,
  campaignNotFound: "Campanha não encontrada.",
  messageNotFound: "Mensagem não encontrada.",
  noBirthdays:
    "Nenhum cliente tem aniversário cadastrado. Adicione o dia e o mês no cadastro do cliente ou importe uma planilha com a coluna aniversário.",
  noBirthdaysInWindow:
    "Nenhum cliente deste segmento que aceitou mensagens e tem celular faz aniversário nesse período.",
} as const;

export const birthdayWindowSchema = z.enum(
  Object.keys(BIRTHDAY_WINDOWS) as [BirthdayWindow, ...BirthdayWindow[]],
  { error: "Escolha quando: nos próximos 7 dias (7-dias) ou neste mês (mes)." },
);

/** GET /api/customers/birthdays?segment=&window= : who a birthday campaign would reach. */
export const birthdayAudienceQuerySchema = z.object({
  segment: customerSegmentSchema,
  window: birthdayWindowSchema.default("7-dias"),
});
export const birthdayAudienceSchema = z
  .object({
    /** Customers of the restaurant with a birthday set (any segment). */
    withBirthday: z.number().int(),
    /** Of the segment, with consent and a mobile, whose birthday falls in the window: the campaign's audience. */
    inWindow: z.number().int(),
  })
  .meta({ id: "BirthdayAudience" });
export type BirthdayAudience = z.infer<typeof birthdayAudienceSchema>;
export const newCampaignSchema = z.object({
  segment: customerSegmentSchema,
  goal: campaignGoalSchema,
  /** For the birthday goal only: whose birthday falls in the next 7 days (default) or this month. */
  birthdayWindow: birthdayWindowSchema.optional(),
  /** The text the owner approved, with `{nome}` where each customer's first name goes. */
  template: z
    .string({ error: CAMPAIGN_MESSAGES.templateRequired })
    .trim()
    .min(1, CAMPAIGN_MESSAGES.templateRequired)
    .max(CAMPAIGN_TEMPLATE_MAX, CAMPAIGN_MESSAGES.templateTooLong),
});
export type NewCampaign = z.input<typeof newCampaignSchema>;
export const messageIdParamsSchema = z.object({ id: rowIdSchema("Mensagem inválida.") });

/** PATCH /api/messages/{id}: tapped (status "sent", sets sentAt) and/or the customer ordered again. */
export const messagePatchSchema = z
  .object({ status: messageStatusSchema.optional(), orderedAgain: z.boolean().optional() })
  .refine((p) => p.status !== undefined || p.orderedAgain !== undefined, {
    message: "Envie status ou orderedAgain.",
  });

/**
 * PUT /api/customers/segment-rules: the restaurant's thresholds (owner only);
 * answers the recomputed counts (segmentCountsSchema).
 */
export const segmentRulesInputSchema = segmentRulesSchema;

/**
 * The wa.me link that opens WhatsApp on this customer with the text typed in
 * (digits only, country code included: "https://wa.me/5511987654321?text=…").
 */
export function whatsAppLink(phone: string, text: string): string {
  return `https://wa.me/${phone.replace(/\D/g, "")}?text=${encodeURIComponent(text)}`;
}

/** `{nome}` filled with the customer's first name (the template's one placeholder). */
export function fillTemplate(template: string, customerName: string): string {
  const first = customerName.trim().split(/\s+/)[0] ?? "";
  return template.replaceAll("{nome}", first);
}
