import { type ReactNode, useSyncExternalStore } from "react";
import { TOAST } from "../../common/constants";

export type ToastVariant = "default" | "destructive" | "success";

export type ToastData = {
  id: number;
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
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
  emit([{ ...input, id, open: true }, ...toasts].slice(0, TOAST.limit));
  return { id, dismiss: () => dismissToast(id) };
}

export function dismissToast(id: number): void {
  emit(toasts.filter((t) => t.id !== id));
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
