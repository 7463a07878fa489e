import { type ReactNode, useEffect } from "react";
import { Logo } from "../../layout/Logo";

/**
 * The frame of the account pages: the logo, then one centred card, no
 * navigation to leave by accident. `lang` marks the English /login page.
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
    <div className="flex min-h-screen flex-col items-center bg-surface px-4 py-6 sm:py-10">
      <div className="flex w-full max-w-md justify-center">
        <Logo />
      </div>
      <main id="conteudo" className="mt-6 w-full max-w-md">
        {children}
      </main>
    </div>
  );
}
