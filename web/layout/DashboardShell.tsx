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
  return (
    <div className="flex min-h-screen flex-col">
      <header className="sticky top-0 z-40 border-b border-line bg-surface/95 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4">
          <div className="shrink-0">
            <Logo />
          </div>
          <div className="flex min-w-0 items-center gap-2">
            {user ? (
              <span className="max-w-[5.5rem] truncate text-sm font-medium text-ink sm:max-w-xs">
                {displayName(user)}
              </span>
            ) : null}
            {storeSwitcher}
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
