import { X } from "lucide-react";
import { Toast } from "radix-ui";
import { useEffect } from "react";
import { useLocation } from "wouter";
import { TOAST } from "../../common/constants";
import { cn } from "../lib/cn";
import { dismissToast, dismissToastsLeftBehind, type ToastVariant, useToasts } from "./useToast";

const VARIANT: Record<ToastVariant, string> = {
  default: "border-line bg-white text-ink",
  success: "border-leaf/30 bg-leaf-soft text-ink",
  destructive: "border-danger/40 bg-danger text-white",
};

/** The notification region (SPEC §9: 5 s, swipe 50 px, F8 focuses it, one at a time). */
export function Toaster() {
  const toasts = useToasts();
  const [path] = useLocation();
  // On arrival at another page, what was said about the last one goes (issue 30).
  useEffect(() => dismissToastsLeftBehind(path), [path]);
  return (
    <Toast.Provider
      duration={TOAST.durationMs}
      swipeDirection="right"
      swipeThreshold={TOAST.swipeThresholdPx}
      label="Notificação"
    >
      {toasts.map((t) => (
        <Toast.Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => !open && dismissToast(t.id)}
          type={t.variant === "destructive" ? "foreground" : "background"}
          data-variant={t.variant ?? "default"}
          className={cn(
            "pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-lg",
            "data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-full",
            VARIANT[t.variant ?? "default"],
          )}
        >
          <div className="grid gap-1">
            {t.title ? <Toast.Title className="text-sm font-semibold">{t.title}</Toast.Title> : null}
            {t.description ? (
              <Toast.Description className="text-sm opacity-90">{t.description}</Toast.Description>
            ) : null}
            {t.action ? (
              <Toast.Action
                altText={t.action.altText}
                onClick={t.action.onClick}
                className="mt-1 inline-flex min-h-11 items-center justify-self-start rounded-lg border border-current/30 px-3 text-sm font-semibold underline-offset-2 hover:underline"
              >
                {t.action.label}
              </Toast.Action>
            ) : null}
          </div>
          <Toast.Close
            aria-label="Fechar"
            className="absolute top-2 right-2 rounded-md p-1 opacity-70 hover:opacity-100"
          >
            <X className="size-4" aria-hidden />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport
        hotkey={[TOAST.hotkey]}
        label="Notificações ({hotkey})"
        // On a phone the top: at the bottom a toast would sit on the form's main button for 5 s.
        className="fixed top-0 right-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 sm:top-auto sm:bottom-0 sm:max-w-[420px]"
      />
    </Toast.Provider>
  );
}
