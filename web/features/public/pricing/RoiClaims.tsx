import { Clock, type LucideIcon, Receipt, TrendingUp } from "lucide-react";
import { SectionHeading } from "../shared/SectionHeading";

type RoiClaim = { icon: LucideIcon; value: string; text: string };

/** Return-on-investment claims (SPEC §2 Pricing; static marketing text, SPEC §1). */
const ROI_CLAIMS: readonly RoiClaim[] = [
  {
    icon: TrendingUp,
    value: "+35% de pedidos",
    text: "em média nos primeiros 60 dias de quem usa as promoções toda semana.",
  },
  {
    icon: Clock,
    value: "5 horas por semana",
    text: "a menos escrevendo descrições, promoções e respostas a avaliações.",
  },
  {
    icon: Receipt,
    value: "3 pedidos a mais",
    text: "por mês já pagam o plano Starter, com o ticket médio de um delivery.",
  },
];

export function RoiClaims() {
  return (
    <section aria-labelledby="retorno-titulo" className="bg-white py-16">
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading
          id="retorno-titulo"
          title="O plano se paga, e sobra"
          lead="O que os restaurantes que usam o Prato Cheio contam depois das primeiras semanas."
        />
        <ul className="mt-10 grid gap-4 md:grid-cols-3">
          {ROI_CLAIMS.map(({ icon: Icon, value, text }) => (
            <li key={value} className="rounded-xl border border-line bg-surface p-5">
              <Icon className="size-7 text-leaf" aria-hidden />
              <p className="mt-3 text-2xl font-bold text-ink">{value}</p>
              <p className="mt-1 text-muted">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
