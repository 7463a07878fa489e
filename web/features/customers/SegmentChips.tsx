import { CUSTOMER_SEGMENTS, type CustomerSegment, type SegmentCounts } from "../../../common/customers";
import { cn } from "../../lib/cn";

/** The segment filter: "Todos" and one chip per segment with its count. */
export function SegmentChips({
  counts,
  value,
  onChange,
}: {
  counts: SegmentCounts | undefined;
  value: CustomerSegment | undefined;
  onChange: (segment: CustomerSegment | undefined) => void;
}) {
  const countOf = (segment: CustomerSegment) =>
    counts?.segments.find((s) => s.segment === segment)?.count ?? 0;
  const chip = (label: string, count: number | undefined, active: boolean, onClick: () => void) => (
    <button
      key={label}
      type="button"
      aria-pressed={active}
      onClick={onClick}
      className={cn(
        "min-h-9 rounded-full border px-3 text-sm font-medium",
        active
          ? "border-primary-dark bg-primary-dark text-white"
          : "border-line bg-white text-ink hover:bg-primary-soft",
      )}
    >
      {label}
      {count === undefined ? null : <span className="ml-1 tabular-nums">({count})</span>}
    </button>
  );
  return (
    <fieldset aria-label="Filtrar por segmento" className="flex flex-wrap gap-2">
      {chip("Todos", counts?.total, value === undefined, () => onChange(undefined))}
      {CUSTOMER_SEGMENTS.map((segment) =>
        chip(segment, counts ? countOf(segment) : undefined, value === segment, () => onChange(segment)),
      )}
    </fieldset>
  );
}
