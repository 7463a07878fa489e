import { Progress as RadixProgress } from "radix-ui";
import { cn } from "../lib/cn";

/** A progress bar: `value` of `max`. */
export function Progress({
  value,
  max,
  label,
  className,
}: {
  value: number;
  max: number;
  label: string;
  className?: string;
}) {
  const percent = max > 0 ? Math.round((value / max) * 100) : 0;
  return (
    <RadixProgress.Root
      value={value}
      max={max || 1}
      aria-label={label}
      className={cn("relative h-3 w-full overflow-hidden rounded-full bg-primary-soft", className)}
    >
      <RadixProgress.Indicator
        className="h-full bg-leaf transition-[width] duration-300"
        style={{ width: `${percent}%` }}
      />
    </RadixProgress.Root>
  );
}
