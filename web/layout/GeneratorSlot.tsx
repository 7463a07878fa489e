import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { DashboardSection } from "./DashboardSection";

export type GeneratorKind = "conteudo" | "promocao" | "resposta" | "cardapio";

/**
 * Where an AI generator sits on the dashboard (SPEC §2). The generators come
 * with the AI issue: pass the generator as `children` to fill its place; until
 * then the slot shows its heading and what it will do.
 */
export function GeneratorSlot({
  kind,
  title,
  description,
  icon,
  children,
}: {
  kind: GeneratorKind;
  title: string;
  description: string;
  icon: LucideIcon;
  children?: ReactNode;
}) {
  return (
    <DashboardSection id={`gerador-${kind}`} title={title} description={description} icon={icon}>
      <div data-generator-slot={kind}>
        {children ?? (
          <p className="rounded-xl border border-dashed border-line p-4 text-sm text-muted">
            Este gerador está sendo preparado e aparece aqui em breve.
          </p>
        )}
      </div>
    </DashboardSection>
  );
}
