import { useCallback, useState } from "react";
import { toast } from "./useToast";

type Removal = {
  /** The toast's words ("Prato removido!", the dish's name). */
  title: string;
  description: string;
  /** Really deletes; `keepalive` when the page is going away. */
  commit: (keepalive: boolean) => Promise<void>;
  /** Said when the deletion failed (the item comes back). */
  failure: string;
};

/**
 * Removal with a way back: the item leaves the list at once and the toast
 * offers "Desfazer"; the DELETE is sent only when the toast goes (5 s, closed,
 * replaced) or the page is left, so undoing needs nothing from the server and
 * brings back exactly what was there (a team member keeps their access, no new
 * invitation mail).
 */
export function useUndoableRemoval() {
  const [hidden, setHidden] = useState<ReadonlySet<number>>(() => new Set());
  const show = useCallback((id: number) => {
    setHidden((h) => {
      const next = new Set(h);
      next.delete(id);
      return next;
    });
  }, []);

  const remove = useCallback(
    (id: number, removal: Removal) => {
      setHidden((h) => new Set(h).add(id));
      let settled = false;
      const finish = (undo: boolean, keepalive = false) => {
        if (settled) return;
        settled = true;
        window.removeEventListener("pagehide", onPageHide);
        if (undo) return show(id);
        removal.commit(keepalive).catch(() => {
          show(id);
          toast({ title: "Erro", description: removal.failure, variant: "destructive" });
        });
      };
      const onPageHide = () => finish(false, true);
      window.addEventListener("pagehide", onPageHide);
      toast({
        title: removal.title,
        description: removal.description,
        variant: "success",
        action: { label: "Desfazer", altText: `Desfazer: ${removal.title}`, onClick: () => finish(true) },
        onClose: () => finish(false),
      });
    },
    [show],
  );

  return { hidden, remove } as const;
}
