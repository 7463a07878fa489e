import { Link } from "wouter";
import type { ReportAction } from "../../../common/reports";

/** Up to three things to do next week, each drawn from a number of this one, each a link into the tool. */
export function ReportActions({ actions }: { actions: ReportAction[] }) {
  return (
    <section aria-label="Para a próxima semana" className="report-block grid gap-2">
      <h3 className="text-base font-semibold text-ink">Para a próxima semana</h3>
      {actions.length === 0 ? (
        <p className="text-sm text-muted">Nenhum número pede atenção especial. Siga assim!</p>
      ) : (
        <ol className="grid gap-2">
          {actions.map((a) => (
            <li key={a.kind} className="rounded-xl border border-line bg-white p-3">
              <p className="font-semibold text-ink">{a.title}</p>
              <p className="text-sm text-muted">{a.detail}</p>
              <Link
                href={a.href}
                className="mt-1 inline-flex min-h-11 items-center text-sm font-semibold text-primary-dark underline print:hidden"
              >
                {a.linkLabel}
              </Link>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
