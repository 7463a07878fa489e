import { cva, type VariantProps } from "class-variance-authority";
import type { HTMLAttributes } from "react";
import { cn } from "../lib/cn";

const badgeVariants = cva("inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold", {
  variants: {
    variant: {
      primary: "bg-primary-soft text-primary-dark",
      success: "bg-leaf-soft text-leaf",
      warning: "bg-amber-soft text-ink",
      danger: "bg-danger-soft text-danger",
      neutral: "bg-surface text-muted border border-line",
    },
  },
  defaultVariants: { variant: "primary" },
});

export function Badge({
  className,
  variant,
  ...props
}: HTMLAttributes<HTMLSpanElement> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
