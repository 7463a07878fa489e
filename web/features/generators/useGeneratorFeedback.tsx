import { type ReactNode, useState } from "react";
import { ErrorLine, GeneratingFlag, GeneratorProblemLine } from "./GeneratorStatus";
import type { GeneratorProblem } from "./generatorProblem";
import { DemoLimitNotice } from "./public/DemoLimitNotice";
import type { DemoLimit } from "./public/useDemoLimit";

/** SPEC §8: the landing demo's one failure message, whatever went wrong. */
export const DEMO_ERROR = "Erro ao gerar conteúdo. Tente novamente.";

/**
 * Where a public generator is shown: on Resources, or in the landing demo,
 * whose allowance (`demoLimit`) both demo cards share. A generator without a
 * place is the dashboard's.
 */
export type PublicPlace = { variant: "resources" } | { variant: "landing"; demoLimit: DemoLimit };

/**
 * What a generator says beside it while it works and when it fails.
 * Dashboard: the "generating" flag and the problem line (the SPEC's toasts
 * come from useGenerator). Public pages (a visitor gets no toasts): Resources
 * says the server's words when they help (too many tries, a refused field),
 * else `failure`; the landing demo always says the SPEC's one line, or, after
 * a 429, how long to wait with the trial; `failure: null` says nothing on
 * screen (the Resources menu, SPEC §8). `log` also writes the cause to the
 * console for whoever debugs it.
 */
export function useGeneratorFeedback(
  place: PublicPlace | undefined,
  { failure, log }: { failure: string | null; log?: string },
) {
  const [limited, setLimited] = useState(false);
  const onError = (error: unknown) => {
    if (place?.variant === "landing") setLimited(place.demoLimit.hit(error));
    if (log) console.error(log, error);
  };

  function publicFailure(problem: GeneratorProblem): ReactNode {
    if (place?.variant === "landing") {
      return limited ? (
        <DemoLimitNotice
          waitSeconds={place.demoLimit.waitSeconds}
          secondsLeft={place.demoLimit.secondsLeft}
        />
      ) : (
        <ErrorLine message={DEMO_ERROR} />
      );
    }
    if (failure === null) return null;
    return <ErrorLine message={problem.kind === "failed" && problem.detail ? problem.detail : failure} />;
  }

  const feedback = (
    { problem, busy }: { problem: GeneratorProblem | null; busy: boolean },
    busyLabel: string,
  ) => {
    if (!place) {
      return (
        <>
          <GeneratingFlag busy={busy} label={busyLabel} />
          <GeneratorProblemLine problem={problem} />
        </>
      );
    }
    // A public button says "Gerando..." itself; a failure hides while the next try runs, as the card does.
    if (failure === null) return <GeneratingFlag busy={busy} label={busyLabel} />;
    return problem && !busy ? publicFailure(problem) : null;
  };

  /** The options for useGenerator that go with this place. */
  const generatorOptions = place ? ({ audience: "public", onError } as const) : {};
  return { feedback, generatorOptions };
}
