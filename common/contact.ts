import { CONTACT_BUSINESS_TYPES, CONTACT_SUBJECTS, LIMITS } from "./constants";
import { z } from "./zod";

export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];
export type ContactBusinessType = (typeof CONTACT_BUSINESS_TYPES)[number];

/** How people read the subjects of SPEC §9 (the form's options and the team's email). */
export const CONTACT_SUBJECT_LABELS: Record<ContactSubject, string> = {
  "duvidas-gerais": "Dúvidas gerais",
  demonstracao: "Quero uma demonstração",
  "planos-precos": "Planos e preços",
  "suporte-tecnico": "Suporte técnico",
  integracao: "Integração com apps de delivery",
  parcerias: "Parcerias",
  feedback: "Sugestões e feedback",
};

export const CONTACT_BUSINESS_TYPE_LABELS: Record<ContactBusinessType, string> = {
  pizzaria: "Pizzaria",
  "restaurante-tradicional": "Restaurante tradicional",
  cafeteria: "Cafeteria",
  hamburgeria: "Hamburgueria",
  sorveteria: "Sorveteria",
  marmitex: "Marmitex",
  padaria: "Padaria",
  lanchonete: "Lanchonete",
  outro: "Outro",
};

export const CONTACT_LIMITS = {
  name: LIMITS.personName,
  email: LIMITS.email,
  phone: 30,
  company: 120,
  message: 5_000,
} as const;

const optionalText = (max: number, tooLong: string) =>
  z.string().trim().max(max, { error: tooLong }).optional();

/**
 * The contact form of SPEC §3/§5: name, email, subject and message required;
 * phone, company and business type optional. The same schema checks the form
 * and the request; an optional field left blank arrives as "".
 */
export const contactMessageSchema = z
  .object({
    name: z
      .string({ error: "Informe seu nome" })
      .trim()
      .min(1, { error: "Informe seu nome" })
      .max(CONTACT_LIMITS.name, { error: `Use até ${CONTACT_LIMITS.name} caracteres` }),
    email: z
      .string({ error: "Informe seu email" })
      .trim()
      .min(1, { error: "Informe seu email" })
      .max(CONTACT_LIMITS.email, { error: `Use até ${CONTACT_LIMITS.email} caracteres` })
      .pipe(z.email({ error: "Informe um email válido, como voce@restaurante.com" })),
    phone: optionalText(CONTACT_LIMITS.phone, `Use até ${CONTACT_LIMITS.phone} caracteres`).refine(
      // Brazilian numbers with DDD: 10 digits (landline) or 11 (mobile), optionally after +55.
      (v) => !v || (/^[\d\s()+.-]+$/.test(v) && /^(55)?\d{10,11}$/.test(v.replace(/\D/g, ""))),
      { error: "Informe um telefone com DDD, como (11) 98765-4321" },
    ),
    company: optionalText(CONTACT_LIMITS.company, `Use até ${CONTACT_LIMITS.company} caracteres`),
    subject: z.enum(CONTACT_SUBJECTS, { error: "Escolha um assunto" }),
    message: z
      .string({ error: "Escreva sua mensagem" })
      .trim()
      .min(1, { error: "Escreva sua mensagem" })
      .max(CONTACT_LIMITS.message, { error: `Use até ${CONTACT_LIMITS.message} caracteres` }),
    businessType: z
      .union([z.enum(CONTACT_BUSINESS_TYPES), z.literal("")], {
        error: "Escolha um tipo de negócio da lista",
      })
      .optional(),
  })
  .meta({ id: "ContactMessage" });

/** What the form holds (before trimming). */
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;

export const contactSentSchema = z
  .object({
    ok: z.literal(true),
    priority: z.boolean().describe("Enviada com a sessão de uma conta Pro: chega à equipe como prioridade"),
  })
  .meta({ id: "ContactSent" });
export type ContactSent = z.infer<typeof contactSentSchema>;
