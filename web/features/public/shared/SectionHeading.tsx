import type { ReactNode } from "react";
import { cn } from "../../../lib/cn";

/** The h2 and lead line that open each section of a public page. */
export function SectionHeading({
  id,
  title,
  lead,
  className,
}: {
  id?: string;
  title: ReactNode;
  lead?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn("mx-auto max-w-2xl text-center", className)}>
      <h2 id={id} className="text-2xl font-bold text-ink sm:text-3xl">
        {title}
      </h2>
      {lead ? <p className="mt-3 text-base text-muted">{lead}</p> : null}
    </div>
  );
}
