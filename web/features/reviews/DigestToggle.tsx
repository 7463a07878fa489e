import { messageFor } from "../../lib/api";
import { toast } from "../../ui/useToast";
import { useDigest, useSaveDigest } from "./api/digest";

/** The opt-in daily email of the reviews due (sent at 8h, only on days something is due). */
export function DigestToggle() {
  const digest = useDigest();
  const save = useSaveDigest();
  return (
    <label className="flex min-h-11 items-center gap-3 text-sm text-ink">
      <input
        type="checkbox"
        className="size-5 accent-[var(--color-primary-dark)]"
        checked={digest.data?.enabled ?? false}
        disabled={!digest.data || save.isPending}
        onChange={(e) =>
          save.mutate(e.target.checked, {
            onError: (error) =>
              toast({
                title: "Erro",
                description: messageFor(error, "Não foi possível mudar o aviso."),
                variant: "destructive",
              }),
          })
        }
      />
      Receber por email, todo dia às 8h, as avaliações que vencem
    </label>
  );
}
