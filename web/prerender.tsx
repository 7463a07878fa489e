/**
 * The build's entry for prerendering (scripts/prerender.mjs, decision 040):
 * renders a public page as a visitor sees it, and the boot shell that
 * index.html shows until the app's script has run. Runs in Node, never in
 * the browser.
 */

import { renderToStaticMarkup } from "react-dom/server";
import { prerender } from "react-dom/static";
import { AppRoot } from "./AppRoot";
import { BootShell } from "./layout/BootShell";
import { USER_QUERY_KEY } from "./lib/auth";
import { createQueryClient } from "./lib/queryClient";

async function streamText(stream: ReadableStream<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let text = "";
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) {
    text += decoder.decode(chunk, { stream: true });
  }
  return text + decoder.decode();
}

/**
 * A page's HTML for a visitor: the session is known to be empty (the server
 * sends this HTML only without a session cookie) and nothing is fetched, so
 * what a page loads from the API shows as loading. `prerender` waits for the
 * lazy pages, so the HTML is the page itself, not the spinner.
 */
export async function renderPage(path: string): Promise<string> {
  const client = createQueryClient();
  client.setQueryData(USER_QUERY_KEY, null);
  const errors: unknown[] = [];
  const { prelude } = await prerender(<AppRoot client={client} ssrPath={path} />, {
    // Every part in place, in order: a part past React's chunk size would come
    // out of order, put in place by an inline script, which the CSP refuses.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => {
      errors.push(error);
    },
  });
  client.clear();
  // A part that fails here would be left to the browser with an inline script, which the CSP
  // refuses (and hydration reports): the build stops instead, naming the page and the error.
  if (errors.length > 0) {
    throw new Error(
      `${path} não renderiza no build: ${errors.map((e) => (e instanceof Error ? e.stack : String(e))).join("\n")}`,
    );
  }
  return streamText(prelude);
}

/** The logo and a spinner, static: what any other page paints before its script runs. */
export function renderBootShell(): string {
  return renderToStaticMarkup(<BootShell />);
}

// The list and its file names, for scripts/prerender.mjs (plain Node, which reads no TypeScript).
export { PRERENDERED_ATTRIBUTE, PRERENDERED_PAGES, prerenderedFileName } from "../common/prerenderedPages";
