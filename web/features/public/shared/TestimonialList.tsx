import { Quote } from "lucide-react";
import { Card } from "../../../ui/Card";
import { TESTIMONIALS } from "./testimonials";

export function TestimonialList() {
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      {TESTIMONIALS.map((t) => (
        <li key={t.name}>
          <Card className="flex h-full flex-col">
            <Quote className="size-6 text-primary" aria-hidden />
            <blockquote className="mt-3 flex-1 text-ink">“{t.quote}”</blockquote>
            <p className="mt-4 font-semibold text-ink">{t.name}</p>
            <p className="text-sm text-muted">
              {t.business} · {t.city}
            </p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
