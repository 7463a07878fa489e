import { PublicLayout } from "../layout/PublicLayout";
import { usePageMeta } from "../lib/usePageMeta";

/** The heading of a page whose content is still being built (foundation shell only). */
export function PagePlaceholder({ title }: { title: string }) {
  usePageMeta(title);
  return (
    <PublicLayout>
      <section className="mx-auto max-w-6xl px-4 py-16">
        <h1 className="text-3xl font-bold">{title}</h1>
      </section>
    </PublicLayout>
  );
}
