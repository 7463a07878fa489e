import { ArrowRight } from "lucide-react";
import { Link } from "wouter";
import { SectionHeading } from "../shared/SectionHeading";
import { FEATURES } from "./features";

/** Six cards, each a link to /resources (SPEC §2), the reports card to /dashboard/relatorios (issue 27). */
export function FeatureGrid() {
  return (
    <section aria-labelledby="recursos-titulo" className="mx-auto max-w-6xl px-4 py-16">
      <SectionHeading
        id="recursos-titulo"
        title="Tudo o que seu delivery precisa para vender mais"
        lead="Ferramentas simples, pensadas para quem vende em app de delivery e não tem tempo a perder."
      />
      <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map(({ icon: Icon, title, description, href }) => (
          <li key={title}>
            <Link
              href={href ?? "/resources"}
              className="group flex h-full flex-col rounded-xl border border-line bg-white p-5 shadow-sm transition-shadow hover:shadow-md"
            >
              <span className="flex size-11 items-center justify-center rounded-xl bg-primary-soft text-primary-dark">
                <Icon className="size-6" aria-hidden />
              </span>
              <span className="mt-4 text-lg font-semibold text-ink">{title}</span>
              <span className="mt-2 flex-1 text-muted">{description}</span>
              <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-primary-dark">
                Ver recurso{" "}
                <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" aria-hidden />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
