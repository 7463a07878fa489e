import { MailWarning } from "lucide-react";
import { useState } from "react";
import type { User } from "../../../common/auth";
import { messageFor } from "../../lib/api";
import { useAuth } from "../../lib/auth";
import { Button } from "../../ui/Button";
import { toast } from "../../ui/useToast";
import { resendVerification } from "./api/resendVerification";

/** Reminds a signed-in user whose email is not confirmed yet, with "Reenviar" (rate-limited on the server). */
export function EmailReminder({ user }: { user: User }) {
  const { refresh } = useAuth();
  const [sending, setSending] = useState(false);
  if (user.isEmailVerified) return null;

  const resend = async () => {
    setSending(true);
    try {
      const { message } = await resendVerification();
      toast({ title: "Link reenviado!", description: message, variant: "success" });
    } catch (error) {
      // Confirmed in another tab meanwhile: show the current state instead.
      void refresh();
      toast({
        title: "Não foi possível reenviar",
        description: messageFor(error, "Tente de novo em alguns minutos."),
        variant: "destructive",
      });
    } finally {
      setSending(false);
    }
  };

  return (
    <section
      aria-label="Confirmação de email"
      className="flex flex-col gap-3 rounded-xl border border-amber/60 bg-amber-soft p-4 sm:flex-row sm:items-center"
    >
      <MailWarning className="hidden size-6 shrink-0 text-ink sm:block" aria-hidden />
      <p className="flex-1 text-sm text-ink">
        <strong>Confirme seu email.</strong> Enviamos um link para <strong>{user.email}</strong>. Não chegou?
        Olhe o spam ou peça outro.
      </p>
      <Button variant="outline" onClick={resend} disabled={sending}>
        {sending ? "Enviando..." : "Reenviar"}
      </Button>
    </section>
  );
}
