import { MapPin } from "lucide-react";
import { SectionHeading } from "../shared/SectionHeading";
import { SUCCESS_STORIES } from "./successStories";

export function SuccessStories() {
  return (
    <section aria-labelledby="historias-titulo" className="mx-auto max-w-6xl px-4 py-16">
      <SectionHeading
        id="historias-titulo"
        title="Histórias de sucesso"
        lead="Como restaurantes de delivery mudaram a forma de vender com o Prato Cheio."
      />
      <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {SUCCESS_STORIES.map((story) => (
          <li key={story.restaurantName}>
            <article className="flex h-full flex-col rounded-2xl border border-line bg-white p-6 shadow-sm">
              <div className="flex items-center gap-3">
                <span
                  className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary-dark font-bold text-white"
                  aria-hidden
                >
                  {story.avatar}
                </span>
                <div>
                  <h3 className="font-bold text-ink">{story.restaurantName}</h3>
                  <p className="flex items-center gap-1 text-sm text-muted">
                    <MapPin className="size-3.5" aria-hidden />
                    {story.location}
                  </p>
                </div>
              </div>
              <p className="mt-5 text-3xl font-extrabold text-leaf">
                <span>{story.results.salesIncrease}</span>
                <span className="ml-2 text-base font-semibold text-ink">
                  em vendas {story.results.timeFrame}
                </span>
              </p>
              <figure className="mt-4 flex-1">
                <blockquote className="text-ink">“{story.quote}”</blockquote>
                <figcaption className="mt-2 text-sm font-semibold text-muted">— {story.owner}</figcaption>
              </figure>
              <p className="mt-4 rounded-xl bg-surface p-3 text-sm text-ink">
                <span className="font-semibold">Estratégia principal:</span> {story.results.mainStrategy}
              </p>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
