import { format } from "node:util";
import { afterEach, beforeEach, expect } from "vitest";

/**
 * A console.error during a unit or component test is a bug until a test says
 * otherwise: React reports act() mistakes, unknown props and caught render
 * errors there, and a passing test that logs them hides the problem.
 * `installConsoleGuard()` runs from the setup files of the `unit` and `web`
 * projects (vitest.config.ts); API tests log through pino and are not touched.
 */

type Pattern = string | RegExp;

type Allowance = {
  /** Every console.error call this allowance let through, each as its arguments. */
  calls: unknown[][];
};

let installed = false;
let original: typeof console.error = console.error;
let unexpected: string[] = [];
let allowances: { patterns: Pattern[]; allowance: Allowance }[] = [];

const matches = (text: string, pattern: Pattern) =>
  typeof pattern === "string" ? text.includes(pattern) : pattern.test(text);

function guardedError(...args: unknown[]): void {
  const text = format(...args);
  const allowed = allowances.find(({ patterns }) => patterns.some((p) => matches(text, p)));
  if (allowed) {
    allowed.allowance.calls.push(args);
    return;
  }
  unexpected.push(text);
  original.apply(console, args);
}

export function installConsoleGuard(): void {
  if (installed) return;
  installed = true;
  beforeEach(() => {
    unexpected = [];
    allowances = [];
    original = console.error;
    console.error = guardedError;
  });
  afterEach(() => {
    console.error = original;
    const logged = unexpected;
    unexpected = [];
    allowances = [];
    expect(
      logged,
      "console.error was called during this test. Fix the cause, or, when logging is the behaviour under " +
        "test (an error boundary, a load failure that SPEC §8 says to log), call allowConsoleError(pattern) " +
        "in the test. Logged:\n",
    ).toEqual([]);
  });
}

/**
 * Lets console.error calls whose formatted text contains `pattern` (or matches
 * it) through for the rest of the current test, silently, and records them so
 * the test can assert what was logged. Calls that match nothing still fail the test.
 */
export function allowConsoleError(...patterns: [Pattern, ...Pattern[]]): Allowance {
  if (!installed)
    throw new Error("allowConsoleError needs installConsoleGuard() in the project's setup file");
  const allowance: Allowance = { calls: [] };
  allowances.push({ patterns, allowance });
  return allowance;
}
