import { Component, type ErrorInfo, type ReactNode, useEffect } from "react";
import { Button } from "./Button";

/** Set while the page reloads itself for a missing chunk, so it reloads at most once. */
export const CHUNK_RELOAD_KEY = "pratocheio:chunk-reload";

/**
 * A lazy chunk that no longer exists: after a deploy, the open tab still asks
 * for the previous build's file names. Browsers word it differently.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === "ChunkLoadError" ||
    /dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(error.message)
  );
}

function reloadedAlready(): boolean {
  try {
    return window.sessionStorage.getItem(CHUNK_RELOAD_KEY) !== null;
  } catch {
    // Storage refused (private mode): never reload, so it cannot loop.
    return true;
  }
}

/**
 * Reloads the page once for a chunk lost to a deploy; answers false when it
 * already did in this tab (the message and its retry show instead).
 */
function reloadOnceForChunk(): boolean {
  if (reloadedAlready()) return false;
  window.sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
  window.location.reload();
  return true;
}

/** Placed inside Suspense beside a lazy page: once the page is on screen, a later deploy may reload again. */
export function ChunkLoaded() {
  useEffect(() => {
    try {
      window.sessionStorage.removeItem(CHUNK_RELOAD_KEY);
    } catch {
      // Nothing to clear.
    }
  }, []);
  return null;
}

type Props = {
  children: ReactNode;
  /** "page" for a whole route, "section" for one block of a screen. */
  variant?: "page" | "section";
  /** When it changes (the address, for a route), a shown error clears. */
  resetKey?: string;
};

/**
 * A render error shows a Portuguese message with "Tentar de novo" in place of
 * the broken part instead of blanking the page (issue 13). A lost chunk
 * reloads the page once.
 */
export class ErrorBoundary extends Component<Props, { error: unknown; reloading: boolean }> {
  override state = { error: null as unknown, reloading: false };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo) {
    if (isChunkLoadError(error) && reloadOnceForChunk()) this.setState({ reloading: true });
  }

  override componentDidUpdate(previous: Props) {
    if (previous.resetKey !== this.props.resetKey && this.state.error !== null) this.retry();
  }

  retry = () => this.setState({ error: null, reloading: false });

  override render() {
    const { error, reloading } = this.state;
    if (error === null) return this.props.children;
    if (reloading) return null;
    const page = this.props.variant === "page";
    return (
      <div
        role="alert"
        className={page ? "mx-auto grid max-w-xl gap-3 px-4 py-16 text-center" : "grid gap-3"}
      >
        <p className="font-semibold text-ink">
          {page ? "Não foi possível abrir esta página." : "Não foi possível mostrar esta parte agora."}
        </p>
        <p className="text-sm text-muted">Tente de novo; se continuar, recarregue a página.</p>
        <Button
          variant="outline"
          className={page ? "justify-self-center" : "justify-self-start"}
          onClick={this.retry}
        >
          Tentar de novo
        </Button>
      </div>
    );
  }
}
