import { LayoutDashboard, Menu, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link } from "wouter";
import { useAuth } from "../lib/auth";
import { cn } from "../lib/cn";
import { Button } from "../ui/Button";
import { Logo } from "./Logo";
import { PUBLIC_NAV } from "./nav";

/**
 * The header's buttons: a visitor gets SPEC §2's Entrar and 7 dias grátis; a
 * signed-in owner gets "Painel" instead (issue 17 item 6): offering them a
 * login or a second trial only leads to a refusal. While the session loads
 * the visitor's buttons hold their place unseen, so nothing jumps or flashes.
 */
function HeaderActions({ layout, onChoose }: { layout: "bar" | "menu"; onChoose?: () => void }) {
  const { user, isLoading } = useAuth();
  if (user) {
    return (
      <Button asChild>
        <Link href="/dashboard" onClick={onChoose}>
          <LayoutDashboard aria-hidden />
          Painel
        </Link>
      </Button>
    );
  }
  return (
    <>
      <Button
        asChild
        variant={layout === "bar" ? "ghost" : "outline"}
        className={cn(isLoading && "invisible")}
      >
        <Link href="/login" onClick={onChoose}>
          Entrar
        </Link>
      </Button>
      <Button asChild className={cn(isLoading && "invisible")}>
        <Link href="/trial" onClick={onChoose}>
          7 dias grátis
        </Link>
      </Button>
    </>
  );
}

/** Sticky public header (SPEC §2): links, Entrar and 7 dias grátis (Painel when signed in); a "Menu" dropdown on mobile. */
export function PublicHeader() {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const close = () => setOpen(false);
  const header = useRef<HTMLElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  // Like any dropdown: Escape closes it (focus back on its button), so does a tap outside.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      toggle.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!header.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open]);

  return (
    <header ref={header} className="sticky top-0 z-50 border-b border-line bg-surface/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Logo />
        <nav aria-label="Principal" className="hidden items-center gap-1 md:flex">
          {PUBLIC_NAV.map((item) => (
            <Link
              key={item.href}
              href={item.href}
              className="rounded-lg px-3 py-2 text-sm font-medium text-ink hover:bg-primary-soft"
            >
              {item.label}
            </Link>
          ))}
        </nav>
        <div className="hidden items-center gap-2 md:flex">
          <HeaderActions layout="bar" />
        </div>
        <Button
          ref={toggle}
          variant="ghost"
          size="icon"
          className="md:hidden"
          aria-label={open ? "Fechar menu" : "Abrir menu"}
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen((v) => !v)}
        >
          {open ? <X aria-hidden /> : <Menu aria-hidden />}
        </Button>
      </div>
      {open ? (
        <div id={menuId} className="border-t border-line bg-white px-4 pb-4 shadow-lg md:hidden">
          <p className="pt-3 pb-1 text-xs font-semibold tracking-wide text-muted uppercase">Menu</p>
          <nav aria-label="Menu" className="flex flex-col">
            {PUBLIC_NAV.map((item) => (
              <Link
                key={item.href}
                href={item.href}
                onClick={close}
                className="flex min-h-11 items-center rounded-lg px-2 text-base font-medium text-ink hover:bg-primary-soft"
              >
                {item.label}
              </Link>
            ))}
          </nav>
          <div className="mt-3 grid gap-2">
            <HeaderActions layout="menu" onChoose={close} />
          </div>
        </div>
      ) : null}
    </header>
  );
}
