import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useCallback, useRef, useState } from "react";
import type { GenerationKind } from "../../../common/generators";
import { toast } from "../../ui/useToast";
import { generationKeys } from "./api";
import { type GeneratorProblem, problemOf } from "./generatorProblem";
import { GENERATOR_TOASTS } from "./labels";

/**
 * One dashboard generator: runs the call, keeps the last good result on screen
 * while a new one runs, raises the SPEC §8 toasts and refreshes the history.
 * Only the latest call's outcome is shown (TanStack calls per-call callbacks
 * for the last `mutate` only), so a slow older answer never replaces a newer one.
 */
export function useGenerator<TInput, TResult>(
  kind: GenerationKind,
  call: (input: TInput) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  // The result on screen and the request that produced it ("Gerar outra" repeats it).
  const [shown, setShown] = useState<{ input: TInput; value: TResult } | undefined>(undefined);
  const [problem, setProblem] = useState<GeneratorProblem | null>(null);
  const mutation = useMutation({
    mutationFn: call,
    // Not awaited: the new text shows at once, the history catches up behind it.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: generationKeys.all });
    },
  });
  const { mutate } = mutation;
  const messages = GENERATOR_TOASTS[kind];

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
      mutate(input, {
        onSettled: () => {
          if (running.current === key) running.current = null;
        },
        onSuccess: (value) => {
          setShown({ input, value });
          setProblem(null);
          if (!options.silent) toast({ title: messages.success, variant: "success" });
        },
        onError: (error) => {
          const next = problemOf(error);
          setProblem(next);
          if (next.kind === "failed" && !options.silent)
            toast({ title: "Erro", description: messages.failure, variant: "destructive" });
        },
      });
    },
    [mutate, messages],
  );

  return {
    generate,
    result: shown?.value,
    resultInput: shown?.input,
    problem,
    busy: mutation.isPending,
  } as const;
}
