import { Link } from "wouter";
import { LEGAL_NAV, PUBLIC_NAV } from "./nav";

export function Footer() {
  return (
    <footer className="mt-16 border-t border-line bg-white">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10 text-sm text-muted md:grid-cols-3">
        <div>
          <p className="font-semibold text-ink">Prato Cheio</p>
          <p className="mt-2">Marketing simples para quem vende em app de delivery.</p>
          <p className="mt-2">7 dias de teste grátis e 30 dias de garantia.</p>
        </div>
        <nav aria-label="Rodapé" className="flex flex-col">
          {PUBLIC_NAV.map((item) => (
            <Link key={item.href} href={item.href} className="flex min-h-11 items-center hover:text-ink">
              {item.label}
            </Link>
          ))}
        </nav>
        <div>
          <p className="font-semibold text-ink">Suporte</p>
          <p className="mt-2">Segunda a sexta, das 9h às 18h.</p>
          <p>Respondemos mensagens em até 24 horas.</p>
          <nav aria-label="Termos e privacidade" className="mt-2 flex flex-col">
            {LEGAL_NAV.map((item) => (
              <Link key={item.href} href={item.href} className="flex min-h-11 items-center hover:text-ink">
                {item.label}
              </Link>
            ))}
          </nav>
        </div>
      </div>
      {/* The prerendered pages carry the build's year (decision 040): a page built in
          December and opened in January must hydrate without a mismatch. */}
      <p className="border-t border-line px-4 py-4 text-center text-xs text-muted" suppressHydrationWarning>
        © {new Date().getFullYear()} Prato Cheio. Todos os direitos reservados.
      </p>
    </footer>
  );
}
