import { cn } from "../lib/cn";

const linkClass = "font-medium text-primary-dark underline underline-offset-2 hover:text-ink";

/** A legal page opened beside the form, so what the person typed is still there when they come back. */
function LegalLink({ href, children }: { href: string; children: string }) {
  return (
    <a href={href} target="_blank" rel="noopener" className={linkClass}>
      {children}
      <span className="sr-only"> (abre em nova aba)</span>
    </a>
  );
}

/**
 * The sign-up note (SPEC §2 Register): the same sentence as before issue 30,
 * now with the terms and the privacy notice as links. Every sign-up form
 * (/register, /auth, the checkout's sign-up step, /trial) shows this one.
 */
export function TermsConsent({ className }: { className?: string }) {
  return (
    <p className={cn("text-center text-xs text-muted", className)}>
      Ao criar sua conta, você concorda com os <LegalLink href="/termos">Termos de Serviço</LegalLink> e a{" "}
      <LegalLink href="/privacidade">Política de Privacidade</LegalLink>.
    </p>
  );
}
