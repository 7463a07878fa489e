import { LoaderCircle, UtensilsCrossed } from "lucide-react";

/**
 * What a page that is not prerendered (the dashboard, a signed-in "/") shows
 * before the app's script has run: the header's logo and a spinner. The build
 * writes it into index.html as static HTML (scripts/prerender.mjs), so it
 * paints with the stylesheet alone, on a slow phone too; the app's first
 * render replaces it. Plain tags, no router: it renders outside the app.
 */
export function BootShell() {
  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b border-line bg-surface">
        <div className="mx-auto flex h-16 max-w-6xl items-center px-4">
          <a
            href="/"
            className="flex min-h-11 items-center gap-2 font-bold text-ink"
            aria-label="Prato Cheio — início"
          >
            <span className="flex size-9 items-center justify-center rounded-xl bg-primary text-white">
              <UtensilsCrossed className="size-5" aria-hidden />
            </span>
            <span className="text-lg">Prato Cheio</span>
          </a>
        </div>
      </header>
      <main className="flex flex-1 items-center justify-center">
        <output className="inline-flex items-center gap-2 text-muted" aria-live="polite">
          <LoaderCircle className="size-6 animate-spin text-primary" aria-hidden />
          <span className="sr-only">Carregando…</span>
        </output>
      </main>
    </div>
  );
}
