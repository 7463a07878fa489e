import { ChevronDown } from "lucide-react";

export type FaqItem = { question: string; answer: string };

/**
 * Questions as native <details>: keyboard and screen readers get an
 * expandable control for free, and no script ships for it.
 */
export function FaqList({ items }: { items: readonly FaqItem[] }) {
  return (
    <div className="mx-auto grid max-w-3xl gap-3">
      {items.map((item) => (
        <details key={item.question} className="group rounded-xl border border-line bg-white">
          <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 rounded-xl px-4 py-3 font-semibold text-ink [&::-webkit-details-marker]:hidden">
            {item.question}
            <ChevronDown
              className="size-5 shrink-0 text-muted transition-transform group-open:rotate-180"
              aria-hidden
            />
          </summary>
          <p className="px-4 pb-4 text-muted">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
