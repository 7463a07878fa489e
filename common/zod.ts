import { z } from "zod";

// Every schema of ours imports z from here so that the messages zod writes
// for rules we did not word ourselves come out in Portuguese on both sides.
z.config(z.locales.pt());

// In the browser, no compiled parsers: our CSP forbids eval (script-src
// 'self'), so zod could not use them anyway, and its probe for them (a
// `new Function` it catches) made Chromium log a "Content security policy"
// issue on every page that loads zod: Lighthouse best practices 96 (issue 30).
// The server keeps them: parsing there is faster with them.
if (typeof window !== "undefined") z.config({ jitless: true });

export { z };

/** PostgreSQL's integer: an id past it is not "not found", it is malformed. */
export const MAX_ROW_ID = 2_147_483_647;

/** A row id in a path (`/api/dishes/12`): a positive integer column value, else 400 with `message`. */
export const rowIdSchema = (message: string) =>
  z.coerce.number(message).int(message).positive(message).max(MAX_ROW_ID, message);
