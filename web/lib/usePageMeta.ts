import { useEffect } from "react";

/** Sets the page's <title> and meta description (each page has its own). */
export function usePageMeta(title: string, description?: string): void {
  useEffect(() => {
    document.title = title.includes("Prato Cheio") ? title : `${title} | Prato Cheio`;
    if (description) {
      for (const selector of ['meta[name="description"]', 'meta[property="og:description"]']) {
        document.querySelector(selector)?.setAttribute("content", description);
      }
    }
    document.querySelector('meta[property="og:title"]')?.setAttribute("content", document.title);
  }, [title, description]);
}
