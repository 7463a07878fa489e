import { z } from "./zod";

/** The one error body of the API (ARCHITECTURE §4). */
export const fieldIssueSchema = z.object({
  path: z.string().describe("Campo com problema, em notação de pontos (ex.: 'email')"),
  message: z.string(),
});

export const errorBodySchema = z
  .object({
    error: z.string().describe("Mensagem para pessoas, em português"),
    code: z.string().describe("Código para máquinas, ex.: VALIDATION_FAILED"),
    issues: z.array(fieldIssueSchema).optional(),
    requestId: z.string().optional(),
  })
  .meta({ id: "ErrorBody" });

export type ErrorBody = z.infer<typeof errorBodySchema>;
export type FieldIssue = z.infer<typeof fieldIssueSchema>;
