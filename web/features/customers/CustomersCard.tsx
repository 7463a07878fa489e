import { Users } from "lucide-react";
import { Link } from "wouter";
import { CUSTOMER_SEGMENTS } from "../../../common/customers";
import { countOf } from "../../../common/plural";
import { Button } from "../../ui/Button";
import { isRequiresPro, useSegments } from "./api/segments";

/** The dashboard card that replaced "em breve": counts per segment and the way in. */
export function CustomersCard() {
  const segments = useSegments();
  const starter = segments.isError && isRequiresPro(segments.error);
  return (
    <section
      id="clientes"
      aria-labelledby="clientes-titulo"
      className="grid gap-3 rounded-xl border border-line bg-white p-4 sm:p-5"
    >
      <div className="flex items-start gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary-dark">
          <Users className="size-5" aria-hidden />
        </span>
        <div className="grid gap-1">
          <h2 id="clientes-titulo" className="text-lg font-semibold text-ink">
            Gestão de clientes
          </h2>
          <p className="text-sm text-muted">
            {starter
              ? "No plano Pro: saiba quem pede sempre, quem sumiu e mande a mensagem certa para cada um."
              : segments.data
                ? `${countOf(segments.data.total, "cliente", "clientes")}, ${countOf(segments.data.withConsent, "aceita receber mensagens", "aceitam receber mensagens")}.`
                : "Saiba quem pede sempre, quem sumiu e mande a mensagem certa para cada um."}
          </p>
        </div>
      </div>
      {segments.data ? (
        <ul className="flex flex-wrap gap-2 text-sm" aria-label="Clientes por segmento">
          {CUSTOMER_SEGMENTS.map((segment) => (
            <li key={segment} className="rounded-full bg-surface px-3 py-1">
              {segment}:{" "}
              <strong className="tabular-nums">
                {segments.data.segments.find((s) => s.segment === segment)?.count ?? 0}
              </strong>
            </li>
          ))}
        </ul>
      ) : null}
      <div>
        <Button asChild variant={starter ? "outline" : "primary"}>
          <Link href="/dashboard/clientes">{starter ? "Conhecer a gestão de clientes" : "Ver clientes"}</Link>
        </Button>
      </div>
    </section>
  );
}
