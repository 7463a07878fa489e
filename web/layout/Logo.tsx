import { UtensilsCrossed } from "lucide-react";
import { Link } from "wouter";

export function Logo() {
  return (
    <Link
      href="/"
      className="flex min-h-11 items-center gap-2 font-bold text-ink"
      aria-label="Prato Cheio — início"
    >
      <span className="flex size-9 items-center justify-center rounded-xl bg-primary text-white">
        <UtensilsCrossed className="size-5" aria-hidden />
      </span>
      <span className="text-lg">Prato Cheio</span>
    </Link>
  );
}
