import { ACCESS_REQUIRED_MESSAGE } from "../../../common/generations";
import { ApiError } from "../../lib/api";

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
