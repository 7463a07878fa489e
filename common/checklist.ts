import { z } from "./zod";

export const checklistItemSchema = z.object({
  id: z.string(),
  text: z.string(),
  completed: z.boolean(),
  priority: z.enum(["Alta", "Média"]),
});
export type ChecklistItem = z.infer<typeof checklistItemSchema>;

export const checklistSchema = z
  .object({
    weekStart: z.string().describe("Segunda-feira da semana, AAAA-MM-DD"),
    items: z.array(checklistItemSchema),
  })
  .meta({ id: "Checklist" });
export type Checklist = z.infer<typeof checklistSchema>;

export const toggleChecklistItemSchema = z.object({ completed: z.boolean() });
export const checklistItemParamsSchema = z.object({ id: z.string().min(1).max(40) });

/** The four items every week starts with (SPEC §3: the dashboard holds 4). */
export const DEFAULT_CHECKLIST: readonly ChecklistItem[] = [
  { id: "fotos", text: "Atualizar as fotos dos 3 pratos mais vendidos", completed: false, priority: "Alta" },
  { id: "avaliacoes", text: "Responder todas as avaliações da semana", completed: false, priority: "Alta" },
  { id: "promocao", text: "Ativar uma promoção para o fim de semana", completed: false, priority: "Média" },
  {
    id: "descricoes",
    text: "Revisar as descrições dos pratos no cardápio",
    completed: false,
    priority: "Média",
  },
];

/** Progress of the checklist: completed over total, as a whole percent. */
export function checklistProgress(items: readonly Pick<ChecklistItem, "completed">[]): {
  done: number;
  total: number;
  percent: number;
} {
  const done = items.filter((i) => i.completed).length;
  return { done, total: items.length, percent: items.length ? Math.round((done / items.length) * 100) : 0 };
}
