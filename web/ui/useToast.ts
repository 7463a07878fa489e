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

export function toast(input: Omit<ToastData, "id" | "open">): { id: number; dismiss: () => void } {
  const id = nextId++;
  const all = [{ ...input, id, open: true }, ...toasts];
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
