import { useEffect } from "react";
import { fullTitle, type PageMeta } from "../../common/pageMeta";
import { canonicalPath } from "../../common/routes";

function setContent(selector: string, content: string): void {
  document.querySelector(selector)?.setAttribute("content", content);
}

/**
 * Sets the page's <title>, meta description and Open Graph tags. Pages take
 * theirs from PAGE_META (common/pageMeta.ts), the same map the server writes
 * into the HTML it serves, so a shared link's preview and the open tab agree.
 * A title and description can still be given directly.
 */
export function usePageMeta(meta: PageMeta): void;
export function usePageMeta(title: string, description?: string): void;
export function usePageMeta(meta: PageMeta | string, maybeDescription?: string): void {
  const title = typeof meta === "string" ? meta : meta.title;
  const description = typeof meta === "string" ? maybeDescription : meta.description;
  useEffect(() => {
    document.title = fullTitle(title);
    if (description) {
      setContent('meta[name="description"]', description);
      setContent('meta[property="og:description"]', description);
    }
    setContent('meta[property="og:title"]', document.title);
    setContent('meta[property="og:url"]', window.location.origin + canonicalPath(window.location.pathname));
  }, [title, description]);
}
