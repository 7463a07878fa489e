import { GROSS_SALES_DEFINITION } from "./orderFigures";
import { rowIdSchema, z } from "./zod";

/**
 * Importing the owner's orders (issue 27): the iFood Partner Portal's order
 * export (.xlsx or .csv, any subset of its columns in any order) or our own
 * CSV template. Upload → preview → confirm (decision 034).
 */

/** Limits of one file; the page checks the size before sending. */
export const ORDER_IMPORT_LIMITS = {
  /** Bytes of the file as sent (a 100.000-order .xlsx of every column is ~9 MB, a .csv ~25 MB). */
  maxBytes: 40 * 1024 * 1024,
  /** Orders (data lines) in one file. */
  maxRows: 150_000,
  /** What the .xlsx may inflate to, in total, before any of it is read (zip bombs). */
  maxUnzippedBytes: 400 * 1024 * 1024,
  /** Entries in the .xlsx zip. */
  maxZipEntries: 500,
  /** Lines with problems listed in the preview (the count says how many in all). */
  maxProblemsListed: 100,
  /** Minutes a preview waits for its confirmation. */
  previewMinutes: 30,
} as const;

export const ORDER_IMPORT_MESSAGES = {
  tooLarge: "O arquivo é grande demais: envie até 40 MB (uns 150 mil pedidos). Exporte um período menor.",
  tooManyRows: `O arquivo tem mais de ${ORDER_IMPORT_LIMITS.maxRows.toLocaleString("pt-BR")} pedidos. Exporte um período menor e importe em partes.`,
  empty: "O arquivo está vazio.",
  notSpreadsheet: "Este arquivo não é uma planilha. Envie o relatório de pedidos em .xlsx ou .csv.",
  zipBomb:
    "Esta planilha se expande para um tamanho muito maior do que o normal e não pode ser lida. Exporte o relatório de novo no Portal do Parceiro.",
  notOrders:
    "Esta planilha não parece um relatório de pedidos: não encontramos as colunas do pedido (como ID COMPLETO DO PEDIDO e DATA E HORA DO PEDIDO). Confira se exportou os pedidos, ou use o nosso modelo.",
  noOrders:
    "A planilha tem as colunas de pedidos, mas nenhum pedido válido. Confira as linhas com problemas.",
  previewGone: "Esta prévia expirou ou já foi usada. Envie o arquivo de novo para ver a prévia e confirmar.",
  busy: "Muitas importações em andamento agora. Tente de novo em alguns minutos.",
  fileName: "Informe o nome do arquivo.",
} as const;

/**
 * The columns we read. `aliases` are matched after folding case, accents,
 * spacing and punctuation (headerKey): the Portal's header first, then our
 * template's. `template` marks our CSV template's columns, in its order.
 */
