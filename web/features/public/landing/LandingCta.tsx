import { Link } from "wouter";
import { Button } from "../../../ui/Button";

/** The call to action after the stats (SPEC §2). */
export function LandingCta() {
  return (
    <section aria-labelledby="cta-titulo" className="mx-auto max-w-3xl px-4 py-16 text-center">
      <h2 id="cta-titulo" className="text-2xl font-bold text-ink sm:text-3xl">
        Seu próximo pedido pode vir de um texto melhor
      </h2>
      <p className="mt-3 text-muted">
        Teste tudo por 7 dias. Se não fizer diferença no seu delivery, cancele com um clique.
      </p>
      <Button asChild size="lg" className="mt-8 w-full sm:w-auto">
        <Link href="/trial">Testar 7 dias grátis</Link>
      </Button>
    </section>
  );
}
