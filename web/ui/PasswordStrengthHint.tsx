import { useEffect, useState } from "react";
import { estimatePassword, MIN_PASSWORD_SCORE, weakPasswordMessage } from "../../common/passwordStrength";
import { cn } from "../lib/cn";
import { loadPasswordEstimatorWhenIdle } from "../lib/loadPasswordEstimator";

const LEVELS = ["Muito fraca", "Fraca", "Razoável", "Boa", "Forte"] as const;
const BAR = ["bg-danger", "bg-danger", "bg-primary", "bg-leaf", "bg-leaf"] as const;

/**
 * How strong a new password is as it is typed, with the reason and the fix
 * when it would be refused (the same rule and words as the server). Quiet
 * while the field shows an error: that error already says it.
 */
export function PasswordStrengthHint({
  id,
  password,
  invalid,
}: {
  id: string;
  password: string;
  invalid: boolean;
}) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let alive = true;
    loadPasswordEstimatorWhenIdle().then(
      () => alive && setReady(true),
      () => undefined,
    );
    return () => {
      alive = false;
    };
  }, []);

  const estimate = ready && password ? estimatePassword(password) : null;
  return (
    <div id={id} aria-live="polite" className="grid gap-1">
      {estimate ? (
        <>
          <div className="flex gap-1" aria-hidden>
            {[1, 2, 3, 4].map((step) => (
              <span
                key={step}
                className={cn(
                  "h-1 flex-1 rounded-full",
                  step <= Math.max(estimate.score, 1) ? BAR[estimate.score] : "bg-line",
                )}
              />
            ))}
          </div>
          <p className="text-xs text-muted">
            Força da senha: <strong className="text-ink">{LEVELS[estimate.score]}</strong>
          </p>
          {estimate.score < MIN_PASSWORD_SCORE && !invalid ? (
            <p className="text-xs text-ink">{weakPasswordMessage(estimate)}</p>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
