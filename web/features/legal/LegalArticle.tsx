import type { ReactNode } from "react";
import { Link } from "wouter";

/** The date the texts below were last changed; both pages show it. */
export const LEGAL_UPDATED_AT = "26/11/2026";

/** A terms or privacy page: its title, the date, a lead and its numbered sections. */
export function LegalArticle({
  title,
  lead,
  children,
}: {
  title: string;
  lead: ReactNode;
  children: ReactNode;
}) {
  return (
    <article className="mx-auto max-w-3xl px-4 pt-12 pb-4 text-ink">
      <h1 className="text-3xl font-extrabold sm:text-4xl">{title}</h1>
      <p className="mt-2 text-sm text-muted">Atualizado em {LEGAL_UPDATED_AT}</p>
      <div className="mt-6 text-lg text-muted">{lead}</div>
      <div className="mt-8 grid gap-8">{children}</div>
    </article>
  );
}

/** One section: an h2 and its paragraphs and lists, readable at 390 px (words break, nothing overflows). */
export function LegalSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid gap-3 leading-relaxed [overflow-wrap:anywhere]">
      <h2 id={id} className="text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function LegalList({ children }: { children: ReactNode }) {
  return <ul className="grid list-disc gap-2 pl-5">{children}</ul>;
}

/** A link inside the text, underlined so it reads as one. */
export function TextLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} className="font-medium text-primary underline underline-offset-2 hover:text-ink">
      {children}
    </Link>
  );
}
