import { ArrowRight, Sparkles } from "lucide-react";
import { Link } from "wouter";
import { Button } from "../../../ui/Button";

export function Hero() {
  return (
    <section className="bg-gradient-to-b from-primary-soft to-surface">
      <div className="mx-auto max-w-4xl px-4 pt-12 pb-16 text-center sm:pt-20">
        <p className="inline-flex items-center gap-2 rounded-full border border-line bg-white px-3 py-1 text-sm font-semibold text-ink">
          <Sparkles className="size-4 text-primary-dark" aria-hidden />
          IA feita para restaurantes de delivery
        </p>
        <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-ink sm:text-5xl">
          Venda mais no app de delivery com IA simples
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-muted">
          Descrições de pratos, promoções e respostas a avaliações prontas em segundos. Você cuida da cozinha,
          o Prato Cheio cuida do marketing.
        </p>
        <div className="mt-8 flex flex-col items-center gap-3">
          <Button asChild size="lg" className="w-full sm:w-auto">
            <Link href="/trial">
              Começar 7 dias grátis
              <ArrowRight aria-hidden />
            </Link>
          </Button>
          <p className="text-sm text-muted">Nada é cobrado durante o teste. Sem fidelidade.</p>
        </div>
      </div>
    </section>
  );
}
