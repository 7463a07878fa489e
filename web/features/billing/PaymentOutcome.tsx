import { CircleCheck, CircleX } from "lucide-react";
import { Link } from "wouter";
import { Button } from "../../ui/Button";
import { Spinner } from "../../ui/Spinner";

export const APPROVED_TITLE = "Pagamento Aprovado! 🎉";
export const DECLINED_TITLE = "Pagamento Negado ❌";
/** SPEC §8's trial success: the checkout of a running trial verifies the card and charges nothing. */
export const TRIAL_STARTED_TITLE = "✅ Teste grátis ativado!";

/**
 * The wait after the card is sent. A trial's checkout charges nothing: it
 * says it checks the card, never "Processando pagamento…" on a R$ 0 day.
 */
export function PaymentProcessing({ trial = false }: { trial?: boolean }) {
  const title = trial ? "Verificando seu cartão…" : "Processando pagamento…";
  return (
    <div className="grid justify-items-center gap-3 py-10 text-center">
      <Spinner label={title} />
      <p className="font-semibold text-ink" aria-hidden>
        {title}
      </p>
      {trial ? (
        <p className="text-sm text-ink">
          Nenhuma cobrança hoje: só conferimos o cartão e ativamos seu teste grátis.
        </p>
      ) : null}
      <p className="text-sm text-muted">Não feche esta página.</p>
    </div>
  );
}

export function PaymentApproved({
  planName,
  last4,
  title = APPROVED_TITLE,
  message,
  problems = [],
  signedIn = true,
}: {
  planName: string;
  last4: string | null;
  /** "Pagamento Aprovado! 🎉" only when money moved; a trial start says so instead. */
  title?: string;
  /** What happened, when it is not "the plan is active and this card was charged". */
  message?: string;
  /** SPEC §8's messages for a step after the charge that failed (email check, automatic login). */
  problems?: string[];
  /** False when the automatic login failed: the person signs in by hand instead of being taken along. */
  signedIn?: boolean;
}) {
  return (
    <div className="grid justify-items-center gap-3 rounded-xl border border-leaf/40 bg-leaf-soft px-4 py-8 text-center">
      <CircleCheck className="size-12 text-leaf" aria-hidden />
      <h2 className="text-2xl font-bold text-ink">{title}</h2>
      <p className="text-ink">
        {message ?? `Seu plano ${planName} está ativo.${last4 ? ` Cobramos no cartão final ${last4}.` : ""}`}
      </p>
      {problems.length ? (
        <ul role="alert" className="grid gap-1 font-semibold text-danger">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
      {signedIn ? (
        <>
          <p role="status" className="text-sm text-muted">
            Levando você ao painel…
          </p>
          <Button asChild variant="success">
            <Link href="/dashboard">Ir para o painel agora</Link>
          </Button>
        </>
      ) : (
        <Button asChild>
          <Link href="/login">Fazer login</Link>
        </Button>
      )}
    </div>
  );
}

/** A payment of this account was already under way (409 CHECKOUT_IN_PROGRESS): not a refusal of the card. */
export const IN_PROGRESS_TITLE = "Pagamento em andamento";

export function PaymentDeclined({
  message,
  refused,
  inProgress = false,
  onRetry,
}: {
  message: string;
  /** The gateway refused the card: we know for sure nothing was charged. */
  refused: boolean;
  /** Another payment of this account was being processed: this attempt charged nothing. */
  inProgress?: boolean;
  onRetry: () => void;
}) {
  return (
    <div className="grid justify-items-center gap-3 rounded-xl border border-danger/40 bg-danger-soft px-4 py-8 text-center">
      <CircleX className="size-12 text-danger" aria-hidden />
      <h2 className="text-2xl font-bold text-ink">{inProgress ? IN_PROGRESS_TITLE : DECLINED_TITLE}</h2>
      <p role="alert" className="text-ink">
        {message}
      </p>
      {refused ? <p className="text-sm text-muted">Nada foi cobrado.</p> : null}
      {inProgress ? (
        <p className="text-sm text-muted">
          Esta tentativa não cobrou nada. Veja em Minha conta o que o outro pagamento fez.
        </p>
      ) : null}
      <Button onClick={onRetry}>Tentar Novamente</Button>
    </div>
  );
}