export const ORDER_COLUMNS = [
  {
    field: "externalId",
    label: "ID do pedido",
    aliases: ["ID COMPLETO DO PEDIDO", "id do pedido", "pedido", "order id"],
    template: "id do pedido",
  },
  { field: "shortId", label: "ID curto", aliases: ["ID CURTO DO PEDIDO"] },
  { field: "storeName", label: "Loja", aliases: ["NOME DA LOJA", "loja"] },
  {
    field: "placedAt",
    label: "Data e hora",
    aliases: ["DATA E HORA DO PEDIDO", "data", "data do pedido", "date"],
    template: "data",
  },
  { field: "shift", label: "Turno", aliases: ["TURNO"] },
  { field: "paymentMethod", label: "Forma de pagamento", aliases: ["FORMA DE PAGAMENTO"] },
  { field: "salesChannel", label: "Canal de venda", aliases: ["CANAL DE VENDA"] },
  { field: "logistics", label: "Produto logístico", aliases: ["PRODUTO LOGISTICO"] },
  { field: "status", label: "Status", aliases: ["STATUS FINAL DO PEDIDO", "status"], template: "status" },
  { field: "cancelReason", label: "Motivo do cancelamento", aliases: ["MOTIVO DO CANCELAMENTO"] },
  { field: "cancelOrigin", label: "Origem do cancelamento", aliases: ["ORIGEM DO CANCELAMENTO"] },
  {
    field: "cancelledItemsCents",
    label: "Valor dos itens cancelados",
    aliases: ["VALOR DOS ITENS CANCELADOS", "VALOR DOS ITENS CANCELADOS (R$)"],
  },
  {
    field: "itemsCents",
    label: "Valor dos itens",
    aliases: ["VALOR DOS ITENS (R$)", "VALOR DOS ITENS", "valor dos itens"],
    template: "valor dos itens",
  },
  {
    field: "totalPaidCents",
    label: "Total pago pelo cliente",
    aliases: ["TOTAL PAGO PELO CLIENTE (R$)", "TOTAL PAGO PELO CLIENTE"],
  },
  {
    field: "deliveryFeeCents",
    label: "Taxa de entrega",
    aliases: [
      "TAXA DE ENTREGA PAGA PELO CLIENTE (R$)",
      "TAXA DE ENTREGA PAGA PELO CLIENTE",
      "taxa de entrega",
    ],
    template: "taxa de entrega",
  },
  {
    field: "marketplaceIncentiveCents",
    label: "Incentivo do iFood",
    aliases: ["INCENTIVO PROMOCIONAL DO IFOOD (R$)", "INCENTIVO PROMOCIONAL DO IFOOD"],
  },
  {
    field: "storeIncentiveCents",
    label: "Desconto da loja",
    aliases: ["INCENTIVO PROMOCIONAL DA LOJA (R$)", "INCENTIVO PROMOCIONAL DA LOJA", "descontos", "desconto"],
    template: "descontos",
  },
  {
    field: "chainIncentiveCents",
    label: "Incentivo da rede",
    aliases: ["INCENTIVO PROMOCIONAL DA REDE (R$)", "INCENTIVO PROMOCIONAL DA REDE"],
  },
  {
    field: "serviceFeeCents",
    label: "Taxa de serviço",
    aliases: ["TAXA DE SERVIÇO (R$)", "TAXA DE SERVIÇO"],
  },
  {
    field: "feesCents",
    label: "Taxas e comissões",
    aliases: ["TAXAS E COMISSOES (R$)", "TAXAS E COMISSOES", "taxas"],
    template: "taxas",
  },
  {
    field: "netCents",
    label: "Valor líquido",
    aliases: ["VALOR LIQUIDO (R$)", "VALOR LIQUIDO", "liquido"],
    template: "liquido",
  },
  { field: "prepMinutes", label: "Tempo de preparo (min)", aliases: ["TEMPO DE PREPARO DO PEDIDO (MIN)"] },
  { field: "promisedMinutes", label: "Tempo prometido (min)", aliases: ["TEMPO PROMETIDO DE ENTREGA (MIN)"] },
  {
    field: "deliveryMinutes",
    label: "Tempo da entrega (min)",
    aliases: ["TEMPO DA ENTREGA REALIZADA (MIN)"],
  },
  {
    field: "delayMinutes",
    label: "Atraso (min)",
    aliases: ["TEMPO DE ATRASO EM RELAÇÃO AO TEMPO PROMETIDO DE ENTREGA (MIN)"],
  },
  { field: "distanceKm", label: "Distância (km)", aliases: ["DISTÂNCIA PERCORRIDA ATÉ O CLIENTE (KM)"] },
] as const satisfies readonly {
  field: string;
  label: string;
  aliases: readonly string[];
  template?: string;
}[];
export type OrderField = (typeof ORDER_COLUMNS)[number]["field"];

/** Our CSV template's header line, in its order (the page offers the file). */
export const ORDER_TEMPLATE_HEADER = [
  "data",
  "id do pedido",
  "status",
  "valor dos itens",
  "taxa de entrega",
  "descontos",
  "taxas",
  "liquido",
] as const;
export const ORDER_TEMPLATE_CSV = `${ORDER_TEMPLATE_HEADER.join(";")}\n25/11/2026 19:42;pedido-0001;concluido;58,90;6,99;5,00;-9,42;51,47\n25/11/2026 20:10;pedido-0002;cancelado;32,00;0,00;0,00;0,00;0,00\n`;

/**
 * Headers compared without case, accents, spacing or punctuation:
 * "Distância percorrida até o cliente (km)" = "DISTANCIA PERCORRIDA ATE O CLIENTE KM".
 */
export function headerKey(header: string): string {
  return header
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/r\$/g, "")
    .replace(/[^a-z0-9]+/g, "");
}

const FIELD_BY_KEY = new Map<string, OrderField>(
  ORDER_COLUMNS.flatMap((c) => c.aliases.map((a) => [headerKey(a), c.field] as const)),
);
/** The field a header names, or null when we do not read it. */
export const fieldOfHeader = (header: string): OrderField | null =>
  FIELD_BY_KEY.get(headerKey(header)) ?? null;
