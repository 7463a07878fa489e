import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { ACCESS_REQUIRED_MESSAGE } from "../../../common/generations";
import type { GenerationKind } from "../../../common/generators";
import { ApiError } from "../../lib/api";
import { toast } from "../../ui/useToast";
import { generationKeys } from "./api";
import { GENERATOR_TOASTS } from "./labels";

/**
 * Why the last call gave nothing: `locked` (402, the trial or plan ended: a
 * line with a way to reactivate, not an error), or `failed` with the server's
 * words when they help the owner (too many calls, a refused field).
 */
export type GeneratorProblem = { kind: "locked"; message: string } | { kind: "failed"; detail?: string };

export function problemOf(error: unknown): GeneratorProblem {
  if (error instanceof ApiError) {
    if (error.status === 402)
      return { kind: "locked", message: error.userMessage ?? ACCESS_REQUIRED_MESSAGE };
    if (error.status === 400 || error.status === 429) {
      const detail = error.userMessage;
      return detail ? { kind: "failed", detail } : { kind: "failed" };
    }
  }
  return { kind: "failed" };
}

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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: generationKeys.all }),
  });
  const { mutate } = mutation;
  const messages = GENERATOR_TOASTS[kind];

  const generate = useCallback(
    (input: TInput) => {
      mutate(input, {
        onSuccess: (value) => {
          setShown({ input, value });
          setProblem(null);
          toast({ title: messages.success, variant: "success" });
        },
        onError: (error) => {
          const next = problemOf(error);
          setProblem(next);
          if (next.kind === "failed")
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
