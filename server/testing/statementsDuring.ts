import type { TestApp } from "./testApp";

type Query = (...args: unknown[]) => Promise<unknown>;

/**
 * The SQL the app sends to its database while `run` runs, in order, for tests
 * that prove a read is one statement. The mail worker's statements are left
 * aside: it polls on its own clock, not because of the request.
 */
export async function statementsDuring(t: TestApp, run: () => Promise<unknown>): Promise<string[]> {
  const client = (t.database.db as unknown as { $client: { query: Query } }).$client;
  const original = client.query;
  const seen: string[] = [];
  client.query = function (this: unknown, ...args: unknown[]) {
    const first = args[0];
    const text = typeof first === "string" ? first : String((first as { text?: string })?.text ?? "");
    if (!/mail_outbox/.test(text)) seen.push(text);
    return original.apply(this, args);
  } as Query;
  try {
    await run();
  } finally {
    client.query = original;
  }
  return seen;
}
