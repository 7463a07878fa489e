import { type ReactNode, useEffect } from "react";
import { PublicLayout } from "./PublicLayout";

/**
 * The frame of the account pages: the public header and footer around one
 * centred card. `lang` marks the English /login page for screen readers.
 */
export function AuthLayout({ children, lang = "pt-BR" }: { children: ReactNode; lang?: "pt-BR" | "en" }) {
  useEffect(() => {
    const previous = document.documentElement.lang;
    document.documentElement.lang = lang;
    return () => {
      document.documentElement.lang = previous || "pt-BR";
    };
  }, [lang]);
  return (
    <PublicLayout>
      <div className="mx-auto w-full max-w-md px-4 py-8 sm:py-12">{children}</div>
    </PublicLayout>
  );
}
