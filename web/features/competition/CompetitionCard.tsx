import { Swords } from "lucide-react";
import { Link } from "wouter";
import { Button } from "../../ui/Button";
import { AlertList } from "./AlertList";
import { useBoard } from "./api/board";

/** The dashboard card that replaced "em breve": the alerts and the way in. */
export function CompetitionCard() {
  const board = useBoard();
  const data = board.data;
  return (
    <section
      id="concorrencia"
      aria-labelledby="concorrencia-titulo"
      className="grid gap-3 rounded-xl border border-line bg-white p-4 sm:p-5"
    >
      <div className="flex items-start gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary-dark">
          <Swords className="size-5" aria-hidden />
        </span>
        <div className="grid gap-1">
          <h2 id="concorrencia-titulo" className="text-lg font-semibold text-ink">
            Análise da concorrência
          </h2>
          <p className="text-sm text-muted">
            {!data || data.rivalCount === 0
              ? "Cole o cardápio dos concorrentes e veja onde seu preço está e quanto sobra depois das taxas."
              : data.alerts.length === 0
                ? `${data.rivalCount} ${data.rivalCount === 1 ? "concorrente acompanhado" : "concorrentes acompanhados"}. Nenhum alerta agora.`
                : `${data.rivalCount} ${data.rivalCount === 1 ? "concorrente acompanhado" : "concorrentes acompanhados"}.`}
          </p>
        </div>
      </div>
      {data ? <AlertList alerts={data.alerts} limit={4} /> : null}
      <div>
        <Button asChild variant={data && data.rivalCount > 0 ? "primary" : "outline"}>
          <Link href="/dashboard/concorrencia">
            {data && data.rivalCount > 0 ? "Ver quadro de preços" : "Comparar com concorrentes"}
          </Link>
        </Button>
      </div>
    </section>
  );
}
