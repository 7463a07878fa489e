import { useQueryClient } from "@tanstack/react-query";
import { CircleCheck, LayoutDashboard } from "lucide-react";
import { useEffect } from "react";
import { Link } from "wouter";
import { AuthLayout } from "../../layout/AuthLayout";
import { USER_QUERY_KEY } from "../../lib/auth";
import { Button } from "../../ui/Button";
import { Card } from "../../ui/Card";

export const SIGNED_IN_VERIFIED_TITLE = "Email confirmado!";

/**
 * /auth?verified=true for someone already signed in: the SPEC's "Agora você
 * pode fazer login" is for a visitor; here the email is confirmed and the
 * panel is one tap away. The user is read again, so the panel's "Confirme seu
 * email" reminder is gone when they get there.
 */
export function SignedInVerified() {
  const queryClient = useQueryClient();
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
  }, [queryClient]);
  return (
    <AuthLayout>
      <Card className="grid gap-4 p-6">
        <h1 className="flex items-center gap-2 text-2xl font-bold text-ink">
          <CircleCheck className="size-6 shrink-0 text-leaf" aria-hidden />
          {SIGNED_IN_VERIFIED_TITLE}
        </h1>
        <p className="text-ink">Tudo certo: seu email está confirmado e você já está conectado.</p>
        <Button asChild size="lg">
          <Link href="/dashboard">
            <LayoutDashboard aria-hidden />
            Ir para o painel
          </Link>
        </Button>
      </Card>
    </AuthLayout>
  );
}
