import { cva, type VariantProps } from "class-variance-authority";
import { Slot } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "../lib/cn";

export const buttonVariants = cva(
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-xl px-4 text-sm font-semibold transition-colors disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        // White on the brand tomato is 3.7:1; its darker shade is 5:1, AA for button text.
        primary: "bg-primary-dark text-white hover:brightness-90",
        outline: "border border-line bg-white text-ink hover:bg-primary-soft",
        ghost: "text-ink hover:bg-primary-soft",
        success: "bg-leaf text-white hover:bg-leaf/90",
        destructive: "bg-danger text-white hover:bg-danger/90",
      },
      size: { md: "", lg: "min-h-12 px-6 text-base", sm: "min-h-9 px-3", icon: "size-11 px-0" },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);

// ComponentProps carries `ref` (a plain prop in React 19), for focus management.
type ButtonProps = ComponentProps<"button"> & VariantProps<typeof buttonVariants> & { asChild?: boolean };

/** Our button; `asChild` lets a link look like a button (one primary per view, BRAND). */
export function Button({ className, variant, size, asChild, type, ...props }: ButtonProps) {
  const Comp = asChild ? Slot.Root : "button";
  return (
    <Comp
      className={cn(buttonVariants({ variant, size }), className)}
      {...(asChild ? {} : { type: type ?? "button" })}
      {...props}
    />
  );
}
