import { ArrowRight, Check, TrendingUp } from "lucide-react";
import { Button } from "../../../ui/Button";
import type { Segment } from "./segments";

/** The Starter plan's checkout (SPEC §2 Solutions: every card leads to /checkout/3). */
export const SEGMENT_CHECKOUT = "/checkout/3";

export function SegmentCard({ segment }: { segment: Segment }) {
  const { icon: Icon } = segment;
  const titleId = `segmento-${segment.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col rounded-2xl border border-line bg-white p-6 shadow-sm"
    >
      <span className="flex size-12 items-center justify-center rounded-xl bg-primary-soft text-primary-dark">
        <Icon className="size-6" aria-hidden />
      </span>
      <h2 id={titleId} className="mt-4 text-xl font-bold text-ink">
        {segment.title}
      </h2>
      <p className="mt-1 text-muted">{segment.pitch}</p>

      <h3 className="mt-5 text-sm font-semibold tracking-wide text-ink uppercase">O que você ganha</h3>
      <ul className="mt-2 grid gap-2">
        {segment.features.map((feature) => (
          <li key={feature} className="flex items-start gap-2 text-ink">
            <Check className="mt-0.5 size-5 shrink-0 text-leaf" aria-hidden />
            {feature}
          </li>
        ))}
      </ul>

      <h3 className="mt-5 text-sm font-semibold tracking-wide text-ink uppercase">Resultados típicos</h3>
      <ul className="mt-2 grid gap-2">
        {segment.results.map((result) => (
          <li key={result} className="flex items-start gap-2 font-semibold text-leaf">
            <TrendingUp className="mt-0.5 size-5 shrink-0" aria-hidden />
            {result}
          </li>
        ))}
      </ul>

      <figure className="mt-5 rounded-xl bg-surface p-4">
        <blockquote className="text-ink">“{segment.quote.text}”</blockquote>
        <figcaption className="mt-2 text-sm text-muted">
          {segment.quote.author}, {segment.quote.business}
        </figcaption>
      </figure>

      {/* A full page load on purpose: the SPEC calls the checkout an external address. */}
      <div className="mt-auto pt-6">
        <Button asChild className="w-full">
          <a href={SEGMENT_CHECKOUT}>
            {segment.cta}
            <ArrowRight aria-hidden />
          </a>
        </Button>
      </div>
    </article>
  );
}
