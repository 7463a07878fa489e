import { MailCheck } from "lucide-react";
import { Link, useSearch } from "wouter";
import { PAGE_META } from "../../common/pageMeta";
import { PLAN_IDS } from "../../common/plans";
import { AuthLayout } from "../layout/AuthLayout";
import { usePageMeta } from "../lib/usePageMeta";
import { Button } from "../ui/Button";
import { Card } from "../ui/Card";

/** The planId query parameter, or 3 (Starter) when missing or not a positive whole number. */
function planIdFrom(value: string | null): number {
  const n = Number(value);
  return value && Number.isInteger(n) && n >= 1 ? n : PLAN_IDS.starter;
}

/** SPEC §2 /register-success: check your email, go on to checkout, tips for a missing email. */
export default function RegisterSuccessPage() {
  usePageMeta(PAGE_META["/register-success"]);
  const params = new URLSearchParams(useSearch());
  const email = params.get("email");
  const name = params.get("name")?.trim();
  const planId = planIdFrom(params.get("planId"));
  return (
    <AuthLayout>
      <Card className="p-6 text-center">
        <MailCheck className="mx-auto size-12 text-leaf" aria-hidden />
        <h1 className="mt-4 text-2xl font-bold text-ink">{name ? `Quase lá, ${name}!` : "Quase lá!"}</h1>
        <p className="mt-2 text-muted">
          Sua conta foi criada. Enviamos um link de confirmação para{" "}
          {email ? (
            // Whole on one line when it fits (never "ana@exemplo.co m"); cut only if longer than the card.
            <strong className="inline-block max-w-full wrap-anywhere text-ink">{email}</strong>
          ) : (
            "o seu email"
          )}
          . Abra o email e toque no link para confirmar sua conta.
        </p>
        <div className="mt-6 grid gap-3">
          <Button asChild size="lg">
            <Link href={`/checkout/${planId}`}>Continuar para o pagamento</Link>
          </Button>
          <Button asChild variant="outline">
            <Link href="/auth">Voltar para o login</Link>
          </Button>
        </div>
        <div className="mt-6 rounded-xl bg-surface p-4 text-left">
          <h2 className="font-semibold text-ink">O email não chegou?</h2>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-muted">
            <li>Olhe a pasta de spam ou lixo eletrônico.</li>
            <li>Espere alguns minutos: às vezes o email demora um pouco.</li>
            <li>Confira se o endereço{email ? ` ${email}` : ""} está escrito certo.</li>
          </ul>
        </div>
      </Card>
    </AuthLayout>
  );
}
