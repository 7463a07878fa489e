import { useState } from "react";
import { TRIAL_DAYS } from "../../common/constants";
import { PAGE_META } from "../../common/pageMeta";
import { TRIAL_CARD_LINE } from "../../common/trialCopy";
import { SignedInTrial } from "../features/billing/SignedInTrial";
import { TrialForm } from "../features/billing/TrialForm";
import { PublicLayout } from "../layout/PublicLayout";
import { useAuth } from "../lib/auth";
import { usePageMeta } from "../lib/usePageMeta";
import { Card } from "../ui/Card";
import { PageSpinner } from "../ui/Spinner";

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
          <SignedInTrial user={user} />
        ) : (
          <Card>
            <TrialForm onStarted={() => setStartedHere(true)} />
          </Card>
        )}
      </section>
    </PublicLayout>
  );
}
