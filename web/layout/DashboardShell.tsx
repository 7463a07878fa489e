import { LogOut, UserRound } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { displayName } from "../../common/auth";
import { PAGE_META } from "../../common/pageMeta";
import { useAuth } from "../lib/auth";
import { usePageMeta } from "../lib/usePageMeta";
import { Button } from "../ui/Button";
import { Logo } from "./Logo";

/**
 * The signed-in frame: logo, the user's name, Logout (SPEC §2: navigates to
 * /api/logout, which ends the session and comes back to /), the email
 * reminder, and the page's content under the "Painel" heading. The store
 * switcher and the reminder belong to features, so the page passes them in
 * (web/layout imports no feature).
 */
export function DashboardShell({
  children,
  storeSwitcher,
  reminder,
}: {
  children?: ReactNode;
  storeSwitcher?: ReactNode;
  reminder?: ReactNode;
}) {
  usePageMeta(PAGE_META["/dashboard"]);
  const { user } = useAuth();
  const name = user ? displayName(user) : null;
  return (
    <div className="flex min-h-screen flex-col">
      {/*
        One row from lg up. Below it (a phone, a tablet) two: the logo with
        "Minha conta" and Logout, then the owner's whole name and the store
        picker on their own line, so a long name or two long store names never
        push a control off screen (issue 30). Sticky only when it is one row:
        three rows pinned on a phone would eat a fifth of the screen.
      */}
      <header className="border-b border-line bg-surface/95 backdrop-blur lg:sticky lg:top-0 lg:z-40">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-2 px-4 py-2 lg:h-16 lg:flex-nowrap lg:py-0">
          <div className="shrink-0">
            <Logo />
          </div>
          <div className="order-last flex w-full min-w-0 flex-wrap items-center gap-x-3 gap-y-2 lg:order-none lg:w-auto lg:flex-1 lg:flex-nowrap lg:justify-end">
            {name ? (
              <span title={name} className="min-w-0 text-sm font-medium break-words text-ink lg:truncate">
                {name}
              </span>
            ) : null}
            {storeSwitcher}
          </div>
          <div className="ml-auto flex shrink-0 items-center gap-2 lg:ml-0">
            <Button asChild variant="ghost" className="px-3">
              <Link href="/dashboard/conta" aria-label="Minha conta">
                <UserRound aria-hidden />
                <span className="hidden sm:inline">Minha conta</span>
              </Link>
            </Button>
            <Button variant="outline" className="px-3" onClick={() => window.location.assign("/api/logout")}>
              <LogOut aria-hidden />
              Logout
            </Button>
          </div>
        </div>
      </header>
      <main id="conteudo" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6">
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">Painel</h1>
        {user && reminder ? <div className="mt-4">{reminder}</div> : null}
        <div className="mt-6">{children}</div>
      </main>
    </div>
  );
}
