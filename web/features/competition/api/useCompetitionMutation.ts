import { useMutation, useQueryClient } from "@tanstack/react-query";
import { COMPETITION_ROOT } from "./keys";

/** A competition write: afterwards every competition read (rivals, board, card, history) is stale. */
export function useCompetitionMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COMPETITION_ROOT }),
  });
}
