import { PAGE_META } from "../../common/pageMeta";
import { SegmentCard } from "../features/public/solutions/SegmentCard";
import { SEGMENTS } from "../features/public/solutions/segments";
import { PublicLayout } from "../layout/PublicLayout";
import { usePageMeta } from "../lib/usePageMeta";

/** SPEC §2 Solutions: six segment cards, each with its call to action to /checkout/3. */
export default function SolutionsPage() {
  usePageMeta(PAGE_META["/solutions"]);
  return (
    <PublicLayout>
      <section className="mx-auto max-w-6xl px-4 pt-12 pb-4">
        <div className="mx-auto max-w-3xl text-center">
          <h1 className="text-3xl font-extrabold text-ink sm:text-4xl">
            Uma solução para cada tipo de delivery
          </h1>
          <p className="mt-4 text-lg text-muted">
            Pizzaria, marmita, lanche ou açaí: o Prato Cheio fala a língua do seu cardápio e do seu cliente.
          </p>
        </div>
        <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {SEGMENTS.map((segment) => (
            <li key={segment.id}>
              <SegmentCard segment={segment} />
            </li>
          ))}
        </ul>
      </section>
    </PublicLayout>
  );
}
