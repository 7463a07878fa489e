import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "../../../ui/Card";
import { DeferredSection } from "../../../ui/DeferredSection";

/**
 * The card a public page puts a generator in: its name with an icon, one line
 * on what it does, then the generator. `level` follows the page's outline
 * (Resources' preview card sits under the h1, the three generators under an h2).
 * The generator may be lazy: its code (and zod with it) loads after the card
 * is on screen, with a spinner meanwhile.
 */
export function PublicGeneratorCard({
  icon: Icon,
  title,
  lead,
  level = 3,
  children,
}: {
  icon: LucideIcon;
  title: string;
  lead: string;
  level?: 2 | 3;
  children: ReactNode;
}) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <Card className="flex flex-col">
      <Heading
        className={`flex items-center gap-2 font-bold text-ink ${level === 2 ? "text-xl" : "text-lg"}`}
      >
        <Icon className="size-5 text-primary-dark" aria-hidden />
        {title}
      </Heading>
      <p className="mt-1 text-sm text-muted">{lead}</p>
      <div className="mt-4">
        <DeferredSection label="Carregando o gerador…">{children}</DeferredSection>
      </div>
    </Card>
  );
}
