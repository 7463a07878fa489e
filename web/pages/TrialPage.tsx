import { useState } from "react";
import { Link } from "wouter";
import { displayName } from "../../common/auth";
import { TRIAL_DAYS } from "../../common/constants";
import { PAGE_META } from "../../common/pageMeta";
import { TrialForm } from "../features/billing/TrialForm";
import { TRIAL_CARD_LINE } from "../features/billing/trialCopy";
import { PublicLayout } from "../layout/PublicLayout";
import { useAuth } from "../lib/auth";
import { usePageMeta } from "../lib/usePageMeta";
import { Button } from "../ui/Button";
import { Card } from "../ui/Card";
import { PageSpinner } from "../ui/Spinner";

function AlreadySignedIn({ name }: { name: string }) {
  return (
    <Card className="grid gap-3">
      <h2 className="text-xl font-bold wrap-anywhere text-ink">Você já está na sua conta, {name}</h2>
      <p className="text-muted">
        O teste grátis é para contas novas. Seu plano e seu cartão ficam em Minha conta.
      </p>
      <div className="flex flex-wrap gap-3">
        <Button asChild>
          <Link href="/dashboard">Ir para o painel</Link>
        </Button>
        <Button asChild variant="outline">
          <Link href="/dashboard/conta">Minha conta</Link>
        </Button>
      </div>
    </Card>
  );
}

/** SPEC §2 /trial: pick a plan, personal and card data; on success the dashboard after 1.5 s. */
export default function TrialPage() {
  usePageMeta(PAGE_META["/trial"]);
  const { user, isLoading } = useAuth();
  // The form signs the new account in; it must stay on screen until the redirect.
  const [startedHere, setStartedHere] = useState(false);
  return (
    <PublicLayout>
      <section className="mx-auto grid max-w-2xl gap-6 px-4 py-10">
        <div className="grid gap-2">
          <h1 className="text-3xl font-bold text-ink">Teste grátis por {TRIAL_DAYS} dias</h1>
          <p className="text-muted">{TRIAL_CARD_LINE}</p>
        </div>
        {isLoading ? (
          <PageSpinner />
        ) : user && !startedHere ? (
          <AlreadySignedIn name={displayName(user)} />
        ) : (
          <Card>
            <TrialForm onStarted={() => setStartedHere(true)} />
          </Card>
        )}
      </section>
    </PublicLayout>
  );
}
