import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useCallback, useRef, useState } from "react";
import type { GenerationKind } from "../../../common/generators";
import { toast } from "../../ui/useToast";
import { GENERATIONS_ROOT } from "./api/keys";
import { type GeneratorProblem, problemOf } from "./generatorProblem";
import { GENERATOR_TOASTS } from "./labels";

export type GeneratorHookOptions = {
  /**
   * "dashboard" (default): the SPEC §8 toasts and a refreshed history.
   * "public" (landing demo, Resources): a visitor has no history and gets no
   * toasts; the failure is said beside the generator.
   */
  audience?: "dashboard" | "public";
  /** Sees every failure of the latest call (the landing's limit reads its 429, a page logs it). */
  onError?: (error: unknown) => void;
};

/**
 * One generator, wherever it is shown: runs the call, keeps the last good
 * result on screen while a new one runs, and says what went wrong. Only the
 * latest call's outcome is shown (TanStack calls per-call callbacks for the
 * last `mutate` only), so a slow older answer never replaces a newer one.
 */
export function useGenerator<TInput, TResult>(
  kind: GenerationKind,
  call: (input: TInput) => Promise<TResult>,
  { audience = "dashboard", onError }: GeneratorHookOptions = {},
) {
  const queryClient = useQueryClient();
  const dashboard = audience === "dashboard";
  // The result on screen and the request that produced it ("Gerar outra" repeats it).
  const [shown, setShown] = useState<{ input: TInput; value: TResult } | undefined>(undefined);
  const [problem, setProblem] = useState<GeneratorProblem | null>(null);
  const mutation = useMutation({
    mutationFn: call,
    // Not awaited: the new text shows at once, the history catches up behind it.
    onSuccess: () => {
      if (dashboard) void queryClient.invalidateQueries({ queryKey: GENERATIONS_ROOT });
    },
  });
  const { mutate } = mutation;
  const messages = GENERATOR_TOASTS[kind];
  // The latest onError without making `generate` change identity with it.
  const errorSeen = useRef(onError);
  errorSeen.current = onError;

  // The request running now, by its input: a second tap (double click, "Gerar
  // outra" twice) before React disables the button asks for it again; ignored.
  const running = useRef<string | null>(null);

  /**
   * `silent`: a call the owner did not ask for (the automatic first menu) shows
   * its result and any problem in place, without a toast: toasts answer taps,
   * and on a phone one would cover the logo and Logout for 5 s.
   */
  const generate = useCallback(
    (input: TInput, options: { silent?: boolean } = {}) => {
      const key = JSON.stringify(input);
      if (running.current === key) return;
      running.current = key;
      const toasts = dashboard && !options.silent;
      mutate(input, {
        onSettled: () => {
          if (running.current === key) running.current = null;
        },
        onSuccess: (value) => {
          setShown({ input, value });
          setProblem(null);
          if (toasts) toast({ title: messages.success, variant: "success" });
        },
        onError: (error) => {
          const next = problemOf(error);
          setProblem(next);
          errorSeen.current?.(error);
          if (next.kind === "failed" && toasts)
            toast({ title: "Erro", description: messages.failure, variant: "destructive" });
        },
      });
    },
    [mutate, messages, dashboard],
  );

  return {
    generate,
    result: shown?.value,
    resultInput: shown?.input,
    problem,
    busy: mutation.isPending,
  } as const;
}