export const ORDER_FIELD_LABELS: Record<OrderField, string> = Object.fromEntries(
  ORDER_COLUMNS.map((c) => [c.field, c.label]),
) as Record<OrderField, string>;

/** The owner's choice for days they typed themselves that the file also covers. */
export const manualDaysChoiceSchema = z.enum(["keep", "replace"], {
  error:
    "Escolha se os dias digitados à mão ficam como estão (keep) ou são trocados pelos pedidos (replace).",
});

export const orderImportPreviewQuerySchema = z.object({
  fileName: z
    .string({ error: ORDER_IMPORT_MESSAGES.fileName })
    .trim()
    .min(1, ORDER_IMPORT_MESSAGES.fileName)
    .max(200),
});

export const orderImportProblemSchema = z.object({
  line: z.number().int().describe("Linha do arquivo (a do cabeçalho é a 1)"),
  message: z.string(),
});

export const orderImportPreviewSchema = z
  .object({
    token: z.string().describe("Envie em POST /api/orders/imports para confirmar (vale 30 minutos)"),
    fileName: z.string(),
    format: z.enum(["ifood", "template"]),
    firstDate: z.string().nullable(),
    lastDate: z.string().nullable(),
    orderCount: z.number().int().describe("Pedidos válidos no arquivo (um pedido repetido conta uma vez)"),
    newCount: z.number().int(),
    unchangedCount: z.number().int().describe("Já importados, iguais"),
    changedCount: z.number().int().describe("Já importados, com algo diferente (um cancelamento depois)"),
    cancelledCount: z.number().int(),
    grossSalesCents: z.number().int().describe(GROSS_SALES_DEFINITION),
    columns: z.array(z.object({ header: z.string(), field: z.string(), label: z.string() })),
    ignoredColumns: z.array(z.string()),
    problems: z.array(orderImportProblemSchema),
    problemCount: z.number().int(),
    manualDays: z
      .array(z.string())
      .describe("Dias do arquivo que o dono digitou à mão: o confirm diz se ficam ou são trocados"),
  })
  .meta({ id: "OrderImportPreview" });
export type OrderImportPreview = z.infer<typeof orderImportPreviewSchema>;

export const orderImportConfirmSchema = z.object({
  token: z.string({ error: "Envie o token da prévia." }).min(1, "Envie o token da prévia.").max(100),
  manualDays: manualDaysChoiceSchema.default("keep"),
});
export type OrderImportConfirm = z.input<typeof orderImportConfirmSchema>;

export const orderImportSchema = z
  .object({
    id: z.number().int(),
    fileName: z.string(),
    format: z.string(),
    firstDate: z.string().nullable(),
    lastDate: z.string().nullable(),
    orderCount: z.number().int(),
    newCount: z.number().int(),
    updatedCount: z.number().int(),
    createdAt: z.string(),
  })
  .meta({ id: "OrderImport" });
export type OrderImport = z.infer<typeof orderImportSchema>;
export const orderImportListSchema = z.array(orderImportSchema);
export const orderImportIdParamsSchema = z.object({ id: rowIdSchema("Importação não encontrada.") });

/** The confirm's result (the last line of its stream). */
export const orderImportResultSchema = orderImportSchema.extend({
  daysUpdated: z.array(z.string()).describe("Dias cujos números agora vêm dos pedidos"),
  manualDaysKept: z.array(z.string()),
});
export type OrderImportResult = z.infer<typeof orderImportResultSchema>;

/**
 * The preview and the confirm answer a stream of JSON lines
 * (application/x-ndjson): progress while they work, then one last line with
 * the answer or an error. The bar is the work actually done: rows read
 * (total 0: not known yet), orders compared, orders written, days refilled.
 */
export const orderImportLineSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("progress"),
    phase: z.enum(["reading", "checking", "writing", "days"]),
    done: z.number(),
    total: z.number().describe("0 enquanto o total não é conhecido (a leitura conta linhas)"),
  }),
  z.object({ type: z.literal("preview"), preview: orderImportPreviewSchema }),
  z.object({ type: z.literal("result"), result: orderImportResultSchema }),
  z.object({ type: z.literal("error"), error: z.string(), code: z.string() }),
]);
export type OrderImportLine = z.infer<typeof orderImportLineSchema>;
