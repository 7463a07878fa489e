import { type AdminUser, adminDisplayName } from "../../../common/admin";
import { Button } from "../../ui/Button";
import { ConfirmCancel, ConfirmDialog } from "../../ui/Dialog";

/**
 * "Desativar" on a paying customer asks first (issue 17 item 5): one click
 * would take the generators away from someone who pays, with no refund.
 */
export function ConfirmDeactivate({
  user,
  onConfirm,
  onClose,
}: {
  user: AdminUser | null;
  onConfirm: (user: AdminUser) => void;
  onClose: () => void;
}) {
  const name = user ? adminDisplayName(user) : "";
  return (
    <ConfirmDialog
      open={user !== null}
      onOpenChange={(open) => !open && onClose()}
      title={`Desativar a assinatura de ${name}?`}
      actions={
        <>
          <ConfirmCancel asChild>
            <Button variant="outline">Manter ativa</Button>
          </ConfirmCancel>
          <Button variant="destructive" onClick={() => user && onConfirm(user)}>
            Sim, desativar
          </Button>
        </>
      }
    >
      <p className="wrap-anywhere">
        {name} paga o plano {user?.planName ?? "atual"}. Desativando, a conta perde o acesso aos geradores
        agora, sem devolução automática.
      </p>
    </ConfirmDialog>
  );
}
