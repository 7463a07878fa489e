import { type ReactNode, useSyncExternalStore } from "react";
import { TOAST } from "../../common/constants";

export type ToastVariant = "default" | "destructive" | "success";

export type ToastData = {
  id: number;
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** A button in the toast ("Desfazer"); tapping it also closes the toast. */
  action?: { label: string; altText: string; onClick: () => void };
  /** Called once when the toast goes: timed out, closed, swiped or replaced by a newer one. */
  onClose?: () => void;
  open: boolean;
  /** The path the toast was raised on, and when: a toast left behind by navigation is stale. */
  raisedOn?: string;
  raisedAt?: number;
};

type Listener = () => void;

/**
 * A tiny store outside React so any code (a mutation's onError, say) can
 * raise a toast. SPEC §9: one notification visible at a time, the newest wins.
 */
let toasts: ToastData[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function emit(next: ToastData[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

/**
 * A toast raised this close before the page changes was raised for the
 * change ("Login successful!" then navigate): it greets the next page. One
 * that had been on screen longer ("Levando você ao painel…", shown 1.5 s
 * before the trial goes to the dashboard) described the page left behind.
 */
export const ARRIVAL_GRACE_MS = 500;

export function toast(input: Omit<ToastData, "id" | "open" | "raisedOn" | "raisedAt">): {
  id: number;
  dismiss: () => void;
} {
  const id = nextId++;
  const raised =
    typeof window === "undefined" ? {} : { raisedOn: window.location.pathname, raisedAt: Date.now() };
  const all = [{ ...input, ...raised, id, open: true }, ...toasts];
  emit(all.slice(0, TOAST.limit));
  // A toast replaced by a newer one is gone as surely as a closed one.
  for (const replaced of all.slice(TOAST.limit)) replaced.onClose?.();
  return { id, dismiss: () => dismissToast(id) };
}

export function dismissToast(id: number): void {
  const gone = toasts.find((t) => t.id === id);
  emit(toasts.filter((t) => t.id !== id));
  gone?.onClose?.();
}

/**
 * After navigation to `path` (issue 30: a toast must not linger over a page
 * it no longer fits): closes every toast raised on another path, unless it was
 * raised with the navigation itself (ARRIVAL_GRACE_MS).
 */
export function dismissToastsLeftBehind(path: string, now = Date.now()): void {
  for (const t of toasts) {
    const stale =
      t.raisedOn !== undefined && t.raisedOn !== path && now - (t.raisedAt ?? 0) > ARRIVAL_GRACE_MS;
    if (stale) dismissToast(t.id);
  }
}

/** Closes every toast: a screen that moved on ("Conta criada com sucesso!" once the card is sent) leaves none stale. */
export function dismissAllToasts(): void {
  const gone = toasts;
  emit([]);
  for (const t of gone) t.onClose?.();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): ToastData[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
}
