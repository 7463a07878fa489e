import { X } from "lucide-react";
import { AlertDialog, Dialog } from "radix-ui";
import type { ReactNode } from "react";

const overlay = "fixed inset-0 z-50 bg-ink/50";
const panel =
  "fixed inset-x-4 top-1/2 z-50 mx-auto grid max-h-[90vh] max-w-md -translate-y-1/2 gap-4 overflow-y-auto rounded-xl border border-line bg-white p-5 shadow-lg";

/** A modal form (adding a restaurant): Esc, the close button or the overlay close it. */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={overlay} />
        <Dialog.Content className={panel} {...(description ? {} : { "aria-describedby": undefined })}>
          <Dialog.Title className="pr-10 text-lg font-bold text-ink">{title}</Dialog.Title>
          {description ? (
            <Dialog.Description className="text-sm text-muted">{description}</Dialog.Description>
          ) : null}
          {children}
          <Dialog.Close
            aria-label="Fechar"
            className="absolute top-2 right-2 flex size-11 items-center justify-center rounded-xl text-muted hover:text-ink"
          >
            <X className="size-5" aria-hidden />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A yes/no question before something that cannot be undone (cancelling). */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  children,
  actions,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** The explanation, read out as the dialog's description. */
  children: ReactNode;
  /** The buttons; wrap the cancel one in AlertDialog.Cancel so Esc and focus work. */
  actions: ReactNode;
}) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={overlay} />
        <AlertDialog.Content className={panel}>
          <AlertDialog.Title className="text-lg font-bold text-ink">{title}</AlertDialog.Title>
          <AlertDialog.Description asChild>
            <div className="grid gap-2 text-sm text-ink">{children}</div>
          </AlertDialog.Description>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{actions}</div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

export const ConfirmCancel = AlertDialog.Cancel;
